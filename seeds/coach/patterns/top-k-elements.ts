// Coding roadmap pattern: Top K Elements. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "top-k-elements",
  title: "Top K Elements",
  summary: "Select the k best items with a bounded heap in O(n log k), and use heaps to drive greedy choices.",
  introduction: `## What the pattern is

Top K problems ask for the \`k\` largest, smallest, closest or most frequent items out of a larger collection. Sorting everything and slicing works, but it costs \`O(n log n)\` and does far more work than needed when \`k\` is small. The top K pattern keeps a **heap of size at most \`k\`** while scanning the input once:

- to find the \`k\` **largest** items, keep a **min-heap** of the best \`k\` seen so far. Its top is the weakest member of the current top \`k\`, the one to evict when something better arrives;
- to find the \`k\` **smallest** items, mirror it: a **max-heap** of size \`k\` whose top is the largest of the kept items.

Each element costs at most one push and one pop on a heap of size \`k\`, so the scan takes \`O(n log k)\` time and \`O(k)\` memory. A related variant **heapifies everything** in \`O(n)\` and pops \`k\` times, for \`O(n + k log n)\`; it is handy when the ordering key is awkward to invert.

The same structure also drives **greedy** algorithms that repeatedly need the current smallest or largest item, such as always combining the two cheapest pieces first.

## When to recognise it

- The problem says "top", "k largest", "k smallest", "k closest", "k most frequent" or "k-th largest".
- You need a ranking of only part of the data, or the data arrives as a stream and cannot be sorted in advance.
- A greedy process repeatedly takes the best remaining candidate, and candidates change as you go.
- An optimisation pairs a "best \`k\` by one attribute" choice with a sweep over another attribute.

## A worked example

*Return the \`k\` largest numbers of an array, in any order.*

Keep a min-heap with at most \`k\` numbers. When a new number beats the smallest kept one, replace it.

\`\`\`python
import heapq

def k_largest(nums, k):
    heap = []
    for x in nums:
        if len(heap) < k:
            heapq.heappush(heap, x)
        elif x > heap[0]:
            heapq.heapreplace(heap, x)   # pop the smallest, push x
    return heap
\`\`\`

For \`nums = [5, 1, 9, 3, 7, 8]\` and \`k = 3\`: the heap fills with 5, 1 and 9; 3 beats the top 1 and replaces it (\`{3, 5, 9}\`); 7 replaces 3 (\`{5, 7, 9}\`); 8 replaces 5 (\`{7, 8, 9}\`). The answer is \`[7, 8, 9]\`, and the top of the heap, 7, is the third largest number.

Why a **min**-heap for the **largest** values? Because the decision at every step is "is the new value better than the worst value I am keeping?", and the worst kept value is the smallest one.

## What comes next

The module starts with the k-th largest value, then selects the nearest points with a size-\`k\` max-heap, ranks words by frequency with a custom order, uses a min-heap greedily to join ropes, and ends with a hard problem that combines sorting by one attribute with a top-\`k\` heap over another.
`,
  problems: [
    {
      slug: "kth-largest-value-in-array",
      title: "K-th Largest Value",
      difficulty: "easy",
      statement: `Given an integer array \`nums\` and an integer \`k\`, return the \`k\`-th largest value of the array: the value that would sit at position \`k\` (counting from 1) if the array were sorted from largest to smallest. Equal values occupy separate positions, so this is not the \`k\`-th largest *distinct* value.

Try to do better than sorting the whole array when \`k\` is small.

### Examples

**Example 1**

\`\`\`
Input: nums = [3, 9, 1, 9, 5], k = 2
Output: 9
\`\`\`

Sorted from largest: 9, 9, 5, 3, 1. The second value is 9 again.

**Example 2**

\`\`\`
Input: nums = [7, -2, 4], k = 3
Output: -2
\`\`\`

With \`k\` equal to the length, the answer is the minimum.

### Constraints

- \`1 <= k <= nums.length <= 10^5\`
- \`-10^4 <= nums[i] <= 10^4\`
`,
      functionName: "kthLargestValue",
      params: [
        { name: "nums", type: "int[]" },
        { name: "k", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def kthLargestValue(nums: List[int], k: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
function kthLargestValue(nums, k) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int kthLargestValue(int[] nums, int k) {
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

int kthLargestValue(vector<int>& nums, int k) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func kthLargestValue(nums []int, k int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `import heapq


def kthLargestValue(nums, k):
    heap = []  # min-heap of the k largest values seen so far
    for value in nums:
        if len(heap) < k:
            heapq.heappush(heap, value)
        elif value > heap[0]:
            heapq.heapreplace(heap, value)
    return heap[0]
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

function kthLargestValue(nums, k) {
  const heap = new Heap((a, b) => a < b); // min-heap of the k largest so far
  for (const value of nums) {
    if (heap.size < k) {
      heap.push(value);
    } else if (value > heap.peek()) {
      heap.pop();
      heap.push(value);
    }
  }
  return heap.peek();
}
`,
        java: `import java.util.*;

class Solution {
    public static int kthLargestValue(int[] nums, int k) {
        PriorityQueue<Integer> heap = new PriorityQueue<>(); // min-heap of the k largest values seen so far
        for (int value : nums) {
            if (heap.size() < k) {
                heap.add(value);
            } else if (value > heap.peek()) {
                heap.poll();
                heap.add(value);
            }
        }
        return heap.peek();
    }
}
`,
        cpp: `#include <functional>
#include <queue>
#include <vector>
using namespace std;

int kthLargestValue(vector<int>& nums, int k) {
    priority_queue<int, vector<int>, greater<int>> heap;  // min-heap of the k largest values seen so far
    for (int value : nums) {
        if ((int) heap.size() < k) {
            heap.push(value);
        } else if (value > heap.top()) {
            heap.pop();
            heap.push(value);
        }
    }
    return heap.top();
}
`,
        go: `package main

import "container/heap"

type intHeap []int

func (h intHeap) Len() int            { return len(h) }
func (h intHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func kthLargestValue(nums []int, k int) int {
	h := &intHeap{} // min-heap of the k largest values seen so far
	for _, value := range nums {
		if h.Len() < k {
			heap.Push(h, value)
		} else if value > (*h)[0] {
			(*h)[0] = value
			heap.Fix(h, 0)
		}
	}
	return (*h)[0]
}
`,
      },
      solutionExplanation: `### Idea

Keep the \`k\` largest values seen so far in a **min-heap**. Its top is the smallest of them, which is exactly the \`k\`-th largest value among the elements processed. A new value matters only if it beats that top, in which case it replaces it.

### Step by step

1. Scan \`nums\`. While the heap holds fewer than \`k\` values, push every value.
2. Afterwards, for each value larger than the heap's top, pop the top and push the value (\`heapreplace\` does both in one operation). Values that are not larger cannot enter the top \`k\`.
3. After the scan the heap holds the \`k\` largest values, and its top is the answer.

For \`[3, 9, 1, 9, 5]\` with \`k = 2\`: the heap becomes \`{3, 9}\`; 1 is ignored; the second 9 replaces 3 (\`{9, 9}\`); 5 is ignored. The top is 9.

### Complexity

- **Time:** \`O(n log k)\`: at most one push and one pop on a heap of size \`k\` per element.
- **Space:** \`O(k)\` for the heap.

Quickselect reaches expected \`O(n)\` time, but the heap version is simpler, has no bad worst case and also works on a stream.
`,
      visibleTests: [
        { input: [[3, 9, 1, 9, 5], 2], expected: 9 },
        { input: [[7, -2, 4], 3], expected: -2 },
      ],
      hiddenTests: [
        { input: [[5], 1], expected: 5 },
        { input: [[1, 2], 1], expected: 2 },
        { input: [[1, 2], 2], expected: 1 },
        { input: [[4, 4, 4, 4], 3], expected: 4 },
        { input: [[-10000, -5, -10000], 2], expected: -10000 },
        { input: [[10000, -10000, 0, 9999], 1], expected: 10000 },
        { input: [[2, 8, 6, 4, 10, 12], 4], expected: 6 },
        {
          input: [
            [
              1940, 4836, -686, -5757, 4424, -2240, 1497, 2707, 5956, -1973, 7507, -4006, -9622, -1216, -7761, 1549, -8642, 8996, -6544, 9484, -3117,
              7051, -1076, 8523, -7498, 9320, 6777, -8905, -8783, 8117, -4586, -1979, 8639, 6606, -5437, 8791, 5901, -9707, -2325, -4889, 2694, 6739,
              -6480, -4549, 6808, 708, 3522, -7176, 9351, -5467, 7118, 7685, 8260, 3890, 6713, -3636, 6712, 8580, 1155, 8577, -9802, 7873, 4317, 8771,
              5779, -7789, 5275, -5405, -2568, -6452, -3195, 148, 7626, 8829, 9653, 991, -2595, 2396, 2043, 7544, 552, 4413, 6011, 92, 8768, 5698,
              -5268, -9405, 8513, 1711, 3542, -4366, -3265, -5943, -8176, 83, -6701, -4018, -9812, -7675, 6376, -1254, 8527, 1372, 1727, -5716, -1896,
              7976, 1078, -9855, 1931, 8862, -1933, -9165, -6896, -6948, 6589, 9699, 4835, -4139, -2419, 2578, -5131, 6840, 6123, 2242, -7384, 9941,
              5771, 705, -9428, -2109, 6604, 6778, -2918, -2694, 5509, -4680, 5885, 1695, 1594, -4364, -6287, 9000, -8715, 7357, -1360, 3546, 3260,
              7806, -220, -9107, -1659, 9736, -7134, -3758, 5737, -1853, -3239, -5862, 3347, 6168, -8962, -9006, 7098, -4118, 2937, 5405, -1810, 5468,
              -1336, -9102, -9661, -2884, -1340, -5125, -7894, -788, 9435, -389, -798, 7828, -1285, 7937, -3091, 9574, 1098, 2384, 1533, -159, 1002,
              2561, -4344, -6931, 9682, 1873, 6883, 375, -3024, -3372, -7016, -8881, -5971, 9948, -7228, 4516, -4185, 8152, -1528, -1313, 7588, 9382,
              5967, -482, 8235, 1698, 110, -3026, 3752, 2946, 5884, -4332, -5802, -2250, -5113, -5336, 1196, -6942, -2302, -4707, 237, -1669, -721,
              -8387, -5517, -607, 3333, 2710, -9025, 6533, -4905, -5025, 8464, -1014, 572, -8425, -8355, -7523, 9884, -8587, -5345, 8166, -3943,
              -2225, -3893, -7000, 1638, -2400, 9270, -7636, -7350, -3006, -115, -9712, -2422, -696, 8543, 492, 694, -4231, 8328, -9510, -7006, 589,
              -6646, 8039, 7930, 3022, 9806, 9227, -2255, 5518, -6759, 2321, -677, -1390, 7308, 6277, -399, 9286, 4727, 4427, 700, 7092, 2562, 4296,
              -8840, 6446, -8576, 3080, 6325, 2185, -9996, 7827, 976, 1866, 6224, 8735, 9844, 4974, 2557, -6814, 9734, -7525, 9998, 3262, -5972, 819,
              7869, -7021, 1238, 1260, 2683, -9288, -4487, -1964, 3056, 6319, 4136, -187, 3070, -7172, -491, 5873, -4396, -2670, -1017, 1952, -8704,
              132, -3456, -4990, -3036, 873, -3462, -520, 9340, 2240, -6714, -473, -103, -9394, -3173, -6782, -6018, 4044, 6024, 315, 9883, -3462,
              -3474, -5084, -2116, 313, 4442, 4345, -2637, -8648, -2471, 2761, -8635, -1748, 6012, 9084, -4779, -3492, 924, 7146, 867, 3296, 2599,
              -8752, -3971, -6365, 9983, -171, -7565, 8239, -8675, -4664, 8568, 9923, -5921, 5116, -4925, -6060, -1851, -8920, -7058, 8861, -1042,
              9997, -2648, 1476, -7819, 4199, -3708, 6657, 7609, -7235, 8892, 1714, -6663, -6960, 6856, 7420, -5642, -5216, 3677, -5734, -1052, -2117,
              5814, 7124, -8543, -9824, 2397, -1715, 4740, 3785, -6295, 196, -6049, -3253, -2373, -5226, -4079, -7003, 588, 8163, 4113, 3210, -9552,
              -1539, 3568, 4438, -6047, -8278, 7975, -5986, -8600, 4525, -2595, -8011, 4334, 8323, -9410, 8435, -8393, 7935, -6370, 7913, -1936, 403,
              9962, 2596, -810, -4788, 6547, 6343, -9811, -5826, -7779, -9078, 9874, 7653, 3002, 567, -7239, -4320, 9197, 7320, -1924, -282, 416,
              -3337, -4245, -881, 9912, 9372, -6407, 279, -8201, 437, 9134, 7172, 1274, -6588, 5381, 5051,
            ],
            37,
          ],
          expected: 8861,
        },
        {
          input: [
            [
              0, -3, -1, -3, 1, 3, -2, 3, -1, 2, -3, -1, 0, 0, 3, -1, 1, -2, -1, -3, -2, -3, -3, -1, -1, -1, -3, -1, 0, -2, 2, 0, 0, -2, -3, -1, 1, 1,
              3, 1, 3, 2, -2, 3, 3, -1, -3, 3, -3, -3, -2, -2, 0, 0, 3, -2, -2, -3, -2, 1, 2, 1, 2, -3, -1, -1, 3, -2, 2, -3, -1, -3, -1, 0, -3, -2,
              2, 2, -1, -3, 2, -1, -3, 2, -3, 2, 0, 3, -2, 2, -2, 3, -3, -2, -1, 2, -1, 2, -1, 2, 1, 3, -2, 2, -1, -3, 2, 3, 0, -3, -2, 1, 2, 3, 2, 2,
              -1, -2, 2, -2, -3, -3, -2, 2, -3, 3, 1, 0, -2, 1, -2, 3, 0, -2, 1, 3, 1, -3, -3, -3, -1, 2, -2, 3, -3, 3, -1, -3, 1, 1, 0, -3, -2, 1,
              -2, 2, -3, 1, 3, -1, -2, 2, -2, 3, -3, 2, -2, -1, -1, -3, 1, -1, -2, 0, -2, 3, 2, -1, -3, -1, -1, -2, -3, 3, 3, 2, 1, -2, -3, -1, 0, 0,
              1, 0, -3, 3, -1, 2, -1, 1, -3, -3, -2, 3, 1, -2, -3, 3, -3, 0, 3, 2, -3, -3, 1, -2, 3, 1, -2, -2, 2, -1, 1, 0, -1, -2, 3, 0, 1, -3, -3,
              3, -1, -2, 2, -3, 2, 2, 0, 3, -2, 0, -1, 0, -3, -3, -1, 0, -1, 0, 1, -2, -1, 2, 1, 0, 2, -1, -2, -2, 0, 2, -2, 0, -3, -3, 3, -3, -3, 3,
              -2, -2, -2, -2, -1, 1, 1, -3, -1, -2, -3, 0, -2, 2, 2, -1, -1, -2, 2, -2, -3, 2, 3, -1, 1, -1, 0, 2, 1, 0,
            ],
            150,
          ],
          expected: -1,
        },
        {
          input: [
            [
              -1307, -5147, -5678, -7789, 7662, 8561, -3557, 2156, -6645, -1397, -8420, 4241, -5928, -8509, 3466, 9136, 4440, 7368, 9485, -2293, 5735,
              8212, 8345, 6139, -2222, -1873, -1243, 9384, -2772, -4506, -1793, -2153, 4131, 8728, 3288, 1580, -8629, 7197, -676, -9070, 6848, 5658,
              5007, -3716, 5037, -1197, -4495, -4064, -6940, 8811, -6568, 287, 8426, -445, -3460, 5297, -7452, -1502, 3974, 53, 3412, -4571, 609, 115,
              9724, -1073, -8429, -9017, 5653, 162, -8042, 4512, -4700, -5759, -7791, 1991, 623, 2497, 3236, 3734, 9451, 6007, -8404, 3081, -1692,
              -5721, -3919, 8144, -9021, 7954, -2572, -6767, -3272, 4447, 7393, 9860, 8092, -9896, -5491, 9767, -9909, 1733, -6129, 455, 7262, -2596,
              -8427, 9715, 7844, 441, -4321, 5213, 8787, -1922, 8981, -7762, -7866, -5990, -4786, 4538, 6901, 7329, 1532, -260, 9644, 2781, -8624,
              1955, 9052, 7407, 7154, 4253, -416, -1245, -9135, 355, -1528, -7893, -2689, 6607, 838, -9349, 5298, 8666, 4201, 5223, 5992, -6592, 9789,
              -6195, 100, -1992, 853, -9865, 9156, -7425, 303, 4859, -8029, 8031, 7475, -6642, 8277, -3834, 951, 8740, 4797, 9173, -8464, -2500, 4368,
              -3337, 7300, 373, 7252, 4916, 3703, -6920, 1415, 257, 6539, 4612, 3302, -8161, -2703, 1506, -3946, 9753, -1406, 235, 5308, -9590, -4947,
              7587, -3582, -1845, 688, 6673, 5236, -8098,
            ],
            200,
          ],
          expected: -9909,
        },
      ],
      companies: { Google: 20, Amazon: 28, Microsoft: 17, Apple: 13, Netflix: 6, LinkedIn: 10, Meta: 30 },
    },
    {
      slug: "nearest-points-to-origin",
      title: "K Points Nearest the Origin",
      difficulty: "medium",
      statement: `\`points\` lists points on a plane as \`[x, y]\` pairs with integer coordinates. Return the \`k\` points closest to the origin \`(0, 0)\`, using ordinary Euclidean distance.

If several points are equally far away and not all of them fit, prefer the points that appear **earlier** in \`points\`. The returned points may be in any order.

### Examples

**Example 1**

\`\`\`
Input: points = [[3, 4], [1, -1], [-2, 2], [0, 5]], k = 2
Output: [[1, -1], [-2, 2]]
\`\`\`

The squared distances are 25, 2, 8 and 25, so the two nearest points are \`[1, -1]\` and \`[-2, 2]\`.

**Example 2**

\`\`\`
Input: points = [[2, 0], [0, 2], [1, 1]], k = 1
Output: [[1, 1]]
\`\`\`

\`[1, 1]\` is at distance √2, the others at distance 2.

**Example 3**

\`\`\`
Input: points = [[0, 3], [3, 0], [-3, 0]], k = 2
Output: [[0, 3], [3, 0]]
\`\`\`

All three points are at distance 3; the first two in the input win.

### Constraints

- \`1 <= k <= points.length <= 10^4\`
- \`-10^4 <= x, y <= 10^4\`
`,
      functionName: "nearestPointsToOrigin",
      params: [
        { name: "points", type: "int[][]" },
        { name: "k", type: "int" },
      ],
      returnType: "int[][]",
      compare: "unordered",
      starter: {
        python: `from typing import List


def nearestPointsToOrigin(points: List[List[int]], k: int) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[][]} points
 * @param {number} k
 * @return {number[][]}
 */
function nearestPointsToOrigin(points, k) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] nearestPointsToOrigin(int[][] points, int k) {
        // Write your code here
        return new int[0][];
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

vector<vector<int>> nearestPointsToOrigin(vector<vector<int>>& points, int k) {
    // Write your code here
    return {};
}
`,
        go: `package main

func nearestPointsToOrigin(points [][]int, k int) [][]int {
	// Write your code here
	return [][]int{}
}
`,
      },
      solutions: {
        python: `import heapq


def nearestPointsToOrigin(points, k):
    heap = []  # max-heap on (distance, index), stored negated
    for i, (x, y) in enumerate(points):
        entry = (-(x * x + y * y), -i)
        if len(heap) < k:
            heapq.heappush(heap, entry)
        elif entry > heap[0]:  # strictly closer than the farthest kept point
            heapq.heapreplace(heap, entry)
    return [points[-neg_i] for _, neg_i in heap]
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

function nearestPointsToOrigin(points, k) {
  const dist = (i) => points[i][0] * points[i][0] + points[i][1] * points[i][1];
  // max-heap of indices by (distance, index): the point to evict is on top
  const heap = new Heap((a, b) => dist(a) > dist(b) || (dist(a) === dist(b) && a > b));
  for (let i = 0; i < points.length; i++) {
    if (heap.size < k) {
      heap.push(i);
    } else if (dist(i) < dist(heap.peek())) {
      heap.pop();
      heap.push(i);
    }
  }
  return heap.items.map((i) => points[i]);
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] nearestPointsToOrigin(int[][] points, int k) {
        // max-heap of point indices: farthest first, and among equals the later index first
        PriorityQueue<Integer> heap = new PriorityQueue<>((a, b) -> {
            long da = dist(points[a]), db = dist(points[b]);
            return da != db ? Long.compare(db, da) : Integer.compare(b, a);
        });
        for (int i = 0; i < points.length; i++) {
            if (heap.size() < k) {
                heap.add(i);
            } else if (dist(points[i]) < dist(points[heap.peek()])) { // strictly closer than the farthest kept point
                heap.poll();
                heap.add(i);
            }
        }
        int[][] result = new int[heap.size()][];
        int r = 0;
        for (int i : heap) result[r++] = points[i];
        return result;
    }

    private static long dist(int[] p) {
        return (long) p[0] * p[0] + (long) p[1] * p[1];
    }
}
`,
        cpp: `#include <queue>
#include <utility>
#include <vector>
using namespace std;

vector<vector<int>> nearestPointsToOrigin(vector<vector<int>>& points, int k) {
    // max-heap of (squared distance, index): the farthest kept point on top
    priority_queue<pair<long long, int>> heap;
    for (int i = 0; i < (int) points.size(); i++) {
        long long d = (long long) points[i][0] * points[i][0] + (long long) points[i][1] * points[i][1];
        if ((int) heap.size() < k) {
            heap.push({d, i});
        } else if (d < heap.top().first) {  // strictly closer than the farthest kept point
            heap.pop();
            heap.push({d, i});
        }
    }
    vector<vector<int>> result;
    while (!heap.empty()) {
        result.push_back(points[heap.top().second]);
        heap.pop();
    }
    return result;
}
`,
        go: `package main

import "container/heap"

// farHeap is a max-heap of (squared distance, index) pairs: the farthest kept point on top.
type farHeap [][2]int

func (h farHeap) Len() int { return len(h) }
func (h farHeap) Less(i, j int) bool {
	if h[i][0] != h[j][0] {
		return h[i][0] > h[j][0]
	}
	return h[i][1] > h[j][1]
}
func (h farHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *farHeap) Push(x interface{}) { *h = append(*h, x.([2]int)) }
func (h *farHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func nearestPointsToOrigin(points [][]int, k int) [][]int {
	h := &farHeap{}
	for i, p := range points {
		d := p[0]*p[0] + p[1]*p[1]
		if h.Len() < k {
			heap.Push(h, [2]int{d, i})
		} else if d < (*h)[0][0] { // strictly closer than the farthest kept point
			(*h)[0] = [2]int{d, i}
			heap.Fix(h, 0)
		}
	}
	result := [][]int{}
	for _, entry := range *h {
		result = append(result, points[entry[1]])
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

We want the \`k\` **smallest** distances, so keep a **max-heap** of at most \`k\` points keyed by distance: its top is the farthest point we are currently keeping, the first one to evict. Comparing squared distances \`x² + y²\` avoids square roots and stays exact.

The tie rule is part of the key: order points by \`(distance, index)\`. A later point with the same distance as the top has a larger index, so it never evicts anything, and earlier points win ties automatically.

### Step by step

1. For each point \`i\`, compute \`d = x² + y²\`.
2. If the heap holds fewer than \`k\` points, push \`(d, i)\`.
3. Otherwise, if \`d\` is strictly smaller than the distance on top, replace the top with \`(d, i)\`.
4. Return the points whose indices remain in the heap.

Python's \`heapq\` is a min-heap, so the solution stores \`(-d, -i)\`: the largest \`(d, i)\` becomes the smallest entry and sits on top.

### Complexity

- **Time:** \`O(n log k)\`.
- **Space:** \`O(k)\` for the heap.
`,
      visibleTests: [
        {
          input: [
            [
              [3, 4],
              [1, -1],
              [-2, 2],
              [0, 5],
            ],
            2,
          ],
          expected: [
            [1, -1],
            [-2, 2],
          ],
        },
        {
          input: [
            [
              [2, 0],
              [0, 2],
              [1, 1],
            ],
            1,
          ],
          expected: [[1, 1]],
        },
        {
          input: [
            [
              [0, 3],
              [3, 0],
              [-3, 0],
            ],
            2,
          ],
          expected: [
            [0, 3],
            [3, 0],
          ],
        },
      ],
      hiddenTests: [
        { input: [[[0, 0]], 1], expected: [[0, 0]] },
        {
          input: [
            [
              [1, 1],
              [1, 1],
              [1, 1],
            ],
            2,
          ],
          expected: [
            [1, 1],
            [1, 1],
          ],
        },
        {
          input: [
            [
              [5, 5],
              [-5, -5],
              [5, -5],
            ],
            3,
          ],
          expected: [
            [5, 5],
            [-5, -5],
            [5, -5],
          ],
        },
        {
          input: [
            [
              [10000, 10000],
              [-10000, 9999],
            ],
            1,
          ],
          expected: [[-10000, 9999]],
        },
        {
          input: [
            [
              [1, 0],
              [0, 1],
              [-1, 0],
              [0, -1],
              [2, 2],
            ],
            3,
          ],
          expected: [
            [1, 0],
            [0, 1],
            [-1, 0],
          ],
        },
        {
          input: [
            [
              [3, 3],
              [1, 2],
              [2, 1],
              [0, 0],
            ],
            2,
          ],
          expected: [
            [0, 0],
            [1, 2],
          ],
        },
        {
          input: [
            [
              [1377, -2138],
              [571, 2054],
              [4443, 885],
              [151, -10],
              [-8306, 605],
              [9318, -4519],
              [6358, 1987],
              [6791, -6692],
              [-2647, 1622],
              [7970, -1948],
              [727, -7209],
              [-5307, 5073],
              [836, -3681],
              [4541, 7966],
              [8029, 1656],
              [-618, -4907],
              [-3611, -3131],
              [2964, 2580],
              [-5056, 7952],
              [7637, 5116],
              [-1683, 8216],
              [-4473, 4612],
              [6300, -8567],
              [-4567, 2144],
              [-2700, -8558],
              [7404, -5148],
              [7643, 2719],
              [-2401, 4717],
              [-6064, 1305],
              [-6036, 8808],
              [6972, 5179],
              [-7765, 7181],
              [-6766, -1838],
              [5838, -269],
              [-7946, 8822],
              [8500, 9987],
              [9717, -8828],
              [-1605, -7401],
              [3593, -5000],
              [-278, 345],
              [-4405, -9619],
              [-8774, 7980],
              [-9275, 850],
              [-444, 7525],
              [8158, -5366],
              [-9690, 7861],
              [-2124, 7146],
              [-9587, -1208],
              [-8310, -3412],
              [9524, 4539],
              [5079, -8346],
              [-792, -5582],
              [2846, 7984],
              [-527, 2394],
              [-4504, -3668],
              [-3673, -5813],
              [5499, 2030],
              [8621, 8105],
              [-885, -6712],
              [-6424, -2771],
              [7753, -4329],
              [1119, -2336],
              [4515, -8202],
              [-1506, -6231],
              [5997, -4450],
              [-5815, -4307],
              [-2228, -8056],
              [-2373, -849],
              [9180, 38],
              [-6774, 427],
              [-2812, 7955],
              [4693, -4233],
              [7617, 7625],
              [-5351, -9642],
              [-742, 5794],
              [-404, 3938],
              [-5871, 6696],
              [8250, 3507],
              [-2874, -3916],
              [6969, 7921],
              [4529, -1850],
              [-3618, -4558],
              [1880, 2271],
              [5806, -1131],
              [-2188, -8888],
              [7992, -3627],
              [602, -4286],
              [-3852, 158],
              [2255, -4087],
              [-5950, 6999],
              [4555, 3045],
              [-4136, -2299],
              [8529, 5628],
              [-406, 6],
              [6865, -2505],
              [9096, 2145],
              [1173, 6178],
              [1006, 612],
              [-4002, -6671],
              [-9892, 2248],
              [962, -3416],
              [3377, 9873],
              [-1671, 5018],
              [-9617, 435],
              [7667, 4632],
              [5564, -5419],
              [8557, 2854],
              [-7176, 1439],
              [4419, 208],
              [2401, -3338],
              [-3663, -8678],
              [-2301, -3521],
              [8337, 7082],
              [-5339, -2382],
              [-6431, -8250],
              [-4270, 9199],
              [9396, 7289],
              [1610, -7630],
              [-17, -7753],
              [-9875, 9622],
              [2655, -8033],
              [-5829, -6168],
              [5671, 6454],
              [6784, 6530],
              [9030, -340],
              [-5593, 2196],
              [4252, 6885],
              [-3743, 9741],
              [-5673, 1991],
              [-9004, 2962],
              [3250, -7342],
              [-2720, 1625],
              [-9279, -7807],
              [-1902, -959],
              [-3232, 4351],
              [8431, -375],
              [4975, -3644],
              [-8889, -8376],
              [6662, 7116],
              [3374, 5583],
              [4138, -5078],
              [-7535, 6160],
              [-4399, -4031],
              [2824, 5979],
              [-3185, -866],
              [-7079, 401],
              [-1371, -8903],
              [8992, -5278],
              [2021, -819],
              [1048, 5425],
              [-1611, 312],
              [1775, -5438],
              [-4754, -951],
              [2388, 2155],
              [-7653, -5461],
              [-7470, -6377],
              [-3060, -6305],
              [5672, -7706],
              [-3016, 6344],
              [4589, 9927],
              [-9288, 7937],
              [6863, 9992],
              [-1408, 5749],
              [-7691, -1055],
              [-8737, 8322],
              [3440, -3662],
              [3397, -308],
              [5019, -3575],
              [1699, -7430],
              [-7493, -2407],
              [-8239, 103],
              [-4977, -4200],
              [-6020, 1895],
              [-9197, 9620],
              [-7638, 2284],
              [-6179, -1254],
              [7170, -3738],
              [-2958, -8941],
              [-6926, -9277],
              [741, -7152],
              [-565, -9866],
              [4060, 485],
              [-4393, -9196],
              [-2052, 9190],
              [-7188, -7042],
              [-114, 9092],
              [-9243, -5052],
              [-7686, -5982],
              [-6795, 5600],
              [-6648, 7766],
              [2750, 8838],
              [-5657, -8632],
              [-6267, 9304],
              [1256, 4984],
              [2289, 2122],
              [-877, -2475],
              [-3997, -3465],
              [5833, -1115],
              [-9169, -343],
              [-8755, -7563],
              [-3757, -5675],
              [-902, -3689],
              [-2516, 2334],
              [6964, -6691],
              [-6705, -9628],
              [-5762, 9744],
              [-7550, 1217],
              [-5914, 5848],
              [9076, -1174],
              [-4461, 1238],
              [3684, 4524],
              [5174, 5791],
              [4068, 6707],
              [2736, -1437],
              [4618, 5542],
              [-9910, 9413],
              [-5348, 8246],
              [3794, 8748],
              [-6281, -8818],
              [-548, 4901],
              [-7974, 5148],
              [-9744, 3782],
              [8431, 7162],
              [-8272, 6965],
              [-8719, -1381],
              [7307, -1425],
              [99, -3198],
              [-3916, 2724],
              [-8279, -2406],
              [-8618, 3674],
              [-4551, -269],
              [-7498, -4328],
              [858, 2740],
              [7505, 4344],
              [4413, 8642],
              [8934, 3272],
              [-2914, 2178],
              [-864, 4441],
              [8571, -9419],
              [-3345, -3429],
              [5774, -7795],
              [-7050, -2361],
              [1263, 5234],
              [-5368, -5556],
              [-9150, 364],
              [-8835, 8581],
              [-7734, -5686],
              [-479, 4836],
              [-9422, -4424],
              [2084, -2096],
              [1033, -1010],
              [-5533, -4128],
              [1743, -3652],
              [1351, -7732],
              [2582, -1150],
              [-8693, 6075],
              [-2666, 2776],
              [7764, -9950],
              [-9616, 7242],
              [9171, 8394],
              [8054, -7646],
              [7336, -3683],
              [3502, 4348],
              [-3975, 9673],
              [4319, 6881],
              [5548, 4809],
              [9568, 7777],
              [4314, -2378],
              [6570, -1133],
              [6631, -5953],
              [-9993, -5437],
              [1026, 3237],
              [3419, 4483],
              [6544, -5590],
              [-7090, 8295],
              [-2183, 5826],
              [-6781, -4187],
              [113, -778],
              [225, -8408],
              [-9815, -6701],
              [-891, -7582],
              [-6733, -2855],
              [-6763, 1451],
              [-8217, 8948],
              [9795, -10000],
              [-5709, 5136],
              [1701, -5413],
              [-4442, 7335],
              [-3106, 7010],
              [1870, -757],
              [4715, -671],
              [-517, -650],
              [-9700, 1092],
              [8814, -5159],
              [1648, -9432],
              [1457, -1051],
              [-8620, -2557],
              [8026, -1224],
              [9876, -877],
              [5176, -1575],
            ],
            25,
          ],
          expected: [
            [151, -10],
            [-406, 6],
            [-278, 345],
            [113, -778],
            [-517, -650],
            [1006, 612],
            [1033, -1010],
            [-1611, 312],
            [1457, -1051],
            [1870, -757],
            [-1902, -959],
            [571, 2054],
            [2021, -819],
            [-527, 2394],
            [-2373, -849],
            [1377, -2138],
            [1119, -2336],
            [-877, -2475],
            [2582, -1150],
            [858, 2740],
            [1880, 2271],
            [2084, -2096],
            [2736, -1437],
            [-2647, 1622],
            [2289, 2122],
          ],
        },
        {
          input: [
            [
              [1, -1],
              [0, 0],
              [2, -3],
              [-1, 0],
              [1, 1],
              [-1, -3],
              [2, -1],
              [1, -3],
              [0, 2],
              [-3, 3],
              [1, 0],
              [0, 1],
              [-3, 0],
              [-1, 3],
              [-1, 2],
              [-3, -3],
              [-3, 2],
              [0, -2],
              [-1, 1],
              [2, 3],
              [0, 2],
              [-2, -2],
              [-3, -3],
              [3, -1],
              [-3, 0],
              [-2, 0],
              [-2, -1],
              [0, -3],
              [0, -3],
              [2, 2],
              [0, 2],
              [-2, -1],
              [2, 3],
              [-2, -2],
              [-1, -2],
              [-1, -1],
              [1, 1],
              [3, -1],
              [-3, 2],
              [2, 3],
              [3, 0],
              [3, -3],
              [-3, 2],
              [1, 1],
              [2, -2],
              [-1, 2],
              [1, -1],
              [-2, 2],
              [0, -1],
              [-3, 0],
              [1, -2],
              [-2, 1],
              [1, 0],
              [3, -1],
              [3, 2],
              [-3, -3],
              [2, 1],
              [1, 3],
              [-2, 3],
              [1, 1],
              [-1, 2],
              [0, 3],
              [-2, -3],
              [-1, -3],
              [-3, -3],
              [-3, 2],
              [3, -3],
              [3, 3],
              [2, -2],
              [3, 2],
              [-2, 2],
              [2, 1],
              [0, -3],
              [3, -2],
              [-3, -3],
              [3, -2],
              [1, -3],
              [-1, 0],
              [1, -2],
              [-2, -3],
              [3, -3],
              [3, -3],
              [3, -2],
              [0, 0],
              [2, -2],
              [0, -1],
              [2, 2],
              [0, 2],
              [0, -1],
              [2, 2],
              [-3, 1],
              [3, 0],
              [0, -2],
              [-2, 0],
              [1, -2],
              [-2, 3],
              [-1, -2],
              [2, -1],
              [1, -3],
              [-1, -3],
              [0, 0],
              [-1, 3],
              [1, 0],
              [2, 1],
              [0, -3],
              [-1, -3],
              [1, 2],
              [-1, -1],
              [2, 3],
              [0, 1],
              [-2, -3],
              [-1, 3],
              [3, 1],
              [1, 2],
              [0, -3],
              [-1, -2],
              [0, -3],
              [2, 0],
              [-1, -1],
              [1, -3],
              [3, -2],
              [0, 3],
              [0, 3],
              [0, 2],
              [-1, -1],
              [0, -2],
              [-3, 2],
              [-2, -1],
              [-1, -1],
              [-1, -3],
              [3, 2],
              [-2, -2],
              [1, -1],
              [1, -3],
              [3, -2],
              [-3, 1],
              [-1, 2],
              [2, 1],
              [3, 1],
              [-1, 2],
              [2, -1],
              [3, -1],
              [-3, 1],
              [-1, -1],
              [-3, -3],
              [-3, 3],
              [2, 1],
              [0, -3],
              [-3, 1],
              [2, 2],
              [-2, -1],
              [-3, 1],
              [2, 1],
              [3, 0],
              [-1, -1],
              [-3, -2],
              [2, 3],
              [-1, -2],
              [2, 2],
              [-3, -2],
              [-3, 2],
              [1, -3],
              [-1, 1],
              [-3, -2],
              [-1, 3],
              [-2, 0],
              [-2, -1],
              [-3, 0],
              [1, 3],
              [2, 2],
              [0, -2],
              [0, 1],
              [-1, -3],
              [3, 1],
              [2, -2],
              [3, 0],
              [1, 3],
              [-3, 0],
              [1, 0],
              [2, 3],
              [1, 1],
              [-3, -1],
              [2, 1],
              [3, -2],
              [-3, 0],
              [1, -3],
              [-2, -3],
              [0, -1],
              [0, 1],
              [-2, 2],
              [3, -3],
              [1, 1],
              [-1, -3],
              [-1, 0],
              [3, 0],
              [0, -2],
              [2, -1],
              [1, -2],
              [-1, 1],
              [-1, -1],
            ],
            40,
          ],
          expected: [
            [0, 0],
            [0, 0],
            [0, 0],
            [-1, 0],
            [1, 0],
            [0, 1],
            [0, -1],
            [1, 0],
            [-1, 0],
            [0, -1],
            [0, -1],
            [1, 0],
            [0, 1],
            [0, 1],
            [1, 0],
            [0, -1],
            [0, 1],
            [-1, 0],
            [1, -1],
            [1, 1],
            [-1, 1],
            [-1, -1],
            [1, 1],
            [1, 1],
            [1, -1],
            [1, 1],
            [-1, -1],
            [-1, -1],
            [-1, -1],
            [-1, -1],
            [1, -1],
            [-1, -1],
            [-1, -1],
            [-1, 1],
            [1, 1],
            [1, 1],
            [-1, 1],
            [-1, -1],
            [0, 2],
            [0, -2],
          ],
        },
        {
          input: [
            [
              [-5, 4],
              [1, -9],
              [8, -10],
              [10, 5],
              [6, -8],
              [-4, -3],
              [8, -7],
              [-5, -8],
              [7, -7],
              [-7, -5],
              [7, -9],
              [-3, 2],
              [-6, -8],
              [-1, -2],
              [-4, 9],
              [2, -5],
              [-9, -10],
              [-7, -1],
              [2, 8],
              [5, -2],
              [1, 7],
              [10, -9],
              [2, 7],
              [0, 6],
              [-5, -5],
              [6, -5],
              [-7, 6],
              [-8, 8],
              [6, -6],
              [-8, -9],
              [7, 3],
              [-6, 7],
              [-4, 5],
              [-9, -7],
              [-1, -2],
              [0, 6],
              [8, -3],
              [9, 1],
              [8, 10],
              [6, -1],
              [-8, 10],
              [0, -6],
              [4, 4],
              [10, 4],
              [-10, 4],
              [-1, -2],
              [-8, -2],
              [-4, -5],
              [-2, -1],
              [0, -4],
              [10, -9],
              [-5, -10],
              [8, -5],
              [-10, 2],
              [1, 3],
              [-1, -4],
              [4, 1],
              [4, -7],
              [5, -7],
              [8, -2],
              [7, -5],
              [6, 2],
              [5, 9],
              [-4, 3],
              [5, -7],
              [5, 3],
              [-10, -5],
              [-8, 7],
              [0, 5],
              [5, 3],
              [-2, 7],
              [7, -10],
              [1, 7],
              [7, -4],
              [5, -9],
              [-3, 8],
              [-10, -4],
              [-6, 3],
              [2, 3],
              [6, 10],
              [-5, -7],
              [-9, 9],
              [-2, 4],
              [-3, 3],
              [8, 7],
              [0, 3],
              [-6, -6],
              [9, -9],
              [-8, -1],
              [3, 6],
              [3, -1],
              [-6, 0],
              [2, -4],
              [5, -10],
              [-10, 5],
              [-7, -2],
              [-3, -1],
              [-10, 9],
              [5, -4],
              [3, 4],
            ],
            100,
          ],
          expected: [
            [-1, -2],
            [-1, -2],
            [-1, -2],
            [-2, -1],
            [0, 3],
            [1, 3],
            [3, -1],
            [-3, -1],
            [-3, 2],
            [2, 3],
            [0, -4],
            [-1, -4],
            [4, 1],
            [-3, 3],
            [-2, 4],
            [2, -4],
            [-4, -3],
            [-4, 3],
            [0, 5],
            [3, 4],
            [2, -5],
            [5, -2],
            [4, 4],
            [5, 3],
            [5, 3],
            [0, 6],
            [0, 6],
            [0, -6],
            [-6, 0],
            [6, -1],
            [6, 2],
            [-5, 4],
            [-4, 5],
            [-4, -5],
            [5, -4],
            [-6, 3],
            [3, 6],
            [-7, -1],
            [1, 7],
            [-5, -5],
            [1, 7],
            [2, 7],
            [-2, 7],
            [-7, -2],
            [7, 3],
            [6, -5],
            [4, -7],
            [7, -4],
            [-8, -1],
            [2, 8],
            [-8, -2],
            [8, -2],
            [6, -6],
            [-6, -6],
            [8, -3],
            [-3, 8],
            [-7, -5],
            [5, -7],
            [7, -5],
            [5, -7],
            [-5, -7],
            [1, -9],
            [9, 1],
            [-7, 6],
            [-6, 7],
            [-5, -8],
            [8, -5],
            [-4, 9],
            [7, -7],
            [6, -8],
            [-6, -8],
            [-10, 2],
            [5, 9],
            [5, -9],
            [8, -7],
            [-8, 7],
            [8, 7],
            [10, 4],
            [-10, 4],
            [-10, -4],
            [10, 5],
            [-5, -10],
            [-10, -5],
            [5, -10],
            [-10, 5],
            [-8, 8],
            [7, -9],
            [-9, -7],
            [6, 10],
            [-8, -9],
            [7, -10],
            [-9, 9],
            [9, -9],
            [8, -10],
            [8, 10],
            [-8, 10],
            [-9, -10],
            [10, -9],
            [10, -9],
            [-10, 9],
          ],
        },
      ],
      companies: { Google: 14, Amazon: 19, Microsoft: 11, Apple: 9, Netflix: 4, LinkedIn: 7, Meta: 27 },
    },
    {
      slug: "most-frequent-words-ranked",
      title: "Most Frequent Words",
      difficulty: "medium",
      statement: `Given a list of lowercase \`words\` and an integer \`k\`, return the \`k\` most frequent distinct words. Order the result from the most frequent word to the least frequent; words with the same frequency are ordered alphabetically (dictionary order).

\`k\` never exceeds the number of distinct words.

### Examples

**Example 1**

\`\`\`
Input: words = ["apple", "kiwi", "apple", "fig", "kiwi", "apple", "date"], k = 2
Output: ["apple", "kiwi"]
\`\`\`

\`apple\` appears three times and \`kiwi\` twice.

**Example 2**

\`\`\`
Input: words = ["sun", "moon", "star", "moon", "sun"], k = 3
Output: ["moon", "sun", "star"]
\`\`\`

\`moon\` and \`sun\` tie with two occurrences, and \`moon\` comes first alphabetically.

### Constraints

- \`1 <= words.length <= 10^4\`
- \`1 <= words[i].length <= 10\`, lowercase English letters only
- \`1 <= k <=\` number of distinct words
`,
      functionName: "topFrequentWords",
      params: [
        { name: "words", type: "string[]" },
        { name: "k", type: "int" },
      ],
      returnType: "string[]",
      starter: {
        python: `from typing import List


def topFrequentWords(words: List[str], k: int) -> List[str]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {string[]} words
 * @param {number} k
 * @return {string[]}
 */
function topFrequentWords(words, k) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static String[] topFrequentWords(String[] words, int k) {
        // Write your code here
        return new String[0];
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

vector<string> topFrequentWords(vector<string>& words, int k) {
    // Write your code here
    return {};
}
`,
        go: `package main

func topFrequentWords(words []string, k int) []string {
	// Write your code here
	return []string{}
}
`,
      },
      solutions: {
        python: `import heapq
from collections import Counter


def topFrequentWords(words, k):
    counts = Counter(words)
    heap = [(-count, word) for word, count in counts.items()]
    heapq.heapify(heap)
    return [heapq.heappop(heap)[1] for _ in range(k)]
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

function topFrequentWords(words, k) {
  const counts = new Map();
  for (const word of words) counts.set(word, (counts.get(word) || 0) + 1);
  // the "smallest" entry is the most frequent word, then the alphabetically first
  const heap = new Heap((a, b) => a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]));
  for (const entry of counts) heap.push(entry);
  const result = [];
  for (let i = 0; i < k; i++) result.push(heap.pop()[0]);
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static String[] topFrequentWords(String[] words, int k) {
        Map<String, Integer> counts = new HashMap<>();
        for (String word : words) counts.merge(word, 1, Integer::sum);
        // most frequent first; equal counts in alphabetical order
        PriorityQueue<String> heap = new PriorityQueue<>((a, b) -> {
            int ca = counts.get(a), cb = counts.get(b);
            return ca != cb ? Integer.compare(cb, ca) : a.compareTo(b);
        });
        heap.addAll(counts.keySet());
        String[] result = new String[k];
        for (int i = 0; i < k; i++) result[i] = heap.poll();
        return result;
    }
}
`,
        cpp: `#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>
using namespace std;

vector<string> topFrequentWords(vector<string>& words, int k) {
    unordered_map<string, int> counts;
    for (const string& word : words) counts[word]++;
    // most frequent first; equal counts in alphabetical order
    auto after = [](const pair<int, string>& a, const pair<int, string>& b) {
        return a.first != b.first ? a.first < b.first : a.second > b.second;
    };
    priority_queue<pair<int, string>, vector<pair<int, string>>, decltype(after)> heap(after);
    for (const auto& [word, count] : counts) heap.push({count, word});
    vector<string> result;
    for (int i = 0; i < k; i++) {
        result.push_back(heap.top().second);
        heap.pop();
    }
    return result;
}
`,
        go: `package main

import "container/heap"

type wordCount struct {
	word  string
	count int
}

// wordHeap: most frequent first; equal counts in alphabetical order.
type wordHeap []wordCount

func (h wordHeap) Len() int { return len(h) }
func (h wordHeap) Less(i, j int) bool {
	if h[i].count != h[j].count {
		return h[i].count > h[j].count
	}
	return h[i].word < h[j].word
}
func (h wordHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *wordHeap) Push(x interface{}) { *h = append(*h, x.(wordCount)) }
func (h *wordHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func topFrequentWords(words []string, k int) []string {
	counts := map[string]int{}
	for _, word := range words {
		counts[word]++
	}
	h := &wordHeap{}
	for word, count := range counts {
		*h = append(*h, wordCount{word, count})
	}
	heap.Init(h)
	result := []string{}
	for i := 0; i < k; i++ {
		result = append(result, heap.Pop(h).(wordCount).word)
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

Count the words, then extract the best \`k\` according to the ranking "higher count first, then alphabetical". Encoding that ranking as the heap key \`(-count, word)\` makes the **smallest** key the best word: a larger count gives a smaller negative number, and equal counts fall back to comparing the words themselves.

### Step by step

1. Count occurrences with a hash map (\`Counter\`).
2. Build a list of \`(-count, word)\` pairs and heapify it in linear time.
3. Pop \`k\` times; the pops come out in exactly the required order.
4. Return the popped words.

For the first example the counts are \`apple: 3\`, \`kiwi: 2\`, \`fig: 1\`, \`date: 1\`. The heap pops \`(-3, apple)\` and then \`(-2, kiwi)\`.

### Complexity

- **Time:** \`O(n + u + k log u)\`, where \`n\` is the number of words and \`u\` the number of distinct words: counting, heapifying, and \`k\` pops.
- **Space:** \`O(u)\` for the counts and the heap.

A bounded heap of size \`k\` brings the extraction to \`O(u log k)\`, but it needs the reversed order (lowest count first, and for ties the alphabetically *later* word first) as its key, which is easy to get wrong. Heapify-and-pop is a clean alternative when \`u\` fits in memory.
`,
      visibleTests: [
        { input: [["apple", "kiwi", "apple", "fig", "kiwi", "apple", "date"], 2], expected: ["apple", "kiwi"] },
        { input: [["sun", "moon", "star", "moon", "sun"], 3], expected: ["moon", "sun", "star"] },
      ],
      hiddenTests: [
        { input: [["solo"], 1], expected: ["solo"] },
        { input: [["b", "a"], 2], expected: ["a", "b"] },
        { input: [["a", "b", "a"], 1], expected: ["a"] },
        { input: [["x", "y", "z", "x", "y", "z"], 3], expected: ["x", "y", "z"] },
        { input: [["mm", "m", "mm", "m"], 2], expected: ["m", "mm"] },
        { input: [["the", "the", "day", "is", "sunny", "the", "sunny", "is", "is"], 4], expected: ["is", "the", "sunny", "day"] },
        {
          input: [
            [
              "fox",
              "koi",
              "jay",
              "gnu",
              "cat",
              "ant",
              "ibis",
              "fox",
              "koi",
              "fox",
              "hen",
              "fox",
              "dog",
              "ibis",
              "koi",
              "ant",
              "fox",
              "ant",
              "koi",
              "dog",
              "dog",
              "bee",
              "koi",
              "bee",
              "ant",
              "ant",
              "jay",
              "eel",
              "jay",
              "lark",
              "dog",
              "lark",
              "lark",
              "bee",
              "gnu",
              "eel",
              "koi",
              "bee",
              "eel",
              "koi",
              "koi",
              "jay",
              "gnu",
              "ant",
              "gnu",
              "gnu",
              "fox",
              "ant",
              "gnu",
              "hen",
              "ibis",
              "ant",
              "bee",
              "koi",
              "dog",
              "gnu",
              "fox",
              "lark",
              "fox",
              "ant",
              "jay",
              "ibis",
              "hen",
              "cat",
              "lark",
              "lark",
              "ibis",
              "dog",
              "fox",
              "hen",
              "bee",
              "koi",
              "hen",
              "jay",
              "cat",
              "eel",
              "eel",
              "cat",
              "hen",
              "hen",
              "dog",
              "dog",
              "jay",
              "ant",
              "gnu",
              "gnu",
              "dog",
              "ant",
              "ant",
              "lark",
              "ibis",
              "koi",
              "cat",
              "hen",
              "koi",
              "fox",
              "dog",
              "hen",
              "koi",
              "hen",
              "gnu",
              "cat",
              "gnu",
              "fox",
              "cat",
              "ant",
              "bee",
              "fox",
              "hen",
              "jay",
              "fox",
              "jay",
              "cat",
              "ibis",
              "cat",
              "hen",
              "fox",
              "ant",
              "jay",
              "fox",
              "bee",
              "koi",
              "koi",
              "fox",
              "bee",
              "eel",
              "lark",
              "koi",
              "fox",
              "jay",
              "ibis",
              "bee",
              "dog",
              "ant",
              "gnu",
              "fox",
              "jay",
              "jay",
              "lark",
              "cat",
              "dog",
              "cat",
              "cat",
              "jay",
              "jay",
              "ibis",
              "dog",
              "koi",
              "jay",
              "koi",
              "lark",
              "dog",
              "bee",
              "cat",
              "gnu",
              "koi",
              "dog",
              "cat",
              "koi",
              "bee",
              "bee",
              "dog",
              "ibis",
              "lark",
              "gnu",
              "lark",
              "fox",
              "lark",
              "koi",
              "eel",
              "jay",
              "koi",
              "cat",
              "jay",
              "ibis",
              "ant",
              "ant",
              "fox",
              "ibis",
              "ibis",
              "ibis",
              "gnu",
              "gnu",
              "koi",
              "ibis",
              "koi",
              "lark",
              "hen",
              "fox",
              "bee",
              "fox",
              "bee",
              "koi",
              "cat",
              "eel",
              "lark",
              "koi",
              "ibis",
              "cat",
              "lark",
              "jay",
              "gnu",
              "koi",
              "koi",
              "ant",
              "koi",
              "cat",
              "eel",
              "fox",
              "fox",
              "eel",
              "hen",
              "koi",
              "koi",
              "koi",
              "bee",
              "dog",
              "koi",
              "fox",
              "bee",
              "jay",
              "gnu",
              "koi",
              "jay",
              "bee",
              "cat",
              "dog",
              "jay",
              "fox",
              "cat",
              "hen",
              "eel",
              "jay",
              "cat",
              "ant",
              "ant",
              "koi",
              "eel",
              "cat",
              "ant",
              "bee",
              "koi",
              "ibis",
              "hen",
              "ant",
              "cat",
              "eel",
              "ant",
              "cat",
              "dog",
              "lark",
              "dog",
              "lark",
              "eel",
              "bee",
              "fox",
              "gnu",
              "hen",
              "fox",
              "dog",
              "hen",
              "ibis",
              "koi",
              "bee",
              "dog",
              "cat",
              "ibis",
              "eel",
              "bee",
              "dog",
              "koi",
              "ant",
              "fox",
              "cat",
              "gnu",
              "fox",
              "jay",
              "cat",
              "fox",
              "jay",
              "eel",
              "gnu",
              "koi",
              "dog",
              "ant",
              "cat",
              "cat",
              "ibis",
              "bee",
              "dog",
              "jay",
              "dog",
              "fox",
              "cat",
              "eel",
              "cat",
              "cat",
              "ibis",
              "cat",
              "bee",
              "fox",
              "eel",
              "ant",
              "lark",
              "bee",
              "bee",
              "koi",
              "koi",
              "cat",
              "ant",
              "gnu",
              "hen",
              "eel",
              "gnu",
              "ibis",
              "ibis",
              "dog",
              "ant",
              "lark",
              "ant",
              "ant",
              "cat",
              "gnu",
              "ant",
              "jay",
              "hen",
              "ant",
              "koi",
              "ibis",
              "ibis",
              "ant",
              "cat",
              "ibis",
              "ibis",
              "jay",
              "gnu",
              "dog",
              "fox",
              "fox",
              "jay",
              "bee",
              "dog",
              "ibis",
              "eel",
              "hen",
              "bee",
              "eel",
              "hen",
              "ibis",
              "lark",
              "hen",
              "koi",
              "jay",
              "jay",
              "fox",
              "koi",
              "cat",
              "cat",
              "koi",
              "hen",
              "dog",
              "gnu",
              "fox",
              "lark",
              "hen",
              "hen",
              "gnu",
              "ibis",
              "ibis",
              "lark",
              "lark",
              "hen",
              "hen",
              "gnu",
              "bee",
              "koi",
              "dog",
              "fox",
              "bee",
              "jay",
              "gnu",
              "gnu",
              "ibis",
              "cat",
              "dog",
              "fox",
              "eel",
              "koi",
              "lark",
              "jay",
              "fox",
              "ibis",
              "fox",
              "koi",
              "ant",
              "bee",
              "cat",
              "dog",
              "dog",
              "dog",
            ],
            5,
          ],
          expected: ["koi", "fox", "cat", "dog", "ant"],
        },
        {
          input: [
            [
              "bee",
              "cat",
              "ant",
              "cat",
              "dog",
              "cat",
              "dog",
              "bee",
              "cat",
              "bee",
              "cat",
              "dog",
              "cat",
              "ant",
              "ant",
              "cat",
              "bee",
              "ant",
              "bee",
              "cat",
              "dog",
              "bee",
              "dog",
              "cat",
              "dog",
              "bee",
              "ant",
              "bee",
              "dog",
              "ant",
              "bee",
              "ant",
              "bee",
              "dog",
              "cat",
              "dog",
              "dog",
              "bee",
              "dog",
              "ant",
              "cat",
              "ant",
              "dog",
              "cat",
              "ant",
              "cat",
              "dog",
              "bee",
              "dog",
              "ant",
              "ant",
              "cat",
              "dog",
              "ant",
              "dog",
              "cat",
              "cat",
              "cat",
              "cat",
              "ant",
              "bee",
              "cat",
              "dog",
              "dog",
              "bee",
              "dog",
              "ant",
              "dog",
              "cat",
              "dog",
              "bee",
              "cat",
              "bee",
              "dog",
              "dog",
              "ant",
              "dog",
              "ant",
              "cat",
              "bee",
              "bee",
              "cat",
              "ant",
              "dog",
              "dog",
              "ant",
              "cat",
              "bee",
              "dog",
              "cat",
              "cat",
              "bee",
              "bee",
              "cat",
              "cat",
              "ant",
              "ant",
              "bee",
              "bee",
              "dog",
              "cat",
              "cat",
              "bee",
              "ant",
              "cat",
              "ant",
              "cat",
              "cat",
              "bee",
              "bee",
              "dog",
              "ant",
              "bee",
              "bee",
              "bee",
              "cat",
              "cat",
              "dog",
              "bee",
              "ant",
              "dog",
              "bee",
              "ant",
              "ant",
              "bee",
              "ant",
              "ant",
              "cat",
              "dog",
              "bee",
              "dog",
              "ant",
              "dog",
              "cat",
              "cat",
              "ant",
              "dog",
              "cat",
              "dog",
              "ant",
              "ant",
              "cat",
              "dog",
              "bee",
              "cat",
              "bee",
              "dog",
              "bee",
              "ant",
              "dog",
              "ant",
              "dog",
              "cat",
              "cat",
              "dog",
              "ant",
              "cat",
              "ant",
              "bee",
              "ant",
              "ant",
              "ant",
              "dog",
              "dog",
              "cat",
              "dog",
              "dog",
              "cat",
              "dog",
              "bee",
              "dog",
              "dog",
              "dog",
              "dog",
              "bee",
              "bee",
              "ant",
              "bee",
              "bee",
              "cat",
              "bee",
              "dog",
              "bee",
              "bee",
              "bee",
              "cat",
              "cat",
              "cat",
              "ant",
              "ant",
              "cat",
              "cat",
              "ant",
              "ant",
              "bee",
              "cat",
              "cat",
              "bee",
              "bee",
              "ant",
              "cat",
              "dog",
              "dog",
              "cat",
              "ant",
              "ant",
              "cat",
              "dog",
              "bee",
              "cat",
              "ant",
              "bee",
              "ant",
              "ant",
              "ant",
              "bee",
              "bee",
              "dog",
              "ant",
              "bee",
              "cat",
              "dog",
              "cat",
              "ant",
              "dog",
              "bee",
              "bee",
              "ant",
              "ant",
              "ant",
              "ant",
              "cat",
              "cat",
              "dog",
              "ant",
              "bee",
              "cat",
              "ant",
              "cat",
              "cat",
              "ant",
              "dog",
              "bee",
              "bee",
              "cat",
              "ant",
              "dog",
              "bee",
              "dog",
              "cat",
              "cat",
              "bee",
              "ant",
              "dog",
              "dog",
              "cat",
              "cat",
              "ant",
              "ant",
              "ant",
              "cat",
              "dog",
              "dog",
              "cat",
              "bee",
              "ant",
              "cat",
              "ant",
              "cat",
              "cat",
              "ant",
              "dog",
              "bee",
              "dog",
              "cat",
              "ant",
              "cat",
              "ant",
              "cat",
              "ant",
              "ant",
              "bee",
              "bee",
              "ant",
              "ant",
              "ant",
              "ant",
              "ant",
              "dog",
              "dog",
              "cat",
              "dog",
              "ant",
              "dog",
              "cat",
              "bee",
              "ant",
              "ant",
              "ant",
              "ant",
            ],
            4,
          ],
          expected: ["ant", "cat", "dog", "bee"],
        },
        {
          input: [
            [
              "larkb",
              "catb",
              "koib",
              "catb",
              "cata",
              "catb",
              "beeb",
              "catb",
              "cata",
              "larkb",
              "jaya",
              "beea",
              "jaya",
              "cata",
              "koia",
              "jayb",
              "koia",
              "eela",
              "ibisb",
              "eela",
              "koia",
              "jaya",
              "gnua",
              "eelb",
              "larka",
              "ibisb",
              "antb",
              "beeb",
              "larka",
              "larka",
              "larka",
              "cata",
              "foxb",
              "eelb",
              "antb",
              "gnua",
              "koib",
              "henb",
              "jayb",
              "anta",
              "ibisb",
              "larkb",
              "jayb",
              "dogb",
              "larka",
              "antb",
              "beea",
              "koia",
              "larkb",
              "larkb",
              "doga",
              "koia",
              "jaya",
              "jayb",
              "gnub",
              "jaya",
              "ibisb",
              "eelb",
              "doga",
              "gnua",
              "gnub",
              "jaya",
              "jayb",
              "ibisb",
              "ibisb",
              "koib",
              "beeb",
              "gnua",
              "eelb",
              "beea",
              "jaya",
              "anta",
              "larka",
              "larka",
              "foxb",
              "koib",
              "gnub",
              "dogb",
              "jaya",
              "catb",
              "dogb",
              "foxa",
              "antb",
              "jayb",
              "foxa",
              "beeb",
              "gnub",
              "ibisb",
              "doga",
              "hena",
              "koia",
              "eela",
              "gnub",
              "hena",
              "larka",
              "foxa",
              "eelb",
              "henb",
              "foxb",
              "koib",
              "larka",
              "catb",
              "ibisa",
              "anta",
              "foxb",
              "jaya",
              "gnub",
              "ibisb",
              "ibisb",
              "henb",
              "jayb",
              "koia",
              "jaya",
              "ibisb",
              "beeb",
              "ibisb",
              "hena",
              "cata",
              "koib",
              "gnua",
              "koib",
              "larka",
              "foxa",
              "catb",
              "hena",
              "foxb",
              "beeb",
              "foxa",
              "larka",
              "larkb",
              "anta",
              "hena",
              "jaya",
              "jayb",
              "ibisb",
              "hena",
              "beea",
              "koia",
              "doga",
              "catb",
              "beeb",
              "koib",
              "koia",
              "foxb",
              "foxb",
              "koia",
              "ibisa",
              "jaya",
              "larka",
              "beeb",
              "ibisb",
              "cata",
              "koia",
              "catb",
              "eela",
              "hena",
              "eelb",
              "dogb",
              "gnua",
              "jayb",
              "doga",
              "dogb",
              "larka",
              "henb",
              "koib",
              "koia",
              "hena",
              "anta",
              "larka",
              "foxb",
              "ibisb",
              "larkb",
              "anta",
              "catb",
              "doga",
              "koib",
              "koib",
              "ibisa",
              "foxa",
              "eelb",
              "gnua",
              "larkb",
              "catb",
              "ibisa",
              "koib",
              "eelb",
              "jaya",
              "foxb",
              "larka",
              "jayb",
              "eelb",
              "larka",
              "jayb",
              "catb",
              "hena",
              "jaya",
              "larka",
              "gnub",
              "cata",
              "doga",
              "ibisa",
              "jaya",
              "eela",
              "larka",
              "beea",
              "gnub",
              "larkb",
              "beeb",
              "larka",
              "doga",
              "larkb",
              "beeb",
              "gnua",
              "jayb",
              "eelb",
              "doga",
              "jaya",
              "eelb",
              "ibisa",
              "beeb",
              "eelb",
              "antb",
              "jaya",
              "jaya",
              "hena",
              "henb",
              "ibisa",
              "koib",
              "foxb",
              "ibisa",
              "foxa",
              "koib",
              "gnub",
              "eela",
              "antb",
              "catb",
              "henb",
              "eela",
              "ibisb",
              "gnub",
              "henb",
              "ibisa",
              "foxb",
              "eela",
              "koia",
              "gnua",
              "gnua",
              "ibisb",
              "foxb",
              "eelb",
              "beeb",
              "koia",
              "larka",
              "cata",
              "foxa",
              "antb",
              "jayb",
              "ibisa",
              "foxb",
              "jayb",
              "ibisb",
              "hena",
              "henb",
              "catb",
              "beea",
              "eelb",
              "doga",
              "antb",
              "ibisa",
              "gnua",
              "henb",
              "dogb",
              "larka",
              "gnub",
              "koib",
              "catb",
              "anta",
              "koib",
              "antb",
              "anta",
              "dogb",
              "cata",
              "jaya",
              "doga",
              "eela",
              "doga",
              "koib",
              "gnub",
              "eela",
              "hena",
              "catb",
              "antb",
              "eela",
              "antb",
              "beeb",
              "ibisa",
              "hena",
              "doga",
              "catb",
              "foxb",
              "foxb",
              "eelb",
              "eela",
              "koia",
              "catb",
              "beeb",
              "eela",
              "jayb",
              "gnub",
              "antb",
              "hena",
              "koib",
              "koia",
              "antb",
              "eelb",
              "hena",
              "gnua",
              "koia",
              "foxa",
              "beeb",
              "jayb",
              "gnua",
              "eelb",
              "koib",
              "larka",
              "anta",
              "foxa",
              "jaya",
              "dogb",
              "foxa",
              "beeb",
              "jayb",
              "eela",
              "beea",
              "larka",
              "ibisb",
              "jayb",
              "gnub",
              "koia",
              "gnua",
              "catb",
              "jayb",
              "dogb",
              "ibisa",
              "doga",
              "eela",
              "anta",
              "eelb",
              "jayb",
              "larka",
              "doga",
              "jayb",
              "ibisb",
              "beeb",
              "hena",
              "beeb",
              "beea",
              "jayb",
              "koia",
              "doga",
              "koia",
              "gnua",
              "larkb",
              "foxb",
              "foxb",
              "hena",
              "eela",
              "dogb",
              "ibisa",
              "eela",
              "gnub",
              "ibisa",
              "jaya",
              "gnub",
              "catb",
              "cata",
              "eelb",
              "larka",
              "gnub",
              "beeb",
              "beea",
              "doga",
              "foxa",
              "ibisb",
              "beeb",
              "larka",
              "koia",
              "koia",
              "foxa",
              "larkb",
              "gnub",
              "ibisa",
              "foxa",
              "jaya",
              "larkb",
              "eela",
              "anta",
              "antb",
              "koib",
              "eelb",
              "gnua",
              "eelb",
              "ibisb",
              "larkb",
              "jaya",
              "larkb",
              "foxa",
              "jayb",
              "koib",
              "koia",
              "henb",
              "doga",
              "koib",
              "gnua",
              "ibisa",
              "hena",
              "cata",
              "cata",
              "ibisa",
              "larkb",
              "gnub",
              "jaya",
              "ibisb",
              "anta",
              "ibisb",
              "eela",
              "larkb",
              "eela",
              "gnub",
              "dogb",
              "doga",
              "koib",
              "hena",
              "ibisa",
              "ibisb",
              "ibisb",
              "jaya",
              "gnua",
              "larkb",
              "larka",
              "antb",
              "henb",
              "beea",
              "cata",
              "ibisa",
              "beea",
              "koib",
              "eelb",
              "jaya",
              "catb",
              "antb",
              "ibisa",
              "anta",
              "beea",
              "hena",
              "catb",
              "ibisb",
              "koia",
              "doga",
              "eela",
              "larkb",
              "foxb",
              "antb",
              "eela",
              "eela",
              "eela",
              "doga",
              "gnua",
              "dogb",
              "catb",
              "beeb",
              "eela",
              "antb",
              "foxa",
              "larka",
              "koia",
              "gnub",
              "eelb",
              "gnua",
              "koia",
              "dogb",
              "hena",
              "dogb",
              "hena",
              "anta",
              "cata",
              "gnub",
              "gnua",
              "jayb",
              "larka",
              "gnub",
              "henb",
              "antb",
              "ibisb",
              "gnua",
              "foxb",
              "dogb",
              "koib",
              "larka",
              "eela",
            ],
            10,
          ],
          expected: ["larka", "ibisb", "eela", "jaya", "koia", "koib", "jayb", "catb", "eelb", "gnub"],
        },
      ],
      companies: { Google: 13, Amazon: 21, Microsoft: 10, Apple: 8, Netflix: 5, LinkedIn: 9, Meta: 18 },
    },
    {
      slug: "cheapest-way-to-join-ropes",
      title: "Cheapest Way to Join Ropes",
      difficulty: "medium",
      statement: `You have several ropes with integer lengths \`ropes\`. You may join any two ropes into one, and joining ropes of lengths \`a\` and \`b\` costs \`a + b\` (the new rope has length \`a + b\`). Keep joining until a single rope remains.

Return the minimum total cost. With zero or one rope there is nothing to join and the cost is \`0\`.

### Examples

**Example 1**

\`\`\`
Input: ropes = [5, 2, 8, 1]
Output: 27
\`\`\`

Join 1 + 2 (cost 3), then 3 + 5 (cost 8), then 8 + 8 (cost 16): 3 + 8 + 16 = 27.

**Example 2**

\`\`\`
Input: ropes = [7]
Output: 0
\`\`\`

A single rope needs no joins.

**Example 3**

\`\`\`
Input: ropes = [1, 1, 1, 1]
Output: 8
\`\`\`

Join the pairs (2 + 2), then the two new ropes (4): 8.

### Constraints

- \`0 <= ropes.length <= 10^4\`
- \`1 <= ropes[i] <= 10^4\`
`,
      functionName: "minCostToJoinRopes",
      params: [{ name: "ropes", type: "int[]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def minCostToJoinRopes(ropes: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {number[]} ropes
 * @return {number}
 */
function minCostToJoinRopes(ropes) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int minCostToJoinRopes(int[] ropes) {
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

int minCostToJoinRopes(vector<int>& ropes) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func minCostToJoinRopes(ropes []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `import heapq


def minCostToJoinRopes(ropes):
    heap = list(ropes)
    heapq.heapify(heap)
    total = 0
    while len(heap) > 1:
        joined = heapq.heappop(heap) + heapq.heappop(heap)
        total += joined
        heapq.heappush(heap, joined)
    return total
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

function minCostToJoinRopes(ropes) {
  const heap = new Heap((a, b) => a < b);
  for (const length of ropes) heap.push(length);
  let total = 0;
  while (heap.size > 1) {
    const joined = heap.pop() + heap.pop();
    total += joined;
    heap.push(joined);
  }
  return total;
}
`,
        java: `import java.util.*;

class Solution {
    public static int minCostToJoinRopes(int[] ropes) {
        PriorityQueue<Long> heap = new PriorityQueue<>();
        for (int rope : ropes) heap.add((long) rope);
        long total = 0;
        while (heap.size() > 1) {
            long joined = heap.poll() + heap.poll();
            total += joined;
            heap.add(joined);
        }
        return (int) total;
    }
}
`,
        cpp: `#include <functional>
#include <queue>
#include <vector>
using namespace std;

int minCostToJoinRopes(vector<int>& ropes) {
    priority_queue<long long, vector<long long>, greater<long long>> heap(ropes.begin(), ropes.end());
    long long total = 0;
    while (heap.size() > 1) {
        long long first = heap.top();
        heap.pop();
        long long joined = first + heap.top();
        heap.pop();
        total += joined;
        heap.push(joined);
    }
    return (int) total;
}
`,
        go: `package main

import "container/heap"

type intHeap []int

func (h intHeap) Len() int            { return len(h) }
func (h intHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func minCostToJoinRopes(ropes []int) int {
	h := &intHeap{}
	*h = append(*h, ropes...)
	heap.Init(h)
	total := 0
	for h.Len() > 1 {
		joined := heap.Pop(h).(int) + heap.Pop(h).(int)
		total += joined
		heap.Push(h, joined)
	}
	return total
}
`,
      },
      solutionExplanation: `### Idea

Every rope's length is paid once for each join it takes part in, so long ropes should be joined as few times as possible. The greedy rule is: **always join the two shortest ropes available**. This is the same argument as building a Huffman code: in an optimal joining order the two shortest ropes can always be made siblings that are joined first. A min-heap gives the two shortest ropes in \`O(log n)\` each time.

### Step by step

1. Put all lengths into a min-heap.
2. While more than one rope remains:
   - pop the two shortest, join them, and add the joined length to the total;
   - push the joined rope back, since it may be among the shortest later.
3. Return the total (0 when there were fewer than two ropes).

For \`[5, 2, 8, 1]\`: join 1 and 2 (3), then 3 and 5 (8), then 8 and 8 (16), for a total of 27.

### Complexity

- **Time:** \`O(n log n)\`: \`n - 1\` joins, each with a constant number of heap operations.
- **Space:** \`O(n)\` for the heap.

The total fits comfortably in 64-bit (and JavaScript) numbers for the given limits.
`,
      visibleTests: [
        { input: [[5, 2, 8, 1]], expected: 27 },
        { input: [[7]], expected: 0 },
        { input: [[1, 1, 1, 1]], expected: 8 },
      ],
      hiddenTests: [
        { input: [[]], expected: 0 },
        { input: [[4, 6]], expected: 10 },
        { input: [[10000, 10000]], expected: 20000 },
        { input: [[1, 2, 3]], expected: 9 },
        { input: [[3, 3, 3, 3, 3]], expected: 36 },
        { input: [[1, 2, 3, 100]], expected: 115 },
        { input: [[20, 4, 8, 2]], expected: 54 },
        { input: [[2, 5, 2, 9, 9, 7, 5]], expected: 103 },
        {
          input: [
            [
              5784, 1124, 7438, 5360, 405, 3271, 7250, 4210, 8657, 5611, 7128, 3001, 150, 2013, 1739, 9645, 8282, 3671, 2362, 6379, 9106, 8351, 9330,
              3548, 2416, 2091, 7023, 6371, 2047, 2299, 2359, 7023, 6381, 2434, 9434, 9080, 2009, 3420, 2234, 6157, 4483, 8152, 8242, 9473, 2589,
              1628, 7328, 3065, 7826, 7238, 4764, 1318, 7071, 3644, 1114, 4116, 3847, 628, 8393, 3008, 7471, 4541, 1502, 7310, 9761, 3574, 4261, 8670,
              2922, 2052, 8973, 4831, 9569, 590, 8783, 7374, 8192, 5206, 9579, 2291, 1472, 435, 2416, 4640, 3362, 6154, 6236, 753, 1425, 3240, 8911,
              8323, 9863, 1022, 5501, 5967, 6434, 4703, 6528, 1560, 806, 8200, 1331, 9824, 5635, 5164, 6057, 3947, 6565, 6300, 6041, 4171, 4759, 7151,
              3086, 6871, 3998, 891, 1450, 401, 1723, 5579, 2921, 6214, 804, 6819, 7119, 8800, 2265, 5654, 7789, 7478, 1591, 3146, 1263, 9179, 4701,
              4715, 4127, 1620, 2277, 3160, 7359, 259, 3499, 6831, 5880, 5846, 8644, 9362, 4063, 5705, 9667, 9929, 4642, 8816, 2449, 2204, 7834, 6280,
              7738, 7195, 5733, 1792, 9195, 2914, 4494, 3711, 3560, 9844, 6817, 6779, 8790, 5533, 4369, 8636, 6021, 1323, 2818, 41, 4634, 6341, 1242,
              8980, 8815, 358, 6796, 7684, 609, 4838, 9718, 3574, 2478, 301, 8319, 3065, 8594, 8614, 837, 4595, 6157, 3379, 2319, 7117, 2966, 6673,
              5618, 3880, 9641, 7275, 6661, 9125, 9112, 8319, 1657, 3030, 1335, 8831, 7551, 954, 1598, 9368, 5809, 8696, 3957, 6854, 5646, 7613, 7918,
              2528, 9483, 1173, 8365, 3812, 8121, 5686, 4412, 1190, 4858, 5608, 3702, 8524, 4519, 7013, 2579, 2291, 3018, 546, 2879, 52, 5137, 7853,
              3765, 543, 5456, 8749, 646, 6265, 7109, 3401, 7891, 2501, 2327, 4398, 9775, 3480, 6663, 9961, 9198, 1788, 2993, 2747, 7984, 8624, 5785,
              104, 4666, 79, 4762, 6851, 7716, 5018, 2176, 7516, 7678, 4076, 4972, 5047, 2660, 9733, 7889, 9637, 5265, 9890, 5167, 4781, 8000, 8809,
              8224, 4989,
            ],
          ],
          expected: 12420332,
        },
        {
          input: [
            [
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
              10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000,
            ],
          ],
          expected: 15440000,
        },
        {
          input: [
            [
              3, 4, 4, 1, 2, 2, 1, 5, 4, 4, 1, 2, 5, 5, 5, 2, 4, 2, 4, 4, 4, 3, 2, 4, 3, 1, 4, 3, 2, 4, 2, 4, 2, 2, 3, 3, 3, 4, 4, 5, 2, 5, 4, 1, 2,
              4, 5, 4, 1, 2, 3, 4, 4, 2, 4, 1, 5, 2, 5, 3, 2, 4, 4, 1, 3, 1, 5, 1, 2, 2, 5, 4, 1, 2, 4, 3, 1, 1, 1, 5, 4, 2, 5, 5, 4, 5, 5, 4, 1, 2,
              4, 2, 2, 2, 3, 1, 1, 4, 3, 5, 4, 2, 1, 1, 4, 4, 5, 3, 2, 1, 3, 1, 5, 4, 5, 2, 5, 4, 1, 4, 5, 3, 2, 1, 5, 5, 3, 2, 1, 5, 3, 4, 2, 4, 5,
              5, 4, 3, 2, 1, 3, 2, 2, 3, 1, 4, 1, 2, 4, 3, 1, 2, 3, 2, 3, 3, 4, 4, 4, 2, 4, 3, 4, 4, 2, 4, 3, 3, 2, 5, 5, 1, 2, 4, 1, 2, 1, 1, 1, 3,
              3, 4, 1, 5, 3, 5, 2, 3, 3, 5, 3, 5, 3, 1, 2, 1, 3, 5, 3, 2, 1, 3, 2, 1, 2, 1, 5, 1, 3, 1, 4, 3, 3, 2, 1, 5, 4, 3, 4, 3, 4, 4, 5, 3, 2,
              5, 5, 1, 4, 2, 1, 2, 4, 4, 2, 3, 5, 3, 4, 5, 2, 3, 5, 1, 3, 1, 3, 5, 4, 3,
            ],
          ],
          expected: 5895,
        },
      ],
      companies: { Google: 6, Amazon: 17, Microsoft: 7, Apple: 5, Netflix: 2, LinkedIn: 4, Meta: 8 },
    },
    {
      slug: "strongest-engineering-team",
      title: "Strongest Team of at Most K Engineers",
      difficulty: "hard",
      statement: `There are \`n\` engineers; engineer \`i\` has a speed \`speed[i]\` and an efficiency \`efficiency[i]\`. You may form a team of **at least one and at most \`k\`** engineers. A team's performance is the **sum of its members' speeds multiplied by the smallest efficiency** among its members.

Return the largest performance any team can reach. For the given limits the answer fits in a 64-bit integer and is exact in JavaScript numbers, so no modulo is needed.

### Examples

**Example 1**

\`\`\`
Input: speed = [4, 9, 2, 7], efficiency = [6, 3, 8, 5], k = 2
Output: 55
\`\`\`

Engineers 0 and 3 give \`(4 + 7) × min(6, 5) = 55\`. Adding engineer 1's speed of 9 would drag the efficiency down to 3.

**Example 2**

\`\`\`
Input: speed = [4, 9, 2, 7], efficiency = [6, 3, 8, 5], k = 1
Output: 35
\`\`\`

Alone, engineer 3 scores \`7 × 5 = 35\`, the best single performance.

### Constraints

- \`1 <= k <= n <= 10^5\`
- \`speed.length == efficiency.length == n\`
- \`1 <= speed[i] <= 10^5\`
- \`1 <= efficiency[i] <= 10^5\`
`,
      functionName: "maxTeamPerformance",
      params: [
        { name: "speed", type: "int[]" },
        { name: "efficiency", type: "int[]" },
        { name: "k", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def maxTeamPerformance(speed: List[int], efficiency: List[int], k: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {number[]} speed
 * @param {number[]} efficiency
 * @param {number} k
 * @return {number}
 */
function maxTeamPerformance(speed, efficiency, k) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static long maxTeamPerformance(int[] speed, int[] efficiency, int k) {
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

long long maxTeamPerformance(vector<int>& speed, vector<int>& efficiency, int k) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func maxTeamPerformance(speed []int, efficiency []int, k int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `import heapq


def maxTeamPerformance(speed, efficiency, k):
    engineers = sorted(zip(efficiency, speed), reverse=True)
    chosen = []  # min-heap of the speeds currently in the team
    speed_sum = 0
    best = 0
    for eff, spd in engineers:
        heapq.heappush(chosen, spd)
        speed_sum += spd
        if len(chosen) > k:
            speed_sum -= heapq.heappop(chosen)
        best = max(best, speed_sum * eff)
    return best
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

function maxTeamPerformance(speed, efficiency, k) {
  const order = speed.map((_, i) => i).sort((a, b) => efficiency[b] - efficiency[a]);
  const chosen = new Heap((a, b) => a < b); // min-heap of speeds in the team
  let speedSum = 0;
  let best = 0;
  for (const i of order) {
    chosen.push(speed[i]);
    speedSum += speed[i];
    if (chosen.size > k) speedSum -= chosen.pop();
    best = Math.max(best, speedSum * efficiency[i]);
  }
  return best;
}
`,
        java: `import java.util.*;

class Solution {
    public static long maxTeamPerformance(int[] speed, int[] efficiency, int k) {
        int n = speed.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        // most efficient first (ties: faster first)
        Arrays.sort(order, (a, b) -> efficiency[a] != efficiency[b] ? Integer.compare(efficiency[b], efficiency[a]) : Integer.compare(speed[b], speed[a]));
        PriorityQueue<Integer> chosen = new PriorityQueue<>(); // min-heap of the speeds in the team
        long speedSum = 0, best = 0;
        for (int i : order) {
            chosen.add(speed[i]);
            speedSum += speed[i];
            if (chosen.size() > k) speedSum -= chosen.poll();
            best = Math.max(best, speedSum * efficiency[i]);
        }
        return best;
    }
}
`,
        cpp: `#include <algorithm>
#include <functional>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

long long maxTeamPerformance(vector<int>& speed, vector<int>& efficiency, int k) {
    vector<pair<int, int>> engineers;  // (efficiency, speed)
    for (size_t i = 0; i < speed.size(); i++) engineers.push_back({efficiency[i], speed[i]});
    sort(engineers.rbegin(), engineers.rend());  // most efficient first
    priority_queue<int, vector<int>, greater<int>> chosen;  // min-heap of the speeds in the team
    long long speedSum = 0, best = 0;
    for (auto [eff, spd] : engineers) {
        chosen.push(spd);
        speedSum += spd;
        if ((int) chosen.size() > k) {
            speedSum -= chosen.top();
            chosen.pop();
        }
        best = max(best, speedSum * eff);
    }
    return best;
}
`,
        go: `package main

import (
	"container/heap"
	"sort"
)

type intHeap []int

func (h intHeap) Len() int            { return len(h) }
func (h intHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func maxTeamPerformance(speed []int, efficiency []int, k int) int {
	order := make([]int, len(speed))
	for i := range order {
		order[i] = i
	}
	// most efficient first (ties: faster first)
	sort.Slice(order, func(a, b int) bool {
		if efficiency[order[a]] != efficiency[order[b]] {
			return efficiency[order[a]] > efficiency[order[b]]
		}
		return speed[order[a]] > speed[order[b]]
	})
	chosen := &intHeap{} // min-heap of the speeds in the team
	speedSum, best := 0, 0
	for _, i := range order {
		heap.Push(chosen, speed[i])
		speedSum += speed[i]
		if chosen.Len() > k {
			speedSum -= heap.Pop(chosen).(int)
		}
		if speedSum*efficiency[i] > best {
			best = speedSum * efficiency[i]
		}
	}
	return best
}
`,
      },
      solutionExplanation: `### Idea

Fix the member with the **lowest efficiency** in the team, say efficiency \`e\`. Every other member must have efficiency at least \`e\`, and since the multiplier is now fixed, the best team simply takes the **largest speeds** among those engineers, at most \`k\` of them. That is a top-\`k\` question.

Process engineers in **decreasing efficiency**. When engineer \`i\` is reached, everyone processed so far has efficiency at least \`efficiency[i]\`, so the candidates are exactly the processed engineers. A min-heap of speeds keeps the \`k\` fastest of them, and a running sum gives the team's total speed.

### Step by step

1. Sort engineers by efficiency, highest first.
2. For each engineer \`(eff, spd)\` in that order:
   - push \`spd\` into the min-heap and add it to \`speed_sum\`;
   - if the heap holds more than \`k\` speeds, pop the smallest and subtract it;
   - \`speed_sum × eff\` is a valid performance (the kept engineers all have efficiency at least \`eff\`), so update the best.
3. Return the best value.

If the current engineer's own speed was the one popped, the computed value underestimates a real team, which is harmless: the true optimum is still produced when its least efficient member is processed.

### Complexity

- **Time:** \`O(n log n)\` for sorting plus \`O(n log k)\` for the heap.
- **Space:** \`O(n)\` for the sorted list and \`O(k)\` for the heap.
`,
      visibleTests: [
        { input: [[4, 9, 2, 7], [6, 3, 8, 5], 2], expected: 55 },
        { input: [[4, 9, 2, 7], [6, 3, 8, 5], 1], expected: 35 },
      ],
      hiddenTests: [
        { input: [[1], [1], 1], expected: 1 },
        { input: [[100000], [100000], 1], expected: 10000000000 },
        { input: [[5, 5], [1, 1], 2], expected: 10 },
        { input: [[3, 11, 4, 2, 6, 9], [6, 5, 4, 10, 8, 3], 2], expected: 85 },
        { input: [[3, 11, 4, 2, 6, 9], [6, 5, 4, 10, 8, 3], 3], expected: 100 },
        { input: [[3, 11, 4, 2, 6, 9], [6, 5, 4, 10, 8, 3], 6], expected: 110 },
        { input: [[10, 12, 17, 2, 8, 2, 10, 20, 6], [5, 3, 14, 6, 14, 7, 1, 16, 9], 4], expected: 630 },
        {
          input: [
            [
              90484, 83593, 6927, 65258, 37943, 73097, 40729, 2060, 5344, 96198, 50548, 18388, 74262, 61610, 14806, 88401, 67421, 47639, 96491, 22301,
              10214, 29447, 88017, 28668, 83060, 1937, 79966, 52876, 17823, 22125, 28384, 19522, 2478, 11399, 56712, 28319, 94459, 85537, 62183,
              30460, 16217, 56329, 38170, 12843, 67652, 72085, 29986, 3997, 29754, 24082, 55005, 52096, 92674, 94452, 95016, 42562, 26096, 78977,
              33823, 50399, 57768, 79191, 1238, 73828, 99493, 89979, 65306, 53874, 16653, 45941, 40750, 58566, 47158, 4046, 40575, 18860, 89091,
              15420, 55448, 73274, 24804, 60182, 7828, 42910, 37132, 93350, 52283, 97685, 79640, 96538, 14192, 37426, 13582, 62466, 91583, 75933,
              68885, 85615, 4296, 9493, 54445, 56518, 9338, 10376, 33679, 87813, 47093, 33238, 25958, 91485, 21146, 82195, 59238, 77721, 43793, 46358,
              51275, 1261, 59644, 25984, 7745, 74637, 82111, 55707, 21855, 56851, 20773, 44387, 20870, 94308, 25383, 43642, 21766, 40465, 91585,
              68329, 92151, 9549, 62296, 84475, 62455, 50063, 73106, 20080, 2504, 88884, 80884, 24796, 83288, 56385, 69580, 41478, 3041, 12722, 77385,
              90843, 26192, 73467, 13269, 46346, 6848, 26011, 26659, 2399, 77511, 36998, 89582, 50075, 55689, 99381, 2758, 14726, 56234, 82192, 60333,
              46424, 12447, 11720, 86889, 74089, 10214, 33391, 46098, 53973, 93482, 18666, 9474, 85053, 4146, 5533, 23450, 62913, 36835, 861, 85740,
              65604, 65897, 62940, 46099, 11308,
            ],
            [
              51865, 29571, 33041, 47043, 17126, 98863, 42356, 56773, 94974, 20001, 22426, 23133, 60414, 52367, 15839, 2822, 74586, 39082, 32024,
              10106, 36891, 4114, 68390, 30039, 18778, 6069, 77033, 25187, 93239, 83645, 71892, 23316, 13949, 26844, 38566, 17366, 1063, 43272, 19538,
              64932, 26301, 83363, 29855, 57361, 93229, 61965, 51288, 59866, 8099, 64528, 36192, 29008, 69595, 68052, 89291, 40852, 20002, 97527,
              32268, 36032, 7740, 63343, 64317, 21747, 29243, 28715, 61728, 3919, 5122, 79240, 2082, 39084, 89729, 50137, 39491, 15039, 84258, 77151,
              80104, 12627, 58107, 46858, 6868, 14383, 34136, 90173, 76828, 18021, 53067, 78728, 33115, 59558, 37903, 86447, 58317, 39085, 8973,
              84744, 63518, 96281, 54116, 75522, 79194, 23231, 71126, 32930, 72125, 88029, 25244, 62593, 64220, 97456, 42201, 15388, 29068, 25638,
              10108, 8249, 43949, 53736, 59730, 42603, 1870, 31916, 19279, 55019, 81636, 85738, 40603, 87392, 23114, 29447, 86484, 96130, 57449,
              44731, 19704, 72748, 13865, 46340, 68070, 8147, 72097, 10723, 4701, 88892, 42179, 98147, 67284, 27054, 86185, 79157, 92841, 68440,
              31697, 41507, 81291, 71051, 68674, 35474, 94207, 85666, 11417, 85097, 60952, 95044, 17572, 5548, 13232, 1962, 5038, 33922, 98269, 42031,
              9442, 67877, 4447, 34020, 88002, 65429, 77873, 31539, 71773, 51417, 71999, 9293, 25295, 20465, 82883, 73626, 60309, 96439, 54011, 17221,
              89797, 2665, 21218, 21286, 28257, 77498,
            ],
            17,
          ],
          expected: 111150204570,
        },
        {
          input: [
            [
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
            ],
            [
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
              100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000,
            ],
            150,
          ],
          expected: 1500000000000,
        },
        {
          input: [
            [
              3, 7, 9, 8, 9, 8, 7, 3, 5, 6, 1, 7, 6, 4, 3, 5, 2, 5, 3, 10, 7, 8, 5, 3, 1, 1, 10, 7, 1, 4, 2, 9, 5, 8, 1, 4, 7, 4, 7, 9, 2, 1, 6, 3, 2,
              6, 1, 8, 4, 3, 8, 4, 9, 10, 2, 3, 8, 4, 3, 6, 2, 3, 3, 8, 1, 1, 6, 10, 10, 8, 1, 4, 7, 1, 8, 2, 8, 8, 5, 6, 4, 8, 2, 10, 4, 3, 9, 4, 5,
              7, 7, 10, 2, 1, 8, 2, 8, 5, 6, 9, 5, 9, 5, 6, 2, 4, 6, 2, 4, 4, 3, 9, 2, 4, 2, 6, 8, 6, 1, 4,
            ],
            [
              4, 5, 5, 1, 4, 4, 3, 1, 3, 2, 2, 4, 3, 3, 4, 4, 1, 5, 1, 5, 5, 4, 2, 4, 5, 3, 1, 5, 5, 1, 5, 3, 5, 5, 1, 2, 3, 3, 3, 3, 4, 3, 5, 1, 2,
              4, 3, 1, 4, 5, 3, 4, 1, 3, 5, 3, 1, 1, 5, 2, 4, 3, 3, 1, 3, 2, 2, 3, 1, 1, 5, 5, 5, 3, 3, 3, 3, 4, 1, 4, 2, 2, 4, 2, 5, 3, 4, 5, 1, 1,
              2, 4, 3, 1, 4, 1, 1, 5, 4, 1, 3, 1, 1, 2, 2, 2, 1, 4, 4, 1, 1, 2, 2, 2, 2, 3, 2, 3, 3, 3,
            ],
            30,
          ],
          expected: 772,
        },
      ],
      companies: { Google: 5, Amazon: 9, Microsoft: 4, Apple: 2, Netflix: 2, LinkedIn: 3, Meta: 6 },
    },
  ],
  finalRemarks: `## Final remarks

The top K pattern is mostly about choosing the right heap and the right size:

- **Largest \`k\` → min-heap of size \`k\`; smallest \`k\` → max-heap of size \`k\`.** The top is always the item you would evict next. Saying this rule out loud prevents the most common mix-up.
- **Compare with the top before pushing.** If a new item cannot beat the weakest kept item, skip it; that keeps the heap at size \`k\` and the cost at \`O(log k)\` per item.
- **Encode ties in the key.** When the problem defines a tie-break (earlier index, alphabetical order), put it into the heap entry, for example \`(distance, index)\` or \`(-count, word)\`, so the heap itself enforces the rule.
- **Heapify when it is simpler.** Building a heap of all \`u\` candidates in \`O(u)\` and popping \`k\` times is often clean and fast enough, especially when the order is awkward to reverse.
- **Greedy plus heap.** Joining ropes shows the heap as the engine of a greedy algorithm; the engineering-team problem shows a very common combination: sort by one attribute, and keep the best \`k\` by another in a heap.
- **Know the alternative.** Quickselect finds the k-th element in expected \`O(n)\` time without a heap, at the price of modifying the array and a worst case of \`O(n²)\`.

Heaps now appear in three modules in a row. Make sure you can write a small heap class from memory in languages that lack one.
`,
  companyFrequency: { Google: 27, Amazon: 36, Microsoft: 20, Apple: 15, Netflix: 8, LinkedIn: 13, Meta: 31 },
};
