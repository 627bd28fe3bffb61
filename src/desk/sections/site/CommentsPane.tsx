import { type FormEvent, useState } from 'react'
import { getCommentSettings, putCommentSettings } from '../../../core/api/comment.ts'
import type { CommentSettings } from '../../../core/contract/index.ts'
import { Button, FormField, useLoad } from '../../../widgets/ui/index.ts'
import * as icons from '../../../widgets/ui/icons.ts'
import { useSave } from '../../actions.ts'
import { WhenLoaded } from '../../PagedRows.tsx'

/**
 * Who may comment on the pages of the sites that embed the comments (docs/api.md §25): guests with
 * a nickname, guests only with an e-mail too, or accounts only. Our own articles, talks and
 * messages always ask for an account.
 */
export function CommentsPane() {
  const loaded = useLoad('desk-comment-settings', () => getCommentSettings())
  return <WhenLoaded loaded={loaded}>{(settings) => <CommentsForm initial={settings} />}</WhenLoaded>
}

const SWITCHES: readonly [keyof CommentSettings, string, string][] = [
  ['guests', '游客可评论', '不登录也能评论，只需填写昵称'],
  ['guest_email_required', '游客须填邮箱', '邮箱不公开，只用于回复通知'],
  ['users_only', '仅登录用户', '打开后游客不能评论，上面两项不起作用'],
]

function CommentsForm({ initial }: { initial: CommentSettings }) {
  const [form, setForm] = useState(initial)
  const { busy, save } = useSave()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const saved = await save(() => putCommentSettings(form), '保存成功')
    if (saved) setForm(saved)
  }

  return (
    <form className="xz-desk-card xz-desk-form" aria-label="评论设置" onSubmit={submit}>
      <FormField label="网站页面上的评论" group className="xz-desk-form__wide">
        <div className="xz-desk-choices">
          {SWITCHES.map(([key, label, hint]) => (
            <label key={key} className="xz-desk-choice" title={hint}>
              <input
                type="checkbox"
                checked={form[key]}
                disabled={key !== 'users_only' && form.users_only}
                onChange={(e) => setForm({ ...form, [key]: e.target.checked })}
              />
              {label}
            </label>
          ))}
        </div>
      </FormField>
      <p className="xz-desk-form__wide xz-desk-row__meta">
        {form.users_only || !form.guests
          ? '访客需要登录后才能评论。'
          : form.guest_email_required
            ? '游客填写昵称和邮箱即可评论，邮箱不公开。'
            : '游客填写昵称即可评论，邮箱和网址可选。'}
      </p>
      <div className="xz-desk-form__actions">
        <Button icon={icons.check} type="submit" variant="primary" loading={busy}>
          保存
        </Button>
      </div>
    </form>
  )
}
