import { createStore, type StoreApi } from 'zustand/vanilla'
import { uploadImage } from '../api/upload.ts'
import type { UploadResult } from '../contract/index.ts'
import { IMAGE_UPLOAD_FAILED } from '../contract/index.ts'
import { compressImage, isAcceptedImageType, PICK_MSG } from '../image/index.ts'

/**
 * The desk's uploads: images pasted or dropped into an article, a talk's pictures, many photos
 * for an album. Each file is compressed (as the chat does), then sent; a few at a time,
 * so a hundred photos neither flood the server nor wait for each other one by one. The store
 * holds every item's state for the progress display.
 */

export type UploadStatus = 'waiting' | 'compressing' | 'uploading' | 'done' | 'failed'

export interface UploadItem {
  id: string
  name: string
  status: UploadStatus
  result?: UploadResult
  error?: string
}

export interface UploadQueueState {
  items: UploadItem[]
}

export interface UploadDeps {
  compress(file: File): Promise<Blob>
  upload(file: Blob, name: string): Promise<UploadResult>
  /** files sent at once */
  concurrency?: number
}

export interface UploadQueue {
  store: StoreApi<UploadQueueState>
  /** queues one file; resolves with its address, rejects with the Chinese reason */
  add(file: File): Promise<UploadResult>
  /** forgets finished and failed items (the progress list empties) */
  clearFinished(): void
}

const defaultDeps = (kind?: 'album'): UploadDeps => ({
  compress: (file) => compressImage(file),
  upload: (blob, name) => uploadImage(blob, { filename: name, ...(kind ? { kind } : {}) }),
})

/** Why a file cannot be uploaded at all, or null. */
export function rejectReason(file: File): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return PICK_MSG.notImage
  if (!isAcceptedImageType(file.type)) return PICK_MSG.unsupported
  return null
}

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : IMAGE_UPLOAD_FAILED

let nextId = 0

export function createUploadQueue(deps: UploadDeps | { kind?: 'album' } = {}): UploadQueue {
  const { compress, upload, concurrency = 3 } = 'upload' in deps ? deps : defaultDeps(deps.kind)
  const store = createStore<UploadQueueState>(() => ({ items: [] }))
  const waiting: (() => void)[] = []
  let running = 0

  const patch = (id: string, change: Partial<UploadItem>) =>
    store.setState((s) => ({ items: s.items.map((i) => (i.id === id ? { ...i, ...change } : i)) }))

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      running++
      waiting.shift()?.()
    }
  }

  const add = (file: File): Promise<UploadResult> => {
    const id = `u${++nextId}`
    const refused = rejectReason(file)
    store.setState((s) => ({
      items: [
        ...s.items,
        {
          id,
          name: file.name,
          status: refused ? 'failed' : 'waiting',
          ...(refused ? { error: refused } : {}),
        },
      ],
    }))
    if (refused) return Promise.reject(new Error(refused))
    return new Promise<UploadResult>((resolve, reject) => {
      waiting.push(() => {
        patch(id, { status: 'compressing' })
        compress(file)
          .then((blob) => {
            patch(id, { status: 'uploading' })
            return upload(blob, blob instanceof File ? blob.name : file.name)
          })
          .then(
            (result) => {
              patch(id, { status: 'done', result })
              resolve(result)
            },
            (error: unknown) => {
              const reason = reasonOf(error)
              patch(id, { status: 'failed', error: reason })
              reject(new Error(reason, { cause: error }))
            },
          )
          .finally(() => {
            running--
            pump()
          })
      })
      pump()
    })
  }

  return {
    store,
    add,
    clearFinished: () =>
      store.setState((s) => ({ items: s.items.filter((i) => i.status !== 'done' && i.status !== 'failed') })),
  }
}

export interface UploadProgress {
  total: number
  done: number
  failed: number
  /** 0–100, finished (done or failed) over all */
  percent: number
  busy: boolean
}

export function summarize(items: readonly UploadItem[]): UploadProgress {
  const done = items.filter((i) => i.status === 'done').length
  const failed = items.filter((i) => i.status === 'failed').length
  const total = items.length
  return {
    total,
    done,
    failed,
    percent: total === 0 ? 100 : Math.round(((done + failed) / total) * 100),
    busy: done + failed < total,
  }
}

/** "上传中 3/10" — the line the progress bar carries. */
export function progressText(p: UploadProgress): string {
  if (p.total === 0) return ''
  if (p.busy) return `上传中 ${p.done + p.failed}/${p.total}`
  return p.failed > 0 ? `已上传 ${p.done} 张，${p.failed} 张失败` : `已上传 ${p.done} 张`
}
