// <xz-comment-count> and <xz-pageview>: a failed count's tooltip.
export const counters = {
  failed: '计数加载失败',
}
