import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { addArticle, deleteArticle, updateArticle } from '../../../core/api/article.ts'
import { getDeskArticle } from '../../../core/api/desk.ts'
import { getCategoryDictionary, getTagDictionary } from '../../../core/api/category.ts'
import type { Article, Category, Tag } from '../../../core/contract/index.ts'
import {
  type ArticleDraft,
  type ArticleForm,
  createAutosave,
  createDraftStore,
  draftKey,
  emptyArticleForm,
  type FormErrors,
  formFromArticle,
  imageMarkdown,
  sameForm,
  TOOLBAR,
  uploadPlaceholder,
  validateArticleForm,
  writeBody,
} from '../../../core/desk/index.ts'
import { toast } from '../../../core/toast/index.ts'
import {
  Button,
  ErrorState,
  isPlainClick,
  Loading,
  toastFailure,
  useConfirm,
  useLoad,
} from '../../../widgets/ui/index.ts'
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
  const key = draftKey(article?.id ?? null)
  const drafts = useMemo(() => createDraftStore(), [])
  const start = useMemo(() => (article ? formFromArticle(article) : emptyArticleForm()), [article])
  const [form, setForm] = useState<ArticleForm>(start)
  const [errors, setErrors] = useState<FormErrors>({})
  const [offer, setOffer] = useState<ArticleDraft | null>(() => {
    const draft = drafts.load(key)
    return draft && !sameForm(draft.form, start) ? draft : null
  })
  const [draftSavedAt, setDraftSavedAt] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const [view, setView] = useState<'edit' | 'preview'>('edit')
  const [editorSeed, setEditorSeed] = useState(0)
  const editor = useRef<EditorHandle>(null)
  const uploads = useUploads()
  const { confirm, dialog } = useConfirm()

  // what leaving would lose is judged against what the server has
  const latest = useRef({ form, base: start })
  latest.current.form = form
  const dirty = useCallback(() => !sameForm(latest.current.form, latest.current.base), [])
  useLeaveGuard(dirty)

  const autosave = useMemo(
    () =>
      createAutosave(() => {
        const { form: now } = latest.current
        if (!dirty()) {
          drafts.remove(key)
          return
        }
        if (drafts.save(key, now)) setDraftSavedAt(Date.now())
      }),
    [drafts, key, dirty],
  )
  useEffect(() => () => autosave.flush(), [autosave])
  useEffect(() => {
    const flush = () => autosave.flush()
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [autosave])

  const change = (patch: Partial<ArticleForm>) => {
    setForm((prev) => ({ ...prev, ...patch }))
    // a draft is only offered until the owner starts on the page as it is
    if (offer) setOffer(null)
    autosave.schedule()
  }

  const restore = () => {
    if (!offer) return
    setForm(offer.form)
    latest.current.form = offer.form
    setOffer(null)
    // the editor holds its own text: it starts again from the draft's
    setEditorSeed((n) => n + 1)
  }
  const discard = () => {
    drafts.remove(key)
    setOffer(null)
  }

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
    const found = validateArticleForm(form)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      toast.warning('请先完善标记的内容')
      return
    }
    if (uploads.busy) {
      toast.warning('图片还在上传，请稍候')
      return
    }
    setSaving(true)
    try {
      const body = writeBody(form, categories, tags)
      const saved = article ? await updateArticle({ ...body, id: article.id }) : await addArticle(body)
      autosave.cancel()
      drafts.remove(key)
      latest.current.base = form
      toast.success(form.status === 3 ? '草稿已保存' : article ? '保存成功' : '发布成功')
      // a new article continues under its own address (and is then edited like any other)
      navigate(writePath(saved.id), { replace: true })
      if (article) setDraftSavedAt(null)
    } catch (error) {
      toastFailure(error, '保存失败')
    } finally {
      setSaving(false)
    }
  }

  const remove = async () => {
    if (!article) return
    if (
      !(await confirm(`确定删除《${article.article_title}》吗？删除后无法恢复。`, {
        danger: true,
        okText: '删除',
      }))
    )
      return
    try {
      await deleteArticle(article.id)
      autosave.cancel()
      drafts.remove(key)
      latest.current.form = latest.current.base
      toast.success('删除成功')
      navigate(ARTICLES_PATH)
    } catch (error) {
      toastFailure(error, '删除失败')
    }
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
