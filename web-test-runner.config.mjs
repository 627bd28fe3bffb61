// @web/test-runner in Debian's Chromium against the BUILT script-tag bundles (dist/embed):
// what a site owner's page loads is what these tests load. Build first: npm run build:embed.
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { playwrightLauncher } from '@web/test-runner-playwright'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = [
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

export default {
  files: ['tests/wtr/**/*.test.ts'],
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, target: 'auto' })],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: CHROMIUM, headless: true, args: ARGS } })],
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  testFramework: { config: { timeout: 10_000 } },
}
