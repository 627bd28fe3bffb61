import { type ChangeEvent, useMemo, useRef } from 'react'
import { useStore } from 'zustand'
import { IMAGE_ACCEPT } from '../core/image/index.ts'
import { createUploadQueue, progressText, summarize, type UploadQueue } from '../core/desk/index.ts'
import { Button, type ButtonProps } from '../widgets/ui/index.ts'
import * as icons from '../widgets/ui/icons.ts'

/** One upload queue for the component's life, and its progress to show. */
export function useUploads(kind?: 'album'): UploadQueue & { text: string; percent: number; busy: boolean } {
  const queue = useMemo(() => createUploadQueue(kind ? { kind } : {}), [kind])
  const items = useStore(queue.store, (s) => s.items)
  const progress = summarize(items)
  return { ...queue, text: progressText(progress), percent: progress.percent, busy: progress.busy }
}

/** The uploads' progress line: a bar while files are on their way, then what came of them. */
export function UploadProgress({ text, percent, busy }: { text: string; percent: number; busy: boolean }) {
  if (!text) return null
  return (
    <div className="xz-desk-progress" role="status">
      {busy ? <progress max={100} value={percent} aria-label="上传进度" /> : null}
      <span>{text}</span>
    </div>
  )
}

export interface PickImagesProps extends Omit<ButtonProps, 'onClick' | 'onChange'> {
  multiple?: boolean
  onFiles(files: File[]): void
}

/** A button that opens the file picker for images. */
export function PickImages({ multiple = false, onFiles, children, ...button }: PickImagesProps) {
  const input = useRef<HTMLInputElement>(null)
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    // the same file may be picked again after a failure
    event.target.value = ''
    if (files.length > 0) onFiles(files)
  }
  return (
    <>
      <Button type="button" icon={icons.image} {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple={multiple} hidden onChange={picked} />
    </>
  )
}

/** The image files among what was dropped or pasted. */
export const imageFiles = (list: FileList | null | undefined): File[] =>
  [...(list ?? [])].filter((f) => f.type.toLowerCase().startsWith('image/'))
