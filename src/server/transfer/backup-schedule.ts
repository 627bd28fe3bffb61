import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createBackup } from './backup-archive.ts'

export const AUTO_BACKUPS_KEPT = 7
const AUTO_PREFIX = 'auto-'
const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 }

/** `30m`, `24h`, `7d` → milliseconds; null for anything else. */
export function parseEvery(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([mhd])\s*$/i.exec(text)
  if (!match) return null
  const ms = Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? 0)
  return ms >= 60_000 ? ms : null
}

/** `auto-2026-11-24T05-00-00.000Z.tar.gz`: sorts by time, and says it was made by the schedule. */
export function autoBackupName(at = new Date()): string {
  return `${AUTO_PREFIX}${at.toISOString().replace(/:/g, '-')}.tar.gz`
}

/** Makes one automatic backup in `<data>/backups` and keeps only the newest seven. */
export async function runAutoBackup(dataDir: string, opts: { postgres?: boolean } = {}): Promise<string> {
  const dir = join(dataDir, 'backups')
  const file = join(dir, autoBackupName())
  await createBackup(dataDir, file, opts)
  const autos = readdirSync(dir)
    .filter((name) => name.startsWith(AUTO_PREFIX) && name.endsWith('.tar.gz'))
    .sort()
  for (const old of autos.slice(0, Math.max(0, autos.length - AUTO_BACKUPS_KEPT))) {
    rmSync(join(dir, old), { force: true })
  }
  return file
}

/**
 * `XZ_BACKUP_EVERY=24h`: a backup every period while the server runs. The timer does not keep
 * the process alive; a failed backup is logged and the next one still runs.
 */
export function scheduleBackups(
  dataDir: string,
  everyMs: number,
  opts: { postgres?: boolean; log: (line: string) => void },
): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    runAutoBackup(dataDir, opts)
      .then((file) => opts.log(`已自动备份：${file}`))
      .catch((err: unknown) => opts.log(`自动备份失败：${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
