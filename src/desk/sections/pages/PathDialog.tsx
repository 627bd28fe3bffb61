import { type FormEvent, useId, useState } from 'react'
import type { DeskPage } from '../../../core/contract/index.ts'
import { canonicalPagePath } from '../../../core/page-path/index.ts'
import { Button, Dialog, TextField } from '../../../widgets/ui/index.ts'

export type PathAction = 'move' | 'merge'

const WORDING: Record<PathAction, { title: string; label: string; hint: string; ok: string }> = {
  move: {
    title: '移动页面',
    label: '新路径',
    hint: '链接改了时用：评论、浏览量和表态都会搬到新路径；新路径已有页面时两者合并。',
    ok: '移动',
  },
  merge: {
    title: '合并页面',
    label: '合并到的路径',
    hint: '同一网站上已有的页面：评论、浏览量和表态都并入它，本页随后删除，同一访客的表态保留最新的一个。',
    ok: '合并',
  },
}

interface PathDialogProps {
  /** the page to move or merge; null keeps the dialog closed */
  page: DeskPage | null
  action: PathAction
  onClose(): void
  /** the path as typed (the server makes it canonical again) */
  onSubmit(path: string): void
}

/** Asks for the path a page moves to or merges into, showing the one form it will be kept as. */
export function PathDialog({ page, action, onClose, onSubmit }: PathDialogProps) {
  const wording = WORDING[action]
  return (
    <Dialog open={page !== null} onClose={onClose} title={wording.title} width={480}>
      {page ? (
        <PathForm
          key={`${action}:${page.id}`}
          page={page}
          action={action}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      ) : null}
    </Dialog>
  )
}

function PathForm({ page, action, onClose, onSubmit }: PathDialogProps & { page: DeskPage }) {
  const id = useId()
  const wording = WORDING[action]
  const [path, setPath] = useState('')
  const [error, setError] = useState<string | null>(null)
  const canonical = path.trim() ? canonicalPagePath(path) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canonical) return setError('页面路径无效')
    if (canonical === page.path) return setError('这就是本页的路径')
    onSubmit(canonical)
  }
  return (
    <form className="xz-desk-form" onSubmit={submit} noValidate>
      <p className="xz-desk-form__wide">
        {page.site} <code className="xz-desk-page-row__path">{page.path}</code>
      </p>
      <p className="xz-desk-form__wide xz-desk-row__meta">{wording.hint}</p>
      <TextField
        id={`${id}-path`}
        className="xz-desk-form__wide"
        label={wording.label}
        placeholder="/posts/new-name/"
        autoComplete="off"
        value={path}
        error={error}
        hint={canonical && canonical !== path.trim() ? `将保存为 ${canonical}` : undefined}
        onChange={(e) => {
          setPath(e.target.value)
          setError(null)
        }}
      />
      <div className="xz-desk-form__actions">
        <Button type="submit" variant={action === 'merge' ? 'danger' : 'primary'}>
          {wording.ok}
        </Button>
        <Button onClick={onClose}>取消</Button>
      </div>
    </form>
  )
}
