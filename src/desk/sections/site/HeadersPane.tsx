import { type ChangeEvent, useState } from 'react'
import { getAllPageHeader, setDeskPageHeader } from '../../../core/api/index.ts'
import { PAGE_ROUTES, type PageHeader, type PageRoute } from '../../../core/contract/index.ts'
import { toast } from '../../../core/toast/index.ts'
import { Button, toastFailure, useLoad } from '../../../widgets/ui/index.ts'
import { uploadPicked } from '../common.ts'
import { WhenLoaded } from '../../PagedRows.tsx'

/** The pages, as a reader knows them. */
const ROUTE_LABEL: Record<PageRoute, string> = {
  Home: '首页',
  Archives: '归档',
  Category: '分类',
  Tag: '标签',
  PhotoAlbum: '相册',
  Talk: '说说',
  LinkList: '友链',
  MessageList: '留言板',
  Front: '前端资源',
  Back: '后端资源',
  SiteList: '网站导航',
  UserCenter: '个人中心',
  ArticleList: '文章列表',
  PublishMessage: '发布留言',
  MessageDetail: '留言详情',
}

/** Every page's header image, its saved picture shown: paste an address or upload one; each row saves on its own. */
export function HeadersPane() {
  const loaded = useLoad('desk-headers', () => getAllPageHeader())
  return <WhenLoaded loaded={loaded}>{(headers) => <HeaderRows headers={headers} />}</WhenLoaded>
}

function HeaderRows({ headers }: { headers: PageHeader[] }) {
  const stored = (route: PageRoute) => headers.find((h) => h.route_name === route)?.bg_url ?? ''
  const [saved, setSaved] = useState<Record<string, string>>(() =>
    Object.fromEntries(PAGE_ROUTES.map((r) => [r, stored(r)])),
  )
  const [urls, setUrls] = useState(saved)
  const [busy, setBusy] = useState<PageRoute | null>(null)

  const save = async (route: PageRoute, bg_url: string) => {
    setBusy(route)
    try {
      await setDeskPageHeader({ route_name: route, bg_url })
      setUrls((u) => ({ ...u, [route]: bg_url }))
      setSaved((u) => ({ ...u, [route]: bg_url }))
      toast.success(`${ROUTE_LABEL[route]}背景已保存`)
    } catch (error) {
      toastFailure(error, '保存失败')
    } finally {
      setBusy(null)
    }
  }

  const upload = (route: PageRoute) => async (event: ChangeEvent<HTMLInputElement>) => {
    setBusy(route)
    const url = await uploadPicked(event)
    setBusy(null)
    if (url) await save(route, url)
  }

  return (
    <ul className="xz-desk-rows" aria-label="页面背景">
      {PAGE_ROUTES.map((route) => (
        <li key={route} className="xz-desk-row">
          <div className="xz-desk-row__main xz-desk-inline">
            {/* the saved picture, not the address being typed: no request per keystroke */}
            {saved[route] ? (
              <img className="xz-desk-header-thumb" src={saved[route]} alt="" loading="lazy" />
            ) : (
              <span className="xz-desk-header-thumb" />
            )}
            <strong className="xz-desk-header-name">{ROUTE_LABEL[route]}</strong>
            <input
              className="xz-input"
              aria-label={`${ROUTE_LABEL[route]}背景图片地址`}
              value={urls[route] ?? ''}
              onChange={(e) => setUrls({ ...urls, [route]: e.target.value })}
            />
          </div>
          <div className="xz-desk-row__actions">
            <label className="xz-button xz-button--text">
              上传
              <input
                type="file"
                accept="image/*"
                hidden
                aria-label={`上传${ROUTE_LABEL[route]}背景`}
                disabled={busy === route}
                onChange={upload(route)}
              />
            </label>
            <Button
              variant="text"
              loading={busy === route}
              aria-label={`保存${ROUTE_LABEL[route]}背景`}
              onClick={() => void save(route, (urls[route] ?? '').trim())}
            >
              保存
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
