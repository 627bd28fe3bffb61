import type { Context } from 'hono'
import * as v from 'valibot'
import { ID_MAX, PAGE_SIZE_MAX } from '../../core/contract/index.ts'
import { safeUrlError, textError } from '../../core/validate/index.ts'
import { badRequest } from './envelope.ts'

/** Reads the JSON body, answering 400 with a Chinese message for malformed JSON or a bad shape. */
export async function body<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown
  try {
    raw = parseClientJson(await c.req.text())
  } catch {
    throw badRequest('请求体不是有效的 JSON')
  }
  return check(schema, raw)
}

/**
 * U+0000 has no visible meaning in any text a visitor writes, and PostgreSQL refuses it in a text
 * column (SQLite keeps it): it is dropped from everything a client sends, so both engines keep the
 * same text and neither answers 500.
 */
export function withoutNul(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '') : text
}

const dropNul = (_key: string, value: unknown) => (typeof value === 'string' ? withoutNul(value) : value)

/** JSON from a client (a body, a chat frame), its strings without U+0000 (see `withoutNul`). */
export function parseClientJson(text: string): unknown {
  // JSON carries U+0000 only escaped: a text without the escape is parsed without the reviver's cost
  return text.includes('\\u0000') ? JSON.parse(text, dropNul) : JSON.parse(text)
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

/** The last page anyone may ask for (docs/api.md §3: every number is bounded). */
export const PAGE_MAX = 100_000

interface IntMessages {
  /** not an integer at all (text, a fraction, NaN, Infinity) */
  type: string
  /** below the minimum */
  low: string
  /** above the maximum */
  high: string
}

/**
 * The one rule for every number that comes from outside, in a body or a path: an integer
 * within [min, max]. JSON numbers and strings of digits are accepted (the `blog-v3` client sends
 * some ids as strings); anything else is a 400, so no value can reach SQL out of range.
 */
export function boundedInt(min: number, max: number, messages: IntMessages) {
  return v.pipe(
    v.union(
      [
        v.number(messages.type),
        v.pipe(v.string(messages.type), v.regex(/^-?\d{1,16}$/), v.transform(Number)),
      ],
      messages.type,
    ),
    v.number(messages.type),
    v.integer(messages.type),
    v.minValue(min, messages.low),
    v.maxValue(max, messages.high),
  )
}

/** A positive integer path parameter, e.g. `:id`, under the same rule as body ids. */
export function intParam(c: Context, name: string, max = ID_MAX): number {
  const parsed = v.safeParse(paramRule(name, max), c.req.param(name) ?? '')
  if (!parsed.success) throw badRequest(parsed.issues[0]?.message ?? `参数 ${name} 应为正整数`)
  return parsed.output
}

/** Rules per parameter name and bound, built once: building a valibot pipe costs more than running it. */
const paramRules = new Map<string, ReturnType<typeof boundedInt>>()

function paramRule(name: string, max: number) {
  const key = `${name}:${max}`
  let rule = paramRules.get(key)
  if (!rule) {
    const message = `参数 ${name} 应为正整数`
    rule = boundedInt(1, max, { type: message, low: message, high: `参数 ${name} 太大` })
    paramRules.set(key, rule)
  }
  return rule
}

export const id = boundedInt(1, ID_MAX, { type: 'id 应为整数', low: 'id 应为正整数', high: 'id 太大' })

/**
 * An id that may be absent: the `blog-v3` client sends `""` or null for "none"
 * (docs/api.md §3), which reads as undefined.
 */
export const optionalId = v.pipe(
  v.optional(v.nullable(v.union([v.literal(''), id]))),
  v.transform((value) => (value === '' || value === null ? undefined : value)),
)

/** `size` rule for a list whose largest page is `max`. */
export function pageSize(max: number = PAGE_SIZE_MAX) {
  return boundedInt(1, max, { type: 'size 应为整数', low: '每页条数至少为 1', high: `每页最多 ${max} 条` })
}

export const page = {
  current: v.optional(
    boundedInt(1, PAGE_MAX, {
      type: 'current 应为整数',
      low: '页码应从 1 开始',
      high: `页码不能超过 ${PAGE_MAX}`,
    }),
    1,
  ),
  size: v.optional(pageSize(), 10),
}

type Rule = (value: unknown) => string | null

/**
 * A field checked by a rule from core/validate, the very function the browser's form runs, so
 * both sides refuse the same input with the same words. Text comes out trimmed.
 */
export function ruledText(rule: Rule) {
  return v.pipe(
    v.custom<string>(
      (value) => rule(value) === null,
      (issue) => rule(issue.input) ?? '参数错误',
    ),
    v.trim(),
  )
}

/** A number field checked by a rule from core/validate. */
export function ruledNumber(rule: Rule) {
  return v.custom<number>(
    (value) => rule(value) === null,
    (issue) => rule(issue.input) ?? '参数错误',
  )
}

export function text(max: number, label: string) {
  return ruledText((value) => textError(value, { label, max }))
}

/** Text that may be blank. */
export function plainText(max: number, label: string) {
  return ruledText((value) => textError(value, { label, max, required: false }))
}

export function optionalText(max: number, label: string) {
  return v.optional(plainText(max, label), '')
}

/** A URL we are willing to render: http(s) or a path on this site. Blocks javascript: and data:. */
export function safeUrl(label: string, max?: number) {
  return ruledText((value) => safeUrlError(value, label, max))
}

export function paged<T>(current: number, size: number, total: number, list: T[]) {
  return { current, size, total, list }
}
