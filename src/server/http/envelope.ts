import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CODE_OK, type Envelope, MSG } from '../../core/contract/index.ts'
import { toLocale } from '../../core/i18n/locale.ts'
import { inEnglish } from './messages-en.ts'
import { requestHeader } from './request-header.ts'
import { sendText } from './lane/conditional-body.ts'
import type { AppContext } from '../context.ts'

/**
 * The envelope for a route's answer. A route whose answer may be sent again without it answers
 * with http/lane/replayable-envelope.ts's okReplayable instead.
 */
export function ok<T>(c: AppContext, result: T): Response {
  const body: Envelope<T> = { code: CODE_OK, message: 'success', result }
  return sendText(c, JSON.stringify(body), 'application/json')
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

/**
 * A failure's envelope, its message in the language the request asks for: `Accept-Language: en…`
 * gives English (messages-en.ts), anything else the Chinese the route raised; the code is the same
 * (docs/api.md §1).
 */
export function failAnswer(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  code: number = status,
): Response {
  const english = toLocale(requestHeader(c, 'accept-language')) === 'en'
  c.header('Vary', 'Accept-Language', { append: true })
  return c.json(failBody(status, english ? inEnglish(message) : message, code), status)
}
