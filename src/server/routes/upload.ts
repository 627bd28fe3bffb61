import { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context.ts'

export function uploadRoutes(_ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  return r
}
