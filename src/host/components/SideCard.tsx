import { getStatistic } from '../../core/api/site.ts'
import type { SiteConfig } from '../../core/contract/index.ts'
import { formatCount } from '../../core/format/index.ts'
import { Avatar } from '../../widgets/ui/Avatar.tsx'
import { Icon } from '../../widgets/ui/Icon.tsx'
import { useLoad } from '../../widgets/ui/use-load.ts'
import * as icons from '../../widgets/ui/icons.ts'

interface Social {
  key: string
  label: string
  href: string
  /** a QR-code picture rather than a profile page */
  image: boolean
}

function socials(config: SiteConfig): Social[] {
  const list: Social[] = []
  const add = (key: string, label: string, value: unknown, image: boolean) => {
    if (typeof value === 'string' && value.trim() !== '') list.push({ key, label, href: value, image })
  }
  add('github', 'GitHub', config.github_link, false)
  add('bilibili', '哔哩哔哩', config.bilibili_link, false)
  add('qq', 'QQ', config.qq_link, true)
  add('wechat', '微信', config.we_chat_link, true)
  return list
}

/** The home page's side column (≥ 798px): the author, site figures, the notice and social links. */
export function SideCard({ config }: { config: SiteConfig | null }) {
  const stats = useLoad('statistic', () => getStatistic())
  const s = stats.data
  const figures: [string, number | undefined][] = [
    ['文章', s?.articleCount],
    ['分类', s?.categoryCount],
    ['标签', s?.tagCount],
    ['访问', s?.viewCount],
  ]
  const name = config?.blog_name || '小站'
  return (
    <aside className="xz-side" aria-label="站点信息">
      <section className="xz-card xz-side__author">
        <div
          className="xz-side__author-bg"
          style={config?.avatar_bg ? { backgroundImage: `url("${config.avatar_bg}")` } : undefined}
        />
        <div className="xz-side__avatar">
          <Avatar src={config?.blog_avatar} name={name} size={84} />
        </div>
        <h2 className="xz-side__name">{name}</h2>
        {config?.personal_say ? <p className="xz-side__say">{config.personal_say}</p> : null}
        <dl className="xz-side__stats">
          {figures.map(([label, value]) => (
            <div key={label} className="xz-side__stat">
              <dt>{label}</dt>
              <dd>{value === undefined ? '—' : formatCount(value)}</dd>
            </div>
          ))}
        </dl>
        {config ? (
          <ul className="xz-side__social">
            {socials(config).map((item) => (
              <li key={item.key}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`xz-side__social-link xz-side__social-link--${item.key}`}
                  title={item.image ? `${item.label}二维码` : item.label}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {config?.blog_notice ? (
        <section className="xz-card xz-side__notice">
          <h2 className="xz-section-title">
            <Icon icon={icons.info} size={18} />
            公告
          </h2>
          <p>{config.blog_notice}</p>
        </section>
      ) : null}
    </aside>
  )
}
