import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CODE_OK, type Envelope, MSG } from '../../core/contract/index.ts'
import { type KeptStart, sendStartAndTail, sendText } from './transfer.ts'
import type { TailFor, Visitor } from './varying-replay.ts'

export function ok<T>(c: Context, result: T): Response {
  const body: Envelope<T> = { code: CODE_OK, message: 'success', result }
  return sendText(c, JSON.stringify(body), 'application/json')
}

/** The envelope's text up to the result's varying fields, by the shared result object. */
const startOf = new WeakMap<object, KeptStart>()

/**
 * The varying fields for another visitor, as the route would work them out for it, or
 * undefined where the route must answer after all (decided before anything is counted).
 */
export type FieldsFor<V> = (visitor: Visitor) => V | undefined | Promise<V | undefined>

/**
 * ok() for a result kept and shared between requests (`shared`, never changed) plus a few
 * fields that vary on every request (a view count, whether the caller likes it). The shared
 * part is serialised once, and tagged and compressed once: only the varying tail is new
 * work. The varying fields come last in the result, replacing the shared ones of that name.
 * `again`, for a route that does nothing else for a visitor without credentials, lets the
 * same URL be answered to the next such visitor before hono routes it (answer-lane.ts),
 * while the database is unchanged.
 */
export function okVarying<T extends object, V extends object>(
  c: Context,
  shared: T,
  varying: V,
  again?: FieldsFor<V>,
): Response {
  const kept = startOf.get(shared)
  let start = kept
  if (start === undefined) {
    const rest = Object.fromEntries(Object.entries(shared).filter(([key]) => !(key in varying)))
    const envelope = JSON.stringify({ code: CODE_OK, message: 'success', result: rest })
    // cut before the result's closing brace and the envelope's: fields follow from here
    start = { text: `${envelope.slice(0, -2)}${envelope.endsWith('{}}') ? '' : ','}` }
    startOf.set(shared, start)
  }
  const tail = tailOf(varying)
  if (tail === undefined) return sendText(c, `${start.text.replace(/,$/, '')}}}`, 'application/json')
  // a start made for this request alone (PostgreSQL reads afresh each time) is not worth keeping compressed
  if (kept === undefined) return sendText(c, start.text + tail, 'application/json')
  return sendStartAndTail(c, start, tail, 'application/json', again && tailsFor(again))
}

/** The varying fields as the text after the start, or undefined for none. */
function tailOf(varying: object): string | undefined {
  const fields = JSON.stringify(varying)
  return fields === '{}' ? undefined : `${fields.slice(1)}}`
}

function tailsFor<V extends object>(again: FieldsFor<V>): TailFor {
  return (visitor) => {
    const fields = again(visitor)
    if (fields instanceof Promise) return fields.then((v) => v && tailOf(v))
    return fields && tailOf(fields)
  }
}

/** The envelope's text by the shared result object. */
const textOf = new WeakMap<object, string>()

/**
 * ok() for a result kept and shared between requests (a remembered list or search answer,
 * never changed): serialised, tagged and compressed once, not on every request. Only for
 * answers that depend on the URL and the database alone, from routes that do nothing else
 * (count no limit, tally no view): the finished answer may be sent again to visitors asking
 * the same URL while the database is unchanged, without the route (http/answer-lane.ts).
 */
export function okShared(c: Context, shared: object): Response {
  const kept = textOf.get(shared)
  if (kept !== undefined)
    return sendText(c, kept, 'application/json', 200, { shared: true, replayable: true })
  // where results are read afresh each time (PostgreSQL) this is the only time: tag as usual
  const text = JSON.stringify({ code: CODE_OK, message: 'success', result: shared })
  textOf.set(shared, text)
  return sendText(c, text, 'application/json', 200, { replayable: true })
}

/** A failure a route raises on purpose; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: number = status,
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message: string = MSG.loginExpired) => new HttpError(401, message)
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message)
export const notFound = (message = '内容不存在') => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const tooLarge = (message = '内容太大') => new HttpError(413, message)
export const unsupported = (message: string) => new HttpError(415, message)
export const tooMany = (message: string = MSG.tooMany) => new HttpError(429, message)

export function failBody(status: number, message: string, code: number = status): Envelope<null> {
  return { code, message, result: null }
}
