// <xz-search>'s first screen: the trigger and the dialog's name.
export const search = {
  open: '搜索',
  label: '搜索文章',
}
