import type { ServerContext } from '../context.ts'
import { addedOrigins } from '../desk/sites-sql.ts'
import { isOriginAllowed } from './cors.ts'

/**
 * Origins, besides our own, whose pages may call the API and open the chat socket: those of
 * XZ_ALLOWED_ORIGINS and the sites added in the desk (docs/desk-api.md §Sites and pages). The CORS
 * middleware and the socket's upgrade both ask here, so a site added or removed counts for both
 * at once, on every instance.
 */
export async function allowedOrigins(ctx: ServerContext): Promise<string[]> {
  try {
    const added = await addedOrigins(ctx.db)
    return added.length === 0 ? ctx.options.allowedOrigins : [...ctx.options.allowedOrigins, ...added]
  } catch (err) {
    // the database unreachable for a moment: the environment's sites still work
    ctx.options.log(`[sites] ${String(err)}`)
    return ctx.options.allowedOrigins
  }
}

/** Whether a socket's upgrade from `origin` may go on (same origin always). */
export async function socketOriginAllowed(
  ctx: ServerContext,
  origin: string | undefined,
  host: string | undefined,
): Promise<boolean> {
  if (!origin) return true
  return isOriginAllowed(origin, host, await allowedOrigins(ctx))
}
