import { BadRecord, type SourceComment, type SourceItem } from './source-item.ts'

// Field values as the exports write them: LeanCloud wraps dates in {__type: "Date", iso},
// MongoDB exports ids in {$oid} and dates in {$date}, Artalk writes every value as a string.

export function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** An id: a string, a number or MongoDB's {$oid}; '' when there is none. */
export function idText(value: unknown): string {
  if (value && typeof value === 'object' && '$oid' in value) return text((value as { $oid: unknown }).$oid)
  const t = text(value).trim()
  return t === '0' ? '' : t
}

export function count(value: unknown): number {
  if (Array.isArray(value)) return value.length
  const n = typeof value === 'number' ? value : Number(text(value))
  return Number.isFinite(n) && n > 0 ? Math.min(Math.trunc(n), 2_147_483_647) : 0
}

export function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  return /^(true|1|yes)$/i.test(text(value).trim())
}

const ZONELESS = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/
/** Go's time.String(): `2006-01-02 15:04:05 +0800 CST` */
const GO_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?) ([+-]\d{2})(\d{2})(?: \w+)?$/

/**
 * An ISO 8601 date from whatever the export wrote: milliseconds, ISO text, LeanCloud's and
 * MongoDB's wrappers, Go's time text; a date without a zone is read as UTC.
 */
export function dateOf(value: unknown, field: string): string {
  let v = value
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    v = o.iso ?? o.$date ?? v
    if (v && typeof v === 'object' && '$numberLong' in v)
      v = Number((v as { $numberLong: unknown }).$numberLong)
  }
  let date: Date | undefined
  if (typeof v === 'number' && Number.isFinite(v)) date = new Date(v < 1e11 ? v * 1000 : v)
  else if (typeof v === 'string' && v.trim()) {
    const t = v.trim()
    const go = GO_TIME.exec(t)
    const zoneless = ZONELESS.exec(t)
    if (/^\d{10,13}$/.test(t)) date = new Date(t.length === 13 ? Number(t) : Number(t) * 1000)
    else if (go) date = new Date(`${go[1]}T${go[2]}${go[3]}:${go[4]}`)
    else if (zoneless) date = new Date(`${zoneless[1]}T${zoneless[2]}Z`)
    else date = new Date(t)
  }
  if (!date || Number.isNaN(date.getTime()))
    throw new BadRecord(`${field} 不是日期：${String(text(v) || '空')}`)
  return date.toISOString()
}

/** The record's own fields, or a BadRecord for anything that is not an object. */
export function recordOf(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadRecord('不是一条记录')
  return value as Record<string, unknown>
}

/** One record read by `read`, or, when it cannot be used, a bad item naming its id and why. */
export function itemOf(value: unknown, idKey: string, read: (value: unknown) => SourceComment): SourceItem {
  try {
    return { kind: 'comment', comment: read(value) }
  } catch (err) {
    if (!(err instanceof BadRecord)) throw err
    const r = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
    return { kind: 'bad', id: idText(r[idKey]) || '?', reason: err.message }
  }
}
