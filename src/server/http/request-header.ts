import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { AppEnv } from '../context.ts'

/** The request as node:http parsed it; none outside @hono/node-server (app.request() in a test). */
export function incomingOf(c: Context): IncomingMessage | undefined {
  // env is empty outside node-server, whatever the type says
  return (c.env as Partial<AppEnv['Bindings']> | undefined)?.incoming
}

/**
 * A request header as node:http parsed it. `c.req.header()` first builds a whole web Headers
 * object from the raw ones, a cost every request paid in the middleware chain. Outside
 * @hono/node-server it falls back to hono's.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = incomingOf(c)
  return incoming ? headerOf(incoming, name) : c.req.header(name)
}

/** What node:http (or node:http2's compatibility layer) parsed of a request. */
export interface ParsedRequest {
  method?: string
  headers: NodeJS.Dict<string | string[]>
  socket?: { remoteAddress?: string } | null
}

/** A header of a request as node:http parsed it, repeated ones joined as hono would join them. */
export function headerOf(incoming: ParsedRequest, name: string): string | undefined {
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}
