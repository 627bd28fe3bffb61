// Debian's chromium, never a downloaded browser: the machines reach no browser CDN.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// --no-sandbox because tests run as root; the networking flags stop Chromium from
// calling home, which this closed network refuses and which would slow every start.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
