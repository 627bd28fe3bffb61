import type { Http2Bindings, HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { viewsCounted } from '../db/view-counts.ts'
import { knownVersion } from '../db/while-unchanged.ts'
import { Recent } from '../shared/recent.ts'
import { clientIpOf } from './client-ip.ts'
import { acceptedEncoding, type Encoding } from './compression.ts'
import type { FinishedAnswer } from './finished-answer.ts'
import { headerOf, incomingOf } from './request-header.ts'
import { answerAgain, type VaryingRecipe } from './varying-replay.ts'

/** An answer as transfer.ts finished it, ready to be written again as it is. */
interface Finished {
  body: string | Uint8Array<ArrayBuffer>
  headers: Readonly<Record<string, string>>
}

type Variants = Partial<Record<Encoding | 'identity', Finished>>

/**
 * What the lane keeps by URL for one version of the database, within a budget of bytes: when a
 * crawler asking every URL would pass it, everything starts over (the URLs asked for most come
 * back with their next request).
 */
interface Kept<V> {
  version: string
  byUrl: Recent<string, V>
  /** the bytes kept so far, evicted ones included */
  bytes: number
}

/** Distinct URLs kept: the profiles and list pages visitors ask for most. */
const ANSWERS_MAX = 256

const nothingKept = <V>(version: string): Kept<V> => ({ version, byUrl: new Recent(ANSWERS_MAX), bytes: 0 })

/** Counts `bytes` into `kept`, first emptying it when they would pass `budget`. */
function makeRoom<V>(kept: Kept<V>, bytes: number, budget: number): void {
  kept.bytes += bytes
  if (kept.bytes <= budget) return
  kept.byUrl = new Recent(ANSWERS_MAX)
  kept.bytes = bytes
}

/** Finished answers by URL and by the encoding the request accepted. */
type Answers = Kept<Variants>
/** A larger answer is rare enough not to be worth the memory. */
const KEPT_MAX_BYTES = 64 * 1024
/** What one version's answers may hold, so that a crawler asking every URL cannot swell the process. */
const KEPT_BUDGET_BYTES = 4 * 1024 * 1024

/**
 * Recipes for answers that vary on every request (an article and its view count) by URL, for
 * one version of the database itself: the views counted in memory are part of what varies.
 */
type Recipes = Kept<VaryingRecipe>
/** A longer start (an article's text) is rare enough to go through the route. */
const START_MAX_BYTES = 256 * 1024
/** What one version's recipes may hold besides what the routes' own caches hold anyway. */
const STARTS_BUDGET_BYTES = 8 * 1024 * 1024

/** Requests the lane let through whose answer it may keep: the answers and recipes of their version. */
const waiting = new WeakMap<object, { answers: Answers; recipes: Recipes; url: string }>()

/** What @hono/node-server calls for each request (its own type is not exported). */
type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => unknown

/**
 * A visitor's read answered before hono routes it, when the same URL was answered while the
 * database was what it is now: the very bytes and headers sent then (ETag, compression and
 * all), written back without one more promise, middleware level or Headers object. Only for
 * what is the same for every visitor: a GET without Authorization (a signed-in caller may see
 * more), without Origin (CORS adds headers), without If-None-Match (the 304 is the route's).
 * Answers are kept only where routes say they depend on the URL and the database alone
 * (sendText's `replayable`), and only while SQLite tells the database is unchanged:
 * this connection's writes (and views counted in memory) are counted at once, another
 * process's commit is seen from the next turn of the event loop, as for
 * db/while-unchanged.ts. On PostgreSQL, where several
 * instances write, nothing tells that: nothing is kept.
 *
 * An answer that varies on every request (an article: its view count, the reader's like) is
 * not kept whole: the route leaves a recipe (varying-replay.ts), the shared start of its text
 * and how to work out the tail for another visitor, kept while the database itself is
 * unchanged. The lane gives the visitor's address as identify() would (`trustProxy`).
 */
export function answerLane(db: Kysely<DB>, fetch: Fetch, { trustProxy }: { trustProxy: boolean }): Fetch {
  let answers: Answers | null = null
  let recipes: Recipes | null = null
  return (request, env) => {
    const incoming = env?.incoming
    const url = incoming?.url
    if (incoming?.method !== 'GET' || !url?.startsWith('/api/')) return fetch(request, env)
    const headers = incoming.headers
    if (headers.authorization || headers.origin || headers['if-none-match']) return fetch(request, env)
    // read before the route reads anything: an answer is never kept under a newer version than it saw
    const written = knownVersion(db)
    if (written === null) return fetch(request, env)
    // lists show the views counted in memory too, which the database's version leaves out
    const version = `${written}+${viewsCounted(db)}`
    if (answers?.version !== version) answers = nothingKept(version)
    const kept = answers.byUrl.get(url)?.[acceptedEncoding(headers['accept-encoding']) ?? 'identity']
    if (kept) return new Response(kept.body, { status: 200, headers: kept.headers })
    if (recipes?.version !== written) recipes = nothingKept(written)
    const recipe = recipes.byUrl.get(url)
    if (recipe) {
      const forwarded = trustProxy ? headerOf(incoming, 'x-forwarded-for') : undefined
      const visitor = {
        ip: clientIpOf(incoming, forwarded, trustProxy),
        unchanged: () => knownVersion(db) === written,
      }
      const again = answerAgain(recipe, incoming, visitor)
      // the recipe declined before counting anything: the route answers, as it would have
      const answered = (answer: FinishedAnswer | undefined) =>
        answer
          ? new Response(answer.body, { status: answer.status, headers: answer.headers })
          : fetch(request, env)
      if (!(again instanceof Promise)) return answered(again)
      return again.then(answered)
    }
    waiting.set(incoming, { answers, recipes, url })
    return fetch(request, env)
  }
}

/** The request's place in the lane, if the lane let it through: taken once. */
function takeWait(c: Context) {
  const incoming = incomingOf(c)
  const wait = incoming && waiting.get(incoming)
  if (!wait) return undefined
  waiting.delete(incoming)
  return wait
}

/** Called by transfer.ts with a replayable GET's finished 200: kept if the lane let its request through. */
export function keepForReplay(
  c: Context,
  accepted: Encoding | null,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
): void {
  const wait = takeWait(c)
  if (!wait) return
  const bytes = typeof body === 'string' ? Number(headers['content-length']) : body.length
  if (bytes > KEPT_MAX_BYTES) return
  makeRoom(wait.answers, bytes, KEPT_BUDGET_BYTES)
  const { byUrl } = wait.answers
  const variants = byUrl.get(wait.url)
  const finished = { body, headers: Object.freeze(headers) }
  if (variants) variants[accepted ?? 'identity'] = finished
  else byUrl.set(wait.url, { [accepted ?? 'identity']: finished })
}

/**
 * Called by transfer.ts with a GET's 200 that varies on every request, made from a kept start:
 * its recipe is kept if the lane let the request through, under the version the lane read first.
 */
export function keepVaryingForReplay(c: Context, recipe: VaryingRecipe): void {
  const wait = takeWait(c)
  if (!wait) return
  const bytes = recipe.start.bytes ?? Buffer.byteLength(recipe.start.text)
  if (bytes > START_MAX_BYTES) return
  makeRoom(wait.recipes, bytes, STARTS_BUDGET_BYTES)
  wait.recipes.byUrl.set(wait.url, recipe)
}
