import { randomUUID } from 'node:crypto'
import type { OnlineUser } from '../../core/contract/index.ts'
import type { Redis } from '../shared/redis.ts'
import { KEY_PREFIX } from '../shared/redis-keys.ts'
import type { ChatHub, HubEvent, HubRelay } from './hub.ts'

const CHANNEL = `${KEY_PREFIX}chat`
const INSTANCES = `${KEY_PREFIX}instances`
/**
 * An instance's online users expire this long after its last heartbeat: a killed instance's
 * users leave everyone's list within PRESENCE_TTL_MS + HEARTBEAT_MS (under the 60 s promised).
 */
export const PRESENCE_TTL_MS = 20_000
const HEARTBEAT_MS = 5_000

export interface RedisRelay {
  /** Takes this instance out of the online union at once and stops listening. */
  close(): Promise<void>
}

/**
 * Chat across instances: every hub event goes through one Redis channel (the publishing
 * instance hears its own events like the others, so all deliver in the same order), and each
 * instance keeps its online users under a key of its own, refreshed by a heartbeat.
 */
export async function startRedisRelay(
  redis: Redis,
  hub: ChatHub,
  log: (line: string) => void,
): Promise<RedisRelay> {
  const instanceId = randomUUID()
  const presenceKey = `${KEY_PREFIX}presence:${instanceId}`
  const subscriber = redis.duplicate()
  subscriber.on('error', (err: unknown) => log(`[redis] ${String(err)}`))
  await subscriber.connect()
  await subscriber.subscribe(CHANNEL, (message) => {
    try {
      hub.receive(JSON.parse(message) as HubEvent)
    } catch (err) {
      log(`[chat] ${String(err)}`)
    }
  })

  /** Stores this instance's users under its key and reads every live instance's. */
  const storeAndUnite = async (local: OnlineUser[]): Promise<OnlineUser[]> => {
    const [, , ids] = (await redis
      .multi()
      .set(presenceKey, JSON.stringify(local), { expiration: { type: 'PX', value: PRESENCE_TTL_MS } })
      .sAdd(INSTANCES, instanceId)
      .sMembers(INSTANCES)
      .exec()) as [unknown, unknown, string[]]
    const lists = await redis.mGet(ids.map((id) => `${KEY_PREFIX}presence:${id}`))
    const gone = ids.filter((_, i) => lists[i] === null)
    if (gone.length > 0) await redis.sRem(INSTANCES, gone)
    const union = new Map<number, OnlineUser>()
    for (const list of lists) {
      if (list === null) continue
      for (const user of JSON.parse(list) as OnlineUser[])
        if (!union.has(user.user_id)) union.set(user.user_id, user)
    }
    return [...union.values()].sort((a, b) => a.user_id - b.user_id)
  }
  const relay: HubRelay = {
    publish(event) {
      redis.publish(CHANNEL, JSON.stringify(event)).catch((err: unknown) => log(`[chat] ${String(err)}`))
    },
    shareOnline(local) {
      return storeAndUnite(local).catch((err: unknown) => {
        log(`[chat] online list: ${String(err)}`)
        throw err
      })
    },
  }

  hub.connect(relay)
  await hub.refreshOnline()

  const heartbeat = setInterval(() => void hub.refreshOnline(), HEARTBEAT_MS)
  heartbeat.unref()

  return {
    async close() {
      clearInterval(heartbeat)
      await redis.multi().del(presenceKey).sRem(INSTANCES, instanceId).exec()
      relay.publish({ type: 'presence' })
      await subscriber.close()
    },
  }
}
