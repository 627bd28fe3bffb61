import { Timeline } from '../../widgets/timeline/index.ts'
import { PageBanner } from '../components/PageBanner.tsx'
import { useWidgetNavigate } from '../hooks/useWidgetNavigate.ts'
import '../styles/pages.css'

/** /archives: every article by year (the Timeline widget), opening articles inside the app. */
export default function Archives() {
  const onNavigate = useWidgetNavigate()
  return (
    <>
      <PageBanner route="Archives" title="时间轴" subtitle="按时间回顾写过的每一篇文章" />
      <div className="xz-page xz-page--narrow">
        <div className="xz-card xz-archives">
          <Timeline onNavigate={onNavigate} />
        </div>
      </div>
    </>
  )
}
