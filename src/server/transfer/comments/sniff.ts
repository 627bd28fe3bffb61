import { open } from 'node:fs/promises'
import type { CommentFormat } from './source-item.ts'

// `npm run import -- <file>` needs no flag: the format shows in the file's first bytes
// (docs/comment-migration.md).

export interface Sniffed {
  format: CommentFormat
  /** one JSON document a line rather than one document */
  lines: boolean
}

/** What the command line and the desk say of a file that is no comment export. */
export const UNKNOWN_FORMAT =
  '认不出文件格式：应为 Waline、Valine（LeanCloud）、Twikoo、Artalk、Disqus 或 WordPress 的导出'

const HEAD_BYTES = 64 * 1024

async function head(file: string): Promise<string> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
  } finally {
    await handle.close()
  }
}

const has = (text: string, key: string) => new RegExp(`"${key.replace(/\$/g, '\\$')}"\\s*:`).test(text)

/** The format of a comment export, or null for a file that is none of them. */
export async function sniffCommentFile(file: string): Promise<Sniffed | null> {
  const text = await head(file)
  const start = text.trimStart()
  if (start.startsWith('<')) {
    if (/<disqus[\s>]/.test(start)) return { format: 'disqus', lines: false }
    if (/wordpress\.org\/export\/|<wp:wxr_version>/.test(start)) return { format: 'wxr', lines: false }
    return null
  }
  if (start.startsWith('#filetype:JSON-streaming')) return { format: 'leancloud', lines: true }
  if (start.startsWith('[')) {
    // our own export of a blog without comments: an artrans file with nothing in it
    if (/^\[\s*\]\s*$/.test(start)) return { format: 'artrans', lines: false }
    if (has(start, 'page_key')) return { format: 'artrans', lines: false }
    if (has(start, '_id') || has(start, 'created')) return { format: 'twikoo', lines: false }
    return null
  }
  if (!start.startsWith('{')) return null
  if (/"type"\s*:\s*"waline"/.test(start)) return { format: 'waline', lines: false }
  if (has(start, 'results')) return { format: 'leancloud', lines: false }
  const [first = '', second = ''] = start.split('\n').filter((l) => l.trim())
  const lines = second.trimStart().startsWith('{')
  if (has(first, 'objectId')) return { format: 'leancloud', lines }
  if (has(first, '_id')) return { format: 'twikoo', lines }
  return null
}
