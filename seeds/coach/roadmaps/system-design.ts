import type { SeedRoadmap } from "../types";

export const roadmap: SeedRoadmap = {
  slug: "system-design",
  title: "System Design",
  summary: "Design scalable systems step by step: requirements, estimates, building blocks and trade-offs.",
  modules: [
    {
      slug: "interview-foundations",
      title: "Foundations of the System Design Interview",
      summary: "How the interview is run and scored, how to pin down requirements, estimate load and turn both into a first design.",
      lessons: [
        {
          slug: "introduction-to-the-system-design-interview",
          title: "Introduction to the System Design Interview",
          minutes: 3,
          body: `A system design interview asks you to sketch a large software system — a URL shortener, a chat service, a news feed — in 45 to 60 minutes. There is no single correct answer. The interviewer is watching *how* you get to a design: whether you ask the right questions, make reasonable assumptions, pick components for stated reasons and notice the weak spots in your own proposal.

## What is being evaluated

Most companies score some version of these four areas:

- **Problem scoping.** Do you clarify what the system must do and for whom before drawing boxes?
- **Technical depth.** Do you understand how caches, databases, queues and load balancers behave under load and failure?
- **Trade-off reasoning.** Can you say what you gain and what you give up with each choice, and tie the choice back to a requirement?
- **Communication.** Is the discussion organised, and can the interviewer follow and steer it?

Seniority changes the weighting. An entry-level candidate who produces a sound, simple design is doing well. A senior candidate is expected to drive the session, spot bottlenecks unprompted and go deep on one or two components.

## A time plan that works

Use a repeatable structure so nerves do not decide the order for you:

1. **Requirements (5–8 min).** Functional features, non-functional goals, explicit out-of-scope items.
2. **Estimates (3–5 min).** Requests per second, storage, bandwidth — only as precise as the decisions need.
3. **API and data model (5 min).** The handful of calls the clients make and the main entities.
4. **High-level design (10 min).** Clients, load balancer, services, storage, caches, queues, and the path of the main request.
5. **Deep dives (15–20 min).** The hardest parts: scaling the hot path, consistency, failure handling.
6. **Wrap-up (3–5 min).** Bottlenecks, monitoring, what you would build next.

Announce the plan at the start: "I'd like to spend a few minutes on requirements, do a quick estimate, then sketch the design and dive into the tricky parts. Does that work for you?" It shows structure and invites the interviewer to redirect you early.

## Habits that separate strong candidates

- **Think out loud.** Silent thinking gives the interviewer nothing to score.
- **Start simple, then scale.** A single server and one database is a legitimate first diagram; evolve it as the numbers demand.
- **Name the trade-off every time.** "I'll use a cache here; the cost is possible staleness of up to the TTL, which is fine because profile pages tolerate a minute of delay."
- **Accept hints.** If the interviewer asks "what happens when this node dies?", that is where they want you to go.

The rest of this roadmap builds each step: requirements and estimates first, then the building blocks, data at scale, and a full worked design.
`,
        },
        {
          slug: "clarifying-requirements",
          title: "Clarifying Requirements",
          minutes: 3,
          body: `The first minutes of a design interview decide what you are designing. A vague prompt such as "design Instagram" could mean a photo store, a feed ranking system or a messaging product. Your job is to turn it into a short, agreed list of requirements you can design against.

## Functional requirements

Functional requirements describe what users can do. Ask about the core actions and write them down as a numbered list:

- Who are the users (consumers, businesses, internal services)?
- What are the two or three actions that matter most?
- What do users see, and how fresh must it be?

For a photo-sharing app you might settle on: (1) upload a photo with a caption, (2) follow other users, (3) view a home feed of followed users' photos in reverse chronological order. Everything else — comments, stories, direct messages — goes on an explicit **out of scope** list. Saying "I'll leave search out unless you want it" is a strength, not a gap.

## Non-functional requirements

Non-functional requirements describe *how well* the system must work, and they drive most design decisions:

- **Scale:** daily active users, read/write ratio, data growth.
- **Latency:** for example, feed loads in under 200 ms at the 99th percentile.
- **Availability:** 99.9% allows about 43 minutes of downtime a month; 99.99% allows about 4.
- **Consistency:** must every reader see a write immediately, or is a few seconds of lag acceptable?
- **Durability:** can any data ever be lost? Uploaded photos usually cannot.

If the interviewer says "you decide", propose numbers and move on: "Let's assume 50 million daily users, each viewing the feed ten times and uploading a photo every other day."

## Turning answers into design drivers

Good candidates connect each requirement to a consequence:

| Requirement | Design consequence |
|---|---|
| Read-heavy (100:1) | Cache aggressively; use read replicas |
| Feed can lag a few seconds | Fan-out asynchronously through a queue |
| Photos must never be lost | Replicated object storage, not local disks |
| Global users | CDN for images, regional deployments |

## Common mistakes

- **Skipping this step** and drawing a generic three-tier diagram that fits any prompt.
- **Asking endless questions** without proposing anything. Aim for five to eight minutes, then summarise.
- **Forgetting to write requirements down.** A visible list lets you check your final design against it.

Close the step with a one-sentence summary: "So we are building upload, follow and a reverse-chronological feed for 50 million daily users, optimised for fast reads, with eventual consistency on the feed." That sentence is the contract for the rest of the interview.
`,
        },
        {
          slug: "back-of-the-envelope-estimates",
          title: "Back-of-the-Envelope Estimates",
          minutes: 3,
          body: `Estimates tell you whether a design needs one server or a thousand, and whether data fits in memory or needs to be partitioned across machines. The goal is the right order of magnitude, reached quickly and out loud — not exact arithmetic.

## Numbers worth memorising

- A day has about **86,400 seconds**; round to **100,000** (10^5) for easy maths.
- 1 million requests per day ≈ **12 requests per second** on average.
- Peak traffic is often **2–3× the average**; say which multiplier you assume.
- Reading 1 MB sequentially from memory takes microseconds; a round trip inside a data centre takes about half a millisecond; a cross-continent round trip takes about 100–150 ms.
- A single well-tuned relational database server can serve thousands to tens of thousands of simple queries per second; a cache node can serve far more.

## A worked estimate

Suppose a service has 20 million daily active users who each create 2 posts and read 50 posts per day.

\`\`\`text
Writes: 20M × 2   = 40M/day  ≈ 40M / 10^5  ≈ 400 writes/s  (peak ~1,000/s)
Reads:  20M × 50  = 1B/day   ≈ 10^9 / 10^5 ≈ 10,000 reads/s (peak ~25,000/s)
Read:write ratio ≈ 25:1  → read-optimised design, caching pays off

Post size ≈ 1 KB text + metadata
Storage/day  = 40M × 1 KB = 40 GB/day
Storage/5 yr = 40 GB × 365 × 5 ≈ 73 TB (before replication)
With 3 replicas ≈ 220 TB
\`\`\`

From these few lines you can already say: the write rate fits comfortably on a single primary database, but 73 TB will not fit on one machine for long, so plan to shard; and 25,000 reads per second at peak means a cache layer in front of the database.

## Bandwidth and memory

If posts include a 200 KB image on average and each read fetches one, peak egress is 25,000 × 200 KB ≈ 5 GB/s — a strong hint to serve media from a CDN rather than your application servers.

For caching, a common rule is that a small share of items gets most of the traffic. Caching the hottest 20% of one day's reads as 1 KB objects needs about 0.2 × 1B × 1 KB = 200 GB — a handful of cache nodes.

## Tips

- **Write the numbers where the interviewer can see them** and round aggressively.
- **State assumptions** ("I'll assume a 1 KB post") so the interviewer can correct them.
- **Draw a conclusion from each number.** An estimate that does not change a decision was not worth the time.
- **Keep it short.** Three to five minutes is plenty; if the interviewer waves estimates away, move on.
`,
        },
        {
          slug: "from-api-to-high-level-design",
          title: "From API to High-Level Design",
          minutes: 3,
          body: `With requirements and rough numbers agreed, the next step is to define how clients talk to the system and what it stores. This is the bridge between the problem statement and the architecture diagram, and it keeps the diagram honest: every box should exist to serve one of these calls.

## Sketch the API

List the few calls that implement the functional requirements. Plain HTTP is fine:

\`\`\`http
POST /v1/posts            { "text": "...", "mediaId": "m_91" }   -> 201 { "id": "p_123" }
GET  /v1/feed?cursor=abc&limit=20                               -> 200 { "items": [...], "nextCursor": "def" }
POST /v1/users/{id}/follow                                       -> 204
\`\`\`

Note the details that matter for scale: the feed is **paginated with a cursor**, uploads of large media happen separately (the client gets an upload URL and sends bytes straight to object storage), and writes return an identifier.

## Sketch the data model

Name the core entities, their key fields and the access pattern that matters most:

- **User** (id, name, created_at) — read by id.
- **Post** (id, author_id, text, media_url, created_at) — read by author, newest first.
- **Follow** (follower_id, followee_id) — read both "who do I follow" and "who follows me".

The access patterns decide the storage choice later. "Read posts by author, newest first" suggests a key of (author_id, created_at), which works in both a relational index and a wide-column store.

## Draw the high-level design

Start with the request path for the most important call and add components only when a requirement demands them:

\`\`\`text
Client ──> CDN (images)
   │
   └──> Load balancer ──> API servers (stateless) ──> Cache ──> Database
                               │
                               └──> Queue ──> Fan-out workers ──> Feed store
\`\`\`

Walk through it aloud: "A feed request hits the load balancer, goes to any stateless API server, which reads the precomputed feed from the cache and falls back to the feed store on a miss. A new post is written to the database and an event goes on a queue; workers push the post id into followers' feeds."

## What good looks like

- **Every box has a reason** tied to a requirement or an estimate.
- **Data flow is explicit.** Arrows show direction; synchronous and asynchronous paths are distinguishable.
- **Stateless services** are separated from stateful storage, so you can scale them independently.
- **You pause and check in**: "This is the high-level picture. I'd like to go deeper into feed generation, since that is the hardest part at this scale — does that sound right?"

The deep dives come next, and they rely on the building blocks covered in the following module: load balancers, caches and queues.
`,
        },
      ],
    },
    {
      slug: "core-building-blocks",
      title: "Core Building Blocks",
      summary: "The components almost every large design uses: horizontal scaling, load balancers, caches and message queues, with their trade-offs.",
      lessons: [
        {
          slug: "introduction-to-core-building-blocks",
          title: "Introduction to Core Building Blocks",
          minutes: 3,
          body: `Large systems are assembled from a small set of well-understood parts. Interviewers expect you to know what each part does, when to reach for it and how it fails. This module covers the parts that sit on the request path: load balancers, caches and message queues. First, the idea that makes them all useful — scaling out.

## Vertical versus horizontal scaling

**Vertical scaling** means a bigger machine: more CPU, memory or faster disks. It is simple and requires no code changes, but it has a ceiling, gets expensive quickly and leaves a single point of failure.

**Horizontal scaling** means more machines sharing the work. It has no practical ceiling and survives the loss of individual machines, but it requires that work can be spread out — which is easy for some components and hard for others.

## Stateless services scale easily

A service is **stateless** when any instance can handle any request because nothing about the user lives in that instance's memory between requests. Session data, uploaded files and counters belong in shared stores (a database, a cache, object storage), not on the web server's disk.

Once the application tier is stateless you can:

- add or remove instances behind a load balancer as traffic changes (autoscaling);
- deploy new versions one instance at a time;
- lose an instance without losing user data.

In interviews, say it explicitly: "The API servers are stateless; sessions live in a shared store, so we can scale this tier horizontally."

## State is where the difficulty lives

Databases, caches and queues hold state, so scaling them means deciding how data is **copied** (replication) and **split** (partitioning), and what happens when copies disagree. That is the subject of the next module. The building blocks in this module reduce how often requests need to reach that state at all.

## How the blocks fit together

| Block | Problem it solves | Main cost |
|---|---|---|
| Load balancer | Spreads requests, hides failed instances | Another hop; must itself be redundant |
| Cache | Fast reads, protects the database | Stale data, invalidation complexity |
| CDN | Serves static content near users | Cache control, purge delays |
| Message queue | Decouples producers and consumers, absorbs spikes | Eventual consistency, duplicate handling |

## Reliability basics to mention

- **Redundancy:** at least two of everything on the critical path, across availability zones.
- **Timeouts and retries with backoff:** a call without a timeout can hang a whole thread pool.
- **Graceful degradation:** if recommendations fail, show the page without them rather than an error.

Keep these in mind as you read the next three lessons; each component is a tool for one of these goals.
`,
        },
        {
          slug: "load-balancing",
          title: "Load Balancing",
          minutes: 3,
          body: `A load balancer sits in front of a pool of servers and decides which server handles each request. It lets you scale horizontally, hides failed servers from clients and gives you one stable address for a changing fleet.

## Layer 4 versus layer 7

- **Layer 4 (transport)** balancers route TCP or UDP connections using IP addresses and ports. They do not look inside requests, so they are fast and protocol-agnostic, but they cannot route by URL or header.
- **Layer 7 (application)** balancers understand HTTP. They can route \`/api/*\` to one pool and \`/images/*\` to another, terminate TLS, add headers, retry idempotent requests and apply rate limits. They cost more CPU per request.

A common setup uses both: DNS or a layer 4 balancer spreads traffic across several layer 7 balancers, which route to services.

## Choosing a server

| Algorithm | How it works | Good for |
|---|---|---|
| Round robin | Each server in turn | Similar servers, similar requests |
| Weighted round robin | Bigger servers get more turns | Mixed hardware |
| Least connections | Server with fewest open connections | Long or uneven requests (uploads, websockets) |
| Hash of a key | Same key → same server | Session affinity, local caches |

Hashing by user id ("sticky sessions") keeps a user on one server, which helps local caching but makes that server's failure visible to its users and unbalances load when a few users are very active. Prefer stateless servers and shared session storage; use affinity only when it buys something concrete. If you do hash, use **consistent hashing** so that adding a server moves only a fraction of keys.

## Health checks and failure handling

The balancer probes each server, for example \`GET /healthz\` every few seconds, and removes servers that fail several probes in a row. Two refinements are worth mentioning:

- **Liveness versus readiness.** A server that is up but still warming its cache should not receive traffic yet.
- **Connection draining.** During a deploy, stop sending new requests to a server but let in-flight ones finish.

## Avoiding a single point of failure

A single load balancer is itself a single point of failure. Run at least two, either active-passive with a floating IP or active-active behind DNS. Managed cloud balancers are redundant by design, which is a reasonable answer in an interview.

## Global traffic

For users on several continents, **DNS-based or anycast routing** sends each user to the nearest healthy region, and regional balancers take over from there. Mention it when the requirements include global users or regional failover.

## Interview phrasing

"Requests go through a pair of layer 7 load balancers that terminate TLS and use least-connections routing to stateless API servers. Health checks remove bad instances within ten seconds, and we drain connections during deploys." One sentence like this shows you know what the box on the diagram actually does.
`,
        },
        {
          slug: "caching",
          title: "Caching",
          minutes: 3,
          body: `A cache stores the result of expensive work — a database query, a rendered page, a computed feed — in fast storage so the next request can skip the work. Because most systems are read-heavy and a small set of items is requested far more often than the rest, caching is often the biggest single performance win in a design.

## Where caches live

- **Client and browser caches**, controlled with HTTP headers such as \`Cache-Control: max-age=60\`.
- **CDNs** for static and public content close to users.
- **In-process caches** inside each server: fastest, but each instance has its own copy.
- **Distributed caches** such as Redis or Memcached: shared by all servers, one network hop away.

## Read and write strategies

**Cache-aside** (lazy loading) is the default answer:

\`\`\`python
def get_user(user_id):
    user = cache.get(f"user:{user_id}")
    if user is None:
        user = db.query_user(user_id)
        cache.set(f"user:{user_id}", user, ttl=300)
    return user
\`\`\`

On writes, update the database and then **delete** the cache key, so the next read reloads fresh data. Deleting is safer than overwriting because two concurrent writers can otherwise leave an old value in the cache.

Other strategies:

- **Write-through:** write to the cache and database together; reads are always warm, writes are slower.
- **Write-behind:** write to the cache and flush to the database asynchronously; fast, but data can be lost if the cache node dies.
- **Read-through:** the cache library itself loads missing keys from the database.

## Eviction and expiry

Memory is limited, so caches evict entries. **LRU** (least recently used) is the common default; **LFU** keeps frequently used items. A **TTL** bounds how stale any entry can be, which is your safety net when invalidation misses a case.

## Failure modes to discuss

- **Stale data.** State the acceptable staleness per data type: a like count can lag; an account balance cannot.
- **Cache stampede.** When a hot key expires, thousands of requests hit the database at once. Fixes: let one request recompute while others wait (a lock or "single flight"), refresh popular keys before they expire, and add random jitter to TTLs.
- **Hot keys.** One celebrity profile can overload a single cache node. Replicate that key to several nodes or keep a small in-process copy.
- **Cold start.** After a cache restart the database sees full traffic; warm caches gradually or shift traffic back slowly.

## Measuring success

Track the **hit ratio**. At 95% hits, the database sees one request in twenty; at 80% it sees four times as many. That difference often decides how many database replicas you need, so connect the hit-ratio assumption back to your estimates.
`,
        },
        {
          slug: "message-queues-and-async-processing",
          title: "Message Queues and Asynchronous Processing",
          minutes: 3,
          body: `Not every piece of work has to finish before you reply to the user. Sending an email, resizing an image, updating search indexes or fanning a post out to followers can happen a few seconds later. A **message queue** lets one component record that work needs doing and another component do it at its own pace.

## Why queues help

- **Decoupling.** The producer does not need to know who consumes the message or whether they are up right now.
- **Absorbing spikes.** A burst of 50,000 uploads lands in the queue; workers drain it at a steady rate instead of overloading a downstream service.
- **Lower latency for users.** The request returns as soon as the message is durably stored.
- **Independent scaling.** Add workers when the backlog grows.

## Queues versus logs

- **Work queues** (for example RabbitMQ or Amazon SQS) hand each message to one consumer, which acknowledges it when done. Unacknowledged messages are redelivered. Good for tasks.
- **Append-only logs** (for example Apache Kafka) keep messages in ordered partitions for a retention period. Several consumer groups can read the same stream independently and replay from an earlier position. Good for event streams feeding many systems.

## Delivery guarantees

Exactly-once delivery across a network is impractical, so most systems provide **at-least-once** delivery: a message may arrive twice if a consumer crashes after doing the work but before acknowledging. Design consumers to be **idempotent**:

\`\`\`python
def handle(msg):
    if processed.exists(msg.id):      # dedupe table or key with a TTL
        return ack(msg)
    apply_side_effect(msg)
    processed.add(msg.id)
    ack(msg)
\`\`\`

Ideally the side effect and the dedupe record are written in the same database transaction.

## Ordering

Global ordering limits throughput to one consumer. Usually you only need order **per key** — all events for one order or one user. Logs give this by routing messages with the same key to the same partition.

## Failure handling

- **Retries with exponential backoff** for transient errors.
- A **dead-letter queue** for messages that keep failing, so one bad message does not block the rest; alert on it.
- **Backpressure:** monitor queue depth and consumer lag; autoscale workers or slow producers when lag grows.

## The outbox problem

Writing to the database and publishing to the queue are two separate systems; if the service crashes between them you lose an event or publish one for a rolled-back write. The **transactional outbox** pattern writes the event into an outbox table in the same transaction as the data, and a relay publishes rows from that table to the queue.

In an interview, draw the queue, say what guarantee it gives, and explain how consumers cope with duplicates — those three points cover what interviewers look for.
`,
        },
      ],
    },
    {
      slug: "data-at-scale",
      title: "Data at Scale",
      summary: "Choosing a database, replicating it for availability and reads, and partitioning it when one machine is no longer enough.",
      lessons: [
        {
          slug: "introduction-to-data-at-scale",
          title: "Introduction to Data at Scale",
          minutes: 3,
          body: `Most of the hard trade-offs in system design are about data: where it lives, how many copies exist and what a reader sees while copies disagree. This module covers choosing a store, replication and sharding. Start by choosing the right kind of database for the access pattern.

## Relational databases

Relational databases (PostgreSQL, MySQL) store rows in tables with a fixed schema and support joins, secondary indexes and multi-row **ACID transactions**. They are the right default when:

- data is naturally relational (users, orders, payments);
- you need transactions that touch several rows or tables;
- queries are varied and not fully known in advance.

A single primary handles thousands of writes per second; read replicas add read capacity. Sharding a relational database is possible but is work you take on deliberately.

## Non-relational families

| Family | Examples | Strength | Typical use |
|---|---|---|---|
| Key-value | Redis, DynamoDB | Very fast lookups by key | Sessions, carts, counters |
| Wide-column | Cassandra, HBase | High write throughput, partitioned by key | Time series, activity logs, messages |
| Document | MongoDB | Flexible nested records | Product catalogues, content |
| Graph | Neo4j | Traversing relationships | Social graphs, fraud rings |
| Search index | Elasticsearch, OpenSearch | Full-text and faceted search | Search boxes, log analysis |
| Object storage | Amazon S3 | Cheap, durable large blobs | Images, videos, backups |

## How to choose in an interview

Reason from the access pattern, not from fashion:

1. **What are the main queries?** "Fetch the last 50 messages of a conversation" fits a wide-column store keyed by (conversation_id, timestamp).
2. **What are the write rate and data size?** Tens of thousands of writes per second and hundreds of terabytes push you towards a store that partitions automatically.
3. **Do you need transactions across entities?** Money movement does; a like counter does not.
4. **What consistency do readers need?** Covered in the next lesson.

It is normal — and realistic — to use several stores in one design: a relational database for accounts, object storage for media, a cache for hot reads and a search index fed asynchronously from the primary store.

## Say the trade-off

"I'll keep users and payments in PostgreSQL because we need transactions, and store chat messages in Cassandra partitioned by conversation id because the workload is write-heavy, append-only and always read by conversation." A sentence like that earns more credit than naming a database without a reason.

## Indexes matter

Whatever the store, an index turns a full scan into a lookup. Mention the index that serves your hottest query, and remember that every extra index slows writes and uses storage.
`,
        },
        {
          slug: "replication-and-consistency",
          title: "Replication and Consistency",
          minutes: 3,
          body: `Replication keeps copies of the same data on several machines. It protects against machine loss, adds read capacity and can put data closer to users. The price is that copies can briefly disagree, and you have to decide what readers see when they do.

## Leader-follower replication

One node, the **leader**, accepts writes and streams changes to **followers**, which serve reads.

- **Synchronous** replication waits for a follower to confirm before acknowledging the write: no data loss if the leader dies, but higher write latency and a stall if the follower is slow.
- **Asynchronous** replication acknowledges immediately: fast, but recent writes can be lost on failover, and followers lag behind.

Many systems make one follower synchronous and the rest asynchronous.

## Replication lag and what users notice

With asynchronous followers, a user can update their profile and then read an old version from a lagging replica. Common fixes:

- **Read-your-writes:** route a user's reads to the leader for a short time after they write, or read from a replica only if it has caught up to the user's last write position.
- **Monotonic reads:** pin a user to one replica so they never see data go backwards.

## Failover

When the leader fails, a follower is promoted. The risks are losing unreplicated writes and **split brain** — two nodes both believing they are leader. Consensus systems (Raft, ZooKeeper, etcd) and fencing tokens are used to elect exactly one leader.

## Multi-leader and leaderless replication

- **Multi-leader:** each region has a leader, useful for multi-region writes, but concurrent writes to the same record conflict and need resolution (last-write-wins, merge logic or CRDTs).
- **Leaderless** (Dynamo-style, as in Cassandra): clients write to several replicas and read from several. With **N** replicas, a write acknowledged by **W** and a read from **R** overlap when **W + R > N**. For N = 3, W = 2 and R = 2 is a common balance.

## CAP and PACELC

During a network **partition**, a system must choose between **consistency** (refuse some requests) and **availability** (answer with possibly stale data). PACELC adds that **else**, in normal operation, you trade **latency** against consistency. Frame your choice per feature:

| Feature | Choice | Reason |
|---|---|---|
| Bank balance, inventory reservation | Consistency | Wrong answers cost money |
| Like counts, feeds, view counters | Availability and low latency | A few seconds of staleness is harmless |

## Interview phrasing

"Profiles use a leader with two asynchronous followers across availability zones. Reads go to followers, except that for ten seconds after a user edits their profile we read their own profile from the leader, so they always see their change."
`,
        },
        {
          slug: "sharding-and-partitioning",
          title: "Sharding and Partitioning",
          minutes: 4,
          body: `When data or write traffic outgrows one machine, you split it into **shards** (partitions), each holding a subset of the data on its own server. Sharding scales writes and storage almost linearly, but it makes cross-shard queries, transactions and rebalancing harder. Choosing the partition key is the most important decision.

## Partitioning strategies

**Range partitioning** assigns contiguous key ranges to shards (A–F, G–M, ...). Range scans are efficient, but sequential keys such as timestamps send all new writes to the last shard — a **hot spot**.

**Hash partitioning** applies a hash function to the key and assigns hash ranges to shards. Load spreads evenly, but range queries over the original key must ask every shard.

**Directory-based partitioning** keeps a lookup table from key to shard. It is flexible (you can move one large tenant on its own) but the directory must itself be fast and highly available.

## Choosing a partition key

A good key:

- appears in almost every query, so most requests touch one shard;
- has many distinct values with fairly even traffic;
- keeps data that is read together on the same shard.

For a chat system, \`conversation_id\` is a good key: messages are always read per conversation. \`user_id\` works for per-user data such as settings. A boolean or a country code is a poor key because the values are few and uneven.

## Consistent hashing

With \`shard = hash(key) % N\`, changing N moves almost every key. **Consistent hashing** places shards and keys on a ring and assigns each key to the next shard clockwise, so adding a shard moves only the keys between it and its neighbour — roughly 1/N of the data. **Virtual nodes** (many ring positions per physical shard) even out the load and let bigger machines take more positions.

\`\`\`python
import bisect, hashlib

class Ring:
    def __init__(self, nodes, vnodes=100):
        self.ring = sorted((self._h(f"{n}#{i}"), n) for n in nodes for i in range(vnodes))
        self.keys = [h for h, _ in self.ring]

    def _h(self, s):
        return int(hashlib.md5(s.encode()).hexdigest(), 16)

    def node_for(self, key):
        i = bisect.bisect(self.keys, self._h(key)) % len(self.ring)
        return self.ring[i][1]
\`\`\`

## Problems sharding creates

- **Hot keys:** one celebrity's data overloads a shard. Split the key (append a suffix 0–9 and spread writes), cache aggressively, or give it a dedicated shard.
- **Cross-shard queries:** "top posts across all users" must scatter to every shard and gather results; precompute such views asynchronously instead.
- **Cross-shard transactions:** avoid them through key choice; otherwise use sagas with compensating actions.
- **Secondary indexes:** either local per shard (reads must query all shards) or global (writes must update another shard).

State the key, the strategy and how you would handle the hottest key, and you have covered what interviewers probe.
`,
        },
      ],
    },
    {
      slug: "worked-design-url-shortener",
      title: "Worked Design: URL Shortener",
      summary:
        "A complete interview walk-through of a URL shortener, from requirements and estimates to key generation, the redirect path and analytics.",
      lessons: [
        {
          slug: "introduction-to-the-url-shortener-design",
          title: "Introduction to the URL Shortener Design",
          minutes: 4,
          body: `A URL shortener turns a long link into a short one such as \`https://sho.rt/aZ3kP9q\` and redirects anyone who opens it. It is a classic first interview question because it is small enough to finish, yet it touches estimation, key generation, caching, storage and analytics. This module walks through it the way you would in an interview.

## Step 1: requirements

Functional requirements, agreed with the interviewer:

1. Given a long URL, return a short URL.
2. Opening a short URL redirects to the long URL.
3. Optionally, users can choose a custom alias.
4. Links can have an expiry date.
5. Basic click analytics (count per day) for link owners.

Out of scope: user accounts beyond an owner id, editing a link's destination, link previews.

Non-functional requirements:

- **Redirects must be fast:** under 50 ms at p99 excluding the user's network.
- **Highly available redirects:** a broken short link breaks someone else's web page or printed flyer.
- **Short codes must be unique** and should not be easy to enumerate.
- **Analytics may lag** by a few minutes.

## Step 2: estimates

Assume 100 million new links per month and a 100:1 read-to-write ratio.

\`\`\`text
Writes: 100M / month ≈ 100M / (30 × 10^5 s) ≈ 40 links/s   (peak ~100/s)
Reads:  40 × 100     ≈ 4,000 redirects/s              (peak ~10,000/s)
Record: code 7 B + long URL ~200 B + metadata ~100 B ≈ 500 B (rounded up)
Storage over 5 years: 100M × 12 × 5 × 500 B ≈ 3 TB
\`\`\`

Conclusions: writes are light; reads dominate and must be served from a cache; 3 TB fits in a modest sharded or managed key-value store.

## Step 3: how long should codes be?

Using the 62 characters \`[a-zA-Z0-9]\`:

- 6 characters → 62^6 ≈ 57 billion codes
- 7 characters → 62^7 ≈ 3.5 trillion codes

We need about 6 billion over five years, so 7 characters gives plenty of headroom and keeps the space sparse, which makes guessing valid codes hard.

## Step 4: API

\`\`\`http
POST /v1/links
{ "longUrl": "https://example.com/very/long/path", "alias": null, "expiresAt": "2026-01-01T00:00:00Z" }
-> 201 { "code": "aZ3kP9q", "shortUrl": "https://sho.rt/aZ3kP9q" }

GET /aZ3kP9q
-> 302 Location: https://example.com/very/long/path

GET /v1/links/aZ3kP9q/stats?from=2025-06-01&to=2025-06-30
-> 200 { "daily": [ { "date": "2025-06-01", "clicks": 1204 }, ... ] }
\`\`\`

## Step 5: data model

A single table or key-value collection keyed by \`code\`: \`{code, long_url, owner_id, created_at, expires_at}\`. Every redirect is a lookup by primary key, which is the ideal access pattern for a cache and for hash partitioning.

The next lessons design the two hard parts: generating unique codes, and serving redirects at scale.
`,
        },
        {
          slug: "generating-short-codes",
          title: "Generating Short Codes",
          minutes: 4,
          body: `The core design question in a URL shortener is how to produce a unique 7-character code for every new link, quickly, from many servers at once, without codes being trivially guessable. There are three main approaches; knowing all three and their trade-offs is what interviewers look for.

## Option 1: hash the long URL

Take a hash (for example SHA-256) of the long URL, encode it in base 62 and keep the first 7 characters.

- **Pro:** the same URL always gets the same code, which deduplicates for free.
- **Con:** truncation causes **collisions**. You must check the database and, on a clash, rehash with a salt — an extra read on every write.
- **Con:** two different users shortening the same URL share a code, which breaks per-owner analytics and expiry unless you include the owner in the hash input.

## Option 2: a counter encoded in base 62

Give each link a unique integer and encode it:

\`\`\`python
ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

def encode(n: int) -> str:
    if n == 0:
        return ALPHABET[0]
    out = []
    while n:
        n, r = divmod(n, 62)
        out.append(ALPHABET[r])
    return "".join(reversed(out))
\`\`\`

Uniqueness is guaranteed without a lookup. Two concerns remain:

- **A single counter is a bottleneck and a single point of failure.** Fix it with **range allocation**: a coordination service (a database row or ZooKeeper) hands each application server a block of, say, 10,000 ids. The server uses its block locally and asks for another when it runs out. If a server crashes, its unused ids are simply skipped — harmless with trillions available.
- **Sequential codes are guessable.** Anyone can enumerate recent links. Scramble the integer with a reversible permutation before encoding: for example, multiply it modulo 62^7 by a large constant that is neither even nor a multiple of 31 (so it shares no factor with 62^7), or run it through a small block cipher. Codes stay unique but look random.

## Option 3: pre-generated random keys

A **key generation service** creates random 7-character codes offline, stores them in an "unused" table and hands batches to application servers, moving them to "used" atomically. Codes are random and unique, and the write path needs no collision check. The cost is another service to run and keep available.

## Custom aliases

Aliases are user-chosen, so they need an insert that fails if the code exists — a conditional write or unique constraint — and a clear \`409 Conflict\` if taken. Keep aliases in the same key space so one lookup serves both kinds of code, and reserve words such as \`api\` or \`admin\`.

## Recommended answer

"I'll use range-allocated counters: each app server leases 10,000 ids at a time from a small, replicated id service, scrambles them with a reversible permutation and base-62 encodes them to 7 characters. Writes need no uniqueness check, there is no central bottleneck, and codes are not enumerable. Custom aliases use a conditional insert."
`,
        },
        {
          slug: "serving-redirects-at-scale",
          title: "Serving Redirects at Scale",
          minutes: 3,
          body: `Redirects are the hot path: roughly 10,000 requests per second at peak, a p99 target under 50 ms and a high availability goal. This lesson designs that path and then covers expiry and analytics.

## The redirect path

\`\`\`text
Browser ──> DNS / anycast ──> Load balancers ──> Redirect service (stateless)
                                                     │
                                                     ├── Cache (Redis cluster)  ← hit ~95%+
                                                     └── Link store (key-value, sharded by code)
\`\`\`

1. The redirect service reads \`code\` from the path.
2. It looks the code up in the distributed cache. Popular links are almost always there.
3. On a miss, it reads from the link store, writes the result into the cache with a TTL, and responds.
4. Unknown or expired codes return \`404\` (cache negative results briefly, so scans for random codes do not hammer the store).

## Storage choice

Every lookup is by primary key and there are no joins, so a key-value or wide-column store partitioned by a hash of \`code\` fits well. A relational database with read replicas would also work at 3 TB; say which you pick and why. Replicate each partition across three availability zones.

## 301 or 302?

A **301 (permanent)** redirect lets browsers cache it, reducing load, but later clicks never reach you, so analytics undercount and expiry cannot be enforced. A **302 (temporary)** or **307** redirect sends every click through the service. Because analytics and expiry are requirements, choose 302 and add a short \`Cache-Control\` max-age if load becomes an issue.

## Analytics without slowing redirects

Counting clicks synchronously in the database would add a write to every redirect. Instead:

1. The redirect service publishes a small event \`{code, timestamp, country, referrer}\` to a log such as Kafka and returns immediately.
2. Stream consumers aggregate counts per code per day and write them to an analytics store.
3. The stats endpoint reads the aggregates.

Losing a handful of events during a failure is acceptable here; consumers should still be idempotent so replays do not double count.

## Expiry

Store \`expires_at\` with each link and check it on every redirect, so an expired link stops working immediately even if cleanup is late. A background job deletes expired rows in batches and their cache entries, freeing storage.

## Deep-dive questions to expect

- **A viral link:** one key gets massive traffic. The cache absorbs it; add a tiny in-process cache on each redirect server for the hottest codes.
- **Cache failure:** the store must survive full traffic for a while; keep headroom, or replicate the cache.
- **Abuse:** rate-limit link creation per user and IP, and check new URLs against malware blocklists.
- **Multi-region:** deploy redirect services and read replicas in several regions behind anycast; writes go to one home region because they are rare.

Finish by checking the design against the requirements list from the first lesson — every requirement should map to a part of the diagram.
`,
        },
      ],
    },
    {
      slug: "conclusion",
      title: "Conclusion",
      summary: "A recap of the method and a practice plan for the final days before the interview.",
      lessons: [
        {
          slug: "introduction-to-the-system-design-final-review",
          title: "Introduction to the System Design Final Review",
          minutes: 2,
          body: `You now have a method and a toolbox. This closing lesson pulls them together into a checklist you can rehearse until it becomes automatic.

## The method in one page

1. **Clarify.** Functional requirements as a numbered list, non-functional targets with numbers, explicit out-of-scope items.
2. **Estimate.** Requests per second at peak, storage over the retention period, bandwidth for media. Draw a conclusion from each figure.
3. **Define the interface.** A few API calls and the core entities with their main access patterns.
4. **Draw the simple version.** Client, load balancer, stateless services, a database. Then add caches, queues, a CDN and shards only where requirements or numbers demand them.
5. **Go deep.** Pick the one or two hardest parts — usually the hot read path, the write fan-out or consistency — and design them carefully.
6. **Stress the design.** What fails first at ten times the load? What happens when a node, a zone or the cache disappears?
7. **Wrap up.** Recap how the design meets each requirement and what you would monitor: latency percentiles, error rates, queue lag, cache hit ratio.

## The trade-offs you should be able to argue

- Consistency versus availability and latency, decided per feature.
- Cache-aside with TTL versus write-through, and how you invalidate.
- Synchronous work versus a queue with at-least-once delivery and idempotent consumers.
- Range versus hash partitioning, and what you do about hot keys.
- SQL for transactions and flexible queries versus a partitioned store for scale and simple access patterns.

## Common reasons candidates are marked down

- Jumping to a diagram without agreeing requirements.
- Naming technologies without explaining why.
- Designing for the happy path only.
- Running out of time before any deep dive because the early steps went on too long.
- Ignoring the interviewer's hints.

Keep this list next to you while you practise, and review it right after each mock interview to see which step slipped.
`,
        },
        {
          slug: "system-design-practice-plan",
          title: "System Design Practice Plan",
          minutes: 2,
          body: `Reading about system design builds vocabulary; practising out loud builds the skill. Use this plan for the last weeks before your interview.

## Practise with a timer

Pick one prompt per session and give yourself 45 minutes. Talk through it out loud, even alone, and sketch on paper or a whiteboard tool. Afterwards, spend 15 minutes writing down what you skipped, where you hesitated and which numbers you were unsure about.

## Prompts in rising difficulty

1. **Rate limiter** for a public API — algorithms, distributed counters, where the limiter runs.
2. **Paste bin** — close to the URL shortener, plus large-object storage and expiry.
3. **Notification service** — queues, retries, user preferences, multiple delivery channels.
4. **News feed** — fan-out on write versus fan-out on read, and the celebrity problem.
5. **Chat application** — persistent connections, message ordering per conversation, delivery receipts, offline users.
6. **Web crawler** — politeness per domain, deduplication, a distributed frontier queue.
7. **Video streaming** — upload pipeline, transcoding workers, CDN delivery, adaptive bitrate.
8. **Ride-hailing matching** — geospatial indexing, frequent location updates, consistency of driver assignment.

For each, write down the two deep dives an interviewer is most likely to push on, and prepare them specifically.

## Review with a partner

A mock interview with another engineer is the most valuable practice. Ask them to interrupt with "what happens if this fails?" and "why not X instead?" — those interruptions are exactly what the real interview feels like. Swap roles afterwards; interviewing someone else shows you how much structure helps the listener.

## The day before

- Re-read your requirement-gathering questions and your numbers cheat sheet.
- Rehearse your opening sentence that lays out the time plan.
- Sleep. A rested mind estimates and reasons far better than a crammed one.

Good luck — and remember that the interviewer wants to see how you think, not a perfect diagram.
`,
        },
      ],
    },
  ],
};
