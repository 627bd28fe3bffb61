import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { pgBinDir } from './tests/support/pg.ts'

const SERVER_TESTS = ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts']

// One file per layer keeps the name telling where a test runs:
//   *.test.ts            node (core logic, server)
//   *.dom.test.ts(x)     happy-dom (components, DOM-touching core)
//   *.browser.test.ts(x) real Chromium (canvas, layout)
/**
 * Server tests that never touch the engine (file sniffing, images, archives) or that are about
 * the SQLite data folder itself (backup and restore copy the database file): once is enough.
 */
const PG_EXCLUDED = [
  'src/server/seed/**',
  'src/server/transfer/**',
  // starts its own PostgreSQL and Redis
  'tests/server/cluster.test.ts',
  'tests/server/backup.test.ts',
  'tests/server/export-roundtrip.test.ts',
  'tests/server/page-headers.test.ts',
  'tests/server/display-sizes.test.ts',
  'tests/server/upload-sniff.test.ts',
]

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts', 'src/**/*.browser.test.ts', 'src/server/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // the same server tests on a throw-away PostgreSQL cluster; where PostgreSQL is not
          // installed (.ci/run installs it) only the file that says it skipped
          name: 'server-pg',
          environment: 'node',
          include: pgBinDir() ? SERVER_TESTS : ['tests/server/pg-start.test.ts'],
          exclude: PG_EXCLUDED,
          globalSetup: ['tests/support/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // end to end: the built site and the real server, driven in Chromium; needs `npm run build`
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // a page that needs two seconds on a busy two-core machine is not a failure: the
          // default one-second poll made e2e fail whenever other work shared the machine
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
