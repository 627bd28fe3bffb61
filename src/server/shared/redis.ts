import { createClient } from '@redis/client'

const CONNECT_TIMEOUT_MS = 10_000

const newClient = (url: string) => createClient({ url })

/** One connection; commands and the publishing side of pub/sub share it. */
export type Redis = ReturnType<typeof newClient>

/**
 * Connects to REDIS_URL. The client reconnects by itself after a network blip; errors in the
 * meantime are logged, not thrown (an unhandled 'error' event would end the process).
 */
export async function connectRedis(url: string, log: (line: string) => void): Promise<Redis> {
  const client = newClient(url)
  let lastError = ''
  client.on('error', (err: unknown) => {
    const text = String(err)
    // a Redis that stays down would fill the log with the same line on every retry
    if (text !== lastError) log(`[redis] ${text}`)
    lastError = text
  })
  client.on('ready', () => {
    lastError = ''
  })
  // a wrong REDIS_URL would otherwise keep the start waiting on reconnects for ever
  const timer = setTimeout(() => client.destroy(), CONNECT_TIMEOUT_MS)
  try {
    await client.connect()
  } catch (err) {
    throw new Error(`无法连接 Redis（${url}）/ cannot connect to Redis: ${String(err)}`)
  } finally {
    clearTimeout(timer)
  }
  return client
}
