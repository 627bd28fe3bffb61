import type { AppContext, ServerContext } from '../context.ts'
import { ok } from '../http/envelope.ts'
import { intParam } from '../http/validate.ts'
import { type LikeTarget, likeItem } from './item-sql.ts'

/**
 * The like and unlike handlers of one kind of item, by `:id` in the path. Each resource names its
 * counter on the wire in its own way (like_times, thumbs_up_times, thumbs_up): `counter`.
 */
export function likeHandlers<K extends string>(ctx: ServerContext, target: LikeTarget, counter: K) {
  const handler = (wanted: boolean) => async (c: AppContext) => {
    const count = await likeItem(ctx, c, target, intParam(c, 'id'), wanted)
    // a computed key types as an index signature; this is the record it builds
    const result = { [counter]: count, is_like: wanted } as Record<K, number> & { is_like: boolean }
    return ok(c, result)
  }
  return { like: handler(true), unlike: handler(false) }
}
