import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { uploadImage } from '../../core/api/upload.ts'
import { updateOwnUserInfo } from '../../core/api/user.ts'
import type { UserInfo } from '../../core/contract/index.ts'
import { IMAGE_UPLOAD_FAILED } from '../../core/contract/index.ts'
import { compressImage, IMAGE_ACCEPT, pickSingleImage } from '../../core/image/index.ts'
import { sessionStore } from '../../core/session/index.ts'
import { toast } from '../../core/toast/index.ts'
import { NICK_NAME_MAX, newNickNameError } from '../../core/validate/index.ts'
import { Avatar, Button, FormField, Spinner, TextField, toastFailure } from '../ui/index.ts'
import { useFormSubmit } from '../ui/use-form-submit.ts'
import { AccountForm } from './account-form.tsx'
import * as icons from '../ui/icons.ts'

export const PROFILE_SAVED = '保存成功'

/** 基本资料: nick name and avatar (compressed, uploaded, previewed at once). */
export function ProfilePanel({ me }: { me: UserInfo }) {
  const ids = { nick: useId(), file: useId() }
  const [nick, setNick] = useState(me.nick_name)
  const [avatar, setAvatar] = useState(me.avatar)
  const [preview, setPreview] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)

  // another tab or a fresh login replaced the user: start over from the stored values
  useEffect(() => {
    setNick(me.nick_name)
    setAvatar(me.avatar)
  }, [me.nick_name, me.avatar])

  // the local preview of a picked file is released when replaced or when leaving
  useEffect(() => {
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = pickSingleImage(event.target.files)
    event.target.value = ''
    if (typeof picked === 'string') {
      toast.warning(picked)
      return
    }
    setPreview(URL.createObjectURL(picked))
    setUploading(true)
    try {
      const file = await compressImage(picked)
      const result = await uploadImage(file)
      setAvatar(result.url)
      toast.success('头像已上传，保存后生效')
    } catch (error) {
      setPreview(null)
      toastFailure(error, IMAGE_UPLOAD_FAILED)
    } finally {
      setUploading(false)
    }
  }

  const error = newNickNameError(nick)
  const dirty = nick.trim() !== me.nick_name || avatar !== me.avatar

  const { tried, saving, submit } = useFormSubmit({
    invalid: error !== null || uploading,
    failed: '保存失败',
    save: async () => {
      const info = await updateOwnUserInfo({ nick_name: nick.trim(), avatar })
      sessionStore.getState().setUserInfo(info)
      setPreview(null)
      toast.success(PROFILE_SAVED)
    },
  })

  const shown = preview ?? avatar
  return (
    <AccountForm
      label="基本资料"
      onSubmit={submit}
      actions={
        <Button
          type="submit"
          variant="primary"
          icon={icons.check}
          loading={saving}
          disabled={!dirty || uploading}
        >
          保存资料
        </Button>
      }
    >
      <FormField label="头像">
        <div className="xz-avatar-edit">
          <span className="xz-avatar-edit__img">
            <Avatar src={shown} name={nick || me.username} size={88} />
            {uploading ? (
              <span className="xz-avatar-edit__busy" role="status" aria-label="上传中">
                <Spinner />
              </span>
            ) : null}
          </span>
          <div className="xz-avatar-edit__side">
            <input
              ref={fileRef}
              id={ids.file}
              className="xz-sr-only"
              type="file"
              accept={IMAGE_ACCEPT}
              tabIndex={-1}
              onChange={(e) => void pick(e)}
            />
            <Button icon={icons.image} loading={uploading} onClick={() => fileRef.current?.click()}>
              {uploading ? '上传中…' : '上传头像'}
            </Button>
            <span className="xz-field__hint">支持 JPG、PNG、WEBP、GIF，较大的图片会自动压缩</span>
          </div>
        </div>
      </FormField>

      <TextField
        id={ids.nick}
        label="昵称"
        error={tried ? error : undefined}
        value={nick}
        maxLength={NICK_NAME_MAX}
        placeholder="给自己起个好听的名字"
        onChange={(e) => setNick(e.target.value)}
      />

      <FormField label="账号">
        <span className="xz-account-muted">{me.username}</span>
      </FormField>
    </AccountForm>
  )
}
