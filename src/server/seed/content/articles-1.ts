import { md } from './md.ts'
import type { SeedArticle } from './types.ts'

/** The welcome post and the front-end articles. */
export const articlesFront: SeedArticle[] = [
  {
    title: '欢迎来到小站：这里会写些什么',
    description: '小站的第一篇文章：为什么又开了一个博客、这里有哪些栏目，以及它是用什么搭起来的。',
    category: '随笔生活',
    tags: ['生活'],
    cover: '/seed/covers/01.jpg',
    isTop: true,
    daysAgo: 742,
    views: 3862,
    likes: 218,
    content: md`
## 为什么又开了一个博客

工作几年，笔记散落在各种地方：公司的 Wiki、手机备忘录、某个早就不维护的 Gist，还有大量只存在于浏览器书签里的"稍后再读"。每次遇到一个似曾相识的问题，总要花半小时重新搜索、重新踩一遍坑。于是决定给自己搭一个小小的站点，把学到的东西认真写下来。

写下来的好处不只是"以后能找到"。把一个知识点讲给别人听，是检验自己是否真正理解的最好办法——很多时候写到一半才发现，原来自己只是"以为懂了"。

## 小站有什么

| 栏目 | 内容 |
|---|---|
| 首页 / 归档 | 技术文章与随笔，按时间线整理 |
| 分类 / 标签 | 前端、后端、数据库、工具、生活五个大类 |
| 说说 | 一些碎碎念，不成文章的想法 |
| 相册 | 旅行和日常拍的照片 |
| 留言板 | 欢迎留下任何想说的话 |
| 聊天室 | 实时在线聊天，登录后就能发言 |

## 它是怎么搭起来的

后端是跑在 Node.js 上的 [Hono](https://hono.dev/)，数据存在 SQLite 里；前端是一组可以单独嵌入到其他页面的 React 组件。整个站点一条命令就能启动，不依赖外部数据库服务，很适合一个人维护。

~~~bash
npm install
npm start
# 然后在浏览器里打开终端打印出来的地址
~~~

> 想先体验一下评论和聊天室，可以用演示账号 \`demo_user\`，密码 \`Demo_2024\` 登录。

### 为什么不用现成的博客系统

现成的方案当然省事，但自己动手的过程本身就是最好的练习：鉴权怎么做、图片怎么存、WebSocket 断线了怎么办，这些问题在小站里都真实存在，后面会陆续写成文章。

## 接下来

计划保持每月两到三篇的更新频率，内容以实际工作中遇到的问题为主，尽量做到每篇都有可以运行的代码。如果你发现文章里有错误，欢迎在评论区指出，我会及时修正。也欢迎在留言板打个招呼，或者交换友链。
`,
  },
  {
    title: 'React Hooks 里的闭包陷阱：为什么我的 state 总是旧的',
    description:
      '从一个"计时器永远停在 1"的 bug 说起，理解 useEffect 依赖数组、函数式更新与 useRef 的正确用法。',
    category: '前端开发',
    tags: ['React', 'TypeScript'],
    cover: '/seed/covers/02.jpg',
    daysAgo: 690,
    views: 2974,
    likes: 163,
    content: md`
## 一个奇怪的计时器

先看一段几乎每个人都写过的代码：

~~~tsx
function Timer() {
  const [count, setCount] = useState(0)

  useEffect(() => {
    const id = setInterval(() => {
      setCount(count + 1)
    }, 1000)
    return () => clearInterval(id)
  }, [])

  return <span>{count}</span>
}
~~~

页面上的数字从 0 变成 1 之后，就再也不动了。

## 原因：每次渲染都是一张快照

函数组件每次渲染都会重新执行一遍，\`count\` 只是这一次渲染里的一个普通常量。\`useEffect\` 的依赖数组为空，意味着 effect 只在首次渲染后执行一次，它创建的回调函数"捕获"的是第一次渲染时的 \`count\`，也就是 0。于是定时器每秒都在执行 \`setCount(0 + 1)\`。

这并不是 React 的 bug，而是 JavaScript 闭包的正常行为。理解"每次渲染都有自己的 props、state 和事件处理函数"，是写好 Hooks 的前提。

![每次渲染都是一张快照](/seed/inline/react-snapshot.jpg)

## 三种修法

### 1. 把依赖写全

~~~tsx
useEffect(() => {
  const id = setInterval(() => setCount(count + 1), 1000)
  return () => clearInterval(id)
}, [count])
~~~

能用，但每次 \`count\` 变化都会清掉旧定时器再建一个新的，节奏会有细微的抖动。

### 2. 函数式更新（推荐）

~~~tsx
useEffect(() => {
  const id = setInterval(() => setCount((c) => c + 1), 1000)
  return () => clearInterval(id)
}, [])
~~~

\`setCount\` 接收一个函数时，React 会把最新的 state 传进来，effect 本身就不再依赖 \`count\` 了。

### 3. 用 useRef 保存最新值

当回调里需要读取很多最新值，比如父组件传进来的 \`onTick\`，可以把它们放进 ref：

~~~tsx
function useLatest<T>(value: T) {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
~~~

定时器里读 \`latest.current\`，永远是最近一次渲染的值，而 effect 仍然只执行一次。

### 4. useEffectEvent

这个模式太常见了，React 19.2 干脆提供了官方方案 \`useEffectEvent\`：用它包装的函数总能读到最新的 props 和 state，却不需要、也不应该出现在依赖数组里。它适合"由 effect 触发、但逻辑上属于事件"的代码，比如连接成功后上报一次日志。注意它只能在 effect 内部调用，不要把它当成普通的事件处理函数传给子组件。

## 小结

- 依赖数组不是"性能优化开关"，而是在告诉 React 这个 effect 用到了哪些值；
- 能用函数式更新，就别把 state 放进依赖；
- 打开 \`eslint-plugin-react-hooks\` 的 \`exhaustive-deps\` 规则，它能提前发现绝大多数闭包问题。

更多细节可以参考官方文档里关于 [useEffect](https://react.dev/reference/react/useEffect) 的说明。
`,
  },
  {
    title: 'TypeScript 泛型实用指南：从 identity 到类型体操的入口',
    description: '泛型不只是"把类型当参数"。本文用几个真实场景讲清约束、默认值、条件类型和 infer。',
    category: '前端开发',
    tags: ['TypeScript'],
    cover: '/seed/covers/03.jpg',
    daysAgo: 655,
    views: 2411,
    likes: 137,
    content: md`
## 泛型解决什么问题

假设要写一个取数组第一个元素的函数。用 \`any\` 会丢掉类型信息，为每种类型写一个重载又太啰嗦。泛型让我们把类型也当成参数：

~~~ts
function first<T>(list: readonly T[]): T | undefined {
  return list[0]
}

const n = first([1, 2, 3]) // number | undefined
const s = first(['a', 'b']) // string | undefined
~~~

调用时通常不需要手写 \`first<number>(...)\`，编译器会根据实参推断出 \`T\`。

## 泛型约束：extends

很多时候泛型参数需要满足一定条件，比如"必须有 id 字段"：

~~~ts
interface HasId {
  id: number
}

function indexById<T extends HasId>(items: T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]))
}
~~~

另一个常见组合是 \`keyof\`，用来保证传入的属性名一定存在：

~~~ts
function pick<T, K extends keyof T>(obj: T, keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const key of keys) out[key] = obj[key]
  return out
}
~~~

## 在请求封装里使用

前后端联调时，后端通常返回统一的响应结构。用泛型描述它，调用方就能拿到精确的 \`result\` 类型：

~~~ts
interface ApiResponse<T> {
  code: number
  message: string
  result: T
}

async function request<T>(url: string): Promise<T> {
  const res = await fetch(url)
  const body = (await res.json()) as ApiResponse<T>
  if (body.code !== 0) throw new Error(body.message)
  return body.result
}

const hot = await request<{ id: number; article_title: string }[]>('/api/article/getHotArticle')
~~~

### 泛型默认值

和函数参数一样，泛型参数也可以有默认值，比如 \`interface Page<T = unknown>\`。在组件库里很常见，使用者不关心时可以省略。

## 条件类型与 infer

条件类型的写法像三元表达式，\`infer\` 则可以在匹配过程中"提取"出一部分类型：

~~~ts
type UnwrapPromise<T> = T extends Promise<infer U> ? U : T
type ElementOf<T> = T extends readonly (infer E)[] ? E : never

type A = UnwrapPromise<Promise<string>> // string
type B = ElementOf<number[]> // number
~~~

标准库里的 \`ReturnType\`、\`Parameters\`、\`Awaited\` 都是用类似的方式实现的。

### 一个常见的误用

~~~ts
function parse<T>(json: string): T {
  return JSON.parse(json)
}
~~~

这个函数看起来很"类型安全"，其实只是一个披着泛型外衣的类型断言：调用方随便写一个 \`T\`，编译器都会相信，运行时却没有任何检查。更诚实的做法是返回 \`unknown\`，再用校验库把它收窄成具体类型，这样错误会在数据进入系统的那一刻被发现，而不是在十层调用之后。

## 几条经验

1. 泛型参数只出现一次时，多半不需要它，直接用具体类型或 \`unknown\` 即可；
2. 给泛型起有意义的名字，比如 \`TItem\`、\`TKey\`，比一串 \`T, U, V\` 易读；
3. 不要为了"类型体操"牺牲可读性，类型也是写给人看的代码。

推荐阅读官方手册的 [Generics](https://www.typescriptlang.org/docs/handbook/2/generics.html) 一章。
`,
  },
  {
    title: 'CSS Grid 布局实战：几行代码写出响应式卡片墙',
    description: '用 repeat、auto-fill、minmax 和 grid-template-areas 解决日常布局里最常见的几个问题。',
    category: '前端开发',
    tags: ['CSS'],
    cover: '/seed/covers/04.jpg',
    daysAgo: 600,
    views: 1893,
    likes: 96,
    content: md`
## Grid 和 Flex 的分工

一句话区分：Flex 是一维布局，擅长在一行或一列里分配空间；Grid 是二维布局，同时控制行和列。导航栏、按钮组用 Flex，页面骨架、卡片墙、相册这种"既有行又有列"的场景，用 Grid 会省心得多。

## 响应式卡片墙

~~~css
.card-list {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
}
~~~

这三行就实现了：容器宽时一行放更多卡片，窄时自动换行，每张卡片最窄 240px，剩余空间平均分配——一个媒体查询都不用写。

\`auto-fill\` 和 \`auto-fit\` 的区别，只有在项目数量不足以填满一行时才会显现：

| 关键字 | 空余轨道 | 效果 |
|---|---|---|
| auto-fill | 保留空轨道 | 卡片保持原宽度，右侧留白 |
| auto-fit | 折叠空轨道 | 卡片被拉伸，占满整行 |

## 用命名区域搭页面骨架

~~~css
.layout {
  display: grid;
  grid-template-columns: 240px 1fr;
  grid-template-rows: 64px 1fr auto;
  grid-template-areas:
    'header header'
    'aside  main'
    'footer footer';
  min-height: 100vh;
}
.layout > header { grid-area: header; }
.layout > aside  { grid-area: aside; }
.layout > main   { grid-area: main; }
.layout > footer { grid-area: footer; }

@media (max-width: 768px) {
  .layout {
    grid-template-columns: 1fr;
    grid-template-areas: 'header' 'main' 'aside' 'footer';
  }
}
~~~

区域名就像一张"字符画地图"，布局一目了然；到了移动端只需要重排这张地图，HTML 结构一点都不用动。

![命名区域示意](/seed/inline/grid-areas.jpg)

## 瀑布流还要再等等

相册页常见的瀑布流效果，Grid 目前还做不到原生支持。相关的 masonry 布局提案仍在讨论和实验阶段，只有个别浏览器在实验开关后提供。现阶段比较稳妥的做法有三种：

- 用 CSS 多列布局 \`columns: 3\`，缺点是排列顺序是"先列后行"；
- 用 Grid 加 \`grid-row: span N\`，由 JavaScript 根据图片高度计算 N；
- 直接用 JavaScript 计算每张图片的绝对定位。

### 子网格 subgrid

卡片内部的标题、正文、按钮想要跨卡片对齐时，可以让卡片成为子网格：\`grid-template-rows: subgrid\`。这个特性现在已经被主流浏览器支持，再也不用给标题写死高度了。

## 调试技巧

Chrome 和 Firefox 的开发者工具都有 Grid 覆盖层，勾选之后可以看到每条网格线的编号和区域名称，比盯着代码想象要直观得多。完整的属性参考见 [MDN 网格布局](https://developer.mozilla.org/zh-CN/docs/Web/CSS/CSS_grid_layout)。
`,
  },
  {
    title: 'Vite 为什么快：从 ESM 开发服务器到依赖预构建',
    description: '冷启动秒开、热更新几乎无感，Vite 背后的几个关键设计，以及迁移老项目时遇到的坑。',
    category: '前端开发',
    tags: ['工程化'],
    cover: '/seed/covers/05.jpg',
    daysAgo: 540,
    views: 2235,
    likes: 121,
    content: md`
## 传统打包器慢在哪里

以 webpack 为代表的打包器，在开发模式下也要先把整个应用打包一遍：从入口出发解析所有依赖，构建完整的模块图，再生成 bundle。项目越大，启动越慢，改一行代码触发的重新构建也越慢。一个中型项目冷启动要等半分钟，是很多人都经历过的事情。

## 开发时：让浏览器自己加载模块

Vite 的思路是：现代浏览器已经原生支持 ES Module，那开发阶段就没有必要打包。开发服务器启动时几乎什么都不做，浏览器请求哪个文件，Vite 才按需转换哪个文件，比如把 TypeScript 转成 JavaScript、把 JSX 编译掉。

~~~html
<script type="module" src="/src/main.tsx"></script>
~~~

启动时间因此不再随项目规模线性增长。热更新也只需要让浏览器重新请求被修改的那个模块，以及它所在的更新边界，而不用重新构建整个 bundle。

## 依赖预构建

不过 \`node_modules\` 里的依赖是另一回事：

1. 很多包仍然是 CommonJS 格式，浏览器无法直接加载；
2. 有些包内部有几百个小模块，逐个请求会造成瀑布式的网络请求。

所以 Vite 在首次启动时会把依赖预构建成少量 ESM 文件，并缓存在 \`node_modules/.vite\` 目录下。早期版本用 Go 编写的 esbuild 完成这一步，新版本逐渐换成了 Rust 编写的 Rolldown，速度都比传统的 JavaScript 工具快一到两个数量级。

## 生产构建仍然要打包

开发时不打包，生产环境却必须打包：未打包的 ESM 会带来大量请求，也无法做好 tree-shaking 和代码分割。Vite 的生产构建基于 Rollup 的插件接口，所以大部分 Rollup 插件可以直接复用。

### 一份常用配置

~~~ts
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    sourcemap: true,
  },
})
~~~

开发时所有 \`/api\` 开头的请求会被转发到本地后端，前端代码里直接写相对路径即可，不用处理跨域。

## 迁移时踩过的坑

- \`process.env\` 在浏览器里不存在，要改用 \`import.meta.env\`，并且只有 \`VITE_\` 前缀的变量才会暴露给客户端；
- \`require()\` 写法要改成 \`import\`，按目录批量加载的动态 require 可以改成 \`import.meta.glob\`；
- 开发和生产走的是两套流程，偶尔会出现"开发正常、打包后报错"，上线前一定要跑一遍 \`vite build && vite preview\`。

官方文档里的 [为什么选 Vite](https://vite.dev/guide/why) 写得很清楚，推荐一读。
`,
  },
  {
    title: '用 IntersectionObserver 做图片懒加载和无限滚动',
    description: '告别 scroll 事件加 getBoundingClientRect，用浏览器原生 API 判断元素是否进入视口。',
    category: '前端开发',
    tags: ['JavaScript'],
    cover: '/seed/covers/06.jpg',
    daysAgo: 470,
    views: 1570,
    likes: 84,
    content: md`
## 以前的做法

监听 \`scroll\` 事件，在回调里对每张图片调用 \`getBoundingClientRect()\` 判断是否进入视口。问题是 scroll 事件触发得非常频繁，而 \`getBoundingClientRect\` 会强制浏览器同步计算布局，图片一多就容易卡顿，只好再加节流，代码越写越复杂。

## 基本用法

~~~js
const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const img = entry.target
      img.src = img.dataset.src
      observer.unobserve(img)
    }
  },
  { rootMargin: '200px 0px', threshold: 0 },
)

document.querySelectorAll('img[data-src]').forEach((img) => observer.observe(img))
~~~

几个参数的含义：

| 参数 | 含义 | 常用值 |
|---|---|---|
| root | 作为视口的祖先元素，默认是浏览器视口 | null |
| rootMargin | 扩大或缩小判定区域，写法同 CSS margin | '200px 0px'，提前加载 |
| threshold | 可见比例达到多少时触发回调，可以传数组 | 0、0.5、[0, 1] |

回调是异步执行的，不会阻塞滚动，浏览器会在合适的时机批量通知。

## 原生懒加载够用吗

如今 \`<img loading="lazy">\` 已经被主流浏览器支持，简单场景直接用它就够了。IntersectionObserver 的优势在于可控：可以自定义提前量、加载时加一个淡入动画，还可以顺便统计曝光。

## 无限滚动：观察一个"哨兵"

在列表底部放一个空元素，它一进入视口就加载下一页：

~~~ts
function createInfiniteScroll(sentinel: HTMLElement, loadMore: () => Promise<boolean>) {
  let loading = false
  const io = new IntersectionObserver(async ([entry]) => {
    if (!entry?.isIntersecting || loading) return
    loading = true
    const hasMore = await loadMore()
    loading = false
    if (!hasMore) return io.disconnect()
    // 内容不够高时哨兵仍在视口内，重新观察一次以触发新的判定
    io.unobserve(sentinel)
    io.observe(sentinel)
  })
  io.observe(sentinel)
  return () => io.disconnect()
}
~~~

### 一个容易忽略的细节

IntersectionObserver 只在"交叉状态发生变化"时回调。如果新加载的内容不够高，哨兵加载后依然停留在视口里，就不会再次触发，列表会卡在半路。上面代码里先 \`unobserve\` 再 \`observe\` 就是为了解决这个问题：开始观察时，浏览器总会先报告一次当前状态。

## 兼容性

IntersectionObserver 已在所有现代浏览器中可用，可以放心使用。更多参数说明见 [MDN 文档](https://developer.mozilla.org/zh-CN/docs/Web/API/Intersection_Observer_API)。
`,
  },
  {
    title: '一道题搞懂浏览器事件循环：宏任务、微任务与渲染时机',
    description: '用一道经典输出题，把任务队列、微任务队列和渲染的先后顺序讲明白，顺带对比 Node.js 的差异。',
    category: '前端开发',
    tags: ['JavaScript', 'Node.js'],
    cover: '/seed/covers/07.jpg',
    daysAgo: 380,
    views: 3320,
    likes: 175,
    content: md`
## 先看题

~~~js
console.log('1')

setTimeout(() => console.log('2'), 0)

Promise.resolve()
  .then(() => console.log('3'))
  .then(() => console.log('4'))

queueMicrotask(() => console.log('5'))

console.log('6')
~~~

答案是 \`1 6 3 5 4 2\`。如果你答对了并且能说清楚为什么，这篇可以跳过。

## 事件循环的基本模型

JavaScript 主线程一次只做一件事。浏览器维护着若干个任务队列，事件循环大致按下面的步骤反复执行：

1. 从任务队列取出一个（宏）任务执行，比如一段 script、一个定时器回调、一次点击事件；
2. 执行完后清空微任务队列——期间新产生的微任务也会在这一轮里全部执行完；
3. 如果到了渲染时机，执行 \`requestAnimationFrame\` 回调，然后进行样式计算、布局和绘制；
4. 回到第 1 步。

| 类型 | 常见来源 |
|---|---|
| 宏任务 | script 整体、setTimeout / setInterval、网络与 I/O 回调、UI 事件、MessageChannel |
| 微任务 | Promise 的 then / catch / finally、queueMicrotask、MutationObserver |

![事件循环示意](/seed/inline/event-loop.jpg)

## 回到题目

- 同步代码先执行，输出 1 和 6；
- 同步代码结束时，微任务队列里有两项：打印 3 的回调和打印 5 的回调；
- 执行完 3 之后，第一个 then 返回的 Promise 才完成，打印 4 的回调这时才被放进微任务队列，排在 5 之后；
- 微任务清空之后，才轮到定时器这个宏任务，输出 2。

## 为什么要关心这些

### 微任务会阻塞渲染

如果在微任务里无限递归地产生新的微任务，页面会直接卡死，因为事件循环永远走不到渲染那一步。用 setTimeout 递归则不会，因为两个宏任务之间浏览器有机会渲染。

### await 之后的代码也是微任务

\`await\` 后面的代码相当于放进了 then 回调里。在循环里 await 一个已经完成的值，也会让出一次执行权，但只是让给其他微任务，并不会让出给渲染。想把一个长计算切片、让页面保持响应，需要让出到宏任务，比如 \`await new Promise((r) => setTimeout(r))\`。

## Node.js 有何不同

Node.js 的事件循环由 libuv 实现，分为 timers、poll、check 等阶段。\`process.nextTick\` 的优先级比 Promise 微任务还高；\`setImmediate\` 在 check 阶段执行。在 I/O 回调里，\`setImmediate\` 总是先于 \`setTimeout(fn, 0)\`：

~~~js
const fs = require('node:fs')

fs.readFile(__filename, () => {
  setTimeout(() => console.log('timeout'), 0)
  setImmediate(() => console.log('immediate'))
})
// 总是先输出 immediate
~~~

而在主模块里直接调用这两个函数时，先后顺序取决于进程启动的性能，是不确定的。
`,
  },
  {
    title: '用 CSS 变量实现暗黑模式，顺便解决切换时的闪烁',
    description: '颜色全部交给 CSS 自定义属性，跟随系统又允许手动切换，最后用一段内联脚本消灭首屏白闪。',
    category: '前端开发',
    tags: ['CSS', 'JavaScript'],
    cover: '/seed/covers/08.jpg',
    daysAgo: 250,
    views: 1348,
    likes: 77,
    content: md`
## 思路：颜色全部走变量

~~~css
:root {
  --bg: #ffffff;
  --text: #1f2328;
  --muted: #656d76;
  --card: #f6f8fa;
  --primary: #3b82f6;
}

:root[data-theme='dark'] {
  --bg: #0d1117;
  --text: #e6edf3;
  --muted: #8d96a0;
  --card: #161b22;
  --primary: #60a5fa;
}

body {
  background: var(--bg);
  color: var(--text);
  transition: background-color 0.3s, color 0.3s;
}
~~~

组件里一律不写死颜色，只引用变量。切换主题时只改 \`<html>\` 上的一个属性，所有颜色一起变化，不需要加载第二份样式表。

## 跟随系统，也允许手动切换

主题的优先级一般是：用户手动选择 > 系统偏好 > 默认值。

~~~js
const saved = localStorage.getItem('theme')
const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
const theme = saved ?? (prefersDark ? 'dark' : 'light')
document.documentElement.dataset.theme = theme
~~~

小站的规则稍有不同：没有保存过偏好时，早上 8 点到晚上 6 点用浅色，其余时间用深色，算是一个小彩蛋。

## 解决首屏闪烁

如果上面的脚本放在打包后的 JS 里执行，页面会先以浅色渲染，等脚本加载完才变暗，出现刺眼的"白闪"。解决方法是把这几行写成内联脚本，放在 \`<head>\` 里，它会在首次渲染之前同步执行。

### 别忘了 color-scheme

~~~css
:root { color-scheme: light; }
:root[data-theme='dark'] { color-scheme: dark; }
~~~

加上这一行，滚动条、表单控件和默认背景色也会跟着变暗，否则深色页面里会冒出一个亮白色的原生下拉框。

## 几个细节

- 图片在深色背景下往往显得太亮，可以加一点 \`filter: brightness(0.9)\`；
- 阴影在深色模式下几乎看不见，可以换成更亮一点的边框；
- 代码高亮主题也要准备两套，或者同样改成由变量驱动；
- 切换时给 \`transition\` 设一个较短的时长，页面会显得柔和很多，但不要给所有元素都加，否则切换瞬间会有明显的卡顿。

> 做完之后最好在晚上关灯实际用一会儿，很多刺眼的地方只有这时才能发现。
`,
  },
  {
    title: 'HTTP 缓存全解：强缓存、协商缓存和那些让人困惑的头部',
    description:
      'no-cache 不是不缓存？ETag 和 Last-Modified 该用哪个？一篇讲清浏览器缓存的判断流程和推荐策略。',
    category: '前端开发',
    tags: ['工程化', 'Node.js'],
    cover: '/seed/covers/09.jpg',
    daysAgo: 120,
    views: 1725,
    likes: 102,
    content: md`
## 两类缓存

浏览器在使用一个已缓存的资源前，会先问自己两个问题：

1. **缓存还新鲜吗？** 新鲜就直接用，连请求都不发，这叫强缓存；
2. **已经过期了，但内容真的变了吗？** 带上标识去问服务器，没变就返回 304，这叫协商缓存。

## 强缓存：Cache-Control

~~~http
Cache-Control: public, max-age=31536000, immutable
~~~

| 指令 | 含义 |
|---|---|
| max-age=N | N 秒内直接使用缓存 |
| no-cache | 可以缓存，但每次使用前必须向服务器验证 |
| no-store | 完全不缓存，用于敏感数据 |
| private | 只允许浏览器缓存，CDN 等共享缓存不能存 |
| immutable | 有效期内内容不会变，刷新页面时也不必验证 |

最容易混淆的是 \`no-cache\`：它不是"不缓存"，而是"缓存，但每次都要验证"。真正的不缓存是 \`no-store\`。老的 \`Expires\` 头用的是绝对时间，受客户端时钟影响，同时存在 \`max-age\` 时会被忽略。

## 协商缓存：ETag 与 Last-Modified

服务器返回资源时带上标识：

~~~http
ETag: "5f3c-1a2b"
Last-Modified: Tue, 14 May 2024 08:00:00 GMT
~~~

浏览器下次请求时带上 \`If-None-Match\` 和 \`If-Modified-Since\`，服务器比较之后如果没有变化，就返回 \`304 Not Modified\`，不带响应体。

\`Last-Modified\` 的精度只到秒，而且文件被"碰了一下"、内容没变时间也会更新，所以有条件的话优先用 ETag。

## 在 Node.js 里实现协商缓存

~~~ts
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

export function sendWithEtag(req: IncomingMessage, res: ServerResponse, body: string) {
  const etag = \`"\${createHash('sha1').update(body).digest('base64url')}"\`
  res.setHeader('ETag', etag)
  res.setHeader('Cache-Control', 'no-cache')
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304
    res.end()
    return
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(body)
}
~~~

## 推荐的策略

- 文件名带哈希的静态资源（如 \`app.3f9a1c.js\`）：\`max-age=31536000, immutable\`；
- HTML 入口：\`no-cache\`，保证每次都能拿到最新的资源引用；
- 接口数据：视业务而定，涉及个人信息的用 \`private, no-store\`；
- 用户上传的图片：文件名不变但内容可能变化时，用较短的 max-age 加 ETag。

### 怎么确认缓存生效了

Chrome 开发者工具 Network 面板里，Size 列显示 \`(memory cache)\` 或 \`(disk cache)\` 表示命中了强缓存；状态码 304 表示协商缓存生效。调试时可以勾选 "Disable cache" 临时关闭缓存。更完整的说明见 MDN 的 [HTTP 缓存](https://developer.mozilla.org/zh-CN/docs/Web/HTTP/Caching)。
`,
  },
]
