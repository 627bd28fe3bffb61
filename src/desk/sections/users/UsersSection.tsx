import { getDeskUsers, setDeskUserDisabled, setDeskUserRole } from '../../../core/api/index.ts'
import { type DeskUser, ROLE_ADMIN, ROLE_USER, type Role } from '../../../core/contract/index.ts'
import { Avatar, Button, useMe } from '../../../widgets/ui/index.ts'
import type { SectionProps } from '../../section.ts'
import { day } from '../common.ts'
import type { RowAct } from '../../actions.ts'
import { PagedRows, usePagedList } from '../../PagedRows.tsx'
import { Choice, SearchForm, SectionPage } from '../parts.tsx'

/** /desk/users: search, filter by role, disable or enable a login, make or unmake an admin. */
export default function UsersSection(_: SectionProps) {
  const first: { keyword: string; role?: Role } = { keyword: '' }
  const { query, filter, rows, paging } = usePagedList('desk-users', first, ({ keyword, role, current }) =>
    getDeskUsers({ current, size: 20, ...(keyword ? { keyword } : {}), ...(role ? { role } : {}) }),
  )
  const me = useMe()
  return (
    <SectionPage id="users" title="用户">
      <SearchForm label="用户名或昵称" onSearch={(keyword) => filter((q) => ({ ...q, keyword }))}>
        <Choice
          label="用户身份"
          value={query.role}
          options={[
            [undefined, '全部用户'],
            [ROLE_ADMIN, '管理员'],
            [ROLE_USER, '普通用户'],
          ]}
          onChange={(role) => filter(({ keyword }) => ({ keyword, ...(role ? { role } : {}) }))}
        />
      </SearchForm>
      <PagedRows
        label="用户列表"
        empty={query.keyword || query.role ? '没有找到这个用户' : '还没有用户'}
        {...paging}
        row={(u) => <UserRow key={u.id} user={u} self={me?.id === u.id} rows={rows} />}
      />
      {rows.dialog}
    </SectionPage>
  )
}

function UserRow({ user: u, self, rows }: { user: DeskUser; self: boolean; rows: RowAct }) {
  const admin = u.role === ROLE_ADMIN
  const name = u.nick_name
  const role = admin
    ? {
        label: '取消管理员',
        aria: `取消管理员 ${name}`,
        question: `确定取消「${name}」的管理员身份吗？`,
        done: '已取消管理员',
      }
    : {
        label: '设为管理员',
        aria: `设为管理员 ${name}`,
        question: `确定把「${name}」设为管理员吗？管理员可以管理整个站点。`,
        done: '已设为管理员',
      }
  const login = u.disabled
    ? { label: '启用', question: `确定恢复「${name}」的登录吗？`, done: '已启用' }
    : {
        label: '禁用',
        question: `确定禁用「${name}」吗？禁用后该用户无法登录，已登录的也会失效。`,
        done: '已禁用',
      }
  return (
    <li className="xz-desk-row">
      <div className="xz-desk-row__main xz-desk-inline">
        <Avatar src={u.avatar} name={name} size={36} />
        <div>
          <span className="xz-desk-row__title">{name}</span>
          <p className="xz-desk-row__meta">
            <span>@{u.username}</span>
            {admin ? <span className="xz-desk-chip xz-desk-chip--s1">管理员</span> : null}
            {u.disabled ? <span className="xz-desk-chip">已禁用</span> : null}
            <span>注册于 {day(u.createdAt)}</span>
          </p>
        </div>
      </div>
      <div className="xz-desk-row__actions">
        <Button
          variant="text"
          disabled={rows.busy === u.id || u.disabled}
          aria-label={role.aria}
          onClick={() =>
            void rows.act(
              u.id,
              role.question,
              () => setDeskUserRole(u.id, admin ? ROLE_USER : ROLE_ADMIN),
              role.done,
            )
          }
        >
          {role.label}
        </Button>
        {/* an admin is demoted before being disabled, and nobody locks themself out */}
        {admin || self ? null : (
          <Button
            variant="text"
            className={u.disabled ? undefined : 'xz-desk-danger'}
            disabled={rows.busy === u.id}
            aria-label={`${login.label} ${name}`}
            onClick={() =>
              void rows.act(u.id, login.question, () => setDeskUserDisabled(u.id, !u.disabled), login.done)
            }
          >
            {login.label}
          </Button>
        )}
      </div>
    </li>
  )
}
