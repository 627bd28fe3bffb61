import { Link } from 'wouter'
import '../styles/pages.css'

/** A signpost pointing nowhere in particular, drawn for this page; colours follow the theme. */
function LostSignpost() {
  return (
    <svg className="xz-404__art" viewBox="0 0 320 220" role="img" aria-label="迷路的路牌" focusable="false">
      <ellipse className="xz-404__ground" cx="160" cy="196" rx="132" ry="12" />
      <path className="xz-404__cloud" d="M40 60a14 14 0 0 1 26-8 12 12 0 0 1 20 10H34a8 8 0 0 1 6-2z" />
      <path className="xz-404__cloud" d="M236 38a12 12 0 0 1 22-6 10 10 0 0 1 17 8h-44a7 7 0 0 1 5-2z" />
      <rect className="xz-404__pole" x="154" y="54" width="12" height="142" rx="4" />
      <path className="xz-404__sign xz-404__sign--a" d="M70 66h104v36H70l-14-18z" />
      <path className="xz-404__sign xz-404__sign--b" d="M146 112h108l14 18-14 18H146z" />
      <text className="xz-404__sign-text" x="118" y="90" textAnchor="middle">
        首页？
      </text>
      <text className="xz-404__sign-text" x="206" y="136" textAnchor="middle">
        404
      </text>
      <path className="xz-404__q" d="M274 70c0-10 16-10 16 0 0 7-8 7-8 14M282 92v.5" />
      <circle className="xz-404__dot" cx="40" cy="150" r="3" />
      <circle className="xz-404__dot" cx="292" cy="176" r="2.5" />
      <circle className="xz-404__dot" cx="100" cy="30" r="2" />
    </svg>
  )
}

/** Any unknown path: a friendly 404 with a way home. */
export default function NotFound() {
  return (
    <div className="xz-page xz-404">
      <LostSignpost />
      <h1 className="xz-404__title">页面走丢了</h1>
      <p className="xz-404__text">你要找的页面不存在，可能已被删除，或者地址输错了。</p>
      <div className="xz-404__actions">
        <Link href="/home" className="xz-btn xz-btn--primary">
          返回首页
        </Link>
        <Link href="/archives" className="xz-btn">
          看看时间轴
        </Link>
      </div>
    </div>
  )
}
