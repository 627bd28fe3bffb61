import * as v from 'valibot'
import { ID_MAX } from '../../core/contract/index.ts'
import { badRequest } from '../http/envelope.ts'

// A place in a comment list, as a client names it to ask for the comments on either side of it
// (docs/api.md §25, "Paging a long thread"): the `createdAt` and `id` of a comment, the two
// columns every list is ordered by, so the database seeks to it in the thread's index instead of
// counting its way there.

export interface Cursor {
  createdAt: string
  id: number
}

const CURSOR_INVALID = '游标无效'
/** Longer than any stored time: an ISO stamp is 24 characters, an imported one maybe a few more. */
const STAMP_MAX = 40

/** `<createdAt>,<id>`: the time is everything before the last comma, so it may hold none itself. */
export const formatCursor = (row: Cursor): string => `${row.createdAt},${row.id}`

const cursorSchema = v.pipe(
  v.string(CURSOR_INVALID),
  v.maxLength(STAMP_MAX + 20, CURSOR_INVALID),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value
    const comma = text.lastIndexOf(',')
    const createdAt = text.slice(0, comma)
    const idText = text.slice(comma + 1)
    const id = Number(idText)
    const valid =
      comma > 0 &&
      createdAt.length <= STAMP_MAX &&
      // control characters never appear in a stored time
      !/[\p{Cc}]/u.test(createdAt) &&
      /^[1-9]\d{0,15}$/.test(idText) &&
      id <= ID_MAX
    if (!valid) {
      addIssue({ message: CURSOR_INVALID })
      return NEVER
    }
    return { createdAt, id } satisfies Cursor
  }),
)

/** Where a list answer starts: the first page, after or before a cursor, or the very end. */
export type ListStart =
  | { kind: 'page'; current: number }
  | { kind: 'after'; cursor: Cursor }
  | { kind: 'before'; cursor: Cursor }
  | { kind: 'last' }

/** The cursor fields a list body may carry; at most one of them. */
export const cursorFields = {
  after: v.optional(cursorSchema),
  before: v.optional(cursorSchema),
  last: v.optional(v.boolean('last 应为 true 或 false'), false),
}

/** The one start a body names; two cursor fields at once are a 400. */
export function listStart(q: {
  current: number
  after?: Cursor | undefined
  before?: Cursor | undefined
  last: boolean
}): ListStart {
  const named = [q.after, q.before, q.last || undefined].filter((x) => x !== undefined)
  if (named.length > 1) throw badRequest('after、before 和 last 只能三选一')
  if (q.after) return { kind: 'after', cursor: q.after }
  if (q.before) return { kind: 'before', cursor: q.before }
  if (q.last) return { kind: 'last' }
  return { kind: 'page', current: q.current }
}
