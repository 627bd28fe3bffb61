import type { Context } from 'hono'
import * as v from 'valibot'
import { badRequest } from './envelope.ts'

/** Reads the JSON body, answering 400 with a Chinese message for malformed JSON or a bad shape. */
export async function body<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw badRequest('请求体不是有效的 JSON')
  }
  return check(schema, raw)
}

export function check<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = issue?.path?.map((p) => String(p.key)).join('.')
    // Our schemas carry Chinese messages; valibot's English defaults get a generic prefix.
    const message = issue?.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : '参数错误'
    throw badRequest(path && !/[\u4e00-\u9fa5]/.test(issue?.message ?? '') ? `${message}: ${path}` : message)
  }
  return parsed.output
}

/** A positive integer path parameter, e.g. `:id`. */
export function intParam(c: Context, name: string): number {
  const raw = c.req.param(name)
  const n = Number(raw)
  if (!raw || !Number.isInteger(n) || n < 1 || n > Number.MAX_SAFE_INTEGER) {
    throw badRequest(`参数 ${name} 应为正整数`)
  }
  return n
}

// Reusable field schemas. Numbers arrive as JSON numbers; numeric strings are accepted too
// because the original client sometimes sent them that way.
export const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  v.number(),
  v.integer('id 应为整数'),
  v.minValue(1, 'id 应为正整数'),
)

/**
 * An id that may be absent: the SPEC's client sends `""` or null for "none" (API.md,
 * Compatibility), which reads as undefined.
 */
export const optionalId = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), id]))),
  v.transform((value) => (value === '' || value === null ? undefined : value)),
)

export const page = {
  current: v.optional(v.pipe(v.number('current 应为数字'), v.integer(), v.minValue(1, '页码应从 1 开始')), 1),
  size: v.optional(
    v.pipe(
      v.number('size 应为数字'),
      v.integer(),
      v.minValue(1, '每页条数至少为 1'),
      v.maxValue(50, '每页最多 50 条'),
    ),
    10,
  ),
}

export function text(max: number, label: string, min = 1) {
  return v.pipe(
    v.string(`${label}应为文本`),
    v.trim(),
    v.minLength(min, `请输入${label}`),
    v.maxLength(max, `${label}不能超过${max}个字符`),
  )
}

export function optionalText(max: number, label: string) {
  return v.optional(
    v.pipe(v.string(`${label}应为文本`), v.trim(), v.maxLength(max, `${label}不能超过${max}个字符`)),
    '',
  )
}

/** A URL we are willing to render: http(s) or a path on this site. Blocks javascript: and data:. */
export function safeUrl(label: string, max = 500) {
  return v.pipe(
    v.string(`${label}应为文本`),
    v.trim(),
    v.maxLength(max, `${label}太长`),
    v.check(
      (s) => s === '' || /^https?:\/\//i.test(s) || /^\/(?!\/)/.test(s),
      `${label}应为 http(s) 链接或站内路径`,
    ),
  )
}

export function paged<T>(current: number, size: number, total: number, list: T[]) {
  return { current, size, total, list }
}
