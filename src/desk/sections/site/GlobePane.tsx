import { type FormEvent, useState } from 'react'
import { getGlobeConfig, setDeskGlobe } from '../../../core/api/index.ts'
import type { GlobeConfig } from '../../../core/contract/index.ts'
import { Button, useLoad } from '../../../widgets/ui/index.ts'
import { useSave } from '../../actions.ts'
import { WhenLoaded } from '../../PagedRows.tsx'
import { DangerButton } from '../../DangerButton.tsx'
import * as icons from '../../../widgets/ui/icons.ts'

type Row = { lat: string; lng: string; label: string }
/** The file is hand-editable: rows that are not markers are left out rather than crash the form. */
const toRows = (g: GlobeConfig | null): Row[] =>
  (Array.isArray(g?.points) ? g.points : [])
    .filter((p) => typeof p?.lat === 'number' && typeof p.lng === 'number')
    .map((p) => ({ lat: String(p.lat), lng: String(p.lng), label: String(p.label ?? '') }))

/** The landing globe's markers: latitude, longitude and a name for each. */
export function GlobePane() {
  const loaded = useLoad('desk-globe', () => getGlobeConfig())
  return <WhenLoaded loaded={loaded}>{(globe) => <GlobeForm initial={toRows(globe)} />}</WhenLoaded>
}

const COLUMNS = [
  ['lat', '纬度', 'decimal'],
  ['lng', '经度', 'decimal'],
  ['label', '名称', 'text'],
] as const

function GlobeForm({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial)
  const { busy, save } = useSave()
  const edit = (i: number, patch: Partial<Row>) =>
    setRows(rows.map((r, at) => (at === i ? { ...r, ...patch } : r)))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const points = rows.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng), label: r.label.trim() }))
    const saved = await save(() => setDeskGlobe({ points }), '保存成功')
    if (saved) setRows(toRows(saved))
  }

  return (
    <form className="xz-desk-card" aria-label="地球标记" onSubmit={submit}>
      <ul className="xz-desk-rows" aria-label="标记列表">
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <li key={i} className="xz-desk-row xz-desk-inline xz-desk-globe-row">
            {COLUMNS.map(([key, label, mode]) => (
              <input
                key={key}
                className="xz-input"
                inputMode={mode}
                aria-label={`第 ${i + 1} 个标记的${label}`}
                placeholder={label}
                maxLength={30}
                value={r[key]}
                onChange={(e) => edit(i, { [key]: e.target.value })}
              />
            ))}
            <DangerButton onClick={() => setRows(rows.filter((_, at) => at !== i))}>移除</DangerButton>
          </li>
        ))}
      </ul>
      <div className="xz-desk-form__actions">
        <Button icon={icons.check} type="submit" variant="primary" loading={busy}>
          保存
        </Button>
        <Button onClick={() => setRows([...rows, { lat: '', lng: '', label: '' }])}>添加标记</Button>
      </div>
    </form>
  )
}
