import { request } from 'node:http'

export interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** One request (a GET unless told) with node:http, which (unlike fetch) shows the headers and bytes exactly as sent. */
export function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers, method }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}
