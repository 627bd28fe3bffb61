// Deterministic Chinese text for benchmarks: enough variety that search has to look.
const SUBJECTS = [
  '并发',
  '数据库',
  '缓存',
  '组件',
  '性能优化',
  '索引',
  '事务隔离',
  '部署',
  '函数式',
  '类型系统',
  '网络协议',
  '编译器',
]
const VERBS = ['深入理解', '重新审视', '从零实现', '实践中的', '一次排查', '如何设计', '浅谈', '复盘']
const FILLER = [
  '这篇文章记录了我在项目中遇到的问题以及最终的解决办法。',
  '我们先从最简单的场景出发，逐步加入真实世界里的约束。',
  '如果只看文档很容易忽略边界条件，下面用几个例子说明。',
  '在高并发场景下，锁的粒度往往决定了系统的上限。',
  '缓存失效的时机和数据一致性之间需要仔细权衡。',
  '一个好的接口设计应该让错误的用法难以写出来。',
  '测量先于优化，没有数据支撑的改动只是猜测。',
  'WebSocket 连接需要心跳来发现已经断开的对端。',
]

function rng(seed: number) {
  let x = seed
  return () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff
    return x / 0x7fffffff
  }
}

export function generateArticles(count: number): { title: string; content: string; views: number }[] {
  const rand = rng(42)
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T
  return Array.from({ length: count }, (_, i) => {
    const paragraphs = Array.from({ length: 6 + Math.floor(rand() * 6) }, () =>
      Array.from({ length: 3 }, () => pick(FILLER)).join(''),
    )
    return {
      title: `${pick(VERBS)}${pick(SUBJECTS)}（${i + 1}）`,
      content: `## ${pick(SUBJECTS)}\n\n${paragraphs.join('\n\n')}\n\n关于${pick(SUBJECTS)}的${pick(SUBJECTS)}问题。`,
      views: Math.floor(rand() * 5000),
    }
  })
}
