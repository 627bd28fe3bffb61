import { useEffect, useRef, useState } from 'react'
import { getDeskTalks } from '../../../core/api/desk.ts'
import { deleteTalkById, publishTalk, toggleTalkTop, updateTalk } from '../../../core/api/talk.ts'
import { TALK_IMAGES_MAX, type Talk } from '../../../core/contract/index.ts'
import { toast } from '../../../core/toast/index.ts'
import { talkError } from '../../../core/validate/index.ts'
import { Button, useLoad } from '../../../widgets/ui/index.ts'
import { useRowAct, useSave } from '../../actions.ts'
import { useLeaveGuard } from '../../leave-guard.ts'
import { useMediaStyles } from '../../media-styles.ts'
import { PagedRows } from '../../PagedRows.tsx'
import type { SectionProps } from '../../section.ts'
import { imageFiles, PickImages, UploadProgress, useUploads } from '../../uploads.tsx'
import { DangerButton } from '../../DangerButton.tsx'

const PAGE_SIZE = 10
const TALKS_PATH = '/desk/talks'

interface TalkDraft {
  id: number | null
  content: string
  images: string[]
  hidden: boolean
  pinned: boolean
}

const blank = (): TalkDraft => ({ id: null, content: '', images: [], hidden: false, pinned: false })

const fromTalk = (t: Talk): TalkDraft => ({
  id: t.id,
  content: t.content,
  images: [...t.talkImgList],
  hidden: t.status === 2,
  pinned: t.is_top === 1,
})

const talksPage = (n: number) => (n > 1 ? `${TALKS_PATH}?page=${n}` : TALKS_PATH)

const pageFrom = (search: string) => {
  const n = Number(new URLSearchParams(search).get('page'))
  return Number.isInteger(n) && n > 0 ? n : 1
}

/** /desk/talks: write a talk with up to nine images; edit, pin, hide and delete the ones there. */
export default function TalksSection({ search, navigate }: SectionProps) {
  const current = pageFrom(search)
  const list = useLoad(`talks-${current}`, () => getDeskTalks({ current, size: PAGE_SIZE }), { keep: true })
  const [draft, setDraftState] = useState<TalkDraft>(blank)
  // a fresh composer each time: after publishing, the blank one must not keep the sent text
  const [round, setRound] = useState(0)
  const setDraft = (next: TalkDraft) => {
    setDraftState(next)
    setRound((n) => n + 1)
  }
  const rows = useRowAct(list.reload)
  const busy = rows.busy
  const root = useRef<HTMLElement>(null)
  useMediaStyles(root)

  const act = (talk: Talk, run: () => Promise<unknown>, done: string) => rows.act(talk.id, null, run, done)

  const remove = async (talk: Talk) => {
    const removed = await rows.act(
      talk.id,
      '确定删除这条说说吗？删除后无法恢复。',
      () => deleteTalkById(talk.id),
      '删除成功',
      { okText: '删除' },
    )
    if (removed && draft.id === talk.id) setDraft(blank())
  }

  return (
    <section ref={root} className="xz-desk-page" aria-labelledby="desk-talks-title">
      <header className="xz-desk-page__head">
        <h1 id="desk-talks-title" className="xz-desk-page__title">
          说说
        </h1>
      </header>
      <Composer
        key={round}
        draft={draft}
        onDone={() => {
          setDraft(blank())
          list.reload()
        }}
        onCancel={() => setDraft(blank())}
      />
      <PagedRows
        label="说说列表"
        empty="还没有说说"
        loaded={list}
        current={current}
        onPage={(n) => navigate(talksPage(n))}
        hrefFor={talksPage}
        row={(t) => (
          <li key={t.id} className="xz-desk-row">
            <div className="xz-desk-row__main">
              <p className="xz-desk-talk__text">
                {t.is_top ? <span className="xz-desk-chip xz-desk-chip--top">置顶</span> : null}
                {t.status === 2 ? <span className="xz-desk-chip">已隐藏</span> : null}
                {t.content}
              </p>
              {t.talkImgList.length > 0 ? (
                <div className="xz-desk-thumbs">
                  {t.talkImgList.map((url) => (
                    <img key={url} src={url} alt="" loading="lazy" className="xz-desk-thumb" />
                  ))}
                </div>
              ) : null}
              <p className="xz-desk-row__meta">
                <time dateTime={t.createdAt}>{t.createdAt.slice(0, 16).replace('T', ' ')}</time>
                <span>点赞 {t.like_times}</span>
                <span>评论 {t.comment_total}</span>
              </p>
            </div>
            <div className="xz-desk-row__actions">
              <Button variant="text" onClick={() => setDraft(fromTalk(t))}>
                编辑
              </Button>
              <Button
                variant="text"
                disabled={busy === t.id}
                onClick={() => void act(t, () => toggleTalkTop(t.id), t.is_top ? '已取消置顶' : '已置顶')}
              >
                {t.is_top ? '取消置顶' : '置顶'}
              </Button>
              <Button
                variant="text"
                disabled={busy === t.id}
                onClick={() =>
                  void act(
                    t,
                    () => updateTalk({ id: t.id, content: t.content, status: t.status === 2 ? 1 : 2 }),
                    t.status === 2 ? '已公开' : '已隐藏',
                  )
                }
              >
                {t.status === 2 ? '公开' : '隐藏'}
              </Button>
              <DangerButton disabled={busy === t.id} onClick={() => void remove(t)}>
                删除
              </DangerButton>
            </div>
          </li>
        )}
      />
      {rows.dialog}
    </section>
  )
}

interface ComposerProps {
  draft: TalkDraft
  onDone(): void
  onCancel(): void
}

function Composer({ draft, onDone, onCancel }: ComposerProps) {
  const [content, setContent] = useState(draft.content)
  const [images, setImages] = useState(draft.images)
  const [hidden, setHidden] = useState(draft.hidden)
  const [pinned, setPinned] = useState(draft.pinned)
  const [error, setError] = useState('')
  const { busy: saving, save } = useSave()
  const uploads = useUploads()
  // images on their way count against the nine, so a second pick cannot overshoot
  const pending = useRef(0)
  const text = useRef<HTMLTextAreaElement>(null)
  useLeaveGuard(() => content !== draft.content || images.join() !== draft.images.join())

  // editing an older talk brings the composer (at the top) into view
  useEffect(() => {
    if (draft.id === null) return
    text.current?.scrollIntoView?.({ block: 'center' })
    text.current?.focus()
  }, [draft.id])

  const addImages = (files: File[]) => {
    const room = TALK_IMAGES_MAX - images.length - pending.current
    if (files.length > room) toast.warning(`最多 ${TALK_IMAGES_MAX} 张图片`)
    for (const file of files.slice(0, Math.max(0, room))) {
      pending.current++
      uploads
        .add(file)
        .then(
          (result) => setImages((now) => (now.length < TALK_IMAGES_MAX ? [...now, result.url] : now)),
          (failure: Error) => toast.error(`${file.name}：${failure.message}`),
        )
        .finally(() => pending.current--)
    }
  }

  const send = async () => {
    const problem = talkError(content)
    setError(problem ?? '')
    if (problem) return
    if (uploads.busy) {
      toast.warning('图片还在上传，请稍候')
      return
    }
    const body = {
      content: content.trim(),
      talkImgList: images,
      status: hidden ? 2 : 1,
      is_top: pinned ? 1 : 0,
    } as const
    const { id } = draft
    const saved = await save(
      () => (id === null ? publishTalk(body) : updateTalk({ ...body, id })),
      id === null ? '发布成功' : '保存成功',
    )
    if (saved) onDone()
  }

  return (
    <form
      className="xz-desk-card xz-desk-composer"
      aria-label={draft.id === null ? '发布说说' : '编辑说说'}
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        const files = imageFiles(e.dataTransfer.files)
        if (files.length === 0) return
        e.preventDefault()
        addImages(files)
      }}
    >
      <textarea
        ref={text}
        className="xz-input xz-desk-composer__text"
        aria-label="说说内容"
        placeholder="分享此刻的想法……（可以拖入图片）"
        value={content}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setContent(e.target.value)}
      />
      {error ? (
        <p className="xz-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className="xz-desk-thumbs" aria-label="已添加的图片">
          {images.map((url, i) => (
            <li key={url} className="xz-desk-thumbs__item">
              <img src={url} alt={`第 ${i + 1} 张图片`} className="xz-desk-thumb" />
              <button
                type="button"
                className="xz-desk-thumbs__remove"
                aria-label={`移除第 ${i + 1} 张图片`}
                onClick={() => setImages(images.filter((u) => u !== url))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <UploadProgress text={uploads.text} percent={uploads.percent} busy={uploads.busy} />
      <div className="xz-desk-composer__bar">
        <PickImages size="small" multiple disabled={images.length >= TALK_IMAGES_MAX} onFiles={addImages}>
          图片 {images.length}/{TALK_IMAGES_MAX}
        </PickImages>
        <label className="xz-desk-choice">
          <input type="checkbox" checked={pinned} onChange={(e) => setPinned(e.target.checked)} />
          置顶
        </label>
        <label className="xz-desk-choice">
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
          隐藏（仅自己可见）
        </label>
        <span className="xz-desk-composer__send">
          {draft.id !== null ? (
            <Button type="button" onClick={onCancel}>
              取消编辑
            </Button>
          ) : null}
          <Button type="submit" variant="primary" loading={saving}>
            {draft.id === null ? '发布' : '保存修改'}
          </Button>
        </span>
      </div>
    </form>
  )
}
