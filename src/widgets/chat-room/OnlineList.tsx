import type { OnlineUser } from '../../core/contract/index.ts'
import { Avatar, Button, Popover } from '../ui/index.ts'
import { mediaUrl } from './use-chat.ts'
import * as icons from '../ui/icons.ts'

export interface OnlineListProps {
  online: OnlineUser[]
  meId: number | null
  isAdmin: boolean
  /** admin only: asks for confirmation, then forces the user offline */
  onForceOffline: (user: OnlineUser) => void
}

/** The header's "N 人在线" button and the list it opens. */
export function OnlineList({ online, meId, isAdmin, onForceOffline }: OnlineListProps) {
  return (
    <Popover
      placement="bottom-start"
      aria-label="在线用户"
      className="xz-chat-online-popover"
      content={(close) => (
        <div className="xz-chat-online">
          <p className="xz-chat-online__title">在线用户（{online.length}）</p>
          {online.length === 0 ? (
            <p className="xz-chat-online__empty">暂无在线用户</p>
          ) : (
            <ul className="xz-chat-online__list">
              {online.map((user) => {
                const self = user.user_id === meId
                return (
                  <li key={user.user_id} className="xz-chat-online__item">
                    <Avatar
                      src={user.avatar ? mediaUrl(user.avatar) : null}
                      name={user.nick_name}
                      size={28}
                    />
                    <span className="xz-chat-online__nick">{user.nick_name}</span>
                    {self ? <span className="xz-chat-online__me">我</span> : null}
                    {isAdmin && !self ? (
                      <Button
                        size="small"
                        variant="text"
                        className="xz-chat-online__kick"
                        aria-label={`强制下线${user.nick_name}`}
                        onClick={() => {
                          close()
                          onForceOffline(user)
                        }}
                      >
                        强制下线
                      </Button>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      )}
    >
      <Button variant="text" size="small" icon={icons.users} className="xz-chat-online-trigger">
        {online.length} 人在线
      </Button>
    </Popover>
  )
}
