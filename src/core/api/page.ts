import type { PageReactions, ReactBody } from '../contract/index.ts'
import { get, post } from './client.ts'

/** A page's reactions, with the visitor's own choice (a guest's by the id their browser keeps). */
export const getPageReactions = (path: string, visitor: string | null): Promise<PageReactions> =>
  get(
    `page/reactions?path=${encodeURIComponent(path)}${visitor ? `&visitor=${encodeURIComponent(visitor)}` : ''}`,
  )

/** Sets, changes or (reaction null) takes back the visitor's one reaction on the page. */
export const reactToPage = (body: ReactBody): Promise<PageReactions> => post('page/react', body)
