import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    // Storybook renders with real React and its own small Vite config, not the root one
    // (whose modes build the library, the embed bundles and the host).
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: ['./docs/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // first of all preview annotations, so its afterEach (wait for the story to settle) runs before
  // the a11y addon's axe run
  previewAnnotations: async (entries: string[] = []) => [
    fileURLToPath(new URL('./settle.ts', import.meta.url)),
    ...entries,
  ],
  core: {
    // no network at run time: telemetry and the "what's new" fetch would both call out
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // the default docgen: react-docgen-typescript needs the TypeScript JS API that TS 7 lacks
  typescript: { reactDocgen: 'react-docgen' },
}

export default config
