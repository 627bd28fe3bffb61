import { describe, expect, it } from 'vitest'
import { MSG } from '../../core/contract/index.ts'
import { VALIDATE_MSG } from '../../core/validate/validate.ts'
import { inEnglish } from './messages-en.ts'

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/

describe('the server messages in English', () => {
  it('has every shared message (docs/api.md §1) and every account rule, none of them left Chinese', () => {
    for (const text of [...Object.values(MSG), ...Object.values(VALIDATE_MSG)]) {
      expect(inEnglish(text), text).not.toMatch(CJK)
    }
  })

  it('translates the composed rules with their label and number', () => {
    expect(inEnglish('请输入评论内容')).toBe('Please enter the comment')
    expect(inEnglish('留言内容不能超过500个字符')).toBe('The message is at most 500 characters long')
    expect(inEnglish('参数 id 应为正整数')).toBe('Parameter id must be a positive integer')
    expect(inEnglish('每页最多 50 条')).toBe('A page holds at most 50 items')
  })

  it('leaves a message it does not know as it is', () => {
    expect(inEnglish('某个新的提示')).toBe('某个新的提示')
    expect(inEnglish('success')).toBe('success')
  })
})
