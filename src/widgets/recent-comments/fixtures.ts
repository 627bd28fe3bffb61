// Stories and tests only: a site's newest page comments, as GET /api/page/recent answers them.
import type { RecentComment } from '../../core/contract/index.ts'
import { minutesAgo } from '../../core/testing/index.ts'
import type { MockRoute } from '../testing/mock-api.ts'

export const RECENT: RecentComment[] = [
  {
    id: 41,
    content_html: '<p>写得真好，<strong>收藏</strong>了！</p>',
    content: '写得真好，**收藏**了！',
    from_name: '阿飞',
    from_avatar: '',
    from_url: 'https://afei.example',
    createdAt: minutesAgo(3),
    page: { path: '/posts/hello/', title: '你好，世界', url: 'https://blog.example/posts/hello/' },
  },
  {
    id: 39,
    content_html:
      '<p>请问 <code>hexo deploy</code> 之后评论还在吗？我换了永久链接以后旧文章的评论都不见了，找了很久也没找到办法，求助。</p>',
    content:
      '请问 `hexo deploy` 之后评论还在吗？我换了永久链接以后旧文章的评论都不见了，找了很久也没找到办法，求助。',
    from_name: '小青',
    from_avatar: '',
    createdAt: minutesAgo(95),
    page: { path: '/posts/hexo/', title: '从 Hexo 搬家', url: 'https://blog.example/posts/hexo/' },
  },
  {
    id: 36,
    content_html: '<blockquote><p>慢慢来</p></blockquote><p>同感 🌿</p>',
    content: '> 慢慢来\n\n同感 🌿',
    from_name: 'Kevin',
    from_avatar: '',
    createdAt: minutesAgo(60 * 26),
    page: { path: '/about/', title: '', url: 'https://blog.example/about/' },
  },
]

/** The recent route over `rows`, newest first, cut to the asked limit. */
export const recentRoutes =
  (rows: RecentComment[] = RECENT) =>
  (): Record<string, MockRoute> => ({
    'GET /api/page/recent': ({ url }: { url: URL }) =>
      rows.slice(0, Number(url.searchParams.get('limit') ?? 5)),
  })
