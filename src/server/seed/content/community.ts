import type {
  SeedAdminProfile,
  SeedAlbum,
  SeedChatMessage,
  SeedCommentThread,
  SeedGlobe,
  SeedLink,
  SeedMessage,
  SeedPageHeader,
  SeedResourceGroup,
  SeedResources,
  SeedSiteConfig,
  SeedTalk,
  SeedUser,
} from './types.ts'
// imported, not read from disk: the compiled server (dist/server) carries it in its bundle
import communityJson from './community.json' with { type: 'json' }

export type * from './types.ts'

/**
 * Everything of the demo blog that is not an article, kept as data in `community.json`.
 *
 * - `users`: demo accounts besides the admin (role 2). Demo login `demo_user` / `Demo_2024`
 *   (passes the register rule: 8–18 characters, two kinds, no Chinese); the two readers
 *   (`Reader_2024`) make comment threads and the chat read like a conversation.
 * - `talks` and `messages`: their array index is what `commentThreads` of type 2 and 3 refer to;
 *   type 1 refers to the articles in the order of their files (`posts/01.md` is index 0).
 * - A comment reply answers the top comment unless `replyToIndex` names an earlier reply.
 * - `albums`: the first photo of each is its cover. `resources` icons are '' for the UI's letter
 *   fallback. `chatMessages` are listed oldest first. `quotes` back GET /api/quote, `globe` is
 *   served as /config/config.json.
 */
interface Community {
  users: SeedUser[]
  adminProfile: SeedAdminProfile
  talks: SeedTalk[]
  albums: SeedAlbum[]
  links: SeedLink[]
  resources: SeedResources
  siteList: SeedResourceGroup[]
  messages: SeedMessage[]
  commentThreads: SeedCommentThread[]
  chatMessages: SeedChatMessage[]
  siteConfig: SeedSiteConfig
  pageHeaders: SeedPageHeader[]
  quotes: string[]
  globe: SeedGlobe
}

const data = communityJson as Community

export const {
  users,
  adminProfile,
  talks,
  albums,
  links,
  resources,
  siteList,
  messages,
  commentThreads,
  chatMessages,
  siteConfig,
  pageHeaders,
  quotes,
  globe,
} = data
