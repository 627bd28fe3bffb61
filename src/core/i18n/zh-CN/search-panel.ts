// <xz-search>'s panel, fetched when the dialog first opens.
export const searchPanel = {
  placeholder: '搜索文章内容',
  searching: '正在搜索',
  searchingLong: '正在搜索…',
  clear: '清除输入',
  cancel: '取消',
  failed: '搜索失败，请稍后再试',
  none: '没有找到相关文章',
  choose: '选择',
  openKey: '打开',
  closeKey: '关闭',
  history: '搜索历史',
  clearHistory: '清空',
  hot: '热门文章',
  noHot: '暂无热门文章',
  loadingHot: '加载热门文章',
  results: '搜索结果',
}
