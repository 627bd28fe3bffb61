export {
  articlePath,
  mergeYears,
  monthDay,
  normalizePageSize,
  TIMELINE_PAGE_SIZE,
  TIMELINE_PAGE_SIZE_MAX,
  Timeline,
  type TimelinePaging,
  type TimelineProps,
} from './Timeline.tsx'
