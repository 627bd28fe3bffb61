// The writing page's editor surface: CodeMirror 6 with its Markdown mode. This module (and so
// CodeMirror) is only ever loaded with the writing page's chunk.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { markdown } from '@codemirror/lang-markdown'
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { EditorSelection, EditorState } from '@codemirror/state'
import { EditorView, keymap, placeholder } from '@codemirror/view'
import { tags } from '@lezer/highlight'
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import { type MarkdownCommand, replaceToken, TOOLBAR, type TextEdit } from '../../../core/desk/index.ts'
import { imageFiles } from '../../uploads.tsx'

export interface EditorHandle {
  run(command: MarkdownCommand): void
  /** replaces the selection with `text` and puts the cursor after it */
  insert(text: string): void
  /** puts `text` where `token` stands; false when the owner deleted the token meanwhile */
  replace(token: string, text: string): boolean
  focus(): void
}

export interface MarkdownEditorProps {
  /** the text when the editor is made (later changes come from the owner's typing) */
  initial: string
  onChange(text: string): void
  /** images pasted or dropped; the selection is already where they go */
  onImages(files: File[]): void
  label: string
}

/** Colours from the theme's tokens, so light and dark both read well. */
const markdownColours = HighlightStyle.define([
  { tag: tags.heading, fontWeight: '700', color: 'var(--xz-text)' },
  { tag: tags.heading1, fontSize: '1.25em' },
  { tag: tags.heading2, fontSize: '1.15em' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--xz-primary)' },
  { tag: tags.monospace, fontFamily: 'var(--xz-mono)', color: 'var(--xz-danger)' },
  { tag: tags.quote, color: 'var(--xz-text-2)' },
  { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator], color: 'var(--xz-text-3)' },
])

const surface = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'var(--xz-bg)', color: 'var(--xz-text)', fontSize: '15px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--xz-mono)', lineHeight: '1.7' },
  '.cm-content': { padding: '14px 16px', caretColor: 'var(--xz-primary)' },
  '.cm-cursor': { borderLeftColor: 'var(--xz-primary)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--xz-primary-soft) !important',
  },
  '.cm-placeholder': { color: 'var(--xz-text-3)' },
})

function apply(view: EditorView, edit: TextEdit): void {
  view.dispatch({
    changes: { from: edit.from, to: edit.to, insert: edit.insert },
    selection: EditorSelection.single(edit.anchor, edit.head),
    scrollIntoView: true,
    userEvent: 'input',
  })
}

function runOn(view: EditorView, command: MarkdownCommand): boolean {
  const { from, to } = view.state.selection.main
  apply(view, command(view.state.doc.toString(), { from, to }))
  return true
}

export const MarkdownEditor = forwardRef<EditorHandle, MarkdownEditorProps>(function MarkdownEditor(
  { initial, onChange, onImages, label },
  ref,
) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  // the latest callbacks, read by the editor's listeners made once
  const callbacks = useRef({ onChange, onImages })
  callbacks.current = { onChange, onImages }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; `initial` only seeds it
  useEffect(() => {
    if (!host.current) return
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial,
        extensions: [
          history(),
          keymap.of([
            ...TOOLBAR.map((c) => ({
              key: c.key,
              run: (v: EditorView) => runOn(v, c.run),
              preventDefault: true,
            })),
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          markdown(),
          syntaxHighlighting(markdownColours),
          EditorView.lineWrapping,
          placeholder('用 Markdown 写正文；可以直接粘贴或拖入图片'),
          // tabindex: axe counts a contenteditable without one as not focusable, and then calls the
          // scroller around a long article a region the keyboard cannot reach
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true', tabindex: '0' }),
          surface,
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString())
          }),
          EditorView.domEventHandlers({
            paste(event) {
              const files = imageFiles(event.clipboardData?.files)
              if (files.length === 0) return false
              event.preventDefault()
              callbacks.current.onImages(files)
              return true
            },
            drop(event, v) {
              const files = imageFiles(event.dataTransfer?.files)
              if (files.length === 0) return false
              event.preventDefault()
              const at = v.posAtCoords({ x: event.clientX, y: event.clientY })
              if (at !== null) v.dispatch({ selection: { anchor: at } })
              callbacks.current.onImages(files)
              return true
            },
          }),
        ],
      }),
    })
    view.current = editor
    return () => {
      editor.destroy()
      view.current = null
    }
  }, [])

  useImperativeHandle(
    ref,
    () => ({
      run(command) {
        if (view.current) runOn(view.current, command)
        view.current?.focus()
      },
      insert(text) {
        const v = view.current
        if (!v) return
        const { from, to } = v.state.selection.main
        apply(v, { from, to, insert: text, anchor: from + text.length, head: from + text.length })
      },
      replace(token, text) {
        const v = view.current
        const edit = v && replaceToken(v.state.doc.toString(), token, text)
        if (!v || !edit) return false
        // the owner's cursor stays where it is: only the token's text changes
        v.dispatch({ changes: { from: edit.from, to: edit.to, insert: edit.insert } })
        return true
      },
      focus() {
        view.current?.focus()
      },
    }),
    [],
  )

  return <div ref={host} className="xz-desk-editor__surface" />
})
