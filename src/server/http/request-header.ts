import type { Context } from 'hono'
import type { AppEnv } from '../context.ts'

/**
 * A request header as node:http parsed it. `c.req.header()` first builds a whole web Headers
 * object from the raw ones, a cost every request paid in the middleware chain. Outside
 * @hono/node-server (app.request() in a test) it falls back to hono's.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  // env is empty outside node-server, whatever the type says
  const incoming = (c.env as Partial<AppEnv['Bindings']> | undefined)?.incoming
  if (!incoming) return c.req.header(name)
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}
