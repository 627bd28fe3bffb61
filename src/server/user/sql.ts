import type { Kysely } from 'kysely'
import { ROLE_USER } from '../../core/contract/index.ts'
import { now } from '../db/database.ts'
import { preparedQuery } from '../db/prepared.ts'
import type { DB } from '../db/schema.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'

// Accounts in the database; the HTTP rules (limits, checks, cookies) are in routes.ts.

/** Public user info: never the hash. */
function userInfoQuery(db: Kysely<DB>) {
  return db.selectFrom('users').select(['id', 'username', 'nick_name', 'avatar', 'role', 'createdAt'])
}

/** The public profile by id, the most asked-for answer: compiled once (db/prepared.ts). */
const userInfoById = preparedQuery((db, id: number) => userInfoQuery(db).where('id', '=', id))

/** A public profile; every page that names an author asks, so it is kept while nothing changes. */
export function publicUser(db: Kysely<DB>, id: number) {
  return rememberWhileUnchanged(db, `user:${id}`, async () => (await userInfoById(db, id))[0])
}

export async function usernameTaken(db: Kysely<DB>, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()
  return row !== undefined
}

/** A new reader's account; its id and name. */
export function insertUser(
  db: Kysely<DB>,
  input: { username: string; password_hash: string; nick_name: string },
  stamp: string,
) {
  return db
    .insertInto('users')
    .values({
      username: input.username,
      password_hash: input.password_hash,
      nick_name: input.nick_name,
      avatar: '',
      role: ROLE_USER,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow()
}

/** What a login checks, by the name typed. */
export function loginRow(db: Kysely<DB>, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'password_hash', 'disabled'])
    .where('username', '=', username)
    .executeTakeFirst()
}

/** Changes the fields given; the public info after the change. */
export async function updateOwnInfo(
  db: Kysely<DB>,
  userId: number,
  input: { nick_name?: string | undefined; avatar?: string | undefined },
) {
  const patch: { nick_name?: string; avatar?: string; updatedAt: string } = { updatedAt: now() }
  if (input.nick_name !== undefined) patch.nick_name = input.nick_name
  if (input.avatar !== undefined) patch.avatar = input.avatar
  await db.updateTable('users').set(patch).where('id', '=', userId).execute()
  return userInfoQuery(db).where('id', '=', userId).executeTakeFirstOrThrow()
}

export async function passwordHash(db: Kysely<DB>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst()
  return row?.password_hash
}

export async function setPasswordHash(db: Kysely<DB>, userId: number, hash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updatedAt: now() })
    .where('id', '=', userId)
    .execute()
}
