import type { SeedPattern, SeedProblem } from "../types";

const TREE_NOTE = {
  python: `# class TreeNode:  (provided by the judge)
#     def __init__(self, val=0, left=None, right=None): ...
`,
  javascript: `// class TreeNode { constructor(val = 0, left = null, right = null) }  (provided by the judge)
`,
  java: `// class TreeNode { int val; TreeNode left, right; }  (provided by the judge)
`,
  cpp: `// struct TreeNode { int val; TreeNode *left; TreeNode *right; };  (provided by the judge)
`,
  go: `// type TreeNode struct { Val int; Left, Right *TreeNode }  (provided by the judge)
`,
};

// ---------------------------------------------------------------------------
// Tree Level Averages
// ---------------------------------------------------------------------------

const averagesPy = `from collections import deque


def levelAverages(root):
    if root is None:
        return []
    result = []
    queue = deque([root])
    while queue:
        size = len(queue)
        total = 0
        for _ in range(size):
            node = queue.popleft()
            total += node.val
            if node.left is not None:
                queue.append(node.left)
            if node.right is not None:
                queue.append(node.right)
        result.append(total / size)
    return result
`;

const averagesJs = `function levelAverages(root) {
  if (root === null) return [];
  const result = [];
  let level = [root];
  while (level.length > 0) {
    let total = 0;
    const next = [];
    for (const node of level) {
      total += node.val;
      if (node.left !== null) next.push(node.left);
      if (node.right !== null) next.push(node.right);
    }
    result.push(total / level.length);
    level = next;
  }
  return result;
}
`;

const averagesJava = `import java.util.*;

class Solution {
    public static double[] levelAverages(TreeNode root) {
        List<Double> result = new ArrayList<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) queue.add(root);
        while (!queue.isEmpty()) {
            int size = queue.size();
            long total = 0;
            for (int i = 0; i < size; i++) {
                TreeNode node = queue.poll();
                total += node.val;
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
            result.add((double) total / size);
        }
        return result.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
`;

const averagesCpp = `#include <queue>
#include <vector>
using namespace std;

vector<double> levelAverages(TreeNode* root) {
    vector<double> result;
    queue<TreeNode*> pending;
    if (root) pending.push(root);
    while (!pending.empty()) {
        int size = pending.size();
        long long total = 0;
        for (int i = 0; i < size; i++) {
            TreeNode* node = pending.front();
            pending.pop();
            total += node->val;
            if (node->left) pending.push(node->left);
            if (node->right) pending.push(node->right);
        }
        result.push_back((double) total / size);
    }
    return result;
}
`;

const averagesGo = `package main

func levelAverages(root *TreeNode) []float64 {
	result := []float64{}
	if root == nil {
		return result
	}
	queue := []*TreeNode{root}
	for len(queue) > 0 {
		size, total := len(queue), 0
		for _, node := range queue[:size] {
			total += node.Val
			if node.Left != nil {
				queue = append(queue, node.Left)
			}
			if node.Right != nil {
				queue = append(queue, node.Right)
			}
		}
		queue = queue[size:]
		result = append(result, float64(total)/float64(size))
	}
	return result
}
`;

const treeLevelAverages: SeedProblem = {
  slug: "tree-level-averages",
  title: "Tree Level Averages",
  difficulty: "easy",
  statement: `Given the \`root\` of a binary tree, return the **average value of the nodes on each level**, from the root level downwards. Answers within \`10^-5\` of the exact value are accepted. An empty tree has no levels, so the answer is an empty list.

### Examples

**Example 1**

- Input: \`root = [3,9,20,null,null,15,7]\`
- Output: \`[3.0, 14.5, 11.0]\`
- Explanation: level 0 holds 3, level 1 holds 9 and 20, level 2 holds 15 and 7.

**Example 2**

- Input: \`root = [1,2,3,4,null,null,5,6]\`
- Output: \`[1.0, 2.5, 4.5, 6.0]\`
- Explanation: the levels are [1], [2, 3], [4, 5] and [6].

### Constraints

- The number of nodes is in the range \`[0, 10^4]\`.
- \`-2^31 <= Node.val <= 2^31 - 1\` (level sums may need 64 bits)
`,
  functionName: "levelAverages",
  params: [{ name: "root", type: "TreeNode" }],
  returnType: "float[]",
  compare: "float",
  starter: {
    python: `${TREE_NOTE.python}
def levelAverages(root: "TreeNode | None") -> list[float]:
    # Write your solution here.
    return []
`,
    javascript: `${TREE_NOTE.javascript}
function levelAverages(root) {
  // Write your solution here.
  return [];
}
`,
    java: `${TREE_NOTE.java}class Solution {
    public static double[] levelAverages(TreeNode root) {
        // Write your solution here.
        return new double[0];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

${TREE_NOTE.cpp}vector<double> levelAverages(TreeNode* root) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

${TREE_NOTE.go}func levelAverages(root *TreeNode) []float64 {
	// Write your solution here.
	return []float64{}
}
`,
  },
  solutions: { python: averagesPy, javascript: averagesJs, java: averagesJava, cpp: averagesCpp, go: averagesGo },
  solutionExplanation: `## Idea

"Per level" is the signal for breadth-first search. A BFS queue holds the nodes in level order, and if we record the queue's **size at the start of each round**, exactly that many pops belong to the current level. Sum them, divide by the count, and move on.

## Step by step

1. Return \`[]\` for an empty tree; otherwise put the root in a queue.
2. While the queue is not empty:
   - \`size = len(queue)\` — the number of nodes on this level;
   - pop \`size\` nodes, adding their values to \`total\` and pushing their existing children (which belong to the next level);
   - append \`total / size\` to the result.
3. Return the result.

In languages with fixed-size integers, accumulate the sum in a 64-bit integer or a double: two values near \`2^31 - 1\` already overflow a 32-bit sum.

## Complexity

- Time: **O(n)** — every node is pushed and popped once.
- Space: **O(w)** where \`w\` is the maximum width of the tree (up to about n/2 for the last level of a full tree).

\`\`\`python
${averagesPy}\`\`\`
`,
  visibleTests: [
    { input: [[3, 9, 20, null, null, 15, 7]], expected: [3.0, 14.5, 11.0] },
    { input: [[1, 2, 3, 4, null, null, 5, 6]], expected: [1.0, 2.5, 4.5, 6.0] },
  ],
  hiddenTests: [
    { input: [[]], expected: [] },
    { input: [[-7]], expected: [-7.0] },
    { input: [[2147483647, 2147483647, 2147483647]], expected: [2147483647.0, 2147483647.0] },
    { input: [[-2147483648, -2147483648, 2147483647]], expected: [-2147483648.0, -0.5] },
    { input: [[1, 2, 3, 4, 5, 6, 7]], expected: [1.0, 2.5, 5.5] },
    { input: [[0, -1, 1, -2, null, null, 2]], expected: [0.0, 0.0, 0.0] },
    { input: [[5, 4, null, 3, null, 2, null, 1]], expected: [5.0, 4.0, 3.0, 2.0, 1.0] },
    {
      input: [
        [
          -92,
          -39,
          -77,
          89,
          -51,
          1,
          59,
          44,
          21,
          null,
          45,
          null,
          4,
          -34,
          null,
          -60,
          null,
          -35,
          null,
          32,
          null,
          35,
          null,
          49,
          null,
          null,
          null,
          null,
          null,
          -78,
          null,
          null,
          null,
          null,
          null,
          39,
          null,
          97,
        ],
      ],
      expected: [-92.0, -58.0, 24.5, 16.0, 4.2, -78.0, 39.0, 97.0],
    },
    {
      input: [
        [
          667,
          591,
          72,
          65,
          420,
          491,
          153,
          686,
          497,
          null,
          216,
          null,
          929,
          468,
          430,
          357,
          null,
          406,
          528,
          null,
          79,
          null,
          null,
          null,
          null,
          348,
          null,
          765,
          null,
          null,
          516,
          461,
          899,
          569,
          null,
          303,
          932,
          null,
          null,
          null,
          null,
          513,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          478,
          890,
          39,
          null,
          443,
          430,
          26,
          null,
          673,
          null,
          324,
          541,
          null,
          808,
          163,
          206,
          null,
          null,
          null,
          null,
          552,
          915,
        ],
      ],
      expected: [667.0, 331.5, 282.25, 537.6666666666666, 343.6, 635.0, 495.5, 457.3333333333333, 363.25, 429.5, 733.5],
    },
    { input: [[1, 1, 2, 1, 1, 2, 2]], expected: [1.0, 1.5, 1.5] },
  ],
  companies: { Google: 5, Amazon: 10, Microsoft: 6, Apple: 4, Netflix: 1, LinkedIn: 2, Meta: 9 },
};

// ---------------------------------------------------------------------------
// Zigzag Level Listing
// ---------------------------------------------------------------------------

const zigzagPy = `from collections import deque


def zigzagLevels(root):
    if root is None:
        return []
    result = []
    queue = deque([root])
    left_to_right = True
    while queue:
        level = deque()
        for _ in range(len(queue)):
            node = queue.popleft()
            if left_to_right:
                level.append(node.val)
            else:
                level.appendleft(node.val)
            if node.left is not None:
                queue.append(node.left)
            if node.right is not None:
                queue.append(node.right)
        result.append(list(level))
        left_to_right = not left_to_right
    return result
`;

const zigzagJs = `function zigzagLevels(root) {
  if (root === null) return [];
  const result = [];
  let level = [root];
  let leftToRight = true;
  while (level.length > 0) {
    const values = new Array(level.length);
    const next = [];
    level.forEach((node, i) => {
      values[leftToRight ? i : level.length - 1 - i] = node.val;
      if (node.left !== null) next.push(node.left);
      if (node.right !== null) next.push(node.right);
    });
    result.push(values);
    level = next;
    leftToRight = !leftToRight;
  }
  return result;
}
`;

const zigzagJava = `import java.util.*;

class Solution {
    public static int[][] zigzagLevels(TreeNode root) {
        List<int[]> result = new ArrayList<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) queue.add(root);
        boolean leftToRight = true;
        while (!queue.isEmpty()) {
            int size = queue.size();
            int[] level = new int[size];
            for (int i = 0; i < size; i++) {
                TreeNode node = queue.poll();
                level[leftToRight ? i : size - 1 - i] = node.val;
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
            result.add(level);
            leftToRight = !leftToRight;
        }
        return result.toArray(new int[0][]);
    }
}
`;

const zigzagCpp = `#include <queue>
#include <vector>
using namespace std;

vector<vector<int>> zigzagLevels(TreeNode* root) {
    vector<vector<int>> result;
    queue<TreeNode*> pending;
    if (root) pending.push(root);
    bool leftToRight = true;
    while (!pending.empty()) {
        int size = pending.size();
        vector<int> level(size);
        for (int i = 0; i < size; i++) {
            TreeNode* node = pending.front();
            pending.pop();
            level[leftToRight ? i : size - 1 - i] = node->val;
            if (node->left) pending.push(node->left);
            if (node->right) pending.push(node->right);
        }
        result.push_back(level);
        leftToRight = !leftToRight;
    }
    return result;
}
`;

const zigzagGo = `package main

func zigzagLevels(root *TreeNode) [][]int {
	result := [][]int{}
	if root == nil {
		return result
	}
	queue := []*TreeNode{root}
	leftToRight := true
	for len(queue) > 0 {
		size := len(queue)
		level := make([]int, size)
		for i, node := range queue[:size] {
			if leftToRight {
				level[i] = node.Val
			} else {
				level[size-1-i] = node.Val
			}
			if node.Left != nil {
				queue = append(queue, node.Left)
			}
			if node.Right != nil {
				queue = append(queue, node.Right)
			}
		}
		queue = queue[size:]
		result = append(result, level)
		leftToRight = !leftToRight
	}
	return result
}
`;

const zigzagLevelListing: SeedProblem = {
  slug: "zigzag-level-listing",
  title: "Zigzag Level Listing",
  difficulty: "medium",
  statement: `Given the \`root\` of a binary tree, list its values level by level, **alternating direction**: the root level is read left to right, the next level right to left, the one after left to right again, and so on. Return one inner list per level; an empty tree gives an empty list.

### Examples

**Example 1**

- Input: \`root = [3,9,20,null,null,15,7]\`
- Output: \`[[3],[20,9],[15,7]]\`

**Example 2**

- Input: \`root = [1,2,3,4,5,6,7]\`
- Output: \`[[1],[3,2],[4,5,6,7]]\`
- Explanation: level 1 is read right to left, level 2 left to right again.

### Constraints

- The number of nodes is in the range \`[0, 2000]\`.
- \`-100 <= Node.val <= 100\`
`,
  functionName: "zigzagLevels",
  params: [{ name: "root", type: "TreeNode" }],
  returnType: "int[][]",
  starter: {
    python: `${TREE_NOTE.python}
def zigzagLevels(root: "TreeNode | None") -> list[list[int]]:
    # Write your solution here.
    return []
`,
    javascript: `${TREE_NOTE.javascript}
function zigzagLevels(root) {
  // Write your solution here.
  return [];
}
`,
    java: `${TREE_NOTE.java}class Solution {
    public static int[][] zigzagLevels(TreeNode root) {
        // Write your solution here.
        return new int[0][];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

${TREE_NOTE.cpp}vector<vector<int>> zigzagLevels(TreeNode* root) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

${TREE_NOTE.go}func zigzagLevels(root *TreeNode) [][]int {
	// Write your solution here.
	return [][]int{}
}
`,
  },
  solutions: { python: zigzagPy, javascript: zigzagJs, java: zigzagJava, cpp: zigzagCpp, go: zigzagGo },
  solutionExplanation: `## Idea

Run an ordinary level-by-level BFS — children are always enqueued left before right, so the **traversal** never changes. Only the way each level's values are **written down** alternates. Using a double-ended queue for the level, append to the back on left-to-right levels and to the front on right-to-left levels. (Reversing every other level afterwards works too; both are linear.)

## Step by step

1. Return \`[]\` for an empty tree; otherwise start the queue with the root and \`left_to_right = True\`.
2. For each level, pop exactly \`len(queue)\` nodes:
   - add the value at the back of \`level\` when reading left to right, at the front otherwise;
   - enqueue the left child, then the right child.
3. Append the level to the result and flip the direction flag.

A common mistake is to flip the order in which **children** are enqueued. That mixes up the positions inside deeper levels; keep the traversal fixed and change only the output.

## Complexity

- Time: **O(n)** — each node is enqueued, dequeued and written once; deque insertions at either end are O(1).
- Space: **O(w)** for the queue, \`w\` being the maximum width, plus the output.

\`\`\`python
${zigzagPy}\`\`\`
`,
  visibleTests: [
    { input: [[3, 9, 20, null, null, 15, 7]], expected: [[3], [20, 9], [15, 7]] },
    { input: [[1, 2, 3, 4, 5, 6, 7]], expected: [[1], [3, 2], [4, 5, 6, 7]] },
  ],
  hiddenTests: [
    { input: [[]], expected: [] },
    { input: [[1]], expected: [[1]] },
    { input: [[1, 2]], expected: [[1], [2]] },
    { input: [[1, null, 2, null, 3, null, 4]], expected: [[1], [2], [3], [4]] },
    { input: [[1, 2, 3, 4, null, null, 5, 6, null, null, 7]], expected: [[1], [3, 2], [4, 5], [7, 6]] },
    { input: [[-1, -2, -3, -4, -5, -6, -7, -8, -9]], expected: [[-1], [-3, -2], [-4, -5, -6, -7], [-9, -8]] },
    { input: [[5, 5, 5, 5, 5]], expected: [[5], [5, 5], [5, 5]] },
    {
      input: [
        [
          -23,
          32,
          15,
          -5,
          -6,
          -4,
          23,
          -2,
          null,
          30,
          null,
          36,
          -13,
          null,
          null,
          -46,
          null,
          null,
          null,
          28,
          null,
          -16,
          null,
          33,
          18,
          -34,
          null,
          null,
          null,
          null,
          null,
          null,
          0,
          null,
          3,
          null,
          25,
        ],
      ],
      expected: [[-23], [15, 32], [-5, -6, -4, 23], [-13, 36, 30, -2], [-46, 28, -16], [-34, 18, 33], [0, 3], [25]],
    },
    {
      input: [
        [
          0,
          1,
          5,
          null,
          9,
          6,
          7,
          null,
          null,
          9,
          0,
          0,
          0,
          null,
          1,
          1,
          null,
          3,
          0,
          4,
          6,
          null,
          7,
          8,
          5,
          null,
          7,
          2,
          null,
          null,
          9,
          8,
          6,
          4,
          null,
          null,
          3,
          null,
          null,
          8,
          4,
          9,
          5,
          null,
          null,
          3,
          null,
          3,
          null,
          null,
          1,
          null,
          6,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          8,
        ],
      ],
      expected: [[0], [5, 1], [9, 6, 7], [0, 0, 0, 9], [1, 1, 3, 0, 4, 6], [6, 8, 9, 2, 7, 5, 8, 7], [4, 3, 8, 4, 9, 5, 3, 3], [8, 6, 1]],
    },
  ],
  companies: { Google: 8, Amazon: 15, Microsoft: 12, Apple: 6, Netflix: 2, LinkedIn: 7, Meta: 14 },
};

// ---------------------------------------------------------------------------
// Right Edge View
// ---------------------------------------------------------------------------

const rightViewPy = `from collections import deque


def rightSideView(root):
    if root is None:
        return []
    view = []
    queue = deque([root])
    while queue:
        size = len(queue)
        for i in range(size):
            node = queue.popleft()
            if i == size - 1:
                view.append(node.val)  # last node of this level
            if node.left is not None:
                queue.append(node.left)
            if node.right is not None:
                queue.append(node.right)
    return view
`;

const rightViewJs = `function rightSideView(root) {
  if (root === null) return [];
  const view = [];
  let level = [root];
  while (level.length > 0) {
    view.push(level[level.length - 1].val); // last node of this level
    const next = [];
    for (const node of level) {
      if (node.left !== null) next.push(node.left);
      if (node.right !== null) next.push(node.right);
    }
    level = next;
  }
  return view;
}
`;

const rightViewJava = `import java.util.*;

class Solution {
    public static int[] rightSideView(TreeNode root) {
        List<Integer> view = new ArrayList<>();
        Deque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) queue.add(root);
        while (!queue.isEmpty()) {
            int size = queue.size();
            for (int i = 0; i < size; i++) {
                TreeNode node = queue.poll();
                if (i == size - 1) view.add(node.val); // last node of this level
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
        }
        return view.stream().mapToInt(Integer::intValue).toArray();
    }
}
`;

const rightViewCpp = `#include <queue>
#include <vector>
using namespace std;

vector<int> rightSideView(TreeNode* root) {
    vector<int> view;
    queue<TreeNode*> pending;
    if (root) pending.push(root);
    while (!pending.empty()) {
        int size = pending.size();
        for (int i = 0; i < size; i++) {
            TreeNode* node = pending.front();
            pending.pop();
            if (i == size - 1) view.push_back(node->val);  // last node of this level
            if (node->left) pending.push(node->left);
            if (node->right) pending.push(node->right);
        }
    }
    return view;
}
`;

const rightViewGo = `package main

func rightSideView(root *TreeNode) []int {
	view := []int{}
	if root == nil {
		return view
	}
	queue := []*TreeNode{root}
	for len(queue) > 0 {
		size := len(queue)
		for i, node := range queue[:size] {
			if i == size-1 {
				view = append(view, node.Val) // last node of this level
			}
			if node.Left != nil {
				queue = append(queue, node.Left)
			}
			if node.Right != nil {
				queue = append(queue, node.Right)
			}
		}
		queue = queue[size:]
	}
	return view
}
`;

const rightEdgeView: SeedProblem = {
  slug: "right-edge-view",
  title: "Right Edge View",
  difficulty: "medium",
  statement: `Imagine standing to the right of a binary tree and looking at it. On every level you see only the **rightmost** node; everything to its left is hidden behind it.

Given the \`root\`, return the values you can see, from the top level to the bottom one. An empty tree shows nothing.

### Examples

**Example 1**

- Input: \`root = [1,2,3,null,5,null,4]\`
- Output: \`[1,3,4]\`

**Example 2**

- Input: \`root = [1,2,3,4]\`
- Output: \`[1,3,4]\`
- Explanation: on the bottom level the only node is 4, a descendant of the **left** child — it is still visible because nothing stands to its right.

### Constraints

- The number of nodes is in the range \`[0, 1000]\`.
- \`-1000 <= Node.val <= 1000\`
`,
  functionName: "rightSideView",
  params: [{ name: "root", type: "TreeNode" }],
  returnType: "int[]",
  starter: {
    python: `${TREE_NOTE.python}
def rightSideView(root: "TreeNode | None") -> list[int]:
    # Write your solution here.
    return []
`,
    javascript: `${TREE_NOTE.javascript}
function rightSideView(root) {
  // Write your solution here.
  return [];
}
`,
    java: `${TREE_NOTE.java}class Solution {
    public static int[] rightSideView(TreeNode root) {
        // Write your solution here.
        return new int[0];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

${TREE_NOTE.cpp}vector<int> rightSideView(TreeNode* root) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

${TREE_NOTE.go}func rightSideView(root *TreeNode) []int {
	// Write your solution here.
	return []int{}
}
`,
  },
  solutions: { python: rightViewPy, javascript: rightViewJs, java: rightViewJava, cpp: rightViewCpp, go: rightViewGo },
  solutionExplanation: `## Idea

The visible node of a level is simply the **last node BFS meets on that level**. Following only right children is wrong (Example 2): when the right subtree is shorter, a node from the left subtree becomes visible at the deeper levels. Level-order traversal handles this without any special case.

## Step by step

1. Return \`[]\` for an empty tree; otherwise enqueue the root.
2. For each level, note \`size = len(queue)\` and pop that many nodes.
3. The node popped at index \`size - 1\` is the rightmost on the level: append its value.
4. Enqueue children left before right so the order inside each level stays left to right.

A DFS alternative visits the right child before the left and records the first node seen at each new depth; it uses O(h) space instead of O(w).

## Complexity

- Time: **O(n)** — one visit per node.
- Space: **O(w)** for the queue, where \`w\` is the maximum width of the tree.

\`\`\`python
${rightViewPy}\`\`\`
`,
  visibleTests: [
    { input: [[1, 2, 3, null, 5, null, 4]], expected: [1, 3, 4] },
    { input: [[1, 2, 3, 4]], expected: [1, 3, 4] },
  ],
  hiddenTests: [
    { input: [[]], expected: [] },
    { input: [[9]], expected: [9] },
    { input: [[1, null, 3]], expected: [1, 3] },
    { input: [[1, 2]], expected: [1, 2] },
    { input: [[4, 3, null, 2, null, 1]], expected: [4, 3, 2, 1] },
    { input: [[1, 2, 3, 4, 5, 6, null, null, 7, null, null, null, null, 8]], expected: [1, 3, 6, 7, 8] },
    { input: [[-10, 20, -30, null, 40]], expected: [-10, -30, 40] },
    {
      input: [
        [
          458,
          -999,
          null,
          344,
          -946,
          394,
          776,
          65,
          352,
          -230,
          627,
          null,
          681,
          491,
          -446,
          -45,
          null,
          null,
          null,
          null,
          -389,
          -279,
          null,
          152,
          null,
          -699,
          -227,
          null,
          null,
          null,
          -923,
          null,
          null,
          -510,
          null,
          275,
          -135,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          -630,
          null,
          648,
        ],
      ],
      expected: [458, -999, -946, 352, -45, -227, -135, -630, 648],
    },
    {
      input: [
        [
          28,
          99,
          43,
          72,
          49,
          null,
          null,
          98,
          12,
          12,
          51,
          52,
          52,
          23,
          98,
          77,
          null,
          46,
          40,
          null,
          67,
          16,
          null,
          86,
          73,
          4,
          null,
          46,
          22,
          74,
          null,
          60,
          33,
          null,
          null,
          3,
          null,
          81,
          23,
          42,
          21,
          69,
          null,
          1,
          16,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          68,
          null,
          68,
          null,
          4,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          76,
          33,
          6,
        ],
      ],
      expected: [28, 43, 49, 51, 40, 33, 16, 6],
    },
  ],
  companies: { Google: 9, Amazon: 14, Microsoft: 8, Apple: 5, Netflix: 2, LinkedIn: 4, Meta: 26 },
};

// ---------------------------------------------------------------------------
// Widest Level Span
// ---------------------------------------------------------------------------

const widthPy = `from collections import deque


def widestLevelSpan(root):
    best = 0
    queue = deque([(root, 0)])
    while queue:
        size = len(queue)
        first = queue[0][1]
        last = queue[-1][1]
        best = max(best, last - first + 1)
        for _ in range(size):
            node, pos = queue.popleft()
            pos -= first  # re-number from 0 so positions stay small
            if node.left is not None:
                queue.append((node.left, 2 * pos))
            if node.right is not None:
                queue.append((node.right, 2 * pos + 1))
    return best
`;

const widthJs = `function widestLevelSpan(root) {
  let best = 0;
  let level = [[root, 0]];
  while (level.length > 0) {
    const first = level[0][1];
    const last = level[level.length - 1][1];
    best = Math.max(best, last - first + 1);
    const next = [];
    for (const [node, p] of level) {
      const pos = p - first; // re-number from 0 so positions stay small
      if (node.left !== null) next.push([node.left, 2 * pos]);
      if (node.right !== null) next.push([node.right, 2 * pos + 1]);
    }
    level = next;
  }
  return best;
}
`;

const widthJava = `import java.util.*;

class Solution {
    public static int widestLevelSpan(TreeNode root) {
        long best = 0;
        Deque<TreeNode> nodes = new ArrayDeque<>();
        Deque<Long> positions = new ArrayDeque<>();
        nodes.add(root);
        positions.add(0L);
        while (!nodes.isEmpty()) {
            int size = nodes.size();
            long first = positions.peekFirst(), last = positions.peekLast();
            best = Math.max(best, last - first + 1);
            for (int i = 0; i < size; i++) {
                TreeNode node = nodes.poll();
                long pos = positions.poll() - first; // re-number from 0 so positions stay small
                if (node.left != null) {
                    nodes.add(node.left);
                    positions.add(2 * pos);
                }
                if (node.right != null) {
                    nodes.add(node.right);
                    positions.add(2 * pos + 1);
                }
            }
        }
        return (int) best;
    }
}
`;

const widthCpp = `#include <algorithm>
#include <deque>
#include <utility>
using namespace std;

int widestLevelSpan(TreeNode* root) {
    long long best = 0;
    deque<pair<TreeNode*, long long>> queue = {{root, 0}};
    while (!queue.empty()) {
        size_t size = queue.size();
        long long first = queue.front().second, last = queue.back().second;
        best = max(best, last - first + 1);
        for (size_t i = 0; i < size; i++) {
            auto [node, pos] = queue.front();
            queue.pop_front();
            pos -= first;  // re-number from 0 so positions stay small
            if (node->left) queue.push_back({node->left, 2 * pos});
            if (node->right) queue.push_back({node->right, 2 * pos + 1});
        }
    }
    return (int) best;
}
`;

const widthGo = `package main

func widestLevelSpan(root *TreeNode) int {
	type entry struct {
		node *TreeNode
		pos  int
	}
	best := 0
	queue := []entry{{root, 0}}
	for len(queue) > 0 {
		size := len(queue)
		first, last := queue[0].pos, queue[size-1].pos
		if last-first+1 > best {
			best = last - first + 1
		}
		for _, e := range queue[:size] {
			pos := e.pos - first // re-number from 0 so positions stay small
			if e.node.Left != nil {
				queue = append(queue, entry{e.node.Left, 2 * pos})
			}
			if e.node.Right != nil {
				queue = append(queue, entry{e.node.Right, 2*pos + 1})
			}
		}
		queue = queue[size:]
	}
	return best
}
`;

const widestLevelSpan: SeedProblem = {
  slug: "widest-level-span",
  title: "Widest Level Span",
  difficulty: "medium",
  statement: `Picture a binary tree drawn inside a **complete** binary tree of the same height, so that every position on a level exists even where the real tree has no node. The **span** of a level is the number of positions from its leftmost real node to its rightmost real node, counting the empty positions in between.

Given the \`root\` of a non-empty binary tree, return the largest span over all levels.

### Examples

**Example 1**

- Input: \`root = [1,3,2,5,3,null,9]\`
- Output: \`4\`
- Explanation: the bottom level has nodes 5, 3, (empty), 9 — four positions from 5 to 9.

**Example 2**

- Input: \`root = [1,3,2,5,null,null,9,6,null,7]\`
- Output: \`7\`
- Explanation: on the bottom level, 6 is in position 0 and 7 in position 6, so the span is 7.

### Constraints

- The number of nodes is in the range \`[1, 3000]\`.
- \`-100 <= Node.val <= 100\`
- The answer fits in a 32-bit signed integer.
`,
  functionName: "widestLevelSpan",
  params: [{ name: "root", type: "TreeNode" }],
  returnType: "int",
  starter: {
    python: `${TREE_NOTE.python}
def widestLevelSpan(root: "TreeNode") -> int:
    # Write your solution here.
    return 0
`,
    javascript: `${TREE_NOTE.javascript}
function widestLevelSpan(root) {
  // Write your solution here.
  return 0;
}
`,
    java: `${TREE_NOTE.java}class Solution {
    public static int widestLevelSpan(TreeNode root) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <queue>
using namespace std;

${TREE_NOTE.cpp}int widestLevelSpan(TreeNode* root) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

${TREE_NOTE.go}func widestLevelSpan(root *TreeNode) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: widthPy, javascript: widthJs, java: widthJava, cpp: widthCpp, go: widthGo },
  solutionExplanation: `## Idea

Number the positions the way an array-backed heap does: if a node sits at position \`p\`, its left child is at \`2p\` and its right child at \`2p + 1\`. On any level, the span is then \`last position - first position + 1\`, and BFS gives us the first and last node of each level directly.

The catch is size. In a sparse, deep tree the raw positions double on every level and overflow any fixed-size integer (and lose precision in JavaScript beyond 2^53). Because only **differences** within a level matter, subtract the level's first position from every position before computing the children. The numbers then stay below twice the level's span.

## Step by step

1. Queue the pair \`(root, 0)\`.
2. For each level: read \`first\` and \`last\` positions from the front and back of the queue, and update \`best\` with \`last - first + 1\`.
3. Pop the level's nodes. Re-number each position as \`pos - first\`, then enqueue the left child at \`2 * pos\` and the right child at \`2 * pos + 1\`.
4. Return \`best\`.

## Complexity

- Time: **O(n)** — each node is enqueued once.
- Space: **O(w)** for the queue, \`w\` being the maximum number of real nodes on a level.

\`\`\`python
${widthPy}\`\`\`
`,
  visibleTests: [
    { input: [[1, 3, 2, 5, 3, null, 9]], expected: 4 },
    { input: [[1, 3, 2, 5, null, null, 9, 6, null, 7]], expected: 7 },
  ],
  hiddenTests: [
    { input: [[1]], expected: 1 },
    { input: [[1, 2]], expected: 1 },
    { input: [[1, null, 2]], expected: 1 },
    { input: [[1, 3, 2, 5]], expected: 2 },
    { input: [[1, 1, 1, 1, null, null, 1, 1, null, null, 1]], expected: 8 },
    {
      input: [
        [
          1,
          null,
          2,
          null,
          3,
          null,
          4,
          null,
          5,
          null,
          6,
          null,
          7,
          null,
          8,
          null,
          9,
          null,
          10,
          null,
          11,
          null,
          12,
          null,
          13,
          null,
          14,
          null,
          15,
          null,
          16,
          null,
          17,
          null,
          18,
          null,
          19,
          null,
          20,
          null,
          21,
          null,
          22,
          null,
          23,
          null,
          24,
          null,
          25,
          null,
          26,
          null,
          27,
          null,
          28,
          null,
          29,
        ],
      ],
      expected: 1,
    },
    { input: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]], expected: 8 },
    { input: [[1, 2, 3, 4, null, null, 5, 6, null, null, 7, 8, null, null, 9, 10, null, null, 11]], expected: 32 },
    {
      input: [
        [
          1,
          1,
          2,
          3,
          5,
          null,
          2,
          5,
          2,
          4,
          null,
          0,
          4,
          4,
          2,
          null,
          null,
          3,
          4,
          null,
          1,
          2,
          1,
          null,
          2,
          4,
          null,
          null,
          1,
          5,
          null,
          null,
          null,
          null,
          null,
          5,
          null,
          5,
          null,
          null,
          null,
          null,
          null,
          null,
          0,
          5,
          null,
          1,
          2,
          null,
          null,
          null,
          1,
          null,
          null,
          null,
          null,
          null,
          0,
        ],
      ],
      expected: 118,
    },
    { input: [[-5, -3, -8, null, -1, -2, null, null, -4, -6]], expected: 2 },
  ],
  companies: { Google: 7, Amazon: 9, Microsoft: 5, Apple: 4, Netflix: 1, LinkedIn: 3, Meta: 8 },
};

// ---------------------------------------------------------------------------
// Column Order Report
// ---------------------------------------------------------------------------

const columnsPy = `from collections import deque


def verticalColumns(root):
    if root is None:
        return []
    entries = []  # (column, row, value)
    queue = deque([(root, 0, 0)])
    while queue:
        node, row, col = queue.popleft()
        entries.append((col, row, node.val))
        if node.left is not None:
            queue.append((node.left, row + 1, col - 1))
        if node.right is not None:
            queue.append((node.right, row + 1, col + 1))
    entries.sort()
    result = []
    previous_col = None
    for col, _, value in entries:
        if col != previous_col:
            result.append([])
            previous_col = col
        result[-1].append(value)
    return result
`;

const columnsJs = `function verticalColumns(root) {
  if (root === null) return [];
  const entries = []; // [column, row, value]
  const queue = [[root, 0, 0]];
  for (let head = 0; head < queue.length; head++) {
    const [node, row, col] = queue[head];
    entries.push([col, row, node.val]);
    if (node.left !== null) queue.push([node.left, row + 1, col - 1]);
    if (node.right !== null) queue.push([node.right, row + 1, col + 1]);
  }
  entries.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const result = [];
  let previousCol = null;
  for (const [col, , value] of entries) {
    if (col !== previousCol) {
      result.push([]);
      previousCol = col;
    }
    result[result.length - 1].push(value);
  }
  return result;
}
`;

const columnsJava = `import java.util.*;

class Solution {
    public static int[][] verticalColumns(TreeNode root) {
        if (root == null) return new int[0][];
        List<int[]> entries = new ArrayList<>(); // {column, row, value}
        Deque<Object[]> queue = new ArrayDeque<>();
        queue.add(new Object[] {root, 0, 0});
        while (!queue.isEmpty()) {
            Object[] item = queue.poll();
            TreeNode node = (TreeNode) item[0];
            int row = (int) item[1], col = (int) item[2];
            entries.add(new int[] {col, row, node.val});
            if (node.left != null) queue.add(new Object[] {node.left, row + 1, col - 1});
            if (node.right != null) queue.add(new Object[] {node.right, row + 1, col + 1});
        }
        entries.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[2], b[2]));
        List<List<Integer>> result = new ArrayList<>();
        Integer previousCol = null;
        for (int[] e : entries) {
            if (previousCol == null || e[0] != previousCol) {
                result.add(new ArrayList<>());
                previousCol = e[0];
            }
            result.get(result.size() - 1).add(e[2]);
        }
        return result.stream().map(column -> column.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }
}
`;

const columnsCpp = `#include <algorithm>
#include <queue>
#include <tuple>
#include <vector>
using namespace std;

vector<vector<int>> verticalColumns(TreeNode* root) {
    vector<vector<int>> result;
    if (!root) return result;
    vector<tuple<int, int, int>> entries;  // (column, row, value)
    queue<tuple<TreeNode*, int, int>> pending;
    pending.push({root, 0, 0});
    while (!pending.empty()) {
        auto [node, row, col] = pending.front();
        pending.pop();
        entries.push_back({col, row, node->val});
        if (node->left) pending.push({node->left, row + 1, col - 1});
        if (node->right) pending.push({node->right, row + 1, col + 1});
    }
    sort(entries.begin(), entries.end());
    bool first = true;
    int previousCol = 0;
    for (auto [col, row, value] : entries) {
        if (first || col != previousCol) {
            result.push_back({});
            previousCol = col;
            first = false;
        }
        result.back().push_back(value);
    }
    return result;
}
`;

const columnsGo = `package main

import "sort"

func verticalColumns(root *TreeNode) [][]int {
	result := [][]int{}
	if root == nil {
		return result
	}
	type item struct {
		node     *TreeNode
		row, col int
	}
	entries := [][3]int{} // (column, row, value)
	queue := []item{{root, 0, 0}}
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		entries = append(entries, [3]int{it.col, it.row, it.node.Val})
		if it.node.Left != nil {
			queue = append(queue, item{it.node.Left, it.row + 1, it.col - 1})
		}
		if it.node.Right != nil {
			queue = append(queue, item{it.node.Right, it.row + 1, it.col + 1})
		}
	}
	sort.Slice(entries, func(a, b int) bool {
		for k := 0; k < 3; k++ {
			if entries[a][k] != entries[b][k] {
				return entries[a][k] < entries[b][k]
			}
		}
		return false
	})
	for i, e := range entries {
		if i == 0 || e[0] != entries[i-1][0] {
			result = append(result, []int{})
		}
		result[len(result)-1] = append(result[len(result)-1], e[2])
	}
	return result
}
`;

const columnOrderReport: SeedProblem = {
  slug: "column-order-report",
  title: "Column Order Report",
  difficulty: "hard",
  statement: `Place a binary tree on a grid: the root is at row \`0\`, column \`0\`; a node at \`(row, col)\` has its left child at \`(row + 1, col - 1)\` and its right child at \`(row + 1, col + 1)\`.

Return the **columns** of the tree from the leftmost to the rightmost. Inside a column, list the values from top to bottom by row; when several nodes share both the row **and** the column, list them in increasing order of value. An empty tree gives an empty list.

### Examples

**Example 1**

- Input: \`root = [3,9,20,null,null,15,7]\`
- Output: \`[[9],[3,15],[20],[7]]\`
- Explanation: 9 is in column -1; 3 and 15 are in column 0; 20 in column 1; 7 in column 2.

**Example 2**

- Input: \`root = [1,2,3,4,5,6,7]\`
- Output: \`[[4],[2],[1,5,6],[3],[7]]\`
- Explanation: 5 and 6 share row 2 and column 0, so they appear in value order after the root.

### Constraints

- The number of nodes is in the range \`[0, 1000]\`.
- \`-1000 <= Node.val <= 1000\`
`,
  functionName: "verticalColumns",
  params: [{ name: "root", type: "TreeNode" }],
  returnType: "int[][]",
  starter: {
    python: `${TREE_NOTE.python}
def verticalColumns(root: "TreeNode | None") -> list[list[int]]:
    # Write your solution here.
    return []
`,
    javascript: `${TREE_NOTE.javascript}
function verticalColumns(root) {
  // Write your solution here.
  return [];
}
`,
    java: `${TREE_NOTE.java}class Solution {
    public static int[][] verticalColumns(TreeNode root) {
        // Write your solution here.
        return new int[0][];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

${TREE_NOTE.cpp}vector<vector<int>> verticalColumns(TreeNode* root) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

${TREE_NOTE.go}func verticalColumns(root *TreeNode) [][]int {
	// Write your solution here.
	return [][]int{}
}
`,
  },
  solutions: { python: columnsPy, javascript: columnsJs, java: columnsJava, cpp: columnsCpp, go: columnsGo },
  solutionExplanation: `## Idea

The ordering rule has three keys: **column**, then **row**, then **value**. A BFS visits every node and tells us its row and column; after that, a single sort on the tuple \`(column, row, value)\` puts every node exactly where the report needs it. Grouping consecutive entries with the same column produces the answer.

Why not rely on BFS order alone? BFS already yields nodes by row, but two nodes can land on the same row and column from *different* subtrees (5 and 6 in Example 2), and the tie must be broken by value, not by traversal order. Sorting the full key removes any doubt.

## Step by step

1. Return \`[]\` for an empty tree.
2. BFS from \`(root, row 0, column 0)\`. For each popped node record \`(col, row, val)\` and enqueue its children with \`row + 1\` and \`col ∓ 1\`.
3. Sort the records lexicographically (in JavaScript, with an explicit numeric comparator — the default sort compares strings).
4. Walk the sorted records, starting a new inner list whenever the column changes, and append each value.

## Complexity

- Time: **O(n log n)** for the sort; the traversal itself is O(n).
- Space: **O(n)** for the records and the queue.

\`\`\`python
${columnsPy}\`\`\`
`,
  visibleTests: [
    { input: [[3, 9, 20, null, null, 15, 7]], expected: [[9], [3, 15], [20], [7]] },
    { input: [[1, 2, 3, 4, 5, 6, 7]], expected: [[4], [2], [1, 5, 6], [3], [7]] },
  ],
  hiddenTests: [
    { input: [[]], expected: [] },
    { input: [[42]], expected: [[42]] },
    { input: [[1, 2, 3, 4, 6, 5, 7]], expected: [[4], [2], [1, 5, 6], [3], [7]] },
    { input: [[3, 1, 4, 0, 2, 2]], expected: [[0], [1], [3, 2, 2], [4]] },
    { input: [[1, 2, null, 3, null, 4]], expected: [[4], [3], [2], [1]] },
    { input: [[1, null, 2, null, 3, null, 4]], expected: [[1], [2], [3], [4]] },
    { input: [[0, 5, 1, 9, null, 2, null, null, null, null, 3, 4, 8, 6, null, null, null, 7]], expected: [[9, 7], [5, 6], [0, 2, 4], [1, 3], [8]] },
    { input: [[-1, -2, -3, -4, -5, -6, -7]], expected: [[-4], [-2], [-1, -6, -5], [-3], [-7]] },
    {
      input: [
        [
          4,
          -5,
          -4,
          3,
          -3,
          null,
          -3,
          5,
          -5,
          5,
          null,
          2,
          0,
          2,
          -3,
          -4,
          null,
          null,
          -1,
          -4,
          4,
          null,
          5,
          null,
          -3,
          0,
          null,
          null,
          null,
          -3,
          null,
          null,
          null,
          4,
          -5,
          null,
          null,
          null,
          null,
          4,
          null,
          null,
          null,
          -4,
          null,
          0,
          5,
          5,
          null,
          null,
          null,
          null,
          -5,
          null,
          null,
          null,
          null,
          null,
          1,
        ],
      ],
      expected: [[5], [2, 4], [5, -3, 0], [3, -4, -3], [-5, -5, 5, -3], [4, -3, -4, -1, -4], [-4, 2, 4], [-3, 4, 0], [0, -5, -5], [5, 5, 1]],
    },
    {
      input: [
        [
          478,
          520,
          153,
          77,
          264,
          762,
          751,
          null,
          673,
          894,
          281,
          47,
          156,
          580,
          41,
          655,
          null,
          80,
          529,
          624,
          526,
          155,
          689,
          null,
          null,
          null,
          600,
          null,
          708,
          null,
          null,
          263,
          920,
          null,
          606,
          530,
          435,
          null,
          531,
          null,
          null,
          null,
          null,
          469,
          421,
          null,
          null,
          198,
          null,
          513,
          null,
          null,
          8,
          null,
          null,
          null,
          813,
          null,
          null,
          null,
          75,
          null,
          26,
          156,
          537,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          800,
        ],
      ],
      expected: [
        [156],
        [198],
        [263, 537],
        [77, 80, 155, 655, 513],
        [520, 47, 673, 894, 530, 920],
        [478, 264, 762, 529, 624, 689],
        [153, 156, 281, 580, 435, 469, 606],
        [751, 526, 600, 8, 75, 813],
        [41, 421, 531, 800],
        [708, 26],
      ],
    },
  ],
  companies: { Google: 8, Amazon: 10, Microsoft: 7, Apple: 3, Netflix: 1, LinkedIn: 3, Meta: 22 },
};

export const pattern: SeedPattern = {
  slug: "tree-breadth-first-search",
  title: "Tree Breadth-First Search",
  summary: "Traverse a tree level by level with a queue to answer questions about depth, width, visibility and ordering across a level.",
  introduction: `# Introduction to Tree Breadth-First Search

**Breadth-first search (BFS)** visits a tree **level by level**: first the root, then all nodes at depth 1 from left to right, then all nodes at depth 2, and so on. Instead of the call stack used by depth-first search, it uses a **queue**: nodes come out in the same order they went in, so the shallower nodes are always handled first.

## When to recognise it

Reach for BFS on a tree when the problem mentions:

- **levels**, **rows** or **depth** — averages per level, the largest value per level, a level-by-level listing;
- what is visible from a **side**, or the first/last node of each level;
- the **minimum depth** or the nearest node with some property — BFS meets shallow nodes first, so it can stop early;
- **width**, or positions across a level;
- an order that is "top to bottom, then left to right".

## The level-size trick

A plain BFS loop pops nodes one by one and cannot tell where one level ends. The standard fix: at the start of each round, read \`size = len(queue)\`. Exactly \`size\` nodes belong to the current level; all children pushed while processing them belong to the next one.

## Worked example: largest value on each level

\`\`\`python
from collections import deque

def largest_per_level(root):
    if root is None:
        return []
    answer = []
    queue = deque([root])
    while queue:
        size = len(queue)            # nodes on the current level
        best = None
        for _ in range(size):
            node = queue.popleft()
            best = node.val if best is None else max(best, node.val)
            if node.left is not None:
                queue.append(node.left)
            if node.right is not None:
                queue.append(node.right)
        answer.append(best)
    return answer

# Tree [1, 3, 2, 5, 3, null, 9] has levels [1], [3, 2], [5, 3, 9]
# so the answer is [1, 3, 9].
\`\`\`

Each node is pushed and popped exactly once, so the time is **O(n)**. The queue never holds more than two adjacent levels, so the extra space is **O(w)**, where \`w\` is the maximum width of the tree — about n/2 for the bottom level of a full tree.

## BFS or DFS?

Most level questions *can* be solved with DFS by passing the depth as an argument and writing into \`result[depth]\`. BFS is usually clearer for level questions, and it is the right choice when you want to stop at the **first** level that satisfies a condition. DFS uses less memory on wide, shallow trees; BFS uses less on deep, narrow ones.

In this module you will compute per-level aggregates, change the output direction level by level, pick the last node of each level, track positions to measure width, and combine BFS with sorting to produce a column-by-column report.
`,
  problems: [treeLevelAverages, zigzagLevelListing, rightEdgeView, widestLevelSpan, columnOrderReport],
  finalRemarks: `# Final Remarks

Breadth-first search turns "level" questions into a loop you can write from memory.

## What you practised

- **Level-size loop** — read the queue length at the start of each round to know where the level ends. Every problem in this module was built on it.
- **Per-level aggregates** — sums, averages, maxima and the last node of a level (the right-side view) are computed while the level is being popped.
- **Changing only the output** — the zigzag listing keeps the traversal fixed and alternates where values are written.
- **Carrying extra state in the queue** — positions for the width problem, row and column for the column report. The queue can hold tuples, not just nodes.
- **Keeping numbers small** — re-numbering positions from zero on every level avoids overflow in deep, sparse trees.
- **BFS plus sorting** — when ties are broken by value, collect keys during the traversal and sort once.

## Pitfalls to avoid

- Forgetting the empty tree.
- Assuming the right-side view only follows right children.
- Enqueueing \`null\` children and then dereferencing them.
- Using JavaScript's default \`sort()\`, which compares numbers as strings.

## Complexity to quote

A level-order traversal is **O(n)** time and **O(w)** extra space, where \`w\` is the widest level. Add **O(n log n)** when the output has to be sorted.

BFS on trees is also the warm-up for BFS on general graphs, where a visited set replaces the guarantee that each node has one parent.
`,
  companyFrequency: { Google: 22, Amazon: 30, Microsoft: 21, Apple: 12, Netflix: 4, LinkedIn: 10, Meta: 32 },
};
