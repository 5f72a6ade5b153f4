// Coding roadmap pattern: Dynamic Programming. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "dynamic-programming",
  title: "Dynamic Programming",
  summary: "Solve each sub-problem once and build on it: counting paths, making change, rising subsequences, non-adjacent choices and edit distance.",
  introduction: `# Introduction to Dynamic Programming

**Dynamic programming** (DP) solves a problem by combining the answers to smaller versions of the same problem, computing each smaller answer **only once**. It applies when two conditions hold:

1. **Optimal substructure**: the best answer for the whole problem can be built from the best answers of sub-problems.
2. **Overlapping sub-problems**: a plain recursive solution would solve the same sub-problem again and again.

Take the number of ways to climb \`n\` stairs with steps of 1 or 2. The last step is either a single or a double step, so \`ways(n) = ways(n - 1) + ways(n - 2)\`. The naive recursion recomputes \`ways(n - 2)\` twice, \`ways(n - 3)\` three times, and so on: the call tree grows exponentially. Storing each value the first time it is computed makes the whole thing linear.

## When to recognise it

- The question asks for a **count**, a **minimum/maximum**, or **whether** something is possible, not for the list of all solutions.
- Choices at each step influence later steps (take this item or not, match this character or not).
- A brute force tries all subsets or all paths, and you can describe the state of a partial solution with a few numbers (an index, a remaining amount, a pair of indices).

## Two ways to write it

**Top-down (memoisation)**: write the recursion, then cache results.

\`\`\`python
from functools import lru_cache

def ways(n):
    @lru_cache(maxsize=None)
    def go(k):
        if k <= 1:
            return 1
        return go(k - 1) + go(k - 2)
    return go(n)
\`\`\`

**Bottom-up (tabulation)**: fill a table from the smallest sub-problems upwards.

\`\`\`python
def ways(n):
    dp = [1, 1] + [0] * (n - 1)
    for k in range(2, n + 1):
        dp[k] = dp[k - 1] + dp[k - 2]
    return dp[n]
\`\`\`

Both take O(n) time. Bottom-up avoids recursion limits and often allows keeping only the last few rows (here, two variables).

## A recipe that works in interviews

1. **Define the state** in words: "\`dp[i]\` is the fewest coins that make amount \`i\`".
2. **Write the transition**: how \`dp[i]\` follows from smaller states. Think about the *last* decision.
3. **Set the base cases**: the smallest states whose answers are obvious (\`dp[0] = 0\`).
4. **Choose the order** so every state is computed after the states it depends on.
5. **Read the answer** from the right cell, and then see whether the table can shrink.

## Worked example

For amounts \`0..6\` with coins \`{1, 3, 4}\`, \`dp[i] = 1 + min(dp[i - c])\` over coins \`c <= i\`:

| i | 0 | 1 | 2 | 3 | 4 | 5 | 6 |
|---|---|---|---|---|---|---|---|
| dp[i] | 0 | 1 | 2 | 1 | 1 | 2 | 2 |

\`dp[6] = 2\` (3 + 3), whereas a greedy "largest coin first" would use 4 + 1 + 1. DP considers every last coin and keeps the best.

In this module you will count staircase paths, make change with the fewest coins, find the longest rising subsequence, plan a robbery with no two adjacent vaults, and compute the edit distance between two words.
`,
  problems: [
    {
      slug: "stair-climbing-ways",
      title: "Ways to Climb a Staircase",
      difficulty: "easy",
      statement: `A staircase has \`n\` steps. Each move climbs either **one** step or **two** steps.

Return the number of distinct sequences of moves that take you from the bottom to exactly the top step.

### Examples

**Example 1**

\`\`\`text
Input: n = 2
Output: 2
\`\`\`

Either 1 + 1 or a single 2.

**Example 2**

\`\`\`text
Input: n = 3
Output: 3
\`\`\`

1 + 1 + 1, 1 + 2 and 2 + 1.

**Example 3**

\`\`\`text
Input: n = 5
Output: 8
\`\`\`

The counts for 1 to 5 steps are 1, 2, 3, 5, 8.

### Constraints

- 1 ≤ n ≤ 45 (the answer fits in a 32-bit signed integer)
`,
      functionName: "countStairWays",
      params: [{ name: "n", type: "int" }],
      returnType: "int",
      starter: {
        python: `def countStairWays(n: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `function countStairWays(n) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int countStairWays(int n) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int countStairWays(int n) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func countStairWays(n int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def countStairWays(n):
    prev, curr = 1, 1          # ways to reach step 0 and step 1
    for _ in range(2, n + 1):
        prev, curr = curr, prev + curr
    return curr
`,
        javascript: `function countStairWays(n) {
  let prev = 1;
  let curr = 1;
  for (let i = 2; i <= n; i++) {
    const next = prev + curr;
    prev = curr;
    curr = next;
  }
  return curr;
}
`,
        java: `class Solution {
    public static int countStairWays(int n) {
        int prev = 1, curr = 1; // ways to reach step 0 and step 1
        for (int i = 2; i <= n; i++) {
            int next = prev + curr;
            prev = curr;
            curr = next;
        }
        return curr;
    }
}
`,
        cpp: `int countStairWays(int n) {
    int prev = 1, curr = 1;  // ways to reach step 0 and step 1
    for (int i = 2; i <= n; i++) {
        int next = prev + curr;
        prev = curr;
        curr = next;
    }
    return curr;
}
`,
        go: `package main

func countStairWays(n int) int {
	prev, curr := 1, 1 // ways to reach step 0 and step 1
	for i := 2; i <= n; i++ {
		prev, curr = curr, prev+curr
	}
	return curr
}
`,
      },
      solutionExplanation: `## Idea

Look at the **last move**. To stand on step \`k\` you arrived either from step \`k - 1\` with a one-step move or from step \`k - 2\` with a two-step move. Those two groups of sequences do not overlap and together cover everything, so

\`ways(k) = ways(k - 1) + ways(k - 2)\`, with \`ways(0) = 1\` (the empty sequence) and \`ways(1) = 1\`.

This is the Fibonacci recurrence. Computing it recursively without caching takes exponential time; computing it bottom-up takes linear time, and since each value needs only the previous two, two variables are enough.

## Step by step

1. \`prev = ways(0) = 1\`, \`curr = ways(1) = 1\`.
2. For \`k = 2 .. n\`: \`prev, curr = curr, prev + curr\`.
3. Return \`curr\`.

For \`n = 5\`: the values go 1, 1, 2, 3, 5, 8, so the answer is 8.

## Complexity

- Time: O(n).
- Space: O(1).

## Python solution

\`\`\`python
def countStairWays(n):
    prev, curr = 1, 1          # ways to reach step 0 and step 1
    for _ in range(2, n + 1):
        prev, curr = curr, prev + curr
    return curr
\`\`\`
`,
      visibleTests: [
        { input: [2], expected: 2 },
        { input: [3], expected: 3 },
        { input: [5], expected: 8 },
      ],
      hiddenTests: [
        { input: [1], expected: 1 },
        { input: [4], expected: 5 },
        { input: [6], expected: 13 },
        { input: [10], expected: 89 },
        { input: [20], expected: 10946 },
        { input: [30], expected: 1346269 },
        { input: [44], expected: 1134903170 },
        { input: [45], expected: 1836311903 },
      ],
      companies: { Google: 10, Amazon: 17, Microsoft: 12, Apple: 9, Netflix: 3, LinkedIn: 5, Meta: 8 },
    },
    {
      slug: "fewest-coins-for-amount",
      title: "Fewest Coins to Make an Amount",
      difficulty: "medium",
      statement: `You have an unlimited supply of coins of each denomination in \`coins\`. Return the smallest number of coins whose values add up to exactly \`amount\`, or \`-1\` if the amount cannot be made.

Making the amount \`0\` needs no coins.

### Examples

**Example 1**

\`\`\`text
Input: coins = [1,2,5], amount = 11
Output: 3
\`\`\`

5 + 5 + 1 = 11.

**Example 2**

\`\`\`text
Input: coins = [2], amount = 3
Output: -1
\`\`\`

Only even amounts can be made from 2s.

**Example 3**

\`\`\`text
Input: coins = [1,3,4], amount = 6
Output: 2
\`\`\`

3 + 3 beats the greedy choice 4 + 1 + 1.

### Constraints

- 1 ≤ coins.length ≤ 12
- 1 ≤ coins[i] ≤ 2^31 - 1
- 0 ≤ amount ≤ 10^4
`,
      functionName: "fewestCoins",
      params: [
        { name: "coins", type: "int[]" },
        { name: "amount", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def fewestCoins(coins: List[int], amount: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `function fewestCoins(coins, amount) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int fewestCoins(int[] coins, int amount) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int fewestCoins(vector<int> coins, int amount) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func fewestCoins(coins []int, amount int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def fewestCoins(coins, amount):
    INF = amount + 1                  # more coins than could ever be needed
    dp = [0] + [INF] * amount         # dp[v] = fewest coins that make v
    for v in range(1, amount + 1):
        for c in coins:
            if c <= v and dp[v - c] + 1 < dp[v]:
                dp[v] = dp[v - c] + 1
    return dp[amount] if dp[amount] != INF else -1
`,
        javascript: `function fewestCoins(coins, amount) {
  const INF = amount + 1;
  const dp = new Array(amount + 1).fill(INF);
  dp[0] = 0;
  for (let v = 1; v <= amount; v++) {
    for (const c of coins) {
      if (c <= v && dp[v - c] + 1 < dp[v]) dp[v] = dp[v - c] + 1;
    }
  }
  return dp[amount] === INF ? -1 : dp[amount];
}
`,
        java: `import java.util.*;

class Solution {
    public static int fewestCoins(int[] coins, int amount) {
        int inf = amount + 1; // more coins than could ever be needed
        int[] dp = new int[amount + 1]; // dp[v] = fewest coins that make v
        Arrays.fill(dp, inf);
        dp[0] = 0;
        for (int v = 1; v <= amount; v++) {
            for (int c : coins) {
                if (c <= v && dp[v - c] + 1 < dp[v]) dp[v] = dp[v - c] + 1;
            }
        }
        return dp[amount] != inf ? dp[amount] : -1;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

int fewestCoins(vector<int> coins, int amount) {
    int inf = amount + 1;              // more coins than could ever be needed
    vector<int> dp(amount + 1, inf);  // dp[v] = fewest coins that make v
    dp[0] = 0;
    for (int v = 1; v <= amount; v++) {
        for (int c : coins) {
            if (c <= v && dp[v - c] + 1 < dp[v]) dp[v] = dp[v - c] + 1;
        }
    }
    return dp[amount] != inf ? dp[amount] : -1;
}
`,
        go: `package main

func fewestCoins(coins []int, amount int) int {
	inf := amount + 1 // more coins than could ever be needed
	dp := make([]int, amount+1) // dp[v] = fewest coins that make v
	for v := 1; v <= amount; v++ {
		dp[v] = inf
		for _, c := range coins {
			if c <= v && dp[v-c]+1 < dp[v] {
				dp[v] = dp[v-c] + 1
			}
		}
	}
	if dp[amount] == inf {
		return -1
	}
	return dp[amount]
}
`,
      },
      solutionExplanation: `## Idea

Greedy (always take the largest coin) fails for systems such as \`{1, 3, 4}\`. Instead, consider the **last coin** of an optimal solution for amount \`v\`. If it is \`c\`, the rest is an optimal solution for \`v - c\`. So

\`dp[v] = 1 + min(dp[v - c])\` over all coins \`c <= v\`,

with \`dp[0] = 0\`. Amounts that cannot be made keep an "infinite" value; \`amount + 1\` works as infinity because no solution uses more than \`amount\` coins (every coin is at least 1).

## Step by step

1. \`dp = [0, INF, INF, ..., INF]\` of length \`amount + 1\`.
2. For \`v = 1 .. amount\`, for each coin \`c <= v\`, relax \`dp[v]\` with \`dp[v - c] + 1\`.
3. Return \`dp[amount]\`, or \`-1\` if it is still \`INF\`.

With coins \`{1, 3, 4}\`: \`dp = 0, 1, 2, 1, 1, 2, 2\` for amounts 0 to 6. For 6, the options are \`dp[5] + 1 = 3\`, \`dp[3] + 1 = 2\` and \`dp[2] + 1 = 3\`, so 2.

## Complexity

- Time: O(amount · k) for k coin types.
- Space: O(amount).

## Python solution

\`\`\`python
def fewestCoins(coins, amount):
    INF = amount + 1                  # more coins than could ever be needed
    dp = [0] + [INF] * amount         # dp[v] = fewest coins that make v
    for v in range(1, amount + 1):
        for c in coins:
            if c <= v and dp[v - c] + 1 < dp[v]:
                dp[v] = dp[v - c] + 1
    return dp[amount] if dp[amount] != INF else -1
\`\`\`
`,
      visibleTests: [
        { input: [[1, 2, 5], 11], expected: 3 },
        { input: [[2], 3], expected: -1 },
        { input: [[1, 3, 4], 6], expected: 2 },
      ],
      hiddenTests: [
        { input: [[1], 0], expected: 0 },
        { input: [[1], 7], expected: 7 },
        { input: [[3, 7], 5], expected: -1 },
        { input: [[3, 7], 13], expected: 3 },
        { input: [[2, 5, 10, 1], 27], expected: 4 },
        { input: [[9, 6, 5, 1], 11], expected: 2 },
        { input: [[7], 0], expected: 0 },
        { input: [[5, 3], 4], expected: -1 },
        { input: [[1, 2147483647], 2], expected: 2 },
        { input: [[25, 10, 5], 30], expected: 2 },
        { input: [[4, 9, 14], 1000], expected: 75 },
        { input: [[2, 4, 6], 9999], expected: -1 },
      ],
      companies: { Google: 18, Amazon: 26, Microsoft: 15, Apple: 9, Netflix: 4, LinkedIn: 8, Meta: 14 },
    },
    {
      slug: "longest-increasing-subsequence-length",
      title: "Longest Strictly Rising Subsequence",
      difficulty: "medium",
      statement: `A **subsequence** is obtained by deleting zero or more elements of an array without changing the order of the rest. It is **strictly rising** when every element is larger than the one before it.

Given an integer array \`nums\`, return the length of its longest strictly rising subsequence.

### Examples

**Example 1**

\`\`\`text
Input: nums = [3,1,4,1,5,9,2,6]
Output: 4
\`\`\`

For example 1, 4, 5, 9 or 3, 4, 5, 6.

**Example 2**

\`\`\`text
Input: nums = [7,7,7]
Output: 1
\`\`\`

Equal values do not rise, so only one element can be used.

**Example 3**

\`\`\`text
Input: nums = [0,8,4,12,2]
Output: 3
\`\`\`

0, 8, 12 or 0, 4, 12.

### Constraints

- 1 ≤ nums.length ≤ 2500
- -10^9 ≤ nums[i] ≤ 10^9
`,
      functionName: "longestRisingSubsequence",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def longestRisingSubsequence(nums: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function longestRisingSubsequence(nums) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int longestRisingSubsequence(int[] nums) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int longestRisingSubsequence(vector<int> nums) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func longestRisingSubsequence(nums []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `from bisect import bisect_left


def longestRisingSubsequence(nums):
    # tails[k] = smallest possible last value of a rising subsequence of length k + 1
    tails = []
    for x in nums:
        k = bisect_left(tails, x)
        if k == len(tails):
            tails.append(x)
        else:
            tails[k] = x
    return len(tails)
`,
        javascript: `function longestRisingSubsequence(nums) {
  const tails = [];
  for (const x of nums) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    if (lo === tails.length) tails.push(x);
    else tails[lo] = x;
  }
  return tails.length;
}
`,
        java: `class Solution {
    public static int longestRisingSubsequence(int[] nums) {
        // tails[k] = smallest possible last value of a rising subsequence of length k + 1
        int[] tails = new int[nums.length];
        int size = 0;
        for (int x : nums) {
            int lo = 0, hi = size;
            while (lo < hi) {
                int mid = (lo + hi) / 2;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == size) size++;
        }
        return size;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

int longestRisingSubsequence(vector<int> nums) {
    // tails[k] = smallest possible last value of a rising subsequence of length k + 1
    vector<int> tails;
    for (int x : nums) {
        auto it = lower_bound(tails.begin(), tails.end(), x);
        if (it == tails.end()) tails.push_back(x);
        else *it = x;
    }
    return tails.size();
}
`,
        go: `package main

import "sort"

func longestRisingSubsequence(nums []int) int {
	// tails[k] = smallest possible last value of a rising subsequence of length k + 1
	tails := []int{}
	for _, x := range nums {
		k := sort.SearchInts(tails, x)
		if k == len(tails) {
			tails = append(tails, x)
		} else {
			tails[k] = x
		}
	}
	return len(tails)
}
`,
      },
      solutionExplanation: `## Idea

**The O(n^2) DP.** Let \`best[i]\` be the length of the longest rising subsequence that *ends* at index \`i\`. It is \`1 + max(best[j])\` over \`j < i\` with \`nums[j] < nums[i]\` (or 1 if there is no such \`j\`). The answer is the maximum of \`best\`. This is a fine first answer in an interview.

**The O(n log n) refinement.** Keep an array \`tails\`, where \`tails[k]\` is the **smallest** value that can end a rising subsequence of length \`k + 1\` among the elements seen so far. \`tails\` is always strictly increasing. For each new value \`x\`:

- if \`x\` is larger than every tail, it extends the longest subsequence: append it;
- otherwise, find the first tail \`>= x\` and replace it by \`x\`: a subsequence of that length can now end with a smaller value, which only helps later elements.

The length of \`tails\` is the answer (\`tails\` itself is not necessarily a valid subsequence, only its length is meaningful).

## Step by step

For \`[3, 1, 4, 1, 5, 9, 2, 6]\`, \`tails\` evolves as \`[3]\`, \`[1]\`, \`[1, 4]\`, \`[1, 4]\`, \`[1, 4, 5]\`, \`[1, 4, 5, 9]\`, \`[1, 2, 5, 9]\`, \`[1, 2, 5, 6]\`. The final length is 4.

Using \`bisect_left\` (first position \`>= x\`) keeps the subsequence *strictly* rising: an equal value replaces a tail instead of extending the sequence.

## Complexity

- Time: O(n log n), one binary search per element.
- Space: O(n) for \`tails\`.

## Python solution

\`\`\`python
from bisect import bisect_left


def longestRisingSubsequence(nums):
    # tails[k] = smallest possible last value of a rising subsequence of length k + 1
    tails = []
    for x in nums:
        k = bisect_left(tails, x)
        if k == len(tails):
            tails.append(x)
        else:
            tails[k] = x
    return len(tails)
\`\`\`
`,
      visibleTests: [
        { input: [[3, 1, 4, 1, 5, 9, 2, 6]], expected: 4 },
        { input: [[7, 7, 7]], expected: 1 },
        { input: [[0, 8, 4, 12, 2]], expected: 3 },
      ],
      hiddenTests: [
        { input: [[5]], expected: 1 },
        { input: [[1, 2, 3, 4, 5]], expected: 5 },
        { input: [[5, 4, 3, 2, 1]], expected: 1 },
        { input: [[-1, -2, 0, -3, 1]], expected: 3 },
        { input: [[2, 2, 3, 3, 4, 4]], expected: 3 },
        { input: [[1000000000, -1000000000, 0]], expected: 2 },
        { input: [[4, 10, 4, 3, 8, 9]], expected: 3 },
        { input: [[1, 3, 6, 7, 9, 4, 10, 5, 6]], expected: 6 },
        { input: [[0, 1, 0, 3, 2, 3]], expected: 4 },
        {
          input: [
            [
              300, 297, 294, 291, 288, 285, 282, 279, 276, 273, 270, 267, 264, 261, 258, 255, 252, 249, 246, 243, 240, 237, 234, 231, 228, 225, 222,
              219, 216, 213, 210, 207, 204, 201, 198, 195, 192, 189, 186, 183, 180, 177, 174, 171, 168, 165, 162, 159, 156, 153, 150, 147, 144, 141,
              138, 135, 132, 129, 126, 123, 120, 117, 114, 111, 108, 105, 102, 99, 96, 93, 90, 87, 84, 81, 78, 75, 72, 69, 66, 63, 60, 57, 54, 51, 48,
              45, 42, 39, 36, 33, 30, 27, 24, 21, 18, 15, 12, 9, 6, 3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
              23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56,
              57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90,
              91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119,
              120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146,
              147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173,
              174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199,
            ],
          ],
          expected: 199,
        },
      ],
      companies: { Google: 17, Amazon: 20, Microsoft: 13, Apple: 8, Netflix: 3, LinkedIn: 7, Meta: 15 },
    },
    {
      slug: "non-adjacent-max-loot",
      title: "Street of Vaults",
      difficulty: "medium",
      statement: `A street has a row of vaults, and \`values[i]\` is the amount of money in vault \`i\`. Adjacent vaults share an alarm: opening **two neighbouring vaults** triggers it.

Return the largest total amount that can be collected without ever opening two adjacent vaults.

### Examples

**Example 1**

\`\`\`text
Input: values = [2,7,9,3,1]
Output: 12
\`\`\`

Open vaults 0, 2 and 4: 2 + 9 + 1 = 12.

**Example 2**

\`\`\`text
Input: values = [5,1,1,5]
Output: 10
\`\`\`

Open the first and the last vault.

### Constraints

- 1 ≤ values.length ≤ 100
- 0 ≤ values[i] ≤ 400
`,
      functionName: "maxLoot",
      params: [{ name: "values", type: "int[]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def maxLoot(values: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function maxLoot(values) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int maxLoot(int[] values) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int maxLoot(vector<int> values) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func maxLoot(values []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def maxLoot(values):
    skip, take = 0, 0       # best total so far when the last vault was skipped / opened
    for v in values:
        skip, take = max(skip, take), skip + v
    return max(skip, take)
`,
        javascript: `function maxLoot(values) {
  let skip = 0;
  let take = 0;
  for (const v of values) {
    const nextSkip = Math.max(skip, take);
    take = skip + v;
    skip = nextSkip;
  }
  return Math.max(skip, take);
}
`,
        java: `class Solution {
    public static int maxLoot(int[] values) {
        int skip = 0, take = 0; // best total so far when the last vault was skipped / opened
        for (int v : values) {
            int newTake = skip + v;
            skip = Math.max(skip, take);
            take = newTake;
        }
        return Math.max(skip, take);
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

int maxLoot(vector<int> values) {
    int skip = 0, take = 0;  // best total so far when the last vault was skipped / opened
    for (int v : values) {
        int newTake = skip + v;
        skip = max(skip, take);
        take = newTake;
    }
    return max(skip, take);
}
`,
        go: `package main

func maxLoot(values []int) int {
	skip, take := 0, 0 // best total so far when the last vault was skipped / opened
	for _, v := range values {
		best := skip
		if take > best {
			best = take
		}
		skip, take = best, skip+v
	}
	if take > skip {
		return take
	}
	return skip
}
`,
      },
      solutionExplanation: `## Idea

Decide vault by vault. For the first \`i\` vaults keep two numbers:

- \`take\`: the best total if vault \`i - 1\` **was opened**;
- \`skip\`: the best total if vault \`i - 1\` **was not opened**.

When the next vault with value \`v\` arrives:

- opening it is allowed only if the previous vault was skipped: \`newTake = skip + v\`;
- skipping it allows either state before: \`newSkip = max(skip, take)\`.

This is the classic recurrence \`best[i] = max(best[i - 1], best[i - 2] + values[i])\` written with two variables.

## Step by step

1. \`skip = take = 0\`.
2. For each \`v\`: \`skip, take = max(skip, take), skip + v\` (both right-hand sides use the old values).
3. Return \`max(skip, take)\`.

For \`[2, 7, 9, 3, 1]\` the pairs \`(skip, take)\` are \`(0, 2)\`, \`(2, 7)\`, \`(7, 11)\`, \`(11, 10)\`, \`(11, 12)\`. The answer is 12.

## Complexity

- Time: O(n).
- Space: O(1).

## Python solution

\`\`\`python
def maxLoot(values):
    skip, take = 0, 0       # best total so far when the last vault was skipped / opened
    for v in values:
        skip, take = max(skip, take), skip + v
    return max(skip, take)
\`\`\`
`,
      visibleTests: [
        { input: [[2, 7, 9, 3, 1]], expected: 12 },
        { input: [[5, 1, 1, 5]], expected: 10 },
      ],
      hiddenTests: [
        { input: [[0]], expected: 0 },
        { input: [[9]], expected: 9 },
        { input: [[1, 2]], expected: 2 },
        { input: [[2, 1, 1, 2]], expected: 4 },
        { input: [[0, 0, 0]], expected: 0 },
        { input: [[400, 400, 400, 400, 400]], expected: 1200 },
        { input: [[3, 10, 3, 1, 2]], expected: 12 },
        { input: [[6, 7, 1, 30, 8, 2, 4]], expected: 41 },
        { input: [[1, 3, 1, 3, 100]], expected: 103 },
        { input: [[10, 1, 1, 10, 1, 1, 10, 1]], expected: 30 },
        { input: [[4, 1, 2, 7, 5, 3, 1, 8, 2, 9, 6, 3, 2, 7, 4, 1]], expected: 42 },
      ],
      companies: { Google: 13, Amazon: 21, Microsoft: 11, Apple: 7, Netflix: 2, LinkedIn: 6, Meta: 12 },
    },
    {
      slug: "edit-distance-between-words",
      title: "Minimum Edits Between Two Words",
      difficulty: "hard",
      statement: `You may change a word with three kinds of single-character edits:

- **insert** a character anywhere,
- **delete** a character,
- **replace** a character with another one.

Return the smallest number of edits that turn the word \`a\` into the word \`b\`.

### Examples

**Example 1**

\`\`\`text
Input: a = "kitten", b = "sitting"
Output: 3
\`\`\`

Replace k with s, replace e with i, and insert g at the end.

**Example 2**

\`\`\`text
Input: a = "flaw", b = "lawn"
Output: 2
\`\`\`

Delete the f and insert an n at the end.

**Example 3**

\`\`\`text
Input: a = "", b = "abc"
Output: 3
\`\`\`

Insert all three letters.

### Constraints

- 0 ≤ a.length, b.length ≤ 200
- \`a\` and \`b\` contain only lowercase English letters.
`,
      functionName: "minEditDistance",
      params: [
        { name: "a", type: "string" },
        { name: "b", type: "string" },
      ],
      returnType: "int",
      starter: {
        python: `def minEditDistance(a: str, b: str) -> int:
    # Write your code here
    return 0
`,
        javascript: `function minEditDistance(a, b) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int minEditDistance(String a, String b) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int minEditDistance(string a, string b) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func minEditDistance(a string, b string) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def minEditDistance(a, b):
    m, n = len(a), len(b)
    prev = list(range(n + 1))          # row for the empty prefix of a
    for i in range(1, m + 1):
        curr = [i] + [0] * n
        for j in range(1, n + 1):
            if a[i - 1] == b[j - 1]:
                curr[j] = prev[j - 1]
            else:
                curr[j] = 1 + min(prev[j],      # delete a[i-1]
                                  curr[j - 1],  # insert b[j-1]
                                  prev[j - 1])  # replace
        prev = curr
    return prev[n]
`,
        javascript: `function minEditDistance(a, b) {
  const m = a.length;
  const n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const curr = new Array(n + 1).fill(0);
    curr[0] = i;
    for (let j = 1; j <= n; j++) {
      if (a[i - 1] === b[j - 1]) curr[j] = prev[j - 1];
      else curr[j] = 1 + Math.min(prev[j], curr[j - 1], prev[j - 1]);
    }
    prev = curr;
  }
  return prev[n];
}
`,
        java: `class Solution {
    public static int minEditDistance(String a, String b) {
        int m = a.length(), n = b.length();
        int[] prev = new int[n + 1]; // row for the empty prefix of a
        for (int j = 0; j <= n; j++) prev[j] = j;
        for (int i = 1; i <= m; i++) {
            int[] curr = new int[n + 1];
            curr[0] = i;
            for (int j = 1; j <= n; j++) {
                if (a.charAt(i - 1) == b.charAt(j - 1)) {
                    curr[j] = prev[j - 1];
                } else {
                    // delete a[i-1], insert b[j-1] or replace
                    curr[j] = 1 + Math.min(prev[j], Math.min(curr[j - 1], prev[j - 1]));
                }
            }
            prev = curr;
        }
        return prev[n];
    }
}
`,
        cpp: `#include <algorithm>
#include <string>
#include <vector>
using namespace std;

int minEditDistance(string a, string b) {
    int m = a.size(), n = b.size();
    vector<int> prev(n + 1);  // row for the empty prefix of a
    for (int j = 0; j <= n; j++) prev[j] = j;
    for (int i = 1; i <= m; i++) {
        vector<int> curr(n + 1);
        curr[0] = i;
        for (int j = 1; j <= n; j++) {
            if (a[i - 1] == b[j - 1]) {
                curr[j] = prev[j - 1];
            } else {
                // delete a[i-1], insert b[j-1] or replace
                curr[j] = 1 + min({prev[j], curr[j - 1], prev[j - 1]});
            }
        }
        prev = curr;
    }
    return prev[n];
}
`,
        go: `package main

func minEditDistance(a string, b string) int {
	m, n := len(a), len(b)
	prev := make([]int, n+1) // row for the empty prefix of a
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= m; i++ {
		curr := make([]int, n+1)
		curr[0] = i
		for j := 1; j <= n; j++ {
			if a[i-1] == b[j-1] {
				curr[j] = prev[j-1]
			} else {
				// delete a[i-1], insert b[j-1] or replace
				best := prev[j]
				if curr[j-1] < best {
					best = curr[j-1]
				}
				if prev[j-1] < best {
					best = prev[j-1]
				}
				curr[j] = 1 + best
			}
		}
		prev = curr
	}
	return prev[n]
}
`,
      },
      solutionExplanation: `## Idea

Let \`dp[i][j]\` be the edit distance between the first \`i\` letters of \`a\` and the first \`j\` letters of \`b\`. Think about the last characters, \`a[i-1]\` and \`b[j-1]\`:

- if they are equal, they can be matched for free: \`dp[i][j] = dp[i-1][j-1]\`;
- otherwise the last edit is one of
  - delete \`a[i-1]\`: \`dp[i-1][j] + 1\`,
  - insert \`b[j-1]\`: \`dp[i][j-1] + 1\`,
  - replace \`a[i-1]\` by \`b[j-1]\`: \`dp[i-1][j-1] + 1\`,

  and we take the minimum.

Base cases: \`dp[0][j] = j\` (insert everything) and \`dp[i][0] = i\` (delete everything). Row \`i\` only depends on row \`i - 1\` and on cells to its left, so two rows are enough.

## Step by step

1. \`prev = [0, 1, ..., n]\`, the row for the empty prefix of \`a\`.
2. For each \`i = 1 .. m\`, build \`curr\` with \`curr[0] = i\` and fill \`curr[j]\` with the rule above.
3. After the last row, \`prev[n]\` is the answer.

For \`"flaw"\` → \`"lawn"\`: deleting \`f\` aligns \`law\` with \`law\`, and the final \`n\` is an insertion, so the distance is 2; the table confirms nothing cheaper exists.

## Complexity

- Time: O(m · n).
- Space: O(n) with two rows (O(m · n) with the full table).

## Python solution

\`\`\`python
def minEditDistance(a, b):
    m, n = len(a), len(b)
    prev = list(range(n + 1))          # row for the empty prefix of a
    for i in range(1, m + 1):
        curr = [i] + [0] * n
        for j in range(1, n + 1):
            if a[i - 1] == b[j - 1]:
                curr[j] = prev[j - 1]
            else:
                curr[j] = 1 + min(prev[j],      # delete a[i-1]
                                  curr[j - 1],  # insert b[j-1]
                                  prev[j - 1])  # replace
        prev = curr
    return prev[n]
\`\`\`
`,
      visibleTests: [
        { input: ["kitten", "sitting"], expected: 3 },
        { input: ["flaw", "lawn"], expected: 2 },
        { input: ["", "abc"], expected: 3 },
      ],
      hiddenTests: [
        { input: ["", ""], expected: 0 },
        { input: ["a", ""], expected: 1 },
        { input: ["abc", "abc"], expected: 0 },
        { input: ["abc", "cba"], expected: 2 },
        { input: ["sunday", "saturday"], expected: 3 },
        { input: ["aaaa", "aa"], expected: 2 },
        { input: ["abcdef", "azced"], expected: 3 },
        { input: ["algorithm", "altruistic"], expected: 6 },
        { input: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"], expected: 50 },
        { input: ["distance", "editing"], expected: 5 },
        { input: ["x", "y"], expected: 1 },
        { input: ["dynamicprogramming", "programmingdynamic"], expected: 14 },
      ],
      companies: { Google: 16, Amazon: 15, Microsoft: 14, Apple: 8, Netflix: 3, LinkedIn: 6, Meta: 13 },
    },
  ],
  finalRemarks: `# Final Remarks

Dynamic programming looks intimidating until you notice that every solution in this module followed the same five steps: define the state, write the transition, set the base cases, pick an evaluation order, and read off the answer.

Reminders for the interview:

- **Say the state out loud.** A precise sentence such as "\`dp[i][j]\` is the edit distance between the first \`i\` letters of \`a\` and the first \`j\` letters of \`b\`" is half of the solution.
- **Think about the last decision.** The last step taken, the last coin used, the last vault robbed or skipped: the transition almost always comes from it.
- **Start top-down if it is easier.** A memoised recursion is a correct DP. Convert it to a table afterwards if the interviewer asks about recursion depth.
- **Shrink the table.** When a row depends only on the previous row (or the previous two values), keep only those. The robbery and staircase problems need O(1) memory.
- **Look for a better structure.** The longest rising subsequence has an O(n^2) DP, but keeping the smallest tail for every length gives O(n log n) with binary search. Mention both.
- **Check the base cases with tiny inputs.** An empty string, amount 0 and a single element are where DP tables most often go wrong.

Many of the hardest interview questions (knapsack variants, string matching, path counting on grids) are these same ideas with a different state.
`,
  companyFrequency: { Google: 33, Amazon: 38, Microsoft: 27, Apple: 17, Netflix: 7, LinkedIn: 14, Meta: 29 },
};
