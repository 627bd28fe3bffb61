import { CODE_OK } from '../../../core/contract/index.ts'
import type { AppContext } from '../../context.ts'
import { sendStartAndTail, sendText } from './conditional-body.ts'
import { keptStart } from './finished-answer.ts'
import type { TailFor, Visitor } from './varying-recipe.ts'

// How a route opts in to the answer lane (replay-before-routing.ts states its rule): by
// answering with one of these instead of ok(). A route that calls them promises that, for a
// visitor without credentials, its answer depends on the URL and the database alone and that
// it does nothing else (counts no limit, tallies no view) — beyond what `again` does itself.

/**
 * ok() for a result kept and shared between requests (a remembered list or search answer,
 * never changed): serialised, tagged and compressed once per server, not on every request.
 * The finished answer may be sent again to visitors asking the same URL while the database is
 * unchanged, without the route.
 */
export function okReplayable(c: AppContext, shared: object): Response {
  const { envelopeTexts } = c.get('answers')
  const kept = envelopeTexts.get(shared)
  if (kept !== undefined)
    return sendText(c, kept, 'application/json', 200, { shared: true, replayable: true })
  // where results are read afresh each time (PostgreSQL) this is the only time: tag as usual
  const text = JSON.stringify({ code: CODE_OK, message: 'success', result: shared })
  envelopeTexts.set(shared, text)
  return sendText(c, text, 'application/json', 200, { replayable: true })
}

/**
 * The varying fields for another visitor, as the route would work them out for it, or
 * undefined where the route must answer after all (decided before anything is counted).
 */
export type FieldsFor<V> = (visitor: Visitor) => V | undefined | Promise<V | undefined>

/**
 * okReplayable for a result kept and shared between requests (`shared`, never changed) plus a
 * few fields that vary on every request (a view count, whether the caller likes it). The
 * shared part is serialised once, and tagged and compressed once: only the varying tail is
 * new work. The varying fields come last in the result, replacing the shared ones of that
 * name. `again` works them out for the next visitor without credentials asking the same URL,
 * who is then answered before hono routes the request, while the database is unchanged.
 */
export function okReplayableVarying<T extends object, V extends object>(
  c: AppContext,
  shared: T,
  varying: V,
  again: FieldsFor<V>,
): Response {
  const { envelopeStarts } = c.get('answers')
  const kept = envelopeStarts.get(shared)
  let start = kept
  if (start === undefined) {
    const rest = Object.fromEntries(Object.entries(shared).filter(([key]) => !(key in varying)))
    const envelope = JSON.stringify({ code: CODE_OK, message: 'success', result: rest })
    // cut before the result's closing brace and the envelope's: fields follow from here
    start = keptStart(`${envelope.slice(0, -2)}${envelope.endsWith('{}}') ? '' : ','}`)
    envelopeStarts.set(shared, start)
  }
  const tail = tailOf(varying)
  if (tail === undefined) return sendText(c, `${start.text.replace(/,$/, '')}}}`, 'application/json')
  // a start made for this request alone (PostgreSQL reads afresh each time) is not worth keeping compressed
  if (kept === undefined) return sendText(c, start.text + tail, 'application/json')
  return sendStartAndTail(c, start, tail, 'application/json', tailsFor(again))
}

/** The varying fields as the text after the start, or undefined for none. */
function tailOf(varying: object): string | undefined {
  const fields = JSON.stringify(varying)
  return fields === '{}' ? undefined : `${fields.slice(1)}}`
}

function tailsFor<V extends object>(again: FieldsFor<V>): TailFor {
  return (visitor) => {
    const fields = again(visitor)
    if (fields instanceof Promise) return fields.then((v) => v && tailOf(v))
    return fields && tailOf(fields)
  }
}
