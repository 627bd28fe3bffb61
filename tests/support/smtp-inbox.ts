import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

// A real SMTP server and a real webhook receiver on loopback, for the notice tests
// (docs/api.md §26): what arrives is read back as a mail reader would see it.

export interface ReceivedMail {
  from: string
  to: string[]
  headers: Record<string, string>
  subject: string
  text: string
  html: string
  raw: string
}

export interface Inbox {
  port: number
  url: string
  mails: ReceivedMail[]
  /** every AUTH the server took */
  logins: { username: string; password: string }[]
  /** the first mail (received or to come) that matches */
  next(where: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

/** An SMTP server that takes every mail, or refuses each recipient with `refuse`'s words. */
export async function startInbox(opts: { port?: number; refuse?: string } = {}): Promise<Inbox> {
  const mails: ReceivedMail[] = []
  const logins: Inbox['logins'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, done) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' })
      done(null, { user: auth.username ?? 'test' })
    },
    onRcptTo(address, _session, done) {
      if (!opts.refuse) return done()
      const error = Object.assign(new Error(opts.refuse), { responseCode: 550 })
      done(error)
      void address
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({
          ...readMail(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve())
  })
  // smtp-server keeps its net.Server as `server`
  const port = ((server as unknown as { server: Server }).server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    logins,
    next: (where, timeoutMs = 10_000) => waitFor(() => mails.find(where), timeoutMs, 'mail'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A free port nobody listens on: an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

export interface Hook {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface HookReceiver {
  url: string
  calls: Hook[]
  /** the status the next calls get; 200 */
  status: number
  next(where: (h: Hook) => boolean, timeoutMs?: number): Promise<Hook>
  close(): Promise<void>
}

export async function startHookReceiver(): Promise<HookReceiver> {
  const calls: Hook[] = []
  const receiver: HookReceiver = {
    url: '',
    calls,
    status: 200,
    next: (where, timeoutMs = 10_000) => waitFor(() => calls.find(where), timeoutMs, 'webhook call'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(receiver.status, { 'content-type': 'application/json' })
      res.end(receiver.status === 200 ? '{"errcode":0,"errmsg":"ok"}' : '{"error":"down"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return receiver
}

export async function waitFor<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > until) throw new Error(`no ${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

// ---- a small MIME reader: headers, encoded words, multipart, quoted-printable and base64 ----

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n')
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at + 4)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQp(text.replace(/_/g, ' ')),
    )
}

function decodeQp(text: string): string {
  const soft = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3)
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i] as string, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQp(body)
  return body
}

function readParts(raw: string, into: { text: string; html: string }): Record<string, string> {
  const { headers, body } = splitHead(raw)
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      readParts(part.replace(/^\r\n/, ''), into)
    }
  } else if (type.toLowerCase().startsWith('text/html')) into.html = decodeBody(headers, body)
  else if (type.toLowerCase().startsWith('text/plain')) into.text = decodeBody(headers, body)
  return headers
}

function readMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const parts = { text: '', html: '' }
  const headers = readParts(raw, parts)
  return { headers, subject: decodeWords(headers.subject ?? ''), ...parts }
}
