export { PageView, type PageViewProps } from './PageView.tsx'
