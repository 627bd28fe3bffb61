/** What the server accepts (docs/api.md §18): checked by content there, by declared type here. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

/** For `<input type="file" accept=…>`. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',')

export const PICK_MSG = {
  none: '请选择一张图片',
  onlyOne: '一次只能选择一张图片',
  notImage: '只能上传图片',
  unsupported: '只支持 JPG、PNG、WEBP、GIF 格式的图片',
} as const

export const isAcceptedImageType = (type: string): boolean =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase())

/**
 * The one image of a file selection or drop, or the message to show instead (one image
 * at a time).
 */
export function pickSingleImage(files: ArrayLike<File> | null | undefined): File | string {
  if (!files || files.length === 0) return PICK_MSG.none
  if (files.length > 1) return PICK_MSG.onlyOne
  const file = files[0]
  if (!file) return PICK_MSG.none
  if (!file.type.toLowerCase().startsWith('image/')) return PICK_MSG.notImage
  if (!isAcceptedImageType(file.type)) return PICK_MSG.unsupported
  return file
}
