import type { SeedCourse } from "./types";

export const csFundamentalsCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100013,
    slug: "data-structures-in-practice",
    title: "Data Structures in Practice",
    summary:
      "Understand the data structures behind everyday code: dynamic arrays, stacks, queues, linked lists, hash tables, binary search trees and heaps, implemented and timed in Python.",
    category: "cs-fundamentals",
    tags: ["programming-languages"],
    difficulty: "beginner",
    isFree: false,
    isEarlyAccess: false,
    rank: 10,
    sections: [
      {
        title: "Linear Structures",
        lessons: [
          {
            slug: "introduction-to-data-structures",
            title: "Introduction to Data Structures",
            summary: "Why the choice of data structure decides how fast your code runs, and how Python's list works as a dynamic array.",
            minutes: 8,
            body: `## Same data, different speed

A data structure is a way of organising data in memory so that certain operations are fast. No structure is fast at everything: each one trades some operations against others. Choosing well is often the difference between a request that takes 5 milliseconds and one that times out.

Consider checking whether each of 10,000 user IDs appears in a list of 10,000 banned IDs:

\`\`\`python
import random
import time

banned_list = random.sample(range(1_000_000), 10_000)
banned_set = set(banned_list)
users = random.sample(range(1_000_000), 10_000)

start = time.perf_counter()
hits = sum(1 for u in users if u in banned_list)   # scans the list every time
print(f"list: {time.perf_counter() - start:.3f}s, {hits} hits")

start = time.perf_counter()
hits = sum(1 for u in users if u in banned_set)    # one hash lookup each
print(f"set:  {time.perf_counter() - start:.5f}s, {hits} hits")
\`\`\`

On a typical laptop the list version takes a few seconds and the set version around a millisecond, with identical results. The code differs by one word; the structure underneath differs completely.

## Describing cost with Big-O

We describe how an operation's cost grows with the number of elements *n*:

| Notation | Name | Example |
| --- | --- | --- |
| O(1) | constant | read \`items[i]\`, look up a key in a dict |
| O(log n) | logarithmic | binary search in a sorted list |
| O(n) | linear | \`x in some_list\`, summing a list |
| O(n log n) | linearithmic | sorting |
| O(n²) | quadratic | comparing every pair |

The algorithms course covers this properly; for now, read O(1) as "does not depend on size" and O(n) as "proportional to size".

## Arrays and Python's list

An **array** stores elements in one contiguous block of memory. Because every slot has the same size, the address of element *i* is simply \`start + i × slot_size\`, which is why indexing is O(1) whatever the length.

Python's \`list\` is a **dynamic array**. It allocates more slots than it needs; \`append\` fills a spare slot, and when none are left, it allocates a bigger block (roughly 12% larger for big lists) and copies everything over. Copying is O(n), but it happens so rarely that \`append\` is O(1) *amortised*, meaning on average over many calls.

\`\`\`python
import sys

items = []
last = sys.getsizeof(items)
for i in range(20):
    items.append(i)
    size = sys.getsizeof(items)
    if size != last:
        print(f"len={len(items):>2}: grew to {size} bytes")
        last = size
\`\`\`

The cost depends on *where* you change the list:

| Operation | Cost | Why |
| --- | --- | --- |
| \`items[i]\`, \`items[i] = x\` | O(1) | address arithmetic |
| \`items.append(x)\`, \`items.pop()\` | O(1) amortised | work at the end |
| \`items.insert(0, x)\`, \`items.pop(0)\` | O(n) | every element shifts by one |
| \`x in items\` | O(n) | may check every element |

If your code repeatedly inserts or removes at the front of a long list, it is using the wrong structure. The next lesson introduces the right one.
`,
          },
          {
            slug: "stacks-and-queues",
            title: "Stacks and Queues",
            summary:
              "Use stacks for last-in-first-out problems like bracket matching and undo, and queues built on deque for first-in-first-out processing.",
            minutes: 9,
            body: `## Two disciplines for order

| Structure | Order | Operations | Real-world analogy |
| --- | --- | --- | --- |
| Stack | last in, first out (LIFO) | push, pop, peek | a pile of plates |
| Queue | first in, first out (FIFO) | enqueue, dequeue | a line at a till |

Both are *abstract* data types: they are defined by their behaviour, and can be implemented on top of arrays or linked lists.

## Stacks

A Python list is a perfect stack, because \`append\` and \`pop\` both work at the end in O(1). Stacks appear wherever the most recent unfinished thing must be handled first: function calls (the call stack), undo history, the browser back button, and parsing nested structures.

\`\`\`python
PAIRS = {")": "(", "]": "[", "}": "{"}

def is_balanced(text: str) -> bool:
    stack = []
    for ch in text:
        if ch in "([{":
            stack.append(ch)
        elif ch in PAIRS:
            if not stack or stack.pop() != PAIRS[ch]:
                return False
    return not stack          # leftover openers mean unbalanced

for sample in ["f(a[1], {b: 2})", "(]", "((x)", "plain text"]:
    print(f"{sample!r:>18} -> {is_balanced(sample)}")
\`\`\`

Every opening bracket waits on the stack until its partner arrives, and the partner must match the *most recent* unmatched opener. That "most recent first" property is exactly what a stack provides.

## Queues

Using a list as a queue is a classic performance bug: \`list.pop(0)\` shifts every remaining element. \`collections.deque\` (double-ended queue) is O(1) at both ends:

\`\`\`python
from collections import deque

jobs = deque()
jobs.append("resize image 1")      # enqueue at the right
jobs.append("send welcome email")
jobs.append("resize image 2")

while jobs:
    job = jobs.popleft()           # dequeue from the left, O(1)
    print("processing:", job)

recent = deque(maxlen=3)           # a bounded queue drops the oldest item
for page in ["/", "/shop", "/cart", "/checkout"]:
    recent.append(page)
print(list(recent))                # ['/shop', '/cart', '/checkout']
\`\`\`

\`deque(maxlen=n)\` gives you a sliding window for free: "the last 100 requests", "the 3 most recently viewed products".

## How much faster?

\`\`\`python
from collections import deque
from timeit import timeit

def drain_list(n: int) -> None:
    items = list(range(n))
    while items:
        items.pop(0)

def drain_deque(n: int) -> None:
    items = deque(range(n))
    while items:
        items.popleft()

n = 100_000
print(f"list.pop(0):     {timeit(lambda: drain_list(n), number=1):.3f}s")
print(f"deque.popleft(): {timeit(lambda: drain_deque(n), number=1):.3f}s")
\`\`\`

Draining 100,000 items is quadratic with a list and linear with a deque; expect a difference of two orders of magnitude.

## Beyond one process

Queues are also a core building block of system architecture. Message brokers such as RabbitMQ, Amazon SQS and Kafka are, at heart, durable queues shared between programs: a web server enqueues "send this email" and returns immediately, and a worker dequeues and does the slow work. For threads within one Python process, use \`queue.Queue\`, which adds the locking that makes it safe to share.
`,
          },
          {
            slug: "linked-lists",
            title: "Linked Lists",
            summary: "Build a singly linked list node by node, reverse it in place, and learn when linked lists beat arrays and when they do not.",
            minutes: 10,
            body: `## Nodes and pointers

A **linked list** stores each element in its own node, together with a reference to the next node. The nodes can live anywhere in memory; the references chain them together.

\`\`\`python
from __future__ import annotations
from dataclasses import dataclass
from typing import Iterator, Optional

@dataclass
class Node:
    value: int
    next: Optional[Node] = None

class LinkedList:
    def __init__(self) -> None:
        self.head: Optional[Node] = None
        self.size = 0

    def push_front(self, value: int) -> None:          # O(1)
        self.head = Node(value, self.head)
        self.size += 1

    def find(self, value: int) -> Optional[Node]:      # O(n)
        node = self.head
        while node is not None:
            if node.value == value:
                return node
            node = node.next
        return None

    def remove(self, value: int) -> bool:              # O(n) to find, O(1) to unlink
        prev, node = None, self.head
        while node is not None:
            if node.value == value:
                if prev is None:
                    self.head = node.next
                else:
                    prev.next = node.next
                self.size -= 1
                return True
            prev, node = node, node.next
        return False

    def __iter__(self) -> Iterator[int]:
        node = self.head
        while node is not None:
            yield node.value
            node = node.next

lst = LinkedList()
for v in [3, 2, 1]:
    lst.push_front(v)
print(list(lst))          # [1, 2, 3]
lst.remove(2)
print(list(lst), lst.size)  # [1, 3] 2
\`\`\`

## Reversing in place

Reversing a linked list is a favourite interview question because it tests whether you can manipulate pointers without losing track of nodes. Walk the list once, turning each \`next\` reference around:

\`\`\`python
def reverse(head: Optional[Node]) -> Optional[Node]:
    prev = None
    node = head
    while node is not None:
        following = node.next   # remember the rest of the list
        node.next = prev        # turn the pointer around
        prev = node             # step forward
        node = following
    return prev                 # the old tail is the new head

lst.head = reverse(lst.head)
print(list(lst))               # [3, 1]
\`\`\`

Drawing three boxes and arrows on paper and updating them step by step is the most reliable way to write pointer code correctly.

## Arrays versus linked lists

| Operation | Dynamic array | Singly linked list |
| --- | --- | --- |
| access the i-th element | O(1) | O(n) |
| insert or remove at the front | O(n) | O(1) |
| insert after a node you already hold | O(n) | O(1) |
| append at the end | O(1) amortised | O(1) with a tail pointer |
| memory per element | the value | the value plus a pointer |
| cache friendliness | excellent (contiguous) | poor (scattered nodes) |

In theory linked lists win at insertions. In practice, modern CPUs are so much faster at scanning contiguous memory that arrays often win even for workloads that look tailor-made for linked lists. Python programmers almost never need a hand-written linked list: use \`list\` or \`deque\`.

## Where linked structures do shine

The *idea* of nodes connected by references is everywhere: the nodes of trees and graphs, the version chain in a database row, an LRU cache (a hash map pointing into a doubly linked list so that moving an entry to the front is O(1)), and the free-memory lists inside allocators. Mastering pointer manipulation on a simple list is preparation for all of them.
`,
          },
        ],
      },
      {
        title: "Lookup Structures",
        lessons: [
          {
            slug: "hash-tables",
            title: "Hash Tables",
            summary:
              "See how dictionaries and sets achieve constant-time lookups with hashing, how collisions are resolved, and what makes a good key.",
            minutes: 11,
            body: `## Constant-time lookup

Python's \`dict\` and \`set\`, JavaScript's \`Map\`, Java's \`HashMap\` and Go's \`map\` are all **hash tables**. They find a key in O(1) on average, whatever their size, which makes them the most useful data structure in day-to-day programming.

## The idea

1. A **hash function** turns the key into an integer.
2. That integer, modulo the number of slots (*buckets*), picks a bucket in an array.
3. The value is stored in that bucket.

A lookup repeats steps 1 and 2 and goes straight to the right bucket, without searching.

Two different keys can land in the same bucket: a **collision**. One common strategy, *separate chaining*, keeps a small list of entries per bucket. A minimal implementation:

\`\`\`python
class HashMap:
    def __init__(self, capacity: int = 8):
        self.buckets = [[] for _ in range(capacity)]
        self.count = 0

    def _bucket(self, key):
        return self.buckets[hash(key) % len(self.buckets)]

    def put(self, key, value) -> None:
        bucket = self._bucket(key)
        for i, (k, _) in enumerate(bucket):
            if k == key:
                bucket[i] = (key, value)      # update an existing key
                return
        bucket.append((key, value))
        self.count += 1
        if self.count / len(self.buckets) > 0.75:   # load factor too high
            self._resize()

    def get(self, key, default=None):
        for k, v in self._bucket(key):
            if k == key:
                return v
        return default

    def _resize(self) -> None:
        old_items = [item for bucket in self.buckets for item in bucket]
        self.buckets = [[] for _ in range(len(self.buckets) * 2)]
        self.count = 0
        for k, v in old_items:
            self.put(k, v)

m = HashMap()
for i, word in enumerate(["apple", "pear", "plum", "fig", "kiwi", "lime", "date"]):
    m.put(word, i)
print(m.get("fig"), m.get("banana", "missing"), len(m.buckets))   # 3 missing 16
\`\`\`

## Load factor and resizing

The **load factor** is entries divided by buckets. As it grows, chains get longer and lookups slow down, so the table doubles its bucket array and re-inserts everything once a threshold is crossed. Resizing is O(n), but like a dynamic array's growth it happens rarely enough that insertion stays O(1) amortised. CPython's real \`dict\` uses *open addressing* (probing for a free slot in the array itself) rather than chaining, but the principles are identical.

## Rules for keys

- A key's hash must never change while it is in the table, so keys must be **immutable**. That is why Python accepts tuples but not lists as dict keys.
- Objects that are equal must have equal hashes. If you define \`__eq__\` on a class, define \`__hash__\` consistently, or use \`@dataclass(frozen=True)\`, which does both.

## When O(1) is not guaranteed

| Case | Cost |
| --- | --- |
| average lookup, insert, delete | O(1) |
| worst case: all keys collide | O(n) |
| iterating over all entries | O(n) |
| finding the smallest key, or keys in a range | O(n): hash tables are unordered |

The worst case is not only theoretical: attackers once brought down web servers by sending form fields crafted to collide. Python randomises string hashing per process (\`PYTHONHASHSEED\`) to defend against this. When you need ordered keys or range queries, such as "all orders between two dates", a tree is the better choice, which is the subject of the next lesson.
`,
          },
          {
            slug: "binary-search-trees",
            title: "Binary Search Trees",
            summary: "Store ordered data in a binary search tree, implement insert, search and in-order traversal, and see why balance matters.",
            minutes: 10,
            body: `## Trees in one paragraph

A **tree** is a hierarchy of nodes: one root, and every other node has exactly one parent. File systems, the HTML DOM, JSON documents and organisation charts are all trees. In a **binary tree**, each node has at most two children, \`left\` and \`right\`.

## The search-tree property

A **binary search tree** (BST) keeps one rule at every node: everything in the left subtree is smaller than the node, and everything in the right subtree is larger. Searching is then like a guessing game in which every comparison discards one side of the tree:

\`\`\`python
from __future__ import annotations
from dataclasses import dataclass
from typing import Iterator, Optional

@dataclass
class TreeNode:
    key: int
    left: Optional[TreeNode] = None
    right: Optional[TreeNode] = None

def insert(root: Optional[TreeNode], key: int) -> TreeNode:
    if root is None:
        return TreeNode(key)
    if key < root.key:
        root.left = insert(root.left, key)
    elif key > root.key:
        root.right = insert(root.right, key)
    return root                      # duplicates are ignored

def contains(root: Optional[TreeNode], key: int) -> bool:
    node = root
    while node is not None:
        if key == node.key:
            return True
        node = node.left if key < node.key else node.right
    return False

def in_order(root: Optional[TreeNode]) -> Iterator[int]:
    if root is not None:
        yield from in_order(root.left)
        yield root.key
        yield from in_order(root.right)

def height(root: Optional[TreeNode]) -> int:
    return 0 if root is None else 1 + max(height(root.left), height(root.right))

root = None
for k in [50, 30, 70, 20, 40, 60, 80]:
    root = insert(root, k)

print(list(in_order(root)))            # [20, 30, 40, 50, 60, 70, 80]: sorted!
print(contains(root, 60), contains(root, 65))   # True False
print(height(root))                    # 3
\`\`\`

An **in-order traversal** (left subtree, node, right subtree) visits the keys in sorted order. That is the big advantage over a hash table: ordered iteration, minimum and maximum, and range queries such as "all keys between 35 and 65" come naturally.

## Balance is everything

Search, insert and delete cost O(h), where *h* is the height of the tree. A balanced tree with *n* nodes has a height of about log₂ n: 20 levels for a million keys. But insert keys in sorted order and every node goes to the right, producing a "tree" that is really a linked list:

\`\`\`python
skewed = None
for k in range(1, 8):
    skewed = insert(skewed, k)
print(height(skewed))                 # 7: one node per level
\`\`\`

Now every operation is O(n). Sorted input is common in practice (IDs, timestamps), so production code uses **self-balancing** trees, which restructure themselves with rotations after updates to keep the height logarithmic:

| Structure | Where you meet it |
| --- | --- |
| Red-black tree | Java's \`TreeMap\`, C++'s \`std::map\`, the Linux scheduler |
| AVL tree | in-memory indexes that favour fast lookups |
| B-tree / B+ tree | database and file-system indexes: many keys per node, few disk reads |

## In practice

Python has no built-in sorted map; reach for the third-party \`sortedcontainers\` package, or keep a sorted list with the standard library's \`bisect\` module when updates are infrequent. And when you add an index to a database table, you are creating a B-tree: the reasoning in this lesson explains why an indexed lookup on a million rows needs only a handful of steps.
`,
          },
          {
            slug: "heaps-and-priority-queues",
            title: "Heaps and Priority Queues",
            summary: "Always get the smallest or most urgent item quickly with a binary heap, using Python's heapq for top-k queries and scheduling.",
            minutes: 9,
            body: `## The priority queue

A normal queue serves items in arrival order. A **priority queue** always serves the most important item next: the most severe alert, the earliest timer, the cheapest route found so far. The standard implementation is a **binary heap**.

## The heap property

A min-heap is a binary tree in which every parent is smaller than or equal to its children, so the smallest item is always at the root. Unlike a search tree, siblings are not ordered relative to each other, which makes heaps cheap to maintain. A heap is also always a *complete* tree, so it can be stored in a plain list without pointers: the children of index \`i\` live at \`2i + 1\` and \`2i + 2\`.

| Operation | Cost |
| --- | --- |
| peek at the minimum | O(1) |
| push an item | O(log n): add at the end, swap upwards |
| pop the minimum | O(log n): move the last item to the root, swap downwards |
| build a heap from n items | O(n) with \`heapify\` |

## heapq in Python

The \`heapq\` module turns an ordinary list into a min-heap:

\`\`\`python
import heapq

tasks = []
heapq.heappush(tasks, (2, "write report"))
heapq.heappush(tasks, (1, "fix production bug"))
heapq.heappush(tasks, (3, "update dependencies"))

while tasks:
    priority, name = heapq.heappop(tasks)
    print(priority, name)
# 1 fix production bug
# 2 write report
# 3 update dependencies
\`\`\`

Tuples compare element by element, so \`(priority, item)\` pairs sort by priority. If two priorities tie, Python compares the items next, which fails for objects that cannot be compared. Add an increasing counter as a tie-breaker, which also keeps equal priorities in insertion order:

\`\`\`python
import heapq
import itertools

counter = itertools.count()
queue = []
for priority, job in [(1, {"id": "a"}), (1, {"id": "b"}), (0, {"id": "c"})]:
    heapq.heappush(queue, (priority, next(counter), job))
print([heapq.heappop(queue)[2]["id"] for _ in range(len(queue))])   # ['c', 'a', 'b']
\`\`\`

\`heapq\` only provides a min-heap. For a max-heap, push negated priorities.

## Top-k without sorting everything

To find the 10 largest values among millions, sorting everything costs O(n log n). A heap of size k does it in O(n log k) and keeps only k items in memory, so it works even on a stream that does not fit in memory:

\`\`\`python
import heapq
import random

random.seed(7)
response_times_ms = (random.expovariate(1 / 120) for _ in range(1_000_000))  # a stream
slowest = heapq.nlargest(5, response_times_ms)
print([round(t) for t in slowest])

orders = [{"id": 1, "total": 40}, {"id": 2, "total": 95}, {"id": 3, "total": 12}]
print(heapq.nsmallest(2, orders, key=lambda o: o["total"]))
\`\`\`

## Where heaps appear

- **Schedulers and timers**: the next event to fire is always at the top.
- **Dijkstra's shortest-path algorithm**: repeatedly expand the closest unvisited node.
- **Merging sorted streams**: \`heapq.merge\` combines many sorted log files into one sorted stream lazily.
- **Rate limiting and job queues**: jobs ordered by "run not before" timestamps.

For a priority queue shared between threads, use \`queue.PriorityQueue\`, which wraps \`heapq\` with locking.
`,
          },
        ],
      },
    ],
  },
  {
    authorId: 4831,
    collectionId: 100014,
    slug: "algorithms-and-complexity",
    title: "Algorithms and Complexity",
    summary:
      "Analyse running time with Big-O, and master the essential algorithms: binary search, sorting, recursion, graph traversal with BFS and DFS, and dynamic programming.",
    category: "cs-fundamentals",
    tags: ["system-design"],
    difficulty: "intermediate",
    isFree: false,
    isEarlyAccess: false,
    rank: 12,
    sections: [
      {
        title: "Analysing Algorithms",
        lessons: [
          {
            slug: "introduction-to-big-o",
            title: "Introduction to Big-O Analysis",
            summary: "Count the work an algorithm does, express its growth with Big-O, and recognise the common complexity classes in real code.",
            minutes: 10,
            body: `## Why not just time it?

Timing code tells you how fast it is on *this* input on *this* machine. What you usually want to know is how it will behave when the input is ten or a thousand times larger. **Big-O notation** describes that growth: how the number of steps increases as the input size *n* increases, ignoring constant factors and small terms.

## Counting steps

\`\`\`python
def total(prices):                 # O(n): one pass
    s = 0
    for p in prices:
        s += p
    return s

def has_duplicate_pairs(items):    # O(n²): every pair
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            if items[i] == items[j]:
                return True
    return False

def has_duplicate_set(items):      # O(n): one pass with a set
    seen = set()
    for x in items:
        if x in seen:
            return True
        seen.add(x)
    return False
\`\`\`

The nested loops make about n²/2 comparisons. Big-O drops the constant ½ because it does not change the *shape* of the growth: doubling n still quadruples the work.

## Growth in practice

\`\`\`python
import random
import time

for n in [1_000, 2_000, 4_000]:
    data = random.sample(range(10 * n), n)        # no duplicates: the worst case
    for fn in (has_duplicate_pairs, has_duplicate_set):
        start = time.perf_counter()
        fn(data)
        print(f"n={n:>5} {fn.__name__:<20} {time.perf_counter() - start:.4f}s")
\`\`\`

Each doubling of n roughly quadruples the time of the pairwise version and roughly doubles the set version. At a million items the quadratic version would run for hours.

## The common classes

| Big-O | n = 1,000 | n = 1,000,000 | Typical source |
| --- | --- | --- | --- |
| O(1) | 1 | 1 | hash lookup, array index |
| O(log n) | 10 | 20 | binary search, balanced tree |
| O(n) | 1,000 | 1,000,000 | a single loop |
| O(n log n) | 10,000 | 20,000,000 | efficient sorting |
| O(n²) | 1,000,000 | 10¹² | nested loops over the input |
| O(2ⁿ) | astronomically large | | trying every subset |

## Rules of thumb

- Sequential steps **add**: O(n) followed by O(n log n) is O(n log n), because the larger term dominates.
- Nested loops over the input **multiply**: a loop inside a loop is O(n²).
- Watch for hidden loops: \`x in some_list\`, \`list.index\`, \`list.insert(0, x)\`, string concatenation in a loop, and database queries inside a loop (the "N+1 queries" problem) are all O(n) per call.
- **Worst, average and amortised** cases differ. A hash lookup is O(1) on average but O(n) in the worst case; \`list.append\` is O(1) amortised.
- **Space** complexity matters too: \`has_duplicate_set\` trades O(n) extra memory for its speed.

## Big-O is not everything

For small inputs, constant factors dominate: an O(n²) insertion sort beats merge sort on ten elements, which is why real sorting libraries switch to it for short runs. Use Big-O to rule out approaches that cannot scale, and a profiler to decide between the ones that can.
`,
          },
          {
            slug: "binary-search",
            title: "Binary Search",
            summary:
              "Search sorted data in logarithmic time, avoid the classic off-by-one bugs, and apply binary search to answers instead of arrays.",
            minutes: 10,
            body: `## Halving the problem

Looking for a word in a dictionary, you do not start at page one. You open it in the middle, decide which half the word must be in, and repeat. Each step halves the remaining range, so a million entries need at most 20 steps. That is **binary search**, and it requires one thing: the data must be sorted.

## A correct implementation

Binary search is famously easy to get subtly wrong. Fix the meaning of the boundaries first and the code follows. Here \`lo\` and \`hi\` delimit a half-open range \`[lo, hi)\` that still may contain the target:

\`\`\`python
def binary_search(items: list[int], target: int) -> int:
    """Return the index of target in sorted items, or -1."""
    lo, hi = 0, len(items)            # search space is items[lo:hi]
    while lo < hi:                    # stop when the range is empty
        mid = (lo + hi) // 2
        if items[mid] < target:
            lo = mid + 1              # target is right of mid
        elif items[mid] > target:
            hi = mid                  # target is left of mid
        else:
            return mid
    return -1

primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
print(binary_search(primes, 13), binary_search(primes, 4))   # 5 -1
\`\`\`

Every iteration shrinks \`[lo, hi)\` by at least one element, so the loop always terminates. Mixing conventions, such as an inclusive \`hi\` with \`while lo < hi\`, is the usual source of infinite loops and missed elements.

## Use bisect in real code

Python's standard library already has a well-tested binary search in \`bisect\`:

\`\`\`python
from bisect import bisect_left, bisect_right, insort

scores = [10, 20, 20, 20, 35, 50]
print(bisect_left(scores, 20))    # 1: first position where 20 could go
print(bisect_right(scores, 20))   # 4: position after the last 20
print(bisect_right(scores, 20) - bisect_left(scores, 20))   # 3 occurrences

def grade(score: int) -> str:
    cutoffs = [50, 65, 80, 90]
    return "FDCBA"[bisect_right(cutoffs, score)]

print([grade(s) for s in [42, 55, 79, 95]])   # ['F', 'D', 'C', 'A']

insort(scores, 27)                # insert while keeping the list sorted
print(scores)
\`\`\`

| Function | Returns |
| --- | --- |
| \`bisect_left(a, x)\` | first index \`i\` with \`a[i] >= x\` |
| \`bisect_right(a, x)\` | first index \`i\` with \`a[i] > x\` |
| \`insort(a, x)\` | inserts \`x\` in order (O(n) because of shifting) |

## Binary search on the answer

Binary search works on any *monotonic* yes/no question, not just on arrays. Suppose a batch job must process 1,000 files in at most 10 rounds, with files processed in parallel, and we want the smallest number of workers that achieves this. "Is k workers enough?" is false for small k and true from some point on, so we can binary search for that point:

\`\`\`python
import math

def enough(workers: int, files: int = 1000, max_rounds: int = 10) -> bool:
    return math.ceil(files / workers) <= max_rounds

lo, hi = 1, 1000            # the answer lies in [lo, hi]
while lo < hi:
    mid = (lo + hi) // 2
    if enough(mid):
        hi = mid            # mid works; maybe fewer would too
    else:
        lo = mid + 1        # mid is too few
print(lo)                   # 100
\`\`\`

The same pattern finds the first bad commit (which is exactly what \`git bisect\` does), the largest batch size that fits in memory, or the lowest price at which demand drops below supply.
`,
          },
          {
            slug: "sorting-algorithms",
            title: "Sorting Algorithms",
            summary:
              "Implement insertion sort and merge sort, understand stability and the n log n limit, and sort effectively with Python's built-in key functions.",
            minutes: 11,
            body: `## Why study sorting?

You will rarely write a sorting function at work, since every language ships an excellent one. But sorting algorithms are the clearest examples of the trade-offs behind all algorithm design, and knowing their properties tells you when the built-in sort is the right tool and how to use it well.

## Insertion sort: simple and O(n²)

Insertion sort builds a sorted prefix, inserting each new element into its place, the way many people sort a hand of cards:

\`\`\`python
def insertion_sort(items: list) -> list:
    a = list(items)
    for i in range(1, len(a)):
        current = a[i]
        j = i - 1
        while j >= 0 and a[j] > current:   # shift larger elements right
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = current
    return a

print(insertion_sort([5, 2, 9, 1, 5, 6]))   # [1, 2, 5, 5, 6, 9]
\`\`\`

It is O(n²) in general but O(n) on data that is already nearly sorted, and it has tiny constant factors, so production sorts use it for short runs.

## Merge sort: divide and conquer in O(n log n)

Split the list in half, sort each half recursively, then merge the two sorted halves in one linear pass:

\`\`\`python
def merge_sort(items: list) -> list:
    if len(items) <= 1:
        return list(items)
    mid = len(items) // 2
    left, right = merge_sort(items[:mid]), merge_sort(items[mid:])

    merged, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:            # <= keeps equal elements in order: stable
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged

print(merge_sort([38, 27, 43, 3, 9, 82, 10]))   # [3, 9, 10, 27, 38, 43, 82]
\`\`\`

There are log₂ n levels of halving, and each level does O(n) merging work, giving O(n log n) in every case, at the cost of O(n) extra memory.

## Comparing the classics

| Algorithm | Best | Average | Worst | Extra memory | Stable |
| --- | --- | --- | --- | --- | --- |
| Insertion sort | O(n) | O(n²) | O(n²) | O(1) | yes |
| Merge sort | O(n log n) | O(n log n) | O(n log n) | O(n) | yes |
| Quicksort | O(n log n) | O(n log n) | O(n²) | O(log n) | no |
| Heapsort | O(n log n) | O(n log n) | O(n log n) | O(1) | no |
| Timsort (Python, Java objects) | O(n) | O(n log n) | O(n log n) | O(n) | yes |

No comparison-based sort can beat O(n log n) in the worst case: there are n! possible orderings, and each comparison can at best halve the candidates, which takes about log₂(n!) ≈ n log₂ n comparisons.

## Stability and multi-key sorting

A sort is **stable** if elements that compare equal keep their original relative order. Stability lets you sort by several keys in passes, least important first:

\`\`\`python
from operator import itemgetter

employees = [
    {"name": "Ada", "dept": "eng", "salary": 120},
    {"name": "Grace", "dept": "eng", "salary": 135},
    {"name": "Alan", "dept": "research", "salary": 120},
    {"name": "Edsger", "dept": "research", "salary": 110},
]

by_salary_desc = sorted(employees, key=itemgetter("salary"), reverse=True)
by_dept_then_salary = sorted(by_salary_desc, key=itemgetter("dept"))
print([e["name"] for e in by_dept_then_salary])   # ['Grace', 'Ada', 'Alan', 'Edsger']

# Or in one pass with a tuple key (negate numbers to sort them descending):
print([e["name"] for e in sorted(employees, key=lambda e: (e["dept"], -e["salary"]))])
\`\`\`

Use \`key=\` rather than a comparison function: the key is computed once per element, and Python's Timsort, which detects already-sorted runs in real-world data, does the rest.
`,
          },
        ],
      },
      {
        title: "Algorithm Design Techniques",
        lessons: [
          {
            slug: "graph-traversal-bfs-and-dfs",
            title: "Graph Traversal with BFS and DFS",
            summary:
              "Represent graphs as adjacency lists, find shortest paths with breadth-first search, and detect cycles and dependency orders with depth-first search.",
            minutes: 12,
            body: `## Graphs are everywhere

A **graph** is a set of nodes (vertices) connected by edges. Social networks, road maps, package dependencies, microservice call chains, web links and state machines are all graphs. Edges can be directed (A depends on B) or undirected (A is friends with B), and weighted (a road's length) or unweighted.

## Representing a graph

For most real graphs, which have far fewer edges than the n² possible ones, an **adjacency list** is the right representation: a dictionary mapping each node to its neighbours.

\`\`\`python
from collections import deque

# An undirected graph of metro stations
metro = {
    "Central": ["Market", "Harbour", "Museum"],
    "Market": ["Central", "University"],
    "Harbour": ["Central", "Airport"],
    "Museum": ["Central", "University"],
    "University": ["Market", "Museum", "Stadium"],
    "Airport": ["Harbour"],
    "Stadium": ["University"],
}
\`\`\`

## Breadth-first search

BFS explores the graph in rings: first all neighbours of the start, then all of their neighbours, and so on, using a queue. Because it reaches every node by the fewest possible edges first, BFS finds **shortest paths in unweighted graphs**:

\`\`\`python
def shortest_path(graph, start, goal):
    previous = {start: None}          # doubles as the visited set
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            path = []
            while node is not None:   # walk back to the start
                path.append(node)
                node = previous[node]
            return path[::-1]
        for neighbour in graph[node]:
            if neighbour not in previous:
                previous[neighbour] = node
                queue.append(neighbour)
    return None                       # goal unreachable

print(shortest_path(metro, "Airport", "Stadium"))
# ['Airport', 'Harbour', 'Central', 'Market', 'University', 'Stadium']
\`\`\`

Marking nodes as visited when they are *enqueued*, not when they are dequeued, prevents the same node from entering the queue many times. BFS runs in O(V + E): every vertex and edge is handled once.

## Depth-first search

DFS follows one path as deep as it can before backtracking, naturally written with recursion or an explicit stack. A classic use is **topological sorting**: ordering tasks so that every task comes after its dependencies, as build tools and package managers do. DFS also detects cycles, which make such an order impossible:

\`\`\`python
def build_order(deps):
    """deps maps each package to the packages it depends on."""
    WHITE, GREY, BLACK = 0, 1, 2           # unvisited, in progress, done
    state = {pkg: WHITE for pkg in deps}
    order = []

    def visit(pkg):
        if state[pkg] == GREY:
            raise ValueError(f"dependency cycle involving {pkg}")
        if state[pkg] == WHITE:
            state[pkg] = GREY
            for dep in deps[pkg]:
                visit(dep)
            state[pkg] = BLACK
            order.append(pkg)              # after all its dependencies

    for pkg in deps:
        visit(pkg)
    return order

deps = {"app": ["web", "db"], "web": ["http"], "db": ["driver"], "http": [], "driver": []}
print(build_order(deps))    # ['http', 'web', 'driver', 'db', 'app']

deps["http"] = ["app"]      # introduce a cycle
try:
    build_order(deps)
except ValueError as err:
    print(err)
\`\`\`

A node that is GREY is on the current path; reaching it again means we went around a loop.

## Choosing a traversal

| Need | Use |
| --- | --- |
| fewest hops between two nodes | BFS |
| everything reachable from a node | either |
| dependency order, cycle detection | DFS |
| shortest path with weights | Dijkstra (BFS with a heap) |
| very deep graphs in Python | iterative DFS with a list as stack (recursion limit is about 1,000) |

Dijkstra's algorithm replaces the BFS queue with a priority queue keyed by distance, which is exactly the heap from the data structures course.
`,
          },
          {
            slug: "dynamic-programming",
            title: "Dynamic Programming",
            summary: "Turn exponential recursive solutions into fast ones by caching overlapping subproblems, with memoisation and bottom-up tables.",
            minutes: 12,
            body: `## Overlapping subproblems

Some problems break down into smaller versions of themselves, and those smaller problems repeat. The textbook example is Fibonacci:

\`\`\`python
def fib_naive(n: int) -> int:
    return n if n < 2 else fib_naive(n - 1) + fib_naive(n - 2)
\`\`\`

\`fib_naive(40)\` makes over 300 million calls, because \`fib_naive(38)\` is computed twice, \`fib_naive(37)\` three times, and so on: exponential time. **Dynamic programming** (DP) means solving each distinct subproblem once and reusing the answer.

## Top-down: memoisation

Keep the recursive structure and cache results. In Python, \`functools.cache\` does it in one line:

\`\`\`python
from functools import cache

@cache
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(90))   # 2880067194370816120, instantly
\`\`\`

Now there are only n distinct calls, each doing O(1) work: O(n) in total.

## Bottom-up: filling a table

Alternatively, solve the smallest subproblems first and build up. This avoids recursion limits and often makes memory optimisations visible.

**Coin change:** what is the fewest number of coins that add up to an amount? Greedily taking the largest coin fails for coins \`[1, 3, 4]\` and amount 6: greedy takes 4 + 1 + 1 (three coins), but 3 + 3 uses two. DP considers every option:

\`\`\`python
def min_coins(coins: list[int], amount: int) -> int:
    INF = float("inf")
    best = [0] + [INF] * amount            # best[a] = fewest coins for amount a
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and best[a - c] + 1 < best[a]:
                best[a] = best[a - c] + 1
    return -1 if best[amount] == INF else best[amount]

print(min_coins([1, 3, 4], 6))     # 2
print(min_coins([5, 10], 3))       # -1: impossible
print(min_coins([1, 5, 10, 25], 63))   # 6
\`\`\`

The recurrence is the heart of it: the best way to make \`a\` is one coin \`c\` plus the best way to make \`a - c\`, minimised over all coins.

## A two-dimensional example: edit distance

How many single-character insertions, deletions or substitutions turn one word into another? Spell checkers, \`diff\` tools and fuzzy search all rely on this **Levenshtein distance**:

\`\`\`python
def edit_distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))         # distances from "" to prefixes of b
    for i in range(1, len(a) + 1):
        curr = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            curr[j] = min(
                prev[j] + 1,               # delete a[i-1]
                curr[j - 1] + 1,           # insert b[j-1]
                prev[j - 1] + cost,        # substitute (or keep)
            )
        prev = curr
    return prev[-1]

print(edit_distance("kitten", "sitting"))   # 3
print(edit_distance("flaw", "lawn"))        # 2
\`\`\`

The full table would have \`len(a) × len(b)\` cells, but each row depends only on the previous one, so two rows suffice: O(n·m) time, O(m) memory.

## Recognising a DP problem

| Signal | Example |
| --- | --- |
| "minimum", "maximum", "number of ways" | fewest coins, most profit, count paths |
| choices at each step that affect later options | take or skip an item (knapsack) |
| a brute-force recursion that repeats calls | Fibonacci, partitions |

Recipe: define what a subproblem is (\`best[a]\`), write the recurrence, identify the base cases, choose an evaluation order, and then check whether you only need part of the table in memory.
`,
          },
        ],
      },
    ],
  },
];
