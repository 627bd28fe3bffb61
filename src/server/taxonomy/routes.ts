import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv, ServerContext } from '../context.ts'
import { requireAdmin } from '../http/auth.ts'
import { conflict, notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, text } from '../http/validate.ts'
import { categoryStore, TERM_NAME_MAX, type TaxonomyStore, tagStore, type Term } from './sql.ts'

interface Spec<F extends string> {
  /** the wire name of the name column */
  field: F
  label: string
  store: TaxonomyStore
  dictionaryPath: string
}

const termName = (label: string) => text(TERM_NAME_MAX, `${label}名称`)

/** Dictionary (public) plus admin add / update / delete, for categories and tags alike. */
function taxonomyRoutes<F extends 'category_name' | 'tag_name'>(spec: Spec<F>) {
  const r = new Hono<AppEnv>()
  const { store, field, label } = spec
  // the wire names the name column after the kind of term; inside, a term's name is `name`
  const named = { [field]: termName(label) } as Record<F, ReturnType<typeof termName>>
  const addSchema = v.pipe(
    v.object(named),
    v.transform((o) => ({ name: o[field] })),
  )
  const updateSchema = v.pipe(
    v.intersect([v.object({ id }), v.object(named)]),
    v.transform((o) => ({ id: o.id, name: o[field] })),
  )
  const wire = (t: Term, articleCount = 0) => ({ id: t.id, [field]: t.name, articleCount })

  const refuseTaken = async (taken: string, exceptId?: number) => {
    const existing = await store.byName(taken)
    if (existing && existing.id !== exceptId) throw conflict(`${label}名称已存在`)
  }

  r.get(spec.dictionaryPath, async (c) => {
    const rows = await store.dictionary()
    return ok(
      c,
      rows.map((t) => wire(t, t.articleCount)),
    )
  })

  r.post('/add', async (c) => {
    requireAdmin(c)
    const input = await body(c, addSchema)
    await refuseTaken(input.name)
    return ok(c, wire(await store.insert(input.name)))
  })

  r.put('/update', async (c) => {
    requireAdmin(c)
    const input = await body(c, updateSchema)
    if (!(await store.byId(input.id))) throw notFound(`${label}不存在`)
    await refuseTaken(input.name, input.id)
    await store.rename(input.id, input.name)
    const counted = (await store.dictionary()).find((t) => t.id === input.id)
    return ok(c, wire({ id: input.id, name: input.name }, counted?.articleCount))
  })

  r.delete('/delete/:id', async (c) => {
    requireAdmin(c)
    const termId = intParam(c, 'id')
    if (!(await store.byId(termId))) throw notFound(`${label}不存在`)
    await store.remove(termId)
    return ok(c, true)
  })

  return r
}

export function categoryRoutes(ctx: ServerContext) {
  return taxonomyRoutes({
    field: 'category_name',
    label: '分类',
    store: categoryStore(ctx.db),
    dictionaryPath: '/getCategoryDictionary',
  })
}

export function tagRoutes(ctx: ServerContext) {
  return taxonomyRoutes({
    field: 'tag_name',
    label: '标签',
    store: tagStore(ctx.db),
    dictionaryPath: '/getTagDictionary',
  })
}
