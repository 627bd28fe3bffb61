/**
 * The answer lane (docs/architecture.md §7): how a read's answer is finished
 * once and, where that is safe, sent again without the route.
 *
 * The rule:
 * - Every generated answer is finished in conditional-body.ts: tagged (ETag), answered 304
 *   when the browser has it, compressed as it asks.
 * - A route's answer may be replayed (sent again to the next visitor, without the route) only
 *   when the route opts in by answering with okReplayable (the answer depends on the URL and
 *   the database alone, and the route does nothing else: no limit counted, no view tallied) or
 *   okReplayableVarying (the same, but for a short tail the route leaves a recipe to work out
 *   per visitor: an article's view count and the reader's like), replayable-envelope.ts.
 * - It is replayed only to a GET under /api/ without Authorization (a signed-in caller may see
 *   more), Origin (CORS adds headers) or If-None-Match (the 304 is the route's); only while the
 *   database's version (ctx.dataVersion) is the one the answer was made under; and only where
 *   that version hears every commit at once (SQLite), never where another instance's commit
 *   is heard of a moment later (PostgreSQL: the lane keeps nothing there).
 * - What is shared between requests is never changed: finished headers and kept starts are
 *   frozen (finished-answer.ts keptStart); the only thing that fills in is a start's compressed
 *   forms, by compression.ts alone.
 * - Everything the lane remembers lives in the server's AnswerCaches (ctx.caches.answers).
 */
import type { Http2Bindings, HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import type { ServerContext } from '../../context.ts'
import { clientIpOf } from '../client-ip.ts'
import { headerOf, incomingOf } from '../request-header.ts'
import type { AnswerCaches, Waiting } from './answer-caches.ts'
import type { Encoding } from './compression.ts'
import type { FinishedAnswer } from './finished-answer.ts'
import { makeRoom, nothingKept } from './kept-by-url.ts'
import { answerAgain, type VaryingRecipe } from './varying-recipe.ts'

/** A larger answer is rare enough not to be worth the memory. */
const KEPT_MAX_BYTES = 64 * 1024
/** What one version's answers may hold, so that a crawler asking every URL cannot swell the process. */
const KEPT_BUDGET_BYTES = 4 * 1024 * 1024
/** A longer start (an article's text) is rare enough to go through the route. */
const START_MAX_BYTES = 256 * 1024
/** What one version's recipes may hold besides what the routes' own caches hold anyway. */
const STARTS_BUDGET_BYTES = 8 * 1024 * 1024

/** What @hono/node-server calls for each request (its own type is not exported). */
type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => unknown

/**
 * A visitor's read answered before hono routes it, when the same URL was answered while the
 * database was what it is now: the very bytes and headers sent then (ETag, compression and
 * all), written back without one more promise, middleware level or Headers object. An answer
 * that varies on every request is made again from its recipe (varying-recipe.ts), kept while
 * the database itself is unchanged. The lane gives the visitor's address as identify() would
 * (`trustProxy`).
 */
export function replayBeforeRouting(ctx: ServerContext, fetch: Fetch): Fetch {
  const { dataVersion } = ctx
  const { trustProxy } = ctx.options
  const caches = ctx.caches.answers
  // the lane decides what a version may vouch for: whole answers only where no commit is heard late
  const keepsWholeAnswers = !dataVersion.heardLate
  return (request, env) => {
    const incoming = env?.incoming
    const url = incoming?.url
    if (incoming?.method !== 'GET' || !url?.startsWith('/api/')) return fetch(request, env)
    const headers = incoming.headers
    if (headers.authorization || headers.origin || headers['if-none-match']) return fetch(request, env)
    if (!keepsWholeAnswers) return fetch(request, env)
    // read before the route reads anything: an answer is never kept under a newer version than it saw
    const written = dataVersion.now()
    // lists show the views counted in memory too, which the database's version leaves out
    const version = `${written}+${dataVersion.viewsCounted()}`
    if (caches.answers?.version !== version) caches.answers = nothingKept(version)
    const accepted = caches.compression.acceptedEncoding(headers['accept-encoding'])
    const kept = caches.answers.byUrl.get(url)?.[accepted ?? 'identity']
    if (kept) return new Response(kept.body, { status: 200, headers: kept.headers })
    if (caches.recipes?.version !== written) caches.recipes = nothingKept(written)
    const recipe = caches.recipes.byUrl.get(url)
    if (recipe) {
      const forwarded = trustProxy ? headerOf(incoming, 'x-forwarded-for') : undefined
      const visitor = {
        ip: clientIpOf(incoming, forwarded, trustProxy),
        unchanged: () => dataVersion.now() === written,
      }
      const again = answerAgain(recipe, incoming, visitor, caches.compression)
      // the recipe declined before counting anything: the route answers, as it would have
      const answered = (answer: FinishedAnswer | undefined) =>
        answer
          ? new Response(answer.body, { status: answer.status, headers: answer.headers })
          : fetch(request, env)
      if (!(again instanceof Promise)) return answered(again)
      return again.then(answered)
    }
    caches.waiting.set(incoming, { answers: caches.answers, recipes: caches.recipes, url })
    return fetch(request, env)
  }
}

/** The request's place in the lane, if the lane let it through: taken once. */
function takeWait(caches: AnswerCaches, c: Context): Waiting | undefined {
  const incoming = incomingOf(c)
  const wait = incoming && caches.waiting.get(incoming)
  if (!wait) return undefined
  caches.waiting.delete(incoming)
  return wait
}

/** Called by conditional-body.ts with a replayable GET's finished 200: kept if the lane let its request through. */
export function keepForReplay(
  caches: AnswerCaches,
  c: Context,
  accepted: Encoding | null,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
): void {
  const wait = takeWait(caches, c)
  if (!wait) return
  const bytes = typeof body === 'string' ? Number(headers['content-length']) : body.length
  if (bytes > KEPT_MAX_BYTES) return
  makeRoom(wait.answers, bytes, KEPT_BUDGET_BYTES)
  const { byUrl } = wait.answers
  const variants = byUrl.get(wait.url)
  const finished = Object.freeze({ body, headers: Object.freeze(headers) })
  if (variants) variants[accepted ?? 'identity'] = finished
  else byUrl.set(wait.url, { [accepted ?? 'identity']: finished })
}

/**
 * Called by conditional-body.ts with a GET's 200 that varies on every request, made from a
 * kept start: its recipe is kept if the lane let the request through, under the version the
 * lane read first.
 */
export function keepRecipeForReplay(caches: AnswerCaches, c: Context, recipe: VaryingRecipe): void {
  const wait = takeWait(caches, c)
  if (!wait) return
  if (recipe.start.bytes > START_MAX_BYTES) return
  makeRoom(wait.recipes, recipe.start.bytes, STARTS_BUDGET_BYTES)
  wait.recipes.byUrl.set(wait.url, recipe)
}
