import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv, ServerContext } from '../context.ts'
import { notFound, ok } from '../http/envelope.ts'
import { body, id, intParam, page } from '../http/validate.ts'
import { addBlock, listBlocks, removeBlock } from './blocks-sql.ts'
import { countHeld, pageHeld, review } from './queue-sql.ts'
import { latestRefusals } from './refusals-sql.ts'
import { AUDIT_MODES, POW_POLICIES, readModerationSettings, saveModerationSettings } from './settings.ts'
import { WORD_ACTIONS, readWordLists, saveWordLists } from './words.ts'

// The desk's 审核 parts (docs/api.md §27): the queue, the review settings, the sensitive words
// and the block list. Mounted under /api/desk, whose middleware admits the admin alone.

const REVIEW_MAX = 100
/** the newest refused writes the desk lists */
const REFUSALS_SHOWN = 50
const WORDS_MAX = 10_000
const WORD_LENGTH_MAX = 50

const heldKind = v.picklist(['comment', 'message'], 'kind 只能是 comment 或 message')
const QueueSchema = v.object({ ...page, kind: v.optional(heldKind, 'comment') })
const ReviewSchema = v.object({
  items: v.pipe(
    v.array(v.object({ kind: heldKind, id }), 'items 应为数组'),
    v.minLength(1, '请选择要处理的内容'),
    v.maxLength(REVIEW_MAX, `一次最多处理${REVIEW_MAX}条`),
  ),
  action: v.picklist(['approve', 'reject', 'spam'], 'action 只能是 approve、reject 或 spam'),
})
const mode = v.picklist(AUDIT_MODES, '审核方式只能是 off、first、guests 或 all')
const SettingsSchema = v.object({
  audit: v.object({ page: mode, article: mode, message: mode }),
  pow: v.picklist(POW_POLICIES, '人机验证方式只能是 always 或 busy'),
})
const wordList = v.object({
  action: v.picklist(WORD_ACTIONS, '处理方式只能是 reject、review 或 replace'),
  words: v.pipe(
    v.array(
      v.pipe(
        v.string('敏感词应为文本'),
        v.trim(),
        v.maxLength(WORD_LENGTH_MAX, `每个敏感词不能超过${WORD_LENGTH_MAX}个字符`),
      ),
      'words 应为数组',
    ),
    v.maxLength(WORDS_MAX, `每个词表最多${WORDS_MAX}个词`),
    v.transform((words) => [...new Set(words.filter((w) => w !== ''))]),
  ),
})
const WordsSchema = v.object({ nick: wordList, link: wordList, body: wordList })
const BlockSchema = v.object({
  kind: v.picklist(['ip', 'email', 'nick'], 'kind 只能是 ip、email 或 nick'),
  value: v.pipe(
    v.string('value 应为文本'),
    v.trim(),
    v.minLength(1, '请填写要屏蔽的内容'),
    v.maxLength(200, '内容太长'),
  ),
  note: v.optional(v.pipe(v.string('备注应为文本'), v.maxLength(100, '备注不能超过100个字符')), ''),
})

export function moderationDeskRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()
  const { db } = ctx

  r.get('/review/count', async (c) => ok(c, await countHeld(db)))
  r.get('/review/refused', async (c) => ok(c, await latestRefusals(db, REFUSALS_SHOWN)))
  r.post('/review/list', async (c) => ok(c, await pageHeld(db, await body(c, QueueSchema))))
  // one by one or a batch: items no longer waiting are left as they are and not counted
  r.post('/review', async (c) => {
    const { items, action } = await body(c, ReviewSchema)
    let done = 0
    for (const item of items) if (await review(ctx, item, action)) done += 1
    return ok(c, { done })
  })

  r.get('/review/settings', async (c) => ok(c, await readModerationSettings(db)))
  r.put('/review/settings', async (c) => {
    await saveModerationSettings(db, await body(c, SettingsSchema))
    return ok(c, await readModerationSettings(db))
  })

  r.get('/review/words', async (c) => ok(c, await readWordLists(db)))
  r.put('/review/words', async (c) => {
    await saveWordLists(db, await body(c, WordsSchema))
    return ok(c, await readWordLists(db))
  })

  r.get('/review/blocks', async (c) => ok(c, await listBlocks(db)))
  r.post('/review/blocks', async (c) => {
    await addBlock(db, await body(c, BlockSchema))
    return ok(c, await listBlocks(db))
  })
  r.delete('/review/blocks/:id', async (c) => {
    if (!(await removeBlock(db, intParam(c, 'id')))) throw notFound('没有这条屏蔽')
    return ok(c, true)
  })
  return r
}
