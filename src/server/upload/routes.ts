import { Hono } from 'hono'
import { UPLOAD_MAX_BYTES, type UploadResult } from '../../core/contract/index.ts'
import type { AppEnv, ServerContext } from '../context.ts'
import { requireUser } from '../http/auth.ts'
import { badRequest, ok, tooLarge, unsupported } from '../http/envelope.ts'
import { sniffImage } from './sniff.ts'
import { storeImage, UnreadableImageError } from './upload-disk.ts'

export const MSG_NOT_IMAGE = '只能上传图片（jpg、png、gif、webp）'
export const MSG_TOO_LARGE = '图片不能超过5MB'

export function uploadRoutes(ctx: ServerContext) {
  const r = new Hono<AppEnv>()

  /**
   * multipart `file` (+ optional `kind=album` for a thumbnail). The type is read from the bytes;
   * the file is stored under a random name, so the client's file name can point nowhere.
   */
  r.post('/img', async (c) => {
    const me = requireUser(c)
    await ctx.limits.upload.hit(`u:${me.id}`)
    let form: FormData
    try {
      form = await c.req.formData()
    } catch {
      throw badRequest('请以 multipart/form-data 上传图片')
    }
    const file = form.get('file')
    if (file === null || typeof file === 'string') throw badRequest('请选择要上传的图片')
    if (file.size > UPLOAD_MAX_BYTES) throw tooLarge(MSG_TOO_LARGE)
    if (file.size === 0) throw badRequest('图片内容为空')
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = sniffImage(bytes)
    if (!kind) throw unsupported(MSG_NOT_IMAGE)
    const forAlbum = form.get('kind') === 'album'
    try {
      const stored = await storeImage(ctx.uploadsDir, bytes, kind, { thumbnail: forAlbum })
      const result: UploadResult = { url: stored.url, width: stored.width, height: stored.height }
      if (stored.thumb_url) result.thumb_url = stored.thumb_url
      return ok(c, result)
    } catch (err) {
      if (err instanceof UnreadableImageError) throw unsupported(err.message)
      throw err
    }
  })

  return r
}
