import type {
  SeedAdminProfile,
  SeedAlbum,
  SeedChatMessage,
  SeedCommentThread,
  SeedGlobe,
  SeedLink,
  SeedMessage,
  SeedPageHeader,
  SeedResourceGroup,
  SeedResources,
  SeedSiteConfig,
  SeedTalk,
  SeedUser,
} from './types.ts'

export type * from './types.ts'

/* ------------------------------------------------------------------------------------------------
 * Users
 * --------------------------------------------------------------------------------------------- */

/**
 * Demo accounts besides the admin (role 2, ordinary users).
 *
 * Demo login: username `demo_user`, password `Demo_2024` — 9 characters mixing letters, digits and a
 * symbol, so it passes the register rule (8–18 characters, at least two kinds, no Chinese).
 * The two readers exist so comment threads and the chat read like a conversation; their password
 * `Reader_2024` follows the same rule.
 */
export const users: SeedUser[] = [
  {
    key: 'demo',
    username: 'demo_user',
    nickName: '演示用户',
    avatar: '/seed/avatars/demo.png',
    password: 'Demo_2024',
  },
  {
    key: 'reader1',
    username: 'lin_xiaolu',
    nickName: '林小鹿',
    avatar: '/seed/avatars/reader1.png',
    password: 'Reader_2024',
  },
  {
    key: 'reader2',
    username: 'chen_shisan',
    nickName: '陈十三',
    avatar: '/seed/avatars/reader2.png',
    password: 'Reader_2024',
  },
]

/** Nick name and avatar for the admin account the server creates. */
export const adminProfile: SeedAdminProfile = {
  nickName: '站长',
  avatar: '/seed/avatars/admin.png',
}

/* ------------------------------------------------------------------------------------------------
 * Talks (说说)
 * --------------------------------------------------------------------------------------------- */

/** Short posts by the admin. The array index is what `commentThreads` (type 2) refer to. */
export const talks: SeedTalk[] = [
  {
    content:
      '小站终于上线啦！折腾了两个月，从表结构设计到部署上线，每一行代码都是自己写的。欢迎常来逛逛，有任何问题都可以在留言板告诉我 🎉',
    images: ['/seed/talks/t01-1.jpg', '/seed/talks/t01-2.jpg'],
    isTop: true,
    daysAgo: 740,
    likes: 86,
  },
  {
    content:
      '今天把 SQLite 切到了 WAL 模式，压测时满屏的 SQLITE_BUSY 全部消失了。有时候性能问题的答案，就藏在一行配置里。',
    images: [],
    daysAgo: 566,
    likes: 34,
  },
  {
    content: '周末去爬山，下山的时候正好赶上晚霞，整片天空都是橘红色的。累是真的累，值也是真的值。',
    images: ['/seed/talks/t03-1.jpg', '/seed/talks/t03-2.jpg', '/seed/talks/t03-3.jpg'],
    daysAgo: 480,
    likes: 57,
  },
  {
    content:
      '重构了一个三年前写的模块，一边改一边笑：当时的我怎么会觉得这样写很优雅？好的代码不是写出来的，是改出来的。',
    images: [],
    daysAgo: 420,
    likes: 41,
  },
  {
    content: '刚知道 git push 还有个 --force-with-lease，想想以前直接 --force 的日子，真是艺高人胆大。',
    images: [],
    daysAgo: 428,
    likes: 29,
  },
  {
    content: '下雨天，一杯热咖啡，一个没有会议的下午。终于可以安安静静地把那篇 MVCC 的文章写完了。',
    images: ['/seed/talks/t06-1.jpg', '/seed/talks/t06-2.jpg'],
    daysAgo: 352,
    likes: 48,
  },
  {
    content: '办公楼下那只橘猫又胖了一圈，大家每天轮流给它带吃的。它大概是整栋楼里最没有 KPI 压力的同事。',
    images: ['/seed/talks/t07-1.jpg'],
    daysAgo: 236,
    likes: 73,
  },
  {
    content:
      '大理的云真的很低，好像一伸手就能够到。环洱海的三天，手机几乎没怎么看消息，久违地觉得时间是自己的。',
    images: [
      '/seed/talks/t08-1.jpg',
      '/seed/talks/t08-2.jpg',
      '/seed/talks/t08-3.jpg',
      '/seed/talks/t08-4.jpg',
    ],
    daysAgo: 142,
    likes: 112,
  },
  {
    content: '跑步第 30 天，第一次中途不停地跑完了 5 公里。配速很慢，但给自己鼓个掌 👏',
    images: [],
    daysAgo: 92,
    likes: 64,
  },
  {
    content: '给小站加了一个实时聊天室，就在页面右下角，登录之后就能发言。顺便求一波友链，欢迎在友链页申请～',
    images: ['/seed/talks/t10-1.jpg'],
    daysAgo: 5,
    likes: 38,
  },
]

/* ------------------------------------------------------------------------------------------------
 * Albums
 * --------------------------------------------------------------------------------------------- */

/** Three albums; the first photo of each is its cover. */
export const albums: SeedAlbum[] = [
  {
    name: '城市漫步',
    description: '下班路上、周末街角，城市里那些值得停下来看一眼的瞬间。',
    photos: [
      { path: '/seed/photos/a1-01.jpg', caption: '傍晚的江边步道' },
      { path: '/seed/photos/a1-02.jpg', caption: '雨后的老街' },
      { path: '/seed/photos/a1-03.jpg', caption: '清晨的公园' },
      { path: '/seed/photos/a1-04.jpg', caption: '天台上看晚霞' },
      { path: '/seed/photos/a1-05.jpg', caption: '周末的河畔' },
      { path: '/seed/photos/a1-06.jpg', caption: '下班路上的日落' },
      { path: '/seed/photos/a1-07.jpg', caption: '夜色里的城市天际线' },
      { path: '/seed/photos/a1-08.jpg', caption: '初秋的林荫道' },
      { path: '/seed/photos/a1-09.jpg', caption: '湖边的清晨' },
      { path: '/seed/photos/a1-10.jpg', caption: '冬日午后' },
    ],
  },
  {
    name: '洱海骑行',
    description: '环洱海的三天：苍山、洱海、稻田和很低很低的云。',
    photos: [
      { path: '/seed/photos/a2-01.jpg', caption: '洱海边的傍晚' },
      { path: '/seed/photos/a2-02.jpg', caption: '才村的日落' },
      { path: '/seed/photos/a2-03.jpg', caption: '苍山脚下' },
      { path: '/seed/photos/a2-04.jpg', caption: '喜洲的稻田' },
      { path: '/seed/photos/a2-05.jpg', caption: '海西生态廊道' },
      { path: '/seed/photos/a2-06.jpg', caption: '磻溪的 S 弯' },
      { path: '/seed/photos/a2-07.jpg', caption: '双廊的清晨' },
      { path: '/seed/photos/a2-08.jpg', caption: '湖面上的渔船' },
      { path: '/seed/photos/a2-09.jpg', caption: '挖色附近的海湾' },
      { path: '/seed/photos/a2-10.jpg', caption: '回古城路上的晚霞' },
    ],
  },
  {
    name: '山野与星空',
    description: '徒步、露营，以及戈壁上这辈子见过最清楚的银河。',
    photos: [
      { path: '/seed/photos/a3-01.jpg', caption: '山顶的日出' },
      { path: '/seed/photos/a3-02.jpg', caption: '戈壁上的星空' },
      { path: '/seed/photos/a3-03.jpg', caption: '营地的夜晚' },
      { path: '/seed/photos/a3-04.jpg', caption: '雪山下的湖' },
      { path: '/seed/photos/a3-05.jpg', caption: '穿过云层的山脊' },
      { path: '/seed/photos/a3-06.jpg', caption: '沙丘上的黄昏' },
      { path: '/seed/photos/a3-07.jpg', caption: '徒步路上的溪谷' },
      { path: '/seed/photos/a3-08.jpg', caption: '高原的清晨' },
      { path: '/seed/photos/a3-09.jpg', caption: '满月下的群山' },
    ],
  },
]

/* ------------------------------------------------------------------------------------------------
 * Friend links
 * --------------------------------------------------------------------------------------------- */

/** Approved friend links (well-known blogs; the descriptions are ours). */
export const links: SeedLink[] = [
  {
    site_name: '阮一峰的网络日志',
    site_desc: '长期更新的科技爱好者周刊，和深入浅出的技术文章',
    site_avatar: '/seed/links/01.png',
    url: 'https://www.ruanyifeng.com/blog/',
  },
  {
    site_name: '张鑫旭的个人博客',
    site_desc: '十几年如一日地研究 CSS 和前端交互细节',
    site_avatar: '/seed/links/02.png',
    url: 'https://www.zhangxinxu.com/',
  },
  {
    site_name: '云风的 BLOG',
    site_desc: '游戏引擎、系统编程与软件设计的长期思考',
    site_avatar: '/seed/links/03.png',
    url: 'https://blog.codingnow.com/',
  },
  {
    site_name: '廖雪峰的官方网站',
    site_desc: '对新手非常友好的 Python、JavaScript 和 Git 教程',
    site_avatar: '/seed/links/04.png',
    url: 'https://liaoxuefeng.com/',
  },
  {
    site_name: '美团技术团队',
    site_desc: '一线团队的工程实践、架构演进与技术沉淀',
    site_avatar: '/seed/links/05.png',
    url: 'https://tech.meituan.com/',
  },
  {
    site_name: 'Overreacted',
    site_desc: 'Dan Abramov 关于 React 和编程思考的个人博客',
    site_avatar: '/seed/links/06.png',
    url: 'https://overreacted.io/',
  },
  {
    site_name: 'Josh W. Comeau',
    site_desc: '图文并茂、可以交互的 CSS 与 React 教程',
    site_avatar: '/seed/links/07.png',
    url: 'https://www.joshwcomeau.com/',
  },
  {
    site_name: 'Julia Evans',
    site_desc: '用小漫画和小实验讲清楚 Linux、网络与调试',
    site_avatar: '/seed/links/08.png',
    url: 'https://jvns.ca/',
  },
]

/* ------------------------------------------------------------------------------------------------
 * Resources and site list
 * --------------------------------------------------------------------------------------------- */

/** Recommended developer sites. Icons are '' so the UI shows its letter fallback. */
export const resources: SeedResources = {
  front: [
    {
      category: '官方文档',
      sites: [
        {
          name: 'MDN Web Docs',
          url: 'https://developer.mozilla.org/zh-CN/',
          desc: 'HTML、CSS、JavaScript 与 Web API 最权威的参考文档',
          icon: '',
        },
        { name: 'React', url: 'https://react.dev/', desc: '用于构建用户界面的 JavaScript 库', icon: '' },
        {
          name: 'Vue.js',
          url: 'https://cn.vuejs.org/',
          desc: '渐进式 JavaScript 框架，中文文档完善',
          icon: '',
        },
        {
          name: 'TypeScript',
          url: 'https://www.typescriptlang.org/',
          desc: '带类型系统的 JavaScript 超集',
          icon: '',
        },
        { name: 'Vite', url: 'https://vite.dev/', desc: '下一代前端构建工具，开发服务器秒开', icon: '' },
      ],
    },
    {
      category: '样式与组件',
      sites: [
        { name: 'Tailwind CSS', url: 'https://tailwindcss.com/', desc: '原子化 CSS 框架', icon: '' },
        { name: 'Ant Design', url: 'https://ant.design/', desc: '企业级中后台 React 组件库', icon: '' },
        {
          name: 'Element Plus',
          url: 'https://element-plus.org/zh-CN/',
          desc: '基于 Vue 3 的组件库',
          icon: '',
        },
        { name: 'Can I use', url: 'https://caniuse.com/', desc: '查询 Web 特性的浏览器兼容性', icon: '' },
      ],
    },
    {
      category: '学习社区',
      sites: [
        { name: 'web.dev', url: 'https://web.dev/', desc: 'Chrome 团队的 Web 性能与最佳实践指南', icon: '' },
        { name: 'CSS-Tricks', url: 'https://css-tricks.com/', desc: 'CSS 技巧与布局指南', icon: '' },
        { name: '掘金', url: 'https://juejin.cn/', desc: '中文开发者技术社区', icon: '' },
        {
          name: 'JavaScript.info',
          url: 'https://zh.javascript.info/',
          desc: '从基础到进阶的现代 JavaScript 教程',
          icon: '',
        },
      ],
    },
  ],
  back: [
    {
      category: '语言与运行时',
      sites: [
        { name: 'Node.js', url: 'https://nodejs.org/zh-cn', desc: '基于 V8 的 JavaScript 运行时', icon: '' },
        { name: 'Go', url: 'https://go.dev/', desc: '简洁高效、天生支持并发的编程语言', icon: '' },
        {
          name: 'Rust',
          url: 'https://www.rust-lang.org/zh-CN/',
          desc: '兼顾性能与内存安全的系统编程语言',
          icon: '',
        },
        { name: 'Python', url: 'https://www.python.org/', desc: '胶水语言，脚本与数据处理的首选', icon: '' },
      ],
    },
    {
      category: '数据库与中间件',
      sites: [
        {
          name: 'PostgreSQL',
          url: 'https://www.postgresql.org/',
          desc: '功能强大的开源关系数据库',
          icon: '',
        },
        { name: 'SQLite', url: 'https://www.sqlite.org/', desc: '嵌入式数据库，零配置，单文件', icon: '' },
        { name: 'MySQL', url: 'https://dev.mysql.com/doc/', desc: '最流行的开源关系数据库之一', icon: '' },
        { name: 'Redis', url: 'https://redis.io/', desc: '内存数据结构存储，常用作缓存与消息队列', icon: '' },
      ],
    },
    {
      category: '部署与运维',
      sites: [
        { name: 'Docker', url: 'https://docs.docker.com/', desc: '容器化应用的构建、分发与运行', icon: '' },
        { name: 'Nginx', url: 'https://nginx.org/', desc: '高性能 Web 服务器与反向代理', icon: '' },
        { name: 'Kubernetes', url: 'https://kubernetes.io/zh-cn/', desc: '容器编排平台', icon: '' },
        {
          name: 'GitHub Actions',
          url: 'https://docs.github.com/actions',
          desc: '与代码仓库集成的 CI/CD 服务',
          icon: '',
        },
      ],
    },
  ],
}

/** Site navigation list (same shape as `resources.front`). */
export const siteList: SeedResourceGroup[] = [
  {
    category: '常用',
    sites: [
      { name: 'GitHub', url: 'https://github.com/', desc: '全球最大的代码托管平台', icon: '' },
      { name: 'Stack Overflow', url: 'https://stackoverflow.com/', desc: '程序员问答社区', icon: '' },
      { name: 'V2EX', url: 'https://www.v2ex.com/', desc: '创意工作者们的社区', icon: '' },
      { name: 'Hacker News', url: 'https://news.ycombinator.com/', desc: '科技与创业新闻聚合', icon: '' },
    ],
  },
  {
    category: '设计灵感',
    sites: [
      { name: 'Dribbble', url: 'https://dribbble.com/', desc: '设计师作品展示社区', icon: '' },
      { name: 'Figma', url: 'https://www.figma.com/', desc: '在线协作的界面设计工具', icon: '' },
      { name: 'Unsplash', url: 'https://unsplash.com/', desc: '免费可商用的高质量照片', icon: '' },
      { name: 'iconfont', url: 'https://www.iconfont.cn/', desc: '阿里巴巴矢量图标库', icon: '' },
    ],
  },
  {
    category: '开发工具',
    sites: [
      { name: 'regex101', url: 'https://regex101.com/', desc: '在线测试和解释正则表达式', icon: '' },
      { name: 'Excalidraw', url: 'https://excalidraw.com/', desc: '手绘风格的在线白板', icon: '' },
      { name: 'Carbon', url: 'https://carbon.now.sh/', desc: '生成漂亮的代码截图', icon: '' },
      { name: 'TinyPNG', url: 'https://tinypng.com/', desc: '在线压缩 PNG 和 JPEG 图片', icon: '' },
    ],
  },
]

/* ------------------------------------------------------------------------------------------------
 * Message board
 * --------------------------------------------------------------------------------------------- */

/** Message-board entries. The array index is what `commentThreads` (type 3) refer to. */
export const messages: SeedMessage[] = [
  {
    message: '恭喜小站上线！界面很清爽，文章也很用心，已加入收藏夹。',
    color: '#1f2937',
    font_size: 18,
    font_weight: 500,
    bg_color: '#fde68a',
    tag: '祝福',
    nickName: '游客20481',
    asUser: null,
    daysAgo: 738,
  },
  {
    message: '第一次来，从搜索引擎搜 SQLite WAL 进来的，解释得比官方文档还好懂，谢谢博主！',
    color: '#1e3a8a',
    font_size: 16,
    font_weight: 400,
    bg_color: '#bfdbfe',
    tag: '技术交流',
    nickName: '游客51730',
    asUser: null,
    daysAgo: 560,
  },
  {
    message: '建议文章页加一个目录，长文章滚来滚去找不到位置。',
    color: '#7c2d12',
    font_size: 16,
    font_weight: 500,
    bg_color: '#fed7aa',
    tag: '建议',
    nickName: '演示用户',
    asUser: 'demo',
    daysAgo: 520,
  },
  {
    message: '已经加上目录啦，长文章读起来方便多了。谢谢建议！',
    color: '#14532d',
    font_size: 16,
    font_weight: 400,
    bg_color: '#bbf7d0',
    tag: '建议',
    nickName: '站长',
    asUser: 'admin',
    daysAgo: 512,
  },
  {
    message: '路过，留个脚印 👣',
    color: '#374151',
    font_size: 20,
    font_weight: 700,
    bg_color: '#e5e7eb',
    tag: '闲聊',
    nickName: '游客66218',
    asUser: null,
    daysAgo: 470,
  },
  {
    message: '请教一下，Go 的 errgroup 设置了 SetLimit 之后，g.Go 会阻塞吗？',
    color: '#312e81',
    font_size: 15,
    font_weight: 400,
    bg_color: '#c7d2fe',
    tag: '技术交流',
    nickName: '游客09342',
    asUser: null,
    daysAgo: 430,
  },
  {
    message: '新年快乐！祝小站越办越好，博主明年多更新 🎆',
    color: '#831843',
    font_size: 22,
    font_weight: 700,
    bg_color: '#fbcfe8',
    tag: '祝福',
    nickName: '游客73105',
    asUser: null,
    daysAgo: 392,
  },
  {
    message: '暗黑模式好评，晚上看文章终于不刺眼了。',
    color: '#f9fafb',
    font_size: 16,
    font_weight: 500,
    bg_color: '#334155',
    tag: '闲聊',
    nickName: '游客48817',
    asUser: null,
    daysAgo: 245,
  },
  {
    message: '希望能出一篇讲 Docker 部署整个小站的完整教程，包括 HTTPS。',
    color: '#713f12',
    font_size: 16,
    font_weight: 400,
    bg_color: '#fef08a',
    tag: '建议',
    nickName: '游客35560',
    asUser: null,
    daysAgo: 515,
  },
  {
    message: '今天面试被问到 MVCC，刚好前两天看过博主的文章，答得很顺利，来还愿！',
    color: '#064e3b',
    font_size: 18,
    font_weight: 700,
    bg_color: '#a7f3d0',
    tag: '祝福',
    nickName: '游客81274',
    asUser: null,
    daysAgo: 330,
  },
  {
    message: '相册里洱海那组照片太好看了，已经开始计划明年的旅行了。',
    color: '#0c4a6e',
    font_size: 16,
    font_weight: 400,
    bg_color: '#bae6fd',
    tag: '闲聊',
    nickName: '演示用户',
    asUser: 'demo',
    daysAgo: 135,
  },
  {
    message: '二分查找那篇的不变量讲法太清楚了，以前总是凭感觉改加一减一。',
    color: '#3b0764',
    font_size: 16,
    font_weight: 500,
    bg_color: '#e9d5ff',
    tag: '技术交流',
    nickName: '游客27793',
    asUser: null,
    daysAgo: 90,
  },
  {
    message: '打卡第 100 天，每天上班前来看一眼有没有更新 ☕',
    color: '#44403c',
    font_size: 14,
    font_weight: 400,
    bg_color: '#e7e5e4',
    tag: '闲聊',
    nickName: '游客14026',
    asUser: null,
    daysAgo: 70,
  },
  {
    message: '搜索框能不能支持按标签筛选？文章多起来以后会很有用。',
    color: '#7f1d1d',
    font_size: 15,
    font_weight: 500,
    bg_color: '#fecaca',
    tag: '建议',
    nickName: '游客90418',
    asUser: null,
    daysAgo: 58,
  },
  {
    message: '聊天室太有意思了，半夜还能碰到几个一起写代码的朋友。',
    color: '#1e293b',
    font_size: 17,
    font_weight: 400,
    bg_color: '#cbd5e1',
    tag: '闲聊',
    nickName: '游客62951',
    asUser: null,
    daysAgo: 4,
  },
  {
    message: '祝站长身体健康，半马顺利完赛！🏃',
    color: '#9a3412',
    font_size: 20,
    font_weight: 700,
    bg_color: '#ffedd5',
    tag: '祝福',
    nickName: '游客38027',
    asUser: null,
    daysAgo: 18,
  },
  {
    message: 'Redis 排行榜那篇很实用，按天分 key 再合并的思路直接用到了我们的项目里。',
    color: '#134e4a',
    font_size: 16,
    font_weight: 400,
    bg_color: '#99f6e4',
    tag: '技术交流',
    nickName: '游客55102',
    asUser: null,
    daysAgo: 50,
  },
  {
    message: '欢迎大家留言！技术问题、文章勘误、随便聊聊都可以，我都会认真看。',
    color: '#1f2937',
    font_size: 18,
    font_weight: 700,
    bg_color: '#fef3c7',
    tag: '闲聊',
    nickName: '站长',
    asUser: 'admin',
    daysAgo: 741,
  },
  {
    message: '友链申请已提交，求通过～我的博客主要写前端工程化。',
    color: '#365314',
    font_size: 15,
    font_weight: 400,
    bg_color: '#d9f99d',
    tag: '闲聊',
    nickName: '游客70863',
    asUser: null,
    daysAgo: 28,
  },
  {
    message: '希望多写一些随笔，技术文章很好，生活类的也很想看。',
    color: '#4c1d95',
    font_size: 16,
    font_weight: 500,
    bg_color: '#ddd6fe',
    tag: '建议',
    nickName: '游客43689',
    asUser: null,
    daysAgo: 210,
  },
]

/* ------------------------------------------------------------------------------------------------
 * Comment threads
 * --------------------------------------------------------------------------------------------- */

/**
 * Comments with replies. `target.index` points into `articles` (type 1), `talks` (type 2) or
 * `messages` (type 3). A reply answers the top comment unless `replyToIndex` names an earlier reply.
 */
export const commentThreads: SeedCommentThread[] = [
  {
    target: { type: 1, index: 0 },
    author: 'reader1',
    content: '恭喜开站！页面很干净，期待后续的文章。',
    replies: [
      { author: 'admin', content: '谢谢支持，会保持更新的～' },
      { author: 'reader2', content: '坐等数据库系列，SQLite 那部分很感兴趣。' },
      { author: 'admin', content: '已经在写了，下个月就能发出来。', replyToIndex: 1 },
    ],
  },
  {
    target: { type: 1, index: 1 },
    author: 'demo',
    content: '函数式更新这个点太关键了，之前一直以为是 React 的 bug，原来是闭包的锅。',
    replies: [
      {
        author: 'reader1',
        content: '我也踩过，而且 setInterval 的坑最隐蔽，测试的时候只看一眼根本发现不了。',
      },
      {
        author: 'admin',
        content: '对，所以强烈建议把 exhaustive-deps 规则打开，它会直接提示你漏了哪个依赖。',
      },
      { author: 'demo', content: '刚去项目里打开了，一下子冒出来二十多个警告……', replyToIndex: 1 },
      { author: 'admin', content: '哈哈，正常，一个个看过去，大部分都是真问题。', replyToIndex: 2 },
    ],
  },
  {
    target: { type: 1, index: 6 },
    author: 'reader2',
    content: '那道题我答成了 1 6 3 4 5 2，看完才明白第二个 then 要等第一个执行完才会入队。',
    replies: [
      { author: 'admin', content: '对，这是最容易错的地方：链式 then 是一个一个入队的，不是一次全部排好。' },
      {
        author: 'reader1',
        content: '可以再加一个 async 函数进去，await 之后的代码什么时候执行，又能考倒一批人。',
      },
    ],
  },
  {
    target: { type: 1, index: 10 },
    author: 'reader1',
    content: '作为前端，看完这篇终于理解为什么 Rust 里 let s2 = s1 之后 s1 就不能用了。',
    replies: [
      { author: 'admin', content: '把它想成"转交钥匙"就好理解了，钥匙给了别人，自己就开不了门了。' },
      { author: 'reader2', content: '生命周期那一节可以再展开讲讲吗？结构体里存引用的时候还是很晕。' },
      { author: 'admin', content: '好的，记下了，后面单独写一篇生命周期。', replyToIndex: 1 },
    ],
  },
  {
    target: { type: 1, index: 11 },
    author: 'demo',
    content: '想问一下，先删缓存再更新数据库，和先更新数据库再删缓存，有什么区别？',
    replies: [
      {
        author: 'admin',
        content:
          '先删缓存的话，删完到更新数据库之间如果有读请求，会把旧值重新写回缓存，不一致的窗口更大。所以一般推荐先更新数据库再删缓存。',
      },
      { author: 'reader2', content: '还有一种延迟双删的做法，更新完数据库隔几百毫秒再删一次。' },
      {
        author: 'admin',
        content: '是的，代价是多一次删除和一个定时任务，看业务对一致性的要求来选。',
        replyToIndex: 1,
      },
      { author: 'demo', content: '明白了，谢谢两位！' },
    ],
  },
  {
    target: { type: 1, index: 18 },
    author: 'reader2',
    content: '我们内部的小工具也一直在用 SQLite，确实省心。请问多进程同时写会有问题吗？',
    replies: [
      {
        author: 'admin',
        content:
          '同一台机器上多进程没问题，写操作会排队，记得设置 busy_timeout。只是别放在 NFS 这类网络文件系统上。',
      },
      { author: 'reader1', content: '补充一句，备份别直接 cp 主文件，用 .backup 命令最稳。' },
    ],
  },
  {
    target: { type: 1, index: 20 },
    author: 'reader1',
    content: '快照读和当前读那个例子太经典了，之前线上就遇到过"读出来是 100，更新完变成 60"的情况。',
    replies: [
      { author: 'admin', content: '这个问题排查起来特别绕，我当时也是看了半天 binlog 才反应过来。' },
      { author: 'demo', content: '所以扣库存这类操作，还是直接写条件更新最稳妥。' },
    ],
  },
  {
    target: { type: 1, index: 26 },
    author: 'demo',
    content: 'Alt + . 这个快捷键真是相见恨晚，以前都是手动复制上一条命令的参数。',
    replies: [
      { author: 'reader2', content: '连按几次还能依次取更早命令的最后一个参数。' },
      { author: 'admin', content: '还有 Ctrl + X Ctrl + E，可以把当前命令放进编辑器里改，长命令特别好用。' },
      { author: 'demo', content: '又学到了，收藏了。', replyToIndex: 1 },
    ],
  },
  {
    target: { type: 1, index: 31 },
    author: 'reader2',
    content: '照片好美！想问一下租电动车大概多少钱一天？',
    replies: [
      { author: 'admin', content: '古城附近有很多家，几十块一天，记得多租一块备用电池。' },
      { author: 'reader1', content: '去年去的时候海西廊道还在修，现在全线通了吗？' },
      { author: 'admin', content: '我去的时候是通的，骑起来很舒服，机动车不能进。', replyToIndex: 1 },
    ],
  },
  {
    target: { type: 1, index: 29 },
    author: 'reader1',
    content: '"基础知识的回报很慢，但它不会过时"，这句话记下了。明年一起加油！',
    replies: [{ author: 'admin', content: '一起加油！明年见～' }],
  },
  {
    target: { type: 2, index: 0 },
    author: 'reader2',
    content: '恭喜恭喜！两个月搞定前后端，太强了。',
    replies: [
      { author: 'admin', content: '其实大部分时间都花在改样式上了 😂' },
      { author: 'demo', content: '样式确实好看，配色很舒服。' },
    ],
  },
  {
    target: { type: 2, index: 7 },
    author: 'demo',
    content: '第三张照片可以当壁纸了！',
    replies: [
      { author: 'admin', content: '原图在相册里，随便用～' },
      { author: 'reader1', content: '看得我也想请假去大理了。' },
      { author: 'reader2', content: '同，已经开始看机票了。', replyToIndex: 1 },
    ],
  },
  {
    target: { type: 2, index: 8 },
    author: 'reader1',
    content: '加油！我也是从跑不动两公里开始的，坚持下来真的会越来越轻松。',
    replies: [{ author: 'admin', content: '谢谢鼓励！现在最大的挑战是早上起得来。' }],
  },
  {
    target: { type: 3, index: 2 },
    author: 'reader2',
    content: '同求目录功能，手机上看长文确实不方便。',
    replies: [{ author: 'admin', content: '已经加上啦，去任意一篇长文章里看看～' }],
  },
  {
    target: { type: 3, index: 5 },
    author: 'admin',
    content:
      '会的。达到上限之后，g.Go 会阻塞，直到有正在运行的任务结束；不想阻塞可以用 g.TryGo，拿不到名额时直接返回 false。',
    replies: [
      { author: 'reader1', content: '原来还有 TryGo，学到了。' },
      { author: 'demo', content: '这个回答可以直接补充进文章里了。' },
    ],
  },
]

/* ------------------------------------------------------------------------------------------------
 * Chat room
 * --------------------------------------------------------------------------------------------- */

/** Group chat history, oldest first. */
export const chatMessages: SeedChatMessage[] = [
  { author: 'admin', content: '聊天室开张啦，欢迎大家 🎉', minutesAgo: 2890 },
  { author: 'reader1', content: '沙发！', minutesAgo: 2886 },
  { author: 'reader2', content: '居然是实时的，刷新都不用，厉害', minutesAgo: 2880 },
  {
    author: 'admin',
    content: '用的 WebSocket，断线了会自动重连，断线期间的消息也会补回来',
    minutesAgo: 2875,
  },
  { author: 'demo', content: '测试一下发图片', minutesAgo: 2860 },
  {
    author: 'demo',
    content: '/seed/chat/01.jpg',
    image: '/seed/chat/01.jpg',
    minutesAgo: 2859,
  },
  { author: 'reader1', content: '这是哪里？好漂亮', minutesAgo: 2855 },
  { author: 'demo', content: '上周末去爬的山，随手拍的', minutesAgo: 2852 },
  { author: 'reader2', content: '有人用过 Bun 吗？想在新项目里试试', minutesAgo: 1450 },
  { author: 'reader1', content: '写脚本用过，启动是真快，不过生产环境我还是用 Node', minutesAgo: 1446 },
  { author: 'admin', content: '小站目前是 Node 20，稳定第一 😄', minutesAgo: 1442 },
  { author: 'reader2', content: '也是，原生模块兼容性还得再观察观察', minutesAgo: 1440 },
  { author: 'demo', content: '问个问题，TypeScript 里 interface 和 type 到底该用哪个？', minutesAgo: 720 },
  {
    author: 'reader1',
    content: '描述对象结构用 interface，联合类型、工具类型用 type，我一般这么分',
    minutesAgo: 716,
  },
  { author: 'admin', content: '同意，团队里统一就好，别在这个问题上吵架', minutesAgo: 713 },
  { author: 'demo', content: '懂了，谢谢～', minutesAgo: 711 },
  { author: 'reader2', content: '下班了下班了，今天终于把那个内存泄漏查出来了', minutesAgo: 400 },
  { author: 'reader1', content: '什么原因？', minutesAgo: 398 },
  {
    author: 'reader2',
    content: '事件监听注册了没移除，每次重新连接都多挂一个回调，跑了三天内存翻倍',
    minutesAgo: 396,
  },
  { author: 'admin', content: '经典问题，用 AbortController 统一取消监听会省心很多', minutesAgo: 392 },
  { author: 'reader1', content: '下班路上看到的晚霞，晒一下', minutesAgo: 300 },
  {
    author: 'reader1',
    content: '/seed/chat/02.jpg',
    image: '/seed/chat/02.jpg',
    minutesAgo: 299,
  },
  { author: 'demo', content: '好看！今天的天空确实绝了', minutesAgo: 296 },
  { author: 'reader2', content: '我在地铁里，完美错过……', minutesAgo: 294 },
  { author: 'admin', content: '周末更新一篇 Redis 排行榜的文章，有兴趣的可以关注一下', minutesAgo: 120 },
  { author: 'demo', content: '期待！我们项目正好要做热榜', minutesAgo: 116 },
  { author: 'reader1', content: '有人明天一起去跑步吗？早上七点江边', minutesAgo: 45 },
  { author: 'admin', content: '算我一个，不过只能跑五公里 🏃', minutesAgo: 40 },
  { author: 'reader2', content: '七点……我还是在群里给你们加油吧', minutesAgo: 12 },
  { author: 'demo', content: '哈哈哈，晚安各位', minutesAgo: 3 },
]

/* ------------------------------------------------------------------------------------------------
 * Site configuration
 * --------------------------------------------------------------------------------------------- */

export const siteConfig: SeedSiteConfig = {
  blog_name: '小站',
  blog_avatar: '/seed/avatars/blog.png',
  avatar_bg: '/seed/misc/avatar-bg.jpg',
  personal_say: '把踩过的坑写下来，让后来的人少走一点弯路。',
  blog_notice:
    '欢迎来到小站！这是一个演示站点，可以用账号 demo_user、密码 Demo_2024 登录，体验评论、留言和聊天室。演示数据可能会被重置。',
  github_link: 'https://github.com/',
  bilibili_link: 'https://www.bilibili.com/',
  qq_link: '/seed/misc/qq-qr.png',
  we_chat_link: '/seed/misc/wechat-qr.png',
  icp_number: '京ICP备00000000号-1',
  copyright: '© 2024-2026 小站',
}

/** Page-header backgrounds, one per front-end route. */
export const pageHeaders: SeedPageHeader[] = [
  'home',
  'archives',
  'category',
  'tag',
  'photoAlbum',
  'talk',
  'link',
  'message',
  'resources',
  'userCenter',
].map((route_name) => ({ route_name, bg_url: `/seed/headers/${route_name}.jpg` }))

/** The local source behind GET /api/quote. */
export const quotes: string[] = [
  '纸上得来终觉浅，绝知此事要躬行。——陆游',
  '不积跬步，无以至千里；不积小流，无以成江海。——荀子',
  '路漫漫其修远兮，吾将上下而求索。——屈原',
  '千里之行，始于足下。——老子',
  '学而不思则罔，思而不学则殆。——《论语》',
  '知之者不如好之者，好之者不如乐之者。——《论语》',
  '业精于勤，荒于嬉；行成于思，毁于随。——韩愈',
  '博观而约取，厚积而薄发。——苏轼',
  '问渠那得清如许？为有源头活水来。——朱熹',
  '行到水穷处，坐看云起时。——王维',
  '长风破浪会有时，直挂云帆济沧海。——李白',
  '今天写下的每一行注释，都是写给未来自己的一封信。',
  '代码会过时，解决问题的思路不会。',
  '把复杂的事情讲简单，本身就是一种能力。',
  '最好的调试工具，往往是一夜好觉。',
  '每一个 bug，都是一次重新认识系统的机会。',
  '写下来，才算真正想清楚了。',
  '慢慢来，比较快。',
  '保持好奇，保持谦逊，保持更新。',
  '生活不止眼前的代码，还有远方的湖和山。',
]

/** Globe markers served as /config/config.json. */
export const globe: SeedGlobe = {
  points: [
    { lat: 39.9042, lng: 116.4074, label: '北京' },
    { lat: 31.2304, lng: 121.4737, label: '上海' },
    { lat: 23.1291, lng: 113.2644, label: '广州' },
    { lat: 22.5431, lng: 114.0579, label: '深圳' },
    { lat: 30.2741, lng: 120.1551, label: '杭州' },
    { lat: 30.5728, lng: 104.0668, label: '成都' },
    { lat: 34.3416, lng: 108.9398, label: '西安' },
    { lat: 25.6065, lng: 100.2676, label: '大理' },
    { lat: 35.6762, lng: 139.6503, label: '东京' },
    { lat: 1.3521, lng: 103.8198, label: '新加坡' },
    { lat: 37.7749, lng: -122.4194, label: '旧金山' },
    { lat: 51.5074, lng: -0.1278, label: '伦敦' },
  ],
}
