import type {
  BlockEntry,
  HeldItem,
  ModerationSettingsView,
  RefusedItem,
  WordLists,
} from '../../../core/contract/index.ts'
import type { MockRoute } from '../../../widgets/testing/mock-api.ts'
import { pageOf } from '../../fixtures.ts'

// Stories and tests only: the review queue and its settings (docs/api.md §27) as the desk's
// mocked API answers them; items leave the queue as the admin decides.

const HELD: HeldItem[] = [
  {
    kind: 'comment',
    id: 71,
    author: '过路人',
    guest: true,
    content: '第一次来，支持一下！',
    reason: '游客的第一条',
    target: '从零搭一个博客',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    kind: 'comment',
    id: 72,
    author: '小广告',
    guest: true,
    content: '专业代开发票，详情见 http://a.example http://b.example http://c.example',
    reason: '含有敏感词「代开发票」；游客评论中的链接超过 2 个',
    target: '页面《关于》',
    createdAt: '2026-11-21T09:30:00.000Z',
  },
]

const SETTINGS: ModerationSettingsView = {
  audit: { page: 'first', article: 'off', message: 'off' },
  pow: 'busy',
  audit_fixed: null,
}

const WORDS: WordLists = {
  body: { action: 'review', words: ['代开发票', '百家乐'] },
  nick: { action: 'reject', words: ['代开发票'] },
  link: { action: 'reject', words: ['casino'] },
}

const BLOCKS: BlockEntry[] = [
  {
    id: 5,
    kind: 'email',
    value: 'spam@mail.example',
    note: '评论 #60',
    createdAt: '2026-11-19T10:00:00.000Z',
  },
]

const REFUSED: RefusedItem[] = [
  {
    id: 9,
    kind: 'comment',
    reason: '请不要重复发送相同的内容',
    author: '复读机',
    excerpt: '沙发沙发',
    createdAt: '2026-11-22T07:15:00.000Z',
  },
]

type Req = { body: unknown }

export function reviewRoutes(settings: Partial<ModerationSettingsView> = {}): Record<string, MockRoute> {
  let held = HELD.map((h) => ({ ...h }))
  let words = WORDS
  return {
    'GET /api/desk/review/count': () => held.length,
    'POST /api/desk/review/list': ({ body }: Req) =>
      pageOf(held.filter((h) => h.kind === ((body as { kind?: string }).kind ?? 'comment'))),
    'POST /api/desk/review': ({ body }: Req) => {
      const { items } = body as { items: { kind: string; id: number }[] }
      const before = held.length
      held = held.filter((h) => !items.some((i) => i.kind === h.kind && i.id === h.id))
      return { done: before - held.length }
    },
    'GET /api/desk/review/settings': { ...SETTINGS, ...settings },
    'PUT /api/desk/review/settings': ({ body }: Req) => ({ ...(body as object), audit_fixed: null }),
    'GET /api/desk/review/words': () => words,
    'PUT /api/desk/review/words': ({ body }: Req) => {
      words = body as WordLists
      return words
    },
    'GET /api/desk/review/blocks': BLOCKS,
    'GET /api/desk/review/refused': REFUSED,
  }
}
