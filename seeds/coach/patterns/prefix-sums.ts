import type { SeedPattern, SeedProblem } from "../types";

// ---------------------------------------------------------------------------
// Balance Point Index
// ---------------------------------------------------------------------------

const balancePy = `def balancePointIndex(nums):
    total = sum(nums)
    left = 0  # sum of nums[0..i-1]
    for i, value in enumerate(nums):
        if left == total - left - value:
            return i
        left += value
    return -1
`;

const balanceJs = `function balancePointIndex(nums) {
  const total = nums.reduce((acc, v) => acc + v, 0);
  let left = 0; // sum of nums[0..i-1]
  for (let i = 0; i < nums.length; i++) {
    if (left === total - left - nums[i]) return i;
    left += nums[i];
  }
  return -1;
}
`;

const balanceJava = `class Solution {
    public static int balancePointIndex(int[] nums) {
        long total = 0;
        for (int value : nums) total += value;
        long left = 0; // sum of nums[0..i-1]
        for (int i = 0; i < nums.length; i++) {
            if (left == total - left - nums[i]) return i;
            left += nums[i];
        }
        return -1;
    }
}
`;

const balanceCpp = `#include <vector>
using namespace std;

int balancePointIndex(vector<int>& nums) {
    long long total = 0;
    for (int value : nums) total += value;
    long long left = 0;  // sum of nums[0..i-1]
    for (int i = 0; i < (int) nums.size(); i++) {
        if (left == total - left - nums[i]) return i;
        left += nums[i];
    }
    return -1;
}
`;

const balanceGo = `package main

func balancePointIndex(nums []int) int {
	total := 0
	for _, value := range nums {
		total += value
	}
	left := 0 // sum of nums[0..i-1]
	for i, value := range nums {
		if left == total-left-value {
			return i
		}
		left += value
	}
	return -1
}
`;

const balancePointIndex: SeedProblem = {
  slug: "balance-point-index",
  title: "Balance Point Index",
  difficulty: "easy",
  statement: `A **balance point** of an array \`nums\` is an index \`i\` where the sum of the elements strictly to the left of \`i\` equals the sum of the elements strictly to the right of \`i\`. An empty side sums to \`0\`, so index \`0\` is a balance point when the rest of the array sums to \`0\`.

Return the **leftmost** balance point, or \`-1\` if there is none.

### Examples

**Example 1**

- Input: \`nums = [1,7,3,6,5,6]\`
- Output: \`3\`
- Explanation: 1 + 7 + 3 = 11 on the left and 5 + 6 = 11 on the right.

**Example 2**

- Input: \`nums = [1,2,3]\`
- Output: \`-1\`

**Example 3**

- Input: \`nums = [2,1,-1]\`
- Output: \`0\`
- Explanation: the left side is empty (0) and 1 + (-1) = 0.

### Constraints

- \`1 <= nums.length <= 10^4\`
- \`-1000 <= nums[i] <= 1000\`
`,
  functionName: "balancePointIndex",
  params: [{ name: "nums", type: "int[]" }],
  returnType: "int",
  starter: {
    python: `def balancePointIndex(nums: list[int]) -> int:
    # Write your solution here.
    return -1
`,
    javascript: `function balancePointIndex(nums) {
  // Write your solution here.
  return -1;
}
`,
    java: `class Solution {
    public static int balancePointIndex(int[] nums) {
        // Write your solution here.
        return -1;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

int balancePointIndex(vector<int>& nums) {
    // Write your solution here.
    return -1;
}
`,
    go: `package main

func balancePointIndex(nums []int) int {
	// Write your solution here.
	return -1
}
`,
  },
  solutions: { python: balancePy, javascript: balanceJs, java: balanceJava, cpp: balanceCpp, go: balanceGo },
  solutionExplanation: `## Idea

Recomputing both sides for every index costs O(n²). But once we know the **total**, the right side follows from the left side: \`right = total - left - nums[i]\`. And the left side is a running **prefix sum** that grows by one element per step. So one pass answers the question for every index.

## Step by step

1. Compute \`total\`, the sum of the whole array.
2. Keep \`left = 0\`, the sum of the elements before the current index.
3. For each index \`i\`: if \`left == total - left - nums[i]\`, return \`i\` — checking indices from left to right returns the leftmost one.
4. Add \`nums[i]\` to \`left\` and continue.
5. Return \`-1\` if no index qualified.

Negative values are not a problem: nothing here relies on sums growing monotonically.

## Complexity

- Time: **O(n)** — one pass for the total, one for the scan.
- Space: **O(1)**.

\`\`\`python
${balancePy}\`\`\`
`,
  visibleTests: [
    { input: [[1, 7, 3, 6, 5, 6]], expected: 3 },
    { input: [[1, 2, 3]], expected: -1 },
    { input: [[2, 1, -1]], expected: 0 },
  ],
  hiddenTests: [
    { input: [[5]], expected: 0 },
    { input: [[0, 0, 0]], expected: 0 },
    { input: [[-1, -1, -1, -1, -1, 0]], expected: 2 },
    { input: [[1, -1, 4]], expected: 2 },
    { input: [[3, 3]], expected: -1 },
    { input: [[1000, -1000, 7, 1000, -1000]], expected: 2 },
    { input: [[-7, 1, 5, 2, -4, 3, 0]], expected: 3 },
    { input: [[0, 2, 5, -1, -3, 2, -2, 0, 1, 2, -2, 3, 5, -3, -5, -1, -4, 0, -5, 4, -4, 4, -2, 3, -1, 4, 5, -4, 5, 4]], expected: -1 },
    {
      input: [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 99, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
      expected: 20,
    },
    { input: [[10, -10, 10, -10, 10]], expected: 0 },
  ],
  companies: { Google: 5, Amazon: 10, Microsoft: 6, Apple: 4, Netflix: 1, LinkedIn: 2, Meta: 7 },
};

// ---------------------------------------------------------------------------
// Subarrays Hitting a Target Sum
// ---------------------------------------------------------------------------

const targetPy = `from collections import defaultdict


def countSubarraysWithSum(nums, k):
    prefix_counts = defaultdict(int)
    prefix_counts[0] = 1  # the empty prefix
    running = 0
    count = 0
    for value in nums:
        running += value
        count += prefix_counts[running - k]  # earlier prefixes that leave exactly k
        prefix_counts[running] += 1
    return count
`;

const targetJs = `function countSubarraysWithSum(nums, k) {
  const prefixCounts = new Map([[0, 1]]); // the empty prefix
  let running = 0;
  let count = 0;
  for (const value of nums) {
    running += value;
    count += prefixCounts.get(running - k) || 0; // earlier prefixes that leave exactly k
    prefixCounts.set(running, (prefixCounts.get(running) || 0) + 1);
  }
  return count;
}
`;

const targetJava = `import java.util.*;

class Solution {
    public static int countSubarraysWithSum(int[] nums, int k) {
        Map<Long, Integer> prefixCounts = new HashMap<>();
        prefixCounts.put(0L, 1); // the empty prefix
        long running = 0;
        int count = 0;
        for (int value : nums) {
            running += value;
            count += prefixCounts.getOrDefault(running - k, 0); // earlier prefixes that leave exactly k
            prefixCounts.merge(running, 1, Integer::sum);
        }
        return count;
    }
}
`;

const targetCpp = `#include <unordered_map>
#include <vector>
using namespace std;

int countSubarraysWithSum(vector<int>& nums, int k) {
    unordered_map<long long, int> prefixCounts = {{0, 1}};  // the empty prefix
    long long running = 0;
    int count = 0;
    for (int value : nums) {
        running += value;
        auto it = prefixCounts.find(running - k);  // earlier prefixes that leave exactly k
        if (it != prefixCounts.end()) count += it->second;
        prefixCounts[running]++;
    }
    return count;
}
`;

const targetGo = `package main

func countSubarraysWithSum(nums []int, k int) int {
	prefixCounts := map[int]int{0: 1} // the empty prefix
	running, count := 0, 0
	for _, value := range nums {
		running += value
		count += prefixCounts[running-k] // earlier prefixes that leave exactly k
		prefixCounts[running]++
	}
	return count
}
`;

const subarraysHittingTargetSum: SeedProblem = {
  slug: "subarrays-hitting-target-sum",
  title: "Subarrays Hitting a Target Sum",
  difficulty: "medium",
  statement: `Given an integer array \`nums\` (values may be negative) and an integer \`k\`, return the number of **non-empty contiguous subarrays** whose elements sum to exactly \`k\`. Subarrays at different positions count separately even if they contain the same values.

### Examples

**Example 1**

- Input: \`nums = [1,1,1]\`, \`k = 2\`
- Output: \`2\`
- Explanation: \`nums[0..1]\` and \`nums[1..2]\`.

**Example 2**

- Input: \`nums = [1,2,3]\`, \`k = 3\`
- Output: \`2\`
- Explanation: \`[1,2]\` and \`[3]\`.

### Constraints

- \`1 <= nums.length <= 2 * 10^4\`
- \`-10^7 <= nums[i] <= 10^7\`
- \`-10^9 <= k <= 10^9\`
`,
  functionName: "countSubarraysWithSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "k", type: "int" },
  ],
  returnType: "int",
  starter: {
    python: `def countSubarraysWithSum(nums: list[int], k: int) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function countSubarraysWithSum(nums, k) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int countSubarraysWithSum(int[] nums, int k) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <unordered_map>
#include <vector>
using namespace std;

int countSubarraysWithSum(vector<int>& nums, int k) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func countSubarraysWithSum(nums []int, k int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: targetPy, javascript: targetJs, java: targetJava, cpp: targetCpp, go: targetGo },
  solutionExplanation: `## Idea

Let \`P[j]\` be the sum of the first \`j\` elements (\`P[0] = 0\`). The subarray \`nums[i..j-1]\` sums to \`P[j] - P[i]\`. So a subarray **ending** at the current position has sum \`k\` exactly when some earlier prefix equals \`running - k\`.

A sliding window does **not** work here: with negative values, extending the window can decrease the sum, so there is no rule for when to shrink it. Instead, count how often each prefix sum has occurred so far in a hash map, and add the matching count at every step.

## Step by step

1. \`prefix_counts = {0: 1}\`: the empty prefix, so subarrays starting at index 0 are counted.
2. For each value:
   - add it to \`running\`;
   - add \`prefix_counts[running - k]\` to the answer — one subarray per earlier matching prefix;
   - then record \`running\` in the map.
3. Return the total.

Recording \`running\` **after** the lookup guarantees every counted subarray is non-empty, even when \`k = 0\`.

## Complexity

- Time: **O(n)** on average — one hash map lookup and update per element.
- Space: **O(n)** for the map.

\`\`\`python
${targetPy}\`\`\`
`,
  visibleTests: [
    { input: [[1, 1, 1], 2], expected: 2 },
    { input: [[1, 2, 3], 3], expected: 2 },
  ],
  hiddenTests: [
    { input: [[5], 5], expected: 1 },
    { input: [[5], 0], expected: 0 },
    { input: [[0, 0, 0], 0], expected: 6 },
    { input: [[1, -1, 1, -1], 0], expected: 4 },
    { input: [[-3, 3, -3, 3], 3], expected: 3 },
    { input: [[1000, -1000, 1000], 1000], expected: 3 },
    { input: [[3, 4, 7, 2, -3, 1, 4, 2], 7], expected: 4 },
    {
      input: [
        [1, -3, -3, 1, 2, -2, 3, 1, 2, -2, 1, 1, -2, 3, 1, 3, 3, 0, 3, -3, 3, -2, -2, 3, 0, 1, 3, 1, 2, -3, -2, 1, -1, 0, -3, 1, 3, -2, 1, 1],
        2,
      ],
      expected: 51,
    },
    {
      input: [
        [
          7, 3, 6, -4, 6, 8, 10, 0, 8, -10, 7, 3, 8, 5, -8, 4, -6, -3, -7, -4, -1, 7, 8, 9, 0, -3, 9, 2, 1, 10, 7, 0, 4, 5, -1, 8, 5, -6, -10, 8, 1,
          3, -5, -4, -7, -9, -1, -7, -5, -10, -8, 5, -2, 8, 1, 1, -6, -3, 7, 0,
        ],
        -5,
      ],
      expected: 18,
    },
    { input: [[10000000, 10000000, 10000000, 10000000, 10000000, 10000000, 10000000, 10000000, 10000000, 10000000], 30000000], expected: 8 },
  ],
  companies: { Google: 14, Amazon: 18, Microsoft: 10, Apple: 7, Netflix: 2, LinkedIn: 5, Meta: 23 },
};

// ---------------------------------------------------------------------------
// Longest Balanced Binary Stretch
// ---------------------------------------------------------------------------

const balancedPy = `def longestBalancedStretch(bits):
    first_index = {0: -1}  # balance -> first position where it was seen
    balance = 0
    best = 0
    for i, bit in enumerate(bits):
        balance += 1 if bit == 1 else -1
        if balance in first_index:
            best = max(best, i - first_index[balance])
        else:
            first_index[balance] = i
    return best
`;

const balancedJs = `function longestBalancedStretch(bits) {
  const firstIndex = new Map([[0, -1]]); // balance -> first position where it was seen
  let balance = 0;
  let best = 0;
  bits.forEach((bit, i) => {
    balance += bit === 1 ? 1 : -1;
    if (firstIndex.has(balance)) best = Math.max(best, i - firstIndex.get(balance));
    else firstIndex.set(balance, i);
  });
  return best;
}
`;

const balancedJava = `import java.util.*;

class Solution {
    public static int longestBalancedStretch(int[] bits) {
        Map<Integer, Integer> firstIndex = new HashMap<>(); // balance -> first position where it was seen
        firstIndex.put(0, -1);
        int balance = 0, best = 0;
        for (int i = 0; i < bits.length; i++) {
            balance += bits[i] == 1 ? 1 : -1;
            Integer first = firstIndex.get(balance);
            if (first != null) best = Math.max(best, i - first);
            else firstIndex.put(balance, i);
        }
        return best;
    }
}
`;

const balancedCpp = `#include <algorithm>
#include <unordered_map>
#include <vector>
using namespace std;

int longestBalancedStretch(vector<int>& bits) {
    unordered_map<int, int> firstIndex = {{0, -1}};  // balance -> first position where it was seen
    int balance = 0, best = 0;
    for (int i = 0; i < (int) bits.size(); i++) {
        balance += bits[i] == 1 ? 1 : -1;
        auto it = firstIndex.find(balance);
        if (it != firstIndex.end()) best = max(best, i - it->second);
        else firstIndex[balance] = i;
    }
    return best;
}
`;

const balancedGo = `package main

func longestBalancedStretch(bits []int) int {
	firstIndex := map[int]int{0: -1} // balance -> first position where it was seen
	balance, best := 0, 0
	for i, bit := range bits {
		if bit == 1 {
			balance++
		} else {
			balance--
		}
		if first, seen := firstIndex[balance]; seen {
			if i-first > best {
				best = i - first
			}
		} else {
			firstIndex[balance] = i
		}
	}
	return best
}
`;

const longestBalancedBinaryStretch: SeedProblem = {
  slug: "longest-balanced-binary-stretch",
  title: "Longest Balanced Binary Stretch",
  difficulty: "medium",
  statement: `Given an array \`bits\` containing only \`0\` and \`1\`, return the length of the longest contiguous stretch that contains **as many 0s as 1s**. If no such non-empty stretch exists, return \`0\`.

### Examples

**Example 1**

- Input: \`bits = [0,1]\`
- Output: \`2\`

**Example 2**

- Input: \`bits = [0,1,1,1,0,0,1]\`
- Output: \`6\`
- Explanation: \`bits[0..5] = [0,1,1,1,0,0]\` has three 0s and three 1s. The whole array (length 7) cannot be balanced because its length is odd.

### Constraints

- \`1 <= bits.length <= 10^5\`
- \`bits[i]\` is \`0\` or \`1\`.
`,
  functionName: "longestBalancedStretch",
  params: [{ name: "bits", type: "int[]" }],
  returnType: "int",
  starter: {
    python: `def longestBalancedStretch(bits: list[int]) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function longestBalancedStretch(bits) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int longestBalancedStretch(int[] bits) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <unordered_map>
#include <vector>
using namespace std;

int longestBalancedStretch(vector<int>& bits) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func longestBalancedStretch(bits []int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: balancedPy, javascript: balancedJs, java: balancedJava, cpp: balancedCpp, go: balancedGo },
  solutionExplanation: `## Idea

Replace every \`0\` with \`-1\`. A stretch is balanced exactly when its sum becomes \`0\`, and a stretch sums to \`0\` exactly when the prefix sums at its two ends are **equal**. So the question becomes: for each position, what is the **earliest** earlier position with the same prefix sum (the "balance")? The distance between them is the length of the longest balanced stretch ending here.

## Step by step

1. \`first_index = {0: -1}\`: before the array starts, the balance is 0 "at position -1". This lets stretches start at index 0.
2. Walk the array, adding \`+1\` for a 1 and \`-1\` for a 0.
3. If the current balance was seen before, the stretch after its first occurrence up to \`i\` is balanced: update \`best\` with \`i - first_index[balance]\`.
4. Otherwise store the current position as the first occurrence. Never overwrite an existing entry — the earliest position gives the longest stretch.

## Complexity

- Time: **O(n)**.
- Space: **O(n)** for the map (the balance takes at most \`2n + 1\` values, so an array offset by \`n\` works too).

\`\`\`python
${balancedPy}\`\`\`
`,
  visibleTests: [
    { input: [[0, 1]], expected: 2 },
    { input: [[0, 1, 1, 1, 0, 0, 1]], expected: 6 },
  ],
  hiddenTests: [
    { input: [[0]], expected: 0 },
    { input: [[1, 1, 1]], expected: 0 },
    { input: [[0, 0, 1, 1]], expected: 4 },
    { input: [[1, 0, 1, 0, 1, 0]], expected: 6 },
    { input: [[0, 0, 0, 1, 1, 0, 1, 1, 1, 0]], expected: 10 },
    { input: [[1, 1, 0, 1, 1]], expected: 2 },
    { input: [[0, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 0, 0, 1, 1]], expected: 24 },
    {
      input: [
        [
          1, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0,
          1, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1,
        ],
      ],
      expected: 78,
    },
    { input: [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]], expected: 10 },
  ],
  companies: { Google: 8, Amazon: 9, Microsoft: 6, Apple: 3, Netflix: 1, LinkedIn: 3, Meta: 10 },
};

// ---------------------------------------------------------------------------
// Grid Region Sums
// ---------------------------------------------------------------------------

const regionPy = `def gridRegionSums(grid, queries):
    rows, cols = len(grid), len(grid[0])
    # pre[r][c] = sum of the rectangle from (0, 0) to (r - 1, c - 1)
    pre = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        for c in range(cols):
            pre[r + 1][c + 1] = grid[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c]
    result = []
    for r1, c1, r2, c2 in queries:
        result.append(pre[r2 + 1][c2 + 1] - pre[r1][c2 + 1] - pre[r2 + 1][c1] + pre[r1][c1])
    return result
`;

const regionJs = `function gridRegionSums(grid, queries) {
  const rows = grid.length, cols = grid[0].length;
  // pre[r][c] = sum of the rectangle from (0, 0) to (r - 1, c - 1)
  const pre = Array.from({ length: rows + 1 }, () => new Array(cols + 1).fill(0));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      pre[r + 1][c + 1] = grid[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c];
    }
  }
  return queries.map(([r1, c1, r2, c2]) => pre[r2 + 1][c2 + 1] - pre[r1][c2 + 1] - pre[r2 + 1][c1] + pre[r1][c1]);
}
`;

const regionJava = `class Solution {
    public static int[] gridRegionSums(int[][] grid, int[][] queries) {
        int rows = grid.length, cols = grid[0].length;
        // pre[r][c] = sum of the rectangle from (0, 0) to (r - 1, c - 1)
        int[][] pre = new int[rows + 1][cols + 1];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) pre[r + 1][c + 1] = grid[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c];
        }
        int[] result = new int[queries.length];
        for (int i = 0; i < queries.length; i++) {
            int r1 = queries[i][0], c1 = queries[i][1], r2 = queries[i][2], c2 = queries[i][3];
            result[i] = pre[r2 + 1][c2 + 1] - pre[r1][c2 + 1] - pre[r2 + 1][c1] + pre[r1][c1];
        }
        return result;
    }
}
`;

const regionCpp = `#include <vector>
using namespace std;

vector<int> gridRegionSums(vector<vector<int>>& grid, vector<vector<int>>& queries) {
    int rows = grid.size(), cols = grid[0].size();
    // pre[r][c] = sum of the rectangle from (0, 0) to (r - 1, c - 1)
    vector<vector<int>> pre(rows + 1, vector<int>(cols + 1, 0));
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) pre[r + 1][c + 1] = grid[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c];
    }
    vector<int> result;
    for (const auto& q : queries) {
        int r1 = q[0], c1 = q[1], r2 = q[2], c2 = q[3];
        result.push_back(pre[r2 + 1][c2 + 1] - pre[r1][c2 + 1] - pre[r2 + 1][c1] + pre[r1][c1]);
    }
    return result;
}
`;

const regionGo = `package main

func gridRegionSums(grid [][]int, queries [][]int) []int {
	rows, cols := len(grid), len(grid[0])
	// pre[r][c] = sum of the rectangle from (0, 0) to (r - 1, c - 1)
	pre := make([][]int, rows+1)
	for r := range pre {
		pre[r] = make([]int, cols+1)
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			pre[r+1][c+1] = grid[r][c] + pre[r][c+1] + pre[r+1][c] - pre[r][c]
		}
	}
	result := []int{}
	for _, q := range queries {
		r1, c1, r2, c2 := q[0], q[1], q[2], q[3]
		result = append(result, pre[r2+1][c2+1]-pre[r1][c2+1]-pre[r2+1][c1]+pre[r1][c1])
	}
	return result
}
`;

const gridRegionSums: SeedProblem = {
  slug: "grid-region-sums",
  title: "Grid Region Sums",
  difficulty: "medium",
  statement: `You are given a matrix \`grid\` of integers and a list of \`queries\`. Each query \`[r1, c1, r2, c2]\` describes the rectangle whose top-left cell is \`(r1, c1)\` and bottom-right cell is \`(r2, c2)\`, both included. Return, for every query in order, the sum of the values inside its rectangle.

There can be many queries, so each one should be answered in constant time after some preprocessing.

### Examples

**Example 1**

- Input: \`grid = [[3,0,1,4,2],[5,6,3,2,1],[1,2,0,1,5],[4,1,0,1,7],[1,0,3,0,5]]\`, \`queries = [[2,1,4,3],[1,1,2,2],[1,2,2,4]]\`
- Output: \`[8,11,12]\`
- Explanation: the first rectangle covers rows 2–4 and columns 1–3: (2 + 0 + 1) + (1 + 0 + 1) + (0 + 3 + 0) = 8.

**Example 2**

- Input: \`grid = [[1,2],[3,4]]\`, \`queries = [[0,0,1,1],[0,1,0,1]]\`
- Output: \`[10,2]\`

### Constraints

- \`1 <= grid.length, grid[i].length <= 200\`
- \`-10^5 <= grid[i][j] <= 10^5\`
- \`1 <= queries.length <= 10^4\`
- \`0 <= r1 <= r2 < grid.length\`, \`0 <= c1 <= c2 < grid[0].length\`
`,
  functionName: "gridRegionSums",
  params: [
    { name: "grid", type: "int[][]" },
    { name: "queries", type: "int[][]" },
  ],
  returnType: "int[]",
  starter: {
    python: `def gridRegionSums(grid: list[list[int]], queries: list[list[int]]) -> list[int]:
    # Write your solution here.
    return []
`,
    javascript: `function gridRegionSums(grid, queries) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static int[] gridRegionSums(int[][] grid, int[][] queries) {
        // Write your solution here.
        return new int[0];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

vector<int> gridRegionSums(vector<vector<int>>& grid, vector<vector<int>>& queries) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func gridRegionSums(grid [][]int, queries [][]int) []int {
	// Write your solution here.
	return []int{}
}
`,
  },
  solutions: { python: regionPy, javascript: regionJs, java: regionJava, cpp: regionCpp, go: regionGo },
  solutionExplanation: `## Idea

Extend prefix sums to two dimensions. Let \`pre[r][c]\` be the sum of the rectangle from the top-left corner \`(0, 0)\` to \`(r - 1, c - 1)\`; the extra row and column of zeros remove all edge cases.

**Building it** uses inclusion–exclusion: the rectangle up to \`(r, c)\` is the cell itself, plus the rectangle above, plus the rectangle to the left, minus their overlap, which was added twice:

\`pre[r+1][c+1] = grid[r][c] + pre[r][c+1] + pre[r+1][c] - pre[r][c]\`

**Answering** a query also uses inclusion–exclusion: take the big rectangle ending at \`(r2, c2)\`, remove the strip above row \`r1\` and the strip left of column \`c1\`, and add back their overlap, which was removed twice:

\`pre[r2+1][c2+1] - pre[r1][c2+1] - pre[r2+1][c1] + pre[r1][c1]\`

## Step by step

1. Allocate \`pre\` with \`rows + 1\` rows and \`cols + 1\` columns of zeros.
2. Fill it row by row with the build formula.
3. Answer each query with the query formula.

## Complexity

With an \`R × C\` grid and \`q\` queries:

- Time: **O(R · C)** preprocessing, **O(1)** per query, so O(R · C + q) in total.
- Space: **O(R · C)** for the prefix table.

\`\`\`python
${regionPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        [
          [3, 0, 1, 4, 2],
          [5, 6, 3, 2, 1],
          [1, 2, 0, 1, 5],
          [4, 1, 0, 1, 7],
          [1, 0, 3, 0, 5],
        ],
        [
          [2, 1, 4, 3],
          [1, 1, 2, 2],
          [1, 2, 2, 4],
        ],
      ],
      expected: [8, 11, 12],
    },
    {
      input: [
        [
          [1, 2],
          [3, 4],
        ],
        [
          [0, 0, 1, 1],
          [0, 1, 0, 1],
        ],
      ],
      expected: [10, 2],
    },
  ],
  hiddenTests: [
    { input: [[[7]], [[0, 0, 0, 0]]], expected: [7] },
    {
      input: [
        [[-1, -2, -3]],
        [
          [0, 0, 0, 2],
          [0, 1, 0, 1],
          [0, 2, 0, 2],
        ],
      ],
      expected: [-6, -2, -3],
    },
    {
      input: [
        [[1], [2], [3], [4]],
        [
          [0, 0, 3, 0],
          [1, 0, 2, 0],
        ],
      ],
      expected: [10, 5],
    },
    {
      input: [
        [
          [0, 0],
          [0, 0],
        ],
        [[0, 0, 1, 1]],
      ],
      expected: [0],
    },
    {
      input: [
        [
          [100000, 100000, 100000, 100000],
          [100000, 100000, 100000, 100000],
          [100000, 100000, 100000, 100000],
          [100000, 100000, 100000, 100000],
        ],
        [
          [0, 0, 3, 3],
          [1, 1, 2, 2],
        ],
      ],
      expected: [1600000, 400000],
    },
    {
      input: [
        [
          [-18, -88, -88, -81, 55, -89, -64],
          [41, -53, -40, -53, -77, -10, 86],
          [94, -41, 86, 50, -82, -80, -46],
          [-23, 80, 57, -98, 86, 98, -41],
          [-28, 44, -19, -17, -55, 43, -97],
          [-77, -18, 77, -74, 40, 40, 1],
        ],
        [
          [4, 0, 5, 4],
          [1, 3, 3, 5],
          [0, 2, 3, 3],
          [2, 0, 5, 5],
          [3, 2, 4, 4],
          [2, 2, 4, 6],
          [3, 3, 5, 5],
          [2, 4, 4, 6],
          [3, 3, 5, 4],
          [0, 0, 5, 3],
        ],
      ],
      expected: [-127, -166, -167, 183, -46, -115, 63, -174, -118, -287],
    },
    {
      input: [
        [
          [-18, -88, -88, -81, 55, -89, -64],
          [41, -53, -40, -53, -77, -10, 86],
          [94, -41, 86, 50, -82, -80, -46],
          [-23, 80, 57, -98, 86, 98, -41],
          [-28, 44, -19, -17, -55, 43, -97],
          [-77, -18, 77, -74, 40, 40, 1],
        ],
        [
          [0, 0, 5, 6],
          [5, 6, 5, 6],
          [2, 3, 2, 3],
        ],
      ],
      expected: [-479, 1, 50],
    },
    {
      input: [
        [
          [1, -1],
          [-1, 1],
        ],
        [
          [0, 0, 1, 1],
          [0, 0, 0, 1],
          [1, 0, 1, 1],
        ],
      ],
      expected: [0, 0, 0],
    },
  ],
  companies: { Google: 9, Amazon: 11, Microsoft: 7, Apple: 5, Netflix: 2, LinkedIn: 3, Meta: 12 },
};

// ---------------------------------------------------------------------------
// Submatrices Summing to Target
// ---------------------------------------------------------------------------

const submatrixPy = `from collections import defaultdict


def countSubmatricesWithSum(grid, target):
    rows, cols = len(grid), len(grid[0])
    count = 0
    for top in range(rows):
        column_sums = [0] * cols  # sums of rows top..bottom, per column
        for bottom in range(top, rows):
            for c in range(cols):
                column_sums[c] += grid[bottom][c]
            # 1D problem: subarrays of column_sums that sum to target
            prefix_counts = defaultdict(int)
            prefix_counts[0] = 1
            running = 0
            for value in column_sums:
                running += value
                count += prefix_counts[running - target]
                prefix_counts[running] += 1
    return count
`;

const submatrixJs = `function countSubmatricesWithSum(grid, target) {
  const rows = grid.length, cols = grid[0].length;
  let count = 0;
  for (let top = 0; top < rows; top++) {
    const columnSums = new Array(cols).fill(0); // sums of rows top..bottom, per column
    for (let bottom = top; bottom < rows; bottom++) {
      for (let c = 0; c < cols; c++) columnSums[c] += grid[bottom][c];
      // 1D problem: subarrays of columnSums that sum to target
      const prefixCounts = new Map([[0, 1]]);
      let running = 0;
      for (const value of columnSums) {
        running += value;
        count += prefixCounts.get(running - target) || 0;
        prefixCounts.set(running, (prefixCounts.get(running) || 0) + 1);
      }
    }
  }
  return count;
}
`;

const submatrixJava = `import java.util.*;

class Solution {
    public static int countSubmatricesWithSum(int[][] grid, int target) {
        int rows = grid.length, cols = grid[0].length, count = 0;
        for (int top = 0; top < rows; top++) {
            int[] columnSums = new int[cols]; // sums of rows top..bottom, per column
            for (int bottom = top; bottom < rows; bottom++) {
                for (int c = 0; c < cols; c++) columnSums[c] += grid[bottom][c];
                // 1D problem: subarrays of columnSums that sum to target
                Map<Integer, Integer> prefixCounts = new HashMap<>();
                prefixCounts.put(0, 1);
                int running = 0;
                for (int value : columnSums) {
                    running += value;
                    count += prefixCounts.getOrDefault(running - target, 0);
                    prefixCounts.merge(running, 1, Integer::sum);
                }
            }
        }
        return count;
    }
}
`;

const submatrixCpp = `#include <unordered_map>
#include <vector>
using namespace std;

int countSubmatricesWithSum(vector<vector<int>>& grid, int target) {
    int rows = grid.size(), cols = grid[0].size(), count = 0;
    for (int top = 0; top < rows; top++) {
        vector<int> columnSums(cols, 0);  // sums of rows top..bottom, per column
        for (int bottom = top; bottom < rows; bottom++) {
            for (int c = 0; c < cols; c++) columnSums[c] += grid[bottom][c];
            // 1D problem: subarrays of columnSums that sum to target
            unordered_map<int, int> prefixCounts = {{0, 1}};
            int running = 0;
            for (int value : columnSums) {
                running += value;
                auto it = prefixCounts.find(running - target);
                if (it != prefixCounts.end()) count += it->second;
                prefixCounts[running]++;
            }
        }
    }
    return count;
}
`;

const submatrixGo = `package main

func countSubmatricesWithSum(grid [][]int, target int) int {
	rows, cols, count := len(grid), len(grid[0]), 0
	for top := 0; top < rows; top++ {
		columnSums := make([]int, cols) // sums of rows top..bottom, per column
		for bottom := top; bottom < rows; bottom++ {
			for c := 0; c < cols; c++ {
				columnSums[c] += grid[bottom][c]
			}
			// 1D problem: subarrays of columnSums that sum to target
			prefixCounts := map[int]int{0: 1}
			running := 0
			for _, value := range columnSums {
				running += value
				count += prefixCounts[running-target]
				prefixCounts[running]++
			}
		}
	}
	return count
}
`;

const submatricesSummingToTarget: SeedProblem = {
  slug: "submatrices-summing-to-target",
  title: "Submatrices Summing to Target",
  difficulty: "hard",
  statement: `Given a matrix \`grid\` of integers (possibly negative) and an integer \`target\`, count the **non-empty rectangular submatrices** whose values sum to exactly \`target\`.

A submatrix is chosen by a top row, a bottom row, a left column and a right column (with top ≤ bottom and left ≤ right). Two submatrices are different if any of these four boundaries differs.

### Examples

**Example 1**

- Input: \`grid = [[0,1,0],[1,1,1],[0,1,0]]\`, \`target = 0\`
- Output: \`4\`
- Explanation: the four corner cells, each a 1 × 1 submatrix with value 0.

**Example 2**

- Input: \`grid = [[1,-1],[-1,1]]\`, \`target = 0\`
- Output: \`5\`
- Explanation: two 1 × 2 rows, two 2 × 1 columns and the whole 2 × 2 matrix.

### Constraints

- \`1 <= grid.length, grid[0].length <= 100\`
- \`-1000 <= grid[i][j] <= 1000\`
- \`-10^8 <= target <= 10^8\`
`,
  functionName: "countSubmatricesWithSum",
  params: [
    { name: "grid", type: "int[][]" },
    { name: "target", type: "int" },
  ],
  returnType: "int",
  starter: {
    python: `def countSubmatricesWithSum(grid: list[list[int]], target: int) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function countSubmatricesWithSum(grid, target) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int countSubmatricesWithSum(int[][] grid, int target) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <unordered_map>
#include <vector>
using namespace std;

int countSubmatricesWithSum(vector<vector<int>>& grid, int target) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func countSubmatricesWithSum(grid [][]int, target int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: submatrixPy, javascript: submatrixJs, java: submatrixJava, cpp: submatrixCpp, go: submatrixGo },
  solutionExplanation: `## Idea

A brute force over all four boundaries with a 2D prefix table is O(R² · C²) — too slow for 100 × 100. Reduce the problem to one dimension instead:

- Fix a **top** row and a **bottom** row. Collapse the rows between them into one array \`column_sums\`, where each entry is the sum of its column from \`top\` to \`bottom\`.
- A submatrix with these top and bottom rows is now just a contiguous subarray of \`column_sums\`, and its sum is the subarray's sum.
- Counting subarrays with sum \`target\` is the previous problem: a running prefix sum plus a hash map of how often each prefix occurred.

Extending \`bottom\` by one row only adds that row to \`column_sums\`, so the collapsed array costs O(C) per pair of rows.

## Step by step

1. For each \`top\` row, start with \`column_sums = [0] * cols\`.
2. For each \`bottom\` row from \`top\` downwards:
   - add row \`bottom\` into \`column_sums\`;
   - count the subarrays of \`column_sums\` summing to \`target\` with the prefix-count map (seeded with \`{0: 1}\`), and add the count to the total.
3. Return the total.

If the grid has many more columns than rows this is ideal; otherwise, transposing first so that the smaller dimension is the one iterated in pairs gives O(min(R, C)² · max(R, C)).

## Complexity

- Time: **O(R² · C)**.
- Space: **O(C)** for the column sums and the map.

\`\`\`python
${submatrixPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        [
          [0, 1, 0],
          [1, 1, 1],
          [0, 1, 0],
        ],
        0,
      ],
      expected: 4,
    },
    {
      input: [
        [
          [1, -1],
          [-1, 1],
        ],
        0,
      ],
      expected: 5,
    },
  ],
  hiddenTests: [
    { input: [[[5]], 5], expected: 1 },
    { input: [[[5]], 0], expected: 0 },
    {
      input: [
        [
          [0, 0],
          [0, 0],
        ],
        0,
      ],
      expected: 9,
    },
    { input: [[[1, 2, 3]], 3], expected: 2 },
    { input: [[[1], [2], [3]], 3], expected: 2 },
    { input: [[[904]], 0], expected: 0 },
    {
      input: [
        [
          [1, -1, 0],
          [0, 1, -1],
          [-1, 0, 1],
        ],
        0,
      ],
      expected: 19,
    },
    {
      input: [
        [
          [2, -2, 2, 1, -2],
          [0, 2, -2, 0, 0],
          [1, -2, -1, -1, 1],
          [1, 1, 0, 1, -2],
        ],
        1,
      ],
      expected: 23,
    },
    {
      input: [
        [
          [2, 2, 3, -1, 0, 2],
          [-2, 2, -2, -1, -1, 3],
          [2, -3, -1, -2, -2, 2],
          [2, -2, -1, -2, 3, 3],
          [-1, 1, -1, 2, -3, -1],
        ],
        0,
      ],
      expected: 27,
    },
    {
      input: [
        [
          [1000, 1000, 1000],
          [1000, 1000, 1000],
          [1000, 1000, 1000],
        ],
        3000,
      ],
      expected: 6,
    },
  ],
  companies: { Google: 10, Amazon: 6, Microsoft: 4, Apple: 2, Netflix: 1, LinkedIn: 2, Meta: 8 },
};

export const pattern: SeedPattern = {
  slug: "prefix-sums",
  title: "Prefix Sums",
  summary:
    "Precompute running totals so any range sum becomes a subtraction, then pair prefixes with hash maps to count or measure subarrays with a required sum.",
  introduction: `# Introduction to Prefix Sums

A **prefix sum** array stores, at position \`i\`, the total of the first \`i\` elements of an array:

\`P[0] = 0\`, and \`P[i + 1] = P[i] + nums[i]\`.

With it, the sum of any contiguous range becomes a single subtraction:

\`sum(nums[l..r]) = P[r + 1] - P[l]\`.

Building \`P\` takes one O(n) pass; afterwards every range sum costs **O(1)** instead of O(length of the range).

## When to recognise it

- Many questions about **sums of ranges** of an array or rectangles of a grid that does not change.
- A condition on a **subarray sum**: "equal to \`k\`", "divisible by \`m\`", "zero", "as many of X as of Y". Such conditions usually become a relation between two prefix values, such as \`P[j] - P[i] = k\`.
- Values can be **negative**, which rules out a sliding window (extending a window no longer makes the sum grow).
- A "left part versus right part" comparison at every index.

## Prefix sums plus a hash map

The most powerful form of the pattern combines a **running** prefix sum with a hash map of prefixes seen so far. Reading the array once, at each position you ask: "how many earlier prefixes (or which earliest one) make the current subarray satisfy the condition?" A hash map answers that in O(1), so counting or measuring subarrays becomes linear.

## Worked example: range sums

\`\`\`python
def build_prefix(nums):
    prefix = [0] * (len(nums) + 1)
    for i, value in enumerate(nums):
        prefix[i + 1] = prefix[i] + value
    return prefix

def range_sum(prefix, left, right):        # both ends included
    return prefix[right + 1] - prefix[left]

nums = [2, -1, 3, 5, -2]
prefix = build_prefix(nums)                # [0, 2, 1, 4, 9, 7]
print(range_sum(prefix, 1, 3))             # -1 + 3 + 5 = 7  -> 9 - 2
print(range_sum(prefix, 0, 4))             # whole array = 7 -> 7 - 0
print(range_sum(prefix, 2, 2))             # single element 3 -> 4 - 1
\`\`\`

The leading \`0\` is what makes ranges that start at index 0 work without a special case; keep it in every variant of the pattern, including the \`{0: 1}\` or \`{0: -1}\` seed of a hash map.

## Two dimensions

The same idea works on grids: \`pre[r][c]\` holds the sum of the rectangle from the top-left corner to \`(r - 1, c - 1)\`, and inclusion–exclusion gives any rectangle sum in O(1). Fixing two rows and collapsing the rows between them also turns many grid problems into one-dimensional prefix problems.

The problems in this module go from a single running total to counting subarrays and submatrices with a given sum.
`,
  problems: [balancePointIndex, subarraysHittingTargetSum, longestBalancedBinaryStretch, gridRegionSums, submatricesSummingToTarget],
  finalRemarks: `# Final Remarks

Prefix sums turn "sum over a range" into "difference of two numbers". Once a condition is written as a relation between two prefixes, the rest follows from tools you already know.

## What you practised

- **Total minus prefix**: the balance point uses one running sum and the array total to compare left and right sides at every index.
- **Counting with a hash map**: subarrays with sum \`k\` correspond to pairs of prefixes that differ by \`k\`, counted with a map of earlier prefix frequencies.
- **Earliest occurrence**: mapping 0 to -1 turns "equal numbers of 0s and 1s" into "equal prefixes", and storing only the first index gives the longest stretch.
- **Two-dimensional tables**: inclusion–exclusion builds the table and answers rectangle queries in O(1).
- **Collapsing a dimension**: fixing a top and a bottom row reduces submatrix counting to the one-dimensional problem.

## Pitfalls to avoid

- Forgetting the initial prefix (\`0\` with count 1, or position -1), which drops ranges starting at index 0.
- Updating the map before the lookup, which counts empty subarrays.
- Reaching for a sliding window when values can be negative.
- Off-by-one errors between the array and the prefix array; the extra leading zero is what keeps the formulas clean.
- Integer overflow of large running sums in fixed-width languages.

## Complexity to quote

Building prefix sums is **O(n)** time and space. Each range query is **O(1)**. With a hash map, counting subarrays is **O(n)**; the 2D collapse is **O(R² · C)**.
`,
  companyFrequency: { Google: 21, Amazon: 25, Microsoft: 15, Apple: 10, Netflix: 3, LinkedIn: 8, Meta: 26 },
};
