import { getSiteConfig } from '../../core/api/site.ts'
import { toast } from '../../core/toast/index.ts'
import { Button, ErrorState, Icon, Loading } from '../ui/index.ts'
import { useLoad } from '../ui/use-load.ts'
import { SiteAvatar } from './SiteAvatar.tsx'
import * as icons from '../ui/icons.ts'

/** A path on this site as an absolute URL, for a friend to copy. */
function absolute(path: string): string {
  if (!path) return ''
  try {
    return new URL(path, window.location.origin).href
  } catch {
    return path
  }
}

/** 本站信息: this site's name, motto, address and avatar, to copy into a friend's own link page. */
export function SiteInfo() {
  const config = useLoad('site-config', () => getSiteConfig())
  const site = config.data
  const info = site
    ? [
        { label: '名称', value: site.blog_name || '小站' },
        { label: '简介', value: site.personal_say || '一个记录技术与生活的个人博客' },
        { label: '地址', value: absolute('/') },
        { label: '头像', value: absolute(site.blog_avatar) },
      ].filter((row) => row.value)
    : []

  const copyInfo = async () => {
    const text = info.map((row) => `${row.label}：${row.value}`).join('\n')
    try {
      await navigator.clipboard.writeText(text)
      toast.success('已复制本站信息')
    } catch {
      toast.error('复制失败，请手动复制')
    }
  }

  return (
    <section className="xz-lk-section xz-lk-info" aria-label="本站信息" part="site-info">
      <h2 className="xz-lk-title">本站信息</h2>
      <div className="xz-lk-panel xz-lk-info__body">
        {config.status === 'error' ? (
          <ErrorState message={config.error} onRetry={config.reload} />
        ) : !site ? (
          <Loading />
        ) : (
          <>
            <SiteAvatar src={site.blog_avatar} name={site.blog_name || '小站'} size={72} shape="circle" />
            <dl className="xz-lk-info__list">
              {info.map((row) => (
                <div key={row.label} className="xz-lk-info__row">
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
            <div className="xz-lk-info__actions">
              <Button icon={icons.copy} onClick={() => void copyInfo()}>
                复制本站信息
              </Button>
            </div>
          </>
        )}
        <p className="xz-lk-info__tip">
          <Icon icon={icons.info} size={16} />
          申请前请先添加本站链接；网站需能正常访问、内容健康，长期无法访问的友链会被移除。
        </p>
      </div>
    </section>
  )
}
