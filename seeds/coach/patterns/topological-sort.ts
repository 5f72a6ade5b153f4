// Coding roadmap pattern: Topological Sort. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "topological-sort",
  title: "Topological Sort",
  summary:
    "Order items under before/after constraints with Kahn's algorithm: validate and build orders, detect cycles, peel trees and recover hidden alphabets.",
  introduction: `# Introduction to Topological Sort

Many problems describe tasks with **ordering constraints**: course A must be taken before course B, module X must be built before module Y, letter \`t\` comes before letter \`f\` in some alphabet. A **topological order** is an ordering of all the items in which every constraint \`u before v\` is respected. It exists exactly when the constraints, viewed as a directed graph with an edge \`u → v\` for each one, contain **no cycle** (a directed acyclic graph, or DAG).

## When to recognise it

- The input is a list of pairs meaning "this before that", or dependencies, prerequisites, precedence rules.
- The question asks for a valid order, whether an order exists, the number of rounds or semesters needed, or a unique order.
- You need to detect a cycle in a directed graph.
- Something is processed in "layers": peel off the items that have nothing left in front of them, then repeat.

## Kahn's algorithm

The most interview-friendly method peels the graph layer by layer using **in-degrees** (the number of constraints still waiting in front of each item):

1. Build the adjacency lists and count the in-degree of every node.
2. Put every node with in-degree 0 into a queue: they can go first.
3. Repeatedly remove a node from the queue, append it to the order, and decrement the in-degree of each of its successors; a successor whose in-degree reaches 0 joins the queue.
4. If the order contains every node, it is a topological order. Otherwise the leftover nodes sit on or behind a cycle.

\`\`\`python
from collections import deque

def topo_order(n, edges):
    after = [[] for _ in range(n)]
    indegree = [0] * n
    for u, v in edges:                 # u must come before v
        after[u].append(v)
        indegree[v] += 1
    queue = deque(x for x in range(n) if indegree[x] == 0)
    order = []
    while queue:
        u = queue.popleft()
        order.append(u)
        for v in after[u]:
            indegree[v] -= 1
            if indegree[v] == 0:
                queue.append(v)
    return order if len(order) == n else []   # [] means a cycle
\`\`\`

## Worked example

Five build steps with constraints \`0 → 2\`, \`1 → 2\`, \`2 → 3\`, \`1 → 4\`:

| queue | taken | in-degrees after the step |
|-------|-------|---------------------------|
| \`[0, 1]\` | start | \`2:2, 3:1, 4:1\` |
| \`[1]\` | 0 | \`2:1\` |
| \`[2, 4]\` | 1 | \`2:0, 4:0\` |
| \`[4, 3]\` | 2 | \`3:0\` |
| \`[3]\` | 4 | |
| \`[]\` | 3 | |

The order \`0, 1, 2, 4, 3\` respects every constraint. Adding the edge \`3 → 1\` would create the cycle \`1 → 2 → 3 → 1\`; then node 1 never reaches in-degree 0 and the algorithm stops with only node 0 taken.

When several nodes are ready at once, any choice yields a valid order. If the problem wants one specific order (for example the lexicographically smallest), replace the queue with a **min-heap**.

The running time is O(V + E): every node enters the queue once and every edge is examined once.

## What is in this module

You will check a proposed build order, decide whether a course plan can be completed, produce the order that always takes the smallest available label, find the centres of a tree by peeling its leaves, and reconstruct the alphabet of an invented language.
`,
  problems: [
    {
      slug: "validate-build-order",
      title: "Validate a Build Order",
      difficulty: "easy",
      statement: `A project has \`n\` modules numbered \`0\` to \`n - 1\`. Each entry \`[u, v]\` of \`dependencies\` means module \`u\` must be built **before** module \`v\`.

You are given a proposed build sequence \`order\`, a permutation of \`0..n-1\`. Return \`true\` if building the modules in this sequence respects every dependency, and \`false\` otherwise.

### Examples

**Example 1**

\`\`\`text
Input: n = 3, dependencies = [[0,1],[1,2]], order = [0,1,2]
Output: true
\`\`\`

0 comes before 1 and 1 comes before 2.

**Example 2**

\`\`\`text
Input: n = 3, dependencies = [[0,1],[1,2]], order = [1,0,2]
Output: false
\`\`\`

Module 1 is built before module 0, which it depends on.

### Constraints

- 1 ≤ n ≤ 10^4
- 0 ≤ dependencies.length ≤ 10^5
- 0 ≤ u, v < n
- \`order\` is a permutation of \`0..n-1\`.
`,
      functionName: "isValidBuildOrder",
      params: [
        { name: "n", type: "int" },
        { name: "dependencies", type: "int[][]" },
        { name: "order", type: "int[]" },
      ],
      returnType: "bool",
      starter: {
        python: `from typing import List


def isValidBuildOrder(n: int, dependencies: List[List[int]], order: List[int]) -> bool:
    # Write your code here
    return False
`,
        javascript: `function isValidBuildOrder(n, dependencies, order) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean isValidBuildOrder(int n, int[][] dependencies, int[] order) {
        // Write your code here
        return false;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

bool isValidBuildOrder(int n, vector<vector<int>> dependencies, vector<int> order) {
    // Write your code here
    return false;
}
`,
        go: `package main

func isValidBuildOrder(n int, dependencies [][]int, order []int) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `def isValidBuildOrder(n, dependencies, order):
    position = [0] * n
    for i, module in enumerate(order):
        position[module] = i
    return all(position[u] < position[v] for u, v in dependencies)
`,
        javascript: `function isValidBuildOrder(n, dependencies, order) {
  const position = new Array(n).fill(0);
  order.forEach((module, i) => {
    position[module] = i;
  });
  return dependencies.every(([u, v]) => position[u] < position[v]);
}
`,
        java: `class Solution {
    public static boolean isValidBuildOrder(int n, int[][] dependencies, int[] order) {
        int[] position = new int[n];
        for (int i = 0; i < order.length; i++) position[order[i]] = i;
        for (int[] d : dependencies) {
            if (position[d[0]] >= position[d[1]]) return false;
        }
        return true;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

bool isValidBuildOrder(int n, vector<vector<int>> dependencies, vector<int> order) {
    vector<int> position(n, 0);
    for (int i = 0; i < (int) order.size(); i++) position[order[i]] = i;
    for (const auto& d : dependencies) {
        if (position[d[0]] >= position[d[1]]) return false;
    }
    return true;
}
`,
        go: `package main

func isValidBuildOrder(n int, dependencies [][]int, order []int) bool {
	position := make([]int, n)
	for i, module := range order {
		position[module] = i
	}
	for _, d := range dependencies {
		if position[d[0]] >= position[d[1]] {
			return false
		}
	}
	return true
}
`,
      },
      solutionExplanation: `## Idea

A sequence is a topological order exactly when **every edge points forward** in it: for each dependency \`[u, v]\`, module \`u\` appears at an earlier position than module \`v\`. So we do not need to run a topological sort at all; we only need to check the definition efficiently.

Looking up each module's position with a linear search would cost O(n) per dependency. Instead, record the position of every module in an array first; then each dependency is checked in O(1).

A dependency that forms a cycle (including a self-dependency such as \`[2, 2]\`) can never point forward for both edges, so such inputs correctly return \`false\`.

## Step by step

1. \`position[module] = i\` for every index \`i\` of \`order\`.
2. For every \`[u, v]\` in \`dependencies\`, check \`position[u] < position[v]\`.
3. Return \`true\` only if all checks pass.

For \`order = [1, 0, 2]\` and dependencies \`[0, 1], [1, 2]\`: the positions are \`0 → 1\`, \`1 → 0\`, \`2 → 2\`. The first dependency needs \`1 < 0\`, which fails, so the answer is \`false\`.

## Complexity

- Time: O(n + E), where E is the number of dependencies.
- Space: O(n) for the positions.

## Python solution

\`\`\`python
def isValidBuildOrder(n, dependencies, order):
    position = [0] * n
    for i, module in enumerate(order):
        position[module] = i
    return all(position[u] < position[v] for u, v in dependencies)
\`\`\`
`,
      visibleTests: [
        {
          input: [
            3,
            [
              [0, 1],
              [1, 2],
            ],
            [0, 1, 2],
          ],
          expected: true,
        },
        {
          input: [
            3,
            [
              [0, 1],
              [1, 2],
            ],
            [1, 0, 2],
          ],
          expected: false,
        },
      ],
      hiddenTests: [
        { input: [1, [], [0]], expected: true },
        { input: [2, [], [1, 0]], expected: true },
        { input: [2, [[1, 0]], [1, 0]], expected: true },
        { input: [2, [[1, 0]], [0, 1]], expected: false },
        {
          input: [
            4,
            [
              [0, 1],
              [0, 2],
              [1, 3],
              [2, 3],
            ],
            [0, 2, 1, 3],
          ],
          expected: true,
        },
        {
          input: [
            4,
            [
              [0, 1],
              [0, 2],
              [1, 3],
              [2, 3],
            ],
            [0, 1, 3, 2],
          ],
          expected: false,
        },
        {
          input: [
            5,
            [
              [4, 0],
              [3, 0],
              [2, 1],
            ],
            [4, 3, 2, 1, 0],
          ],
          expected: true,
        },
        {
          input: [
            3,
            [
              [0, 1],
              [1, 0],
            ],
            [0, 1, 2],
          ],
          expected: false,
        },
        { input: [3, [[2, 2]], [0, 1, 2]], expected: false },
        {
          input: [
            6,
            [
              [5, 4],
              [4, 3],
              [3, 2],
              [2, 1],
              [1, 0],
            ],
            [5, 4, 3, 2, 1, 0],
          ],
          expected: true,
        },
        {
          input: [
            6,
            [
              [0, 5],
              [0, 5],
            ],
            [5, 1, 2, 3, 4, 0],
          ],
          expected: false,
        },
      ],
      companies: { Google: 4, Amazon: 7, Microsoft: 5, Apple: 3, Netflix: 1, LinkedIn: 2, Meta: 3 },
    },
    {
      slug: "can-finish-all-courses",
      title: "Can Every Course Be Completed",
      difficulty: "medium",
      statement: `A study programme has \`n\` courses numbered \`0\` to \`n - 1\`. Each pair \`[u, v]\` in \`prerequisites\` means course \`u\` must be completed **before** course \`v\` can be started.

Return \`true\` if it is possible to complete all \`n\` courses in some order, and \`false\` otherwise.

### Examples

**Example 1**

\`\`\`text
Input: n = 2, prerequisites = [[0,1]]
Output: true
\`\`\`

Take course 0, then course 1.

**Example 2**

\`\`\`text
Input: n = 2, prerequisites = [[0,1],[1,0]]
Output: false
\`\`\`

Each course waits for the other: a cycle.

### Constraints

- 1 ≤ n ≤ 2000
- 0 ≤ prerequisites.length ≤ 5000
- 0 ≤ u, v < n (pairs may repeat, and u may equal v)
`,
      functionName: "canFinishCourses",
      params: [
        { name: "n", type: "int" },
        { name: "prerequisites", type: "int[][]" },
      ],
      returnType: "bool",
      starter: {
        python: `from typing import List


def canFinishCourses(n: int, prerequisites: List[List[int]]) -> bool:
    # Write your code here
    return False
`,
        javascript: `function canFinishCourses(n, prerequisites) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean canFinishCourses(int n, int[][] prerequisites) {
        // Write your code here
        return false;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

bool canFinishCourses(int n, vector<vector<int>> prerequisites) {
    // Write your code here
    return false;
}
`,
        go: `package main

func canFinishCourses(n int, prerequisites [][]int) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `from collections import deque


def canFinishCourses(n, prerequisites):
    after = [[] for _ in range(n)]
    indegree = [0] * n
    for before, later in prerequisites:
        after[before].append(later)
        indegree[later] += 1
    queue = deque(c for c in range(n) if indegree[c] == 0)
    taken = 0
    while queue:
        course = queue.popleft()
        taken += 1
        for nxt in after[course]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                queue.append(nxt)
    return taken == n
`,
        javascript: `function canFinishCourses(n, prerequisites) {
  const after = Array.from({ length: n }, () => []);
  const indegree = new Array(n).fill(0);
  for (const [before, later] of prerequisites) {
    after[before].push(later);
    indegree[later] += 1;
  }
  const queue = [];
  for (let c = 0; c < n; c++) if (indegree[c] === 0) queue.push(c);
  let head = 0;
  while (head < queue.length) {
    const course = queue[head++];
    for (const nxt of after[course]) {
      indegree[nxt] -= 1;
      if (indegree[nxt] === 0) queue.push(nxt);
    }
  }
  return queue.length === n;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean canFinishCourses(int n, int[][] prerequisites) {
        List<List<Integer>> after = new ArrayList<>();
        for (int c = 0; c < n; c++) after.add(new ArrayList<>());
        int[] indegree = new int[n];
        for (int[] p : prerequisites) {
            after.get(p[0]).add(p[1]);
            indegree[p[1]]++;
        }
        Deque<Integer> queue = new ArrayDeque<>();
        for (int c = 0; c < n; c++) if (indegree[c] == 0) queue.add(c);
        int taken = 0;
        while (!queue.isEmpty()) {
            int course = queue.poll();
            taken++;
            for (int next : after.get(course)) {
                if (--indegree[next] == 0) queue.add(next);
            }
        }
        return taken == n;
    }
}
`,
        cpp: `#include <queue>
#include <vector>
using namespace std;

bool canFinishCourses(int n, vector<vector<int>> prerequisites) {
    vector<vector<int>> after(n);
    vector<int> indegree(n, 0);
    for (const auto& p : prerequisites) {
        after[p[0]].push_back(p[1]);
        indegree[p[1]]++;
    }
    queue<int> ready;
    for (int c = 0; c < n; c++)
        if (indegree[c] == 0) ready.push(c);
    int taken = 0;
    while (!ready.empty()) {
        int course = ready.front();
        ready.pop();
        taken++;
        for (int next : after[course]) {
            if (--indegree[next] == 0) ready.push(next);
        }
    }
    return taken == n;
}
`,
        go: `package main

func canFinishCourses(n int, prerequisites [][]int) bool {
	after := make([][]int, n)
	indegree := make([]int, n)
	for _, p := range prerequisites {
		after[p[0]] = append(after[p[0]], p[1])
		indegree[p[1]]++
	}
	queue := []int{}
	for c := 0; c < n; c++ {
		if indegree[c] == 0 {
			queue = append(queue, c)
		}
	}
	taken := 0
	for len(queue) > 0 {
		course := queue[0]
		queue = queue[1:]
		taken++
		for _, next := range after[course] {
			indegree[next]--
			if indegree[next] == 0 {
				queue = append(queue, next)
			}
		}
	}
	return taken == n
}
`,
      },
      solutionExplanation: `## Idea

All courses can be completed exactly when the prerequisite graph (an edge \`u → v\` for each pair) has **no directed cycle**. Kahn's algorithm answers that directly: keep taking courses whose prerequisites are all done. If the process gets stuck before every course is taken, the remaining courses wait on each other in a cycle.

## Step by step

1. Build \`after[u]\` (courses unlocked by \`u\`) and \`indegree[v]\` (prerequisites of \`v\` not yet completed). Repeated pairs are counted twice on both sides, which keeps the counts consistent.
2. Queue every course with in-degree 0.
3. Pop a course, count it as taken, and decrement the in-degree of every course it unlocks; push those that reach 0.
4. Return whether the number of taken courses equals \`n\`.

For \`n = 6\` and pairs \`0 → 1 → 2\` and \`3 → 4 → 5 → 3\`: courses 0, 1 and 2 are taken, but 3, 4 and 5 each keep in-degree 1 forever, so only 3 of 6 courses are taken and the answer is \`false\`. A self-loop such as \`[1, 1]\` gives course 1 an in-degree that can never drop, which also correctly yields \`false\`.

A depth-first search with three colours (unvisited, in progress, done) detects the same cycles and is a good alternative to mention.

## Complexity

- Time: O(n + P), where P is the number of pairs.
- Space: O(n + P) for the graph.

## Python solution

\`\`\`python
from collections import deque


def canFinishCourses(n, prerequisites):
    after = [[] for _ in range(n)]
    indegree = [0] * n
    for before, later in prerequisites:
        after[before].append(later)
        indegree[later] += 1
    queue = deque(c for c in range(n) if indegree[c] == 0)
    taken = 0
    while queue:
        course = queue.popleft()
        taken += 1
        for nxt in after[course]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                queue.append(nxt)
    return taken == n
\`\`\`
`,
      visibleTests: [
        { input: [2, [[0, 1]]], expected: true },
        {
          input: [
            2,
            [
              [0, 1],
              [1, 0],
            ],
          ],
          expected: false,
        },
      ],
      hiddenTests: [
        { input: [1, []], expected: true },
        { input: [3, []], expected: true },
        {
          input: [
            3,
            [
              [0, 1],
              [1, 2],
              [2, 0],
            ],
          ],
          expected: false,
        },
        {
          input: [
            4,
            [
              [0, 1],
              [1, 2],
              [2, 3],
            ],
          ],
          expected: true,
        },
        {
          input: [
            4,
            [
              [0, 1],
              [2, 3],
              [3, 2],
            ],
          ],
          expected: false,
        },
        {
          input: [
            5,
            [
              [0, 1],
              [0, 2],
              [1, 3],
              [2, 3],
              [3, 4],
            ],
          ],
          expected: true,
        },
        {
          input: [
            3,
            [
              [0, 1],
              [0, 1],
            ],
          ],
          expected: true,
        },
        { input: [2, [[1, 1]]], expected: false },
        {
          input: [
            6,
            [
              [0, 1],
              [1, 2],
              [3, 4],
              [4, 5],
              [5, 3],
            ],
          ],
          expected: false,
        },
        {
          input: [
            6,
            [
              [5, 4],
              [4, 3],
              [3, 2],
              [2, 1],
              [1, 0],
            ],
          ],
          expected: true,
        },
        {
          input: [
            7,
            [
              [0, 3],
              [1, 3],
              [2, 3],
              [3, 4],
              [4, 5],
              [4, 6],
              [6, 1],
            ],
          ],
          expected: false,
        },
      ],
      companies: { Google: 21, Amazon: 25, Microsoft: 16, Apple: 10, Netflix: 4, LinkedIn: 9, Meta: 22 },
    },
    {
      slug: "smallest-lexicographic-task-order",
      title: "Task Order with Smallest Labels First",
      difficulty: "medium",
      statement: `A scheduler must run \`n\` tasks labelled \`0\` to \`n - 1\`, one at a time. Each pair \`[u, v]\` in \`dependencies\` means task \`u\` must run **before** task \`v\`.

Among all sequences that respect the dependencies, return the **lexicographically smallest** one (compare sequences element by element; the first difference decides). If no valid sequence exists, return an empty array.

### Examples

**Example 1**

\`\`\`text
Input: n = 4, dependencies = [[3,1],[1,0],[2,0]]
Output: [2,3,1,0]
\`\`\`

Tasks 2 and 3 are ready at the start; 2 is smaller. Then only 3 is ready, which unlocks 1, and finally 0.

**Example 2**

\`\`\`text
Input: n = 3, dependencies = []
Output: [0,1,2]
\`\`\`

Without dependencies the smallest sequence is the sorted one.

**Example 3**

\`\`\`text
Input: n = 2, dependencies = [[0,1],[1,0]]
Output: []
\`\`\`

The two tasks wait for each other.

### Constraints

- 1 ≤ n ≤ 10^4
- 0 ≤ dependencies.length ≤ 10^5
- 0 ≤ u, v < n (pairs may repeat)
`,
      functionName: "orderTasksSmallestFirst",
      params: [
        { name: "n", type: "int" },
        { name: "dependencies", type: "int[][]" },
      ],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def orderTasksSmallestFirst(n: int, dependencies: List[List[int]]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `function orderTasksSmallestFirst(n, dependencies) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] orderTasksSmallestFirst(int n, int[][] dependencies) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<int> orderTasksSmallestFirst(int n, vector<vector<int>> dependencies) {
    // Write your code here
    return {};
}
`,
        go: `package main

func orderTasksSmallestFirst(n int, dependencies [][]int) []int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `import heapq


def orderTasksSmallestFirst(n, dependencies):
    after = [[] for _ in range(n)]
    indegree = [0] * n
    for u, v in dependencies:
        after[u].append(v)
        indegree[v] += 1
    ready = [t for t in range(n) if indegree[t] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        task = heapq.heappop(ready)      # smallest task that may run now
        order.append(task)
        for nxt in after[task]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                heapq.heappush(ready, nxt)
    return order if len(order) == n else []
`,
        javascript: `function orderTasksSmallestFirst(n, dependencies) {
  const after = Array.from({ length: n }, () => []);
  const indegree = new Array(n).fill(0);
  for (const [u, v] of dependencies) {
    after[u].push(v);
    indegree[v] += 1;
  }
  // a small binary min-heap of ready tasks
  const heap = [];
  const push = (x) => {
    heap.push(x);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p] <= heap[i]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l] < heap[m]) m = l;
        if (r < heap.length && heap[r] < heap[m]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  for (let t = 0; t < n; t++) if (indegree[t] === 0) push(t);
  const order = [];
  while (heap.length > 0) {
    const task = pop();
    order.push(task);
    for (const nxt of after[task]) {
      indegree[nxt] -= 1;
      if (indegree[nxt] === 0) push(nxt);
    }
  }
  return order.length === n ? order : [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] orderTasksSmallestFirst(int n, int[][] dependencies) {
        List<List<Integer>> after = new ArrayList<>();
        for (int t = 0; t < n; t++) after.add(new ArrayList<>());
        int[] indegree = new int[n];
        for (int[] d : dependencies) {
            after.get(d[0]).add(d[1]);
            indegree[d[1]]++;
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int t = 0; t < n; t++) if (indegree[t] == 0) ready.add(t);
        int[] order = new int[n];
        int size = 0;
        while (!ready.isEmpty()) {
            int task = ready.poll(); // smallest task that may run now
            order[size++] = task;
            for (int next : after.get(task)) {
                if (--indegree[next] == 0) ready.add(next);
            }
        }
        return size == n ? order : new int[0];
    }
}
`,
        cpp: `#include <functional>
#include <queue>
#include <vector>
using namespace std;

vector<int> orderTasksSmallestFirst(int n, vector<vector<int>> dependencies) {
    vector<vector<int>> after(n);
    vector<int> indegree(n, 0);
    for (const auto& d : dependencies) {
        after[d[0]].push_back(d[1]);
        indegree[d[1]]++;
    }
    priority_queue<int, vector<int>, greater<int>> ready;
    for (int t = 0; t < n; t++)
        if (indegree[t] == 0) ready.push(t);
    vector<int> order;
    while (!ready.empty()) {
        int task = ready.top();  // smallest task that may run now
        ready.pop();
        order.push_back(task);
        for (int next : after[task]) {
            if (--indegree[next] == 0) ready.push(next);
        }
    }
    return (int) order.size() == n ? order : vector<int>{};
}
`,
        go: `package main

import "container/heap"

type intHeap []int

func (h intHeap) Len() int            { return len(h) }
func (h intHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func orderTasksSmallestFirst(n int, dependencies [][]int) []int {
	after := make([][]int, n)
	indegree := make([]int, n)
	for _, d := range dependencies {
		after[d[0]] = append(after[d[0]], d[1])
		indegree[d[1]]++
	}
	ready := &intHeap{}
	for t := 0; t < n; t++ {
		if indegree[t] == 0 {
			heap.Push(ready, t)
		}
	}
	order := []int{}
	for ready.Len() > 0 {
		task := heap.Pop(ready).(int) // smallest task that may run now
		order = append(order, task)
		for _, next := range after[task] {
			indegree[next]--
			if indegree[next] == 0 {
				heap.Push(ready, next)
			}
		}
	}
	if len(order) != n {
		return []int{}
	}
	return order
}
`,
      },
      solutionExplanation: `## Idea

Run Kahn's algorithm, but whenever several tasks are ready, always run the **smallest** one. Keeping the ready tasks in a min-heap makes that choice O(log n).

Why this gives the lexicographically smallest sequence: the first element of any valid sequence must be a task with no pending dependencies, so the smallest ready task is the best possible first element, and choosing it never removes options for later positions (every other ready task stays ready). The same argument applies at every step.

If the heap empties before all tasks are output, some tasks are stuck on a cycle and no valid sequence exists.

## Step by step

1. Build \`after\` lists and in-degrees (repeated pairs count twice on both sides).
2. Push every task with in-degree 0 into a min-heap.
3. Pop the smallest task, append it, and decrement its successors' in-degrees, pushing those that reach 0.
4. Return the sequence if it has \`n\` tasks, otherwise \`[]\`.

For \`n = 6\` with \`5 → 2, 5 → 0, 4 → 0, 4 → 1, 2 → 3, 3 → 1\`: the ready set starts as \`{4, 5}\`. Taking 4 leaves \`{5}\`; taking 5 releases 0 and 2; then 0, 2, 3 (released by 2) and finally 1. The sequence is \`[4, 5, 0, 2, 3, 1]\`.

## Complexity

- Time: O((n + E) log n): each task is pushed and popped once, each edge is relaxed once.
- Space: O(n + E).

## Python solution

\`\`\`python
import heapq


def orderTasksSmallestFirst(n, dependencies):
    after = [[] for _ in range(n)]
    indegree = [0] * n
    for u, v in dependencies:
        after[u].append(v)
        indegree[v] += 1
    ready = [t for t in range(n) if indegree[t] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        task = heapq.heappop(ready)      # smallest task that may run now
        order.append(task)
        for nxt in after[task]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                heapq.heappush(ready, nxt)
    return order if len(order) == n else []
\`\`\`
`,
      visibleTests: [
        {
          input: [
            4,
            [
              [3, 1],
              [1, 0],
              [2, 0],
            ],
          ],
          expected: [2, 3, 1, 0],
        },
        { input: [3, []], expected: [0, 1, 2] },
        {
          input: [
            2,
            [
              [0, 1],
              [1, 0],
            ],
          ],
          expected: [],
        },
      ],
      hiddenTests: [
        { input: [1, []], expected: [0] },
        {
          input: [
            3,
            [
              [2, 1],
              [1, 0],
            ],
          ],
          expected: [2, 1, 0],
        },
        { input: [5, [[4, 0]]], expected: [1, 2, 3, 4, 0] },
        {
          input: [
            5,
            [
              [0, 4],
              [3, 1],
            ],
          ],
          expected: [0, 2, 3, 1, 4],
        },
        {
          input: [
            3,
            [
              [0, 1],
              [1, 2],
              [2, 0],
            ],
          ],
          expected: [],
        },
        {
          input: [
            6,
            [
              [5, 2],
              [5, 0],
              [4, 0],
              [4, 1],
              [2, 3],
              [3, 1],
            ],
          ],
          expected: [4, 5, 0, 2, 3, 1],
        },
        {
          input: [
            4,
            [
              [1, 0],
              [1, 0],
            ],
          ],
          expected: [1, 0, 2, 3],
        },
        {
          input: [
            4,
            [
              [3, 2],
              [2, 1],
              [1, 0],
            ],
          ],
          expected: [3, 2, 1, 0],
        },
        {
          input: [
            7,
            [
              [6, 0],
              [5, 0],
              [4, 1],
              [3, 1],
              [0, 2],
              [1, 2],
            ],
          ],
          expected: [3, 4, 1, 5, 6, 0, 2],
        },
        { input: [5, [[1, 1]]], expected: [] },
        {
          input: [
            8,
            [
              [7, 6],
              [6, 5],
              [0, 4],
              [2, 1],
            ],
          ],
          expected: [0, 2, 1, 3, 4, 7, 6, 5],
        },
      ],
      companies: { Google: 9, Amazon: 8, Microsoft: 6, Apple: 4, Netflix: 1, LinkedIn: 3, Meta: 7 },
    },
    {
      slug: "minimum-height-tree-roots",
      title: "Roots of Minimum-Height Trees",
      difficulty: "medium",
      statement: `An undirected tree has \`n\` nodes labelled \`0\` to \`n - 1\` and the \`n - 1\` edges listed in \`edges\`. Choosing any node as the root turns it into a rooted tree whose **height** is the number of edges on the longest path from the root down to a leaf.

Return every node that, when chosen as the root, gives the minimum possible height. The labels may be returned in any order.

### Examples

**Example 1**

\`\`\`text
Input: n = 4, edges = [[1,0],[1,2],[1,3]]
Output: [1]
\`\`\`

Rooted at 1 the height is 1; any other root gives height 2.

**Example 2**

\`\`\`text
Input: n = 6, edges = [[0,1],[1,2],[2,3],[3,4],[4,5]]
Output: [2,3]
\`\`\`

A path of six nodes has two middle nodes, each giving height 3.

### Constraints

- 1 ≤ n ≤ 2 · 10^4
- edges.length == n - 1, and the edges form a tree
`,
      functionName: "minHeightRoots",
      params: [
        { name: "n", type: "int" },
        { name: "edges", type: "int[][]" },
      ],
      returnType: "int[]",
      compare: "unordered",
      starter: {
        python: `from typing import List


def minHeightRoots(n: int, edges: List[List[int]]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `function minHeightRoots(n, edges) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] minHeightRoots(int n, int[][] edges) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<int> minHeightRoots(int n, vector<vector<int>> edges) {
    // Write your code here
    return {};
}
`,
        go: `package main

func minHeightRoots(n int, edges [][]int) []int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def minHeightRoots(n, edges):
    if n <= 2:
        return list(range(n))
    neighbors = [[] for _ in range(n)]
    degree = [0] * n
    for a, b in edges:
        neighbors[a].append(b)
        neighbors[b].append(a)
        degree[a] += 1
        degree[b] += 1
    leaves = [v for v in range(n) if degree[v] == 1]
    remaining = n
    while remaining > 2:
        remaining -= len(leaves)
        nextLeaves = []
        for leaf in leaves:
            for nb in neighbors[leaf]:
                degree[nb] -= 1
                if degree[nb] == 1:
                    nextLeaves.append(nb)
        leaves = nextLeaves
    return leaves
`,
        javascript: `function minHeightRoots(n, edges) {
  if (n <= 2) return Array.from({ length: n }, (_, i) => i);
  const neighbors = Array.from({ length: n }, () => []);
  const degree = new Array(n).fill(0);
  for (const [a, b] of edges) {
    neighbors[a].push(b);
    neighbors[b].push(a);
    degree[a] += 1;
    degree[b] += 1;
  }
  let leaves = [];
  for (let v = 0; v < n; v++) if (degree[v] === 1) leaves.push(v);
  let remaining = n;
  while (remaining > 2) {
    remaining -= leaves.length;
    const nextLeaves = [];
    for (const leaf of leaves) {
      for (const nb of neighbors[leaf]) {
        degree[nb] -= 1;
        if (degree[nb] === 1) nextLeaves.push(nb);
      }
    }
    leaves = nextLeaves;
  }
  return leaves;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] minHeightRoots(int n, int[][] edges) {
        if (n <= 2) {
            int[] all = new int[n];
            for (int v = 0; v < n; v++) all[v] = v;
            return all;
        }
        List<List<Integer>> neighbors = new ArrayList<>();
        for (int v = 0; v < n; v++) neighbors.add(new ArrayList<>());
        int[] degree = new int[n];
        for (int[] e : edges) {
            neighbors.get(e[0]).add(e[1]);
            neighbors.get(e[1]).add(e[0]);
            degree[e[0]]++;
            degree[e[1]]++;
        }
        List<Integer> leaves = new ArrayList<>();
        for (int v = 0; v < n; v++) if (degree[v] == 1) leaves.add(v);
        int remaining = n;
        while (remaining > 2) {
            remaining -= leaves.size();
            List<Integer> nextLeaves = new ArrayList<>();
            for (int leaf : leaves) {
                for (int nb : neighbors.get(leaf)) {
                    if (--degree[nb] == 1) nextLeaves.add(nb);
                }
            }
            leaves = nextLeaves;
        }
        return leaves.stream().mapToInt(Integer::intValue).toArray();
    }
}
`,
        cpp: `#include <vector>
using namespace std;

vector<int> minHeightRoots(int n, vector<vector<int>> edges) {
    if (n <= 2) {
        vector<int> all;
        for (int v = 0; v < n; v++) all.push_back(v);
        return all;
    }
    vector<vector<int>> neighbors(n);
    vector<int> degree(n, 0);
    for (const auto& e : edges) {
        neighbors[e[0]].push_back(e[1]);
        neighbors[e[1]].push_back(e[0]);
        degree[e[0]]++;
        degree[e[1]]++;
    }
    vector<int> leaves;
    for (int v = 0; v < n; v++)
        if (degree[v] == 1) leaves.push_back(v);
    int remaining = n;
    while (remaining > 2) {
        remaining -= leaves.size();
        vector<int> nextLeaves;
        for (int leaf : leaves) {
            for (int nb : neighbors[leaf]) {
                if (--degree[nb] == 1) nextLeaves.push_back(nb);
            }
        }
        leaves = nextLeaves;
    }
    return leaves;
}
`,
        go: `package main

func minHeightRoots(n int, edges [][]int) []int {
	if n <= 2 {
		all := []int{}
		for v := 0; v < n; v++ {
			all = append(all, v)
		}
		return all
	}
	neighbors := make([][]int, n)
	degree := make([]int, n)
	for _, e := range edges {
		neighbors[e[0]] = append(neighbors[e[0]], e[1])
		neighbors[e[1]] = append(neighbors[e[1]], e[0])
		degree[e[0]]++
		degree[e[1]]++
	}
	leaves := []int{}
	for v := 0; v < n; v++ {
		if degree[v] == 1 {
			leaves = append(leaves, v)
		}
	}
	remaining := n
	for remaining > 2 {
		remaining -= len(leaves)
		nextLeaves := []int{}
		for _, leaf := range leaves {
			for _, nb := range neighbors[leaf] {
				degree[nb]--
				if degree[nb] == 1 {
					nextLeaves = append(nextLeaves, nb)
				}
			}
		}
		leaves = nextLeaves
	}
	return leaves
}
`,
      },
      solutionExplanation: `## Idea

The best roots are the **centre** of the tree: the middle node (or the two middle nodes) of a longest path. We can find the centre without computing any heights by peeling the tree like an onion, which is a topological sort on an undirected tree: leaves play the role of nodes with in-degree 0.

Remove all current leaves at once, which lowers their neighbours' degrees; the nodes whose degree drops to 1 become the next layer of leaves. Every round shortens every longest path by one edge at each end, so the centre stays put. When at most two nodes are left, they are the answer (a tree always has one or two centres).

## Step by step

1. If \`n <= 2\`, every node is a centre.
2. Build adjacency lists and degrees; collect the leaves (degree 1).
3. While more than two nodes remain:
   - subtract the number of leaves from \`remaining\`;
   - for each leaf, decrement the degree of its neighbours; a neighbour reaching degree 1 joins the next layer.
4. Return the last layer.

For the path \`0 - 1 - 2 - 3 - 4 - 5\`: the leaves are \`0, 5\`, then \`1, 4\`, then \`2, 3\`, and with two nodes left we stop: the answer is \`[2, 3]\`.

Nodes already removed may see their degree decremented again later, but their degree only drops below 1, so they never re-enter a layer.

## Complexity

- Time: O(n): every node is removed once and every edge is examined twice.
- Space: O(n).

## Python solution

\`\`\`python
def minHeightRoots(n, edges):
    if n <= 2:
        return list(range(n))
    neighbors = [[] for _ in range(n)]
    degree = [0] * n
    for a, b in edges:
        neighbors[a].append(b)
        neighbors[b].append(a)
        degree[a] += 1
        degree[b] += 1
    leaves = [v for v in range(n) if degree[v] == 1]
    remaining = n
    while remaining > 2:
        remaining -= len(leaves)
        nextLeaves = []
        for leaf in leaves:
            for nb in neighbors[leaf]:
                degree[nb] -= 1
                if degree[nb] == 1:
                    nextLeaves.append(nb)
        leaves = nextLeaves
    return leaves
\`\`\`
`,
      visibleTests: [
        {
          input: [
            4,
            [
              [1, 0],
              [1, 2],
              [1, 3],
            ],
          ],
          expected: [1],
        },
        {
          input: [
            6,
            [
              [0, 1],
              [1, 2],
              [2, 3],
              [3, 4],
              [4, 5],
            ],
          ],
          expected: [2, 3],
        },
      ],
      hiddenTests: [
        { input: [1, []], expected: [0] },
        { input: [2, [[0, 1]]], expected: [0, 1] },
        {
          input: [
            3,
            [
              [0, 1],
              [1, 2],
            ],
          ],
          expected: [1],
        },
        {
          input: [
            5,
            [
              [0, 1],
              [0, 2],
              [0, 3],
              [0, 4],
            ],
          ],
          expected: [0],
        },
        {
          input: [
            7,
            [
              [0, 1],
              [1, 2],
              [2, 3],
              [3, 4],
              [4, 5],
              [5, 6],
            ],
          ],
          expected: [3],
        },
        {
          input: [
            7,
            [
              [0, 1],
              [1, 2],
              [1, 3],
              [2, 4],
              [3, 5],
              [4, 6],
            ],
          ],
          expected: [1, 2],
        },
        {
          input: [
            4,
            [
              [0, 1],
              [1, 2],
              [2, 3],
            ],
          ],
          expected: [1, 2],
        },
        {
          input: [
            6,
            [
              [0, 3],
              [1, 3],
              [2, 3],
              [4, 3],
              [5, 4],
            ],
          ],
          expected: [3, 4],
        },
        {
          input: [
            8,
            [
              [0, 1],
              [1, 2],
              [2, 3],
              [1, 4],
              [4, 5],
              [5, 6],
              [6, 7],
            ],
          ],
          expected: [4],
        },
        {
          input: [
            10,
            [
              [0, 1],
              [0, 2],
              [2, 3],
              [2, 4],
              [4, 5],
              [5, 6],
              [5, 7],
              [7, 8],
              [3, 9],
            ],
          ],
          expected: [4],
        },
      ],
      companies: { Google: 10, Amazon: 9, Microsoft: 7, Apple: 4, Netflix: 2, LinkedIn: 5, Meta: 8 },
    },
    {
      slug: "alien-alphabet-order",
      title: "Alphabet of a Made-Up Language",
      difficulty: "hard",
      statement: `A made-up language uses some of the lowercase English letters, but in an unknown alphabetical order. You are given \`words\`, a list of words of that language that is claimed to be **sorted** according to its alphabet (by the usual dictionary rule: the first differing letter decides, and a word comes before any longer word that starts with it).

Return a string containing every distinct letter that appears in \`words\`, arranged in an order consistent with the sorted list. When several orders are consistent, return the one that is smallest in ordinary English alphabetical comparison (at each position, use the earliest English letter that is allowed). If the list cannot be sorted under any alphabet, return an empty string.

### Examples

**Example 1**

\`\`\`text
Input: words = ["bca","aaa","acb"]
Output: "bac"
\`\`\`

"bca" before "aaa" gives b < a; "aaa" before "acb" gives a < c. The only order is b, a, c.

**Example 2**

\`\`\`text
Input: words = ["x","z","x"]
Output: ""
\`\`\`

The list needs x < z and z < x at the same time.

**Example 3**

\`\`\`text
Input: words = ["abc","ab"]
Output: ""
\`\`\`

A word may not come before its own prefix.

### Constraints

- 1 ≤ words.length ≤ 100
- 1 ≤ words[i].length ≤ 100
- \`words[i]\` contains only lowercase English letters.
`,
      functionName: "alienAlphabetOrder",
      params: [{ name: "words", type: "string[]" }],
      returnType: "string",
      starter: {
        python: `from typing import List


def alienAlphabetOrder(words: List[str]) -> str:
    # Write your code here
    return ""
`,
        javascript: `function alienAlphabetOrder(words) {
  // Write your code here
  return "";
}
`,
        java: `import java.util.*;

class Solution {
    public static String alienAlphabetOrder(String[] words) {
        // Write your code here
        return "";
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

string alienAlphabetOrder(vector<string> words) {
    // Write your code here
    return "";
}
`,
        go: `package main

func alienAlphabetOrder(words []string) string {
	// Write your code here
	return ""
}
`,
      },
      solutions: {
        python: `import heapq


def alienAlphabetOrder(words):
    letters = set("".join(words))
    after = {c: set() for c in letters}
    indegree = {c: 0 for c in letters}
    for first, second in zip(words, words[1:]):
        for x, y in zip(first, second):
            if x != y:
                if y not in after[x]:
                    after[x].add(y)
                    indegree[y] += 1
                break
        else:
            # no differing letter: the longer word must come second
            if len(first) > len(second):
                return ""
    ready = [c for c in letters if indegree[c] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        c = heapq.heappop(ready)
        order.append(c)
        for d in after[c]:
            indegree[d] -= 1
            if indegree[d] == 0:
                heapq.heappush(ready, d)
    return "".join(order) if len(order) == len(letters) else ""
`,
        javascript: `function alienAlphabetOrder(words) {
  const letters = new Set(words.join(""));
  const after = new Map();
  const indegree = new Map();
  for (const c of letters) {
    after.set(c, new Set());
    indegree.set(c, 0);
  }
  for (let i = 0; i + 1 < words.length; i++) {
    const first = words[i];
    const second = words[i + 1];
    const len = Math.min(first.length, second.length);
    let k = 0;
    while (k < len && first[k] === second[k]) k++;
    if (k === len) {
      if (first.length > second.length) return "";
      continue;
    }
    const x = first[k];
    const y = second[k];
    if (!after.get(x).has(y)) {
      after.get(x).add(y);
      indegree.set(y, indegree.get(y) + 1);
    }
  }
  // at most 26 letters: picking the smallest ready letter by scanning is enough
  const ready = new Set([...letters].filter((c) => indegree.get(c) === 0));
  let order = "";
  while (ready.size > 0) {
    let c = null;
    for (const r of ready) if (c === null || r < c) c = r;
    ready.delete(c);
    order += c;
    for (const d of after.get(c)) {
      indegree.set(d, indegree.get(d) - 1);
      if (indegree.get(d) === 0) ready.add(d);
    }
  }
  return order.length === letters.size ? order : "";
}
`,
        java: `import java.util.*;

class Solution {
    public static String alienAlphabetOrder(String[] words) {
        Map<Character, Set<Character>> after = new HashMap<>();
        Map<Character, Integer> indegree = new HashMap<>();
        for (String w : words) {
            for (char c : w.toCharArray()) {
                after.putIfAbsent(c, new HashSet<>());
                indegree.putIfAbsent(c, 0);
            }
        }
        for (int w = 0; w + 1 < words.length; w++) {
            String first = words[w], second = words[w + 1];
            int len = Math.min(first.length(), second.length());
            int k = 0;
            while (k < len && first.charAt(k) == second.charAt(k)) k++;
            if (k < len) {
                if (after.get(first.charAt(k)).add(second.charAt(k))) indegree.merge(second.charAt(k), 1, Integer::sum);
            } else if (first.length() > second.length()) {
                return ""; // no differing letter: the longer word must come second
            }
        }
        PriorityQueue<Character> ready = new PriorityQueue<>();
        for (char c : indegree.keySet()) if (indegree.get(c) == 0) ready.add(c);
        StringBuilder order = new StringBuilder();
        while (!ready.isEmpty()) {
            char c = ready.poll();
            order.append(c);
            for (char d : after.get(c)) {
                if (indegree.merge(d, -1, Integer::sum) == 0) ready.add(d);
            }
        }
        return order.length() == indegree.size() ? order.toString() : "";
    }
}
`,
        cpp: `#include <algorithm>
#include <functional>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <vector>
using namespace std;

string alienAlphabetOrder(vector<string> words) {
    map<char, set<char>> after;
    map<char, int> indegree;
    for (const string& w : words) {
        for (char c : w) {
            after[c];
            indegree[c];
        }
    }
    for (size_t w = 0; w + 1 < words.size(); w++) {
        const string &first = words[w], &second = words[w + 1];
        size_t len = min(first.size(), second.size()), k = 0;
        while (k < len && first[k] == second[k]) k++;
        if (k < len) {
            if (after[first[k]].insert(second[k]).second) indegree[second[k]]++;
        } else if (first.size() > second.size()) {
            return "";  // no differing letter: the longer word must come second
        }
    }
    priority_queue<char, vector<char>, greater<char>> ready;
    for (const auto& [c, d] : indegree)
        if (d == 0) ready.push(c);
    string order;
    while (!ready.empty()) {
        char c = ready.top();
        ready.pop();
        order += c;
        for (char d : after[c]) {
            if (--indegree[d] == 0) ready.push(d);
        }
    }
    return order.size() == indegree.size() ? order : "";
}
`,
        go: `package main

import "container/heap"

type byteHeap []byte

func (h byteHeap) Len() int            { return len(h) }
func (h byteHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h byteHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *byteHeap) Push(x interface{}) { *h = append(*h, x.(byte)) }
func (h *byteHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func alienAlphabetOrder(words []string) string {
	after := map[byte]map[byte]bool{}
	indegree := map[byte]int{}
	for _, w := range words {
		for i := 0; i < len(w); i++ {
			if after[w[i]] == nil {
				after[w[i]] = map[byte]bool{}
				indegree[w[i]] = 0
			}
		}
	}
	for w := 0; w+1 < len(words); w++ {
		first, second := words[w], words[w+1]
		k := 0
		for k < len(first) && k < len(second) && first[k] == second[k] {
			k++
		}
		if k < len(first) && k < len(second) {
			if !after[first[k]][second[k]] {
				after[first[k]][second[k]] = true
				indegree[second[k]]++
			}
		} else if len(first) > len(second) {
			return "" // no differing letter: the longer word must come second
		}
	}
	ready := &byteHeap{}
	for c, d := range indegree {
		if d == 0 {
			heap.Push(ready, c)
		}
	}
	order := []byte{}
	for ready.Len() > 0 {
		c := heap.Pop(ready).(byte)
		order = append(order, c)
		for d := range after[c] {
			indegree[d]--
			if indegree[d] == 0 {
				heap.Push(ready, d)
			}
		}
	}
	if len(order) != len(indegree) {
		return ""
	}
	return string(order)
}
`,
      },
      solutionExplanation: `## Idea

The sorted list only reveals information where **adjacent** words first differ. If \`first\` and \`second\` are adjacent and their first differing position holds \`x\` in \`first\` and \`y\` in \`second\`, then \`x\` comes before \`y\` in the alphabet: add the edge \`x → y\`. Letters after that position say nothing. If there is no differing position and \`first\` is longer than \`second\`, the list is invalid regardless of the alphabet (a word cannot precede its own prefix).

Any topological order of the letter graph is a consistent alphabet, and a cycle means no alphabet exists. To return the required unique answer (smallest in English order), use a min-heap of ready letters, as in the previous problem.

## Step by step

1. Collect all distinct letters; each starts with in-degree 0.
2. For each adjacent pair, find the first differing position:
   - if found, add \`x → y\` once (ignore repeated edges so in-degrees stay correct);
   - if not found and \`len(first) > len(second)\`, return \`""\`.
3. Run Kahn's algorithm with a min-heap, starting from letters with in-degree 0.
4. If every letter was output, return the order; otherwise there is a cycle: return \`""\`.

For \`["cab", "cat", "bat", "tab"]\` the pairs give \`b → t\`, \`c → b\` and \`b → t\` again. The letter \`a\` is unconstrained, so the ready set starts as \`{a, c}\`; we take \`a\`, then \`c\`, which releases \`b\`, which releases \`t\`. The answer is \`"acbt"\`.

## Complexity

Let C be the total number of characters and U ≤ 26 the number of distinct letters.

- Time: O(C + U^2 log U): building the graph scans each word pair once, and there are at most U^2 edges.
- Space: O(U^2) for the graph.

## Python solution

\`\`\`python
import heapq


def alienAlphabetOrder(words):
    letters = set("".join(words))
    after = {c: set() for c in letters}
    indegree = {c: 0 for c in letters}
    for first, second in zip(words, words[1:]):
        for x, y in zip(first, second):
            if x != y:
                if y not in after[x]:
                    after[x].add(y)
                    indegree[y] += 1
                break
        else:
            # no differing letter: the longer word must come second
            if len(first) > len(second):
                return ""
    ready = [c for c in letters if indegree[c] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        c = heapq.heappop(ready)
        order.append(c)
        for d in after[c]:
            indegree[d] -= 1
            if indegree[d] == 0:
                heapq.heappush(ready, d)
    return "".join(order) if len(order) == len(letters) else ""
\`\`\`
`,
      visibleTests: [
        { input: [["bca", "aaa", "acb"]], expected: "bac" },
        { input: [["x", "z", "x"]], expected: "" },
        { input: [["abc", "ab"]], expected: "" },
      ],
      hiddenTests: [
        { input: [["z"]], expected: "z" },
        { input: [["z", "z"]], expected: "z" },
        { input: [["ab", "adc"]], expected: "abcd" },
        { input: [["ba", "bc", "ac", "cab"]], expected: "bac" },
        { input: [["a", "b", "c", "a"]], expected: "" },
        { input: [["zy", "zx"]], expected: "yxz" },
        { input: [["moon", "mood", "dog", "do"]], expected: "" },
        { input: [["cab", "cat", "bat", "tab"]], expected: "acbt" },
        { input: [["hello", "help", "world"]], expected: "dehloprw" },
        { input: [["abc", "abd", "abe", "b"]], expected: "abcde" },
        { input: [["x", "xy", "xyz"]], expected: "xyz" },
        { input: [["ab", "bc", "ca", "ab"]], expected: "" },
        { input: [["yx", "xz", "zy"]], expected: "yxz" },
      ],
      companies: { Google: 20, Amazon: 17, Microsoft: 12, Apple: 8, Netflix: 3, LinkedIn: 6, Meta: 23 },
    },
  ],
  finalRemarks: `# Final Remarks

Topological sorting is the standard tool for anything phrased as dependencies. Once you translate "a before b" into a directed edge \`a → b\`, most questions reduce to running Kahn's algorithm and reading the result.

Points to remember:

- **Get the edge direction right.** Decide once whether a pair \`[u, v]\` means "u before v" or the opposite, write it down, and build the graph accordingly. Mixing the directions up is the most frequent bug.
- **In-degrees drive everything.** Nodes with in-degree 0 are ready; removing a node releases its successors.
- **A short order means a cycle.** If fewer than \`V\` nodes are output, the constraints are contradictory. This is also the simplest way to detect cycles in a directed graph.
- **Choose the container for the order you need.** A queue gives some valid order; a min-heap gives the lexicographically smallest one; processing the queue level by level counts rounds (semesters, parallel build stages).
- **Peeling works on undirected trees too.** Removing leaves layer by layer finds the centre of a tree, the idea behind the minimum-height-roots problem.
- **Build the graph carefully from indirect data.** In the alien alphabet problem, only the first differing letter of two adjacent words gives a constraint, and a longer word before its own prefix makes the input invalid.

The algorithm runs in O(V + E) time and space, which is optimal because every constraint must be read at least once.
`,
  companyFrequency: { Google: 17, Amazon: 20, Microsoft: 13, Apple: 8, Netflix: 3, LinkedIn: 7, Meta: 19 },
};
