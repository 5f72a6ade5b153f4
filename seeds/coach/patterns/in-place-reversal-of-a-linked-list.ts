// Coding roadmap pattern: In-Place Manipulation of a Linked List. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "in-place-reversal-of-a-linked-list",
  title: "In-Place Manipulation of a Linked List",
  summary: "Rearrange linked lists by re-linking existing nodes: full and partial reversals, rotations and regrouping in constant memory.",
  introduction: `## What the pattern is

Linked list problems in interviews rarely ask you to *find* something; they ask you to **rearrange** the list: reverse it, reverse a part of it, rotate it, split it and stitch it back together. The in-place manipulation pattern does this by **re-linking the existing nodes**, changing \`next\` pointers one at a time, instead of copying values into an array and building a new list. The result uses \`O(1)\` extra memory, which is usually the point of the question.

The core move is reversing a run of nodes. Walk through the run with three references:

- \`prev\`: the part already reversed (initially the node that should follow the run),
- \`current\`: the node being processed,
- \`nxt\`: saved before the link is broken, so the rest of the list is not lost.

Each step points \`current.next\` back at \`prev\`, then shifts all three references forward by one.

## When to recognise it

- The task describes a new **order of nodes** (reversed, rotated, grouped, interleaved) rather than new values.
- It forbids or discourages extra memory, or says "modify the list in place".
- Only part of the list changes, between two positions or in fixed-size blocks, and the pieces must be reconnected to what comes before and after.
- You notice yourself wanting \`list.reverse()\` on an array of nodes. That is usually the signal that pointer re-linking will do.

Two habits make these problems far less error-prone. First, use a **dummy node** in front of the head, so that changes to the first node need no special case; return \`dummy.next\`. Second, before re-linking a section, **save references to its neighbours**: the node just before it and the node just after it.

## A worked example

*Reverse an entire singly linked list and return its new head.*

\`\`\`python
def reverse(head):
    prev = None
    current = head
    while current:
        nxt = current.next      # remember the rest of the list
        current.next = prev     # flip one link
        prev = current          # grow the reversed part
        current = nxt           # move on
    return prev
\`\`\`

Trace \`1 → 2 → 3\`:

| step | prev | current | list state |
|---|---|---|---|
| start | null | 1 | \`1 → 2 → 3\` |
| 1 | 1 | 2 | \`1 → null\`, rest \`2 → 3\` |
| 2 | 2 | 3 | \`2 → 1 → null\`, rest \`3\` |
| 3 | 3 | null | \`3 → 2 → 1 → null\` |

When \`current\` runs out, \`prev\` is the new head. Every node is visited once: \`O(n)\` time and \`O(1)\` space.

Setting \`prev\` to something other than \`None\` at the start is the key to partial reversals: when reversing a block, start \`prev\` at the node that follows the block, and the reversed block comes out already connected to the rest of the list.

## What comes next

This module starts with the full reversal, then rotates a list, reverses a stretch between two positions, regroups nodes by position, and finishes with the hard problem of reversing the list in blocks of \`k\`.
`,
  problems: [
    {
      slug: "reverse-a-linked-list-in-place",
      title: "Reverse a Linked List",
      difficulty: "easy",
      statement: `Given the \`head\` of a singly linked list, reverse the direction of every link so that the last node becomes the first, and return the new head. Re-link the existing nodes rather than creating new ones.

Lists are written as arrays of their values, from head to tail; an empty list is \`[]\`.

### Examples

**Example 1**

\`\`\`
Input: head = [3, 8, 1, 9]
Output: [9, 1, 8, 3]
\`\`\`

The node holding 9 becomes the head and 3 becomes the tail.

**Example 2**

\`\`\`
Input: head = [42]
Output: [42]
\`\`\`

A single node is its own reversal.

**Example 3**

\`\`\`
Input: head = []
Output: []
\`\`\`

Reversing an empty list gives an empty list.

### Constraints

- The list has between \`0\` and \`5000\` nodes.
- \`-5000 <= Node.val <= 5000\`
`,
      functionName: "reverseLinkedList",
      params: [{ name: "head", type: "ListNode" }],
      returnType: "ListNode",
      starter: {
        python: `from typing import Optional

# class ListNode (val, next) is predefined by the judge.


def reverseLinkedList(head: Optional[ListNode]) -> Optional[ListNode]:
    # Write your code here
    return None
`,
        javascript: `// class ListNode { constructor(val = 0, next = null) } is predefined by the judge.

/**
 * @param {ListNode | null} head
 * @return {ListNode | null}
 */
function reverseLinkedList(head) {
  // Write your code here
  return null;
}
`,
        java: `import java.util.*;

// The judge provides ListNode: class ListNode { int val; ListNode next; ListNode(int val) {...} }
class Solution {
    public static ListNode reverseLinkedList(ListNode head) {
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
ListNode* reverseLinkedList(ListNode* head) {
    // Write your code here
    return nullptr;
}
`,
        go: `package main

// The judge provides ListNode: type ListNode struct { Val int; Next *ListNode }
func reverseLinkedList(head *ListNode) *ListNode {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def reverseLinkedList(head):
    prev = None
    current = head
    while current:
        nxt = current.next
        current.next = prev
        prev = current
        current = nxt
    return prev
`,
        javascript: `function reverseLinkedList(head) {
  let prev = null;
  let current = head;
  while (current) {
    const nxt = current.next;
    current.next = prev;
    prev = current;
    current = nxt;
  }
  return prev;
}
`,
        java: `class Solution {
    public static ListNode reverseLinkedList(ListNode head) {
        ListNode prev = null, current = head;
        while (current != null) {
            ListNode next = current.next;
            current.next = prev;
            prev = current;
            current = next;
        }
        return prev;
    }
}
`,
        cpp: `ListNode* reverseLinkedList(ListNode* head) {
    ListNode *prev = nullptr, *current = head;
    while (current) {
        ListNode* next = current->next;
        current->next = prev;
        prev = current;
        current = next;
    }
    return prev;
}
`,
        go: `package main

func reverseLinkedList(head *ListNode) *ListNode {
	var prev *ListNode
	current := head
	for current != nil {
		next := current.Next
		current.Next = prev
		prev = current
		current = next
	}
	return prev
}
`,
      },
      solutionExplanation: `### Idea

Walk the list once and flip each link as you pass it. Before flipping \`current.next\`, save it, or the rest of the list becomes unreachable. Everything behind \`current\` is already reversed and hangs off \`prev\`.

### Step by step

1. Start with \`prev = None\` and \`current = head\`.
2. While \`current\` is not empty:
   - \`nxt = current.next\` (remember the unvisited part);
   - \`current.next = prev\` (flip the link);
   - \`prev = current\`, \`current = nxt\` (advance both).
3. Return \`prev\`, the old tail and new head. For an empty list the loop never runs and \`None\` is returned.

For \`3 → 8 → 1 → 9\`, after each iteration the reversed part is \`3\`, then \`8 → 3\`, then \`1 → 8 → 3\`, then \`9 → 1 → 8 → 3\`.

### Complexity

- **Time:** \`O(n)\`: each node is visited once.
- **Space:** \`O(1)\`: three references. (A recursive version is shorter but uses \`O(n)\` call-stack space.)
`,
      visibleTests: [
        { input: [[3, 8, 1, 9]], expected: [9, 1, 8, 3] },
        { input: [[42]], expected: [42] },
        { input: [[]], expected: [] },
      ],
      hiddenTests: [
        { input: [[1, 2]], expected: [2, 1] },
        { input: [[2, 1]], expected: [1, 2] },
        { input: [[7, 7, 7]], expected: [7, 7, 7] },
        { input: [[-5000, 0, 5000]], expected: [5000, 0, -5000] },
        { input: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]], expected: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] },
        { input: [[0]], expected: [0] },
        { input: [[5, -1, 5]], expected: [5, -1, 5] },
        {
          input: [
            [
              -2549, -792, -95, -405, 538, 2705, -185, 3744, 3741, 739, -4009, 1665, 1625, 4724, 3775, -3375, 462, 4039, 2481, -917, -3009, -4674,
              -150, -406, -2646, -1510, -3001, 2069, 3615, -562, -4129, 1259, -90, -229, 110, -960, 993, -1966, 4067, -3818, 1170, 4518, 2014, 1594,
              1108, -427, -4872, -2426, -2204, 4988, 169, 1862, -4832, 3559, 533, -367, -3873, 396, 1437, 3996, 3285, 4337, -3160, 3468, 2334, -3654,
              1395, 556, -901, 2930, -1258, 4091, 3732, -2699, 3169, 3330, -3054, -713, 3612, 1267, -4916, -2040, 492, -405, -4653, -471, -3458, 3147,
              -3830, 2484, 2962, -1596, -3009, 3938, 1427, -2140, -3166, -4284, 3472, -708, -4079, 2895, 420, -4992, 3175, 3901, -2827, -3669, 2254,
              -4822, 2804, 3261, -1890, 3874, 1150, -3948, 4145, 2213, -1891, -3071, -1950, -2852, 1346, 3921, 413, -2589, 4745, -974, -4041, -2047,
              3862, 1512, 2648, -2053, -4582, -4297, 2600, -4825, -2345, 3433, 3582, 1436, 97, -352, 852, 1608, 3740, -3807, -3341, -2317, 602, -1041,
              3090, 422, -2608, -28, 1657, -3330, -1, 1563, -4602, -2931, -4495, -1045, -3520, 3822, -1907, -1236, 2381, -1564, -974, -1138, 264,
              3707, -415, -3165, 4344, -3361, 161, 3407, -732, -804, 4548, 4835, -3835, -3866, -4820, -2193, 1369, 3975, 2097, 3024, -2625, 4163,
              3198, 3756, 261, -881, 623, -3310, -3987, 2661, -749, -969, 325, -362, -3551, -1205, 2624, 3123, 2135, -1261, -777, 803, 25, -751,
              -3944, -3470, 531, 1065, -1475, -1184, -3605, 3169, 4431, -2586, 4398, 3827, -2166, -44, 697, -1137, -4923, 2928, -1819, 2792, 4906,
              346, -987, 1016, 1204, 4674, 2063, -3232, -3399, -3577, -778, 2558, 3839, 4847, 3187, 3817, -2152, -1699, 653, 1130, 1582, -3014, -459,
              1557, 2658, 46, 3902, -3188, -4943, -3326, 2487, -2435, -2738, 1099, -671, -1542, -1733, -3033, -512, 1079, -3214, -3991, -211, 2585,
              2238, 2642, -1221, -223, 4513, -1978, 4085, 3959, 910, -3530, -837, 2186, 698, 1042, 2545, 2428, 3656, -2898, -1124, -3031, -3481, 3348,
              2279, 1250, 2627, 2852, 3703, -3286, 1604, -17, 435, 1771, 3617, 4703, 4420, 2542, 943, -1817, 151, 1103, -4466, 4160, -1563, -1342,
              2999, 4467, 636, -4662, 3639, 711, 2251, 4752, -2605, -3541, -3800, 3870, -455, 3283, -256, -4988, -2134, 3104, -936, -1937, 4692,
              -2059, 4616, -827, -1870, 4404, -164, -4701, 346, 2496, 4053, 434, 201, -4716, -4316, -3152, 2468, 116, 3528, -1656, 1658, 3407, 3205,
              4322, -2170, 2847, 480, 3781, -4877, -3619, -3082, -1146, 3659, -1959, -97, -1903, 488, 2614, 3716, -1588, -1599, 2400, 579, 751, 1422,
              57, -3029, 4548, 2704, -3780, 4410, -4564, -2331, 3882, -3134, -1527, -1790, -2765, -4116, -4620, 2720, 699, 399, 3931, 3309, 4592,
              -462, -2857, 4581, 2568, 937, -4514, -200, -2651, -3301, -2511, -3839, 2493, 492, -1597, -1252, 2243, 4577, -1543, 3565, -4613, 1835,
              -176, 4449, -4132, 2129, -3605, -2061, 4868, -2207, 3441, 3324, -1837, -3012, -3700, -4468, -4936, 144, -665, 3001, -4171, 2046, -4552,
              -1633, -4751, -1648, 1618, -4906, 2040, 4920, -1322, -4313, 1151, 3767, -668, 417, 584, 745, -1463, -35, -3313, 2316, 4894, -133, -4725,
              2264, 3290, -1493, -3456, 2819, -1615, -2684, -3283, -4841, 3375, 3353, -1259, -230, 2886, 1332, 1648, -2230, 3137, -3090, -4490, -4048,
              -3274, 3563, -1591, 3308, -3053,
            ],
          ],
          expected: [
            -3053, 3308, -1591, 3563, -3274, -4048, -4490, -3090, 3137, -2230, 1648, 1332, 2886, -230, -1259, 3353, 3375, -4841, -3283, -2684, -1615,
            2819, -3456, -1493, 3290, 2264, -4725, -133, 4894, 2316, -3313, -35, -1463, 745, 584, 417, -668, 3767, 1151, -4313, -1322, 4920, 2040,
            -4906, 1618, -1648, -4751, -1633, -4552, 2046, -4171, 3001, -665, 144, -4936, -4468, -3700, -3012, -1837, 3324, 3441, -2207, 4868, -2061,
            -3605, 2129, -4132, 4449, -176, 1835, -4613, 3565, -1543, 4577, 2243, -1252, -1597, 492, 2493, -3839, -2511, -3301, -2651, -200, -4514,
            937, 2568, 4581, -2857, -462, 4592, 3309, 3931, 399, 699, 2720, -4620, -4116, -2765, -1790, -1527, -3134, 3882, -2331, -4564, 4410, -3780,
            2704, 4548, -3029, 57, 1422, 751, 579, 2400, -1599, -1588, 3716, 2614, 488, -1903, -97, -1959, 3659, -1146, -3082, -3619, -4877, 3781,
            480, 2847, -2170, 4322, 3205, 3407, 1658, -1656, 3528, 116, 2468, -3152, -4316, -4716, 201, 434, 4053, 2496, 346, -4701, -164, 4404,
            -1870, -827, 4616, -2059, 4692, -1937, -936, 3104, -2134, -4988, -256, 3283, -455, 3870, -3800, -3541, -2605, 4752, 2251, 711, 3639,
            -4662, 636, 4467, 2999, -1342, -1563, 4160, -4466, 1103, 151, -1817, 943, 2542, 4420, 4703, 3617, 1771, 435, -17, 1604, -3286, 3703, 2852,
            2627, 1250, 2279, 3348, -3481, -3031, -1124, -2898, 3656, 2428, 2545, 1042, 698, 2186, -837, -3530, 910, 3959, 4085, -1978, 4513, -223,
            -1221, 2642, 2238, 2585, -211, -3991, -3214, 1079, -512, -3033, -1733, -1542, -671, 1099, -2738, -2435, 2487, -3326, -4943, -3188, 3902,
            46, 2658, 1557, -459, -3014, 1582, 1130, 653, -1699, -2152, 3817, 3187, 4847, 3839, 2558, -778, -3577, -3399, -3232, 2063, 4674, 1204,
            1016, -987, 346, 4906, 2792, -1819, 2928, -4923, -1137, 697, -44, -2166, 3827, 4398, -2586, 4431, 3169, -3605, -1184, -1475, 1065, 531,
            -3470, -3944, -751, 25, 803, -777, -1261, 2135, 3123, 2624, -1205, -3551, -362, 325, -969, -749, 2661, -3987, -3310, 623, -881, 261, 3756,
            3198, 4163, -2625, 3024, 2097, 3975, 1369, -2193, -4820, -3866, -3835, 4835, 4548, -804, -732, 3407, 161, -3361, 4344, -3165, -415, 3707,
            264, -1138, -974, -1564, 2381, -1236, -1907, 3822, -3520, -1045, -4495, -2931, -4602, 1563, -1, -3330, 1657, -28, -2608, 422, 3090, -1041,
            602, -2317, -3341, -3807, 3740, 1608, 852, -352, 97, 1436, 3582, 3433, -2345, -4825, 2600, -4297, -4582, -2053, 2648, 1512, 3862, -2047,
            -4041, -974, 4745, -2589, 413, 3921, 1346, -2852, -1950, -3071, -1891, 2213, 4145, -3948, 1150, 3874, -1890, 3261, 2804, -4822, 2254,
            -3669, -2827, 3901, 3175, -4992, 420, 2895, -4079, -708, 3472, -4284, -3166, -2140, 1427, 3938, -3009, -1596, 2962, 2484, -3830, 3147,
            -3458, -471, -4653, -405, 492, -2040, -4916, 1267, 3612, -713, -3054, 3330, 3169, -2699, 3732, 4091, -1258, 2930, -901, 556, 1395, -3654,
            2334, 3468, -3160, 4337, 3285, 3996, 1437, 396, -3873, -367, 533, 3559, -4832, 1862, 169, 4988, -2204, -2426, -4872, -427, 1108, 1594,
            2014, 4518, 1170, -3818, 4067, -1966, 993, -960, 110, -229, -90, 1259, -4129, -562, 3615, 2069, -3001, -1510, -2646, -406, -150, -4674,
            -3009, -917, 2481, 4039, 462, -3375, 3775, 4724, 1625, 1665, -4009, 739, 3741, 3744, -185, 2705, 538, -405, -95, -792, -2549,
          ],
        },
        {
          input: [
            [
              62, 644, -4828, 2755, -2106, -2735, -2330, -3220, -3298, 1320, 1072, 3101, -4925, -4141, -1801, 3162, 1267, -3988, -2045, -4881, 3355,
              -2086, -3410, 3083, 1719, -525, -1535, 452, 3656, -2759, -4335, 1967, -1554, 4767, 4867, 4495, -110, 2101, -1108, -4264, -3091, -1307,
              -4165, -1788, 3390, -1276, 2466, 3255, -4595, 2574, -2339, -2673, -577, -605, -4252, -4388, 774, 1122, 3033, 3712, 2000, 2073, -1903,
              4241, -75, 537, -4747, -4247, -965, -3161, -2156, -4504, 2483, 377, -2630, -2240, -2464, -4536, -392, 4458, 2869, -1279, 2695, -3652,
              -257, -1959, -1993, -1946, -4415, 2893, 3030, 398, -1978, -1084, 2980, -1888, 3532, 334, -4711, -4353, -3317, 657, 641, 4711, 1873,
              -2640, 663, -2933, 3846, -2438, 2801, -442, -2917, -4619, -1588, 798, -1795, 2172, -1167, -3334, 3808, -4647, -4655, 2692, -1134, 4471,
              3496, 3773, -332, -1480, -4180, -2913, 3017, 771, -2545, 387, -2783, 3749, -3827, -1364, 4820, 1791, 4323, -1951, 3036, -4969, 4446,
              -271, -591, 2504, 2703, -878, 353, -2791, 2244, -3508, -3440, -2008, -4836, -1241, -4647, 868, 3200, 998, 1084, -4671, -221, 4193, 2443,
              -3619, 2773, 3480, -3527, -4391, -880, -4776, 4445, 1396, 2988, 83, 1842, 2952, 64, -4692, -3492, 2637, 3430, 2935, 2279, 4974, -3899,
              -2549, 2466, 4760, -521, 1500, 1494, 3207, 3463, -76, 2190, 4818, 4176, -4226, -2152, 1745, -1010, -1255, 1529, -2516, 1307, 2775,
              -2688, 3262, -1693, 1648, -4782, 138, 2122, 3617, -1220, -1980, -2892, 268, 3091, -4583, 3620, -741, -4141, -391, -4811, -3777, 3047,
              -1005, 3921, 231, 150, 4395, 2874, 764, -534, -961, -888, -4374, 1419, 4913, -1108, 3485, 341, 3545, -566, -1655, -4040, -2012, -4574,
              -3819, 3175, -2074, 1188, 290, 2988, -4575, 1524, -1486, -1202, 3099, 1953, -2994, -3550, 2696, 4219, -4539, -4928, 4565, -4559, -2617,
              -1517, -754, -544, 828, 4890, -3227, 156, -3800, -2369, 3070, -2033, -2207, 4482, -3124, -4637, 4532, -3640, -2516, 4394, -3818, 329,
              -4724, -3838, -936, -449, -1554, 3146, -3245, -455, 738, 1102, -422, 407, -2756, 3526, 1247, 72, -4268, 937, 2082, -3814, -1789, 2451,
              -932, -859, -1771, -4015, -3436, 2758, -3212, 4782, -2736, 2686, 1747, -2131, 3822, -1604, -3421, 2769, 1879, -2704, 2644, -3213, 1560,
              -3155, 1660, -2608, -1074, 600, 4710, 3690, -4998, 3702, 1560, -2144, -4766, -2377, 1895, -1362, 917, 4273, 940, -993, -3726, -3519,
              2860, -4484, -4650, -762, 1319, 3360, 3160, 4324, 363, 1586, 207, 3767, -3766, 3217, 4556, -2842, 4971, 2819, 1967, 647, -678, 2492,
              -4448, -519, 384, -3119, 4736, 170, 776, 822, 3994, -4431, -1355, 4095, 1510, 2758, 1523, 4903, 3781, -639, 2274, -3809, 1841, -694,
              996, 821, 359, -2358, 3701, -2179, -1627, -1915, -3776, 1814, 2056, -2459, 2864, 3716, 917, -133, -1558, -4490, -292, 2210, 1140, -3683,
              3168, -573, 3992, 1629, -4830, -1256, 3555, 2768, 275, 3838, -4772, -3098, 2662, -1196, 3787, 398, -150, -4175, 1554, 2479, -3878, -732,
              418, -407, -4387, -143, 2231, 3641, 612, 3383, -3659, -4100, -4011, -3995, -190, -4965, 3501, -3976, 4581, -4605, -2598, -4850, 1667,
              2537, 716, 3849, 1935, 1326, 2240, -4611, 292, 256, 3504, -1479, -2753, 375, 256, -1128, 418, 3258, -1296, 15, 4304, 4759, 73, 2424,
              1652, 3306, -577, -1165, -2425, -3170, -1586, -2365, -3723, -500, 906, -3351, -2085, 4400, -4029, -4772, 2519, -3048, -4173, 542, -1450,
              -1478, 3038, 4001, 1882, 3543, -1611, -4608, -4045, -2783, -4406, -1532, 2267, 97, -3844, 998, 3300, -1608, 4686, 149, -1256, 224, 4722,
              4320, 474, 4263, 2149, 1154, 2821, 181, 3159, 1939, 2062, 2566, 1740, 4773, -1697, -3413, 2720, -745, -2312, -1234, -820, -3849, 4607,
              4263, 3585, 1632, 388, 233, -161, -3697, 3785, -1298, 2847, -19, -4685, 4382, -1820, -1140, -300, 3436, 206, -1176, -4530, -2844, 768,
              -3187, -1082, 1382, 1480, -1233, -408, 509, 1276, 3403, -3798, -3485, -3953, -4873, 1217, -3434, 1620, 1479, 4894, -4614, -3293, -2776,
              4123, 679, 3704, 2363, 1504, 4329, 2603, 1304, -3204, -2734, -2094, 3904, 1023, -4643, 4752, -1355, -4132, -3038, -2013, -2491, -4524,
              821, -803, 841, -4364, 4059, -237, 2670, -2634, -279, -2306, 1305, 2657, -2693, -4230, 4050, 4201, -4604, 1652, -3061, -743, -1111,
              -3259, 1588, 3563, 3654, -1104, 3178, -450, -4958, 145, -4713, 3693, 3862, 4367, -2595, 3021, -3652, -3679, 2983, 3374, -3947, -583,
              -517, 2611, -1602, 4148, 4132, 1321, -4103, 2681, -4536, 2374, 4215, -4648, -2087, 3576, 3619, -3403, -2851, 2553, 4949, -655, -1915,
              -2917, -4616, 4267, 2773, -345, 3892, 1919, 1065, 985, -2623, -3355, 3000, 2680, 535, 2153, -2546, 4460, 4838, 4159, -4539, -3120,
              -4327, -4710, -686, 2804, 2175, -3608, -4344, -644, 4829, -3957, -3392, 1073, -3267, 1630, -2319, -2336, 1324, 28, 1156, -805, -1101,
              2222, 4670, -4220, -453, 2200, 1220, -959, 205, 699, -4432, -2691, -2392, 3814, -4334, 4298, -3752, 2786, -3868, 3770, -3235, -1261,
              2830, 2672, -3184, 4144, 2487, -4092, 686, 4455, -1369, -2798, 3813, -3507, 3509, 160, 170, -418, 747, 280, -1488, 2974, 2038, 975,
              -2170, -2244, -164, 1808, 1429, 902, 4918, -3645, 1124, -1291, -1823, 4790, -2070, -1706, 2480, 4489, -3333, -512, -1133, 4020, 2610,
              1763, -2196, 4884, 4000, -2571, -4158, -165, 3407, -2532, -2164, 1997, -490, 2348, -3770, -4572, -48, 3565, 3812, 1645, 2172, 3771,
              1045, 1058, -3902, 4100, 588, -3506, 4410, -2186, -3464, 540, -4085, -4238, 2439, -1443, 3472, -1350, 3660, 1786, 2650, -3903, -233,
              3980, -2522, 3079, 4398, -4054, -852, -1759, 1753, 4347, 1835, -159, 3896, 3973, -1605, -3748, -1577, 4477, -1207, 2369, 1952, 870,
              -4081, 3365, -175, -2996, 1943, 920, -3154, 2466, -2047, 2845, 4952, -1944, -4745, -3295, 1528, -3138, 589, 2106, -2636, -2425, 4756,
              1707, -3723, 4466, 3014, 281, 3627, 2252, 3588, -4846, -3878, -3365, 1298, 1899, -4427, 1929, 4569, -1560, -955, 1908, -3339, 3090,
              3905, 4657, 455, 3341, 2720, -636, 1636, -3444, -1278, -4639, -1911, -2039, -2953, -1548, -437, -290, 4751, 4764, -1823, 4133, -3227,
              3073, 291, 4680, -340, 2448, 2502, -212, 2534, 1338, 2844, 1126, -758, -1236, -4668, 204, 1392, 4556, -2158, -2428, -3689, -3164, -369,
              -1053, 879, 2836, -4437, 3422, 870, -864, -107, -1352, -4905, 2700, 3508, 2061, 673, -3787, 2788, -4284, -289, -3850, -4091, -1914,
              1549, -1580, -4194, -556, -1442, -4594, 1899, -4429, -2361, -4705, -4154, -4073, 4943, 2772, 665, 4191, -3159, -3038, -1705, -2609, 500,
              1997, 463, 768, 1997, 3853, 1017, -312, -2029, -4622, -1247, -3476, 3210, -1173, 3379, -946, 40, -2291, 2671, 4743,
            ],
          ],
          expected: [
            4743, 2671, -2291, 40, -946, 3379, -1173, 3210, -3476, -1247, -4622, -2029, -312, 1017, 3853, 1997, 768, 463, 1997, 500, -2609, -1705,
            -3038, -3159, 4191, 665, 2772, 4943, -4073, -4154, -4705, -2361, -4429, 1899, -4594, -1442, -556, -4194, -1580, 1549, -1914, -4091, -3850,
            -289, -4284, 2788, -3787, 673, 2061, 3508, 2700, -4905, -1352, -107, -864, 870, 3422, -4437, 2836, 879, -1053, -369, -3164, -3689, -2428,
            -2158, 4556, 1392, 204, -4668, -1236, -758, 1126, 2844, 1338, 2534, -212, 2502, 2448, -340, 4680, 291, 3073, -3227, 4133, -1823, 4764,
            4751, -290, -437, -1548, -2953, -2039, -1911, -4639, -1278, -3444, 1636, -636, 2720, 3341, 455, 4657, 3905, 3090, -3339, 1908, -955,
            -1560, 4569, 1929, -4427, 1899, 1298, -3365, -3878, -4846, 3588, 2252, 3627, 281, 3014, 4466, -3723, 1707, 4756, -2425, -2636, 2106, 589,
            -3138, 1528, -3295, -4745, -1944, 4952, 2845, -2047, 2466, -3154, 920, 1943, -2996, -175, 3365, -4081, 870, 1952, 2369, -1207, 4477,
            -1577, -3748, -1605, 3973, 3896, -159, 1835, 4347, 1753, -1759, -852, -4054, 4398, 3079, -2522, 3980, -233, -3903, 2650, 1786, 3660,
            -1350, 3472, -1443, 2439, -4238, -4085, 540, -3464, -2186, 4410, -3506, 588, 4100, -3902, 1058, 1045, 3771, 2172, 1645, 3812, 3565, -48,
            -4572, -3770, 2348, -490, 1997, -2164, -2532, 3407, -165, -4158, -2571, 4000, 4884, -2196, 1763, 2610, 4020, -1133, -512, -3333, 4489,
            2480, -1706, -2070, 4790, -1823, -1291, 1124, -3645, 4918, 902, 1429, 1808, -164, -2244, -2170, 975, 2038, 2974, -1488, 280, 747, -418,
            170, 160, 3509, -3507, 3813, -2798, -1369, 4455, 686, -4092, 2487, 4144, -3184, 2672, 2830, -1261, -3235, 3770, -3868, 2786, -3752, 4298,
            -4334, 3814, -2392, -2691, -4432, 699, 205, -959, 1220, 2200, -453, -4220, 4670, 2222, -1101, -805, 1156, 28, 1324, -2336, -2319, 1630,
            -3267, 1073, -3392, -3957, 4829, -644, -4344, -3608, 2175, 2804, -686, -4710, -4327, -3120, -4539, 4159, 4838, 4460, -2546, 2153, 535,
            2680, 3000, -3355, -2623, 985, 1065, 1919, 3892, -345, 2773, 4267, -4616, -2917, -1915, -655, 4949, 2553, -2851, -3403, 3619, 3576, -2087,
            -4648, 4215, 2374, -4536, 2681, -4103, 1321, 4132, 4148, -1602, 2611, -517, -583, -3947, 3374, 2983, -3679, -3652, 3021, -2595, 4367,
            3862, 3693, -4713, 145, -4958, -450, 3178, -1104, 3654, 3563, 1588, -3259, -1111, -743, -3061, 1652, -4604, 4201, 4050, -4230, -2693,
            2657, 1305, -2306, -279, -2634, 2670, -237, 4059, -4364, 841, -803, 821, -4524, -2491, -2013, -3038, -4132, -1355, 4752, -4643, 1023,
            3904, -2094, -2734, -3204, 1304, 2603, 4329, 1504, 2363, 3704, 679, 4123, -2776, -3293, -4614, 4894, 1479, 1620, -3434, 1217, -4873,
            -3953, -3485, -3798, 3403, 1276, 509, -408, -1233, 1480, 1382, -1082, -3187, 768, -2844, -4530, -1176, 206, 3436, -300, -1140, -1820,
            4382, -4685, -19, 2847, -1298, 3785, -3697, -161, 233, 388, 1632, 3585, 4263, 4607, -3849, -820, -1234, -2312, -745, 2720, -3413, -1697,
            4773, 1740, 2566, 2062, 1939, 3159, 181, 2821, 1154, 2149, 4263, 474, 4320, 4722, 224, -1256, 149, 4686, -1608, 3300, 998, -3844, 97,
            2267, -1532, -4406, -2783, -4045, -4608, -1611, 3543, 1882, 4001, 3038, -1478, -1450, 542, -4173, -3048, 2519, -4772, -4029, 4400, -2085,
            -3351, 906, -500, -3723, -2365, -1586, -3170, -2425, -1165, -577, 3306, 1652, 2424, 73, 4759, 4304, 15, -1296, 3258, 418, -1128, 256, 375,
            -2753, -1479, 3504, 256, 292, -4611, 2240, 1326, 1935, 3849, 716, 2537, 1667, -4850, -2598, -4605, 4581, -3976, 3501, -4965, -190, -3995,
            -4011, -4100, -3659, 3383, 612, 3641, 2231, -143, -4387, -407, 418, -732, -3878, 2479, 1554, -4175, -150, 398, 3787, -1196, 2662, -3098,
            -4772, 3838, 275, 2768, 3555, -1256, -4830, 1629, 3992, -573, 3168, -3683, 1140, 2210, -292, -4490, -1558, -133, 917, 3716, 2864, -2459,
            2056, 1814, -3776, -1915, -1627, -2179, 3701, -2358, 359, 821, 996, -694, 1841, -3809, 2274, -639, 3781, 4903, 1523, 2758, 1510, 4095,
            -1355, -4431, 3994, 822, 776, 170, 4736, -3119, 384, -519, -4448, 2492, -678, 647, 1967, 2819, 4971, -2842, 4556, 3217, -3766, 3767, 207,
            1586, 363, 4324, 3160, 3360, 1319, -762, -4650, -4484, 2860, -3519, -3726, -993, 940, 4273, 917, -1362, 1895, -2377, -4766, -2144, 1560,
            3702, -4998, 3690, 4710, 600, -1074, -2608, 1660, -3155, 1560, -3213, 2644, -2704, 1879, 2769, -3421, -1604, 3822, -2131, 1747, 2686,
            -2736, 4782, -3212, 2758, -3436, -4015, -1771, -859, -932, 2451, -1789, -3814, 2082, 937, -4268, 72, 1247, 3526, -2756, 407, -422, 1102,
            738, -455, -3245, 3146, -1554, -449, -936, -3838, -4724, 329, -3818, 4394, -2516, -3640, 4532, -4637, -3124, 4482, -2207, -2033, 3070,
            -2369, -3800, 156, -3227, 4890, 828, -544, -754, -1517, -2617, -4559, 4565, -4928, -4539, 4219, 2696, -3550, -2994, 1953, 3099, -1202,
            -1486, 1524, -4575, 2988, 290, 1188, -2074, 3175, -3819, -4574, -2012, -4040, -1655, -566, 3545, 341, 3485, -1108, 4913, 1419, -4374,
            -888, -961, -534, 764, 2874, 4395, 150, 231, 3921, -1005, 3047, -3777, -4811, -391, -4141, -741, 3620, -4583, 3091, 268, -2892, -1980,
            -1220, 3617, 2122, 138, -4782, 1648, -1693, 3262, -2688, 2775, 1307, -2516, 1529, -1255, -1010, 1745, -2152, -4226, 4176, 4818, 2190, -76,
            3463, 3207, 1494, 1500, -521, 4760, 2466, -2549, -3899, 4974, 2279, 2935, 3430, 2637, -3492, -4692, 64, 2952, 1842, 83, 2988, 1396, 4445,
            -4776, -880, -4391, -3527, 3480, 2773, -3619, 2443, 4193, -221, -4671, 1084, 998, 3200, 868, -4647, -1241, -4836, -2008, -3440, -3508,
            2244, -2791, 353, -878, 2703, 2504, -591, -271, 4446, -4969, 3036, -1951, 4323, 1791, 4820, -1364, -3827, 3749, -2783, 387, -2545, 771,
            3017, -2913, -4180, -1480, -332, 3773, 3496, 4471, -1134, 2692, -4655, -4647, 3808, -3334, -1167, 2172, -1795, 798, -1588, -4619, -2917,
            -442, 2801, -2438, 3846, -2933, 663, -2640, 1873, 4711, 641, 657, -3317, -4353, -4711, 334, 3532, -1888, 2980, -1084, -1978, 398, 3030,
            2893, -4415, -1946, -1993, -1959, -257, -3652, 2695, -1279, 2869, 4458, -392, -4536, -2464, -2240, -2630, 377, 2483, -4504, -2156, -3161,
            -965, -4247, -4747, 537, -75, 4241, -1903, 2073, 2000, 3712, 3033, 1122, 774, -4388, -4252, -605, -577, -2673, -2339, 2574, -4595, 3255,
            2466, -1276, 3390, -1788, -4165, -1307, -3091, -4264, -1108, 2101, -110, 4495, 4867, 4767, -1554, 1967, -4335, -2759, 3656, 452, -1535,
            -525, 1719, 3083, -3410, -2086, 3355, -4881, -2045, -3988, 1267, 3162, -1801, -4141, -4925, 3101, 1072, 1320, -3298, -3220, -2330, -2735,
            -2106, 2755, -4828, 644, 62,
          ],
        },
      ],
      companies: { Google: 15, Amazon: 22, Microsoft: 19, Apple: 12, Netflix: 3, LinkedIn: 8, Meta: 20 },
    },
    {
      slug: "rotate-linked-list-right",
      title: "Rotate a Linked List to the Right",
      difficulty: "medium",
      statement: `Rotating a linked list to the right by one place moves its last node to the front. Given the \`head\` of a singly linked list and a non-negative integer \`k\`, rotate the list to the right by \`k\` places and return the new head.

\`k\` may be much larger than the length of the list. Lists are written as arrays of their values, from head to tail.

### Examples

**Example 1**

\`\`\`
Input: head = [10, 20, 30, 40, 50], k = 2
Output: [40, 50, 10, 20, 30]
\`\`\`

The last two nodes move to the front, keeping their order.

**Example 2**

\`\`\`
Input: head = [1, 2, 3], k = 7
Output: [3, 1, 2]
\`\`\`

Rotating a list of 3 nodes by 7 is the same as rotating it by \`7 mod 3 = 1\`.

### Constraints

- The list has between \`0\` and \`500\` nodes.
- \`-100 <= Node.val <= 100\`
- \`0 <= k <= 2 * 10^9\`
`,
      functionName: "rotateListRight",
      params: [
        { name: "head", type: "ListNode" },
        { name: "k", type: "int" },
      ],
      returnType: "ListNode",
      starter: {
        python: `from typing import Optional

# class ListNode (val, next) is predefined by the judge.


def rotateListRight(head: Optional[ListNode], k: int) -> Optional[ListNode]:
    # Write your code here
    return None
`,
        javascript: `// class ListNode { constructor(val = 0, next = null) } is predefined by the judge.

/**
 * @param {ListNode | null} head
 * @param {number} k
 * @return {ListNode | null}
 */
function rotateListRight(head, k) {
  // Write your code here
  return null;
}
`,
        java: `import java.util.*;

// The judge provides ListNode: class ListNode { int val; ListNode next; ListNode(int val) {...} }
class Solution {
    public static ListNode rotateListRight(ListNode head, int k) {
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
ListNode* rotateListRight(ListNode* head, int k) {
    // Write your code here
    return nullptr;
}
`,
        go: `package main

// The judge provides ListNode: type ListNode struct { Val int; Next *ListNode }
func rotateListRight(head *ListNode, k int) *ListNode {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def rotateListRight(head, k):
    if not head or not head.next:
        return head
    length, tail = 1, head
    while tail.next:
        tail = tail.next
        length += 1
    k %= length
    if k == 0:
        return head
    new_tail = head
    for _ in range(length - k - 1):
        new_tail = new_tail.next
    new_head = new_tail.next
    new_tail.next = None
    tail.next = head
    return new_head
`,
        javascript: `function rotateListRight(head, k) {
  if (!head || !head.next) return head;
  let length = 1;
  let tail = head;
  while (tail.next) {
    tail = tail.next;
    length++;
  }
  k %= length;
  if (k === 0) return head;
  let newTail = head;
  for (let i = 0; i < length - k - 1; i++) newTail = newTail.next;
  const newHead = newTail.next;
  newTail.next = null;
  tail.next = head;
  return newHead;
}
`,
        java: `class Solution {
    public static ListNode rotateListRight(ListNode head, int k) {
        if (head == null || head.next == null) return head;
        int length = 1;
        ListNode tail = head;
        while (tail.next != null) {
            tail = tail.next;
            length++;
        }
        k %= length;
        if (k == 0) return head;
        ListNode newTail = head;
        for (int i = 0; i < length - k - 1; i++) newTail = newTail.next;
        ListNode newHead = newTail.next;
        newTail.next = null;
        tail.next = head;
        return newHead;
    }
}
`,
        cpp: `ListNode* rotateListRight(ListNode* head, int k) {
    if (!head || !head->next) return head;
    int length = 1;
    ListNode* tail = head;
    while (tail->next) {
        tail = tail->next;
        length++;
    }
    k %= length;
    if (k == 0) return head;
    ListNode* newTail = head;
    for (int i = 0; i < length - k - 1; i++) newTail = newTail->next;
    ListNode* newHead = newTail->next;
    newTail->next = nullptr;
    tail->next = head;
    return newHead;
}
`,
        go: `package main

func rotateListRight(head *ListNode, k int) *ListNode {
	if head == nil || head.Next == nil {
		return head
	}
	length, tail := 1, head
	for tail.Next != nil {
		tail = tail.Next
		length++
	}
	k %= length
	if k == 0 {
		return head
	}
	newTail := head
	for i := 0; i < length-k-1; i++ {
		newTail = newTail.Next
	}
	newHead := newTail.Next
	newTail.Next = nil
	tail.Next = head
	return newHead
}
`,
      },
      solutionExplanation: `### Idea

A rotation by \`k\` cuts the list before its last \`k\` nodes and moves that piece to the front. Rotating by the length of the list changes nothing, so only \`k mod length\` matters. The operation needs exactly two link changes: the old tail points to the old head, and the node before the cut becomes the new tail.

### Step by step

1. Lists with fewer than two nodes are returned unchanged.
2. Walk to the tail, counting the length.
3. Reduce \`k\` with \`k %= length\`; if it becomes 0, return the original head.
4. The new tail is the node at position \`length - k - 1\` (0-indexed). Walk there from the head.
5. The new head is \`new_tail.next\`. Cut with \`new_tail.next = None\`, then close the gap with \`tail.next = head\`.
6. Return the new head.

For \`10 → 20 → 30 → 40 → 50\` and \`k = 2\`, the new tail is 30 (position 2), the new head is 40, and 50 is linked to 10.

### Complexity

- **Time:** \`O(n)\`: at most two walks along the list, regardless of how large \`k\` is.
- **Space:** \`O(1)\`.
`,
      visibleTests: [
        { input: [[10, 20, 30, 40, 50], 2], expected: [40, 50, 10, 20, 30] },
        { input: [[1, 2, 3], 7], expected: [3, 1, 2] },
      ],
      hiddenTests: [
        { input: [[], 0], expected: [] },
        { input: [[], 5], expected: [] },
        { input: [[1], 100], expected: [1] },
        { input: [[1, 2], 0], expected: [1, 2] },
        { input: [[1, 2], 1], expected: [2, 1] },
        { input: [[1, 2, 3, 4], 4], expected: [1, 2, 3, 4] },
        { input: [[1, 2, 3, 4], 3], expected: [2, 3, 4, 1] },
        { input: [[5, 6, 7], 2000000000], expected: [6, 7, 5] },
        { input: [[-100, 0, 100, -100], 6], expected: [100, -100, -100, 0] },
        {
          input: [
            [
              65, 87, 6, 12, -11, 96, 8, -33, 92, 63, 82, 39, 96, -27, 51, -34, -70, -62, -76, 48, -26, 51, -94, -52, -18, 50, 82, -82, 30, -50, 18,
              -1, -51, 45, 69, -55, -50, 87, 79, 79, 33, -16, 92, 10, 62, -94, 31, 37, 18, -83, -59, 99, 9, -77, 56, -80, 58, 3, -7, -33, 91, 11, -66,
              -76, -89, 36, 67, -21, -75, 59, 5, 49, -98, -33, -69, -22, -26, 90, 49, 17, 39, -47, 6, 11, -64, 61, 88, -51, -35, 20, -13, 52, -59,
              -95, 93, 71, -8, -82, 55, 56, 75, -52, -74, 82, -87, 35, 46, 76, 49, 42, 97, 47, 19, 7, 6, 26, -76, 88, 44, -88, -45, 29, 60, -47, 17,
              -47, 82, -45, -42, -7, -81, -93, 64, -29, -53, -66, 2, 95, 94, 56, -96, 37, -70, -33, 66, -10, 74, -56, -86, -56, -35, 94, -63, 43, 66,
              -22, -56, -26, -80, -81, -10, 83, 88, 10, -98, -50, 86, -8, -92, 93, 67, 0, 3, -2, 43, -59, 80, 72, 18, 62, -80, 99, 47, 19, 76, 56,
              -75, -68, -19, -50, 72, -31, 72, 16, -62, -52, -39, -68, 26, 88, 52, -42, -78, 15, 87, 27, -13, 4, 31, -82, 17, 43, -86, 41, -13, -43,
              -94, 50, -31, -43, 50, 84, -69, -67, 90, 54, -80, 61, -70, -6, -32, 37, 12, 21, 100, 86, 31, -24, -69, 84, -97, 100, -47, 32, 34, -67,
              -79, 24, -50, -72, -99, 1, 75, -74, 38, -100, -86, -75, 49, -75, 1, 5, 60, 13, 20, 60, -84, -88, 34, 64, 13, -78, -53, -89, 12, 44, -91,
              -86, -15, -88, -12, -99, 13, 97, 65, -38, -70, -60, 30, -33, -56, 80, 62, -73, 7, -74, -63, -54, 48, -17, 53, 46, 40, 19, 57, 27, 73,
              19, 17, -77, 52, -90, -29, 45, -9, 27, 10, 48, 35, -72, -84, 8, 63, 62, 77, -33, -100, 53, 13, 35, 19, -8, 20, 52, -90, -98, -67, 7, -4,
              51, -96, 91, 91, -60, -69, -29, -36, 10, -79, 24, 32, 45, 39, -14, -61, -57, -1, 9, -11, -18, 38, -48, -35, -79, 16, 81, -26, -28, -9,
              77, -51, 58, -69, 12, 8, -97, 100, -91, -5, 90, -41, 81, -28, -12, 39, -93, 49, 83, -9, -10, 68, 85, -73, -33, -99, 25, -74, 36, -41,
              -87, 41, -92, -18, 69, 83, -47, -57, 0, 62, -12, 91, 50, -47, -17, -55, 33, -44, -32, -18, 12, -56, -79, -11, 26, -94, 10, 70, 73, -14,
              -92, 66, -60, -39, 24, 10, 89, 60, -25, -46, 17, 27, -94, -85, -35, 65, -99, 46, 36, 47, 11, -68, 11, 65, 16, 17, -98, 51, -9, -77, -85,
              -69, 18, -48, 65, -85, 64, 75, 69, 62, -94, 9, 31, -46, -82, -76, 47, 89, 78, 97, 15, 30, -64, 53, 34, -74, -52, 6, 54, 83, -33, -81,
              -72, 8, 57, -54, 1, -52, 87, -69, -96,
            ],
            1234567,
          ],
          expected: [
            24, 10, 89, 60, -25, -46, 17, 27, -94, -85, -35, 65, -99, 46, 36, 47, 11, -68, 11, 65, 16, 17, -98, 51, -9, -77, -85, -69, 18, -48, 65,
            -85, 64, 75, 69, 62, -94, 9, 31, -46, -82, -76, 47, 89, 78, 97, 15, 30, -64, 53, 34, -74, -52, 6, 54, 83, -33, -81, -72, 8, 57, -54, 1,
            -52, 87, -69, -96, 65, 87, 6, 12, -11, 96, 8, -33, 92, 63, 82, 39, 96, -27, 51, -34, -70, -62, -76, 48, -26, 51, -94, -52, -18, 50, 82,
            -82, 30, -50, 18, -1, -51, 45, 69, -55, -50, 87, 79, 79, 33, -16, 92, 10, 62, -94, 31, 37, 18, -83, -59, 99, 9, -77, 56, -80, 58, 3, -7,
            -33, 91, 11, -66, -76, -89, 36, 67, -21, -75, 59, 5, 49, -98, -33, -69, -22, -26, 90, 49, 17, 39, -47, 6, 11, -64, 61, 88, -51, -35, 20,
            -13, 52, -59, -95, 93, 71, -8, -82, 55, 56, 75, -52, -74, 82, -87, 35, 46, 76, 49, 42, 97, 47, 19, 7, 6, 26, -76, 88, 44, -88, -45, 29,
            60, -47, 17, -47, 82, -45, -42, -7, -81, -93, 64, -29, -53, -66, 2, 95, 94, 56, -96, 37, -70, -33, 66, -10, 74, -56, -86, -56, -35, 94,
            -63, 43, 66, -22, -56, -26, -80, -81, -10, 83, 88, 10, -98, -50, 86, -8, -92, 93, 67, 0, 3, -2, 43, -59, 80, 72, 18, 62, -80, 99, 47, 19,
            76, 56, -75, -68, -19, -50, 72, -31, 72, 16, -62, -52, -39, -68, 26, 88, 52, -42, -78, 15, 87, 27, -13, 4, 31, -82, 17, 43, -86, 41, -13,
            -43, -94, 50, -31, -43, 50, 84, -69, -67, 90, 54, -80, 61, -70, -6, -32, 37, 12, 21, 100, 86, 31, -24, -69, 84, -97, 100, -47, 32, 34,
            -67, -79, 24, -50, -72, -99, 1, 75, -74, 38, -100, -86, -75, 49, -75, 1, 5, 60, 13, 20, 60, -84, -88, 34, 64, 13, -78, -53, -89, 12, 44,
            -91, -86, -15, -88, -12, -99, 13, 97, 65, -38, -70, -60, 30, -33, -56, 80, 62, -73, 7, -74, -63, -54, 48, -17, 53, 46, 40, 19, 57, 27, 73,
            19, 17, -77, 52, -90, -29, 45, -9, 27, 10, 48, 35, -72, -84, 8, 63, 62, 77, -33, -100, 53, 13, 35, 19, -8, 20, 52, -90, -98, -67, 7, -4,
            51, -96, 91, 91, -60, -69, -29, -36, 10, -79, 24, 32, 45, 39, -14, -61, -57, -1, 9, -11, -18, 38, -48, -35, -79, 16, 81, -26, -28, -9, 77,
            -51, 58, -69, 12, 8, -97, 100, -91, -5, 90, -41, 81, -28, -12, 39, -93, 49, 83, -9, -10, 68, 85, -73, -33, -99, 25, -74, 36, -41, -87, 41,
            -92, -18, 69, 83, -47, -57, 0, 62, -12, 91, 50, -47, -17, -55, 33, -44, -32, -18, 12, -56, -79, -11, 26, -94, 10, 70, 73, -14, -92, 66,
            -60, -39,
          ],
        },
        {
          input: [
            [
              -59, 65, -98, -83, -70, 81, 16, -57, 59, 24, -54, 13, 8, 16, -10, -82, -6, 100, -24, -43, 59, -21, 24, 68, -56, -23, -19, -58, -20, -49,
              -1, 6, 67, -95, 21, 90, -80, 32, 29, -74, 94, 73, 47, 65, -47, -84, -74, 97, 53, -25, -69, -75, 67, 29, -68, -49, 49, 35, -14, 81, -86,
              55, -21, 35, -66, 36, -59, 10, 40, 18, 63, 49, 60, 63, -51, -62, -95, 34, -17, 96, 64, -15, -59, -79, 1, -7, -78, -56, -95, 28, -16, 40,
              -58, -90, -34, -8, 91, -10, 71, -29, -77, -36, -43, -20, -98, 85, -70, -52, -29, 15, 59, -54, -14, -92, -4, 11, -69, 36, -28, 35, 78,
              -36, -76, -61, 18, 95, 44, 3, 92, -60, 24, -37, -54, 97, -95, -19, -25, -56, -44, -18, -36, 69, 92, -37, -91, 43, 70, -43, 100, -31, 52,
              78, 17, 67, -27, 96, 67, -51, -77, -22, -99, -86, 40, 40, -81, -83, -70, 46, 18, -8, 98, -13, -86, 34, -59, 61, 10, 82, -45, 90, -17,
              -83, 88, -27, -86, -36, -91, -21, -16, 18, 58, -47, 70, -6, 98, 42, 9, 4, 65, 88, 37, 28, 30, -45, -9, 27, -88, 30, -59, 76, 48, -77,
              48, 28, 27, -25, 9, 24, -37, 16, -75, 98, -18, 83, -29, 55, -44, -92, 98, 84, -56, 48, -20, 5, 85, -7, 76, -51, -17, 24, -4, -35, -40,
              -77, 49, -76, 77, 30, -43, -63, -68, 47, 42, -13, 60, -18, -39, 17, -65, -21, 16, -11, -38, 86, 70, 91, 96, -18, 13, 80, -33, 49, 1, 23,
              -3, 95, -20, 50, 49, -74, 16, -94, -1, -92, 7, 11, -45, 9, -7, -39, 87, -58, -85, 6, 20, -76, -30, -32, 16, 67, -60, -88, 12, -8, 53,
              92, 20, 45, -77, 44, 88, 98, -77, -54, 0, -39, 32, 29, 0, 85, -100, 3, -54, 60, -99, 60, -61, -60, -71, 39, -64, 48, -51, 95, 18, -63,
              -67, -27, 14, -74, -72, -51, -67, 29, 60, 51, -41, 14, 89, -10, 98, 27, 86, 18, -74, -46, 90, -43, 1, 52, 83, 83, 15, -76, -30, 7, -38,
              20, -20, 95, 4, 28, -23, 91, 98, 17, -27, 63, 92, 67, 93, 82, -65, -68, -37, 20, 19, -92, -3, 36, 9, -23, -55, -91, -63, -50, -85, 23,
              -23, 90, 80, -41, -79, 43, 65, -8, -32, -39, -7, 49, 22, -81, -54, -52, 24, -74, 78, -83, 59, -31, 18, 64, -51, 98, 28, 30, -20, -79,
              17, 10, 81, 76, 74, -45, -52, -64, -20, 23, -17, 68, 93, -19, -9, 87, 7, 90, -83, 10, 54, 87, -3, 56, 54, 63, 11, 64, 3, -68, 94, -66,
              92, 5, 72, 15, -7, 57, -45, 98, 57, 82, 41, -73, -50, -36, 37, 2, 58, -53, -36, -96, 38, 91, -38, -20, -17, -70, 78, -43, -87, -28, -19,
              79, -56, 2, -39, 79, -70, 82, -50,
            ],
            499,
          ],
          expected: [
            -59, 65, -98, -83, -70, 81, 16, -57, 59, 24, -54, 13, 8, 16, -10, -82, -6, 100, -24, -43, 59, -21, 24, 68, -56, -23, -19, -58, -20, -49,
            -1, 6, 67, -95, 21, 90, -80, 32, 29, -74, 94, 73, 47, 65, -47, -84, -74, 97, 53, -25, -69, -75, 67, 29, -68, -49, 49, 35, -14, 81, -86,
            55, -21, 35, -66, 36, -59, 10, 40, 18, 63, 49, 60, 63, -51, -62, -95, 34, -17, 96, 64, -15, -59, -79, 1, -7, -78, -56, -95, 28, -16, 40,
            -58, -90, -34, -8, 91, -10, 71, -29, -77, -36, -43, -20, -98, 85, -70, -52, -29, 15, 59, -54, -14, -92, -4, 11, -69, 36, -28, 35, 78, -36,
            -76, -61, 18, 95, 44, 3, 92, -60, 24, -37, -54, 97, -95, -19, -25, -56, -44, -18, -36, 69, 92, -37, -91, 43, 70, -43, 100, -31, 52, 78,
            17, 67, -27, 96, 67, -51, -77, -22, -99, -86, 40, 40, -81, -83, -70, 46, 18, -8, 98, -13, -86, 34, -59, 61, 10, 82, -45, 90, -17, -83, 88,
            -27, -86, -36, -91, -21, -16, 18, 58, -47, 70, -6, 98, 42, 9, 4, 65, 88, 37, 28, 30, -45, -9, 27, -88, 30, -59, 76, 48, -77, 48, 28, 27,
            -25, 9, 24, -37, 16, -75, 98, -18, 83, -29, 55, -44, -92, 98, 84, -56, 48, -20, 5, 85, -7, 76, -51, -17, 24, -4, -35, -40, -77, 49, -76,
            77, 30, -43, -63, -68, 47, 42, -13, 60, -18, -39, 17, -65, -21, 16, -11, -38, 86, 70, 91, 96, -18, 13, 80, -33, 49, 1, 23, -3, 95, -20,
            50, 49, -74, 16, -94, -1, -92, 7, 11, -45, 9, -7, -39, 87, -58, -85, 6, 20, -76, -30, -32, 16, 67, -60, -88, 12, -8, 53, 92, 20, 45, -77,
            44, 88, 98, -77, -54, 0, -39, 32, 29, 0, 85, -100, 3, -54, 60, -99, 60, -61, -60, -71, 39, -64, 48, -51, 95, 18, -63, -67, -27, 14, -74,
            -72, -51, -67, 29, 60, 51, -41, 14, 89, -10, 98, 27, 86, 18, -74, -46, 90, -43, 1, 52, 83, 83, 15, -76, -30, 7, -38, 20, -20, 95, 4, 28,
            -23, 91, 98, 17, -27, 63, 92, 67, 93, 82, -65, -68, -37, 20, 19, -92, -3, 36, 9, -23, -55, -91, -63, -50, -85, 23, -23, 90, 80, -41, -79,
            43, 65, -8, -32, -39, -7, 49, 22, -81, -54, -52, 24, -74, 78, -83, 59, -31, 18, 64, -51, 98, 28, 30, -20, -79, 17, 10, 81, 76, 74, -45,
            -52, -64, -20, 23, -17, 68, 93, -19, -9, 87, 7, 90, -83, 10, 54, 87, -3, 56, 54, 63, 11, 64, 3, -68, 94, -66, 92, 5, 72, 15, -7, 57, -45,
            98, 57, 82, 41, -73, -50, -36, 37, 2, 58, -53, -36, -96, 38, 91, -38, -20, -17, -70, 78, -43, -87, -28, -19, 79, -56, 2, -39, 79, -70, 82,
            -50,
          ],
        },
      ],
      companies: { Google: 9, Amazon: 13, Microsoft: 11, Apple: 7, Netflix: 1, LinkedIn: 6, Meta: 8 },
    },
    {
      slug: "reverse-a-stretch-of-a-list",
      title: "Reverse a Stretch of a Linked List",
      difficulty: "medium",
      statement: `Given the \`head\` of a singly linked list and two positions \`left <= right\` (counted from 1 at the head), reverse only the nodes from position \`left\` to position \`right\`, inclusive. Nodes before and after the stretch stay where they are.

Return the head of the modified list, and try to do it in a single pass. Lists are written as arrays of their values, from head to tail.

### Examples

**Example 1**

\`\`\`
Input: head = [1, 2, 3, 4, 5, 6], left = 2, right = 5
Output: [1, 5, 4, 3, 2, 6]
\`\`\`

Positions 2 to 5 hold 2, 3, 4, 5; they now read 5, 4, 3, 2.

**Example 2**

\`\`\`
Input: head = [7, 9], left = 1, right = 2
Output: [9, 7]
\`\`\`

The stretch is the whole list, so the head changes.

**Example 3**

\`\`\`
Input: head = [4, 5, 6], left = 3, right = 3
Output: [4, 5, 6]
\`\`\`

A stretch of one node stays as it is.

### Constraints

- The list has \`n\` nodes, \`1 <= n <= 500\`.
- \`-500 <= Node.val <= 500\`
- \`1 <= left <= right <= n\`
`,
      functionName: "reverseStretch",
      params: [
        { name: "head", type: "ListNode" },
        { name: "left", type: "int" },
        { name: "right", type: "int" },
      ],
      returnType: "ListNode",
      starter: {
        python: `from typing import Optional

# class ListNode (val, next) is predefined by the judge.


def reverseStretch(head: Optional[ListNode], left: int, right: int) -> Optional[ListNode]:
    # Write your code here
    return None
`,
        javascript: `// class ListNode { constructor(val = 0, next = null) } is predefined by the judge.

/**
 * @param {ListNode | null} head
 * @param {number} left
 * @param {number} right
 * @return {ListNode | null}
 */
function reverseStretch(head, left, right) {
  // Write your code here
  return null;
}
`,
        java: `import java.util.*;

// The judge provides ListNode: class ListNode { int val; ListNode next; ListNode(int val) {...} }
class Solution {
    public static ListNode reverseStretch(ListNode head, int left, int right) {
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
ListNode* reverseStretch(ListNode* head, int left, int right) {
    // Write your code here
    return nullptr;
}
`,
        go: `package main

// The judge provides ListNode: type ListNode struct { Val int; Next *ListNode }
func reverseStretch(head *ListNode, left int, right int) *ListNode {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def reverseStretch(head, left, right):
    dummy = ListNode(0, head)
    before = dummy
    for _ in range(left - 1):
        before = before.next
    current = before.next
    for _ in range(right - left):
        moved = current.next
        current.next = moved.next
        moved.next = before.next
        before.next = moved
    return dummy.next
`,
        javascript: `function reverseStretch(head, left, right) {
  const dummy = new ListNode(0, head);
  let before = dummy;
  for (let i = 0; i < left - 1; i++) before = before.next;
  const current = before.next;
  for (let i = 0; i < right - left; i++) {
    const moved = current.next;
    current.next = moved.next;
    moved.next = before.next;
    before.next = moved;
  }
  return dummy.next;
}
`,
        java: `class Solution {
    public static ListNode reverseStretch(ListNode head, int left, int right) {
        ListNode dummy = new ListNode(0, head);
        ListNode before = dummy;
        for (int i = 0; i < left - 1; i++) before = before.next;
        ListNode current = before.next;
        for (int i = 0; i < right - left; i++) {
            ListNode moved = current.next;
            current.next = moved.next;
            moved.next = before.next;
            before.next = moved;
        }
        return dummy.next;
    }
}
`,
        cpp: `ListNode* reverseStretch(ListNode* head, int left, int right) {
    ListNode dummy(0, head);
    ListNode* before = &dummy;
    for (int i = 0; i < left - 1; i++) before = before->next;
    ListNode* current = before->next;
    for (int i = 0; i < right - left; i++) {
        ListNode* moved = current->next;
        current->next = moved->next;
        moved->next = before->next;
        before->next = moved;
    }
    return dummy.next;
}
`,
        go: `package main

func reverseStretch(head *ListNode, left int, right int) *ListNode {
	dummy := &ListNode{Next: head}
	before := dummy
	for i := 0; i < left-1; i++ {
		before = before.Next
	}
	current := before.Next
	for i := 0; i < right-left; i++ {
		moved := current.Next
		current.Next = moved.Next
		moved.Next = before.Next
		before.Next = moved
	}
	return dummy.Next
}
`,
      },
      solutionExplanation: `### Idea

Find the node just **before** the stretch (\`before\`); a dummy head makes this work even when \`left = 1\`. The first node of the stretch (\`current\`) will end up as its last node. Then, \`right - left\` times, take the node right after \`current\` and move it to the front of the stretch, directly after \`before\`. This "head insertion" reverses the stretch in one pass while keeping both ends attached.

### Step by step

1. Create \`dummy → head\` and walk \`before\` forward \`left - 1\` steps.
2. Let \`current = before.next\`; this node stays fixed while others jump over it.
3. Repeat \`right - left\` times:
   - \`moved = current.next\` (the next node to relocate);
   - \`current.next = moved.next\` (unlink it);
   - \`moved.next = before.next\` and \`before.next = moved\` (insert it at the front of the stretch).
4. Return \`dummy.next\`.

For \`1 → 2 → 3 → 4 → 5 → 6\`, \`left = 2\`, \`right = 5\`: \`before\` is 1 and \`current\` is 2. The stretch becomes \`3 2\`, then \`4 3 2\`, then \`5 4 3 2\`, and node 2 still points on to 6.

### Complexity

- **Time:** \`O(n)\`: one walk to \`before\` and \`right - left\` constant-time moves.
- **Space:** \`O(1)\`.
`,
      visibleTests: [
        { input: [[1, 2, 3, 4, 5, 6], 2, 5], expected: [1, 5, 4, 3, 2, 6] },
        { input: [[7, 9], 1, 2], expected: [9, 7] },
        { input: [[4, 5, 6], 3, 3], expected: [4, 5, 6] },
      ],
      hiddenTests: [
        { input: [[5], 1, 1], expected: [5] },
        { input: [[1, 2], 1, 1], expected: [1, 2] },
        { input: [[1, 2], 2, 2], expected: [1, 2] },
        { input: [[1, 2, 3], 1, 3], expected: [3, 2, 1] },
        { input: [[1, 2, 3, 4], 1, 2], expected: [2, 1, 3, 4] },
        { input: [[1, 2, 3, 4], 3, 4], expected: [1, 2, 4, 3] },
        { input: [[-500, 500, -500, 500], 2, 3], expected: [-500, -500, 500, 500] },
        { input: [[8, 8, 8, 9], 2, 4], expected: [8, 9, 8, 8] },
        {
          input: [
            [
              423, -260, -441, -283, -291, -16, -340, 9, -301, 445, 60, 145, -143, -142, 457, 289, -148, -224, -157, -38, 379, -44, 265, 483, -323,
              468, 28, 259, -126, 190, 490, 214, -397, 83, -379, -287, 31, 261, 276, 218, 352, -137, 492, 241, 15, 381, -324, 426, -160, 29, -134,
              -450, -167, 57, -33, -85, 134, -402, 377, 209, 333, 47, -301, -397, 436, 192, 162, 279, -495, -136, -485, 237, -282, -76, -162, -467,
              383, 230, 172, 465, 428, -166, 373, 321, -360, 438, 85, -353, -287, 172, 496, -185, 443, 69, -438, 437, 124, 167, 135, 135, -68, -488,
              208, 466, -31, -51, 13, -494, -223, 160, -426, 317, 442, -180, -302, -134, -176, -187, 185, -264, 211, 397, -218, -119, 225, 251, -405,
              -377, 302, 182, 285, -151, -237, 462, -260, 69, -357, 169, -495, 98, -196, 456, -58, -232, 187, -300, -375, -469, -304, -294, 88, -75,
              79, 295, -461, 145, -433, 95, -437, -398, 455, -192, -365, -72, -249, -401, -73, 104, -458, 439, 432, -468, -168, 79, -266, -208, -269,
              15, -372, 196, 367, -434, -110, -403, 383, -35, -486, -409, -81, 127, 395, 33, -19, -156, 383, 487, 409, -74, -475, 341, -190, -57, -29,
              -11, -390, -261, 2, 215, -38, 339, -17, -439, 258, 178, -380, -165, 427, -108, 341, 264, -43, -473, 403, -115, 115, -453, -496, 289,
              268, 245, -206, 282, 183, -235, 305, 245, -305, 288, 135, 89, -255, 169, -33, 383, 431, -245, -86, 405, -479, 56, -206, 224, 131, -424,
              -201, 33, 101, -333, 321, -384, 290, 396, 433, -307, -14, 24, -340, -33, 209, -275, -37, -200, 379, 11, 313, 61, -355, -27, 313, -253,
              -346, 86, 3, -47, -445, -53, 458, 265, -483, 424, 455, -263, -220, -315, 2, 288, -19, -352, -310, 313, 475, 133, 456, -381, -108, -7,
              -83, 266, -82, -224, -112, -461, -203, -311, -232, 225, 287, 278, 286, 195, 117, -205, 202, 288, 371, -417, -462, 100, -141, -441, 337,
              35, -58, -42, 375, -414, 103, -193, -102, -202, -367, 84, 441, 167, -213, -164, 334, -311, 427, 61, -272, -372, -141, -354, 249, 319,
              215, 150, 452, -276, -276, 330, -253, 204, -249, 155, 93, -232, 149, -234, 138, 412, 111, 185, 33, 75, -3, 108, -42, 424, 219, -449,
              -44, -234, 77, -193, -111, 212, 86, 335, -226, -105, 132, 168, -50, -217, 305, -467, 100, 29, -206, -154, 5, -164, -237, 260, -297, 376,
              242, -95, 14, -488, 453, 140, -369, 332, 183, -429, -78, -362, -75, 218, -80, -332, 491, -258, 163, 176, 324, 395, 416, 388, 365, 52,
              167, -488, 417, -420, -260, 230, 7, -140, 446, -202, -500, -165, -307, -400, 403, 370, 476, 94, -385, 153, -56, -262, -173, 227, -166,
              196, -51, 439, 120, -4, -253, -413, 155, 247, 415, -464, 280, -178, 166, 132, -490, -106, 114, -120, 445, -153, 6, 185, -58, -311, 423,
              -62, -15, -195, 93, 386, 159, 322, -25, -491, 486, 424, -444, 269, 469, -39,
            ],
            1,
            500,
          ],
          expected: [
            -39, 469, 269, -444, 424, 486, -491, -25, 322, 159, 386, 93, -195, -15, -62, 423, -311, -58, 185, 6, -153, 445, -120, 114, -106, -490,
            132, 166, -178, 280, -464, 415, 247, 155, -413, -253, -4, 120, 439, -51, 196, -166, 227, -173, -262, -56, 153, -385, 94, 476, 370, 403,
            -400, -307, -165, -500, -202, 446, -140, 7, 230, -260, -420, 417, -488, 167, 52, 365, 388, 416, 395, 324, 176, 163, -258, 491, -332, -80,
            218, -75, -362, -78, -429, 183, 332, -369, 140, 453, -488, 14, -95, 242, 376, -297, 260, -237, -164, 5, -154, -206, 29, 100, -467, 305,
            -217, -50, 168, 132, -105, -226, 335, 86, 212, -111, -193, 77, -234, -44, -449, 219, 424, -42, 108, -3, 75, 33, 185, 111, 412, 138, -234,
            149, -232, 93, 155, -249, 204, -253, 330, -276, -276, 452, 150, 215, 319, 249, -354, -141, -372, -272, 61, 427, -311, 334, -164, -213,
            167, 441, 84, -367, -202, -102, -193, 103, -414, 375, -42, -58, 35, 337, -441, -141, 100, -462, -417, 371, 288, 202, -205, 117, 195, 286,
            278, 287, 225, -232, -311, -203, -461, -112, -224, -82, 266, -83, -7, -108, -381, 456, 133, 475, 313, -310, -352, -19, 288, 2, -315, -220,
            -263, 455, 424, -483, 265, 458, -53, -445, -47, 3, 86, -346, -253, 313, -27, -355, 61, 313, 11, 379, -200, -37, -275, 209, -33, -340, 24,
            -14, -307, 433, 396, 290, -384, 321, -333, 101, 33, -201, -424, 131, 224, -206, 56, -479, 405, -86, -245, 431, 383, -33, 169, -255, 89,
            135, 288, -305, 245, 305, -235, 183, 282, -206, 245, 268, 289, -496, -453, 115, -115, 403, -473, -43, 264, 341, -108, 427, -165, -380,
            178, 258, -439, -17, 339, -38, 215, 2, -261, -390, -11, -29, -57, -190, 341, -475, -74, 409, 487, 383, -156, -19, 33, 395, 127, -81, -409,
            -486, -35, 383, -403, -110, -434, 367, 196, -372, 15, -269, -208, -266, 79, -168, -468, 432, 439, -458, 104, -73, -401, -249, -72, -365,
            -192, 455, -398, -437, 95, -433, 145, -461, 295, 79, -75, 88, -294, -304, -469, -375, -300, 187, -232, -58, 456, -196, 98, -495, 169,
            -357, 69, -260, 462, -237, -151, 285, 182, 302, -377, -405, 251, 225, -119, -218, 397, 211, -264, 185, -187, -176, -134, -302, -180, 442,
            317, -426, 160, -223, -494, 13, -51, -31, 466, 208, -488, -68, 135, 135, 167, 124, 437, -438, 69, 443, -185, 496, 172, -287, -353, 85,
            438, -360, 321, 373, -166, 428, 465, 172, 230, 383, -467, -162, -76, -282, 237, -485, -136, -495, 279, 162, 192, 436, -397, -301, 47, 333,
            209, 377, -402, 134, -85, -33, 57, -167, -450, -134, 29, -160, 426, -324, 381, 15, 241, 492, -137, 352, 218, 276, 261, 31, -287, -379, 83,
            -397, 214, 490, 190, -126, 259, 28, 468, -323, 483, 265, -44, 379, -38, -157, -224, -148, 289, 457, -142, -143, 145, 60, 445, -301, 9,
            -340, -16, -291, -283, -441, -260, 423,
          ],
        },
        {
          input: [
            [
              -48, 332, -432, -24, 84, 203, -325, -344, -5, -187, -466, 487, -212, -186, -489, 124, 20, 202, -467, -355, -422, -85, 220, 225, -2, 204,
              -168, 42, -94, -445, 57, 91, -303, 35, 280, -416, -39, 178, -356, -242, 59, 469, -79, 359, -451, -241, 354, 234, 131, -171, 492, -244,
              -133, -222, -366, -87, 275, 43, 237, -107, 277, 280, -187, 457, 195, -58, -202, -476, -483, 285, -197, -113, 441, 470, 242, -167, -442,
              294, 84, 334, -220, -278, -132, 67, -81, -211, 401, 119, 53, -277, 236, -1, -75, 52, -282, -383, 274, -80, -495, -350, 165, -386, 478,
              -156, 272, -346, -475, 380, 156, 434, 498, -65, 180, -350, -372, 373, 40, 302, -468, 333, -74, 31, -364, 184, -321, -276, -300, -375,
              -178, 411, 72, -448, -432, -447, 239, 242, 496, 109, -110, 24, 101, 256, -208, 408, 57, -254, -102, -453, 114, -1, 94, 484, -152, 70,
              127, 104, -355, -177, -47, -307, 291, -154, 401, -70, 29, -81, 397, -291, -418, 67, -326, 456, 438, 80, -136, -5, -37, 74, 433, 372,
              327, 374, 488, 419, 485, -446, 475, -100, 89, 411, 72, 78, -415, 59, -264, 245, 175, -405, 36, 228, 174, 453, 349, -67, 320, 491, -246,
              -313, -4, -47, 420, -317, -195, -319, 59, -196, 87, 83, -388, 429, 217, 156, 205, -30, -237, 189, -51, 494, -460, -104, -410, -488, 149,
              -75, 441, -259, -314, -214, 392, -407, -288, 307, -134, -224, -257, 455, -239, 14, -39, 393, -402, 430, 218, -396, 416, 182, -259, -299,
              47, -181, -299, -229, 399, -382, -334, -210, 394, -441, 358, -161, -182, -424, -292, -473, 457, 271, -246, 495, -49, -343, 481, 277,
              -194, -83, 367, -220, -259, -203, -172, -101, -401, 131, 159, 123, -116, 403, -242, -377, -322, -432, -396, -35, 405, -246, 409, -319,
              170, -423, -19, -349, 440, 157, -313, -406, 441, 223, -34, -48, 137, -152, -85, 161, -111, -494, 363, -177, 318, -428, -384, 190, -298,
              338, -330, -448, -119, 97, -121, -15, -457, 206, -268, 304, 281, -6, 1, -380, 43, 420, -69, -203, 119, -195, -120, 293, 47, -415, -396,
              473, 159, -331, -245, 128, 101, 399, 261, -482, -183, -413, -210, -60, 416, -282, -217, 110, 447, 427, -89, 453, -55, 320, 251, -175,
              291, 446, 161, -404, -282, -74, 352, 251, 259, 319, -6, -338, -50, -410, -181, -331, 213, -239, 222, -413, -372, -380, -439, 431, 176,
              322, -459, 55, 16, -249, -35, -194, -117, -71, 439, 25, 254, -494, -382, 340, -308, -269, -304, -318, -10, 172, -412, 336, -117, 241,
              -40, 167, 267, -415, -272, 159, -416, 220, -197, -246, -72, 344, -256, 148, 336, 196, -97, -401, -458, 285, -431, -153, -477, 215, 159,
              164, 29, -315, -94, 403, 499, -72, -365, -207, 186, 235, -350, 135, 176, 456, -137, 479, -166, 206, -327, 352, 260, -304, -264, 227,
              156, 460, -272, 91, 410, 239, 456, -281, 231, 367, -211, 291, -343, 24, 405, 221, 188, 205,
            ],
            137,
            402,
          ],
          expected: [
            -48, 332, -432, -24, 84, 203, -325, -344, -5, -187, -466, 487, -212, -186, -489, 124, 20, 202, -467, -355, -422, -85, 220, 225, -2, 204,
            -168, 42, -94, -445, 57, 91, -303, 35, 280, -416, -39, 178, -356, -242, 59, 469, -79, 359, -451, -241, 354, 234, 131, -171, 492, -244,
            -133, -222, -366, -87, 275, 43, 237, -107, 277, 280, -187, 457, 195, -58, -202, -476, -483, 285, -197, -113, 441, 470, 242, -167, -442,
            294, 84, 334, -220, -278, -132, 67, -81, -211, 401, 119, 53, -277, 236, -1, -75, 52, -282, -383, 274, -80, -495, -350, 165, -386, 478,
            -156, 272, -346, -475, 380, 156, 434, 498, -65, 180, -350, -372, 373, 40, 302, -468, 333, -74, 31, -364, 184, -321, -276, -300, -375,
            -178, 411, 72, -448, -432, -447, 239, 242, -413, 222, -239, 213, -331, -181, -410, -50, -338, -6, 319, 259, 251, 352, -74, -282, -404,
            161, 446, 291, -175, 251, 320, -55, 453, -89, 427, 447, 110, -217, -282, 416, -60, -210, -413, -183, -482, 261, 399, 101, 128, -245, -331,
            159, 473, -396, -415, 47, 293, -120, -195, 119, -203, -69, 420, 43, -380, 1, -6, 281, 304, -268, 206, -457, -15, -121, 97, -119, -448,
            -330, 338, -298, 190, -384, -428, 318, -177, 363, -494, -111, 161, -85, -152, 137, -48, -34, 223, 441, -406, -313, 157, 440, -349, -19,
            -423, 170, -319, 409, -246, 405, -35, -396, -432, -322, -377, -242, 403, -116, 123, 159, 131, -401, -101, -172, -203, -259, -220, 367,
            -83, -194, 277, 481, -343, -49, 495, -246, 271, 457, -473, -292, -424, -182, -161, 358, -441, 394, -210, -334, -382, 399, -229, -299,
            -181, 47, -299, -259, 182, 416, -396, 218, 430, -402, 393, -39, 14, -239, 455, -257, -224, -134, 307, -288, -407, 392, -214, -314, -259,
            441, -75, 149, -488, -410, -104, -460, 494, -51, 189, -237, -30, 205, 156, 217, 429, -388, 83, 87, -196, 59, -319, -195, -317, 420, -47,
            -4, -313, -246, 491, 320, -67, 349, 453, 174, 228, 36, -405, 175, 245, -264, 59, -415, 78, 72, 411, 89, -100, 475, -446, 485, 419, 488,
            374, 327, 372, 433, 74, -37, -5, -136, 80, 438, 456, -326, 67, -418, -291, 397, -81, 29, -70, 401, -154, 291, -307, -47, -177, -355, 104,
            127, 70, -152, 484, 94, -1, 114, -453, -102, -254, 57, 408, -208, 256, 101, 24, -110, 109, 496, -372, -380, -439, 431, 176, 322, -459, 55,
            16, -249, -35, -194, -117, -71, 439, 25, 254, -494, -382, 340, -308, -269, -304, -318, -10, 172, -412, 336, -117, 241, -40, 167, 267,
            -415, -272, 159, -416, 220, -197, -246, -72, 344, -256, 148, 336, 196, -97, -401, -458, 285, -431, -153, -477, 215, 159, 164, 29, -315,
            -94, 403, 499, -72, -365, -207, 186, 235, -350, 135, 176, 456, -137, 479, -166, 206, -327, 352, 260, -304, -264, 227, 156, 460, -272, 91,
            410, 239, 456, -281, 231, 367, -211, 291, -343, 24, 405, 221, 188, 205,
          ],
        },
      ],
      companies: { Google: 8, Amazon: 12, Microsoft: 10, Apple: 6, Netflix: 1, LinkedIn: 4, Meta: 11 },
    },
    {
      slug: "group-odd-and-even-positions",
      title: "Group Odd and Even Positions",
      difficulty: "medium",
      statement: `Number the nodes of a singly linked list by position: the head is position 1, the next node position 2, and so on. Rearrange the list so that all nodes at **odd** positions come first, followed by all nodes at **even** positions. Within each group, nodes keep their original relative order.

Positions matter, not the values stored in the nodes. Use constant extra memory and return the head of the regrouped list. Lists are written as arrays of their values, from head to tail.

### Examples

**Example 1**

\`\`\`
Input: head = [10, 11, 12, 13, 14]
Output: [10, 12, 14, 11, 13]
\`\`\`

Positions 1, 3, 5 hold 10, 12, 14; positions 2 and 4 hold 11 and 13.

**Example 2**

\`\`\`
Input: head = [2, 4, 6, 8]
Output: [2, 6, 4, 8]
\`\`\`

Even values at odd positions still go first: grouping is by position.

### Constraints

- The list has between \`0\` and \`10^4\` nodes.
- \`-10^6 <= Node.val <= 10^6\`
`,
      functionName: "regroupOddEven",
      params: [{ name: "head", type: "ListNode" }],
      returnType: "ListNode",
      starter: {
        python: `from typing import Optional

# class ListNode (val, next) is predefined by the judge.


def regroupOddEven(head: Optional[ListNode]) -> Optional[ListNode]:
    # Write your code here
    return None
`,
        javascript: `// class ListNode { constructor(val = 0, next = null) } is predefined by the judge.

/**
 * @param {ListNode | null} head
 * @return {ListNode | null}
 */
function regroupOddEven(head) {
  // Write your code here
  return null;
}
`,
        java: `import java.util.*;

// The judge provides ListNode: class ListNode { int val; ListNode next; ListNode(int val) {...} }
class Solution {
    public static ListNode regroupOddEven(ListNode head) {
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
ListNode* regroupOddEven(ListNode* head) {
    // Write your code here
    return nullptr;
}
`,
        go: `package main

// The judge provides ListNode: type ListNode struct { Val int; Next *ListNode }
func regroupOddEven(head *ListNode) *ListNode {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def regroupOddEven(head):
    if not head:
        return head
    odd = head
    even_head = even = head.next
    while even and even.next:
        odd.next = even.next
        odd = odd.next
        even.next = odd.next
        even = even.next
    odd.next = even_head
    return head
`,
        javascript: `function regroupOddEven(head) {
  if (!head) return head;
  let odd = head;
  const evenHead = head.next;
  let even = evenHead;
  while (even && even.next) {
    odd.next = even.next;
    odd = odd.next;
    even.next = odd.next;
    even = even.next;
  }
  odd.next = evenHead;
  return head;
}
`,
        java: `class Solution {
    public static ListNode regroupOddEven(ListNode head) {
        if (head == null) return head;
        ListNode odd = head, evenHead = head.next, even = evenHead;
        while (even != null && even.next != null) {
            odd.next = even.next;
            odd = odd.next;
            even.next = odd.next;
            even = even.next;
        }
        odd.next = evenHead;
        return head;
    }
}
`,
        cpp: `ListNode* regroupOddEven(ListNode* head) {
    if (!head) return head;
    ListNode *odd = head, *evenHead = head->next, *even = evenHead;
    while (even && even->next) {
        odd->next = even->next;
        odd = odd->next;
        even->next = odd->next;
        even = even->next;
    }
    odd->next = evenHead;
    return head;
}
`,
        go: `package main

func regroupOddEven(head *ListNode) *ListNode {
	if head == nil {
		return head
	}
	odd, evenHead := head, head.Next
	even := evenHead
	for even != nil && even.Next != nil {
		odd.Next = even.Next
		odd = odd.Next
		even.Next = odd.Next
		even = even.Next
	}
	odd.Next = evenHead
	return head
}
`,
      },
      solutionExplanation: `### Idea

Build two chains at the same time while walking the list once: one chain threads through the odd positions, the other through the even ones. Each step hops over one node, which is exactly the node that belongs to the other chain. At the end, attach the even chain after the last odd node.

### Step by step

1. An empty list is returned as is.
2. \`odd\` starts at the head; \`even\` and \`even_head\` start at the second node. Remember \`even_head\`; it becomes the joint between the two groups.
3. While \`even\` and \`even.next\` exist:
   - \`odd.next = even.next\`, then move \`odd\` there (the next odd position);
   - \`even.next = odd.next\`, then move \`even\` there (the next even position).
4. Link \`odd.next = even_head\` and return \`head\`.

The loop condition guarantees that \`odd\` never becomes empty, so the final link is always safe, including for lists of length 1 and 2.

### Complexity

- **Time:** \`O(n)\`: every node is visited once.
- **Space:** \`O(1)\`: only four references.
`,
      visibleTests: [
        { input: [[10, 11, 12, 13, 14]], expected: [10, 12, 14, 11, 13] },
        { input: [[2, 4, 6, 8]], expected: [2, 6, 4, 8] },
      ],
      hiddenTests: [
        { input: [[]], expected: [] },
        { input: [[1]], expected: [1] },
        { input: [[1, 2]], expected: [1, 2] },
        { input: [[1, 2, 3]], expected: [1, 3, 2] },
        { input: [[5, 5, 5, 5, 5]], expected: [5, 5, 5, 5, 5] },
        { input: [[-1, -2, -3, -4, -5, -6]], expected: [-1, -3, -5, -2, -4, -6] },
        { input: [[1000000, -1000000, 0]], expected: [1000000, 0, -1000000] },
        { input: [[2, 1, 3, 5, 6, 4, 7]], expected: [2, 3, 6, 7, 1, 5, 4] },
        {
          input: [
            [
              68964, -757038, -271391, -13104, 672179, -122285, 713268, -707899, -932759, -659754, 516390, -284893, 747658, 251358, -955930, -330345,
              -544681, 157297, 889979, 907359, 765465, 794423, -952473, 445055, -251835, -393946, -638133, -265774, -129380, 880457, -677723, 210852,
              -671802, 536775, 933637, 213324, 343074, 598542, -428298, -636135, -549829, -633790, -723414, -524913, 565475, 448562, 534426, 384701,
              610508, -913562, -714529, -993733, -207377, -921037, -666198, 534907, 793384, 768822, 436215, -911701, -985210, -925592, 784619,
              -474554, -132647, -10259, 484260, -419605, 167078, 46831, -36643, 245540, 247790, -434178, -871007, -708842, 470302, 10000, 340039,
              -823360, -143689, 504772, 430442, 679502, -394087, 829815, -145663, 724840, 658184, 346635, 765277, 362197, -462058, -761696, 159523,
              581397, 572223, -562938, -915190, 986120, -313854, 794209, -638599, 196432, 625325, -746840, -228806, 409642, -767652, 724549, -337537,
              808561, 371140, -162362, 383793, -908336, -835557, 640273, -649983, 719213, -191518, -813555, -187178, -551348, 795514, 933508, -867686,
              666996, 244649, -564016, 852081, -767544, 98407, 920268, -815429, -686905, 370140, 254231, 486105, -240406, -964397, 975610, -624932,
              -764992, -956394, -967651, 698267, 36566, 172583, -35144, -692784, 653593, 162070, 977696, 621930, -499173, 768098, -140955, 59946,
              348940, -889569, 162760, -42274, -282975, 655009, 687983, -936092, 741652, 286465, 19050, 535218, -371929, -881517, -759977, -632388,
              137074, -722615, 676201, 640043, -974275, 619287, -749142, -494368, -973981, 470095, -881841, 977509, -342601, -28612, -295946, 813251,
              -352119, 676028, -577895, -459, 865321, -448510, -662185, -124174, -140975, -398842, 348696, 515956, -639646, 374991, 565830, -756323,
              -9250, 34846, 100922, 754583, 662375, 759035, -421283, -647809, -401325, -470224, 163722, 635515, -28223, 272082, 263299, -957332,
              66254, -495571, -367752, -816234, 226699, -225161, 457793, -875645, 943314, -83303, 355840, 956891, -836609, -969619, -221115, -688178,
              812150, -740037, 669421, -73136, -645605, 65579, 200090, 62934, -49229, -295987, 612736, 897490, -868991, 44058, -899055, 218030,
              -455345, -889050, 771796, 773253, 360555, -405840, 199091, 330146, -582489, 387278, -616970, 926152, -503889, 709524, -367377, 139030,
              956783, -495395, -611551, 491577, 403645, 895356, 441291, 858561, -45716, -563771, 587196, 589318, 264151, -451909, -435193, -424146,
              655899, 120225, 389139, -857144, -243127, -129424, 825379, -159592, 109540, -739922, 611682, -679121, -508531, -959445,
            ],
          ],
          expected: [
            68964, -271391, 672179, 713268, -932759, 516390, 747658, -955930, -544681, 889979, 765465, -952473, -251835, -638133, -129380, -677723,
            -671802, 933637, 343074, -428298, -549829, -723414, 565475, 534426, 610508, -714529, -207377, -666198, 793384, 436215, -985210, 784619,
            -132647, 484260, 167078, -36643, 247790, -871007, 470302, 340039, -143689, 430442, -394087, -145663, 658184, 765277, -462058, 159523,
            572223, -915190, -313854, -638599, 625325, -228806, -767652, -337537, 371140, 383793, -835557, -649983, -191518, -187178, 795514, -867686,
            244649, 852081, 98407, -815429, 370140, 486105, -964397, -624932, -956394, 698267, 172583, -692784, 162070, 621930, 768098, 59946,
            -889569, -42274, 655009, -936092, 286465, 535218, -881517, -632388, -722615, 640043, 619287, -494368, 470095, 977509, -28612, 813251,
            676028, -459, -448510, -124174, -398842, 515956, 374991, -756323, 34846, 754583, 759035, -647809, -470224, 635515, 272082, -957332,
            -495571, -816234, -225161, -875645, -83303, 956891, -969619, -688178, -740037, -73136, 65579, 62934, -295987, 897490, 44058, 218030,
            -889050, 773253, -405840, 330146, 387278, 926152, 709524, 139030, -495395, 491577, 895356, 858561, -563771, 589318, -451909, -424146,
            120225, -857144, -129424, -159592, -739922, -679121, -959445, -757038, -13104, -122285, -707899, -659754, -284893, 251358, -330345,
            157297, 907359, 794423, 445055, -393946, -265774, 880457, 210852, 536775, 213324, 598542, -636135, -633790, -524913, 448562, 384701,
            -913562, -993733, -921037, 534907, 768822, -911701, -925592, -474554, -10259, -419605, 46831, 245540, -434178, -708842, 10000, -823360,
            504772, 679502, 829815, 724840, 346635, 362197, -761696, 581397, -562938, 986120, 794209, 196432, -746840, 409642, 724549, 808561,
            -162362, -908336, 640273, 719213, -813555, -551348, 933508, 666996, -564016, -767544, 920268, -686905, 254231, -240406, 975610, -764992,
            -967651, 36566, -35144, 653593, 977696, -499173, -140955, 348940, 162760, -282975, 687983, 741652, 19050, -371929, -759977, 137074,
            676201, -974275, -749142, -973981, -881841, -342601, -295946, -352119, -577895, 865321, -662185, -140975, 348696, -639646, 565830, -9250,
            100922, 662375, -421283, -401325, 163722, -28223, 263299, 66254, -367752, 226699, 457793, 943314, 355840, -836609, -221115, 812150,
            669421, -645605, 200090, -49229, 612736, -868991, -899055, -455345, 771796, 360555, 199091, -582489, -616970, -503889, -367377, 956783,
            -611551, 403645, 441291, -45716, 587196, 264151, -435193, 655899, 389139, -243127, 825379, 109540, 611682, -508531,
          ],
        },
        {
          input: [
            [
              178115, -267245, 166477, 132034, 744498, -858177, 388068, 693140, 63953, -192344, -526894, -350932, 929035, -528608, 612422, 998689,
              222007, -597698, 136198, 874236, -323419, 694623, 272183, -915461, -931765, -276002, 821840, 159996, 686981, -193282, 782511, 852370,
              463604, 46776, -991431, 699247, -108231, -520199, -980237, -928450, 643322, 48768, -875904, 530437, -669287, -998637, 469089, 987397,
              -670490, 438773, 220291, -343701, 758221, -700145, -699096, -965022, -108546, 663830, -739831, -869062, 621693, -397190, 587957,
              -981369, 189955, -990194, -383264, 342930, 440134, -593860, -799983, 820802, 96958, -562733, -494051, -494245, 663238, 621565, -467255,
              -656991, 681005, 572316, 161909, 638121, 449786, 726417, 343451, 497293, 369446, 250513, -646233, 513681, 594959, 372886, 341805,
              120561, -730557, -818362, -275521, 373650, -175916, -867482, 899415, 196680, -324585, 105314, -180377, 365716, -786367, -40075, -832220,
              558689, 407068, -788259, -249748, -161531, -37255, -709291, 736245, -173049, -548566, -154248, -689546, -364439, 281880, 36517, 181170,
              92005, -695418, 45552, 283950, 864201, -467912, 245179, 895908, 661597, 964283, -955623, 403321, -771266, 455415, -923421, 849414,
              558471, 942745, -647480, -132296, 36914, -592755, 861292, 993008, 659808, 253824, -569888, -553521, 458430, 963083, -780007, 138290,
              373123, 327031, -898265, -384931, 851247, -623342, -112779, 477336, -931664, 571781, -330127, 396170, 43649, -220225, -514607, -468954,
              94555, -955114, -121661, 482962, -912463, -79544, -398988, -480897, -345719, 158642, -11182, 106125, -700993, 194275, -47938, 462470,
              113952, -251086, -671291, 28145, -640387, 73586, -13126, 642044, -341031, 390586, 505019, 185793, -872109, -379614, 278076, -140653,
              -763811, 951847, -998642, -408372, 826258, -963272, 618759, -215006, -606432, 90397, 685738, -870354, -118204, -150252, 470940, -90330,
              402108, 200212, 95859, -598230, -757969, -459576, 641469, -626105, -41500, 257596, 807141, 738712, -880521, 846569, -110153, 407283,
              354427, 867474, -586507, -296518, -139063, -667116, -921601, 130344, -918790, 203519, 461677, -319197, 376766, -226186, 196357, -600558,
              -127952, -58532, -715337, 957764, 823580, 699348, 460982, -207008, -869164, 112418, -250983, 624931, 265544, -676653, 399778, -118986,
              657356, -802499, 935227, 730858, 104588, 451662, -178091, -933, 919061, -491460, 445537, -651004, -826050, 767938, -8234, -473213,
              542728, 900398, -681017, 675183, -825253, 80515, 107994, 161371, 561375, -756996, -197209, 335662, -675122, 875837, 112113, -905510,
              733588, -512442, 959633, 11957, -604730, 234693, 697561, -8229, -692651, 515606, -479281, 550035, -674336, 279268, 593063, 275741,
              -811449, 296780, 238782, 141764, -864920, -663702, -428762, -885080, 102547, 417603, 881017, -184585, 458546, 988948, 776777, -311405,
              114737, 561665, 469556, 223629, 8863, 179271, 443191, -773732, 134923, -244833, -671368, 536938, -54109, -173660, -652387, -487632,
              -405350, -123656, -167673, 758169, 451366, -670436, 101240, 618897, -281223, -659647, -62442, -934303, -455868, -592341, -57185, 305648,
              -254688, 427403, 576641, -691278, 54781, 942316, 714944, -663702, 27863, 504977, 920163, -426780, 172427, -910708, -479201, 509544,
              -370334, 867426, 996157, -296115, 563715, 962589, 13478, -488604, 11805, 933088, -46446, -275243, -77090, -417114, 784977, 560503,
              -695038, -160859, -785016, -462337, 330848, 674916, -460877, -836735, -105715, 204220, -551559, -782194, -190163, 197742, -371839,
              306090, -695748, -42446, -225982, 56075, -399634, -506458, 82312, -88903, -348344, -454801, 988606, -68722, -246730, 606507, 623793,
              -179516, -236561, 793988, -395729, 861821, 794014, -247656, 357685, 162451, 765019, -376218, 224639, 51148, -897577, -961203, -546416,
              -472784, -758732, 152423, -358837, -743428, -366201, -503682, 869385, -990067, -87145, 529420, 151539, 806809, -94389, 552758, 826532,
              624407, 926003, -501763, -693178, 322360, -209623, -267240, 186389, 589876, 533467, 635667, -76665, -322963, -244986, 992494, -620172,
              -927120, -593838, -720537, -757788, 727373, -129867, 939655, 866142, 917125, -415279, -249346, -534046, -588338, -727204, 657352, 28544,
              353413, 538611, -95975, 264818, 89393, 4439, -261414, 989412, 190279, 851810, -62002, 780835, -186374, 126864, 41580, 24150, -826943,
              730919, 675696, 446165, -708114, 104922, 166450, 180273, -272940, -353564, -760626, -844903, -121900, -661609, 959182, 524896, 396339,
              -649685, 556297, -952123, -678806, -963275, -379155, 405510, -535802, 465201, -900562, -930265, -413964, -650323, 534982, 188163,
              809245, 551718, 39058, -605580, -976015, 919788, 74143, -146796, -524427, 805974, 577035, -2643, -336235, -687995, -856525, -99571,
              296406, 837924, -139549, -921526, -39237, -393777, 281229, 558029, -315283, 40451, -837430, 650129, 911820, 581617, -593731, -797320,
              -699962, 772730, -28309, 528495, -785845, -388301, 535988, 544632, -923626, 721876, 934515, -821618, -186796, 408313, 449566, -535766,
              714683, -842516, -830053, -188453, 389737, -859615, 399935, -521896, -476459, -111491, -259368, -48628, 198741, 165428, -872991,
              -936027, 537028, 697319, 381239, 993167, 738541, 23516, 449734, -522071, -349482, 28919, 621274, -136505, -265641, -457914, -956139,
              167993, -874643, -993434, 335761, -536967, 382332, 56084, 398697, 544486, -123040, -666283, 934297, 518437, -442004, 584444, 343488,
              539004, -403785, 172583, 426926, 820962, -611451, -901534, -57101, 949154, 21548, -938388, -809874, -423629, 956794, -21920, -405011,
              818972, -565783, 184810, 459158, -293976, -638549, -896641, -813032, 707671, -717542, -692876, 581040, 477350, -822135, 443058, -293398,
              499417, 265027, -813016, -795315, 79578, -199788, -892466, 10663, 83276, 527610, 26789, -419121, -601324, 875251, -812888, 230351,
              55037, 275671, 201840, -131566, 88825, -188278, 340930, 594750, 497846, 845179, 369702, 588323, 60536, -946236, 205565, 391511, -458346,
              286952, 750775, 193038, -432698, 392360, -947606, -471319, 892529, -17893, -24799, 367622, -910897, 116398, -57496, 570947, -182428,
              707128, 332813, 582604, 492976, 408465, -772986, 523102, 697985, 207623, 146031, 508282, -888703, -115171, 213396, -236604, 721642,
              -975590, -479275, -736725, -197993, -671586, 362790, -758031, 955718, -731577, -984066, -793644, -105443, -932002, 47385, -844391,
              -776328, -424279, 339283, 795650, -89208, -575978, 901269, 721820, 229164, -774311, -339297, 647929, 958203, -620386, 680180, -540490,
              808633, 142863, 515668, 729115, -32447, 646743, -845971, 514386, 724889, -919593, -975505, -220162, 887734, -64594, -67275, -298012,
              -354489, 989015, 147484, -7610, 918833, 596031, -145819, 542639, 670375, -649336, -221145, 169553, 487150, 859794, 116611, -6949,
              -135847, -176537, -614413, 59615, -402855, -771218, -943461, 344057, 997453, 519849, -282179, 525897, 441738, -300286, 468860, -727173,
              168713, -627874, -905847, 590440, -759820, -185639, 881024, 977606, 602815, -265330, -177527, 264779, -781591, 643804, -264991, 319308,
              219855, -486626, -392783, -689129, 700183, 177791, 359550, -646651, 302518, -171776, 452916, 474063, 343719, 338748, 444698, 931378,
              197183, 358937, -721139, 350469, 737025, 360728, 99022, -341409, 50373, -381445, 174747, 924939, 701985, -841047, 543257, -658586,
              498228, -114987, 967984, -2455, 175710, 689388, 229731, -865122, -327886, -12822, 404239, -288221, -756451, 386915, 274492, -981353,
              740191, 279653, -229210, 989656, 55730, 273183, 263302, -681743, 142823, 897546, -636403, 701899, -422896, -329675, -394191, -711980,
              -179884, 383967, -226791, -596651, 659124, -922253, 604492, -83387, 185404, 242951, 376219, 367109, 294126, 408329, -389753, -283360,
              -16875, 863813, 142453, 865731, -444863, -681410, -728173, 956682, -152370, -427286, -686040, 551144, 955548, 72983, 627732, -212000,
              811646, -19158, -767503, 409386, 906101, -404252, -528351, 674845, 691226, -706047, -270262, -144493, -532721, -54013, 252729, 137120,
              293221, -23695, -526698, 798106, 858885, -694577, -265420, 403164, -415771, -147497, -897460, -191828, -642292, -691206, 853153, 895246,
              328464, -588454, 112088, -654521, -780152, 653116, 322485, 507017, 34959, 725876, -696787, -457631, 492254, -244352, -526917, -117233,
              627419, -363442, -890556, 178617, 205966, 580266, 620852, -389817, 748188, 298335, -470381, -181950, -308424, 885480, -320429, -681850,
              -679101, -755772, -273502, 306498, -232369, -22629, -768308, -880465, 736907, -187547, -1311,
            ],
          ],
          expected: [
            178115, 166477, 744498, 388068, 63953, -526894, 929035, 612422, 222007, 136198, -323419, 272183, -931765, 821840, 686981, 782511, 463604,
            -991431, -108231, -980237, 643322, -875904, -669287, 469089, -670490, 220291, 758221, -699096, -108546, -739831, 621693, 587957, 189955,
            -383264, 440134, -799983, 96958, -494051, 663238, -467255, 681005, 161909, 449786, 343451, 369446, -646233, 594959, 341805, -730557,
            -275521, -175916, 899415, -324585, -180377, -786367, -832220, 407068, -249748, -37255, 736245, -548566, -689546, 281880, 181170, -695418,
            283950, -467912, 895908, 964283, 403321, 455415, 849414, 942745, -132296, -592755, 993008, 253824, -553521, 963083, 138290, 327031,
            -384931, -623342, 477336, 571781, 396170, -220225, -468954, -955114, 482962, -79544, -480897, 158642, 106125, 194275, 462470, -251086,
            28145, 73586, 642044, 390586, 185793, -379614, -140653, 951847, -408372, -963272, -215006, 90397, -870354, -150252, -90330, 200212,
            -598230, -459576, -626105, 257596, 738712, 846569, 407283, 867474, -296518, -667116, 130344, 203519, -319197, -226186, -600558, -58532,
            957764, 699348, -207008, 112418, 624931, -676653, -118986, -802499, 730858, 451662, -933, -491460, -651004, 767938, -473213, 900398,
            675183, 80515, 161371, -756996, 335662, 875837, -905510, -512442, 11957, 234693, -8229, 515606, 550035, 279268, 275741, 296780, 141764,
            -663702, -885080, 417603, -184585, 988948, -311405, 561665, 223629, 179271, -773732, -244833, 536938, -173660, -487632, -123656, 758169,
            -670436, 618897, -659647, -934303, -592341, 305648, 427403, -691278, 942316, -663702, 504977, -426780, -910708, 509544, 867426, -296115,
            962589, -488604, 933088, -275243, -417114, 560503, -160859, -462337, 674916, -836735, 204220, -782194, 197742, 306090, -42446, 56075,
            -506458, -88903, -454801, -68722, 606507, -179516, 793988, 861821, -247656, 162451, -376218, 51148, -961203, -472784, 152423, -743428,
            -503682, -990067, 529420, 806809, 552758, 624407, -501763, 322360, -267240, 589876, 635667, -322963, 992494, -927120, -720537, 727373,
            939655, 917125, -249346, -588338, 657352, 353413, -95975, 89393, -261414, 190279, -62002, -186374, 41580, -826943, 675696, -708114,
            166450, -272940, -760626, -121900, 959182, 396339, 556297, -678806, -379155, -535802, -900562, -413964, 534982, 809245, 39058, -976015,
            74143, -524427, 577035, -336235, -856525, 296406, -139549, -39237, 281229, -315283, -837430, 911820, -593731, -699962, -28309, -785845,
            535988, -923626, 934515, -186796, 449566, 714683, -830053, 389737, 399935, -476459, -259368, 198741, -872991, 537028, 381239, 738541,
            449734, -349482, 621274, -265641, -956139, -874643, 335761, 382332, 398697, -123040, 934297, -442004, 343488, -403785, 426926, -611451,
            -57101, 21548, -809874, 956794, -405011, -565783, 459158, -638549, -813032, -717542, 581040, -822135, -293398, 265027, -795315, -199788,
            10663, 527610, -419121, 875251, 230351, 275671, -131566, -188278, 594750, 845179, 588323, -946236, 391511, 286952, 193038, 392360,
            -471319, -17893, 367622, 116398, 570947, 707128, 582604, 408465, 523102, 207623, 508282, -115171, -236604, -975590, -736725, -671586,
            -758031, -731577, -793644, -932002, -844391, -424279, 795650, -575978, 721820, -774311, 647929, -620386, -540490, 142863, 729115, 646743,
            514386, -919593, -220162, -64594, -298012, 989015, -7610, 596031, 542639, -649336, 169553, 859794, -6949, -176537, 59615, -771218, 344057,
            519849, 525897, -300286, -727173, -627874, 590440, -185639, 977606, -265330, 264779, 643804, 319308, -486626, -689129, 177791, -646651,
            -171776, 474063, 338748, 931378, 358937, 350469, 360728, -341409, -381445, 924939, -841047, -658586, -114987, -2455, 689388, -865122,
            -12822, -288221, 386915, -981353, 279653, 989656, 273183, -681743, 897546, 701899, -329675, -711980, 383967, -596651, -922253, -83387,
            242951, 367109, 408329, -283360, 863813, 865731, -681410, 956682, -427286, 551144, 72983, -212000, -19158, 409386, -404252, 674845,
            -706047, -144493, -54013, 137120, -23695, 798106, -694577, 403164, -147497, -191828, -691206, 895246, -588454, -654521, 653116, 507017,
            725876, -457631, -244352, -117233, -363442, 178617, 580266, -389817, 298335, -181950, 885480, -681850, -755772, 306498, -22629, -880465,
            -187547, -267245, 132034, -858177, 693140, -192344, -350932, -528608, 998689, -597698, 874236, 694623, -915461, -276002, 159996, -193282,
            852370, 46776, 699247, -520199, -928450, 48768, 530437, -998637, 987397, 438773, -343701, -700145, -965022, 663830, -869062, -397190,
            -981369, -990194, 342930, -593860, 820802, -562733, -494245, 621565, -656991, 572316, 638121, 726417, 497293, 250513, 513681, 372886,
            120561, -818362, 373650, -867482, 196680, 105314, 365716, -40075, 558689, -788259, -161531, -709291, -173049, -154248, -364439, 36517,
            92005, 45552, 864201, 245179, 661597, -955623, -771266, -923421, 558471, -647480, 36914, 861292, 659808, -569888, 458430, -780007, 373123,
            -898265, 851247, -112779, -931664, -330127, 43649, -514607, 94555, -121661, -912463, -398988, -345719, -11182, -700993, -47938, 113952,
            -671291, -640387, -13126, -341031, 505019, -872109, 278076, -763811, -998642, 826258, 618759, -606432, 685738, -118204, 470940, 402108,
            95859, -757969, 641469, -41500, 807141, -880521, -110153, 354427, -586507, -139063, -921601, -918790, 461677, 376766, 196357, -127952,
            -715337, 823580, 460982, -869164, -250983, 265544, 399778, 657356, 935227, 104588, -178091, 919061, 445537, -826050, -8234, 542728,
            -681017, -825253, 107994, 561375, -197209, -675122, 112113, 733588, 959633, -604730, 697561, -692651, -479281, -674336, 593063, -811449,
            238782, -864920, -428762, 102547, 881017, 458546, 776777, 114737, 469556, 8863, 443191, 134923, -671368, -54109, -652387, -405350,
            -167673, 451366, 101240, -281223, -62442, -455868, -57185, -254688, 576641, 54781, 714944, 27863, 920163, 172427, -479201, -370334,
            996157, 563715, 13478, 11805, -46446, -77090, 784977, -695038, -785016, 330848, -460877, -105715, -551559, -190163, -371839, -695748,
            -225982, -399634, 82312, -348344, 988606, -246730, 623793, -236561, -395729, 794014, 357685, 765019, 224639, -897577, -546416, -758732,
            -358837, -366201, 869385, -87145, 151539, -94389, 826532, 926003, -693178, -209623, 186389, 533467, -76665, -244986, -620172, -593838,
            -757788, -129867, 866142, -415279, -534046, -727204, 28544, 538611, 264818, 4439, 989412, 851810, 780835, 126864, 24150, 730919, 446165,
            104922, 180273, -353564, -844903, -661609, 524896, -649685, -952123, -963275, 405510, 465201, -930265, -650323, 188163, 551718, -605580,
            919788, -146796, 805974, -2643, -687995, -99571, 837924, -921526, -393777, 558029, 40451, 650129, 581617, -797320, 772730, 528495,
            -388301, 544632, 721876, -821618, 408313, -535766, -842516, -188453, -859615, -521896, -111491, -48628, 165428, -936027, 697319, 993167,
            23516, -522071, 28919, -136505, -457914, 167993, -993434, -536967, 56084, 544486, -666283, 518437, 584444, 539004, 172583, 820962,
            -901534, 949154, -938388, -423629, -21920, 818972, 184810, -293976, -896641, 707671, -692876, 477350, 443058, 499417, -813016, 79578,
            -892466, 83276, 26789, -601324, -812888, 55037, 201840, 88825, 340930, 497846, 369702, 60536, 205565, -458346, 750775, -432698, -947606,
            892529, -24799, -910897, -57496, -182428, 332813, 492976, -772986, 697985, 146031, -888703, 213396, 721642, -479275, -197993, 362790,
            955718, -984066, -105443, 47385, -776328, 339283, -89208, 901269, 229164, -339297, 958203, 680180, 808633, 515668, -32447, -845971,
            724889, -975505, 887734, -67275, -354489, 147484, 918833, -145819, 670375, -221145, 487150, 116611, -135847, -614413, -402855, -943461,
            997453, -282179, 441738, 468860, 168713, -905847, -759820, 881024, 602815, -177527, -781591, -264991, 219855, -392783, 700183, 359550,
            302518, 452916, 343719, 444698, 197183, -721139, 737025, 99022, 50373, 174747, 701985, 543257, 498228, 967984, 175710, 229731, -327886,
            404239, -756451, 274492, 740191, -229210, 55730, 263302, 142823, -636403, -422896, -394191, -179884, -226791, 659124, 604492, 185404,
            376219, 294126, -389753, -16875, 142453, -444863, -728173, -152370, -686040, 955548, 627732, 811646, -767503, 906101, -528351, 691226,
            -270262, -532721, 252729, 293221, -526698, 858885, -265420, -415771, -897460, -642292, 853153, 328464, 112088, -780152, 322485, 34959,
            -696787, 492254, -526917, 627419, -890556, 205966, 620852, 748188, -470381, -308424, -320429, -679101, -273502, -232369, -768308, 736907,
            -1311,
          ],
        },
      ],
      companies: { Google: 6, Amazon: 10, Microsoft: 8, Apple: 5, Netflix: 1, LinkedIn: 3, Meta: 7 },
    },
    {
      slug: "reverse-list-in-k-blocks",
      title: "Reverse a Linked List in Blocks of K",
      difficulty: "hard",
      statement: `Split a singly linked list into consecutive blocks of \`k\` nodes, starting from the head, and reverse the order of nodes inside every **complete** block. If the last block has fewer than \`k\` nodes, leave it exactly as it is.

Re-link the nodes themselves (do not just swap values), use constant extra memory, and return the new head. Lists are written as arrays of their values, from head to tail.

### Examples

**Example 1**

\`\`\`
Input: head = [1, 2, 3, 4, 5, 6, 7, 8], k = 3
Output: [3, 2, 1, 6, 5, 4, 7, 8]
\`\`\`

Blocks \`1 2 3\` and \`4 5 6\` are reversed; the leftover \`7 8\` is shorter than 3 and stays.

**Example 2**

\`\`\`
Input: head = [9, 8, 7, 6], k = 2
Output: [8, 9, 6, 7]
\`\`\`

With \`k = 2\` each adjacent pair swaps.

**Example 3**

\`\`\`
Input: head = [5, 6, 7], k = 1
Output: [5, 6, 7]
\`\`\`

Blocks of one node do not change anything.

### Constraints

- The list has \`n\` nodes, \`1 <= n <= 5000\`.
- \`0 <= Node.val <= 1000\`
- \`1 <= k <= n\`
`,
      functionName: "reverseInGroupsOfK",
      params: [
        { name: "head", type: "ListNode" },
        { name: "k", type: "int" },
      ],
      returnType: "ListNode",
      starter: {
        python: `from typing import Optional

# class ListNode (val, next) is predefined by the judge.


def reverseInGroupsOfK(head: Optional[ListNode], k: int) -> Optional[ListNode]:
    # Write your code here
    return None
`,
        javascript: `// class ListNode { constructor(val = 0, next = null) } is predefined by the judge.

/**
 * @param {ListNode | null} head
 * @param {number} k
 * @return {ListNode | null}
 */
function reverseInGroupsOfK(head, k) {
  // Write your code here
  return null;
}
`,
        java: `import java.util.*;

// The judge provides ListNode: class ListNode { int val; ListNode next; ListNode(int val) {...} }
class Solution {
    public static ListNode reverseInGroupsOfK(ListNode head, int k) {
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
ListNode* reverseInGroupsOfK(ListNode* head, int k) {
    // Write your code here
    return nullptr;
}
`,
        go: `package main

// The judge provides ListNode: type ListNode struct { Val int; Next *ListNode }
func reverseInGroupsOfK(head *ListNode, k int) *ListNode {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def reverseInGroupsOfK(head, k):
    dummy = ListNode(0, head)
    group_prev = dummy
    while True:
        kth = group_prev
        for _ in range(k):
            kth = kth.next
            if kth is None:
                return dummy.next
        group_next = kth.next
        prev, current = group_next, group_prev.next
        while current is not group_next:
            nxt = current.next
            current.next = prev
            prev = current
            current = nxt
        first = group_prev.next
        group_prev.next = kth
        group_prev = first
`,
        javascript: `function reverseInGroupsOfK(head, k) {
  const dummy = new ListNode(0, head);
  let groupPrev = dummy;
  while (true) {
    let kth = groupPrev;
    for (let i = 0; i < k; i++) {
      kth = kth.next;
      if (!kth) return dummy.next;
    }
    const groupNext = kth.next;
    let prev = groupNext;
    let current = groupPrev.next;
    while (current !== groupNext) {
      const nxt = current.next;
      current.next = prev;
      prev = current;
      current = nxt;
    }
    const first = groupPrev.next;
    groupPrev.next = kth;
    groupPrev = first;
  }
}
`,
        java: `class Solution {
    public static ListNode reverseInGroupsOfK(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode groupPrev = dummy;
        while (true) {
            ListNode kth = groupPrev;
            for (int i = 0; i < k; i++) {
                kth = kth.next;
                if (kth == null) return dummy.next;
            }
            ListNode groupNext = kth.next;
            ListNode prev = groupNext, current = groupPrev.next;
            while (current != groupNext) {
                ListNode next = current.next;
                current.next = prev;
                prev = current;
                current = next;
            }
            ListNode first = groupPrev.next;
            groupPrev.next = kth;
            groupPrev = first;
        }
    }
}
`,
        cpp: `ListNode* reverseInGroupsOfK(ListNode* head, int k) {
    ListNode dummy(0, head);
    ListNode* groupPrev = &dummy;
    while (true) {
        ListNode* kth = groupPrev;
        for (int i = 0; i < k; i++) {
            kth = kth->next;
            if (!kth) return dummy.next;
        }
        ListNode* groupNext = kth->next;
        ListNode *prev = groupNext, *current = groupPrev->next;
        while (current != groupNext) {
            ListNode* next = current->next;
            current->next = prev;
            prev = current;
            current = next;
        }
        ListNode* first = groupPrev->next;
        groupPrev->next = kth;
        groupPrev = first;
    }
}
`,
        go: `package main

func reverseInGroupsOfK(head *ListNode, k int) *ListNode {
	dummy := &ListNode{Next: head}
	groupPrev := dummy
	for {
		kth := groupPrev
		for i := 0; i < k; i++ {
			kth = kth.Next
			if kth == nil {
				return dummy.Next
			}
		}
		groupNext := kth.Next
		prev, current := groupNext, groupPrev.Next
		for current != groupNext {
			next := current.Next
			current.Next = prev
			prev = current
			current = next
		}
		first := groupPrev.Next
		groupPrev.Next = kth
		groupPrev = first
	}
}
`,
      },
      solutionExplanation: `### Idea

Process the list one block at a time. For each block we need its neighbours: \`group_prev\` (the node before the block, a dummy for the first block) and \`group_next\` (the node after it). First check that a full block exists by walking \`k\` steps; if the list runs out, stop and leave the remainder untouched. Otherwise reverse the block with the standard three-pointer loop, **starting \`prev\` at \`group_next\`**, so the old first node of the block ends up pointing at the next block automatically.

### Step by step

1. Create \`dummy → head\` and set \`group_prev = dummy\`.
2. Loop:
   - Walk \`kth\` forward \`k\` nodes from \`group_prev\`. If it falls off the end, return \`dummy.next\`.
   - Remember \`group_next = kth.next\`.
   - Reverse the block: \`prev = group_next\`, \`current = group_prev.next\`, and flip links until \`current\` reaches \`group_next\`.
   - The old first node of the block (\`first = group_prev.next\`) is now the block's last node. Connect \`group_prev.next = kth\` (the block's new first node) and set \`group_prev = first\` for the next round.

For \`1 → … → 8\` with \`k = 3\`: the first block becomes \`3 2 1\` with 1 pointing at 4, the second becomes \`6 5 4\` with 4 pointing at 7, and the walk for a third block fails after \`7 8\`.

### Complexity

- **Time:** \`O(n)\`: every node is visited a constant number of times (once when counting the block, once when reversing it).
- **Space:** \`O(1)\`: iteration only, no recursion.
`,
      visibleTests: [
        { input: [[1, 2, 3, 4, 5, 6, 7, 8], 3], expected: [3, 2, 1, 6, 5, 4, 7, 8] },
        { input: [[9, 8, 7, 6], 2], expected: [8, 9, 6, 7] },
        { input: [[5, 6, 7], 1], expected: [5, 6, 7] },
      ],
      hiddenTests: [
        { input: [[1], 1], expected: [1] },
        { input: [[1, 2], 2], expected: [2, 1] },
        { input: [[1, 2], 1], expected: [1, 2] },
        { input: [[1, 2, 3], 2], expected: [2, 1, 3] },
        { input: [[1, 2, 3], 3], expected: [3, 2, 1] },
        { input: [[1, 2, 3, 4, 5, 6], 3], expected: [3, 2, 1, 6, 5, 4] },
        { input: [[0, 0, 1000, 1000, 5], 4], expected: [1000, 1000, 0, 0, 5] },
        { input: [[4, 3, 2, 1], 4], expected: [1, 2, 3, 4] },
        {
          input: [
            [
              250, 785, 603, 179, 235, 605, 34, 831, 101, 197, 384, 511, 943, 380, 663, 10, 541, 670, 365, 24, 96, 456, 921, 839, 346, 297, 637, 557,
              305, 511, 607, 177, 182, 587, 512, 228, 502, 213, 715, 1, 53, 939, 565, 166, 314, 792, 792, 84, 938, 946, 951, 616, 670, 489, 586, 651,
              675, 279, 736, 609, 328, 906, 187, 612, 400, 616, 708, 519, 56, 949, 97, 949, 216, 145, 495, 744, 8, 810, 126, 429, 338, 949, 638, 883,
              133, 544, 593, 836, 896, 729, 769, 242, 143, 624, 268, 133, 443, 691, 501, 934, 946, 434, 189, 949, 410, 881, 658, 734, 814, 8, 199, 64,
              399, 527, 196, 453, 353, 788, 702, 73, 943, 666, 843, 744, 532, 120, 355, 639, 815, 657, 513, 739, 502, 651, 764, 419, 930, 882, 196,
              321, 265, 835, 39, 647, 715, 606, 117, 988, 500, 608, 505, 771, 696, 856, 241, 161, 320, 189, 12, 201, 273, 281, 272, 261, 502, 368,
              916, 339, 899, 140, 81, 266, 40, 497, 488, 519, 831, 732, 41, 88, 926, 666, 348, 612, 737, 802, 12, 817, 797, 976, 574, 601, 623, 798,
              302, 106, 39, 704, 451, 748, 399, 266, 576, 478, 831, 373, 789, 849, 341, 874, 111, 836, 596, 36, 647, 116, 314, 732, 750, 706, 945,
              248, 630, 125, 13, 454, 397, 560, 661, 78, 388, 71, 759, 792, 516, 287, 103, 468, 28, 607, 986, 285, 637, 955, 41, 923, 619, 994, 425,
              93, 812, 283, 715, 231, 39, 198, 787, 490, 666, 823, 984, 826, 75, 860, 102, 95, 869, 842, 198, 185, 509, 913, 816, 585, 250, 264, 71,
              774, 796, 861, 224, 473, 818, 650, 17, 988, 679, 207, 496, 536, 523, 691, 525, 537, 17, 972, 1, 239, 830, 106, 488, 436, 265, 848, 977,
              107, 561, 579, 811, 44, 458, 324, 476, 185, 258, 648, 749, 394, 790, 358, 934, 974, 555, 985, 759, 571, 792, 303, 901, 893, 758, 101,
              584, 700, 864, 21, 927, 771, 53, 100, 75, 152, 912, 79, 562, 484, 285, 895, 304, 122, 226, 888, 997, 654, 93, 940, 731, 520, 432, 278,
              501, 530, 499, 931, 329, 594, 196, 276, 914, 196, 651, 10, 705, 883, 741, 449, 141, 207, 38, 309, 795, 120, 931, 128, 120, 654, 826,
              828, 188, 225, 87, 802, 336, 538, 840, 423, 669, 878, 910, 763, 549, 629, 116, 78, 176, 714, 54, 334, 709, 66, 909, 43, 570, 744, 52,
              422, 905, 95, 886, 312, 176, 298, 652, 912, 111, 938, 777, 654, 445, 652, 875, 414, 740, 816, 661, 810, 129, 944, 387, 33, 138, 144,
              550, 976, 459, 399, 689, 72, 399, 902, 440, 972, 311, 725, 323, 48, 444, 186, 217, 546, 126, 871, 171, 16, 563, 377, 107, 261, 424, 988,
              326, 265, 279, 797, 104, 770, 667, 407, 744, 180, 374, 684, 808, 906, 579, 482, 112, 960, 172, 410, 713, 544, 441, 68, 320, 6, 287, 666,
              407, 532,
            ],
            7,
          ],
          expected: [
            34, 605, 235, 179, 603, 785, 250, 380, 943, 511, 384, 197, 101, 831, 96, 24, 365, 670, 541, 10, 663, 557, 637, 297, 346, 839, 921, 456,
            512, 587, 182, 177, 607, 511, 305, 939, 53, 1, 715, 213, 502, 228, 938, 84, 792, 792, 314, 166, 565, 651, 586, 489, 670, 616, 951, 946,
            187, 906, 328, 609, 736, 279, 675, 949, 56, 519, 708, 616, 400, 612, 8, 744, 495, 145, 216, 949, 97, 883, 638, 949, 338, 429, 126, 810,
            769, 729, 896, 836, 593, 544, 133, 691, 443, 133, 268, 624, 143, 242, 410, 949, 189, 434, 946, 934, 501, 64, 199, 8, 814, 734, 658, 881,
            702, 788, 353, 453, 196, 527, 399, 120, 532, 744, 843, 666, 943, 73, 502, 739, 513, 657, 815, 639, 355, 321, 196, 882, 930, 419, 764, 651,
            117, 606, 715, 647, 39, 835, 265, 856, 696, 771, 505, 608, 500, 988, 273, 201, 12, 189, 320, 161, 241, 339, 916, 368, 502, 261, 272, 281,
            488, 497, 40, 266, 81, 140, 899, 666, 926, 88, 41, 732, 831, 519, 797, 817, 12, 802, 737, 612, 348, 106, 302, 798, 623, 601, 574, 976,
            576, 266, 399, 748, 451, 704, 39, 874, 341, 849, 789, 373, 831, 478, 314, 116, 647, 36, 596, 836, 111, 125, 630, 248, 945, 706, 750, 732,
            388, 78, 661, 560, 397, 454, 13, 468, 103, 287, 516, 792, 759, 71, 41, 955, 637, 285, 986, 607, 28, 283, 812, 93, 425, 994, 619, 923, 666,
            490, 787, 198, 39, 231, 715, 95, 102, 860, 75, 826, 984, 823, 816, 913, 509, 185, 198, 842, 869, 861, 796, 774, 71, 264, 250, 585, 679,
            988, 17, 650, 818, 473, 224, 537, 525, 691, 523, 536, 496, 207, 488, 106, 830, 239, 1, 972, 17, 579, 561, 107, 977, 848, 265, 436, 258,
            185, 476, 324, 458, 44, 811, 974, 934, 358, 790, 394, 749, 648, 901, 303, 792, 571, 759, 985, 555, 21, 864, 700, 584, 101, 758, 893, 912,
            152, 75, 100, 53, 771, 927, 122, 304, 895, 285, 484, 562, 79, 731, 940, 93, 654, 997, 888, 226, 931, 499, 530, 501, 278, 432, 520, 651,
            196, 914, 276, 196, 594, 329, 207, 141, 449, 741, 883, 705, 10, 120, 128, 931, 120, 795, 309, 38, 802, 87, 225, 188, 828, 826, 654, 910,
            878, 669, 423, 840, 538, 336, 714, 176, 78, 116, 629, 549, 763, 570, 43, 909, 66, 709, 334, 54, 312, 886, 95, 905, 422, 52, 744, 777, 938,
            111, 912, 652, 298, 176, 816, 740, 414, 875, 652, 445, 654, 138, 33, 387, 944, 129, 810, 661, 72, 689, 399, 459, 976, 550, 144, 323, 725,
            311, 972, 440, 902, 399, 871, 126, 546, 217, 186, 444, 48, 424, 261, 107, 377, 563, 16, 171, 770, 104, 797, 279, 265, 326, 988, 808, 684,
            374, 180, 744, 407, 667, 410, 172, 960, 112, 482, 579, 906, 287, 6, 320, 68, 441, 544, 713, 666, 407, 532,
          ],
        },
        {
          input: [
            [
              740, 393, 166, 959, 600, 625, 253, 433, 29, 793, 933, 575, 795, 938, 176, 724, 552, 437, 800, 527, 746, 166, 742, 177, 116, 634, 836,
              110, 900, 369, 639, 612, 860, 743, 24, 630, 331, 63, 558, 458, 568, 322, 453, 745, 463, 155, 553, 779, 224, 51, 136, 217, 368, 200, 385,
              750, 992, 843, 136, 768, 644, 638, 857, 148, 408, 278, 551, 885, 565, 544, 667, 171, 842, 1000, 307, 10, 504, 777, 244, 228, 573, 146,
              887, 378, 150, 692, 941, 884, 197, 80, 451, 379, 148, 653, 331, 688, 745, 229, 799, 580, 522, 535, 697, 443, 79, 625, 369, 304, 586,
              295, 237, 735, 59, 821, 83, 59, 266, 86, 651, 977, 169, 491, 108, 772, 294, 606, 610, 117, 131, 444, 229, 156, 145, 865, 114, 34, 123,
              69, 581, 825, 744, 164, 512, 736, 368, 743, 149, 245, 458, 648, 257, 206, 327, 702, 407, 4, 653, 887, 909, 861, 838, 675, 575, 133, 686,
              229, 379, 120, 814, 311, 375, 908, 989, 473, 187, 711, 190, 261, 723, 494, 142, 554, 622, 235, 550, 140, 955, 86, 298, 272, 373, 690,
              465, 4, 938, 783, 857, 538, 889, 598, 204, 309, 170, 239, 343, 883, 61, 719, 519, 262, 994, 281, 894, 598, 634, 724, 341, 501, 851, 375,
              787, 617, 155, 182, 351, 553, 519, 208, 316, 542, 883, 847, 740, 546, 81, 899, 638, 16, 450, 553, 105, 22, 909, 585, 53, 161, 100, 556,
              26, 113, 667, 892, 669, 127, 6, 333, 288, 947, 205, 288, 227, 141, 777, 415, 730, 666, 49, 200, 273, 384, 111, 965, 205, 341, 157, 271,
              179, 356, 586, 643, 59, 705, 9, 76, 517, 168, 378, 419, 993, 299, 847, 619, 560, 824, 203, 131, 983, 354, 464, 13, 583, 217, 465, 386,
              330, 258, 384, 235, 902, 428, 26, 303, 69, 869, 394, 510, 558, 779, 900, 704, 116, 243, 674, 898, 231, 629, 883, 803, 718, 680, 108,
              957, 432, 829, 511, 269, 368, 297, 487, 441, 995, 806, 579, 393, 967, 595, 302, 879, 734, 598, 479, 446, 27, 497, 838, 502, 696, 735,
              533, 902, 267, 756, 233, 577, 174, 212, 291, 937, 474, 104, 993, 912, 435, 701, 533, 943, 975, 275, 189, 720, 447, 946, 312, 197, 627,
              223, 101, 613, 754, 684, 476, 666, 572, 21, 9, 237, 138, 582, 957, 673, 663, 906, 61, 786, 966, 210, 750, 922, 655, 998, 564, 585, 457,
              5, 355, 738, 305, 66, 733, 352, 249, 832, 935, 715, 440, 647, 774, 973, 817, 512, 1000, 371, 264, 72, 848, 537, 482, 842, 475, 336, 979,
              664, 471, 533, 971, 735, 388, 341, 616, 517, 338, 867, 757, 40, 132, 309, 174, 352, 386, 83, 853, 620, 348, 130, 562, 814, 614, 538,
              511, 298, 182, 723, 605, 586, 229, 330, 771, 814, 855, 705, 180, 845, 714, 39, 273, 243, 899, 377, 674, 48, 353, 577, 117, 245, 138,
              250, 26, 672, 462,
            ],
            50,
          ],
          expected: [
            51, 224, 779, 553, 155, 463, 745, 453, 322, 568, 458, 558, 63, 331, 630, 24, 743, 860, 612, 639, 369, 900, 110, 836, 634, 116, 177, 742,
            166, 746, 527, 800, 437, 552, 724, 176, 938, 795, 575, 933, 793, 29, 433, 253, 625, 600, 959, 166, 393, 740, 580, 799, 229, 745, 688, 331,
            653, 148, 379, 451, 80, 197, 884, 941, 692, 150, 378, 887, 146, 573, 228, 244, 777, 504, 10, 307, 1000, 842, 171, 667, 544, 565, 885, 551,
            278, 408, 148, 857, 638, 644, 768, 136, 843, 992, 750, 385, 200, 368, 217, 136, 648, 458, 245, 149, 743, 368, 736, 512, 164, 744, 825,
            581, 69, 123, 34, 114, 865, 145, 156, 229, 444, 131, 117, 610, 606, 294, 772, 108, 491, 169, 977, 651, 86, 266, 59, 83, 821, 59, 735, 237,
            295, 586, 304, 369, 625, 79, 443, 697, 535, 522, 598, 889, 538, 857, 783, 938, 4, 465, 690, 373, 272, 298, 86, 955, 140, 550, 235, 622,
            554, 142, 494, 723, 261, 190, 711, 187, 473, 989, 908, 375, 311, 814, 120, 379, 229, 686, 133, 575, 675, 838, 861, 909, 887, 653, 4, 407,
            702, 327, 206, 257, 113, 26, 556, 100, 161, 53, 585, 909, 22, 105, 553, 450, 16, 638, 899, 81, 546, 740, 847, 883, 542, 316, 208, 519,
            553, 351, 182, 155, 617, 787, 375, 851, 501, 341, 724, 634, 598, 894, 281, 994, 262, 519, 719, 61, 883, 343, 239, 170, 309, 204, 13, 464,
            354, 983, 131, 203, 824, 560, 619, 847, 299, 993, 419, 378, 168, 517, 76, 9, 705, 59, 643, 586, 356, 179, 271, 157, 341, 205, 965, 111,
            384, 273, 200, 49, 666, 730, 415, 777, 141, 227, 288, 205, 947, 288, 333, 6, 127, 669, 892, 667, 598, 734, 879, 302, 595, 967, 393, 579,
            806, 995, 441, 487, 297, 368, 269, 511, 829, 432, 957, 108, 680, 718, 803, 883, 629, 231, 898, 674, 243, 116, 704, 900, 779, 558, 510,
            394, 869, 69, 303, 26, 428, 902, 235, 384, 258, 330, 386, 465, 217, 583, 673, 957, 582, 138, 237, 9, 21, 572, 666, 476, 684, 754, 613,
            101, 223, 627, 197, 312, 946, 447, 720, 189, 275, 975, 943, 533, 701, 435, 912, 993, 104, 474, 937, 291, 212, 174, 577, 233, 756, 267,
            902, 533, 735, 696, 502, 838, 497, 27, 446, 479, 517, 616, 341, 388, 735, 971, 533, 471, 664, 979, 336, 475, 842, 482, 537, 848, 72, 264,
            371, 1000, 512, 817, 973, 774, 647, 440, 715, 935, 832, 249, 352, 733, 66, 305, 738, 355, 5, 457, 585, 564, 998, 655, 922, 750, 210, 966,
            786, 61, 906, 663, 338, 867, 757, 40, 132, 309, 174, 352, 386, 83, 853, 620, 348, 130, 562, 814, 614, 538, 511, 298, 182, 723, 605, 586,
            229, 330, 771, 814, 855, 705, 180, 845, 714, 39, 273, 243, 899, 377, 674, 48, 353, 577, 117, 245, 138, 250, 26, 672, 462,
          ],
        },
        {
          input: [
            [
              203, 580, 320, 318, 34, 260, 535, 566, 182, 243, 430, 80, 436, 5, 572, 177, 942, 285, 114, 422, 435, 85, 633, 41, 268, 315, 535, 961,
              443, 607, 39, 97, 722, 572, 418, 160, 599, 125, 199, 431, 42, 529, 352, 967, 555, 970, 154, 970, 918, 106, 936, 586, 819, 657, 350, 413,
              638, 124, 943, 755, 59, 781, 404, 489, 317, 687, 177, 347, 684, 694, 330, 146, 240, 119, 706, 359, 277, 890, 1000, 104, 580, 539, 663,
              737, 135, 387, 246, 477, 65, 760, 629, 622, 640, 757, 462, 868, 657, 650, 98, 212, 718, 777, 782, 836, 751, 332, 138, 274, 350, 483, 93,
              648, 849, 361, 972, 236, 353, 143, 727, 447, 788, 746, 837, 934, 639, 790, 122, 105, 498, 21, 917, 151, 776, 119, 837, 731, 267, 213,
              781, 999, 3, 252, 233, 98, 596, 408, 23, 29, 772, 968, 277, 715, 818, 622, 611, 941, 848, 760, 507, 257, 161, 188, 217, 115, 761, 206,
              341, 195, 49, 499, 306, 234, 704, 755, 270, 369, 381, 270, 761, 77, 143, 353, 837, 682, 888, 133, 653, 932, 669, 822, 386, 722, 743,
              344, 931, 588, 599, 50, 898, 78, 817, 230, 857, 402, 682, 264, 620, 481, 539, 670, 154, 344, 850, 617, 974, 144, 29, 301, 108, 903, 242,
              628, 984, 314, 433, 830, 1000, 140, 21, 965, 986, 899, 263, 146, 512, 415, 902, 175, 271, 128, 76, 931, 834, 103, 114, 822, 75, 978,
              277, 924, 463, 93, 654, 13, 342, 606, 972, 956, 881, 5, 132, 988, 87, 369, 30, 21, 563, 463, 827, 359, 870, 601, 951, 826, 120, 270,
              507, 962, 873, 683, 564, 521, 453, 447, 293, 520, 431, 60, 335, 402, 803, 281, 377, 190, 163, 345, 76, 452, 48, 826, 457, 805, 506, 467,
              347, 316, 815, 177, 590, 519, 513, 420, 700, 607, 121, 378, 661, 91, 882, 775, 774, 532, 640, 847, 149, 454, 434, 25, 458, 779, 669,
              844, 848, 687, 171, 263, 514, 178, 963, 382, 330, 91, 41, 52, 795, 667, 863, 600, 611, 172, 573, 582, 797, 597, 405, 526, 866, 431, 711,
              900, 490, 765, 942, 993, 614, 448, 527, 131, 663, 396, 617, 557, 399, 991, 615, 402, 791, 302, 582, 178, 985, 216, 96, 293, 418, 359,
              214, 365, 174, 436, 747, 433, 72, 218, 515, 158, 245, 75, 299, 603, 16, 182, 56, 798, 298, 769, 456, 365, 516, 598, 494, 709, 613, 425,
              898, 481, 460, 302, 431, 326, 437, 397, 345, 750, 60, 976, 301, 319, 988, 18, 320, 920, 970, 79, 732, 324, 218, 295, 341, 161, 278, 204,
              968, 260, 16, 380, 856, 592, 708, 833, 348, 603, 177, 845, 673, 654, 602, 672, 702, 420, 181, 46, 431, 336, 686, 199, 5, 417, 703, 167,
              987, 582, 799, 917, 518, 910, 988, 278, 64, 103, 180, 69, 758, 886, 549, 448, 676, 923, 193, 571, 383, 577, 163, 210, 560, 100, 702,
              185, 788, 262, 587, 466, 80, 874, 844, 254, 656, 464, 587, 228, 561, 556, 90, 782, 946, 903, 443, 390, 55, 190, 634, 64, 432, 445, 539,
              997, 918, 842, 144, 523, 110, 690, 563, 858, 359, 844, 520, 526, 184, 242, 234, 340, 418, 623, 533, 549, 987, 600, 912, 440, 555, 87,
              670, 425, 173, 275, 497, 692, 817, 455, 625, 394, 245, 850, 497, 290, 398, 396, 546, 981, 897, 290, 371, 499, 93, 298, 925, 835, 605,
              342, 349, 299, 264, 6, 909, 153, 530, 229, 362, 768, 512, 535, 745, 109, 677, 781, 999, 385, 321, 66, 434, 508, 55, 309, 318, 643, 38,
              657, 430, 910, 661, 935, 356, 953, 496, 311, 565, 56, 814, 523, 378, 924, 450, 378, 164, 81, 408, 214, 335, 857, 368, 336, 495, 396,
              604, 814, 256, 129, 326, 483, 726, 258, 193, 851, 295, 59, 382, 694, 672, 429, 557, 210, 57, 516, 585, 433, 885, 503, 933, 313, 426,
              165, 217, 189, 241, 370, 951, 756, 947, 821, 687, 160, 335, 168, 752, 85, 431, 633, 5, 141, 161, 103, 178, 444, 913, 865, 791, 570, 425,
              154, 798, 945, 101, 38, 506, 94, 907, 486, 933, 400, 490, 992, 683, 810, 834, 44, 718, 323, 677, 773, 637, 45, 419, 63, 479, 346, 96,
              954, 598, 953, 243, 975, 592, 289, 359, 980, 69, 551, 520, 209, 668, 256, 169, 839, 832, 379, 217, 557, 498, 624, 571, 229, 821, 947,
              238, 509, 846, 265, 911, 107, 83, 893, 577, 221, 542, 158, 293, 885, 413, 356, 375, 986, 924, 131, 319, 47, 981, 588, 146, 314, 997,
              522, 306, 482, 725, 299, 174, 433, 889, 192, 212, 389, 228, 497, 895, 280, 20, 486, 57, 325, 967, 20, 922, 292, 177, 776, 988, 328, 952,
              948, 319, 365, 28, 140, 109, 725, 225, 42, 252, 135, 293, 254, 401, 322, 930, 756, 179, 696, 385, 997, 575, 998, 159, 97, 710, 499, 150,
              48, 602, 630, 295, 641, 957, 501, 71, 530, 205, 278, 600, 118, 330, 663, 910, 139, 418, 300, 230, 442, 97, 298, 12, 713, 810, 303, 333,
              721, 118, 512, 200, 171, 55, 910, 170, 753, 310, 600, 136, 28, 280, 396, 554, 126, 758, 903, 973, 283, 51, 763, 995, 23, 716, 33, 383,
              202, 699, 74, 191, 126, 992, 112, 614, 90, 598, 377, 606, 427, 599, 601, 824, 676, 445, 244, 561, 637, 394, 156, 692, 600, 29, 90, 981,
              506, 677, 213, 354, 177, 656, 425, 595, 31, 308, 238, 980, 970, 509, 327, 859, 797, 146, 601, 530, 727, 260, 623, 18, 528, 20, 103, 92,
              743, 767, 597, 883, 483, 195, 390, 798, 640, 788, 565, 826, 912, 466, 840, 809, 119, 468, 834, 896, 768, 772, 813, 452, 356, 886, 665,
              768, 170, 307, 224, 204, 418, 388, 321, 671, 685, 246, 363, 1, 853, 834, 669, 794, 630, 876, 871, 585, 918, 794, 974, 90, 429, 513, 643,
              172, 992, 161, 571, 624, 443,
            ],
            1000,
          ],
          expected: [
            443, 624, 571, 161, 992, 172, 643, 513, 429, 90, 974, 794, 918, 585, 871, 876, 630, 794, 669, 834, 853, 1, 363, 246, 685, 671, 321, 388,
            418, 204, 224, 307, 170, 768, 665, 886, 356, 452, 813, 772, 768, 896, 834, 468, 119, 809, 840, 466, 912, 826, 565, 788, 640, 798, 390,
            195, 483, 883, 597, 767, 743, 92, 103, 20, 528, 18, 623, 260, 727, 530, 601, 146, 797, 859, 327, 509, 970, 980, 238, 308, 31, 595, 425,
            656, 177, 354, 213, 677, 506, 981, 90, 29, 600, 692, 156, 394, 637, 561, 244, 445, 676, 824, 601, 599, 427, 606, 377, 598, 90, 614, 112,
            992, 126, 191, 74, 699, 202, 383, 33, 716, 23, 995, 763, 51, 283, 973, 903, 758, 126, 554, 396, 280, 28, 136, 600, 310, 753, 170, 910, 55,
            171, 200, 512, 118, 721, 333, 303, 810, 713, 12, 298, 97, 442, 230, 300, 418, 139, 910, 663, 330, 118, 600, 278, 205, 530, 71, 501, 957,
            641, 295, 630, 602, 48, 150, 499, 710, 97, 159, 998, 575, 997, 385, 696, 179, 756, 930, 322, 401, 254, 293, 135, 252, 42, 225, 725, 109,
            140, 28, 365, 319, 948, 952, 328, 988, 776, 177, 292, 922, 20, 967, 325, 57, 486, 20, 280, 895, 497, 228, 389, 212, 192, 889, 433, 174,
            299, 725, 482, 306, 522, 997, 314, 146, 588, 981, 47, 319, 131, 924, 986, 375, 356, 413, 885, 293, 158, 542, 221, 577, 893, 83, 107, 911,
            265, 846, 509, 238, 947, 821, 229, 571, 624, 498, 557, 217, 379, 832, 839, 169, 256, 668, 209, 520, 551, 69, 980, 359, 289, 592, 975, 243,
            953, 598, 954, 96, 346, 479, 63, 419, 45, 637, 773, 677, 323, 718, 44, 834, 810, 683, 992, 490, 400, 933, 486, 907, 94, 506, 38, 101, 945,
            798, 154, 425, 570, 791, 865, 913, 444, 178, 103, 161, 141, 5, 633, 431, 85, 752, 168, 335, 160, 687, 821, 947, 756, 951, 370, 241, 189,
            217, 165, 426, 313, 933, 503, 885, 433, 585, 516, 57, 210, 557, 429, 672, 694, 382, 59, 295, 851, 193, 258, 726, 483, 326, 129, 256, 814,
            604, 396, 495, 336, 368, 857, 335, 214, 408, 81, 164, 378, 450, 924, 378, 523, 814, 56, 565, 311, 496, 953, 356, 935, 661, 910, 430, 657,
            38, 643, 318, 309, 55, 508, 434, 66, 321, 385, 999, 781, 677, 109, 745, 535, 512, 768, 362, 229, 530, 153, 909, 6, 264, 299, 349, 342,
            605, 835, 925, 298, 93, 499, 371, 290, 897, 981, 546, 396, 398, 290, 497, 850, 245, 394, 625, 455, 817, 692, 497, 275, 173, 425, 670, 87,
            555, 440, 912, 600, 987, 549, 533, 623, 418, 340, 234, 242, 184, 526, 520, 844, 359, 858, 563, 690, 110, 523, 144, 842, 918, 997, 539,
            445, 432, 64, 634, 190, 55, 390, 443, 903, 946, 782, 90, 556, 561, 228, 587, 464, 656, 254, 844, 874, 80, 466, 587, 262, 788, 185, 702,
            100, 560, 210, 163, 577, 383, 571, 193, 923, 676, 448, 549, 886, 758, 69, 180, 103, 64, 278, 988, 910, 518, 917, 799, 582, 987, 167, 703,
            417, 5, 199, 686, 336, 431, 46, 181, 420, 702, 672, 602, 654, 673, 845, 177, 603, 348, 833, 708, 592, 856, 380, 16, 260, 968, 204, 278,
            161, 341, 295, 218, 324, 732, 79, 970, 920, 320, 18, 988, 319, 301, 976, 60, 750, 345, 397, 437, 326, 431, 302, 460, 481, 898, 425, 613,
            709, 494, 598, 516, 365, 456, 769, 298, 798, 56, 182, 16, 603, 299, 75, 245, 158, 515, 218, 72, 433, 747, 436, 174, 365, 214, 359, 418,
            293, 96, 216, 985, 178, 582, 302, 791, 402, 615, 991, 399, 557, 617, 396, 663, 131, 527, 448, 614, 993, 942, 765, 490, 900, 711, 431, 866,
            526, 405, 597, 797, 582, 573, 172, 611, 600, 863, 667, 795, 52, 41, 91, 330, 382, 963, 178, 514, 263, 171, 687, 848, 844, 669, 779, 458,
            25, 434, 454, 149, 847, 640, 532, 774, 775, 882, 91, 661, 378, 121, 607, 700, 420, 513, 519, 590, 177, 815, 316, 347, 467, 506, 805, 457,
            826, 48, 452, 76, 345, 163, 190, 377, 281, 803, 402, 335, 60, 431, 520, 293, 447, 453, 521, 564, 683, 873, 962, 507, 270, 120, 826, 951,
            601, 870, 359, 827, 463, 563, 21, 30, 369, 87, 988, 132, 5, 881, 956, 972, 606, 342, 13, 654, 93, 463, 924, 277, 978, 75, 822, 114, 103,
            834, 931, 76, 128, 271, 175, 902, 415, 512, 146, 263, 899, 986, 965, 21, 140, 1000, 830, 433, 314, 984, 628, 242, 903, 108, 301, 29, 144,
            974, 617, 850, 344, 154, 670, 539, 481, 620, 264, 682, 402, 857, 230, 817, 78, 898, 50, 599, 588, 931, 344, 743, 722, 386, 822, 669, 932,
            653, 133, 888, 682, 837, 353, 143, 77, 761, 270, 381, 369, 270, 755, 704, 234, 306, 499, 49, 195, 341, 206, 761, 115, 217, 188, 161, 257,
            507, 760, 848, 941, 611, 622, 818, 715, 277, 968, 772, 29, 23, 408, 596, 98, 233, 252, 3, 999, 781, 213, 267, 731, 837, 119, 776, 151,
            917, 21, 498, 105, 122, 790, 639, 934, 837, 746, 788, 447, 727, 143, 353, 236, 972, 361, 849, 648, 93, 483, 350, 274, 138, 332, 751, 836,
            782, 777, 718, 212, 98, 650, 657, 868, 462, 757, 640, 622, 629, 760, 65, 477, 246, 387, 135, 737, 663, 539, 580, 104, 1000, 890, 277, 359,
            706, 119, 240, 146, 330, 694, 684, 347, 177, 687, 317, 489, 404, 781, 59, 755, 943, 124, 638, 413, 350, 657, 819, 586, 936, 106, 918, 970,
            154, 970, 555, 967, 352, 529, 42, 431, 199, 125, 599, 160, 418, 572, 722, 97, 39, 607, 443, 961, 535, 315, 268, 41, 633, 85, 435, 422,
            114, 285, 942, 177, 572, 5, 436, 80, 430, 243, 182, 566, 535, 260, 34, 318, 320, 580, 203,
          ],
        },
      ],
      companies: { Google: 11, Amazon: 17, Microsoft: 14, Apple: 9, Netflix: 2, LinkedIn: 5, Meta: 15 },
    },
  ],
  finalRemarks: `## Final remarks

Every problem in this module was solved by re-linking nodes, never by copying values, and each one came down to the same small toolkit:

- **A dummy head** removes the special cases where the first node moves. Return \`dummy.next\`, not the original head.
- **Save before you break.** Store \`current.next\` before overwriting it; most bugs in linked list code are lost references.
- **Know the boundaries of a section.** Partial reversals need the node before the section and the node after it. Reversing with \`prev\` initialised to the node after the section returns a piece that is already attached on one side.
- **Count when lengths matter.** Rotations reduce \`k\` modulo the length; block reversals check that a full block of \`k\` nodes exists before touching it.
- **Draw it.** Three boxes and a few arrows on paper (or a whiteboard) are worth more than any amount of mental simulation, and interviewers like seeing the invariant drawn out.

These moves combine with other patterns. Fast and slow pointers find the middle before a reversal in palindrome and folding problems, and the k-way merge module uses the same pointer splicing to merge sorted lists. Practise writing the reversal loop until you can produce it without thinking; it is the building block for everything else here.
`,
  companyFrequency: { Google: 13, Amazon: 21, Microsoft: 17, Apple: 10, Netflix: 2, LinkedIn: 6, Meta: 16 },
};
