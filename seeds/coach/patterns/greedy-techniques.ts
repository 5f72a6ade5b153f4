// Coding roadmap pattern: Greedy Techniques. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "greedy-techniques",
  title: "Greedy Techniques",
  summary: "Make the locally best choice and prove it is safe: sorting by the right key, tracking the farthest reach and two-pass constraints.",
  introduction: `# Introduction to Greedy Techniques

A **greedy algorithm** builds a solution step by step and, at every step, makes the choice that looks best right now, without ever revisiting it. When it works, greedy gives short, fast solutions, often a single pass after sorting. The catch is that it does not always work: the hard part of a greedy problem is convincing yourself (and the interviewer) that the local choice never hurts the final answer.

## When to recognise it

- The problem asks for a **maximum or minimum** (fewest coins, most satisfied users, cheapest assignment) and the input can be processed in a natural order.
- There is an obvious "best next move": the smallest item that still fits, the farthest reachable position, the person who saves the most by going to one side.
- A brute force would try all subsets or all orders, but you suspect that sorting by a single key settles most of the decisions.
- Constraints are large (10^5 elements), which rules out dynamic programming over pairs and points towards O(n log n) or O(n).

## How to argue correctness

Two standard arguments are worth knowing by name:

1. **Greedy stays ahead**: after every step, the greedy partial solution is at least as good as any other partial solution of the same size.
2. **Exchange argument**: take any optimal solution that differs from the greedy one, swap one of its choices for the greedy choice, and show the result is no worse. Repeating the swap turns the optimal solution into the greedy one.

If you cannot find such an argument, look for a counterexample; coin systems like \`{1, 3, 4}\` with amount 6 (greedy takes 4 + 1 + 1, the best is 3 + 3) are the classic warning that greedy needs proof.

## Worked example: fewest refuelling stops on a line

Stations lie on a road at sorted positions, the tank holds enough fuel for \`r\` kilometres, and we must reach position \`target\`. Which stations should we stop at to minimise the number of stops?

Greedy choice: drive as far as possible and refuel at the **last station you can reach**.

\`\`\`python
def fewest_stops(stations, r, target):
    stops, pos, i = 0, 0, 0
    while pos + r < target:
        best = None
        while i < len(stations) and stations[i] <= pos + r:
            best = stations[i]          # farthest reachable station so far
            i += 1
        if best is None or best == pos:
            return -1                   # stuck
        pos, stops = best, stops + 1
    return stops
\`\`\`

With stations \`[3, 5, 9, 12]\`, \`r = 6\` and \`target = 15\`, we refuel at 5 (the farthest within 6), then at 9 (farthest within 11), and from 9 we reach 15. Two stops. Exchange argument: any solution whose first stop is earlier than 5 can move that stop to 5 without losing range, so stopping as late as possible is never worse.

## What is in this module

You will match cookies to children by sorting both lists, track the farthest reachable index in a jump game, find the start of a circular fuel route, split travellers between two cities by their cost difference, and hand out treats with two greedy passes over a line of children.
`,
  problems: [
    {
      slug: "content-children-cookies",
      title: "Cookies for Content Children",
      difficulty: "easy",
      statement: `A teacher has a bag of cookies to hand out. Child \`i\` has a greed factor \`greed[i]\`: the child is content only with a cookie of size at least \`greed[i]\`. Cookie \`j\` has size \`sizes[j]\`. Each child gets at most one cookie and each cookie goes to at most one child.

Return the largest number of children that can be made content.

### Examples

**Example 1**

\`\`\`text
Input: greed = [1,2,3], sizes = [1,1]
Output: 1
\`\`\`

Both cookies have size 1, so only the child with greed 1 can be satisfied.

**Example 2**

\`\`\`text
Input: greed = [1,2], sizes = [1,2,3]
Output: 2
\`\`\`

Give the size-1 cookie to the first child and the size-2 cookie to the second.

### Constraints

- 0 ≤ greed.length, sizes.length ≤ 3 · 10^4
- 1 ≤ greed[i], sizes[j] ≤ 2^31 - 1
`,
      functionName: "maxContentChildren",
      params: [
        { name: "greed", type: "int[]" },
        { name: "sizes", type: "int[]" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def maxContentChildren(greed: List[int], sizes: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function maxContentChildren(greed, sizes) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int maxContentChildren(int[] greed, int[] sizes) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int maxContentChildren(vector<int> greed, vector<int> sizes) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func maxContentChildren(greed []int, sizes []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def maxContentChildren(greed, sizes):
    greed = sorted(greed)
    sizes = sorted(sizes)
    child = 0
    for size in sizes:
        if child < len(greed) and size >= greed[child]:
            child += 1
    return child
`,
        javascript: `function maxContentChildren(greed, sizes) {
  const g = [...greed].sort((a, b) => a - b);
  const s = [...sizes].sort((a, b) => a - b);
  let child = 0;
  for (const size of s) {
    if (child < g.length && size >= g[child]) child += 1;
  }
  return child;
}
`,
        java: `import java.util.*;

class Solution {
    public static int maxContentChildren(int[] greed, int[] sizes) {
        int[] children = greed.clone(), cookies = sizes.clone();
        Arrays.sort(children);
        Arrays.sort(cookies);
        int child = 0;
        for (int size : cookies) {
            if (child < children.length && size >= children[child]) child++;
        }
        return child;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

int maxContentChildren(vector<int> greed, vector<int> sizes) {
    sort(greed.begin(), greed.end());
    sort(sizes.begin(), sizes.end());
    size_t child = 0;
    for (int size : sizes) {
        if (child < greed.size() && size >= greed[child]) child++;
    }
    return child;
}
`,
        go: `package main

import "sort"

func maxContentChildren(greed []int, sizes []int) int {
	children := append([]int(nil), greed...)
	cookies := append([]int(nil), sizes...)
	sort.Ints(children)
	sort.Ints(cookies)
	child := 0
	for _, size := range cookies {
		if child < len(children) && size >= children[child] {
			child++
		}
	}
	return child
}
`,
      },
      solutionExplanation: `## Idea

The least greedy child is the easiest to please, and a small cookie is the least valuable one. So sort both lists and walk through the cookies from smallest to largest: give each cookie to the least greedy child who is still waiting if it is big enough, and otherwise throw it away (it cannot please anyone greedier either).

Why this is optimal (exchange argument): in any optimal assignment we can swap cookies so that the least greedy content child receives the smallest cookie that satisfies them, without making anybody else unhappy. Repeating this gives exactly the greedy assignment.

## Step by step

1. Sort \`greed\` and \`sizes\`.
2. \`child = 0\` points at the least greedy unsatisfied child.
3. For each cookie in increasing size: if \`size >= greed[child]\`, satisfy that child (\`child += 1\`).
4. Return \`child\`, the number of satisfied children.

For greed \`[1, 2]\` and sizes \`[1, 2, 3]\`: cookie 1 satisfies greed 1, cookie 2 satisfies greed 2, cookie 3 is left over. Answer 2.

## Complexity

- Time: O(n log n + m log m) for sorting; the scan is linear.
- Space: O(n + m) for the sorted copies (O(1) extra if sorting in place is allowed).

## Python solution

\`\`\`python
def maxContentChildren(greed, sizes):
    greed = sorted(greed)
    sizes = sorted(sizes)
    child = 0
    for size in sizes:
        if child < len(greed) and size >= greed[child]:
            child += 1
    return child
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [1, 2, 3],
            [1, 1],
          ],
          expected: 1,
        },
        {
          input: [
            [1, 2],
            [1, 2, 3],
          ],
          expected: 2,
        },
      ],
      hiddenTests: [
        { input: [[], [1, 2]], expected: 0 },
        { input: [[1, 2], []], expected: 0 },
        { input: [[5], [5]], expected: 1 },
        { input: [[5], [4]], expected: 0 },
        {
          input: [
            [1, 1, 1],
            [1, 1, 1],
          ],
          expected: 3,
        },
        {
          input: [
            [10, 9, 8, 7],
            [5, 6, 7, 8],
          ],
          expected: 2,
        },
        {
          input: [
            [2, 2, 3],
            [1, 2, 1, 3],
          ],
          expected: 2,
        },
        { input: [[1000000000], [1000000000]], expected: 1 },
        {
          input: [
            [3, 1, 4, 1, 5],
            [9, 2, 6, 5, 3],
          ],
          expected: 5,
        },
        {
          input: [
            [2147483647, 1],
            [2147483646, 2147483647],
          ],
          expected: 2,
        },
        {
          input: [
            [7, 8, 9],
            [1, 2, 3],
          ],
          expected: 0,
        },
      ],
      companies: { Google: 6, Amazon: 11, Microsoft: 5, Apple: 4, Netflix: 1, LinkedIn: 2, Meta: 4 },
    },
    {
      slug: "reach-last-index",
      title: "Reach the Final Square",
      difficulty: "medium",
      statement: `A board game is played on a row of squares. You start on square \`0\`. From square \`i\` you may jump forward by any number of squares between \`1\` and \`nums[i]\` (a value of \`0\` means you cannot move from that square).

Return \`true\` if you can land on the last square, and \`false\` otherwise.

### Examples

**Example 1**

\`\`\`text
Input: nums = [2,3,1,1,4]
Output: true
\`\`\`

Jump 1 square to index 1, then 3 squares to the last index.

**Example 2**

\`\`\`text
Input: nums = [3,2,1,0,4]
Output: false
\`\`\`

Every path lands on index 3, whose value 0 stops you before the last square.

### Constraints

- 1 ≤ nums.length ≤ 10^4
- 0 ≤ nums[i] ≤ 10^5
`,
      functionName: "canReachEnd",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "bool",
      starter: {
        python: `from typing import List


def canReachEnd(nums: List[int]) -> bool:
    # Write your code here
    return False
`,
        javascript: `function canReachEnd(nums) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean canReachEnd(int[] nums) {
        // Write your code here
        return false;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

bool canReachEnd(vector<int> nums) {
    // Write your code here
    return false;
}
`,
        go: `package main

func canReachEnd(nums []int) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `def canReachEnd(nums):
    farthest = 0
    for i, jump in enumerate(nums):
        if i > farthest:
            return False
        farthest = max(farthest, i + jump)
        if farthest >= len(nums) - 1:
            return True
    return True
`,
        javascript: `function canReachEnd(nums) {
  let farthest = 0;
  for (let i = 0; i < nums.length; i++) {
    if (i > farthest) return false;
    farthest = Math.max(farthest, i + nums[i]);
    if (farthest >= nums.length - 1) return true;
  }
  return true;
}
`,
        java: `class Solution {
    public static boolean canReachEnd(int[] nums) {
        int farthest = 0;
        for (int i = 0; i < nums.length; i++) {
            if (i > farthest) return false;
            farthest = Math.max(farthest, i + nums[i]);
            if (farthest >= nums.length - 1) return true;
        }
        return true;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

bool canReachEnd(vector<int> nums) {
    int farthest = 0, n = nums.size();
    for (int i = 0; i < n; i++) {
        if (i > farthest) return false;
        farthest = max(farthest, i + nums[i]);
        if (farthest >= n - 1) return true;
    }
    return true;
}
`,
        go: `package main

func canReachEnd(nums []int) bool {
	farthest := 0
	for i, jump := range nums {
		if i > farthest {
			return false
		}
		if i+jump > farthest {
			farthest = i + jump
		}
		if farthest >= len(nums)-1 {
			return true
		}
	}
	return true
}
`,
      },
      solutionExplanation: `## Idea

We do not need to know *which* jumps to take, only how far we can possibly get. The set of reachable squares is always a prefix \`[0, farthest]\`: if you can reach square \`k\`, you can also reach every square before it (stop earlier in the same jump). So a single variable, \`farthest\`, summarises everything.

Scan the squares left to right. If the current square lies beyond \`farthest\`, there is a gap we can never cross. Otherwise the square is reachable and may extend the frontier to \`i + nums[i]\`. This is the "greedy stays ahead" argument: \`farthest\` is, after each square, the best any strategy could have achieved.

## Step by step

1. \`farthest = 0\`.
2. For each index \`i\`:
   - if \`i > farthest\`, return \`false\`;
   - \`farthest = max(farthest, i + nums[i])\`;
   - if \`farthest >= n - 1\`, return \`true\`.
3. Return \`true\` (only reached when the array has one element).

For \`[3, 2, 1, 0, 4]\`: \`farthest\` becomes 3, 3, 3, 3; at index 4 we have \`4 > 3\`, so the answer is \`false\`.

## Complexity

- Time: O(n), one pass.
- Space: O(1).

## Python solution

\`\`\`python
def canReachEnd(nums):
    farthest = 0
    for i, jump in enumerate(nums):
        if i > farthest:
            return False
        farthest = max(farthest, i + jump)
        if farthest >= len(nums) - 1:
            return True
    return True
\`\`\`
`,
      visibleTests: [
        { input: [[2, 3, 1, 1, 4]], expected: true },
        { input: [[3, 2, 1, 0, 4]], expected: false },
      ],
      hiddenTests: [
        { input: [[0]], expected: true },
        { input: [[1, 0]], expected: true },
        { input: [[0, 1]], expected: false },
        { input: [[2, 0, 0]], expected: true },
        { input: [[1, 1, 0, 1]], expected: false },
        { input: [[5, 0, 0, 0, 0, 0]], expected: true },
        { input: [[1, 2, 0, 1, 0, 2, 0]], expected: false },
        { input: [[100000, 0, 0]], expected: true },
        { input: [[2, 0, 1, 0, 1]], expected: false },
        {
          input: [
            [
              1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
              1, 1, 1, 1, 1,
            ],
          ],
          expected: true,
        },
        { input: [[3, 0, 0, 2, 0, 1]], expected: true },
        { input: [[4, 0, 0, 0, 0, 1]], expected: false },
      ],
      companies: { Google: 17, Amazon: 23, Microsoft: 14, Apple: 9, Netflix: 3, LinkedIn: 6, Meta: 12 },
    },
    {
      slug: "circular-fuel-route",
      title: "Circular Fuel Route",
      difficulty: "medium",
      statement: `A delivery van drives a circular route through \`n\` depots numbered \`0\` to \`n - 1\`. At depot \`i\` it can take on \`gas[i]\` litres of fuel, and driving from depot \`i\` to depot \`i + 1\` (from \`n - 1\` back to \`0\`) burns \`cost[i]\` litres. The tank has no upper limit and starts empty.

Return the index of the depot where the van must start to complete one full loop in the forward direction, or \`-1\` if no start works. The inputs guarantee that when a valid start exists it is unique.

### Examples

**Example 1**

\`\`\`text
Input: gas = [1,2,3,4,5], cost = [3,4,5,1,2]
Output: 3
\`\`\`

Starting at depot 3 the tank holds 3, 6, 4, 2 and finally 0 litres after each leg: never negative.

**Example 2**

\`\`\`text
Input: gas = [2,3,4], cost = [3,4,3]
Output: -1
\`\`\`

The route needs 10 litres in total but only 9 are available.

### Constraints

- 1 ≤ n == gas.length == cost.length ≤ 10^5
- 0 ≤ gas[i], cost[i] ≤ 10^4
`,
      functionName: "startingStation",
      params: [
        { name: "gas", type: "int[]" },
        { name: "cost", type: "int[]" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def startingStation(gas: List[int], cost: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function startingStation(gas, cost) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int startingStation(int[] gas, int[] cost) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int startingStation(vector<int> gas, vector<int> cost) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func startingStation(gas []int, cost []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def startingStation(gas, cost):
    if sum(gas) < sum(cost):
        return -1
    start, tank = 0, 0
    for i in range(len(gas)):
        tank += gas[i] - cost[i]
        if tank < 0:
            # no depot in [start, i] can be a valid start
            start = i + 1
            tank = 0
    return start
`,
        javascript: `function startingStation(gas, cost) {
  let total = 0;
  let tank = 0;
  let start = 0;
  for (let i = 0; i < gas.length; i++) {
    const gain = gas[i] - cost[i];
    total += gain;
    tank += gain;
    if (tank < 0) {
      start = i + 1;
      tank = 0;
    }
  }
  return total < 0 ? -1 : start;
}
`,
        java: `class Solution {
    public static int startingStation(int[] gas, int[] cost) {
        long total = 0;
        for (int i = 0; i < gas.length; i++) total += gas[i] - cost[i];
        if (total < 0) return -1;
        int start = 0;
        long tank = 0;
        for (int i = 0; i < gas.length; i++) {
            tank += gas[i] - cost[i];
            if (tank < 0) {
                // no depot in [start, i] can be a valid start
                start = i + 1;
                tank = 0;
            }
        }
        return start;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

int startingStation(vector<int> gas, vector<int> cost) {
    long long total = 0;
    for (size_t i = 0; i < gas.size(); i++) total += gas[i] - cost[i];
    if (total < 0) return -1;
    int start = 0;
    long long tank = 0;
    for (size_t i = 0; i < gas.size(); i++) {
        tank += gas[i] - cost[i];
        if (tank < 0) {
            // no depot in [start, i] can be a valid start
            start = i + 1;
            tank = 0;
        }
    }
    return start;
}
`,
        go: `package main

func startingStation(gas []int, cost []int) int {
	total := 0
	for i := range gas {
		total += gas[i] - cost[i]
	}
	if total < 0 {
		return -1
	}
	start, tank := 0, 0
	for i := range gas {
		tank += gas[i] - cost[i]
		if tank < 0 {
			// no depot in [start, i] can be a valid start
			start = i + 1
			tank = 0
		}
	}
	return start
}
`,
      },
      solutionExplanation: `## Idea

Two facts turn an O(n^2) simulation into one pass:

1. If the total fuel is smaller than the total cost, no start can work. If it is at least the total cost, some start works.
2. If the van starts at depot \`s\` and first runs dry on the leg out of depot \`i\`, then **no depot between \`s\` and \`i\` can be a valid start** either. Arriving at any such depot \`k\` from \`s\`, the tank held a non-negative amount, so starting at \`k\` with an empty tank is only worse; it would also run dry by depot \`i\`.

So we scan once, keeping a candidate \`start\` and the fuel in the tank since that start. Whenever the tank goes negative, the next depot becomes the new candidate.

## Step by step

1. If \`sum(gas) < sum(cost)\`, return \`-1\`.
2. \`start = 0\`, \`tank = 0\`.
3. For each depot \`i\`: \`tank += gas[i] - cost[i]\`; if \`tank < 0\`, set \`start = i + 1\` and \`tank = 0\`.
4. Return \`start\`.

For \`gas = [1, 2, 3, 4, 5]\`, \`cost = [3, 4, 5, 1, 2]\` the gains are \`-2, -2, -2, 3, 3\`. The tank goes negative at depots 0, 1 and 2, so the candidate moves to 3, and from there the tank stays non-negative. The totals are equal (15 and 15), so depot 3 is the answer.

## Complexity

- Time: O(n).
- Space: O(1).

## Python solution

\`\`\`python
def startingStation(gas, cost):
    if sum(gas) < sum(cost):
        return -1
    start, tank = 0, 0
    for i in range(len(gas)):
        tank += gas[i] - cost[i]
        if tank < 0:
            # no depot in [start, i] can be a valid start
            start = i + 1
            tank = 0
    return start
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [1, 2, 3, 4, 5],
            [3, 4, 5, 1, 2],
          ],
          expected: 3,
        },
        {
          input: [
            [2, 3, 4],
            [3, 4, 3],
          ],
          expected: -1,
        },
      ],
      hiddenTests: [
        { input: [[2], [2]], expected: 0 },
        { input: [[5], [4]], expected: 0 },
        { input: [[4], [5]], expected: -1 },
        {
          input: [
            [1, 2],
            [2, 1],
          ],
          expected: 1,
        },
        {
          input: [
            [5, 1, 2, 3, 4],
            [4, 4, 1, 5, 1],
          ],
          expected: 4,
        },
        {
          input: [
            [0, 0, 0, 10],
            [1, 2, 3, 1],
          ],
          expected: 3,
        },
        {
          input: [
            [3, 1, 1],
            [1, 2, 2],
          ],
          expected: 0,
        },
        {
          input: [
            [1, 1, 1, 1],
            [1, 1, 1, 2],
          ],
          expected: -1,
        },
        {
          input: [
            [6, 0, 0, 0],
            [1, 1, 1, 1],
          ],
          expected: 0,
        },
        {
          input: [
            [10000, 0],
            [5000, 5000],
          ],
          expected: 0,
        },
        {
          input: [
            [2, 4, 1, 6],
            [3, 2, 5, 2],
          ],
          expected: 3,
        },
        {
          input: [
            [0, 0, 0],
            [0, 0, 1],
          ],
          expected: -1,
        },
      ],
      companies: { Google: 13, Amazon: 19, Microsoft: 10, Apple: 6, Netflix: 2, LinkedIn: 5, Meta: 9 },
    },
    {
      slug: "two-city-interview-costs",
      title: "Two-City Interview Flights",
      difficulty: "medium",
      statement: `A company is flying \`2n\` candidates to on-site interviews. Each candidate must go to exactly one of two offices, A or B, and **exactly \`n\` candidates** must go to each office. \`costs[i] = [a, b]\` gives the price of flying candidate \`i\` to office A and to office B.

Return the minimum total price.

### Examples

**Example 1**

\`\`\`text
Input: costs = [[20,60],[50,30],[40,45],[70,10]]
Output: 100
\`\`\`

Send candidates 0 and 2 to A (20 + 40) and candidates 1 and 3 to B (30 + 10).

**Example 2**

\`\`\`text
Input: costs = [[1,2],[3,4]]
Output: 5
\`\`\`

Either split costs 1 + 4 or 3 + 2; both total 5.

### Constraints

- 2 ≤ costs.length ≤ 100, and costs.length is even
- 1 ≤ a, b ≤ 1000
`,
      functionName: "twoCityMinCost",
      params: [{ name: "costs", type: "int[][]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def twoCityMinCost(costs: List[List[int]]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function twoCityMinCost(costs) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int twoCityMinCost(int[][] costs) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int twoCityMinCost(vector<vector<int>> costs) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func twoCityMinCost(costs [][]int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def twoCityMinCost(costs):
    # most "A-favoured" candidates first: the smaller a - b, the more going to A saves
    ordered = sorted(costs, key=lambda c: c[0] - c[1])
    n = len(costs) // 2
    return sum(c[0] for c in ordered[:n]) + sum(c[1] for c in ordered[n:])
`,
        javascript: `function twoCityMinCost(costs) {
  const ordered = [...costs].sort((x, y) => (x[0] - x[1]) - (y[0] - y[1]));
  const n = costs.length / 2;
  let total = 0;
  for (let i = 0; i < ordered.length; i++) {
    total += i < n ? ordered[i][0] : ordered[i][1];
  }
  return total;
}
`,
        java: `import java.util.*;

class Solution {
    public static int twoCityMinCost(int[][] costs) {
        // most "A-favoured" candidates first: the smaller a - b, the more going to A saves
        int[][] ordered = costs.clone();
        Arrays.sort(ordered, (x, y) -> Integer.compare(x[0] - x[1], y[0] - y[1]));
        int n = costs.length / 2, total = 0;
        for (int i = 0; i < ordered.length; i++) total += i < n ? ordered[i][0] : ordered[i][1];
        return total;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

int twoCityMinCost(vector<vector<int>> costs) {
    // most "A-favoured" candidates first: the smaller a - b, the more going to A saves
    sort(costs.begin(), costs.end(), [](const vector<int>& x, const vector<int>& y) { return x[0] - x[1] < y[0] - y[1]; });
    int n = costs.size() / 2, total = 0;
    for (int i = 0; i < (int) costs.size(); i++) total += i < n ? costs[i][0] : costs[i][1];
    return total;
}
`,
        go: `package main

import "sort"

func twoCityMinCost(costs [][]int) int {
	// most "A-favoured" candidates first: the smaller a - b, the more going to A saves
	ordered := append([][]int(nil), costs...)
	sort.Slice(ordered, func(x, y int) bool { return ordered[x][0]-ordered[x][1] < ordered[y][0]-ordered[y][1] })
	n, total := len(costs)/2, 0
	for i, c := range ordered {
		if i < n {
			total += c[0]
		} else {
			total += c[1]
		}
	}
	return total
}
`,
      },
      solutionExplanation: `## Idea

Imagine first sending everybody to office B. Moving candidate \`i\` to A then changes the bill by \`a_i - b_i\`. We must move exactly \`n\` people, so we should move the \`n\` candidates with the **smallest** \`a - b\` (the most negative values save the most, the least positive ones cost the least extra).

Equivalently: sort the candidates by \`a - b\`, send the first half to A and the second half to B. An exchange argument confirms it: if some candidate \`x\` goes to A and \`y\` goes to B while \`a_x - b_x > a_y - b_y\`, swapping them changes the cost by \`(a_y - b_y) - (a_x - b_x) < 0\`, so the original was not optimal.

## Step by step

1. Sort \`costs\` by \`a - b\`.
2. The first \`n\` entries pay \`a\`, the rest pay \`b\`.
3. Return the sum.

For \`[[20, 60], [50, 30], [40, 45], [70, 10]]\` the differences are \`-40, 20, -5, 60\`. Sorted: candidate 0 (-40), 2 (-5), 1 (20), 3 (60). Candidates 0 and 2 go to A, 1 and 3 to B: \`20 + 40 + 30 + 10 = 100\`.

## Complexity

- Time: O(n log n) for sorting.
- Space: O(n) for the sorted copy.

## Python solution

\`\`\`python
def twoCityMinCost(costs):
    # most "A-favoured" candidates first: the smaller a - b, the more going to A saves
    ordered = sorted(costs, key=lambda c: c[0] - c[1])
    n = len(costs) // 2
    return sum(c[0] for c in ordered[:n]) + sum(c[1] for c in ordered[n:])
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [
              [20, 60],
              [50, 30],
              [40, 45],
              [70, 10],
            ],
          ],
          expected: 100,
        },
        {
          input: [
            [
              [1, 2],
              [3, 4],
            ],
          ],
          expected: 5,
        },
      ],
      hiddenTests: [
        {
          input: [
            [
              [5, 5],
              [5, 5],
            ],
          ],
          expected: 10,
        },
        {
          input: [
            [
              [1, 1000],
              [1, 1000],
            ],
          ],
          expected: 1001,
        },
        {
          input: [
            [
              [1000, 1],
              [1, 1000],
            ],
          ],
          expected: 2,
        },
        {
          input: [
            [
              [10, 20],
              [30, 200],
              [400, 50],
              [30, 20],
            ],
          ],
          expected: 110,
        },
        {
          input: [
            [
              [7, 3],
              [2, 9],
              [4, 4],
              [8, 1],
              [6, 6],
              [3, 5],
            ],
          ],
          expected: 19,
        },
        {
          input: [
            [
              [1, 2],
              [2, 4],
              [3, 6],
              [4, 8],
            ],
          ],
          expected: 13,
        },
        {
          input: [
            [
              [1000, 999],
              [998, 1000],
              [500, 501],
              [502, 500],
            ],
          ],
          expected: 2997,
        },
        {
          input: [
            [
              [15, 30],
              [25, 10],
              [40, 40],
              [5, 60],
              [70, 20],
              [33, 34],
              [12, 11],
              [90, 1],
            ],
          ],
          expected: 135,
        },
        {
          input: [
            [
              [100, 1],
              [100, 2],
              [100, 3],
              [100, 4],
            ],
          ],
          expected: 203,
        },
        {
          input: [
            [
              [3, 8],
              [9, 2],
              [4, 4],
              [1, 7],
              [6, 5],
              [2, 2],
              [8, 1],
              [5, 9],
              [7, 3],
              [4, 6],
            ],
          ],
          expected: 30,
        },
      ],
      companies: { Google: 8, Amazon: 14, Microsoft: 6, Apple: 3, Netflix: 1, LinkedIn: 4, Meta: 7 },
    },
    {
      slug: "candy-by-rating",
      title: "Treats by Rating",
      difficulty: "hard",
      statement: `Children stand in a line, and \`ratings[i]\` is the score of the \`i\`-th child. You must hand out treats so that:

- every child receives at least one treat, and
- a child whose rating is **strictly higher** than that of an immediate neighbour receives **more** treats than that neighbour.

Children with equal ratings have no constraint between them. Return the minimum total number of treats.

### Examples

**Example 1**

\`\`\`text
Input: ratings = [1,0,2]
Output: 5
\`\`\`

Give 2, 1 and 2 treats: both ends beat the middle child.

**Example 2**

\`\`\`text
Input: ratings = [1,2,2]
Output: 4
\`\`\`

Give 1, 2 and 1 treats; the last two children have equal ratings, so the last one may get fewer.

### Constraints

- 1 ≤ ratings.length ≤ 2 · 10^4
- -10^9 ≤ ratings[i] ≤ 10^9
`,
      functionName: "minTreats",
      params: [{ name: "ratings", type: "int[]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def minTreats(ratings: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function minTreats(ratings) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int minTreats(int[] ratings) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int minTreats(vector<int> ratings) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func minTreats(ratings []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def minTreats(ratings):
    n = len(ratings)
    treats = [1] * n
    # left neighbours: rising runs from left to right
    for i in range(1, n):
        if ratings[i] > ratings[i - 1]:
            treats[i] = treats[i - 1] + 1
    # right neighbours: rising runs from right to left
    for i in range(n - 2, -1, -1):
        if ratings[i] > ratings[i + 1]:
            treats[i] = max(treats[i], treats[i + 1] + 1)
    return sum(treats)
`,
        javascript: `function minTreats(ratings) {
  const n = ratings.length;
  const treats = new Array(n).fill(1);
  for (let i = 1; i < n; i++) {
    if (ratings[i] > ratings[i - 1]) treats[i] = treats[i - 1] + 1;
  }
  for (let i = n - 2; i >= 0; i--) {
    if (ratings[i] > ratings[i + 1]) treats[i] = Math.max(treats[i], treats[i + 1] + 1);
  }
  return treats.reduce((a, b) => a + b, 0);
}
`,
        java: `import java.util.*;

class Solution {
    public static int minTreats(int[] ratings) {
        int n = ratings.length;
        int[] treats = new int[n];
        Arrays.fill(treats, 1);
        // left neighbours: rising runs from left to right
        for (int i = 1; i < n; i++) {
            if (ratings[i] > ratings[i - 1]) treats[i] = treats[i - 1] + 1;
        }
        // right neighbours: rising runs from right to left
        for (int i = n - 2; i >= 0; i--) {
            if (ratings[i] > ratings[i + 1]) treats[i] = Math.max(treats[i], treats[i + 1] + 1);
        }
        int total = 0;
        for (int t : treats) total += t;
        return total;
    }
}
`,
        cpp: `#include <algorithm>
#include <numeric>
#include <vector>
using namespace std;

int minTreats(vector<int> ratings) {
    int n = ratings.size();
    vector<int> treats(n, 1);
    // left neighbours: rising runs from left to right
    for (int i = 1; i < n; i++) {
        if (ratings[i] > ratings[i - 1]) treats[i] = treats[i - 1] + 1;
    }
    // right neighbours: rising runs from right to left
    for (int i = n - 2; i >= 0; i--) {
        if (ratings[i] > ratings[i + 1]) treats[i] = max(treats[i], treats[i + 1] + 1);
    }
    return accumulate(treats.begin(), treats.end(), 0);
}
`,
        go: `package main

func minTreats(ratings []int) int {
	n := len(ratings)
	treats := make([]int, n)
	for i := range treats {
		treats[i] = 1
	}
	// left neighbours: rising runs from left to right
	for i := 1; i < n; i++ {
		if ratings[i] > ratings[i-1] {
			treats[i] = treats[i-1] + 1
		}
	}
	// right neighbours: rising runs from right to left
	for i := n - 2; i >= 0; i-- {
		if ratings[i] > ratings[i+1] && treats[i+1]+1 > treats[i] {
			treats[i] = treats[i+1] + 1
		}
	}
	total := 0
	for _, t := range treats {
		total += t
	}
	return total
}
`,
      },
      solutionExplanation: `## Idea

Each child faces two independent rules: one with the left neighbour and one with the right neighbour. Handle them separately with two greedy passes, each giving the **smallest** counts that satisfy its side:

- **Left to right**: if a child beats the left neighbour, it needs exactly one more than that neighbour; otherwise 1 is enough. After this pass every "left" rule holds with minimal values.
- **Right to left**: if a child beats the right neighbour, it needs at least one more than that neighbour. Taking the \`max\` with the value from the first pass keeps the left rule satisfied.

Each final value equals the length of the longest strictly rising run ending at that child from either side, which is a lower bound for any valid distribution. The algorithm meets the lower bound everywhere, so the total is minimal.

## Step by step

1. \`treats = [1] * n\`.
2. For \`i = 1 .. n-1\`: if \`ratings[i] > ratings[i-1]\`, \`treats[i] = treats[i-1] + 1\`.
3. For \`i = n-2 .. 0\`: if \`ratings[i] > ratings[i+1]\`, \`treats[i] = max(treats[i], treats[i+1] + 1)\`.
4. Return \`sum(treats)\`.

For \`[1, 3, 4, 5, 2]\`: the first pass gives \`1, 2, 3, 4, 1\`; the second pass only checks \`5 > 2\`, and 4 is already more than 1+1, so the total is 11.

## Complexity

- Time: O(n), two passes.
- Space: O(n) for the counts.

## Python solution

\`\`\`python
def minTreats(ratings):
    n = len(ratings)
    treats = [1] * n
    # left neighbours: rising runs from left to right
    for i in range(1, n):
        if ratings[i] > ratings[i - 1]:
            treats[i] = treats[i - 1] + 1
    # right neighbours: rising runs from right to left
    for i in range(n - 2, -1, -1):
        if ratings[i] > ratings[i + 1]:
            treats[i] = max(treats[i], treats[i + 1] + 1)
    return sum(treats)
\`\`\`
`,
      visibleTests: [
        { input: [[1, 0, 2]], expected: 5 },
        { input: [[1, 2, 2]], expected: 4 },
      ],
      hiddenTests: [
        { input: [[5]], expected: 1 },
        { input: [[1, 2, 3, 4, 5]], expected: 15 },
        { input: [[5, 4, 3, 2, 1]], expected: 15 },
        { input: [[2, 2, 2]], expected: 3 },
        { input: [[1, 3, 2, 2, 1]], expected: 7 },
        { input: [[1, 2, 87, 87, 87, 2, 1]], expected: 13 },
        { input: [[-1, -2, -3]], expected: 6 },
        { input: [[1, 6, 10, 8, 7, 3, 2]], expected: 18 },
        { input: [[3, 2, 1, 2, 3]], expected: 11 },
        { input: [[1000000000, -1000000000]], expected: 3 },
        { input: [[1, 3, 4, 5, 2]], expected: 11 },
        { input: [[4, 2, 3, 4, 1]], expected: 9 },
      ],
      companies: { Google: 12, Amazon: 16, Microsoft: 9, Apple: 6, Netflix: 2, LinkedIn: 4, Meta: 11 },
    },
  ],
  finalRemarks: `# Final Remarks

Greedy algorithms are short to write and hard to justify, so in an interview spend your effort on the justification.

A checklist for greedy questions:

- **Find the ordering.** Most greedy solutions start by sorting: by size, by deadline, by cost difference. Ask yourself which single key makes the "obvious" choice safe.
- **Name the argument.** "Greedy stays ahead" works for reach and coverage problems (the farthest index, the last reachable station). An exchange argument works for assignment problems (swap two people and the cost can only go up).
- **Try to break it.** Before coding, test the rule on a tiny input designed to fool it. If it fails, the problem probably needs dynamic programming.
- **Use one pass when possible.** Many problems only need a running value: the farthest reachable index, the current tank, a prefix of a sorted list.
- **Two passes for two-sided rules.** When a condition involves both neighbours (like the treats problem), satisfy the left neighbours in one pass and the right neighbours in another, keeping the maximum.
- **Watch for ties and empty inputs.** Equal values, zero-length lists and single elements are common sources of off-by-one errors.

Greedy solutions typically run in O(n) or O(n log n), which is why they appear so often in interviews: the code is small, and the discussion of why it is correct is the real test.
`,
  companyFrequency: { Google: 22, Amazon: 31, Microsoft: 18, Apple: 11, Netflix: 4, LinkedIn: 9, Meta: 16 },
};
