import sax from 'sax'
import type { OpenFile } from './json-stream.ts'
import { UnreadableFile } from './json-stream.ts'

// Disqus and WordPress exports are XML; they are read as a stream and each element of interest
// (a Disqus thread or post, a WordPress item) is handed over whole once it closes, the rest of
// the file never held at once.

export interface XmlElement {
  name: string
  attrs: Record<string, string>
  children: XmlElement[]
  text: string
}

/** Each element named in `wanted`, complete, in file order. */
export async function* xmlElements(open: OpenFile, wanted: ReadonlySet<string>): AsyncGenerator<XmlElement> {
  // strict: names keep their case and namespace prefix (dsq:id, wp:comment)
  const parser = sax.parser(true, { trim: false, normalize: false })
  const done: XmlElement[] = []
  const stack: XmlElement[] = []
  parser.onopentag = (tag) => {
    const attrs: Record<string, string> = {}
    for (const [k, v] of Object.entries(tag.attributes)) attrs[k] = typeof v === 'string' ? v : v.value
    const el: XmlElement = { name: tag.name, attrs, children: [], text: '' }
    if (stack.length > 0) stack.at(-1)?.children.push(el)
    else if (!wanted.has(tag.name)) return
    stack.push(el)
  }
  const addText = (t: string) => {
    const top = stack.at(-1)
    if (top) top.text += t
  }
  parser.ontext = addText
  parser.oncdata = addText
  parser.onclosetag = () => {
    // elements outside the wanted ones were never pushed
    if (stack.length === 0) return
    const el = stack.pop()
    if (el && stack.length === 0) done.push(el)
  }
  let failure: Error | undefined
  parser.onerror = (err) => {
    failure = err
  }
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of open()) {
    parser.write(decoder.decode(chunk as Buffer, { stream: true }))
    if (failure) throw new UnreadableFile(`XML 无法解析：${failure.message.split('\n')[0]}`)
    yield* done.splice(0)
  }
  parser.close()
  if (failure) throw new UnreadableFile(`XML 无法解析：${(failure as Error).message.split('\n')[0]}`)
  yield* done.splice(0)
}

/** The text of the first child named `name`, trimmed ('' when there is none). */
export function childText(el: XmlElement, name: string): string {
  return el.children.find((c) => c.name === name)?.text.trim() ?? ''
}

export function child(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((c) => c.name === name)
}
