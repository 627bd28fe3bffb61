import { Hono } from 'hono'
import type { AppEnv, ServerContext } from '../context.ts'

export function albumRoutes(_ctx: ServerContext) {
  return new Hono<AppEnv>()
}
export function photoRoutes(_ctx: ServerContext) {
  return new Hono<AppEnv>()
}
