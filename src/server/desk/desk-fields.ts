import * as v from 'valibot'
import { plainText } from '../http/validate.ts'

/** Search words of a desk list; blank means no filter. */
export const keyword = v.optional(plainText(50, '关键词'))
