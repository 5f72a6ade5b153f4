// Coding roadmap pattern: K-way Merge. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "k-way-merge",
  title: "K-way Merge",
  summary: "Merge several sorted sequences through a min-heap of cursors to build the merged order or answer k-th smallest and range questions.",
  introduction: `## What the pattern is

K-way merge combines **several sorted sequences** into one sorted stream, or answers questions about that stream (the k-th smallest value, a range touching every sequence) without building it completely. The idea extends the merge step of merge sort: with two sorted lists you compare their two front elements; with \`k\` lists you need the smallest of \`k\` front elements, again and again. A **min-heap** holding one "cursor" per sequence gives that minimum in \`O(log k)\`.

Each heap entry stores the value plus where it came from (which sequence, which position), so that after popping an element the algorithm can push the **next element of the same sequence**. The heap never holds more than \`k\` entries, one per sequence.

## When to recognise it

- The input consists of several sorted arrays or linked lists, or a matrix whose rows (and often columns) are sorted.
- The task asks to merge them, or for the k-th smallest element, the first \`k\` elements, or a smallest range across them.
- The sequences are implicit: pairs \`(i, j)\` whose sums are sorted along each row, or generated streams that are individually ordered.
- A full merge followed by sorting would work but is wasteful: you only need a prefix of the merged order, or the inputs are too large to combine.

With exactly two sequences, two pointers are enough and no heap is needed.

## A worked example

*Given several sorted arrays, return the \`k\`-th smallest number across all of them (counting duplicates).*

Seed the heap with the first element of every array. Pop \`k - 1\` times, each time pushing the successor from the same array; the top of the heap is then the answer.

\`\`\`python
import heapq

def kth_smallest_across(arrays, k):
    heap = [(arr[0], i, 0) for i, arr in enumerate(arrays) if arr]
    heapq.heapify(heap)
    for _ in range(k - 1):
        value, i, j = heapq.heappop(heap)
        if j + 1 < len(arrays[i]):
            heapq.heappush(heap, (arrays[i][j + 1], i, j + 1))
    return heap[0][0]
\`\`\`

For \`arrays = [[2, 6, 8], [3, 6, 7], [1, 3, 4]]\` and \`k = 5\`: the heap starts with 2, 3 and 1. The pops take 1, 2, 3 and 3, each replaced by its successor (3, 6, 6 and 4), leaving 4, 6 and 6 in the heap, so the fifth smallest is 4.

Building the heap costs \`O(k)\` for \`k\` arrays, and each pop or push costs \`O(log k)\`. Merging \`N\` elements in total therefore takes \`O(N log k)\` time with \`O(k)\` extra space, which beats concatenating and sorting (\`O(N log N)\`) when \`k\` is much smaller than \`N\`.

## What comes next

The module starts by merging two sorted linked lists with two pointers, generalises to \`k\` sorted arrays with a heap, then searches a sorted matrix for its k-th smallest element, lists the smallest pair sums from two arrays, and ends with the hard problem of the narrowest range touching every list.
`,
  problems: [
    {
      slug: "merge-two-sorted-linked-lists",
      title: "Merge Two Sorted Linked Lists",
      difficulty: "easy",
      statement: `Given the heads of two singly linked lists, \`first\` and \`second\`, each sorted in non-decreasing order, splice their nodes together into one sorted list and return its head. Reuse the existing nodes instead of creating new ones.

Lists are written as arrays of their values, from head to tail; either list may be empty.

### Examples

**Example 1**

\`\`\`
Input: first = [1, 4, 9], second = [2, 3, 10, 11]
Output: [1, 2, 3, 4, 9, 10, 11]
\`\`\`

Nodes are taken from whichever list currently has the smaller front value.

**Example 2**

\`\`\`
Input: first = [], second = [5, 5]
Output: [5, 5]
\`\`\`

Merging with an empty list returns the other list.

**Example 3**

\`\`\`
Input: first = [-3, 0], second = [-3, 2]
Output: [-3, -3, 0, 2]
\`\`\`

Equal values may appear in both lists.

### Constraints

- Each list has between \`0\` and \`500\` nodes.
- \`-10^4 <= Node.val <= 10^4\`
- Both lists are sorted in non-decreasing order.
`,
      functionName: "mergeTwoSortedLists",
      params: [
        { name: "first", type: "ListNode" },
        { name: "second", type: "ListNode" },
      ],
      returnType: "ListNode",
      starter: {
        python: `from typing import Optional

# class ListNode (val, next) is predefined by the judge.


def mergeTwoSortedLists(first: Optional[ListNode], second: Optional[ListNode]) -> Optional[ListNode]:
    # Write your code here
    return None
`,
        javascript: `// class ListNode { constructor(val = 0, next = null) } is predefined by the judge.

/**
 * @param {ListNode | null} first
 * @param {ListNode | null} second
 * @return {ListNode | null}
 */
function mergeTwoSortedLists(first, second) {
  // Write your code here
  return null;
}
`,
        java: `import java.util.*;

// The judge provides ListNode: class ListNode { int val; ListNode next; ListNode(int val) {...} }
class Solution {
    public static ListNode mergeTwoSortedLists(ListNode first, ListNode second) {
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
ListNode* mergeTwoSortedLists(ListNode* first, ListNode* second) {
    // Write your code here
    return nullptr;
}
`,
        go: `package main

// The judge provides ListNode: type ListNode struct { Val int; Next *ListNode }
func mergeTwoSortedLists(first *ListNode, second *ListNode) *ListNode {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def mergeTwoSortedLists(first, second):
    dummy = ListNode()
    tail = dummy
    while first and second:
        if first.val <= second.val:
            tail.next = first
            first = first.next
        else:
            tail.next = second
            second = second.next
        tail = tail.next
    tail.next = first if first else second
    return dummy.next
`,
        javascript: `function mergeTwoSortedLists(first, second) {
  const dummy = new ListNode();
  let tail = dummy;
  while (first && second) {
    if (first.val <= second.val) {
      tail.next = first;
      first = first.next;
    } else {
      tail.next = second;
      second = second.next;
    }
    tail = tail.next;
  }
  tail.next = first ? first : second;
  return dummy.next;
}
`,
        java: `class Solution {
    public static ListNode mergeTwoSortedLists(ListNode first, ListNode second) {
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (first != null && second != null) {
            if (first.val <= second.val) {
                tail.next = first;
                first = first.next;
            } else {
                tail.next = second;
                second = second.next;
            }
            tail = tail.next;
        }
        tail.next = first != null ? first : second;
        return dummy.next;
    }
}
`,
        cpp: `ListNode* mergeTwoSortedLists(ListNode* first, ListNode* second) {
    ListNode dummy;
    ListNode* tail = &dummy;
    while (first && second) {
        if (first->val <= second->val) {
            tail->next = first;
            first = first->next;
        } else {
            tail->next = second;
            second = second->next;
        }
        tail = tail->next;
    }
    tail->next = first ? first : second;
    return dummy.next;
}
`,
        go: `package main

func mergeTwoSortedLists(first *ListNode, second *ListNode) *ListNode {
	dummy := &ListNode{}
	tail := dummy
	for first != nil && second != nil {
		if first.Val <= second.Val {
			tail.Next = first
			first = first.Next
		} else {
			tail.Next = second
			second = second.Next
		}
		tail = tail.Next
	}
	if first != nil {
		tail.Next = first
	} else {
		tail.Next = second
	}
	return dummy.Next
}
`,
      },
      solutionExplanation: `### Idea

This is the \`k = 2\` case of a k-way merge, and two pointers are enough: the smallest remaining node overall is always at the front of one of the two lists. Repeatedly detach the smaller front node and append it to the result. A dummy head gives the result list a fixed starting point.

### Step by step

1. Create \`dummy\` and set \`tail = dummy\`.
2. While both lists are non-empty, compare their front values. Attach the smaller node (the one from \`first\` on ties, which keeps the merge stable) to \`tail.next\`, advance that list, and move \`tail\` forward.
3. When one list runs out, attach the remainder of the other list in one step; it is already sorted.
4. Return \`dummy.next\`.

### Complexity

- **Time:** \`O(m + n)\`: each node is attached exactly once.
- **Space:** \`O(1)\`: nodes are re-linked, not copied.
`,
      visibleTests: [
        {
          input: [
            [1, 4, 9],
            [2, 3, 10, 11],
          ],
          expected: [1, 2, 3, 4, 9, 10, 11],
        },
        { input: [[], [5, 5]], expected: [5, 5] },
        {
          input: [
            [-3, 0],
            [-3, 2],
          ],
          expected: [-3, -3, 0, 2],
        },
      ],
      hiddenTests: [
        { input: [[], []], expected: [] },
        { input: [[1], []], expected: [1] },
        { input: [[], [1]], expected: [1] },
        { input: [[1], [1]], expected: [1, 1] },
        {
          input: [
            [1, 2, 3],
            [4, 5, 6],
          ],
          expected: [1, 2, 3, 4, 5, 6],
        },
        {
          input: [
            [4, 5, 6],
            [1, 2, 3],
          ],
          expected: [1, 2, 3, 4, 5, 6],
        },
        {
          input: [
            [2, 2, 2],
            [1, 2, 3],
          ],
          expected: [1, 2, 2, 2, 2, 3],
        },
        { input: [[-10000, 10000], [0]], expected: [-10000, 0, 10000] },
        {
          input: [
            [
              -9942, -9937, -9820, -9805, -9757, -9703, -9545, -9537, -9494, -9472, -9422, -9176, -9160, -9135, -9120, -9103, -9012, -8931, -8911,
              -8837, -8828, -8792, -8776, -8765, -8700, -8673, -8661, -8601, -8512, -8428, -8387, -8381, -8297, -8156, -8086, -7990, -7904, -7855,
              -7833, -7760, -7656, -7650, -7337, -7328, -7310, -7302, -7291, -7121, -7120, -6963, -6915, -6825, -6784, -6765, -6719, -6712, -6660,
              -6641, -6619, -6562, -6554, -6469, -6386, -6329, -6266, -5855, -5722, -5584, -5556, -5494, -5417, -5295, -5224, -5088, -4851, -4802,
              -4611, -4587, -4411, -4324, -4128, -4112, -4000, -3884, -3819, -3608, -3493, -3460, -3439, -3429, -3242, -3154, -3019, -2997, -2981,
              -2590, -2515, -2515, -2452, -2388, -2086, -1894, -1868, -1751, -1440, -1160, -1018, -978, -840, -835, -741, -715, -712, -661, -658,
              -614, -548, -497, -442, -435, -406, -386, -297, -229, -220, -211, -126, -84, -50, -26, -16, 19, 161, 162, 344, 393, 406, 429, 443, 723,
              744, 772, 785, 851, 852, 872, 906, 922, 942, 989, 1017, 1064, 1085, 1334, 1378, 1391, 1454, 1484, 1673, 1682, 1734, 1855, 1877, 1994,
              2013, 2013, 2087, 2236, 2287, 2442, 2517, 2537, 2642, 2664, 2838, 2863, 3026, 3118, 3224, 3353, 3426, 3484, 3523, 3552, 3562, 3604,
              3612, 3759, 3831, 3840, 3843, 3858, 3933, 4113, 4155, 4198, 4200, 4215, 4264, 4340, 4357, 4375, 4418, 4433, 4555, 4559, 4572, 4583,
              4686, 4707, 4738, 4857, 4872, 4874, 4890, 5022, 5052, 5120, 5132, 5171, 5193, 5195, 5226, 5294, 5314, 5480, 5509, 5780, 5800, 5805,
              5906, 5914, 5946, 6004, 6006, 6013, 6099, 6195, 6200, 6212, 6398, 6439, 6484, 6485, 6590, 6756, 6814, 6851, 6865, 6998, 7029, 7096,
              7103, 7129, 7189, 7253, 7284, 7415, 7477, 7553, 7565, 7578, 7592, 7597, 7625, 7659, 7675, 7681, 7716, 7741, 7893, 7950, 7956, 8044,
              8112, 8258, 8653, 8658, 8670, 8720, 8801, 8826, 9073, 9080, 9114, 9146, 9159, 9183, 9408, 9439, 9513, 9536, 9556, 9604, 9622, 9694,
              9708, 9754, 9810, 9853,
            ],
            [
              -9960, -9805, -9624, -9505, -9432, -9294, -9108, -9098, -8870, -8852, -8792, -8617, -8376, -8271, -8265, -7913, -7882, -7825, -7806,
              -7723, -7557, -7545, -7540, -7446, -7420, -7347, -7327, -7092, -6993, -6913, -6847, -6809, -6770, -6578, -6143, -5968, -5914, -5418,
              -4946, -4935, -4644, -4506, -4307, -4194, -4165, -4043, -3996, -3967, -3800, -3499, -3496, -3477, -3272, -3057, -3045, -2938, -2904,
              -2883, -2842, -2803, -2677, -2550, -2441, -2367, -2189, -2123, -2092, -2033, -2022, -2016, -1862, -1821, -1732, -1723, -1685, -1625,
              -1457, -1350, -939, -875, -468, -289, -228, -81, -6, 81, 143, 382, 481, 571, 631, 759, 777, 789, 923, 935, 1073, 1127, 1197, 1362, 1415,
              1459, 1520, 1655, 1710, 1748, 1786, 1837, 2041, 2250, 2323, 2354, 2359, 2401, 2480, 2512, 2560, 2754, 2942, 3224, 3348, 3385, 3461,
              3467, 3563, 3699, 3718, 3826, 3959, 3989, 4090, 4169, 4191, 4333, 4466, 4526, 4633, 4654, 4700, 4728, 4746, 4926, 4987, 5059, 5178,
              5208, 5255, 5273, 5479, 5591, 5732, 6000, 6008, 6159, 6279, 6378, 6477, 6690, 6704, 6757, 6758, 6825, 6862, 6935, 6989, 7062, 7129,
              7263, 7277, 7285, 7427, 7471, 7705, 7759, 7795, 7889, 7907, 8029, 8082, 8087, 8283, 8501, 8649, 8682, 8874, 8876, 9121, 9186, 9210,
              9244, 9326, 9348, 9415, 9481, 9490, 9598, 9665, 9792, 9941, 9986,
            ],
          ],
          expected: [
            -9960, -9942, -9937, -9820, -9805, -9805, -9757, -9703, -9624, -9545, -9537, -9505, -9494, -9472, -9432, -9422, -9294, -9176, -9160,
            -9135, -9120, -9108, -9103, -9098, -9012, -8931, -8911, -8870, -8852, -8837, -8828, -8792, -8792, -8776, -8765, -8700, -8673, -8661,
            -8617, -8601, -8512, -8428, -8387, -8381, -8376, -8297, -8271, -8265, -8156, -8086, -7990, -7913, -7904, -7882, -7855, -7833, -7825,
            -7806, -7760, -7723, -7656, -7650, -7557, -7545, -7540, -7446, -7420, -7347, -7337, -7328, -7327, -7310, -7302, -7291, -7121, -7120,
            -7092, -6993, -6963, -6915, -6913, -6847, -6825, -6809, -6784, -6770, -6765, -6719, -6712, -6660, -6641, -6619, -6578, -6562, -6554,
            -6469, -6386, -6329, -6266, -6143, -5968, -5914, -5855, -5722, -5584, -5556, -5494, -5418, -5417, -5295, -5224, -5088, -4946, -4935,
            -4851, -4802, -4644, -4611, -4587, -4506, -4411, -4324, -4307, -4194, -4165, -4128, -4112, -4043, -4000, -3996, -3967, -3884, -3819,
            -3800, -3608, -3499, -3496, -3493, -3477, -3460, -3439, -3429, -3272, -3242, -3154, -3057, -3045, -3019, -2997, -2981, -2938, -2904,
            -2883, -2842, -2803, -2677, -2590, -2550, -2515, -2515, -2452, -2441, -2388, -2367, -2189, -2123, -2092, -2086, -2033, -2022, -2016,
            -1894, -1868, -1862, -1821, -1751, -1732, -1723, -1685, -1625, -1457, -1440, -1350, -1160, -1018, -978, -939, -875, -840, -835, -741,
            -715, -712, -661, -658, -614, -548, -497, -468, -442, -435, -406, -386, -297, -289, -229, -228, -220, -211, -126, -84, -81, -50, -26, -16,
            -6, 19, 81, 143, 161, 162, 344, 382, 393, 406, 429, 443, 481, 571, 631, 723, 744, 759, 772, 777, 785, 789, 851, 852, 872, 906, 922, 923,
            935, 942, 989, 1017, 1064, 1073, 1085, 1127, 1197, 1334, 1362, 1378, 1391, 1415, 1454, 1459, 1484, 1520, 1655, 1673, 1682, 1710, 1734,
            1748, 1786, 1837, 1855, 1877, 1994, 2013, 2013, 2041, 2087, 2236, 2250, 2287, 2323, 2354, 2359, 2401, 2442, 2480, 2512, 2517, 2537, 2560,
            2642, 2664, 2754, 2838, 2863, 2942, 3026, 3118, 3224, 3224, 3348, 3353, 3385, 3426, 3461, 3467, 3484, 3523, 3552, 3562, 3563, 3604, 3612,
            3699, 3718, 3759, 3826, 3831, 3840, 3843, 3858, 3933, 3959, 3989, 4090, 4113, 4155, 4169, 4191, 4198, 4200, 4215, 4264, 4333, 4340, 4357,
            4375, 4418, 4433, 4466, 4526, 4555, 4559, 4572, 4583, 4633, 4654, 4686, 4700, 4707, 4728, 4738, 4746, 4857, 4872, 4874, 4890, 4926, 4987,
            5022, 5052, 5059, 5120, 5132, 5171, 5178, 5193, 5195, 5208, 5226, 5255, 5273, 5294, 5314, 5479, 5480, 5509, 5591, 5732, 5780, 5800, 5805,
            5906, 5914, 5946, 6000, 6004, 6006, 6008, 6013, 6099, 6159, 6195, 6200, 6212, 6279, 6378, 6398, 6439, 6477, 6484, 6485, 6590, 6690, 6704,
            6756, 6757, 6758, 6814, 6825, 6851, 6862, 6865, 6935, 6989, 6998, 7029, 7062, 7096, 7103, 7129, 7129, 7189, 7253, 7263, 7277, 7284, 7285,
            7415, 7427, 7471, 7477, 7553, 7565, 7578, 7592, 7597, 7625, 7659, 7675, 7681, 7705, 7716, 7741, 7759, 7795, 7889, 7893, 7907, 7950, 7956,
            8029, 8044, 8082, 8087, 8112, 8258, 8283, 8501, 8649, 8653, 8658, 8670, 8682, 8720, 8801, 8826, 8874, 8876, 9073, 9080, 9114, 9121, 9146,
            9159, 9183, 9186, 9210, 9244, 9326, 9348, 9408, 9415, 9439, 9481, 9490, 9513, 9536, 9556, 9598, 9604, 9622, 9665, 9694, 9708, 9754, 9792,
            9810, 9853, 9941, 9986,
          ],
        },
        {
          input: [
            [
              -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
              -5, -5, -5, -5, -5, -5, -5, -5, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
              -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
              -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
              -3, -3, -3, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
              -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
              -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
              0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
              1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
              2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
              3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
              4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5,
              5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
            ],
            [
              -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
              -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
              -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
              -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -2,
              -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
              -2, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
              -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
              0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
              1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
              2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
              2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
              4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5,
              5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
            ],
          ],
          expected: [
            -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
            -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
            -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
            -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
            -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
            -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
            -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
            -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
            3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
            3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
            4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
            4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
            5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
            5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
          ],
        },
      ],
      companies: { Google: 14, Amazon: 19, Microsoft: 16, Apple: 11, Netflix: 3, LinkedIn: 8, Meta: 15 },
    },
    {
      slug: "merge-k-sorted-arrays",
      title: "Merge K Sorted Arrays",
      difficulty: "medium",
      statement: `You receive \`arrays\`, a list of integer arrays, each sorted in non-decreasing order. Some of them may be empty. Combine all their elements into a single array sorted in non-decreasing order and return it.

Aim for \`O(N log k)\` time, where \`N\` is the total number of elements and \`k\` the number of arrays.

### Examples

**Example 1**

\`\`\`
Input: arrays = [[1, 5, 9], [2, 6], [0, 7, 8]]
Output: [0, 1, 2, 5, 6, 7, 8, 9]
\`\`\`

All eight elements, in order.

**Example 2**

\`\`\`
Input: arrays = [[], [3], []]
Output: [3]
\`\`\`

Empty arrays contribute nothing.

**Example 3**

\`\`\`
Input: arrays = []
Output: []
\`\`\`

With no arrays at all the result is empty.

### Constraints

- \`0 <= arrays.length <= 10^4\`
- \`0 <= arrays[i].length <= 500\`
- The total number of elements is at most \`10^5\`.
- \`-10^4 <= arrays[i][j] <= 10^4\`
`,
      functionName: "mergeSortedArrays",
      params: [{ name: "arrays", type: "int[][]" }],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def mergeSortedArrays(arrays: List[List[int]]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[][]} arrays
 * @return {number[]}
 */
function mergeSortedArrays(arrays) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] mergeSortedArrays(int[][] arrays) {
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

vector<int> mergeSortedArrays(vector<vector<int>>& arrays) {
    // Write your code here
    return {};
}
`,
        go: `package main

func mergeSortedArrays(arrays [][]int) []int {
	// Write your code here
	return []int{}
}
`,
      },
      solutions: {
        python: `import heapq


def mergeSortedArrays(arrays):
    heap = [(arr[0], r, 0) for r, arr in enumerate(arrays) if arr]
    heapq.heapify(heap)
    result = []
    while heap:
        value, r, c = heapq.heappop(heap)
        result.append(value)
        if c + 1 < len(arrays[r]):
            heapq.heappush(heap, (arrays[r][c + 1], r, c + 1))
    return result
`,
        javascript: `class Heap {
  // binary heap; less(a, b) === true means a leaves before b
  constructor(less) {
    this.items = [];
    this.less = less;
  }
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(item) {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < a.length && this.less(a[l], a[best])) best = l;
        if (r < a.length && this.less(a[r], a[best])) best = r;
        if (best === i) break;
        [a[i], a[best]] = [a[best], a[i]];
        i = best;
      }
    }
    return top;
  }
}

function mergeSortedArrays(arrays) {
  // heap entries are [value, row, col]
  const heap = new Heap((a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]));
  arrays.forEach((arr, r) => {
    if (arr.length > 0) heap.push([arr[0], r, 0]);
  });
  const result = [];
  while (heap.size > 0) {
    const [value, r, c] = heap.pop();
    result.push(value);
    if (c + 1 < arrays[r].length) heap.push([arrays[r][c + 1], r, c + 1]);
  }
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] mergeSortedArrays(int[][] arrays) {
        // entries {value, row, column}, smallest value first
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int total = 0;
        for (int r = 0; r < arrays.length; r++) {
            total += arrays[r].length;
            if (arrays[r].length > 0) heap.add(new int[] {arrays[r][0], r, 0});
        }
        int[] result = new int[total];
        int k = 0;
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            result[k++] = top[0];
            int r = top[1], c = top[2];
            if (c + 1 < arrays[r].length) heap.add(new int[] {arrays[r][c + 1], r, c + 1});
        }
        return result;
    }
}
`,
        cpp: `#include <functional>
#include <queue>
#include <tuple>
#include <vector>
using namespace std;

vector<int> mergeSortedArrays(vector<vector<int>>& arrays) {
    // (value, row, column), smallest value first
    priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<tuple<int, int, int>>> heap;
    for (int r = 0; r < (int) arrays.size(); r++) {
        if (!arrays[r].empty()) heap.push({arrays[r][0], r, 0});
    }
    vector<int> result;
    while (!heap.empty()) {
        auto [value, r, c] = heap.top();
        heap.pop();
        result.push_back(value);
        if (c + 1 < (int) arrays[r].size()) heap.push({arrays[r][c + 1], r, c + 1});
    }
    return result;
}
`,
        go: `package main

import "container/heap"

// cellHeap is a min-heap of (value, row, column) triples.
type cellHeap [][3]int

func (h cellHeap) Len() int { return len(h) }
func (h cellHeap) Less(i, j int) bool {
	for k := 0; k < 3; k++ {
		if h[i][k] != h[j][k] {
			return h[i][k] < h[j][k]
		}
	}
	return false
}
func (h cellHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *cellHeap) Push(x interface{}) { *h = append(*h, x.([3]int)) }
func (h *cellHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func mergeSortedArrays(arrays [][]int) []int {
	h := &cellHeap{}
	for r, arr := range arrays {
		if len(arr) > 0 {
			heap.Push(h, [3]int{arr[0], r, 0})
		}
	}
	result := []int{}
	for h.Len() > 0 {
		top := heap.Pop(h).([3]int)
		result = append(result, top[0])
		r, c := top[1], top[2]
		if c+1 < len(arrays[r]) {
			heap.Push(h, [3]int{arrays[r][c+1], r, c + 1})
		}
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

At any moment the next element of the merged output is the smallest among the current front elements of the arrays. Keep exactly those front elements in a min-heap, each tagged with its array and position, so the smallest one is popped in \`O(log k)\` and replaced by its successor.

### Step by step

1. Push \`(arrays[r][0], r, 0)\` for every non-empty array \`r\`.
2. While the heap is not empty:
   - Pop the smallest \`(value, r, c)\` and append \`value\` to the result.
   - If array \`r\` has an element at \`c + 1\`, push \`(arrays[r][c + 1], r, c + 1)\`.
3. Return the result.

For \`[[1, 5, 9], [2, 6], [0, 7, 8]]\` the heap starts with 1, 2 and 0. Popping 0 brings in 7, popping 1 brings in 5, popping 2 brings in 6, and so on.

### Complexity

- **Time:** \`O(N log k)\`: each of the \`N\` elements is pushed and popped once on a heap of at most \`k\` entries.
- **Space:** \`O(k)\` for the heap, plus \`O(N)\` for the output.
`,
      visibleTests: [
        {
          input: [
            [
              [1, 5, 9],
              [2, 6],
              [0, 7, 8],
            ],
          ],
          expected: [0, 1, 2, 5, 6, 7, 8, 9],
        },
        { input: [[[], [3], []]], expected: [3] },
        { input: [[]], expected: [] },
      ],
      hiddenTests: [
        { input: [[[]]], expected: [] },
        { input: [[[1]]], expected: [1] },
        {
          input: [
            [
              [1, 1],
              [1, 1],
            ],
          ],
          expected: [1, 1, 1, 1],
        },
        {
          input: [
            [
              [5, 6, 7],
              [1, 2, 3],
            ],
          ],
          expected: [1, 2, 3, 5, 6, 7],
        },
        { input: [[[-10000], [10000], [0]]], expected: [-10000, 0, 10000] },
        { input: [[[1, 2], [], [0, 3], [], [-1, 4]]], expected: [-1, 0, 1, 2, 3, 4] },
        { input: [[[2, 2, 2], [2], [1, 3]]], expected: [1, 2, 2, 2, 2, 3] },
        {
          input: [
            [
              [-7908, -7582, -7052, -5731, -3935, -3854, -3529, -3325, -2729, -2432, 3346, 6028, 6117, 8545, 8917, 9715],
              [-8164, -7293, -3555, 280, 687, 5103],
              [
                -9280, -7803, -7640, -7545, -4538, -3762, -3506, -3135, -1280, -1161, -590, -519, 1840, 2294, 2453, 2682, 2833, 2849, 3378, 3637,
                4481, 4717, 4795, 5972, 8861, 9361,
              ],
              [-7178, -6472, -6295, -4343, -3912, -1999, -1475, -1233, 5320, 6180, 6330, 7954, 8737],
              [-8508, -7761, -5676, -5349, -5337, -4447, -3613, -1718, -1696, 892, 3462, 3866, 5847, 7462, 7800, 7970, 9232],
              [-9047, -4688, -4250, -3296, -3243, -1021, -865, 1014, 1879, 2316, 2965, 3633, 3732, 4963, 5299, 6117, 6130, 7576, 7594],
              [-6476, -445, -348, 2423, 3450, 5243],
              [-7576, -7099, -6399, -6380, -5447, -4870, -3967, 512, 719, 1858, 1920, 2466, 4645, 5126, 6477, 7483, 7610, 8234, 8443, 9700],
              [
                -9845, -9544, -9229, -9067, -7992, -6990, -6293, -5522, -5317, -4663, -4504, -2986, -1984, -907, -754, -210, 748, 1013, 3276, 4071,
                4785, 4845, 6053, 6206, 7181, 7559, 8428,
              ],
              [
                -9929, -9562, -8305, -7897, -6584, -5354, -5196, -4748, -3017, -2880, -1382, -409, -372, 101, 398, 843, 1469, 3835, 4897, 4966, 6604,
                7292, 7366, 8295, 8704, 9933,
              ],
              [7013, 8739],
              [-7671, -6291, -5959, -2514, 803, 1814, 4661],
              [
                -9524, -8622, -8528, -8007, -7398, -6836, -6523, -4712, -3812, -3544, -1876, -1446, -1160, 462, 1048, 1506, 1629, 1991, 2525, 2610,
                2887, 3259, 3497, 4189, 4900, 5036, 5354, 5374, 6638, 8080, 8628, 8805, 8966, 9374,
              ],
              [-9904, -7197, -5527, -5116, -5100, -4486, 70, 1692, 2510, 5997, 8113, 8901],
              [-8742, 3025, 3182],
              [
                -8773, -8447, -7887, -7589, -6859, -5436, -3198, -2980, -1440, -1262, -1259, -628, 156, 1591, 1798, 2199, 2272, 2291, 3505, 4896,
                6956, 8167,
              ],
              [-9986, -9802, -8777, 1341, 2149, 2257, 2580, 3453, 3895, 9459],
              [-8859, -6184, -4721, 542, 2594, 2893, 6228, 9743],
              [
                -9751, -9748, -9538, -8405, -7686, -7495, -7009, -6860, -6587, -6561, -5559, -5274, -5023, -4236, -4065, -3766, -3394, -3014, -2960,
                -2386, -2213, -2106, -2087, -1018, -59, 237, 1033, 2538, 3379, 3440, 3632, 5719, 5824, 6917, 7762, 7835, 8149, 8515,
              ],
              [
                -9700, -8881, -8800, -8079, -7535, -6973, -6936, -6696, -6305, -5734, -5138, -4870, -4521, -2469, -2201, -2142, -861, 1328, 1468,
                1571, 3024, 3063, 4278, 4338, 4489, 4666, 4871, 6118, 6601, 7319, 8333, 9004, 9385, 9980,
              ],
              [
                -9927, -9778, -9314, -9028, -8376, -7990, -7952, -7593, -7140, -6884, -6755, -6679, -6027, -5512, -4507, -4212, -2876, -2705, -2572,
                -2572, -2446, -1410, -12, 102, 492, 557, 1047, 2726, 3235, 3244, 4133, 4372, 6621, 6650, 8032, 8588, 8881,
              ],
              [-7216, 2918],
              [
                -9462, -8841, -8815, -8170, -8143, -7965, -6543, -6081, -4725, -4604, -3931, -2886, -2586, -2024, -1524, -921, -800, 5, 1002, 1978,
                3791, 4755, 5286, 6974, 7670, 7745, 7918, 7935, 7955, 9543, 9735, 9739,
              ],
              [],
              [
                -9878, -8458, -8435, -7866, -7443, -7370, -7253, -7078, -6927, -5783, -5523, -5510, -4414, -4334, -3803, -3381, -2934, -2475, -2435,
                -2393, -1411, -1169, -839, 200, 301, 1860, 2140, 3962, 5002, 5040, 5778, 5883, 6255, 6459, 8925, 9318, 9346, 9834, 9921,
              ],
              [-6604, -4504, -960, 229, 1573, 1745, 1936, 2354, 2750, 3465, 4136, 4335, 4497, 5823, 8517, 8853, 8880, 9308],
              [
                -9767, -8755, -7140, -7000, -6041, -5938, -5409, -4939, -4569, -1419, -654, 398, 1093, 3519, 3669, 3869, 4179, 6668, 7577, 7874, 7900,
                8297,
              ],
              [-7024, -4517, -2197, -1015, 1186, 2115, 8831],
              [-9813, -8004, -7225, -6277, -5204, -3287, -1348, -494, -34, 430, 532, 1061, 2250, 2674, 2992, 4042, 6995, 9362, 9866],
              [-6799, -4189, -3743, -3082, -1861, -1252, -47, 29, 760, 1128, 2829, 3124, 3369, 3405, 4096, 4097, 4817, 8314, 8354, 9654],
            ],
          ],
          expected: [
            -9986, -9929, -9927, -9904, -9878, -9845, -9813, -9802, -9778, -9767, -9751, -9748, -9700, -9562, -9544, -9538, -9524, -9462, -9314,
            -9280, -9229, -9067, -9047, -9028, -8881, -8859, -8841, -8815, -8800, -8777, -8773, -8755, -8742, -8622, -8528, -8508, -8458, -8447,
            -8435, -8405, -8376, -8305, -8170, -8164, -8143, -8079, -8007, -8004, -7992, -7990, -7965, -7952, -7908, -7897, -7887, -7866, -7803,
            -7761, -7686, -7671, -7640, -7593, -7589, -7582, -7576, -7545, -7535, -7495, -7443, -7398, -7370, -7293, -7253, -7225, -7216, -7197,
            -7178, -7140, -7140, -7099, -7078, -7052, -7024, -7009, -7000, -6990, -6973, -6936, -6927, -6884, -6860, -6859, -6836, -6799, -6755,
            -6696, -6679, -6604, -6587, -6584, -6561, -6543, -6523, -6476, -6472, -6399, -6380, -6305, -6295, -6293, -6291, -6277, -6184, -6081,
            -6041, -6027, -5959, -5938, -5783, -5734, -5731, -5676, -5559, -5527, -5523, -5522, -5512, -5510, -5447, -5436, -5409, -5354, -5349,
            -5337, -5317, -5274, -5204, -5196, -5138, -5116, -5100, -5023, -4939, -4870, -4870, -4748, -4725, -4721, -4712, -4688, -4663, -4604,
            -4569, -4538, -4521, -4517, -4507, -4504, -4504, -4486, -4447, -4414, -4343, -4334, -4250, -4236, -4212, -4189, -4065, -3967, -3935,
            -3931, -3912, -3854, -3812, -3803, -3766, -3762, -3743, -3613, -3555, -3544, -3529, -3506, -3394, -3381, -3325, -3296, -3287, -3243,
            -3198, -3135, -3082, -3017, -3014, -2986, -2980, -2960, -2934, -2886, -2880, -2876, -2729, -2705, -2586, -2572, -2572, -2514, -2475,
            -2469, -2446, -2435, -2432, -2393, -2386, -2213, -2201, -2197, -2142, -2106, -2087, -2024, -1999, -1984, -1876, -1861, -1718, -1696,
            -1524, -1475, -1446, -1440, -1419, -1411, -1410, -1382, -1348, -1280, -1262, -1259, -1252, -1233, -1169, -1161, -1160, -1021, -1018,
            -1015, -960, -921, -907, -865, -861, -839, -800, -754, -654, -628, -590, -519, -494, -445, -409, -372, -348, -210, -59, -47, -34, -12, 5,
            29, 70, 101, 102, 156, 200, 229, 237, 280, 301, 398, 398, 430, 462, 492, 512, 532, 542, 557, 687, 719, 748, 760, 803, 843, 892, 1002,
            1013, 1014, 1033, 1047, 1048, 1061, 1093, 1128, 1186, 1328, 1341, 1468, 1469, 1506, 1571, 1573, 1591, 1629, 1692, 1745, 1798, 1814, 1840,
            1858, 1860, 1879, 1920, 1936, 1978, 1991, 2115, 2140, 2149, 2199, 2250, 2257, 2272, 2291, 2294, 2316, 2354, 2423, 2453, 2466, 2510, 2525,
            2538, 2580, 2594, 2610, 2674, 2682, 2726, 2750, 2829, 2833, 2849, 2887, 2893, 2918, 2965, 2992, 3024, 3025, 3063, 3124, 3182, 3235, 3244,
            3259, 3276, 3346, 3369, 3378, 3379, 3405, 3440, 3450, 3453, 3462, 3465, 3497, 3505, 3519, 3632, 3633, 3637, 3669, 3732, 3791, 3835, 3866,
            3869, 3895, 3962, 4042, 4071, 4096, 4097, 4133, 4136, 4179, 4189, 4278, 4335, 4338, 4372, 4481, 4489, 4497, 4645, 4661, 4666, 4717, 4755,
            4785, 4795, 4817, 4845, 4871, 4896, 4897, 4900, 4963, 4966, 5002, 5036, 5040, 5103, 5126, 5243, 5286, 5299, 5320, 5354, 5374, 5719, 5778,
            5823, 5824, 5847, 5883, 5972, 5997, 6028, 6053, 6117, 6117, 6118, 6130, 6180, 6206, 6228, 6255, 6330, 6459, 6477, 6601, 6604, 6621, 6638,
            6650, 6668, 6917, 6956, 6974, 6995, 7013, 7181, 7292, 7319, 7366, 7462, 7483, 7559, 7576, 7577, 7594, 7610, 7670, 7745, 7762, 7800, 7835,
            7874, 7900, 7918, 7935, 7954, 7955, 7970, 8032, 8080, 8113, 8149, 8167, 8234, 8295, 8297, 8314, 8333, 8354, 8428, 8443, 8515, 8517, 8545,
            8588, 8628, 8704, 8737, 8739, 8805, 8831, 8853, 8861, 8880, 8881, 8901, 8917, 8925, 8966, 9004, 9232, 9308, 9318, 9346, 9361, 9362, 9374,
            9385, 9459, 9543, 9654, 9700, 9715, 9735, 9739, 9743, 9834, 9866, 9921, 9933, 9980,
          ],
        },
        {
          input: [
            [
              [-4, -3, -2],
              [5],
              [-3, 5],
              [-3, 3, 4],
              [],
              [-3, 5],
              [-5, 1],
              [-4, -3, 3],
              [],
              [3],
              [],
              [],
              [-3, 0],
              [-5, -5],
              [],
              [0],
              [1, 3],
              [],
              [0],
              [-4],
              [],
              [-5, -4],
              [],
              [],
              [-1],
              [-2, 4],
              [3],
              [-1],
              [],
              [-5, -2],
              [-3, -1, 1],
              [-4, 2, 2],
              [5],
              [1, 3],
              [-2, 1, 4],
              [],
              [3],
              [-1, 5],
              [0],
              [],
              [2, 2],
              [2, 2],
              [-5, 4],
              [-4, 2],
              [],
              [1, 1],
              [-5],
              [],
              [],
              [0],
              [],
              [2],
              [-4, -4, -1],
              [-4, 3],
              [3, 3, 5],
              [1, 2],
              [-1, 2, 2],
              [0],
              [-2, -2],
              [],
              [-4, -2],
              [-2, 4],
              [-1],
              [],
              [0],
              [-2, 4],
              [],
              [-5, 1],
              [],
              [-3, 5],
              [-2, 1, 1],
              [-4, -1, 4],
              [],
              [-3, -1, 1],
              [-3],
              [1, 1, 5],
              [-3, 4, 4],
              [],
              [-5, -3],
              [],
              [-4, -2],
              [-3, -1, 0],
              [],
              [],
              [-2, 2, 3],
              [-4, -2],
              [-4, -3, 5],
              [-3, 4],
              [0, 2, 3],
              [-5],
              [-1, 1],
              [-2],
              [],
              [],
              [],
              [-4],
              [-2],
              [-3, 0, 3],
              [-2, 0, 3],
              [],
            ],
          ],
          expected: [
            -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -3, -3,
            -3, -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3,
            3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5,
          ],
        },
        {
          input: [
            [
              [
                -9983, -9871, -9869, -9815, -9763, -9738, -9655, -9502, -9478, -9382, -9206, -9066, -8999, -8996, -8994, -8910, -8906, -8814, -8692,
                -8678, -8609, -8607, -8582, -8553, -8537, -8488, -8468, -8467, -8426, -8412, -8330, -8300, -8206, -8132, -8039, -8026, -8001, -7950,
                -7884, -7840, -7822, -7820, -7746, -7724, -7690, -7632, -7527, -7488, -7401, -7322, -7307, -7289, -7277, -7251, -7213, -7206, -7206,
                -7159, -7080, -7060, -6963, -6882, -6862, -6810, -6801, -6765, -6712, -6531, -6507, -6457, -6402, -6398, -6342, -6276, -6275, -6258,
                -6230, -6221, -6212, -5994, -5991, -5938, -5926, -5920, -5869, -5861, -5738, -5706, -5698, -5675, -5630, -5614, -5558, -5496, -5475,
                -5231, -5151, -5123, -5088, -5067, -4986, -4961, -4920, -4914, -4856, -4805, -4639, -4622, -4520, -4485, -4455, -4392, -4391, -4317,
                -4217, -4212, -4163, -4135, -4069, -4057, -4049, -3969, -3948, -3944, -3933, -3914, -3847, -3831, -3805, -3801, -3797, -3721, -3706,
                -3587, -3572, -3521, -3509, -3475, -3390, -3275, -3243, -3211, -3112, -2996, -2929, -2830, -2716, -2619, -2592, -2568, -2494, -2491,
                -2490, -2474, -2355, -2210, -2105, -2034, -1984, -1979, -1847, -1829, -1818, -1762, -1733, -1701, -1684, -1680, -1435, -1429, -1394,
                -1219, -1207, -1180, -1144, -1089, -1050, -907, -904, -771, -699, -691, -630, -569, -363, -333, -144, -39, -14, -2, 7, 108, 122, 179,
                182, 307, 317, 363, 397, 501, 522, 567, 626, 685, 708, 857, 901, 906, 958, 1034, 1035, 1137, 1145, 1247, 1381, 1477, 1514, 1529, 1560,
                1608, 1610, 1624, 1658, 1684, 1740, 1744, 1767, 1781, 1838, 1865, 1867, 1890, 1919, 1996, 2062, 2165, 2167, 2168, 2209, 2241, 2280,
                2317, 2323, 2361, 2371, 2391, 2400, 2404, 2589, 2598, 2670, 2823, 2831, 2918, 2992, 3004, 3018, 3038, 3188, 3214, 3360, 3374, 3374,
                3567, 3715, 3741, 3741, 3767, 3792, 3808, 3887, 3925, 4016, 4038, 4067, 4069, 4108, 4196, 4273, 4274, 4280, 4280, 4305, 4482, 4547,
                4554, 4565, 4614, 4625, 4728, 4735, 4887, 4954, 5024, 5055, 5063, 5077, 5086, 5100, 5116, 5197, 5217, 5239, 5270, 5281, 5284, 5286,
                5313, 5409, 5438, 5440, 5566, 5721, 5721, 5741, 5764, 5780, 5800, 5873, 5930, 5962, 5962, 6000, 6044, 6150, 6221, 6229, 6299, 6371,
                6416, 6424, 6440, 6675, 6696, 6715, 6815, 6980, 7125, 7181, 7261, 7457, 7476, 7575, 7633, 7693, 7701, 7717, 7758, 7841, 7869, 7902,
                7950, 8015, 8023, 8060, 8131, 8174, 8184, 8208, 8232, 8248, 8253, 8255, 8266, 8295, 8336, 8485, 8495, 8553, 8669, 8713, 8752, 8776,
                8895, 8936, 9175, 9204, 9220, 9227, 9298, 9372, 9393, 9414, 9429, 9458, 9512, 9525, 9551, 9562, 9645, 9646, 9657, 9668, 9703, 9729,
                9871, 9881, 9895, 9906, 9951,
              ],
            ],
          ],
          expected: [
            -9983, -9871, -9869, -9815, -9763, -9738, -9655, -9502, -9478, -9382, -9206, -9066, -8999, -8996, -8994, -8910, -8906, -8814, -8692,
            -8678, -8609, -8607, -8582, -8553, -8537, -8488, -8468, -8467, -8426, -8412, -8330, -8300, -8206, -8132, -8039, -8026, -8001, -7950,
            -7884, -7840, -7822, -7820, -7746, -7724, -7690, -7632, -7527, -7488, -7401, -7322, -7307, -7289, -7277, -7251, -7213, -7206, -7206,
            -7159, -7080, -7060, -6963, -6882, -6862, -6810, -6801, -6765, -6712, -6531, -6507, -6457, -6402, -6398, -6342, -6276, -6275, -6258,
            -6230, -6221, -6212, -5994, -5991, -5938, -5926, -5920, -5869, -5861, -5738, -5706, -5698, -5675, -5630, -5614, -5558, -5496, -5475,
            -5231, -5151, -5123, -5088, -5067, -4986, -4961, -4920, -4914, -4856, -4805, -4639, -4622, -4520, -4485, -4455, -4392, -4391, -4317,
            -4217, -4212, -4163, -4135, -4069, -4057, -4049, -3969, -3948, -3944, -3933, -3914, -3847, -3831, -3805, -3801, -3797, -3721, -3706,
            -3587, -3572, -3521, -3509, -3475, -3390, -3275, -3243, -3211, -3112, -2996, -2929, -2830, -2716, -2619, -2592, -2568, -2494, -2491,
            -2490, -2474, -2355, -2210, -2105, -2034, -1984, -1979, -1847, -1829, -1818, -1762, -1733, -1701, -1684, -1680, -1435, -1429, -1394,
            -1219, -1207, -1180, -1144, -1089, -1050, -907, -904, -771, -699, -691, -630, -569, -363, -333, -144, -39, -14, -2, 7, 108, 122, 179, 182,
            307, 317, 363, 397, 501, 522, 567, 626, 685, 708, 857, 901, 906, 958, 1034, 1035, 1137, 1145, 1247, 1381, 1477, 1514, 1529, 1560, 1608,
            1610, 1624, 1658, 1684, 1740, 1744, 1767, 1781, 1838, 1865, 1867, 1890, 1919, 1996, 2062, 2165, 2167, 2168, 2209, 2241, 2280, 2317, 2323,
            2361, 2371, 2391, 2400, 2404, 2589, 2598, 2670, 2823, 2831, 2918, 2992, 3004, 3018, 3038, 3188, 3214, 3360, 3374, 3374, 3567, 3715, 3741,
            3741, 3767, 3792, 3808, 3887, 3925, 4016, 4038, 4067, 4069, 4108, 4196, 4273, 4274, 4280, 4280, 4305, 4482, 4547, 4554, 4565, 4614, 4625,
            4728, 4735, 4887, 4954, 5024, 5055, 5063, 5077, 5086, 5100, 5116, 5197, 5217, 5239, 5270, 5281, 5284, 5286, 5313, 5409, 5438, 5440, 5566,
            5721, 5721, 5741, 5764, 5780, 5800, 5873, 5930, 5962, 5962, 6000, 6044, 6150, 6221, 6229, 6299, 6371, 6416, 6424, 6440, 6675, 6696, 6715,
            6815, 6980, 7125, 7181, 7261, 7457, 7476, 7575, 7633, 7693, 7701, 7717, 7758, 7841, 7869, 7902, 7950, 8015, 8023, 8060, 8131, 8174, 8184,
            8208, 8232, 8248, 8253, 8255, 8266, 8295, 8336, 8485, 8495, 8553, 8669, 8713, 8752, 8776, 8895, 8936, 9175, 9204, 9220, 9227, 9298, 9372,
            9393, 9414, 9429, 9458, 9512, 9525, 9551, 9562, 9645, 9646, 9657, 9668, 9703, 9729, 9871, 9881, 9895, 9906, 9951,
          ],
        },
      ],
      companies: { Google: 16, Amazon: 21, Microsoft: 13, Apple: 9, Netflix: 4, LinkedIn: 9, Meta: 19 },
    },
    {
      slug: "kth-smallest-in-sorted-grid",
      title: "K-th Smallest Value in a Sorted Grid",
      difficulty: "medium",
      statement: `\`matrix\` is an \`n × n\` grid of integers in which every row is sorted from left to right and every column is sorted from top to bottom (both in non-decreasing order). Return the \`k\`-th smallest value in the whole grid, counting equal values separately: with \`k = 1\` you return the minimum, with \`k = n²\` the maximum.

Avoid building and sorting the list of all \`n²\` values.

### Examples

**Example 1**

\`\`\`
Input: matrix = [[1, 4, 7], [2, 5, 9], [3, 8, 12]], k = 4
Output: 4
\`\`\`

In sorted order the grid reads 1, 2, 3, 4, 5, 7, 8, 9, 12; the fourth value is 4.

**Example 2**

\`\`\`
Input: matrix = [[2, 2], [2, 3]], k = 3
Output: 2
\`\`\`

Duplicates count: the values are 2, 2, 2, 3.

**Example 3**

\`\`\`
Input: matrix = [[-6]], k = 1
Output: -6
\`\`\`

A one-cell grid.

### Constraints

- \`1 <= n <= 300\`
- \`-10^9 <= matrix[i][j] <= 10^9\`
- Rows and columns are sorted in non-decreasing order.
- \`1 <= k <= n²\`
`,
      functionName: "kthSmallestInGrid",
      params: [
        { name: "matrix", type: "int[][]" },
        { name: "k", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def kthSmallestInGrid(matrix: List[List[int]], k: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {number[][]} matrix
 * @param {number} k
 * @return {number}
 */
function kthSmallestInGrid(matrix, k) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int kthSmallestInGrid(int[][] matrix, int k) {
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

int kthSmallestInGrid(vector<vector<int>>& matrix, int k) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func kthSmallestInGrid(matrix [][]int, k int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `import heapq


def kthSmallestInGrid(matrix, k):
    n = len(matrix)
    heap = [(matrix[r][0], r, 0) for r in range(min(n, k))]
    heapq.heapify(heap)
    for _ in range(k - 1):
        value, r, c = heapq.heappop(heap)
        if c + 1 < n:
            heapq.heappush(heap, (matrix[r][c + 1], r, c + 1))
    return heap[0][0]
`,
        javascript: `class Heap {
  // binary heap; less(a, b) === true means a leaves before b
  constructor(less) {
    this.items = [];
    this.less = less;
  }
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(item) {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < a.length && this.less(a[l], a[best])) best = l;
        if (r < a.length && this.less(a[r], a[best])) best = r;
        if (best === i) break;
        [a[i], a[best]] = [a[best], a[i]];
        i = best;
      }
    }
    return top;
  }
}

function kthSmallestInGrid(matrix, k) {
  const n = matrix.length;
  const heap = new Heap((a, b) => a[0] < b[0]); // [value, row, col]
  for (let r = 0; r < Math.min(n, k); r++) heap.push([matrix[r][0], r, 0]);
  for (let i = 0; i < k - 1; i++) {
    const [, r, c] = heap.pop();
    if (c + 1 < n) heap.push([matrix[r][c + 1], r, c + 1]);
  }
  return heap.peek()[0];
}
`,
        java: `import java.util.*;

class Solution {
    public static int kthSmallestInGrid(int[][] matrix, int k) {
        int n = matrix.length;
        // entries {value, row, column}, smallest value first
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int r = 0; r < Math.min(n, k); r++) heap.add(new int[] {matrix[r][0], r, 0});
        for (int i = 0; i < k - 1; i++) {
            int[] top = heap.poll();
            int r = top[1], c = top[2];
            if (c + 1 < n) heap.add(new int[] {matrix[r][c + 1], r, c + 1});
        }
        return heap.peek()[0];
    }
}
`,
        cpp: `#include <algorithm>
#include <functional>
#include <queue>
#include <tuple>
#include <vector>
using namespace std;

int kthSmallestInGrid(vector<vector<int>>& matrix, int k) {
    int n = matrix.size();
    // (value, row, column), smallest value first
    priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<tuple<int, int, int>>> heap;
    for (int r = 0; r < min(n, k); r++) heap.push({matrix[r][0], r, 0});
    for (int i = 0; i < k - 1; i++) {
        auto [value, r, c] = heap.top();
        heap.pop();
        if (c + 1 < n) heap.push({matrix[r][c + 1], r, c + 1});
    }
    return get<0>(heap.top());
}
`,
        go: `package main

import "container/heap"

// cellHeap is a min-heap of (value, row, column) triples.
type cellHeap [][3]int

func (h cellHeap) Len() int { return len(h) }
func (h cellHeap) Less(i, j int) bool {
	for k := 0; k < 3; k++ {
		if h[i][k] != h[j][k] {
			return h[i][k] < h[j][k]
		}
	}
	return false
}
func (h cellHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *cellHeap) Push(x interface{}) { *h = append(*h, x.([3]int)) }
func (h *cellHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func kthSmallestInGrid(matrix [][]int, k int) int {
	n := len(matrix)
	h := &cellHeap{}
	for r := 0; r < n && r < k; r++ {
		heap.Push(h, [3]int{matrix[r][0], r, 0})
	}
	for i := 0; i < k-1; i++ {
		top := heap.Pop(h).([3]int)
		r, c := top[1], top[2]
		if c+1 < n {
			heap.Push(h, [3]int{matrix[r][c+1], r, c + 1})
		}
	}
	return (*h)[0][0]
}
`,
      },
      solutionExplanation: `### Idea

Treat each row as a sorted list and run a k-way merge, stopping after \`k\` steps instead of merging everything. Rows below the first \`k\` can be ignored: because columns are sorted, every value in such a row is at least as large as the first elements of the \`k\` rows above it, so \`k\` values no larger than it already exist. The heap therefore never needs more than \`min(n, k)\` entries.

### Step by step

1. Push \`(matrix[r][0], r, 0)\` for rows \`r = 0 … min(n, k) - 1\`.
2. Pop \`k - 1\` times. After popping \`(value, r, c)\`, push the next cell of the same row, \`(matrix[r][c + 1], r, c + 1)\`, if it exists.
3. The top of the heap is now the \`k\`-th smallest value.

For the first example the pops remove 1, 2 and 3 (pushing 4, 5 and 8 in their place), leaving 4 on top.

### Complexity

- **Time:** \`O(min(n, k) + k log min(n, k))\`: heap construction plus \`k\` pops and pushes.
- **Space:** \`O(min(n, k))\` for the heap.

The column order is not used by this approach. A binary search over the value range, counting cells \`<= mid\` along a staircase, uses it and runs in \`O(n log(max - min))\`, which helps when \`k\` is close to \`n²\`.
`,
      visibleTests: [
        {
          input: [
            [
              [1, 4, 7],
              [2, 5, 9],
              [3, 8, 12],
            ],
            4,
          ],
          expected: 4,
        },
        {
          input: [
            [
              [2, 2],
              [2, 3],
            ],
            3,
          ],
          expected: 2,
        },
        { input: [[[-6]], 1], expected: -6 },
      ],
      hiddenTests: [
        { input: [[[5]], 1], expected: 5 },
        {
          input: [
            [
              [1, 2],
              [3, 4],
            ],
            1,
          ],
          expected: 1,
        },
        {
          input: [
            [
              [1, 2],
              [3, 4],
            ],
            4,
          ],
          expected: 4,
        },
        {
          input: [
            [
              [1, 3],
              [2, 4],
            ],
            2,
          ],
          expected: 2,
        },
        {
          input: [
            [
              [0, 0, 0],
              [0, 0, 0],
              [0, 0, 1],
            ],
            9,
          ],
          expected: 1,
        },
        {
          input: [
            [
              [-1000000000, 0],
              [0, 1000000000],
            ],
            3,
          ],
          expected: 0,
        },
        {
          input: [
            [
              [1, 5, 9],
              [10, 11, 13],
              [12, 13, 15],
            ],
            8,
          ],
          expected: 13,
        },
        {
          input: [
            [
              [-996, -996, -991, -988, -984, -982, -981, -981, -980, -975, -973, -970, -966, -964, -960, -960, -956, -953, -948, -947],
              [-995, -992, -989, -986, -984, -982, -976, -976, -976, -970, -968, -968, -963, -960, -957, -954, -949, -948, -944, -940],
              [-995, -990, -985, -983, -981, -977, -975, -973, -970, -970, -968, -964, -962, -957, -954, -953, -944, -939, -937, -934],
              [-991, -985, -984, -982, -979, -977, -973, -971, -970, -966, -961, -957, -953, -949, -946, -945, -942, -937, -933, -929],
              [-990, -984, -981, -976, -973, -973, -970, -968, -965, -960, -959, -954, -950, -945, -941, -937, -932, -930, -926, -926],
              [-986, -984, -976, -976, -973, -968, -967, -965, -964, -957, -953, -948, -947, -945, -939, -936, -928, -926, -922, -918],
              [-982, -977, -975, -974, -969, -965, -965, -960, -955, -950, -946, -945, -941, -941, -936, -935, -924, -922, -917, -917],
              [-982, -974, -974, -969, -967, -962, -957, -957, -955, -945, -941, -941, -940, -936, -932, -931, -920, -915, -911, -907],
              [-982, -970, -967, -966, -965, -961, -956, -951, -948, -941, -937, -936, -934, -934, -930, -930, -918, -911, -909, -906],
              [-977, -966, -965, -962, -957, -956, -954, -947, -943, -939, -934, -930, -930, -929, -928, -926, -917, -911, -905, -901],
              [-975, -962, -960, -958, -955, -954, -950, -946, -938, -933, -928, -924, -923, -922, -921, -917, -913, -911, -904, -901],
              [-972, -959, -956, -955, -950, -947, -947, -941, -938, -930, -923, -918, -916, -914, -909, -909, -908, -903, -901, -901],
              [-967, -955, -950, -948, -943, -941, -936, -933, -930, -929, -919, -918, -916, -914, -909, -906, -904, -902, -898, -894],
              [-962, -954, -950, -948, -940, -939, -932, -928, -923, -923, -919, -918, -916, -913, -906, -903, -902, -900, -897, -892],
              [-961, -952, -949, -943, -938, -933, -928, -924, -918, -916, -911, -907, -906, -904, -902, -897, -893, -889, -887, -883],
              [-956, -950, -944, -942, -935, -929, -926, -922, -913, -910, -905, -905, -903, -898, -898, -892, -889, -885, -882, -882],
              [-951, -945, -942, -942, -930, -925, -924, -917, -913, -909, -901, -901, -897, -893, -888, -885, -882, -880, -880, -880],
              [-950, -940, -939, -936, -926, -923, -919, -912, -912, -908, -897, -896, -894, -890, -883, -881, -879, -878, -874, -872],
              [-945, -937, -934, -931, -926, -920, -914, -910, -909, -906, -895, -890, -886, -883, -880, -879, -875, -870, -870, -865],
              [-944, -932, -928, -924, -923, -920, -914, -910, -909, -904, -890, -887, -881, -876, -871, -871, -866, -864, -860, -859],
            ],
            137,
          ],
          expected: -951,
        },
        {
          input: [
            [
              [
                -1000, -999, -997, -997, -997, -996, -995, -993, -993, -991, -990, -990, -989, -989, -987, -987, -986, -984, -982, -982, -981, -979,
                -977, -976, -974, -973, -973, -971, -969, -968,
              ],
              [
                -1000, -999, -997, -995, -993, -991, -989, -989, -988, -987, -986, -985, -985, -983, -983, -981, -979, -979, -977, -975, -974, -972,
                -972, -970, -968, -968, -966, -966, -966, -965,
              ],
              [
                -998, -998, -997, -995, -992, -990, -987, -986, -986, -984, -984, -984, -983, -981, -981, -981, -979, -978, -977, -973, -973, -972,
                -971, -969, -967, -966, -965, -964, -962, -961,
              ],
              [
                -998, -998, -995, -994, -990, -988, -985, -983, -981, -979, -977, -977, -977, -975, -975, -974, -973, -972, -971, -969, -969, -967,
                -967, -965, -963, -962, -961, -961, -960, -959,
              ],
              [
                -996, -996, -993, -993, -990, -987, -985, -983, -980, -978, -975, -973, -973, -971, -970, -968, -967, -967, -967, -967, -965, -963,
                -961, -960, -959, -957, -955, -954, -952, -951,
              ],
              [
                -994, -992, -991, -990, -989, -986, -984, -981, -980, -978, -975, -973, -971, -969, -967, -967, -966, -966, -964, -962, -960, -959,
                -958, -957, -957, -955, -955, -952, -952, -951,
              ],
              [
                -992, -992, -990, -990, -987, -984, -983, -980, -980, -976, -974, -971, -971, -968, -966, -966, -964, -963, -963, -961, -959, -959,
                -957, -956, -955, -953, -951, -951, -949, -948,
              ],
              [
                -992, -992, -990, -990, -987, -983, -983, -980, -979, -975, -972, -970, -969, -967, -965, -965, -962, -960, -959, -958, -956, -955,
                -954, -954, -953, -952, -951, -950, -949, -946,
              ],
              [
                -991, -989, -988, -987, -987, -982, -981, -980, -978, -973, -972, -970, -968, -965, -965, -963, -961, -958, -956, -955, -953, -952,
                -952, -951, -951, -950, -948, -946, -945, -944,
              ],
              [
                -990, -988, -987, -985, -984, -980, -980, -979, -978, -971, -969, -968, -968, -963, -962, -961, -961, -956, -956, -955, -953, -950,
                -950, -950, -949, -948, -947, -946, -944, -943,
              ],
              [
                -990, -988, -985, -983, -982, -978, -977, -975, -974, -969, -967, -967, -966, -961, -960, -959, -957, -956, -954, -952, -950, -948,
                -947, -945, -944, -944, -943, -942, -942, -941,
              ],
              [
                -990, -987, -983, -982, -981, -977, -977, -975, -973, -967, -965, -965, -965, -961, -959, -959, -955, -955, -953, -950, -949, -946,
                -944, -942, -940, -939, -937, -935, -933, -932,
              ],
              [
                -990, -987, -981, -979, -977, -975, -973, -972, -972, -966, -963, -962, -960, -958, -957, -955, -955, -954, -953, -949, -949, -945,
                -943, -942, -938, -936, -934, -932, -930, -929,
              ],
              [
                -989, -986, -979, -979, -975, -975, -973, -971, -970, -965, -963, -961, -960, -956, -954, -954, -954, -952, -950, -947, -947, -944,
                -943, -941, -938, -934, -934, -931, -929, -928,
              ],
              [
                -988, -986, -978, -976, -974, -972, -972, -971, -968, -964, -963, -961, -960, -955, -954, -954, -954, -952, -950, -945, -944, -943,
                -942, -939, -937, -934, -934, -931, -929, -928,
              ],
              [
                -986, -984, -978, -975, -974, -971, -969, -969, -968, -962, -960, -960, -958, -953, -951, -950, -948, -947, -945, -944, -943, -941,
                -940, -937, -935, -933, -932, -930, -928, -928,
              ],
              [
                -985, -984, -978, -973, -973, -969, -968, -966, -964, -961, -960, -960, -957, -951, -950, -948, -947, -947, -945, -943, -942, -941,
                -938, -935, -933, -932, -930, -928, -926, -924,
              ],
              [
                -985, -984, -976, -973, -971, -968, -967, -964, -963, -961, -960, -960, -956, -950, -949, -948, -947, -947, -944, -942, -940, -939,
                -936, -935, -932, -932, -930, -928, -925, -924,
              ],
              [
                -985, -984, -976, -973, -971, -967, -967, -963, -963, -961, -958, -957, -956, -950, -947, -946, -945, -945, -943, -941, -940, -939,
                -935, -933, -930, -928, -928, -927, -925, -922,
              ],
              [
                -984, -983, -974, -972, -970, -967, -966, -961, -960, -959, -956, -955, -955, -949, -947, -945, -944, -944, -941, -939, -937, -935,
                -935, -931, -929, -927, -925, -924, -922, -922,
              ],
              [
                -982, -982, -974, -971, -970, -966, -964, -960, -960, -958, -955, -953, -952, -947, -945, -943, -942, -941, -939, -938, -937, -935,
                -935, -929, -928, -926, -925, -923, -922, -920,
              ],
              [
                -980, -980, -973, -969, -969, -964, -962, -960, -960, -958, -955, -953, -950, -946, -943, -943, -941, -940, -938, -938, -936, -935,
                -934, -928, -926, -925, -923, -922, -920, -918,
              ],
              [
                -980, -979, -973, -967, -965, -962, -960, -958, -956, -954, -953, -953, -949, -946, -941, -939, -937, -935, -933, -933, -931, -930,
                -928, -927, -924, -923, -923, -920, -919, -918,
              ],
              [
                -978, -977, -973, -966, -964, -961, -958, -958, -954, -954, -951, -951, -949, -945, -941, -939, -936, -934, -932, -932, -931, -930,
                -926, -926, -923, -922, -920, -918, -916, -915,
              ],
              [
                -978, -976, -971, -965, -962, -961, -957, -955, -954, -954, -949, -948, -946, -944, -941, -938, -935, -934, -930, -930, -930, -929,
                -924, -922, -922, -922, -919, -916, -915, -914,
              ],
              [
                -978, -975, -971, -964, -962, -960, -957, -953, -953, -951, -948, -948, -945, -942, -941, -937, -935, -932, -929, -929, -927, -926,
                -922, -922, -921, -919, -917, -916, -915, -912,
              ],
              [
                -978, -975, -970, -962, -962, -958, -955, -952, -950, -949, -948, -946, -945, -941, -941, -936, -934, -930, -928, -926, -924, -923,
                -922, -922, -920, -917, -917, -915, -915, -910,
              ],
              [
                -977, -974, -968, -961, -959, -956, -955, -951, -948, -946, -944, -943, -943, -940, -938, -935, -934, -930, -928, -924, -924, -922,
                -921, -920, -918, -915, -913, -912, -912, -909,
              ],
              [
                -977, -972, -967, -961, -957, -954, -954, -950, -948, -944, -944, -942, -941, -939, -937, -934, -933, -930, -927, -923, -923, -921,
                -921, -919, -917, -913, -913, -912, -910, -909,
              ],
              [
                -975, -972, -966, -959, -955, -954, -953, -949, -947, -944, -942, -940, -938, -936, -935, -934, -932, -928, -925, -921, -921, -921,
                -921, -918, -917, -912, -911, -910, -910, -909,
              ],
            ],
            1,
          ],
          expected: -1000,
        },
        {
          input: [
            [
              [
                -998, -996, -993, -990, -990, -988, -988, -988, -987, -984, -982, -981, -981, -978, -975, -974, -974, -973, -971, -968, -967, -965,
                -965, -962, -961, -960, -958, -958, -956, -956,
              ],
              [
                -995, -995, -992, -989, -987, -987, -986, -986, -985, -981, -978, -975, -975, -973, -973, -973, -970, -969, -968, -967, -964, -962,
                -960, -958, -958, -958, -958, -957, -954, -954,
              ],
              [
                -994, -991, -991, -987, -987, -986, -983, -980, -978, -976, -975, -972, -972, -971, -971, -969, -968, -967, -966, -966, -963, -959,
                -957, -954, -952, -949, -947, -944, -944, -942,
              ],
              [
                -993, -988, -986, -983, -983, -980, -980, -980, -977, -976, -975, -972, -969, -967, -967, -964, -961, -959, -958, -958, -955, -954,
                -953, -952, -950, -946, -945, -942, -939, -939,
              ],
              [
                -990, -986, -983, -980, -978, -975, -974, -971, -968, -965, -963, -960, -957, -956, -954, -953, -951, -949, -947, -946, -945, -945,
                -942, -939, -937, -937, -934, -934, -931, -928,
              ],
              [
                -988, -983, -980, -978, -977, -975, -972, -971, -965, -962, -960, -960, -954, -953, -952, -951, -951, -946, -943, -942, -941, -939,
                -936, -936, -935, -932, -932, -930, -929, -927,
              ],
              [
                -988, -980, -978, -977, -974, -974, -970, -968, -963, -960, -957, -954, -953, -950, -948, -948, -948, -944, -940, -938, -935, -932,
                -931, -930, -927, -927, -925, -924, -921, -920,
              ],
              [
                -985, -977, -976, -974, -974, -971, -967, -965, -961, -957, -957, -953, -950, -948, -947, -947, -945, -943, -940, -937, -934, -930,
                -929, -929, -925, -923, -921, -920, -918, -915,
              ],
              [
                -984, -975, -974, -972, -972, -968, -966, -965, -959, -957, -954, -952, -947, -944, -941, -941, -941, -938, -936, -936, -931, -927,
                -927, -926, -924, -922, -919, -916, -915, -914,
              ],
              [
                -984, -974, -974, -970, -969, -967, -964, -962, -957, -954, -951, -950, -945, -943, -941, -939, -938, -938, -934, -931, -930, -924,
                -921, -918, -915, -914, -913, -913, -911, -908,
              ],
              [
                -981, -971, -968, -965, -965, -964, -964, -961, -954, -952, -948, -945, -943, -942, -939, -937, -935, -933, -933, -931, -929, -922,
                -918, -916, -912, -912, -911, -909, -909, -908,
              ],
              [
                -980, -970, -968, -963, -963, -962, -960, -957, -952, -952, -946, -942, -940, -938, -935, -932, -932, -931, -930, -930, -926, -921,
                -917, -916, -909, -906, -905, -902, -902, -900,
              ],
              [
                -980, -969, -968, -962, -959, -956, -955, -954, -952, -950, -945, -940, -938, -936, -935, -931, -930, -927, -927, -924, -922, -921,
                -917, -915, -907, -906, -902, -901, -900, -898,
              ],
              [
                -979, -966, -963, -959, -956, -953, -951, -948, -947, -947, -944, -940, -935, -933, -932, -929, -928, -927, -925, -923, -922, -919,
                -915, -915, -904, -902, -900, -900, -900, -897,
              ],
              [
                -978, -963, -960, -959, -955, -952, -951, -948, -946, -943, -943, -940, -935, -933, -931, -927, -927, -925, -922, -920, -917, -917,
                -912, -909, -903, -900, -899, -897, -894, -893,
              ],
              [
                -977, -962, -958, -957, -954, -949, -948, -948, -945, -942, -940, -940, -933, -931, -928, -924, -922, -922, -919, -918, -915, -914,
                -909, -906, -900, -898, -897, -896, -894, -890,
              ],
              [
                -974, -961, -955, -954, -951, -946, -944, -943, -942, -939, -937, -936, -931, -929, -927, -921, -920, -917, -917, -917, -912, -910,
                -908, -903, -897, -894, -892, -889, -887, -884,
              ],
              [
                -972, -959, -954, -954, -951, -946, -942, -941, -939, -937, -934, -932, -931, -926, -924, -919, -919, -915, -914, -912, -911, -908,
                -905, -900, -895, -892, -891, -887, -887, -882,
              ],
              [
                -972, -956, -951, -951, -951, -946, -939, -939, -938, -935, -932, -930, -927, -924, -922, -919, -916, -914, -912, -911, -909, -905,
                -902, -897, -894, -891, -890, -884, -884, -880,
              ],
              [
                -970, -954, -949, -946, -943, -941, -936, -933, -933, -931, -929, -926, -924, -924, -920, -919, -916, -914, -909, -906, -904, -902,
                -902, -894, -891, -888, -885, -882, -879, -878,
              ],
              [
                -970, -952, -947, -943, -940, -940, -934, -931, -928, -928, -928, -926, -921, -919, -917, -916, -913, -911, -909, -904, -901, -898,
                -895, -893, -891, -887, -884, -880, -879, -876,
              ],
              [
                -967, -950, -944, -942, -938, -937, -933, -930, -925, -924, -921, -921, -920, -917, -915, -912, -911, -911, -907, -901, -901, -897,
                -893, -893, -888, -887, -884, -880, -879, -876,
              ],
              [
                -965, -949, -942, -939, -938, -936, -931, -930, -925, -923, -918, -916, -913, -910, -909, -907, -906, -903, -903, -901, -901, -897,
                -893, -893, -888, -885, -884, -880, -879, -874,
              ],
              [
                -964, -947, -942, -937, -935, -932, -929, -926, -925, -921, -917, -915, -912, -907, -904, -901, -900, -897, -896, -894, -894, -894,
                -892, -892, -886, -882, -881, -878, -876, -871,
              ],
              [
                -963, -947, -941, -937, -932, -932, -926, -925, -924, -918, -916, -913, -909, -907, -901, -899, -896, -893, -890, -888, -887, -887,
                -884, -883, -880, -879, -878, -878, -875, -871,
              ],
              [
                -961, -947, -940, -936, -931, -930, -924, -921, -919, -918, -915, -913, -908, -905, -898, -895, -893, -891, -887, -884, -881, -881,
                -879, -879, -879, -878, -876, -876, -872, -870,
              ],
              [
                -958, -946, -938, -935, -929, -928, -923, -920, -917, -916, -912, -911, -907, -904, -895, -895, -890, -888, -885, -881, -881, -878,
                -875, -875, -872, -870, -870, -868, -866, -864,
              ],
              [
                -956, -946, -938, -934, -928, -927, -923, -920, -917, -913, -909, -909, -907, -902, -893, -892, -887, -885, -885, -879, -878, -875,
                -872, -870, -868, -868, -865, -864, -861, -858,
              ],
              [
                -956, -945, -936, -931, -925, -922, -919, -918, -917, -911, -906, -906, -906, -899, -892, -891, -885, -885, -883, -876, -873, -872,
                -869, -866, -866, -863, -862, -860, -858, -856,
              ],
              [
                -954, -943, -935, -929, -925, -919, -916, -914, -912, -910, -903, -900, -897, -896, -889, -886, -882, -881, -879, -874, -872, -872,
                -868, -865, -863, -863, -862, -857, -855, -853,
              ],
            ],
            900,
          ],
          expected: -853,
        },
        {
          input: [
            [
              [-3, -2, -2, -2, -2, -2, -1, 0, 0, 1, 2, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 11, 11],
              [-2, -2, -2, -2, -2, -2, -1, 0, 0, 1, 2, 3, 4, 4, 5, 6, 6, 7, 8, 9, 11, 11, 12, 12, 13],
              [-1, -1, -1, -1, -1, -1, 0, 0, 1, 1, 3, 4, 4, 4, 5, 6, 7, 8, 8, 9, 12, 12, 12, 12, 13],
              [0, 0, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 6, 7, 8, 8, 9, 9, 13, 14, 14, 14, 15],
              [1, 1, 2, 2, 2, 3, 4, 4, 4, 5, 6, 6, 7, 8, 8, 8, 9, 9, 9, 9, 13, 15, 15, 16, 17],
              [1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 9, 9, 10, 11, 11, 11, 11, 12, 12, 13, 13, 15, 16, 16, 18],
              [1, 3, 4, 5, 5, 6, 8, 9, 9, 10, 11, 12, 13, 14, 14, 14, 14, 14, 14, 14, 14, 15, 16, 17, 18],
              [1, 4, 5, 6, 7, 7, 8, 10, 10, 10, 12, 13, 13, 14, 14, 15, 16, 16, 17, 18, 19, 19, 20, 21, 22],
              [1, 5, 6, 6, 8, 9, 9, 10, 11, 11, 12, 14, 15, 16, 17, 17, 18, 19, 20, 21, 21, 22, 22, 22, 22],
              [1, 5, 6, 6, 8, 9, 9, 11, 11, 11, 13, 15, 15, 16, 17, 18, 19, 19, 20, 21, 21, 22, 23, 24, 25],
              [2, 6, 6, 6, 9, 9, 10, 11, 11, 12, 13, 15, 15, 17, 18, 18, 19, 20, 21, 22, 23, 24, 25, 25, 26],
              [3, 6, 7, 8, 10, 11, 12, 13, 14, 15, 15, 15, 16, 18, 19, 19, 19, 21, 21, 23, 23, 25, 26, 27, 27],
              [4, 7, 7, 9, 11, 12, 13, 13, 14, 15, 15, 15, 16, 19, 19, 19, 20, 21, 22, 23, 24, 26, 26, 28, 28],
              [5, 8, 8, 10, 12, 12, 13, 14, 14, 15, 16, 17, 17, 19, 20, 21, 21, 21, 23, 24, 24, 27, 27, 28, 29],
              [6, 8, 8, 10, 13, 14, 15, 15, 16, 17, 18, 19, 19, 19, 21, 22, 22, 23, 23, 25, 26, 27, 27, 29, 30],
              [6, 9, 10, 10, 14, 15, 15, 16, 16, 18, 18, 20, 20, 20, 22, 23, 23, 24, 25, 25, 26, 27, 27, 30, 31],
              [6, 10, 10, 10, 15, 15, 16, 16, 17, 18, 19, 21, 21, 22, 23, 24, 25, 26, 27, 27, 28, 28, 29, 30, 32],
              [7, 11, 12, 13, 16, 16, 16, 17, 18, 19, 19, 21, 22, 23, 23, 25, 26, 27, 28, 28, 29, 29, 30, 31, 33],
              [7, 12, 13, 14, 16, 16, 17, 17, 19, 19, 19, 21, 22, 24, 24, 26, 27, 28, 29, 29, 30, 31, 32, 32, 34],
              [8, 13, 14, 14, 16, 16, 17, 17, 19, 19, 20, 22, 23, 24, 24, 26, 28, 29, 30, 30, 31, 31, 33, 34, 34],
              [9, 14, 15, 15, 16, 17, 18, 18, 19, 20, 21, 22, 23, 25, 25, 26, 28, 30, 31, 31, 32, 33, 34, 34, 34],
              [9, 15, 16, 16, 16, 18, 19, 19, 19, 21, 21, 23, 24, 26, 26, 27, 28, 30, 32, 33, 33, 34, 34, 34, 35],
              [9, 16, 17, 18, 18, 19, 19, 20, 20, 22, 22, 23, 24, 26, 27, 27, 28, 31, 32, 34, 34, 34, 35, 36, 37],
              [10, 16, 18, 19, 20, 20, 20, 21, 21, 23, 24, 24, 24, 26, 27, 28, 28, 31, 32, 34, 35, 35, 36, 36, 38],
              [11, 17, 19, 20, 21, 21, 22, 22, 23, 24, 25, 25, 26, 26, 28, 29, 29, 31, 33, 34, 36, 37, 38, 39, 39],
            ],
            300,
          ],
          expected: 16,
        },
      ],
      companies: { Google: 11, Amazon: 15, Microsoft: 9, Apple: 6, Netflix: 3, LinkedIn: 4, Meta: 13 },
    },
    {
      slug: "k-smallest-pair-sums",
      title: "K Smallest Pair Sums",
      difficulty: "medium",
      statement: `You are given two integer arrays \`first\` and \`second\`, each sorted in non-decreasing order, and an integer \`k\`. A **pair sum** is \`first[i] + second[j]\` for any index \`i\` of \`first\` and any index \`j\` of \`second\`; all \`len(first) · len(second)\` combinations count, even when values repeat.

Return the \`k\` smallest pair sums in non-decreasing order.

### Examples

**Example 1**

\`\`\`
Input: first = [1, 8, 12], second = [3, 4, 6], k = 4
Output: [4, 5, 7, 11]
\`\`\`

The sums in order are 4 (1+3), 5 (1+4), 7 (1+6), 11 (8+3), 12, 14, 15, 16, 18.

**Example 2**

\`\`\`
Input: first = [0, 0, 5], second = [2, 3, 9], k = 2
Output: [2, 2]
\`\`\`

Both 0s in \`first\` pair with the 2 in \`second\`, giving two sums of 2.

### Constraints

- \`1 <= first.length, second.length <= 10^5\`
- \`-10^9 <= first[i], second[j] <= 10^9\`
- \`1 <= k <= min(10^4, first.length · second.length)\`
`,
      functionName: "kSmallestPairSums",
      params: [
        { name: "first", type: "int[]" },
        { name: "second", type: "int[]" },
        { name: "k", type: "int" },
      ],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def kSmallestPairSums(first: List[int], second: List[int], k: int) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[]} first
 * @param {number[]} second
 * @param {number} k
 * @return {number[]}
 */
function kSmallestPairSums(first, second, k) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] kSmallestPairSums(int[] first, int[] second, int k) {
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

vector<int> kSmallestPairSums(vector<int>& first, vector<int>& second, int k) {
    // Write your code here
    return {};
}
`,
        go: `package main

func kSmallestPairSums(first []int, second []int, k int) []int {
	// Write your code here
	return []int{}
}
`,
      },
      solutions: {
        python: `import heapq


def kSmallestPairSums(first, second, k):
    heap = [(first[i] + second[0], i, 0) for i in range(min(k, len(first)))]
    heapq.heapify(heap)
    result = []
    while len(result) < k:
        total, i, j = heapq.heappop(heap)
        result.append(total)
        if j + 1 < len(second):
            heapq.heappush(heap, (first[i] + second[j + 1], i, j + 1))
    return result
`,
        javascript: `class Heap {
  // binary heap; less(a, b) === true means a leaves before b
  constructor(less) {
    this.items = [];
    this.less = less;
  }
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(item) {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < a.length && this.less(a[l], a[best])) best = l;
        if (r < a.length && this.less(a[r], a[best])) best = r;
        if (best === i) break;
        [a[i], a[best]] = [a[best], a[i]];
        i = best;
      }
    }
    return top;
  }
}

function kSmallestPairSums(first, second, k) {
  const heap = new Heap((a, b) => a[0] < b[0]); // [sum, i, j]
  for (let i = 0; i < Math.min(k, first.length); i++) heap.push([first[i] + second[0], i, 0]);
  const result = [];
  while (result.length < k) {
    const [total, i, j] = heap.pop();
    result.push(total);
    if (j + 1 < second.length) heap.push([first[i] + second[j + 1], i, j + 1]);
  }
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] kSmallestPairSums(int[] first, int[] second, int k) {
        // entries {sum, i, j}: first[i] + second[j], smallest sum first
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[2], b[2]));
        for (int i = 0; i < Math.min(k, first.length); i++) heap.add(new int[] {first[i] + second[0], i, 0});
        int[] result = new int[k];
        for (int n = 0; n < k; n++) {
            int[] top = heap.poll();
            result[n] = top[0];
            int i = top[1], j = top[2];
            if (j + 1 < second.length) heap.add(new int[] {first[i] + second[j + 1], i, j + 1});
        }
        return result;
    }
}
`,
        cpp: `#include <algorithm>
#include <functional>
#include <queue>
#include <tuple>
#include <vector>
using namespace std;

vector<int> kSmallestPairSums(vector<int>& first, vector<int>& second, int k) {
    // (sum, i, j): first[i] + second[j], smallest sum first
    priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<tuple<int, int, int>>> heap;
    for (int i = 0; i < min(k, (int) first.size()); i++) heap.push({first[i] + second[0], i, 0});
    vector<int> result;
    while ((int) result.size() < k) {
        auto [total, i, j] = heap.top();
        heap.pop();
        result.push_back(total);
        if (j + 1 < (int) second.size()) heap.push({first[i] + second[j + 1], i, j + 1});
    }
    return result;
}
`,
        go: `package main

import "container/heap"

// sumHeap is a min-heap of (sum, i, j) triples.
type sumHeap [][3]int

func (h sumHeap) Len() int { return len(h) }
func (h sumHeap) Less(a, b int) bool {
	for k := 0; k < 3; k++ {
		if h[a][k] != h[b][k] {
			return h[a][k] < h[b][k]
		}
	}
	return false
}
func (h sumHeap) Swap(a, b int)       { h[a], h[b] = h[b], h[a] }
func (h *sumHeap) Push(x interface{}) { *h = append(*h, x.([3]int)) }
func (h *sumHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func kSmallestPairSums(first []int, second []int, k int) []int {
	h := &sumHeap{}
	for i := 0; i < k && i < len(first); i++ {
		heap.Push(h, [3]int{first[i] + second[0], i, 0})
	}
	result := []int{}
	for len(result) < k {
		top := heap.Pop(h).([3]int)
		result = append(result, top[0])
		i, j := top[1], top[2]
		if j+1 < len(second) {
			heap.Push(h, [3]int{first[i] + second[j+1], i, j + 1})
		}
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

Fix an index \`i\` of \`first\`. The sums \`first[i] + second[0], first[i] + second[1], …\` are sorted because \`second\` is sorted. So the pair sums form \`len(first)\` **implicit sorted lists**, one per \`i\`, and the \`k\` smallest sums are the first \`k\` outputs of a k-way merge over those lists. Only the first \`k\` lists can contribute, since list \`i\` starts no lower than list \`i - 1\`.

### Step by step

1. Seed a min-heap with \`(first[i] + second[0], i, 0)\` for \`i < min(k, len(first))\`.
2. Until \`k\` sums are collected:
   - Pop the smallest \`(total, i, j)\` and record \`total\`.
   - If \`j + 1 < len(second)\`, push \`(first[i] + second[j + 1], i, j + 1)\`, the next sum in list \`i\`.
3. Return the recorded sums.

For \`[1, 8, 12]\` and \`[3, 4, 6]\` with \`k = 4\`: the heap starts with 4, 11 and 15. Popping 4 pushes 5, popping 5 pushes 7, popping 7 (list 0 is exhausted) pushes nothing, and popping 11 completes the answer \`[4, 5, 7, 11]\`.

### Complexity

- **Time:** \`O(min(k, m) + k log min(k, m))\`, where \`m = len(first)\`.
- **Space:** \`O(min(k, m))\` for the heap.
`,
      visibleTests: [
        { input: [[1, 8, 12], [3, 4, 6], 4], expected: [4, 5, 7, 11] },
        { input: [[0, 0, 5], [2, 3, 9], 2], expected: [2, 2] },
      ],
      hiddenTests: [
        { input: [[0], [0], 1], expected: [0] },
        { input: [[1, 2], [3], 2], expected: [4, 5] },
        { input: [[1], [1, 2, 3], 3], expected: [2, 3, 4] },
        { input: [[1, 1, 1], [1, 1], 6], expected: [2, 2, 2, 2, 2, 2] },
        { input: [[-5, -1], [-10, 20], 3], expected: [-15, -11, 15] },
        { input: [[-1000000000, 1000000000], [-1000000000, 1000000000], 4], expected: [-2000000000, 0, 0, 2000000000] },
        { input: [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5], 10], expected: [2, 3, 3, 4, 4, 4, 5, 5, 5, 5] },
        {
          input: [
            [
              -990, -986, -969, -952, -946, -944, -935, -935, -925, -924, -907, -894, -879, -873, -869, -866, -861, -847, -836, -821, -816, -807,
              -804, -797, -791, -768, -711, -688, -667, -657, -646, -642, -619, -610, -562, -553, -541, -520, -514, -506, -503, -492, -480, -473,
              -472, -469, -466, -464, -459, -450, -437, -426, -419, -408, -408, -391, -383, -378, -364, -355, -355, -343, -339, -336, -330, -321,
              -293, -292, -292, -291, -286, -285, -270, -257, -236, -229, -226, -222, -208, -185, -182, -174, -149, -144, -135, -131, -131, -129,
              -122, -119, -114, -110, -104, -98, -96, -64, -64, -62, -58, -56, -53, -52, -43, -34, -30, -23, 8, 15, 17, 22, 38, 44, 46, 46, 47, 58,
              58, 64, 68, 74, 79, 80, 87, 90, 90, 92, 94, 96, 148, 157, 158, 161, 178, 179, 198, 204, 214, 239, 253, 279, 285, 289, 310, 336, 340,
              341, 343, 344, 359, 362, 372, 383, 383, 408, 420, 432, 434, 452, 459, 472, 504, 525, 550, 552, 555, 564, 566, 567, 584, 588, 595, 597,
              616, 636, 639, 655, 659, 661, 685, 724, 729, 779, 783, 788, 825, 828, 829, 837, 874, 884, 887, 901, 906, 917, 943, 945, 977, 978, 986,
              1000,
            ],
            [
              -980, -974, -973, -973, -969, -960, -954, -942, -935, -930, -869, -864, -856, -842, -818, -796, -793, -791, -789, -767, -764, -759,
              -757, -731, -701, -666, -655, -609, -580, -573, -528, -516, -513, -494, -464, -419, -393, -357, -347, -347, -333, -320, -316, -310,
              -307, -301, -270, -262, -235, -224, -219, -218, -208, -202, -190, -183, -170, -169, -147, -143, -142, -138, -133, -127, -125, -75, -67,
              -51, -39, -38, -26, -24, -6, -2, 2, 6, 8, 20, 21, 41, 43, 47, 49, 84, 90, 101, 102, 128, 135, 135, 146, 154, 169, 171, 210, 213, 258,
              264, 276, 285, 299, 324, 325, 330, 350, 374, 377, 379, 423, 433, 471, 493, 499, 502, 573, 612, 621, 626, 657, 696, 696, 712, 714, 722,
              728, 734, 735, 745, 750, 764, 776, 790, 799, 804, 806, 826, 829, 830, 857, 857, 864, 875, 886, 904, 921, 928, 944, 957, 972, 990,
            ],
            500,
          ],
          expected: [
            -1970, -1966, -1964, -1963, -1963, -1960, -1959, -1959, -1959, -1955, -1950, -1949, -1946, -1944, -1943, -1942, -1942, -1940, -1938,
            -1932, -1932, -1929, -1928, -1926, -1926, -1925, -1925, -1925, -1924, -1923, -1921, -1921, -1920, -1920, -1919, -1919, -1918, -1917,
            -1917, -1916, -1915, -1915, -1915, -1913, -1912, -1911, -1909, -1909, -1908, -1908, -1908, -1908, -1906, -1906, -1905, -1904, -1904,
            -1904, -1904, -1904, -1900, -1899, -1899, -1898, -1898, -1898, -1898, -1897, -1897, -1895, -1895, -1894, -1894, -1893, -1889, -1889,
            -1888, -1887, -1887, -1886, -1885, -1884, -1882, -1881, -1881, -1880, -1880, -1879, -1879, -1878, -1877, -1877, -1876, -1876, -1874,
            -1874, -1870, -1870, -1868, -1867, -1867, -1867, -1867, -1866, -1865, -1865, -1863, -1861, -1860, -1859, -1859, -1859, -1855, -1855,
            -1854, -1854, -1854, -1853, -1853, -1852, -1852, -1850, -1849, -1849, -1848, -1848, -1847, -1846, -1846, -1846, -1846, -1843, -1842,
            -1842, -1842, -1842, -1842, -1841, -1840, -1839, -1839, -1839, -1838, -1838, -1837, -1836, -1835, -1835, -1834, -1834, -1833, -1833,
            -1833, -1832, -1830, -1829, -1829, -1828, -1827, -1827, -1826, -1825, -1824, -1823, -1821, -1821, -1821, -1821, -1820, -1820, -1820,
            -1816, -1816, -1816, -1815, -1815, -1815, -1814, -1813, -1811, -1811, -1810, -1810, -1809, -1809, -1809, -1808, -1808, -1808, -1808,
            -1808, -1807, -1805, -1804, -1804, -1804, -1804, -1803, -1803, -1802, -1801, -1801, -1801, -1800, -1799, -1799, -1799, -1796, -1796,
            -1796, -1796, -1795, -1794, -1794, -1794, -1794, -1793, -1791, -1791, -1791, -1790, -1790, -1790, -1789, -1789, -1789, -1789, -1788,
            -1788, -1787, -1787, -1786, -1786, -1785, -1784, -1783, -1782, -1782, -1781, -1781, -1781, -1781, -1780, -1780, -1780, -1779, -1779,
            -1778, -1778, -1777, -1777, -1777, -1777, -1777, -1777, -1777, -1776, -1776, -1776, -1775, -1775, -1773, -1771, -1771, -1771, -1771,
            -1770, -1770, -1770, -1770, -1767, -1767, -1766, -1766, -1766, -1765, -1765, -1764, -1764, -1764, -1764, -1763, -1763, -1763, -1762,
            -1762, -1761, -1760, -1760, -1758, -1758, -1758, -1758, -1757, -1757, -1756, -1754, -1753, -1753, -1753, -1751, -1751, -1751, -1751,
            -1750, -1750, -1749, -1749, -1749, -1748, -1748, -1748, -1747, -1746, -1746, -1745, -1745, -1745, -1743, -1743, -1743, -1743, -1742,
            -1742, -1742, -1742, -1742, -1741, -1741, -1741, -1740, -1739, -1739, -1739, -1738, -1737, -1737, -1737, -1737, -1737, -1736, -1736,
            -1735, -1735, -1735, -1735, -1734, -1733, -1733, -1733, -1733, -1732, -1731, -1731, -1730, -1730, -1729, -1728, -1728, -1728, -1728,
            -1727, -1726, -1726, -1726, -1726, -1725, -1725, -1725, -1724, -1724, -1722, -1722, -1721, -1721, -1721, -1721, -1720, -1719, -1718,
            -1717, -1717, -1717, -1716, -1716, -1716, -1715, -1715, -1714, -1713, -1713, -1712, -1711, -1711, -1711, -1711, -1710, -1710, -1709,
            -1708, -1708, -1705, -1705, -1703, -1703, -1703, -1703, -1703, -1703, -1702, -1702, -1701, -1700, -1700, -1700, -1699, -1699, -1698,
            -1698, -1697, -1696, -1694, -1694, -1692, -1692, -1692, -1692, -1691, -1691, -1691, -1691, -1690, -1690, -1689, -1689, -1688, -1687,
            -1687, -1687, -1685, -1685, -1685, -1685, -1684, -1684, -1684, -1684, -1683, -1683, -1683, -1682, -1681, -1680, -1680, -1679, -1678,
            -1677, -1677, -1676, -1675, -1675, -1674, -1673, -1672, -1672, -1671, -1671, -1671, -1670, -1670, -1669, -1668, -1668, -1668, -1666,
            -1666, -1666, -1666, -1666, -1665, -1665, -1665, -1664, -1664, -1663, -1663, -1662, -1662, -1662, -1662, -1661, -1661, -1661, -1661,
            -1660, -1660, -1660, -1659, -1658, -1658,
          ],
        },
        {
          input: [
            [
              -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2,
              2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3,
            ],
            [
              -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1, -1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2,
              2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3,
            ],
            2500,
          ],
          expected: [
            -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6, -6,
            -6, -6, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
            -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5,
            -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -4, -4, -4, -4,
            -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
            -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
            -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
            -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
            -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
            -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
            -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
            -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
            -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3,
            -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2,
            -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
            3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
            3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
            3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
            3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
            3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
            4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
            4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
            4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
            4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
            5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
            5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6,
            6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
          ],
        },
        {
          input: [
            [
              -997364001, -994250259, -994032378, -968973269, -968023436, -961528994, -947899687, -945296911, -940737024, -935058356, -928723505,
              -910326697, -899555270, -896457165, -881498032, -880353336, -880252846, -876948418, -876077215, -854453866, -853319353, -848780916,
              -841097294, -820359433, -807344661, -798979095, -776079172, -774647458, -768396119, -765991419, -753407485, -751551928, -738392713,
              -727821757, -721508124, -706241154, -704091043, -703223249, -696735885, -686616092, -683180936, -682386098, -654049031, -645501096,
              -639268293, -628072299, -614008228, -604935154, -603082867, -591249091, -558059964, -535033279, -533028890, -516910854, -507627176,
              -491764376, -488335610, -479958376, -476816029, -476693156, -474416052, -473669671, -470267482, -458213569, -449279444, -447854169,
              -447555406, -438609867, -419268893, -408074221, -397714081, -396137653, -390568332, -383267184, -382147313, -379587062, -378814299,
              -375896824, -366892249, -359475560, -359441203, -345322177, -330063012, -316960966, -313477114, -305735116, -297620939, -295184611,
              -294801338, -289981955, -288415923, -281881023, -270568148, -266593508, -264704866, -263471408, -261180610, -258830153, -255703305,
              -253517046, -252641734, -248573191, -232044877, -219041653, -207891670, -206393474, -191188912, -187210788, -181387291, -180506973,
              -177323804, -168612636, -154382852, -149644484, -115649079, -111106986, -111008596, -108546915, -105465246, -97729887, -84791996,
              -83703736, -77200752, -73394264, -65805105, -61523187, -51229274, -37097445, -33312348, -31246980, -9361874, -8825420, -8190230,
              2771981, 14077077, 14715415, 14780535, 37736242, 40183877, 45646648, 46033108, 60041181, 60696818, 67858908, 71975728, 76328471,
              77617070, 88064667, 96209975, 106438708, 108384265, 115626083, 121222271, 129455325, 141678523, 143937286, 145576280, 159074595,
              160792677, 162781804, 166405841, 167928058, 170426044, 174235074, 183345339, 183602984, 192859989, 195217957, 218124084, 218969174,
              237967796, 245588129, 248034620, 248219785, 255078542, 255987315, 265579372, 291441403, 292269905, 293656317, 298041691, 301484750,
              301595519, 306538704, 309148684, 319989538, 321206338, 328924448, 333932404, 335850644, 339064682, 340191367, 345857348, 346827503,
              349439508, 353686166, 369610280, 380742413, 386328984, 388954201, 395087445, 401699886, 418738434, 420580018, 420582688, 420842137,
              421144497, 431176564, 437470135, 439677750, 441048748, 441531360, 442749180, 445261906, 448925881, 450745794, 451532308, 451544052,
              455825319, 457841316, 457920207, 466889764, 474240928, 474393751, 478435508, 501258326, 512329115, 519146956, 522112514, 524535695,
              525463830, 526925765, 533155416, 558264465, 558572884, 563144302, 564184319, 566742205, 569205595, 589325795, 589962128, 590279091,
              604504503, 610637233, 611377826, 616107978, 617669664, 617926049, 628180973, 628735217, 630063999, 644153048, 645963580, 651480246,
              660517893, 681836334, 694338015, 702704298, 705688458, 722361630, 742159790, 758275368, 761470356, 763969581, 764597184, 801174363,
              806564393, 813627420, 832242132, 835818467, 842166195, 845091593, 851262347, 862100054, 876943546, 879365760, 883834890, 890711408,
              893852013, 899385224, 906687883, 910630511, 917204404, 923243752, 929470932, 932220077, 938292304, 938960279, 945390892, 951396952,
              954055871, 956625988, 961058440, 968885261, 971368620, 976377780, 977098221, 987854062, 994703192, 998038479,
            ],
            [-700891838, 346980786, 599182613, 622389852, 661908276],
            37,
          ],
          expected: [
            -1698255839, -1695142097, -1694924216, -1669865107, -1668915274, -1662420832, -1648791525, -1646188749, -1641628862, -1635950194,
            -1629615343, -1611218535, -1600447108, -1597349003, -1582389870, -1581245174, -1581144684, -1577840256, -1576969053, -1555345704,
            -1554211191, -1549672754, -1541989132, -1521251271, -1508236499, -1499870933, -1476971010, -1475539296, -1469287957, -1466883257,
            -1454299323, -1452443766, -1439284551, -1428713595, -1422399962, -1407132992, -1404982881,
          ],
        },
      ],
      companies: { Google: 8, Amazon: 12, Microsoft: 7, Apple: 5, Netflix: 2, LinkedIn: 6, Meta: 10 },
    },
    {
      slug: "narrowest-range-touching-every-list",
      title: "Narrowest Range Touching Every List",
      difficulty: "hard",
      statement: `You are given \`lists\`, a collection of non-empty integer lists, each sorted in non-decreasing order. Find the narrowest range \`[a, b]\` (with \`a <= b\`) that contains **at least one number from every list**.

Range \`[a, b]\` is narrower than \`[c, d]\` when \`b - a < d - c\`, or when the widths are equal and \`a < c\`. Return the narrowest range as a two-element array \`[a, b]\`.

### Examples

**Example 1**

\`\`\`
Input: lists = [[3, 10, 16, 22], [1, 12, 20], [11, 14, 30]]
Output: [10, 12]
\`\`\`

10 comes from the first list, 12 from the second and 11 from the third; no range of width less than 2 touches all three.

**Example 2**

\`\`\`
Input: lists = [[1, 2, 3], [1, 2, 3], [1, 2, 3]]
Output: [1, 1]
\`\`\`

\`[1, 1]\` already touches every list; width 0 is the minimum and 1 is the smallest start.

**Example 3**

\`\`\`
Input: lists = [[5, 9]]
Output: [5, 5]
\`\`\`

With a single list, any one of its numbers forms a range of width 0; the leftmost wins.

### Constraints

- \`1 <= lists.length <= 3500\`
- \`1 <= lists[i].length <= 50\`
- \`-10^5 <= lists[i][j] <= 10^5\`
- Each list is sorted in non-decreasing order.
`,
      functionName: "narrowestCoveringRange",
      params: [{ name: "lists", type: "int[][]" }],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def narrowestCoveringRange(lists: List[List[int]]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[][]} lists
 * @return {number[]}
 */
function narrowestCoveringRange(lists) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] narrowestCoveringRange(int[][] lists) {
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

vector<int> narrowestCoveringRange(vector<vector<int>>& lists) {
    // Write your code here
    return {};
}
`,
        go: `package main

func narrowestCoveringRange(lists [][]int) []int {
	// Write your code here
	return []int{}
}
`,
      },
      solutions: {
        python: `import heapq


def narrowestCoveringRange(lists):
    heap = [(row[0], r, 0) for r, row in enumerate(lists)]
    heapq.heapify(heap)
    current_max = max(row[0] for row in lists)
    best = [heap[0][0], current_max]
    while True:
        value, r, c = heapq.heappop(heap)
        if current_max - value < best[1] - best[0]:
            best = [value, current_max]
        if c + 1 == len(lists[r]):
            return best
        nxt = lists[r][c + 1]
        heapq.heappush(heap, (nxt, r, c + 1))
        current_max = max(current_max, nxt)
`,
        javascript: `class Heap {
  // binary heap; less(a, b) === true means a leaves before b
  constructor(less) {
    this.items = [];
    this.less = less;
  }
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(item) {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < a.length && this.less(a[l], a[best])) best = l;
        if (r < a.length && this.less(a[r], a[best])) best = r;
        if (best === i) break;
        [a[i], a[best]] = [a[best], a[i]];
        i = best;
      }
    }
    return top;
  }
}

function narrowestCoveringRange(lists) {
  const heap = new Heap((a, b) => a[0] < b[0]); // [value, row, col]
  let currentMax = -Infinity;
  lists.forEach((row, r) => {
    heap.push([row[0], r, 0]);
    currentMax = Math.max(currentMax, row[0]);
  });
  let best = [heap.peek()[0], currentMax];
  while (true) {
    const [value, r, c] = heap.pop();
    if (currentMax - value < best[1] - best[0]) best = [value, currentMax];
    if (c + 1 === lists[r].length) return best;
    const nxt = lists[r][c + 1];
    heap.push([nxt, r, c + 1]);
    currentMax = Math.max(currentMax, nxt);
  }
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] narrowestCoveringRange(int[][] lists) {
        // entries {value, row, column}, smallest value first
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[2], b[2]));
        int currentMax = Integer.MIN_VALUE;
        for (int r = 0; r < lists.length; r++) {
            heap.add(new int[] {lists[r][0], r, 0});
            currentMax = Math.max(currentMax, lists[r][0]);
        }
        int[] best = {heap.peek()[0], currentMax};
        while (true) {
            int[] top = heap.poll();
            int value = top[0], r = top[1], c = top[2];
            if ((long) currentMax - value < (long) best[1] - best[0]) best = new int[] {value, currentMax};
            if (c + 1 == lists[r].length) return best;
            int next = lists[r][c + 1];
            heap.add(new int[] {next, r, c + 1});
            currentMax = Math.max(currentMax, next);
        }
    }
}
`,
        cpp: `#include <algorithm>
#include <climits>
#include <functional>
#include <queue>
#include <tuple>
#include <vector>
using namespace std;

vector<int> narrowestCoveringRange(vector<vector<int>>& lists) {
    // (value, row, column), smallest value first
    priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<tuple<int, int, int>>> heap;
    int currentMax = INT_MIN;
    for (int r = 0; r < (int) lists.size(); r++) {
        heap.push({lists[r][0], r, 0});
        currentMax = max(currentMax, lists[r][0]);
    }
    vector<int> best = {get<0>(heap.top()), currentMax};
    while (true) {
        auto [value, r, c] = heap.top();
        heap.pop();
        if ((long long) currentMax - value < (long long) best[1] - best[0]) best = {value, currentMax};
        if (c + 1 == (int) lists[r].size()) return best;
        int next = lists[r][c + 1];
        heap.push({next, r, c + 1});
        currentMax = max(currentMax, next);
    }
}
`,
        go: `package main

import "container/heap"

// cellHeap is a min-heap of (value, row, column) triples.
type cellHeap [][3]int

func (h cellHeap) Len() int { return len(h) }
func (h cellHeap) Less(i, j int) bool {
	for k := 0; k < 3; k++ {
		if h[i][k] != h[j][k] {
			return h[i][k] < h[j][k]
		}
	}
	return false
}
func (h cellHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *cellHeap) Push(x interface{}) { *h = append(*h, x.([3]int)) }
func (h *cellHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func narrowestCoveringRange(lists [][]int) []int {
	h := &cellHeap{}
	currentMax := lists[0][0]
	for r, row := range lists {
		heap.Push(h, [3]int{row[0], r, 0})
		if row[0] > currentMax {
			currentMax = row[0]
		}
	}
	best := []int{(*h)[0][0], currentMax}
	for {
		top := heap.Pop(h).([3]int)
		value, r, c := top[0], top[1], top[2]
		if currentMax-value < best[1]-best[0] {
			best = []int{value, currentMax}
		}
		if c+1 == len(lists[r]) {
			return best
		}
		next := lists[r][c+1]
		heap.Push(h, [3]int{next, r, c + 1})
		if next > currentMax {
			currentMax = next
		}
	}
}
`,
      },
      solutionExplanation: `### Idea

Keep exactly one pointer into every list. The numbers under the pointers always form a range \`[min, max]\` that touches every list. To find a narrower range, the only useful move is to advance the pointer sitting on the **minimum**: moving any other pointer can only raise the maximum or leave it unchanged, and the minimum would stay. A min-heap of the pointed-to values finds the minimum in \`O(log k)\`, and a separate variable tracks the maximum (it only grows).

### Step by step

1. Push the first element of every list into a min-heap as \`(value, list, index)\` and let \`current_max\` be the largest of them.
2. Repeat:
   - Pop the minimum \`(value, r, c)\`. The range \`[value, current_max]\` touches every list; keep it if it is strictly narrower than the best so far.
   - If list \`r\` has no next element, stop: without it no later range can touch list \`r\` with a larger minimum.
   - Otherwise push \`lists[r][c + 1]\` and update \`current_max\`.
3. Return the best range.

Candidate ranges are examined in non-decreasing order of their left end, so keeping the first range of each width (the strict \`<\`) resolves ties in favour of the smaller start.

### Complexity

- **Time:** \`O(N log k)\`, where \`N\` is the total number of elements and \`k\` the number of lists: each element enters and leaves the heap once.
- **Space:** \`O(k)\` for the heap.
`,
      visibleTests: [
        {
          input: [
            [
              [3, 10, 16, 22],
              [1, 12, 20],
              [11, 14, 30],
            ],
          ],
          expected: [10, 12],
        },
        {
          input: [
            [
              [1, 2, 3],
              [1, 2, 3],
              [1, 2, 3],
            ],
          ],
          expected: [1, 1],
        },
        { input: [[[5, 9]]], expected: [5, 5] },
      ],
      hiddenTests: [
        { input: [[[0]]], expected: [0, 0] },
        { input: [[[1], [2]]], expected: [1, 2] },
        {
          input: [
            [
              [1, 5],
              [2, 6],
              [3, 7],
            ],
          ],
          expected: [1, 3],
        },
        { input: [[[-100000, 100000], [0]]], expected: [-100000, 0] },
        { input: [[[1, 1, 1], [1]]], expected: [1, 1] },
        {
          input: [
            [
              [4, 10, 15, 24, 26],
              [0, 9, 12, 20],
              [5, 18, 22, 30],
            ],
          ],
          expected: [20, 24],
        },
        { input: [[[10, 20], [10, 20], [15]]], expected: [10, 15] },
        {
          input: [
            [
              [1, 2],
              [3, 4],
              [5, 6],
              [7, 8],
            ],
          ],
          expected: [2, 7],
        },
        {
          input: [
            [
              [
                -763, -687, -685, -625, -618, -552, -409, -380, -356, -315, -313, -309, -273, -263, -261, -237, -176, -101, -15, -9, 20, 40, 65, 70,
                168, 187, 190, 340, 510, 517, 554, 597, 632, 702, 715, 771, 792, 798, 887, 940, 947, 947, 973, 996,
              ],
              [
                -984, -978, -966, -937, -928, -914, -898, -815, -806, -804, -795, -791, -778, -687, -649, -614, -504, -453, -427, -405, -382, -369,
                -285, -273, -196, -108, -99, 22, 104, 140, 148, 153, 170, 181, 183, 252, 313, 378, 384, 431, 449, 556, 661, 673, 712, 737, 745, 928,
                945, 987,
              ],
              [-870, -358, -302, -83, -42, 120, 718, 730, 812],
              [-788, -623, -579, -572, -556, -393, -392, -281, -175, -64, 303, 365, 513, 521, 542, 561, 572, 591, 754, 795, 918, 999],
              [-996, -615, -562, -446, -259, -233, -168, 365, 758, 817],
              [-934, -658, -457, -83, -48, 100, 109, 116, 533, 716],
              [
                -977, -939, -891, -889, -834, -821, -762, -690, -687, -633, -564, -531, -480, -414, -200, -185, -183, -120, -19, 1, 1, 2, 18, 34, 95,
                176, 253, 308, 427, 482, 624, 637, 836, 846, 890, 967,
              ],
              [
                -873, -825, -804, -792, -786, -719, -594, -563, -531, -488, -394, -339, -327, -174, -152, -148, -137, -126, -124, -116, 81, 158, 180,
                192, 213, 247, 295, 428, 442, 467, 507, 650, 664, 684, 728, 744, 862, 925, 962, 965,
              ],
              [
                -965, -951, -906, -852, -827, -751, -716, -555, -370, -361, -232, -183, -180, -152, -127, -62, 29, 65, 221, 261, 358, 364, 448, 532,
                634, 650, 660, 699, 722, 739, 769, 796, 902, 993,
              ],
              [-948, -728, -693, -673, -656, -587, -308, -256, -164, -70, -4, 3, 101, 334, 547, 598, 633, 808, 918],
              [
                -972, -966, -965, -932, -860, -856, -843, -728, -670, -664, -650, -629, -534, -438, -382, -269, -261, -163, -122, -118, 75, 124, 137,
                151, 177, 232, 295, 525, 541, 551, 565, 571, 646, 656, 731, 736, 753, 811, 860, 987,
              ],
              [
                -980, -941, -886, -884, -877, -839, -805, -727, -703, -601, -580, -523, -496, -491, -425, -416, -412, -409, -403, -360, -333, -285,
                -169, -118, 43, 60, 63, 109, 114, 128, 181, 239, 269, 278, 278, 438, 508, 589, 595, 648, 670, 759, 776, 880, 926, 980,
              ],
              [
                -966, -956, -952, -930, -876, -851, -759, -712, -709, -708, -677, -625, -564, -539, -526, -457, -452, -407, -354, -341, -297, -277,
                -265, -211, -204, -161, -142, -126, -69, -32, -30, 13, 60, 90, 146, 158, 171, 212, 260, 262, 300, 472, 497, 561, 623, 676, 683, 749,
                769, 981,
              ],
              [
                -997, -979, -924, -849, -832, -722, -705, -625, -597, -545, -481, -468, -454, -449, -448, -399, -321, -295, -206, -198, -175, -142,
                -39, -12, 55, 191, 193, 238, 310, 330, 384, 391, 391, 392, 412, 498, 656, 733, 757, 771, 906, 972, 996,
              ],
              [
                -833, -789, -727, -704, -580, -502, -446, -411, -408, -365, -363, -312, -274, -207, -203, -109, -69, -16, 86, 298, 367, 371, 387, 399,
                527, 557, 604, 662, 672, 679, 738, 746, 778, 799, 808, 835, 887, 908,
              ],
              [-970, -962, -914, -854, -836, -742, -535, -346, -101, -52, 137, 227, 522, 824],
              [
                -984, -974, -908, -893, -867, -858, -833, -775, -616, -580, -519, -502, -498, -471, -461, -454, -261, -257, -178, -24, 181, 234, 299,
                369, 387, 563, 567, 633, 653, 668, 674, 700, 706, 710, 862, 866, 874, 875, 879, 890, 908, 951,
              ],
              [
                -945, -918, -810, -803, -719, -703, -528, -420, -412, -405, -401, -279, -203, -195, -177, -73, -43, -26, -15, 72, 85, 198, 250, 280,
                314, 432, 482, 503, 722, 767, 782, 784, 823, 883, 888,
              ],
              [
                -974, -952, -950, -942, -934, -909, -813, -763, -759, -711, -710, -698, -688, -683, -584, -464, -342, -204, -191, -151, -121, -70,
                -69, -35, 65, 111, 179, 261, 338, 352, 357, 375, 427, 452, 470, 485, 486, 531, 697, 710, 712, 834, 863, 879,
              ],
              [-905, -800, -778, -745, -669, -663, -513, -476, -459, -438, -431, -337, -336, -317, -159, 23, 357, 376, 458, 574, 641, 763, 847, 970],
            ],
          ],
          expected: [-178, -83],
        },
        {
          input: [
            [
              [-5, 0, 2, 3],
              [-5, -5, -4, -2, -1, 0, 2, 4, 5, 5],
              [-4, -2, -2, -1, 0, 2, 4, 4],
              [-5, -4, -2, 1],
              [-5, -3, -2, 1],
              [-3, -2, -2, 0, 4],
              [-2],
              [-5, -2, -1, 0, 1, 3],
              [-4, -3, -3, -3, -3, 1, 3, 4],
              [-5, -5, -3, -2, -2, 0, 2, 2, 2, 3],
              [-5, 2],
              [-4, -3, -1, 2, 3, 5],
              [-1, 5, 5, 5],
              [-4, -4, -2, 5],
              [-3, -1, 0, 1, 5, 5],
            ],
          ],
          expected: [-5, -1],
        },
        {
          input: [
            [
              [-94935, -83130, -74744, 30226, 65979],
              [
                -95260, -87852, -86749, -82155, -80705, -77986, -75280, -72735, -68197, -61683, -54135, -53728, -52939, -49662, -32118, -31952,
                -29149, -26573, -21035, -19103, -17665, -14942, -14662, -13346, -9543, -8404, 1610, 2254, 11732, 18841, 20286, 35039, 36137, 38449,
                45616, 58419, 59010, 61584, 67512, 82116, 86568, 86576, 87004, 89543, 96295, 99808,
              ],
              [
                -99237, -98192, -72523, -69535, -66487, -65801, -51828, -50711, -40011, -39441, -34870, -32066, -24990, -22894, -20994, -12096, -9525,
                5739, 6323, 10077, 10917, 13981, 18685, 21224, 34386, 34938, 36986, 38560, 39474, 50835, 54098, 58854, 58917, 63461, 66515, 71449,
                72635, 78809, 79239, 80518,
              ],
              [
                -99569, -97993, -83402, -81176, -80258, -74790, -67966, -65863, -64743, -43721, -36607, -33651, -23433, -10670, -7153, 4131, 4258,
                5678, 7671, 10483, 14641, 15806, 18828, 18958, 19378, 22912, 27740, 36273, 41692, 48572, 56243, 57640, 57715, 64174, 66115, 69871,
                72784, 80473, 82081, 83678, 89579, 89966, 96572, 96867, 98021, 98765,
              ],
              [
                -96072, -91936, -87040, -86490, -83567, -80008, -69550, -61715, -53500, -34274, -22922, -17161, -12926, -12502, -6829, -6042, 2919,
                4808, 5568, 24258, 32045, 38897, 39952, 40335, 49375, 71842, 88853, 89441, 93555, 93972, 94169,
              ],
              [-80780, -60008, 11278, 15174, 28797, 46272],
              [
                -93650, -70446, -68325, -67486, -66523, -60494, -29661, -17384, -11755, -2685, 22628, 50485, 55526, 58244, 59227, 74526, 75067, 75374,
                75448, 90380, 93905, 96804, 97064,
              ],
              [
                -95182, -86987, -77228, -75761, -75279, -57170, -55899, -55707, -44595, -34810, -32695, -21467, -21436, -21379, -19888, -5245, 1288,
                14911, 15918, 17843, 19796, 25299, 35192, 40157, 40865, 41741, 45326, 45716, 52987, 54143, 55490, 57766, 62820, 65340, 72630, 76981,
                99550,
              ],
              [
                -93582, -89578, -64558, -61547, -57028, -56957, -56653, -48093, -46036, -40975, -34914, -30118, -28162, -24849, -22327, -18453,
                -16167, -11585, -4675, 1689, 5876, 8345, 10910, 19039, 28087, 31669, 38009, 38379, 46864, 49000, 56575, 59931, 66708, 73754, 79892,
                87869,
              ],
              [
                -77836, -72050, -51736, -45224, -37049, -23004, -20082, -17918, -11370, -9140, 1337, 11734, 16932, 18260, 22144, 25641, 26337, 31989,
                46238, 50326, 60733, 63863, 87423, 97832,
              ],
              [
                -98440, -80094, -77755, -68767, -60697, -59154, -55847, -44267, -39922, -33259, -18702, -9319, -6871, 7613, 10189, 17406, 19823,
                23612, 25530, 28276, 37954, 44456, 64961, 72405, 73199, 79949, 87690, 91430, 94471, 94599,
              ],
              [
                -94066, -90497, -55760, -55745, -51511, -46879, -44409, -35724, -25939, 2641, 8442, 19860, 25782, 36659, 39604, 42987, 60022, 77647,
                92884,
              ],
              [
                -93749, -50607, -20035, -16784, -4892, -3402, 8371, 10841, 25675, 33184, 40728, 54518, 58819, 73719, 77497, 79217, 80302, 80783,
                88837, 98015,
              ],
              [
                -92255, -82095, -81398, -62009, -39420, -32269, -19708, -12075, -9300, -9056, 5952, 11591, 25362, 33517, 45061, 59230, 69554, 75559,
                91669,
              ],
              [
                -99029, -98631, -96370, -83847, -83516, -75680, -55722, -53322, -41565, -29252, -9172, 34984, 38526, 41192, 43625, 45005, 45355,
                47507, 83049, 85235, 89605,
              ],
              [
                -91906, -87059, -67404, -67249, -62388, -59837, -44893, -38557, -36044, -34753, -30042, -16032, -15012, -3088, 10816, 29948, 41582,
                64751, 77146, 78462, 79275, 85619, 86254,
              ],
              [
                -99935, -89627, -73144, -57946, -55170, -54773, -45207, -36534, -32425, -31184, -18290, -8160, -5355, 8198, 13990, 17679, 19910,
                21165, 28661, 38762, 43353, 50667, 63920, 66143, 69171, 75429, 77680, 78742, 82639, 85837, 92210, 93879,
              ],
              [
                -94628, -91131, -86077, -81460, -70311, -69058, -58548, -56664, -55130, -53184, -52297, -47636, -42467, -32161, -27785, -16732, -9880,
                -2105, 1939, 5066, 5096, 6413, 8296, 8444, 8997, 12785, 17544, 19441, 28241, 40339, 55849, 57690, 65213, 67546, 71003, 79185, 86665,
                94230,
              ],
              [
                -98293, -98044, -84292, -81511, -71677, -54304, -52283, -47728, -43248, -34916, -34484, -34388, -28977, -28037, -24813, -20197,
                -20039, -19037, -13534, -12486, -1829, -1616, -1382, 4813, 10563, 11845, 18733, 19470, 23515, 30227, 39827, 42501, 50496, 57366,
                63134, 64041, 66515, 88549, 92088, 92137, 92952,
              ],
              [-61887, -60280, 35857],
              [-83725, -50104, -38917, -35635, -21646, -11752, 4745, 22592, 32598, 57970, 66465, 75153],
              [-99820, -73593, -71121, -43206, -34980, -27025, -11528, 1276, 9107, 39462, 56607, 90283],
              [
                -95772, -93861, -81397, -80764, -79327, -77530, -74607, -65948, -62419, -61164, -57960, -55601, -46735, -46032, -44587, -43086,
                -43071, -32273, -22678, -17703, -15635, -8589, -6408, -4391, -4179, -4056, 1127, 11147, 13535, 19066, 28892, 36582, 48540, 49745,
                56118, 59794, 60196, 73138, 73726, 80462, 86379, 88088, 89511, 93413,
              ],
              [-94162, -84344, -70579, -68190, -43579, 13738, 28410, 70482, 92848, 96413],
              [
                -99745, -87994, -82179, -79628, -74921, -69172, -66461, -58697, -46172, -34914, -33097, -32116, -29503, -26751, -14619, -6689, 2957,
                28666, 32986, 39443, 43595, 44222, 60310, 60678, 63707, 77582, 82333, 82998, 90612, 91689,
              ],
              [
                -99669, -99329, -98813, -93798, -84057, -81703, -68095, -62179, -58678, -51399, -46413, -33885, -32892, -24359, -13281, -12522,
                -10056, -8073, -4791, 29126, 40969, 46172, 50457, 59211, 60286, 62195, 65776, 66043, 67372, 68572, 76431, 79054, 98436,
              ],
              [
                -97764, -87877, -86992, -85965, -81457, -75937, -74911, -70090, -68664, -66571, -65341, -57984, -56430, -54573, -52223, -50986,
                -28187, -27237, -26471, -23962, -22169, -21788, -19693, -3135, 6491, 16723, 24501, 27707, 43118, 48439, 48912, 51735, 55061, 55638,
                62495, 69955, 72316, 74153, 85919, 92990, 95346, 99536,
              ],
              [
                -70594, -67957, -63749, -59914, -58161, -43387, -28928, -26040, -17410, -14931, -9864, 27895, 40029, 45550, 55812, 58252, 69516,
                87647,
              ],
              [
                -89534, -87688, -86612, -79051, -75901, -56703, -54055, -49437, -43611, -29763, -7042, 7631, 14628, 19320, 27497, 27896, 33797, 45894,
                46420, 54601, 57499, 62110, 62165, 67869, 69033, 69645, 96987,
              ],
              [
                -84992, -83939, -73078, -68887, -68544, -63577, -63478, -48236, -46108, -43407, -41971, -41230, -29351, -18498, -10648, -4290, -3892,
                1585, 1942, 7344, 8384, 14217, 25948, 28672, 29906, 34333, 38243, 41584, 45996, 47376, 49407, 51095, 63323, 68051, 70137, 73343,
                76255, 80869, 84313, 88463, 91782, 92271, 96732, 97761,
              ],
              [-323, 13419, 25685, 35285, 40669, 46702, 80708, 88876],
              [
                -95088, -89119, -77391, -75036, -73999, -69441, -61014, -54363, -48952, -46297, -43005, -38664, -36554, -34010, -1120, 9971, 15336,
                30382, 31223, 31823, 34356, 36459, 37901, 39726, 42559, 47924, 58622, 66100, 72992, 77869, 79067, 87214, 90169, 95689,
              ],
              [
                -99014, -95475, -79437, -61293, -60886, -52207, -35697, -29426, -26075, 7976, 15066, 27389, 43673, 53474, 57428, 60461, 65284, 70321,
                70489, 73936, 78541, 86030, 89074,
              ],
              [-99702, -38023, -6893, 26017, 80795, 98633],
              [
                -98770, -90271, -86568, -80666, -77291, -73748, -69902, -66796, -65472, -62029, -40313, -38130, -32269, -22391, -20334, -8957, -2911,
                19809, 27085, 31200, 39717, 53174, 57078, 57286, 59532, 69887, 70395, 72880, 73735, 75595, 75697, 79846, 87068, 88312, 97867,
              ],
              [
                -99032, -97585, -96185, -90655, -76710, -76657, -76073, -74048, -72380, -67267, -67128, -65710, -58768, -57473, -54787, -48934,
                -45429, -43605, -41090, -35315, -35160, -24785, -15282, -14241, -7990, -7927, -1129, 5952, 18274, 23798, 25110, 34013, 34435, 35675,
                38219, 40322, 44188, 46749, 49441, 59087, 64761, 66829, 70323, 77266, 78926, 84870, 85712, 92709, 93248, 93898,
              ],
              [
                -96457, -87450, -87014, -71206, -65342, -46002, -43708, -42716, -30927, -27429, -15148, 7086, 7320, 29248, 35208, 39420, 40208, 40305,
                47730, 57559, 71363, 81396, 85205, 91274, 91713, 91906, 94539,
              ],
              [-90409, -18135, 72422, 73305],
              [
                -92736, -90598, -80683, -76604, -71954, -70782, -65990, -59647, -53513, -36150, -32703, -31129, -30937, -6486, -475, 7006, 9158, 9992,
                20753, 20833, 49631, 64549, 76400,
              ],
              [
                -91075, -73104, -60554, -54801, -47536, -46004, -12678, -10548, -9962, -4313, 7894, 21912, 27273, 33359, 42741, 51276, 53091, 53560,
                54520, 57109, 65971, 66370, 82708, 83773, 85273, 87440, 97645, 98525,
              ],
            ],
          ],
          expected: [35857, 80795],
        },
      ],
      companies: { Google: 9, Amazon: 10, Microsoft: 6, Apple: 4, Netflix: 3, LinkedIn: 5, Meta: 8 },
    },
  ],
  finalRemarks: `## Final remarks

K-way merge is the heap-powered version of the merge step you already know from merge sort. The recurring recipe across this module:

1. Put the **first element of every sequence** into a min-heap, together with its origin (sequence index and position).
2. **Pop the smallest**, use it, and **push its successor** from the same sequence.
3. Stop when the merged output is complete, or as soon as you have seen the \`k\` elements you need.

Practical advice:

- **Store origins, not just values.** Ties between equal values are common; tuples like \`(value, row, col)\` keep the heap well ordered and tell you what to push next.
- **Seed the heap with only what can matter.** For the k-th smallest, at most \`k\` rows can contribute, so push \`min(n, k)\` starting points.
- **Implicit sequences count.** The pairs \`(i, 0), (i, 1), …\` form a sorted row for each \`i\`; recognising such rows turns a product space into a k-way merge.
- **Track extra state alongside the heap** when the question is about all sequences at once: the smallest-range problem keeps the current maximum next to the heap's minimum.
- **Know the complexity argument:** \`O(N log k)\` for a full merge, \`O(k log k)\` (or \`O(k log n)\`) when only the first \`k\` outputs matter.

The final module in this group keeps a heap of bounded size to select the top \`k\` elements from a larger collection.
`,
  companyFrequency: { Google: 17, Amazon: 23, Microsoft: 14, Apple: 9, Netflix: 4, LinkedIn: 10, Meta: 21 },
};
