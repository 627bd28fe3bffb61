import { describe, expect, it } from 'vitest'
import { addTag, emptyArticleForm, sameForm, validateArticleForm, writeBody } from './article-form.ts'
import { filterFromSearch, filterToSearch } from './articles.ts'

const filled = {
  ...emptyArticleForm(),
  article_title: '标题',
  article_content: '正文',
  category_name: '随笔',
}

describe('article form', () => {
  it('asks for title, content and a category', () => {
    expect(validateArticleForm(emptyArticleForm())).toEqual({
      article_title: '请输入文章标题',
      article_content: '请输入文章内容',
      category_name: '请选择或输入分类',
    })
    expect(validateArticleForm(filled)).toEqual({})
  })

  it('wants the origin of a repost or translation', () => {
    expect(validateArticleForm({ ...filled, type: 2 }).origin_url).toBe('转载或翻译的文章请填写原文链接')
    expect(validateArticleForm({ ...filled, type: 3, origin_url: 'ftp://x' }).origin_url).toBe(
      '原文链接应以 http:// 或 https:// 开头',
    )
    expect(validateArticleForm({ ...filled, type: 3, origin_url: 'https://example.com/a' })).toEqual({})
  })

  it('adds a tag once, whatever its case or spaces', () => {
    let tags = addTag([], '  React ')
    tags = addTag(tags, 'react')
    tags = addTag(tags, '')
    tags = addTag(tags, '新  标签')
    expect(tags).toEqual(['React', '新 标签'])
  })

  it('sends existing categories and tags by id and new ones by name', () => {
    const body = writeBody(
      { ...filled, tags: ['React', '全新'], type: 1, origin_url: 'https://x' },
      [{ id: 2, category_name: '随笔', articleCount: 1 }],
      [{ id: 9, tag_name: 'React', articleCount: 3 }],
    )
    expect(body.category).toEqual({ id: 2, category_name: '随笔' })
    expect(body.tagList).toEqual([{ id: 9, tag_name: 'React' }, { tag_name: '全新' }])
    // an original has no origin, whatever was typed before switching the type
    expect(body.origin_url).toBe('')
  })

  it('compares forms field by field', () => {
    expect(sameForm(filled, { ...filled })).toBe(true)
    expect(sameForm(filled, { ...filled, tags: ['a'] })).toBe(false)
  })
})

describe('list filter in the address', () => {
  it('round-trips and drops what is not valid', () => {
    const filter = { current: 2, size: 10, keyword: '小站', status: 3 as const, tag_id: 4 }
    expect(filterToSearch(filter)).toBe('?page=2&q=%E5%B0%8F%E7%AB%99&status=3&tag=4')
    expect(filterFromSearch(filterToSearch(filter))).toEqual(filter)
    expect(filterFromSearch('?page=-1&status=9&category=abc')).toEqual({ current: 1, size: 10 })
  })
})
