import { expect } from 'vitest'
import type { TestServer } from './harness.ts'

// Rows the desk tests act on, each made through the public or admin API as a user would.

let n = 0
const next = () => {
  n += 1
  return n
}

async function created<T>(
  s: TestServer,
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
): Promise<T> {
  const res = await s.api<T>(method, path, { token, body })
  expect(res.status, `${method} ${path}: ${res.body.message}`).toBe(200)
  return res.body.result
}

export interface Fixtures {
  article(token: string, extra?: Record<string, unknown>): Promise<{ id: number }>
  talk(token: string, extra?: Record<string, unknown>): Promise<{ id: number }>
  album(token: string): Promise<{ id: number }>
  photos(token: string, albumId: number, count: number): Promise<{ id: number }[]>
  link(token: string): Promise<{ id: number; site_name: string }>
  comment(token: string, articleId: number, content?: string): Promise<{ id: number }>
  message(token: string | undefined, text?: string): Promise<{ id: number }>
  chat(userId: number, content?: string): Promise<{ id: number }>
  term(token: string, kind: 'category' | 'tag'): Promise<{ id: number }>
}

export function fixtures(s: TestServer): Fixtures {
  return {
    article: (token, extra = {}) =>
      created(s, 'POST', '/api/article/add', token, {
        article_title: `书桌文章${next()}`,
        article_content: '正文',
        category: { category_name: '书桌分类' },
        tagList: [{ tag_name: '书桌标签' }],
        ...extra,
      }),
    talk: (token, extra = {}) =>
      created(s, 'POST', '/api/talk/publishTalk', token, { content: `说说${next()}`, ...extra }),
    album: (token) => created(s, 'POST', '/api/photoAlbum/add', token, { album_name: `相册${next()}` }),
    photos: (token, albumId, count) =>
      created(s, 'POST', '/api/photo/add', token, {
        album_id: albumId,
        urls: Array.from({ length: count }, () => `/uploads/desk-${next()}.jpg`),
      }),
    link: (token) => {
      const k = next()
      return created(s, 'POST', '/api/links/add', token, {
        site_name: `友站${k}`,
        site_desc: '一个博客',
        site_avatar: `https://desk${k}.example/logo.png`,
        url: `https://desk${k}.example/`,
      })
    },
    comment: (token, articleId, content = `评论${next()}`) =>
      created(s, 'POST', '/api/comment/add', token, { type: 1, for_id: articleId, content }),
    message: (token, text = `留言${next()}`) =>
      created(s, 'POST', '/api/message/add', token, { message: text }),
    async chat(userId, content = `聊天${next()}`) {
      // the chat writes through its socket; the row is what the desk sees
      return s.running.ctx.db
        .insertInto('chat_messages')
        .values({ user_id: userId, content, content_type: 'text', createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
    },
    term: (token, kind) =>
      kind === 'category'
        ? created(s, 'POST', '/api/category/add', token, { category_name: `分类${next()}` })
        : created(s, 'POST', '/api/tag/add', token, { tag_name: `标签${next()}` }),
  }
}
