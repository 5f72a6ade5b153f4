import type { SeedPattern, SeedProblem } from "../types";

// ---------------------------------------------------------------------------
// Root-to-Leaf Target Sum
// ---------------------------------------------------------------------------

const targetSumPy = `import sys

sys.setrecursionlimit(20000)


def hasRootToLeafSum(root, target):
    if root is None:
        return False
    remaining = target - root.val
    if root.left is None and root.right is None:
        return remaining == 0
    return hasRootToLeafSum(root.left, remaining) or hasRootToLeafSum(root.right, remaining)
`;

const targetSumJs = `function hasRootToLeafSum(root, target) {
  if (root === null) return false;
  const remaining = target - root.val;
  if (root.left === null && root.right === null) return remaining === 0;
  return hasRootToLeafSum(root.left, remaining) || hasRootToLeafSum(root.right, remaining);
}
`;

const targetSumJava = `class Solution {
    public static boolean hasRootToLeafSum(TreeNode root, int target) {
        if (root == null) return false;
        int remaining = target - root.val;
        if (root.left == null && root.right == null) return remaining == 0;
        return hasRootToLeafSum(root.left, remaining) || hasRootToLeafSum(root.right, remaining);
    }
}
`;

const targetSumCpp = `bool hasRootToLeafSum(TreeNode* root, int target) {
    if (!root) return false;
    int remaining = target - root->val;
    if (!root->left && !root->right) return remaining == 0;
    return hasRootToLeafSum(root->left, remaining) || hasRootToLeafSum(root->right, remaining);
}
`;

const targetSumGo = `package main

func hasRootToLeafSum(root *TreeNode, target int) bool {
	if root == nil {
		return false
	}
	remaining := target - root.Val
	if root.Left == nil && root.Right == nil {
		return remaining == 0
	}
	return hasRootToLeafSum(root.Left, remaining) || hasRootToLeafSum(root.Right, remaining)
}
`;

const rootToLeafTargetSum: SeedProblem = {
  slug: "root-to-leaf-target-sum",
  title: "Root-to-Leaf Target Sum",
  difficulty: "easy",
  statement: `You are given the \`root\` of a binary tree and an integer \`target\`. A **root-to-leaf path** starts at the root and ends at a leaf (a node with no children); its sum is the total of the values on it.

Return \`true\` if at least one root-to-leaf path sums to exactly \`target\`, and \`false\` otherwise. An empty tree has no paths.

### Examples

**Example 1**

- Input: \`root = [5,4,8,11,null,13,4,7,2,null,null,null,1]\`, \`target = 22\`
- Output: \`true\`
- Explanation: the path 5 → 4 → 11 → 2 sums to 22.

**Example 2**

- Input: \`root = [1,2,3]\`, \`target = 5\`
- Output: \`false\`
- Explanation: the two root-to-leaf paths sum to 3 and 4. The partial path 1 → 2 → ... does not count unless it ends at a leaf.

### Constraints

- The number of nodes is in the range \`[0, 5000]\`.
- \`-2^31 <= Node.val <= 2^31 - 1\`
- \`-10^10 <= target <= 10^10\` (use 64-bit arithmetic in typed languages)
`,
  functionName: "hasRootToLeafSum",
  params: [
    { name: "root", type: "TreeNode" },
    { name: "target", type: "int" },
  ],
  returnType: "bool",
  starter: {
    python: `# class TreeNode:  (provided by the judge)
#     def __init__(self, val=0, left=None, right=None): ...

def hasRootToLeafSum(root: "TreeNode | None", target: int) -> bool:
    # Write your solution here.
    return False
`,
    javascript: `// class TreeNode { constructor(val = 0, left = null, right = null) }  (provided by the judge)

function hasRootToLeafSum(root, target) {
  // Write your solution here.
  return false;
}
`,
    java: `// class TreeNode { int val; TreeNode left, right; }  (provided by the judge)
class Solution {
    public static boolean hasRootToLeafSum(TreeNode root, int target) {
        // Write your solution here.
        return false;
    }
}
`,
    cpp: `#include <cstddef>
using namespace std;

// struct TreeNode { int val; TreeNode *left; TreeNode *right; };  (provided by the judge)
bool hasRootToLeafSum(TreeNode* root, int target) {
    // Write your solution here.
    return false;
}
`,
    go: `package main

// type TreeNode struct { Val int; Left, Right *TreeNode }  (provided by the judge)
func hasRootToLeafSum(root *TreeNode, target int) bool {
	// Write your solution here.
	return false
}
`,
  },
  solutions: { python: targetSumPy, javascript: targetSumJs, java: targetSumJava, cpp: targetSumCpp, go: targetSumGo },
  solutionExplanation: `## Idea

Walk down the tree depth-first and carry the **amount still missing** instead of the running sum. Each node subtracts its value from what remains; when we arrive at a leaf, the path works exactly when nothing remains. The question for a node reduces to the same question for its children with a smaller target — a textbook recursive DFS.

## Step by step

1. An empty subtree contains no path: return \`false\`.
2. Compute \`remaining = target - root.val\`.
3. If the node is a leaf, return \`remaining == 0\`.
4. Otherwise ask the left child, then the right child, with \`remaining\` as the new target. Short-circuit \`or\` stops as soon as one path succeeds.

Note the leaf check: a node with only one child is **not** the end of a path, so \`[1,2]\` with target \`1\` is \`false\` — the only root-to-leaf path is 1 → 2.

## Complexity

- Time: **O(n)** — each node is visited at most once.
- Space: **O(h)** for the recursion stack, where \`h\` is the height of the tree (O(n) in the worst case of a chain, O(log n) when balanced).

\`\`\`python
${targetSumPy}\`\`\`
`,
  visibleTests: [
    { input: [[5, 4, 8, 11, null, 13, 4, 7, 2, null, null, null, 1], 22], expected: true },
    { input: [[1, 2, 3], 5], expected: false },
  ],
  hiddenTests: [
    { input: [[], 0], expected: false },
    { input: [[7], 7], expected: true },
    { input: [[7], 0], expected: false },
    { input: [[1, 2], 1], expected: false },
    { input: [[-2, null, -3], -5], expected: true },
    { input: [[0, 1, 1], 1], expected: true },
    { input: [[1, -2, -3, 1, 3, -2, null, -1], -1], expected: true },
    { input: [[1000, 1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000], 10000], expected: true },
    { input: [[2, -4, 10, 2, null, 3, 5, 4, -4, 3, -4, -9, null, 6, null, null, null, null, null, null, 4, -9, null, null, 0], 3], expected: false },
    { input: [[2147483647, -2147483648, 1], -1], expected: true },
  ],
  companies: { Google: 6, Amazon: 12, Microsoft: 9, Apple: 5, Netflix: 1, LinkedIn: 2, Meta: 8 },
};

// ---------------------------------------------------------------------------
// Check Search Tree Order
// ---------------------------------------------------------------------------

const bstPy = `import sys

sys.setrecursionlimit(20000)


def isValidSearchTree(root):
    def check(node, low, high):
        if node is None:
            return True
        if low is not None and node.val <= low:
            return False
        if high is not None and node.val >= high:
            return False
        return check(node.left, low, node.val) and check(node.right, node.val, high)

    return check(root, None, None)
`;

const bstJs = `function isValidSearchTree(root) {
  const check = (node, low, high) => {
    if (node === null) return true;
    if (low !== null && node.val <= low) return false;
    if (high !== null && node.val >= high) return false;
    return check(node.left, low, node.val) && check(node.right, node.val, high);
  };
  return check(root, null, null);
}
`;

const bstJava = `class Solution {
    public static boolean isValidSearchTree(TreeNode root) {
        return check(root, null, null);
    }

    // every value in this subtree must lie strictly between low and high (null: no bound)
    private static boolean check(TreeNode node, Integer low, Integer high) {
        if (node == null) return true;
        if (low != null && node.val <= low) return false;
        if (high != null && node.val >= high) return false;
        return check(node.left, low, node.val) && check(node.right, node.val, high);
    }
}
`;

const bstCpp = `// every value in this subtree must lie strictly between *low and *high (nullptr: no bound)
bool checkOrder(TreeNode* node, const int* low, const int* high) {
    if (!node) return true;
    if (low && node->val <= *low) return false;
    if (high && node->val >= *high) return false;
    return checkOrder(node->left, low, &node->val) && checkOrder(node->right, &node->val, high);
}

bool isValidSearchTree(TreeNode* root) {
    return checkOrder(root, nullptr, nullptr);
}
`;

const bstGo = `package main

// every value in this subtree must lie strictly between *low and *high (nil: no bound)
func checkOrder(node *TreeNode, low, high *int) bool {
	if node == nil {
		return true
	}
	if low != nil && node.Val <= *low {
		return false
	}
	if high != nil && node.Val >= *high {
		return false
	}
	return checkOrder(node.Left, low, &node.Val) && checkOrder(node.Right, &node.Val, high)
}

func isValidSearchTree(root *TreeNode) bool {
	return checkOrder(root, nil, nil)
}
`;

const checkSearchTreeOrder: SeedProblem = {
  slug: "check-search-tree-order",
  title: "Check Search Tree Order",
  difficulty: "medium",
  statement: `Given the \`root\` of a binary tree, decide whether it is a valid **binary search tree**. In a valid tree, for **every** node:

- every value in its left subtree is strictly smaller than the node's value;
- every value in its right subtree is strictly greater than the node's value.

Equal values are therefore not allowed anywhere in the tree. An empty tree is valid.

### Examples

**Example 1**

- Input: \`root = [8,3,10,1,6,null,14]\`
- Output: \`true\`

**Example 2**

- Input: \`root = [8,3,10,1,9,null,14]\`
- Output: \`false\`
- Explanation: 9 is the right child of 3, which is fine locally, but it lies in the **left** subtree of 8 and 9 > 8.

### Constraints

- The number of nodes is in the range \`[0, 10^4]\`.
- \`-2^31 <= Node.val <= 2^31 - 1\`
`,
  functionName: "isValidSearchTree",
  params: [{ name: "root", type: "TreeNode" }],
  returnType: "bool",
  starter: {
    python: `# class TreeNode:  (provided by the judge)
#     def __init__(self, val=0, left=None, right=None): ...

def isValidSearchTree(root: "TreeNode | None") -> bool:
    # Write your solution here.
    return False
`,
    javascript: `// class TreeNode { constructor(val = 0, left = null, right = null) }  (provided by the judge)

function isValidSearchTree(root) {
  // Write your solution here.
  return false;
}
`,
    java: `// class TreeNode { int val; TreeNode left, right; }  (provided by the judge)
class Solution {
    public static boolean isValidSearchTree(TreeNode root) {
        // Write your solution here.
        return false;
    }
}
`,
    cpp: `#include <climits>
using namespace std;

// struct TreeNode { int val; TreeNode *left; TreeNode *right; };  (provided by the judge)
bool isValidSearchTree(TreeNode* root) {
    // Write your solution here.
    return false;
}
`,
    go: `package main

// type TreeNode struct { Val int; Left, Right *TreeNode }  (provided by the judge)
func isValidSearchTree(root *TreeNode) bool {
	// Write your solution here.
	return false
}
`,
  },
  solutions: { python: bstPy, javascript: bstJs, java: bstJava, cpp: bstCpp, go: bstGo },
  solutionExplanation: `## Idea

Comparing a node only with its own children is the classic trap (Example 2). The rule involves **all ancestors**: a node in the left subtree of 8 must be below 8 even when it is a right child further down. So pass down an **open interval** \`(low, high)\` of allowed values. Going left tightens the upper bound to the parent's value; going right tightens the lower bound.

## Step by step

1. Start at the root with no bounds (\`None\` on both sides — this avoids trouble with values equal to the 32-bit limits).
2. For a node, fail if \`val <= low\` or \`val >= high\` (strict, so duplicates fail).
3. Recurse into the left child with interval \`(low, val)\` and into the right child with \`(val, high)\`.
4. An empty subtree is always valid.

An equivalent approach is an in-order traversal, which must produce a strictly increasing sequence.

## Complexity

- Time: **O(n)** — every node is checked once.
- Space: **O(h)** for the recursion, \`h\` being the height of the tree.

\`\`\`python
${bstPy}\`\`\`
`,
  visibleTests: [
    { input: [[8, 3, 10, 1, 6, null, 14]], expected: true },
    { input: [[8, 3, 10, 1, 9, null, 14]], expected: false },
  ],
  hiddenTests: [
    { input: [[]], expected: true },
    { input: [[1]], expected: true },
    { input: [[2, 2]], expected: false },
    { input: [[2, 1, 3]], expected: true },
    { input: [[5, 1, 4, null, null, 3, 6]], expected: false },
    { input: [[10, 5, 15, null, null, 6, 20]], expected: false },
    { input: [[-2147483648, null, 2147483647]], expected: true },
    { input: [[2147483647, 2147483647]], expected: false },
    {
      input: [
        [
          -6,
          -30,
          2,
          -36,
          -20,
          -1,
          21,
          -49,
          null,
          -25,
          -9,
          null,
          null,
          14,
          25,
          null,
          -40,
          -29,
          null,
          -10,
          null,
          null,
          null,
          22,
          35,
          null,
          -37,
          null,
          null,
          -14,
          null,
          null,
          null,
          null,
          44,
        ],
      ],
      expected: true,
    },
    { input: [[1, null, 2, null, 3, null, 4, null, 5, null, 6, null, 7, null, 8, null, 9, null, 10, null, 11, null, 12]], expected: true },
    { input: [[3, 1, 5, 0, 2, 4, 6, null, null, null, 3]], expected: false },
  ],
  companies: { Google: 13, Amazon: 16, Microsoft: 14, Apple: 8, Netflix: 2, LinkedIn: 6, Meta: 17 },
};

// ---------------------------------------------------------------------------
// Deepest Shared Ancestor
// ---------------------------------------------------------------------------

const lcaPy = `import sys

sys.setrecursionlimit(20000)


def lowestSharedAncestor(root, p, q):
    def find(node):
        if node is None or node.val == p or node.val == q:
            return node
        left = find(node.left)
        right = find(node.right)
        if left is not None and right is not None:
            return node
        return left if left is not None else right

    return find(root).val
`;

const lcaJs = `function lowestSharedAncestor(root, p, q) {
  const find = (node) => {
    if (node === null || node.val === p || node.val === q) return node;
    const left = find(node.left);
    const right = find(node.right);
    if (left !== null && right !== null) return node;
    return left !== null ? left : right;
  };
  return find(root).val;
}
`;

const lcaJava = `class Solution {
    public static int lowestSharedAncestor(TreeNode root, int p, int q) {
        return find(root, p, q).val;
    }

    private static TreeNode find(TreeNode node, int p, int q) {
        if (node == null || node.val == p || node.val == q) return node;
        TreeNode left = find(node.left, p, q);
        TreeNode right = find(node.right, p, q);
        if (left != null && right != null) return node;
        return left != null ? left : right;
    }
}
`;

const lcaCpp = `TreeNode* findShared(TreeNode* node, int p, int q) {
    if (!node || node->val == p || node->val == q) return node;
    TreeNode* left = findShared(node->left, p, q);
    TreeNode* right = findShared(node->right, p, q);
    if (left && right) return node;
    return left ? left : right;
}

int lowestSharedAncestor(TreeNode* root, int p, int q) {
    return findShared(root, p, q)->val;
}
`;

const lcaGo = `package main

func findShared(node *TreeNode, p, q int) *TreeNode {
	if node == nil || node.Val == p || node.Val == q {
		return node
	}
	left := findShared(node.Left, p, q)
	right := findShared(node.Right, p, q)
	if left != nil && right != nil {
		return node
	}
	if left != nil {
		return left
	}
	return right
}

func lowestSharedAncestor(root *TreeNode, p int, q int) int {
	return findShared(root, p, q).Val
}
`;

const deepestSharedAncestor: SeedProblem = {
  slug: "deepest-shared-ancestor",
  title: "Deepest Shared Ancestor",
  difficulty: "medium",
  statement: `A company's reporting lines form a binary tree (not necessarily a search tree) in which every node holds a **distinct** integer. Given the \`root\` and two values \`p\` and \`q\` that both appear in the tree, return the value of their **lowest common ancestor**: the deepest node that has both \`p\` and \`q\` in its subtree. A node counts as part of its own subtree, so a node can be the ancestor of itself.

### Examples

**Example 1**

- Input: \`root = [3,5,1,6,2,0,8,null,null,7,4]\`, \`p = 5\`, \`q = 1\`
- Output: \`3\`
- Explanation: 5 and 1 sit in different subtrees of the root.

**Example 2**

- Input: \`root = [3,5,1,6,2,0,8,null,null,7,4]\`, \`p = 5\`, \`q = 4\`
- Output: \`5\`
- Explanation: 4 lies below 5, so 5 is the deepest node containing both.

### Constraints

- The number of nodes is in the range \`[1, 10^4]\`.
- \`-10^9 <= Node.val <= 10^9\`, all values distinct.
- \`p\` and \`q\` are values of nodes in the tree (they may be equal).
`,
  functionName: "lowestSharedAncestor",
  params: [
    { name: "root", type: "TreeNode" },
    { name: "p", type: "int" },
    { name: "q", type: "int" },
  ],
  returnType: "int",
  starter: {
    python: `# class TreeNode:  (provided by the judge)
#     def __init__(self, val=0, left=None, right=None): ...

def lowestSharedAncestor(root: "TreeNode", p: int, q: int) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `// class TreeNode { constructor(val = 0, left = null, right = null) }  (provided by the judge)

function lowestSharedAncestor(root, p, q) {
  // Write your solution here.
  return 0;
}
`,
    java: `// class TreeNode { int val; TreeNode left, right; }  (provided by the judge)
class Solution {
    public static int lowestSharedAncestor(TreeNode root, int p, int q) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <cstddef>
using namespace std;

// struct TreeNode { int val; TreeNode *left; TreeNode *right; };  (provided by the judge)
int lowestSharedAncestor(TreeNode* root, int p, int q) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

// type TreeNode struct { Val int; Left, Right *TreeNode }  (provided by the judge)
func lowestSharedAncestor(root *TreeNode, p int, q int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: lcaPy, javascript: lcaJs, java: lcaJava, cpp: lcaCpp, go: lcaGo },
  solutionExplanation: `## Idea

Let a post-order DFS report, for each subtree, **which target it found**: nothing, or the node holding \`p\` or \`q\`. The first node (from the bottom) that receives a report from *both* children is the split point, i.e. the lowest common ancestor. If one target is an ancestor of the other, the search stops at the upper one and that node bubbles all the way up — which is exactly the right answer, because it contains the other target beneath it.

## Step by step

1. \`find(node)\` returns \`None\` for an empty subtree.
2. If \`node\` holds \`p\` or \`q\`, return \`node\` straight away — no need to look deeper.
3. Otherwise recurse left and right.
4. If both sides returned a node, \`node\` is where the two paths meet: return it.
5. Otherwise return whichever side found something (or \`None\`).
6. The value of the node returned for the root is the answer.

Since \`p\` and \`q\` are guaranteed to exist, the root call never returns \`None\`.

## Complexity

- Time: **O(n)** — each node is visited at most once.
- Space: **O(h)** for the recursion stack.

\`\`\`python
${lcaPy}\`\`\`
`,
  visibleTests: [
    { input: [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 5, 1], expected: 3 },
    { input: [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 5, 4], expected: 5 },
  ],
  hiddenTests: [
    { input: [[1, 2], 1, 2], expected: 1 },
    { input: [[1, 2], 2, 1], expected: 1 },
    { input: [[1], 1, 1], expected: 1 },
    { input: [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 7, 8], expected: 3 },
    { input: [[3, 5, 1, 6, 2, 0, 8, null, null, 7, 4], 6, 4], expected: 5 },
    { input: [[6, 2, 8, 0, 4, 7, 9, null, null, 3, 5], 3, 5], expected: 4 },
    { input: [[6, 2, 8, 0, 4, 7, 9, null, null, 3, 5], 7, 9], expected: 8 },
    { input: [[6, 2, 8, 0, 4, 7, 9, null, null, 3, 5], 0, 5], expected: 2 },
    { input: [[10, -5, null, 3, null, 8, null, 1], 8, 1], expected: 8 },
    {
      input: [
        [
          -485,
          217,
          769,
          962,
          null,
          387,
          -381,
          null,
          null,
          22,
          -45,
          339,
          146,
          456,
          null,
          -727,
          null,
          -100,
          333,
          null,
          null,
          -621,
          926,
          -969,
          null,
          null,
          796,
          -737,
          -889,
          null,
          360,
          -648,
          818,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          140,
          -290,
        ],
        -290,
        926,
      ],
      expected: 926,
    },
    { input: [[-1, 0, 3, -2, 4, null, null, 8], 8, 4], expected: 0 },
  ],
  companies: { Google: 12, Amazon: 15, Microsoft: 13, Apple: 7, Netflix: 2, LinkedIn: 9, Meta: 24 },
};

// ---------------------------------------------------------------------------
// Downward Paths With Sum
// ---------------------------------------------------------------------------

const pathsPy = `import sys
from collections import defaultdict

sys.setrecursionlimit(20000)


def countDownwardPaths(root, target):
    prefix_counts = defaultdict(int)
    prefix_counts[0] = 1  # the empty prefix above the root

    def dfs(node, running):
        if node is None:
            return 0
        running += node.val
        found = prefix_counts[running - target]
        prefix_counts[running] += 1
        found += dfs(node.left, running) + dfs(node.right, running)
        prefix_counts[running] -= 1  # leave this branch: undo
        return found

    return dfs(root, 0)
`;

const pathsJs = `function countDownwardPaths(root, target) {
  const prefixCounts = new Map([[0, 1]]); // the empty prefix above the root
  const dfs = (node, running) => {
    if (node === null) return 0;
    running += node.val;
    let found = prefixCounts.get(running - target) || 0;
    prefixCounts.set(running, (prefixCounts.get(running) || 0) + 1);
    found += dfs(node.left, running) + dfs(node.right, running);
    prefixCounts.set(running, prefixCounts.get(running) - 1); // leave this branch: undo
    return found;
  };
  return dfs(root, 0);
}
`;

const pathsJava = `import java.util.*;

class Solution {
    public static int countDownwardPaths(TreeNode root, int target) {
        Map<Long, Integer> prefixCounts = new HashMap<>();
        prefixCounts.put(0L, 1); // the empty prefix above the root
        return dfs(root, 0, target, prefixCounts);
    }

    private static int dfs(TreeNode node, long running, int target, Map<Long, Integer> prefixCounts) {
        if (node == null) return 0;
        running += node.val;
        int found = prefixCounts.getOrDefault(running - target, 0);
        prefixCounts.merge(running, 1, Integer::sum);
        found += dfs(node.left, running, target, prefixCounts) + dfs(node.right, running, target, prefixCounts);
        prefixCounts.merge(running, -1, Integer::sum); // leave this branch: undo
        return found;
    }
}
`;

const pathsCpp = `#include <unordered_map>
using namespace std;

int countPathsFrom(TreeNode* node, long long running, int target, unordered_map<long long, int>& prefixCounts) {
    if (!node) return 0;
    running += node->val;
    auto it = prefixCounts.find(running - target);
    int found = it == prefixCounts.end() ? 0 : it->second;
    prefixCounts[running]++;
    found += countPathsFrom(node->left, running, target, prefixCounts) + countPathsFrom(node->right, running, target, prefixCounts);
    prefixCounts[running]--;  // leave this branch: undo
    return found;
}

int countDownwardPaths(TreeNode* root, int target) {
    unordered_map<long long, int> prefixCounts = {{0, 1}};  // the empty prefix above the root
    return countPathsFrom(root, 0, target, prefixCounts);
}
`;

const pathsGo = `package main

func countDownwardPaths(root *TreeNode, target int) int {
	prefixCounts := map[int]int{0: 1} // the empty prefix above the root
	var dfs func(node *TreeNode, running int) int
	dfs = func(node *TreeNode, running int) int {
		if node == nil {
			return 0
		}
		running += node.Val
		found := prefixCounts[running-target]
		prefixCounts[running]++
		found += dfs(node.Left, running) + dfs(node.Right, running)
		prefixCounts[running]-- // leave this branch: undo
		return found
	}
	return dfs(root, 0)
}
`;

const downwardPathsWithSum: SeedProblem = {
  slug: "downward-paths-with-sum",
  title: "Downward Paths With Sum",
  difficulty: "medium",
  statement: `Given the \`root\` of a binary tree and an integer \`target\`, count the **downward paths** whose values add up to \`target\`.

A downward path starts at any node and moves only from parents to children, ending at any node at or below its start. It does not have to start at the root or end at a leaf, and a single node is a path on its own.

### Examples

**Example 1**

- Input: \`root = [10,5,-3,3,2,null,11,3,-2,null,1]\`, \`target = 8\`
- Output: \`3\`
- Explanation: 5 → 3, 5 → 2 → 1 and -3 → 11.

**Example 2**

- Input: \`root = [1,2,3]\`, \`target = 3\`
- Output: \`2\`
- Explanation: the path 1 → 2 and the single node 3.

### Constraints

- The number of nodes is in the range \`[0, 1000]\`.
- \`-10^9 <= Node.val <= 10^9\`
- \`-10^9 <= target <= 10^9\`
- Path sums can exceed 32 bits: use 64-bit integers in typed languages.
`,
  functionName: "countDownwardPaths",
  params: [
    { name: "root", type: "TreeNode" },
    { name: "target", type: "int" },
  ],
  returnType: "int",
  starter: {
    python: `# class TreeNode:  (provided by the judge)
#     def __init__(self, val=0, left=None, right=None): ...

def countDownwardPaths(root: "TreeNode | None", target: int) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `// class TreeNode { constructor(val = 0, left = null, right = null) }  (provided by the judge)

function countDownwardPaths(root, target) {
  // Write your solution here.
  return 0;
}
`,
    java: `// class TreeNode { int val; TreeNode left, right; }  (provided by the judge)
class Solution {
    public static int countDownwardPaths(TreeNode root, int target) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <unordered_map>
using namespace std;

// struct TreeNode { int val; TreeNode *left; TreeNode *right; };  (provided by the judge)
int countDownwardPaths(TreeNode* root, int target) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

// type TreeNode struct { Val int; Left, Right *TreeNode }  (provided by the judge)
func countDownwardPaths(root *TreeNode, target int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: pathsPy, javascript: pathsJs, java: pathsJava, cpp: pathsCpp, go: pathsGo },
  solutionExplanation: `## Idea

Starting a fresh walk at every node costs O(n²) on a chain. Better: during one DFS, keep the sum of the values from the root down to the current node (\`running\`). A downward path that **ends** at the current node and has sum \`target\` corresponds to an ancestor prefix whose sum is \`running - target\`. So keep a hash map from prefix sum to **how many times it occurs on the current root-to-node path**, and look up \`running - target\` at every node — the prefix-sum trick for subarrays, applied along a tree path.

## Step by step

1. Seed the map with \`{0: 1}\`: the empty prefix, which lets paths start at the root.
2. Visiting a node: add its value to \`running\`, then add \`count[running - target]\` to the answer.
3. Record \`running\` in the map, and recurse into both children.
4. **Backtrack**: decrement \`count[running]\` before returning, because the prefix belongs to this branch only. Without this step, a sibling subtree would pair with prefixes that are not its ancestors.

The lookup happens **before** inserting the node's own prefix, so a path of zero nodes is never counted even when \`target\` is \`0\`.

## Complexity

- Time: **O(n)** — constant work per node with hash map operations.
- Space: **O(h)** for the recursion plus up to \`h\` entries in the map.

\`\`\`python
${pathsPy}\`\`\`
`,
  visibleTests: [
    { input: [[10, 5, -3, 3, 2, null, 11, 3, -2, null, 1], 8], expected: 3 },
    { input: [[1, 2, 3], 3], expected: 2 },
  ],
  hiddenTests: [
    { input: [[], 0], expected: 0 },
    { input: [[4], 4], expected: 1 },
    { input: [[4], 5], expected: 0 },
    { input: [[0, 0, 0], 0], expected: 5 },
    { input: [[1, -1, 1, null, 1], 1], expected: 4 },
    { input: [[1, null, 1, null, 1, null, 1, null, 1, null, 1, null, 1, null, 1], 2], expected: 7 },
    { input: [[-2, null, -3], -3], expected: 1 },
    {
      input: [
        [
          -2,
          -4,
          -1,
          5,
          0,
          -5,
          -2,
          0,
          -2,
          5,
          -2,
          null,
          null,
          null,
          0,
          -1,
          null,
          -2,
          null,
          -1,
          -3,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          2,
          null,
          -5,
          -3,
          null,
          null,
          null,
          -3,
        ],
        0,
      ],
      expected: 6,
    },
    {
      input: [
        [
          -1,
          0,
          1,
          0,
          3,
          -2,
          3,
          null,
          -2,
          -3,
          -1,
          null,
          null,
          null,
          3,
          2,
          -2,
          2,
          3,
          1,
          null,
          null,
          null,
          null,
          2,
          null,
          null,
          null,
          3,
          2,
          2,
          1,
          -1,
          null,
          null,
          null,
          -2,
          null,
          null,
          null,
          2,
          -3,
        ],
        2,
      ],
      expected: 23,
    },
    { input: [[1000000000, 1000000000, null, 294967296, null, 1000000000, null, 1000000000, null, 1000000000], 0], expected: 0 },
  ],
  companies: { Google: 8, Amazon: 14, Microsoft: 6, Apple: 4, Netflix: 1, LinkedIn: 3, Meta: 11 },
};

// ---------------------------------------------------------------------------
// Max Weight Tree Path
// ---------------------------------------------------------------------------

const maxPathPy = `import sys

sys.setrecursionlimit(20000)


def maxPathWeight(root):
    best = root.val

    def gain(node):
        # best sum of a path that starts at node and goes down
        nonlocal best
        if node is None:
            return 0
        left = max(gain(node.left), 0)
        right = max(gain(node.right), 0)
        best = max(best, node.val + left + right)
        return node.val + max(left, right)

    gain(root)
    return best
`;

const maxPathJs = `function maxPathWeight(root) {
  let best = root.val;
  // best sum of a path that starts at node and goes down
  const gain = (node) => {
    if (node === null) return 0;
    const left = Math.max(gain(node.left), 0);
    const right = Math.max(gain(node.right), 0);
    best = Math.max(best, node.val + left + right);
    return node.val + Math.max(left, right);
  };
  gain(root);
  return best;
}
`;

const maxPathJava = `class Solution {
    private static int best;

    public static int maxPathWeight(TreeNode root) {
        best = root.val;
        gain(root);
        return best;
    }

    // best sum of a path that starts at node and goes down
    private static int gain(TreeNode node) {
        if (node == null) return 0;
        int left = Math.max(gain(node.left), 0);
        int right = Math.max(gain(node.right), 0);
        best = Math.max(best, node.val + left + right);
        return node.val + Math.max(left, right);
    }
}
`;

const maxPathCpp = `#include <algorithm>
using namespace std;

// best sum of a path that starts at node and goes down; best path through any node kept in \`best\`
int downwardGain(TreeNode* node, int& best) {
    if (!node) return 0;
    int left = max(downwardGain(node->left, best), 0);
    int right = max(downwardGain(node->right, best), 0);
    best = max(best, node->val + left + right);
    return node->val + max(left, right);
}

int maxPathWeight(TreeNode* root) {
    int best = root->val;
    downwardGain(root, best);
    return best;
}
`;

const maxPathGo = `package main

func maxPathWeight(root *TreeNode) int {
	best := root.Val
	// gain: best sum of a path that starts at node and goes down
	var gain func(node *TreeNode) int
	gain = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		left, right := gain(node.Left), gain(node.Right)
		if left < 0 {
			left = 0
		}
		if right < 0 {
			right = 0
		}
		if node.Val+left+right > best {
			best = node.Val + left + right
		}
		if left > right {
			return node.Val + left
		}
		return node.Val + right
	}
	gain(root)
	return best
}
`;

const maxWeightTreePath: SeedProblem = {
  slug: "max-weight-tree-path",
  title: "Max Weight Tree Path",
  difficulty: "hard",
  statement: `A **path** in a binary tree is a sequence of nodes in which each consecutive pair is joined by an edge, and no node appears twice. The path may bend at one node (go up from one side and down into the other), it need not pass through the root, and it contains **at least one** node. Its weight is the sum of its values.

Given the \`root\` of a non-empty binary tree whose values may be negative, return the largest weight of any path.

### Examples

**Example 1**

- Input: \`root = [1,2,3]\`
- Output: \`6\`
- Explanation: the path 2 → 1 → 3.

**Example 2**

- Input: \`root = [-10,9,20,null,null,15,7]\`
- Output: \`42\`
- Explanation: the path 15 → 20 → 7 avoids the negative root.

### Constraints

- The number of nodes is in the range \`[1, 3 * 10^4]\`.
- \`-1000 <= Node.val <= 1000\`
`,
  functionName: "maxPathWeight",
  params: [{ name: "root", type: "TreeNode" }],
  returnType: "int",
  starter: {
    python: `# class TreeNode:  (provided by the judge)
#     def __init__(self, val=0, left=None, right=None): ...

def maxPathWeight(root: "TreeNode") -> int:
    # Write your solution here.
    return 0
`,
    javascript: `// class TreeNode { constructor(val = 0, left = null, right = null) }  (provided by the judge)

function maxPathWeight(root) {
  // Write your solution here.
  return 0;
}
`,
    java: `// class TreeNode { int val; TreeNode left, right; }  (provided by the judge)
class Solution {
    public static int maxPathWeight(TreeNode root) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <algorithm>
using namespace std;

// struct TreeNode { int val; TreeNode *left; TreeNode *right; };  (provided by the judge)
int maxPathWeight(TreeNode* root) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

// type TreeNode struct { Val int; Left, Right *TreeNode }  (provided by the judge)
func maxPathWeight(root *TreeNode) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: maxPathPy, javascript: maxPathJs, java: maxPathJava, cpp: maxPathCpp, go: maxPathGo },
  solutionExplanation: `## Idea

Every path has exactly one **highest node**, where it may bend. If we knew, for each child, the best weight of a path that starts at that child and only goes *down* (its "gain"), the best path bending at \`node\` would be \`node.val + left gain + right gain\` — with any negative gain replaced by 0, because we can simply not extend into that side.

A post-order DFS computes the gains bottom-up and, on the way, tries every node as the bend point. Two different quantities are involved, and keeping them apart is the whole trick:

- what the node **returns** to its parent: a path that continues upward can use at most **one** branch, so \`node.val + max(left, right)\`;
- what the node **records** as a candidate answer: the bent path using **both** branches.

## Step by step

1. Initialise \`best\` with the root's value (a valid one-node path, which matters when everything is negative).
2. \`gain(None) = 0\`.
3. For a node: \`left = max(gain(left child), 0)\`, \`right = max(gain(right child), 0)\`.
4. Update \`best = max(best, node.val + left + right)\`.
5. Return \`node.val + max(left, right)\`.

## Complexity

- Time: **O(n)** — one visit per node.
- Space: **O(h)** for the recursion.

\`\`\`python
${maxPathPy}\`\`\`
`,
  visibleTests: [
    { input: [[1, 2, 3]], expected: 6 },
    { input: [[-10, 9, 20, null, null, 15, 7]], expected: 42 },
  ],
  hiddenTests: [
    { input: [[-3]], expected: -3 },
    { input: [[2, -1]], expected: 2 },
    { input: [[-2, -1]], expected: -1 },
    { input: [[-1, -2, -3]], expected: -1 },
    { input: [[5, 4, 8, 11, null, 13, 4, 7, 2, null, null, null, 1]], expected: 48 },
    { input: [[1, -2, 3, 4, 5, -6, 2]], expected: 9 },
    { input: [[9, 6, -3, null, null, -6, 2, null, null, 2, null, -6, -6, -6]], expected: 16 },
    { input: [[1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000, null, 1000]], expected: 10000 },
    {
      input: [
        [
          7,
          -96,
          31,
          5,
          42,
          -47,
          -84,
          null,
          -99,
          null,
          52,
          50,
          null,
          -40,
          7,
          null,
          null,
          null,
          null,
          65,
          -23,
          null,
          97,
          -99,
          -80,
          -39,
          null,
          -63,
          null,
          null,
          null,
          null,
          -2,
          null,
          null,
          -15,
          null,
          30,
          4,
          -87,
          null,
          null,
          null,
          null,
          null,
          null,
          -57,
        ],
      ],
      expected: 115,
    },
    {
      input: [
        [
          -4,
          -7,
          -8,
          -5,
          5,
          -14,
          -19,
          -5,
          3,
          -12,
          5,
          null,
          null,
          null,
          -18,
          null,
          null,
          null,
          5,
          1,
          -3,
          null,
          -4,
          6,
          9,
          null,
          -20,
          null,
          -5,
          7,
          -8,
          -8,
          2,
          null,
          null,
          null,
          null,
          -2,
          null,
          null,
          null,
          null,
          -8,
          null,
          null,
          3,
          null,
          8,
          -11,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          2,
        ],
      ],
      expected: 16,
    },
  ],
  companies: { Google: 15, Amazon: 17, Microsoft: 10, Apple: 6, Netflix: 3, LinkedIn: 5, Meta: 21 },
};

export const pattern: SeedPattern = {
  slug: "tree-depth-first-search",
  title: "Tree Depth-First Search",
  summary: "Solve tree problems recursively: pass information down as arguments, bring answers up as return values, and combine them at each node.",
  introduction: `# Introduction to Tree Depth-First Search

**Depth-first search (DFS)** on a tree follows one branch all the way down to a leaf before backing up and trying the next branch. On a binary tree it is almost always written as a short recursive function, because a tree *is* a recursive structure: a node plus a left subtree plus a right subtree.

## The three orders

Where you do the work relative to the recursive calls gives the three classic orders:

- **pre-order** — node, then left, then right: useful for passing information *down* (a running sum, allowed value bounds, the current depth);
- **in-order** — left, node, right: visits a binary search tree in sorted order;
- **post-order** — left, right, node: useful for bringing information *up* (heights, subtree sums, "did I find the target here?").

## When to recognise it

- The question is about **paths** from the root, between nodes, or ending at leaves.
- The answer for a node depends on the answers for its children (height, balance, maximum, sum).
- A property must hold for **every** ancestor or every descendant (search-tree order, ancestors of two nodes).
- You need to explore the whole tree but memory should stay proportional to its **height**, not its width.

## The template

Ask two questions before writing code: *what does a call receive from its parent?* and *what does it return to its parent?* Then handle the empty tree, recurse into the children, and combine.

## Worked example: height of a tree

The height is the number of nodes on the longest root-to-leaf path. An empty tree has height 0; otherwise it is one more than the taller child.

\`\`\`python
def height(node):
    if node is None:                 # base case: empty subtree
        return 0
    left = height(node.left)         # answer for the left subtree
    right = height(node.right)       # answer for the right subtree
    return 1 + max(left, right)      # combine at this node (post-order)

# Tree [3, 9, 20, null, null, 15, 7]:
#        3
#       / \\
#      9   20
#         /  \\
#        15   7
# height(9) = 1, height(20) = 2, so height(3) = 1 + max(1, 2) = 3
\`\`\`

Every node is visited once, so the running time is **O(n)**. The recursion stack holds one frame per level, so the extra space is **O(h)**, where \`h\` is the height: about log n for a balanced tree and n for a chain.

## Passing state down versus returning it up

Many problems need both directions at once. In this module you will pass a **remaining target** down a path, pass **value bounds** down to validate a search tree, return **"found" markers** up to locate a common ancestor, carry a **hash map of prefix sums** along the current path (and undo it when you backtrack), and return one value to the parent while recording a different one as the global answer.
`,
  problems: [rootToLeafTargetSum, checkSearchTreeOrder, deepestSharedAncestor, downwardPathsWithSum, maxWeightTreePath],
  finalRemarks: `# Final Remarks

Tree DFS problems become routine once you can answer two questions quickly: **what flows down** and **what flows up**.

## What you practised

- **Down only** — a remaining target (root-to-leaf sum) or an allowed interval (search-tree validation) travels as an argument. Check the base case, update the argument, recurse.
- **Up only** — a child reports what it found (common ancestor). The node combines the two reports and decides what to pass on.
- **Both, with backtracking** — a hash map of prefix sums describes the current root-to-node path. Add on the way in, remove on the way out, so sibling branches never see each other's state.
- **Return one thing, record another** — in the maximum path problem the node returns a one-branch gain to its parent but records a two-branch path as a candidate answer.

## Pitfalls to avoid

- Checking only parent–child relations when the rule concerns all ancestors.
- Treating a node with one child as a leaf.
- Forgetting that values may be negative, so "stop when the sum exceeds the target" is wrong.
- Initialising a maximum with 0 when every value can be negative.
- Forgetting recursion depth: a chain of 10⁴ nodes can overflow a default stack, so raise the limit or switch to an explicit stack.

## Complexity to quote

Almost every tree DFS runs in **O(n)** time and **O(h)** extra space, where \`h\` is the height of the tree.

Next comes breadth-first search on trees, which trades the recursion stack for a queue and answers questions about **levels** instead of paths.
`,
  companyFrequency: { Google: 27, Amazon: 33, Microsoft: 26, Apple: 15, Netflix: 4, LinkedIn: 12, Meta: 35 },
};
