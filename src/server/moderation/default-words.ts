// The sensitive words a new site starts with (docs/api.md §27): the commonest spam phrases of
// Chinese comment sections — invoices, gambling, loans, adult ads. The owner edits them in the
// desk; these are only the first value.

const SPAM = [
  // invoices
  '代开发票',
  '发票代开',
  '代开增值税',
  '增值税专用发票',
  '出售发票',
  // gambling
  '网上赌场',
  '网络赌博',
  '澳门赌场',
  '百家乐',
  '六合彩',
  '时时彩',
  '真人娱乐',
  '博彩网站',
  '彩票平台',
  '棋牌平台',
  // loans
  '无抵押贷款',
  '网贷秒批',
  '秒批贷款',
  '黑户贷款',
  '信用卡套现',
  '花呗套现',
  // adult ads
  '裸聊',
  '约炮',
  '援交',
  '一夜情',
  '成人视频',
  '色情直播',
] as const

export const DEFAULT_WORDS = {
  nick: { action: 'reject', words: [...SPAM] },
  link: { action: 'reject', words: ['casino', 'baccarat', 'bocai', 'dubo'] },
  body: { action: 'review', words: [...SPAM] },
} as const
