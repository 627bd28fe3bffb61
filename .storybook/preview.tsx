import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect } from 'react'
import * as cipher from '../src/core/storage/cipher.ts'
import { provideCipher } from '../src/core/storage/index.ts'
import { AXE_OPTIONS } from './a11y.ts'
import { ThemedDocsContainer } from './blocks/docs-container.tsx'
import { KitDocsPage } from './blocks/docs-page.tsx'

// Like the host, the docs carry the cipher: a session a story stored (encrypted) is restored before
// the first render, so a play function never meets the widgets' loading state instead of the story.
provideCipher(cipher)

/** Light or dark from the toolbar, applied the way the host applies it: a class on <html>. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as string) ?? 'light'
  useEffect(() => {
    document.documentElement.dataset.theme = theme
    document.documentElement.style.colorScheme = theme
    document.body.style.background = theme === 'dark' ? '#16181d' : '#f6f7fb'
  }, [theme])
  return <Story />
}

const preview: Preview = {
  // every component gets a docs page (blocks/docs-page.tsx), widgets with their element reference
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: '主题',
        items: [
          { value: 'light', title: '浅色' },
          { value: 'dark', title: '深色' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'centered',
    docs: { page: KitDocsPage, container: ThemedDocsContainer },
    a11y: { options: AXE_OPTIONS },
    options: {
      storySort: { order: ['介绍', '主题', '事件', 'Widgets', 'UI'] },
    },
    viewport: {
      options: {
        mobile: { name: '手机 390', styles: { width: '390px', height: '844px' } },
        desktop: { name: '桌面 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
}

export default preview
