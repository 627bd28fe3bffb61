import { type FormEvent, useId, useState } from 'react'
import { importDeskComments } from '../../../core/api/index.ts'
import { Button, FormField, TextField } from '../../../widgets/ui/index.ts'
import { useSave } from '../../actions.ts'

/** The exports the import reads (docs/comment-migration.md): JSON, one-object-a-line, XML, artrans. */
const COMMENT_IMPORT_ACCEPT = '.json,.jsonl,.artrans,.xml,application/json,application/xml,text/xml'

/**
 * 数据: another comment system's export (Waline, Valine, Twikoo, Artalk, Disqus, WordPress),
 * imported as `npm run import -- <file>` would; a dry run first by default, the report shown.
 */
export function ImportPane() {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [site, setSite] = useState('')
  const [dryRun, setDryRun] = useState(true)
  const [lines, setLines] = useState<string[]>([])
  const { busy, save } = useSave()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    const done = dryRun ? '试运行完成' : '导入完成'
    const report = await save(() => importDeskComments(file, { site: site.trim(), dryRun }), done, '导入失败')
    if (report) setLines(report.lines)
  }

  return (
    <>
      <form className="xz-desk-card xz-desk-form" aria-label="导入评论" onSubmit={submit} noValidate>
        <FormField
          label="评论导出文件"
          htmlFor={`${id}-file`}
          hint="Waline、Valine（LeanCloud）、Twikoo、Artalk（artrans）、Disqus 或 WordPress 的导出；更大的文件请用 npm run import"
        >
          <input
            id={`${id}-file`}
            type="file"
            accept={COMMENT_IMPORT_ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <TextField
          id={`${id}-site`}
          label="原站点网址"
          hint="只有路径的评论属于这个站点，例如 https://old.example.com"
          inputMode="url"
          value={site}
          onChange={(e) => setSite(e.target.value)}
        />
        <label className="xz-desk-choice">
          <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
          试运行（只列出将导入什么，不写入）
        </label>
        <div className="xz-desk-form__actions">
          <Button type="submit" variant="primary" loading={busy} disabled={!file}>
            {dryRun ? '试运行' : '导入评论'}
          </Button>
        </div>
      </form>
      {lines.length > 0 ? (
        <section className="xz-desk-card" aria-label="导入报告">
          <pre>{lines.join('\n')}</pre>
        </section>
      ) : null}
    </>
  )
}
