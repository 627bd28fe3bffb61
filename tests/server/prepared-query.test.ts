import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preparedQuery } from '../../src/server/db/prepared.ts'
import { startTestServer, type TestServer } from './harness.ts'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

const nameById = preparedQuery((db, id: number) =>
  db.selectFrom('users').select(['id', 'username']).where('id', '=', id),
)
const byNameAndId = preparedQuery((db, username: string, id: number) =>
  db.selectFrom('users').select('id').where('username', '=', username).where('id', '=', id),
)
// the same value twice: no single place to put it, so it is built every time
const eitherId = preparedQuery((db, id: number) =>
  db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('id', '=', id)])),
)

describe('a prepared query', () => {
  it('answers each call with its own values, the first call no different from the later ones', async () => {
    const a = await s.newUser('first')
    const b = await s.newUser('second')
    const db = s.running.ctx.db
    expect(await nameById(db, a.id)).toEqual([{ id: a.id, username: a.username }])
    expect(await nameById(db, b.id)).toEqual([{ id: b.id, username: b.username }])
    expect(await nameById(db, 987_654)).toEqual([])
    expect(await byNameAndId(db, a.username, a.id)).toEqual([{ id: a.id }])
    expect(await byNameAndId(db, a.username, b.id)).toEqual([])
    expect(await byNameAndId(db, b.username, b.id)).toEqual([{ id: b.id }])
    expect(await eitherId(db, a.id)).toEqual([{ id: a.id }])
    expect(await eitherId(db, b.id)).toEqual([{ id: b.id }])
  })
})
