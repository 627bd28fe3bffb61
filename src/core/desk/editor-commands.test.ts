import { describe, expect, it } from 'vitest'
import {
  applyEdit,
  block,
  bold,
  bulletList,
  codeBlock,
  heading,
  imageMarkdown,
  link,
  type MarkdownCommand,
  orderedList,
  quote,
  replaceToken,
  uploadPlaceholder,
} from './editor-commands.ts'

/** Runs a command on `doc` with the selection marked by [ and ] (or a lone | for a cursor). */
function run(command: MarkdownCommand, marked: string): string {
  const cursor = marked.indexOf('|')
  const from = cursor >= 0 ? cursor : marked.indexOf('[')
  const plain = cursor >= 0 ? marked.replace('|', '') : marked.replace('[', '').replace(']', '')
  const to = cursor >= 0 ? cursor : marked.indexOf(']') - 1
  const edit = command(plain, { from, to })
  const out = applyEdit(plain, edit)
  const [a, b] = [Math.min(edit.anchor, edit.head), Math.max(edit.anchor, edit.head)]
  return a === b
    ? `${out.slice(0, a)}|${out.slice(a)}`
    : `${out.slice(0, a)}[${out.slice(a, b)}]${out.slice(b)}`
}

describe('inline commands', () => {
  it('bolds the selection and keeps it selected', () => {
    expect(run(bold, '我 [很] 好')).toBe('我 **[很]** 好')
  })
  it('unbolds a selection already wrapped', () => {
    expect(run(bold, '我 **[很]** 好')).toBe('我 [很] 好')
  })
  it('puts a selected placeholder at a bare cursor', () => {
    expect(run(bold, 'a|b')).toBe('a**[粗体文字]**b')
  })
  it('makes a link with the address selected for typing', () => {
    expect(run(link, '看[这里]')).toBe('看[这里]([https://])')
  })
})

describe('line commands', () => {
  it('makes every selected line a heading, and the same level again removes it', () => {
    expect(run(heading(2), '[标题]')).toBe('## 标题|')
    expect(run(heading(2), '## [标题]')).toBe('标题|')
    expect(run(heading(3), '## [标题]')).toBe('### 标题|')
  })
  it('quotes all touched lines, even when the selection starts mid-line', () => {
    expect(run(quote, '一[行\n二]行')).toBe('> 一行\n> 二行|')
  })
  it('numbers a list and turns a numbered list into bullets', () => {
    expect(run(orderedList, '[苹果\n香蕉]')).toBe('1. 苹果\n2. 香蕉|')
    expect(run(bulletList, '[1. 苹果\n2. 香蕉]')).toBe('- 苹果\n- 香蕉|')
    expect(run(bulletList, '[- 苹果\n- 香蕉]')).toBe('苹果\n香蕉|')
  })
  it('leaves blank lines between list items alone', () => {
    expect(run(bulletList, '[a\n\nb]')).toBe('- a\n\n- b|')
  })
})

describe('blocks', () => {
  it('fences the selected lines and puts the cursor where the language goes', () => {
    expect(run(codeBlock, '[let a = 1]')).toBe('```|\nlet a = 1\n```')
  })
  it('gives an empty fence blank lines around it inside a paragraph', () => {
    expect(run(codeBlock, '前文|后文')).toBe('前文\n\n```|\n\n```\n\n后文')
  })
  it('does not double blank lines that are already there', () => {
    expect(run(block('X'), '前文\n\n|')).toBe('前文\n\nX|')
  })
})

describe('uploaded images', () => {
  it('writes the file name (without extension or brackets) as the alt text', () => {
    expect(imageMarkdown('猫[1].png', '/uploads/a.png')).toBe('![猫1](/uploads/a.png)')
    expect(imageMarkdown('.png', '/uploads/a.png')).toBe('![图片](/uploads/a.png)')
  })
  it('replaces the placeholder wherever it moved, and not at all once deleted', () => {
    const token = uploadPlaceholder('u7')
    const doc = `开头 ${token} 结尾`
    const edit = replaceToken(doc, token, '![猫](/uploads/c.jpg)')
    expect(edit && applyEdit(doc, edit)).toBe('开头 ![猫](/uploads/c.jpg) 结尾')
    expect(replaceToken('开头 结尾', token, 'x')).toBeNull()
  })
})
