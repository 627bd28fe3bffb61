import type { ServerContext } from '../context.ts'
import { countViewNow } from '../db/view-counts.ts'
import type { FieldsFor } from '../http/lane/replayable-envelope.ts'
import type { Visitor } from '../http/lane/varying-recipe.ts'
import { isLiked, isLikedNow, visitorLiker } from '../like/sql.ts'

/** What varies on every read of an article, in the order it is sent. */
export const readerFields = (view_times: number, is_like: boolean) => ({ view_times, is_like })
export type ReaderFields = ReturnType<typeof readerFields>

/**
 * The fields of an article read as getArticleById works them out, for a visitor without an
 * account: the view counted, the like looked up by address. `written` is the count read with
 * the article, which holds only while the database does (the views written once a second move
 * it): after that, undefined, before anything is counted. At once where the visitor's like is
 * still known; the like looked up first otherwise.
 */
export function fieldsForVisitor(
  ctx: ServerContext,
  articleId: number,
  written: number,
): FieldsFor<ReaderFields> {
  const counted = (visitor: Visitor, liked: boolean) => {
    if (!visitor.unchanged()) return undefined
    const views = countViewNow(ctx.db, articleId, written)
    return views === null ? undefined : readerFields(views, liked)
  }
  return (visitor) => {
    const liker = visitorLiker(visitor.ip)
    const known = isLikedNow(ctx, 'article', articleId, liker)
    if (known !== undefined) return counted(visitor, known)
    return isLiked(ctx, 'article', articleId, liker).then((liked) => counted(visitor, liked))
  }
}
