export { gridColumns } from './ImageGrid.tsx'
export { type TalkProps, Talk } from './Talk.tsx'
