import { describe, expect, it } from 'vitest'
import { articles, categories, tags } from './content/articles.ts'
import {
  adminProfile,
  albums,
  chatMessages,
  commentThreads,
  globe,
  links,
  messages,
  pageHeaders,
  quotes,
  resources,
  siteConfig,
  siteList,
  talks,
  users,
} from './content/community.ts'
import { listSeedImagePaths, seedImageSpec } from './images.ts'

const cjk = (s: string) => (s.match(/[\u4e00-\u9fff]/g) ?? []).length
const fences = (s: string) => [...s.matchAll(/^```(\S*)/gm)].map((m) => m[1] ?? '')

describe('articles', () => {
  it('has 5 categories, 12 tags, and at least 30 articles', () => {
    expect(categories).toHaveLength(5)
    expect(new Set(categories).size).toBe(5)
    expect(tags).toHaveLength(12)
    expect(new Set(tags).size).toBe(12)
    expect(articles.length).toBeGreaterThanOrEqual(30)
  })

  it('uses every category and every tag; 1–3 known tags per article', () => {
    for (const a of articles) {
      expect(categories, a.title).toContain(a.category)
      expect(a.tags.length, a.title).toBeGreaterThanOrEqual(1)
      expect(a.tags.length, a.title).toBeLessThanOrEqual(3)
      expect(new Set(a.tags).size, a.title).toBe(a.tags.length)
      for (const t of a.tags) expect(tags, a.title).toContain(t)
    }
    expect(new Set(articles.flatMap((a) => a.tags))).toEqual(new Set(tags))
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(categories))
  })

  it('has unique titles and covers, one or two pinned, dates over about two years', () => {
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length)
    expect(new Set(articles.map((a) => a.cover)).size).toBe(articles.length)
    const pinned = articles.filter((a) => a.isTop).length
    expect(pinned).toBeGreaterThanOrEqual(1)
    expect(pinned).toBeLessThanOrEqual(2)
    const days = articles.map((a) => a.daysAgo)
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(600)
    for (const a of articles) {
      expect(a.views).toBeGreaterThan(0)
      expect(a.likes).toBeGreaterThanOrEqual(0)
      expect(a.likes).toBeLessThan(a.views)
      expect(a.description.length).toBeGreaterThan(10)
    }
  })

  it('each article is 400–1500 Chinese characters with at least 3 headings', () => {
    for (const a of articles) {
      const n = cjk(a.content)
      expect(n, a.title).toBeGreaterThanOrEqual(400)
      expect(n, a.title).toBeLessThanOrEqual(1500)
      expect((a.content.match(/^#{2,3} \S/gm) ?? []).length, a.title).toBeGreaterThanOrEqual(3)
    }
  })

  it('has balanced code fences, code in at least 5 languages, at least 3 tables, lists and quotes', () => {
    const all = articles.map((a) => a.content).join('\n')
    for (const a of articles) expect(fences(a.content).length % 2, a.title).toBe(0)
    expect(all).not.toMatch(/^~~~/m)
    expect(all).not.toMatch(/\\`/)
    const langs = new Set(fences(all).filter(Boolean))
    expect(langs.size).toBeGreaterThanOrEqual(5)
    for (const l of ['ts', 'js', 'python', 'go', 'rust', 'sql', 'bash', 'css', 'json', 'yaml', 'java']) {
      expect(langs, l).toContain(l)
    }
    const tables = articles.filter((a) => /^\|[-| :]+\|$/m.test(a.content)).length
    expect(tables).toBeGreaterThanOrEqual(3)
    expect(articles.filter((a) => /^> /m.test(a.content)).length).toBeGreaterThanOrEqual(3)
    expect(articles.filter((a) => /^(- |\d+\. )/m.test(a.content)).length).toBeGreaterThanOrEqual(10)
    expect(
      articles.filter((a) => /[^!]\[[^\]]+\]\(https:\/\//.test(a.content)).length,
    ).toBeGreaterThanOrEqual(10)
  })

  it('has inline images, all under /seed/ and listed for generation', () => {
    const listed = new Set(listSeedImagePaths())
    const refs = articles.flatMap((a) => [...a.content.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)])
    expect(refs.length).toBeGreaterThanOrEqual(5)
    for (const m of refs) {
      expect(m[1], 'alt text').not.toBe('')
      expect(listed).toContain(m[2])
    }
  })
})

describe('community', () => {
  it('has 10 talks, at least 4 with 1–4 images', () => {
    expect(talks).toHaveLength(10)
    for (const t of talks) expect(t.images.length).toBeLessThanOrEqual(4)
    expect(talks.filter((t) => t.images.length > 0).length).toBeGreaterThanOrEqual(4)
    expect(talks.filter((t) => t.isTop).length).toBeLessThanOrEqual(1)
  })

  it('has 3 albums with at least 8 photos each, in both orientations', () => {
    expect(albums).toHaveLength(3)
    for (const a of albums) {
      expect(a.photos.length).toBeGreaterThanOrEqual(8)
      const shapes = new Set(a.photos.map((p) => seedImageSpec(p.path).width > seedImageSpec(p.path).height))
      expect(shapes.size, a.name).toBe(2)
    }
    const all = albums.flatMap((a) => a.photos.map((p) => p.path))
    expect(new Set(all).size).toBe(all.length)
  })

  it('has 8 friend links with https urls and local avatars', () => {
    expect(links).toHaveLength(8)
    for (const l of links) {
      expect(l.url).toMatch(/^https:\/\//)
      expect(l.site_avatar).toMatch(/^\/seed\//)
    }
  })

  it('has resources with 3+ groups per side and a site list', () => {
    expect(resources.front.length).toBeGreaterThanOrEqual(3)
    expect(resources.back.length).toBeGreaterThanOrEqual(3)
    expect(siteList.length).toBeGreaterThanOrEqual(3)
    for (const g of [...resources.front, ...resources.back, ...siteList]) {
      expect(g.sites.length).toBeGreaterThanOrEqual(3)
      for (const s of g.sites) expect(s.url).toMatch(/^https:\/\//)
    }
  })

  it('has 20 message-board entries with valid styling and a few tags', () => {
    expect(messages).toHaveLength(20)
    for (const m of messages) {
      expect(m.font_size).toBeGreaterThanOrEqual(14)
      expect(m.font_size).toBeLessThanOrEqual(22)
      expect([400, 500, 700]).toContain(m.font_weight)
      expect(m.color).toMatch(/^#[0-9a-f]{6}$/)
      expect(m.bg_color).toMatch(/^#[0-9a-f]{6}$/)
      if (!m.asUser) expect(m.nickName).toMatch(/^游客\d{5}$/)
    }
    const tagSet = new Set(messages.map((m) => m.tag))
    expect(tagSet.size).toBeGreaterThanOrEqual(4)
    expect(tagSet.size).toBeLessThanOrEqual(6)
    expect(messages.some((m) => m.asUser === 'demo')).toBe(true)
    expect(messages.some((m) => m.asUser === 'admin')).toBe(true)
  })

  it('has at least 12 comment threads pointing at existing rows', () => {
    expect(commentThreads.length).toBeGreaterThanOrEqual(12)
    const size = { 1: articles.length, 2: talks.length, 3: messages.length }
    for (const t of commentThreads) {
      expect(t.target.index).toBeGreaterThanOrEqual(0)
      expect(t.target.index).toBeLessThan(size[t.target.type])
      t.replies.forEach((r, i) => {
        if (r.replyToIndex !== undefined) {
          expect(r.replyToIndex).toBeGreaterThanOrEqual(0)
          expect(r.replyToIndex).toBeLessThan(i)
        }
      })
    }
    expect(commentThreads.filter((t) => t.replies.length >= 3).length).toBeGreaterThanOrEqual(3)
    expect(new Set(commentThreads.map((t) => t.target.type))).toEqual(new Set([1, 2, 3]))
  })

  it('has 30 chat messages, oldest first, with image messages', () => {
    expect(chatMessages).toHaveLength(30)
    for (let i = 1; i < chatMessages.length; i++) {
      expect(chatMessages[i]!.minutesAgo).toBeLessThan(chatMessages[i - 1]!.minutesAgo)
    }
    const images = chatMessages.filter((c) => c.image)
    expect(images.length).toBeGreaterThanOrEqual(1)
    expect(images.length).toBeLessThanOrEqual(2)
    for (const c of images) expect(c.content).toBe(c.image)
  })

  it('has demo users that satisfy the register rules', () => {
    expect(users.map((u) => u.key).sort()).toEqual(['demo', 'reader1', 'reader2'])
    const demo = users.find((u) => u.key === 'demo')!
    expect(demo.username).toBe('demo_user')
    expect(demo.password).toBe('Demo_2024')
    for (const u of users) {
      expect(u.username).toMatch(/^\w{5,16}$/)
      expect(u.password).toMatch(/^[^\u4e00-\u9fff]{8,18}$/)
      const kinds = [/\d/, /[a-zA-Z]/, /[^\da-zA-Z]/].filter((re) => re.test(u.password)).length
      expect(kinds).toBeGreaterThanOrEqual(2)
    }
    expect(adminProfile.avatar).toMatch(/^\/seed\//)
  })

  it('has site config, page headers, quotes and globe points', () => {
    expect(siteConfig.blog_name).toBe('小站')
    expect(siteConfig.copyright).toBe('© 2024-2026 小站')
    expect(siteConfig.icp_number).toMatch(/0{8}/)
    expect(pageHeaders.map((p) => p.route_name).sort()).toEqual(
      [
        'archives',
        'category',
        'home',
        'link',
        'message',
        'photoAlbum',
        'resources',
        'tag',
        'talk',
        'userCenter',
      ].sort(),
    )
    expect(quotes.length).toBeGreaterThanOrEqual(18)
    expect(new Set(quotes).size).toBe(quotes.length)
    expect(globe.points.length).toBeGreaterThanOrEqual(10)
    for (const p of globe.points) {
      expect(Math.abs(p.lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(p.lng)).toBeLessThanOrEqual(180)
    }
  })
})
