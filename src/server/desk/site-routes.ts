import { Hono } from 'hono'
import * as v from 'valibot'
import { type GlobeConfig, PAGE_ROUTES } from '../../core/contract/index.ts'
import { countAlbumPhotos, orderPhotos } from '../album/sql.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { badRequest, ok } from '../http/envelope.ts'
import { body, id, intParam, safeUrl, text } from '../http/validate.ts'
import { pageHeaders, saveGlobe, setPageHeader } from './site-sql.ts'
import { deleteUnusedTerm, deskTerms, mergeTerms } from './term-sql.ts'

const GLOBE_POINTS_MAX = 200
const ALBUM_PHOTOS_MAX = 1000

const PageHeaderSchema = v.object({
  route_name: v.picklist(PAGE_ROUTES, '没有这个页面'),
  bg_url: safeUrl('背景图片'),
})

const coordinate = (label: string, max: number) =>
  v.pipe(
    v.number(`${label}应为数字`),
    v.finite(`${label}应为数字`),
    v.minValue(-max, `${label}应在 -${max} 到 ${max} 之间`),
    v.maxValue(max, `${label}应在 -${max} 到 ${max} 之间`),
  )
const GlobeSchema = v.object({
  points: v.pipe(
    v.array(
      v.object({ lat: coordinate('纬度', 90), lng: coordinate('经度', 180), label: text(30, '地点名称') }),
      'points 应为数组',
    ),
    v.maxLength(GLOBE_POINTS_MAX, `最多 ${GLOBE_POINTS_MAX} 个地点`),
  ),
})

const PhotoOrderSchema = v.object({
  album_id: id,
  ids: v.pipe(
    v.array(id, 'ids 应为照片 id 的数组'),
    v.minLength(1, '请给出照片顺序'),
    v.maxLength(ALBUM_PHOTOS_MAX, `一次最多排序 ${ALBUM_PHOTOS_MAX} 张照片`),
  ),
})

const termKind = (raw: string | undefined) => {
  if (raw === 'category' || raw === 'tag') return raw
  throw badRequest('只能是 category 或 tag')
}
const MergeSchema = v.object({ from: id, into: id })

/** Page headers, the globe's markers, categories and tags, and the order of an album's photos. */
export function siteDeskRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx

  r.put('/pageHeader', async (c) => {
    const { route_name, bg_url } = await body(c, PageHeaderSchema)
    await setPageHeader(db, route_name, bg_url)
    return ok(c, await pageHeaders(db))
  })

  // read by everyone at /config/config.json
  r.put('/globe', async (c) => {
    const globe: GlobeConfig = await body(c, GlobeSchema)
    await saveGlobe(db, globe)
    return ok(c, globe)
  })

  r.get('/terms/:kind', async (c) => ok(c, await deskTerms(db, termKind(c.req.param('kind')))))

  r.post('/terms/:kind/merge', async (c) => {
    const kind = termKind(c.req.param('kind'))
    const { from, into } = await body(c, MergeSchema)
    return ok(c, await mergeTerms(db, kind, from, into))
  })

  r.delete('/terms/:kind/:id', async (c) => {
    const kind = termKind(c.req.param('kind'))
    await deleteUnusedTerm(db, kind, intParam(c, 'id'))
    return ok(c, true)
  })

  r.put('/photos/order', async (c) => {
    const { album_id, ids } = await body(c, PhotoOrderSchema)
    if (new Set(ids).size !== ids.length) throw badRequest('照片 id 不能重复')
    if ((await countAlbumPhotos(db, album_id, ids)) !== ids.length) throw badRequest('有照片不属于该相册')
    await orderPhotos(db, ids)
    return ok(c, true)
  })

  return r
}
