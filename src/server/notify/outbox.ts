import type { ServerContext } from '../context.ts'
import type { Mail } from './letter.ts'
import { Mailer, PermanentMailFailure } from './mailer.ts'
import { readNoticeConfig } from './notice-settings-sql.ts'
import {
  claimRow,
  dueRows,
  enqueue,
  KEEP_DONE_MS,
  isUnsubscribed,
  markFailure,
  markSent,
  type NewOutboxRow,
  type OutboxEntry,
  pruneOutbox,
} from './outbox-sql.ts'
import { callWebhook, PermanentFailure, type WebhookPayload } from './webhook.ts'

// The outbox's sender (docs/api.md §26). Each instance looks for due rows every few seconds and
// at once when one of its requests queued something; it claims a row before sending it, so with
// several instances each row is sent once. A failure is tried again later — 30 s, then four
// times longer each time, at most 2 h apart — for 24 h from when it was queued; an answer that
// will not change (a 5xx from SMTP, a 4xx from a webhook) fails at once. Rows live in the
// database, so a restart loses nothing: whatever was queued or held by a stopped instance is sent
// by the next one to look.

const DEFAULT_POLL_MS = 5000
const DEFAULT_RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 2 * 3600_000
const GIVE_UP_MS = 24 * 3600_000
const BATCH = 20
const PRUNE_EVERY_MS = 3600_000

/** When a row that failed `attempts` times is tried next; null once its day is over. */
function nextTry(
  createdAt: string,
  attempts: number,
  baseMs: number,
  nowMs = Date.now(),
): Date | null {
  const deadline = Date.parse(createdAt) + GIVE_UP_MS
  if (nowMs >= deadline) return null
  const wait = Math.min(baseMs * 4 ** Math.max(0, attempts - 1), RETRY_MAX_MS)
  return new Date(Math.min(nowMs + wait, deadline))
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)) || '未知错误'

export class Outbox {
  private readonly mailer = new Mailer()
  private ctx: ServerContext | null = null
  private timer: NodeJS.Timeout | null = null
  private pruner: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private again = false
  private stopped = false

  /** Starts looking for due rows; called once the database is migrated. */
  start(ctx: ServerContext): void {
    this.ctx = ctx
    const every = ctx.options.notices?.pollMs ?? DEFAULT_POLL_MS
    this.timer = setInterval(() => this.kick(), every)
    this.timer.unref()
    // sent rows would pile up for ever: a month of them is kept for the desk
    const prune = () =>
      pruneOutbox(ctx.db, new Date(Date.now() - KEEP_DONE_MS)).catch((error) =>
        ctx.options.log(`发件箱清理出错：${errorText(error)}`),
      )
    this.pruner = setInterval(prune, PRUNE_EVERY_MS)
    this.pruner.unref()
    this.kick()
  }

  /** Looks for due rows now, after the current turn (a request queued something). */
  kick(): void {
    if (!this.ctx || this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    this.running = new Promise<void>((done) => setImmediate(done))
      .then(() => this.drain())
      .catch((error) => this.ctx?.options.log(`通知发送出错：${errorText(error)}`))
      .finally(() => {
        this.running = null
        if (this.again && !this.stopped) {
          this.again = false
          this.kick()
        }
      })
  }

  private async drain(): Promise<void> {
    const ctx = this.ctx
    if (!ctx) return
    for (;;) {
      const due = await dueRows(ctx.db, BATCH)
      for (const row of due) {
        if (this.stopped) return
        if (await claimRow(ctx.db, row.id)) await this.deliver(row)
      }
      if (due.length < BATCH || this.stopped) return
    }
  }

  /** Sends one claimed row and records how it went; the error's text when it failed. */
  private async deliver(row: OutboxEntry, retries = true): Promise<string> {
    const ctx = this.ctx
    if (!ctx) return '服务已停止'
    const { db } = ctx
    try {
      if (row.channel === 'mail') {
        if (await isUnsubscribed(db, row.recipient)) {
          await markFailure(db, row.id, '收件人已退订', null, 'skipped')
          return '收件人已退订'
        }
        const config = await readNoticeConfig(db, ctx.options.notices)
        await this.mailer.send(config, JSON.parse(row.payload) as Mail)
      } else {
        await callWebhook(JSON.parse(row.payload) as WebhookPayload)
      }
      await markSent(db, row.id)
      return ''
    } catch (error) {
      const text = errorText(error)
      const permanent = error instanceof PermanentMailFailure || error instanceof PermanentFailure
      const base = ctx.options.notices?.retryBaseMs ?? DEFAULT_RETRY_BASE_MS
      const retryAt = permanent || !retries ? null : nextTry(row.createdAt, row.attempts + 1, base)
      await markFailure(db, row.id, text, retryAt)
      return text
    }
  }

  /** Queues a row and sends it at once, without retries: the desk's test, which shows the error. */
  async sendNow(row: NewOutboxRow): Promise<string> {
    const ctx = this.ctx
    if (!ctx) return '服务已停止'
    const rowId = await enqueue(ctx.db, row)
    if (!(await claimRow(ctx.db, rowId))) return ''
    const entry = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', rowId)
      .executeTakeFirstOrThrow()
    return this.deliver({ ...entry, attempts: entry.attempts - 1 }, false)
  }

  /** Stops looking; lets a send under way finish. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    if (this.pruner) clearInterval(this.pruner)
    await this.running
    this.mailer.close()
  }
}
