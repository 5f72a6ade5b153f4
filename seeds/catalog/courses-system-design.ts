import type { SeedCourse } from "./types";

export const systemDesignCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100015,
    slug: "system-design-fundamentals",
    title: "System Design Fundamentals",
    summary:
      "Design scalable, reliable backend systems: capacity estimates, load balancing, caching, replication and sharding, message queues, and a complete URL shortener case study.",
    category: "system-design",
    tags: ["cloud-devops", "cs-fundamentals"],
    difficulty: "advanced",
    isFree: false,
    isEarlyAccess: false,
    rank: 14,
    sections: [
      {
        title: "Foundations",
        lessons: [
          {
            slug: "introduction-to-system-design",
            title: "Introduction to System Design",
            summary:
              "Turn a vague product idea into requirements, estimate load and storage on the back of an envelope, and learn the latency numbers every engineer should know.",
            minutes: 10,
            body: `## What system design is about

Writing a function is about correctness. Designing a system is about **trade-offs** under constraints: how many users, how much data, how fast, how available, at what cost, built by how many people. There is rarely one right answer, but there are plenty of wrong ones, and the skill is to make the trade-offs explicit.

## Start with requirements

Before drawing any boxes, pin down two kinds of requirements:

- **Functional**: what the system does. "Users can shorten a URL and be redirected when they visit the short link."
- **Non-functional**: how well it does it. Latency ("redirects in under 50 ms at the 99th percentile"), availability ("99.95%"), durability ("never lose a link"), consistency, and cost.

Non-functional requirements drive the architecture. A system that must answer in 10 ms needs caches close to users; one that must never lose a write needs synchronous replication.

## Availability in numbers

| Availability | Downtime per year | Downtime per month |
| --- | --- | --- |
| 99% | 3.65 days | 7.3 hours |
| 99.9% | 8.8 hours | 43.8 minutes |
| 99.99% | 52.6 minutes | 4.4 minutes |
| 99.999% | 5.3 minutes | 26 seconds |

Each extra nine costs significantly more in redundancy and operational effort. Components in series multiply: two services at 99.9% that both must work give about 99.8%.

## Back-of-the-envelope estimation

Rough numbers tell you whether one database is enough or whether you need fifty servers. Get into the habit of computing them:

\`\`\`python
# Estimating a URL shortener
daily_new_links = 10_000_000
read_write_ratio = 100               # each link is clicked ~100 times
seconds_per_day = 86_400
peak_factor = 3                      # peak traffic vs. daily average

writes_per_sec = daily_new_links / seconds_per_day
reads_per_sec = writes_per_sec * read_write_ratio
bytes_per_link = 500                 # URL, short code, metadata, index overhead
storage_5_years_tb = daily_new_links * 365 * 5 * bytes_per_link / 1e12

print(f"writes: {writes_per_sec:,.0f}/s average, {writes_per_sec * peak_factor:,.0f}/s peak")
print(f"reads:  {reads_per_sec:,.0f}/s average, {reads_per_sec * peak_factor:,.0f}/s peak")
print(f"storage after 5 years: {storage_5_years_tb:.1f} TB")
\`\`\`

About 116 writes per second, 35,000 reads per second at peak and 9 TB after five years: the read path needs caching and horizontal scaling, while the write load is modest and the storage fits on a handful of machines. Those three numbers already shape the design.

## Latency numbers to remember

| Operation | Approximate time |
| --- | --- |
| main memory reference | 100 ns |
| read 1 MB sequentially from memory | 10 µs |
| round trip within a data centre | 0.5 ms |
| random read from an SSD | 0.1 ms |
| read 1 MB sequentially from an SSD | 1 ms |
| round trip between continents | 150 ms |

The orders of magnitude matter more than the exact values. Memory is about a thousand times faster than a network round trip, which is why caching works, and no amount of engineering beats the speed of light between Europe and California, which is why global services replicate data close to users.

## A method for design discussions

1. Clarify requirements and scope.
2. Estimate scale.
3. Define the API and data model.
4. Sketch the high-level design.
5. Deep-dive into the bottlenecks: the hottest path, the biggest data, the hardest consistency requirement.
6. Discuss failure modes, monitoring and trade-offs you have consciously made.
`,
          },
          {
            slug: "scaling-and-load-balancing",
            title: "Scaling and Load Balancing",
            summary:
              "Choose between vertical and horizontal scaling, make services stateless, and spread traffic with load balancers and health checks.",
            minutes: 10,
            body: `## Two directions to grow

**Vertical scaling** means a bigger machine: more CPU, memory and faster disks. It needs no code changes and is often the right first step, since a single modern server handles a surprising amount of traffic. But it has a ceiling, gets disproportionately expensive near the top, and one machine is one point of failure.

**Horizontal scaling** means more machines behind a load balancer. It scales much further and survives individual failures, but it requires that any instance can serve any request.

## Stateless services

An instance that keeps user sessions, uploaded files or in-progress jobs in its own memory or disk cannot be freely added, removed or replaced. Move that state out:

| State | Where it should live |
| --- | --- |
| user sessions | signed cookies or tokens, or a shared store such as Redis |
| uploaded files | object storage (S3, GCS, Azure Blob) |
| background work | a message queue |
| caches | a shared cache, or accept per-instance caches that may differ |
| business data | the database |

Once the web tier is stateless, scaling becomes a matter of changing a number, and an autoscaler can do it for you.

## Load balancers

A load balancer accepts client connections and forwards each request to one of several backends. It also performs **health checks** and stops sending traffic to instances that fail them. Here is a minimal nginx configuration in front of three application servers:

\`\`\`nginx
upstream app_servers {
    least_conn;                          # pick the backend with fewest active connections
    server 10.0.1.11:8000 max_fails=3 fail_timeout=10s;
    server 10.0.1.12:8000 max_fails=3 fail_timeout=10s;
    server 10.0.1.13:8000 max_fails=3 fail_timeout=10s;
    keepalive 32;                        # reuse connections to the backends
}

server {
    listen 80;

    location / {
        proxy_pass http://app_servers;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_connect_timeout 2s;
        proxy_read_timeout 10s;
    }
}
\`\`\`

## Balancing algorithms

| Algorithm | How it chooses | Good for |
| --- | --- | --- |
| round robin | each backend in turn | identical backends, uniform requests |
| least connections | fewest in-flight requests | requests with varying durations |
| weighted | proportionally to configured weights | mixed machine sizes, canary releases |
| hash of client IP or key | always the same backend for a key | cache locality, sticky sessions |

## Layer 4 versus layer 7

A **layer 4** (TCP) load balancer forwards connections without looking inside them: very fast, protocol-agnostic. A **layer 7** (HTTP) load balancer understands requests, so it can route by path or header, terminate TLS, add headers, retry idempotent requests on another backend and apply rate limits. Cloud providers offer both kinds (for example AWS's Network and Application Load Balancers).

## Avoiding a new single point of failure

The load balancer itself must be redundant: managed cloud load balancers are, and self-hosted ones are run in pairs with a floating IP or behind DNS with several addresses. For global traffic, **GeoDNS** or **anycast** routes users to the nearest region, and each region has its own load balancers.

## Autoscaling signals

Scale on a metric that reflects saturation: CPU utilisation for compute-bound services, request concurrency or queue depth for I/O-bound ones. Scale out quickly and scale in slowly, so a brief dip does not remove capacity just before the next spike.
`,
          },
          {
            slug: "caching-strategies",
            title: "Caching Strategies",
            summary:
              "Speed up reads with cache-aside, choose TTLs and eviction policies, handle invalidation and protect the database from cache stampedes.",
            minutes: 11,
            body: `## Why caches work

Most systems read far more than they write, and a small fraction of the data receives most of the reads: the front page, popular products, active users. Keeping that hot data in memory, where a read takes microseconds instead of milliseconds, cuts latency and takes load off the database.

## Where caches live

| Layer | Example | Caches |
| --- | --- | --- |
| client | browser cache, \`Cache-Control\` headers | static assets, API responses |
| edge | CDN (Cloudflare, CloudFront, Fastly) | images, scripts, cacheable pages |
| application | Redis, Memcached, in-process memory | query results, rendered fragments, sessions |
| database | buffer pool | recently used pages of tables and indexes |

## Cache-aside

The most common pattern: the application checks the cache first and, on a miss, loads from the database and populates the cache. Here is a self-contained version with an in-memory store standing in for Redis:

\`\`\`python
import time

class TTLCache:
    def __init__(self):
        self._data = {}

    def get(self, key):
        item = self._data.get(key)
        if item is None:
            return None
        value, expires_at = item
        if time.monotonic() > expires_at:
            del self._data[key]
            return None
        return value

    def set(self, key, value, ttl_seconds):
        self._data[key] = (value, time.monotonic() + ttl_seconds)

    def delete(self, key):
        self._data.pop(key, None)

cache = TTLCache()
db_queries = 0

def load_product_from_db(product_id):
    global db_queries
    db_queries += 1
    time.sleep(0.05)                        # simulate a slow query
    return {"id": product_id, "name": f"Product {product_id}", "price": 19.99}

def get_product(product_id):
    key = f"product:{product_id}"
    product = cache.get(key)
    if product is None:                     # miss: load and populate
        product = load_product_from_db(product_id)
        cache.set(key, product, ttl_seconds=300)
    return product

def update_price(product_id, price):
    # ...write to the database first, then invalidate
    cache.delete(f"product:{product_id}")

for _ in range(100):
    get_product(42)
print("database queries:", db_queries)     # 1
\`\`\`

With Redis, \`get\` and \`set\` become \`redis.get(key)\` and \`redis.set(key, json.dumps(value), ex=300)\`; the logic is identical.

## Keeping caches fresh

"There are only two hard things in computer science: cache invalidation and naming things." The options:

- **TTL (time to live)**: every entry expires after a fixed time. Simple and self-healing; the trade-off is bounded staleness. Always set one, even when you also invalidate explicitly, so bugs cannot serve stale data forever.
- **Delete on write**: after updating the database, delete the cache key so the next read reloads it. Delete rather than update, because two concurrent writers updating the cache can leave it holding the older value.
- **Write-through**: write to the cache and the database together. Reads are always warm, but every write pays for both.

## Cache stampedes

When a popular key expires, thousands of concurrent requests miss at the same moment and all hit the database, which can topple it. Defences:

- **Request coalescing**: only one request recomputes the value (using a lock or a "single flight" mechanism) while the others wait for it.
- **Jittered TTLs**: add a random few percent to each TTL so that keys written together do not expire together.
- **Early refresh**: refresh hot keys in the background shortly before they expire.

## Eviction

Memory is finite. When the cache is full, an **eviction policy** decides what to drop: LRU (least recently used) is the usual default, and Redis offers LFU (least frequently used) for workloads with stable popularity. Monitor the **hit ratio**: a cache that hits 50% of the time halves the database's read load, and one that hits 99% reduces it a hundredfold. A low hit ratio usually means keys that are too specific or TTLs that are too short.
`,
          },
        ],
      },
      {
        title: "Data and Reliability",
        lessons: [
          {
            slug: "replication-and-sharding",
            title: "Replication and Sharding",
            summary: "Scale databases with read replicas and partitioning, understand replication lag, and distribute keys with consistent hashing.",
            minutes: 12,
            body: `## When one database is not enough

A single well-tuned relational database handles thousands of queries per second and terabytes of data, and you should push it as far as it goes before distributing it. When you do outgrow it, there are two tools: **replication** copies the same data to several machines, and **sharding** splits the data so each machine holds a part.

## Replication

In **leader–follower** replication, all writes go to the leader, which streams its changes to one or more followers. Followers serve reads and can take over if the leader fails.

| Mode | Leader waits for followers? | Trade-off |
| --- | --- | --- |
| asynchronous | no | fast writes; a failover can lose the latest writes |
| synchronous | yes, for at least one | no data loss; higher write latency, and writes stall if followers are down |
| semi-synchronous | for one follower, others async | the common production compromise |

## Replication lag

With asynchronous replication, followers are slightly behind, usually milliseconds, sometimes seconds under load. This produces classic bugs: a user updates their profile, the page reloads from a follower, and the old name appears. Strategies:

- **Read your own writes**: route a user's reads to the leader for a short time after they write.
- Read from the leader for anything that must be current, such as balances and permissions.
- Track replication position and only use followers that have caught up.

## Sharding

Sharding (partitioning) splits rows across independent databases by a **shard key**. Choosing that key is the most consequential decision:

| Strategy | Pros | Cons |
| --- | --- | --- |
| range (e.g. by date or name) | efficient range scans | hot spots: all new writes go to the newest range |
| hash of the key | even distribution | range queries must ask every shard |
| directory (lookup table) | full flexibility | the directory is another critical service |

A good shard key spreads load evenly and keeps data that is queried together on the same shard: sharding an e-commerce system by \`customer_id\` keeps a customer's orders together, so most queries touch one shard. Queries that cross shards, and transactions across shards, become expensive.

## Consistent hashing

With naive hashing, \`shard = hash(key) % N\`, adding a fifth shard to four changes the shard of almost every key, forcing a massive data migration. **Consistent hashing** places shards and keys on a ring; each key belongs to the next shard clockwise, so adding a shard only moves the keys between it and its predecessor:

\`\`\`python
import bisect
import hashlib

def ring_hash(value: str) -> int:
    return int.from_bytes(hashlib.sha256(value.encode()).digest()[:8], "big")

class ConsistentHashRing:
    def __init__(self, nodes, vnodes=100):
        self.vnodes = vnodes
        self.ring = []                           # sorted list of (hash, node)
        for node in nodes:
            self.add(node)

    def add(self, node):
        for i in range(self.vnodes):             # many virtual points smooth the distribution
            bisect.insort(self.ring, (ring_hash(f"{node}#{i}"), node))

    def node_for(self, key):
        idx = bisect.bisect(self.ring, (ring_hash(key), ""))
        return self.ring[idx % len(self.ring)][1]

keys = [f"user:{i}" for i in range(10_000)]
ring = ConsistentHashRing(["db-a", "db-b", "db-c", "db-d"])
before = {k: ring.node_for(k) for k in keys}
ring.add("db-e")
moved = sum(before[k] != ring.node_for(k) for k in keys)
print(f"consistent hashing moved {moved / len(keys):.0%} of keys")     # about 20%

naive_moved = sum(ring_hash(k) % 4 != ring_hash(k) % 5 for k in keys)
print(f"modulo hashing moved {naive_moved / len(keys):.0%} of keys")   # about 80%
\`\`\`

Adding a fifth node should move about a fifth of the keys, the minimum possible. Distributed databases and caches such as Cassandra, DynamoDB and many Memcached clients build on this idea.

## Before you shard

Sharding adds permanent complexity. First try, roughly in this order: better indexes and queries, caching, read replicas, a bigger machine, archiving old data, and splitting unrelated tables into separate databases by feature.
`,
          },
          {
            slug: "message-queues-and-idempotency",
            title: "Message Queues and Idempotency",
            summary:
              "Decouple services with asynchronous messaging, understand delivery guarantees, and make consumers idempotent so retries are safe.",
            minutes: 11,
            body: `## Doing work later

When a user places an order, several things must happen: charge the card, send a confirmation email, update analytics, notify the warehouse. Doing all of it inside the HTTP request makes the request slow and fragile, since it fails if the email provider is down. Instead, the request does the essential part, publishes an event such as \`order_placed\` to a **message queue**, and returns. Workers consume the events and do the rest at their own pace.

| Benefit | Why |
| --- | --- |
| lower latency | the user waits only for the essential work |
| resilience | if a consumer is down, messages wait in the queue |
| load levelling | bursts are absorbed and processed at a steady rate |
| decoupling | new consumers can subscribe without changing the producer |

Common choices are RabbitMQ and Amazon SQS for work queues, and Apache Kafka or similar logs for high-volume event streams that several consumers read independently.

## Delivery guarantees

| Guarantee | Meaning | Cost |
| --- | --- | --- |
| at most once | never duplicated, may be lost | acknowledge before processing |
| at least once | never lost, may be duplicated | acknowledge after processing |
| exactly once | neither | only within specific systems, with strict conditions |

Most real systems use **at-least-once** delivery: a consumer that crashes after doing the work but before acknowledging will see the message again. Therefore every consumer must be **idempotent**: processing the same message twice must have the same effect as processing it once.

## An idempotent consumer

The standard technique records each processed message ID in the same database transaction as the work itself. A unique constraint turns a duplicate into a no-op:

\`\`\`python
import sqlite3

db = sqlite3.connect(":memory:")
db.executescript("""
    CREATE TABLE processed_messages (message_id TEXT PRIMARY KEY);
    CREATE TABLE loyalty_points (customer_id INTEGER PRIMARY KEY, points INTEGER NOT NULL);
    INSERT INTO loyalty_points VALUES (7, 0);
""")

def handle_order_placed(message: dict) -> None:
    try:
        with db:  # one transaction: both statements commit, or neither does
            db.execute("INSERT INTO processed_messages VALUES (?)", (message["id"],))
            db.execute(
                "UPDATE loyalty_points SET points = points + ? WHERE customer_id = ?",
                (message["total_cents"] // 100, message["customer_id"]),
            )
    except sqlite3.IntegrityError:
        print(f"duplicate {message['id']} ignored")

msg = {"id": "evt-1001", "customer_id": 7, "total_cents": 4599}
handle_order_placed(msg)
handle_order_placed(msg)   # redelivered by the queue
print(db.execute("SELECT points FROM loyalty_points WHERE customer_id = 7").fetchone())  # (45,)
\`\`\`

Idempotency also matters at the API edge. Payment APIs accept an **idempotency key** header chosen by the client; retrying a timed-out request with the same key returns the original result instead of charging twice.

## The dual-write problem

A handler that writes to the database and then publishes to the queue can crash between the two, leaving an order without its event, or, in the other order, an event for an order that was rolled back. The **transactional outbox** pattern fixes this: write the event into an \`outbox\` table in the same transaction as the business data, and let a separate relay process publish outbox rows to the queue and mark them as sent. Combined with idempotent consumers, this gives reliable end-to-end processing.

## Operating queues

- **Retries with backoff**: retry failed messages after increasing delays rather than immediately.
- **Dead-letter queue**: after N failures, move the message aside for inspection so one bad message does not block the rest.
- **Monitor queue depth and message age**: a growing backlog is the earliest warning that consumers cannot keep up.
- **Ordering**: most queues do not guarantee global order. If order matters per entity, partition by entity ID (Kafka partitions, SQS FIFO message groups).
`,
          },
          {
            slug: "case-study-url-shortener",
            title: "Case Study: Designing a URL Shortener",
            summary:
              "Apply the whole course to one design: requirements, API, short-code generation, data model, caching, scaling and failure handling.",
            minutes: 12,
            body: `## Requirements

**Functional:** create a short link for a long URL, optionally with a custom alias and an expiry; redirect visitors from the short link to the long URL; show click counts to the link's owner.

**Non-functional:** redirects fast (p99 under 50 ms) and highly available (99.99%), since a broken redirect breaks every page that embeds the link; creation can be somewhat slower; links must never be lost or point to the wrong place.

**Scale**, from the estimation in the first lesson: about 10 million new links a day (116 writes/s), 100 reads per write (35,000 redirects/s at peak), around 9 TB of data over five years.

## API

\`\`\`text
POST /api/links        {"url": "https://example.com/very/long/path", "alias": null}
                       -> 201 {"code": "aZ3k9Qx", "short_url": "https://sho.rt/aZ3k9Qx"}
GET  /{code}           -> 301 or 302 redirect, Location: https://example.com/very/long/path
GET  /api/links/{code} -> 200 {"url": "...", "clicks": 1234, "created_at": "..."}
\`\`\`

A **301** (permanent) is cached by browsers, which saves load but hides repeat visits from analytics; a **302** (temporary) reaches the service every time. Choose based on whether click analytics are a product feature.

## Generating short codes

Seven characters of base62 (\`0-9\`, \`a-z\`, \`A-Z\`) give 62⁷ ≈ 3.5 trillion codes, enough for centuries at this rate. One robust approach encodes a unique numeric ID:

\`\`\`python
ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

def encode_base62(n: int) -> str:
    if n == 0:
        return ALPHABET[0]
    chars = []
    while n > 0:
        n, rem = divmod(n, 62)
        chars.append(ALPHABET[rem])
    return "".join(reversed(chars))

def decode_base62(code: str) -> int:
    n = 0
    for ch in code:
        n = n * 62 + ALPHABET.index(ch)
    return n

print(encode_base62(125), decode_base62("21"))         # 21 125
print(encode_base62(3_521_614_606_207))                # ZZZZZZZ: the largest 7-character code
\`\`\`

| Approach | Pros | Cons |
| --- | --- | --- |
| encode a database sequence | no collisions, simple | sequential codes are guessable; one sequence to scale |
| encode IDs from pre-allocated ranges (each server takes blocks of 10,000) | no coordination per request | a crashed server wastes its range (harmless) |
| random 7 characters, retry on conflict | unguessable | a uniqueness check on every insert |
| hash of the URL, truncated | same URL gets same code | collisions must still be handled |

Guessable codes let anyone enumerate every link, including private ones, so many services combine an ID with a random component or shuffle it with a reversible permutation.

## Data model and storage

The core table is a key-value lookup: \`code\` (primary key), \`long_url\`, \`owner_id\`, \`created_at\`, \`expires_at\`. Lookups are always by exact code, which suits both a relational database and a key-value store such as DynamoDB or Cassandra. At 9 TB, a sharded setup keyed by \`hash(code)\` spreads the data evenly, and every redirect touches exactly one shard.

Click counts are written far more often than links. Do not \`UPDATE links SET clicks = clicks + 1\` on every redirect: publish click events to a queue and aggregate them in batches into a separate analytics store.

## The read path

1. A CDN or edge cache serves repeat redirects for popular codes.
2. On a miss, a stateless redirect service checks Redis (cache-aside, TTL of a day, jittered).
3. On a cache miss, it reads the database replica for the code's shard; a "not found" result is also cached briefly, so that scanners probing random codes cannot hammer the database.

With a 95% cache hit rate, the databases see under 2,000 reads per second at peak: comfortable for a few replicas.

## Failure modes to discuss

- **Cache cluster down**: the database must survive the full read load for a while, or the service must shed load gracefully.
- **Region outage**: replicate links to a second region; redirects can be served from either region, since links never change after creation.
- **Abuse**: rate-limit link creation per account and IP, and check target URLs against malware and phishing lists.

Notice how every earlier lesson appears here: estimation, stateless scaling, caching, sharding, queues and idempotent processing. That is what system design is: combining a small set of well-understood building blocks to fit the requirements.
`,
          },
        ],
      },
    ],
  },
];
