import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SITE_CONFIG_SCRIPT_ID } from '../core/contract/index.ts'
import { inlineSiteConfig } from './boot.ts'
import { resetSiteConfig, useSiteConfig } from './site.ts'

afterEach(() => {
  document.getElementById(SITE_CONFIG_SCRIPT_ID)?.remove()
  resetSiteConfig()
  vi.restoreAllMocks()
})

function inline(text: string): void {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = SITE_CONFIG_SCRIPT_ID
  script.textContent = text
  document.head.append(script)
}

describe('the site configuration', () => {
  it('is the page’s own from the first render, with no request (the home banner’s motto does not arrive late)', () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    inline(JSON.stringify({ blog_name: '我的站', personal_say: '慢慢来' }))
    const { result } = renderHook(() => useSiteConfig())
    expect(result.current).toMatchObject({ blog_name: '我的站', personal_say: '慢慢来' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('ignores what is not an object of settings', () => {
    inline('[1, 2]')
    expect(inlineSiteConfig()).toBeNull()
    document.getElementById(SITE_CONFIG_SCRIPT_ID)?.remove()
    inline('{not json')
    expect(inlineSiteConfig()).toBeNull()
  })
})
