import { useSiteConfig } from '../site.ts'

/** The filing-number lookup every ICP number links to. */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/'

/** The copyright line and the ICP filing number from GET /api/config. */
export function Footer() {
  const config = useSiteConfig()
  const copyright = config?.copyright || `© ${new Date().getFullYear()} ${config?.blog_name || '小站'}`
  return (
    <footer className="xz-footer">
      <p className="xz-footer__line">{copyright}</p>
      {config?.icp_number ? (
        <p className="xz-footer__line">
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer nofollow">
            {config.icp_number}
          </a>
        </p>
      ) : null}
    </footer>
  )
}
