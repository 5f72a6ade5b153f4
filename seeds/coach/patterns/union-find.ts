import type { SeedPattern, SeedProblem } from "../types";

// ---------------------------------------------------------------------------
// Count Connected Networks
// ---------------------------------------------------------------------------

const networksPy = `def countNetworks(n, links):
    parent = list(range(n))
    size = [1] * n

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    groups = n
    for a, b in links:
        ra, rb = find(a), find(b)
        if ra == rb:
            continue
        if size[ra] < size[rb]:
            ra, rb = rb, ra
        parent[rb] = ra  # union by size
        size[ra] += size[rb]
        groups -= 1
    return groups
`;

const networksJs = `function countNetworks(n, links) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const size = new Array(n).fill(1);
  const find = (x) => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    while (parent[x] !== root) {
      const next = parent[x];
      parent[x] = root; // path compression
      x = next;
    }
    return root;
  };
  let groups = n;
  for (const [a, b] of links) {
    let ra = find(a), rb = find(b);
    if (ra === rb) continue;
    if (size[ra] < size[rb]) [ra, rb] = [rb, ra];
    parent[rb] = ra; // union by size
    size[ra] += size[rb];
    groups--;
  }
  return groups;
}
`;

const networksJava = `class Solution {
    public static int countNetworks(int n, int[][] links) {
        int[] parent = new int[n], size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int groups = n;
        for (int[] link : links) {
            int ra = find(parent, link[0]), rb = find(parent, link[1]);
            if (ra == rb) continue;
            if (size[ra] < size[rb]) {
                int t = ra;
                ra = rb;
                rb = t;
            }
            parent[rb] = ra; // union by size
            size[ra] += size[rb];
            groups--;
        }
        return groups;
    }

    private static int find(int[] parent, int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) { // path compression
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }
}
`;

const networksCpp = `#include <numeric>
#include <utility>
#include <vector>
using namespace std;

int findRoot(vector<int>& parent, int x) {
    int root = x;
    while (parent[root] != root) root = parent[root];
    while (parent[x] != root) {  // path compression
        int next = parent[x];
        parent[x] = root;
        x = next;
    }
    return root;
}

int countNetworks(int n, vector<vector<int>>& links) {
    vector<int> parent(n), size(n, 1);
    iota(parent.begin(), parent.end(), 0);
    int groups = n;
    for (const auto& link : links) {
        int ra = findRoot(parent, link[0]), rb = findRoot(parent, link[1]);
        if (ra == rb) continue;
        if (size[ra] < size[rb]) swap(ra, rb);
        parent[rb] = ra;  // union by size
        size[ra] += size[rb];
        groups--;
    }
    return groups;
}
`;

const networksGo = `package main

func findRoot(parent []int, x int) int {
	root := x
	for parent[root] != root {
		root = parent[root]
	}
	for parent[x] != root { // path compression
		parent[x], x = root, parent[x]
	}
	return root
}

func countNetworks(n int, links [][]int) int {
	parent, size := make([]int, n), make([]int, n)
	for i := range parent {
		parent[i], size[i] = i, 1
	}
	groups := n
	for _, link := range links {
		ra, rb := findRoot(parent, link[0]), findRoot(parent, link[1])
		if ra == rb {
			continue
		}
		if size[ra] < size[rb] {
			ra, rb = rb, ra
		}
		parent[rb] = ra // union by size
		size[ra] += size[rb]
		groups--
	}
	return groups
}
`;

const countConnectedNetworks: SeedProblem = {
  slug: "count-connected-networks",
  title: "Count Connected Networks",
  difficulty: "easy",
  statement: `An office has \`n\` computers numbered \`0\` to \`n - 1\`. Each entry \`[a, b]\` of \`links\` is a cable between computers \`a\` and \`b\`; cables work in both directions, and computers connected through any chain of cables belong to the same **network**.

Return the number of separate networks. A computer without cables forms a network on its own.

### Examples

**Example 1**

- Input: \`n = 5\`, \`links = [[0,1],[1,2],[3,4]]\`
- Output: \`2\`
- Explanation: {0, 1, 2} and {3, 4}.

**Example 2**

- Input: \`n = 5\`, \`links = [[0,1],[1,2],[2,3],[3,4]]\`
- Output: \`1\`

### Constraints

- \`1 <= n <= 10^5\`
- \`0 <= links.length <= 10^5\`
- \`0 <= a, b < n\`; a cable may be listed more than once, and a cable may loop from a computer back to itself.
`,
  functionName: "countNetworks",
  params: [
    { name: "n", type: "int" },
    { name: "links", type: "int[][]" },
  ],
  returnType: "int",
  starter: {
    python: `def countNetworks(n: int, links: list[list[int]]) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function countNetworks(n, links) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int countNetworks(int n, int[][] links) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

int countNetworks(int n, vector<vector<int>>& links) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func countNetworks(n int, links [][]int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: networksPy, javascript: networksJs, java: networksJava, cpp: networksCpp, go: networksGo },
  solutionExplanation: `## Idea

Start with \`n\` networks of one computer each. Every cable that joins two **different** networks merges them, reducing the count by one; a cable inside a network (a duplicate, a self-loop, or a cable closing a cycle) changes nothing. A **union–find** (disjoint set union) structure answers "are these two in the same network?" and performs the merge in nearly constant time.

## Step by step

1. \`parent[i] = i\`: every computer is the representative (root) of its own set; \`size[i] = 1\`.
2. \`find(x)\` follows parent links up to the root, then points every node on the way directly at the root (**path compression**) so later searches are short.
3. For each cable \`[a, b]\`: find both roots. If they are equal, skip. Otherwise attach the smaller tree under the larger one (**union by size**) and decrement the count.
4. Return the count.

A BFS or DFS over an adjacency list also solves this in linear time; union–find shines when cables arrive one at a time, as in the later problems of this module.

## Complexity

- Time: **O((n + m) · α(n))** for \`m\` cables, where \`α\` is the inverse Ackermann function — at most 4 for any realistic input, so effectively linear.
- Space: **O(n)** for \`parent\` and \`size\`.

\`\`\`python
${networksPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        5,
        [
          [0, 1],
          [1, 2],
          [3, 4],
        ],
      ],
      expected: 2,
    },
    {
      input: [
        5,
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
        ],
      ],
      expected: 1,
    },
  ],
  hiddenTests: [
    { input: [1, []], expected: 1 },
    { input: [4, []], expected: 4 },
    { input: [3, [[0, 0]]], expected: 3 },
    {
      input: [
        3,
        [
          [0, 1],
          [1, 0],
          [0, 1],
        ],
      ],
      expected: 2,
    },
    {
      input: [
        6,
        [
          [0, 1],
          [1, 2],
          [2, 0],
          [3, 4],
        ],
      ],
      expected: 3,
    },
    {
      input: [
        7,
        [
          [6, 5],
          [5, 4],
          [3, 2],
          [1, 0],
          [0, 6],
        ],
      ],
      expected: 2,
    },
    {
      input: [
        10,
        [
          [0, 5],
          [6, 5],
          [2, 7],
          [7, 7],
          [2, 2],
          [4, 0],
        ],
      ],
      expected: 6,
    },
    {
      input: [
        20,
        [
          [10, 13],
          [10, 3],
          [12, 2],
          [13, 17],
          [2, 15],
          [6, 16],
          [1, 17],
          [6, 4],
          [13, 13],
          [19, 10],
          [4, 13],
          [18, 0],
          [2, 5],
          [17, 13],
          [3, 11],
        ],
      ],
      expected: 7,
    },
    {
      input: [
        50,
        [
          [0, 1],
          [2, 3],
          [4, 5],
          [6, 7],
          [8, 9],
          [10, 11],
          [12, 13],
          [14, 15],
          [16, 17],
          [18, 19],
          [20, 21],
          [22, 23],
          [24, 25],
          [26, 27],
          [28, 29],
          [30, 31],
          [32, 33],
          [34, 35],
          [36, 37],
          [38, 39],
          [40, 41],
          [42, 43],
          [44, 45],
          [46, 47],
          [48, 49],
        ],
      ],
      expected: 25,
    },
    {
      input: [
        100,
        [
          [0, 0],
          [1, 7],
          [2, 14],
          [3, 21],
          [4, 28],
          [5, 35],
          [6, 42],
          [7, 49],
          [8, 56],
          [9, 63],
          [10, 70],
          [11, 77],
          [12, 84],
          [13, 91],
          [14, 98],
          [15, 5],
          [16, 12],
          [17, 19],
          [18, 26],
          [19, 33],
          [20, 40],
          [21, 47],
          [22, 54],
          [23, 61],
          [24, 68],
          [25, 75],
          [26, 82],
          [27, 89],
          [28, 96],
          [29, 3],
          [30, 10],
          [31, 17],
          [32, 24],
          [33, 31],
          [34, 38],
          [35, 45],
          [36, 52],
          [37, 59],
          [38, 66],
          [39, 73],
          [40, 80],
          [41, 87],
          [42, 94],
          [43, 1],
          [44, 8],
          [45, 15],
          [46, 22],
          [47, 29],
          [48, 36],
          [49, 43],
          [50, 50],
          [51, 57],
          [52, 64],
          [53, 71],
          [54, 78],
          [55, 85],
          [56, 92],
          [57, 99],
          [58, 6],
          [59, 13],
          [60, 20],
          [61, 27],
          [62, 34],
          [63, 41],
          [64, 48],
          [65, 55],
          [66, 62],
          [67, 69],
          [68, 76],
          [69, 83],
          [70, 90],
          [71, 97],
          [72, 4],
          [73, 11],
          [74, 18],
          [75, 25],
          [76, 32],
          [77, 39],
          [78, 46],
          [79, 53],
          [80, 60],
          [81, 67],
          [82, 74],
          [83, 81],
          [84, 88],
          [85, 95],
          [86, 2],
          [87, 9],
          [88, 16],
          [89, 23],
          [90, 30],
          [91, 37],
          [92, 44],
          [93, 51],
          [94, 58],
          [95, 65],
          [96, 72],
          [97, 79],
          [98, 86],
          [99, 93],
        ],
      ],
      expected: 27,
    },
  ],
  companies: { Google: 8, Amazon: 13, Microsoft: 7, Apple: 4, Netflix: 1, LinkedIn: 6, Meta: 9 },
};

// ---------------------------------------------------------------------------
// Extra Cable in a Tree
// ---------------------------------------------------------------------------

const extraPy = `def findExtraCable(edges):
    n = len(edges)
    parent = list(range(n + 1))

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    for a, b in edges:
        ra, rb = find(a), find(b)
        if ra == rb:
            return [a, b]  # a and b were already connected: this cable closes the cycle
        parent[ra] = rb
    return []
`;

const extraJs = `function findExtraCable(edges) {
  const n = edges.length;
  const parent = Array.from({ length: n + 1 }, (_, i) => i);
  const find = (x) => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    while (parent[x] !== root) {
      const next = parent[x];
      parent[x] = root;
      x = next;
    }
    return root;
  };
  for (const [a, b] of edges) {
    const ra = find(a), rb = find(b);
    if (ra === rb) return [a, b]; // a and b were already connected: this cable closes the cycle
    parent[ra] = rb;
  }
  return [];
}
`;

const extraJava = `class Solution {
    public static int[] findExtraCable(int[][] edges) {
        int n = edges.length;
        int[] parent = new int[n + 1];
        for (int i = 0; i <= n; i++) parent[i] = i;
        for (int[] e : edges) {
            int ra = find(parent, e[0]), rb = find(parent, e[1]);
            if (ra == rb) return new int[] {e[0], e[1]}; // already connected: this cable closes the cycle
            parent[ra] = rb;
        }
        return new int[0];
    }

    private static int find(int[] parent, int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }
}
`;

const extraCpp = `#include <numeric>
#include <vector>
using namespace std;

int findRoot(vector<int>& parent, int x) {
    int root = x;
    while (parent[root] != root) root = parent[root];
    while (parent[x] != root) {
        int next = parent[x];
        parent[x] = root;
        x = next;
    }
    return root;
}

vector<int> findExtraCable(vector<vector<int>>& edges) {
    vector<int> parent(edges.size() + 1);
    iota(parent.begin(), parent.end(), 0);
    for (const auto& e : edges) {
        int ra = findRoot(parent, e[0]), rb = findRoot(parent, e[1]);
        if (ra == rb) return {e[0], e[1]};  // already connected: this cable closes the cycle
        parent[ra] = rb;
    }
    return {};
}
`;

const extraGo = `package main

func findRoot(parent []int, x int) int {
	root := x
	for parent[root] != root {
		root = parent[root]
	}
	for parent[x] != root {
		parent[x], x = root, parent[x]
	}
	return root
}

func findExtraCable(edges [][]int) []int {
	parent := make([]int, len(edges)+1)
	for i := range parent {
		parent[i] = i
	}
	for _, e := range edges {
		ra, rb := findRoot(parent, e[0]), findRoot(parent, e[1])
		if ra == rb {
			return []int{e[0], e[1]} // already connected: this cable closes the cycle
		}
		parent[ra] = rb
	}
	return []int{}
}
`;

const extraCableInTree: SeedProblem = {
  slug: "extra-cable-in-tree",
  title: "Extra Cable in a Tree",
  difficulty: "medium",
  statement: `A network of \`n\` routers numbered \`1\` to \`n\` was wired as a **tree**: connected, with no cycles, using \`n - 1\` two-way cables. Then a technician added **one more** cable between two different routers that were not directly connected, which created exactly one cycle.

You get all \`n\` cables in \`edges\` (so \`n = edges.length\`). Return a cable whose removal turns the network back into a tree. If several cables qualify, return the one that appears **last** in \`edges\`. Return it exactly as it is written in the input.

### Examples

**Example 1**

- Input: \`edges = [[1,2],[1,3],[2,3]]\`
- Output: \`[2,3]\`
- Explanation: any of the three cables could go; \`[2,3]\` is listed last.

**Example 2**

- Input: \`edges = [[1,2],[2,3],[3,4],[1,4],[1,5]]\`
- Output: \`[1,4]\`
- Explanation: the cycle is 1–2–3–4–1. Removing \`[1,5]\` would disconnect router 5, so it does not qualify.

### Constraints

- \`3 <= n == edges.length <= 1000\`
- \`edges[i] = [a, b]\` with \`1 <= a, b <= n\` and \`a != b\`
- No cable is listed twice, and the cables form a tree plus one extra cable.
`,
  functionName: "findExtraCable",
  params: [{ name: "edges", type: "int[][]" }],
  returnType: "int[]",
  starter: {
    python: `def findExtraCable(edges: list[list[int]]) -> list[int]:
    # Write your solution here.
    return []
`,
    javascript: `function findExtraCable(edges) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static int[] findExtraCable(int[][] edges) {
        // Write your solution here.
        return new int[0];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

vector<int> findExtraCable(vector<vector<int>>& edges) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func findExtraCable(edges [][]int) []int {
	// Write your solution here.
	return []int{}
}
`,
  },
  solutions: { python: extraPy, javascript: extraJs, java: extraJava, cpp: extraCpp, go: extraGo },
  solutionExplanation: `## Idea

Add the cables to a union–find structure **in input order**. A cable whose two routers are already in the same set connects two routers that were already connected, so it closes a cycle. Since the network has exactly one cycle, this happens exactly once — and it happens on the cable of the cycle that comes **last** in the input, because the cycle is only complete once all its cables have been read. That is precisely the cable the problem asks for.

Cables that are not on the cycle can never be the answer (removing them disconnects the network), and union–find never flags them, because they always join two different sets.

## Step by step

1. \`parent[i] = i\` for routers \`1..n\`.
2. For each cable \`[a, b]\`: find the roots of \`a\` and \`b\`.
3. If the roots are equal, return \`[a, b]\`.
4. Otherwise merge the two sets.

## Complexity

- Time: **O(n · α(n))** — one find pair per cable, effectively linear.
- Space: **O(n)** for the parent array.

(Only path compression is used here; adding union by size would not change the answer, just the worst-case tree shapes.)

\`\`\`python
${extraPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        [
          [1, 2],
          [1, 3],
          [2, 3],
        ],
      ],
      expected: [2, 3],
    },
    {
      input: [
        [
          [1, 2],
          [2, 3],
          [3, 4],
          [1, 4],
          [1, 5],
        ],
      ],
      expected: [1, 4],
    },
  ],
  hiddenTests: [
    {
      input: [
        [
          [1, 2],
          [2, 3],
          [3, 1],
        ],
      ],
      expected: [3, 1],
    },
    {
      input: [
        [
          [3, 1],
          [1, 2],
          [2, 3],
        ],
      ],
      expected: [2, 3],
    },
    {
      input: [
        [
          [1, 4],
          [3, 4],
          [1, 3],
          [1, 2],
          [4, 5],
        ],
      ],
      expected: [1, 3],
    },
    {
      input: [
        [
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
          [5, 1],
        ],
      ],
      expected: [5, 1],
    },
    {
      input: [
        [
          [2, 1],
          [3, 1],
          [4, 2],
          [1, 4],
        ],
      ],
      expected: [1, 4],
    },
    {
      input: [
        [
          [1, 5],
          [3, 4],
          [3, 5],
          [4, 5],
          [2, 4],
        ],
      ],
      expected: [4, 5],
    },
    {
      input: [
        [
          [1, 3],
          [7, 3],
          [7, 8],
          [6, 1],
          [10, 4],
          [2, 1],
          [2, 4],
          [6, 10],
          [5, 9],
          [5, 1],
        ],
      ],
      expected: [6, 10],
    },
    {
      input: [
        [
          [3, 1],
          [9, 3],
          [20, 23],
          [22, 17],
          [15, 8],
          [14, 20],
          [10, 1],
          [5, 3],
          [5, 11],
          [19, 8],
          [2, 1],
          [17, 14],
          [16, 7],
          [7, 4],
          [17, 15],
          [10, 12],
          [2, 6],
          [6, 14],
          [18, 13],
          [25, 14],
          [7, 8],
          [3, 4],
          [21, 3],
          [13, 12],
          [24, 6],
        ],
      ],
      expected: [3, 4],
    },
    {
      input: [
        [
          [26, 21],
          [31, 22],
          [58, 13],
          [44, 34],
          [59, 21],
          [3, 1],
          [7, 4],
          [1, 5],
          [21, 10],
          [3, 50],
          [12, 20],
          [4, 33],
          [8, 25],
          [9, 41],
          [13, 51],
          [2, 1],
          [1, 12],
          [30, 36],
          [15, 19],
          [12, 14],
          [23, 13],
          [11, 2],
          [19, 14],
          [10, 1],
          [21, 43],
          [52, 6],
          [30, 42],
          [9, 48],
          [18, 12],
          [15, 5],
          [40, 5],
          [53, 47],
          [15, 17],
          [10, 13],
          [45, 26],
          [54, 39],
          [7, 39],
          [60, 42],
          [31, 34],
          [12, 29],
          [46, 33],
          [8, 9],
          [49, 33],
          [15, 57],
          [47, 33],
          [26, 32],
          [55, 32],
          [22, 19],
          [5, 35],
          [5, 6],
          [7, 16],
          [3, 27],
          [16, 38],
          [24, 17],
          [28, 24],
          [2, 4],
          [30, 28],
          [56, 38],
          [3, 37],
          [8, 3],
        ],
      ],
      expected: [15, 5],
    },
  ],
  companies: { Google: 10, Amazon: 12, Microsoft: 6, Apple: 3, Netflix: 1, LinkedIn: 3, Meta: 7 },
};

// ---------------------------------------------------------------------------
// Equation Consistency Check
// ---------------------------------------------------------------------------

const equationsPy = `def equationsConsistent(equations):
    parent = list(range(26))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    for eq in equations:  # first merge everything that must be equal
        if eq[1] == "=":
            a, b = ord(eq[0]) - 97, ord(eq[3]) - 97
            parent[find(a)] = find(b)
    for eq in equations:  # then check every inequality
        if eq[1] == "!":
            a, b = ord(eq[0]) - 97, ord(eq[3]) - 97
            if find(a) == find(b):
                return False
    return True
`;

const equationsJs = `function equationsConsistent(equations) {
  const parent = Array.from({ length: 26 }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // path halving
      x = parent[x];
    }
    return x;
  };
  const code = (ch) => ch.charCodeAt(0) - 97;
  for (const eq of equations) {
    // first merge everything that must be equal
    if (eq[1] === "=") parent[find(code(eq[0]))] = find(code(eq[3]));
  }
  for (const eq of equations) {
    // then check every inequality
    if (eq[1] === "!" && find(code(eq[0])) === find(code(eq[3]))) return false;
  }
  return true;
}
`;

const equationsJava = `class Solution {
    public static boolean equationsConsistent(String[] equations) {
        int[] parent = new int[26];
        for (int i = 0; i < 26; i++) parent[i] = i;
        for (String eq : equations) { // first merge everything that must be equal
            if (eq.charAt(1) == '=') parent[find(parent, eq.charAt(0) - 'a')] = find(parent, eq.charAt(3) - 'a');
        }
        for (String eq : equations) { // then check every inequality
            if (eq.charAt(1) == '!' && find(parent, eq.charAt(0) - 'a') == find(parent, eq.charAt(3) - 'a')) return false;
        }
        return true;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // path halving
            x = parent[x];
        }
        return x;
    }
}
`;

const equationsCpp = `#include <numeric>
#include <string>
#include <vector>
using namespace std;

int findRoot(vector<int>& parent, int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];  // path halving
        x = parent[x];
    }
    return x;
}

bool equationsConsistent(vector<string>& equations) {
    vector<int> parent(26);
    iota(parent.begin(), parent.end(), 0);
    for (const string& eq : equations) {  // first merge everything that must be equal
        if (eq[1] == '=') parent[findRoot(parent, eq[0] - 'a')] = findRoot(parent, eq[3] - 'a');
    }
    for (const string& eq : equations) {  // then check every inequality
        if (eq[1] == '!' && findRoot(parent, eq[0] - 'a') == findRoot(parent, eq[3] - 'a')) return false;
    }
    return true;
}
`;

const equationsGo = `package main

func findRoot(parent []int, x int) int {
	for parent[x] != x {
		parent[x] = parent[parent[x]] // path halving
		x = parent[x]
	}
	return x
}

func equationsConsistent(equations []string) bool {
	parent := make([]int, 26)
	for i := range parent {
		parent[i] = i
	}
	for _, eq := range equations { // first merge everything that must be equal
		if eq[1] == '=' {
			parent[findRoot(parent, int(eq[0]-'a'))] = findRoot(parent, int(eq[3]-'a'))
		}
	}
	for _, eq := range equations { // then check every inequality
		if eq[1] == '!' && findRoot(parent, int(eq[0]-'a')) == findRoot(parent, int(eq[3]-'a')) {
			return false
		}
	}
	return true
}
`;

const equationConsistencyCheck: SeedProblem = {
  slug: "equation-consistency-check",
  title: "Equation Consistency Check",
  difficulty: "medium",
  statement: `Each string in \`equations\` has length 4 and the form \`"x==y"\` or \`"x!=y"\`, where \`x\` and \`y\` are lowercase letters naming integer variables (they may be the same letter).

Return \`true\` if integers can be assigned to the variables so that **all** the equations hold at the same time, and \`false\` otherwise.

### Examples

**Example 1**

- Input: \`equations = ["a==b","b!=a"]\`
- Output: \`false\`

**Example 2**

- Input: \`equations = ["a==b","b==c","a==c"]\`
- Output: \`true\`

**Example 3**

- Input: \`equations = ["x==y","y==z","z!=w"]\`
- Output: \`true\`
- Explanation: for example x = y = z = 1 and w = 2.

### Constraints

- \`1 <= equations.length <= 500\`
- \`equations[i].length == 4\`
- \`equations[i][0]\` and \`equations[i][3]\` are lowercase letters; \`equations[i][1..2]\` is \`"=="\` or \`"!="\`.
`,
  functionName: "equationsConsistent",
  params: [{ name: "equations", type: "string[]" }],
  returnType: "bool",
  starter: {
    python: `def equationsConsistent(equations: list[str]) -> bool:
    # Write your solution here.
    return False
`,
    javascript: `function equationsConsistent(equations) {
  // Write your solution here.
  return false;
}
`,
    java: `class Solution {
    public static boolean equationsConsistent(String[] equations) {
        // Write your solution here.
        return false;
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

bool equationsConsistent(vector<string>& equations) {
    // Write your solution here.
    return false;
}
`,
    go: `package main

func equationsConsistent(equations []string) bool {
	// Write your solution here.
	return false
}
`,
  },
  solutions: { python: equationsPy, javascript: equationsJs, java: equationsJava, cpp: equationsCpp, go: equationsGo },
  solutionExplanation: `## Idea

Equality is transitive: \`a == b\` and \`b == c\` force \`a == c\`. So the \`==\` equations split the variables into **groups that must share one value**, which is exactly what union–find builds. Inequalities never force anything; they can only be violated, and only when their two sides ended up in the same group. Give every group a distinct value and all other inequalities hold automatically.

The order matters: processing an inequality before all equalities are known could miss a later merge (\`"a!=c"\` followed by \`"a==b","b==c"\`), so do **two passes**.

## Step by step

1. Create a union–find over the 26 letters.
2. Pass 1: for every \`"x==y"\`, union \`x\` and \`y\`.
3. Pass 2: for every \`"x!=y"\`, if \`find(x) == find(y)\` return \`false\`. This includes \`"a!=a"\`, which is always impossible.
4. Return \`true\`.

The \`find\` here uses *path halving* (each visited node jumps to its grandparent), a one-loop alternative to full path compression with the same complexity.

## Complexity

- Time: **O(m · α(26))**, i.e. O(m) for \`m\` equations.
- Space: **O(1)** — the structure always has 26 entries.

\`\`\`python
${equationsPy}\`\`\`
`,
  visibleTests: [
    { input: [["a==b", "b!=a"]], expected: false },
    { input: [["a==b", "b==c", "a==c"]], expected: true },
    { input: [["x==y", "y==z", "z!=w"]], expected: true },
  ],
  hiddenTests: [
    { input: [["a==a"]], expected: true },
    { input: [["a!=a"]], expected: false },
    { input: [["a!=b"]], expected: true },
    { input: [["a==b", "b!=c", "c==a"]], expected: false },
    { input: [["c==c", "b==d", "x!=z"]], expected: true },
    { input: [["a!=b", "b!=c", "c!=a"]], expected: true },
    { input: [["a==b", "c==d", "e==f", "b==c", "d!=f"]], expected: true },
    { input: [["a==b", "c==d", "e==f", "b==c", "d!=e"]], expected: true },
    {
      input: [
        [
          "a==b",
          "b==c",
          "c==d",
          "d==e",
          "e==f",
          "f==g",
          "g==h",
          "h==i",
          "i==j",
          "j==k",
          "k==l",
          "l==m",
          "m==n",
          "n==o",
          "o==p",
          "p==q",
          "q==r",
          "r==s",
          "s==t",
          "t==u",
          "u==v",
          "v==w",
          "w==x",
          "x==y",
          "y==z",
          "z!=a",
        ],
      ],
      expected: false,
    },
    { input: [["a==b", "c==d", "e==f", "g==h", "i==j", "k==l", "m==n", "o==p", "q==r", "s==t", "u==v", "w==x", "a!=z", "y!=b"]], expected: true },
    { input: [["b!=b", "d==d", "b==c", "c!=a", "b==a", "d!=e", "a==d", "e==b"]], expected: false },
    { input: [["b!=a", "a==b"]], expected: false },
    { input: [["a==b", "b==c", "c==d", "d!=a"]], expected: false },
    { input: [["p==q", "r==s", "q==r", "s!=p", "x==y"]], expected: false },
  ],
  companies: { Google: 9, Amazon: 6, Microsoft: 5, Apple: 3, Netflix: 1, LinkedIn: 2, Meta: 5 },
};

// ---------------------------------------------------------------------------
// Merge User Accounts
// ---------------------------------------------------------------------------

const accountsPy = `from collections import defaultdict


def mergeAccounts(accounts):
    parent = {}
    owner = {}

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    for account in accounts:
        name, emails = account[0], account[1:]
        for email in emails:
            if email not in parent:
                parent[email] = email
                owner[email] = name
        first_root = find(emails[0])
        for email in emails[1:]:
            root = find(email)
            if root != first_root:
                parent[root] = first_root

    groups = defaultdict(list)
    for email in parent:
        groups[find(email)].append(email)
    return [[owner[root]] + sorted(emails) for root, emails in groups.items()]
`;

const accountsJs = `function mergeAccounts(accounts) {
  const parent = new Map();
  const owner = new Map();
  const find = (x) => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root);
    while (parent.get(x) !== root) {
      const next = parent.get(x);
      parent.set(x, root);
      x = next;
    }
    return root;
  };
  for (const account of accounts) {
    const name = account[0];
    const emails = account.slice(1);
    for (const email of emails) {
      if (!parent.has(email)) {
        parent.set(email, email);
        owner.set(email, name);
      }
    }
    const firstRoot = find(emails[0]);
    for (const email of emails.slice(1)) {
      const root = find(email);
      if (root !== firstRoot) parent.set(root, firstRoot);
    }
  }
  const groups = new Map();
  for (const email of parent.keys()) {
    const root = find(email);
    if (!groups.has(root)) groups.set(root, []);
    groups.get(root).push(email);
  }
  const result = [];
  for (const [root, emails] of groups) {
    emails.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    result.push([owner.get(root), ...emails]);
  }
  return result;
}
`;

const accountsJava = `import java.util.*;

class Solution {
    public static String[][] mergeAccounts(String[][] accounts) {
        Map<String, String> parent = new LinkedHashMap<>();
        Map<String, String> owner = new HashMap<>();
        for (String[] account : accounts) {
            String name = account[0];
            for (int k = 1; k < account.length; k++) {
                if (!parent.containsKey(account[k])) {
                    parent.put(account[k], account[k]);
                    owner.put(account[k], name);
                }
            }
            String firstRoot = find(parent, account[1]);
            for (int k = 2; k < account.length; k++) {
                String root = find(parent, account[k]);
                if (!root.equals(firstRoot)) parent.put(root, firstRoot);
            }
        }
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String email : new ArrayList<>(parent.keySet())) groups.computeIfAbsent(find(parent, email), r -> new ArrayList<>()).add(email);
        List<String[]> result = new ArrayList<>();
        for (Map.Entry<String, List<String>> group : groups.entrySet()) {
            List<String> emails = group.getValue();
            Collections.sort(emails);
            List<String> row = new ArrayList<>();
            row.add(owner.get(group.getKey()));
            row.addAll(emails);
            result.add(row.toArray(new String[0]));
        }
        return result.toArray(new String[0][]);
    }

    private static String find(Map<String, String> parent, String x) {
        String root = x;
        while (!parent.get(root).equals(root)) root = parent.get(root);
        while (!parent.get(x).equals(root)) {
            String next = parent.get(x);
            parent.put(x, root);
            x = next;
        }
        return root;
    }
}
`;

const accountsCpp = `#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

string findRoot(unordered_map<string, string>& parent, string x) {
    string root = x;
    while (parent[root] != root) root = parent[root];
    while (parent[x] != root) {
        string next = parent[x];
        parent[x] = root;
        x = next;
    }
    return root;
}

vector<vector<string>> mergeAccounts(vector<vector<string>>& accounts) {
    unordered_map<string, string> parent, owner;
    vector<string> emailsInOrder;
    for (const auto& account : accounts) {
        for (size_t k = 1; k < account.size(); k++) {
            if (!parent.count(account[k])) {
                parent[account[k]] = account[k];
                owner[account[k]] = account[0];
                emailsInOrder.push_back(account[k]);
            }
        }
        string firstRoot = findRoot(parent, account[1]);
        for (size_t k = 2; k < account.size(); k++) {
            string root = findRoot(parent, account[k]);
            if (root != firstRoot) parent[root] = firstRoot;
        }
    }
    map<string, vector<string>> groups;
    for (const string& email : emailsInOrder) groups[findRoot(parent, email)].push_back(email);
    vector<vector<string>> result;
    for (auto& [root, emails] : groups) {
        sort(emails.begin(), emails.end());
        vector<string> row = {owner[root]};
        row.insert(row.end(), emails.begin(), emails.end());
        result.push_back(row);
    }
    return result;
}
`;

const accountsGo = `package main

import "sort"

func mergeAccounts(accounts [][]string) [][]string {
	parent := map[string]string{}
	owner := map[string]string{}
	order := []string{} // emails in order of first appearance
	var find func(x string) string
	find = func(x string) string {
		root := x
		for parent[root] != root {
			root = parent[root]
		}
		for parent[x] != root {
			parent[x], x = root, parent[x]
		}
		return root
	}
	for _, account := range accounts {
		name, emails := account[0], account[1:]
		for _, email := range emails {
			if _, seen := parent[email]; !seen {
				parent[email] = email
				owner[email] = name
				order = append(order, email)
			}
		}
		firstRoot := find(emails[0])
		for _, email := range emails[1:] {
			if root := find(email); root != firstRoot {
				parent[root] = firstRoot
			}
		}
	}
	groups := map[string][]string{}
	roots := []string{}
	for _, email := range order {
		root := find(email)
		if _, seen := groups[root]; !seen {
			roots = append(roots, root)
		}
		groups[root] = append(groups[root], email)
	}
	result := [][]string{}
	for _, root := range roots {
		emails := groups[root]
		sort.Strings(emails)
		result = append(result, append([]string{owner[root]}, emails...))
	}
	return result
}
`;

const mergeUserAccounts: SeedProblem = {
  slug: "merge-user-accounts",
  title: "Merge User Accounts",
  difficulty: "medium",
  statement: `A sign-up database contains duplicate records. Each record \`accounts[i]\` starts with a person's name followed by one or more e-mail addresses. Two records belong to the **same person** if they share at least one e-mail address — directly, or through a chain of records that share addresses pairwise. Records with the same name but no shared address may belong to different people.

Merge the records: return one entry per person, made of the name followed by **all** of that person's distinct e-mail addresses in ascending order (compare by character code, as ordinary string comparison does). The entries themselves may be returned in any order.

### Examples

**Example 1**

- Input: \`accounts = [["Ana","ana@x.io","ana.dev@x.io"],["Ben","ben@y.io"],["Ana","ana.dev@x.io","a@z.io"],["Ana","ana2@x.io"]]\`
- Output: \`[["Ana","a@z.io","ana.dev@x.io","ana@x.io"],["Ben","ben@y.io"],["Ana","ana2@x.io"]]\`
- Explanation: the first and third records share \`ana.dev@x.io\`. The last Ana shares nothing, so she stays separate.

**Example 2**

- Input: \`accounts = [["Kai","k1@m.com","k2@m.com"],["Kai","k3@m.com"],["Kai","k3@m.com","k1@m.com"]]\`
- Output: \`[["Kai","k1@m.com","k2@m.com","k3@m.com"]]\`
- Explanation: the third record links the first two.

### Constraints

- \`1 <= accounts.length <= 1000\`
- \`2 <= accounts[i].length <= 10\`
- Names and addresses are non-empty strings of printable ASCII characters without spaces.
- All records that share an address carry the same name. An address may be repeated inside a record.
`,
  functionName: "mergeAccounts",
  params: [{ name: "accounts", type: "string[][]" }],
  returnType: "string[][]",
  compare: "unordered",
  starter: {
    python: `def mergeAccounts(accounts: list[list[str]]) -> list[list[str]]:
    # Write your solution here.
    return []
`,
    javascript: `function mergeAccounts(accounts) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static String[][] mergeAccounts(String[][] accounts) {
        // Write your solution here.
        return new String[0][];
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<string>> mergeAccounts(vector<vector<string>>& accounts) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func mergeAccounts(accounts [][]string) [][]string {
	// Write your solution here.
	return [][]string{}
}
`,
  },
  solutions: { python: accountsPy, javascript: accountsJs, java: accountsJava, cpp: accountsCpp, go: accountsGo },
  solutionExplanation: `## Idea

The things that define identity are the **e-mail addresses**, not the names. Treat each address as an element of a union–find structure and, for every record, union all its addresses together. Addresses that end up with the same root belong to one person, however long the chain of records that links them. Names are only labels: remember which name came with each address.

## Step by step

1. For each record, register every new address (its own parent, owner = the record's name).
2. Union every address of the record with the record's first address.
3. After all records, group the addresses by their root.
4. For each group, output the owner's name followed by the sorted addresses.

Keying the structure by address strings (a dictionary instead of an array) avoids a separate step that numbers the addresses.

## Complexity

With \`E\` addresses in total:

- Time: **O(E · α(E))** for the unions and finds, plus **O(E log E)** for sorting the groups — sorting dominates.
- Space: **O(E)** for the parent and owner maps and the groups.

\`\`\`python
${accountsPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        [
          ["Ana", "ana@x.io", "ana.dev@x.io"],
          ["Ben", "ben@y.io"],
          ["Ana", "ana.dev@x.io", "a@z.io"],
          ["Ana", "ana2@x.io"],
        ],
      ],
      expected: [
        ["Ana", "a@z.io", "ana.dev@x.io", "ana@x.io"],
        ["Ben", "ben@y.io"],
        ["Ana", "ana2@x.io"],
      ],
    },
    {
      input: [
        [
          ["Kai", "k1@m.com", "k2@m.com"],
          ["Kai", "k3@m.com"],
          ["Kai", "k3@m.com", "k1@m.com"],
        ],
      ],
      expected: [["Kai", "k1@m.com", "k2@m.com", "k3@m.com"]],
    },
  ],
  hiddenTests: [
    { input: [[["Solo", "solo@a.io"]]], expected: [["Solo", "solo@a.io"]] },
    { input: [[["Dup", "d@a.io", "d@a.io"]]], expected: [["Dup", "d@a.io"]] },
    {
      input: [
        [
          ["Tom", "t@a.io"],
          ["Tom", "t@a.io"],
        ],
      ],
      expected: [["Tom", "t@a.io"]],
    },
    {
      input: [
        [
          ["Tom", "t1@a.io"],
          ["Tom", "t2@a.io"],
        ],
      ],
      expected: [
        ["Tom", "t1@a.io"],
        ["Tom", "t2@a.io"],
      ],
    },
    {
      input: [
        [
          ["A", "a1", "a2"],
          ["A", "a3", "a4"],
          ["A", "a5", "a6"],
          ["A", "a2", "a3"],
          ["A", "a6", "a4"],
        ],
      ],
      expected: [["A", "a1", "a2", "a3", "a4", "a5", "a6"]],
    },
    {
      input: [
        [
          ["Lee", "z@l.io", "b@l.io"],
          ["Lee", "m@l.io"],
          ["Lee", "b@l.io", "a@l.io"],
          ["Max", "max@l.io"],
        ],
      ],
      expected: [
        ["Lee", "a@l.io", "b@l.io", "z@l.io"],
        ["Lee", "m@l.io"],
        ["Max", "max@l.io"],
      ],
    },
    {
      input: [
        [
          ["Eve", "e0@q.io", "e1@q.io"],
          ["Eve", "e1@q.io", "e2@q.io"],
          ["Eve", "e2@q.io", "e3@q.io"],
          ["Eve", "e3@q.io", "e4@q.io"],
          ["Eve", "e4@q.io", "e5@q.io"],
          ["Eve", "e5@q.io", "e6@q.io"],
          ["Eve", "e6@q.io", "e7@q.io"],
          ["Eve", "e7@q.io", "e8@q.io"],
          ["Eve", "e8@q.io", "e9@q.io"],
          ["Eve", "e9@q.io", "e10@q.io"],
          ["Eve", "e10@q.io", "e11@q.io"],
          ["Eve", "e11@q.io", "e12@q.io"],
        ],
      ],
      expected: [
        [
          "Eve",
          "e0@q.io",
          "e10@q.io",
          "e11@q.io",
          "e12@q.io",
          "e1@q.io",
          "e2@q.io",
          "e3@q.io",
          "e4@q.io",
          "e5@q.io",
          "e6@q.io",
          "e7@q.io",
          "e8@q.io",
          "e9@q.io",
        ],
      ],
    },
    {
      input: [
        [
          ["Zed", "Z@q.io"],
          ["Zed", "z@q.io"],
          ["Zed", "_z@q.io", "Z@q.io"],
        ],
      ],
      expected: [
        ["Zed", "Z@q.io", "_z@q.io"],
        ["Zed", "z@q.io"],
      ],
    },
    {
      input: [
        [
          ["P0", "u1@w.io", "u14@w.io"],
          ["P1", "u11@w.io", "u8@w.io"],
          ["P1", "u11@w.io"],
          ["P0", "u10@w.io", "u3@w.io"],
          ["P1", "u7@w.io", "u7@w.io"],
          ["P1", "u8@w.io"],
          ["P1", "u8@w.io"],
          ["P0", "u1@w.io"],
          ["P2", "u0@w.io"],
          ["P0", "u5@w.io", "u6@w.io"],
        ],
      ],
      expected: [
        ["P0", "u14@w.io", "u1@w.io"],
        ["P1", "u11@w.io", "u8@w.io"],
        ["P0", "u10@w.io", "u3@w.io"],
        ["P1", "u7@w.io"],
        ["P2", "u0@w.io"],
        ["P0", "u5@w.io", "u6@w.io"],
      ],
    },
  ],
  companies: { Google: 11, Amazon: 16, Microsoft: 8, Apple: 5, Netflix: 2, LinkedIn: 6, Meta: 19 },
};

// ---------------------------------------------------------------------------
// Islands After Each Landing
// ---------------------------------------------------------------------------

const islandsPy = `def islandsAfterEachLanding(m, n, positions):
    parent = [-1] * (m * n)  # -1 means water
    size = [0] * (m * n)

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    islands = 0
    result = []
    for r, c in positions:
        cell = r * n + c
        if parent[cell] != -1:  # already land
            result.append(islands)
            continue
        parent[cell] = cell
        size[cell] = 1
        islands += 1
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < m and 0 <= nc < n and parent[nr * n + nc] != -1:
                a, b = find(cell), find(nr * n + nc)
                if a != b:
                    if size[a] < size[b]:
                        a, b = b, a
                    parent[b] = a
                    size[a] += size[b]
                    islands -= 1  # two islands became one
        result.append(islands)
    return result
`;

const islandsJs = `function islandsAfterEachLanding(m, n, positions) {
  const parent = new Array(m * n).fill(-1); // -1 means water
  const size = new Array(m * n).fill(0);
  const find = (x) => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    while (parent[x] !== root) {
      const next = parent[x];
      parent[x] = root;
      x = next;
    }
    return root;
  };
  let islands = 0;
  const result = [];
  for (const [r, c] of positions) {
    const cell = r * n + c;
    if (parent[cell] !== -1) {
      // already land
      result.push(islands);
      continue;
    }
    parent[cell] = cell;
    size[cell] = 1;
    islands++;
    for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]) {
      if (nr < 0 || nr >= m || nc < 0 || nc >= n || parent[nr * n + nc] === -1) continue;
      let a = find(cell), b = find(nr * n + nc);
      if (a === b) continue;
      if (size[a] < size[b]) [a, b] = [b, a];
      parent[b] = a;
      size[a] += size[b];
      islands--; // two islands became one
    }
    result.push(islands);
  }
  return result;
}
`;

const islandsJava = `class Solution {
    public static int[] islandsAfterEachLanding(int m, int n, int[][] positions) {
        int[] parent = new int[m * n], size = new int[m * n];
        java.util.Arrays.fill(parent, -1); // -1 means water
        int islands = 0;
        int[] result = new int[positions.length];
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int i = 0; i < positions.length; i++) {
            int r = positions[i][0], c = positions[i][1], cell = r * n + c;
            if (parent[cell] != -1) { // already land
                result[i] = islands;
                continue;
            }
            parent[cell] = cell;
            size[cell] = 1;
            islands++;
            for (int[] s : steps) {
                int nr = r + s[0], nc = c + s[1];
                if (nr < 0 || nr >= m || nc < 0 || nc >= n || parent[nr * n + nc] == -1) continue;
                int a = find(parent, cell), b = find(parent, nr * n + nc);
                if (a == b) continue;
                if (size[a] < size[b]) {
                    int t = a;
                    a = b;
                    b = t;
                }
                parent[b] = a;
                size[a] += size[b];
                islands--; // two islands became one
            }
            result[i] = islands;
        }
        return result;
    }

    private static int find(int[] parent, int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }
}
`;

const islandsCpp = `#include <utility>
#include <vector>
using namespace std;

int findRoot(vector<int>& parent, int x) {
    int root = x;
    while (parent[root] != root) root = parent[root];
    while (parent[x] != root) {
        int next = parent[x];
        parent[x] = root;
        x = next;
    }
    return root;
}

vector<int> islandsAfterEachLanding(int m, int n, vector<vector<int>>& positions) {
    vector<int> parent(m * n, -1), size(m * n, 0);  // -1 means water
    int islands = 0;
    vector<int> result;
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& p : positions) {
        int r = p[0], c = p[1], cell = r * n + c;
        if (parent[cell] != -1) {  // already land
            result.push_back(islands);
            continue;
        }
        parent[cell] = cell;
        size[cell] = 1;
        islands++;
        for (const auto& s : steps) {
            int nr = r + s[0], nc = c + s[1];
            if (nr < 0 || nr >= m || nc < 0 || nc >= n || parent[nr * n + nc] == -1) continue;
            int a = findRoot(parent, cell), b = findRoot(parent, nr * n + nc);
            if (a == b) continue;
            if (size[a] < size[b]) swap(a, b);
            parent[b] = a;
            size[a] += size[b];
            islands--;  // two islands became one
        }
        result.push_back(islands);
    }
    return result;
}
`;

const islandsGo = `package main

func findRoot(parent []int, x int) int {
	root := x
	for parent[root] != root {
		root = parent[root]
	}
	for parent[x] != root {
		parent[x], x = root, parent[x]
	}
	return root
}

func islandsAfterEachLanding(m int, n int, positions [][]int) []int {
	parent, size := make([]int, m*n), make([]int, m*n)
	for i := range parent {
		parent[i] = -1 // -1 means water
	}
	islands := 0
	result := []int{}
	for _, p := range positions {
		r, c := p[0], p[1]
		cell := r*n + c
		if parent[cell] != -1 { // already land
			result = append(result, islands)
			continue
		}
		parent[cell], size[cell] = cell, 1
		islands++
		for _, s := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			nr, nc := r+s[0], c+s[1]
			if nr < 0 || nr >= m || nc < 0 || nc >= n || parent[nr*n+nc] == -1 {
				continue
			}
			a, b := findRoot(parent, cell), findRoot(parent, nr*n+nc)
			if a == b {
				continue
			}
			if size[a] < size[b] {
				a, b = b, a
			}
			parent[b] = a
			size[a] += size[b]
			islands-- // two islands became one
		}
		result = append(result, islands)
	}
	return result
}
`;

const islandsAfterEachLanding: SeedProblem = {
  slug: "islands-after-each-landing",
  title: "Islands After Each Landing",
  difficulty: "hard",
  statement: `A map of \`m\` rows and \`n\` columns starts as all water. A land-reclamation project then turns cells into land one at a time: \`positions[i] = [r, c]\` is the cell filled by the \`i\`-th operation. Filling a cell that is already land changes nothing.

An **island** is a maximal group of land cells connected horizontally or vertically (not diagonally). Return an array whose \`i\`-th entry is the number of islands right after the \`i\`-th operation.

### Examples

**Example 1**

- Input: \`m = 3\`, \`n = 3\`, \`positions = [[0,0],[0,1],[1,2],[2,1]]\`
- Output: \`[1,1,2,3]\`
- Explanation: \`[0,1]\` joins the island of \`[0,0]\`; \`[1,2]\` and \`[2,1]\` only touch it diagonally, so each starts a new island.

**Example 2**

- Input: \`m = 2\`, \`n = 2\`, \`positions = [[0,0],[1,1],[0,1]]\`
- Output: \`[1,2,1]\`
- Explanation: the last cell touches both islands and merges them.

### Constraints

- \`1 <= m, n\` and \`m * n <= 10^4\`
- \`1 <= positions.length <= 10^4\`
- \`0 <= r < m\`, \`0 <= c < n\`; the same cell may appear more than once.
- Aim for better than recounting the islands after every operation.
`,
  functionName: "islandsAfterEachLanding",
  params: [
    { name: "m", type: "int" },
    { name: "n", type: "int" },
    { name: "positions", type: "int[][]" },
  ],
  returnType: "int[]",
  starter: {
    python: `def islandsAfterEachLanding(m: int, n: int, positions: list[list[int]]) -> list[int]:
    # Write your solution here.
    return []
`,
    javascript: `function islandsAfterEachLanding(m, n, positions) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static int[] islandsAfterEachLanding(int m, int n, int[][] positions) {
        // Write your solution here.
        return new int[0];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

vector<int> islandsAfterEachLanding(int m, int n, vector<vector<int>>& positions) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func islandsAfterEachLanding(m int, n int, positions [][]int) []int {
	// Write your solution here.
	return []int{}
}
`,
  },
  solutions: { python: islandsPy, javascript: islandsJs, java: islandsJava, cpp: islandsCpp, go: islandsGo },
  solutionExplanation: `## Idea

Recounting the islands with a flood fill after every operation costs O(m · n) per step. But each operation only **adds** land, and new land can only do two things: create a new island, or **merge** the islands it touches. That is the incremental-connectivity problem union–find was made for. Keep a running island count: \`+1\` for each new land cell, \`-1\` for every successful union with a neighbouring island.

## Step by step

1. Flatten cell \`(r, c)\` to index \`r * n + c\`. \`parent[i] = -1\` marks water.
2. For each position:
   - if the cell is already land, repeat the current count;
   - otherwise make it its own set and increase the count;
   - for each of the four neighbours that is inside the grid and is land, find both roots. If they differ, union them (smaller under larger) and decrease the count. Two neighbours may belong to the same island; the root check makes sure it is merged only once.
3. Append the count after each operation.

## Complexity

With \`k\` operations:

- Time: **O(m · n + k · α(m · n))** — the arrays are allocated once, and each operation does at most four unions.
- Space: **O(m · n)** for the parent and size arrays.

\`\`\`python
${islandsPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        3,
        3,
        [
          [0, 0],
          [0, 1],
          [1, 2],
          [2, 1],
        ],
      ],
      expected: [1, 1, 2, 3],
    },
    {
      input: [
        2,
        2,
        [
          [0, 0],
          [1, 1],
          [0, 1],
        ],
      ],
      expected: [1, 2, 1],
    },
  ],
  hiddenTests: [
    { input: [1, 1, [[0, 0]]], expected: [1] },
    {
      input: [
        1,
        1,
        [
          [0, 0],
          [0, 0],
        ],
      ],
      expected: [1, 1],
    },
    {
      input: [
        1,
        5,
        [
          [0, 0],
          [0, 2],
          [0, 4],
          [0, 1],
          [0, 3],
        ],
      ],
      expected: [1, 2, 3, 2, 1],
    },
    {
      input: [
        3,
        3,
        [
          [0, 1],
          [1, 0],
          [1, 2],
          [2, 1],
          [1, 1],
        ],
      ],
      expected: [1, 2, 3, 4, 1],
    },
    {
      input: [
        3,
        3,
        [
          [0, 0],
          [0, 2],
          [2, 0],
          [2, 2],
          [0, 0],
          [1, 1],
        ],
      ],
      expected: [1, 2, 3, 4, 4, 5],
    },
    {
      input: [
        4,
        4,
        [
          [0, 0],
          [3, 3],
          [0, 3],
          [3, 0],
          [1, 1],
          [2, 2],
          [1, 2],
          [2, 1],
        ],
      ],
      expected: [1, 2, 3, 4, 5, 6, 5, 5],
    },
    {
      input: [
        5,
        5,
        [
          [1, 4],
          [0, 4],
          [4, 4],
          [3, 2],
          [2, 2],
          [2, 3],
          [2, 4],
          [3, 2],
          [1, 0],
          [3, 2],
          [0, 0],
          [3, 1],
          [2, 3],
          [4, 0],
          [2, 1],
          [4, 2],
          [4, 3],
          [4, 4],
          [4, 4],
          [1, 4],
        ],
      ],
      expected: [1, 1, 2, 3, 3, 3, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 3, 3, 3, 3],
    },
    {
      input: [
        6,
        7,
        [
          [5, 6],
          [1, 4],
          [4, 4],
          [1, 4],
          [5, 1],
          [3, 1],
          [3, 5],
          [2, 6],
          [0, 2],
          [5, 2],
          [3, 4],
          [0, 0],
          [3, 4],
          [4, 4],
          [3, 1],
          [0, 0],
          [5, 5],
          [2, 4],
          [1, 6],
          [2, 0],
          [1, 5],
          [2, 1],
          [3, 4],
          [4, 0],
          [5, 2],
          [4, 1],
          [5, 3],
          [1, 6],
          [3, 3],
          [4, 6],
        ],
      ],
      expected: [1, 2, 3, 3, 4, 5, 6, 7, 8, 8, 7, 8, 8, 8, 8, 8, 8, 7, 7, 8, 7, 6, 6, 7, 7, 5, 5, 5, 5, 5],
    },
    {
      input: [
        10,
        10,
        [
          [0, 0],
          [0, 2],
          [0, 4],
          [0, 6],
          [0, 8],
          [1, 1],
          [1, 3],
          [1, 5],
          [1, 7],
          [1, 9],
          [2, 0],
          [2, 2],
          [2, 4],
          [2, 6],
          [2, 8],
          [3, 1],
          [3, 3],
          [3, 5],
          [3, 7],
          [3, 9],
          [4, 0],
          [4, 2],
          [4, 4],
          [4, 6],
          [4, 8],
          [5, 1],
          [5, 3],
          [5, 5],
          [5, 7],
          [5, 9],
          [6, 0],
          [6, 2],
          [6, 4],
          [6, 6],
          [6, 8],
          [7, 1],
          [7, 3],
          [7, 5],
          [7, 7],
          [7, 9],
          [8, 0],
          [8, 2],
          [8, 4],
          [8, 6],
          [8, 8],
          [9, 1],
          [9, 3],
          [9, 5],
          [9, 7],
          [9, 9],
          [0, 1],
          [1, 0],
        ],
      ],
      expected: [
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38,
        39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 48, 47,
      ],
    },
  ],
  companies: { Google: 12, Amazon: 9, Microsoft: 4, Apple: 2, Netflix: 1, LinkedIn: 2, Meta: 8 },
};

export const pattern: SeedPattern = {
  slug: "union-find",
  title: "Union Find",
  summary:
    "Maintain groups of connected elements under merges with the disjoint-set structure: near-constant-time find and union, ideal when connections arrive one at a time.",
  introduction: `# Introduction to Union Find

**Union–find**, also called a **disjoint set union (DSU)**, keeps track of elements split into non-overlapping groups. It supports two operations:

- \`find(x)\` — return the **representative** (root) of the group containing \`x\`. Two elements are in the same group exactly when they have the same root.
- \`union(x, y)\` — merge the groups of \`x\` and \`y\`.

Each group is stored as a tree through a \`parent\` array: a root is its own parent, and \`find\` climbs parent links until it reaches the root.

## Making it fast

Two small tricks make both operations run in **amortised O(α(n))** time, where \`α\` is the inverse Ackermann function, at most 4 for any input you will ever meet:

- **Path compression**: after \`find(x)\` reaches the root, point every node on the way straight at it.
- **Union by size (or rank)**: attach the smaller tree under the larger one, so trees stay shallow.

## When to recognise it

- Elements become **connected over time** and you must answer connectivity questions along the way.
- The task counts **groups**, **components** or **clusters**.
- A relation is **transitive** ("equal to", "same owner as", "connected to") and you must build its classes.
- You must detect the edge that creates a **cycle** in an undirected graph.

If the whole graph is known in advance, BFS or DFS also works; union–find is the natural choice when edges arrive **incrementally** or when only connectivity matters.

## Worked example: the structure itself

\`\`\`python
class DisjointSet:
    def __init__(self, n):
        self.parent = list(range(n))
        self.size = [1] * n
        self.groups = n

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:          # path compression
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False                       # already connected
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra                   # union by size
        self.size[ra] += self.size[rb]
        self.groups -= 1
        return True

ds = DisjointSet(5)
ds.union(0, 1); ds.union(3, 4)
print(ds.groups)                    # 3: {0, 1}, {2}, {3, 4}
print(ds.find(1) == ds.find(0))     # True
print(ds.union(1, 0))               # False: this edge would close a cycle
\`\`\`

The iterative \`find\` avoids deep recursion in Python. Note how \`union\` returning \`False\` doubles as a **cycle detector**: the edge joins two elements that were already connected.

The problems apply the structure to counting networks, spotting a redundant cable, checking equations, merging accounts keyed by strings and counting islands as land appears.
`,
  problems: [countConnectedNetworks, extraCableInTree, equationConsistencyCheck, mergeUserAccounts, islandsAfterEachLanding],
  finalRemarks: `# Final Remarks

Union–find is a small piece of code with a big reach. Once you can write \`find\` and \`union\` from memory, a whole family of connectivity problems becomes a loop over the input.

## What you practised

- **Counting components** by starting from \`n\` groups and subtracting one per successful union.
- **Cycle detection**: a union that finds both ends already connected reveals the extra edge, and processing edges in input order returns the last qualifying one.
- **Equivalence classes**: equalities build the groups, inequalities are checked afterwards, in a second pass.
- **Keys that are not integers**: a dictionary-based parent map works directly on e-mail addresses.
- **Incremental connectivity**: counting islands as land appears, with \`+1\` per new cell and \`-1\` per merge.

## Pitfalls to avoid

- Comparing \`parent[a] == parent[b]\` instead of \`find(a) == find(b)\`.
- Forgetting path compression or union by size, which can degrade to O(n) per operation.
- Recursive \`find\` in Python on long chains — prefer the iterative version.
- Decrementing the group count when the two elements were already in the same group.
- Handling inequalities before all equalities have been merged.

## Complexity to quote

With both optimisations, \`m\` operations on \`n\` elements take **O((n + m) · α(n))** time — effectively linear — and **O(n)** space.

When a problem says "connected", "same group" or "merge", sketch the parent array before anything else.
`,
  companyFrequency: { Google: 24, Amazon: 21, Microsoft: 13, Apple: 7, Netflix: 3, LinkedIn: 9, Meta: 18 },
};
