import { createHmac } from 'node:crypto'
import type { Webhook } from '../../core/contract/index.ts'
import { type Letter, letterText, type SiteIdentity } from './letter.ts'

// The webhooks (docs/api.md §26): the generic one posts JSON signed with the owner's secret;
// the presets post each service's own documented message body. A bot's signature carries a
// time the service checks, so it is made when the call is sent, not when it is queued.

/** What the outbox keeps of a webhook call: enough to make it again. */
export interface WebhookPayload {
  hook: Webhook
  /** the generic webhook's JSON body, fixed when queued */
  json: string
  /** the text the chat bots post */
  text: string
}

const SIGNATURE_HEADER = 'X-Xiaozhan-Signature'

export function webhookPayload(
  hook: Webhook,
  letter: Letter,
  site: SiteIdentity,
  at: string,
): WebhookPayload {
  const json = JSON.stringify({
    event: letter.event,
    site,
    subject: letter.subject,
    lead: letter.lead,
    quote: letter.quote ?? '',
    link: letter.link ?? null,
    actions: letter.actions ?? [],
    text: letterText(letter, site),
    at,
  })
  return { hook, json, text: letterText(letter, site) }
}

const hmac = (key: string, data: string, encoding: 'hex' | 'base64') =>
  createHmac('sha256', key).update(data).digest(encoding)

/** The HTTP request for one call, signed now. */
function webhookRequest(
  p: WebhookPayload,
  nowMs = Date.now(),
): { url: string; body: string; headers: Record<string, string> } {
  const { hook, text } = p
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' }
  switch (hook.kind) {
    case 'generic':
      headers[SIGNATURE_HEADER] = `sha256=${hmac(hook.secret, p.json, 'hex')}`
      return { url: hook.url, body: p.json, headers }
    case 'wecom':
      return { url: hook.url, body: JSON.stringify({ msgtype: 'text', text: { content: text } }), headers }
    case 'dingtalk': {
      let url = hook.url
      if (hook.secret) {
        const sign = hmac(hook.secret, `${nowMs}\n${hook.secret}`, 'base64')
        url += `${url.includes('?') ? '&' : '?'}timestamp=${nowMs}&sign=${encodeURIComponent(sign)}`
      }
      return { url, body: JSON.stringify({ msgtype: 'text', text: { content: text } }), headers }
    }
    case 'feishu': {
      const body: Record<string, unknown> = { msg_type: 'text', content: { text } }
      if (hook.secret) {
        const timestamp = String(Math.floor(nowMs / 1000))
        body.timestamp = timestamp
        body.sign = hmac(`${timestamp}\n${hook.secret}`, '', 'base64')
      }
      return { url: hook.url, body: JSON.stringify(body), headers }
    }
    case 'telegram':
      return {
        url: hook.url,
        body: JSON.stringify({ chat_id: hook.chat_id, text, disable_web_page_preview: true }),
        headers,
      }
  }
}

/** Thrown for an answer that will not change by trying again (a 4xx other than 408 and 429). */
export class PermanentFailure extends Error {}

const TIMEOUT_MS = 10_000

/**
 * Makes the call; throws with the service's own words when it refused. The bots answer 200 with
 * an error code in the body (企业微信, 钉钉 `errcode`, 飞书 `code`, Telegram `ok: false`).
 */
export async function callWebhook(p: WebhookPayload): Promise<void> {
  const request = webhookRequest(p)
  const res = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const text = await res.text().catch(() => '')
  if (!res.ok) {
    const message = `HTTP ${res.status} ${text.slice(0, 200)}`.trim()
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
      throw new PermanentFailure(message)
    throw new Error(message)
  }
  // a generic receiver answers as it likes: its status alone says
  if (p.hook.kind === 'generic') return
  let answer: Record<string, unknown> | null = null
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object') answer = parsed as Record<string, unknown>
  } catch {
    return
  }
  if (!answer) return
  const code =
    typeof answer.errcode === 'number' ? answer.errcode : typeof answer.code === 'number' ? answer.code : 0
  if (code !== 0 || answer.ok === false) {
    const words = answer.errmsg ?? answer.msg ?? answer.description ?? ''
    throw new Error(`${code || ''} ${String(words)}`.trim() || '接口返回错误')
  }
}
