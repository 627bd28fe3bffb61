import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { addDeskSite, getDeskSites, removeDeskSite } from '../../../core/api/index.ts'
import type { DeskSite } from '../../../core/contract/index.ts'
import { embedSnippets, SITE_NAME_MAX, siteNameError, siteOriginError } from '../../../core/sites/index.ts'
import { toast } from '../../../core/toast/index.ts'
import { Button, TextField, useLoad } from '../../../widgets/ui/index.ts'
import * as icons from '../../../widgets/ui/icons.ts'
import { useRowAct, useSave } from '../../actions.ts'
import { DangerButton } from '../../DangerButton.tsx'
import { WhenLoaded } from '../../PagedRows.tsx'
import { day } from '../common.ts'

/**
 * The sites whose pages may embed the widgets (docs/desk-api.md §Sites and pages): those of
 * XZ_ALLOWED_ORIGINS, fixed here, and those added here, which count at once; for each, the
 * snippets to paste into its pages.
 */
export function SitesPane() {
  const loaded = useLoad('desk-sites', () => getDeskSites(), { keep: true })
  const rows = useRowAct(loaded.reload)
  const remove = (site: DeskSite) =>
    rows.act(
      site.id,
      `确定删除网站「${site.name}」吗？它的页面将立即无法再使用评论、聊天等组件（已有的评论会保留）。`,
      () => removeDeskSite(site.id),
      '删除成功',
    )
  return (
    <>
      <AddSiteForm onAdded={loaded.reload} />
      <WhenLoaded loaded={loaded}>
        {({ environment, sites }) => (
          <ul className="xz-desk-rows" aria-label="站点列表">
            <SiteRow
              origin={location.origin}
              name="本站"
              note={<span className="xz-desk-chip">博客自身</span>}
            />
            {environment.map((origin) => (
              <SiteRow
                key={origin}
                origin={origin}
                note={
                  <span className="xz-desk-chip" title="来自环境变量 XZ_ALLOWED_ORIGINS">
                    环境变量 · 不可在此删除
                  </span>
                }
              />
            ))}
            {sites.map((site) => (
              <SiteRow
                key={site.id}
                origin={site.origin}
                name={site.name}
                note={<span>添加于 {day(site.createdAt)}</span>}
                action={
                  <DangerButton
                    disabled={rows.busy === site.id}
                    aria-label={`删除网站「${site.name}」`}
                    onClick={() => void remove(site)}
                  >
                    删除
                  </DangerButton>
                }
              />
            ))}
          </ul>
        )}
      </WhenLoaded>
      {rows.dialog}
    </>
  )
}

const EMPTY = { origin: '', name: '' }

function AddSiteForm({ onAdded }: { onAdded(): void }) {
  const id = useId()
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<{ origin?: string | null; name?: string | null }>({})
  const { busy, save } = useSave()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = { origin: siteOriginError(form.origin), name: siteNameError(form.name) }
    setErrors(found)
    if (found.origin || found.name) return
    const added = await save(
      () => addDeskSite({ origin: form.origin.trim(), name: form.name.trim() }),
      '已添加，立即生效',
      '添加失败',
    )
    if (added) {
      setForm(EMPTY)
      onAdded()
    }
  }
  return (
    <form
      className="xz-desk-card xz-desk-form xz-desk-site-form"
      aria-label="添加网站"
      onSubmit={submit}
      noValidate
    >
      <TextField
        id={`${id}-origin`}
        label="网站地址"
        placeholder="https://blog.example.com"
        inputMode="url"
        autoComplete="off"
        value={form.origin}
        error={errors.origin}
        onChange={(e) => setForm({ ...form, origin: e.target.value })}
      />
      <TextField
        id={`${id}-name`}
        label="网站名称"
        placeholder="我的另一个博客"
        maxLength={SITE_NAME_MAX}
        value={form.name}
        error={errors.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <div className="xz-desk-form__actions">
        <Button type="submit" variant="primary" icon={icons.check} loading={busy}>
          添加网站
        </Button>
      </div>
    </form>
  )
}

interface SiteRowProps {
  origin: string
  name?: string
  note: ReactNode
  action?: ReactNode
}

/** One site: its address and name, where it comes from, and its snippets. */
function SiteRow({ origin, name, note, action }: SiteRowProps) {
  return (
    <li className="xz-desk-row xz-desk-site-row">
      <div className="xz-desk-row__main">
        <a className="xz-desk-row__title" href={origin} target="_blank" rel="noreferrer">
          {name ?? origin}
        </a>
        <p className="xz-desk-row__meta">
          {name ? <span>{origin}</span> : null}
          {note}
        </p>
        <Snippets site={name ?? origin} />
      </div>
      {action ? <div className="xz-desk-row__actions">{action}</div> : null}
    </li>
  )
}

/** Ready-to-copy HTML for every element, pointed at this blog (the desk's own origin). */
function Snippets({ site }: { site: string }) {
  return (
    <details className="xz-desk-snippets">
      <summary>嵌入代码</summary>
      <ul aria-label={`${site}的嵌入代码`}>
        {embedSnippets(location.origin).map((s) => (
          <li key={s.label} className="xz-desk-snippet">
            <span className="xz-desk-snippet__label">{s.label}</span>
            <code className="xz-desk-snippet__code">{s.code}</code>
            <Button size="small" aria-label={`复制${s.label}代码`} onClick={() => void copy(s.code)}>
              复制
            </Button>
          </li>
        ))}
      </ul>
    </details>
  )
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success('已复制')
  } catch {
    toast.error('复制失败，请手动选中代码复制')
  }
}
