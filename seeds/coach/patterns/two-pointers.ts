// Coding roadmap pattern: Two Pointers. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "two-pointers",
  title: "Two Pointers",
  summary: "Walk a sequence with two indices that move towards each other or in step, turning quadratic pair searches into linear scans.",
  introduction: `## What the pattern is

The two pointers pattern walks through a sequence with **two indices at once** instead of one. Each pointer marks a position that matters to the answer, and at every step the algorithm moves one of them (sometimes both) based on a cheap local comparison. Because each pointer only moves in one direction, together they make at most about \`n\` moves, so many problems that look like they need a nested loop (\`O(n²)\`) drop to a single pass (\`O(n)\`) with \`O(1)\` extra memory.

The two most common shapes are:

- **Opposite ends:** one pointer starts at the first element, the other at the last, and they move towards each other until they meet. This suits sorted arrays and symmetric checks such as palindromes.
- **Same direction:** both pointers start at the front and one runs ahead of the other, for example a "reader" and a "writer" when compacting an array in place, or a lead pointer kept a fixed gap ahead of a trailing one in a linked list.

## When to recognise it

Reach for two pointers when you notice several of these signals:

- The input is a **sorted** array or string, or sorting it first does not break the problem.
- You are looking for a **pair, triplet or sub-range** whose values satisfy a condition (a sum, a difference, a product).
- The task compares elements **from both ends** (palindromes, reversing, mirror checks).
- You must rearrange or partition values **in place** with constant extra space.
- A linked list question needs a node at a fixed distance from the end.

If the data is unsorted and sorting would destroy information you need (such as original positions), a hash map is often the better tool.

## A worked example

*Given a sorted array and a target, return the indices of two different elements whose sum equals the target, or \`[-1, -1]\` if there is none.*

Put \`left\` on the smallest value and \`right\` on the largest. If their sum is too small, the only way to grow it is to move \`left\` to a larger value. If it is too large, move \`right\` to a smaller value. Every move discards a value that can never be part of an answer, so no pair is missed.

\`\`\`python
def pair_with_sum(nums, target):
    left, right = 0, len(nums) - 1
    while left < right:
        total = nums[left] + nums[right]
        if total == target:
            return [left, right]
        if total < target:
            left += 1      # need a bigger sum
        else:
            right -= 1     # need a smaller sum
    return [-1, -1]
\`\`\`

For \`nums = [1, 3, 4, 6, 9]\` and \`target = 10\`: \`1 + 9 = 10\` matches immediately. For \`target = 13\`: \`1 + 9\` is too small, so \`left\` moves to \`3\`; \`3 + 9 = 12\` is still too small; \`4 + 9 = 13\` matches, giving \`[2, 4]\`.

The loop runs at most \`n - 1\` times, so the time is \`O(n)\` and the extra space is \`O(1)\`, compared with \`O(n²)\` for checking every pair.

## What comes next

The problems in this module start with a palindrome check, then extend the idea to triplets, to partitioning colours in one pass, to a lead-and-trail walk over a linked list, and finish with a hard problem where the two pointers carry running maxima.
`,
  problems: [
    {
      slug: "palindrome-ignoring-symbols",
      title: "Palindrome Ignoring Symbols",
      difficulty: "easy",
      statement: `A phrase is a **clean palindrome** when it reads the same from left to right and from right to left after two adjustments: every character that is not an English letter or a digit is ignored, and uppercase and lowercase forms of a letter are treated as the same character.

Given a string \`s\`, return \`true\` if it is a clean palindrome and \`false\` otherwise. A string with no letters or digits at all counts as a clean palindrome.

### Examples

**Example 1**

\`\`\`
Input: s = "Was it a car, or a cat I saw?"
Output: true
\`\`\`

Keeping only letters and digits in lowercase gives \`wasitacaroracatisaw\`, which is the same in both directions.

**Example 2**

\`\`\`
Input: s = "Race a car"
Output: false
\`\`\`

The cleaned text is \`raceacar\`; reversed it is \`racaecar\`, so the third characters already differ.

**Example 3**

\`\`\`
Input: s = "?!"
Output: true
\`\`\`

Nothing is left after cleaning, and an empty phrase reads the same both ways.

### Constraints

- \`0 <= s.length <= 2 * 10^5\`
- \`s\` contains printable ASCII characters only.
`,
      functionName: "isCleanPalindrome",
      params: [{ name: "s", type: "string" }],
      returnType: "bool",
      starter: {
        python: `def isCleanPalindrome(s: str) -> bool:
    # Write your code here
    return False
`,
        javascript: `/**
 * @param {string} s
 * @return {boolean}
 */
function isCleanPalindrome(s) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean isCleanPalindrome(String s) {
        // Write your code here
        return false;
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

bool isCleanPalindrome(string s) {
    // Write your code here
    return false;
}
`,
        go: `package main

func isCleanPalindrome(s string) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `def isCleanPalindrome(s):
    left, right = 0, len(s) - 1
    while left < right:
        if not s[left].isalnum():
            left += 1
        elif not s[right].isalnum():
            right -= 1
        else:
            if s[left].lower() != s[right].lower():
                return False
            left += 1
            right -= 1
    return True
`,
        javascript: `function isCleanPalindrome(s) {
  const isAlnum = (c) =>
    (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9");
  let left = 0;
  let right = s.length - 1;
  while (left < right) {
    if (!isAlnum(s[left])) {
      left++;
    } else if (!isAlnum(s[right])) {
      right--;
    } else {
      if (s[left].toLowerCase() !== s[right].toLowerCase()) return false;
      left++;
      right--;
    }
  }
  return true;
}
`,
        java: `class Solution {
    public static boolean isCleanPalindrome(String s) {
        int left = 0, right = s.length() - 1;
        while (left < right) {
            char a = s.charAt(left), b = s.charAt(right);
            if (!Character.isLetterOrDigit(a)) {
                left++;
            } else if (!Character.isLetterOrDigit(b)) {
                right--;
            } else {
                if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
                left++;
                right--;
            }
        }
        return true;
    }
}
`,
        cpp: `#include <cctype>
#include <string>
using namespace std;

bool isCleanPalindrome(string s) {
    int left = 0, right = (int) s.size() - 1;
    while (left < right) {
        unsigned char a = s[left], b = s[right];
        if (!isalnum(a)) {
            left++;
        } else if (!isalnum(b)) {
            right--;
        } else {
            if (tolower(a) != tolower(b)) return false;
            left++;
            right--;
        }
    }
    return true;
}
`,
        go: `package main

func isAlnum(c byte) bool {
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
}

func toLower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + ('a' - 'A')
	}
	return c
}

func isCleanPalindrome(s string) bool {
	left, right := 0, len(s)-1
	for left < right {
		if !isAlnum(s[left]) {
			left++
		} else if !isAlnum(s[right]) {
			right--
		} else {
			if toLower(s[left]) != toLower(s[right]) {
				return false
			}
			left++
			right--
		}
	}
	return true
}
`,
      },
      solutionExplanation: `### Idea

A palindrome check compares the first character with the last, the second with the second-to-last, and so on. We can do exactly that on the original string without building a cleaned copy: keep one pointer at each end and let each pointer hop over characters that do not count.

### Step by step

1. Set \`left = 0\` and \`right = len(s) - 1\`.
2. While \`left < right\`:
   - If \`s[left]\` is not a letter or digit, move \`left\` one step right and continue.
   - Otherwise, if \`s[right]\` is not a letter or digit, move \`right\` one step left and continue.
   - Otherwise both pointers sit on characters that matter. Compare them in lowercase; if they differ, return \`false\`. If they match, move both pointers inwards.
3. If the pointers meet or cross without a mismatch, return \`true\`.

Skipped characters never need to be revisited, and a string that is empty or made only of symbols never enters a comparison, so it is reported as a palindrome.

### Complexity

- **Time:** \`O(n)\`; each step moves at least one pointer, and together they cover the string once.
- **Space:** \`O(1)\`; no cleaned copy of the string is created.
`,
      visibleTests: [
        { input: ["Was it a car, or a cat I saw?"], expected: true },
        { input: ["Race a car"], expected: false },
        { input: ["?!"], expected: true },
      ],
      hiddenTests: [
        { input: [""], expected: true },
        { input: [" "], expected: true },
        { input: ["a"], expected: true },
        { input: ["ab"], expected: false },
        { input: ["0P"], expected: false },
        { input: ["Aa"], expected: true },
        { input: ["No 'x' in Nixon"], expected: true },
        { input: ["12321"], expected: true },
        { input: ["1a2"], expected: false },
        { input: [".,!"], expected: true },
        { input: ["Step on no pets!"], expected: true },
        { input: ["abca"], expected: false },
        {
          input: [
            " X9Z1a,9X XY1.!XZ1bYXcb1!9ZX1!ZX,!00Xb01YXb, ,Z,Y0!0X0b0.,0a1X9bZ!aZ.ZaY ca0cYb!c0,.Z, 1c19Yc.9,abba Z9.1b,. ! !1!,c,c!X.91cbcYZ0ba99.Z1aXY,ZbYcY1X0b9!ZXbY,caa,0 1, a!ZX!Y1,X9 9ZZacYZ,Z00,a.X9bXc,bcZbZa1,X,,,Z9,,9Xc199ZY,Y.YX0X1Y!aXa Z.11,aY9.Xa!1 aa01,Y! c1.!,aa.Y ,b.b !1Z9.bc1.0bYaXZX,!9bX.X,cc. !! .cc,X.Xb9!,XZXaYb0.1cb.9Z1! b.b, Y.aa,!.1c !Y,10aa 1!aX.9Ya,11.Z aXa!Y1X0XY.Y,YZ991cX9,,9Z,,,X,1aZbZcb,cXb9X.a,00Z,ZYcaZZ9 9X,1Y!XZ!a ,1 0,aac,YbXZ!9b0X1YcYbZ,YXa1Z.99ab0ZYcbc19.X!c,c,!1! ! .,b1.9Z abba,9.cY91c1 ,Z.,0c!bYc0ac YaZ.Za!Zb9X1a0,.0b0X0!0Y,Z, ,bXY10bX00!,XZ!1XZ9!1bcXYb1ZX!.1YX X9,a1Z9X ",
          ],
          expected: true,
        },
        {
          input: [
            " X9Z1a,9X XY1.!XZ1bYXcb1!9ZX1!ZX,!00Xb01YXb, ,Z,Y0!0X0b0.,0a1X9bZ!aZ.ZaY ca0cYb!c0,.Z, 1c19Yc.9,abba Z9.1b,. ! !1!,c,c!X.91cbcYZ0ba99.Z1aXY,ZbYcY1X0b9!ZXbY,caa,0 1, a!ZX!Y1,X9 9ZZacYZ,Z00,a.X9bXc,bcZbZa1,X,,,Z9,,9Xc199ZY,Y.YX0X1Y!aXa Z.11,aY9.Xa!1 aa01,Y! c1.!,aa.Y ,b.b !1Z9.bc1.0bYaXZX,!9bX.X,cc. !q! .cc,X.Xb9!,XZXaYb0.1cb.9Z1! b.b, Y.aa,!.1c !Y,10aa 1!aX.9Ya,11.Z aXa!Y1X0XY.Y,YZ991cX9,,9Z,,,X,1aZbZcb,cXb9X.a,00Z,ZYcaZZ9 9X,1Y!XZ!a ,1 0,aac,YbXZ!9b0X1YcYbZ,YXa1Z.99ab0ZYcbc19.X!c,c,!1! ! .,b1.9Z abba,9.cY91c1 ,Z.,0c!bYc0ac YaZ.Za!Zb9X1a0,.0b0X0!0Y,Z, ,bXY10bX00!,XZ!1XZ9!1bcXYb1ZX!.1YX X9,a1Z9Xw",
          ],
          expected: false,
        },
      ],
      companies: { Google: 14, Amazon: 18, Microsoft: 16, Apple: 9, Netflix: 2, LinkedIn: 6, Meta: 28 },
    },
    {
      slug: "triplet-sum-to-target",
      title: "Triplet Sum to Target",
      difficulty: "medium",
      statement: `You are given an array of integers \`nums\` and an integer \`target\`. Decide whether you can pick **three elements at three different positions** of the array whose values add up to exactly \`target\`.

Return \`true\` if such a choice exists and \`false\` otherwise. Equal values at different positions may be used together.

### Examples

**Example 1**

\`\`\`
Input: nums = [3, 7, 1, 2, 8, 4, 5], target = 10
Output: true
\`\`\`

For instance \`1 + 2 + 7 = 10\` (other choices such as \`1 + 4 + 5\` work too).

**Example 2**

\`\`\`
Input: nums = [2, -3, 5, 1], target = 10
Output: false
\`\`\`

The largest possible sum of three elements is \`5 + 2 + 1 = 8\`, which is below 10.

**Example 3**

\`\`\`
Input: nums = [4, 4, 4, 1], target = 12
Output: true
\`\`\`

The three 4s sit at different positions, so \`4 + 4 + 4 = 12\` is allowed.

### Constraints

- \`0 <= nums.length <= 3000\`
- \`-10^6 <= nums[i] <= 10^6\`
- \`-3 * 10^6 <= target <= 3 * 10^6\`
`,
      functionName: "hasTripletSum",
      params: [
        { name: "nums", type: "int[]" },
        { name: "target", type: "int" },
      ],
      returnType: "bool",
      starter: {
        python: `from typing import List


def hasTripletSum(nums: List[int], target: int) -> bool:
    # Write your code here
    return False
`,
        javascript: `/**
 * @param {number[]} nums
 * @param {number} target
 * @return {boolean}
 */
function hasTripletSum(nums, target) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean hasTripletSum(int[] nums, int target) {
        // Write your code here
        return false;
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

bool hasTripletSum(vector<int>& nums, int target) {
    // Write your code here
    return false;
}
`,
        go: `package main

func hasTripletSum(nums []int, target int) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `def hasTripletSum(nums, target):
    nums = sorted(nums)
    n = len(nums)
    for i in range(n - 2):
        if i > 0 and nums[i] == nums[i - 1]:
            continue  # the same first value was already tried
        low, high = i + 1, n - 1
        while low < high:
            total = nums[i] + nums[low] + nums[high]
            if total == target:
                return True
            if total < target:
                low += 1
            else:
                high -= 1
    return False
`,
        javascript: `function hasTripletSum(nums, target) {
  const sorted = [...nums].sort((a, b) => a - b);
  const n = sorted.length;
  for (let i = 0; i < n - 2; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) continue;
    let low = i + 1;
    let high = n - 1;
    while (low < high) {
      const total = sorted[i] + sorted[low] + sorted[high];
      if (total === target) return true;
      if (total < target) low++;
      else high--;
    }
  }
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean hasTripletSum(int[] nums, int target) {
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        for (int i = 0; i < n - 2; i++) {
            if (i > 0 && sorted[i] == sorted[i - 1]) continue; // this first value was already tried
            int low = i + 1, high = n - 1;
            while (low < high) {
                long total = (long) sorted[i] + sorted[low] + sorted[high];
                if (total == target) return true;
                if (total < target) low++;
                else high--;
            }
        }
        return false;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

bool hasTripletSum(vector<int>& nums, int target) {
    vector<int> sorted(nums);
    sort(sorted.begin(), sorted.end());
    int n = sorted.size();
    for (int i = 0; i + 2 < n; i++) {
        if (i > 0 && sorted[i] == sorted[i - 1]) continue;  // this first value was already tried
        int low = i + 1, high = n - 1;
        while (low < high) {
            long long total = (long long) sorted[i] + sorted[low] + sorted[high];
            if (total == target) return true;
            if (total < target) low++;
            else high--;
        }
    }
    return false;
}
`,
        go: `package main

import "sort"

func hasTripletSum(nums []int, target int) bool {
	sorted := append([]int(nil), nums...)
	sort.Ints(sorted)
	n := len(sorted)
	for i := 0; i < n-2; i++ {
		if i > 0 && sorted[i] == sorted[i-1] {
			continue // this first value was already tried
		}
		low, high := i+1, n-1
		for low < high {
			total := sorted[i] + sorted[low] + sorted[high]
			if total == target {
				return true
			}
			if total < target {
				low++
			} else {
				high--
			}
		}
	}
	return false
}
`,
      },
      solutionExplanation: `### Idea

Checking every triple costs \`O(n³)\`. If we fix the first element of the triple, the remaining question is the classic *pair with a given sum* (\`target - first\`), which two pointers answer in linear time on a sorted array. Sorting once up front makes that possible for every choice of the first element.

### Step by step

1. Sort a copy of \`nums\` in ascending order.
2. For each index \`i\` from \`0\` to \`n - 3\`:
   - If \`nums[i]\` equals \`nums[i - 1]\`, skip it: every triple starting with this value was already examined.
   - Place \`low = i + 1\` and \`high = n - 1\`.
   - While \`low < high\`, compute \`total = nums[i] + nums[low] + nums[high]\`.
     - Equal to \`target\`: return \`true\`.
     - Smaller: the sum must grow, so move \`low\` right.
     - Larger: the sum must shrink, so move \`high\` left.
3. If no triple matched, return \`false\`.

Moving \`low\` right when the sum is too small is safe because pairing \`nums[low]\` with any element left of \`high\` gives an even smaller sum. The symmetric argument covers moving \`high\`.

### Complexity

- **Time:** \`O(n²)\`: sorting is \`O(n log n)\` and each of the \`n\` outer iterations runs a linear two-pointer scan.
- **Space:** \`O(n)\` for the sorted copy (\`O(1)\` extra if sorting in place is acceptable).
`,
      visibleTests: [
        { input: [[3, 7, 1, 2, 8, 4, 5], 10], expected: true },
        { input: [[2, -3, 5, 1], 10], expected: false },
        { input: [[4, 4, 4, 1], 12], expected: true },
      ],
      hiddenTests: [
        { input: [[], 0], expected: false },
        { input: [[5], 5], expected: false },
        { input: [[1, 2], 3], expected: false },
        { input: [[0, 0, 0], 0], expected: true },
        { input: [[-5, -2, -1, -7], -8], expected: true },
        { input: [[1000000, 1000000, 1000000], 3000000], expected: true },
        { input: [[1, 1, 1, 1], 4], expected: false },
        { input: [[-1000000, 0, 1000000], 1], expected: false },
        { input: [[2, 2, 2, 2, 2], 6], expected: true },
        { input: [[5, -5, 3, -3, 0], 0], expected: true },
        {
          input: [
            [
              361, 514, 843, -607, -81, -720, -923, -613, 835, 57, 928, 464, 627, 881, 399, 46, 802, -536, -785, 213, 80, 914, -975, -319, 846, 906,
              41, 851, -738, 181, 351, -15, 858, -737, -776, -774, -917, -82, 252, 168, 459, 788, 255, 233, -814, -437, -175, 543, -726, 433, -878,
              -762, -410, 401, 86, -874, -803, -392, -410, -519, -661, 481, 695, -205, 343, 143, -224, -690, 631, 747, 797, 882, 451, 546, 450, 916,
              297, -319, 427, -934, -509, -376, -203, 838, -506, -39, -502, -590, -165, -691, 225, -664, 14, -101, -3, 895, -604, 810, -440, 551,
              -945, 548, 859, -610, -326, 592, -922, -542, -362, 76, -460, -932, 548, 827, -232, -737, -479, 213, 683, 356, 480, 318, 942, 397, 263,
              -244, 587, 622, 845, 921, -62, 263, 912, -460, 740, -887, -72, 375, -382, -813, -639, 354, -957, -240, -13, 749, 987, -909, 745, 938,
              -213, -911, -276, -884, -526, -995, -222, -744, 1, -199, 710, -787, 877, 503, -619, -139, 408, 353, 628, 526, 488, -103, -448, -245,
              988, 682, 491, -561, 401, 220, -418, 748, -187, -718, 552, -664, 57, 359, -1, -392, 883, -527, -139, 798, 759, 76, -905, -890, 86, -781,
            ],
            -914,
          ],
          expected: true,
        },
        {
          input: [
            [
              361, 514, 843, -607, -81, -720, -923, -613, 835, 57, 928, 464, 627, 881, 399, 46, 802, -536, -785, 213, 80, 914, -975, -319, 846, 906,
              41, 851, -738, 181, 351, -15, 858, -737, -776, -774, -917, -82, 252, 168, 459, 788, 255, 233, -814, -437, -175, 543, -726, 433, -878,
              -762, -410, 401, 86, -874, -803, -392, -410, -519, -661, 481, 695, -205, 343, 143, -224, -690, 631, 747, 797, 882, 451, 546, 450, 916,
              297, -319, 427, -934, -509, -376, -203, 838, -506, -39, -502, -590, -165, -691, 225, -664, 14, -101, -3, 895, -604, 810, -440, 551,
              -945, 548, 859, -610, -326, 592, -922, -542, -362, 76, -460, -932, 548, 827, -232, -737, -479, 213, 683, 356, 480, 318, 942, 397, 263,
              -244, 587, 622, 845, 921, -62, 263, 912, -460, 740, -887, -72, 375, -382, -813, -639, 354, -957, -240, -13, 749, 987, -909, 745, 938,
              -213, -911, -276, -884, -526, -995, -222, -744, 1, -199, 710, -787, 877, 503, -619, -139, 408, 353, 628, 526, 488, -103, -448, -245,
              988, 682, 491, -561, 401, 220, -418, 748, -187, -718, 552, -664, 57, 359, -1, -392, 883, -527, -139, 798, 759, 76, -905, -890, 86, -781,
            ],
            3001,
          ],
          expected: false,
        },
        {
          input: [
            [
              361, 514, 843, -607, -81, -720, -923, -613, 835, 57, 928, 464, 627, 881, 399, 46, 802, -536, -785, 213, 80, 914, -975, -319, 846, 906,
              41, 851, -738, 181, 351, -15, 858, -737, -776, -774, -917, -82, 252, 168, 459, 788, 255, 233, -814, -437, -175, 543, -726, 433, -878,
              -762, -410, 401, 86, -874, -803, -392, -410, -519, -661, 481, 695, -205, 343, 143, -224, -690, 631, 747, 797, 882, 451, 546, 450, 916,
              297, -319, 427, -934, -509, -376, -203, 838, -506, -39, -502, -590, -165, -691, 225, -664, 14, -101, -3, 895, -604, 810, -440, 551,
              -945, 548, 859, -610, -326, 592, -922, -542, -362, 76, -460, -932, 548, 827, -232, -737, -479, 213, 683, 356, 480, 318, 942, 397, 263,
              -244, 587, 622, 845, 921, -62, 263, 912, -460, 740, -887, -72, 375, -382, -813, -639, 354, -957, -240, -13, 749, 987, -909, 745, 938,
              -213, -911, -276, -884, -526, -995, -222, -744, 1, -199, 710, -787, 877, 503, -619, -139, 408, 353, 628, 526, 488, -103, -448, -245,
              988, 682, 491, -561, 401, 220, -418, 748, -187, -718, 552, -664, 57, 359, -1, -392, 883, -527, -139, 798, 759, 76, -905, -890, 86, -781,
            ],
            -3001,
          ],
          expected: false,
        },
      ],
      companies: { Google: 19, Amazon: 24, Microsoft: 15, Apple: 11, Netflix: 3, LinkedIn: 7, Meta: 26 },
    },
    {
      slug: "remove-kth-node-from-end",
      title: "Remove the K-th Node From the End",
      difficulty: "medium",
      statement: `You are given the \`head\` of a singly linked list and an integer \`k\`. Remove the node that is **k-th from the end** of the list (the last node is first from the end) and return the head of the resulting list.

Try to do it in a single pass over the list, without counting its length first. Lists are written as arrays of their values, from head to tail.

### Examples

**Example 1**

\`\`\`
Input: head = [10, 20, 30, 40, 50], k = 2
Output: [10, 20, 30, 50]
\`\`\`

The second node from the end holds 40, so it is unlinked.

**Example 2**

\`\`\`
Input: head = [7], k = 1
Output: []
\`\`\`

The only node is removed, leaving an empty list.

**Example 3**

\`\`\`
Input: head = [4, 8], k = 2
Output: [8]
\`\`\`

The second node from the end is the head itself, so the new head is 8.

### Constraints

- The list has \`n\` nodes, \`1 <= n <= 10^4\`.
- \`-10^5 <= Node.val <= 10^5\`
- \`1 <= k <= n\`
`,
      functionName: "removeKthFromEnd",
      params: [
        { name: "head", type: "ListNode" },
        { name: "k", type: "int" },
      ],
      returnType: "ListNode",
      starter: {
        python: `from typing import Optional

# class ListNode (val, next) is predefined by the judge.


def removeKthFromEnd(head: Optional[ListNode], k: int) -> Optional[ListNode]:
    # Write your code here
    return None
`,
        javascript: `// class ListNode { constructor(val = 0, next = null) } is predefined by the judge.

/**
 * @param {ListNode | null} head
 * @param {number} k
 * @return {ListNode | null}
 */
function removeKthFromEnd(head, k) {
  // Write your code here
  return null;
}
`,
        java: `import java.util.*;

// The judge provides ListNode: class ListNode { int val; ListNode next; ListNode(int val) {...} }
class Solution {
    public static ListNode removeKthFromEnd(ListNode head, int k) {
        // Write your code here
        return null;
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

// The judge provides ListNode: struct ListNode { int val; ListNode *next; ... };
ListNode* removeKthFromEnd(ListNode* head, int k) {
    // Write your code here
    return nullptr;
}
`,
        go: `package main

// The judge provides ListNode: type ListNode struct { Val int; Next *ListNode }
func removeKthFromEnd(head *ListNode, k int) *ListNode {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def removeKthFromEnd(head, k):
    dummy = ListNode(0, head)
    lead = dummy
    for _ in range(k):
        lead = lead.next
    trail = dummy
    while lead.next:
        lead = lead.next
        trail = trail.next
    trail.next = trail.next.next
    return dummy.next
`,
        javascript: `function removeKthFromEnd(head, k) {
  const dummy = new ListNode(0, head);
  let lead = dummy;
  for (let i = 0; i < k; i++) lead = lead.next;
  let trail = dummy;
  while (lead.next) {
    lead = lead.next;
    trail = trail.next;
  }
  trail.next = trail.next.next;
  return dummy.next;
}
`,
        java: `class Solution {
    public static ListNode removeKthFromEnd(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode lead = dummy;
        for (int i = 0; i < k; i++) lead = lead.next;
        ListNode trail = dummy;
        while (lead.next != null) {
            lead = lead.next;
            trail = trail.next;
        }
        trail.next = trail.next.next;
        return dummy.next;
    }
}
`,
        cpp: `ListNode* removeKthFromEnd(ListNode* head, int k) {
    ListNode dummy(0, head);
    ListNode* lead = &dummy;
    for (int i = 0; i < k; i++) lead = lead->next;
    ListNode* trail = &dummy;
    while (lead->next) {
        lead = lead->next;
        trail = trail->next;
    }
    trail->next = trail->next->next;
    return dummy.next;
}
`,
        go: `package main

func removeKthFromEnd(head *ListNode, k int) *ListNode {
	dummy := &ListNode{Next: head}
	lead := dummy
	for i := 0; i < k; i++ {
		lead = lead.Next
	}
	trail := dummy
	for lead.Next != nil {
		lead = lead.Next
		trail = trail.Next
	}
	trail.Next = trail.Next.Next
	return dummy.Next
}
`,
      },
      solutionExplanation: `### Idea

To unlink a node we need the node *just before it*. If a \`lead\` pointer starts \`k\` nodes ahead of a \`trail\` pointer and both advance together, then when \`lead\` reaches the last node, \`trail\` is exactly \`k\` nodes behind it, which is the predecessor of the k-th node from the end. A dummy node in front of the head removes the special case where the head itself must be deleted.

### Step by step

1. Create \`dummy\` whose \`next\` is \`head\`; set \`lead = trail = dummy\`.
2. Advance \`lead\` by \`k\` nodes. It is now \`k\` nodes ahead of \`trail\`.
3. While \`lead.next\` exists, advance both pointers by one node.
4. Now \`lead\` is the last node and \`trail.next\` is the node to remove. Set \`trail.next = trail.next.next\`.
5. Return \`dummy.next\` (which is the new head when the old head was removed).

For \`[10, 20, 30, 40, 50]\` and \`k = 2\`, \`lead\` stops on 50 while \`trail\` stops on 30, and 40 is skipped over.

### Complexity

- **Time:** \`O(n)\`: each pointer walks the list at most once.
- **Space:** \`O(1)\`: only a dummy node and two pointers.
`,
      visibleTests: [
        { input: [[10, 20, 30, 40, 50], 2], expected: [10, 20, 30, 50] },
        { input: [[7], 1], expected: [] },
        { input: [[4, 8], 2], expected: [8] },
      ],
      hiddenTests: [
        { input: [[1, 2], 1], expected: [1] },
        { input: [[1, 2], 2], expected: [2] },
        { input: [[5, 5, 5], 2], expected: [5, 5] },
        { input: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10], expected: [2, 3, 4, 5, 6, 7, 8, 9, 10] },
        { input: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1], expected: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
        { input: [[-3, -2, -1, 0], 3], expected: [-3, -1, 0] },
        { input: [[100000, -100000, 100000], 2], expected: [100000, 100000] },
        { input: [[9, 8, 7, 6, 5, 4], 4], expected: [9, 8, 6, 5, 4] },
        {
          input: [
            [
              86908, 85597, -97194, 97178, 82539, 28425, -25021, 19773, 64013, -2246, 63386, -24275, -64237, -4331, 25818, -36406, -64232, 16050,
              94709, -83232, 1867, -73452, 62890, 99629, 26243, -74432, 41897, -83946, 77468, 18957, -28700, -9367, 196, -56863, 99781, -79947, 45423,
              -38741, 98098, 87231, 41238, 33666, 9376, 93952, 9718, 99994, -54668, 82099, -85714, -1741, 94299, 53156, -72947, -96671, -55362,
              -33059, 87699, -58501, 38703, -66906, 47430, 89273, -24689, 38704, 48612, 52536, 77464, -35367, 44795, 47636, 91700, 80852, -77114,
              -49417, -63205, -86603, 46651, -50793, 24863, -68711, 58870, -61350, 26415, 31033, -20046, -51787, -63165, -51331, -58435, 30826, 11313,
              26081, -84387, -55091, -6030, -80431, 49281, -34252, -53034, 75283, -98795, -98143, -15568, -90179, -59509, -30022, -39613, 66093,
              -58237, 88737, 7331, -35495, 67281, -47992, -15978, -61510, 52278, -12332, -8131, 82398, 809, -16325, -40751, 50302, -20923, -22819,
              -25088, 35359, 10689, -58608, 73121, -61833, 87128, -97091, -1000, -71632, 38351, 14235, -52656, -34243, -44491, 16783, 29359, 51441,
              -45042, -67146, -72574, -78922, 8768, 78435, 3910, -96955, -20520, -54001, 62042, -66339, 31436, 56186, 95937, 6378, -84012, 86103,
              61313, -7165, 61160, -78529, 80093, -53590, -46291, 45778, 76252, -19313, -99881, -54781, -86040, 1178, -4326, 87935, 32150, -47376,
              68082, 82632, 38525, 26905, 83337, -60561, -39372, -4928, -54734, -96781, 30011, 21858, 98814, 66598, 75222, -38155, -18893, 15614,
              -15958, -81871, 10162, 75168, 14941, -7006, 83856, -89819, 82393, 67324, -8830, 27844, -89674, -81054, -4095, -8875, 49760, -14208,
              -81872, -84718, -78522, 22755, -999, -21397, -41521, -28020, -42967, -54314, 40671, -46892, -64547, 35410, 34926, -25248, -29778, 52369,
              -73103, 86242, -62215, -6498, 81401, 61591, -92701, -51880, 60148, 8710, 75494, -17908, 56142, -25906, -2208, 49240, -11631, 95794,
              -61846, 9042, 76060, 33330, 35774, -40723, 13875, -83903, -93801, -19116, -2763, -48736, -38337, 99566, -13294, -55222, -80478, 78717,
              -18946, -78688, -19354, 41206, -28340, -60122, -9147, -95262, 92200, -42055, -36770, 84209, -91105, 38571, -98421, -24665, 65800, 52036,
              4556, -78375, 20597, -10243, 98877, -74275, 5080, 322, 1530, 87575, -12041, 90478,
            ],
            137,
          ],
          expected: [
            86908, 85597, -97194, 97178, 82539, 28425, -25021, 19773, 64013, -2246, 63386, -24275, -64237, -4331, 25818, -36406, -64232, 16050, 94709,
            -83232, 1867, -73452, 62890, 99629, 26243, -74432, 41897, -83946, 77468, 18957, -28700, -9367, 196, -56863, 99781, -79947, 45423, -38741,
            98098, 87231, 41238, 33666, 9376, 93952, 9718, 99994, -54668, 82099, -85714, -1741, 94299, 53156, -72947, -96671, -55362, -33059, 87699,
            -58501, 38703, -66906, 47430, 89273, -24689, 38704, 48612, 52536, 77464, -35367, 44795, 47636, 91700, 80852, -77114, -49417, -63205,
            -86603, 46651, -50793, 24863, -68711, 58870, -61350, 26415, 31033, -20046, -51787, -63165, -51331, -58435, 30826, 11313, 26081, -84387,
            -55091, -6030, -80431, 49281, -34252, -53034, 75283, -98795, -98143, -15568, -90179, -59509, -30022, -39613, 66093, -58237, 88737, 7331,
            -35495, 67281, -47992, -15978, -61510, 52278, -12332, -8131, 82398, 809, -16325, -40751, 50302, -20923, -22819, -25088, 35359, 10689,
            -58608, 73121, -61833, 87128, -97091, -1000, -71632, 38351, 14235, -52656, -34243, -44491, 16783, 29359, 51441, -45042, -67146, -72574,
            -78922, 8768, 78435, 3910, -96955, -20520, -54001, 62042, -66339, 31436, 56186, 95937, 6378, -84012, 86103, 61313, 61160, -78529, 80093,
            -53590, -46291, 45778, 76252, -19313, -99881, -54781, -86040, 1178, -4326, 87935, 32150, -47376, 68082, 82632, 38525, 26905, 83337,
            -60561, -39372, -4928, -54734, -96781, 30011, 21858, 98814, 66598, 75222, -38155, -18893, 15614, -15958, -81871, 10162, 75168, 14941,
            -7006, 83856, -89819, 82393, 67324, -8830, 27844, -89674, -81054, -4095, -8875, 49760, -14208, -81872, -84718, -78522, 22755, -999,
            -21397, -41521, -28020, -42967, -54314, 40671, -46892, -64547, 35410, 34926, -25248, -29778, 52369, -73103, 86242, -62215, -6498, 81401,
            61591, -92701, -51880, 60148, 8710, 75494, -17908, 56142, -25906, -2208, 49240, -11631, 95794, -61846, 9042, 76060, 33330, 35774, -40723,
            13875, -83903, -93801, -19116, -2763, -48736, -38337, 99566, -13294, -55222, -80478, 78717, -18946, -78688, -19354, 41206, -28340, -60122,
            -9147, -95262, 92200, -42055, -36770, 84209, -91105, 38571, -98421, -24665, 65800, 52036, 4556, -78375, 20597, -10243, 98877, -74275,
            5080, 322, 1530, 87575, -12041, 90478,
          ],
        },
      ],
      companies: { Google: 12, Amazon: 17, Microsoft: 13, Apple: 10, Netflix: 2, LinkedIn: 5, Meta: 19 },
    },
    {
      slug: "dutch-flag-color-sort",
      title: "Sort Three Colours in One Pass",
      difficulty: "medium",
      statement: `An array \`colors\` describes a row of tiles, each painted red (\`0\`), white (\`1\`) or blue (\`2\`). Rearrange the tiles **in place** so that all reds come first, then all whites, then all blues, and return the array.

Do not use a library sort, and aim for a single pass with only constant extra memory.

### Examples

**Example 1**

\`\`\`
Input: colors = [2, 0, 1, 2, 1, 0]
Output: [0, 0, 1, 1, 2, 2]
\`\`\`

Two tiles of each colour, grouped in the order red, white, blue.

**Example 2**

\`\`\`
Input: colors = [1, 1, 0]
Output: [0, 1, 1]
\`\`\`

The single red tile moves to the front.

### Constraints

- \`0 <= colors.length <= 10^5\`
- Every \`colors[i]\` is \`0\`, \`1\` or \`2\`.
`,
      functionName: "sortColorsInPlace",
      params: [{ name: "colors", type: "int[]" }],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def sortColorsInPlace(colors: List[int]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[]} colors
 * @return {number[]}
 */
function sortColorsInPlace(colors) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] sortColorsInPlace(int[] colors) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

vector<int> sortColorsInPlace(vector<int>& colors) {
    // Write your code here
    return {};
}
`,
        go: `package main

func sortColorsInPlace(colors []int) []int {
	// Write your code here
	return []int{}
}
`,
      },
      solutions: {
        python: `def sortColorsInPlace(colors):
    low, mid, high = 0, 0, len(colors) - 1
    while mid <= high:
        if colors[mid] == 0:
            colors[low], colors[mid] = colors[mid], colors[low]
            low += 1
            mid += 1
        elif colors[mid] == 1:
            mid += 1
        else:
            colors[mid], colors[high] = colors[high], colors[mid]
            high -= 1
    return colors
`,
        javascript: `function sortColorsInPlace(colors) {
  let low = 0;
  let mid = 0;
  let high = colors.length - 1;
  while (mid <= high) {
    if (colors[mid] === 0) {
      [colors[low], colors[mid]] = [colors[mid], colors[low]];
      low++;
      mid++;
    } else if (colors[mid] === 1) {
      mid++;
    } else {
      [colors[mid], colors[high]] = [colors[high], colors[mid]];
      high--;
    }
  }
  return colors;
}
`,
        java: `class Solution {
    public static int[] sortColorsInPlace(int[] colors) {
        int low = 0, mid = 0, high = colors.length - 1;
        while (mid <= high) {
            if (colors[mid] == 0) {
                swap(colors, low++, mid++);
            } else if (colors[mid] == 1) {
                mid++;
            } else {
                swap(colors, mid, high--);
            }
        }
        return colors;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
`,
        cpp: `#include <utility>
#include <vector>
using namespace std;

vector<int> sortColorsInPlace(vector<int>& colors) {
    int low = 0, mid = 0, high = (int) colors.size() - 1;
    while (mid <= high) {
        if (colors[mid] == 0) {
            swap(colors[low++], colors[mid++]);
        } else if (colors[mid] == 1) {
            mid++;
        } else {
            swap(colors[mid], colors[high--]);
        }
    }
    return colors;
}
`,
        go: `package main

func sortColorsInPlace(colors []int) []int {
	low, mid, high := 0, 0, len(colors)-1
	for mid <= high {
		switch colors[mid] {
		case 0:
			colors[low], colors[mid] = colors[mid], colors[low]
			low++
			mid++
		case 1:
			mid++
		default:
			colors[mid], colors[high] = colors[high], colors[mid]
			high--
		}
	}
	return colors
}
`,
      },
      solutionExplanation: `### Idea

Keep three pointers that split the array into four zones: \`[0, low)\` holds reds, \`[low, mid)\` holds whites, \`[mid, high]\` is still unexamined, and \`(high, end]\` holds blues. Each step looks at \`colors[mid]\` and shrinks the unexamined zone by one, so a single pass suffices.

### Step by step

1. Start with \`low = mid = 0\` and \`high = n - 1\`.
2. While \`mid <= high\`:
   - \`colors[mid] == 0\`: swap it with \`colors[low]\` (which is a white, or \`mid\` itself) and advance both \`low\` and \`mid\`.
   - \`colors[mid] == 1\`: it is already in the white zone; advance \`mid\`.
   - \`colors[mid] == 2\`: swap it with \`colors[high]\` and move \`high\` left. Do **not** advance \`mid\`, because the value swapped in from the right has not been examined yet.
3. Return the array.

The loop condition uses \`<=\` because the element at \`high\` is still unexamined.

### Complexity

- **Time:** \`O(n)\`: every iteration either advances \`mid\` or retreats \`high\`.
- **Space:** \`O(1)\`: the rearrangement happens in place.
`,
      visibleTests: [
        { input: [[2, 0, 1, 2, 1, 0]], expected: [0, 0, 1, 1, 2, 2] },
        { input: [[1, 1, 0]], expected: [0, 1, 1] },
      ],
      hiddenTests: [
        { input: [[]], expected: [] },
        { input: [[1]], expected: [1] },
        { input: [[2, 0]], expected: [0, 2] },
        { input: [[2, 2, 2]], expected: [2, 2, 2] },
        { input: [[0, 0]], expected: [0, 0] },
        { input: [[1, 0, 2, 1, 0, 2]], expected: [0, 0, 1, 1, 2, 2] },
        { input: [[2, 1, 0]], expected: [0, 1, 2] },
        { input: [[0, 1, 2, 0, 1, 2, 0, 1, 2]], expected: [0, 0, 0, 1, 1, 1, 2, 2, 2] },
        {
          input: [
            [
              1, 0, 2, 0, 1, 1, 2, 1, 2, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 2, 2, 1, 0, 2, 1, 1, 0, 0, 1, 1, 2, 0, 0, 0, 2, 2, 2, 2, 2, 1, 0, 2, 2,
              0, 1, 2, 2, 2, 0, 1, 0, 2, 0, 1, 2, 2, 2, 0, 2, 0, 0, 0, 1, 0, 2, 1, 0, 1, 0, 1, 2, 2, 1, 2, 0, 0, 2, 0, 1, 0, 2, 2, 1, 2, 2, 2, 0, 2,
              2, 1, 2, 2, 2, 1, 2, 0, 0, 0, 2, 1, 0, 0, 2, 0, 0, 2, 2, 2, 2, 2, 0, 0, 1, 0, 1, 0, 1, 0, 0, 0, 2, 0, 2, 2, 0, 1, 2, 1, 0, 2, 1, 0, 0,
              1, 1, 0, 0, 2, 1, 0, 1, 2, 0, 0, 0, 0, 2, 0, 0, 0, 2, 2, 2, 2, 1, 1, 2, 0, 2, 0, 2, 0, 2, 2, 0, 1, 1, 2, 1, 0, 1, 1, 0, 2, 1, 1, 2, 2,
              2, 0, 1, 2, 0, 0, 2, 1, 1, 2, 1, 2, 0, 2, 2, 0, 0, 0, 0, 1, 1, 1, 2, 2, 1, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 2, 2, 1, 0, 2, 0, 1, 0, 0,
              1, 2, 2, 2, 2, 2, 1, 0, 2, 1, 1, 0, 2, 0, 0, 2, 1, 0, 1, 2, 2, 0, 1, 0, 1, 0, 2, 1, 0, 2, 2, 1, 2, 2, 1, 2, 0, 2, 0, 1, 2, 0, 2, 2, 2,
              0, 0, 1, 0, 0, 0, 1, 1, 1, 2, 1, 0, 0, 1, 1, 2, 1, 0, 0, 1, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1,
            ],
          ],
          expected: [
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
          ],
        },
        {
          input: [
            [
              2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
              2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
              0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            ],
          ],
          expected: [
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2,
          ],
        },
      ],
      companies: { Google: 11, Amazon: 16, Microsoft: 14, Apple: 8, Netflix: 2, LinkedIn: 4, Meta: 13 },
    },
    {
      slug: "rainwater-between-bars",
      title: "Rainwater Between Bars",
      difficulty: "hard",
      statement: `A row of vertical bars of width 1 stands side by side; \`heights[i]\` is the height of bar \`i\`. After a heavy rain, water settles in the dips between bars. Water above a bar can rise only as high as the **shorter** of the tallest bar to its left and the tallest bar to its right; anything higher would spill over.

Return the total number of unit squares of water held by the row.

### Examples

**Example 1**

\`\`\`
Input: heights = [0, 2, 0, 3, 1, 0, 1, 3, 2, 1]
Output: 9
\`\`\`

Bar 2 holds 2 units (walls 2 and 3), bars 4, 5 and 6 hold 2, 3 and 2 units between the two bars of height 3: 9 in total.

**Example 2**

\`\`\`
Input: heights = [5, 1, 4]
Output: 3
\`\`\`

The middle bar is bounded by 5 and 4, so water rises to 4 above a bar of height 1.

**Example 3**

\`\`\`
Input: heights = [1, 2, 3]
Output: 0
\`\`\`

The bars only rise, so every drop runs off to the left.

### Constraints

- \`0 <= heights.length <= 2 * 10^4\`
- \`0 <= heights[i] <= 10^5\`
`,
      functionName: "trapRainwater",
      params: [{ name: "heights", type: "int[]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def trapRainwater(heights: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {number[]} heights
 * @return {number}
 */
function trapRainwater(heights) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int trapRainwater(int[] heights) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

int trapRainwater(vector<int>& heights) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func trapRainwater(heights []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def trapRainwater(heights):
    left, right = 0, len(heights) - 1
    left_max = right_max = 0
    water = 0
    while left < right:
        if heights[left] < heights[right]:
            left_max = max(left_max, heights[left])
            water += left_max - heights[left]
            left += 1
        else:
            right_max = max(right_max, heights[right])
            water += right_max - heights[right]
            right -= 1
    return water
`,
        javascript: `function trapRainwater(heights) {
  let left = 0;
  let right = heights.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (left < right) {
    if (heights[left] < heights[right]) {
      leftMax = Math.max(leftMax, heights[left]);
      water += leftMax - heights[left];
      left++;
    } else {
      rightMax = Math.max(rightMax, heights[right]);
      water += rightMax - heights[right];
      right--;
    }
  }
  return water;
}
`,
        java: `class Solution {
    public static int trapRainwater(int[] heights) {
        int left = 0, right = heights.length - 1;
        int leftMax = 0, rightMax = 0, water = 0;
        while (left < right) {
            if (heights[left] < heights[right]) {
                leftMax = Math.max(leftMax, heights[left]);
                water += leftMax - heights[left];
                left++;
            } else {
                rightMax = Math.max(rightMax, heights[right]);
                water += rightMax - heights[right];
                right--;
            }
        }
        return water;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

int trapRainwater(vector<int>& heights) {
    int left = 0, right = (int) heights.size() - 1;
    int leftMax = 0, rightMax = 0, water = 0;
    while (left < right) {
        if (heights[left] < heights[right]) {
            leftMax = max(leftMax, heights[left]);
            water += leftMax - heights[left];
            left++;
        } else {
            rightMax = max(rightMax, heights[right]);
            water += rightMax - heights[right];
            right--;
        }
    }
    return water;
}
`,
        go: `package main

func trapRainwater(heights []int) int {
	left, right := 0, len(heights)-1
	leftMax, rightMax, water := 0, 0, 0
	for left < right {
		if heights[left] < heights[right] {
			if heights[left] > leftMax {
				leftMax = heights[left]
			}
			water += leftMax - heights[left]
			left++
		} else {
			if heights[right] > rightMax {
				rightMax = heights[right]
			}
			water += rightMax - heights[right]
			right--
		}
	}
	return water
}
`,
      },
      solutionExplanation: `### Idea

The water above bar \`i\` is \`min(maxLeft(i), maxRight(i)) - heights[i]\`. Computing both maxima for every bar takes two extra arrays. Two pointers avoid them: keep \`left_max\` (tallest bar seen from the left) and \`right_max\` (tallest seen from the right) and always process the side whose current bar is lower.

Why that is safe: if \`heights[left] < heights[right]\`, there is a bar on the right at least as tall as \`heights[left]\`, so the limiting wall for position \`left\` is \`left_max\`, whatever lies between the pointers. The same holds symmetrically for the right side.

### Step by step

1. Set \`left = 0\`, \`right = n - 1\`, \`left_max = right_max = water = 0\`.
2. While \`left < right\`:
   - If \`heights[left] < heights[right]\`: update \`left_max\`, add \`left_max - heights[left]\` to \`water\`, move \`left\` right.
   - Otherwise: update \`right_max\`, add \`right_max - heights[right]\`, move \`right\` left.
3. Return \`water\`.

The added amount is never negative because the maximum is updated with the current bar before subtracting it.

### Complexity

- **Time:** \`O(n)\`: each bar is processed exactly once.
- **Space:** \`O(1)\`: four integers, no prefix arrays.
`,
      visibleTests: [
        { input: [[0, 2, 0, 3, 1, 0, 1, 3, 2, 1]], expected: 9 },
        { input: [[5, 1, 4]], expected: 3 },
        { input: [[1, 2, 3]], expected: 0 },
      ],
      hiddenTests: [
        { input: [[]], expected: 0 },
        { input: [[4]], expected: 0 },
        { input: [[3, 3]], expected: 0 },
        { input: [[0, 0, 0]], expected: 0 },
        { input: [[5, 4, 3, 2, 1]], expected: 0 },
        { input: [[2, 0, 2]], expected: 2 },
        { input: [[4, 2, 0, 3, 2, 5]], expected: 9 },
        { input: [[100000, 0, 100000]], expected: 100000 },
        { input: [[3, 0, 0, 2, 0, 4]], expected: 10 },
        { input: [[1, 0, 1, 0, 1, 0, 1]], expected: 3 },
        {
          input: [
            [
              90146, 23044, 53796, 63916, 88288, 14905, 32066, 48032, 49501, 66651, 60976, 12309, 3442, 36045, 56678, 62731, 41678, 48426, 91514,
              79252, 76005, 64069, 94121, 23436, 42020, 17338, 92987, 87808, 77765, 16019, 40219, 19805, 80439, 73617, 73270, 85499, 71972, 71523,
              54895, 97890, 99879, 62324, 33105, 40190, 68082, 15508, 71290, 5786, 62111, 8018, 30501, 49093, 42514, 80935, 96011, 29695, 98316,
              59679, 33440, 35107, 42044, 59288, 49142, 93115, 71233, 60869, 7658, 67750, 48012, 69779, 74361, 49296, 89544, 20126, 55438, 37300,
              48100, 21806, 76209, 67223, 84426, 51552, 64987, 41798, 63450, 66628, 98738, 99144, 80747, 93901, 96170, 69625, 52903, 10357, 92160,
              15308, 784, 9463, 12655, 29363, 62987, 29065, 42563, 26034, 7700, 964, 97336, 29163, 7606, 31751, 82747, 36006, 64989, 33047, 77198,
              33289, 57458, 9571, 47182, 4556, 17877, 75010, 69954, 6094, 64712, 19147, 83485, 8876, 54244, 62730, 52976, 90606, 99824, 17673, 81684,
              69629, 6083, 98192, 27009, 80032, 22302, 15129, 92091, 20839, 70719, 40212, 65791, 71734, 26019, 38869, 55002, 83498, 30682, 22912,
              8711, 53814, 29032, 80411, 65149, 79802, 82796, 19680, 62759, 59854, 48293, 41761, 39114, 72014, 21858, 84442, 95627, 36625, 45252,
              35634, 82507, 63842, 67663, 34173, 65825, 78922, 25891, 99273, 69715, 63416, 25307, 54672, 6939, 53770, 82537, 9229, 58553, 10662, 1235,
              48238, 98312, 82120, 58421, 43900, 52797, 29308, 36785, 3522, 37520, 29809, 2284, 79962, 44559, 26418, 27840, 64557, 78056, 97045,
              75455, 82502, 29146, 67486, 77747, 9023, 38063, 65690, 46507, 62599, 94796, 98846, 24584, 86260, 80811, 20996, 22889, 16904, 6268,
              47742, 5934, 65781, 46261, 42922, 47430, 16318, 12636, 18851, 47399, 83598, 76450, 16862, 28806, 67087, 94701, 24495, 54192, 56615,
              1388, 90037, 83911, 14530, 63096, 2251, 37140, 46321, 98295, 49716, 68302, 69527, 74137, 80331, 55797, 59083, 26649, 59668, 91685,
              58502, 97738, 97999, 12904, 12406, 74997, 22669, 58579, 91439, 97060, 47265, 5398, 24494, 80261, 42562, 13739, 58481, 50731, 36194,
              78232, 93652, 77799, 13743, 90650, 95949, 5999, 3935, 94494, 12131, 97413, 94397,
            ],
          ],
          expected: 13721570,
        },
        {
          input: [
            [
              2, 6, 10, 6, 1, 3, 1, 1, 5, 3, 6, 9, 1, 1, 5, 8, 5, 6, 2, 1, 3, 0, 8, 0, 8, 2, 6, 10, 0, 8, 10, 3, 4, 4, 5, 1, 9, 3, 10, 1, 9, 6, 6, 0,
              5, 4, 3, 2, 3, 1, 8, 7, 0, 8, 6, 10, 8, 1, 10, 10, 4, 3, 10, 6, 10, 1, 7, 5, 5, 7, 4, 9, 6, 8, 4, 5, 10, 8, 7, 0, 7, 1, 6, 2, 3, 0, 5,
              4, 4, 8, 9, 3, 5, 3, 6, 8, 1, 5, 5, 8, 9, 0, 5, 10, 10, 8, 6, 10, 3, 5, 5, 0, 4, 4, 7, 10, 10, 2, 1, 5, 6, 8, 6, 4, 8, 9, 4, 2, 7, 0, 7,
              1, 1, 8, 1, 0, 0, 5, 5, 3, 5, 0, 2, 2, 8, 1, 10, 10, 6, 9, 3, 7, 3, 1, 0, 4, 5, 3, 1, 3, 3, 8, 4, 9, 4, 6, 1, 0, 2, 4, 8, 5, 6, 0, 7, 2,
              6, 5, 10, 8, 8, 4, 8, 9, 7, 8, 8, 1, 5, 2, 0, 1, 3, 7, 4, 7, 8, 6, 8, 5, 5, 4, 7, 10, 3, 9, 5, 10, 3, 6, 7, 0, 7, 3, 2, 5, 8, 6, 1, 5,
              1, 1, 6, 2, 0, 8, 4, 10, 9, 6, 10, 0, 1, 4, 2, 1, 3, 7, 3, 1, 3, 10, 9, 7, 8, 1, 5, 0, 5, 7, 8, 8, 7, 10, 5, 1, 6, 8, 1, 7, 4, 10, 5, 2,
              2, 1, 6, 0, 0, 9, 7, 2, 3, 8, 9, 0, 3, 7, 9, 7, 4, 10, 0, 3, 8, 6, 5, 0, 7, 8, 1, 5, 1, 6, 5, 5, 8, 2, 2, 8,
            ],
          ],
          expected: 1478,
        },
      ],
      companies: { Google: 21, Amazon: 26, Microsoft: 14, Apple: 12, Netflix: 6, LinkedIn: 8, Meta: 18 },
    },
  ],
  finalRemarks: `## Final remarks

Two pointers is less about a specific algorithm and more about a habit: whenever you are about to write a nested loop over the same sequence, ask whether one of the loops can be replaced by a pointer that only ever moves forward (or backward). The answer is usually yes when the data is sorted, when you compare mirrored positions, or when a partition can be grown from the edges.

Points to keep in mind:

- **Argue why a move is safe.** In each problem of this module a pointer moves only when the element it leaves can no longer be part of an answer. Saying that out loud in an interview is what turns a guess into a proof.
- **Watch the loop condition.** \`left < right\` versus \`left <= right\` decides whether the middle element is examined; the colour-sorting problem needs \`<=\`, the pair problems need \`<\`.
- **Skip duplicates deliberately** when the question asks about distinct values, and do not skip them when positions are what count.
- **Sorting costs \`O(n log n)\`.** If the input is not sorted, include that cost in your complexity and make sure the original order is not needed afterwards.

The same idea returns in the next modules: fast and slow pointers move at different speeds, and sliding windows keep two pointers that bound a range of interest.
`,
  companyFrequency: { Google: 24, Amazon: 31, Microsoft: 19, Apple: 12, Netflix: 4, LinkedIn: 9, Meta: 27 },
};
