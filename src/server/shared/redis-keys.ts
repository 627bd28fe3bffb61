/** Every key and channel this server uses in Redis starts so, so one Redis can serve other applications too. */
export const KEY_PREFIX = 'xz:'
