// Articles for stories and tests: a long article in the seed's style (code in many languages, a
// table, quotes, task lists, illustrations), what the reader recommends beside it, and the hot list.
import type { Article, ArticleLink, HotArticle, RecommendResult } from '../contract/index.ts'
import { illustration } from './images.ts'

const FENCE = '```'

export const LONG_MARKDOWN = `很多个人博客都会走到同一个岔路口：页面越写越多，想把文章、评论、聊天室这些能力“搬”到别的站点上去用。本文记录小站把阅读器做成 **可嵌入组件** 的全过程，从打包、样式隔离到部署上线，踩过的坑都在这里。

> 提示：文中的命令都在 Node 20 下验证过；如果你还在用 Node 16，请先升级，否则 \`import.meta\` 相关的写法会直接报错。

![组件架构总览](${illustration('Widgets', 210)} "小站组件的分层结构")

## 为什么要做成 Web Component

传统做法是给每个宿主站点写一份适配代码，维护成本随着站点数量线性增长。自定义元素（Custom Elements）把“组件”变成了浏览器原生认识的标签：

- 宿主只需要一个 \`<script>\` 标签和一个 \`<xz-article>\` 标签；
- Shadow DOM 让组件的样式 **不会** 泄漏到宿主页面，也不会被宿主的全局 CSS 污染；
- 框架无关：宿主用 Vue、React 还是纯 HTML 都可以。

### 与 iframe 方案的对比

| 方案 | 样式隔离 | 与宿主通信 | 首屏体积 | SEO |
|:--|:-:|:-:|--:|:-:|
| iframe | 完全隔离 | \`postMessage\`，较繁琐 | 需要整页 HTML | 差 |
| Web Component | Shadow DOM | 属性 + 自定义事件 | 约 40 KB（gzip） | 一般 |
| 直接注入脚本 | 无 | 全局变量 | 最小 | 好 |

### 需要注意的兼容性

Safari 对 \`adoptedStyleSheets\` 的支持从 16.4 开始，更早的版本需要退回 \`<style>\` 标签。好在小站的读者绝大多数使用较新的浏览器，详见 [Can I use](https://caniuse.com/mdn-api_document_adoptedstylesheets)。

## 项目初始化

先用 Vite 建一个空项目，再装上需要的依赖：

${FENCE}bash
npm create vite@latest xiaozhan-widgets -- --template react-ts
cd xiaozhan-widgets
npm install marked highlight.js dompurify
# 构建脚本组件时用 preact/compat 替换 React，体积能小三分之二
npm install preact
${FENCE}

### 目录结构

${FENCE}text
src/
  core/        与框架无关的逻辑：接口、存储、偏好
  widgets/     每个功能一个文件夹
  embed/       加载器与每个组件的入口
${FENCE}

## 定义第一个元素

组件本身是一个普通的 React 组件，注册成自定义元素只需要几行：

${FENCE}ts
import { defineElement } from '../element/define.ts'
import { Article } from './Article.tsx'

/** <xz-article article-id="3"> */
export const XzArticle = defineElement('xz-article', Article, {
  props: { articleId: 'number', showToc: 'boolean' },
  events: { onNavigate: 'xz-navigate' },
})
${FENCE}

在组件里，路由交给宿主决定：

${FENCE}tsx
export function NavLink({ path, onNavigate, children }: NavLinkProps) {
  return (
    <a
      href={path}
      onClick={(event) => {
        event.preventDefault()
        onNavigate?.(path)
      }}
    >
      {children}
    </a>
  )
}
${FENCE}

### 属性与事件的约定

1. 属性一律使用短横线命名，例如 \`article-id\`；
2. 布尔属性出现即为真，移除即为假；
3. 事件名统一以 \`xz-\` 开头，并且可以冒泡、穿过 Shadow DOM。

## 样式隔离与主题

每个组件把自己的 CSS 以 **可构造样式表** 的形式挂到 shadow root 上，这样即使站点开启了严格的 CSP 也能正常工作。主题通过 CSS 自定义属性暴露出来：

${FENCE}css
xz-article {
  --xz-primary: #3e7bfa;
  --xz-radius: 10px;
}

xz-article::part(body) {
  font-size: 17px;
}
${FENCE}

![主题切换示意](${illustration('Themes', 330)} "预览主题与代码主题")

### 暗色模式

暗色模式既可以跟随系统，也可以由宿主指定：

${FENCE}html
<xz-article article-id="3" theme="dark"></xz-article>
<script type="module" src="https://blog.example.com/xiaozhan.js"></script>
${FENCE}

## 后端接口

文章接口统一返回 \`{ code, message, result }\` 信封。阅读时长用一个 \`PUT\` 请求上报：

${FENCE}http
PUT /api/article/addReadingDuration/3/125 HTTP/1.1
Host: blog.example.com
Authorization: Bearer eyJhbGciOiJIUzI1NiJ9...
${FENCE}

服务端的统计只是一条简单的 SQL：

${FENCE}sql
UPDATE articles
   SET reading_duration = reading_duration + 125
 WHERE id = 3
   AND status = 1;

SELECT id, article_title, view_times
  FROM articles
 ORDER BY view_times DESC
 LIMIT 5;
${FENCE}

### 配置文件

${FENCE}yaml
server:
  port: 8080
  cors:
    allowed-origins:
      - https://blog.example.com
      - https://friend.example.org
storage:
  driver: sqlite
  path: ./data/xiaozhan.db
${FENCE}

前端读取的站点配置是一份 JSON：

${FENCE}json
{
  "blog_name": "小站",
  "personal_say": "写代码，也写生活",
  "globe": { "points": [{ "lat": 31.23, "lng": 121.47, "size": 0.06 }] }
}
${FENCE}

## 部署

### Nginx 反向代理

${FENCE}nginx
server {
    listen 443 ssl http2;
    server_name blog.example.com;

    location /api/ {
        proxy_pass http://127.0.0.1:8080;
        proxy_set_header Host $host;
    }

    location /ws {
        proxy_pass http://127.0.0.1:8080;
        proxy_http_version 1.1;
        proxy_set_header Upgrade $http_upgrade;
        proxy_set_header Connection "upgrade";
    }
}
${FENCE}

### 容器化

${FENCE}dockerfile
FROM node:20-alpine
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY dist ./dist
EXPOSE 8080
CMD ["node", "dist/server/main.js"]
${FENCE}

## 其他语言的小工具

图片压缩脚本用 Python 写起来最顺手：

${FENCE}python
from pathlib import Path
from PIL import Image

def compress(src: Path, quality: int = 80) -> Path:
    """把图片压成 WebP，返回新文件的路径。"""
    out = src.with_suffix(".webp")
    Image.open(src).save(out, "WEBP", quality=quality)
    return out
${FENCE}

统计服务的一个 Go 片段：

${FENCE}go
func (s *Stats) Add(id int, seconds int) error {
	if seconds <= 0 {
		return nil
	}
	_, err := s.db.Exec("UPDATE articles SET reading_duration = reading_duration + ? WHERE id = ?", seconds, id)
	return err
}
${FENCE}

Rust 写的命令行工具用来批量生成缩略图：

${FENCE}rust
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let files: Vec<_> = std::fs::read_dir("./uploads")?.collect();
    println!("共 {} 个文件", files.len());
    Ok(())
}
${FENCE}

还有一段没有登记高亮的语言，会按纯文本显示：

${FENCE}brainfuck
++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.
${FENCE}

## 上线检查清单

- [x] 打包体积：加载器 + 运行时 + 阅读器不超过 60 KB（gzip）
- [x] 暗色模式下所有主题都清晰可读
- [ ] 为旧版 Safari 准备样式降级
- [ ] 补充端到端测试

![上线后的访问曲线](${illustration('Traffic', 140)})

---

写到这里，阅读器已经可以在任何页面里通过一行脚本使用了。下一篇会聊聊聊天室组件是如何共享一条 WebSocket 连接的，欢迎在评论区留言交流。更多文章请看[归档](/archives)。
`

export const ARTICLE: Article = {
  id: 3,
  article_title: '把博客阅读器做成可嵌入的 Web Component',
  article_description: '从打包、样式隔离到部署上线，记录小站阅读器组件化的全过程。',
  article_content: LONG_MARKDOWN,
  article_cover: illustration('Xiaozhan', 230, 1260, 480),
  category_id: 2,
  categoryName: '前端工程',
  tagNameList: ['Web Component', 'React', 'Vite'],
  author_id: 1,
  authorName: '站长',
  is_top: 0,
  order: 0,
  status: 1,
  type: 1,
  origin_url: '',
  view_times: 12890,
  thumbs_up_times: 128,
  reading_duration: 86400,
  is_like: false,
  createdAt: '2024-05-18T09:30:00.000Z',
  updatedAt: '2024-05-20T12:00:00.000Z',
}

const link = (id: number, title: string, hue: number, day: number): ArticleLink => ({
  id,
  article_title: title,
  article_cover: illustration(`#${id}`, hue, 480, 270),
  createdAt: `2024-0${(day % 9) + 1}-1${day % 10}T08:00:00.000Z`,
})

export const RECOMMEND: RecommendResult = {
  previous: link(2, '用 Vite 8 和 Rolldown 重新打包小站', 190, 4),
  next: link(4, '聊天室组件如何共享一条 WebSocket 连接', 280, 6),
  recommend: [
    link(5, 'Shadow DOM 里的焦点管理与可访问性', 20, 1),
    link(6, 'zustand vanilla：一个页面一个 store', 100, 2),
    { ...link(7, '用 DOMPurify 安全地渲染用户内容', 300, 3), article_cover: '' },
    link(8, '给 Markdown 代码块加上复制按钮', 50, 5),
    link(9, 'IntersectionObserver 实现目录滚动高亮', 160, 7),
    link(10, '阅读时长统计：pagehide 与 keepalive', 250, 8),
  ],
}

/** The five hot articles the stories and the tests show (view_times descending, as the server sends them). */
export const HOT: HotArticle[] = [
  { id: 11, article_title: 'React 19 新特性一览：Actions、use 与服务端组件', view_times: 9321 },
  { id: 12, article_title: '从 Rollup 到 Rolldown：Vite 8 升级笔记', view_times: 7210 },
  { id: 13, article_title: 'TypeScript 7 原生编译器初体验', view_times: 6533 },
  { id: 14, article_title: 'CSS 容器查询实战：卡片组件的自适应布局', view_times: 4120 },
  { id: 15, article_title: '用 Node 20 自带的 fetch 写一个爬虫', view_times: 3877 },
]
