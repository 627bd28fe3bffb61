import { md } from './md.ts'
import type { SeedArticle } from './types.ts'

/** Tooling articles. */
export const articlesTools: SeedArticle[] = [
  {
    title: 'Nginx 反向代理配置备忘：HTTPS、WebSocket 与静态资源缓存',
    description:
      '部署小站时整理的 Nginx 配置片段：传递真实 IP、开启 HTTPS、代理 WebSocket、给静态资源设置缓存和压缩。',
    category: '工具与效率',
    tags: ['Linux'],
    cover: '/seed/covers/24.jpg',
    daysAgo: 700,
    views: 2364,
    likes: 124,
    content: md`
## 为什么前面要加一层 Nginx

Node.js 服务完全可以直接监听 80 端口，但在它前面放一层 Nginx 有不少好处：统一处理 HTTPS 证书、高效地提供静态文件、压缩响应、限制请求体大小，以及在后端重启时返回一个友好的错误页。下面是部署小站时整理的配置片段，按需取用。

## 最小可用的反向代理

~~~nginx
server {
    listen 80;
    server_name blog.example.com;

    location / {
        proxy_pass http://127.0.0.1:3000;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
~~~

经过反向代理之后，后端看到的客户端地址永远是 127.0.0.1，所以要通过 \`X-Real-IP\` 或 \`X-Forwarded-For\` 把真实 IP 传过去。注意：后端只应该在请求确实来自 Nginx 时才信任这些头，否则任何人都可以伪造一个。

## 开启 HTTPS

用 certbot 申请好 Let's Encrypt 证书之后：

~~~nginx
server {
    listen 443 ssl;
    http2 on;
    server_name blog.example.com;

    ssl_certificate     /etc/letsencrypt/live/blog.example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/blog.example.com/privkey.pem;
    ssl_protocols TLSv1.2 TLSv1.3;

    # location 配置同上
}

server {
    listen 80;
    server_name blog.example.com;
    return 301 https://$host$request_uri;
}
~~~

\`http2 on;\` 是 Nginx 1.25.1 之后的写法，更早的版本要写在 listen 后面：\`listen 443 ssl http2;\`。

## 代理 WebSocket

WebSocket 握手依赖 HTTP/1.1 的协议升级机制，而 Nginx 默认用 HTTP/1.0 连接上游，也不会转发 \`Upgrade\` 和 \`Connection\` 这两个逐跳头部，所以需要显式设置：

~~~nginx
location /ws {
    proxy_pass http://127.0.0.1:3000;
    proxy_http_version 1.1;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection "upgrade";
    proxy_read_timeout 120s;
}
~~~

\`proxy_read_timeout\` 默认是 60 秒，连接上 60 秒没有任何数据就会被断开，所以客户端的心跳间隔要比它短。

## 静态资源缓存

打包产物的文件名里带有内容哈希，可以放心地长期缓存；HTML 则每次都要验证：

~~~nginx
location /assets/ {
    root /var/www/blog;
    add_header Cache-Control "public, max-age=31536000, immutable";
}

location = /index.html {
    root /var/www/blog;
    add_header Cache-Control "no-cache";
}
~~~

### 开启压缩

~~~nginx
gzip on;
gzip_min_length 1024;
gzip_types text/css application/javascript application/json image/svg+xml;
~~~

\`text/html\` 默认就会被压缩，不需要写进 \`gzip_types\`。图片和视频本身已经压缩过，再做一次 gzip 只会白白消耗 CPU。

## 常用命令

~~~bash
sudo nginx -t            # 检查配置语法
sudo nginx -s reload     # 平滑重载，不中断现有连接
tail -f /var/log/nginx/error.log
~~~

改完配置先 \`-t\` 再 reload，应该成为肌肉记忆，它能避免一个拼写错误让整个站点挂掉。

### 502 和 504 怎么排查

- **502 Bad Gateway**：Nginx 连不上后端，通常是服务没启动、端口写错，或者进程崩溃了；
- **504 Gateway Timeout**：连上了，但后端迟迟不返回，超过了 \`proxy_read_timeout\`；
- 两种情况都先看 Nginx 的错误日志，里面会写明是连接被拒绝还是读取超时，再去查后端自己的日志。
`,
  },
  {
    title: 'Docker 多阶段构建：给 Node.js 镜像瘦身',
    description:
      '从一个一点几 GB 的镜像出发，用多阶段构建、合理的层顺序和 .dockerignore，把部署镜像缩小到原来的几分之一。',
    category: '工具与效率',
    tags: ['工程化', 'Node.js'],
    cover: '/seed/covers/25.jpg',
    daysAgo: 520,
    views: 1988,
    likes: 108,
    content: md`
## 问题：镜像里装了太多东西

最初的 Dockerfile 只有四行：基于 \`node:20\`，复制代码，\`npm install\`，启动。构建出来的镜像一点几 GB，推送和拉取都很慢。仔细一看，里面有完整的 Debian 系统、编译工具链、TypeScript 编译器、测试框架，以及整个源码目录——运行时真正需要的，只是编译后的 JS 和生产依赖。

## 多阶段构建

一个 Dockerfile 里可以有多个 \`FROM\`，每个阶段都可以从前面的阶段复制文件，最终镜像只包含最后一个阶段的内容：

~~~dockerfile
# syntax=docker/dockerfile:1
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000
CMD ["node", "dist/server.js"]
~~~

![镜像分层示意](/seed/inline/docker-layers.jpg)

## 层的顺序决定缓存命中率

Docker 按指令逐层缓存，某一层变化后，它之后的所有层都要重新构建。所以先复制 \`package.json\` 和锁文件、安装依赖，再复制源码：只改业务代码时，耗时最长的 \`npm ci\` 可以直接命中缓存。

### 别忘了 .dockerignore

~~~text
node_modules
dist
.git
*.log
data
~~~

没有它，\`COPY . .\` 会把本地的 node_modules 和 .git 一起发送给构建上下文，既慢又可能覆盖掉镜像里安装好的依赖。

## 基础镜像的选择

| 基础镜像 | 大致体积 | 说明 |
|---|---|---|
| node:20 | 约 1.1 GB | 完整 Debian，自带编译工具 |
| node:20-slim | 约 200 MB | 精简 Debian，最常用的折中选择 |
| node:20-alpine | 约 130 MB | 基于 musl，体积最小 |

如果项目里有 better-sqlite3、sharp 这类原生模块，构建阶段和运行阶段一定要用同一种 C 库的镜像（都是 glibc，或者都是 musl），否则编译出来的二进制文件在运行时加载不了。

## 配合 Compose 运行

~~~yaml
services:
  blog:
    build: .
    ports:
      - "3000:3000"
    volumes:
      - ./data:/app/data
    environment:
      - JWT_SECRET=\${JWT_SECRET}
    restart: unless-stopped
~~~

数据库文件和上传的图片放在挂载的目录里，容器重建也不会丢失。密钥通过环境变量传入，不要写进镜像。

## 检查效果

~~~bash
docker build -t blog .
docker image ls blog
docker history blog   # 查看每一层的大小
~~~

最终镜像比最初的版本小了好几倍，推送时间从一分多钟降到十几秒。
`,
  },
  {
    title: '团队 Git 工作流小结：rebase、squash 与提交信息规范',
    description: '保持线性历史、整理提交、写好提交信息，以及误操作之后如何用 reflog 把代码找回来。',
    category: '工具与效率',
    tags: ['工程化'],
    cover: '/seed/covers/26.jpg',
    daysAgo: 425,
    views: 1754,
    likes: 97,
    content: md`
## 分支策略：够用就好

| 策略 | 特点 | 适合 |
|---|---|---|
| Git Flow | develop、release、hotfix 多种长期分支 | 有固定发版周期的客户端软件 |
| GitHub Flow | 只有 main，功能分支通过 PR 合并 | 持续部署的 Web 服务 |
| 主干开发 | 小步提交直接进主干，配合功能开关 | 测试和 CI 非常完善的团队 |

我们团队最终选择了 GitHub Flow：规则简单，新同事半天就能上手。

![分支示意](/seed/inline/git-branches.jpg)

## 保持线性历史

多人在同一个分支上协作时，\`git pull\` 默认会产生大量"Merge branch 'main' of ..."这样的合并提交，历史图变成一团乱麻。推荐把 pull 的默认行为改成 rebase：

~~~bash
git config --global pull.rebase true
git config --global rebase.autoStash true
git config --global rebase.autoSquash true
~~~

## 整理提交：交互式 rebase

开发过程中难免有"修个错别字""再修一下"这样的提交。发起 PR 之前，用交互式 rebase 把它们合并掉：

~~~bash
# 针对某个提交做一个修补提交
git commit --fixup=a1b2c3d

# 整理当前分支上相对 main 的所有提交
git rebase -i origin/main

# 改写了历史，推送时需要强制推送
git push --force-with-lease
~~~

开启 autoSquash 之后，fixup 提交会被自动移动到目标提交下面并标记好，编辑器里直接保存即可。

> 铁律：不要 rebase 已经推送到公共分支、并且别人可能基于它工作的提交。

\`--force-with-lease\` 比 \`--force\` 安全：如果远端分支在你上次拉取之后被别人更新过，推送会被拒绝，不会悄悄覆盖掉同事的提交。

## 提交信息规范

我们采用 Conventional Commits 的格式：

~~~text
feat(comment): 支持按热度排序评论

按点赞数倒序，点赞数相同时按时间倒序。

Closes #128
~~~

- 常用类型：\`feat\` 新功能、\`fix\` 修复、\`docs\` 文档、\`refactor\` 重构、\`test\` 测试、\`chore\` 杂项；
- 标题说明"做了什么"，正文说明"为什么这么做"；
- 规范的格式可以被工具解析，用来自动生成更新日志。

## 误操作之后的救命稻草

\`git reset --hard\` 错了、rebase 乱了、分支被删了，先别慌。只要提交过，Git 就在 reflog 里记着 HEAD 的每一次移动：

~~~bash
git reflog
# a1b2c3d HEAD@{0}: rebase (finish): ...
# 9f8e7d6 HEAD@{1}: commit: 完成评论排序
git reset --hard HEAD@{1}
~~~

reflog 默认保留 90 天，是本地的"后悔药"。当然，从来没有提交过的改动它也无能为力，所以要养成勤提交的习惯。
`,
  },
  {
    title: '十个让我效率翻倍的 Shell 命令组合',
    description:
      '找大文件、分析日志、查端口、批量替换……日常运维和开发中最常用的命令组合，附一张终端快捷键表。',
    category: '工具与效率',
    tags: ['Linux'],
    cover: '/seed/covers/27.jpg',
    daysAgo: 300,
    views: 2876,
    likes: 166,
    content: md`
## 写在前面

下面这些命令没有一个是什么秘密，但把它们组合起来、变成肌肉记忆之后，排查问题的速度会快很多。每一条都在真实的服务器上用过，复制之前记得看懂每个参数的含义，尤其是带删除和替换的那几条。

## 磁盘与文件

### 1. 找出占空间最大的目录

~~~bash
du -sh ./* 2>/dev/null | sort -rh | head -10
~~~

\`sort -h\` 能正确比较 2K、15M、1.2G 这种带单位的数字。

### 2. 清理 7 天前的日志

~~~bash
find /var/log/myapp -name '*.log' -mtime +7 -print -delete
~~~

先不加 \`-delete\` 跑一遍，确认列出的文件没问题再删，这是用 find 删除文件时的好习惯。

## 日志分析

### 3. 访问量最高的 IP

~~~bash
awk '{print $1}' access.log | sort | uniq -c | sort -rn | head -10
~~~

这条管道值得背下来：取出一列、排序、计数、按次数倒序。换一列就能统计访问最多的 URL 或者出现最多的状态码。

### 4. 实时盯着错误日志

~~~bash
tail -F app.log | grep --line-buffered -E 'ERROR|WARN'
~~~

\`-F\` 在日志被轮转之后会重新打开新文件；\`--line-buffered\` 让 grep 逐行输出，否则结果可能会攒一大块才显示出来。

## 进程与网络

### 5. 谁占用了端口

~~~bash
ss -lntp | grep ':3000'
lsof -i :3000
~~~

### 6. 最占内存的进程

~~~bash
ps aux --sort=-%mem | head -6
~~~

### 7. 测一下接口的耗时

~~~bash
curl -o /dev/null -s -w 'dns %{time_namelookup}s  connect %{time_connect}s  total %{time_total}s\n' https://example.com
~~~

## 文本处理

### 8. 批量替换

~~~bash
grep -rl 'oldName' src/ | xargs sed -i 's/oldName/newName/g'
~~~

macOS 自带的 sed 需要写成 \`sed -i ''\`。改之前最好先提交一次，万一替换错了还能用 git 恢复。

### 9. 处理 JSON

~~~bash
curl -s http://localhost:3000/api/article/getHotArticle | jq '.result[] | .article_title'
~~~

jq 是命令行里处理 JSON 的瑞士军刀，过滤、映射、统计都能做。

### 10. 不中断地运行长任务

用 tmux 开一个会话，SSH 断开之后任务依然在运行，重新连接后 \`tmux attach\` 就能回到原来的现场。比 \`nohup\` 更方便的是还能随时看到输出。

## 终端快捷键

| 快捷键 | 作用 |
|---|---|
| Ctrl + A / Ctrl + E | 跳到行首 / 行尾 |
| Ctrl + W | 删除光标前的一个单词 |
| Ctrl + U | 删除光标前的整行内容 |
| Ctrl + R | 搜索历史命令 |
| Alt + . | 插入上一条命令的最后一个参数 |
| !! | 重复上一条命令，比如 sudo !! |

这些快捷键来自 readline，在 bash、zsh 以及很多交互式命令行工具里都能用。
`,
  },
  {
    title: '用 GitHub Actions 给个人项目搭一条 CI 流水线',
    description: '从零写一个工作流：类型检查、测试、多版本矩阵、依赖缓存，最后在主分支上自动部署。',
    category: '工具与效率',
    tags: ['工程化'],
    cover: '/seed/covers/28.jpg',
    daysAgo: 180,
    views: 1206,
    likes: 69,
    content: md`
## 为什么个人项目也需要 CI

一个人写代码最容易犯的错误是："就改了一行，不用跑测试了吧。"CI 的价值在于它不会偷懒：每次推送都完整地跑一遍检查，出了问题第一时间通知你，而不是等到部署之后才发现。

## 几个基本概念

| 概念 | 说明 |
|---|---|
| workflow | 一个 YAML 文件就是一个工作流，放在 .github/workflows 目录下 |
| job | 工作流中的一个任务，默认并行运行，各自在独立的虚拟机里 |
| step | 任务中按顺序执行的步骤，可以是命令，也可以是现成的 action |
| runner | 执行任务的机器，可以用 GitHub 托管的，也可以自己搭 |

## 第一个工作流

~~~yaml
name: CI

on:
  push:
    branches: [main]
  pull_request:

concurrency:
  group: ci-\${{ github.ref }}
  cancel-in-progress: true

jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [20, 22]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: \${{ matrix.node }}
          cache: npm
      - run: npm ci
      - run: npm run typecheck
      - run: npm test
~~~

### 几个值得注意的配置

- \`matrix\` 让同一个任务在 Node 20 和 22 上各跑一遍，提前发现版本兼容问题；
- \`cache: npm\` 会根据锁文件缓存下载过的依赖包，安装时间能缩短一大半；
- \`concurrency\` 保证同一个分支只保留最新的一次运行，连续推送时自动取消旧的。

## 自动部署

测试通过之后，只在主分支上执行部署：

~~~yaml
  deploy:
    needs: test
    if: github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: 部署到服务器
        env:
          SSH_KEY: \${{ secrets.DEPLOY_KEY }}
        run: ./scripts/deploy.sh
~~~

\`needs\` 声明依赖关系，test 失败时 deploy 不会执行。密钥放在仓库设置的 Secrets 里，日志中会被自动打码，千万不要直接写进 YAML。

## 调试技巧

- 在本地用 [act](https://github.com/nektos/act) 运行工作流，不用每改一次都推送；
- 步骤失败时，日志里每一行都带时间戳，可以展开查看完整输出；
- 给仓库的 README 加上状态徽章，每次打开项目都能看到主分支是否健康。

官方文档见 [GitHub Actions](https://docs.github.com/actions)。
`,
  },
  {
    title: '我的 VS Code 配置清单（附 settings.json）',
    description: '用了几年沉淀下来的编辑器设置、必装插件和最常用的快捷键，按需取用。',
    category: '工具与效率',
    tags: ['工程化', 'TypeScript'],
    cover: '/seed/covers/29.jpg',
    daysAgo: 75,
    views: 1489,
    likes: 82,
    content: md`
## 核心设置

~~~json
{
  "editor.fontFamily": "'JetBrains Mono', Menlo, Consolas, monospace",
  "editor.fontLigatures": true,
  "editor.fontSize": 14,
  "editor.formatOnSave": true,
  "editor.defaultFormatter": "biomejs.biome",
  "editor.codeActionsOnSave": {
    "source.fixAll": "explicit"
  },
  "editor.minimap.enabled": false,
  "editor.stickyScroll.enabled": true,
  "editor.guides.bracketPairs": "active",
  "files.autoSave": "onFocusChange",
  "files.trimTrailingWhitespace": true,
  "files.insertFinalNewline": true,
  "typescript.preferences.importModuleSpecifier": "relative",
  "terminal.integrated.scrollback": 10000
}
~~~

### 为什么这么配

- **保存时格式化加自动修复**：从此不再在代码评审里讨论分号和缩进；
- **关闭小地图**：它占了不少宽度，实际上很少用到；
- **粘性滚动**：滚动长函数时，函数签名会固定在顶部，阅读大文件时很有用；
- **失去焦点时自动保存**：切到浏览器看效果时文件已经保存好了，配合热更新非常顺手。

## 插件清单

1. **Biome** 或 **ESLint + Prettier**：格式化与代码检查，二选一；
2. **Error Lens**：把错误和警告直接显示在代码行尾，不用把鼠标悬停上去；
3. **GitLens**：查看每一行是谁、在哪次提交中修改的；
4. **Code Spell Checker**：拼写检查，变量名里的错别字也能发现；
5. **REST Client**：在 \`.http\` 文件里直接发请求，接口调试不用切换工具。

REST Client 的用法非常直观：

~~~http
GET http://localhost:3000/api/article/getHotArticle
Accept: application/json
~~~

## 常用快捷键

| 快捷键（Windows / Linux） | 作用 |
|---|---|
| Ctrl + P | 按文件名快速打开文件 |
| Ctrl + Shift + P | 命令面板，所有功能的入口 |
| F2 | 重命名符号，会同步修改所有引用 |
| Ctrl + D | 选中下一个相同的词，多光标编辑 |
| Alt + ↑ / ↓ | 上下移动当前行 |
| Ctrl + Shift + O | 跳转到当前文件的某个符号 |

macOS 上把 Ctrl 换成 Cmd、Alt 换成 Option 即可。

## 工作区设置

上面是全局的用户设置。每个项目还可以在 \`.vscode/settings.json\` 里写自己的工作区设置，它的优先级更高。比如某个老项目仍然使用两个空格以外的缩进，或者需要指定另一个格式化工具，都可以只在这个项目里生效，不影响其他项目。把这份文件提交到仓库，整个团队的编辑器行为就一致了。

## 同步配置

打开内置的设置同步功能，用 GitHub 账号登录，换电脑之后几分钟就能恢复熟悉的环境。团队项目则建议在仓库里提交一份 \`.vscode/extensions.json\`，列出推荐插件，新成员打开项目时会自动收到安装提示。
`,
  },
  {
    title: '年终总结：写代码的第五年',
    description:
      '这一年换了组、补了基础、学会了做饭，也第一次认真维护了一个自己的小站。记录一下，也给明年定几个小目标。',
    category: '随笔生活',
    tags: ['生活'],
    cover: '/seed/covers/30.jpg',
    daysAgo: 395,
    views: 1652,
    likes: 143,
    content: md`
## 工作：从写功能到想清楚再写

年初换到了基础架构组，工作内容从"把需求做出来"变成了"让别人更容易把需求做出来"。最大的变化是写代码之前要先写文档：背景是什么、有哪几种方案、各自的代价是什么。刚开始很不习惯，总觉得写文档的时间都够把代码写完了。后来发现，真正省下的时间在评审环节——方案在文档阶段就被挑出了问题，比写完代码再推倒重来便宜太多。

今年印象最深的一件事，是一次线上事故的复盘。起因只是一个缓存的过期时间配置，影响却持续了四十分钟。复盘会上没有人追究是谁的错，大家只讨论"系统哪里让这个错误变得容易发生"。那次之后，我对"防御性设计"有了更具体的理解。

## 技术：补基础

这一年有意识地补了一些以前跳过的基础知识：

- 把《数据密集型应用系统设计》完整读了一遍，做了几十页笔记；
- 学了一点 Rust，虽然还写不出什么像样的东西，但对内存和所有权的理解深了不少；
- 把数据库的索引、事务、MVCC 重新梳理了一遍，写成了小站上的几篇文章。

> 基础知识的回报很慢，但它不会过时。

## 生活：做饭和旅行

下半年开始学着自己做饭，从番茄炒蛋到红烧排骨，厨房成了周末最好的解压方式。国庆去了一趟西北，在戈壁上看到了这辈子见过最清楚的银河，照片放在了相册里。

![戈壁上的星空](/seed/photos/a3-02.jpg)

## 一些数字

| 项目 | 数量 |
|---|---|
| 小站文章 | 十几篇 |
| 读完的书 | 9 本 |
| 学会的菜 | 12 道 |
| 去过的新城市 | 3 个 |

## 明年的小目标

- [ ] 每个月至少写两篇文章；
- [ ] 给一个开源项目提交一次有意义的贡献；
- [ ] 开始规律运动，每周至少三次；
- [ ] 少熬夜，每天 12 点之前睡觉。

最后一条大概是最难的。总之，谢谢这一年里所有来小站留言的朋友，明年见。
`,
  },
  {
    title: '重读《人月神话》：五十年前的软件工程问题，今天解决了吗',
    description:
      '布鲁克斯法则、外科手术团队、第二系统效应和"没有银弹"——半个世纪过去了，书里的问题大多依然存在。',
    category: '随笔生活',
    tags: ['生活'],
    cover: '/seed/covers/31.jpg',
    daysAgo: 270,
    views: 1134,
    likes: 91,
    content: md`
## 一本"过时"的书

《人月神话》首次出版于 1975 年，作者弗雷德里克·布鲁克斯曾负责 IBM System/360 计算机及其操作系统 OS/360 的开发。书里提到的穿孔卡片、批处理和汇编语言早已成为历史，但每次重读，都会在里面看到自己最近经历的某个项目。

## 布鲁克斯法则

书中最有名的一句话：向进度落后的软件项目增加人手，只会让它更加落后。

原因有两个。第一，新人需要时间熟悉项目，而培训他们要占用老成员的时间。第二，沟通成本随人数快速增长：n 个人之间两两沟通的路径有 n(n-1)/2 条，5 个人是 10 条，10 个人就变成了 45 条。

"人月"这个单位暗含了一个假设：人和时间可以互换。可是只有在任务可以完全拆分、彼此之间不需要沟通时，这个假设才成立——比如收割庄稼，而软件开发显然不是。

## 外科手术团队

布鲁克斯建议像外科手术团队那样组织开发：由一位"主刀医生"负责核心设计和编码，其他人围绕他提供支持，比如负责工具、测试、文档。这样既保证了设计的概念完整性，又能利用团队的力量。

今天的团队很少完全按这种方式组织，但"技术负责人把握整体设计、其他人在清晰的边界内工作"的思路依然随处可见。

## 第二系统效应

设计第一个系统时，人们小心谨慎；到了第二个系统，会忍不住把第一次舍弃的所有想法都加进去，结果做出一个臃肿的庞然大物。回想自己重写过的几个项目，这个描述准确得令人尴尬。

## 没有银弹

这篇 1986 年的论文被收录在二十周年纪念版中。布鲁克斯把软件开发的困难分成两类：

- **本质困难**：软件本身的复杂性、一致性要求、可变性和不可见性；
- **偶然困难**：由工具和方法带来的额外负担，比如编译太慢、语言表达力不足。

高级语言、更好的工具能消除偶然困难，却无法触及本质困难。所以不存在任何单一的技术，能让软件生产率在十年内提高一个数量级。

### 今天怎么看

如今我们有了强大的 AI 编码助手，写样板代码的速度确实快了很多。但弄清楚"到底要做什么"、在相互矛盾的需求中做取舍、让一个系统在五年后依然可以修改，这些本质困难仍然落在人的身上。

## 读后感

这本书最打动我的，不是某个具体的结论，而是作者坦诚地剖析自己的失败。他在书里反复承认 OS/360 项目中犯过的错误，并试图从中总结出普遍的规律。能把自己的教训写下来，让后来的人少走弯路，大概就是写作最大的意义吧。
`,
  },
  {
    title: '环洱海骑行：在大理慢下来的三天',
    description:
      '租一辆电动车，沿着洱海骑了一圈：才村的日落、海西的 S 弯、喜洲的粑粑和双廊的清晨。附路线和几条实用建议。',
    category: '随笔生活',
    tags: ['生活'],
    cover: '/seed/covers/32.jpg',
    daysAgo: 140,
    views: 1873,
    likes: 156,
    content: md`
## 出发前

一直想找个机会彻底离开电脑几天。十月的大理已经过了雨季，天很高，云很低，正是环洱海的好时候。行程只订了第一晚的住处，其余的打算边走边看。

| 天数 | 路线 | 亮点 |
|---|---|---|
| 第一天 | 大理古城 → 才村 | 古城街巷、洱海边的日落 |
| 第二天 | 才村 → 磻溪 → 喜洲 | 海西生态廊道、S 弯、稻田 |
| 第三天 | 喜洲 → 双廊 → 挖色 → 古城 | 东岸的清晨和海景 |

## 第一天：古城与才村

上午在古城里随便走，人民路上的小店一家挨着一家，比起买东西，更喜欢在巷子里看当地人晒太阳、下棋。下午租了一辆电动车，骑到才村码头时太阳正在往苍山后面落，整个湖面从金色慢慢变成粉紫色。那一刻觉得，来这一趟已经值了。

![才村的日落](/seed/photos/a2-02.jpg)

## 第二天：海西的慢路

从才村往北，沿着海西的生态廊道骑行。这条路紧贴着湖岸，机动车不能进入，骑车的人和散步的人都不多。磻溪附近有一段 S 形的弯道，是很多人拍照的地方，中午人不少，早一点或晚一点去会好很多。

中午到了喜洲，古镇里有保存完好的白族民居。一定要尝一尝喜洲粑粑，有甜有咸，刚出炉的最好吃。下午在镇子外的稻田边坐了很久，稻子已经黄了，风一吹就是一片起伏的金色。

![喜洲的稻田](/seed/photos/a2-04.jpg)

## 第三天：东岸的清晨

为了看日出，起了个大早赶到双廊。东岸的游客比西岸少，清晨更是安静，只有渔船慢慢划过水面。之后沿着东岸往南，经过挖色，远远能望见海中小岛上的小普陀。回古城的路上风很大，但心情很好。

### 吃了什么

- 喜洲粑粑：必吃，推荐咸口的；
- 乳扇：烤过之后卷起来，奶香很浓；
- 饵块：早餐的好选择，可以加各种配料；
- 酸辣鱼：洱海边的很多饭馆都有，微酸开胃。

## 几条建议

1. 高原的紫外线很强，防晒霜、墨镜和帽子缺一不可；
2. 租电动车时先确认续航，环湖一圈一百多公里，不要指望一块电池骑完全程；
3. 海西生态廊道适合慢慢骑，东岸的环湖公路上车多，要格外注意安全；
4. 不要把行程排得太满，在大理最好的状态就是什么都不做。

回来之后的第一周，写代码时偶尔还会想起那片湖。也许这就是旅行的意义：让你在日常里多一个可以回去的地方。
`,
  },
  {
    title: '开始跑步的第一百天',
    description:
      '从跑两公里就喘，到能轻松跑完十公里。记录这一百天里学到的东西：慢跑、心率、装备，以及跑步和写代码的相似之处。',
    category: '随笔生活',
    tags: ['生活'],
    cover: '/seed/covers/33.jpg',
    daysAgo: 20,
    views: 742,
    likes: 61,
    content: md`
## 为什么开始

体检报告上多了几个向上的箭头，医生的建议只有一句话：多运动。试过去健身房，坚持了两周就放弃了，最后选择了门槛最低的跑步——一双鞋，出门就能开始。

## 第一个月：慢就是快

第一次跑步是在小区里，跑了不到两公里就上气不接下气，第二天腿疼得下楼都困难。后来看了一些资料，才知道新手最常犯的错误就是跑得太快。

真正有效的是"能边跑边说话"的慢跑，心率大致保持在最大心率的六到七成。这个配速慢到一开始觉得有点难为情，被快走的大爷超过也是常有的事。但坚持三四周之后，同样的心率下配速明显变快了，这就是有氧能力在提升。

### 循序渐进

- 每周跑量的增加不超过一成，给身体适应的时间；
- 跑前做动态拉伸，跑后做静态拉伸；
- 一周至少休息两天，肌肉是在休息时变强的。

## 装备

跑步的装备可以很简单，但有两样东西值得花钱：

1. **一双合脚的跑鞋**：最好去店里试穿，不要只看外观和评测；
2. **一块能测心率的手表**：不一定要很贵，能看心率和配速就行。

## 一些数据

| 阶段 | 每周跑量 | 平均配速 | 最长单次 |
|---|---|---|---|
| 第 1–4 周 | 8 公里 | 7 分 40 秒 | 3 公里 |
| 第 5–8 周 | 15 公里 | 7 分 05 秒 | 6 公里 |
| 第 9–14 周 | 22 公里 | 6 分 30 秒 | 10 公里 |

数字不算好看，但每一行都是实实在在跑出来的。

## 跑步和写代码

跑了一百天，越来越觉得跑步和写代码有很多相似之处：

- 都没有捷径，进步来自日复一日的积累；
- 都需要休息，熬夜写出来的代码和受伤后硬撑的训练一样，往往得不偿失；
- 都需要记录，训练日志和提交记录一样，回头看的时候才知道自己走了多远。

> 最难的永远是出门的那一步。

下一个目标是明年春天的半程马拉松。到时候再来写一篇。
`,
  },
]
