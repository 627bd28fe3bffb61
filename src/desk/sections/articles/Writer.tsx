import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { getDeskArticle } from '../../../core/api/desk.ts'
import { getCategoryDictionary, getTagDictionary } from '../../../core/api/category.ts'
import type { Article, Category, Tag } from '../../../core/contract/index.ts'
import {
  createWriter,
  imageMarkdown,
  TOOLBAR,
  uploadPlaceholder,
  writerDirty,
} from '../../../core/desk/index.ts'
import { toast } from '../../../core/toast/index.ts'
import { Button, ErrorState, isPlainClick, Loading, useConfirm, useLoad } from '../../../widgets/ui/index.ts'
import { useLeaveGuard } from '../../leave-guard.ts'
import type { SectionProps } from '../../section.ts'
import { PickImages, UploadProgress, useUploads } from '../../uploads.tsx'
import { type EditorHandle, MarkdownEditor } from './MarkdownEditor.tsx'
import { MetaFields } from './MetaFields.tsx'
import { ARTICLES_PATH, idFromSearch, writePath } from './paths.ts'
import { Preview } from './Preview.tsx'

interface Loaded {
  article: Article | null
  categories: Category[]
  tags: Tag[]
}

async function loadWriter(id: number | null): Promise<Loaded> {
  const [article, categories, tags] = await Promise.all([
    id === null ? null : getDeskArticle(id),
    getCategoryDictionary(),
    getTagDictionary(),
  ])
  return { article, categories, tags }
}

/** /desk/articles/write[?id=N]: the writing page, once the article and the taxonomy are in. */
export default function Writer({ search, navigate }: SectionProps) {
  const id = idFromSearch(search)
  const loaded = useLoad(`write-${id ?? 'new'}`, () => loadWriter(id))
  if (loaded.status === 'error') return <ErrorState message={loaded.error} onRetry={loaded.reload} />
  if (!loaded.data) return <Loading />
  return <WriterForm key={id ?? 'new'} {...loaded.data} navigate={navigate} />
}

const time = (ms: number) =>
  new Date(ms).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', second: '2-digit' })

let nextUpload = 0

interface WriterFormProps extends Loaded {
  navigate: SectionProps['navigate']
}

function WriterForm({ article, categories, tags, navigate }: WriterFormProps) {
  // one writer for the page's life, as the page is keyed by the article it edits
  const [writer] = useState(() => createWriter({ article, categories, tags }))
  const form = useStore(writer, (s) => s.form)
  const errors = useStore(writer, (s) => s.errors)
  const offer = useStore(writer, (s) => s.offer)
  const draftSavedAt = useStore(writer, (s) => s.draftSavedAt)
  const saving = useStore(writer, (s) => s.saving)
  const editorSeed = useStore(writer, (s) => s.editorSeed)
  const { change, restore, discard } = writer.getState()
  // which half shows where there is room for one only (phones): drawing, not the writer's state
  const [view, setView] = useState<'edit' | 'preview'>('edit')
  const editor = useRef<EditorHandle>(null)
  const uploads = useUploads()
  const { confirm, dialog } = useConfirm()

  useLeaveGuard(() => writerDirty(writer.getState()))
  // a draft pending when the page goes away (another desk page, a closed tab) is written at once
  useEffect(() => {
    const flush = () => writer.getState().flush()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [writer])

  const onImages = (files: File[]) => {
    for (const file of files) {
      const token = uploadPlaceholder(`${Date.now().toString(36)}-${++nextUpload}`)
      editor.current?.insert(`${token}\n`)
      uploads.add(file).then(
        (result) => editor.current?.replace(token, imageMarkdown(file.name, result.url)),
        (error: Error) => {
          editor.current?.replace(`${token}\n`, '')
          toast.error(`${file.name}：${error.message}`)
        },
      )
    }
  }

  const save = async () => {
    const id = await writer.getState().save({ uploading: uploads.busy })
    // a new article continues under its own address (and is then edited like any other)
    if (id !== null) navigate(writePath(id), { replace: true })
  }

  const remove = async () => {
    if (!article) return
    const question = `确定删除《${article.article_title}》吗？删除后无法恢复。`
    if (!(await confirm(question, { danger: true, okText: '删除' }))) return
    if (await writer.getState().remove()) navigate(ARTICLES_PATH)
  }

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    navigate(ARTICLES_PATH)
  }

  const saveLabel = form.status === 3 ? '保存草稿' : article ? '保存修改' : '发布'
  return (
    <section className="xz-desk-page xz-desk-writer" aria-labelledby="desk-writer-title">
      <header className="xz-desk-page__head">
        <div className="xz-desk-writer__heading">
          <a href={ARTICLES_PATH} className="xz-desk-back" onClick={back}>
            文章列表
          </a>
          <h1 id="desk-writer-title" className="xz-desk-page__title">
            {article ? '编辑文章' : '写文章'}
          </h1>
        </div>
        <div className="xz-desk-writer__actions">
          <span className="xz-desk-writer__saved" aria-live="polite">
            {draftSavedAt ? `草稿已自动保存 ${time(draftSavedAt)}` : ''}
          </span>
          {article ? (
            <Button variant="danger" onClick={() => void remove()}>
              删除
            </Button>
          ) : null}
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {saveLabel}
          </Button>
        </div>
      </header>

      {offer ? (
        <div className="xz-desk-offer" role="alert">
          <span>发现 {new Date(offer.savedAt).toLocaleString('zh-CN')} 自动保存的草稿，是否恢复？</span>
          <span className="xz-desk-offer__actions">
            <Button size="small" variant="primary" onClick={restore}>
              恢复草稿
            </Button>
            <Button size="small" onClick={discard}>
              丢弃
            </Button>
          </span>
        </div>
      ) : null}

      <label className="xz-desk-writer__title">
        <span className="xz-sr-only">标题</span>
        <input
          className="xz-input"
          placeholder="文章标题"
          maxLength={100}
          value={form.article_title}
          aria-invalid={errors.article_title ? true : undefined}
          onChange={(e) => change({ article_title: e.target.value })}
        />
      </label>
      {errors.article_title ? (
        <p className="xz-field__error" role="alert">
          {errors.article_title}
        </p>
      ) : null}

      <details className="xz-desk-card xz-desk-writer__meta" open>
        <summary>文章设置</summary>
        <MetaFields form={form} errors={errors} categories={categories} tags={tags} onChange={change} />
      </details>

      <div className="xz-desk-writer__work" data-view={view}>
        <div className="xz-desk-writer__tabs" role="tablist" aria-label="编辑或预览">
          {(['edit', 'preview'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              className="xz-desk-writer__tab"
              onClick={() => setView(v)}
            >
              {v === 'edit' ? '编辑' : '预览'}
            </button>
          ))}
        </div>
        <div className="xz-desk-editor">
          <div className="xz-desk-toolbar" role="toolbar" aria-label="格式">
            {TOOLBAR.map((c) => (
              <button
                key={c.name}
                type="button"
                className="xz-desk-toolbar__btn"
                title={`${c.label}（${c.key.replace('Mod', 'Ctrl')}）`}
                onClick={() => editor.current?.run(c.run)}
              >
                {c.label}
              </button>
            ))}
            <PickImages size="small" variant="text" multiple onFiles={onImages}>
              上传图片
            </PickImages>
          </div>
          <UploadProgress text={uploads.text} percent={uploads.percent} busy={uploads.busy} />
          <MarkdownEditor
            key={editorSeed}
            ref={editor}
            initial={form.article_content}
            label="正文（Markdown）"
            onChange={(article_content) => change({ article_content })}
            onImages={onImages}
          />
          {errors.article_content ? (
            <p className="xz-field__error" role="alert">
              {errors.article_content}
            </p>
          ) : null}
        </div>
        <Preview form={form} saved={article} />
      </div>
      {dialog}
    </section>
  )
}
