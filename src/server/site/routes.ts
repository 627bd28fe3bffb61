import { Hono } from 'hono'
import * as v from 'valibot'
import type { Quote, Resources, Statistic } from '../../core/contract/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { requireAdmin } from '../http/auth.ts'
import { badRequest, ok } from '../http/envelope.ts'
import { body, check, plainText, safeUrl, text } from '../http/validate.ts'
import { allPageHeaders } from './page-preload.ts'
import { readSiteConfig, readViewTime } from './site-config.ts'
import {
  countPublicArticles,
  countRows,
  countSiteView,
  randomQuote,
  resourceGroups,
  saveConfig,
} from './sql.ts'

export const QUOTE_FALLBACK = '智能挖掘，让每一份数据都闪光。'

/** The settings an admin may change, each with its own rule; anything else is refused. */
const CONFIG_FIELDS = {
  blog_name: text(30, '博客名称'),
  blog_avatar: safeUrl('博客头像'),
  avatar_bg: safeUrl('头像背景'),
  personal_say: plainText(200, '个性签名'),
  blog_notice: plainText(1000, '博客公告'),
  github_link: safeUrl('GitHub 地址'),
  bilibili_link: safeUrl('哔哩哔哩地址'),
  qq_link: safeUrl('QQ 链接'),
  we_chat_link: safeUrl('微信链接'),
  git_ee_link: safeUrl('Gitee 地址'),
  qq_group: safeUrl('QQ 群二维码'),
  we_chat_group: safeUrl('微信群二维码'),
  icp_number: plainText(50, '备案号'),
  copyright: plainText(200, '版权信息'),
} as const
type ConfigKey = keyof typeof CONFIG_FIELDS
const isConfigKey = (key: string): key is ConfigKey => Object.hasOwn(CONFIG_FIELDS, key)

const ConfigUpdateSchema = v.record(v.string(), v.unknown(), '配置应为对象')

export function siteRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const db = ctx.db

  const viewTime = () => readViewTime(db)
  const readConfig = () => readSiteConfig(db)

  const resources = (kind: 'front' | 'back' | 'site') => resourceGroups(db, kind)

  r.get('/statistic', async (c) => {
    const [articleCount, tagCount, categoryCount, userCount, viewCount] = await Promise.all([
      countPublicArticles(db),
      countRows(db, 'tags'),
      countRows(db, 'categories'),
      countRows(db, 'users'),
      viewTime(),
    ])
    const result: Statistic = {
      articleCount,
      tagCount,
      categoryCount,
      userCount,
      viewCount,
    }
    return ok(c, result)
  })

  r.get('/config', async (c) => ok(c, await readConfig()))

  r.put('/config/update', async (c) => {
    requireAdmin(c)
    const input = await body(c, ConfigUpdateSchema)
    const entries = Object.entries(input)
    if (entries.length === 0) throw badRequest('请提供要修改的配置')
    const updates: { key: ConfigKey; value: string }[] = []
    for (const [key, raw] of entries) {
      if (!isConfigKey(key)) throw badRequest(`未知的配置项：${key.slice(0, 40)}`)
      const value: string = check(CONFIG_FIELDS[key], raw)
      updates.push({ key, value: JSON.stringify(value) })
    }
    await saveConfig(db, updates)
    return ok(c, await readConfig())
  })

  /**
   * Counts a visitor at most once per VIEW_WINDOW_MS and otherwise answers success without
   * counting: a reader opening many pages must not see failed requests.
   */
  r.put('/config/addView', async (c) => {
    await countSiteView(db, ctx.dialect, c.get('ip'), new Date())
    return ok(c, { view_time: await viewTime() })
  })

  r.get('/pageHeader/getAll', async (c) => ok(c, await allPageHeaders(ctx)))

  r.get('/resources', async (c) => {
    const [front, back] = await Promise.all([resources('front'), resources('back')])
    const result: Resources = { front, back }
    return ok(c, result)
  })

  // docs/api.md §17: the shape of /resources. The site list has no front/back split, so its groups
  // all travel in `front` and `back` stays empty.
  r.get('/siteList', async (c) => {
    const result: Resources = { front: await resources('site'), back: [] }
    return ok(c, result)
  })

  r.get('/quote', async (c) => {
    const result: Quote = { note: (await randomQuote(db)) ?? QUOTE_FALLBACK }
    return ok(c, result)
  })

  return r
}
