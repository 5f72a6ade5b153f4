// Coding roadmap pattern: Two Heaps. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "two-heaps",
  title: "Two Heaps",
  summary: "Keep a max-heap and a min-heap side by side to track medians, boundaries and the best affordable choice as data changes.",
  introduction: `## What the pattern is

Some problems split their data into **two groups** and repeatedly need the best element of each: the largest of the small values and the smallest of the large values, or the cheapest locked item and the most valuable unlocked one. The two heaps pattern keeps each group in its own priority queue, so both "best" elements are available in \`O(1)\` and every insertion or removal costs \`O(log n)\`.

The classic arrangement is for medians:

- a **max-heap** \`low\` holds the smaller half of the numbers, so its top is the largest of the small ones;
- a **min-heap** \`high\` holds the larger half, so its top is the smallest of the large ones.

If every value in \`low\` is at most every value in \`high\`, and the sizes differ by at most one, the median sits on top of one heap (or is the average of both tops). After each insertion, a single element moved between the heaps restores the balance.

A second arrangement, the **unlock** pattern, uses a min-heap of items ordered by the threshold that makes them available and a max-heap of the items already available, ordered by value. As resources grow, items flow from the first heap to the second.

## When to recognise it

- You need the median, or more generally the boundary between a lower and an upper part, **while data keeps arriving or leaving**.
- The task pairs a "can I afford it?" threshold with a "which is best?" choice, repeated several times.
- You need both the maximum and the minimum of a changing collection at once.
- Sorting once is not enough because the collection changes between questions.

## A worked example

*Numbers arrive one by one. After each arrival, report the larger median (for an even count, the upper of the two middle values).*

Keep \`high\` one element larger than \`low\` when the count is odd. Its top is then the answer in every case.

\`\`\`python
import heapq

def running_upper_medians(nums):
    low, high = [], []          # low is a max-heap via negated values
    result = []
    for x in nums:
        if high and x >= high[0]:
            heapq.heappush(high, x)
        else:
            heapq.heappush(low, -x)
        # rebalance: high may hold at most one extra element
        if len(low) > len(high):
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low) + 1:
            heapq.heappush(low, -heapq.heappop(high))
        result.append(high[0])
    return result
\`\`\`

For \`[5, 15, 1, 3]\`: after 5, \`high = [5]\` → 5; after 15, \`low = [5]\`, \`high = [15]\` → 15; after 1, \`low = [1]\`, \`high = [5, 15]\` → 5; after 3, \`low = [3, 1]\`, \`high = [5, 15]\` → 5.

Each number causes a constant number of heap operations, so the total time is \`O(n log n)\` and the space is \`O(n)\`. Python's \`heapq\` only provides min-heaps; storing negated values turns one into a max-heap.

## What comes next

The module opens with the running median, uses a pair of max-heaps to match intervals, applies the unlock arrangement to choose projects, tracks a window's maximum and minimum together, and ends with medians of a sliding window, where elements must also be removed.
`,
  problems: [
    {
      slug: "running-lower-median",
      title: "Middle Value After Each Arrival",
      difficulty: "easy",
      statement: `Integers arrive one at a time in the order given by \`nums\`. After each arrival, report the **lower median** of all integers received so far: if the \`m\` numbers seen so far were sorted, it is the element at 0-based position \`floor((m - 1) / 2)\`. For an odd count this is the middle element; for an even count it is the smaller of the two middle elements.

Return the list of reported values, one per arrival. An efficient solution handles each arrival in logarithmic time.

### Examples

**Example 1**

\`\`\`
Input: nums = [5, 15, 1, 3]
Output: [5, 5, 5, 3]
\`\`\`

Sorted prefixes: \`[5]\`, \`[5, 15]\`, \`[1, 5, 15]\`, \`[1, 3, 5, 15]\`; the lower medians are 5, 5, 5 and 3.

**Example 2**

\`\`\`
Input: nums = [-2, -2, 7]
Output: [-2, -2, -2]
\`\`\`

Duplicates are counted separately.

### Constraints

- \`0 <= nums.length <= 10^5\`
- \`-10^9 <= nums[i] <= 10^9\`
`,
      functionName: "runningLowerMedians",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def runningLowerMedians(nums: List[int]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[]} nums
 * @return {number[]}
 */
function runningLowerMedians(nums) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] runningLowerMedians(int[] nums) {
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

vector<int> runningLowerMedians(vector<int>& nums) {
    // Write your code here
    return {};
}
`,
        go: `package main

func runningLowerMedians(nums []int) []int {
	// Write your code here
	return []int{}
}
`,
      },
      solutions: {
        python: `import heapq


def runningLowerMedians(nums):
    low = []   # max-heap (negated values): the smaller half, holds the median
    high = []  # min-heap: the larger half
    result = []
    for value in nums:
        if not low or value <= -low[0]:
            heapq.heappush(low, -value)
        else:
            heapq.heappush(high, value)
        if len(low) > len(high) + 1:
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        result.append(-low[0])
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

function runningLowerMedians(nums) {
  const low = new Heap((a, b) => a > b); // max-heap: the smaller half
  const high = new Heap((a, b) => a < b); // min-heap: the larger half
  const result = [];
  for (const value of nums) {
    if (low.size === 0 || value <= low.peek()) low.push(value);
    else high.push(value);
    if (low.size > high.size + 1) high.push(low.pop());
    else if (high.size > low.size) low.push(high.pop());
    result.push(low.peek());
  }
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] runningLowerMedians(int[] nums) {
        PriorityQueue<Integer> low = new PriorityQueue<>(Collections.reverseOrder()); // smaller half, holds the median
        PriorityQueue<Integer> high = new PriorityQueue<>(); // larger half
        int[] result = new int[nums.length];
        for (int i = 0; i < nums.length; i++) {
            int value = nums[i];
            if (low.isEmpty() || value <= low.peek()) low.add(value);
            else high.add(value);
            if (low.size() > high.size() + 1) high.add(low.poll());
            else if (high.size() > low.size()) low.add(high.poll());
            result[i] = low.peek();
        }
        return result;
    }
}
`,
        cpp: `#include <functional>
#include <queue>
#include <vector>
using namespace std;

vector<int> runningLowerMedians(vector<int>& nums) {
    priority_queue<int> low;                             // smaller half, holds the median
    priority_queue<int, vector<int>, greater<int>> high;  // larger half
    vector<int> result;
    for (int value : nums) {
        if (low.empty() || value <= low.top()) low.push(value);
        else high.push(value);
        if (low.size() > high.size() + 1) {
            high.push(low.top());
            low.pop();
        } else if (high.size() > low.size()) {
            low.push(high.top());
            high.pop();
        }
        result.push_back(low.top());
    }
    return result;
}
`,
        go: `package main

import "container/heap"

// intHeap is a min-heap; the smaller half stores negated values to act as a max-heap.
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

func runningLowerMedians(nums []int) []int {
	low := &intHeap{}  // smaller half, negated: holds the median
	high := &intHeap{} // larger half
	result := []int{}
	for _, value := range nums {
		if low.Len() == 0 || value <= -(*low)[0] {
			heap.Push(low, -value)
		} else {
			heap.Push(high, value)
		}
		if low.Len() > high.Len()+1 {
			heap.Push(high, -heap.Pop(low).(int))
		} else if high.Len() > low.Len() {
			heap.Push(low, -heap.Pop(high).(int))
		}
		result = append(result, -(*low)[0])
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

Re-sorting after every arrival costs \`O(n² log n)\` overall. Instead split the numbers into two halves: a max-heap \`low\` with the smaller half and a min-heap \`high\` with the larger half. Keep \`low\` the same size as \`high\` or one element larger. Then \`low\` holds exactly \`ceil(m / 2)\` elements and its top is the element at position \`floor((m - 1) / 2)\` of the sorted order, which is the lower median.

### Step by step

1. For each arriving \`value\`:
   - If \`low\` is empty or \`value <= top(low)\`, push it into \`low\`; otherwise push it into \`high\`. This keeps every element of \`low\` at most every element of \`high\`.
   - Rebalance with at most one move: if \`low\` has two more elements than \`high\`, move the top of \`low\` to \`high\`; if \`high\` is larger than \`low\`, move the top of \`high\` to \`low\`.
   - Append \`top(low)\`.
2. Return the collected values.

For \`[5, 15, 1, 3]\`: after 5, \`low = {5}\`; after 15, \`high = {15}\`; after 1, \`low = {5, 1}\`; after 3, \`low\` would hold \`{5, 3, 1}\`, so 5 moves to \`high\` and the top of \`low\` is 3.

### Complexity

- **Time:** \`O(n log n)\`: each arrival performs a constant number of heap operations.
- **Space:** \`O(n)\` for the two heaps.
`,
      visibleTests: [
        { input: [[5, 15, 1, 3]], expected: [5, 5, 5, 3] },
        { input: [[-2, -2, 7]], expected: [-2, -2, -2] },
      ],
      hiddenTests: [
        { input: [[]], expected: [] },
        { input: [[7]], expected: [7] },
        { input: [[1, 2]], expected: [1, 1] },
        { input: [[2, 1]], expected: [2, 1] },
        { input: [[3, 3, 3, 3]], expected: [3, 3, 3, 3] },
        { input: [[1, 2, 3, 4, 5, 6]], expected: [1, 1, 2, 2, 3, 3] },
        { input: [[6, 5, 4, 3, 2, 1]], expected: [6, 5, 5, 4, 4, 3] },
        { input: [[-1000000000, 1000000000, 0]], expected: [-1000000000, -1000000000, 0] },
        {
          input: [
            [
              578745286, 888795681, -878880836, -221472569, 430803544, -67556812, 417110112, -247888790, -713568848, -24802394, 19340408, -27542082,
              -648693552, 433551974, 921825736, -614061288, 405839003, -352063989, -959446362, 839994884, 613114462, -285322022, -112928679,
              -274167046, -791312593, 596611487, -163241193, -804880337, -108527760, 156279175, 614074565, -851077477, 63328475, -539658964, 84978231,
              662966524, -926973790, 205841488, -538702999, -691306365, 391912353, -77267035, -84904606, 314808746, 374675145, -304551478, 576883926,
              614354863, 559640182, -722686031, 345587264, 907093492, -84744701, 236605167, -997821701, -840608469, -617639832, 146973781, -63552937,
              -764855617, -219122267, -214451697, -831114202, -228476225, 791531251, -841244277, 691085724, -893902309, -303379619, 666243685,
              -349247500, -514761980, -302477677, -262912784, -497825372, 70113165, -587654647, -319101318, -795641590, 396053102, 776115897,
              -49495769, 345734117, 753668221, 298972530, -36299972, 78107317, -949050068, -954896730, -879594691, 840549508, -896503833, -22674986,
              -637959240, 567312799, -997015956, 277194617, -875576079, 118252718, -357968798, -278141470, -948955240, -853590023, -85132021,
              902129952, 163895336, 644199292, 843056811, -949358274, -701647335, 546748635, 644358289, -229008375, -500425029, -46497196, 663684792,
              501911884, 720744842, -704589103, -991291236, -384406093, 269939382, 513782545, -313918540, 5497642, -159948348, 202957662, -10277623,
              -193508336, -466812697, -103130258, 923988982, -813038425, 131852971, 296208770, -607092776, 712039323, -115703371, 131617652,
              -99326897, 519256614, 957012246, 621362767, -233221441, 329053890, -843778091, -539830347, -233206860, 699416621, 392655124, 121124393,
              -162422642, -665944926, 478899138, 798565065, 779274621, -303814147, 420265050, -271079843, 425561379, 598249158, -949790650, 954343168,
              -929554040, -977172804, -499399210, -939298833, 139469555, 832029753, 269678524, 929165369, 331190607, -862410625, 230708598,
              -576014935, 396114504, 61354298, -883243857, -6612321, 344204527, -583224013, 112946229, 419687860, -765104888, -850955010, 334944765,
              79863817, 967213448, -68668108, -966762679, -783439645, 558133683, 164648410, 363493700, 44548821, -931212622, 717360997, 632497749,
              -381722896, 325459783, 519942117, 774675530, 344765071, -320432097, 147014332, -76097690, 596442960, 18124420, 668719148, 572920589,
              614602950, 800429475, 633240136, -135726803, 383068525, -517596297, 215540772, 120813180, -174175326, 823578328, -490744311, 593713585,
              -667913112, 620827832, 876338989, 446271424, 559891681, -613565150, 229936540, 792759867, 901331130, -573348559, -356776139, 639667023,
              -899025751, 94201819, -154594556, -415852793, 246731952, 72993078, -945594873, 655794512, -846938813, -918380432, 881476593, 656928253,
              270451365, 478745817, 954886772, -376935083, -114171644, -8603776, 771863068, 222991531, -199418521, -50157707, -244438030, -392155040,
              210174141, -140295992, 124451896, -500397429, 353132797, -812917947, 547500862, -256231893, 821509697, 425021503, 707386077, 629289693,
              508559329, -877356629, 29422975, -839899297, 473838147, -21739894, -931544705, -485607350, -779592287, -861197653, -708152081,
              -15519953, -316898208, 692715628, 127118514, -132177316, 98881938, 973915935, 102365230, -718379789, 97820972, -917112619, -573183271,
              -803810460, 551117447, 282069051, 69493893, 257146962, 936668558, -501848340,
            ],
          ],
          expected: [
            578745286, 578745286, 578745286, -221472569, 430803544, -67556812, 417110112, -67556812, -67556812, -67556812, -24802394, -27542082,
            -27542082, -27542082, -24802394, -27542082, -24802394, -27542082, -27542082, -27542082, -24802394, -27542082, -27542082, -67556812,
            -67556812, -67556812, -67556812, -112928679, -108527760, -108527760, -67556812, -108527760, -67556812, -108527760, -67556812, -67556812,
            -67556812, -67556812, -67556812, -108527760, -67556812, -77267035, -77267035, -77267035, -67556812, -77267035, -67556812, -67556812,
            -27542082, -67556812, -27542082, -27542082, -27542082, -27542082, -27542082, -67556812, -67556812, -67556812, -63552937, -67556812,
            -67556812, -77267035, -77267035, -84744701, -77267035, -84744701, -77267035, -84744701, -84744701, -84744701, -84744701, -84904606,
            -84904606, -108527760, -108527760, -108527760, -108527760, -112928679, -112928679, -112928679, -108527760, -108527760, -84904606,
            -84904606, -84744701, -84744701, -77267035, -84744701, -84744701, -84904606, -84744701, -84904606, -84744701, -84904606, -84744701,
            -84904606, -84744701, -84904606, -84744701, -84904606, -84904606, -108527760, -108527760, -108527760, -85132021, -85132021, -84904606,
            -84904606, -84904606, -85132021, -84904606, -84904606, -84904606, -85132021, -84904606, -84904606, -84744701, -84744701, -84744701,
            -84904606, -84904606, -84904606, -84744701, -84904606, -84744701, -84904606, -84744701, -84744701, -84744701, -84904606, -84904606,
            -84904606, -84904606, -84904606, -84744701, -84904606, -84744701, -84904606, -84744701, -84904606, -84744701, -84744701, -77267035,
            -84744701, -77267035, -84744701, -84744701, -84904606, -84744701, -84744701, -77267035, -84744701, -84744701, -84744701, -77267035,
            -77267035, -77267035, -77267035, -77267035, -77267035, -67556812, -77267035, -67556812, -77267035, -77267035, -84744701, -84744701,
            -84744701, -77267035, -77267035, -67556812, -67556812, -67556812, -67556812, -67556812, -67556812, -63552937, -67556812, -63552937,
            -63552937, -63552937, -63552937, -49495769, -63552937, -63552937, -63552937, -49495769, -49495769, -49495769, -63552937, -63552937,
            -63552937, -49495769, -49495769, -46497196, -49495769, -46497196, -46497196, -46497196, -46497196, -36299972, -36299972, -27542082,
            -36299972, -27542082, -36299972, -27542082, -27542082, -24802394, -24802394, -22674986, -22674986, -10277623, -22674986, -10277623,
            -22674986, -10277623, -10277623, -10277623, -10277623, -10277623, -10277623, -10277623, -10277623, -6612321, -6612321, 5497642, -6612321,
            5497642, 5497642, 18124420, 5497642, 5497642, 5497642, 5497642, 5497642, 5497642, -6612321, 5497642, 5497642, 5497642, 5497642, 5497642,
            -6612321, 5497642, 5497642, 18124420, 18124420, 19340408, 18124420, 18124420, 5497642, 18124420, 18124420, 18124420, 5497642, 5497642,
            -6612321, 5497642, -6612321, 5497642, -6612321, 5497642, -6612321, 5497642, -6612321, 5497642, 5497642, 18124420, 18124420, 19340408,
            18124420, 19340408, 18124420, 19340408, 18124420, 18124420, 5497642, 5497642, -6612321, -6612321, -8603776, -8603776, -8603776, -6612321,
            -8603776, -6612321, -6612321, 5497642, -6612321, 5497642, -6612321, -6612321, -8603776, -6612321, -6612321, 5497642, 5497642, 18124420,
            5497642,
          ],
        },
        {
          input: [
            [
              -2, -1, 2, -2, -2, -1, -3, 1, 3, 0, -3, 0, -1, 1, 0, -2, 3, -3, 1, -1, 3, -1, 3, 0, 3, 2, 0, -3, -1, -3, 0, 0, 1, 1, 1, 3, 3, 1, 3, 1,
              2, 2, -3, -2, -2, 1, 1, 0, 0, 0, 1, 2, 0, 3, 0, -2, -1, -2, -1, -1, 0, 1, -3, 2, 1, -1, -3, -1, 0, 1, -1, -2, -1, 1, 2, 2, 1, 3, -2, 2,
              -2, -3, -3, 1, -1, 3, -2, 1, -1, 2, 2, 1, 0, 1, 1, 3, -1, 1, 3, -2, 2, 3, 0, 2, -1, -1, -2, -3, -2, -2, 0, 0, -1, 2, 0, -3, -2, -1, 0,
              -3, -3, 3, 1, 0, 3, 2, 2, 1, 3, 0, -2, 3, 2, 0, 0, -1, 0, 2, -2, 3, -1, 2, -3, 1, -2, -2, -3, 3, -1, 2, 0, -2, -3, 3, 2, -1, -2, -3, 2,
              1, -3, -2, -2, 2, 2, -3, 1, 2, 0, 3, -1, 3, -1, -2, -3, -1, -3, -1, -3, 0, 1, 3, -1, 1, 0, -2, 3, 3, 0, 2, -2, 0, -3, 1, 0, -2, 2, 2,
              -1, 2,
            ],
          ],
          expected: [
            -2, -2, -1, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          ],
        },
      ],
      companies: { Google: 10, Amazon: 12, Microsoft: 8, Apple: 9, Netflix: 5, LinkedIn: 4, Meta: 11 },
    },
    {
      slug: "next-interval-to-the-right",
      title: "Next Interval to the Right",
      difficulty: "medium",
      statement: `You are given a list of intervals \`[start, end]\` in which **all start points are different**. For every interval \`i\`, find the interval \`j\` whose start is the smallest start that is **greater than or equal to** the end of interval \`i\`. The interval \`j\` may be \`i\` itself when \`start_i == end_i\`.

Return an array whose \`i\`-th entry is that index \`j\`, or \`-1\` when no interval starts at or after the end of interval \`i\`.

### Examples

**Example 1**

\`\`\`
Input: intervals = [[5, 6], [1, 3], [4, 5], [7, 9]]
Output: [3, 2, 0, -1]
\`\`\`

Interval 0 ends at 6 and the first start at or after 6 is 7 (index 3). Interval 1 ends at 3, followed by start 4 (index 2). Nothing starts at or after 9.

**Example 2**

\`\`\`
Input: intervals = [[2, 2]]
Output: [0]
\`\`\`

The interval starts where it ends, so it is its own answer.

**Example 3**

\`\`\`
Input: intervals = [[1, 10], [2, 3]]
Output: [-1, -1]
\`\`\`

Both intervals end after every start point.

### Constraints

- \`1 <= intervals.length <= 2 * 10^4\`
- \`-10^6 <= start <= end <= 10^6\`
- All start points are distinct.
`,
      functionName: "findNextIntervals",
      params: [{ name: "intervals", type: "int[][]" }],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def findNextIntervals(intervals: List[List[int]]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[][]} intervals
 * @return {number[]}
 */
function findNextIntervals(intervals) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] findNextIntervals(int[][] intervals) {
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

vector<int> findNextIntervals(vector<vector<int>>& intervals) {
    // Write your code here
    return {};
}
`,
        go: `package main

func findNextIntervals(intervals [][]int) []int {
	// Write your code here
	return []int{}
}
`,
      },
      solutions: {
        python: `import heapq


def findNextIntervals(intervals):
    n = len(intervals)
    result = [-1] * n
    by_end = [(-end, i) for i, (start, end) in enumerate(intervals)]
    by_start = [(-start, i) for i, (start, end) in enumerate(intervals)]
    heapq.heapify(by_end)    # max-heap of ends
    heapq.heapify(by_start)  # max-heap of starts
    while by_end:
        neg_end, i = heapq.heappop(by_end)
        end = -neg_end
        candidate = None
        while by_start and -by_start[0][0] >= end:
            candidate = heapq.heappop(by_start)
        if candidate is not None:
            result[i] = candidate[1]
            heapq.heappush(by_start, candidate)  # it may serve the next interval too
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

function findNextIntervals(intervals) {
  const n = intervals.length;
  const result = new Array(n).fill(-1);
  const byEnd = new Heap((a, b) => intervals[a][1] > intervals[b][1]);
  const byStart = new Heap((a, b) => intervals[a][0] > intervals[b][0]);
  for (let i = 0; i < n; i++) {
    byEnd.push(i);
    byStart.push(i);
  }
  while (byEnd.size > 0) {
    const i = byEnd.pop();
    const end = intervals[i][1];
    let candidate = -1;
    while (byStart.size > 0 && intervals[byStart.peek()][0] >= end) {
      candidate = byStart.pop();
    }
    if (candidate !== -1) {
      result[i] = candidate;
      byStart.push(candidate);
    }
  }
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] findNextIntervals(int[][] intervals) {
        int n = intervals.length;
        int[] result = new int[n];
        Arrays.fill(result, -1);
        // both max-heaps hold {value, index}, largest value first (then largest index, like negated tuples)
        Comparator<int[]> largestFirst = (a, b) -> a[0] != b[0] ? Integer.compare(b[0], a[0]) : Integer.compare(a[1], b[1]);
        PriorityQueue<int[]> byEnd = new PriorityQueue<>(largestFirst);
        PriorityQueue<int[]> byStart = new PriorityQueue<>(largestFirst);
        for (int i = 0; i < n; i++) {
            byEnd.add(new int[] {intervals[i][1], i});
            byStart.add(new int[] {intervals[i][0], i});
        }
        while (!byEnd.isEmpty()) {
            int[] top = byEnd.poll();
            int end = top[0];
            int[] candidate = null;
            while (!byStart.isEmpty() && byStart.peek()[0] >= end) candidate = byStart.poll();
            if (candidate != null) {
                result[top[1]] = candidate[1];
                byStart.add(candidate); // it may serve the next interval too
            }
        }
        return result;
    }
}
`,
        cpp: `#include <queue>
#include <utility>
#include <vector>
using namespace std;

vector<int> findNextIntervals(vector<vector<int>>& intervals) {
    int n = intervals.size();
    vector<int> result(n, -1);
    // max-heaps of (value, -index): largest value first, then smallest index
    priority_queue<pair<int, int>> byEnd, byStart;
    for (int i = 0; i < n; i++) {
        byEnd.push({intervals[i][1], -i});
        byStart.push({intervals[i][0], -i});
    }
    while (!byEnd.empty()) {
        auto [end, negIndex] = byEnd.top();
        byEnd.pop();
        bool found = false;
        pair<int, int> candidate;
        while (!byStart.empty() && byStart.top().first >= end) {
            candidate = byStart.top();
            byStart.pop();
            found = true;
        }
        if (found) {
            result[-negIndex] = -candidate.second;
            byStart.push(candidate);  // it may serve the next interval too
        }
    }
    return result;
}
`,
        go: `package main

import "container/heap"

// pairHeap holds (value, index) pairs, largest value first, then smallest index.
type pairHeap [][2]int

func (h pairHeap) Len() int { return len(h) }
func (h pairHeap) Less(i, j int) bool {
	if h[i][0] != h[j][0] {
		return h[i][0] > h[j][0]
	}
	return h[i][1] < h[j][1]
}
func (h pairHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *pairHeap) Push(x interface{}) { *h = append(*h, x.([2]int)) }
func (h *pairHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func findNextIntervals(intervals [][]int) []int {
	n := len(intervals)
	result := make([]int, n)
	byEnd, byStart := &pairHeap{}, &pairHeap{}
	for i, interval := range intervals {
		result[i] = -1
		heap.Push(byEnd, [2]int{interval[1], i})
		heap.Push(byStart, [2]int{interval[0], i})
	}
	for byEnd.Len() > 0 {
		top := heap.Pop(byEnd).([2]int)
		end := top[0]
		found := false
		var candidate [2]int
		for byStart.Len() > 0 && (*byStart)[0][0] >= end {
			candidate = heap.Pop(byStart).([2]int)
			found = true
		}
		if found {
			result[top[1]] = candidate[1]
			heap.Push(byStart, candidate) // it may serve the next interval too
		}
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

Use two max-heaps: one of interval **ends** and one of interval **starts**. Process intervals from the largest end downwards. For the current end, pop starts from the start-heap while they are still \`>= end\`; the last one popped is the smallest start that qualifies. Starts popped before it are larger than needed and will never be the answer for any later interval, because later intervals have even smaller ends and the candidate beats them. The candidate itself might be the answer for the next interval, so push it back.

### Step by step

1. Build a max-heap of \`(end, index)\` and a max-heap of \`(start, index)\`.
2. While the end-heap is not empty:
   - Pop the interval \`i\` with the largest remaining end.
   - Pop from the start-heap while its top start is \`>= end_i\`, remembering the last popped entry.
   - If something was popped, it is the answer for \`i\`; push it back onto the start-heap.
   - Otherwise the answer for \`i\` stays \`-1\`.
3. Return the answers.

Every start is popped for good at most once (apart from the single candidate pushed back per interval), so the total work stays \`O(n log n)\`.

### Complexity

- **Time:** \`O(n log n)\` for the heap operations.
- **Space:** \`O(n)\` for the two heaps.

A sorted array of starts with binary search solves the same problem in the same time; the two-heap version shows how processing one group in descending order lets the other heap act as a shrinking candidate pool.
`,
      visibleTests: [
        {
          input: [
            [
              [5, 6],
              [1, 3],
              [4, 5],
              [7, 9],
            ],
          ],
          expected: [3, 2, 0, -1],
        },
        { input: [[[2, 2]]], expected: [0] },
        {
          input: [
            [
              [1, 10],
              [2, 3],
            ],
          ],
          expected: [-1, -1],
        },
      ],
      hiddenTests: [
        { input: [[[1, 1]]], expected: [0] },
        { input: [[[1, 2]]], expected: [-1] },
        {
          input: [
            [
              [1, 2],
              [2, 3],
              [3, 4],
            ],
          ],
          expected: [1, 2, -1],
        },
        {
          input: [
            [
              [3, 4],
              [2, 3],
              [1, 2],
            ],
          ],
          expected: [-1, 0, 1],
        },
        {
          input: [
            [
              [-5, -1],
              [-1, 0],
              [0, 5],
            ],
          ],
          expected: [1, 2, -1],
        },
        {
          input: [
            [
              [0, 1000000],
              [-1000000, 0],
            ],
          ],
          expected: [-1, 0],
        },
        {
          input: [
            [
              [1, 4],
              [2, 3],
              [3, 4],
            ],
          ],
          expected: [-1, 2, -1],
        },
        {
          input: [
            [
              [4, 4],
              [1, 4],
              [2, 4],
            ],
          ],
          expected: [0, 0, 0],
        },
        {
          input: [
            [
              [700, 816],
              [-631, -464],
              [-41, 115],
              [-570, -565],
              [-229, -162],
              [-726, -554],
              [-594, -427],
              [454, 544],
              [-399, -342],
              [830, 918],
              [-262, -126],
              [-151, -51],
              [482, 651],
              [748, 752],
              [-892, -861],
              [-503, -497],
              [-976, -921],
              [-963, -820],
              [641, 695],
              [621, 795],
              [-72, -28],
              [104, 256],
              [763, 955],
              [-388, -258],
              [269, 466],
              [313, 454],
              [-909, -865],
              [602, 685],
              [-949, -815],
              [686, 874],
              [302, 451],
              [-170, -90],
              [148, 157],
              [340, 442],
              [-965, -880],
              [-624, -536],
              [-761, -718],
              [877, 914],
              [472, 550],
              [70, 215],
              [433, 435],
              [902, 1000],
              [342, 501],
              [-608, -606],
              [940, 997],
              [-24, 80],
              [16, 54],
              [150, 306],
              [596, 745],
              [80, 262],
              [559, 561],
              [-834, -825],
              [-372, -326],
              [-910, -795],
              [-464, -447],
              [-325, -286],
              [-199, -169],
              [-538, -512],
              [127, 242],
              [-980, -789],
              [168, 256],
              [45, 56],
              [52, 207],
              [-112, 24],
              [-478, -453],
              [434, 630],
              [442, 581],
              [-274, -144],
              [-449, -254],
              [-127, -68],
              [-444, -326],
              [670, 676],
              [195, 289],
              [-54, 57],
              [-278, -136],
              [-528, -367],
              [614, 739],
              [-971, -931],
              [-51, 114],
              [-475, -457],
              [-948, -931],
              [716, 750],
              [-875, -752],
              [831, 971],
              [5, 201],
              [901, 974],
              [-626, -456],
              [-467, -314],
              [-101, 30],
              [81, 87],
              [603, 630],
              [708, 708],
              [-901, -799],
              [-335, -202],
              [-688, -640],
              [171, 348],
              [822, 823],
              [-355, -320],
              [172, 281],
              [-129, 68],
              [25, 202],
              [851, 1000],
              [210, 240],
              [182, 240],
              [58, 188],
              [-656, -632],
              [76, 104],
              [473, 527],
              [594, 604],
              [-567, -561],
              [154, 304],
              [234, 288],
              [259, 307],
              [-617, -522],
              [33, 113],
              [347, 490],
              [-615, -459],
              [706, 827],
              [713, 713],
              [-602, -477],
              [-14, 179],
              [290, 449],
              [-376, -306],
              [765, 848],
              [-788, -644],
              [-283, -110],
              [519, 595],
              [-328, -173],
              [-5, 116],
              [220, 357],
              [-855, -777],
              [-850, -693],
              [-134, 34],
              [74, 239],
              [129, 302],
              [-28, -26],
              [-583, -534],
              [933, 979],
              [-862, -805],
              [-945, -853],
              [319, 342],
              [428, 467],
              [-403, -295],
              [245, 258],
              [-537, -460],
              [663, 676],
              [-236, -155],
              [-905, -812],
              [-723, -720],
              [457, 558],
              [736, 889],
              [-392, -198],
              [-593, -541],
              [-103, 26],
              [123, 155],
              [238, 282],
              [-822, -797],
              [321, 452],
              [-316, -159],
              [73, 186],
              [-660, -474],
              [965, 1000],
              [504, 699],
              [17, 54],
              [-491, -478],
              [620, 793],
              [707, 812],
              [-95, -44],
              [-173, -165],
              [66, 211],
              [667, 779],
              [836, 859],
              [-255, -124],
              [218, 334],
              [240, 340],
              [-809, -680],
              [162, 254],
              [-750, -612],
              [525, 645],
              [-510, -373],
              [399, 495],
              [955, 1000],
              [-381, -339],
              [-88, -81],
              [-337, -227],
              [462, 662],
              [860, 994],
              [846, 966],
              [526, 584],
              [-70, 94],
              [938, 991],
              [791, 986],
              [440, 473],
              [-80, 63],
              [-801, -610],
              [-85, 99],
              [573, 726],
              [-932, -859],
              [-8, 158],
              [-77, 96],
            ],
          ],
          expected: [
            96, 54, 154, 57, 11, 57, 142, 50, 184, 137, 63, 78, 145, 22, 130, 164, 53, 175, 0, 96, 135, 112, 181, 172, 38, 7, 138, 29, 175, 37, 7,
            183, 176, 66, 82, 75, 94, 137, 50, 173, 192, -1, 162, 119, -1, 49, 104, 25, 13, 24, 196, 156, 55, 124, 70, 125, 11, 179, 143, 124, 112,
            104, 102, 100, 68, 18, 108, 132, 146, 73, 55, 29, 121, 104, 132, 97, 13, 53, 154, 68, 53, 22, 177, -1, 102, -1, 68, 125, 114, 21, 18, 91,
            124, 56, 1, 180, 9, 158, 121, 39, 102, -1, 174, 174, 72, 1, 21, 50, 76, 57, 25, 121, 25, 179, 154, 162, 68, 9, 118, 79, 103, 7, 125, 101,
            1, 153, 48, 168, 154, 180, 36, 94, 61, 174, 30, 45, 75, -1, 194, 131, 42, 38, 125, 112, 68, 29, 11, 175, 94, 50, 85, 168, 57, 114, 176,
            121, 124, 7, 11, 72, 87, -1, 0, 104, 64, 96, 96, 2, 11, 173, 191, 186, 63, 33, 33, 160, 112, 43, 145, 52, 162, -1, 184, 193, 56, 145, -1,
            -1, 108, 21, -1, -1, 107, 169, 43, 21, 150, 130, 176, 21,
          ],
        },
        {
          input: [
            [
              [746986, 928291],
              [298102, 485440],
              [428413, 568175],
              [-725935, -557338],
              [209926, 363000],
              [108746, 221416],
              [950958, 1000000],
              [-733217, -594866],
              [-213370, -155450],
              [-316099, -120804],
              [228660, 302630],
              [-333979, -332095],
              [295248, 456256],
              [-965647, -943926],
              [-6929, 29562],
              [-747333, -589306],
              [720042, 885651],
              [-508167, -411289],
              [-879104, -704455],
              [326356, 437800],
              [-232127, -179730],
              [917742, 939947],
              [762558, 839098],
              [-400836, -358103],
              [-120670, -113722],
              [-773170, -583476],
              [-985458, -853872],
              [244217, 412565],
              [577766, 673252],
              [490679, 655414],
              [442431, 538398],
              [854140, 1000000],
              [650597, 765575],
              [924542, 1000000],
              [427130, 456260],
              [490006, 679513],
              [229834, 427135],
              [-289592, -260338],
              [-972953, -814709],
              [-664689, -604875],
              [-550614, -371512],
              [274278, 446748],
              [-255938, -211136],
              [-902484, -856649],
              [-685919, -525500],
              [375032, 427910],
              [548532, 642599],
              [-278801, -212021],
              [-942487, -831201],
              [526158, 700572],
              [-788004, -722003],
              [-520844, -353925],
              [-426984, -279699],
              [-318120, -304895],
              [-759530, -618744],
              [954405, 1000000],
              [908593, 1000000],
              [485283, 537484],
              [-478523, -472193],
              [-617754, -482532],
              [-174948, -9525],
              [631707, 742826],
              [143159, 246790],
              [725976, 838616],
              [-779444, -609504],
              [-488733, -330800],
              [300247, 364973],
              [-249083, -60403],
              [306579, 412099],
              [777958, 819545],
              [-793238, -784444],
              [624019, 716807],
              [-572313, -451085],
              [894263, 1000000],
              [279290, 411683],
              [-381901, -293795],
              [-489951, -375344],
              [-697879, -545131],
              [889061, 989360],
              [636465, 659908],
              [-419771, -304824],
              [-160438, -19099],
              [786248, 958032],
              [-110966, -99220],
              [907884, 1000000],
              [480098, 660489],
              [-640008, -464551],
              [723487, 806695],
              [968397, 1000000],
              [552522, 747647],
              [-382482, -280602],
              [293022, 402185],
              [-936528, -850015],
              [-90959, -45903],
              [-940862, -753886],
              [-228902, -38191],
              [494059, 532746],
              [269263, 362356],
              [-920074, -802457],
              [545358, 686268],
              [-35563, 44590],
              [-885045, -769992],
              [740005, 773993],
              [877405, 901986],
              [-974455, -790294],
              [-615661, -609595],
              [-775371, -607359],
              [-242338, -136173],
              [-331960, -218893],
              [-676380, -564779],
              [-815867, -717538],
              [-227543, -165927],
              [954920, 1000000],
              [-283883, -176267],
              [-861143, -676775],
              [-952233, -875111],
              [-171824, -90360],
              [-610110, -435721],
              [172880, 329196],
              [-432093, -256076],
              [-750674, -582203],
              [392918, 430738],
              [323842, 356702],
              [264085, 437455],
              [-598260, -462095],
              [-818648, -714932],
              [184341, 245747],
              [-909976, -882532],
              [-817586, -769999],
              [-322624, -123923],
              [706887, 840839],
              [525515, 709738],
              [-974548, -910022],
              [-980963, -793452],
              [283098, 475100],
              [-246678, -126946],
              [228375, 347291],
              [663978, 719363],
              [188954, 283502],
              [60790, 180898],
              [579684, 632605],
              [-977457, -887381],
              [781990, 846470],
              [-516832, -489666],
              [46957, 192538],
              [-312832, -220413],
              [-105673, -35101],
              [-645171, -627288],
              [146605, 340868],
              [-332098, -208581],
            ],
          ],
          expected: [
            6, 35, 28, 40, 45, 136, -1, 72, 24, 24, 68, 108, 85, 48, 144, 72, 78, 23, 77, 30, 60, 6, 31, 11, 83, 72, 125, 34, 130, 137, 99, -1, 69,
            -1, 85, 130, 2, 42, 70, 124, 11, 85, 60, 125, 51, 2, 32, 60, 125, 130, 77, 11, 47, 37, 59, -1, -1, 99, 119, 58, 14, 0, 123, 31, 124, 129,
            45, 100, 34, 31, 64, 16, 119, -1, 34, 37, 11, 51, -1, 137, 37, 14, 88, 93, -1, 137, 119, 31, -1, 22, 47, 34, 125, 100, 120, 100, 99, 45,
            70, 130, 144, 54, 69, 84, 50, 124, 124, 24, 8, 40, 77, 81, -1, 60, 109, 114, 100, 119, 45, 42, 72, 30, 45, 30, 119, 77, 123, 18, 54, 24,
            31, 16, 127, 70, 85, 24, 45, 16, 91, 126, 79, 101, 31, 65, 4, 8, 14, 59, 45, 60,
          ],
        },
      ],
      companies: { Google: 6, Amazon: 8, Microsoft: 5, Apple: 4, Netflix: 1, LinkedIn: 3, Meta: 7 },
    },
    {
      slug: "grow-capital-with-projects",
      title: "Grow Capital With K Projects",
      difficulty: "medium",
      statement: `A small studio starts with \`initialCapital\` and may complete **at most \`k\`** different projects, one after another. Project \`i\` can be started only if the studio's current capital is at least \`requirements[i]\`; the requirement is a threshold, not a cost, so no capital is spent. Finishing project \`i\` adds \`profits[i]\` to the capital. Each project can be done at most once.

Return the largest capital the studio can have after choosing its projects well.

### Examples

**Example 1**

\`\`\`
Input: k = 2, initialCapital = 1, profits = [4, 2, 7, 3], requirements = [1, 0, 6, 5]
Output: 8
\`\`\`

With capital 1, projects 0 and 1 are open; take project 0 (+4) to reach 5. That unlocks project 3, and the best open project is now project 3 (+3): capital 8.

**Example 2**

\`\`\`
Input: k = 3, initialCapital = 0, profits = [5, 10], requirements = [1, 2]
Output: 0
\`\`\`

No project is affordable with zero capital, so nothing changes.

**Example 3**

\`\`\`
Input: k = 5, initialCapital = 2, profits = [1, 1, 1], requirements = [0, 0, 2]
Output: 5
\`\`\`

All three projects can be done; the remaining two turns are simply unused.

### Constraints

- \`1 <= k <= 10^5\`
- \`0 <= initialCapital <= 10^9\`
- \`1 <= profits.length == requirements.length <= 10^5\`
- \`0 <= profits[i] <= 10^4\`
- \`0 <= requirements[i] <= 10^9\`
`,
      functionName: "maximizeCapital",
      params: [
        { name: "k", type: "int" },
        { name: "initialCapital", type: "int" },
        { name: "profits", type: "int[]" },
        { name: "requirements", type: "int[]" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def maximizeCapital(k: int, initialCapital: int, profits: List[int], requirements: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {number} k
 * @param {number} initialCapital
 * @param {number[]} profits
 * @param {number[]} requirements
 * @return {number}
 */
function maximizeCapital(k, initialCapital, profits, requirements) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int maximizeCapital(int k, int initialCapital, int[] profits, int[] requirements) {
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

int maximizeCapital(int k, int initialCapital, vector<int>& profits, vector<int>& requirements) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func maximizeCapital(k int, initialCapital int, profits []int, requirements []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `import heapq


def maximizeCapital(k, initialCapital, profits, requirements):
    locked = [(req, i) for i, req in enumerate(requirements)]
    heapq.heapify(locked)  # min-heap by required capital
    unlocked = []          # max-heap of profits (negated)
    capital = initialCapital
    for _ in range(k):
        while locked and locked[0][0] <= capital:
            _, i = heapq.heappop(locked)
            heapq.heappush(unlocked, -profits[i])
        if not unlocked:
            break
        capital -= heapq.heappop(unlocked)
    return capital
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

function maximizeCapital(k, initialCapital, profits, requirements) {
  const locked = new Heap((a, b) => requirements[a] < requirements[b]);
  const unlocked = new Heap((a, b) => profits[a] > profits[b]);
  for (let i = 0; i < profits.length; i++) locked.push(i);
  let capital = initialCapital;
  for (let round = 0; round < k; round++) {
    while (locked.size > 0 && requirements[locked.peek()] <= capital) {
      unlocked.push(locked.pop());
    }
    if (unlocked.size === 0) break;
    capital += profits[unlocked.pop()];
  }
  return capital;
}
`,
        java: `import java.util.*;

class Solution {
    public static int maximizeCapital(int k, int initialCapital, int[] profits, int[] requirements) {
        // min-heap of project indices by required capital
        PriorityQueue<Integer> locked = new PriorityQueue<>((a, b) -> requirements[a] != requirements[b] ? Integer.compare(requirements[a], requirements[b]) : Integer.compare(a, b));
        for (int i = 0; i < requirements.length; i++) locked.add(i);
        PriorityQueue<Integer> unlocked = new PriorityQueue<>(Collections.reverseOrder()); // max-heap of profits
        int capital = initialCapital;
        for (int round = 0; round < k; round++) {
            while (!locked.isEmpty() && requirements[locked.peek()] <= capital) unlocked.add(profits[locked.poll()]);
            if (unlocked.isEmpty()) break;
            capital += unlocked.poll();
        }
        return capital;
    }
}
`,
        cpp: `#include <functional>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

int maximizeCapital(int k, int initialCapital, vector<int>& profits, vector<int>& requirements) {
    // min-heap of (required capital, project)
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> locked;
    for (int i = 0; i < (int) requirements.size(); i++) locked.push({requirements[i], i});
    priority_queue<int> unlocked;  // max-heap of profits
    int capital = initialCapital;
    for (int round = 0; round < k; round++) {
        while (!locked.empty() && locked.top().first <= capital) {
            unlocked.push(profits[locked.top().second]);
            locked.pop();
        }
        if (unlocked.empty()) break;
        capital += unlocked.top();
        unlocked.pop();
    }
    return capital;
}
`,
        go: `package main

import "container/heap"

// pairHeap is a min-heap of (key, index) pairs.
type pairHeap [][2]int

func (h pairHeap) Len() int { return len(h) }
func (h pairHeap) Less(i, j int) bool {
	if h[i][0] != h[j][0] {
		return h[i][0] < h[j][0]
	}
	return h[i][1] < h[j][1]
}
func (h pairHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *pairHeap) Push(x interface{}) { *h = append(*h, x.([2]int)) }
func (h *pairHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func maximizeCapital(k int, initialCapital int, profits []int, requirements []int) int {
	locked := &pairHeap{}   // (required capital, project)
	unlocked := &pairHeap{} // (-profit, project): the largest profit first
	for i, req := range requirements {
		heap.Push(locked, [2]int{req, i})
	}
	capital := initialCapital
	for round := 0; round < k; round++ {
		for locked.Len() > 0 && (*locked)[0][0] <= capital {
			i := heap.Pop(locked).([2]int)[1]
			heap.Push(unlocked, [2]int{-profits[i], i})
		}
		if unlocked.Len() == 0 {
			break
		}
		capital -= heap.Pop(unlocked).([2]int)[0]
	}
	return capital
}
`,
      },
      solutionExplanation: `### Idea

Capital never decreases, so a project that is affordable now stays affordable forever. That makes a greedy choice safe: in each round, take the **most profitable project among those currently affordable**. Taking anything smaller could never unlock more, because a larger profit unlocks at least as much.

Two heaps implement this cheaply:

- a **min-heap of locked projects** ordered by requirement, so the next project to become affordable is always on top;
- a **max-heap of unlocked projects** ordered by profit, so the best affordable project is always on top.

### Step by step

1. Put every project into the locked min-heap.
2. Repeat up to \`k\` times:
   - Move projects from the locked heap to the unlocked heap while the top requirement is \`<= capital\`.
   - If the unlocked heap is empty, no project is affordable: stop early.
   - Pop the most profitable unlocked project and add its profit to \`capital\`.
3. Return \`capital\`.

### Complexity

- **Time:** \`O((n + k) log n)\`: each project moves between heaps once, and each round pops once.
- **Space:** \`O(n)\` for the heaps.
`,
      visibleTests: [
        { input: [2, 1, [4, 2, 7, 3], [1, 0, 6, 5]], expected: 8 },
        { input: [3, 0, [5, 10], [1, 2]], expected: 0 },
        { input: [5, 2, [1, 1, 1], [0, 0, 2]], expected: 5 },
      ],
      hiddenTests: [
        { input: [1, 0, [1], [0]], expected: 1 },
        { input: [1, 0, [1], [1]], expected: 0 },
        { input: [3, 0, [1, 2, 3], [0, 1, 2]], expected: 6 },
        { input: [1, 10, [5, 9, 1], [1, 20, 0]], expected: 15 },
        { input: [2, 0, [0, 0, 4], [0, 0, 0]], expected: 4 },
        { input: [4, 3, [2, 5, 1, 8, 3], [3, 4, 0, 11, 6]], expected: 21 },
        { input: [2, 1000000000, [10000, 10000, 1], [1000000000, 999999999, 0]], expected: 1000020000 },
        { input: [6, 1, [3, 1, 4, 1, 5, 9, 2, 6], [0, 1, 2, 4, 6, 12, 9, 20]], expected: 30 },
        { input: [7, 5, [18, 9, 2, 6, 13, 12, 13, 14, 15, 5], [12, 28, 28, 10, 4, 11, 16, 11, 21, 6]], expected: 99 },
        { input: [5, 0, [12, 20, 19, 10, 9, 4, 11, 5, 2, 16, 1, 18], [11, 7, 5, 19, 2, 16, 0, 13, 3, 13, 5, 0]], expected: 85 },
        {
          input: [
            50,
            0,
            [
              1951, 3934, 4090, 4003, 9391, 9564, 9089, 2447, 5295, 9993, 9104, 2108, 3368, 7613, 9923, 7813, 9726, 4829, 6947, 9248, 6400, 495, 3842,
              4973, 8746, 7319, 5655, 4060, 6743, 6749, 1810, 3651, 4907, 5330, 661, 3117, 5645, 3329, 1847, 2768, 8177, 8996, 578, 7208, 6638, 645,
              6134, 8425, 1838, 1613, 78, 3512, 806, 9056, 7341, 3518, 4719, 8973, 7366, 9534, 2412, 3156, 5513, 779, 3310, 9066, 9326, 429, 7509,
              1748, 2995, 1966, 5407, 4678, 1309, 687, 8481, 8925, 4385, 9921, 1896, 6237, 3157, 6102, 5745, 284, 663, 6948, 4575, 3918, 6531, 6779,
              6828, 9484, 9231, 5971, 4639, 1499, 8999, 5599, 6693, 3605, 2502, 2836, 5330, 4332, 3640, 8480, 667, 875, 9903, 3255, 1515, 4424, 3118,
              7574, 6114, 8763, 691, 9272, 3863, 6589, 1533, 9035, 6620, 4481, 1087, 5529, 1200, 7126, 5257, 3134, 8559, 9212, 5771, 7760, 857, 9372,
              6692, 7951, 2474, 1452, 4102, 5119, 5711, 1060, 8418, 7634, 1309, 8288, 149, 7961, 7754, 3388, 2789, 4732, 1577, 5300, 3616, 9595, 2089,
              3471, 52, 4796, 5636, 3234, 8158, 1621, 5873, 7428, 1293, 6779, 6247, 436, 8271, 5088, 7151, 929, 1156, 4287, 5716, 7380, 1905, 5002,
              8928, 7085, 4525, 3506, 3329, 9092, 9254, 2266, 5951, 5152, 7320, 9870, 5624, 2136, 1938, 3488,
            ],
            [
              0, 590, 2638, 8, 5455, 5687, 6991, 13423, 4512, 4148, 5359, 18855, 19081, 20597, 11677, 4355, 23650, 31761, 11800, 302, 38763, 11992,
              22472, 10293, 43812, 26162, 20115, 3705, 7927, 29160, 14313, 8773, 51192, 49734, 25473, 44676, 46638, 37439, 60745, 39082, 2869, 57280,
              69670, 26117, 20703, 77329, 18252, 64842, 4102, 93250, 87964, 28867, 3409, 66093, 45155, 9934, 61061, 19116, 31646, 567, 95291, 72834,
              106626, 20524, 32868, 95036, 22888, 17110, 57374, 52498, 132048, 106645, 107658, 20229, 70936, 132378, 88412, 81000, 46663, 11534,
              37181, 159846, 106297, 17100, 55918, 75197, 102612, 11249, 153815, 3065, 44846, 105717, 148394, 18314, 82662, 174561, 178210, 81804,
              18958, 55049, 128908, 147925, 68400, 91806, 148853, 134213, 197980, 4029, 180450, 97109, 119228, 53747, 56828, 103529, 143369, 23819,
              43966, 202767, 120741, 83822, 117258, 11280, 81984, 116586, 67882, 164477, 83452, 162294, 214748, 89221, 17792, 77381, 20285, 46468,
              36594, 148016, 46186, 184190, 111707, 225983, 190524, 158438, 10724, 154753, 256488, 140450, 25579, 98060, 208636, 181419, 252827,
              221292, 21505, 59824, 66405, 100354, 212515, 129251, 80598, 92253, 135911, 152523, 154585, 32024, 252562, 74203, 56566, 315458, 93302,
              207949, 178681, 225959, 122227, 70956, 17408, 284341, 299325, 112744, 319344, 108031, 358229, 111854, 347085, 327728, 157966, 306178,
              240157, 174438, 79289, 186286, 353362, 266455, 277106, 320939, 280688, 281891, 100443, 342355, 61685, 353585,
            ],
          ],
          expected: 435368,
        },
        {
          input: [
            300,
            100,
            [
              81, 80, 15, 70, 44, 45, 76, 3, 62, 61, 3, 54, 73, 68, 88, 38, 93, 14, 76, 16, 100, 2, 67, 69, 48, 13, 38, 13, 91, 73, 55, 34, 59, 99,
              91, 47, 37, 96, 48, 52, 85, 73, 36, 84, 66, 29, 69, 85, 38, 58, 45, 48, 40, 17, 3, 97, 29, 88, 22, 9, 90, 60, 37, 53, 74, 58, 25, 83,
              99, 55, 51, 93, 70, 52, 67, 25, 35, 4, 59, 95, 80, 27, 13, 7, 27, 80, 36, 41, 75, 77, 86, 47, 31, 54, 99, 54, 84, 3, 35, 90, 38, 61, 52,
              84, 69, 12, 51, 13, 71, 60, 67, 79, 93, 48, 57, 34, 12, 49, 73, 39, 84, 30, 96, 57, 13, 78, 81, 15, 57, 23, 13, 46, 51, 43, 97, 4, 75,
              63, 82, 35, 94, 59, 83, 96, 78, 17, 54, 16, 52, 79,
            ],
            [
              3666, 417, 981, 782, 174, 4775, 4021, 1459, 2523, 3150, 3988, 4021, 4144, 2237, 4133, 3398, 19, 1082, 4846, 4509, 4617, 288, 4928, 1315,
              4811, 3434, 1042, 3265, 891, 4068, 2960, 3500, 1175, 3625, 974, 903, 1240, 1198, 3339, 4001, 4653, 1688, 519, 1779, 3914, 2260, 2222,
              493, 2331, 1161, 3258, 1623, 75, 857, 1213, 936, 706, 4363, 1996, 150, 112, 55, 4638, 725, 1365, 2333, 2607, 1514, 4832, 4732, 1788, 20,
              1791, 1623, 4655, 904, 2741, 1124, 2814, 3115, 2723, 2952, 3312, 1495, 1137, 1506, 339, 2564, 1766, 341, 4816, 3383, 2215, 2663, 191,
              2197, 1624, 1952, 4715, 1576, 1748, 571, 4505, 4814, 1835, 2023, 589, 1240, 4184, 4849, 4900, 4403, 4264, 1574, 2068, 2469, 3065, 1377,
              203, 799, 4249, 301, 2731, 711, 1264, 4815, 2062, 2465, 576, 4245, 4524, 4873, 4022, 1532, 4622, 50, 3375, 4824, 717, 2512, 1968, 1218,
              3706, 529, 249, 1314, 405, 11, 2206, 4975,
            ],
          ],
          expected: 8277,
        },
      ],
      companies: { Google: 7, Amazon: 11, Microsoft: 6, Apple: 4, Netflix: 2, LinkedIn: 3, Meta: 9 },
    },
    {
      slug: "longest-calm-stretch",
      title: "Longest Calm Stretch",
      difficulty: "medium",
      statement: `A sensor records the integer readings \`nums\`. A contiguous stretch of readings is **calm** when the difference between its largest and its smallest reading is at most \`limit\`.

Return the length of the longest calm stretch.

### Examples

**Example 1**

\`\`\`
Input: nums = [4, 9, 6, 5, 12, 3], limit = 4
Output: 3
\`\`\`

\`[9, 6, 5]\` spans 9 - 5 = 4; adding the next reading 12 would make the spread 7.

**Example 2**

\`\`\`
Input: nums = [7, 7, 7], limit = 0
Output: 3
\`\`\`

Equal readings have a spread of 0.

**Example 3**

\`\`\`
Input: nums = [1, 10], limit = 3
Output: 1
\`\`\`

A single reading is always calm.

### Constraints

- \`1 <= nums.length <= 10^5\`
- \`-10^9 <= nums[i] <= 10^9\`
- \`0 <= limit <= 2 * 10^9\`
`,
      functionName: "longestCalmStretch",
      params: [
        { name: "nums", type: "int[]" },
        { name: "limit", type: "int" },
      ],
      returnType: "int",
      starter: {
        python: `from typing import List


def longestCalmStretch(nums: List[int], limit: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `/**
 * @param {number[]} nums
 * @param {number} limit
 * @return {number}
 */
function longestCalmStretch(nums, limit) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int longestCalmStretch(int[] nums, int limit) {
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

int longestCalmStretch(vector<int>& nums, int limit) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func longestCalmStretch(nums []int, limit int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `import heapq


def longestCalmStretch(nums, limit):
    max_heap, min_heap = [], []  # entries carry their index for lazy removal
    left = best = 0
    for right, value in enumerate(nums):
        heapq.heappush(max_heap, (-value, right))
        heapq.heappush(min_heap, (value, right))
        while -max_heap[0][0] - min_heap[0][0] > limit:
            left += 1
            while max_heap[0][1] < left:
                heapq.heappop(max_heap)
            while min_heap[0][1] < left:
                heapq.heappop(min_heap)
        best = max(best, right - left + 1)
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

function longestCalmStretch(nums, limit) {
  const maxHeap = new Heap((a, b) => nums[a] > nums[b]); // indices
  const minHeap = new Heap((a, b) => nums[a] < nums[b]);
  let left = 0;
  let best = 0;
  for (let right = 0; right < nums.length; right++) {
    maxHeap.push(right);
    minHeap.push(right);
    while (nums[maxHeap.peek()] - nums[minHeap.peek()] > limit) {
      left++;
      while (maxHeap.peek() < left) maxHeap.pop();
      while (minHeap.peek() < left) minHeap.pop();
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
}
`,
        java: `import java.util.*;

class Solution {
    public static int longestCalmStretch(int[] nums, int limit) {
        // entries are indices; stale ones (left of the window) are removed lazily
        PriorityQueue<Integer> maxHeap = new PriorityQueue<>((a, b) -> Integer.compare(nums[b], nums[a]));
        PriorityQueue<Integer> minHeap = new PriorityQueue<>((a, b) -> Integer.compare(nums[a], nums[b]));
        int left = 0, best = 0;
        for (int right = 0; right < nums.length; right++) {
            maxHeap.add(right);
            minHeap.add(right);
            while (nums[maxHeap.peek()] - nums[minHeap.peek()] > limit) {
                left++;
                while (maxHeap.peek() < left) maxHeap.poll();
                while (minHeap.peek() < left) minHeap.poll();
            }
            best = Math.max(best, right - left + 1);
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

int longestCalmStretch(vector<int>& nums, int limit) {
    // entries carry their index so stale ones (left of the window) are removed lazily
    priority_queue<pair<int, int>> maxHeap;
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> minHeap;
    int left = 0, best = 0;
    for (int right = 0; right < (int) nums.size(); right++) {
        maxHeap.push({nums[right], right});
        minHeap.push({nums[right], right});
        while (maxHeap.top().first - minHeap.top().first > limit) {
            left++;
            while (maxHeap.top().second < left) maxHeap.pop();
            while (minHeap.top().second < left) minHeap.pop();
        }
        best = max(best, right - left + 1);
    }
    return best;
}
`,
        go: `package main

import "container/heap"

// pairHeap is a min-heap of (value, index) pairs; the max-heap stores negated values.
type pairHeap [][2]int

func (h pairHeap) Len() int { return len(h) }
func (h pairHeap) Less(i, j int) bool {
	if h[i][0] != h[j][0] {
		return h[i][0] < h[j][0]
	}
	return h[i][1] < h[j][1]
}
func (h pairHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *pairHeap) Push(x interface{}) { *h = append(*h, x.([2]int)) }
func (h *pairHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func longestCalmStretch(nums []int, limit int) int {
	maxHeap, minHeap := &pairHeap{}, &pairHeap{} // entries carry their index for lazy removal
	left, best := 0, 0
	for right, value := range nums {
		heap.Push(maxHeap, [2]int{-value, right})
		heap.Push(minHeap, [2]int{value, right})
		for -(*maxHeap)[0][0]-(*minHeap)[0][0] > limit {
			left++
			for (*maxHeap)[0][1] < left {
				heap.Pop(maxHeap)
			}
			for (*minHeap)[0][1] < left {
				heap.Pop(minHeap)
			}
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

This is a sliding window whose validity depends on the window's **maximum and minimum at the same time**. A max-heap and a min-heap over the window deliver both in \`O(1)\`. Heaps cannot delete arbitrary entries, so each entry stores its index and entries that fell out of the window are discarded lazily, only when they reach a top.

### Step by step

1. For each \`right\`, push \`(value, right)\` into both heaps.
2. While \`top(max) - top(min) > limit\`, the window is too wide:
   - move \`left\` one step right;
   - pop entries from each heap whose index is now \`< left\`.
   The newest element is in both heaps with index \`right >= left\`, so the heaps never run empty.
3. The window \`[left, right]\` is calm; record its length.
4. Return the best length.

For \`[4, 9, 6, 5, 12, 3]\` with \`limit = 4\`: the window \`[9, 6, 5]\` is calm, but adding 12 forces \`left\` forward until only \`[12]\` remains; \`[12, 3]\` then shrinks to \`[3]\`.

### Complexity

- **Time:** \`O(n log n)\`: each index is pushed into and popped from each heap at most once.
- **Space:** \`O(n)\` for the heaps (stale entries may linger until they surface).

Monotonic deques solve the same problem in \`O(n)\`; the two-heap version is a natural first solution and generalises to windows where other order statistics are needed.
`,
      visibleTests: [
        { input: [[4, 9, 6, 5, 12, 3], 4], expected: 3 },
        { input: [[7, 7, 7], 0], expected: 3 },
        { input: [[1, 10], 3], expected: 1 },
      ],
      hiddenTests: [
        { input: [[5], 0], expected: 1 },
        { input: [[1, 2, 3, 4, 5], 0], expected: 1 },
        { input: [[1, 2, 3, 4, 5], 10], expected: 5 },
        { input: [[8, 2, 4, 7], 4], expected: 2 },
        { input: [[10, 1, 2, 4, 7, 2], 5], expected: 4 },
        { input: [[4, 2, 2, 2, 4, 4, 2, 2], 0], expected: 3 },
        { input: [[-1000000000, 1000000000], 2000000000], expected: 2 },
        { input: [[-1000000000, 1000000000, 0], 1999999999], expected: 2 },
        {
          input: [
            [
              5, 17, 16, -11, -40, -16, 39, -48, -46, 11, -35, 18, 29, -39, -48, 14, -49, 4, -20, 7, 13, 35, 1, 36, -32, -43, 6, -14, -47, 41, 8, -17,
              12, 30, 37, 2, -28, -15, -5, -44, -16, 44, 15, 49, -28, 19, -18, -48, 42, -47, 3, -41, 39, 46, 31, -49, -30, 13, 14, -44, -6, 40, -48,
              32, 36, 38, 44, -44, -43, 27, 11, 45, 50, 44, 26, -3, 35, -2, -44, 26, 3, -17, 13, -30, 5, -3, -26, 27, -26, -8, -36, 33, -7, 8, -16, 5,
              40, -25, 13, 39, 7, 25, -42, 32, -16, 32, -31, 36, -23, -3, 17, 0, -30, 26, 45, -9, 30, 29, -7, 42, -23, -29, 17, -5, -10, -33, 32, -34,
              45, -12, -29, 15, -27, 23, 21, 22, 0, -6, -29, -27, 13, -30, -48, 35, -37, 17, 27, -16, 17, 39, 32, 26, -47, 13, -19, -5, 28, 27, 13,
              -39, 13, 47, 43, 34, 23, -49, 36, 16, -3, 3, 12, 2, -22, 28, 24, 30, -16, -17, 2, 39, 25, 27, 18, 39, 29, 12, 15, -16, 28, -38, 9, 47,
              -45, -18, 28, 43, -38, -37, -46, -36, 35, 41, 15, -35, -29, 44, 8, 31, -48, 27, 45, -28, 12, -35, 25, 35, 36, 38, 41, -1, 6, -18, -14,
              -20, 12, 34, 44, -31, 14, -21, 41, 50, 5, 39, 31, 2, 10, -4, 32, -40, -1, 17, -35, 39, 45, -6, -14, 6, -40, -47, -18, 13, 39, 27, -42,
              -16, 8, -9, 12, -15, 15, -42, 2, 18, -7, 42, -12, -26, 18, 50, -23, 50, -29, -19, 11, -50, -16, 45, -44, -5, 46, -41, 15, -6, -9, 15, 3,
              -35, 42, -50, 40, 7, -22, -4, -22, -46, -25, 14, 27, 28,
            ],
            30,
          ],
          expected: 8,
        },
        {
          input: [
            [
              -3381250, 792753078, -340697585, -163667597, 967245723, 801928490, -926380548, 884764696, -440694175, 404752655, 92149565, -780871282,
              863912010, -631049649, 736817761, -9214434, -318600086, -161096815, 137679974, -325736735, -669794441, -485342742, -58994639, 596022631,
              -111924963, -624534444, -56921500, 84734445, -826925244, -208454235, -40544212, 812945247, -269788743, -943356565, -229235323,
              -869398393, -67419842, -345671209, -63079109, -816707098, 361284275, -81794422, 175077930, -240708128, -612004676, 998420665, 934304765,
              -342602384, 648887496, 431505827, -834855326, -851627923, 343274212, 609230029, -41863944, -175903746, -995291023, -73455656,
              -168413340, 265353204, 12761093, 965119050, -494692579, 537038315, -189483075, 404934530, -23696878, -626437896, -497684526, -461512731,
              -265003401, 791241177, 752660486, -461662024, -734604958, 410046524, -920203141, 66887403, 958253848, -519702615, 415268987, -521676222,
              -61418408, -758674677, 222161875, -65076077, 285984781, -3855929, -832264838, -667701084, -886280699, -634796347, 745897908, 248763937,
              -90195603, -648602413, 324626227, -131442333, 337272749, -290912820, 312275009, -865612772, 277231186, -299531250, -333264128,
              -972434127, 878788688, 732139268, 490168083, -94762150, -188453105, 282788604, -136140061, 79985032, -341418068, 693905489, -634032805,
              -459855813, -517102402, -907022802, 635022160, 780423167, -467973862, -65163915, -806374637, 145450144, -861217659, 109723115,
              128046978, -665377241, 936679162, 355625521, -742759530, 14160341, -231218962, -539373195, 9711463, 896627416, -899715226, 464146520,
              -312190710, 229214933, -332506791, 474032394, 176870934, 204343443, -208641202, 834470758, 151912541, -31304053, 464582406, -504917979,
              551266451, 43311592, 342610085, -863703364, 389040882, 305155748, -552727529, 76388353, -986902202, -741153706, -955938369, 807424995,
              893818798, 739578265, -802484283, -876246126, -662014432, 840402864, 674883786, 325644279, 460815944, -920566933, -619002218,
              -705818326, 976375846, -902960421, -104972452, -871695781, -449619701, 146095513, 279571597, -681365201, 141779357, -546404946,
              820706663, 848149090, -431847246, -771684405, 729042323, 624199041, -343577829, 233451109, 157499414, 996722052, 85006678, -977626323,
              209663476, -805415517,
            ],
            1000000000,
          ],
          expected: 8,
        },
      ],
      companies: { Google: 8, Amazon: 10, Microsoft: 5, Apple: 3, Netflix: 2, LinkedIn: 2, Meta: 6 },
    },
    {
      slug: "median-of-every-window",
      title: "Median of Every Window",
      difficulty: "hard",
      statement: `A window of size \`k\` slides over the integer array \`nums\` from left to right, one position at a time. For each of the \`nums.length - k + 1\` window positions, compute the **median** of the \`k\` numbers inside it: the middle value after sorting when \`k\` is odd, or the average of the two middle values when \`k\` is even.

Return the medians in window order. Answers within \`10^-5\` of the exact values are accepted.

### Examples

**Example 1**

\`\`\`
Input: nums = [1, 4, 2, 8, 5, 7], k = 3
Output: [2.0, 4.0, 5.0, 7.0]
\`\`\`

The windows sorted are \`[1,2,4]\`, \`[2,4,8]\`, \`[2,5,8]\`, \`[5,7,8]\`; their middle values are 2, 4, 5, 7.

**Example 2**

\`\`\`
Input: nums = [6, 1, 3, 10], k = 2
Output: [3.5, 2.0, 6.5]
\`\`\`

With an even window the two middle values are averaged, e.g. \`(6 + 1) / 2 = 3.5\`.

### Constraints

- \`1 <= k <= nums.length <= 10^5\`
- \`-2^31 <= nums[i] <= 2^31 - 1\`
`,
      functionName: "windowMedians",
      params: [
        { name: "nums", type: "int[]" },
        { name: "k", type: "int" },
      ],
      returnType: "float[]",
      compare: "float",
      starter: {
        python: `from typing import List


def windowMedians(nums: List[int], k: int) -> List[float]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
function windowMedians(nums, k) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static double[] windowMedians(int[] nums, int k) {
        // Write your code here
        return new double[0];
    }
}
`,
        cpp: `#include <algorithm>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

vector<double> windowMedians(vector<int>& nums, int k) {
    // Write your code here
    return {};
}
`,
        go: `package main

func windowMedians(nums []int, k int) []float64 {
	// Write your code here
	return []float64{}
}
`,
      },
      solutions: {
        python: `import heapq
from collections import defaultdict


def windowMedians(nums, k):
    small, large = [], []       # small: max-heap (negated), large: min-heap
    delayed = defaultdict(int)  # value -> copies waiting to be removed
    sizes = [0, 0]              # valid elements in small and in large

    def prune(heap, sign):
        while heap and delayed[sign * heap[0]] > 0:
            delayed[sign * heap[0]] -= 1
            heapq.heappop(heap)

    def balance():
        if sizes[0] > sizes[1] + 1:
            heapq.heappush(large, -heapq.heappop(small))
            sizes[0] -= 1
            sizes[1] += 1
            prune(small, -1)
        elif sizes[0] < sizes[1]:
            heapq.heappush(small, -heapq.heappop(large))
            sizes[0] += 1
            sizes[1] -= 1
            prune(large, 1)

    def insert(x):
        if not small or x <= -small[0]:
            heapq.heappush(small, -x)
            sizes[0] += 1
        else:
            heapq.heappush(large, x)
            sizes[1] += 1
        balance()

    def erase(x):
        delayed[x] += 1
        if x <= -small[0]:
            sizes[0] -= 1
            if x == -small[0]:
                prune(small, -1)
        else:
            sizes[1] -= 1
            if x == large[0]:
                prune(large, 1)
        balance()

    result = []
    for i, x in enumerate(nums):
        insert(x)
        if i >= k:
            erase(nums[i - k])
        if i >= k - 1:
            if k % 2 == 1:
                result.append(float(-small[0]))
            else:
                result.append((-small[0] + large[0]) / 2)
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

function windowMedians(nums, k) {
  const small = new Heap((a, b) => a > b); // max-heap: lower half
  const large = new Heap((a, b) => a < b); // min-heap: upper half
  const delayed = new Map(); // value -> copies waiting to be removed
  let smallSize = 0;
  let largeSize = 0;

  const prune = (heap) => {
    while (heap.size > 0) {
      const count = delayed.get(heap.peek()) || 0;
      if (count === 0) break;
      if (count === 1) delayed.delete(heap.peek());
      else delayed.set(heap.peek(), count - 1);
      heap.pop();
    }
  };
  const balance = () => {
    if (smallSize > largeSize + 1) {
      large.push(small.pop());
      smallSize--;
      largeSize++;
      prune(small);
    } else if (smallSize < largeSize) {
      small.push(large.pop());
      smallSize++;
      largeSize--;
      prune(large);
    }
  };
  const insert = (x) => {
    if (small.size === 0 || x <= small.peek()) {
      small.push(x);
      smallSize++;
    } else {
      large.push(x);
      largeSize++;
    }
    balance();
  };
  const erase = (x) => {
    delayed.set(x, (delayed.get(x) || 0) + 1);
    if (x <= small.peek()) {
      smallSize--;
      if (x === small.peek()) prune(small);
    } else {
      largeSize--;
      if (x === large.peek()) prune(large);
    }
    balance();
  };

  const result = [];
  for (let i = 0; i < nums.length; i++) {
    insert(nums[i]);
    if (i >= k) erase(nums[i - k]);
    if (i >= k - 1) {
      result.push(k % 2 === 1 ? small.peek() : (small.peek() + large.peek()) / 2);
    }
  }
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static double[] windowMedians(int[] nums, int k) {
        // The two halves are ordered sets of indices (by value, then index), so an element leaving
        // the window is removed directly instead of lazily: the same two-halves idea.
        Comparator<Integer> byValue = (a, b) -> nums[a] != nums[b] ? Integer.compare(nums[a], nums[b]) : Integer.compare(a, b);
        TreeSet<Integer> small = new TreeSet<>(byValue); // lower half, holds the median when k is odd
        TreeSet<Integer> large = new TreeSet<>(byValue); // upper half
        double[] result = new double[nums.length - k + 1];
        for (int i = 0; i < nums.length; i++) {
            if (small.isEmpty() || byValue.compare(i, small.last()) <= 0) small.add(i);
            else large.add(i);
            if (i >= k && !small.remove(i - k)) large.remove(i - k);
            while (small.size() > large.size() + 1) large.add(small.pollLast());
            while (small.size() < large.size()) small.add(large.pollFirst());
            if (i >= k - 1) {
                result[i - k + 1] = k % 2 == 1 ? nums[small.last()] : ((double) nums[small.last()] + nums[large.first()]) / 2;
            }
        }
        return result;
    }
}
`,
        cpp: `#include <iterator>
#include <set>
#include <vector>
using namespace std;

vector<double> windowMedians(vector<int>& nums, int k) {
    // The two halves are ordered multisets, so an element leaving the window is removed
    // directly instead of lazily: the same two-halves idea.
    multiset<int> small, large;  // small holds the median when k is odd
    vector<double> result;
    for (int i = 0; i < (int) nums.size(); i++) {
        if (small.empty() || nums[i] <= *small.rbegin()) small.insert(nums[i]);
        else large.insert(nums[i]);
        if (i >= k) {
            int out = nums[i - k];
            if (out <= *small.rbegin()) small.erase(small.find(out));
            else large.erase(large.find(out));
        }
        while (small.size() > large.size() + 1) {
            large.insert(*small.rbegin());
            small.erase(prev(small.end()));
        }
        while (small.size() < large.size()) {
            small.insert(*large.begin());
            large.erase(large.begin());
        }
        if (i >= k - 1) {
            result.push_back(k % 2 == 1 ? (double) *small.rbegin() : ((double) *small.rbegin() + *large.begin()) / 2);
        }
    }
    return result;
}
`,
        go: `package main

import "container/heap"

// intHeap is a min-heap; the lower half stores negated values to act as a max-heap.
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

func windowMedians(nums []int, k int) []float64 {
	small, large := &intHeap{}, &intHeap{} // small: lower half (negated), large: upper half
	delayed := map[int]int{}                // value -> copies waiting to be removed
	smallSize, largeSize := 0, 0            // valid elements in each half

	prune := func(h *intHeap, sign int) {
		for h.Len() > 0 && delayed[sign*(*h)[0]] > 0 {
			delayed[sign*(*h)[0]]--
			heap.Pop(h)
		}
	}
	balance := func() {
		if smallSize > largeSize+1 {
			heap.Push(large, -heap.Pop(small).(int))
			smallSize--
			largeSize++
			prune(small, -1)
		} else if smallSize < largeSize {
			heap.Push(small, -heap.Pop(large).(int))
			smallSize++
			largeSize--
			prune(large, 1)
		}
	}
	insert := func(x int) {
		if small.Len() == 0 || x <= -(*small)[0] {
			heap.Push(small, -x)
			smallSize++
		} else {
			heap.Push(large, x)
			largeSize++
		}
		balance()
	}
	erase := func(x int) {
		delayed[x]++
		if x <= -(*small)[0] {
			smallSize--
			if x == -(*small)[0] {
				prune(small, -1)
			}
		} else {
			largeSize--
			if x == (*large)[0] {
				prune(large, 1)
			}
		}
		balance()
	}

	result := []float64{}
	for i, x := range nums {
		insert(x)
		if i >= k {
			erase(nums[i-k])
		}
		if i >= k-1 {
			if k%2 == 1 {
				result = append(result, float64(-(*small)[0]))
			} else {
				result = append(result, float64(-(*small)[0]+(*large)[0])/2)
			}
		}
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

This is the running median with one extra difficulty: the element that slides out of the window must be **removed**, and a heap can only remove its top. The standard answer is **lazy deletion**:

- keep the lower half in a max-heap \`small\` and the upper half in a min-heap \`large\`, with \`small\` holding one extra element when \`k\` is odd;
- when an element leaves, record it in a \`delayed\` counter instead of searching for it;
- count the **valid** elements of each heap separately (\`sizes\`), because the physical heaps may still contain delayed entries;
- whenever a delayed value reaches the top of a heap, pop it (\`prune\`). This keeps the invariant that **both tops are always valid**, which is all the median needs.

### Step by step

1. **Insert** \`x\`: push it into \`small\` if it is \`<=\` the top of \`small\`, otherwise into \`large\`; update the valid size; rebalance.
2. **Erase** \`x\` (the element leaving the window): increment \`delayed[x]\`. Every copy of a value smaller than the top of \`small\` lives in \`small\`, so if \`x <= top(small)\` it counts against \`small\`, otherwise against \`large\`. Decrease that heap's valid size, and if \`x\` is exactly on top, prune that heap. Rebalance.
3. **Rebalance**: if \`small\` has more than one extra valid element, move its top to \`large\`; if \`large\` has more valid elements than \`small\`, move its top to \`small\`. Prune the heap that lost its top.
4. After each step with a full window, the median is \`top(small)\` for odd \`k\`, or the average of both tops for even \`k\`.

Because values can be as large as \`2^31 - 1\`, add the two tops before dividing; Python and JavaScript numbers hold the sum exactly.

### Complexity

- **Time:** \`O(n log n)\`: every element is pushed and popped a constant number of times, and each pruning pop pays for an earlier delayed removal.
- **Space:** \`O(n)\`: delayed entries may stay in the heaps until they surface.
`,
      visibleTests: [
        { input: [[1, 4, 2, 8, 5, 7], 3], expected: [2.0, 4.0, 5.0, 7.0] },
        { input: [[6, 1, 3, 10], 2], expected: [3.5, 2.0, 6.5] },
      ],
      hiddenTests: [
        { input: [[5], 1], expected: [5.0] },
        { input: [[1, 2], 1], expected: [1.0, 2.0] },
        { input: [[1, 2], 2], expected: [1.5] },
        { input: [[3, 3, 3, 3], 2], expected: [3.0, 3.0, 3.0] },
        { input: [[2147483647, 2147483647], 2], expected: [2147483647.0] },
        { input: [[-2147483648, -2147483648, 5], 2], expected: [-2147483648.0, -1073741821.5] },
        { input: [[1, 3, -1, -3, 5, 3, 6, 7], 4], expected: [0.0, 1.0, 1.0, 4.0, 5.5] },
        { input: [[9, 8, 7, 6, 5, 4, 3], 5], expected: [7.0, 6.0, 5.0] },
        {
          input: [
            [
              2, 3, -5, -5, 0, -2, -2, 1, -3, -4, 3, 2, 0, -5, -2, -2, -4, -3, -3, 2, 0, -5, -5, 2, 2, 3, 2, -2, 5, 0, -5, 4, 4, -1, 1, 3, -2, -1, 1,
              1, 0, 0, -5, -3, -3, 1, 3, -1, 5, 4, -1, 5, -5, 5, -4, -5, 3, 2, -3, 3, 2, 3, -1, 2, 3, 5, 3, 0, 2, -1, -4, -1, -5, -2, -2, 0, -3, -3,
              5, 2, 4, 0, 4, 1, 2, -1, 2, -1, -1, 0, -4, -5, -1, -3, 4, 2, 0, -5, -4, 4, -1, -4, 1, 4, -4, -4, 2, -2, 0, -4, 3, -3, 1, -2, -3, 4, -4,
              3, 5, 1, -3, 2, -2, -4, 0, 3, -1, -1, 2, -3, 4, 0, -5, 1, 1, -5, 4, -5, -3, 4, 5, 3, -5, -2, -5, 3, -4, -4, -4, -5, 4, 0, 1, 2, 1, -2,
              4, 2, 0, 0, 3, -3, -3, 5, -2, 1, -4, 4, -1, 5, -1, -3, 0, -5, -4, -4, 0, 0, 4, 2, -3, 3, -1, -2, 4, -3, 2, -1, 5, 0, -1, -1, 3, -4, 2,
              3, -2, 1, -2, 4, 0, 5, -5, 2, 5, -3, -5, 5, 4, -1, 2, -5, 4, 4, 2, -5, -4, -4, 5, 0, 1, 4, 2, 0, -3, -1, -4, 1, 2, -2, -5, -5, 3, 1, -1,
              5, -1, 1, 2, 2, 2, -3, 4, 2, 5, 5, -1, 1, -5, -1, 4, -5, -4, -1, 5, -4, -4, -5, -5, -3, 0, 4, -2, -1, -3, 4, 0, 4, -2, -3, -2, 2, -1, 5,
              5, -3, -1, 1, 0, 4, 1, -2, 4, -2, 5, -3, 0, 2, 1, 3, -1, -4, -1, 4, 1, 4, 2, 1, 0, -5,
            ],
            6,
          ],
          expected: [
            -1.0, -2.0, -2.0, -2.0, -2.0, -2.0, -0.5, 0.5, -1.5, -1.0, -1.0, -2.0, -2.5, -3.0, -2.5, -2.5, -3.0, -3.0, -1.5, 1.0, 1.0, 2.0, 2.0, 2.0,
            2.0, 1.0, 1.0, 2.0, 2.0, 0.5, 2.0, 2.0, 0.0, 0.0, 1.0, 0.5, 0.0, 0.0, 0.0, -1.5, -1.5, -1.5, -2.0, 0.0, 2.0, 2.0, 3.5, 1.5, 4.5, 1.5,
            -2.5, -0.5, -1.0, -0.5, -0.5, 2.0, 2.5, 2.0, 2.0, 2.5, 2.5, 3.0, 2.5, 2.5, 2.5, 1.0, -0.5, -1.0, -1.5, -2.0, -2.0, -2.0, -2.5, -2.0, -1.0,
            1.0, 1.0, 3.0, 3.0, 2.0, 1.5, 1.5, 1.5, 0.0, -0.5, -1.0, -1.0, -1.0, -2.0, -2.0, -2.0, -0.5, -0.5, -1.5, 1.0, -0.5, -2.5, -2.5, 0.0, 0.0,
            -2.5, -1.5, -0.5, -1.0, -3.0, -1.0, -1.0, -1.0, -1.0, -2.5, -0.5, -2.5, -0.5, 0.5, 2.0, 2.0, 1.5, 1.5, -0.5, -1.0, -1.0, -0.5, -1.0, -0.5,
            -0.5, 0.5, -0.5, -0.5, 0.5, 0.5, 0.5, 0.5, -2.0, -1.0, -1.0, 0.5, 3.5, 0.0, 0.5, 0.5, 0.5, -3.0, -4.0, -4.0, -4.0, -4.0, -4.0, -2.0, 0.5,
            1.0, 1.0, 1.0, 1.5, 1.5, 0.5, 1.0, 1.0, 0.0, 0.0, -1.0, -0.5, -2.5, -0.5, 0.0, 0.0, 0.0, -1.0, -0.5, -1.0, -2.0, -3.5, -3.5, -2.0, -2.0,
            0.0, 0.0, 1.0, 1.0, 0.5, 0.5, -1.5, 0.5, -1.0, 0.5, 1.0, -0.5, -0.5, -0.5, -0.5, -0.5, 0.5, 0.5, 1.5, -0.5, 1.5, 0.5, 0.5, 0.5, 1.0, 3.0,
            1.0, -0.5, -0.5, 3.0, 1.5, 0.5, 0.5, 3.0, 3.0, 2.0, 2.0, -1.0, -1.0, -1.0, -2.0, -2.0, 0.5, 1.5, 1.5, 0.5, 0.5, -0.5, -0.5, -0.5, -1.5,
            -1.5, -3.0, -0.5, -0.5, -1.5, 0.0, 0.0, 1.0, 1.0, 1.5, 2.0, 1.5, 2.0, 2.0, 2.0, 3.0, 3.0, 3.0, 1.5, 0.0, 0.0, -1.0, -2.5, -2.5, -1.0,
            -2.5, -4.0, -4.0, -4.0, -4.0, -4.0, -3.5, -2.5, -1.5, -1.5, -0.5, -0.5, -0.5, -0.5, -1.0, -1.0, -1.0, -1.5, -1.5, 0.5, 0.5, 0.5, 0.0, 0.5,
            0.5, 0.5, 0.5, 1.0, 0.5, 2.5, -0.5, -1.0, 1.0, 0.5, 1.5, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 1.5, 1.5, 1.5, 1.0,
          ],
        },
        {
          input: [
            [
              5, -2, -5, -5, -5, -1, 0, -3, 4, 3, 5, 3, -2, 1, 4, -5, 5, -1, -1, 4, -5, -2, -3, -4, 5, 1, -3, 4, 5, -4, -1, -5, 2, 2, -1, -1, 0, 3,
              -5, -2, 5, 5, 0, 4, -1, 4, -1, 5, 3, 4, -1, -3, 5, 5, 4, -2, 3, 5, 5, -5, -4, -1, 4, 3, 5, 5, -4, -1, -3, 3, -2, -4, -4, -2, 1, 1, -5,
              -4, -3, -5, 3, -1, 0, 4, -3, 2, -3, 2, 0, 2, 5, 1, -2, 4, 5, -3, -5, -5, 2, -1, -3, 4, -2, -1, -3, -3, 2, 5, 2, 3, 4, 3, -3, -1, -3, 4,
              -3, -2, -3, 2, -5, 0, 3, -1, 1, 2, 0, 5, 5, 2, -4, 0, 3, 3, -3, 1, 1, -4, 1, -1, 3, 5, -3, -5, 0, -1, -4, 5, -1, -3, 5, 4, 3, -1, -1, 3,
              -1, 2, 4, -5, 1, -1, -4, 2, 1, -3, -5, -4, -5, -5, 4, 1, 1, -3, 5, -2, -5, -4, -4, 2, 4, 0, -4, -5, 0, 0, -3, -5, 0, -4, -1, 2, 4, -1,
              -2, 2, 1, -5, 5, -4, -1, 1, 2, -4, 4, 1, 1, -2, 5, 4, -5, -3, 3, 4, -1, 5, 2, 5, -3, -2, -5, -5, 3, 0, -5, 1, -2, 0, 3, -2, 0, 4, -3, 2,
              0, -2, -5, -4, 0, 2, 3, 4, 0, 2, -3, -1, 2, 5, 4, -3, 1, -4, 1, -2, -5, 2, 4, -4, 0, 2, 3, -4, -3, 4, 1, -2, 2, 1, -4, -1, -3, 3, -3, 0,
              -4, 2, 1, -2, 5, -4, -3, -1, -5, -3, 4, 5, 4, 5, -1, -1, -4, -5, -3, -4, 1, 2, -3, -3, -1, 0,
            ],
            7,
          ],
          expected: [
            -2.0, -3.0, -3.0, -1.0, 0.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 1.0, -1.0, 1.0, -1.0, -1.0, -1.0, -2.0, -2.0, -2.0, -3.0, -2.0, 1.0, 1.0, 1.0,
            -1.0, -1.0, 2.0, -1.0, -1.0, -1.0, 0.0, 0.0, -1.0, -1.0, 0.0, 0.0, 3.0, 0.0, 4.0, 4.0, 4.0, 3.0, 4.0, 3.0, 3.0, 3.0, 4.0, 4.0, 4.0, 3.0,
            4.0, 5.0, 4.0, 3.0, -1.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, -1.0, -2.0, -3.0, -2.0, -2.0, -2.0, -2.0, -4.0, -3.0, -3.0, -3.0, -3.0,
            -3.0, -1.0, -1.0, 0.0, 0.0, 0.0, 0.0, 2.0, 2.0, 2.0, 1.0, 2.0, 2.0, 2.0, 1.0, -2.0, -2.0, -1.0, -3.0, -3.0, -2.0, -1.0, -1.0, -2.0, -2.0,
            -1.0, -1.0, 2.0, 2.0, 3.0, 3.0, 3.0, 2.0, 3.0, -1.0, -2.0, -3.0, -2.0, -3.0, -2.0, -2.0, -1.0, 0.0, 1.0, 0.0, 1.0, 2.0, 2.0, 2.0, 2.0,
            2.0, 3.0, 2.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, -1.0, 0.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, 3.0, 3.0, -1.0, 3.0, 3.0, 2.0,
            2.0, -1.0, 1.0, 1.0, -1.0, 1.0, 1.0, -1.0, -1.0, -3.0, -4.0, -4.0, -4.0, -4.0, -4.0, -3.0, 1.0, 1.0, 1.0, -2.0, -3.0, -3.0, -2.0, -2.0,
            -4.0, -4.0, 0.0, 0.0, 0.0, -3.0, -3.0, -3.0, -1.0, -1.0, -1.0, -1.0, -1.0, -1.0, 1.0, 1.0, 1.0, -1.0, -1.0, 1.0, 1.0, -1.0, 1.0, 1.0, 1.0,
            1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 3.0, 3.0, 3.0, 2.0, 3.0, 3.0, 2.0, -1.0, -2.0, -2.0, -2.0, -3.0, -2.0, -2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
            0.0, 0.0, 0.0, 0.0, -2.0, -2.0, 0.0, 0.0, 0.0, 0.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 1.0, 1.0, 1.0, 1.0, -2.0, -2.0, 1.0, -2.0, 0.0,
            0.0, 2.0, 2.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, -1.0, -1.0, -1.0, -1.0, -3.0, -1.0, 0.0, 0.0, 0.0, 0.0, -2.0, -1.0, -2.0, -3.0,
            -3.0, -3.0, -1.0, 4.0, 4.0, 4.0, 4.0, -1.0, -1.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -1.0,
          ],
        },
        {
          input: [
            [
              1486381175, -1874991905, -1489089494, 2116788676, 48318402, -193615494, 389613374, 1603881463, 147313126, -644533431, 642024190,
              1586846498, -1693020310, 1101436494, 519524542, 1792162054, 149296198, -2116074370, -2141646691, -296846546, -914847887, 1297266055,
              -323871795, 956694616, -140430462, 265589732, -787715051, -2000539282, -933319466, 1074187282, 1197559957, -668491080, -1547439301,
              -864220536, 448379334, -323025799, 1278228096, -394611010, -723454072, -1546106460, -395427603, 2106097019, 216836469, 952179447,
              -2038082942, -923323085, -409320299, -150290420, 377049849, -1634735651, -159147257, -219178956, -1421164724, -589330908, 565762994,
              86091223, 1297422263, -1386563057, -1587942847, -747017134, 2035794409, -1260397441, 569968905, 1136358857, 1492228527, 715634758,
              530971753, 2043595859, 1394697090, 945208296, 1921538655, -1840652593, 1413401409, -522284713, 739838080, -66350272, -614780792,
              -1635758313, 447791350, -181221221, 2009067243, -1702469835, 962258713, 1484621269, -381118774, 550364011, 1344683889, 173564218,
              -147177166, -848676565, 1431639762, 1074383966, -2118996920, 242860708, 1600069569, 395537421, 680876353, -180872530, -1499359768,
              -1357203848, 316350673, -1741339863, 840979036, 1482666743, 213695720, 1863041830, 1945337658, 690906269, -912194849, 471450417,
              388093110, -1279500673, 1026409432, 1329907955, 1073033126, -2063083238, -1228468577, -1039590487, 662646813, 862108685, -1946061145,
              113382556, 948800582, 1105223933, 1505346676, 1490070545, 1488416365, 1444365518, -955748067, 549037186, 938189898, 1254393591,
              -1239058040, -1854342112, -1718531772, 1780716190, -1170578137, 2024358571, 2096204061, 1238636212, -1495657340, -566680420, -648043329,
              -169485968, 1047674796, 1713027829, -1810632555, -2134071514, 824280599, -61085349, 857099060, -1248158655, 1322818888, -693823465,
              1674762708, -1574252746, 467131703, 1475143581, 1509558760, 1133049224, 1409836900, -1768386301, 1112131059, -1557976476, 771817892,
              683830996, -1382897439, 607380299, -1448435243, 624814424, 1577780970, -1865153280, 1070836320, -2024974678, -231665920, -375082203,
              1548892268, -457616656, 2042396078, 1550238198, -117929533, 52698699, 469572972, 82589995, 1145805931, 53300109, 441900816, 856282469,
              -1899779111, -1816332060, 1530441628, 367447617, 450438610, -1647158959, 1391116213, -1013187046, 965171139, 1598470326, -495633933,
              1128979519,
            ],
            10,
          ],
          expected: [
            97815764.0, 97815764.0, 268463250.0, 268463250.0, 268463250.0, 454568958.0, 580774366.0, 580774366.0, 334410370.0, 334410370.0,
            334410370.0, -73775174.0, -73775174.0, -73775174.0, -73775174.0, -218638504.0, -218638504.0, -310359170.5, -310359170.5, -310359170.5,
            -232151128.5, 62579635.0, -232151128.5, -404460771.0, -728103065.5, -728103065.5, -728103065.5, -495758439.5, -358818404.5, -358818404.5,
            -531551045.0, -531959341.5, -395019306.5, -358818404.5, -53094665.0, -358818404.5, -395019306.5, -402373951.0, -402373951.0, -272859011.5,
            -272859011.5, -154718838.5, -189163106.5, -314249627.5, -499325603.5, -314249627.5, -189163106.5, -154718838.5, -189163106.5,
            -404254932.0, -404254932.0, -404254932.0, -668174021.0, -251619842.5, 325927108.5, 328030064.0, 642801831.5, 550470329.0, 642801831.5,
            925996807.5, 1040783576.5, 1040783576.5, 1040783576.5, 1265527973.5, 1169952693.0, 842523188.0, 842523188.0, 842523188.0, 336743904.0,
            190720539.0, -123785746.5, -123785746.5, -123785746.5, -123785746.5, 190720539.0, -123785746.5, 133285064.5, 499077680.5, 499077680.5,
            361964114.5, 361964114.5, 361964114.5, 756311362.0, 361964114.5, 208212463.0, 396612359.5, 319199064.5, 319199064.5, 319199064.5,
            319199064.5, 319199064.5, 279605690.5, 30994089.0, 279605690.5, 355944047.0, 265023196.5, 265023196.5, 265023196.5, 503628471.0,
            503628471.0, 581178343.0, 581178343.0, 581178343.0, 581178343.0, 581178343.0, 858657850.5, 581178343.0, 429771763.5, -262050869.5,
            429771763.5, 525369961.5, -188471837.0, 388014684.5, 388014684.5, 388014684.5, 388014684.5, 762377749.0, 905454633.5, 1027012257.5,
            1027012257.5, 1027012257.5, 1027012257.5, 1179808762.0, 1179808762.0, 1096291744.5, 743613542.0, 743613542.0, -203355440.5, -203355440.5,
            743613542.0, 1088413055.0, 34029037.5, -868629278.5, -607361874.5, -368083194.0, 439094414.0, 439094414.0, 439094414.0, -368083194.0,
            -368083194.0, -368083194.0, -115285658.5, -115285658.5, 381597625.0, 381597625.0, 381597625.0, -377454407.0, 203023177.0, 645706151.0,
            662115381.5, 995074142.0, 1227934056.0, 1227934056.0, 1122590141.5, 1122590141.5, 941974475.5, 941974475.5, 941974475.5, 727824444.0,
            645605647.5, 616097361.5, 616097361.5, 616097361.5, 616097361.5, 616097361.5, 187857189.5, -303374061.5, 187857189.5, -303374061.5,
            196574252.0, 419585200.0, -174797726.5, -32615417.0, -32615417.0, 67644347.0, 276081483.5, 276081483.5, 262245405.5, 455736894.0,
            262245405.5, 67945052.0, 262245405.5, 404674216.5, 404674216.5, 404674216.5, 404674216.5, 404674216.5, 408943113.5, 408943113.5,
            408943113.5, 707804874.5,
          ],
        },
        {
          input: [
            [
              2, 3, 2, 2, 2, 2, 1, 1, 2, 0, 3, 2, 1, 1, 3, 2, 1, 2, 2, 1, 3, 2, 1, 0, 0, 0, 2, 2, 1, 0, 3, 2, 0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 3, 3, 2,
              3, 0, 2, 0, 3, 0, 0, 3, 1, 0, 0, 1, 0, 2, 2, 2, 0, 2, 3, 1, 3, 0, 2, 2, 1, 2, 3, 2, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0, 2, 2, 0, 3, 2, 1, 2,
              3, 1, 1, 0, 3, 1, 1, 0, 2, 2, 3, 1, 3, 3, 1, 1, 0, 2, 3, 3, 0, 3, 2, 0, 1, 3, 1, 3, 1, 2, 0, 3, 2, 1, 1, 2, 0, 1, 0, 1, 2, 1, 2, 0, 3,
              2, 2, 3, 1, 2, 1, 2, 1, 2, 0, 1, 3, 1, 3, 2,
            ],
            150,
          ],
          expected: [1.0],
        },
      ],
      companies: { Google: 9, Amazon: 12, Microsoft: 7, Apple: 5, Netflix: 3, LinkedIn: 3, Meta: 10 },
    },
  ],
  finalRemarks: `## Final remarks

Two heaps are the right tool whenever an algorithm keeps asking for the best element of two different groups while those groups change. One heap alone answers "what is the largest?"; two heaps answer "where is the boundary?" (medians) or "what can I take now, and which of those is best?" (unlocking).

Lessons from this module:

- **State the invariant** before writing code: every value in the max-heap is at most every value in the min-heap, and the sizes differ by at most one. Insert first, then rebalance with one move.
- **Decide where the median lives.** Letting the max-heap hold the extra element makes the lower median its top; either choice works if you are consistent.
- **Simulate a max-heap** in Python with negated values, and store \`(value, index)\` tuples when you need to know where an element came from.
- **Delete lazily.** Heaps cannot remove arbitrary elements cheaply. Record pending removals and discard them only when they reach the top, while tracking the number of *valid* elements separately from the physical heap size.
- **Averages need care.** Sum the two middle values as integers before dividing, and return a floating-point result.

The next modules use heaps in other roles: merging many sorted sequences and keeping the top \`k\` elements of a stream.
`,
  companyFrequency: { Google: 12, Amazon: 16, Microsoft: 9, Apple: 7, Netflix: 4, LinkedIn: 5, Meta: 13 },
};
