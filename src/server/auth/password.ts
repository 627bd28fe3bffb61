import { hash, verify } from '@node-rs/argon2'

// argon2id with the library's defaults (19 MiB, t=2): ~15 ms a hash on these machines.
const ARGON2ID = 2

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}

let decoy: Promise<string> | null = null

/**
 * Spends the time a real check would on a name that has no account, so how long a failed
 * login takes does not tell whether the account exists.
 */
export async function verifyNobody(password: string): Promise<false> {
  decoy ??= hashPassword('no account has this password')
  await verifyPassword(await decoy, password)
  return false
}
