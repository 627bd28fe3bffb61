import { describe, expect, it } from 'vitest'
import type { UploadResult } from '../contract/index.ts'
import { createUploadQueue, progressText, summarize } from './upload-queue.ts'

const image = (name: string, type = 'image/png') => new File([new Uint8Array(10)], name, { type })

/** An upload the test finishes by hand, to see the states in between. */
function manualUploads() {
  const pending: { name: string; resolve(r: UploadResult): void; reject(e: Error): void }[] = []
  const upload = (_blob: Blob, name: string) =>
    new Promise<UploadResult>((resolve, reject) => pending.push({ name, resolve, reject }))
  return { pending, upload }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('upload queue', () => {
  it('compresses, then uploads at most `concurrency` files at once, in order', async () => {
    const { pending, upload } = manualUploads()
    const compressed: string[] = []
    const queue = createUploadQueue({
      compress: async (f) => {
        compressed.push(f.name)
        return f
      },
      upload,
      concurrency: 2,
    })
    const results = ['a.png', 'b.png', 'c.png'].map((n) => queue.add(image(n)))
    await tick()
    expect(pending.map((p) => p.name)).toEqual(['a.png', 'b.png'])
    expect(queue.store.getState().items.map((i) => i.status)).toEqual(['uploading', 'uploading', 'waiting'])
    pending[0]?.resolve({ url: '/uploads/a.png' })
    await expect(results[0]).resolves.toEqual({ url: '/uploads/a.png' })
    await tick()
    expect(pending.map((p) => p.name)).toEqual(['a.png', 'b.png', 'c.png'])
    expect(compressed).toEqual(['a.png', 'b.png', 'c.png'])
    expect(progressText(summarize(queue.store.getState().items))).toBe('上传中 1/3')
  })

  it('refuses what is not an image without sending it, and reports a failed upload', async () => {
    const { pending, upload } = manualUploads()
    const queue = createUploadQueue({ compress: async (f) => f, upload })
    await expect(queue.add(image('a.txt', 'text/plain'))).rejects.toThrow('只能上传图片')
    await expect(queue.add(image('a.bmp', 'image/bmp'))).rejects.toThrow(
      '只支持 JPG、PNG、WEBP、GIF 格式的图片',
    )
    const failing = queue.add(image('b.png'))
    await tick()
    pending[0]?.reject(new Error('图片不能超过 5 MB'))
    await expect(failing).rejects.toThrow('图片不能超过 5 MB')
    const items = queue.store.getState().items
    expect(items.map((i) => i.status)).toEqual(['failed', 'failed', 'failed'])
    expect(progressText(summarize(items))).toBe('已上传 0 张，3 张失败')
    queue.clearFinished()
    expect(queue.store.getState().items).toEqual([])
  })

  it('sums up progress', () => {
    expect(summarize([])).toEqual({ total: 0, done: 0, failed: 0, percent: 100, busy: false })
    const p = summarize([
      { id: '1', name: 'a', status: 'done' },
      { id: '2', name: 'b', status: 'uploading' },
      { id: '3', name: 'c', status: 'waiting' },
      { id: '4', name: 'd', status: 'done' },
    ])
    expect(p).toEqual({ total: 4, done: 2, failed: 0, percent: 50, busy: true })
    expect(progressText({ ...p, done: 4, busy: false })).toBe('已上传 4 张')
  })
})
