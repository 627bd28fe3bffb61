import { getRefusals } from '../../../core/api/index.ts'
import { useLoad } from '../../../widgets/ui/index.ts'
import { WhenLoaded } from '../../PagedRows.tsx'
import { minute } from '../common.ts'

// 最近拒绝 (docs/api.md §27): what the guard refused and why, so the owner can answer "my
// comment never appeared". Only a note is kept: the nickname, the text's start, the reason.

const KIND = { comment: '评论', message: '留言' } as const

export function RefusedList() {
  const loaded = useLoad('desk-review-refused', () => getRefusals())
  return (
    <section className="xz-desk-review__refused" aria-label="最近拒绝">
      <h2 className="xz-desk-subtitle">最近拒绝</h2>
      <WhenLoaded loaded={loaded}>
        {(list) =>
          list.length === 0 ? (
            <p className="xz-desk-note">没有被拒绝的内容。</p>
          ) : (
            <ul className="xz-desk-rows" aria-label="最近拒绝的内容">
              {list.map((r) => (
                <li key={r.id} className="xz-desk-row">
                  <div className="xz-desk-row__main">
                    <p className="xz-desk-row__meta">
                      <strong>{r.author || '（未署名）'}</strong>
                      <span>{KIND[r.kind]}</span>
                      <time dateTime={r.createdAt}>{minute(r.createdAt)}</time>
                    </p>
                    <p className="xz-desk-row__text">{r.excerpt}</p>
                    <p className="xz-desk-row__meta">
                      <span className="xz-desk-chip">拒绝原因：{r.reason}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </WhenLoaded>
    </section>
  )
}
