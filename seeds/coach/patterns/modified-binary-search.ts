// Coding roadmap pattern: Modified Binary Search. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "modified-binary-search",
  title: "Modified Binary Search",
  summary:
    "Halve the search space with a smarter question at the middle: rotated arrays, boundaries, searching the answer and partitioning two sorted lists.",
  introduction: `# Introduction to Modified Binary Search

Classic binary search finds a value in a sorted array by repeatedly halving the range that could still contain it. **Modified binary search** keeps that halving engine but changes the question asked at the middle element. Instead of "is this the target?", we ask things like "is the left half still sorted?", "is this the first position where the condition becomes true?" or "could a capacity this large be enough?". As long as each question lets us throw away half of the remaining candidates, the running time stays at O(log n).

## When to recognise it

Reach for this pattern when you see one of these signals:

- The input is **sorted**, or sorted and then **rotated**, and the interviewer hints at a sub-linear solution.
- You need a **boundary** rather than a match: the first or last occurrence, the insertion point, the smallest element greater than a key.
- The answer is a number inside a known range and there is a **monotonic feasibility test**: if capacity \`c\` works, every capacity above \`c\` works too. Searching the answer space instead of the array is often called "binary search on the answer".
- Two sorted sequences must be combined without merging them (a partition search).

## The template worth memorising

Most bugs in binary search come from off-by-one errors. A reliable way to avoid them is to always search for the **first index where a predicate becomes true**, using a half-open range \`[lo, hi)\`:

\`\`\`python
def first_true(lo, hi, predicate):
    # predicate is False ... False True ... True on [lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        if predicate(mid):
            hi = mid          # mid might be the answer; keep it
        else:
            lo = mid + 1      # mid is definitely not the answer
    return lo                 # hi if the predicate is never true
\`\`\`

## Worked example: the lower bound

Given \`nums = [2, 4, 4, 4, 9]\` and \`key = 4\`, find the first index whose value is at least \`key\`. The predicate is \`nums[i] >= 4\`, which reads \`F T T T T\` over the indices.

| lo | hi | mid | nums[mid] | predicate | action |
|----|----|-----|-----------|-----------|--------|
| 0 | 5 | 2 | 4 | True | hi = 2 |
| 0 | 2 | 1 | 4 | True | hi = 1 |
| 0 | 1 | 0 | 2 | False | lo = 1 |

The loop stops with \`lo = hi = 1\`, the first 4. Searching with the predicate \`nums[i] > 4\` instead returns 4, so the occurrences of 4 occupy indices 1 to 3. Two calls of one template answer a "range of a value" question.

\`\`\`python
def lower_bound(nums, key):
    return first_true(0, len(nums), lambda i: nums[i] >= key)
\`\`\`

## Variations you will meet in this module

1. **Insertion point**: the lower bound itself.
2. **Rotated arrays**: at every step one half is sorted; check whether the target lies inside that sorted half.
3. **Boundaries of a value**: two lower-bound searches.
4. **Search on the answer**: binary search over capacities with a greedy feasibility check.
5. **Partition search**: choose how many elements to take from the shorter array so that both left halves together form the lower half of the merged data.

Keep the invariant in mind at every step ("the answer is always inside \`[lo, hi]\`") and the edge cases take care of themselves.
`,
  problems: [
    {
      slug: "insertion-index-in-sorted-list",
      title: "Insertion Index in a Sorted List",
      difficulty: "easy",
      statement: `You are given a list \`nums\` of **distinct** integers sorted in increasing order, and an integer \`target\`.

Return the index of \`target\` if it appears in \`nums\`. Otherwise return the index at which \`target\` would have to be inserted so that the list stays sorted.

Your solution should run in O(log n) time.

### Examples

**Example 1**

\`\`\`text
Input: nums = [1,3,5,6], target = 5
Output: 2
\`\`\`

The value 5 already sits at index 2.

**Example 2**

\`\`\`text
Input: nums = [1,3,5,6], target = 2
Output: 1
\`\`\`

2 belongs between 1 and 3, so it would be inserted at index 1.

**Example 3**

\`\`\`text
Input: nums = [1,3,5,6], target = 7
Output: 4
\`\`\`

7 is larger than every element, so it goes at the end, index 4.

### Constraints

- 0 ≤ nums.length ≤ 10^4
- -10^9 ≤ nums[i], target ≤ 10^9
- The values in \`nums\` are distinct and sorted in increasing order.
`,
      functionName: "searchInsertPosition",
      params: [
        { name: "nums", type: "int[]" },
        { name: "target", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def searchInsertPosition(nums: List[int], target: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `function searchInsertPosition(nums, target) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int searchInsertPosition(int[] nums, int target) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int searchInsertPosition(vector<int> nums, int target) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func searchInsertPosition(nums []int, target int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def searchInsertPosition(nums, target):
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo
`,
        javascript: `function searchInsertPosition(nums, target) {
  let lo = 0;
  let hi = nums.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (nums[mid] < target) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}
`,
        java: `class Solution {
    public static int searchInsertPosition(int[] nums, int target) {
        int lo = 0, hi = nums.length;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

int searchInsertPosition(vector<int> nums, int target) {
    int lo = 0, hi = nums.size();
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (nums[mid] < target) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}
`,
        go: `package main

func searchInsertPosition(nums []int, target int) int {
	lo, hi := 0, len(nums)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if nums[mid] < target {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
`,
      },
      solutionExplanation: `## Idea

The answer is the same in both cases: it is the **first index whose value is at least \`target\`**. If \`target\` is present, that index holds it; if not, that is exactly where it would be inserted. So we only need the lower bound, which binary search finds in O(log n).

## Step by step

1. Search the half-open range \`[lo, hi) = [0, n)\`. The answer can be \`n\` (insert at the end), which is why \`hi\` starts at \`n\` and not \`n - 1\`.
2. Look at \`mid = (lo + hi) // 2\`.
   - If \`nums[mid] < target\`, index \`mid\` and everything to its left are too small: \`lo = mid + 1\`.
   - Otherwise \`mid\` may be the answer: keep it with \`hi = mid\`.
3. When \`lo == hi\` the range holds a single candidate, which is the answer.

For \`nums = [1, 3, 5, 6]\` and \`target = 2\`: \`mid = 2\` (5 ≥ 2) gives \`hi = 2\`; \`mid = 1\` (3 ≥ 2) gives \`hi = 1\`; \`mid = 0\` (1 < 2) gives \`lo = 1\`. The result is 1.

## Complexity

- Time: O(log n), the range halves on every iteration.
- Space: O(1).

## Python solution

\`\`\`python
def searchInsertPosition(nums, target):
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo
\`\`\`
`,
      visibleTests: [
        { input: [[1, 3, 5, 6], 5], expected: 2 },
        { input: [[1, 3, 5, 6], 2], expected: 1 },
        { input: [[1, 3, 5, 6], 7], expected: 4 },
      ],
      hiddenTests: [
        { input: [[], 5], expected: 0 },
        { input: [[7], 7], expected: 0 },
        { input: [[7], 3], expected: 0 },
        { input: [[7], 9], expected: 1 },
        { input: [[-10, -5, 0, 5], -7], expected: 1 },
        { input: [[-10, -5, 0, 5], -10], expected: 0 },
        { input: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10], expected: 9 },
        { input: [[1000000000], -1000000000], expected: 0 },
        { input: [[-1000000000, 0, 1000000000], 999999999], expected: 2 },
        { input: [[2, 4, 6, 8, 10, 12], 1], expected: 0 },
        { input: [[2, 4, 6, 8, 10, 12], 13], expected: 6 },
        { input: [[2, 4, 6, 8, 10, 12], 7], expected: 3 },
      ],
      companies: { Google: 12, Amazon: 18, Microsoft: 9, Apple: 7, Netflix: 2, LinkedIn: 4, Meta: 6 },
    },
    {
      slug: "search-in-rotated-array",
      title: "Search in a Rotated Sorted Array",
      difficulty: "medium",
      statement: `An array of **distinct** integers was sorted in increasing order and then rotated at an unknown pivot: some prefix was cut off and appended to the end. For example \`[10, 20, 30, 40, 50]\` might become \`[40, 50, 10, 20, 30]\`.

Given the rotated array \`nums\` and an integer \`target\`, return the index of \`target\` in \`nums\`, or \`-1\` if it does not appear.

Your solution should run in O(log n) time.

### Examples

**Example 1**

\`\`\`text
Input: nums = [4,5,6,7,0,1,2], target = 0
Output: 4
\`\`\`

0 sits at index 4, right after the rotation point.

**Example 2**

\`\`\`text
Input: nums = [4,5,6,7,0,1,2], target = 3
Output: -1
\`\`\`

3 is not in the array.

**Example 3**

\`\`\`text
Input: nums = [1], target = 1
Output: 0
\`\`\`

A single element that matches the target.

### Constraints

- 1 ≤ nums.length ≤ 5000
- -10^9 ≤ nums[i], target ≤ 10^9
- All values in \`nums\` are distinct.
- \`nums\` is an increasing array rotated by some number of positions (possibly zero).
`,
      functionName: "searchRotated",
      params: [
        { name: "nums", type: "int[]" },
        { name: "target", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def searchRotated(nums: List[int], target: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `function searchRotated(nums, target) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int searchRotated(int[] nums, int target) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int searchRotated(vector<int> nums, int target) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func searchRotated(nums []int, target int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def searchRotated(nums, target):
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[lo] <= nums[mid]:
            # the left half [lo, mid] is sorted
            if nums[lo] <= target < nums[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            # the right half [mid, hi] is sorted
            if nums[mid] < target <= nums[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1
`,
        javascript: `function searchRotated(nums, target) {
  let lo = 0;
  let hi = nums.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nums[mid] === target) return mid;
    if (nums[lo] <= nums[mid]) {
      if (nums[lo] <= target && target < nums[mid]) {
        hi = mid - 1;
      } else {
        lo = mid + 1;
      }
    } else if (nums[mid] < target && target <= nums[hi]) {
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return -1;
}
`,
        java: `class Solution {
    public static int searchRotated(int[] nums, int target) {
        int lo = 0, hi = nums.length - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] == target) return mid;
            if (nums[lo] <= nums[mid]) {
                // the left half [lo, mid] is sorted
                if (nums[lo] <= target && target < nums[mid]) hi = mid - 1;
                else lo = mid + 1;
            } else {
                // the right half [mid, hi] is sorted
                if (nums[mid] < target && target <= nums[hi]) lo = mid + 1;
                else hi = mid - 1;
            }
        }
        return -1;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

int searchRotated(vector<int> nums, int target) {
    int lo = 0, hi = (int) nums.size() - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (nums[mid] == target) return mid;
        if (nums[lo] <= nums[mid]) {
            // the left half [lo, mid] is sorted
            if (nums[lo] <= target && target < nums[mid]) hi = mid - 1;
            else lo = mid + 1;
        } else {
            // the right half [mid, hi] is sorted
            if (nums[mid] < target && target <= nums[hi]) lo = mid + 1;
            else hi = mid - 1;
        }
    }
    return -1;
}
`,
        go: `package main

func searchRotated(nums []int, target int) int {
	lo, hi := 0, len(nums)-1
	for lo <= hi {
		mid := lo + (hi-lo)/2
		if nums[mid] == target {
			return mid
		}
		if nums[lo] <= nums[mid] {
			// the left half [lo, mid] is sorted
			if nums[lo] <= target && target < nums[mid] {
				hi = mid - 1
			} else {
				lo = mid + 1
			}
		} else {
			// the right half [mid, hi] is sorted
			if nums[mid] < target && target <= nums[hi] {
				lo = mid + 1
			} else {
				hi = mid - 1
			}
		}
	}
	return -1
}
`,
      },
      solutionExplanation: `## Idea

A rotated sorted array is two sorted runs glued together. Whatever \`mid\` we pick, **at least one of the halves \`[lo, mid]\` and \`[mid, hi]\` is fully sorted**. For a sorted half we can tell in O(1) whether the target could be inside it (compare with its two ends). If it could, we search there; otherwise we search the other half. Each step still discards half the range.

## Step by step

1. Keep the closed range \`[lo, hi]\`, starting with the whole array.
2. Compute \`mid\`. If \`nums[mid] == target\`, return \`mid\`.
3. If \`nums[lo] <= nums[mid]\`, the left half is sorted:
   - if \`nums[lo] <= target < nums[mid]\` continue in the left half (\`hi = mid - 1\`),
   - otherwise continue in the right half (\`lo = mid + 1\`).
4. Otherwise the right half is sorted:
   - if \`nums[mid] < target <= nums[hi]\` continue on the right,
   - otherwise continue on the left.
5. If the range becomes empty, the target is absent: return -1.

Example: \`nums = [4, 5, 6, 7, 0, 1, 2]\`, \`target = 0\`. With \`mid = 3\` (value 7) the left half \`4..7\` is sorted but does not contain 0, so we move right to \`[0, 1, 2]\`. Now \`mid = 5\` (value 1): the left half \`[0, 1]\` is sorted and contains 0, so \`hi = 4\`. Finally \`mid = 4\` holds 0.

The \`<=\` in \`nums[lo] <= nums[mid]\` matters when \`lo == mid\`: the one-element left half counts as sorted.

## Complexity

- Time: O(log n).
- Space: O(1).

## Python solution

\`\`\`python
def searchRotated(nums, target):
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[lo] <= nums[mid]:
            # the left half [lo, mid] is sorted
            if nums[lo] <= target < nums[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            # the right half [mid, hi] is sorted
            if nums[mid] < target <= nums[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1
\`\`\`
`,
      visibleTests: [
        { input: [[4, 5, 6, 7, 0, 1, 2], 0], expected: 4 },
        { input: [[4, 5, 6, 7, 0, 1, 2], 3], expected: -1 },
        { input: [[1], 1], expected: 0 },
      ],
      hiddenTests: [
        { input: [[1], 0], expected: -1 },
        { input: [[3, 1], 1], expected: 1 },
        { input: [[3, 1], 3], expected: 0 },
        { input: [[1, 3], 3], expected: 1 },
        { input: [[5, 1, 3], 5], expected: 0 },
        { input: [[5, 1, 3], 3], expected: 2 },
        { input: [[6, 7, 8, 1, 2, 3, 4, 5], 8], expected: 2 },
        { input: [[6, 7, 8, 1, 2, 3, 4, 5], 5], expected: 7 },
        { input: [[2, 3, 4, 5, 6, 7, 8, 1], 1], expected: 7 },
        { input: [[-5, -2, 0, 3, -9, -7], -9], expected: 4 },
        { input: [[1000000000, -1000000000, 0], 0], expected: 2 },
        { input: [[0, 1, 2, 4, 5, 6, 7], 3], expected: -1 },
        { input: [[0, 1, 2, 4, 5, 6, 7], 7], expected: 6 },
      ],
      companies: { Google: 22, Amazon: 27, Microsoft: 17, Apple: 11, Netflix: 4, LinkedIn: 9, Meta: 20 },
    },
    {
      slug: "first-and-last-occurrence",
      title: "First and Last Occurrence of a Value",
      difficulty: "medium",
      statement: `Given an array \`nums\` sorted in non-decreasing order (values may repeat) and an integer \`target\`, return a two-element array \`[first, last]\` with the smallest and the largest index at which \`target\` occurs.

If \`target\` does not occur, return \`[-1, -1]\`.

Your solution should run in O(log n) time.

### Examples

**Example 1**

\`\`\`text
Input: nums = [5,7,7,8,8,10], target = 8
Output: [3,4]
\`\`\`

The two 8s are at indices 3 and 4.

**Example 2**

\`\`\`text
Input: nums = [5,7,7,8,8,10], target = 6
Output: [-1,-1]
\`\`\`

6 does not appear.

**Example 3**

\`\`\`text
Input: nums = [], target = 0
Output: [-1,-1]
\`\`\`

An empty array contains nothing.

### Constraints

- 0 ≤ nums.length ≤ 10^5
- -10^9 ≤ nums[i], target ≤ 10^9
- \`nums\` is sorted in non-decreasing order.
`,
      functionName: "findTargetRange",
      params: [
        { name: "nums", type: "int[]" },
        { name: "target", type: "int" },
      ],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def findTargetRange(nums: List[int], target: int) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `function findTargetRange(nums, target) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] findTargetRange(int[] nums, int target) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<int> findTargetRange(vector<int> nums, int target) {
    // Write your code here
    return {};
}
`,
        go: `package main

func findTargetRange(nums []int, target int) []int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def findTargetRange(nums, target):
    def lowerBound(key):
        lo, hi = 0, len(nums)
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] < key:
                lo = mid + 1
            else:
                hi = mid
        return lo

    first = lowerBound(target)
    if first == len(nums) or nums[first] != target:
        return [-1, -1]
    last = lowerBound(target + 1) - 1
    return [first, last]
`,
        javascript: `function findTargetRange(nums, target) {
  const lowerBound = (key) => {
    let lo = 0;
    let hi = nums.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (nums[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const first = lowerBound(target);
  if (first === nums.length || nums[first] !== target) return [-1, -1];
  return [first, lowerBound(target + 1) - 1];
}
`,
        java: `class Solution {
    public static int[] findTargetRange(int[] nums, int target) {
        int first = lowerBound(nums, target);
        if (first == nums.length || nums[first] != target) return new int[] {-1, -1};
        int last = lowerBound(nums, target + 1) - 1;
        return new int[] {first, last};
    }

    private static int lowerBound(int[] nums, long key) {
        int lo = 0, hi = nums.length;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] < key) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

int lowerBound(const vector<int>& nums, long long key) {
    int lo = 0, hi = nums.size();
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (nums[mid] < key) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

vector<int> findTargetRange(vector<int> nums, int target) {
    int first = lowerBound(nums, target);
    if (first == (int) nums.size() || nums[first] != target) return {-1, -1};
    int last = lowerBound(nums, (long long) target + 1) - 1;
    return {first, last};
}
`,
        go: `package main

func lowerBound(nums []int, key int) int {
	lo, hi := 0, len(nums)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if nums[mid] < key {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

func findTargetRange(nums []int, target int) []int {
	first := lowerBound(nums, target)
	if first == len(nums) || nums[first] != target {
		return []int{-1, -1}
	}
	last := lowerBound(nums, target+1) - 1
	return []int{first, last}
}
`,
      },
      solutionExplanation: `## Idea

A linear scan after finding one occurrence can degrade to O(n) when the array is full of copies of the target. Instead, run **two boundary searches**:

- the first index with \`nums[i] >= target\` is the first occurrence (if the value there equals \`target\`);
- the first index with \`nums[i] >= target + 1\` is one past the last occurrence, because the values are integers.

Both are the same lower-bound routine called with different keys.

## Step by step

1. Write \`lowerBound(key)\`: binary search on \`[0, n)\` that moves \`lo = mid + 1\` when \`nums[mid] < key\` and \`hi = mid\` otherwise.
2. \`first = lowerBound(target)\`. If \`first == n\` or \`nums[first] != target\`, the value is absent: return \`[-1, -1]\`.
3. \`last = lowerBound(target + 1) - 1\`.
4. Return \`[first, last]\`.

For \`nums = [5, 7, 7, 8, 8, 10]\` and \`target = 8\`: \`lowerBound(8) = 3\` and \`lowerBound(9) = 5\`, so the answer is \`[3, 4]\`.

## Complexity

- Time: O(log n), two binary searches.
- Space: O(1).

## Python solution

\`\`\`python
def findTargetRange(nums, target):
    def lowerBound(key):
        lo, hi = 0, len(nums)
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] < key:
                lo = mid + 1
            else:
                hi = mid
        return lo

    first = lowerBound(target)
    if first == len(nums) or nums[first] != target:
        return [-1, -1]
    last = lowerBound(target + 1) - 1
    return [first, last]
\`\`\`
`,
      visibleTests: [
        { input: [[5, 7, 7, 8, 8, 10], 8], expected: [3, 4] },
        { input: [[5, 7, 7, 8, 8, 10], 6], expected: [-1, -1] },
        { input: [[], 0], expected: [-1, -1] },
      ],
      hiddenTests: [
        { input: [[1], 1], expected: [0, 0] },
        { input: [[1], 2], expected: [-1, -1] },
        { input: [[2, 2, 2, 2, 2], 2], expected: [0, 4] },
        { input: [[1, 2, 3], 1], expected: [0, 0] },
        { input: [[1, 2, 3], 3], expected: [2, 2] },
        { input: [[-3, -3, -1, 0, 0, 0, 4], 0], expected: [3, 5] },
        { input: [[-3, -3, -1, 0, 0, 0, 4], -3], expected: [0, 1] },
        { input: [[1, 1, 2, 2, 3, 3], 4], expected: [-1, -1] },
        { input: [[1000000000, 1000000000], 1000000000], expected: [0, 1] },
        { input: [[1, 3, 5, 7], 4], expected: [-1, -1] },
        { input: [[-1000000000, -5, -5, -5], -5], expected: [1, 3] },
        { input: [[1, 1, 2, 2, 3, 3], 0], expected: [-1, -1] },
      ],
      companies: { Google: 16, Amazon: 21, Microsoft: 12, Apple: 8, Netflix: 3, LinkedIn: 11, Meta: 24 },
    },
    {
      slug: "min-ship-capacity",
      title: "Smallest Truck for a Delivery Deadline",
      difficulty: "medium",
      statement: `Parcels wait on a loading dock in a fixed order; \`weights[i]\` is the weight of the \`i\`-th parcel. Every day one truck leaves the dock. It is loaded with parcels **in the given order**, and loading stops as soon as the next parcel would push the total above the truck's capacity. Parcels cannot be split or reordered.

Return the smallest truck capacity that lets all parcels leave within \`days\` days.

### Examples

**Example 1**

\`\`\`text
Input: weights = [1,2,3,4,5,6,7,8,9,10], days = 5
Output: 15
\`\`\`

With capacity 15 the days are [1..5], [6, 7], [8], [9], [10]. With 14 six days would be needed.

**Example 2**

\`\`\`text
Input: weights = [3,2,2,4,1,4], days = 3
Output: 6
\`\`\`

Capacity 6 gives [3, 2], [2, 4], [1, 4].

**Example 3**

\`\`\`text
Input: weights = [1,2,3,1,1], days = 4
Output: 3
\`\`\`

Capacity 3 gives [1, 2], [3], [1, 1]; the truck must at least carry the heaviest parcel.

### Constraints

- 1 ≤ days ≤ weights.length ≤ 5 · 10^4
- 1 ≤ weights[i] ≤ 500
`,
      functionName: "minShipCapacity",
      params: [
        { name: "weights", type: "int[]" },
        { name: "days", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def minShipCapacity(weights: List[int], days: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `function minShipCapacity(weights, days) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int minShipCapacity(int[] weights, int days) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int minShipCapacity(vector<int> weights, int days) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func minShipCapacity(weights []int, days int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def minShipCapacity(weights, days):
    def daysNeeded(capacity):
        used, load = 1, 0
        for w in weights:
            if load + w > capacity:
                used += 1
                load = 0
            load += w
        return used

    lo, hi = max(weights), sum(weights)
    while lo < hi:
        mid = (lo + hi) // 2
        if daysNeeded(mid) <= days:
            hi = mid
        else:
            lo = mid + 1
    return lo
`,
        javascript: `function minShipCapacity(weights, days) {
  const daysNeeded = (capacity) => {
    let used = 1;
    let load = 0;
    for (const w of weights) {
      if (load + w > capacity) {
        used += 1;
        load = 0;
      }
      load += w;
    }
    return used;
  };
  let lo = Math.max(...weights);
  let hi = weights.reduce((a, b) => a + b, 0);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (daysNeeded(mid) <= days) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
`,
        java: `class Solution {
    public static int minShipCapacity(int[] weights, int days) {
        int lo = 0, hi = 0;
        for (int w : weights) {
            lo = Math.max(lo, w);
            hi += w;
        }
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (daysNeeded(weights, mid) <= days) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    private static int daysNeeded(int[] weights, int capacity) {
        int used = 1, load = 0;
        for (int w : weights) {
            if (load + w > capacity) {
                used++;
                load = 0;
            }
            load += w;
        }
        return used;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

int daysNeeded(const vector<int>& weights, int capacity) {
    int used = 1, load = 0;
    for (int w : weights) {
        if (load + w > capacity) {
            used++;
            load = 0;
        }
        load += w;
    }
    return used;
}

int minShipCapacity(vector<int> weights, int days) {
    int lo = 0, hi = 0;
    for (int w : weights) {
        lo = max(lo, w);
        hi += w;
    }
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (daysNeeded(weights, mid) <= days) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}
`,
        go: `package main

func daysNeeded(weights []int, capacity int) int {
	used, load := 1, 0
	for _, w := range weights {
		if load+w > capacity {
			used++
			load = 0
		}
		load += w
	}
	return used
}

func minShipCapacity(weights []int, days int) int {
	lo, hi := 0, 0
	for _, w := range weights {
		if w > lo {
			lo = w
		}
		hi += w
	}
	for lo < hi {
		mid := lo + (hi-lo)/2
		if daysNeeded(weights, mid) <= days {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}
`,
      },
      solutionExplanation: `## Idea

The weights are not sorted, so there is nothing to binary search in the array itself. But the **answer** lives in a known range and has a monotonic property:

- the capacity must be at least \`max(weights)\` (otherwise the heaviest parcel never leaves),
- capacity \`sum(weights)\` always works (everything leaves on day one),
- if capacity \`c\` meets the deadline, every capacity above \`c\` does too.

So "capacity \`c\` is enough" is False ... False True ... True over the range, and we binary search for the first True. Checking one capacity is a greedy simulation: fill today's truck until the next parcel does not fit.

## Step by step

1. \`daysNeeded(c)\`: walk the parcels, start a new day whenever \`load + w > c\`, and count days.
2. Search \`lo = max(weights)\`, \`hi = sum(weights)\`.
3. While \`lo < hi\`: if \`daysNeeded(mid) <= days\` then \`hi = mid\`, else \`lo = mid + 1\`.
4. Return \`lo\`.

For \`[3, 2, 2, 4, 1, 4]\` and 3 days the range is \`[4, 16]\`. Capacity 10 needs 2 days, 7 needs 3, 5 needs 4, 6 needs 3, so the answer is 6.

The greedy check is optimal for a fixed capacity: loading a parcel today can never make a later day worse.

## Complexity

- Time: O(n log S), where S is the sum of weights: log S candidate capacities, each checked in O(n).
- Space: O(1).

## Python solution

\`\`\`python
def minShipCapacity(weights, days):
    def daysNeeded(capacity):
        used, load = 1, 0
        for w in weights:
            if load + w > capacity:
                used += 1
                load = 0
            load += w
        return used

    lo, hi = max(weights), sum(weights)
    while lo < hi:
        mid = (lo + hi) // 2
        if daysNeeded(mid) <= days:
            hi = mid
        else:
            lo = mid + 1
    return lo
\`\`\`
`,
      visibleTests: [
        { input: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5], expected: 15 },
        { input: [[3, 2, 2, 4, 1, 4], 3], expected: 6 },
        { input: [[1, 2, 3, 1, 1], 4], expected: 3 },
      ],
      hiddenTests: [
        { input: [[7], 1], expected: 7 },
        { input: [[5, 5, 5, 5], 4], expected: 5 },
        { input: [[5, 5, 5, 5], 1], expected: 20 },
        { input: [[5, 5, 5, 5], 2], expected: 10 },
        { input: [[1, 1, 1, 1, 1, 1, 1, 1], 3], expected: 3 },
        { input: [[500, 1, 500], 2], expected: 501 },
        { input: [[10, 50, 100, 100, 50, 100, 100, 100], 5], expected: 160 },
        { input: [[2, 9, 4, 7, 1, 3, 8, 6], 3], expected: 15 },
        { input: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1], expected: 55 },
        { input: [[500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500], 7], expected: 1500 },
        { input: [[1, 500, 1, 500, 1, 500], 6], expected: 500 },
        { input: [[4, 4, 4, 4, 4, 4, 4, 4, 4, 9], 2], expected: 24 },
      ],
      companies: { Google: 14, Amazon: 25, Microsoft: 8, Apple: 5, Netflix: 3, LinkedIn: 6, Meta: 10 },
    },
    {
      slug: "median-of-two-sorted-arrays",
      title: "Median of Two Sorted Lists",
      difficulty: "hard",
      statement: `You are given two lists \`a\` and \`b\`, each sorted in non-decreasing order. Return the median of all \`a.length + b.length\` values taken together.

The median of an odd number of values is the middle one once sorted; for an even number it is the average of the two middle values. Answers within \`10^-5\` of the exact value are accepted.

Aim for O(log(min(m, n))) time, where \`m\` and \`n\` are the lengths of the lists.

### Examples

**Example 1**

\`\`\`text
Input: a = [1,3], b = [2]
Output: 2.00000
\`\`\`

Together the values are [1, 2, 3]; the middle one is 2.

**Example 2**

\`\`\`text
Input: a = [1,2], b = [3,4]
Output: 2.50000
\`\`\`

Together the values are [1, 2, 3, 4]; the median is (2 + 3) / 2.

**Example 3**

\`\`\`text
Input: a = [], b = [7]
Output: 7.00000
\`\`\`

Only one value overall.

### Constraints

- 0 ≤ a.length, b.length ≤ 1000
- 1 ≤ a.length + b.length ≤ 2000
- -10^6 ≤ a[i], b[i] ≤ 10^6
- Both lists are sorted in non-decreasing order.
`,
      functionName: "medianOfSortedArrays",
      params: [
        { name: "a", type: "int[]" },
        { name: "b", type: "int[]" },
      ],
      returnType: "float",
      compare: "float",
      starter: {
        python: `from typing import List


def medianOfSortedArrays(a: List[int], b: List[int]) -> float:
    # Write your code here
    return 0.0
`,
        javascript: `function medianOfSortedArrays(a, b) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static double medianOfSortedArrays(int[] a, int[] b) {
        // Write your code here
        return 0.0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

double medianOfSortedArrays(vector<int> a, vector<int> b) {
    // Write your code here
    return 0.0;
}
`,
        go: `package main

func medianOfSortedArrays(a []int, b []int) float64 {
	// Write your code here
	return 0.0
}
`,
      },
      solutions: {
        python: `def medianOfSortedArrays(a, b):
    if len(a) > len(b):
        a, b = b, a
    m, n = len(a), len(b)
    half = (m + n + 1) // 2
    lo, hi = 0, m
    NEG, POS = float("-inf"), float("inf")
    while lo <= hi:
        i = (lo + hi) // 2          # elements taken from a
        j = half - i                # elements taken from b
        aLeft = a[i - 1] if i > 0 else NEG
        aRight = a[i] if i < m else POS
        bLeft = b[j - 1] if j > 0 else NEG
        bRight = b[j] if j < n else POS
        if aLeft <= bRight and bLeft <= aRight:
            if (m + n) % 2 == 1:
                return float(max(aLeft, bLeft))
            return (max(aLeft, bLeft) + min(aRight, bRight)) / 2
        if aLeft > bRight:
            hi = i - 1
        else:
            lo = i + 1
    return 0.0
`,
        javascript: `function medianOfSortedArrays(a, b) {
  if (a.length > b.length) [a, b] = [b, a];
  const m = a.length;
  const n = b.length;
  const half = Math.floor((m + n + 1) / 2);
  let lo = 0;
  let hi = m;
  while (lo <= hi) {
    const i = (lo + hi) >> 1;
    const j = half - i;
    const aLeft = i > 0 ? a[i - 1] : -Infinity;
    const aRight = i < m ? a[i] : Infinity;
    const bLeft = j > 0 ? b[j - 1] : -Infinity;
    const bRight = j < n ? b[j] : Infinity;
    if (aLeft <= bRight && bLeft <= aRight) {
      if ((m + n) % 2 === 1) return Math.max(aLeft, bLeft);
      return (Math.max(aLeft, bLeft) + Math.min(aRight, bRight)) / 2;
    }
    if (aLeft > bRight) hi = i - 1;
    else lo = i + 1;
  }
  return 0;
}
`,
        java: `class Solution {
    public static double medianOfSortedArrays(int[] a, int[] b) {
        if (a.length > b.length) return medianOfSortedArrays(b, a);
        int m = a.length, n = b.length;
        int half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (lo <= hi) {
            int i = (lo + hi) / 2; // elements taken from a
            int j = half - i; // elements taken from b
            long aLeft = i > 0 ? a[i - 1] : Long.MIN_VALUE;
            long aRight = i < m ? a[i] : Long.MAX_VALUE;
            long bLeft = j > 0 ? b[j - 1] : Long.MIN_VALUE;
            long bRight = j < n ? b[j] : Long.MAX_VALUE;
            if (aLeft <= bRight && bLeft <= aRight) {
                if ((m + n) % 2 == 1) return Math.max(aLeft, bLeft);
                return (Math.max(aLeft, bLeft) + Math.min(aRight, bRight)) / 2.0;
            }
            if (aLeft > bRight) hi = i - 1;
            else lo = i + 1;
        }
        return 0.0;
    }
}
`,
        cpp: `#include <algorithm>
#include <climits>
#include <vector>
using namespace std;

double medianOfSortedArrays(vector<int> a, vector<int> b) {
    if (a.size() > b.size()) swap(a, b);
    int m = a.size(), n = b.size();
    int half = (m + n + 1) / 2;
    int lo = 0, hi = m;
    while (lo <= hi) {
        int i = (lo + hi) / 2;  // elements taken from a
        int j = half - i;       // elements taken from b
        long long aLeft = i > 0 ? a[i - 1] : LLONG_MIN;
        long long aRight = i < m ? a[i] : LLONG_MAX;
        long long bLeft = j > 0 ? b[j - 1] : LLONG_MIN;
        long long bRight = j < n ? b[j] : LLONG_MAX;
        if (aLeft <= bRight && bLeft <= aRight) {
            if ((m + n) % 2 == 1) return (double) max(aLeft, bLeft);
            return (max(aLeft, bLeft) + min(aRight, bRight)) / 2.0;
        }
        if (aLeft > bRight) hi = i - 1;
        else lo = i + 1;
    }
    return 0.0;
}
`,
        go: `package main

import "math"

func medianOfSortedArrays(a []int, b []int) float64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	m, n := len(a), len(b)
	half := (m + n + 1) / 2
	lo, hi := 0, m
	for lo <= hi {
		i := (lo + hi) / 2 // elements taken from a
		j := half - i      // elements taken from b
		aLeft, aRight := math.MinInt64, math.MaxInt64
		bLeft, bRight := math.MinInt64, math.MaxInt64
		if i > 0 {
			aLeft = a[i-1]
		}
		if i < m {
			aRight = a[i]
		}
		if j > 0 {
			bLeft = b[j-1]
		}
		if j < n {
			bRight = b[j]
		}
		if aLeft <= bRight && bLeft <= aRight {
			leftMax := aLeft
			if bLeft > leftMax {
				leftMax = bLeft
			}
			if (m+n)%2 == 1 {
				return float64(leftMax)
			}
			rightMin := aRight
			if bRight < rightMin {
				rightMin = bRight
			}
			return float64(leftMax+rightMin) / 2
		}
		if aLeft > bRight {
			hi = i - 1
		} else {
			lo = i + 1
		}
	}
	return 0
}
`,
      },
      solutionExplanation: `## Idea

Merging the lists costs O(m + n). To do better, think about the **partition** the median creates: the merged data splits into a lower half of \`half = (m + n + 1) // 2\` values and an upper half. If the lower half takes \`i\` values from \`a\`, it must take \`j = half - i\` values from \`b\`. The split is correct exactly when

- \`a[i - 1] <= b[j]\` and
- \`b[j - 1] <= a[i]\`

(every value on the left is at most every value on the right). When \`a[i - 1] > b[j]\` we took too many from \`a\`, so \`i\` must shrink; otherwise it must grow. That monotonic choice is binary searchable over \`i\` in \`[0, m]\`. Searching on the **shorter** list keeps \`j\` inside \`[0, n]\` and gives O(log(min(m, n))).

## Step by step

1. Swap so that \`a\` is the shorter list.
2. Binary search \`i\` in \`[0, m]\`; set \`j = half - i\`.
3. Read the four border values, using \`-inf\` / \`+inf\` when a side is empty.
4. If the partition is valid:
   - odd total: the median is \`max(aLeft, bLeft)\`;
   - even total: it is the average of \`max(aLeft, bLeft)\` and \`min(aRight, bRight)\`.
5. Otherwise move \`hi = i - 1\` if \`aLeft > bRight\`, else \`lo = i + 1\`.

For \`a = [1, 2]\`, \`b = [3, 4]\`: \`half = 2\`. With \`i = 1, j = 1\` we have \`aLeft = 1 <= bRight = 4\` but \`bLeft = 3 > aRight = 2\`, so \`i\` grows to 2, \`j = 0\`: \`aLeft = 2 <= 3\`, \`bLeft = -inf <= +inf\`. The median is \`(2 + 3) / 2 = 2.5\`.

## Complexity

- Time: O(log(min(m, n))).
- Space: O(1).

## Python solution

\`\`\`python
def medianOfSortedArrays(a, b):
    if len(a) > len(b):
        a, b = b, a
    m, n = len(a), len(b)
    half = (m + n + 1) // 2
    lo, hi = 0, m
    NEG, POS = float("-inf"), float("inf")
    while lo <= hi:
        i = (lo + hi) // 2          # elements taken from a
        j = half - i                # elements taken from b
        aLeft = a[i - 1] if i > 0 else NEG
        aRight = a[i] if i < m else POS
        bLeft = b[j - 1] if j > 0 else NEG
        bRight = b[j] if j < n else POS
        if aLeft <= bRight and bLeft <= aRight:
            if (m + n) % 2 == 1:
                return float(max(aLeft, bLeft))
            return (max(aLeft, bLeft) + min(aRight, bRight)) / 2
        if aLeft > bRight:
            hi = i - 1
        else:
            lo = i + 1
    return 0.0
\`\`\`
`,
      visibleTests: [
        { input: [[1, 3], [2]], expected: 2.0 },
        {
          input: [
            [1, 2],
            [3, 4],
          ],
          expected: 2.5,
        },
        { input: [[], [7]], expected: 7.0 },
      ],
      hiddenTests: [
        { input: [[2], []], expected: 2.0 },
        { input: [[1, 2], []], expected: 1.5 },
        { input: [[], [2, 3]], expected: 2.5 },
        {
          input: [
            [1, 1, 1],
            [1, 1],
          ],
          expected: 1.0,
        },
        {
          input: [
            [1, 3, 5],
            [2, 4, 6],
          ],
          expected: 3.5,
        },
        { input: [[-5, -3, -1], [-2]], expected: -2.5 },
        { input: [[1000000], [1000001]], expected: 1000000.5 },
        {
          input: [
            [1, 2, 3, 4, 5],
            [6, 7, 8, 9, 10, 11],
          ],
          expected: 6.0,
        },
        { input: [[100], [1, 2, 3, 4, 5]], expected: 3.5 },
        { input: [[-1000000, 1000000], [0]], expected: 0.0 },
        {
          input: [
            [1, 2],
            [1, 2, 3],
          ],
          expected: 2.0,
        },
        {
          input: [
            [5, 6, 7, 8],
            [1, 2, 3, 4],
          ],
          expected: 4.5,
        },
      ],
      companies: { Google: 24, Amazon: 22, Microsoft: 18, Apple: 13, Netflix: 6, LinkedIn: 9, Meta: 17 },
    },
  ],
  finalRemarks: `# Final Remarks

Modified binary search is less about a fixed algorithm and more about a habit: whenever you can phrase a question so that its answer flips from "no" to "yes" exactly once across an ordered range, you can find that flip in logarithmic time.

Points to carry into an interview:

- **State the invariant out loud.** "The answer always lies in \`[lo, hi)\`" makes the update rules (\`hi = mid\` or \`lo = mid + 1\`) obvious and prevents infinite loops.
- **Prefer the first-true template.** Insertion points, first and last occurrences and minimum feasible capacities are all instances of it.
- **Rotated data has one sorted half.** Compare the middle element with an endpoint to decide which half is sorted, then check whether the target lies inside it.
- **Search the answer space** when the input is not sorted but feasibility is monotonic. Find the smallest and largest possible answers, then binary search between them with a linear check: O(n log range) overall.
- **Partition instead of merging** for medians and k-th elements across two sorted arrays; search on the shorter one.
- **Watch the edges.** Empty arrays, single elements, targets below the minimum or above the maximum, and duplicates are where most wrong answers hide. In languages with fixed-width integers compute \`mid\` as \`lo + (hi - lo) / 2\`.

If you can explain why each half is discarded, you can adapt binary search to almost any monotonic question.
`,
  companyFrequency: { Google: 30, Amazon: 34, Microsoft: 22, Apple: 15, Netflix: 5, LinkedIn: 12, Meta: 27 },
};
