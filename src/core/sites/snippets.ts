/** One ready-to-copy piece of HTML for a site's pages, and what it does. */
export interface Snippet {
  label: string
  code: string
}

/**
 * What the owner pastes into a site's pages to embed each element (README, embedding): the
 * loader once, then any element, each told where the blog is (`api-base`, the blog's origin).
 */
export function embedSnippets(blogOrigin: string): Snippet[] {
  const base = `api-base="${blogOrigin}"`
  return [
    {
      label: '加载器（每个页面一次，放在 </body> 前）',
      code: `<script type="module" src="${blogOrigin}/embed/xiaozhan.js"></script>`,
    },
    { label: '评论', code: `<xz-comments ${base}></xz-comments>` },
    { label: '评论数', code: `<xz-comment-count path="/posts/hello/" ${base}></xz-comment-count>` },
    { label: '浏览量', code: `<xz-pageview ${base}></xz-pageview>` },
    { label: '表态', code: `<xz-reactions ${base}></xz-reactions>` },
    { label: '最新评论', code: `<xz-recent-comments limit="5" ${base}></xz-recent-comments>` },
    { label: '聊天室', code: `<xz-chat-room ${base}></xz-chat-room>` },
  ]
}
