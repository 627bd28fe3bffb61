export { createLikeToggle, flipLike, type LikeRequest, type LikeToggle, type Liking } from './toggle.ts'
