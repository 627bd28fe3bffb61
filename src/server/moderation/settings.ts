import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { rememberWhileUnchanged } from '../db/while-unchanged.ts'
import { saveConfig } from '../site/sql.ts'

// The owner's review and spam settings (docs/api.md §27), one JSON value in the config table.
// XZ_COMMENT_AUDIT, when set to a known mode, decides every kind's review and the desk shows it
// as fixed.

/** off: nothing waits; first: a guest's first item; guests: every guest's; all: everyone's but the owner's. */
export const AUDIT_MODES = ['off', 'first', 'guests', 'all'] as const
export type AuditMode = (typeof AUDIT_MODES)[number]

/** What is reviewed on its own: comments on pages, on our articles / talks / entries, and board entries. */
export const AUDIT_KINDS = ['page', 'article', 'message'] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

/** When a guest must solve the proof of work: on every comment, or once they wrote 3 in an hour. */
export const POW_POLICIES = ['always', 'busy'] as const
export type PowPolicy = (typeof POW_POLICIES)[number]

export interface ModerationSettings {
  audit: Record<AuditKind, AuditMode>
  pow: PowPolicy
}

export interface ModerationSettingsView extends ModerationSettings {
  /** the mode XZ_COMMENT_AUDIT fixes for every kind, or null when the desk decides */
  audit_fixed: AuditMode | null
}

const KEY = 'moderation_settings'

const DEFAULTS: ModerationSettings = {
  audit: { page: 'off', article: 'off', message: 'off' },
  pow: 'busy',
}

const isMode = (value: unknown): value is AuditMode => AUDIT_MODES.includes(value as AuditMode)

/** XZ_COMMENT_AUDIT as a mode; anything else leaves the decision to the desk. */
function auditFromEnv(env: NodeJS.ProcessEnv = process.env): AuditMode | null {
  const raw = env.XZ_COMMENT_AUDIT?.trim().toLowerCase()
  return isMode(raw) ? raw : null
}

/** The stored settings, a missing or damaged value reading as the defaults. */
async function stored(db: Kysely<DB>): Promise<ModerationSettings> {
  const row = await db.selectFrom('config').select('value').where('key', '=', KEY).executeTakeFirst()
  const settings: ModerationSettings = { audit: { ...DEFAULTS.audit }, pow: DEFAULTS.pow }
  if (!row) return settings
  let raw: unknown
  try {
    raw = JSON.parse(row.value)
  } catch {
    return settings
  }
  if (typeof raw !== 'object' || raw === null) return settings
  const { audit, pow } = raw as { audit?: Record<string, unknown>; pow?: unknown }
  for (const kind of AUDIT_KINDS) {
    const mode = audit?.[kind]
    if (isMode(mode)) settings.audit[kind] = mode
  }
  if (POW_POLICIES.includes(pow as PowPolicy)) settings.pow = pow as PowPolicy
  return settings
}

/**
 * The settings in force: the environment's review mode over the desk's. A guest's comment reads
 * them twice (its pass, its review), so the stored value is kept until the database changes; the
 * answer is a copy, for the environment's mode is written over it.
 */
export async function readModerationSettings(db: Kysely<DB>): Promise<ModerationSettingsView> {
  const kept = await rememberWhileUnchanged(db, KEY, () => stored(db))
  const settings: ModerationSettings = { audit: { ...kept.audit }, pow: kept.pow }
  const fixed = auditFromEnv()
  if (fixed) for (const kind of AUDIT_KINDS) settings.audit[kind] = fixed
  return { ...settings, audit_fixed: fixed }
}

export async function saveModerationSettings(db: Kysely<DB>, settings: ModerationSettings): Promise<void> {
  await saveConfig(db, [{ key: KEY, value: JSON.stringify(settings) }])
}
