import type { UploadResult } from '../contract/index.ts'
import { request } from './client.ts'

export interface UploadOptions {
  /** defaults to the File's own name */
  filename?: string
  /** 'album' asks the server for a thumbnail as well (album photos) */
  kind?: 'album'
}

/** Multipart, field `file` (docs/api.md §18); login required. The client compresses first (core/image). */
export function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData()
  const name = options.filename ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'image')
  form.append('file', file, name)
  if (options.kind) form.append('kind', options.kind)
  return request<UploadResult>('post', 'upload/img', { form })
}
