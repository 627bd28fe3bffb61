import { md } from './md.ts'
import type { SeedArticle } from './types.ts'

/** Back-end and algorithm articles. */
export const articlesBack: SeedArticle[] = [
  {
    title: 'Go 并发编程的几个常用模式：WaitGroup、errgroup 与工作池',
    description: 'goroutine 开起来很容易，难的是等待、出错退出和限制并发数。三种模式覆盖日常九成的场景。',
    category: '后端架构',
    tags: ['Go'],
    cover: '/seed/covers/10.jpg',
    daysAgo: 715,
    views: 2688,
    likes: 149,
    content: md`
## goroutine 很便宜，但不是免费的

一个 goroutine 的初始栈只有几 KB，开上万个也不成问题。但"能开"不代表"该开"：下游数据库的连接数有限、第三方接口有限流，无节制地并发只会把压力转嫁出去。所以实际项目里更关心的是三件事：**如何等待、如何出错退出、如何限制并发数**。

## 等待一组任务：sync.WaitGroup

~~~go
var wg sync.WaitGroup
for _, url := range urls {
	wg.Add(1)
	go func(u string) {
		defer wg.Done()
		fetch(u)
	}(url)
}
wg.Wait()
~~~

从 Go 1.22 起，循环变量在每次迭代中都是新的变量，不再需要把 \`url\` 作为参数传进去。不过为了兼容旧版本，很多代码仍然保留这种写法。

## 出错就取消：errgroup

WaitGroup 不处理错误。\`golang.org/x/sync/errgroup\` 在它的基础上加了两件事：收集第一个错误，以及出错时通过 context 通知其他任务停下来。

~~~go
func fetchAll(ctx context.Context, urls []string) ([][]byte, error) {
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(8) // 最多 8 个任务同时运行
	results := make([][]byte, len(urls))
	for i, u := range urls {
		g.Go(func() error {
			body, err := fetchWithContext(ctx, u)
			if err != nil {
				return fmt.Errorf("fetch %s: %w", u, err)
			}
			results[i] = body
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return results, nil
}
~~~

每个 goroutine 只写自己下标的位置，所以 \`results\` 不需要加锁。\`SetLimit\` 让 errgroup 同时承担了"并发上限"的角色。

## 工作池：固定数量的 worker

当任务来源是一个流（比如消息队列），用 channel 搭一个工作池更自然：

~~~go
func workerPool(ctx context.Context, jobs <-chan Job, workers int) <-chan Result {
	out := make(chan Result)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for job := range jobs {
				select {
				case out <- process(job):
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	return out
}
~~~

### 几个要点

- 由发送方关闭 channel，接收方用 \`for range\` 读取；
- 输出 channel 由一个单独的 goroutine 在所有 worker 结束后关闭；
- 每个可能阻塞的操作都和 \`ctx.Done()\` 放进同一个 select，保证任务能被取消。

## 常见的坑

| 现象 | 原因 | 解决 |
|---|---|---|
| 程序卡住不退出 | 没人关闭 channel，range 永远在等待 | 明确由谁负责 close |
| goroutine 数量持续上涨 | 向无人接收的 channel 发送，goroutine 泄漏 | 配合 context 或使用带缓冲的 channel |
| 偶发的数据错乱或崩溃 | 多个 goroutine 同时写一个 map | 加锁，或改用 channel 汇总 |

开发时用 \`go test -race\` 跑一遍，大部分数据竞争都能被抓出来。延伸阅读：[Go Concurrency Patterns: Pipelines](https://go.dev/blog/pipelines)。
`,
  },
  {
    title: 'Rust 所有权与借用：写给 JavaScript 开发者的入门笔记',
    description:
      '没有垃圾回收也不用手动释放内存，Rust 靠的是编译期的所有权检查。用 JS 开发者熟悉的视角理解 move 和借用。',
    category: '后端架构',
    tags: ['Rust'],
    cover: '/seed/covers/11.jpg',
    daysAgo: 630,
    views: 1956,
    likes: 128,
    content: md`
## 三条规则

Rust 没有垃圾回收，也不需要手动 free，靠的是在编译期检查的所有权系统：

1. 每个值都有一个所有者（owner）；
2. 同一时刻只能有一个所有者；
3. 所有者离开作用域时，值被释放（drop）。

## 移动（move）

~~~rust
fn main() {
    let s1 = String::from("hello");
    let s2 = s1; // 所有权移动到 s2
    // println!("{s1}"); // 编译错误：borrow of moved value
    println!("{s2}");
}
~~~

在 JavaScript 里，\`s2 = s1\` 只是让两个变量指向同一个对象。而 Rust 的 \`String\` 在堆上持有数据，如果两个变量都"拥有"它，离开作用域时就会被释放两次。所以赋值之后 \`s1\` 直接失效。

整数、布尔值这类实现了 \`Copy\` 的简单类型是例外，赋值时按位复制，两个变量都可以继续使用。

## 借用：只用不拿

大多数函数只是想"看一看"数据，不需要拿走所有权，这时传引用就好：

~~~rust
fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

fn push_line(buf: &mut String, line: &str) {
    buf.push_str(line);
    buf.push('\n');
}
~~~

借用规则可以概括为"共享不可变，可变不共享"：

| 同时存在 | 是否允许 |
|---|---|
| 多个 \`&T\` | ✅ |
| 一个 \`&mut T\` | ✅ |
| \`&T\` 和 \`&mut T\` | ❌ |
| 多个 \`&mut T\` | ❌ |

这条规则在编译期就消灭了数据竞争，也是 Rust 敢说"无畏并发"的底气。

## 和借用检查器吵架的典型场景

~~~rust
let mut scores = vec![90, 85, 77];
let first = &scores[0];
scores.push(60); // 错误：scores 已经被不可变借用
println!("{first}");
~~~

看起来毫无问题，但 \`push\` 可能导致 Vec 重新分配内存，\`first\` 就会变成悬垂指针。编译器拒绝它是对的。修法是先把需要的值复制出来：\`let first = scores[0];\`。

### 生命周期标注

当函数返回一个引用时，编译器需要知道它借用自哪个参数：

~~~rust
fn longer<'a>(a: &'a str, b: &'a str) -> &'a str {
    if a.len() >= b.len() { a } else { b }
}
~~~

\`'a\` 并不会改变任何值活多久，它只是向编译器声明：返回的引用不会比两个参数中较短命的那个活得更久。

## 学习建议

刚开始频繁被借用检查器拒绝很正常，不要急着到处加 \`.clone()\` 或者 \`Rc<RefCell<T>>\`。先读懂报错信息——Rust 的编译错误是我见过最友好的，很多时候它会直接告诉你该怎么改。官方教材 [The Rust Programming Language](https://doc.rust-lang.org/book/ch04-00-understanding-ownership.html) 的第四章值得反复读几遍。
`,
  },
  {
    title: '缓存穿透、击穿、雪崩：用 Redis 做缓存必须想清楚的三件事',
    description: '旁路缓存怎么写，为什么更新数据库后要删缓存，以及三种典型故障各自的应对办法。',
    category: '后端架构',
    tags: ['Redis', 'Go'],
    cover: '/seed/covers/12.jpg',
    daysAgo: 575,
    views: 3105,
    likes: 187,
    content: md`
## 旁路缓存（Cache Aside）

最常见的缓存模式：读时先查缓存，未命中再查数据库并回填；写时先更新数据库，再删除缓存。

~~~go
func GetArticle(ctx context.Context, id int64) (*Article, error) {
	key := fmt.Sprintf("article:%d", id)
	if data, err := rdb.Get(ctx, key).Bytes(); err == nil {
		var a Article
		if json.Unmarshal(data, &a) == nil {
			return &a, nil
		}
	}
	a, err := db.FindArticle(ctx, id)
	if err != nil {
		return nil, err
	}
	data, _ := json.Marshal(a)
	rdb.Set(ctx, key, data, 30*time.Minute)
	return a, nil
}
~~~

为什么是"删除"而不是"更新"缓存？因为并发写入时，两次更新缓存的顺序可能和更新数据库的顺序相反，导致缓存里留下旧值。删除之后由下一次读请求回填，出错的窗口要小得多。

## 缓存穿透：查询不存在的数据

请求的 id 在数据库里根本不存在，缓存永远不会命中，每次请求都会打到数据库。如果有人恶意用随机 id 刷接口，数据库很快就扛不住了。

- **缓存空值**：查不到也写入一个短 TTL 的空标记；
- **布隆过滤器**：把所有合法 id 放进布隆过滤器，不在其中的请求直接拒绝；
- **参数校验**：格式明显不对的 id 在网关层就挡掉。

## 缓存击穿：热点 key 过期

某个热点 key 过期的瞬间，大量请求同时未命中，一起涌向数据库。解决办法是让同一时刻只有一个请求去重建缓存：

~~~bash
# 用 SET NX 实现一个简单的互斥锁，10 秒后自动释放
SET lock:article:42 <随机令牌> NX EX 10
~~~

拿到锁的请求负责查库回填，其余请求稍等片刻后重新读缓存。Go 里也可以用 \`singleflight\` 在进程内合并相同 key 的并发请求，单机场景下已经足够。

## 缓存雪崩：大量 key 同时失效

大批 key 设置了相同的过期时间，或者 Redis 实例直接宕机，请求全部落到数据库上。

| 手段 | 说明 |
|---|---|
| 过期时间加随机值 | 例如 30 分钟加减 5 分钟，把失效时间打散 |
| 多级缓存 | 进程内本地缓存加 Redis，Redis 故障时还能顶一阵 |
| 限流与降级 | 数据库前加限流，超出部分返回兜底数据 |
| 高可用部署 | 哨兵或集群模式，避免单点故障 |

### 一个小技巧

给过期时间加随机值只需要一行代码，却能避免很多半夜的告警：

~~~go
ttl := 30*time.Minute + time.Duration(rand.Int64N(600))*time.Second
~~~

## 小结

> 缓存不是银弹，它是在用一致性和复杂度换取性能。

上线缓存之前，先想清楚三件事：数据不存在怎么办、热点过期怎么办、缓存整体不可用又怎么办。
`,
  },
  {
    title: 'JWT 登录鉴权的几个常见误区',
    description: 'JWT 不是加密的、签发后无法收回、验签必须固定算法——做登录功能之前值得花十分钟读一读。',
    category: '后端架构',
    tags: ['Node.js', 'TypeScript'],
    cover: '/seed/covers/13.jpg',
    daysAgo: 505,
    views: 2247,
    likes: 133,
    content: md`
## JWT 是什么

JWT（JSON Web Token）由三段 Base64URL 编码的字符串组成，用点号连接：头部、载荷和签名。

~~~json
{
  "alg": "HS256",
  "typ": "JWT"
}
~~~

~~~json
{
  "sub": "42",
  "role": 2,
  "iat": 1716000000,
  "exp": 1716086400
}
~~~

服务端用密钥对前两段签名。之后收到 token 时重新计算签名并比对，就能确认内容没有被篡改，不需要查数据库。

## 误区一：JWT 是加密的

不是。载荷只是做了 Base64URL 编码，任何人拿到 token 都能解码看到内容。所以**不要在载荷里放密码、手机号之类的敏感信息**。签名只保证"不可篡改"，不保证"不可读"。

## 误区二：可以随时作废

JWT 的优点是无状态，缺点也是无状态：签发出去的 token 在过期之前一直有效，服务端没法把它"收回"。用户修改密码、管理员封禁账号之后，旧 token 依然能用。

常见的折中方案：

1. 访问令牌的有效期设短一些，比如十五分钟到一天，再配合刷新令牌；
2. 在用户表里存一个 \`token_version\`，写进载荷，校验时比对，修改密码时加一；
3. 维护一个黑名单，只存放尚未过期却已被注销的 token。

方案 2 和 3 都需要查一次存储，本质上回到了有状态，但只是一次很轻的查询。

## 误区三：只要验签就够了

验签时一定要**固定算法**。历史上曾有库信任 token 头部里的 \`alg\` 字段，攻击者把它改成 \`none\` 就能绕过签名。

~~~ts
import { jwtVerify, SignJWT } from 'jose'

const secret = new TextEncoder().encode(process.env.JWT_SECRET)

export async function sign(userId: number, role: number) {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('1d')
    .sign(secret)
}

export async function verify(token: string) {
  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
  return payload
}
~~~

另外，密钥要足够长且随机，不要用 \`secret\`、\`123456\` 这种字符串，HS256 的密钥可以被离线暴力破解。

## token 存在哪里

| 位置 | 优点 | 风险 |
|---|---|---|
| localStorage | 简单，跨站嵌入时也能用 | 发生 XSS 时可以被读取 |
| HttpOnly Cookie | 脚本读不到 | 需要防 CSRF，第三方 Cookie 受限 |
| 内存 | 最安全 | 刷新页面就丢失 |

### 没有完美方案

无论放在哪里，防住 XSS 都是第一位的：用户输入一律转义，渲染 Markdown 和富文本时做好过滤。token 放在哪里只是第二道防线。
`,
  },
  {
    title: '接口限流的四种算法，以及一个 Java 令牌桶实现',
    description:
      '固定窗口、滑动窗口、漏桶、令牌桶各有什么特点？附单机令牌桶的 Java 实现和基于 Redis 的分布式滑动窗口。',
    category: '后端架构',
    tags: ['Redis'],
    cover: '/seed/covers/14.jpg',
    daysAgo: 410,
    views: 1632,
    likes: 91,
    content: md`
## 为什么要限流

评论、登录、发送验证码这类接口，如果不加限制，一个脚本就能在几秒钟内发出成千上万个请求：轻则刷出满屏垃圾评论，重则把数据库拖垮。限流的目标是**保护系统**，让它在流量超出承受能力时优雅地拒绝一部分请求，而不是整体崩溃。

## 四种常见算法

| 算法 | 思路 | 优点 | 缺点 |
|---|---|---|---|
| 固定窗口 | 每个时间窗口一个计数器 | 实现最简单 | 窗口交界处可能放过两倍流量 |
| 滑动窗口 | 统计"最近 N 秒"内的请求 | 平滑、准确 | 需要记录每次请求的时间 |
| 漏桶 | 请求进桶，以固定速率流出 | 输出绝对平稳 | 无法应对正常的突发流量 |
| 令牌桶 | 以固定速率放令牌，请求拿令牌 | 允许一定突发，平均速率受控 | 参数需要调优 |

### 固定窗口的临界问题

假设限制每分钟 100 次。攻击者在 0:59 发 100 次，1:00 再发 100 次，两秒内通过了 200 次请求，而两个窗口各自都没有超限。滑动窗口就是为了解决这个问题。

## 令牌桶的 Java 实现

~~~java
public class TokenBucket {
    private final long capacity;
    private final double refillPerNano;
    private double tokens;
    private long lastRefill;

    public TokenBucket(long capacity, double tokensPerSecond) {
        this.capacity = capacity;
        this.refillPerNano = tokensPerSecond / 1_000_000_000.0;
        this.tokens = capacity;
        this.lastRefill = System.nanoTime();
    }

    public synchronized boolean tryAcquire() {
        long now = System.nanoTime();
        tokens = Math.min(capacity, tokens + (now - lastRefill) * refillPerNano);
        lastRefill = now;
        if (tokens >= 1) {
            tokens -= 1;
            return true;
        }
        return false;
    }
}
~~~

这里没有用定时器往桶里加令牌，而是在每次取令牌时根据流逝的时间"补算"，既省资源又精确。桶的容量决定了允许多大的突发，补充速率决定了长期的平均速率。生产环境也可以直接用 Guava 的 \`RateLimiter\` 或 Resilience4j。

## 分布式限流：Redis 加 Lua

多实例部署时，计数必须放在共享的存储里。下面用有序集合实现滑动窗口，Lua 脚本保证几步操作的原子性：

~~~lua
-- KEYS[1] 限流 key；ARGV: 当前毫秒时间、窗口毫秒数、上限、本次请求的唯一 id
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], 0, now - window)
if redis.call('ZCARD', KEYS[1]) < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return 1
end
return 0
~~~

## 限流之后怎么响应

- 返回 HTTP 429，并带上 \`Retry-After\` 头告诉客户端多久后重试；
- 前端给出友好的提示，比如"操作太频繁，请稍后再试"；
- 按用户、按 IP、按接口分别设置阈值，登录接口要比文章列表严格得多。
`,
  },
  {
    title: 'Node.js Stream 与背压：为什么大文件处理要用 pipeline',
    description:
      '一次性读入 2GB 日志会发生什么？理解可读流、可写流和背压机制，用 pipeline 写出不爆内存的数据处理代码。',
    category: '后端架构',
    tags: ['Node.js', 'JavaScript'],
    cover: '/seed/covers/15.jpg',
    daysAgo: 330,
    views: 1187,
    likes: 64,
    content: md`
## 一次读进内存的问题

~~~js
const data = await fs.promises.readFile('access.log')
~~~

文件只有几 MB 时这样写没有任何问题。可当日志涨到 2GB，进程内存会瞬间飙升，甚至直接超过 Buffer 的长度上限而报错。流（Stream）的思路是把数据切成一小块一小块，边读边处理，内存占用只和块的大小有关。

## 四种流

| 类型 | 说明 | 例子 |
|---|---|---|
| Readable | 数据的来源 | fs.createReadStream、HTTP 请求体 |
| Writable | 数据的去处 | fs.createWriteStream、HTTP 响应 |
| Duplex | 既可读又可写，两端独立 | TCP socket |
| Transform | 写进去的数据经过变换后读出来 | zlib.createGzip、加密流 |

## 背压是什么

读文件很快，写网络或者写压缩流可能很慢。如果读的一端不管不顾地推数据，没来得及写出去的数据就会堆积在内存里，这和一次性读入没什么区别。

可写流的 \`write()\` 方法会返回一个布尔值：返回 \`false\` 表示内部缓冲区已经超过 \`highWaterMark\`，应该暂停写入，等待 \`drain\` 事件再继续。手动处理大概是这样：

~~~js
function copy(src, dest) {
  src.on('data', (chunk) => {
    if (!dest.write(chunk)) src.pause()
  })
  dest.on('drain', () => src.resume())
  src.on('end', () => dest.end())
}
~~~

这段代码还漏掉了错误处理：任何一端出错，另一端都不会被关闭，文件描述符就泄漏了。

## 用 pipeline

~~~js
import { createReadStream, createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

await pipeline(
  createReadStream('access.log'),
  createGzip(),
  createWriteStream('access.log.gz'),
)
~~~

\`pipeline\` 会自动处理背压，任何一个环节出错都会销毁所有的流，并把错误抛给 await。相比之下，老的 \`.pipe()\` 不会传播错误，应该尽量避免使用。

### 用异步生成器写变换

中间环节不一定要写一个 Transform 类，传一个异步生成器函数就行：

~~~js
await pipeline(
  createReadStream('data.csv', { encoding: 'utf8' }),
  async function* (source) {
    for await (const chunk of source) yield chunk.toUpperCase()
  },
  createWriteStream('out.csv'),
)
~~~

注意这里指定了 \`utf8\` 编码，否则一个多字节的汉字可能被切在两个块之间，直接 \`toString()\` 会出现乱码。

## 逐行读取

统计日志最常见的需求是逐行处理，\`readline\` 配合 for await 非常简洁：

~~~js
import { createInterface } from 'node:readline'

const rl = createInterface({ input: createReadStream('access.log'), crlfDelay: Infinity })
let errors = 0
for await (const line of rl) {
  if (line.includes(' 500 ')) errors++
}
console.log(\`500 错误共 \${errors} 次\`)
~~~

处理 2GB 的日志，内存占用基本稳定在几十 MB。
`,
  },
  {
    title: '写一个靠谱的 WebSocket 客户端：心跳、断线重连与消息补发',
    description: '小站聊天室的实现笔记：为什么需要心跳、重连为什么要加随机抖动、断线期间的消息如何补回来。',
    category: '后端架构',
    tags: ['Node.js', 'TypeScript'],
    cover: '/seed/covers/16.jpg',
    daysAgo: 200,
    views: 1460,
    likes: 88,
    content: md`
## 为什么需要心跳

TCP 连接有时会"看起来还在，其实早就断了"：家里路由器的 NAT 表项超时、反向代理的空闲超时（Nginx 默认 60 秒）、手机从 Wi-Fi 切到移动网络……这些情况下，两端可能都收不到任何关闭通知，浏览器的 \`onclose\` 要过很久才会触发。心跳就是定期发一个小包，确认连接还活着，同时让中间设备知道这条连接仍在使用。

## 服务端：协议层的 ping 和 pong

以 Node.js 的 ws 库为例，服务端定期发 ping 帧，浏览器会自动回复 pong，一个周期内没有回复的连接直接断开：

~~~ts
import { type WebSocket, WebSocketServer } from 'ws'

const wss = new WebSocketServer({ port: 8080 })
const alive = new WeakMap<WebSocket, boolean>()

wss.on('connection', (ws) => {
  alive.set(ws, true)
  ws.on('pong', () => alive.set(ws, true))
})

setInterval(() => {
  for (const ws of wss.clients) {
    if (!alive.get(ws)) {
      ws.terminate()
      continue
    }
    alive.set(ws, false)
    ws.ping()
  }
}, 30_000)
~~~

## 客户端：应用层心跳与指数退避重连

浏览器的 JavaScript 发不了协议层的 ping 帧，所以客户端需要自己约定一个 \`{ type: 'ping' }\` 消息：

~~~ts
class ReconnectingSocket {
  private retries = 0
  private heartbeat?: ReturnType<typeof setInterval>

  constructor(
    private readonly url: string,
    private readonly onMessage: (data: unknown) => void,
  ) {
    this.connect()
  }

  private connect() {
    const ws = new WebSocket(this.url)
    ws.onopen = () => {
      this.retries = 0
      this.heartbeat = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), 25_000)
    }
    ws.onmessage = (e) => this.onMessage(JSON.parse(e.data))
    ws.onclose = () => {
      clearInterval(this.heartbeat)
      const base = Math.min(30_000, 1000 * 2 ** this.retries)
      this.retries++
      setTimeout(() => this.connect(), base * (0.5 + Math.random() / 2))
    }
  }
}
~~~

### 为什么要加随机抖动

服务器重启的瞬间，所有客户端几乎同时断开。如果它们都在 1 秒、2 秒、4 秒后整齐地重连，就会形成一波波的流量尖峰，这就是所谓的"惊群"。乘上一个随机系数，重连请求就被均匀地摊开了。

## 断线期间的消息怎么办

重连成功并不代表万事大吉，断线那几秒钟里别人发的消息都丢了。小站的做法是：

1. 客户端记住收到的最后一条消息的 id；
2. 重连成功后，通过 HTTP 接口拉取这个 id 之后的消息；
3. 按 id 去重后合并进消息列表。

发送失败的消息则先保存在本地，等服务端发来欢迎消息、确认连接就绪之后再重新发送。

## 页面不可见时

后台标签页里的定时器会被浏览器节流，心跳可能严重延迟，连接也许已经被服务端判定为死亡。监听 \`visibilitychange\`，页面重新可见时检查一次 \`readyState\`，不是 OPEN 就立刻重连，体验会好很多。
`,
  },
  {
    title: '二分查找的边界问题，一次讲清楚',
    description:
      'while 里写小于还是小于等于？mid 要不要加一？用"左闭右开 + 循环不变量"统一所有写法，再顺手解决二分答案类问题。',
    category: '后端架构',
    tags: ['Go'],
    cover: '/seed/covers/17.jpg',
    daysAgo: 95,
    views: 1392,
    likes: 79,
    content: md`
## 为什么总写错

二分查找的思想小学生都能懂，可是写对并不容易：循环条件是 \`lo < hi\` 还是 \`lo <= hi\`？更新时是 \`hi = mid\` 还是 \`hi = mid - 1\`？不同的教程给出不同的组合，混着用就会出现死循环或者漏掉答案。

问题的根源在于没有想清楚**区间的含义**。只要选定一种区间定义并始终保持，所有细节都会自然确定下来。

## 统一用左闭右开

~~~go
// lowerBound 返回第一个 >= target 的下标，不存在时返回 len(nums)
func lowerBound(nums []int, target int) int {
	lo, hi := 0, len(nums) // 搜索区间 [lo, hi)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if nums[mid] < target {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
~~~

### 循环不变量

整个过程中始终成立：\`[0, lo)\` 里的元素都小于 target，\`[hi, n)\` 里的元素都大于等于 target。

- 区间是左闭右开，所以 \`lo == hi\` 时区间为空，循环条件是 \`lo < hi\`；
- \`nums[mid] < target\` 时 mid 属于左边，所以 \`lo = mid + 1\`；
- 否则 mid 属于右边，而右边界本来就是开的，所以 \`hi = mid\`；
- 结束时 \`lo == hi\`，正好是第一个大于等于 target 的位置。

另外，\`mid\` 写成 \`lo + (hi-lo)/2\` 而不是 \`(lo+hi)/2\`，是为了避免在其他语言里两个大整数相加溢出。

## 一个函数解决一类问题

对于整数数组，几乎所有变体都可以用 \`lowerBound\` 表达：

| 需求 | 写法 |
|---|---|
| 第一个大于等于 x 的位置 | lowerBound(x) |
| 第一个大于 x 的位置 | lowerBound(x + 1) |
| 最后一个小于等于 x 的位置 | lowerBound(x + 1) - 1 |
| 最后一个小于 x 的位置 | lowerBound(x) - 1 |
| x 出现的次数 | lowerBound(x + 1) - lowerBound(x) |

## 二分答案

很多题目表面上和有序数组无关，但答案具有单调性：比如"在 D 天内运完所有包裹，船的最小载重是多少"。载重越大越容易满足，于是可以对答案本身二分：

~~~go
func shipWithinDays(weights []int, days int) int {
	lo, hi := 0, 0
	for _, w := range weights {
		lo = max(lo, w)
		hi += w
	}
	// 在 [lo, hi] 中找第一个能满足条件的载重
	for lo < hi {
		mid := lo + (hi-lo)/2
		if canShip(weights, days, mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

func canShip(weights []int, days, capacity int) bool {
	need, load := 1, 0
	for _, w := range weights {
		if load+w > capacity {
			need++
			load = 0
		}
		load += w
	}
	return need <= days
}
~~~

## 别忘了标准库

实际工作中很少需要手写：Go 有 \`sort.Search\` 和 \`slices.BinarySearch\`，Python 有 \`bisect\` 模块，C++ 有 \`lower_bound\`。不过理解了不变量之后，再看这些函数的文档会发现它们的语义出奇地一致——都是在找"第一个满足条件的位置"。
`,
  },
  {
    title: '手写一个 LRU 缓存：从 Map 的插入顺序说起',
    description:
      '利用 JavaScript Map 保持插入顺序的特性，二十行代码实现 O(1) 的 LRU；再看看经典的哈希表加双向链表，以及 Redis 的近似 LRU。',
    category: '后端架构',
    tags: ['TypeScript', 'JavaScript'],
    cover: '/seed/covers/18.jpg',
    daysAgo: 40,
    views: 968,
    likes: 57,
    content: md`
## LRU 是什么

LRU（Least Recently Used，最近最少使用）是最常见的缓存淘汰策略：缓存满了之后，优先淘汰最久没有被访问的数据。它基于一个朴素的假设——最近用过的数据，接下来大概率还会再用。

一个合格的 LRU 缓存要求 \`get\` 和 \`set\` 都是 O(1) 的。

## 借助 Map 的插入顺序

JavaScript 的 \`Map\` 会按插入顺序迭代。每次访问时把键删掉再重新插入，它就跑到了"最新"的一端；需要淘汰时，迭代器拿到的第一个键就是最久未使用的：

~~~ts
export class LRUCache<K, V> {
  private readonly map = new Map<K, V>()

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    if (!this.map.has(key)) return undefined
    const value = this.map.get(key) as V
    this.map.delete(key)
    this.map.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.map.delete(key)
    this.map.set(key, value)
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value as K
      this.map.delete(oldest)
    }
  }
}
~~~

Python 的 \`OrderedDict\` 提供了同样的能力，而且有现成的 \`move_to_end\`：

~~~python
from collections import OrderedDict


class LRU:
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.data: OrderedDict = OrderedDict()

    def get(self, key):
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key, value) -> None:
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
~~~

## 经典实现：哈希表加双向链表

没有有序字典的语言里，通常用哈希表存"键到链表节点"的映射，用双向链表维护访问顺序。链表头部是最近访问的，尾部是最久未访问的：

- 访问一个键：通过哈希表找到节点，把它从原位置摘下来，插到头部；
- 插入新键：新建节点放在头部，超出容量就删除尾部节点，并从哈希表中移除。

![哈希表加双向链表](/seed/inline/lru-list.jpg)

双向链表的意义在于：拿到节点之后，不需要遍历就能在 O(1) 时间内把它摘下来。用两个哨兵节点作为头和尾，可以省掉一大堆空指针判断。

## 生产环境中的 LRU

### Redis 的近似 LRU

Redis 并没有为所有 key 维护一条链表，那样太耗内存。它在每个对象上记录最近访问时间，淘汰时随机采样几个 key（由 \`maxmemory-samples\` 控制，默认 5），从中淘汰最久未访问的一个。采样数越大越接近真实的 LRU，CPU 开销也越大。

~~~bash
redis-cli CONFIG SET maxmemory 256mb
redis-cli CONFIG SET maxmemory-policy allkeys-lru
~~~

注意默认的淘汰策略是 \`noeviction\`：内存满了直接拒绝写入。把 Redis 当缓存用时，一定要记得改掉它。

### 什么时候 LRU 不好用

一次性的批量扫描会把热点数据全部挤出缓存，这叫"缓存污染"。LFU（按访问频率淘汰）或者 MySQL 那种把链表分成新老两段的改良版 LRU，都是为了应对这种情况。
`,
  },
]
