import { md } from './md.ts'
import type { SeedArticle } from './types.ts'

/** Database articles. */
export const articlesData: SeedArticle[] = [
  {
    title: 'SQLite 的 WAL 模式：小站为什么不需要 MySQL',
    description:
      '回滚日志和预写日志有什么区别，WAL 模式下读写为什么不再互相阻塞，以及几条推荐的 PRAGMA 配置。',
    category: '数据库',
    tags: ['SQL', 'Node.js'],
    cover: '/seed/covers/19.jpg',
    daysAgo: 565,
    views: 2540,
    likes: 156,
    content: md`
## SQLite 能扛住一个博客吗

很多人对 SQLite 的印象还停留在"手机 App 里的小数据库"。实际上一个个人博客的负载，绝大部分是读：首页列表、文章详情、评论。SQLite 是一个嵌入进程的库，查询不走网络、没有连接池，单条简单查询往往只要几十微秒。真正需要考虑的只有一个问题：**并发写入**。

## 回滚日志模式的问题

SQLite 默认的日志模式是 \`DELETE\`：写事务开始前，先把要修改的原始页复制到一个 \`-journal\` 文件里，然后直接修改数据库文件，提交时再删除日志。万一中途崩溃，下次打开时用日志把数据库恢复原状。

这种模式下，写事务提交时需要独占整个数据库文件，读和写会互相阻塞。访问量稍大一点，就会频繁遇到 \`SQLITE_BUSY\`。

## WAL 是怎么工作的

WAL（Write-Ahead Logging，预写日志）反过来：修改不直接写进数据库文件，而是追加到 \`-wal\` 文件的末尾。

- 读者开始读取时，记下 WAL 当前的位置，之后只看这个位置之前的内容，相当于拿到了一个快照；
- 写者只往 WAL 末尾追加，不会影响正在进行的读取；
- 每隔一段时间执行一次检查点（checkpoint），把 WAL 中的页写回数据库文件。

结果就是：**读不阻塞写，写也不阻塞读**。但要注意，同一时刻仍然只能有一个写者。

![WAL 模式示意](/seed/inline/sqlite-wal.jpg)

## 开启与推荐配置

~~~sql
PRAGMA journal_mode = WAL;      -- 持久生效，会记录在数据库文件里
PRAGMA synchronous = NORMAL;    -- WAL 下足够安全，断电最多丢失最近提交的事务
PRAGMA busy_timeout = 5000;     -- 遇到锁时最多等待 5 秒，而不是立即报错
PRAGMA foreign_keys = ON;       -- 外键约束默认是关闭的！
~~~

除了 \`journal_mode\` 之外，其余几项都是针对单个连接的，每次打开数据库都要重新设置。在 Node.js 里用 better-sqlite3 大致是这样：

~~~ts
import Database from 'better-sqlite3'

const db = new Database('data/blog.db')
db.pragma('journal_mode = WAL')
db.pragma('synchronous = NORMAL')
db.pragma('foreign_keys = ON')

const insert = db.prepare('INSERT INTO tag (tag_name) VALUES (?)')
const insertMany = db.transaction((names: string[]) => {
  for (const name of names) insert.run(name)
})
insertMany(['React', 'Go', 'Rust'])
~~~

### 批量写入一定要用事务

没有显式事务时，每条 INSERT 都是一个独立的事务，都要等待一次磁盘同步。把一千条插入包进一个事务，速度可能相差上百倍。

## 需要注意的地方

| 注意点 | 说明 |
|---|---|
| 备份 | \`-wal\` 和 \`-shm\` 文件里可能有未写回的数据，不能只复制主文件 |
| 网络文件系统 | WAL 依赖共享内存，不支持 NFS 之类的网络文件系统 |
| WAL 文件膨胀 | 长时间不结束的读事务会阻止检查点，WAL 会越来越大 |

备份推荐用 SQLite 自带的在线备份命令，它会得到一个一致的副本：

~~~bash
sqlite3 data/blog.db ".backup 'backup/blog-$(date +%F).db'"
~~~

## 什么时候该换

多台机器需要同时写入、写并发非常高、需要细粒度的权限控制时，就该考虑 PostgreSQL 或 MySQL 了。对一个个人站点来说，这一天大概率不会到来。官方文档 [Write-Ahead Logging](https://www.sqlite.org/wal.html) 对细节有完整的说明。
`,
  },
  {
    title: 'PostgreSQL 索引选型：B-Tree、GIN、BRIN 与部分索引',
    description: '先学会看执行计划，再根据查询模式选择索引类型。附一条找出"从没被用过的索引"的 SQL。',
    category: '数据库',
    tags: ['SQL'],
    cover: '/seed/covers/20.jpg',
    daysAgo: 445,
    views: 1874,
    likes: 112,
    content: md`
## 先学会看执行计划

加索引之前，先确认慢在哪里：

~~~sql
EXPLAIN (ANALYZE, BUFFERS)
SELECT id, title
FROM article
WHERE author_id = 42
ORDER BY created_at DESC
LIMIT 10;
~~~

重点看三样东西：扫描方式（\`Seq Scan\` 全表扫描、\`Index Scan\` 索引扫描、\`Bitmap Heap Scan\` 位图扫描），预估行数和实际行数是否差距很大，以及 \`Buffers\` 里读了多少个数据页。预估和实际相差几个数量级，往往说明统计信息过时了，先执行一次 \`ANALYZE\`。

## B-Tree：默认的万金油

不指定类型时创建的就是 B-Tree，它支持等值、范围查询和排序，也支持前缀匹配的 \`LIKE 'abc%'\`（非 C 排序规则下需要使用 \`text_pattern_ops\` 操作符类）。

~~~sql
CREATE INDEX idx_article_author_created
  ON article (author_id, created_at DESC);
~~~

这个复合索引能同时满足上面查询的过滤和排序，数据库按索引顺序读到 10 行就可以停下。反过来，只按 \`created_at\` 过滤的查询通常用不好这个索引，因为它不是最左边的列。PostgreSQL 18 引入了 skip scan，在最左列取值很少时可以跳跃扫描，但不要把它当成常规手段。

## GIN：数组、JSONB 与全文搜索

GIN 是倒排索引，适合"一行里包含多个值"的场景：

~~~sql
CREATE INDEX idx_article_tags ON article USING GIN (tags);
SELECT id FROM article WHERE tags @> ARRAY['rust'];

CREATE INDEX idx_article_meta ON article USING GIN (meta jsonb_path_ops);
SELECT id FROM article WHERE meta @> '{"draft": false}';
~~~

配合 \`pg_trgm\` 扩展，GIN 还能加速 \`LIKE '%关键词%'\` 这种前后都模糊的匹配，不过对中文的效果需要用自己的数据实际验证。

## BRIN：按时间追加的超大表

BRIN 只记录每一段连续数据块里的最小值和最大值，索引体积可能只有 B-Tree 的千分之一。对于日志、监控数据这种按时间顺序写入、几乎不更新的大表，它是性价比极高的选择。

## 部分索引与表达式索引

~~~sql
-- 只索引已发布的文章，体积更小
CREATE INDEX idx_article_published
  ON article (created_at DESC) WHERE status = 1;

-- 邮箱不区分大小写的唯一约束
CREATE UNIQUE INDEX idx_user_email ON app_user (lower(email));
~~~

查询条件必须和索引定义匹配才能用上：比如第二个索引，只有写成 \`WHERE lower(email) = ...\` 时才会生效。

## 一张速查表

| 索引类型 | 适用场景 | 典型操作符 |
|---|---|---|
| B-Tree | 等值、范围、排序 | =、<、>、BETWEEN、ORDER BY |
| Hash | 只有等值查询 | = |
| GIN | 数组、JSONB、全文搜索 | @>、?、@@ |
| GiST | 地理位置、范围类型 | &&、<-> |
| BRIN | 物理顺序与值相关的大表 | 范围查询 |

## 索引不是越多越好

每个索引都会拖慢写入、占用空间，还可能让本来能走 HOT 更新的 UPDATE 退化。定期找出从来没被用过的索引：

~~~sql
SELECT relname, indexrelname, idx_scan,
       pg_size_pretty(pg_relation_size(indexrelid)) AS size
FROM pg_stat_user_indexes
WHERE idx_scan = 0
ORDER BY pg_relation_size(indexrelid) DESC;
~~~

更多细节见官方文档 [Index Types](https://www.postgresql.org/docs/current/indexes-types.html)。
`,
  },
  {
    title: 'MySQL 事务隔离级别与 MVCC：可重复读到底"重复"了什么',
    description:
      '用两个会话复现不同隔离级别的行为，再从 undo 日志版本链和 Read View 理解 InnoDB 的多版本并发控制。',
    category: '数据库',
    tags: ['SQL'],
    cover: '/seed/covers/21.jpg',
    daysAgo: 350,
    views: 2083,
    likes: 119,
    content: md`
## 四种隔离级别

SQL 标准定义了四种隔离级别，用来权衡一致性与并发性能：

| 隔离级别 | 脏读 | 不可重复读 | 幻读 |
|---|---|---|---|
| 读未提交 READ UNCOMMITTED | 可能 | 可能 | 可能 |
| 读已提交 READ COMMITTED | 不会 | 可能 | 可能 |
| 可重复读 REPEATABLE READ | 不会 | 不会 | 可能 |
| 串行化 SERIALIZABLE | 不会 | 不会 | 不会 |

InnoDB 的默认级别是可重复读，而且通过 MVCC 和间隙锁，在很大程度上避免了幻读。

## 用两个会话复现

~~~sql
-- 会话 A
SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ;
START TRANSACTION;
SELECT balance FROM account WHERE id = 1; -- 100

-- 会话 B（自动提交）
UPDATE account SET balance = 50 WHERE id = 1;

-- 回到会话 A
SELECT balance FROM account WHERE id = 1; -- 仍然是 100
COMMIT;
~~~

在同一个事务里，多次读取同一行得到的结果始终一致，这就是"可重复读"。如果把会话 A 的级别换成读已提交，第二次读到的就是 50。

## MVCC：版本链与 Read View

InnoDB 的每一行都有两个隐藏列：最后一次修改它的事务 id，以及一个指向 undo 日志的回滚指针。每次修改都会把旧版本写进 undo 日志，于是一行数据的历史版本就串成了一条链。

读取时，事务会用一个 Read View 判断链上哪个版本对自己可见。Read View 里记录了：

- 创建它时所有活跃（未提交）事务的 id 列表；
- 这些活跃事务中最小的 id；
- 下一个将要分配的事务 id；
- 创建它的事务自己的 id。

判断规则并不复杂：版本是自己改的，可见；版本的事务 id 小于最小活跃 id，说明早已提交，可见；大于等于下一个要分配的 id，说明是之后才开始的事务，不可见；落在中间的，看它在不在活跃列表里。不可见就沿着版本链继续往前找。

### 两种级别的唯一区别

读已提交在**每条语句**执行时创建新的 Read View；可重复读只在事务中**第一次读取**时创建，之后一直复用。两种隔离级别的行为差异，全部来自这一点。

## 快照读与当前读

普通的 SELECT 是快照读，读的是 Read View 看到的历史版本。而 UPDATE、DELETE 以及 \`SELECT ... FOR UPDATE\` 是当前读，读的是最新的已提交版本，并且会加锁：

~~~sql
START TRANSACTION;
SELECT balance FROM account WHERE id = 1; -- 快照读：100
UPDATE account SET balance = balance + 10 WHERE id = 1; -- 当前读：在 50 的基础上计算
SELECT balance FROM account WHERE id = 1; -- 60，自己修改的版本对自己可见
COMMIT;
~~~

很多"明明读到的是 100，怎么更新完变成了 60"的困惑，都来自快照读和当前读的混用。

## 实践建议

1. 需要"先读后写"的业务逻辑，比如扣库存，用 \`SELECT ... FOR UPDATE\` 或者直接写成条件更新 \`UPDATE ... SET stock = stock - 1 WHERE stock > 0\`；
2. 事务尽量短，长事务会阻止 undo 日志被清理，导致空间膨胀；
3. 不要在事务里调用外部接口，网络一慢，锁就一直被持有。
`,
  },
  {
    title: 'SQL 窗口函数：排名、累计与环比，一条语句搞定',
    description:
      '分组取前 N、累计求和、与上一期对比、移动平均——这些过去需要自连接或者应用层计算的需求，窗口函数一条语句就能写完。',
    category: '数据库',
    tags: ['SQL'],
    cover: '/seed/covers/22.jpg',
    daysAgo: 160,
    views: 1265,
    likes: 73,
    content: md`
## 窗口函数和 GROUP BY 的区别

GROUP BY 会把多行压缩成一行，而窗口函数在保留每一行的同时，为它计算一个"基于一组相关行"的值。语法的核心是 \`OVER\` 子句：

~~~sql
函数名(...) OVER (
  PARTITION BY 分组列
  ORDER BY 排序列
  ROWS BETWEEN ... AND ...
)
~~~

MySQL 8.0、PostgreSQL 以及 SQLite 3.25 之后的版本都支持窗口函数。

## 三种排名函数

假设有四篇文章，阅读量分别是 100、90、90、80：

| 阅读量 | ROW_NUMBER | RANK | DENSE_RANK |
|---|---|---|---|
| 100 | 1 | 1 | 1 |
| 90 | 2 | 2 | 2 |
| 90 | 3 | 2 | 2 |
| 80 | 4 | 4 | 3 |

ROW_NUMBER 不管是否并列，总是连续编号；RANK 并列之后会跳号；DENSE_RANK 并列之后不跳号。

## 每个分类阅读量前三的文章

~~~sql
SELECT *
FROM (
  SELECT a.id, a.title, c.name AS category, a.views,
         ROW_NUMBER() OVER (PARTITION BY a.category_id ORDER BY a.views DESC) AS rn
  FROM article a
  JOIN category c ON c.id = a.category_id
) t
WHERE rn <= 3;
~~~

为什么要套一层子查询？因为窗口函数在 WHERE、GROUP BY 和 HAVING 之后才计算，不能直接在同一层的 WHERE 里引用它的结果。有些数据库提供了 \`QUALIFY\` 子句来简化这种写法，但 MySQL 和 PostgreSQL 目前都不支持。

## 累计、环比与移动平均

~~~sql
SELECT day, pv,
       SUM(pv) OVER (ORDER BY day) AS total_pv,
       pv - LAG(pv) OVER (ORDER BY day) AS diff,
       ROUND(AVG(pv) OVER (ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW), 1) AS avg_7d
FROM daily_stat
ORDER BY day;
~~~

- \`SUM(pv) OVER (ORDER BY day)\` 是截至当天的累计值；
- \`LAG(pv)\` 取上一行的值，第一行没有上一行，结果是 NULL；对应的 \`LEAD\` 取下一行；
- \`ROWS BETWEEN 6 PRECEDING AND CURRENT ROW\` 把窗口限定为最近 7 行，得到 7 日移动平均。

### 默认窗口的一个坑

带 ORDER BY 而没有写窗口范围时，默认是 \`RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW\`。RANGE 会把排序值相同的行当成一个整体：如果某天有两条记录，它们的累计值会完全相同，而不是一前一后。需要逐行累计时，显式写上 \`ROWS\`。

## 其他常用的窗口函数

- \`NTILE(4)\`：把数据平均分成四组，常用来算四分位；
- \`FIRST_VALUE\` 和 \`LAST_VALUE\`：取窗口中的第一个和最后一个值，后者同样要注意默认窗口的范围；
- \`PERCENT_RANK\`：计算百分比排名。

写报表类 SQL 时，先想一想能不能用窗口函数，往往能省掉一个自连接和一大段应用层代码。
`,
  },
  {
    title: '用 Redis 有序集合做一个文章热度排行榜',
    description:
      'ZINCRBY 记录阅读量、按天分 key 实现时间衰减、ZUNIONSTORE 合并出周榜，附 Python 实现和常用命令的复杂度。',
    category: '数据库',
    tags: ['Redis'],
    cover: '/seed/covers/23.jpg',
    daysAgo: 60,
    views: 1103,
    likes: 66,
    content: md`
## 为什么用有序集合

排行榜的需求很明确：按分数排序、实时更新、快速取前 N 名、查询某个成员的名次。用关系数据库也能做，但每次都要 \`ORDER BY views DESC\`，数据量一大压力就上来了。Redis 的有序集合（Sorted Set）正是为这个场景设计的：每个成员带一个分数，集合始终按分数有序。

## 最简单的总榜

~~~python
import redis

r = redis.Redis(host="localhost", port=6379, decode_responses=True)


def on_view(article_id: int) -> None:
    r.zincrby("rank:views", 1, article_id)


def top(n: int = 10) -> list[tuple[str, float]]:
    return r.zrevrange("rank:views", 0, n - 1, withscores=True)
~~~

总榜有个明显的问题：老文章积累了大量阅读，新文章很难排上去，排行榜几乎一成不变。

## 按天分 key，合并出周榜

把每天的阅读量记在单独的 key 里，需要周榜时再合并最近七天，并且给越久远的日子越低的权重：

~~~python
from datetime import date, timedelta


def on_view(article_id: int) -> None:
    day_key = f"rank:day:{date.today():%Y%m%d}"
    pipe = r.pipeline()
    pipe.zincrby("rank:views", 1, article_id)
    pipe.zincrby(day_key, 1, article_id)
    pipe.expire(day_key, 8 * 24 * 3600)
    pipe.execute()


def weekly_top(n: int = 10):
    weights = {}
    for i in range(7):
        day = date.today() - timedelta(days=i)
        weights[f"rank:day:{day:%Y%m%d}"] = 1 / (i + 1)
    r.zunionstore("rank:week", weights)
    r.expire("rank:week", 300)
    return r.zrevrange("rank:week", 0, n - 1, withscores=True)
~~~

合并结果缓存 5 分钟，避免每次请求都重新计算。用 pipeline 把几条命令一次发出去，可以减少网络往返。

## 常用命令与复杂度

| 命令 | 作用 | 时间复杂度 |
|---|---|---|
| ZADD | 添加成员或更新分数 | O(log N) |
| ZINCRBY | 给成员的分数加上增量 | O(log N) |
| ZREVRANGE | 按分数从高到低取一段 | O(log N + M) |
| ZREVRANK | 查询成员的名次 | O(log N) |
| ZSCORE | 查询成员的分数 | O(1) |
| ZUNIONSTORE | 合并多个集合并存储结果 | O(N) + O(M log M) |

Redis 6.2 之后，\`ZREVRANGE\` 被标记为过时，推荐用 \`ZRANGE key start stop REV\` 代替，不过旧命令仍然可以正常使用。

## 底层结构

有序集合的成员较少时用紧凑的 listpack 存储（7.0 之前叫 ziplist），超过阈值后转换为跳表加哈希表：跳表负责按分数排序和范围查询，哈希表负责 O(1) 地查找成员的分数。

### 防刷

同一个 IP 反复刷新不应该一直加分。可以在计数前先检查一个短期标记：

~~~bash
SET view:42:203.0.113.7 1 NX EX 3600
~~~

返回 OK 才计数，一小时内同一个 IP 对同一篇文章只算一次阅读。
`,
  },
]
