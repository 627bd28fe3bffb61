import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { linkTree } from './backup-archive.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the uploads snapshot of a backup', () => {
  it('takes finished pictures and leaves out the ones a running server is still writing', () => {
    const root = mkdtempSync(join(tmpdir(), 'xz-linktree-'))
    dirs.push(root)
    const uploads = join(root, 'uploads')
    mkdirSync(join(uploads, 'nested'), { recursive: true })
    writeFileSync(join(uploads, 'a.jpg'), 'done')
    writeFileSync(join(uploads, 'nested', 'b-480w.webp'), 'done too')
    // a display size being written: renamed to its final name when complete
    writeFileSync(join(uploads, 'a-1600w.webp.4242.tmp'), 'half')

    linkTree(uploads, join(root, 'snapshot'))

    expect(readFileSync(join(root, 'snapshot', 'a.jpg'), 'utf8')).toBe('done')
    expect(readFileSync(join(root, 'snapshot', 'nested', 'b-480w.webp'), 'utf8')).toBe('done too')
    expect(existsSync(join(root, 'snapshot', 'a-1600w.webp.4242.tmp'))).toBe(false)
  })
})
