import { type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import type { Category, Tag } from '../../../core/contract/index.ts'
import {
  ARTICLE_LIMITS,
  type ArticleForm,
  addTag,
  type FormErrors,
  STATUS_LABEL,
  TYPE_LABEL,
} from '../../../core/desk/index.ts'
import { toast } from '../../../core/toast/index.ts'
import { Button, FormField, Icon, TextField } from '../../../widgets/ui/index.ts'
import { PickImages, UploadProgress, useUploads } from '../../uploads.tsx'
import * as icons from '../../../widgets/ui/icons.ts'

export interface MetaFieldsProps {
  form: ArticleForm
  errors: FormErrors
  categories: readonly Category[]
  tags: readonly Tag[]
  onChange(patch: Partial<ArticleForm>): void
}

/** Everything about an article but its title and text: summary, cover, taxonomy, type, pin, status. */
export function MetaFields({ form, errors, categories, tags, onChange }: MetaFieldsProps) {
  const id = useId()
  const field = (name: string) => `${id}-${name}`
  const knownCategory = categories.some((c) => c.category_name === form.category_name.trim())
  return (
    <div className="xz-desk-meta">
      <FormField
        label="简介"
        hint="选填，列表和分享时显示"
        htmlFor={field('desc')}
        error={errors.article_description}
      >
        <textarea
          id={field('desc')}
          className="xz-input xz-desk-meta__desc"
          maxLength={ARTICLE_LIMITS.description}
          value={form.article_description}
          onChange={(e) => onChange({ article_description: e.target.value })}
        />
      </FormField>

      <CoverField cover={form.article_cover} onChange={(article_cover) => onChange({ article_cover })} />

      <TextField
        label="分类"
        hint={form.category_name.trim() && !knownCategory ? '新分类，保存时创建' : undefined}
        id={field('category')}
        error={errors.category_name}
        list={field('categories')}
        placeholder="选择或输入新分类"
        maxLength={ARTICLE_LIMITS.term}
        value={form.category_name}
        onChange={(e) => onChange({ category_name: e.target.value })}
      />
      <datalist id={field('categories')}>
        {categories.map((c) => (
          <option key={c.id} value={c.category_name} />
        ))}
      </datalist>

      <TagsField
        tags={form.tags}
        known={tags}
        error={errors.tags}
        onChange={(next) => onChange({ tags: next })}
      />

      <ChoicesField
        label="类型"
        labels={TYPE_LABEL}
        value={form.type}
        onChange={(type) => onChange({ type })}
      />
      {form.type !== 1 ? (
        <TextField
          label="原文链接"
          id={field('origin')}
          error={errors.origin_url}
          type="url"
          placeholder="https://"
          value={form.origin_url}
          onChange={(e) => onChange({ origin_url: e.target.value })}
        />
      ) : null}

      <ChoicesField
        label="状态"
        labels={STATUS_LABEL}
        value={form.status}
        onChange={(status) => onChange({ status })}
      >
        <label className="xz-desk-choice">
          <input
            type="checkbox"
            checked={form.is_top === 1}
            onChange={(e) => onChange({ is_top: e.target.checked ? 1 : 0 })}
          />
          置顶
        </label>
      </ChoicesField>
    </div>
  )
}

/** A field of radios over the keys 1, 2, 3 of a Chinese label table (status, type), then `children`. */
function ChoicesField<K extends 1 | 2 | 3>({
  label,
  labels,
  value,
  onChange,
  children,
}: {
  label: string
  labels: Record<K, string>
  value: K
  onChange(value: K): void
  children?: ReactNode
}) {
  const name = useId()
  return (
    <FormField label={label} group>
      <div className="xz-desk-choices">
        {(Object.keys(labels) as `${K}`[]).map((raw) => {
          const key = Number(raw) as K
          return (
            <label key={raw} className="xz-desk-choice">
              <input type="radio" name={name} checked={value === key} onChange={() => onChange(key)} />
              {labels[key]}
            </label>
          )
        })}
        {children}
      </div>
    </FormField>
  )
}

function CoverField({ cover, onChange }: { cover: string; onChange(url: string): void }) {
  const uploads = useUploads()
  const id = useId()
  const upload = (files: File[]) => {
    const file = files[0]
    if (!file) return
    uploads.add(file).then(
      (result) => onChange(result.url),
      (error: Error) => toast.error(error.message),
    )
  }
  return (
    <FormField label="封面" hint="选填" htmlFor={id}>
      <div className="xz-desk-cover">
        {cover ? <img className="xz-desk-cover__img" src={cover} alt="封面预览" /> : null}
        <div className="xz-desk-cover__controls">
          <input
            id={id}
            className="xz-input"
            placeholder="图片地址，或上传一张"
            value={cover}
            onChange={(e) => onChange(e.target.value)}
          />
          <div className="xz-desk-cover__buttons">
            <PickImages size="small" loading={uploads.busy} onFiles={upload}>
              上传封面
            </PickImages>
            {cover ? (
              <Button size="small" variant="text" onClick={() => onChange('')}>
                移除封面
              </Button>
            ) : null}
          </div>
          <UploadProgress
            text={uploads.busy ? uploads.text : ''}
            percent={uploads.percent}
            busy={uploads.busy}
          />
        </div>
      </div>
    </FormField>
  )
}

interface TagsFieldProps {
  tags: readonly string[]
  known: readonly Tag[]
  error?: string
  onChange(tags: string[]): void
}

function TagsField({ tags, known, error, onChange }: TagsFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const add = () => {
    if (!draft.trim()) return
    if (tags.length >= ARTICLE_LIMITS.tags) {
      toast.warning(`标签不能超过${ARTICLE_LIMITS.tags}个`)
      return
    }
    onChange(addTag(tags, draft))
    setDraft('')
  }
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag rather than sending the form; a comma too, as people type lists
    if (event.key === 'Enter' || event.key === ',' || event.key === '，') {
      event.preventDefault()
      add()
    }
  }
  return (
    <FormField label="标签" hint="回车添加；没有的标签保存时创建" htmlFor={id} error={error}>
      {tags.length > 0 ? (
        <ul className="xz-desk-tags" aria-label="已选标签">
          {tags.map((t) => (
            <li key={t} className="xz-desk-tag">
              {t}
              {known.some((k) => k.tag_name === t) ? null : <span className="xz-desk-tag__new">新</span>}
              <button
                type="button"
                className="xz-desk-tag__remove"
                aria-label={`移除标签 ${t}`}
                onClick={() => onChange(tags.filter((x) => x !== t))}
              >
                <Icon icon={icons.close} size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="xz-desk-tags__add">
        <input
          id={id}
          className="xz-input"
          list={`${id}-known`}
          placeholder="选择或输入标签"
          maxLength={ARTICLE_LIMITS.term}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={keyDown}
        />
        <datalist id={`${id}-known`}>
          {known
            .filter((k) => !tags.includes(k.tag_name))
            .map((k) => (
              <option key={k.id} value={k.tag_name} />
            ))}
        </datalist>
        <Button size="small" onClick={add} disabled={!draft.trim()}>
          添加标签
        </Button>
      </div>
    </FormField>
  )
}
