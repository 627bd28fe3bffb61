/**
 * The AES layer of local storage, in a module of its own so the script-tag build fetches
 * crypto-js only when an encrypted value must be read or written (see `loadCipher`).
 */
import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'

/** OpenSSL-salted base64, the stored format. */
export function encrypt(text: string, secret: string): string {
  return AES.encrypt(text, secret).toString()
}

/** '' (or a throw, for malformed UTF-8) when the passphrase is wrong. */
export function decrypt(text: string, secret: string): string {
  return AES.decrypt(text, secret).toString(Utf8)
}
