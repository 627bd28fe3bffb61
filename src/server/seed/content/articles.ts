import { articlesFront } from './articles-1.ts'
import { articlesBack } from './articles-2.ts'
import { articlesData } from './articles-3.ts'
import { articlesTools } from './articles-4.ts'
import type { SeedArticle } from './types.ts'

export type { SeedArticle } from './types.ts'

/** The five categories, in display order. */
export const categories: string[] = ['前端开发', '后端架构', '数据库', '工具与效率', '随笔生活']

/** The twelve tags; every one is used by at least one article. */
export const tags: string[] = [
  'React',
  'TypeScript',
  'JavaScript',
  'CSS',
  '工程化',
  'Node.js',
  'Go',
  'Rust',
  'SQL',
  'Redis',
  'Linux',
  '生活',
]

/**
 * All demo articles. The array index is what `commentThreads` (type 1) refer to, so append new
 * articles at the end. Covers are `/seed/covers/NN.jpg`, NN = index + 1, two digits.
 */
export const articles: SeedArticle[] = [...articlesFront, ...articlesBack, ...articlesData, ...articlesTools]
