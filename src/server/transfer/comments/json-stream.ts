import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { pipeline, type Readable } from 'node:stream'
import { parser } from 'stream-json'
import { pick } from 'stream-json/filters/pick.js'
import { streamArray } from 'stream-json/streamers/stream-array.js'

// Exports run to hundreds of megabytes: they are read as a stream, one record at a time,
// never as one string (docs/comment-migration.md).

/** How the readers open the file: again for a second pass, counting bytes for the progress bar. */
export type OpenFile = () => Readable

export function fileOpener(file: string, onBytes?: (n: number) => void): OpenFile {
  return () => {
    const stream = createReadStream(file)
    if (onBytes) stream.on('data', (chunk) => onBytes(chunk.length))
    return stream
  }
}

/** The file cannot be read as the format it looked like; the whole import stops with this. */
export class UnreadableFile extends Error {}

/** Each item of the JSON array at `path` (dot-separated; none: the top-level array). */
export async function* jsonArrayItems(open: OpenFile, path?: string): AsyncGenerator<unknown> {
  const items = streamArray.asStream()
  const stages = [open(), parser.asStream(), ...(path ? [pick.asStream({ filter: path })] : []), items]
  let failure: Error | undefined
  // biome-ignore lint/suspicious/noExplicitAny: pipeline's overloads do not take a spread of stages
  pipeline(stages as any, (err: Error | null | undefined) => {
    if (err) failure = err
  })
  try {
    for await (const item of items) yield (item as { value: unknown }).value
  } catch (err) {
    throw new UnreadableFile(`文件无法解析：${(err as Error).message}`)
  }
  if (failure) throw new UnreadableFile(`文件无法解析：${failure.message}`)
}

/** One JSON value a line (LeanCloud's and mongoexport's form); `#` lines are headers. */
export async function* jsonLines(
  open: OpenFile,
): AsyncGenerator<{ line: number; value: unknown } | { line: number; error: string }> {
  const lines = createInterface({ input: open(), crlfDelay: Number.POSITIVE_INFINITY })
  let n = 0
  for await (const raw of lines) {
    n += 1
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    try {
      yield { line: n, value: JSON.parse(line) as unknown }
    } catch {
      yield { line: n, error: `第 ${n} 行不是 JSON` }
    }
  }
}
