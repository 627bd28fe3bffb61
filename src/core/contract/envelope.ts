/** Every HTTP response body: `code` 0 is success, 100 a tip shown as "温馨提示". */
export interface Envelope<T> {
  code: number
  message: string
  result: T
}

export const CODE_OK = 0
export const CODE_TIP = 100

/** A page of rows. `size` is capped on the server at PAGE_SIZE_MAX. */
export interface Paged<T> {
  current: number
  size: number
  total: number
  list: T[]
}

export interface PageQuery {
  current: number
  size: number
}
