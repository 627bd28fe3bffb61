import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { MSG } from '../../core/contract/index.ts'
import type { AppEnv } from '../context.ts'
import { failAnswer, HttpError } from './envelope.ts'

/** Every failure leaves as the envelope; a stack trace never reaches the client. */
export function errorHandler(log: (line: string) => void): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof HttpError) return failAnswer(c, err.status, err.message, err.code)
    if (err instanceof HTTPException) {
      const status = err.status
      const message = status === 413 ? '请求体太大' : err.message || MSG.serverError
      return failAnswer(c, status, message)
    }
    const code = (err as { code?: string }).code
    // SQLite names constraint failures SQLITE_CONSTRAINT_*; PostgreSQL uses class 23 (23505 unique, 23503 foreign key)
    if (typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23\d{3}$/.test(code))) {
      return failAnswer(c, 409, '数据冲突，请检查后重试')
    }
    log(`[error] ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`)
    return failAnswer(c, 500, MSG.serverError)
  }
}

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => failAnswer(c, 404, MSG.notFound)
