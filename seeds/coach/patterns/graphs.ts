import type { SeedPattern, SeedProblem } from "../types";

// ---------------------------------------------------------------------------
// Route Between Stations
// ---------------------------------------------------------------------------

const routePy = `from collections import deque


def routeExists(n, edges, source, target):
    graph = [[] for _ in range(n)]
    for a, b in edges:
        graph[a].append(b)
        graph[b].append(a)
    seen = [False] * n
    seen[source] = True
    queue = deque([source])
    while queue:
        node = queue.popleft()
        if node == target:
            return True
        for nxt in graph[node]:
            if not seen[nxt]:
                seen[nxt] = True
                queue.append(nxt)
    return False
`;

const routeJs = `function routeExists(n, edges, source, target) {
  const graph = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    graph[a].push(b);
    graph[b].push(a);
  }
  const seen = new Array(n).fill(false);
  seen[source] = true;
  const queue = [source];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === target) return true;
    for (const nxt of graph[node]) {
      if (!seen[nxt]) {
        seen[nxt] = true;
        queue.push(nxt);
      }
    }
  }
  return false;
}
`;

const routeJava = `import java.util.*;

class Solution {
    public static boolean routeExists(int n, int[][] edges, int source, int target) {
        List<List<Integer>> graph = new ArrayList<>();
        for (int i = 0; i < n; i++) graph.add(new ArrayList<>());
        for (int[] e : edges) {
            graph.get(e[0]).add(e[1]);
            graph.get(e[1]).add(e[0]);
        }
        boolean[] seen = new boolean[n];
        seen[source] = true;
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(source);
        while (!queue.isEmpty()) {
            int node = queue.poll();
            if (node == target) return true;
            for (int next : graph.get(node)) {
                if (!seen[next]) {
                    seen[next] = true;
                    queue.add(next);
                }
            }
        }
        return false;
    }
}
`;

const routeCpp = `#include <queue>
#include <vector>
using namespace std;

bool routeExists(int n, vector<vector<int>>& edges, int source, int target) {
    vector<vector<int>> graph(n);
    for (const auto& e : edges) {
        graph[e[0]].push_back(e[1]);
        graph[e[1]].push_back(e[0]);
    }
    vector<bool> seen(n, false);
    seen[source] = true;
    queue<int> pending;
    pending.push(source);
    while (!pending.empty()) {
        int node = pending.front();
        pending.pop();
        if (node == target) return true;
        for (int next : graph[node]) {
            if (!seen[next]) {
                seen[next] = true;
                pending.push(next);
            }
        }
    }
    return false;
}
`;

const routeGo = `package main

func routeExists(n int, edges [][]int, source int, target int) bool {
	graph := make([][]int, n)
	for _, e := range edges {
		graph[e[0]] = append(graph[e[0]], e[1])
		graph[e[1]] = append(graph[e[1]], e[0])
	}
	seen := make([]bool, n)
	seen[source] = true
	queue := []int{source}
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		if node == target {
			return true
		}
		for _, next := range graph[node] {
			if !seen[next] {
				seen[next] = true
				queue = append(queue, next)
			}
		}
	}
	return false
}
`;

const routeBetweenStations: SeedProblem = {
  slug: "route-between-stations",
  title: "Route Between Stations",
  difficulty: "easy",
  statement: `A railway network has \`n\` stations numbered \`0\` to \`n - 1\`. Each entry \`[a, b]\` of \`edges\` is a track that can be travelled in **both** directions between stations \`a\` and \`b\`.

Return \`true\` if a passenger can get from station \`source\` to station \`target\` using any number of tracks (zero tracks when the two stations are the same), and \`false\` otherwise.

### Examples

**Example 1**

- Input: \`n = 4\`, \`edges = [[0,1],[1,2],[3,2]]\`, \`source = 0\`, \`target = 3\`
- Output: \`true\`
- Explanation: the route 0 → 1 → 2 → 3 uses three tracks.

**Example 2**

- Input: \`n = 5\`, \`edges = [[0,1],[2,3],[3,4]]\`, \`source = 1\`, \`target = 4\`
- Output: \`false\`
- Explanation: stations 0 and 1 form one group and stations 2, 3 and 4 another; no track joins the two groups.

### Constraints

- \`1 <= n <= 10^4\`
- \`0 <= edges.length <= 2 * 10^4\`
- \`edges[i].length == 2\`, \`0 <= a, b < n\`, \`a != b\`
- The same track may be listed more than once.
- \`0 <= source, target < n\`
`,
  functionName: "routeExists",
  params: [
    { name: "n", type: "int" },
    { name: "edges", type: "int[][]" },
    { name: "source", type: "int" },
    { name: "target", type: "int" },
  ],
  returnType: "bool",
  starter: {
    python: `def routeExists(n: int, edges: list[list[int]], source: int, target: int) -> bool:
    # Write your solution here.
    return False
`,
    javascript: `function routeExists(n, edges, source, target) {
  // Write your solution here.
  return false;
}
`,
    java: `class Solution {
    public static boolean routeExists(int n, int[][] edges, int source, int target) {
        // Write your solution here.
        return false;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

bool routeExists(int n, vector<vector<int>>& edges, int source, int target) {
    // Write your solution here.
    return false;
}
`,
    go: `package main

func routeExists(n int, edges [][]int, source int, target int) bool {
	// Write your solution here.
	return false
}
`,
  },
  solutions: { python: routePy, javascript: routeJs, java: routeJava, cpp: routeCpp, go: routeGo },
  solutionExplanation: `## Idea

The stations and tracks form an undirected graph. The question "can I get from \`source\` to \`target\`?" is answered by exploring everything reachable from \`source\` with a breadth-first search (a depth-first search works equally well) and checking whether \`target\` shows up.

## Step by step

1. Build an adjacency list: for every track \`[a, b]\`, append \`b\` to \`a\`'s list and \`a\` to \`b\`'s list.
2. Mark \`source\` as seen and put it in a queue.
3. Pop a station. If it is \`target\`, answer \`true\`.
4. Otherwise push every neighbour that has not been seen yet, marking it as seen **when it is pushed** so no station enters the queue twice.
5. If the queue empties without meeting \`target\`, the two stations are in different components: answer \`false\`.

Duplicated tracks are harmless: the \`seen\` array stops the second copy from doing anything.

## Complexity

- Time: **O(n + e)** where \`e\` is the number of tracks — every station and every track is handled a constant number of times.
- Space: **O(n + e)** for the adjacency list, the queue and the \`seen\` array.

\`\`\`python
${routePy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        4,
        [
          [0, 1],
          [1, 2],
          [3, 2],
        ],
        0,
        3,
      ],
      expected: true,
    },
    {
      input: [
        5,
        [
          [0, 1],
          [2, 3],
          [3, 4],
        ],
        1,
        4,
      ],
      expected: false,
    },
  ],
  hiddenTests: [
    { input: [1, [], 0, 0], expected: true },
    { input: [2, [], 0, 1], expected: false },
    { input: [2, [[1, 0]], 1, 0], expected: true },
    {
      input: [
        6,
        [
          [0, 1],
          [1, 2],
          [2, 0],
          [3, 4],
          [4, 5],
        ],
        0,
        5,
      ],
      expected: false,
    },
    {
      input: [
        6,
        [
          [0, 1],
          [1, 2],
          [2, 0],
          [3, 4],
          [4, 5],
        ],
        5,
        3,
      ],
      expected: true,
    },
    {
      input: [
        7,
        [
          [0, 1],
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
          [5, 6],
        ],
        6,
        0,
      ],
      expected: true,
    },
    {
      input: [
        5,
        [
          [0, 4],
          [4, 0],
          [1, 2],
        ],
        3,
        3,
      ],
      expected: true,
    },
    {
      input: [
        10,
        [
          [3, 8],
          [3, 9],
          [5, 8],
          [3, 5],
          [4, 7],
          [0, 7],
        ],
        0,
        9,
      ],
      expected: false,
    },
    {
      input: [
        12,
        [
          [0, 7],
          [9, 10],
          [3, 10],
          [6, 10],
          [4, 6],
          [6, 11],
          [3, 6],
          [5, 10],
          [1, 10],
          [3, 4],
          [5, 7],
          [1, 3],
          [6, 7],
          [1, 6],
        ],
        2,
        11,
      ],
      expected: false,
    },
    {
      input: [
        30,
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
          [5, 6],
          [6, 7],
          [7, 8],
          [8, 9],
          [9, 10],
          [10, 11],
          [11, 12],
          [12, 13],
          [13, 14],
          [14, 15],
          [15, 16],
          [16, 17],
          [17, 18],
          [18, 19],
          [19, 20],
          [20, 21],
          [21, 22],
          [22, 23],
          [23, 24],
          [24, 25],
          [25, 26],
          [26, 27],
          [27, 28],
          [28, 29],
        ],
        0,
        29,
      ],
      expected: true,
    },
    {
      input: [
        30,
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
          [5, 6],
          [6, 7],
          [7, 8],
          [8, 9],
          [9, 10],
          [10, 11],
          [11, 12],
          [12, 13],
          [13, 14],
          [15, 16],
          [16, 17],
          [17, 18],
          [18, 19],
          [19, 20],
          [20, 21],
          [21, 22],
          [22, 23],
          [23, 24],
          [24, 25],
          [25, 26],
          [26, 27],
          [27, 28],
          [28, 29],
        ],
        0,
        29,
      ],
      expected: false,
    },
  ],
  companies: { Google: 9, Amazon: 14, Microsoft: 8, Apple: 4, Netflix: 1, LinkedIn: 3, Meta: 10 },
};

// ---------------------------------------------------------------------------
// Two-Team Split
// ---------------------------------------------------------------------------

const teamsPy = `from collections import deque


def canSplitIntoTwoTeams(n, rivalries):
    graph = [[] for _ in range(n)]
    for a, b in rivalries:
        graph[a].append(b)
        graph[b].append(a)
    team = [-1] * n
    for start in range(n):
        if team[start] != -1:
            continue
        team[start] = 0
        queue = deque([start])
        while queue:
            node = queue.popleft()
            for nxt in graph[node]:
                if team[nxt] == -1:
                    team[nxt] = 1 - team[node]
                    queue.append(nxt)
                elif team[nxt] == team[node]:
                    return False
    return True
`;

const teamsJs = `function canSplitIntoTwoTeams(n, rivalries) {
  const graph = Array.from({ length: n }, () => []);
  for (const [a, b] of rivalries) {
    graph[a].push(b);
    graph[b].push(a);
  }
  const team = new Array(n).fill(-1);
  for (let start = 0; start < n; start++) {
    if (team[start] !== -1) continue;
    team[start] = 0;
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      for (const nxt of graph[node]) {
        if (team[nxt] === -1) {
          team[nxt] = 1 - team[node];
          queue.push(nxt);
        } else if (team[nxt] === team[node]) {
          return false;
        }
      }
    }
  }
  return true;
}
`;

const teamsJava = `import java.util.*;

class Solution {
    public static boolean canSplitIntoTwoTeams(int n, int[][] rivalries) {
        List<List<Integer>> graph = new ArrayList<>();
        for (int i = 0; i < n; i++) graph.add(new ArrayList<>());
        for (int[] r : rivalries) {
            graph.get(r[0]).add(r[1]);
            graph.get(r[1]).add(r[0]);
        }
        int[] team = new int[n];
        Arrays.fill(team, -1);
        for (int start = 0; start < n; start++) {
            if (team[start] != -1) continue;
            team[start] = 0;
            Deque<Integer> queue = new ArrayDeque<>();
            queue.add(start);
            while (!queue.isEmpty()) {
                int node = queue.poll();
                for (int next : graph.get(node)) {
                    if (team[next] == -1) {
                        team[next] = 1 - team[node];
                        queue.add(next);
                    } else if (team[next] == team[node]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
`;

const teamsCpp = `#include <queue>
#include <vector>
using namespace std;

bool canSplitIntoTwoTeams(int n, vector<vector<int>>& rivalries) {
    vector<vector<int>> graph(n);
    for (const auto& r : rivalries) {
        graph[r[0]].push_back(r[1]);
        graph[r[1]].push_back(r[0]);
    }
    vector<int> team(n, -1);
    for (int start = 0; start < n; start++) {
        if (team[start] != -1) continue;
        team[start] = 0;
        queue<int> pending;
        pending.push(start);
        while (!pending.empty()) {
            int node = pending.front();
            pending.pop();
            for (int next : graph[node]) {
                if (team[next] == -1) {
                    team[next] = 1 - team[node];
                    pending.push(next);
                } else if (team[next] == team[node]) {
                    return false;
                }
            }
        }
    }
    return true;
}
`;

const teamsGo = `package main

func canSplitIntoTwoTeams(n int, rivalries [][]int) bool {
	graph := make([][]int, n)
	for _, r := range rivalries {
		graph[r[0]] = append(graph[r[0]], r[1])
		graph[r[1]] = append(graph[r[1]], r[0])
	}
	team := make([]int, n)
	for i := range team {
		team[i] = -1
	}
	for start := 0; start < n; start++ {
		if team[start] != -1 {
			continue
		}
		team[start] = 0
		queue := []int{start}
		for len(queue) > 0 {
			node := queue[0]
			queue = queue[1:]
			for _, next := range graph[node] {
				if team[next] == -1 {
					team[next] = 1 - team[node]
					queue = append(queue, next)
				} else if team[next] == team[node] {
					return false
				}
			}
		}
	}
	return true
}
`;

const twoTeamSplit: SeedProblem = {
  slug: "two-team-split",
  title: "Two-Team Split",
  difficulty: "medium",
  statement: `A coach wants to split \`n\` players, numbered \`0\` to \`n - 1\`, into exactly two teams (a team may be empty). Each pair \`[a, b]\` in \`rivalries\` says that players \`a\` and \`b\` refuse to play on the same team.

Return \`true\` if every player can be placed on one of the two teams so that no two rivals share a team, and \`false\` otherwise.

### Examples

**Example 1**

- Input: \`n = 4\`, \`rivalries = [[0,1],[1,2],[2,3],[3,0]]\`
- Output: \`true\`
- Explanation: put players 0 and 2 on one team and players 1 and 3 on the other.

**Example 2**

- Input: \`n = 3\`, \`rivalries = [[0,1],[1,2],[2,0]]\`
- Output: \`false\`
- Explanation: whichever team player 0 joins, players 1 and 2 must both join the other one — but they are rivals too.

### Constraints

- \`1 <= n <= 10^4\`
- \`0 <= rivalries.length <= 2 * 10^4\`
- \`rivalries[i].length == 2\`, \`0 <= a, b < n\`, \`a != b\`
- A rivalry may be listed twice. Players with no rivalries can go on either team.
`,
  functionName: "canSplitIntoTwoTeams",
  params: [
    { name: "n", type: "int" },
    { name: "rivalries", type: "int[][]" },
  ],
  returnType: "bool",
  starter: {
    python: `def canSplitIntoTwoTeams(n: int, rivalries: list[list[int]]) -> bool:
    # Write your solution here.
    return False
`,
    javascript: `function canSplitIntoTwoTeams(n, rivalries) {
  // Write your solution here.
  return false;
}
`,
    java: `class Solution {
    public static boolean canSplitIntoTwoTeams(int n, int[][] rivalries) {
        // Write your solution here.
        return false;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

bool canSplitIntoTwoTeams(int n, vector<vector<int>>& rivalries) {
    // Write your solution here.
    return false;
}
`,
    go: `package main

func canSplitIntoTwoTeams(n int, rivalries [][]int) bool {
	// Write your solution here.
	return false
}
`,
  },
  solutions: { python: teamsPy, javascript: teamsJs, java: teamsJava, cpp: teamsCpp, go: teamsGo },
  solutionExplanation: `## Idea

Players are nodes and rivalries are undirected edges. A valid split exists exactly when the graph is **bipartite**: its nodes can be coloured with two colours so that every edge joins different colours. Colouring greedily with a BFS is enough — once a player's team is fixed, every rival's team is forced, so the first conflict we meet is a real contradiction (it means the graph contains a cycle of odd length).

## Step by step

1. Build the adjacency list and set \`team[i] = -1\` (unassigned) for every player.
2. The graph can have several components, so loop over every player. An unassigned player starts a new BFS and is put on team \`0\` — the choice is free because nothing links this component to the earlier ones.
3. While the queue is not empty, pop a player and look at each rival:
   - unassigned rival → give it the opposite team (\`1 - team[node]\`) and enqueue it;
   - rival already on the **same** team → return \`false\`.
4. If every component is coloured without a conflict, return \`true\`.

## Complexity

- Time: **O(n + r)** where \`r\` is the number of rivalries; each player is enqueued once and each rivalry is examined twice.
- Space: **O(n + r)** for the adjacency list, the team array and the queue.

\`\`\`python
${teamsPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        4,
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 0],
        ],
      ],
      expected: true,
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
      expected: false,
    },
  ],
  hiddenTests: [
    { input: [1, []], expected: true },
    { input: [2, [[0, 1]]], expected: true },
    { input: [5, []], expected: true },
    {
      input: [
        5,
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 0],
        ],
      ],
      expected: false,
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
          [5, 0],
        ],
      ],
      expected: true,
    },
    {
      input: [
        6,
        [
          [0, 1],
          [2, 3],
          [3, 4],
          [4, 2],
        ],
      ],
      expected: false,
    },
    {
      input: [
        7,
        [
          [0, 3],
          [0, 4],
          [1, 4],
          [1, 5],
          [2, 5],
          [2, 6],
          [0, 1],
          [5, 6],
        ],
      ],
      expected: false,
    },
    {
      input: [
        8,
        [
          [0, 1],
          [0, 1],
          [2, 3],
          [4, 5],
          [6, 7],
          [1, 2],
          [3, 4],
        ],
      ],
      expected: true,
    },
    {
      input: [
        10,
        [
          [1, 9],
          [2, 7],
          [5, 9],
          [0, 1],
          [7, 8],
          [2, 8],
          [4, 8],
          [3, 8],
          [7, 9],
        ],
      ],
      expected: false,
    },
    {
      input: [
        12,
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
          [5, 6],
          [6, 7],
          [7, 8],
          [8, 9],
          [9, 10],
          [10, 11],
          [11, 0],
          [0, 6],
        ],
      ],
      expected: false,
    },
    {
      input: [
        12,
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
          [5, 6],
          [6, 7],
          [7, 8],
          [8, 9],
          [9, 10],
          [10, 11],
          [11, 0],
          [0, 7],
        ],
      ],
      expected: true,
    },
  ],
  companies: { Google: 12, Amazon: 8, Microsoft: 7, Apple: 5, Netflix: 2, LinkedIn: 4, Meta: 15 },
};

// ---------------------------------------------------------------------------
// Signal Broadcast Time
// ---------------------------------------------------------------------------

const signalPy = `import heapq


def broadcastTime(n, links, source):
    graph = [[] for _ in range(n)]
    for u, v, w in links:
        graph[u].append((v, w))
    dist = [None] * n
    heap = [(0, source)]
    reached = 0
    latest = 0
    while heap:
        d, node = heapq.heappop(heap)
        if dist[node] is not None:
            continue
        dist[node] = d
        reached += 1
        latest = d
        for nxt, w in graph[node]:
            if dist[nxt] is None:
                heapq.heappush(heap, (d + w, nxt))
    return latest if reached == n else -1
`;

const signalJs = `function broadcastTime(n, links, source) {
  const graph = Array.from({ length: n }, () => []);
  for (const [u, v, w] of links) graph[u].push([v, w]);
  // minimal binary heap of [distance, node]
  const heap = [];
  const push = (item) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
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
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  const done = new Array(n).fill(false);
  let reached = 0, latest = 0;
  push([0, source]);
  while (heap.length > 0) {
    const [d, node] = pop();
    if (done[node]) continue;
    done[node] = true;
    reached++;
    latest = d;
    for (const [nxt, w] of graph[node]) {
      if (!done[nxt]) push([d + w, nxt]);
    }
  }
  return reached === n ? latest : -1;
}
`;

const signalJava = `import java.util.*;

class Solution {
    public static int broadcastTime(int n, int[][] links, int source) {
        List<List<int[]>> graph = new ArrayList<>();
        for (int i = 0; i < n; i++) graph.add(new ArrayList<>());
        for (int[] l : links) graph.get(l[0]).add(new int[] {l[1], l[2]});
        Integer[] dist = new Integer[n];
        // (distance, node), nearest first
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        heap.add(new int[] {0, source});
        int reached = 0, latest = 0;
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            int d = top[0], node = top[1];
            if (dist[node] != null) continue;
            dist[node] = d;
            reached++;
            latest = d;
            for (int[] edge : graph.get(node)) {
                if (dist[edge[0]] == null) heap.add(new int[] {d + edge[1], edge[0]});
            }
        }
        return reached == n ? latest : -1;
    }
}
`;

const signalCpp = `#include <functional>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

int broadcastTime(int n, vector<vector<int>>& links, int source) {
    vector<vector<pair<int, int>>> graph(n);  // (neighbour, delay)
    for (const auto& l : links) graph[l[0]].push_back({l[1], l[2]});
    vector<int> dist(n, -1);
    // (distance, node), nearest first
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> heap;
    heap.push({0, source});
    int reached = 0, latest = 0;
    while (!heap.empty()) {
        auto [d, node] = heap.top();
        heap.pop();
        if (dist[node] != -1) continue;
        dist[node] = d;
        reached++;
        latest = d;
        for (auto [next, w] : graph[node]) {
            if (dist[next] == -1) heap.push({d + w, next});
        }
    }
    return reached == n ? latest : -1;
}
`;

const signalGo = `package main

import "container/heap"

// pairHeap is a min-heap of (distance, node) pairs.
type pairHeap [][2]int

func (h pairHeap) Len() int { return len(h) }
func (h pairHeap) Less(i, j int) bool {
	if h[i][0] != h[j][0] {
		return h[i][0] < h[j][0]
	}
	return h[i][1] < h[j][1]
}
func (h pairHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *pairHeap) Push(x interface{}) { *h = append(*h, x.([2]int)) }
func (h *pairHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func broadcastTime(n int, links [][]int, source int) int {
	graph := make([][][2]int, n) // (neighbour, delay)
	for _, l := range links {
		graph[l[0]] = append(graph[l[0]], [2]int{l[1], l[2]})
	}
	done := make([]bool, n)
	h := &pairHeap{{0, source}}
	reached, latest := 0, 0
	for h.Len() > 0 {
		top := heap.Pop(h).([2]int)
		d, node := top[0], top[1]
		if done[node] {
			continue
		}
		done[node] = true
		reached++
		latest = d
		for _, edge := range graph[node] {
			if !done[edge[0]] {
				heap.Push(h, [2]int{d + edge[1], edge[0]})
			}
		}
	}
	if reached != n {
		return -1
	}
	return latest
}
`;

const signalBroadcastTime: SeedProblem = {
  slug: "signal-broadcast-time",
  title: "Signal Broadcast Time",
  difficulty: "medium",
  statement: `A data centre has \`n\` servers numbered \`0\` to \`n - 1\`. Each entry \`[u, v, w]\` of \`links\` is a **one-way** link: a message sent by server \`u\` arrives at server \`v\` after \`w\` milliseconds.

At time \`0\` server \`source\` starts broadcasting an alert, and every server forwards the alert along all of its outgoing links the moment it first receives it. Return the time at which the **last** server receives the alert, or \`-1\` if some server never receives it.

### Examples

**Example 1**

- Input: \`n = 4\`, \`links = [[1,0,1],[1,2,1],[2,3,1]]\`, \`source = 1\`
- Output: \`2\`
- Explanation: servers 0 and 2 hear the alert at time 1 and server 3 at time 2.

**Example 2**

- Input: \`n = 3\`, \`links = [[0,1,4],[0,2,9],[1,2,2]]\`, \`source = 0\`
- Output: \`6\`
- Explanation: going through server 1 (4 + 2 = 6 ms) beats the direct link to server 2 (9 ms).

### Constraints

- \`1 <= n <= 10^4\`
- \`0 <= links.length <= 5 * 10^4\`
- \`links[i] = [u, v, w]\` with \`0 <= u, v < n\`, \`u != v\` and \`0 <= w <= 10^4\`
- Several links may join the same pair of servers.
- \`0 <= source < n\`
`,
  functionName: "broadcastTime",
  params: [
    { name: "n", type: "int" },
    { name: "links", type: "int[][]" },
    { name: "source", type: "int" },
  ],
  returnType: "int",
  starter: {
    python: `def broadcastTime(n: int, links: list[list[int]], source: int) -> int:
    # Write your solution here.
    return -1
`,
    javascript: `function broadcastTime(n, links, source) {
  // Write your solution here.
  return -1;
}
`,
    java: `class Solution {
    public static int broadcastTime(int n, int[][] links, int source) {
        // Write your solution here.
        return -1;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

int broadcastTime(int n, vector<vector<int>>& links, int source) {
    // Write your solution here.
    return -1;
}
`,
    go: `package main

func broadcastTime(n int, links [][]int, source int) int {
	// Write your solution here.
	return -1
}
`,
  },
  solutions: { python: signalPy, javascript: signalJs, java: signalJava, cpp: signalCpp, go: signalGo },
  solutionExplanation: `## Idea

Each server receives the alert at the length of its **shortest weighted path** from \`source\`. The answer is the largest of those shortest distances (or \`-1\` when a server is unreachable). All delays are non-negative, which is exactly the setting for **Dijkstra's algorithm**: repeatedly settle the unsettled server with the smallest tentative arrival time.

## Step by step

1. Build a directed adjacency list \`u → (v, w)\`.
2. Push \`(0, source)\` onto a min-heap keyed by arrival time.
3. Pop the smallest entry. If that server is already settled, skip it (it is a stale, longer entry). Otherwise settle it: record its time, count it, and remember the time as the latest so far — times are popped in non-decreasing order, so the last settled server has the largest time.
4. For each outgoing link to an unsettled server, push \`(time + w, neighbour)\`.
5. When the heap is empty, return the latest time if all \`n\` servers were settled, otherwise \`-1\`.

Parallel links need no special care: the cheaper one is simply popped first.

## Complexity

- Time: **O((n + m) log m)** for \`m\` links — each link can push one heap entry.
- Space: **O(n + m)** for the graph and the heap.

\`\`\`python
${signalPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        4,
        [
          [1, 0, 1],
          [1, 2, 1],
          [2, 3, 1],
        ],
        1,
      ],
      expected: 2,
    },
    {
      input: [
        3,
        [
          [0, 1, 4],
          [0, 2, 9],
          [1, 2, 2],
        ],
        0,
      ],
      expected: 6,
    },
  ],
  hiddenTests: [
    { input: [1, [], 0], expected: 0 },
    { input: [2, [[0, 1, 5]], 1], expected: -1 },
    { input: [2, [[0, 1, 5]], 0], expected: 5 },
    {
      input: [
        3,
        [
          [0, 1, 0],
          [1, 2, 0],
        ],
        0,
      ],
      expected: 0,
    },
    {
      input: [
        4,
        [
          [0, 1, 100],
          [0, 2, 1],
          [2, 1, 1],
          [1, 3, 1],
          [2, 3, 50],
        ],
        0,
      ],
      expected: 3,
    },
    {
      input: [
        5,
        [
          [0, 1, 1],
          [1, 0, 1],
          [2, 3, 1],
        ],
        0,
      ],
      expected: -1,
    },
    {
      input: [
        5,
        [
          [0, 1, 7],
          [0, 1, 3],
          [1, 2, 2],
          [2, 3, 2],
          [3, 4, 2],
          [0, 4, 100],
        ],
        0,
      ],
      expected: 9,
    },
    {
      input: [
        6,
        [
          [0, 1, 1000],
          [1, 2, 1000],
          [2, 3, 1000],
          [3, 4, 1000],
          [4, 5, 1000],
        ],
        0,
      ],
      expected: 5000,
    },
    {
      input: [
        8,
        [
          [5, 7, 1],
          [3, 4, 10],
          [1, 4, 4],
          [4, 7, 6],
          [6, 1, 16],
          [5, 3, 3],
          [4, 2, 0],
          [0, 6, 19],
          [7, 0, 10],
          [3, 4, 15],
          [3, 5, 10],
          [0, 2, 9],
          [0, 3, 16],
          [1, 3, 4],
          [1, 2, 10],
          [1, 5, 0],
          [7, 3, 11],
          [3, 2, 14],
          [5, 4, 9],
          [4, 3, 13],
          [3, 7, 9],
          [0, 3, 1],
          [5, 7, 14],
          [0, 4, 17],
          [3, 0, 14],
          [6, 7, 8],
          [2, 7, 20],
        ],
        3,
      ],
      expected: 49,
    },
    {
      input: [
        10,
        [
          [4, 9, 40],
          [9, 7, 21],
          [8, 1, 9],
          [7, 6, 6],
          [4, 0, 15],
          [5, 3, 41],
          [8, 1, 14],
          [3, 2, 11],
          [9, 3, 28],
          [2, 0, 12],
          [3, 1, 37],
          [8, 0, 21],
          [8, 2, 36],
          [7, 2, 7],
          [1, 0, 28],
          [1, 4, 25],
          [2, 0, 7],
          [4, 8, 3],
          [1, 4, 18],
          [3, 2, 46],
          [6, 8, 24],
          [2, 5, 44],
          [0, 3, 19],
          [6, 3, 30],
          [6, 2, 38],
          [2, 7, 28],
          [7, 3, 17],
          [0, 3, 21],
          [0, 3, 19],
          [8, 4, 2],
          [6, 2, 16],
          [5, 7, 39],
          [4, 0, 29],
          [4, 1, 11],
          [0, 5, 30],
          [0, 6, 2],
          [5, 0, 14],
          [0, 6, 8],
          [7, 6, 6],
          [2, 6, 44],
          [7, 4, 23],
          [3, 9, 18],
          [6, 2, 48],
          [2, 8, 42],
          [7, 4, 14],
          [6, 8, 2],
          [0, 8, 6],
          [0, 7, 18],
          [7, 5, 39],
          [4, 2, 23],
          [7, 3, 49],
          [2, 7, 47],
          [1, 6, 6],
        ],
        0,
      ],
      expected: 37,
    },
  ],
  companies: { Google: 16, Amazon: 18, Microsoft: 9, Apple: 6, Netflix: 3, LinkedIn: 4, Meta: 11 },
};

// ---------------------------------------------------------------------------
// Budget Flight With K Stops
// ---------------------------------------------------------------------------

const flightsPy = `def cheapestTripWithStops(n, flights, src, dst, k):
    INF = float("inf")
    cost = [INF] * n
    cost[src] = 0
    # after round r, cost[v] is the cheapest price using at most r flights
    for _ in range(k + 1):
        nxt = cost[:]
        for a, b, price in flights:
            if cost[a] != INF and cost[a] + price < nxt[b]:
                nxt[b] = cost[a] + price
        cost = nxt
    return -1 if cost[dst] == INF else cost[dst]
`;

const flightsJs = `function cheapestTripWithStops(n, flights, src, dst, k) {
  let cost = new Array(n).fill(Infinity);
  cost[src] = 0;
  // after round r, cost[v] is the cheapest price using at most r flights
  for (let round = 0; round <= k; round++) {
    const next = cost.slice();
    for (const [a, b, price] of flights) {
      if (cost[a] !== Infinity && cost[a] + price < next[b]) {
        next[b] = cost[a] + price;
      }
    }
    cost = next;
  }
  return cost[dst] === Infinity ? -1 : cost[dst];
}
`;

const flightsJava = `import java.util.*;

class Solution {
    public static int cheapestTripWithStops(int n, int[][] flights, int src, int dst, int k) {
        final long inf = Long.MAX_VALUE;
        long[] cost = new long[n];
        Arrays.fill(cost, inf);
        cost[src] = 0;
        // after round r, cost[v] is the cheapest price using at most r flights
        for (int round = 0; round <= k; round++) {
            long[] next = cost.clone();
            for (int[] f : flights) {
                if (cost[f[0]] != inf && cost[f[0]] + f[2] < next[f[1]]) next[f[1]] = cost[f[0]] + f[2];
            }
            cost = next;
        }
        return cost[dst] == inf ? -1 : (int) cost[dst];
    }
}
`;

const flightsCpp = `#include <climits>
#include <vector>
using namespace std;

int cheapestTripWithStops(int n, vector<vector<int>>& flights, int src, int dst, int k) {
    const long long inf = LLONG_MAX;
    vector<long long> cost(n, inf);
    cost[src] = 0;
    // after round r, cost[v] is the cheapest price using at most r flights
    for (int round = 0; round <= k; round++) {
        vector<long long> next = cost;
        for (const auto& f : flights) {
            if (cost[f[0]] != inf && cost[f[0]] + f[2] < next[f[1]]) next[f[1]] = cost[f[0]] + f[2];
        }
        cost = next;
    }
    return cost[dst] == inf ? -1 : (int) cost[dst];
}
`;

const flightsGo = `package main

import "math"

func cheapestTripWithStops(n int, flights [][]int, src int, dst int, k int) int {
	const inf = math.MaxInt64
	cost := make([]int, n)
	for i := range cost {
		cost[i] = inf
	}
	cost[src] = 0
	// after round r, cost[v] is the cheapest price using at most r flights
	for round := 0; round <= k; round++ {
		next := append([]int(nil), cost...)
		for _, f := range flights {
			if cost[f[0]] != inf && cost[f[0]]+f[2] < next[f[1]] {
				next[f[1]] = cost[f[0]] + f[2]
			}
		}
		cost = next
	}
	if cost[dst] == inf {
		return -1
	}
	return cost[dst]
}
`;

const budgetFlightKStops: SeedProblem = {
  slug: "budget-flight-k-stops",
  title: "Budget Flight With K Stops",
  difficulty: "medium",
  statement: `There are \`n\` airports numbered \`0\` to \`n - 1\`. Each entry \`[from, to, price]\` of \`flights\` is a one-way flight.

A traveller wants to go from airport \`src\` to airport \`dst\` but will accept **at most \`k\` stopovers** (intermediate airports), i.e. at most \`k + 1\` flights. Return the cheapest total price of such a trip, or \`-1\` if no trip respects the limit.

### Examples

**Example 1**

- Input: \`n = 4\`, \`flights = [[0,1,100],[1,2,100],[2,0,100],[1,3,600],[2,3,200]]\`, \`src = 0\`, \`dst = 3\`, \`k = 1\`
- Output: \`700\`
- Explanation: 0 → 1 → 3 costs 700 with one stop. The cheaper 0 → 1 → 2 → 3 (400) needs two stops.

**Example 2**

- Input: \`n = 3\`, \`flights = [[0,1,100],[1,2,100],[0,2,500]]\`, \`src = 0\`, \`dst = 2\`, \`k = 1\`
- Output: \`200\`
- Explanation: one stop in airport 1 is allowed.

**Example 3**

- Input: the same flights with \`k = 0\`
- Output: \`500\`
- Explanation: only the direct flight is allowed.

### Constraints

- \`2 <= n <= 100\`
- \`0 <= flights.length <= 5000\`
- \`flights[i] = [from, to, price]\` with \`from != to\` and \`1 <= price <= 10^4\`
- Several flights may connect the same pair of airports.
- \`0 <= src, dst < n\`, \`src != dst\`
- \`0 <= k < n\`
`,
  functionName: "cheapestTripWithStops",
  params: [
    { name: "n", type: "int" },
    { name: "flights", type: "int[][]" },
    { name: "src", type: "int" },
    { name: "dst", type: "int" },
    { name: "k", type: "int" },
  ],
  returnType: "int",
  starter: {
    python: `def cheapestTripWithStops(n: int, flights: list[list[int]], src: int, dst: int, k: int) -> int:
    # Write your solution here.
    return -1
`,
    javascript: `function cheapestTripWithStops(n, flights, src, dst, k) {
  // Write your solution here.
  return -1;
}
`,
    java: `class Solution {
    public static int cheapestTripWithStops(int n, int[][] flights, int src, int dst, int k) {
        // Write your solution here.
        return -1;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

int cheapestTripWithStops(int n, vector<vector<int>>& flights, int src, int dst, int k) {
    // Write your solution here.
    return -1;
}
`,
    go: `package main

func cheapestTripWithStops(n int, flights [][]int, src int, dst int, k int) int {
	// Write your solution here.
	return -1
}
`,
  },
  solutions: { python: flightsPy, javascript: flightsJs, java: flightsJava, cpp: flightsCpp, go: flightsGo },
  solutionExplanation: `## Idea

Plain Dijkstra fails here: the cheapest way to reach an intermediate airport may use too many flights, while a pricier way with fewer flights is the one that leads to a valid trip. Instead we grow the search **one flight at a time**, like a breadth-first search by levels, and keep the cheapest price per airport for each level. This is the Bellman–Ford relaxation limited to \`k + 1\` rounds.

## Step by step

1. \`cost[src] = 0\`, every other airport \`∞\`. Right now \`cost\` holds the cheapest price using at most 0 flights.
2. Repeat \`k + 1\` times:
   - copy \`cost\` into \`next\`;
   - for every flight \`[a, b, price]\`, if \`a\` is reachable, try to improve \`next[b]\` with \`cost[a] + price\`;
   - replace \`cost\` with \`next\`.
3. After round \`r\`, \`cost[v]\` is the cheapest price using at most \`r\` flights. Return \`cost[dst]\`, or \`-1\` if it is still \`∞\`.

The copy is the crucial detail: relaxing from the **previous** round's prices stops a single round from chaining two flights together, which would silently exceed the stop limit.

## Complexity

- Time: **O(k · (n + f))** for \`f\` flights.
- Space: **O(n)** for the two price arrays.

\`\`\`python
${flightsPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        4,
        [
          [0, 1, 100],
          [1, 2, 100],
          [2, 0, 100],
          [1, 3, 600],
          [2, 3, 200],
        ],
        0,
        3,
        1,
      ],
      expected: 700,
    },
    {
      input: [
        3,
        [
          [0, 1, 100],
          [1, 2, 100],
          [0, 2, 500],
        ],
        0,
        2,
        1,
      ],
      expected: 200,
    },
    {
      input: [
        3,
        [
          [0, 1, 100],
          [1, 2, 100],
          [0, 2, 500],
        ],
        0,
        2,
        0,
      ],
      expected: 500,
    },
  ],
  hiddenTests: [
    { input: [2, [], 0, 1, 1], expected: -1 },
    { input: [2, [[0, 1, 50]], 0, 1, 0], expected: 50 },
    { input: [2, [[1, 0, 50]], 0, 1, 3], expected: -1 },
    {
      input: [
        4,
        [
          [0, 1, 1],
          [1, 2, 1],
          [2, 3, 1],
          [0, 3, 10],
        ],
        0,
        3,
        1,
      ],
      expected: 10,
    },
    {
      input: [
        4,
        [
          [0, 1, 1],
          [1, 2, 1],
          [2, 3, 1],
          [0, 3, 10],
        ],
        0,
        3,
        2,
      ],
      expected: 3,
    },
    {
      input: [
        5,
        [
          [0, 1, 5],
          [1, 2, 5],
          [0, 3, 2],
          [3, 1, 2],
          [1, 4, 1],
          [4, 2, 1],
        ],
        0,
        2,
        2,
      ],
      expected: 7,
    },
    {
      input: [
        5,
        [
          [0, 1, 5],
          [1, 2, 5],
          [0, 3, 2],
          [3, 1, 2],
          [1, 4, 1],
          [4, 2, 1],
        ],
        0,
        2,
        3,
      ],
      expected: 6,
    },
    {
      input: [
        6,
        [
          [0, 1, 10000],
          [1, 2, 10000],
          [2, 3, 10000],
          [3, 4, 10000],
          [4, 5, 10000],
        ],
        0,
        5,
        4,
      ],
      expected: 50000,
    },
    {
      input: [
        6,
        [
          [0, 1, 10000],
          [1, 2, 10000],
          [2, 3, 10000],
          [3, 4, 10000],
          [4, 5, 10000],
        ],
        0,
        5,
        3,
      ],
      expected: -1,
    },
    {
      input: [
        7,
        [
          [4, 6, 30],
          [0, 4, 3],
          [5, 3, 17],
          [6, 2, 24],
          [1, 6, 4],
          [4, 6, 14],
          [6, 5, 34],
          [4, 6, 26],
          [5, 3, 11],
          [5, 0, 23],
          [5, 6, 37],
          [1, 2, 10],
          [4, 1, 35],
          [5, 2, 33],
          [5, 1, 35],
        ],
        0,
        6,
        2,
      ],
      expected: 17,
    },
  ],
  companies: { Google: 10, Amazon: 17, Microsoft: 6, Apple: 5, Netflix: 2, LinkedIn: 2, Meta: 12 },
};

// ---------------------------------------------------------------------------
// Word Morph Steps
// ---------------------------------------------------------------------------

const morphPy = `from collections import defaultdict, deque


def shortestMorphLength(beginWord, endWord, words):
    dictionary = set(words)
    if endWord not in dictionary:
        return 0
    # group words by "generic" forms such as h*t, *ot, ho*
    buckets = defaultdict(list)
    for word in dictionary:
        for i in range(len(word)):
            buckets[word[:i] + "*" + word[i + 1:]].append(word)
    queue = deque([(beginWord, 1)])
    seen = {beginWord}
    while queue:
        word, length = queue.popleft()
        if word == endWord:
            return length
        for i in range(len(word)):
            key = word[:i] + "*" + word[i + 1:]
            for nxt in buckets.get(key, []):
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append((nxt, length + 1))
            buckets[key] = []  # every word of this bucket is already queued
    return 0
`;

const morphJs = `function shortestMorphLength(beginWord, endWord, words) {
  const dictionary = new Set(words);
  if (!dictionary.has(endWord)) return 0;
  // group words by "generic" forms such as h*t, *ot, ho*
  const buckets = new Map();
  for (const word of dictionary) {
    for (let i = 0; i < word.length; i++) {
      const key = word.slice(0, i) + "*" + word.slice(i + 1);
      if (!buckets.has(key)) buckets.set(key, []);
      buckets.get(key).push(word);
    }
  }
  const queue = [[beginWord, 1]];
  const seen = new Set([beginWord]);
  for (let head = 0; head < queue.length; head++) {
    const [word, length] = queue[head];
    if (word === endWord) return length;
    for (let i = 0; i < word.length; i++) {
      const key = word.slice(0, i) + "*" + word.slice(i + 1);
      for (const nxt of buckets.get(key) || []) {
        if (!seen.has(nxt)) {
          seen.add(nxt);
          queue.push([nxt, length + 1]);
        }
      }
      buckets.set(key, []); // every word of this bucket is already queued
    }
  }
  return 0;
}
`;

const morphJava = `import java.util.*;

class Solution {
    public static int shortestMorphLength(String beginWord, String endWord, String[] words) {
        Set<String> dictionary = new HashSet<>(Arrays.asList(words));
        if (!dictionary.contains(endWord)) return 0;
        // group words by "generic" forms such as h*t, *ot, ho*
        Map<String, List<String>> buckets = new HashMap<>();
        for (String word : dictionary) {
            for (int i = 0; i < word.length(); i++) {
                buckets.computeIfAbsent(word.substring(0, i) + "*" + word.substring(i + 1), key -> new ArrayList<>()).add(word);
            }
        }
        Deque<String> queue = new ArrayDeque<>();
        Map<String, Integer> length = new HashMap<>(); // also the set of words already queued
        queue.add(beginWord);
        length.put(beginWord, 1);
        while (!queue.isEmpty()) {
            String word = queue.poll();
            int steps = length.get(word);
            if (word.equals(endWord)) return steps;
            for (int i = 0; i < word.length(); i++) {
                String key = word.substring(0, i) + "*" + word.substring(i + 1);
                for (String next : buckets.getOrDefault(key, List.of())) {
                    if (!length.containsKey(next)) {
                        length.put(next, steps + 1);
                        queue.add(next);
                    }
                }
                buckets.remove(key); // every word of this bucket is already queued
            }
        }
        return 0;
    }
}
`;

const morphCpp = `#include <queue>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
using namespace std;

int shortestMorphLength(string beginWord, string endWord, vector<string>& words) {
    unordered_set<string> dictionary(words.begin(), words.end());
    if (!dictionary.count(endWord)) return 0;
    // group words by "generic" forms such as h*t, *ot, ho*
    unordered_map<string, vector<string>> buckets;
    for (const string& word : dictionary) {
        for (size_t i = 0; i < word.size(); i++) buckets[word.substr(0, i) + "*" + word.substr(i + 1)].push_back(word);
    }
    queue<pair<string, int>> pending;
    unordered_set<string> seen = {beginWord};
    pending.push({beginWord, 1});
    while (!pending.empty()) {
        auto [word, length] = pending.front();
        pending.pop();
        if (word == endWord) return length;
        for (size_t i = 0; i < word.size(); i++) {
            string key = word.substr(0, i) + "*" + word.substr(i + 1);
            auto it = buckets.find(key);
            if (it == buckets.end()) continue;
            for (const string& next : it->second) {
                if (seen.insert(next).second) pending.push({next, length + 1});
            }
            buckets.erase(it);  // every word of this bucket is already queued
        }
    }
    return 0;
}
`;

const morphGo = `package main

func shortestMorphLength(beginWord string, endWord string, words []string) int {
	dictionary := map[string]bool{}
	for _, w := range words {
		dictionary[w] = true
	}
	if !dictionary[endWord] {
		return 0
	}
	// group words by "generic" forms such as h*t, *ot, ho*
	buckets := map[string][]string{}
	for word := range dictionary {
		for i := 0; i < len(word); i++ {
			key := word[:i] + "*" + word[i+1:]
			buckets[key] = append(buckets[key], word)
		}
	}
	type entry struct {
		word   string
		length int
	}
	queue := []entry{{beginWord, 1}}
	seen := map[string]bool{beginWord: true}
	for len(queue) > 0 {
		current := queue[0]
		queue = queue[1:]
		if current.word == endWord {
			return current.length
		}
		for i := 0; i < len(current.word); i++ {
			key := current.word[:i] + "*" + current.word[i+1:]
			for _, next := range buckets[key] {
				if !seen[next] {
					seen[next] = true
					queue = append(queue, entry{next, current.length + 1})
				}
			}
			delete(buckets, key) // every word of this bucket is already queued
		}
	}
	return 0
}
`;

const wordMorphSteps: SeedProblem = {
  slug: "word-morph-steps",
  title: "Word Morph Steps",
  difficulty: "hard",
  statement: `In a word game you turn \`beginWord\` into \`endWord\` one move at a time. A move changes **exactly one letter** of the current word, and every word you land on must appear in the list \`words\` (\`beginWord\` itself does not need to be in the list).

Return the number of words in the **shortest** chain from \`beginWord\` to \`endWord\`, counting both ends, or \`0\` if no chain exists.

### Examples

**Example 1**

- Input: \`beginWord = "cold"\`, \`endWord = "warm"\`, \`words = ["cord","card","ward","warm","wore","core"]\`
- Output: \`5\`
- Explanation: cold → cord → card → ward → warm has five words.

**Example 2**

- Input: \`beginWord = "cold"\`, \`endWord = "warm"\`, \`words = ["cord","card","ward","wore"]\`
- Output: \`0\`
- Explanation: \`"warm"\` is not in the list, so it can never be reached.

### Constraints

- \`1 <= beginWord.length <= 10\`
- \`endWord.length == beginWord.length\`, \`beginWord != endWord\`
- \`0 <= words.length <= 5000\`
- Every word in \`words\` has the same length as \`beginWord\` and consists of lowercase English letters; the list may contain duplicates.
`,
  functionName: "shortestMorphLength",
  params: [
    { name: "beginWord", type: "string" },
    { name: "endWord", type: "string" },
    { name: "words", type: "string[]" },
  ],
  returnType: "int",
  starter: {
    python: `def shortestMorphLength(beginWord: str, endWord: str, words: list[str]) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function shortestMorphLength(beginWord, endWord, words) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int shortestMorphLength(String beginWord, String endWord, String[] words) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

int shortestMorphLength(string beginWord, string endWord, vector<string>& words) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func shortestMorphLength(beginWord string, endWord string, words []string) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: morphPy, javascript: morphJs, java: morphJava, cpp: morphCpp, go: morphGo },
  solutionExplanation: `## Idea

Think of each word as a node, with an edge between two words that differ in exactly one position. The shortest chain is the shortest path in this **unweighted** graph, so BFS from \`beginWord\` finds it level by level.

The graph is never built explicitly. Comparing every pair of words costs O(N² · L). Instead, each word is filed under its **generic forms**: replace one position by \`*\`, so \`"cold"\` belongs to \`*old\`, \`c*ld\`, \`co*d\` and \`col*\`. Two words are neighbours exactly when they share a generic form, so a bucket lists all neighbours through one position at once.

## Step by step

1. Put \`words\` in a set. If \`endWord\` is missing, return \`0\` immediately.
2. For every dictionary word and every position, append the word to the bucket of its generic form.
3. BFS from \`(beginWord, 1)\`. When \`endWord\` is popped, its length is the answer — BFS pops nodes in order of distance.
4. For each position of the popped word, visit all unseen words in the matching bucket. Then **empty the bucket**: every word in it is now queued, so scanning it again from another word would only waste time.
5. If the queue runs dry, return \`0\`.

## Complexity

With \`N\` words of length \`L\`:

- Time: **O(N · L²)** — each word produces \`L\` keys of length \`L\`, and each bucket is scanned at most once.
- Space: **O(N · L²)** for the buckets (each of the \`N · L\` keys stores a string of length \`L\`).

\`\`\`python
${morphPy}\`\`\`
`,
  visibleTests: [
    { input: ["cold", "warm", ["cord", "card", "ward", "warm", "wore", "core"]], expected: 5 },
    { input: ["cold", "warm", ["cord", "card", "ward", "wore"]], expected: 0 },
  ],
  hiddenTests: [
    { input: ["a", "c", ["a", "b", "c"]], expected: 2 },
    { input: ["hit", "hot", ["hot"]], expected: 2 },
    { input: ["lead", "gold", ["load", "goad", "gold", "lewd"]], expected: 4 },
    { input: ["same", "sane", []], expected: 0 },
    { input: ["abc", "xyz", ["xbc", "xyc", "xyz", "abz", "ayz"]], expected: 4 },
    { input: ["talk", "tall", ["tall", "tall", "tail"]], expected: 2 },
    { input: ["hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"]], expected: 5 },
    { input: ["hit", "cog", ["hot", "dot", "dog", "lot", "log"]], expected: 0 },
    { input: ["aaaa", "bbbb", ["baaa", "bbaa", "bbba", "bbbb", "abbb", "aabb", "aaab"]], expected: 5 },
    { input: ["red", "tax", ["ted", "tex", "red", "tax", "tad", "den", "rex", "pee"]], expected: 4 },
  ],
  companies: { Google: 14, Amazon: 20, Microsoft: 8, Apple: 5, Netflix: 2, LinkedIn: 7, Meta: 13 },
};

export const pattern: SeedPattern = {
  slug: "graphs",
  title: "Graphs",
  summary:
    "Model entities as nodes and relationships as edges, then traverse with BFS or DFS, or weigh paths with Dijkstra and level-limited relaxation.",
  introduction: `# Introduction to Graphs

A **graph** is a set of *nodes* (vertices) joined by *edges*. Edges can be **directed** (a one-way flight) or **undirected** (a two-way road), and they can carry **weights** (a price, a delay). Trees, grids, linked lists and dependency lists are all special graphs, which is why graph traversal shows up in so many interview questions.

## When to recognise it

Reach for graph techniques when the problem talks about:

- things that are *connected*, *linked*, *reachable*, *friends*, *routes* or *networks*;
- the **shortest** or **cheapest** way to go from one state to another;
- splitting items into groups, or checking that rules between pairs can all be satisfied;
- states that change by small moves (one letter, one digit, one swap) — the states are nodes and the moves are edges, even though nobody drew the graph for you.

## Representing a graph

Interview inputs usually arrive as an **edge list** such as \`[[0, 1], [1, 2]]\` together with the number of nodes \`n\`. Convert it first into an **adjacency list**, where \`graph[u]\` lists the neighbours of \`u\`. It takes O(n + e) memory and lets you visit the neighbours of a node in time proportional to their number.

## The core traversals

- **Breadth-first search (BFS)** explores in rings of increasing distance using a queue. In an unweighted graph the first time BFS reaches a node, it has found a shortest path to it.
- **Depth-first search (DFS)** follows one path as far as possible before backing up, using recursion or an explicit stack. It is the natural fit for "explore the whole component" or "detect a cycle".
- **Dijkstra's algorithm** generalises BFS to non-negative weights by always expanding the closest unsettled node from a min-heap.

Whatever the traversal, keep a **visited** set. Without it, a cycle sends the search round forever.

## Worked example: how many hops?

Given \`n\` nodes, undirected edges and two nodes \`s\` and \`t\`, return the minimum number of edges on a path from \`s\` to \`t\`, or \`-1\`.

\`\`\`python
from collections import deque

def fewest_hops(n, edges, s, t):
    graph = [[] for _ in range(n)]
    for a, b in edges:
        graph[a].append(b)
        graph[b].append(a)
    dist = [-1] * n
    dist[s] = 0
    queue = deque([s])
    while queue:
        node = queue.popleft()
        if node == t:
            return dist[node]
        for nxt in graph[node]:
            if dist[nxt] == -1:          # doubles as the visited check
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return -1

print(fewest_hops(5, [[0, 1], [1, 2], [0, 3], [3, 2], [2, 4]], 0, 4))  # 3
\`\`\`

Node 0 is at distance 0; nodes 1 and 3 at distance 1; node 2 at distance 2; node 4 at distance 3. Every node and edge is processed once, so the search runs in **O(n + e)** time.

## What is coming

The problems in this module build up the toolkit step by step: plain reachability, two-colouring (bipartite checks), Dijkstra for weighted shortest paths, level-limited relaxation when the number of edges is capped, and finally BFS over an *implicit* graph of words.
`,
  problems: [routeBetweenStations, twoTeamSplit, signalBroadcastTime, budgetFlightKStops, wordMorphSteps],
  finalRemarks: `# Final Remarks

Graph questions look varied, but most of them reduce to a few moves you have now practised.

## Checklist for a new graph problem

1. **Name the nodes and the edges.** Sometimes they are given (an edge list); sometimes you must invent them (words that differ by one letter, board states, cells of a grid).
2. **Directed or undirected? Weighted or not?** This decides the algorithm:
   - unweighted shortest path → BFS;
   - non-negative weights → Dijkstra with a min-heap;
   - a cap on the number of edges, or negative weights → Bellman–Ford style rounds;
   - "is everything reachable / how many groups / is there a cycle" → BFS or DFS with a visited set.
3. **Build an adjacency list** before traversing; it keeps the neighbour scan proportional to the degree.
4. **Mark nodes when you enqueue them**, not when you dequeue them, to avoid duplicate work in BFS.
5. **Loop over all nodes** when the graph can be disconnected (as in the two-team split).

## Common mistakes

- Forgetting the visited set and looping forever on a cycle.
- Using Dijkstra when a stop limit makes a more expensive partial path the useful one.
- Building an O(N²) implicit graph when a bucketing trick (generic word forms) gives the neighbours directly.

## Complexity to quote

BFS and DFS run in O(V + E). Dijkstra with a binary heap runs in O((V + E) log V). Bellman–Ford with \`k\` rounds runs in O(k · E).

Next, trees are graphs with no cycles and a single root, and their traversals are simpler special cases of what you practised here.
`,
  companyFrequency: { Google: 34, Amazon: 36, Microsoft: 22, Apple: 14, Netflix: 5, LinkedIn: 11, Meta: 30 },
};
