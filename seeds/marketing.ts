// Marketing pages (/m/{key}), blog posts (/blog/{key}) and short answers (/answers/{slug}): our own
// writing about interview preparation and coding patterns. Every call to action names a page that
// exists (a test follows them all).
import { PAGE_TYPES } from "../app/engine/constants";

interface SeedMarketingPage {
  urlKey: string;
  pageType: number;
  heading: string;
  title: string;
  description: string;
  body: string;
  ctaLabel?: string;
  ctaPath?: string;
  author?: string;
  publishedAt: string;
}

interface SeedAnswer {
  slug: string;
  question: string;
  summary: string;
  body: string;
  tags: string[];
  publishedAt: string;
}

export const marketingPages: SeedMarketingPage[] = [
  {
    urlKey: "coding-interview-roadmap",
    pageType: PAGE_TYPES.LANDING,
    heading: "A coding interview roadmap that fits in four weeks",
    title: "Coding interview roadmap: four weeks, 25 patterns",
    description:
      "Prepare for coding interviews in four weeks: learn the 25 patterns behind most questions, solve graded problems and let the coach pick what comes next.",
    body: `Most coding interview questions are variations on a small number of ideas. Learn the idea once and a whole family of questions opens up.

## How the four weeks work

1. **Week 1: arrays and strings.** Two pointers, sliding window, prefix sums. These patterns turn quadratic loops into linear scans.
2. **Week 2: searching and ordering.** Binary search on answers, sorting with a twist, heaps for "the k largest".
3. **Week 3: graphs and trees.** Breadth-first search for the shortest path, depth-first search for everything that must be visited, topological order for dependencies.
4. **Week 4: dynamic programming and a mock interview.** Recognise overlapping sub-problems, then rehearse under a timer.

## Why patterns beat memorising answers

An interviewer changes one detail and a memorised answer stops working. A pattern tells you *what to try first*, and a problem you have never seen becomes one you can reason about out loud.

Every problem on Codelift is graded in a sandbox against hidden tests. When you pass, the coach steps up the difficulty; after two misses it gives you an easier problem on the same idea.`,
    ctaLabel: "Start the coding patterns path",
    ctaPath: "/interview-prep/coding",
    publishedAt: "2026-09-01T09:00:00.000Z",
  },
  {
    urlKey: "back-to-school",
    pageType: PAGE_TYPES.MARKETING,
    heading: "Back to school: learn to code with your student discount",
    title: "Student discount on Codelift for the new school year",
    description:
      "Students with a school e-mail get the GitHub student discount on every Codelift plan. Verify your address in a minute and start learning.",
    body: `A new term is a good time to build the skills your courses only mention in passing.

- **Interactive lessons**: read a short explanation, then change the code and run it right in the page.
- **Learning paths**: from your first JavaScript function to a deployed React app, in order.
- **Interview preparation**: when internship season comes, the coach is ready.

Verified students get **30% off** every individual plan on top of any regional price. Verification takes a minute: we send a link to your school e-mail.`,
    ctaLabel: "Verify your student e-mail",
    ctaPath: "/github-students",
    publishedAt: "2026-08-20T09:00:00.000Z",
  },
  {
    urlKey: "patterns-newsletter",
    pageType: PAGE_TYPES.NEWSLETTER,
    heading: "The Patterns Letter, issue 12: the monotonic stack",
    title: "The Patterns Letter: the monotonic stack",
    description:
      "This month's pattern: the monotonic stack, the trick behind 'next greater element', stock spans and the largest rectangle in a histogram.",
    body: `Each month we take one coding pattern apart. This month: **the monotonic stack**.

## The idea

Keep a stack whose values only ever decrease from bottom to top. When a new value arrives, pop everything smaller than it: for each popped value, the new one is its *next greater element*.

\`\`\`python
def next_greater(nums):
    answer = [-1] * len(nums)
    stack = []  # indices, values decreasing
    for i, x in enumerate(nums):
        while stack and nums[stack[-1]] < x:
            answer[stack.pop()] = x
        stack.append(i)
    return answer
\`\`\`

Each index is pushed once and popped at most once, so the whole scan is **O(n)**.

## Where it shows up

- Daily temperatures: how many days until a warmer one.
- Stock spans: how many days in a row the price was at most today's.
- Largest rectangle in a histogram: the nearest smaller bar on each side bounds each rectangle.`,
    ctaLabel: "Practise the pattern",
    ctaPath: "/interview-prep/coding",
    publishedAt: "2026-10-05T09:00:00.000Z",
  },
  // blog
  {
    urlKey: "recognise-two-pointers",
    pageType: PAGE_TYPES.BLOG,
    heading: "How to recognise a two pointers problem in 30 seconds",
    title: "How to recognise a two pointers problem",
    description:
      "Three signals that a coding interview question wants two pointers, with a worked example and the mistakes that cost candidates the most time.",
    author: "Amara Okafor",
    body: `Two pointers is the first pattern most people learn and the one they most often miss in an interview. The problem rarely says "use two pointers". It hints.

## Three signals

1. **The input is sorted**, or sorting it would not lose anything the question needs.
2. **You are asked about a pair or a range**: two numbers that sum to a target, a sub-array, a palindrome.
3. **The brute force is two nested loops**, and the inner loop restarts for nothing.

## A worked example

*Given a sorted array and a target, return the indices of two numbers that add up to the target.*

Start one pointer at each end. If the sum is too small, move the left pointer right: every pair with the current left value is now too small. If it is too large, move the right pointer left. Each step discards a whole row of the brute-force table, so the scan is linear.

\`\`\`javascript
function pairWithSum(nums, target) {
  let lo = 0, hi = nums.length - 1;
  while (lo < hi) {
    const sum = nums[lo] + nums[hi];
    if (sum === target) return [lo, hi];
    if (sum < target) lo++; else hi--;
  }
  return [-1, -1];
}
\`\`\`

## Mistakes that cost time

- Forgetting to sort first, or sorting and then returning indices of the sorted copy.
- Moving both pointers after a match when duplicates matter.
- Using \`lo <= hi\` and pairing an element with itself.

Say the invariant out loud ("everything left of *lo* cannot be part of an answer") and interviewers will follow your reasoning even before the code runs.`,
    ctaLabel: "Solve two pointers problems",
    ctaPath: "/interview-prep/coding",
    publishedAt: "2026-09-15T09:00:00.000Z",
  },
  {
    urlKey: "sliding-window-explained",
    pageType: PAGE_TYPES.BLOG,
    heading: "The sliding window, explained with one picture in your head",
    title: "The sliding window pattern explained",
    description:
      "A window that grows on the right and shrinks on the left: how the sliding window pattern solves longest and shortest sub-array questions in linear time.",
    author: "Daniel Brooks",
    body: `Picture a window over an array. The right edge moves forward one step at a time. The left edge only moves forward too, and only when the window breaks a rule.

## The template

\`\`\`python
def longest_without_repeats(s):
    seen = {}
    left = best = 0
    for right, ch in enumerate(s):
        if ch in seen and seen[ch] >= left:
            left = seen[ch] + 1      # shrink until the rule holds again
        seen[ch] = right
        best = max(best, right - left + 1)
    return best
\`\`\`

Both edges move at most *n* times, so the work is linear even though there is a loop inside a loop in most versions of it.

## When to reach for it

- "Longest sub-string with at most *k* distinct characters."
- "Shortest sub-array whose sum is at least *s*" (all numbers positive).
- "Maximum sum of any *k* consecutive elements" (a fixed-size window).

If numbers can be negative, a shrinking window no longer makes the sum smaller: reach for prefix sums instead.`,
    ctaLabel: "Browse the interview-prep roadmaps",
    ctaPath: "/interview-prep",
    publishedAt: "2026-10-01T09:00:00.000Z",
  },
  {
    urlKey: "system-design-first-five-minutes",
    pageType: PAGE_TYPES.ENTERPRISE_BLOG,
    heading: "The first five minutes of a system design interview",
    title: "The first five minutes of a system design interview",
    description: "What to ask before you draw a single box: requirements, scale estimates and the one number that decides most designs.",
    author: "Priya Natarajan",
    body: `Strong candidates spend the first five minutes not designing. They agree on what is being built.

## Ask about behaviour, then about scale

- **Who uses it and how?** Reads or writes, and in what ratio?
- **How much?** Daily active users, requests per second at peak, data per day.
- **How fresh must it be?** Can a reader see a write a few seconds late?

## Estimate out loud

100 million daily users, each reading 20 times a day, is about 2 billion reads a day, or roughly 23,000 a second on average and perhaps 50,000 at peak. That single number tells you whether one database with caches will do or whether you must partition from the start.

Write the numbers on the board. Every later decision can point back to them.`,
    ctaLabel: "Open the system design roadmap",
    ctaPath: "/interview-prep/system-design",
    publishedAt: "2026-10-20T09:00:00.000Z",
  },
];

export const answers: SeedAnswer[] = [
  {
    slug: "what-is-the-two-pointers-technique",
    question: "What is the two pointers technique?",
    summary:
      "Two indices move through a sequence, usually from both ends or at two speeds, so that each step rules out many candidate pairs and the scan takes linear time.",
    tags: ["coding-patterns", "arrays"],
    body: `Two pointers keeps two indices into the same array or string and moves them by a rule instead of trying every pair.

- **Opposite ends**: a sorted pair sum, a palindrome check, container with most water.
- **Same direction, two speeds**: removing duplicates in place, finding the middle of a linked list, detecting a cycle.

Each move discards candidates for good, so the total work is **O(n)** instead of **O(n²)**.`,
    publishedAt: "2026-09-10T09:00:00.000Z",
  },
  {
    slug: "when-to-use-a-hash-map-in-an-interview",
    question: "When should I use a hash map in a coding interview?",
    summary:
      "Use a hash map when you need to remember what you have already seen and look it up in constant time: counts, first positions, or complements of a target.",
    tags: ["coding-patterns", "hashing"],
    body: `Reach for a hash map when the brute force asks "have I seen this before?" in an inner loop.

- **Complements**: for two-sum on an unsorted array, store each value's index and look up \`target - x\`.
- **Counts**: anagrams, the most frequent element, a window's distinct characters.
- **First or last position**: the longest sub-array with a given sum (store the first index of each prefix sum).

The cost is memory: **O(n)** extra space for an **O(n)** time. Say that trade-off out loud.`,
    publishedAt: "2026-09-12T09:00:00.000Z",
  },
  {
    slug: "bfs-or-dfs",
    question: "Should I use BFS or DFS?",
    summary:
      "Use breadth-first search for the shortest path in an unweighted graph or anything level by level; use depth-first search to explore everything, detect cycles or order dependencies.",
    tags: ["graphs", "trees"],
    body: `Both visit every reachable node once, in **O(V + E)**. The difference is the order.

| Question | Choose |
|---|---|
| Fewest steps from A to B (unweighted) | BFS |
| Level-order traversal of a tree | BFS |
| Does a cycle exist? | DFS |
| Topological order of tasks | DFS (or Kahn's BFS) |
| Count connected components | either |

BFS needs a queue and may hold a whole level in memory; recursive DFS may hit the recursion limit on a long path, so know the iterative version too.`,
    publishedAt: "2026-09-20T09:00:00.000Z",
  },
  {
    slug: "how-long-to-prepare-for-a-coding-interview",
    question: "How long does it take to prepare for a coding interview?",
    summary:
      "Four to eight weeks of about an hour a day is enough for most developers who already code daily: learn the patterns first, then practise under time pressure.",
    tags: ["interview-prep"],
    body: `It depends on where you start, but a common plan is **four weeks at about an hour a day**:

1. Patterns on arrays and strings.
2. Searching, sorting and heaps.
3. Trees and graphs.
4. Dynamic programming and mock interviews.

If you have not written algorithms since university, give yourself eight weeks and repeat week one. If your interview has a date, the Codelift coach splits the modules into weekly buckets up to that day.`,
    publishedAt: "2026-10-02T09:00:00.000Z",
  },
];
