// Coding roadmap pattern: Subsets. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "subsets",
  title: "Subsets",
  summary:
    "Generate every combination systematically: power sets, repeated values, case variations, word abbreviations and exhaustive subset search.",
  introduction: `# Introduction to Subsets

Many interview questions ask you to produce **every** combination of something: all subsets of a set, all ways to capitalise a word, all ways to abbreviate it. The **Subsets** pattern is a systematic way to build such collections without missing or repeating anything.

The core idea is breadth-first construction. Start from the collection that contains only the empty subset. Then take the input elements one at a time; for each element, copy every subset built so far and add the new element to the copy. After processing \`k\` elements the collection holds all \`2^k\` subsets of those elements.

## When to recognise it

- The problem says "all subsets", "all combinations", "every arrangement", "all strings that ...".
- The input is small (typically at most 10 to 20 elements) because the output itself is exponential.
- Each element leads to a small, fixed number of choices (take it or leave it, upper or lower case, hide or keep a character).
- You need the best choice over all combinations and nothing smarter applies (choose a subset of words, a subset of tasks).

## Worked example

Build all subsets of \`[1, 5, 3]\`:

| step | element | new subsets (copies + element) | collection |
|------|---------|--------------------------------|------------|
| 0 | | | \`[[]]\` |
| 1 | 1 | \`[1]\` | \`[[], [1]]\` |
| 2 | 5 | \`[5], [1, 5]\` | \`[[], [1], [5], [1, 5]]\` |
| 3 | 3 | \`[3], [1, 3], [5, 3], [1, 5, 3]\` | 8 subsets |

\`\`\`python
def all_subsets(nums):
    subsets = [[]]
    for x in nums:
        # iterate over a snapshot so the new subsets are not extended again
        subsets += [s + [x] for s in subsets]
    return subsets
\`\`\`

The same logic can be written as a recursive "include or exclude" walk. The recursive form is handy when you want to prune branches early (for example, stop as soon as a choice becomes invalid), while the iterative form makes it obvious that every subset is generated exactly once.

## Handling duplicates

With repeated values, \`[1, 2, 2]\` would produce \`[2]\` twice: once from each copy of 2. The fix is to **sort** the input and, when the current element equals the previous one, extend only the subsets created in the previous step. Those are the only subsets that already contain the earlier copy, so extending them yields new, distinct results.

## Complexity

There are \`2^n\` subsets and each takes up to \`n\` steps to copy, so the time and the output size are O(n · 2^n). No algorithm can do better when the output must be listed in full, so interviewers focus on correctness, duplicate handling and clean code rather than on asymptotics.

In this module you will generate subsets, subsets with repeated values, case variations of a string, every abbreviation of a word, and finally search all subsets of words for the best score.
`,
  problems: [
    {
      slug: "power-set-of-distinct",
      title: "All Subsets of Distinct Numbers",
      difficulty: "easy",
      statement: `Given an array \`nums\` of **distinct** integers, return every subset of \`nums\` (its power set), including the empty subset and \`nums\` itself.

Each subset must appear exactly once. Subsets may be returned in any order, and the numbers inside a subset may be in any order.

### Examples

**Example 1**

\`\`\`text
Input: nums = [1,2,3]
Output: [[],[1],[2],[1,2],[3],[1,3],[2,3],[1,2,3]]
\`\`\`

Three distinct numbers give 2^3 = 8 subsets.

**Example 2**

\`\`\`text
Input: nums = [0]
Output: [[],[0]]
\`\`\`

A single number gives the empty subset and the number itself.

### Constraints

- 0 ≤ nums.length ≤ 10
- -10^9 ≤ nums[i] ≤ 10^9
- All values in \`nums\` are distinct.
`,
      functionName: "powerSet",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "int[][]",
      compare: "unordered-nested",
      starter: {
        python: `from typing import List


def powerSet(nums: List[int]) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `function powerSet(nums) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] powerSet(int[] nums) {
        // Write your code here
        return new int[0][];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<int>> powerSet(vector<int> nums) {
    // Write your code here
    return {};
}
`,
        go: `package main

func powerSet(nums []int) [][]int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def powerSet(nums):
    subsets = [[]]
    for x in nums:
        subsets += [s + [x] for s in subsets]
    return subsets
`,
        javascript: `function powerSet(nums) {
  const subsets = [[]];
  for (const x of nums) {
    const size = subsets.length;
    for (let i = 0; i < size; i++) {
      subsets.push([...subsets[i], x]);
    }
  }
  return subsets;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] powerSet(int[] nums) {
        List<List<Integer>> subsets = new ArrayList<>();
        subsets.add(new ArrayList<>());
        for (int x : nums) {
            int size = subsets.size();
            for (int j = 0; j < size; j++) {
                List<Integer> extended = new ArrayList<>(subsets.get(j));
                extended.add(x);
                subsets.add(extended);
            }
        }
        int[][] result = new int[subsets.size()][];
        for (int i = 0; i < result.length; i++) result[i] = subsets.get(i).stream().mapToInt(Integer::intValue).toArray();
        return result;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

vector<vector<int>> powerSet(vector<int> nums) {
    vector<vector<int>> subsets = {{}};
    for (int x : nums) {
        size_t size = subsets.size();
        for (size_t j = 0; j < size; j++) {
            vector<int> extended = subsets[j];
            extended.push_back(x);
            subsets.push_back(extended);
        }
    }
    return subsets;
}
`,
        go: `package main

func powerSet(nums []int) [][]int {
	subsets := [][]int{{}}
	for _, x := range nums {
		size := len(subsets)
		for j := 0; j < size; j++ {
			extended := append(append([]int{}, subsets[j]...), x)
			subsets = append(subsets, extended)
		}
	}
	return subsets
}
`,
      },
      solutionExplanation: `## Idea

Every subset either contains a given element or it does not. If we already have all subsets of the first \`k\` elements, the subsets of the first \`k + 1\` elements are those same subsets plus a copy of each with the new element added. Starting from \`[[]]\` and applying this step for every element builds the power set breadth-first.

## Step by step

1. Start with \`subsets = [[]]\`.
2. For each \`x\` in \`nums\`:
   - take a snapshot of the current subsets,
   - append \`s + [x]\` for every \`s\` in the snapshot.
3. Return \`subsets\`.

For \`[1, 2, 3]\`: after 1 we have \`[], [1]\`; after 2 we add \`[2], [1, 2]\`; after 3 we add \`[3], [1, 3], [2, 3], [1, 2, 3]\`, for 8 subsets in total.

In Python, the list comprehension on the right-hand side of \`+=\` is evaluated before the list grows, so it naturally works on a snapshot. In JavaScript we record \`size\` before the inner loop for the same reason.

## Complexity

- Time: O(n · 2^n): there are 2^n subsets and building each costs up to O(n).
- Space: O(n · 2^n) for the output.

## Python solution

\`\`\`python
def powerSet(nums):
    subsets = [[]]
    for x in nums:
        subsets += [s + [x] for s in subsets]
    return subsets
\`\`\`
`,
      visibleTests: [
        { input: [[1, 2, 3]], expected: [[], [1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]] },
        { input: [[0]], expected: [[], [0]] },
      ],
      hiddenTests: [
        { input: [[]], expected: [[]] },
        { input: [[-1]], expected: [[], [-1]] },
        { input: [[5, -5]], expected: [[], [-5], [5], [-5, 5]] },
        {
          input: [[1, 2, 3, 4]],
          expected: [
            [],
            [1],
            [2],
            [3],
            [4],
            [1, 2],
            [1, 3],
            [1, 4],
            [2, 3],
            [2, 4],
            [3, 4],
            [1, 2, 3],
            [1, 2, 4],
            [1, 3, 4],
            [2, 3, 4],
            [1, 2, 3, 4],
          ],
        },
        {
          input: [[10, 20, 30, 40, 50]],
          expected: [
            [],
            [10],
            [20],
            [30],
            [40],
            [50],
            [10, 20],
            [10, 30],
            [10, 40],
            [10, 50],
            [20, 30],
            [20, 40],
            [20, 50],
            [30, 40],
            [30, 50],
            [40, 50],
            [10, 20, 30],
            [10, 20, 40],
            [10, 20, 50],
            [10, 30, 40],
            [10, 30, 50],
            [10, 40, 50],
            [20, 30, 40],
            [20, 30, 50],
            [20, 40, 50],
            [30, 40, 50],
            [10, 20, 30, 40],
            [10, 20, 30, 50],
            [10, 20, 40, 50],
            [10, 30, 40, 50],
            [20, 30, 40, 50],
            [10, 20, 30, 40, 50],
          ],
        },
        { input: [[1000000000, -1000000000]], expected: [[], [-1000000000], [1000000000], [-1000000000, 1000000000]] },
        { input: [[9, 8, 7]], expected: [[], [7], [8], [9], [7, 8], [7, 9], [8, 9], [7, 8, 9]] },
        { input: [[3, 1]], expected: [[], [1], [3], [1, 3]] },
        {
          input: [[6, -2, 0, 11, 4, -7]],
          expected: [
            [],
            [-2],
            [-7],
            [0],
            [11],
            [4],
            [6],
            [-2, -7],
            [-2, 0],
            [-2, 11],
            [-2, 4],
            [-2, 6],
            [-7, 0],
            [-7, 11],
            [-7, 4],
            [-7, 6],
            [0, 11],
            [0, 4],
            [0, 6],
            [11, 4],
            [11, 6],
            [4, 6],
            [-2, -7, 0],
            [-2, -7, 11],
            [-2, -7, 4],
            [-2, -7, 6],
            [-2, 0, 11],
            [-2, 0, 4],
            [-2, 0, 6],
            [-2, 11, 4],
            [-2, 11, 6],
            [-2, 4, 6],
            [-7, 0, 11],
            [-7, 0, 4],
            [-7, 0, 6],
            [-7, 11, 4],
            [-7, 11, 6],
            [-7, 4, 6],
            [0, 11, 4],
            [0, 11, 6],
            [0, 4, 6],
            [11, 4, 6],
            [-2, -7, 0, 11],
            [-2, -7, 0, 4],
            [-2, -7, 0, 6],
            [-2, -7, 11, 4],
            [-2, -7, 11, 6],
            [-2, -7, 4, 6],
            [-2, 0, 11, 4],
            [-2, 0, 11, 6],
            [-2, 0, 4, 6],
            [-2, 11, 4, 6],
            [-7, 0, 11, 4],
            [-7, 0, 11, 6],
            [-7, 0, 4, 6],
            [-7, 11, 4, 6],
            [0, 11, 4, 6],
            [-2, -7, 0, 11, 4],
            [-2, -7, 0, 11, 6],
            [-2, -7, 0, 4, 6],
            [-2, -7, 11, 4, 6],
            [-2, 0, 11, 4, 6],
            [-7, 0, 11, 4, 6],
            [-2, -7, 0, 11, 4, 6],
          ],
        },
        { input: [[42]], expected: [[], [42]] },
      ],
      companies: { Google: 9, Amazon: 14, Microsoft: 8, Apple: 6, Netflix: 2, LinkedIn: 5, Meta: 15 },
    },
    {
      slug: "subsets-with-repeats",
      title: "Subsets of a List with Repeats",
      difficulty: "medium",
      statement: `Given an array \`nums\` that may contain **repeated** values, return all **distinct** subsets of \`nums\`.

Two subsets are the same when they contain the same values with the same multiplicities, regardless of order; each such subset must appear only once. The subsets and the numbers inside them may be returned in any order.

### Examples

**Example 1**

\`\`\`text
Input: nums = [1,2,2]
Output: [[],[1],[1,2],[1,2,2],[2],[2,2]]
\`\`\`

Choosing either copy of 2 on its own gives the same subset [2], which is listed once.

**Example 2**

\`\`\`text
Input: nums = [0]
Output: [[],[0]]
\`\`\`

No repeats: the empty subset and [0].

**Example 3**

\`\`\`text
Input: nums = [3,3,3]
Output: [[],[3],[3,3],[3,3,3]]
\`\`\`

Only the number of 3s matters.

### Constraints

- 0 ≤ nums.length ≤ 10
- -10 ≤ nums[i] ≤ 10
`,
      functionName: "subsetsWithRepeats",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "int[][]",
      compare: "unordered-nested",
      starter: {
        python: `from typing import List


def subsetsWithRepeats(nums: List[int]) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `function subsetsWithRepeats(nums) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] subsetsWithRepeats(int[] nums) {
        // Write your code here
        return new int[0][];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<int>> subsetsWithRepeats(vector<int> nums) {
    // Write your code here
    return {};
}
`,
        go: `package main

func subsetsWithRepeats(nums []int) [][]int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def subsetsWithRepeats(nums):
    nums = sorted(nums)
    subsets = [[]]
    prevEnd = 0
    for i, x in enumerate(nums):
        # a repeated value only extends the subsets created in the previous step
        begin = prevEnd if i > 0 and x == nums[i - 1] else 0
        prevEnd = len(subsets)
        for j in range(begin, prevEnd):
            subsets.append(subsets[j] + [x])
    return subsets
`,
        javascript: `function subsetsWithRepeats(nums) {
  const sorted = [...nums].sort((a, b) => a - b);
  const subsets = [[]];
  let prevEnd = 0;
  for (let i = 0; i < sorted.length; i++) {
    const x = sorted[i];
    const begin = i > 0 && x === sorted[i - 1] ? prevEnd : 0;
    prevEnd = subsets.length;
    for (let j = begin; j < prevEnd; j++) {
      subsets.push([...subsets[j], x]);
    }
  }
  return subsets;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] subsetsWithRepeats(int[] input) {
        int[] nums = input.clone();
        Arrays.sort(nums);
        List<List<Integer>> subsets = new ArrayList<>();
        subsets.add(new ArrayList<>());
        int prevEnd = 0;
        for (int i = 0; i < nums.length; i++) {
            // a repeated value only extends the subsets created in the previous step
            int begin = i > 0 && nums[i] == nums[i - 1] ? prevEnd : 0;
            prevEnd = subsets.size();
            for (int j = begin; j < prevEnd; j++) {
                List<Integer> extended = new ArrayList<>(subsets.get(j));
                extended.add(nums[i]);
                subsets.add(extended);
            }
        }
        int[][] result = new int[subsets.size()][];
        for (int i = 0; i < result.length; i++) result[i] = subsets.get(i).stream().mapToInt(Integer::intValue).toArray();
        return result;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

vector<vector<int>> subsetsWithRepeats(vector<int> nums) {
    sort(nums.begin(), nums.end());
    vector<vector<int>> subsets = {{}};
    size_t prevEnd = 0;
    for (size_t i = 0; i < nums.size(); i++) {
        // a repeated value only extends the subsets created in the previous step
        size_t begin = i > 0 && nums[i] == nums[i - 1] ? prevEnd : 0;
        prevEnd = subsets.size();
        for (size_t j = begin; j < prevEnd; j++) {
            vector<int> extended = subsets[j];
            extended.push_back(nums[i]);
            subsets.push_back(extended);
        }
    }
    return subsets;
}
`,
        go: `package main

import "sort"

func subsetsWithRepeats(input []int) [][]int {
	nums := append([]int(nil), input...)
	sort.Ints(nums)
	subsets := [][]int{{}}
	prevEnd := 0
	for i, x := range nums {
		// a repeated value only extends the subsets created in the previous step
		begin := 0
		if i > 0 && x == nums[i-1] {
			begin = prevEnd
		}
		prevEnd = len(subsets)
		for j := begin; j < prevEnd; j++ {
			extended := append(append([]int{}, subsets[j]...), x)
			subsets = append(subsets, extended)
		}
	}
	return subsets
}
`,
      },
      solutionExplanation: `## Idea

Use the breadth-first subset construction, but avoid generating the same subset twice. After **sorting**, equal values are adjacent. When the current value \`x\` equals the previous one, extending *all* existing subsets would recreate subsets that the previous copy of \`x\` already produced. The only subsets that yield something new are the ones **created in the previous step** (they already contain the earlier copy of \`x\`, so adding another copy gives a subset with one more \`x\`).

## Step by step

1. Sort \`nums\`.
2. Start with \`subsets = [[]]\` and \`prevEnd = 0\`.
3. For each index \`i\` with value \`x\`:
   - \`begin = prevEnd\` if \`x\` equals the previous value, else \`0\`;
   - set \`prevEnd = len(subsets)\` (the size before this step);
   - append \`subsets[j] + [x]\` for \`j\` in \`[begin, prevEnd)\`.
4. Return \`subsets\`.

For \`[1, 2, 2]\`: after 1 we have \`[], [1]\`. The first 2 extends both: \`[2], [1, 2]\`. The second 2 extends only the two subsets created by the first 2: \`[2, 2], [1, 2, 2]\`. Six distinct subsets.

## Complexity

- Time: O(n log n) for sorting plus O(n · 2^n) to build the subsets in the worst case (all values distinct).
- Space: O(n · 2^n) for the output.

## Python solution

\`\`\`python
def subsetsWithRepeats(nums):
    nums = sorted(nums)
    subsets = [[]]
    prevEnd = 0
    for i, x in enumerate(nums):
        # a repeated value only extends the subsets created in the previous step
        begin = prevEnd if i > 0 and x == nums[i - 1] else 0
        prevEnd = len(subsets)
        for j in range(begin, prevEnd):
            subsets.append(subsets[j] + [x])
    return subsets
\`\`\`
`,
      visibleTests: [
        { input: [[1, 2, 2]], expected: [[], [1], [2], [1, 2], [2, 2], [1, 2, 2]] },
        { input: [[0]], expected: [[], [0]] },
        { input: [[3, 3, 3]], expected: [[], [3], [3, 3], [3, 3, 3]] },
      ],
      hiddenTests: [
        { input: [[]], expected: [[]] },
        { input: [[5, 5, 5, 5]], expected: [[], [5], [5, 5], [5, 5, 5], [5, 5, 5, 5]] },
        { input: [[1, 1, 2, 2]], expected: [[], [1], [2], [1, 1], [1, 2], [2, 2], [1, 1, 2], [1, 2, 2], [1, 1, 2, 2]] },
        { input: [[-1, 0, -1]], expected: [[], [-1], [0], [-1, -1], [-1, 0], [-1, -1, 0]] },
        { input: [[4, 4, 4, 1, 4]], expected: [[], [1], [4], [1, 4], [4, 4], [1, 4, 4], [4, 4, 4], [1, 4, 4, 4], [4, 4, 4, 4], [1, 4, 4, 4, 4]] },
        { input: [[3, 2, 1]], expected: [[], [1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]] },
        { input: [[10, -10, 10]], expected: [[], [-10], [10], [-10, 10], [10, 10], [-10, 10, 10]] },
        { input: [[0, 0]], expected: [[], [0], [0, 0]] },
        { input: [[1, 2, 3, 3]], expected: [[], [1], [2], [3], [1, 2], [1, 3], [2, 3], [3, 3], [1, 2, 3], [1, 3, 3], [2, 3, 3], [1, 2, 3, 3]] },
        {
          input: [[2, 1, 2, 1, 2]],
          expected: [[], [1], [2], [1, 1], [1, 2], [2, 2], [1, 1, 2], [1, 2, 2], [2, 2, 2], [1, 1, 2, 2], [1, 2, 2, 2], [1, 1, 2, 2, 2]],
        },
      ],
      companies: { Google: 11, Amazon: 13, Microsoft: 9, Apple: 5, Netflix: 2, LinkedIn: 4, Meta: 14 },
    },
    {
      slug: "letter-case-variations",
      title: "Letter Case Variations",
      difficulty: "medium",
      statement: `A string \`s\` consists of English letters and digits. Each letter may be written either in lower case or in upper case, independently of the others; digits stay as they are.

Return every distinct string that can be obtained this way (including \`s\` itself), in any order.

### Examples

**Example 1**

\`\`\`text
Input: s = "a1b2"
Output: ["a1b2","a1B2","A1b2","A1B2"]
\`\`\`

Two letters, two choices each: four strings.

**Example 2**

\`\`\`text
Input: s = "3z4"
Output: ["3z4","3Z4"]
\`\`\`

Only the z can change.

**Example 3**

\`\`\`text
Input: s = "12345"
Output: ["12345"]
\`\`\`

No letters, so the string itself is the only result.

### Constraints

- 1 ≤ s.length ≤ 12
- \`s\` contains only English letters and digits.
`,
      functionName: "letterCaseVariations",
      params: [{ name: "s", type: "string" }],
      returnType: "string[]",
      compare: "unordered",
      starter: {
        python: `from typing import List


def letterCaseVariations(s: str) -> List[str]:
    # Write your code here
    return []
`,
        javascript: `function letterCaseVariations(s) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static String[] letterCaseVariations(String s) {
        // Write your code here
        return new String[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<string> letterCaseVariations(string s) {
    // Write your code here
    return {};
}
`,
        go: `package main

func letterCaseVariations(s string) []string {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def letterCaseVariations(s):
    results = [s]
    for i, ch in enumerate(s):
        if ch.isalpha():
            results += [r[:i] + r[i].swapcase() + r[i + 1:] for r in results]
    return results
`,
        javascript: `function letterCaseVariations(s) {
  const results = [s.split("")];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch.toLowerCase() === ch.toUpperCase()) continue; // a digit
    const size = results.length;
    for (let j = 0; j < size; j++) {
      const copy = results[j].slice();
      copy[i] = copy[i] === copy[i].toLowerCase() ? copy[i].toUpperCase() : copy[i].toLowerCase();
      results.push(copy);
    }
  }
  return results.map((chars) => chars.join(""));
}
`,
        java: `import java.util.*;

class Solution {
    public static String[] letterCaseVariations(String s) {
        List<String> results = new ArrayList<>();
        results.add(s);
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (!Character.isLetter(ch)) continue;
            int size = results.size();
            for (int j = 0; j < size; j++) {
                char[] chars = results.get(j).toCharArray();
                chars[i] = Character.isUpperCase(chars[i]) ? Character.toLowerCase(chars[i]) : Character.toUpperCase(chars[i]);
                results.add(new String(chars));
            }
        }
        return results.toArray(new String[0]);
    }
}
`,
        cpp: `#include <cctype>
#include <string>
#include <vector>
using namespace std;

vector<string> letterCaseVariations(string s) {
    vector<string> results = {s};
    for (size_t i = 0; i < s.size(); i++) {
        if (!isalpha((unsigned char) s[i])) continue;
        size_t size = results.size();
        for (size_t j = 0; j < size; j++) {
            string flipped = results[j];
            flipped[i] = isupper((unsigned char) flipped[i]) ? tolower(flipped[i]) : toupper(flipped[i]);
            results.push_back(flipped);
        }
    }
    return results;
}
`,
        go: `package main

func letterCaseVariations(s string) []string {
	results := []string{s}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if !(ch >= 'a' && ch <= 'z') && !(ch >= 'A' && ch <= 'Z') {
			continue
		}
		size := len(results)
		for j := 0; j < size; j++ {
			flipped := []byte(results[j])
			flipped[i] ^= 'a' - 'A' // flips the case of an ASCII letter
			results = append(results, string(flipped))
		}
	}
	return results
}
`,
      },
      solutionExplanation: `## Idea

Each letter is an independent two-way choice, exactly like "take or skip" in the subsets pattern. Start with the original string and, for every letter position, add a copy of every string built so far with that position's case flipped. Digits contribute no choice and are skipped. Because each letter position is flipped in exactly half of the results, no string is produced twice.

## Step by step

1. \`results = [s]\`.
2. For each index \`i\` where \`s[i]\` is a letter:
   - for every string \`r\` already in \`results\` (a snapshot), append \`r\` with \`r[i]\` swapped to the other case.
3. Return \`results\`.

For \`"a1b2"\`: start with \`a1b2\`; flipping index 0 adds \`A1b2\`; flipping index 2 adds \`a1B2\` and \`A1B2\`.

Note that the string \`"qQ"\` has four variations (\`qQ\`, \`QQ\`, \`qq\`, \`Qq\`): positions are independent even when they hold the same letter.

## Complexity

- Time: O(n · 2^L), where L is the number of letters: 2^L strings of length n are built.
- Space: O(n · 2^L) for the output.

## Python solution

\`\`\`python
def letterCaseVariations(s):
    results = [s]
    for i, ch in enumerate(s):
        if ch.isalpha():
            results += [r[:i] + r[i].swapcase() + r[i + 1:] for r in results]
    return results
\`\`\`
`,
      visibleTests: [
        { input: ["a1b2"], expected: ["A1B2", "A1b2", "a1B2", "a1b2"] },
        { input: ["3z4"], expected: ["3Z4", "3z4"] },
        { input: ["12345"], expected: ["12345"] },
      ],
      hiddenTests: [
        { input: ["a"], expected: ["A", "a"] },
        { input: ["Z"], expected: ["Z", "z"] },
        { input: ["0"], expected: ["0"] },
        { input: ["ab"], expected: ["AB", "Ab", "aB", "ab"] },
        { input: ["AbC"], expected: ["ABC", "ABc", "AbC", "Abc", "aBC", "aBc", "abC", "abc"] },
        { input: ["x9Y"], expected: ["X9Y", "X9y", "x9Y", "x9y"] },
        { input: ["1a2B3c"], expected: ["1A2B3C", "1A2B3c", "1A2b3C", "1A2b3c", "1a2B3C", "1a2B3c", "1a2b3C", "1a2b3c"] },
        { input: ["99"], expected: ["99"] },
        { input: ["qQ"], expected: ["QQ", "Qq", "qQ", "qq"] },
        {
          input: ["abcd"],
          expected: ["ABCD", "ABCd", "ABcD", "ABcd", "AbCD", "AbCd", "AbcD", "Abcd", "aBCD", "aBCd", "aBcD", "aBcd", "abCD", "abCd", "abcD", "abcd"],
        },
      ],
      companies: { Google: 6, Amazon: 9, Microsoft: 7, Apple: 3, Netflix: 1, LinkedIn: 2, Meta: 8 },
    },
    {
      slug: "generalized-word-abbreviations",
      title: "Every Abbreviation of a Word",
      difficulty: "medium",
      statement: `An abbreviation of a word is made by choosing any set of its characters to **hide**. Every maximal run of consecutive hidden characters is then replaced by the length of the run written in decimal, and the visible characters stay where they are. Hiding nothing gives the word itself; hiding everything gives its length.

For example, hiding the \`o\` and the \`r\` of \`"word"\` gives \`"w2d"\`, and hiding only the \`w\` gives \`"1ord"\`.

Given \`word\`, return all of its abbreviations in any order.

### Examples

**Example 1**

\`\`\`text
Input: word = "bat"
Output: ["3","2t","1a1","1at","b2","b1t","ba1","bat"]
\`\`\`

Each of the three letters is either hidden or kept, giving 2^3 = 8 abbreviations.

**Example 2**

\`\`\`text
Input: word = "a"
Output: ["1","a"]
\`\`\`

The single letter is hidden or kept.

### Constraints

- 1 ≤ word.length ≤ 10
- \`word\` contains only lowercase English letters.
`,
      functionName: "wordAbbreviations",
      params: [{ name: "word", type: "string" }],
      returnType: "string[]",
      compare: "unordered",
      starter: {
        python: `from typing import List


def wordAbbreviations(word: str) -> List[str]:
    # Write your code here
    return []
`,
        javascript: `function wordAbbreviations(word) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static String[] wordAbbreviations(String word) {
        // Write your code here
        return new String[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<string> wordAbbreviations(string word) {
    // Write your code here
    return {};
}
`,
        go: `package main

func wordAbbreviations(word string) []string {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `from collections import deque


def wordAbbreviations(word):
    n = len(word)
    result = []
    # state: (text built so far, next index, length of the current hidden run)
    queue = deque([("", 0, 0)])
    while queue:
        text, i, run = queue.popleft()
        if i == n:
            result.append(text + (str(run) if run else ""))
            continue
        # hide word[i]: the run grows
        queue.append((text, i + 1, run + 1))
        # keep word[i]: write the pending run, then the letter
        queue.append((text + (str(run) if run else "") + word[i], i + 1, 0))
    return result
`,
        javascript: `function wordAbbreviations(word) {
  const n = word.length;
  const result = [];
  let level = [["", 0]]; // [text so far, current hidden run]
  for (let i = 0; i < n; i++) {
    const next = [];
    for (const [text, run] of level) {
      next.push([text, run + 1]);
      next.push([text + (run > 0 ? String(run) : "") + word[i], 0]);
    }
    level = next;
  }
  for (const [text, run] of level) result.push(text + (run > 0 ? String(run) : ""));
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static String[] wordAbbreviations(String word) {
        int n = word.length();
        List<String> result = new ArrayList<>();
        // state: text built so far, next index, length of the current hidden run
        record State(String text, int i, int run) {}
        Deque<State> queue = new ArrayDeque<>();
        queue.add(new State("", 0, 0));
        while (!queue.isEmpty()) {
            State s = queue.poll();
            String pending = s.run() > 0 ? String.valueOf(s.run()) : "";
            if (s.i() == n) {
                result.add(s.text() + pending);
                continue;
            }
            queue.add(new State(s.text(), s.i() + 1, s.run() + 1)); // hide word[i]: the run grows
            queue.add(new State(s.text() + pending + word.charAt(s.i()), s.i() + 1, 0)); // keep word[i]
        }
        return result.toArray(new String[0]);
    }
}
`,
        cpp: `#include <deque>
#include <string>
#include <tuple>
#include <vector>
using namespace std;

vector<string> wordAbbreviations(string word) {
    int n = word.size();
    vector<string> result;
    // state: (text built so far, next index, length of the current hidden run)
    deque<tuple<string, int, int>> queue = {{"", 0, 0}};
    while (!queue.empty()) {
        auto [text, i, run] = queue.front();
        queue.pop_front();
        string pending = run > 0 ? to_string(run) : "";
        if (i == n) {
            result.push_back(text + pending);
            continue;
        }
        queue.push_back({text, i + 1, run + 1});                // hide word[i]: the run grows
        queue.push_back({text + pending + word[i], i + 1, 0});  // keep word[i]
    }
    return result;
}
`,
        go: `package main

import "strconv"

type abbreviationState struct {
	text string // text built so far
	i    int    // next index
	run  int    // length of the current hidden run
}

func wordAbbreviations(word string) []string {
	n := len(word)
	result := []string{}
	queue := []abbreviationState{{"", 0, 0}}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		pending := ""
		if s.run > 0 {
			pending = strconv.Itoa(s.run)
		}
		if s.i == n {
			result = append(result, s.text+pending)
			continue
		}
		queue = append(queue, abbreviationState{s.text, s.i + 1, s.run + 1})                      // hide word[i]
		queue = append(queue, abbreviationState{s.text + pending + string(word[s.i]), s.i + 1, 0}) // keep word[i]
	}
	return result
}
`,
      },
      solutionExplanation: `## Idea

Every character is either hidden or kept, so there are exactly 2^n abbreviations, one per subset of hidden positions. We build them breadth-first, like subsets, but a partial result has to remember more than its text: it also needs the **length of the hidden run in progress**, because consecutive hidden characters merge into a single number.

From a state \`(text, i, run)\` there are two moves for character \`word[i]\`:

- **hide it**: \`(text, i + 1, run + 1)\`; nothing is written yet;
- **keep it**: write the pending run (if any) and the character: \`(text + str(run) + word[i], i + 1, 0)\`.

When \`i == n\`, flush the pending run and record the abbreviation.

## Step by step

For \`"bat"\`, after the first character the states are \`("", run 1)\` and \`("b", run 0)\`. After the second they are \`("", 2)\`, \`("1a", 0)\`, \`("b", 1)\`, \`("ba", 0)\`. The third character doubles them again, and flushing gives \`3, 2t, 1a1, 1at, b2, b1t, ba1, bat\`.

Different hide/keep choices always produce different strings, so no duplicate checks are needed.

## Complexity

- Time: O(n · 2^n): 2^n results, each built in O(n).
- Space: O(n · 2^n) for the queue and the output.

## Python solution

\`\`\`python
from collections import deque


def wordAbbreviations(word):
    n = len(word)
    result = []
    # state: (text built so far, next index, length of the current hidden run)
    queue = deque([("", 0, 0)])
    while queue:
        text, i, run = queue.popleft()
        if i == n:
            result.append(text + (str(run) if run else ""))
            continue
        # hide word[i]: the run grows
        queue.append((text, i + 1, run + 1))
        # keep word[i]: write the pending run, then the letter
        queue.append((text + (str(run) if run else "") + word[i], i + 1, 0))
    return result
\`\`\`
`,
      visibleTests: [
        { input: ["bat"], expected: ["1a1", "1at", "2t", "3", "b1t", "b2", "ba1", "bat"] },
        { input: ["a"], expected: ["1", "a"] },
      ],
      hiddenTests: [
        { input: ["x"], expected: ["1", "x"] },
        { input: ["ab"], expected: ["1b", "2", "a1", "ab"] },
        { input: ["aa"], expected: ["1a", "2", "a1", "aa"] },
        { input: ["abc"], expected: ["1b1", "1bc", "2c", "3", "a1c", "a2", "ab1", "abc"] },
        { input: ["zzz"], expected: ["1z1", "1zz", "2z", "3", "z1z", "z2", "zz1", "zzz"] },
        {
          input: ["word"],
          expected: ["1o1d", "1o2", "1or1", "1ord", "2r1", "2rd", "3d", "4", "w1r1", "w1rd", "w2d", "w3", "wo1d", "wo2", "wor1", "word"],
        },
        {
          input: ["code"],
          expected: ["1o1e", "1o2", "1od1", "1ode", "2d1", "2de", "3e", "4", "c1d1", "c1de", "c2e", "c3", "co1e", "co2", "cod1", "code"],
        },
        {
          input: ["tree"],
          expected: ["1r1e", "1r2", "1re1", "1ree", "2e1", "2ee", "3e", "4", "t1e1", "t1ee", "t2e", "t3", "tr1e", "tr2", "tre1", "tree"],
        },
        {
          input: ["apple"],
          expected: [
            "1p1l1",
            "1p1le",
            "1p2e",
            "1p3",
            "1pp1e",
            "1pp2",
            "1ppl1",
            "1pple",
            "2p1e",
            "2p2",
            "2pl1",
            "2ple",
            "3l1",
            "3le",
            "4e",
            "5",
            "a1p1e",
            "a1p2",
            "a1pl1",
            "a1ple",
            "a2l1",
            "a2le",
            "a3e",
            "a4",
            "ap1l1",
            "ap1le",
            "ap2e",
            "ap3",
            "app1e",
            "app2",
            "appl1",
            "apple",
          ],
        },
        {
          input: ["sample"],
          expected: [
            "1a1p1e",
            "1a1p2",
            "1a1pl1",
            "1a1ple",
            "1a2l1",
            "1a2le",
            "1a3e",
            "1a4",
            "1am1l1",
            "1am1le",
            "1am2e",
            "1am3",
            "1amp1e",
            "1amp2",
            "1ampl1",
            "1ample",
            "2m1l1",
            "2m1le",
            "2m2e",
            "2m3",
            "2mp1e",
            "2mp2",
            "2mpl1",
            "2mple",
            "3p1e",
            "3p2",
            "3pl1",
            "3ple",
            "4l1",
            "4le",
            "5e",
            "6",
            "s1m1l1",
            "s1m1le",
            "s1m2e",
            "s1m3",
            "s1mp1e",
            "s1mp2",
            "s1mpl1",
            "s1mple",
            "s2p1e",
            "s2p2",
            "s2pl1",
            "s2ple",
            "s3l1",
            "s3le",
            "s4e",
            "s5",
            "sa1p1e",
            "sa1p2",
            "sa1pl1",
            "sa1ple",
            "sa2l1",
            "sa2le",
            "sa3e",
            "sa4",
            "sam1l1",
            "sam1le",
            "sam2e",
            "sam3",
            "samp1e",
            "samp2",
            "sampl1",
            "sample",
          ],
        },
      ],
      companies: { Google: 8, Amazon: 4, Microsoft: 3, Apple: 2, Netflix: 0, LinkedIn: 2, Meta: 6 },
    },
    {
      slug: "max-score-word-set",
      title: "Best Scoring Word Set",
      difficulty: "hard",
      statement: `You are playing a tile game. You hold a bag of letter tiles, given as \`letters\` (each entry is a single lowercase letter; the same letter may appear several times). \`score[k]\` is the value of the \`k\`-th letter of the alphabet (\`score[0]\` for \`a\`, ..., \`score[25]\` for \`z\`).

From the list \`words\` you may pick any set of words, using each word **at most once**. Every letter of every picked word consumes one matching tile, and a tile can be used only once. The value of a set is the sum of the scores of all letters in the picked words.

Return the highest value that a set of words can reach with the available tiles (the empty set is always allowed and is worth 0).

### Examples

**Example 1**

\`\`\`text
Input: words = ["bed","bad","ace"], letters = ["a","b","d","e","e","c"], score = [1,3,3,2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]
Output: 11
\`\`\`

"bed" (6) and "ace" (5) together need a, b, c, d and two e's, which the tiles provide. "bad" cannot join them because there is only one b.

**Example 2**

\`\`\`text
Input: words = ["xyz"], letters = ["x","y"], score = [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5,5,5]
Output: 0
\`\`\`

There is no z tile, so no word can be formed.

### Constraints

- 1 ≤ words.length ≤ 14
- 1 ≤ words[i].length ≤ 15
- 1 ≤ letters.length ≤ 100
- \`words[i]\` and \`letters[i]\` contain lowercase English letters only.
- score.length == 26
- 0 ≤ score[k] ≤ 10
`,
      functionName: "maxWordSetScore",
      params: [
        { name: "words", type: "string[]" },
        { name: "letters", type: "string[]" },
        { name: "score", type: "int[]" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def maxWordSetScore(words: List[str], letters: List[str], score: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function maxWordSetScore(words, letters, score) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int maxWordSetScore(String[] words, String[] letters, int[] score) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int maxWordSetScore(vector<string> words, vector<string> letters, vector<int> score) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func maxWordSetScore(words []string, letters []string, score []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def maxWordSetScore(words, letters, score):
    available = [0] * 26
    for ch in letters:
        available[ord(ch) - 97] += 1
    need = []
    value = []
    for w in words:
        cnt = [0] * 26
        for ch in w:
            cnt[ord(ch) - 97] += 1
        need.append(cnt)
        value.append(sum(score[ord(ch) - 97] for ch in w))
    best = 0

    def explore(i, total):
        nonlocal best
        if i == len(words):
            best = max(best, total)
            return
        explore(i + 1, total)               # skip words[i]
        cnt = need[i]
        if all(cnt[k] <= available[k] for k in range(26)):
            for k in range(26):
                available[k] -= cnt[k]
            explore(i + 1, total + value[i])  # take words[i]
            for k in range(26):
                available[k] += cnt[k]

    explore(0, 0)
    return best
`,
        javascript: `function maxWordSetScore(words, letters, score) {
  const available = new Array(26).fill(0);
  for (const ch of letters) available[ch.charCodeAt(0) - 97] += 1;
  const need = [];
  const value = [];
  for (const w of words) {
    const cnt = new Array(26).fill(0);
    let v = 0;
    for (const ch of w) {
      const k = ch.charCodeAt(0) - 97;
      cnt[k] += 1;
      v += score[k];
    }
    need.push(cnt);
    value.push(v);
  }
  let best = 0;
  const explore = (i, total) => {
    if (i === words.length) {
      best = Math.max(best, total);
      return;
    }
    explore(i + 1, total);
    const cnt = need[i];
    for (let k = 0; k < 26; k++) if (cnt[k] > available[k]) return;
    for (let k = 0; k < 26; k++) available[k] -= cnt[k];
    explore(i + 1, total + value[i]);
    for (let k = 0; k < 26; k++) available[k] += cnt[k];
  };
  explore(0, 0);
  return best;
}
`,
        java: `class Solution {
    private static int best;

    public static int maxWordSetScore(String[] words, String[] letters, int[] score) {
        int[] available = new int[26];
        for (String ch : letters) available[ch.charAt(0) - 'a']++;
        int[][] need = new int[words.length][26];
        int[] value = new int[words.length];
        for (int i = 0; i < words.length; i++) {
            for (char ch : words[i].toCharArray()) {
                need[i][ch - 'a']++;
                value[i] += score[ch - 'a'];
            }
        }
        best = 0;
        explore(0, 0, need, value, available);
        return best;
    }

    private static void explore(int i, int total, int[][] need, int[] value, int[] available) {
        if (i == need.length) {
            best = Math.max(best, total);
            return;
        }
        explore(i + 1, total, need, value, available); // skip words[i]
        for (int k = 0; k < 26; k++) if (need[i][k] > available[k]) return;
        for (int k = 0; k < 26; k++) available[k] -= need[i][k];
        explore(i + 1, total + value[i], need, value, available); // take words[i]
        for (int k = 0; k < 26; k++) available[k] += need[i][k];
    }
}
`,
        cpp: `#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <vector>
using namespace std;

int maxWordSetScore(vector<string> words, vector<string> letters, vector<int> score) {
    array<int, 26> available{};
    for (const string& ch : letters) available[ch[0] - 'a']++;
    int n = words.size();
    vector<array<int, 26>> need(n, array<int, 26>{});
    vector<int> value(n, 0);
    for (int i = 0; i < n; i++) {
        for (char ch : words[i]) {
            need[i][ch - 'a']++;
            value[i] += score[ch - 'a'];
        }
    }
    int best = 0;
    function<void(int, int)> explore = [&](int i, int total) {
        if (i == n) {
            best = max(best, total);
            return;
        }
        explore(i + 1, total);  // skip words[i]
        for (int k = 0; k < 26; k++)
            if (need[i][k] > available[k]) return;
        for (int k = 0; k < 26; k++) available[k] -= need[i][k];
        explore(i + 1, total + value[i]);  // take words[i]
        for (int k = 0; k < 26; k++) available[k] += need[i][k];
    };
    explore(0, 0);
    return best;
}
`,
        go: `package main

func maxWordSetScore(words []string, letters []string, score []int) int {
	var available [26]int
	for _, ch := range letters {
		available[ch[0]-'a']++
	}
	n := len(words)
	need := make([][26]int, n)
	value := make([]int, n)
	for i, w := range words {
		for j := 0; j < len(w); j++ {
			need[i][w[j]-'a']++
			value[i] += score[w[j]-'a']
		}
	}
	best := 0
	var explore func(i, total int)
	explore = func(i, total int) {
		if i == n {
			if total > best {
				best = total
			}
			return
		}
		explore(i+1, total) // skip words[i]
		for k := 0; k < 26; k++ {
			if need[i][k] > available[k] {
				return
			}
		}
		for k := 0; k < 26; k++ {
			available[k] -= need[i][k]
		}
		explore(i+1, total+value[i]) // take words[i]
		for k := 0; k < 26; k++ {
			available[k] += need[i][k]
		}
	}
	explore(0, 0)
	return best
}
`,
      },
      solutionExplanation: `## Idea

With at most 14 words there are at most 2^14 = 16,384 subsets, so trying every subset is affordable, but checking each subset from scratch would recount letters over and over. Instead, walk the **take / skip** decision tree word by word while keeping a running count of the tiles still available:

- skipping a word changes nothing;
- taking a word is only possible if every letter count it needs is still available; if so, subtract its counts, recurse, and add them back afterwards (backtrack).

Branches that would overdraw a letter are cut immediately, which prunes a large part of the tree in practice.

## Step by step

1. Count the tiles into \`available[26]\`.
2. Pre-compute for each word its letter counts \`need[i]\` and its value \`value[i]\`.
3. \`explore(i, total)\`:
   - if \`i == len(words)\`, update \`best\` with \`total\`;
   - recurse without word \`i\`;
   - if \`need[i]\` fits into \`available\`, subtract it, recurse with \`total + value[i]\`, then restore.
4. Return \`best\`.

In the first example, taking \`"bed"\` leaves \`a, c, e\`, which is exactly enough for \`"ace"\`, giving 6 + 5 = 11; no other combination fits more value.

## Complexity

- Time: O(2^W · 26) in the worst case, where W is the number of words (plus the total length of the words for the pre-computation).
- Space: O(W · 26) for the counts and O(W) recursion depth.

## Python solution

\`\`\`python
def maxWordSetScore(words, letters, score):
    available = [0] * 26
    for ch in letters:
        available[ord(ch) - 97] += 1
    need = []
    value = []
    for w in words:
        cnt = [0] * 26
        for ch in w:
            cnt[ord(ch) - 97] += 1
        need.append(cnt)
        value.append(sum(score[ord(ch) - 97] for ch in w))
    best = 0

    def explore(i, total):
        nonlocal best
        if i == len(words):
            best = max(best, total)
            return
        explore(i + 1, total)               # skip words[i]
        cnt = need[i]
        if all(cnt[k] <= available[k] for k in range(26)):
            for k in range(26):
                available[k] -= cnt[k]
            explore(i + 1, total + value[i])  # take words[i]
            for k in range(26):
                available[k] += cnt[k]

    explore(0, 0)
    return best
\`\`\`
`,
      visibleTests: [
        {
          input: [
            ["bed", "bad", "ace"],
            ["a", "b", "d", "e", "e", "c"],
            [1, 3, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
          ],
          expected: 11,
        },
        { input: [["xyz"], ["x", "y"], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5]], expected: 0 },
      ],
      hiddenTests: [
        { input: [["a"], ["a"], [7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]], expected: 7 },
        {
          input: [
            ["a", "a", "a"],
            ["a", "a"],
            [4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
          ],
          expected: 8,
        },
        {
          input: [
            ["ab", "ba", "abc"],
            ["a", "b", "c"],
            [1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
          ],
          expected: 6,
        },
        {
          input: [
            ["cat", "dog", "god", "act"],
            ["c", "a", "t", "d", "o", "g", "o"],
            [1, 0, 2, 3, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0],
          ],
          expected: 13,
        },
        {
          input: [
            ["zzz", "zz", "z"],
            ["z", "z", "z", "z"],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10],
          ],
          expected: 40,
        },
        {
          input: [
            ["abc", "de", "fgh"],
            ["a", "b", "c", "d", "e", "f", "g", "h"],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
          ],
          expected: 0,
        },
        {
          input: [
            ["hello", "world", "low", "hold", "lower", "dwell"],
            ["h", "e", "l", "l", "o", "w", "w", "o", "r", "l", "d", "l", "o"],
            [0, 0, 0, 2, 1, 0, 0, 4, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 4, 0, 0, 0],
          ],
          expected: 23,
        },
        {
          input: [
            ["aa", "b", "ab", "ba", "bb"],
            ["a", "a", "b", "b"],
            [3, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
          ],
          expected: 16,
        },
        {
          input: [["qz"], ["a", "b"], [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]],
          expected: 0,
        },
        {
          input: [
            ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
            ["o", "n", "e", "t", "w", "o", "t", "h", "r", "e", "e", "f", "o", "u", "r", "f", "i", "v", "e", "s", "i", "x", "s", "e", "v", "e", "n"],
            [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10],
          ],
          expected: 52,
        },
        {
          input: [
            ["pick", "pack", "peck", "pock", "puck", "kick", "kip", "cap", "cup", "ape", "pea", "eck", "ick", "pie"],
            ["p", "i", "c", "k", "p", "a", "c", "k", "p", "e", "c", "k", "a", "p", "e", "i", "e"],
            [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10],
          ],
          expected: 43,
        },
      ],
      companies: { Google: 7, Amazon: 5, Microsoft: 4, Apple: 2, Netflix: 1, LinkedIn: 2, Meta: 3 },
    },
  ],
  finalRemarks: `# Final Remarks

The Subsets pattern turns "list every possibility" into a mechanical process: start from a trivial seed (the empty subset, the empty string) and, for each input element, extend every partial result in each allowed way.

Remember these points:

- **The output is exponential.** With n elements there are 2^n subsets and n! orderings. State this early; it shows the interviewer you know no polynomial algorithm exists for listing them.
- **Iterate over a snapshot.** When extending the collection in place, only extend the results that existed before the current element was processed.
- **Duplicates need sorting.** After sorting, a repeated value should only extend the subsets created by the previous copy of the same value.
- **Carry the state you need.** A partial result may need more than its text, such as the length of the hidden run in an abbreviation.
- **Prune invalid branches early.** In the word-set search, skip a word as soon as the tiles run out. Pruning keeps the search far below the worst case.
- **Breadth-first or recursive, both are fine.** Breadth-first building is easy to reason about; recursion with an explicit "take / skip" choice uses less memory for intermediate results and makes backtracking natural.
- **Choose the representation.** Strings can be built with list buffers, and subsets of up to about 20 elements can be encoded as bit masks.

When the choices per element grow beyond "take or skip" and constraints start to cut branches, you are moving into backtracking, the next step after this pattern.
`,
  companyFrequency: { Google: 18, Amazon: 21, Microsoft: 15, Apple: 10, Netflix: 4, LinkedIn: 8, Meta: 24 },
};
