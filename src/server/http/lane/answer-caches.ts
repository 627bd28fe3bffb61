import { Recent } from '../../shared/recent.ts'
import { CompressionCache, type Encoding } from './compression.ts'
import type { KeptStart } from './finished-answer.ts'
import type { KeptByUrl } from './kept-by-url.ts'
import type { VaryingRecipe } from './varying-recipe.ts'

/** An answer as conditional-body.ts finished it, ready to be written again as it is. */
export interface FinishedBytes {
  readonly body: string | Uint8Array<ArrayBuffer>
  readonly headers: Readonly<Record<string, string>>
}

/** One URL's finished answers, by the encoding the request accepted. */
export type Variants = Partial<Record<Encoding | 'identity', FinishedBytes>>

/** A request the lane let through, whose answer it may keep under the version it read first. */
export interface Waiting {
  readonly answers: KeptByUrl<Variants>
  readonly recipes: KeptByUrl<VaryingRecipe>
  readonly url: string
}

/** Texts whose ETag and length are kept: the shared answers sent again and again. */
const KNOWN_TEXTS = 256

/**
 * Everything the answer lane remembers, for one server: made with its context (server.ts),
 * dropped with it, so two servers in one process never answer from each other's memory.
 * Nothing in src/server/http/lane keeps anything at module level.
 */
export class AnswerCaches {
  readonly compression = new CompressionCache()
  /** the ETag and UTF-8 length of texts sent again and again, by the string (V8 keeps its hash) */
  readonly knownTexts = new Recent<string, { tag: string; bytes: number }>(KNOWN_TEXTS)
  /** the envelope's text, by the shared result object it was made from (replayable-envelope.ts) */
  readonly envelopeTexts = new WeakMap<object, string>()
  /** the envelope's text up to the result's varying fields, by the shared result object */
  readonly envelopeStarts = new WeakMap<object, KeptStart>()
  /** answers conditional-body.ts finished whole: its middleware lets them by */
  readonly finished = new WeakSet<Response>()
  /** requests the lane let through, by node's request object: taken once by their answer */
  readonly waiting = new WeakMap<object, Waiting>()
  /** finished answers by URL, for one version of the database and of the views counted */
  answers: KeptByUrl<Variants> | null = null
  /** recipes of answers that vary on every request, by URL, for one version of the database */
  recipes: KeptByUrl<VaryingRecipe> | null = null
}
