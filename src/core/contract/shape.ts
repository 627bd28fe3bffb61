// A JSON shape described as plain data, read by one small function. The contract may import
// nothing (docs/architecture.md §2) and the chat bundle cannot carry a schema library, yet the
// server and the browser must check frames against the same description. Being data, not calls, an unused
// description costs a bundle nothing.

/** Ids are 32-bit in PostgreSQL (serial); anything larger cannot name a row. */
export const ID_MAX = 2_147_483_647

export type Shape =
  /** any string */
  | 'string'
  /** a safe integer, as our server writes ids */
  | 'id'
  /** a positive 32-bit integer as a number or a string of digits, as any client may send an id */
  | 'wireId'
  /** a string of at most this many UTF-16 units */
  | { readonly max: number }
  /** text that is never refused: anything else, or empty, reads as this */
  | { readonly textOr: string }
  | { readonly oneOf: readonly string[] }
  /** left out, null and "" mean "not given" (the `blog-v3` client sends them); else it must read */
  | { readonly optional: Shape }
  /** a list whose unreadable items are dropped rather than failing the whole list */
  | { readonly list: Shape }
  /** an object: the listed fields only, unknown ones dropped */
  | { readonly fields: Fields }
  /** one of several objects told apart by their `type` field */
  | { readonly byType: Readonly<Record<string, Fields>> }

export type Fields = Readonly<Record<string, Shape>>

type Flat<T> = { [K in keyof T]: T[K] } & {}
type OptionalKeys<F> = { [K in keyof F]: F[K] extends { readonly optional: Shape } ? K : never }[keyof F]
type FieldOut<S> = S extends { readonly optional: infer I } ? Out<I> : Out<S>
type FieldsOut<F extends Fields> = Flat<
  { -readonly [K in Exclude<keyof F, OptionalKeys<F>>]: FieldOut<F[K]> } & {
    -readonly [K in OptionalKeys<F>]?: FieldOut<F[K]>
  }
>

/** The TypeScript type a shape reads as. */
export type Out<S> = S extends 'string'
  ? string
  : S extends 'id' | 'wireId'
    ? number
    : S extends { readonly max: number } | { readonly textOr: string }
      ? string
      : S extends { readonly oneOf: readonly (infer V)[] }
        ? V
        : S extends { readonly list: infer I }
          ? Out<I>[]
          : S extends { readonly fields: infer F extends Fields }
            ? FieldsOut<F>
            : S extends { readonly byType: infer V extends Readonly<Record<string, Fields>> }
              ? { [K in keyof V]: Flat<{ type: K } & FieldsOut<V[K]>> }[keyof V]
              : never

/** What a shape does not accept (an object literal, not Symbol(), so bundles can drop it). */
const NO = { no: true } as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== ''

function readFields(fields: Fields, value: unknown): Record<string, unknown> | typeof NO {
  if (!isRecord(value)) return NO
  const out: Record<string, unknown> = {}
  for (const [key, shape] of Object.entries(fields)) {
    const raw = value[key]
    if (typeof shape === 'object' && 'optional' in shape && !given(raw)) continue
    const read = readShape(shape, raw)
    if (read === NO) return NO
    out[key] = read
  }
  return out
}

function readShape(shape: Shape, value: unknown): unknown {
  if (shape === 'string') return typeof value === 'string' ? value : NO
  if (shape === 'id') return typeof value === 'number' && Number.isSafeInteger(value) ? value : NO
  if (shape === 'wireId') {
    const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= ID_MAX ? n : NO
  }
  if ('max' in shape) return typeof value === 'string' && value.length <= shape.max ? value : NO
  if ('textOr' in shape) return typeof value === 'string' && value !== '' ? value : shape.textOr
  if ('oneOf' in shape) return shape.oneOf.includes(value as string) ? value : NO
  if ('optional' in shape) return readShape(shape.optional, value)
  if ('list' in shape) {
    if (!Array.isArray(value)) return NO
    return value.map((item) => readShape(shape.list, item)).filter((item) => item !== NO)
  }
  if ('fields' in shape) return readFields(shape.fields, value)
  if (!isRecord(value) || typeof value.type !== 'string' || !Object.hasOwn(shape.byType, value.type))
    return NO
  const read = readFields(shape.byType[value.type] as Fields, value)
  return read === NO ? NO : { type: value.type, ...read }
}

/** The value as the shape reads it (normalised, unknown fields dropped), or null if it does not fit. */
export function readAs<S extends Shape>(shape: S, value: unknown): Out<S> | null {
  const read = readShape(shape, value)
  return read === NO ? null : (read as Out<S>)
}
