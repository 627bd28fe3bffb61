// The server's messages in English (docs/api.md §1, docs/architecture.md §Locales). Routes and the
// shared rules (core/validate) word every message in Chinese; a request asking for English
// (`Accept-Language: en…`) gets it translated here, at the envelope, with the same code. Keyed by
// the Chinese text itself, so a route needs no change: a message missing here stays Chinese.
import { MSG } from '../../core/contract/index.ts'
import { api } from '../../core/i18n/en/api.ts'
import { rules } from '../../core/i18n/en/login.ts'
import { VALIDATE_MSG } from '../../core/validate/validate.ts'

/** The shared words the client's catalogue already has in both languages. */
const SHARED: [string, string][] = [
  ...(Object.keys(MSG) as (keyof typeof MSG)[]).map((key): [string, string] => [MSG[key], api[key]]),
  ...(Object.keys(VALIDATE_MSG) as (keyof typeof VALIDATE_MSG)[]).map((key): [string, string] => [
    VALIDATE_MSG[key],
    rules[key],
  ]),
]

/** Messages raised as they are. */
const FIXED = new Map<string, string>([
  ...SHARED,
  // the HTTP layer (http/*.ts, app.ts)
  ['内容不存在', 'Not found'],
  ['内容太大', 'Content too large'],
  ['请求体太大', 'Request body too large'],
  ['图片不能超过5MB', 'An image may be at most 5 MB'],
  ['数据冲突，请检查后重试', 'Conflicting data, please check and retry'],
  ['请求体不是有效的 JSON', 'The request body is not valid JSON'],
  ['参数错误', 'Invalid parameters'],
  ['该站点未被允许访问此接口', 'This site is not allowed to use this API'],
  ['该账号已被禁用，请联系站长', 'This account is disabled, please contact the site owner'],
  ['id 应为整数', 'id must be an integer'],
  ['id 应为正整数', 'id must be a positive integer'],
  ['id 太大', 'id is too large'],
  ['size 应为整数', 'size must be an integer'],
  ['每页条数至少为 1', 'A page holds at least 1 item'],
  ['current 应为整数', 'current must be an integer'],
  ['页码应从 1 开始', 'Pages start at 1'],
  // accounts
  ['用户名或密码错误', 'Wrong username or password'],
  ['用户不存在', 'No such user'],
  ['原密码错误', 'The current password is wrong'],
  ['昵称应为文本', 'A nickname must be text'],
  // likes, reactions, page counts
  ['文章不存在', 'No such article'],
  ['说说不存在', 'No such post'],
  ['留言不存在', 'No such message'],
  ['评论不存在', 'No such comment'],
  [
    '点赞类型应为 1（文章）、2（说说）、3（留言）或 4（评论）',
    'The like type must be 1 (article), 2 (post), 3 (message) or 4 (comment)',
  ],
  [
    '同一网络的访客在这个页面上表态太多了，请登录后再试',
    'Too many reactions on this page from your network, please log in and retry',
  ],
  ['路径应为字符串', 'The path must be a string'],
  ['路径太长', 'The path is too long'],
  ['访客标识无效', 'Invalid visitor id'],
  ['表态应为 赞、喜欢、哈哈、惊讶、难过 或 庆祝', 'A reaction is one of like, love, haha, wow, sad or party'],
  ['标题应为字符串', 'The title must be a string'],
  ['标题太长', 'The title is too long'],
  ['网址应为字符串', 'The URL must be a string'],
  ['网址太长', 'The URL is too long'],
  ['limit 应为整数', 'limit must be an integer'],
  ['limit 至少为 1', 'limit must be at least 1'],
  ['页面路径无效', 'Invalid page path'],
  // comments and guests
  ['回复的评论不属于该内容', 'The comment replied to belongs to other content'],
  ['只能回复该评论下的用户', 'You can only reply to people in this thread'],
  [
    '评论类型应为 1（文章）、2（说说）、3（留言）或 4（页面）',
    'The comment type must be 1 (article), 2 (post), 3 (message) or 4 (page)',
  ],
  ['排序方式应为 new 或 hot', 'The order must be new or hot'],
  ['评论的内容不存在', 'The content commented on does not exist'],
  [
    '站长只允许登录用户评论，请先登录',
    'The site owner allows comments from logged-in users only, please log in',
  ],
  ['请先登录后再评论', 'Please log in to comment'],
  ['请填写邮箱', 'Please enter your email'],
  ['邮箱格式不正确', 'Invalid email address'],
  ['网址应以 http:// 或 https:// 开头', 'A URL starts with http:// or https://'],
  // messages, links, search, notifications
  ['搜索内容应为文本', 'The search must be text'],
  ['搜索内容不能超过50个字符', 'A search is at most 50 characters long'],
  ['idList 应为数组', 'idList must be an array'],
  ['请选择要删除的留言', 'Please choose the messages to delete'],
  ['友链不存在', 'No such link'],
  ['该网站已经申请过友链', 'This site has already applied for a link'],
  ['通知不存在', 'No such notification'],
  ['消息不存在或已撤回', 'The message does not exist or was withdrawn'],
  // uploads
  ['请以 multipart/form-data 上传图片', 'Please upload images as multipart/form-data'],
  ['请选择要上传的图片', 'Please choose an image to upload'],
  ['图片内容为空', 'The image is empty'],
  ['只能上传图片（jpg、png、gif、webp）', 'Only images can be uploaded (jpg, png, gif, webp)'],
  ['图片已损坏，无法识别', 'The image is damaged and cannot be read'],
  ['图片尺寸太大', 'The image dimensions are too large'],
])

/** The names of fields that the shared rules compose into their messages ("请输入{label}"). */
const LABELS = new Map<string, string>([
  ['评论内容', 'the comment'],
  ['说说内容', 'the post'],
  ['留言内容', 'the message'],
  ['网址', 'the URL'],
  ['网站名称', 'the site name'],
  ['网站描述', 'the site description'],
  ['网站地址', 'the site address'],
  ['网站头像', 'the site avatar'],
  ['昵称', 'the nickname'],
  ['邮箱', 'the email'],
  ['头像', 'the avatar'],
  ['文字颜色', 'the text colour'],
  ['背景颜色', 'the background colour'],
  ['字体大小', 'the font size'],
  ['字体粗细', 'the font weight'],
  ['标题', 'the title'],
])

const label = (zh: string): string => LABELS.get(zh) ?? zh
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** Messages with a varying part: a label, a number, a name. */
const PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [/^请输入(.+)$/, (l) => `Please enter ${label(l)}`],
  [/^(.+)不能超过(\d+)个字符$/, (l, n) => `${capital(label(l))} is at most ${n} characters long`],
  [/^(.+)应为文本$/, (l) => `${capital(label(l))} must be text`],
  [/^(.+)太长$/, (l) => `${capital(label(l))} is too long`],
  [
    /^(.+)应为 http\(s\) 链接或站内路径$/,
    (l) => `${capital(label(l))} must be an http(s) link or a path on this site`,
  ],
  [/^(.+)应为 http\(s\) 链接$/, (l) => `${capital(label(l))} must be an http(s) link`],
  [/^(.+)格式不正确$/, (l) => `${capital(label(l))} is malformed`],
  [/^(.+)应为整数$/, (l) => `${capital(label(l))} must be an integer`],
  [/^(.+)应在(-?\d+)-(\d+)之间$/, (l, min, max) => `${capital(label(l))} must be between ${min} and ${max}`],
  [/^消息不能超过(\d+)字$/, (n) => `A message is at most ${n} characters long`],
  [/^每页最多 (\d+) 条$/, (n) => `A page holds at most ${n} items`],
  [/^页码不能超过 (\d+)$/, (n) => `Pages go up to ${n}`],
  [/^参数 (\S+) 应为正整数$/, (name) => `Parameter ${name} must be a positive integer`],
  [/^参数 (\S+) 应为非负整数$/, (name) => `Parameter ${name} must be a non-negative integer`],
  [/^参数 (\S+) 太大$/, (name) => `Parameter ${name} is too large`],
  [/^一次最多查询 (\d+) 个页面$/, (n) => `At most ${n} pages per request`],
  [/^limit 最多为 (\d+)$/, (n) => `limit is at most ${n}`],
  [/^一次最多删除(\d+)条留言$/, (n) => `At most ${n} messages per deletion`],
  [/^搜索内容不能超过(\d+)个字符$/, (n) => `A search is at most ${n} characters long`],
  // valibot's own (English) messages get the generic prefix (http/validate.ts)
  [/^参数错误: (.+)$/, (path) => `Invalid parameters: ${path}`],
]

/** `message` in English when this catalogue knows it, else as it is. */
export function inEnglish(message: string): string {
  const fixed = FIXED.get(message)
  if (fixed !== undefined) return fixed
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message)
    if (match) return english(...match.slice(1))
  }
  return message
}
