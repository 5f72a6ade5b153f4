// Coding roadmap pattern: Sliding Window. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "sliding-window",
  title: "Sliding Window",
  summary: "Maintain a contiguous range and its running summary as it slides across the input, so every subarray question is answered in one pass.",
  introduction: `## What the pattern is

A sliding window is a contiguous range \`[left, right]\` of an array or string that moves across the input from left to right. Instead of recomputing a summary (a sum, character counts, a maximum) for every possible range, the algorithm **updates the summary incrementally**: add the element that enters on the right, remove the element that leaves on the left. Each element enters once and leaves at most once, so problems that look like "check every subarray" (\`O(n²)\` ranges) become linear.

Windows come in two flavours:

- **Fixed size:** the window always holds exactly \`k\` elements. Every step adds one element and removes one.
- **Variable size:** \`right\` advances every step, and \`left\` advances only when the window breaks a rule (too many distinct characters, a repeated letter, a sum over the limit). The window grows while it is valid and shrinks until it is valid again.

## When to recognise it

The pattern fits when:

- The question is about a **contiguous** subarray or substring (not a subsequence).
- It asks for the longest, shortest, or best such range, or for an answer about every range of size \`k\`.
- Validity is **monotonic**: if a window breaks the rule, any larger window containing it breaks it too, so shrinking from the left is the only sensible fix.
- The summary can be updated in \`O(1)\` or \`O(log n)\` when one element enters or leaves (running sums, frequency maps, a deque of candidates).

If elements can be negative and the condition is about a sum reaching a target, validity may not be monotonic; prefix sums with a hash map are usually the right tool then.

## A worked example

*Given an array of positive integers and a number \`limit\`, return the length of the longest contiguous subarray whose sum is at most \`limit\`.*

Grow the window by moving \`right\`. Whenever the sum exceeds \`limit\`, move \`left\` forward, subtracting the elements that leave, until the sum fits again. Because all values are positive, removing elements can only lower the sum, so the loop always terminates.

\`\`\`python
def longest_within_limit(nums, limit):
    left = 0
    window_sum = 0
    best = 0
    for right, value in enumerate(nums):
        window_sum += value              # element enters
        while window_sum > limit:
            window_sum -= nums[left]     # element leaves
            left += 1
        best = max(best, right - left + 1)
    return best
\`\`\`

For \`nums = [3, 1, 2, 7, 1, 1]\` and \`limit = 6\`: the window \`[3, 1, 2]\` has sum 6 (length 3). Adding 7 pushes the sum to 13, so \`left\` moves past 3, 1, 2 and even past the 7 itself, leaving an empty window. The last two 1s then form windows of length 1 and 2, so the answer stays 3.

Both pointers move forward at most \`n\` times, so the time is \`O(n)\` and the extra space is \`O(1)\`.

## What comes next

The module starts with a fixed window, moves to variable windows driven by a hash map, then uses a monotonic deque to report the maximum of every window, and ends with the classic hard problem of the smallest window that contains all required characters.
`,
  problems: [
    {
      slug: "best-average-fixed-window",
      title: "Best Average of a Fixed-Size Window",
      difficulty: "easy",
      statement: `You are given an integer array \`nums\` and an integer \`k\`. Among all **contiguous** groups of exactly \`k\` elements, find the one with the largest average and return that average.

Answers within \`10^-5\` of the exact value are accepted.

### Examples

**Example 1**

\`\`\`
Input: nums = [4, -2, 7, 1, 0, 5], k = 3
Output: 3.0
\`\`\`

The windows of size 3 sum to 9, 6, 8 and 6. The best is \`[4, -2, 7]\` with average \`9 / 3 = 3\`.

**Example 2**

\`\`\`
Input: nums = [5], k = 1
Output: 5.0
\`\`\`

There is only one window.

**Example 3**

\`\`\`
Input: nums = [-3, -1, -2], k = 2
Output: -1.5
\`\`\`

The windows average -2 and -1.5; the larger is -1.5.

### Constraints

- \`1 <= k <= nums.length <= 10^5\`
- \`-10^4 <= nums[i] <= 10^4\`
`,
      functionName: "maxWindowAverage",
      params: [
        { name: "nums", type: "int[]" },
        { name: "k", type: "int" },
      ],
      returnType: "float",
      compare: "float",
      starter: {
        python: `from typing import List


def maxWindowAverage(nums: List[int], k: int) -> float:
    # Write your code here
    return 0.0
`,
        javascript: `/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
function maxWindowAverage(nums, k) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static double maxWindowAverage(int[] nums, int k) {
        // Write your code here
        return 0.0;
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

double maxWindowAverage(vector<int>& nums, int k) {
    // Write your code here
    return 0.0;
}
`,
        go: `package main

func maxWindowAverage(nums []int, k int) float64 {
	// Write your code here
	return 0.0
}
`,
      },
      solutions: {
        python: `def maxWindowAverage(nums, k):
    window = sum(nums[:k])
    best = window
    for right in range(k, len(nums)):
        window += nums[right] - nums[right - k]
        best = max(best, window)
    return best / k
`,
        javascript: `function maxWindowAverage(nums, k) {
  let window = 0;
  for (let i = 0; i < k; i++) window += nums[i];
  let best = window;
  for (let right = k; right < nums.length; right++) {
    window += nums[right] - nums[right - k];
    best = Math.max(best, window);
  }
  return best / k;
}
`,
        java: `class Solution {
    public static double maxWindowAverage(int[] nums, int k) {
        long window = 0;
        for (int i = 0; i < k; i++) window += nums[i];
        long best = window;
        for (int right = k; right < nums.length; right++) {
            window += nums[right] - nums[right - k];
            best = Math.max(best, window);
        }
        return (double) best / k;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

double maxWindowAverage(vector<int>& nums, int k) {
    long long window = 0;
    for (int i = 0; i < k; i++) window += nums[i];
    long long best = window;
    for (size_t right = k; right < nums.size(); right++) {
        window += nums[right] - nums[right - k];
        best = max(best, window);
    }
    return (double) best / k;
}
`,
        go: `package main

func maxWindowAverage(nums []int, k int) float64 {
	window := 0
	for _, v := range nums[:k] {
		window += v
	}
	best := window
	for right := k; right < len(nums); right++ {
		window += nums[right] - nums[right-k]
		if window > best {
			best = window
		}
	}
	return float64(best) / float64(k)
}
`,
      },
      solutionExplanation: `### Idea

All windows have the same size \`k\`, so the window with the largest average is simply the window with the largest **sum**. Sliding the window one position to the right changes its sum by exactly one added and one removed element, so each new sum costs \`O(1)\`.

### Step by step

1. Compute the sum of the first \`k\` elements; it is the current best.
2. For each \`right\` from \`k\` to \`n - 1\`: add \`nums[right]\`, subtract \`nums[right - k]\` (the element that just left), and update the best sum.
3. Divide the best sum by \`k\` once at the end. Working with integer sums until then avoids accumulating floating-point error.

For \`[4, -2, 7, 1, 0, 5]\` with \`k = 3\`, the sums are 9, then \`9 + 1 - 4 = 6\`, then \`6 + 0 - (-2) = 8\`, then \`8 + 5 - 7 = 6\`. The best is 9, so the answer is 3.

### Complexity

- **Time:** \`O(n)\`: one pass after the initial \`k\` elements.
- **Space:** \`O(1)\`.
`,
      visibleTests: [
        { input: [[4, -2, 7, 1, 0, 5], 3], expected: 3.0 },
        { input: [[5], 1], expected: 5.0 },
        { input: [[-3, -1, -2], 2], expected: -1.5 },
      ],
      hiddenTests: [
        { input: [[7], 1], expected: 7.0 },
        { input: [[1, 2, 3, 4], 4], expected: 2.5 },
        { input: [[-5, -5, -5], 1], expected: -5.0 },
        { input: [[10000, -10000, 10000, -10000], 2], expected: 0.0 },
        { input: [[0, 0, 0, 0], 3], expected: 0.0 },
        { input: [[1, 12, -5, -6, 50, 3], 4], expected: 12.75 },
        { input: [[2, 2, 3, 3], 2], expected: 3.0 },
        { input: [[-1, 0], 1], expected: 0.0 },
        {
          input: [
            [
              -8963, -2130, -3614, -6990, 8553, -1524, 8570, 6917, 3050, -4833, 3425, 5494, 9094, -7108, -1594, 7319, 7822, -8946, 9459, -6021, 2816,
              -5474, 6150, -501, -9865, 3525, -819, -8740, -2490, -2946, 1069, -5131, -4857, -3185, 9300, -375, -6469, -1854, 7162, -1760, 7222,
              -1831, -9305, -1078, -979, -5818, 1548, -7643, 6164, -4476, -1139, 8131, -5399, -5969, -4294, 5887, -6933, -4014, 2302, -8740, 569,
              8848, -2266, -4561, -7632, 4124, -9931, -6505, 621, -5581, -4467, -1762, -3716, -9118, 6834, -9865, -1535, 7539, -9092, -7935, -1698,
              -3665, 6511, -4014, 2346, -8698, 6213, 6392, -4954, 8928, -3954, 8934, -7909, -7694, 5904, 3466, -5078, -3069, 6924, 4765, 1448, 6434,
              3791, 1140, -8734, 5723, 5318, 3772, -9167, 7329, -280, 3020, 4186, -7450, -3397, 5005, 6520, -4775, 399, 7678, 8231, 5925, 7617, -7208,
              -1616, -4902, -5122, 1148, -1160, 1007, -2303, 1785, 5211, -1261, -8561, 9198, -1612, -2758, 950, -672, 6669, -4906, 8079, 496, -1608,
              2876, 7458, -9137, -4898, -9324, -7299, -1602, -1093, 9694, -9143, 3738, 2780, -3602, -8627, -128, -4640, -1284, 7028, -4185, 3197, 404,
              -5993, -4743, 5513, -940, 6519, 1880, -4256, 3881, 1160, 7999, -3940, 8751, 3950, -7679, -9341, -8441, -2264, 5934, 777, 2362, 8211,
              7963, -2802, 4727, -7531, 5193, 184, -72, -5548, 3038, 5245, 4897, 6639, -5580, -5323, 7092, -2209, -9635, -6685, 6174, -4155, -6260,
              -6350, 4871, 2179, 8648, 3736, 1079, -9821, -7534, -6046, -1173, 4990, -5843, -7440, 3276, 2827, 306, -9018, 6859, -1365, -1809, 4839,
              6050, 1180, -7574, -9274, -7750, -5986, 631, -5351, -6285, 9366, -5229, -2944, -3246, -6808, -7388, -912, -1152, 8533, 90, 3838, 9464,
              3831, -3910, -3214, 1676, 5831, 2538, -5472, 4514, 3205, 1912, 1741, -3811, 614, -458, 1522, 5063, -4860, -2915, 6837, 1831, 1524, 2538,
              8850, -521, -8806, 1341, -1173, 7482, 3044, -5795, 9413, 3803, -9233, 5603, -5668, 6650, -3217, -8822, 856, 5708, -6524, 3865, -5481,
              163, -7045, -7744, -4035, 9867, 6753, -8315, -2612, 1513, -3310, -624, 3307, -6640, -4430, 9862, 5753, 6753, 9480, -7568, -620, -4314,
              8848, 5076, -1041, -2853, -8035, 343, 2516, -8306, 5168, -1506, -315, -5091, -987, -4043, -8344, 8338, -9941, 6732, 4226, -8782, 785,
              3715, 4479, -9408, -9636, 8965, -7516, -6076, -9617, 6147, -1787, -1297, -7394, -7170, -9000, -3284, 4082, 8331, 4742, -3889, 2671,
              6431, 8417, 9434, 9570, -3135, -1788, -1997, 1001, -2980, 1574, 3765, 7539, -2819, 977, 1320, -9417, 2878, 5365, -4624, -8113, -112,
              2193, 2308, 7379, -1569, -712, -9862, 1591, 5269, -9751, -7062, 8421, 9329, -7300, 8185, 902, -5142, 8891, -1329, 3412, 8675, 7534,
              6892, 6081, -3089,
            ],
            17,
          ],
          expected: 3162.823529,
        },
        {
          input: [
            [
              -3771, 6629, -276, 6938, 5470, -9947, 1581, 1289, -4606, 9946, -6935, -386, 799, -8216, 1976, -1251, -6790, 8444, -1188, -6281, 4607,
              -7671, 7360, -1902, 774, -5079, -9380, -9594, -7100, 5647, 9208, -736, -5463, -276, 7302, 2792, -4848, 4863, 4906, 8469, -6278, 9829,
              183, 2274, -4390, -6853, 7188, 5256, -6562, -7061, -3913, -3381, 5453, -8032, -9974, 3862, 6647, 643, 7942, 3654, -22, 1509, 9893,
              -5462, -1238, 976, -7311, 7204, -191, 4819, -6414, 8068, -7156, -9639, -1901, -2172, -1798, -4918, 8826, 1758, 5279, -7584, -525, -3967,
              -1950, -4274, 4465, 7644, 2098, -3447, 7373, -8685, 2072, -4274, -1279, -1090, -2685, 8528, 3499, 1455, 5798, -2482, -9981, -9121, 7054,
              -1127, 2323, -5184, 3843, 2382, 1544, -220, -8755, 8440, -4074, -2157, 5281, -3470, -2473, -4897, -1963, 1164, 6963, 9056, 6718, 9591,
              5635, -4727, -4787, 257, -2661, 5116, -6174, 9901, -3434, -5112, -4704, -3055, 5852, -4562, 8893, 4580, 6935, 6782, -5877, 253, -4494,
              -37, 1243, 3884, 8536, 6247, -4056, -487, -2751, -4694, 879, -9381, -7283, -3134, 726, -2986, -2163, 8841, -4916, -754, 5960, 625, 3597,
              5178, -3216, 1405, 2279, -6331, -9680, -1365, -1187, 7937, -7549, 2413, 5190, 9859, -339, -6852, 2192, -3893, -2110, 5065, -5328, -6682,
              -1575, 2176, 2299, -2323, 1322, 8055, 25, -1618, -7231, 4147, -5751, -8152, -2297, -7708, -4415, 2502, -6512, -2156, -1742, -2547, 3958,
              -9120, -4905, -3880, -6283, -3062, -4380, 3822, 9668, -2895, -3210, -6784, -2823, 8480, 2598, 3134, -6787, 355, -4068, -6791, 9954,
              1878, -9713, 1186, -1430, -3945, 9512, 3332, 7475, 8713, -8789, 5562, -5836, -9223, -5666, 3504, 1818, -8379, 7583, -4489, 816, -8960,
              7838, -4322, -1332, 8983, 7211, 500, -5580, 8483, 3010, 6394, -7038, 3104, -950, 9943, 9382, 3690, 4837, 6174, 9371, 6303, 1713, 4198,
              7480, 5511, -4037, -1451, 9449, 816, 6686, -2578, 9997, 2895, 8160, 8020, -3366, -7846, 6426, 7482, -2419, 5802, -9668, -1844, -7790,
              -7957, 6497, -1327, -8297, -6791,
            ],
            7,
          ],
          expected: 7100.0,
        },
      ],
      companies: { Google: 6, Amazon: 11, Microsoft: 8, Apple: 5, Netflix: 1, LinkedIn: 3, Meta: 9 },
    },
    {
      slug: "longest-run-without-repeats",
      title: "Longest Run Without Repeats",
      difficulty: "medium",
      statement: `Given a string \`s\`, return the length of the longest **contiguous** substring in which no character appears more than once.

Characters are compared exactly: uppercase and lowercase letters are different, and spaces, digits and symbols count as characters too.

### Examples

**Example 1**

\`\`\`
Input: s = "streetcar"
Output: 5
\`\`\`

\`etcar\` has five distinct characters; any longer substring repeats a letter.

**Example 2**

\`\`\`
Input: s = "zzzz"
Output: 1
\`\`\`

Every substring longer than one character repeats \`z\`.

**Example 3**

\`\`\`
Input: s = "abba"
Output: 2
\`\`\`

\`ab\` and \`ba\` are the longest runs; \`abb\` already repeats \`b\`.

### Constraints

- \`0 <= s.length <= 5 * 10^4\`
- \`s\` consists of printable ASCII characters.
`,
      functionName: "longestUniqueSubstring",
      params: [{ name: "s", type: "string" }],
      returnType: "int",
      starter: {
        python: `def longestUniqueSubstring(s: str) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {string} s
 * @return {number}
 */
function longestUniqueSubstring(s) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int longestUniqueSubstring(String s) {
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

int longestUniqueSubstring(string s) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func longestUniqueSubstring(s string) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def longestUniqueSubstring(s):
    last_seen = {}
    left = best = 0
    for right, ch in enumerate(s):
        if ch in last_seen and last_seen[ch] >= left:
            left = last_seen[ch] + 1
        last_seen[ch] = right
        best = max(best, right - left + 1)
    return best
`,
        javascript: `function longestUniqueSubstring(s) {
  const lastSeen = new Map();
  let left = 0;
  let best = 0;
  for (let right = 0; right < s.length; right++) {
    const ch = s[right];
    if (lastSeen.has(ch) && lastSeen.get(ch) >= left) {
      left = lastSeen.get(ch) + 1;
    }
    lastSeen.set(ch, right);
    best = Math.max(best, right - left + 1);
  }
  return best;
}
`,
        java: `import java.util.*;

class Solution {
    public static int longestUniqueSubstring(String s) {
        Map<Character, Integer> lastSeen = new HashMap<>();
        int left = 0, best = 0;
        for (int right = 0; right < s.length(); right++) {
            char ch = s.charAt(right);
            Integer seen = lastSeen.get(ch);
            if (seen != null && seen >= left) left = seen + 1;
            lastSeen.put(ch, right);
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
`,
        cpp: `#include <algorithm>
#include <string>
#include <unordered_map>
using namespace std;

int longestUniqueSubstring(string s) {
    unordered_map<char, int> lastSeen;
    int left = 0, best = 0;
    for (int right = 0; right < (int) s.size(); right++) {
        auto it = lastSeen.find(s[right]);
        if (it != lastSeen.end() && it->second >= left) left = it->second + 1;
        lastSeen[s[right]] = right;
        best = max(best, right - left + 1);
    }
    return best;
}
`,
        go: `package main

func longestUniqueSubstring(s string) int {
	lastSeen := map[byte]int{}
	left, best := 0, 0
	for right := 0; right < len(s); right++ {
		if seen, ok := lastSeen[s[right]]; ok && seen >= left {
			left = seen + 1
		}
		lastSeen[s[right]] = right
		if right-left+1 > best {
			best = right - left + 1
		}
	}
	return best
}
`,
      },
      solutionExplanation: `### Idea

Keep a window \`[left, right]\` with no repeated characters. When the new character at \`right\` already occurs inside the window, the window must start just after that earlier occurrence. Remembering the **last index** of every character lets the left edge jump there directly instead of shrinking one step at a time.

### Step by step

1. Keep a map \`last_seen\` from character to the latest index where it appeared, and \`left = 0\`.
2. For each \`right\` and character \`ch\`:
   - If \`ch\` was seen at an index \`>= left\`, it is inside the current window; set \`left\` to that index plus one.
   - Record \`last_seen[ch] = right\`.
   - The window \`[left, right]\` is now repeat-free; update the best length with \`right - left + 1\`.
3. Return the best length (0 for an empty string).

The check \`last_seen[ch] >= left\` matters: an occurrence left of the window (as with the final \`a\` in \`abba\`) must not move \`left\` backwards.

### Complexity

- **Time:** \`O(n)\`: each character is processed once with \`O(1)\` map operations.
- **Space:** \`O(min(n, σ))\`, where \`σ\` is the alphabet size (at most 95 printable ASCII characters).
`,
      visibleTests: [
        { input: ["streetcar"], expected: 5 },
        { input: ["zzzz"], expected: 1 },
        { input: ["abba"], expected: 2 },
      ],
      hiddenTests: [
        { input: [""], expected: 0 },
        { input: ["a"], expected: 1 },
        { input: ["ab"], expected: 2 },
        { input: ["aab"], expected: 2 },
        { input: ["tmmzuxt"], expected: 5 },
        { input: ["a b c a"], expected: 3 },
        { input: ["1231234"], expected: 4 },
        { input: ["AaAa"], expected: 2 },
        { input: ["abcdefghijklmnopqrstuvwxyz"], expected: 26 },
        {
          input: [
            "aghadafchdggedbdfhgecgahfedhbcgdgadbdfbfebffafccbhchdffchcddecafcgbdaaebffgafccfacdaeacedbfabccegbaghchgcdefgeadeffdadecbgcfccfeeegcaadgaheeadbgbbebfcgcfhbghffgedaafcbfcbagagbccfbahhehgadfhdbhabbbdheheechhcchhcfdebaccahecfbacffhbabcgbhaacbgeehbcegeabgacaebaghfffggehdfhfdgaadbcfadfdfddcdfgcabbgdfdecafechccfhecbeabedghgcbcaacahafechecdbbabaghfaefcdhgacdbaccbceagdehacbbghdaabhdaebahacfhdhbhhabchdgddf",
          ],
          expected: 7,
        },
        {
          input: [
            "jiDvUxxmnJXOUjVCnMdkPq5FIuBPcg9P3FjzdEfxczWxr5kADdGDb6FZbmkNodjV4tNZzUwUAOk2b0hrqtiTu32ndKm3s6LEengzDdcyfm5gzTOpo1QYoysdGC6aWLeiBMOz733cEhBl9VwsXE1TsvQLxV1woJEij417S0k25mioVFWjpfSWeJc7aWLfILyU3zCxNfAHYhVK38jLKVhEBQpUlodY6a8FdeabLwk6HoubFusgiGfgrk76ml95g0DKBixmkpD0UiUDIAixy125L76cwc0B2r6zCxG0Xmhus7n9bdBYEVLFAye6617ENbqWamV6UsDU71G7g6mHdauZWhvOiKlLmaYMJNNKRc8rxqK7kWFhaemqVl19p8mJVh06Dn7VeUPnMaKBxEJBocEgcqaJyYqU7d5yhJMaoC9wvlrtsobDfwBoMLQjeqrxp9KVgsv9j77M8ZV4pOVjAg5QuP5xnDEtuqAktQCCsik0vCPOOX9FwnvB",
          ],
          expected: 27,
        },
      ],
      companies: { Google: 18, Amazon: 22, Microsoft: 15, Apple: 11, Netflix: 5, LinkedIn: 7, Meta: 20 },
    },
    {
      slug: "longest-uniform-run-with-changes",
      title: "Longest Uniform Run With K Changes",
      difficulty: "medium",
      statement: `The string \`s\` consists of uppercase English letters. You may pick **at most \`k\`** positions and change the letter at each of them to any other uppercase letter.

Return the length of the longest contiguous substring made of one repeated letter that you can obtain.

### Examples

**Example 1**

\`\`\`
Input: s = "AABCBB", k = 1
Output: 4
\`\`\`

Change the \`C\` to \`B\` to get \`BBBB\` from positions 3 to 6.

**Example 2**

\`\`\`
Input: s = "XYZ", k = 0
Output: 1
\`\`\`

No changes are allowed, and no two neighbours are equal.

**Example 3**

\`\`\`
Input: s = "ABAB", k = 2
Output: 4
\`\`\`

Changing both \`B\`s (or both \`A\`s) makes the whole string uniform.

### Constraints

- \`1 <= s.length <= 10^5\`
- \`0 <= k <= s.length\`
- \`s\` consists of uppercase English letters.
`,
      functionName: "longestRunWithChanges",
      params: [
        { name: "s", type: "string" },
        { name: "k", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `def longestRunWithChanges(s: str, k: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {string} s
 * @param {number} k
 * @return {number}
 */
function longestRunWithChanges(s, k) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int longestRunWithChanges(String s, int k) {
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

int longestRunWithChanges(string s, int k) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func longestRunWithChanges(s string, k int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def longestRunWithChanges(s, k):
    counts = {}
    left = 0
    top = 0  # highest count of a single letter seen in any window so far
    best = 0
    for right, ch in enumerate(s):
        counts[ch] = counts.get(ch, 0) + 1
        top = max(top, counts[ch])
        while (right - left + 1) - top > k:
            counts[s[left]] -= 1
            left += 1
        best = max(best, right - left + 1)
    return best
`,
        javascript: `function longestRunWithChanges(s, k) {
  const counts = new Array(26).fill(0);
  const A = "A".charCodeAt(0);
  let left = 0;
  let top = 0;
  let best = 0;
  for (let right = 0; right < s.length; right++) {
    const c = s.charCodeAt(right) - A;
    counts[c]++;
    top = Math.max(top, counts[c]);
    while (right - left + 1 - top > k) {
      counts[s.charCodeAt(left) - A]--;
      left++;
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
}
`,
        java: `class Solution {
    public static int longestRunWithChanges(String s, int k) {
        int[] counts = new int[128];
        int left = 0, top = 0, best = 0; // top: highest count of one letter seen in any window so far
        for (int right = 0; right < s.length(); right++) {
            top = Math.max(top, ++counts[s.charAt(right)]);
            while ((right - left + 1) - top > k) {
                counts[s.charAt(left)]--;
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
`,
        cpp: `#include <algorithm>
#include <string>
using namespace std;

int longestRunWithChanges(string s, int k) {
    int counts[256] = {0};
    int left = 0, top = 0, best = 0;  // top: highest count of one letter seen in any window so far
    for (int right = 0; right < (int) s.size(); right++) {
        top = max(top, ++counts[(unsigned char) s[right]]);
        while ((right - left + 1) - top > k) {
            counts[(unsigned char) s[left]]--;
            left++;
        }
        best = max(best, right - left + 1);
    }
    return best;
}
`,
        go: `package main

func longestRunWithChanges(s string, k int) int {
	var counts [256]int
	left, top, best := 0, 0, 0 // top: highest count of one letter seen in any window so far
	for right := 0; right < len(s); right++ {
		counts[s[right]]++
		if counts[s[right]] > top {
			top = counts[s[right]]
		}
		for (right-left+1)-top > k {
			counts[s[left]]--
			left++
		}
		if right-left+1 > best {
			best = right - left + 1
		}
	}
	return best
}
`,
      },
      solutionExplanation: `### Idea

A window can be made uniform when the letters that are **not** its most frequent letter number at most \`k\`: those are the ones we would change. So a window of length \`L\` whose most common letter appears \`top\` times is valid exactly when \`L - top <= k\`. Slide a window, keep letter counts, and shrink from the left whenever the window becomes invalid.

A subtle shortcut makes the loop linear: \`top\` never needs to decrease. The answer only improves when a window with a larger \`top\` appears, so using a stale, too-large \`top\` can at worst keep an invalid window of the **same length as the best so far**, which never inflates the answer.

### Step by step

1. Keep \`counts\` per letter, \`left = 0\`, \`top = 0\`, \`best = 0\`.
2. For each \`right\`: increment the count of \`s[right]\` and raise \`top\` if this count is larger.
3. While \`(right - left + 1) - top > k\`, decrement the count of \`s[left]\` and move \`left\` right.
4. Record \`right - left + 1\` as a candidate.

For \`AABCBB\` with \`k = 1\`: the window reaches \`BCBB\` (length 4, top 3 for \`B\`), which needs one change, and no window of length 5 needs only one.

### Complexity

- **Time:** \`O(n)\`: each index enters and leaves the window at most once.
- **Space:** \`O(1)\`: at most 26 counters.
`,
      visibleTests: [
        { input: ["AABCBB", 1], expected: 4 },
        { input: ["XYZ", 0], expected: 1 },
        { input: ["ABAB", 2], expected: 4 },
      ],
      hiddenTests: [
        { input: ["A", 0], expected: 1 },
        { input: ["A", 1], expected: 1 },
        { input: ["AAAA", 2], expected: 4 },
        { input: ["ABCDE", 1], expected: 2 },
        { input: ["ABCDE", 5], expected: 5 },
        { input: ["ABBB", 0], expected: 3 },
        { input: ["BAAAB", 2], expected: 5 },
        { input: ["ZYZYZYZZ", 1], expected: 4 },
        {
          input: [
            "AABBBBABBAABABABABBBBBABBABBAAABAABABBAAAAABBAAAAAAABBBBBBBAABABBBBBBABBBAABBABBAABABBBBBBBBBBABAAABABBBABAAAABBBABAAAABBAAABBBBBABBBAAABABBABABBBABBABBBBAABAAAABBBBBABBABBABBBBBAABABAAABBAAAABAABAABBABAABAAAAABABABBBAAABBBAABBAABAABBBAAABAAAABBAABBABABAAABBBABBBABABBAABBBABABBBAABABBBABBBBABBBBABAB",
            5,
          ],
          expected: 22,
        },
        {
          input: [
            "SZJYLHRLJAPWYRDCFKHCZLSSDMGFTCUEJANQKXPYOCYBKYIJSKWQBOEHXTTJCTJZOQCGZMOVHPBPCKIQCHFLGJFAKTNOXEFDCGASVTNDHDVIHNYZBMZRLIXLMKZGGDOMDKZOASJMFYCXGZWSYEPKLXATUGTCTJUWPIXNCHZWXIXAHIEOAIBDDWKMFMBHYHVLFCYGULACGDCYORXWGAHEIHKBVTVHIPJKCJZLBNPLQZCBLRAUTICXZHKYYAEWROVAYKVNKKIBLEZXKQOKKBQURZKZFNYEBCWEZNUZPTGNDHQA",
            20,
          ],
          expected: 27,
        },
        {
          input: [
            "ACCBBAABCCCCABABCCCBCACACBAAAACBACACCCACBCACBCCCBABCCAAABAACCACABBBBCBBCBACAAAABABACCBBBCCBBCBACACBBACAAACABACACCABAABBABCCBBABACCCAAAAAABBCCBBBAAACCAABBABBBBACBBABBCBCCBCACAAACBACABCACABACBBCABCBCBBBCCBBCCACAABBBCCCBCCCCABACAABBCBABCBACBBCCACBCABCBA",
            0,
          ],
          expected: 6,
        },
      ],
      companies: { Google: 10, Amazon: 13, Microsoft: 7, Apple: 6, Netflix: 2, LinkedIn: 4, Meta: 11 },
    },
    {
      slug: "maximum-of-every-window",
      title: "Maximum of Every Window",
      difficulty: "hard",
      statement: `A window of size \`k\` slides over the integer array \`nums\` from the far left to the far right, one position at a time, so it takes \`nums.length - k + 1\` positions. For every position, report the largest value inside the window.

Return the list of maxima in window order. Aim for a solution that is linear in the length of \`nums\`, independent of \`k\`.

### Examples

**Example 1**

\`\`\`
Input: nums = [4, 2, 12, 3, 8, 1, 7], k = 3
Output: [12, 12, 12, 8, 8]
\`\`\`

The windows are \`[4,2,12]\`, \`[2,12,3]\`, \`[12,3,8]\`, \`[3,8,1]\` and \`[8,1,7]\`.

**Example 2**

\`\`\`
Input: nums = [9, 8], k = 1
Output: [9, 8]
\`\`\`

With \`k = 1\` every element is its own window.

### Constraints

- \`1 <= k <= nums.length <= 10^5\`
- \`-10^4 <= nums[i] <= 10^4\`
`,
      functionName: "windowMaximums",
      params: [
        { name: "nums", type: "int[]" },
        { name: "k", type: "int" },
      ],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def windowMaximums(nums: List[int], k: int) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
function windowMaximums(nums, k) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] windowMaximums(int[] nums, int k) {
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

vector<int> windowMaximums(vector<int>& nums, int k) {
    // Write your code here
    return {};
}
`,
        go: `package main

func windowMaximums(nums []int, k int) []int {
	// Write your code here
	return []int{}
}
`,
      },
      solutions: {
        python: `from collections import deque


def windowMaximums(nums, k):
    candidates = deque()  # indices whose values decrease from front to back
    result = []
    for i, value in enumerate(nums):
        while candidates and nums[candidates[-1]] <= value:
            candidates.pop()
        candidates.append(i)
        if candidates[0] <= i - k:
            candidates.popleft()
        if i >= k - 1:
            result.append(nums[candidates[0]])
    return result
`,
        javascript: `function windowMaximums(nums, k) {
  const dq = new Array(nums.length); // indices, values decreasing from head to tail
  let head = 0;
  let tail = 0;
  const result = [];
  for (let i = 0; i < nums.length; i++) {
    while (tail > head && nums[dq[tail - 1]] <= nums[i]) tail--;
    dq[tail++] = i;
    if (dq[head] <= i - k) head++;
    if (i >= k - 1) result.push(nums[dq[head]]);
  }
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] windowMaximums(int[] nums, int k) {
        Deque<Integer> candidates = new ArrayDeque<>(); // indices whose values decrease from front to back
        int[] result = new int[Math.max(0, nums.length - k + 1)];
        for (int i = 0; i < nums.length; i++) {
            while (!candidates.isEmpty() && nums[candidates.peekLast()] <= nums[i]) candidates.pollLast();
            candidates.addLast(i);
            if (candidates.peekFirst() <= i - k) candidates.pollFirst();
            if (i >= k - 1) result[i - k + 1] = nums[candidates.peekFirst()];
        }
        return result;
    }
}
`,
        cpp: `#include <deque>
#include <vector>
using namespace std;

vector<int> windowMaximums(vector<int>& nums, int k) {
    deque<int> candidates;  // indices whose values decrease from front to back
    vector<int> result;
    for (int i = 0; i < (int) nums.size(); i++) {
        while (!candidates.empty() && nums[candidates.back()] <= nums[i]) candidates.pop_back();
        candidates.push_back(i);
        if (candidates.front() <= i - k) candidates.pop_front();
        if (i >= k - 1) result.push_back(nums[candidates.front()]);
    }
    return result;
}
`,
        go: `package main

func windowMaximums(nums []int, k int) []int {
	candidates := []int{} // indices whose values decrease from front to back
	result := []int{}
	for i, value := range nums {
		for len(candidates) > 0 && nums[candidates[len(candidates)-1]] <= value {
			candidates = candidates[:len(candidates)-1]
		}
		candidates = append(candidates, i)
		if candidates[0] <= i-k {
			candidates = candidates[1:]
		}
		if i >= k-1 {
			result = append(result, nums[candidates[0]])
		}
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

Recomputing the maximum of every window costs \`O(n·k)\`. Notice that once a larger value enters the window, every smaller value before it can **never** be the maximum again: the larger value stays in the window at least as long as they do. So we keep only the useful candidates in a double-ended queue of indices whose values strictly decrease from front to back. The front is always the maximum of the current window.

### Step by step

1. For each index \`i\`:
   - Pop indices from the **back** while their values are \`<= nums[i]\`; they are dominated by the new element.
   - Push \`i\` to the back.
   - If the front index has slid out of the window (\`<= i - k\`), pop it from the **front**.
   - Once the first full window is formed (\`i >= k - 1\`), append \`nums[front]\` to the result.
2. Return the result.

For \`[4, 2, 12, 3, 8, 1, 7]\`, \`k = 3\`: after reading 12 the deque holds only 12's index, so the first three windows report 12. When 12 leaves, the deque holds \`8, 1\` and later \`8, 7\`, giving 8 twice.

### Complexity

- **Time:** \`O(n)\`: every index is pushed once and popped at most once.
- **Space:** \`O(k)\` for the deque, plus the output.
`,
      visibleTests: [
        { input: [[4, 2, 12, 3, 8, 1, 7], 3], expected: [12, 12, 12, 8, 8] },
        { input: [[9, 8], 1], expected: [9, 8] },
      ],
      hiddenTests: [
        { input: [[5], 1], expected: [5] },
        { input: [[1, 2, 3, 4, 5], 2], expected: [2, 3, 4, 5] },
        { input: [[5, 4, 3, 2, 1], 2], expected: [5, 4, 3, 2] },
        { input: [[3, 3, 3, 3], 3], expected: [3, 3] },
        { input: [[-7, -8, -9, -1], 2], expected: [-7, -8, -1] },
        { input: [[1, -1], 2], expected: [1] },
        { input: [[10000, -10000, 10000, -10000, 0], 3], expected: [10000, 10000, 10000] },
        { input: [[2, 1, 2, 1, 2], 4], expected: [2, 2] },
        {
          input: [
            [
              7465, -6143, -9615, 3423, 171, -8257, -9249, -2321, -9050, -3460, 62, 9984, -3351, -3836, -3932, -3263, -7272, 4182, 2072, -5504, 9611,
              -9286, -9794, 9799, -1063, 3782, 4295, -9059, -1795, -3882, 7864, -1384, 5316, -3352, -4481, 255, 1465, 9727, -5184, -6479, -4956,
              -5241, -466, -9347, -2179, -8961, -1209, 6264, 5288, -8349, -224, -9891, 7417, 7318, 9301, 9794, -2189, 3539, -6789, -3498, -5749, 3156,
              -3748, -8212, -2017, 6686, 2297, -9296, -770, -9945, 6979, 5817, 695, -5585, -7234, 2336, -5308, 5099, -1187, -7846, -9981, 3614, 6901,
              3815, 4053, -5771, -1645, 6479, -7944, 2181, 33, -829, -7786, -7210, -7585, -8923, 8230, 8637, -7852, 3515, -7279, -418, -3079, -6977,
              -168, 5903, -336, -8174, -2308, 5962, -7584, -315, -3984, -4789, 4706, -9817, 7170, 7109, 7040, -2008, 272, 7021, -2923, 4862, 729,
              -3342, 3413, -9727, 906, 3872, 6416, 423, -2476, -7861, 4927, -7389, 6251, 2950, 5826, -508, 2270, 6014, 7412, 2782, -5893, 2606, -1963,
              8599, 3803, 8606, 3293, 6250, 6760, 3497, 9568, 6975, 8667, -104, 8519, -1160, 6241, -2495, 5446, -8330, -3277, 653, 8452, -7685, 7342,
              -1909, -4801, -2079, -8229, -106, -8230, 266, -5601, -4937, -6896, 9397, -7208, -381, 5586, 1121, 2205, -9791, -1009, -4156, -3423,
              -9556, -5680, 8488, -390, -347, -2447, 8804, -884, 2008, 3051, -2439, -6757, 5152, -2846, -4040, -2228, 5825, -3121, 300, 5164, -149,
              5733, 5957, 7223, 3639, -58, -6405, -8521, -7290, 2583, -4536, 2068, -8169, 6133, 8861, -9060, -6614, 2094, 5486, -1177, 2210, 5242,
              -9167, -9297, -2083, 509, -8066, -9286, 4015, 6839, 5142, -6101, -2650, 2828, 7079, -6268, 7027, 5167, -1398, 1183, 144, -9241, -8992,
              -8757, -3237, 2418, 6133, -6755, -434, -4681, -9477, 7938, 7599, -4356, 7404, -181, -1336, -7429, -5121, -4230, -223, -7695, 3207, 7326,
              -3074, 6661, 5336, -5682, 6501, 1726, -4504, -1836, 1862, 6598, -8063, 6182, -8666, 8541, -5749, -2460, 6917, 989, 3559, -8507, -8495,
              5211, 3969, 3200, 6300, -2213, -339, -7357, -1199, 3779, -6634, 6078, 7722, 3926, -603, 1603, -1117, 2495, -6998, -254, -266, -5154,
              8255, -5755, 4957, 4604, 2314, -4135, 7374, 8116, 7915, -1199, 8609, 6042, -8712, -8157, -8343, 5330, 5627, 5675, 7760, -8737, 5185,
              3253, -6979, -5469, 9028, 5003, -5770, -4024, 7988, -613, -1483, -2986, 816, -2118, -2305, -8903, -4447, -4441, -6374, 2694, -8783,
              2959, 4332, 1328, -4914, 7920, 9739, -4422, -617, 7814, 4389, -1601, 1529, 9648, -8525, 1627, 685, -1066, 2358, 9467, 2522, 7672, 1468,
              4602, 1083, 8730, -2049, -2269, -1210, 8739, -6684, -4588, 3479, 3799, -701, -7509, 6663, -1959, -5496, -4268, -1706, 2344, 6033, 3313,
              8687,
            ],
            25,
          ],
          expected: [
            9984, 9984, 9984, 9984, 9984, 9984, 9984, 9984, 9984, 9984, 9984, 9984, 9799, 9799, 9799, 9799, 9799, 9799, 9799, 9799, 9799, 9799, 9799,
            9799, 9727, 9727, 9727, 9727, 9727, 9727, 9727, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794,
            9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 9794, 6979, 6979, 6979, 6979, 6979, 6979, 6979, 6979, 6979, 6979, 6979, 6979, 6979,
            6979, 6979, 6901, 8230, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637, 8637,
            8637, 8637, 8637, 8637, 8637, 8637, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170, 7170,
            7170, 7170, 7109, 7412, 7412, 7412, 7412, 7412, 8599, 8599, 8606, 8606, 8606, 8606, 8606, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568,
            9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9568, 9397, 9397, 9397, 9397, 9397, 9397,
            9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 9397, 8804, 8804, 8804, 8804,
            8804, 8804, 8804, 8804, 8804, 8804, 8804, 8804, 8804, 8804, 8804, 8804, 7223, 7223, 7223, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861,
            8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 8861, 7079, 7079, 7079, 7079, 7079, 7079,
            7079, 7079, 7079, 7079, 7079, 7079, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938,
            7938, 7938, 7938, 7938, 7938, 7938, 7938, 7938, 7599, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541,
            8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 8541, 7722, 7722, 7722, 7722, 8255, 8255, 8255, 8255, 8255, 8255, 8255, 8255,
            8255, 8255, 8609, 8609, 8609, 8609, 8609, 8609, 8609, 8609, 8609, 8609, 8609, 8609, 8609, 8609, 9028, 9028, 9028, 9028, 9028, 9028, 9028,
            9028, 9028, 9028, 9028, 9028, 9028, 9028, 9028, 9028, 9028, 9028, 9028, 9028, 9028, 9028, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739,
            9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9739, 9648, 9648, 9648, 9648, 9648, 9648,
            9648, 9467, 9467, 9467, 9467, 9467, 9467, 8739,
          ],
        },
        {
          input: [
            [
              2, -3, 4, 4, 4, 1, -5, -3, 1, 0, 1, 4, 4, -5, 1, -5, -5, 5, -1, 3, 5, -1, 0, 5, 1, 2, 5, -4, 5, -1, -4, -3, 5, -2, 1, -2, 3, 5, 1, -3,
              -5, 5, -1, -3, 3, -2, -1, -1, 3, -3, -3, -4, 5, 1, 5, 0, 3, -5, 1, -3, 1, -3, 2, 3, 5, 2, 3, -1, 5, 5, -3, -5, -1, -3, 5, 5, 0, 2, 0,
              -4, 2, 4, -1, 5, 0, -3, 3, 0, 4, 5, -2, 1, 2, -1, -3, 5, 3, -3, 2, -3, 3, -3, 3, -5, 4, -1, -1, -4, -2, -1, 4, -5, 2, -5, 3, 3, 4, -4,
              -2, 2, 2, -5, -2, 1, -1, 5, 2, 3, -5, 5, 5, -3, 1, 1, -4, -3, 4, 2, -5, -1, -1, 3, 0, -1, -1, 5, 0, 3, 5, 2, 0, -1, -3, 0, 3, 2, -4, 2,
              4, -3, -3, -1, 4, 3, 5, 1, -2, -2, 2, 2, 3, -2, 1, 0, 4, 2, 3, -3, -3, -2, 3, -4, 4, -5, -1, -4, -4, 3, 1, 1, 2, 4, 5, -3, -3, -2, 1,
              -5, 5, 0, -5, -1, 3, 0, -2, -5, 0, 3, 5, -4, 3, -1, 0, -3, 2, 5, 1, -3, -3, 0, -5, 3, 0, 2, 4, 1, 5, -4, 4, -2, -3, -4, -4, 0, 5, 2, -5,
              3, 1, 0, 1, 1, -2, 0, 3, 3, 5, -5, -1, 2, 2, 1, -3, -3, -3, 5, -2, -3, -2, -1, 5, 1, -3, -4, -1, 2, 0, 0, -3, 0, 0, 2, -1, -3, 2, -5, 5,
              0, -1, 2, 3, 2, -5, 0, 1, -1, 1, -4, -1, -2, -4, 3, 1, 3, -3, -5, 4, 0, 2, 0,
            ],
            1,
          ],
          expected: [
            2, -3, 4, 4, 4, 1, -5, -3, 1, 0, 1, 4, 4, -5, 1, -5, -5, 5, -1, 3, 5, -1, 0, 5, 1, 2, 5, -4, 5, -1, -4, -3, 5, -2, 1, -2, 3, 5, 1, -3, -5,
            5, -1, -3, 3, -2, -1, -1, 3, -3, -3, -4, 5, 1, 5, 0, 3, -5, 1, -3, 1, -3, 2, 3, 5, 2, 3, -1, 5, 5, -3, -5, -1, -3, 5, 5, 0, 2, 0, -4, 2,
            4, -1, 5, 0, -3, 3, 0, 4, 5, -2, 1, 2, -1, -3, 5, 3, -3, 2, -3, 3, -3, 3, -5, 4, -1, -1, -4, -2, -1, 4, -5, 2, -5, 3, 3, 4, -4, -2, 2, 2,
            -5, -2, 1, -1, 5, 2, 3, -5, 5, 5, -3, 1, 1, -4, -3, 4, 2, -5, -1, -1, 3, 0, -1, -1, 5, 0, 3, 5, 2, 0, -1, -3, 0, 3, 2, -4, 2, 4, -3, -3,
            -1, 4, 3, 5, 1, -2, -2, 2, 2, 3, -2, 1, 0, 4, 2, 3, -3, -3, -2, 3, -4, 4, -5, -1, -4, -4, 3, 1, 1, 2, 4, 5, -3, -3, -2, 1, -5, 5, 0, -5,
            -1, 3, 0, -2, -5, 0, 3, 5, -4, 3, -1, 0, -3, 2, 5, 1, -3, -3, 0, -5, 3, 0, 2, 4, 1, 5, -4, 4, -2, -3, -4, -4, 0, 5, 2, -5, 3, 1, 0, 1, 1,
            -2, 0, 3, 3, 5, -5, -1, 2, 2, 1, -3, -3, -3, 5, -2, -3, -2, -1, 5, 1, -3, -4, -1, 2, 0, 0, -3, 0, 0, 2, -1, -3, 2, -5, 5, 0, -1, 2, 3, 2,
            -5, 0, 1, -1, 1, -4, -1, -2, -4, 3, 1, 3, -3, -5, 4, 0, 2, 0,
          ],
        },
        {
          input: [
            [
              -3980, -4489, 5711, 6994, 703, 7058, 16, -7453, -4190, -1763, 4294, -9565, 5200, 285, 2404, 5548, -6938, -6514, 6970, 9679, -1411,
              -6585, 3683, -1646, 6287, -3804, 2405, 4852, -163, -6493, -2237, -7580, 8078, 3713, 646, 6519, 5070, 622, -8742, 6472, -591, 2485, 9999,
              -5892, -5280, -2224, -1986, -2701, -6441, 3231, 6826, 9413, -842, 9685, 7374, -7430, -6260, -4848, 9563, -3135, -7658, 1018, 8450, 1676,
              2073, 5911, -7308, -7922, -1956, -422, -7267, 8775, -8860, -4499, -429, -8248, -5053, 1292, 2326, 7198, 5982, -3113, 2681, -5669, -6368,
              -9497, 7944, 4702, 9830, -6234, 7748, -392, -3864, -4074, 1129, 5631, -8848, 9091, -448, -5589, -1021, 7573, 8776, -4708, -3268, -9820,
              388, -9117, 3472, 313, 1227, 7412, -6796, 6551, -2913, -4147, -3737, -869, 2570, 1782, 2522, -9558, 9355, 8280, 8614, 1108, 3489, 3535,
              2350, 2167, 273, -9051, -4697, -8555, -3401, 7974, 7166, -1285, -529, 9809, 5439, 3875, -8493, -361, 135, -8633, -4758, 4601, -5050,
              1139, 4484, 1440, 3744, 2740, -9200, 474, -1236, 6962, 7793, -6084, 2765, -8206, 1987, -3291, 2859, 3018, 2855, -1664, 4745, 4851, 1331,
              -268, -3103, 6348, 5452, -7444, 3270, 5708, 4773, 2017, 696, -5456, 2348, 925, -4728, 1775, 7809, 9760, 7155, 4682, -2876, -4263, 1428,
              -3826, 4586, -9043, -8300, 9786, -8517, 2022,
            ],
            200,
          ],
          expected: [9999],
        },
      ],
      companies: { Google: 16, Amazon: 21, Microsoft: 12, Apple: 8, Netflix: 4, LinkedIn: 6, Meta: 17 },
    },
    {
      slug: "smallest-window-with-all-letters",
      title: "Smallest Window Containing All Letters",
      difficulty: "hard",
      statement: `Given two strings \`s\` and \`t\`, find the shortest contiguous substring of \`s\` that contains **every character of \`t\`, including repeats**: if \`t\` holds a letter three times, the substring must hold it at least three times. Letters are case-sensitive.

Return that substring. If several substrings share the minimum length, return the one that starts furthest to the left. If no substring of \`s\` qualifies, return the empty string \`""\`.

### Examples

**Example 1**

\`\`\`
Input: s = "bxaxxcab", t = "abc"
Output: "cab"
\`\`\`

\`axxcab\` and \`bxaxxc\` also contain \`a\`, \`b\` and \`c\`, but \`cab\` is the shortest.

**Example 2**

\`\`\`
Input: s = "aa", t = "aa"
Output: "aa"
\`\`\`

Both copies of \`a\` are required.

**Example 3**

\`\`\`
Input: s = "a", t = "b"
Output: ""
\`\`\`

\`s\` has no \`b\` at all.

### Constraints

- \`1 <= s.length, t.length <= 10^5\`
- \`s\` and \`t\` consist of English letters.
`,
      functionName: "smallestCoveringWindow",
      params: [
        { name: "s", type: "string" },
        { name: "t", type: "string" },
      ],
      returnType: "string",
      starter: {
        python: `def smallestCoveringWindow(s: str, t: str) -> str:
    # Write your code here
    return ""
`,
        javascript: `/**
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
function smallestCoveringWindow(s, t) {
  // Write your code here
  return "";
}
`,
        java: `import java.util.*;

class Solution {
    public static String smallestCoveringWindow(String s, String t) {
        // Write your code here
        return "";
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

string smallestCoveringWindow(string s, string t) {
    // Write your code here
    return "";
}
`,
        go: `package main

func smallestCoveringWindow(s string, t string) string {
	// Write your code here
	return ""
}
`,
      },
      solutions: {
        python: `from collections import Counter


def smallestCoveringWindow(s, t):
    need = Counter(t)
    missing = len(t)
    left = 0
    best_start, best_len = 0, len(s) + 1
    for right, ch in enumerate(s):
        if need[ch] > 0:
            missing -= 1
        need[ch] -= 1
        while missing == 0:
            if right - left + 1 < best_len:
                best_start, best_len = left, right - left + 1
            need[s[left]] += 1
            if need[s[left]] > 0:
                missing += 1
            left += 1
    return "" if best_len > len(s) else s[best_start:best_start + best_len]
`,
        javascript: `function smallestCoveringWindow(s, t) {
  const need = new Map();
  for (const ch of t) need.set(ch, (need.get(ch) || 0) + 1);
  let missing = t.length;
  let left = 0;
  let bestStart = 0;
  let bestLen = s.length + 1;
  for (let right = 0; right < s.length; right++) {
    const ch = s[right];
    const n = need.get(ch) || 0;
    if (n > 0) missing--;
    need.set(ch, n - 1);
    while (missing === 0) {
      if (right - left + 1 < bestLen) {
        bestStart = left;
        bestLen = right - left + 1;
      }
      const out = s[left];
      need.set(out, need.get(out) + 1);
      if (need.get(out) > 0) missing++;
      left++;
    }
  }
  return bestLen > s.length ? "" : s.slice(bestStart, bestStart + bestLen);
}
`,
        java: `class Solution {
    public static String smallestCoveringWindow(String s, String t) {
        int[] need = new int[128];
        for (char c : t.toCharArray()) need[c]++;
        int missing = t.length(), left = 0;
        int bestStart = 0, bestLen = s.length() + 1;
        for (int right = 0; right < s.length(); right++) {
            char ch = s.charAt(right);
            if (need[ch] > 0) missing--;
            need[ch]--;
            while (missing == 0) {
                if (right - left + 1 < bestLen) {
                    bestStart = left;
                    bestLen = right - left + 1;
                }
                need[s.charAt(left)]++;
                if (need[s.charAt(left)] > 0) missing++;
                left++;
            }
        }
        return bestLen > s.length() ? "" : s.substring(bestStart, bestStart + bestLen);
    }
}
`,
        cpp: `#include <string>
using namespace std;

string smallestCoveringWindow(string s, string t) {
    int need[256] = {0};
    for (unsigned char c : t) need[c]++;
    int missing = t.size(), left = 0;
    int bestStart = 0, bestLen = s.size() + 1;
    for (int right = 0; right < (int) s.size(); right++) {
        unsigned char ch = s[right];
        if (need[ch] > 0) missing--;
        need[ch]--;
        while (missing == 0) {
            if (right - left + 1 < bestLen) {
                bestStart = left;
                bestLen = right - left + 1;
            }
            unsigned char out = s[left];
            need[out]++;
            if (need[out] > 0) missing++;
            left++;
        }
    }
    return bestLen > (int) s.size() ? "" : s.substr(bestStart, bestLen);
}
`,
        go: `package main

func smallestCoveringWindow(s string, t string) string {
	var need [256]int
	for i := 0; i < len(t); i++ {
		need[t[i]]++
	}
	missing, left := len(t), 0
	bestStart, bestLen := 0, len(s)+1
	for right := 0; right < len(s); right++ {
		if need[s[right]] > 0 {
			missing--
		}
		need[s[right]]--
		for missing == 0 {
			if right-left+1 < bestLen {
				bestStart, bestLen = left, right-left+1
			}
			need[s[left]]++
			if need[s[left]] > 0 {
				missing++
			}
			left++
		}
	}
	if bestLen > len(s) {
		return ""
	}
	return s[bestStart : bestStart+bestLen]
}
`,
      },
      solutionExplanation: `### Idea

Use a variable window. Expand \`right\` until the window covers \`t\`, then shrink \`left\` as far as possible while it still covers \`t\`, recording each covering window. Comparing whole frequency maps at every step would be slow, so keep two pieces of state:

- \`need[c]\`: how many more copies of \`c\` the window still requires (it goes negative when the window has spare copies);
- \`missing\`: the total number of required characters not yet covered. The window covers \`t\` exactly when \`missing == 0\`.

### Step by step

1. Initialise \`need\` from the counts of \`t\` and \`missing = len(t)\`.
2. For each \`right\`: if \`need[s[right]] > 0\`, this character fills a gap, so decrement \`missing\`. Then decrement \`need[s[right]]\`.
3. While \`missing == 0\`, the window \`[left, right]\` covers \`t\`:
   - If it is shorter than the best so far, record it. Using a strict \`<\` keeps the earliest window among equal lengths, because windows are discovered in order of their right end.
   - Give back \`s[left]\`: increment \`need[s[left]]\`; if it becomes positive the window just lost a required character, so increment \`missing\`. Move \`left\` right.
4. Return the recorded window, or \`""\` if none was found.

### Complexity

- **Time:** \`O(|s| + |t|)\`: each index of \`s\` enters and leaves the window once.
- **Space:** \`O(σ)\` for the counts, where \`σ\` is the number of distinct letters (at most 52).
`,
      visibleTests: [
        { input: ["bxaxxcab", "abc"], expected: "cab" },
        { input: ["aa", "aa"], expected: "aa" },
        { input: ["a", "b"], expected: "" },
      ],
      hiddenTests: [
        { input: ["a", "a"], expected: "a" },
        { input: ["a", "aa"], expected: "" },
        { input: ["ab", "b"], expected: "b" },
        { input: ["abc", "cba"], expected: "abc" },
        { input: ["aaflslflsldkalskaaa", "aaa"], expected: "aaa" },
        { input: ["ABCabc", "Cb"], expected: "Cab" },
        { input: ["xyzxyzxyz", "zyx"], expected: "xyz" },
        { input: ["baab", "ab"], expected: "ba" },
        { input: ["abcdefg", "h"], expected: "" },
        { input: ["cabwefgewcwaefgcf", "cae"], expected: "cwae" },
        {
          input: [
            "ecaecaedbeebddedbdaaeeebccadddcbdacbdaeacbaaeaaaebdedbacbdabbaceceeaaedeedbbebccdceebcecdccdcabeaddacdeeeebabebabadeccabaeabcccacaacbceabeabedaeeabcbeadddacdebaebebeedacabbadddaccdacbecadbbbbaceeecdbcaeecebdaccbccddbaabbecddecceabeccccbcadbcbdacadeacbbadaceeaeeebedeceecceabedabaecabeabccbedbadaaadce",
            "aabbe",
          ],
          expected: "abeba",
        },
        {
          input: [
            "hiYaciYaZhebdbXcjbbZacXbfeYjiecbagigbYZgYYbXZdiiYacXYhegdYhjfZaZhZbhZigYbeXZigabjaZYgdZdhgbifYchigiahejhhYXYjddcjfacZdhbZXbYfXXjjXgjYXiXiiZhdZjcZgcYfecdYfadcgfffhbgjbgYdhfgXYjYhXZcXciffggjhebejgjhXhed",
            "XYZa",
          ],
          expected: "XZdiiYa",
        },
        {
          input: [
            "aababababaabaabbbaaabbbabaabbaaabaaabaaabbbbaababababbbbaaaaaaabbbbabaabaaabaaabbaabbbabaaababaaaaaababbaaaaaabaaababbaabbbbaabbbaabbbbabbaabbabaabbbb",
            "c",
          ],
          expected: "",
        },
      ],
      companies: { Google: 20, Amazon: 24, Microsoft: 13, Apple: 9, Netflix: 6, LinkedIn: 11, Meta: 25 },
    },
  ],
  finalRemarks: `## Final remarks

The sliding window pattern is the contiguous-range cousin of two pointers. Its power comes from never recomputing a window from scratch: the state you keep (a running sum, a frequency map, a deque) is updated in small steps as elements enter and leave.

A checklist for window problems:

- **Name the invariant.** Before coding, state what makes a window valid ("no repeated character", "at most \`k\` letters differ from the most common one", "every required letter is covered"). The shrinking loop exists only to restore that invariant.
- **Decide where to record the answer.** For longest-window problems, record after the window becomes valid; for shortest-window problems, record inside the shrinking loop while it is still valid.
- **Keep the state cheap.** A count of "missing" characters avoids comparing whole frequency maps; a deque of indices in decreasing value order makes the maximum available in \`O(1)\`.
- **Check the preconditions.** Variable windows rely on monotonic validity. Negative numbers in sum problems often break it.
- **Handle ties explicitly** when the problem asks for a specific window, such as the leftmost shortest one.

Later modules reuse windows: two heaps maintain the median of a moving window, and the top-k pattern often runs over a window of candidates.
`,
  companyFrequency: { Google: 29, Amazon: 34, Microsoft: 21, Apple: 14, Netflix: 7, LinkedIn: 12, Meta: 30 },
};
