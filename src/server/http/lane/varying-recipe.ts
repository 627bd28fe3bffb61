import { type Asked, type FinishedAnswer, finishStartAndTail, type KeptStart } from './finished-answer.ts'
import { headerOf, type ParsedRequest } from '../request-header.ts'
import type { CompressionCache } from './compression.ts'

/** Another visitor asking a URL a route answered before, as replay-before-routing.ts lets it be answered. */
export interface Visitor {
  /** as auth.ts's identify() would set it */
  ip: string
  /** true while the database is as it was when the route answered */
  unchanged(): boolean
}

/**
 * The varying tail of an answer for another visitor, worked out as the route would (views
 * counted, likes looked up); undefined where the route must answer after all, decided before
 * anything was counted. A promise fails only before anything is counted (a lookup that
 * failed): the route answers, and fails as it would have.
 */
export type TailFor = (visitor: Visitor) => string | undefined | Promise<string | undefined>

/**
 * What a route leaves behind for answering its URL again, to a visitor without credentials or
 * Origin, while the database is unchanged: the shared start of its text and how to make the tail.
 */
export interface VaryingRecipe {
  start: KeptStart
  contentType: string
  tailFor: TailFor
}

/**
 * The answer the route would give `incoming`, from its recipe: undefined where the recipe
 * cannot tell the tail without the route; a promise where the tail needs the database.
 */
export function answerAgain(
  recipe: VaryingRecipe,
  incoming: ParsedRequest,
  visitor: Visitor,
  compression: CompressionCache,
): FinishedAnswer | undefined | Promise<FinishedAnswer | undefined> {
  const asked: Asked = {
    method: incoming.method ?? 'GET',
    header: (name) => headerOf(incoming, name),
    compression,
  }
  const finished = (tail: string | undefined) =>
    tail === undefined ? undefined : finishStartAndTail(asked, recipe.start, tail, recipe.contentType)
  const tail = recipe.tailFor(visitor)
  return typeof tail === 'object' ? tail.then(finished, () => undefined) : finished(tail)
}
