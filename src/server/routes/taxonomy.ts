import { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context.ts'

export function categoryRoutes(_ctx: ServerContext) {
  return new Hono<AppEnv>()
}
export function tagRoutes(_ctx: ServerContext) {
  return new Hono<AppEnv>()
}
