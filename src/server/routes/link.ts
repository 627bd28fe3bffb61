import { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context.ts'

export function linkRoutes(_ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  return r
}
