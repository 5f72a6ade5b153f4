// Coding roadmap pattern: Merge Intervals. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "merge-intervals",
  title: "Merge Intervals",
  summary: "Sort spans by their start and sweep once to merge, insert, intersect or query overlapping intervals.",
  introduction: `## What the pattern is

Many interview problems describe things that happen over a span: meetings, bookings, CPU jobs, ranges of IP addresses. Each span is an **interval** \`[start, end]\`. The merge intervals pattern handles collections of such spans by first **sorting them by start** and then sweeping through them once, deciding for each interval how it relates to the one before it.

Two intervals \`a\` and \`b\` with \`a.start <= b.start\` can relate in only three ways:

1. **Disjoint:** \`b\` starts after \`a\` ends (\`b.start > a.end\`).
2. **Overlapping:** \`b\` starts inside \`a\` but ends after it.
3. **Contained:** \`b\` lies completely inside \`a\` (\`b.end <= a.end\`).

After sorting, overlap questions only ever involve neighbours, and the "current merged interval" can be extended or closed in \`O(1)\`. The whole job costs \`O(n log n)\` for the sort and \`O(n)\` for the sweep.

## When to recognise it

- The input is a list of pairs that represent ranges, times or segments.
- The question mentions overlap, conflicts, free time, merging, inserting, covering points, or the number of simultaneous events.
- A brute-force answer compares every pair of intervals (\`O(n²)\`).
- Two lists of intervals that are already sorted must be combined: a two-pointer sweep over both lists works without re-sorting.

Pay attention to boundaries. Whether \`[1, 3]\` and \`[3, 5]\` overlap depends on the problem: closed intervals share the point 3, while half-open meetings \`[start, end)\` can run back to back. Read the statement carefully and encode the rule in one comparison.

## A worked example

*Given a list of closed intervals, return the total length of the number line they cover (overlaps are counted once).*

Sort by start, keep the interval currently being built, and either extend it or add its length to the total and start a new one.

\`\`\`python
def covered_length(intervals):
    total = 0
    cur_start = cur_end = None
    for start, end in sorted(intervals):
        if cur_end is not None and start <= cur_end:
            cur_end = max(cur_end, end)          # overlaps: extend
        else:
            if cur_end is not None:
                total += cur_end - cur_start     # close the old run
            cur_start, cur_end = start, end
    if cur_end is not None:
        total += cur_end - cur_start
    return total
\`\`\`

For \`[[5, 8], [1, 3], [2, 4], [10, 11]]\`, sorting gives \`[1,3], [2,4], [5,8], [10,11]\`. The first two merge into \`[1, 4]\` (length 3), then \`[5, 8]\` adds 3 and \`[10, 11]\` adds 1, for a total of 7.

Note \`max(cur_end, end)\`: a contained interval must not shrink the current one.

## What comes next

The module begins with a quick conflict check, then merges, inserts into a sorted schedule, intersects two schedules with two pointers, and ends with a hard problem that pairs an interval sweep with a heap to answer many queries.
`,
  problems: [
    {
      slug: "attend-every-meeting",
      title: "Can One Person Attend Every Meeting?",
      difficulty: "easy",
      statement: `Each element of \`intervals\` is a meeting \`[start, end]\` that occupies the half-open time span from \`start\` up to, but not including, \`end\`. One person wants to attend every meeting from beginning to end.

Return \`true\` if no two meetings overlap, and \`false\` otherwise. A meeting that starts exactly when another one ends does **not** overlap with it.

### Examples

**Example 1**

\`\`\`
Input: intervals = [[9, 10], [13, 15], [10, 12]]
Output: true
\`\`\`

Sorted by start the meetings run 9–10, 10–12, 13–15; the first two only touch.

**Example 2**

\`\`\`
Input: intervals = [[1, 5], [4, 6]]
Output: false
\`\`\`

The second meeting starts at 4, before the first one ends at 5.

### Constraints

- \`0 <= intervals.length <= 10^4\`
- \`0 <= start < end <= 10^6\`
`,
      functionName: "canAttendAllMeetings",
      params: [{ name: "intervals", type: "int[][]" }],
      returnType: "bool",
      starter: {
        python: `from typing import List


def canAttendAllMeetings(intervals: List[List[int]]) -> bool:
    # Write your code here
    return False
`,
        javascript: `/**
 * @param {number[][]} intervals
 * @return {boolean}
 */
function canAttendAllMeetings(intervals) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean canAttendAllMeetings(int[][] intervals) {
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

bool canAttendAllMeetings(vector<vector<int>>& intervals) {
    // Write your code here
    return false;
}
`,
        go: `package main

func canAttendAllMeetings(intervals [][]int) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `def canAttendAllMeetings(intervals):
    ordered = sorted(intervals)
    for i in range(1, len(ordered)):
        if ordered[i][0] < ordered[i - 1][1]:
            return False
    return True
`,
        javascript: `function canAttendAllMeetings(intervals) {
  const ordered = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i][0] < ordered[i - 1][1]) return false;
  }
  return true;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean canAttendAllMeetings(int[][] intervals) {
        int[][] ordered = intervals.clone();
        Arrays.sort(ordered, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int i = 1; i < ordered.length; i++) {
            if (ordered[i][0] < ordered[i - 1][1]) return false;
        }
        return true;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

bool canAttendAllMeetings(vector<vector<int>>& intervals) {
    vector<vector<int>> ordered(intervals);
    sort(ordered.begin(), ordered.end());
    for (size_t i = 1; i < ordered.size(); i++) {
        if (ordered[i][0] < ordered[i - 1][1]) return false;
    }
    return true;
}
`,
        go: `package main

import "sort"

func canAttendAllMeetings(intervals [][]int) bool {
	ordered := append([][]int(nil), intervals...)
	sort.Slice(ordered, func(a, b int) bool {
		if ordered[a][0] != ordered[b][0] {
			return ordered[a][0] < ordered[b][0]
		}
		return ordered[a][1] < ordered[b][1]
	})
	for i := 1; i < len(ordered); i++ {
		if ordered[i][0] < ordered[i-1][1] {
			return false
		}
	}
	return true
}
`,
      },
      solutionExplanation: `### Idea

If the meetings are sorted by start time, a conflict can only happen between **neighbours**: if meeting \`i\` does not overlap meeting \`i + 1\`, it ends before \`i + 1\` starts and therefore before every later meeting starts too. So one sort and one pass over adjacent pairs decide the question.

### Step by step

1. Sort the meetings by start (ties by end, which does not matter for correctness).
2. For each \`i >= 1\`, compare \`ordered[i].start\` with \`ordered[i - 1].end\`. If the start is strictly smaller, the two meetings overlap: return \`false\`.
3. If no pair conflicts, return \`true\`. An empty list or a single meeting trivially passes.

The strict \`<\` encodes the half-open rule: a meeting starting at 10 may follow one that ends at 10.

### Complexity

- **Time:** \`O(n log n)\` for sorting; the scan is \`O(n)\`.
- **Space:** \`O(n)\` for the sorted copy (\`O(1)\` extra if sorting in place is acceptable).
`,
      visibleTests: [
        {
          input: [
            [
              [9, 10],
              [13, 15],
              [10, 12],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [1, 5],
              [4, 6],
            ],
          ],
          expected: false,
        },
      ],
      hiddenTests: [
        { input: [[]], expected: true },
        { input: [[[1, 2]]], expected: true },
        {
          input: [
            [
              [1, 2],
              [2, 3],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [1, 3],
              [2, 4],
            ],
          ],
          expected: false,
        },
        {
          input: [
            [
              [5, 10],
              [0, 5],
              [10, 15],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [0, 1000000],
              [999999, 1000000],
            ],
          ],
          expected: false,
        },
        {
          input: [
            [
              [3, 4],
              [3, 4],
            ],
          ],
          expected: false,
        },
        {
          input: [
            [
              [1, 10],
              [2, 3],
            ],
          ],
          expected: false,
        },
        {
          input: [
            [
              [7, 8],
              [1, 2],
              [4, 6],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [441, 445],
              [222, 224],
              [293, 301],
              [311, 314],
              [969, 975],
              [26, 28],
              [94, 96],
              [564, 571],
              [134, 139],
              [375, 381],
              [1181, 1182],
              [229, 238],
              [674, 678],
              [1086, 1089],
              [889, 896],
              [16, 18],
              [131, 133],
              [256, 257],
              [798, 805],
              [7, 16],
              [695, 699],
              [851, 854],
              [682, 689],
              [1285, 1289],
              [486, 490],
              [323, 325],
              [506, 515],
              [28, 36],
              [679, 681],
              [84, 93],
              [882, 889],
              [669, 672],
              [425, 434],
              [630, 632],
              [424, 425],
              [825, 833],
              [857, 864],
              [662, 666],
              [165, 169],
              [1061, 1068],
              [633, 640],
              [1243, 1248],
              [447, 448],
              [1210, 1216],
              [805, 808],
              [790, 797],
              [777, 783],
              [816, 825],
              [518, 523],
              [533, 539],
              [943, 945],
              [620, 623],
              [965, 967],
              [653, 658],
              [786, 790],
              [459, 467],
              [186, 195],
              [287, 291],
              [493, 500],
              [994, 999],
              [45, 48],
              [763, 765],
              [1077, 1085],
              [1136, 1138],
              [923, 925],
              [1237, 1240],
              [642, 643],
              [904, 912],
              [1193, 1197],
              [701, 710],
              [625, 627],
              [741, 744],
              [337, 345],
              [469, 477],
              [841, 845],
              [579, 587],
              [1222, 1227],
              [348, 356],
              [1167, 1168],
              [947, 951],
              [1313, 1321],
              [96, 101],
              [871, 877],
              [1148, 1156],
              [477, 485],
              [1050, 1052],
              [865, 867],
              [1292, 1301],
              [542, 550],
              [1008, 1012],
              [0, 7],
              [808, 814],
              [49, 53],
              [179, 184],
              [597, 603],
              [1107, 1114],
              [268, 270],
              [847, 851],
              [215, 222],
              [1305, 1310],
              [201, 204],
              [172, 176],
              [468, 469],
              [1303, 1305],
              [1070, 1076],
              [72, 77],
              [920, 921],
              [407, 410],
              [1322, 1331],
              [977, 984],
              [139, 148],
              [1044, 1048],
              [36, 45],
              [711, 720],
              [984, 991],
              [1119, 1123],
              [197, 201],
              [1257, 1259],
              [898, 901],
              [913, 919],
              [1117, 1119],
              [418, 422],
              [317, 320],
              [101, 108],
              [309, 311],
              [258, 260],
              [691, 692],
              [975, 977],
              [391, 397],
              [302, 309],
              [754, 761],
              [936, 940],
              [720, 726],
              [249, 253],
              [119, 128],
              [659, 662],
              [434, 437],
              [77, 82],
              [1140, 1148],
              [1171, 1179],
              [877, 879],
              [1273, 1282],
              [260, 265],
              [999, 1007],
              [927, 933],
              [500, 505],
              [1156, 1164],
              [644, 652],
              [1036, 1044],
              [20, 23],
              [1270, 1272],
              [410, 418],
              [281, 284],
              [571, 578],
              [1031, 1033],
              [328, 337],
              [240, 247],
              [54, 63],
              [604, 611],
              [1126, 1133],
              [1104, 1107],
              [1219, 1222],
              [366, 373],
              [746, 751],
              [614, 617],
              [448, 456],
              [1053, 1058],
              [766, 775],
              [211, 212],
              [729, 738],
              [1092, 1096],
              [437, 441],
              [272, 274],
              [1251, 1256],
              [64, 69],
              [867, 869],
              [1099, 1101],
              [206, 208],
              [226, 227],
              [553, 562],
              [835, 839],
              [397, 398],
              [953, 962],
              [158, 162],
              [1334, 1343],
              [1230, 1236],
              [1200, 1209],
              [1260, 1269],
              [277, 280],
              [111, 118],
              [523, 531],
              [381, 389],
              [359, 363],
              [401, 407],
              [150, 156],
              [952, 953],
              [1022, 1029],
              [1015, 1020],
              [588, 594],
              [1183, 1191],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [4575, 4580],
              [1106, 1110],
              [1904, 1908],
              [3234, 3239],
              [4860, 4863],
              [2180, 2181],
              [367, 369],
              [310, 314],
              [569, 573],
              [2950, 2951],
              [1816, 1817],
              [1417, 1422],
              [3485, 3486],
              [1578, 1582],
              [1918, 1923],
              [2006, 2008],
              [967, 972],
              [2365, 2370],
              [2346, 2350],
              [1766, 1768],
              [1988, 1990],
              [1524, 1528],
              [560, 562],
              [4091, 4096],
              [2664, 2668],
              [4012, 4017],
              [4978, 4982],
              [4170, 4173],
              [2652, 2656],
              [4471, 4472],
              [2269, 2271],
              [521, 524],
              [2395, 2396],
              [453, 458],
              [3846, 3848],
              [3423, 3428],
              [2891, 2892],
              [3072, 3074],
              [2663, 2668],
              [1522, 1526],
              [4848, 4850],
              [257, 258],
              [268, 273],
              [3015, 3018],
              [3943, 3946],
              [4535, 4540],
              [0, 2],
              [489, 491],
              [4245, 4248],
              [3758, 3760],
              [1061, 1065],
              [1915, 1920],
              [1382, 1385],
              [1163, 1164],
              [2873, 2876],
              [665, 666],
              [3049, 3051],
              [2162, 2165],
              [3884, 3887],
              [406, 410],
              [1252, 1255],
              [4255, 4257],
              [3102, 3105],
              [1614, 1617],
              [365, 368],
              [59, 60],
              [991, 994],
              [1460, 1463],
              [1917, 1922],
              [4111, 4116],
              [3314, 3317],
              [1093, 1097],
              [3680, 3682],
              [1817, 1820],
              [1911, 1912],
              [4038, 4041],
              [3258, 3260],
              [4385, 4390],
              [1442, 1444],
              [2830, 2832],
              [3313, 3315],
              [2674, 2676],
              [3486, 3491],
              [4832, 4837],
              [2070, 2072],
              [4983, 4987],
              [2175, 2179],
              [1735, 1739],
              [4333, 4335],
              [261, 262],
              [2550, 2555],
              [3695, 3696],
              [2660, 2665],
              [2180, 2181],
              [1651, 1654],
              [3164, 3166],
              [3041, 3044],
              [849, 851],
              [3253, 3258],
              [4227, 4230],
              [1446, 1451],
              [3740, 3742],
              [56, 61],
              [1956, 1957],
              [1848, 1850],
              [3667, 3668],
              [4233, 4235],
              [55, 60],
              [3971, 3973],
              [3620, 3624],
              [4240, 4244],
              [664, 668],
              [4188, 4190],
              [2852, 2856],
              [2770, 2773],
              [3338, 3342],
              [240, 242],
              [2051, 2056],
              [1108, 1112],
              [4243, 4244],
              [4488, 4490],
              [885, 890],
              [3741, 3744],
              [2478, 2481],
              [3486, 3488],
              [3229, 3230],
              [3636, 3639],
              [1186, 1188],
              [2090, 2092],
              [1713, 1716],
              [3817, 3818],
              [934, 935],
              [404, 406],
              [3957, 3959],
              [2279, 2280],
              [4348, 4352],
              [631, 636],
              [1933, 1938],
              [148, 152],
              [1772, 1775],
              [863, 868],
              [1255, 1259],
              [3185, 3188],
              [1530, 1533],
              [4124, 4128],
              [2620, 2623],
              [2556, 2558],
              [1774, 1779],
              [2900, 2903],
              [2133, 2137],
              [4111, 4114],
              [1125, 1128],
              [2142, 2144],
              [4901, 4906],
              [4286, 4287],
              [1417, 1420],
              [4707, 4709],
              [1715, 1718],
              [1246, 1247],
              [1283, 1288],
              [4841, 4844],
              [4356, 4357],
              [2870, 2871],
              [1324, 1328],
              [3708, 3711],
              [4704, 4709],
              [3755, 3756],
              [2544, 2545],
              [2246, 2251],
              [3501, 3504],
              [4612, 4614],
              [3552, 3555],
              [166, 169],
              [801, 806],
              [4432, 4437],
              [3330, 3334],
              [4177, 4180],
              [1247, 1249],
              [3843, 3845],
              [1049, 1053],
              [691, 692],
              [587, 588],
              [1937, 1941],
              [1354, 1356],
              [2585, 2589],
              [2137, 2138],
              [3899, 3904],
              [3478, 3483],
              [54, 56],
              [2311, 2315],
              [1276, 1278],
              [798, 803],
              [2908, 2911],
              [1323, 1326],
              [69, 72],
              [3319, 3320],
              [4767, 4771],
              [1470, 1474],
              [1422, 1424],
              [60, 63],
            ],
          ],
          expected: false,
        },
      ],
      companies: { Google: 9, Amazon: 14, Microsoft: 10, Apple: 6, Netflix: 3, LinkedIn: 5, Meta: 11 },
    },
    {
      slug: "merge-overlapping-intervals",
      title: "Merge Overlapping Intervals",
      difficulty: "medium",
      statement: `You are given a list of closed intervals \`[start, end]\` in no particular order. Two intervals overlap when they share at least one point, so \`[1, 4]\` and \`[4, 7]\` overlap at \`4\`.

Merge every group of overlapping intervals into a single interval that spans the whole group, and return the resulting intervals **sorted by start**.

### Examples

**Example 1**

\`\`\`
Input: intervals = [[9, 12], [1, 4], [3, 7], [16, 20]]
Output: [[1, 7], [9, 12], [16, 20]]
\`\`\`

\`[1, 4]\` and \`[3, 7]\` overlap and become \`[1, 7]\`; the others stay separate.

**Example 2**

\`\`\`
Input: intervals = [[2, 5], [5, 8]]
Output: [[2, 8]]
\`\`\`

The intervals touch at 5, which counts as overlapping.

**Example 3**

\`\`\`
Input: intervals = [[2, 9], [3, 4]]
Output: [[2, 9]]
\`\`\`

The second interval lies inside the first.

### Constraints

- \`0 <= intervals.length <= 10^4\`
- \`0 <= start <= end <= 10^6\`
`,
      functionName: "mergeIntervals",
      params: [{ name: "intervals", type: "int[][]" }],
      returnType: "int[][]",
      starter: {
        python: `from typing import List


def mergeIntervals(intervals: List[List[int]]) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[][]} intervals
 * @return {number[][]}
 */
function mergeIntervals(intervals) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] mergeIntervals(int[][] intervals) {
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

vector<vector<int>> mergeIntervals(vector<vector<int>>& intervals) {
    // Write your code here
    return {};
}
`,
        go: `package main

func mergeIntervals(intervals [][]int) [][]int {
	// Write your code here
	return [][]int{}
}
`,
      },
      solutions: {
        python: `def mergeIntervals(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged
`,
        javascript: `function mergeIntervals(intervals) {
  const ordered = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged = [];
  for (const [start, end] of ordered) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) {
      last[1] = Math.max(last[1], end);
    } else {
      merged.push([start, end]);
    }
  }
  return merged;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] mergeIntervals(int[][] intervals) {
        int[][] ordered = intervals.clone();
        Arrays.sort(ordered, (a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> merged = new ArrayList<>();
        for (int[] interval : ordered) {
            if (!merged.isEmpty() && interval[0] <= merged.get(merged.size() - 1)[1]) {
                int[] last = merged.get(merged.size() - 1);
                last[1] = Math.max(last[1], interval[1]);
            } else {
                merged.add(new int[] {interval[0], interval[1]});
            }
        }
        return merged.toArray(new int[0][]);
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

vector<vector<int>> mergeIntervals(vector<vector<int>>& intervals) {
    vector<vector<int>> ordered(intervals), merged;
    sort(ordered.begin(), ordered.end());
    for (const auto& interval : ordered) {
        if (!merged.empty() && interval[0] <= merged.back()[1]) {
            merged.back()[1] = max(merged.back()[1], interval[1]);
        } else {
            merged.push_back({interval[0], interval[1]});
        }
    }
    return merged;
}
`,
        go: `package main

import "sort"

func mergeIntervals(intervals [][]int) [][]int {
	ordered := append([][]int(nil), intervals...)
	sort.Slice(ordered, func(a, b int) bool { return ordered[a][0] < ordered[b][0] })
	merged := [][]int{}
	for _, interval := range ordered {
		if len(merged) > 0 && interval[0] <= merged[len(merged)-1][1] {
			last := merged[len(merged)-1]
			if interval[1] > last[1] {
				last[1] = interval[1]
			}
		} else {
			merged = append(merged, []int{interval[0], interval[1]})
		}
	}
	return merged
}
`,
      },
      solutionExplanation: `### Idea

Sort the intervals by start. Then every interval either overlaps the last merged interval (its start is at most that interval's end) or begins a new, separate group, because no earlier-starting interval can reach further than the merged interval already does.

### Step by step

1. Sort the intervals by start.
2. Walk through them, keeping the output list \`merged\`:
   - If \`merged\` is empty or the current start is greater than \`merged[-1].end\`, append a copy of the interval; it starts a new group.
   - Otherwise extend the last merged interval: \`merged[-1].end = max(merged[-1].end, end)\`. The \`max\` handles intervals that lie completely inside the last one.
3. Return \`merged\`; it is already sorted by start.

For \`[[9,12],[1,4],[3,7],[16,20]]\` the sorted order is \`[1,4],[3,7],[9,12],[16,20]\`; \`[3,7]\` extends \`[1,4]\` to \`[1,7]\`, and the other two start new groups.

### Complexity

- **Time:** \`O(n log n)\` for the sort plus an \`O(n)\` sweep.
- **Space:** \`O(n)\` for the sorted copy and the output.
`,
      visibleTests: [
        {
          input: [
            [
              [9, 12],
              [1, 4],
              [3, 7],
              [16, 20],
            ],
          ],
          expected: [
            [1, 7],
            [9, 12],
            [16, 20],
          ],
        },
        {
          input: [
            [
              [2, 5],
              [5, 8],
            ],
          ],
          expected: [[2, 8]],
        },
        {
          input: [
            [
              [2, 9],
              [3, 4],
            ],
          ],
          expected: [[2, 9]],
        },
      ],
      hiddenTests: [
        { input: [[]], expected: [] },
        { input: [[[5, 5]]], expected: [[5, 5]] },
        {
          input: [
            [
              [1, 2],
              [3, 4],
            ],
          ],
          expected: [
            [1, 2],
            [3, 4],
          ],
        },
        {
          input: [
            [
              [1, 10],
              [2, 3],
              [4, 5],
            ],
          ],
          expected: [[1, 10]],
        },
        {
          input: [
            [
              [6, 8],
              [1, 9],
              [2, 4],
              [4, 7],
            ],
          ],
          expected: [[1, 9]],
        },
        {
          input: [
            [
              [0, 0],
              [0, 0],
              [1, 1],
            ],
          ],
          expected: [
            [0, 0],
            [1, 1],
          ],
        },
        {
          input: [
            [
              [1000000, 1000000],
              [0, 1000000],
            ],
          ],
          expected: [[0, 1000000]],
        },
        {
          input: [
            [
              [3, 5],
              [1, 2],
              [2, 3],
            ],
          ],
          expected: [[1, 5]],
        },
        {
          input: [
            [
              [2230, 2252],
              [313, 323],
              [2021, 2057],
              [606, 606],
              [781, 811],
              [2778, 2778],
              [2056, 2074],
              [2665, 2681],
              [2147, 2164],
              [969, 987],
              [221, 231],
              [937, 941],
              [493, 511],
              [2138, 2140],
              [808, 811],
              [1278, 1309],
              [39, 71],
              [458, 487],
              [2655, 2674],
              [1241, 1281],
              [12, 50],
              [914, 932],
              [2085, 2098],
              [311, 341],
              [1383, 1419],
              [1795, 1805],
              [1815, 1827],
              [1465, 1471],
              [1127, 1156],
              [1372, 1411],
              [2093, 2096],
              [1587, 1598],
              [1660, 1680],
              [1960, 1986],
              [2571, 2598],
              [932, 954],
              [1124, 1151],
              [933, 955],
              [2439, 2450],
              [2267, 2285],
              [2977, 2977],
              [2102, 2107],
              [334, 336],
              [235, 238],
              [1439, 1472],
              [2121, 2152],
              [1106, 1132],
              [137, 168],
              [1903, 1924],
              [2488, 2491],
              [196, 222],
              [131, 162],
              [2191, 2227],
              [1805, 1827],
              [295, 332],
              [1437, 1444],
              [1827, 1833],
              [1871, 1884],
              [2460, 2495],
              [20, 33],
              [1655, 1679],
              [993, 1022],
              [2143, 2183],
              [2368, 2403],
              [819, 827],
              [638, 644],
              [1273, 1287],
              [2697, 2713],
              [2135, 2139],
              [1320, 1330],
              [736, 757],
              [1357, 1370],
              [805, 824],
              [1756, 1777],
              [18, 56],
              [2332, 2371],
              [1650, 1682],
              [2442, 2460],
              [943, 960],
              [2064, 2102],
              [1749, 1784],
              [240, 244],
              [1664, 1670],
              [123, 127],
              [1406, 1413],
              [868, 898],
              [256, 256],
              [2233, 2242],
              [2154, 2171],
              [980, 1002],
              [1215, 1239],
              [2549, 2577],
              [510, 522],
              [733, 745],
              [2050, 2061],
              [807, 838],
              [2486, 2511],
              [2821, 2830],
              [189, 222],
              [1619, 1631],
              [692, 692],
              [2164, 2196],
              [2127, 2153],
              [2529, 2547],
              [2581, 2588],
              [499, 517],
              [1893, 1911],
              [303, 338],
              [1219, 1246],
              [2300, 2321],
              [1671, 1710],
              [2228, 2239],
              [1991, 2005],
              [2783, 2821],
              [2736, 2767],
              [2739, 2746],
              [2972, 3008],
              [40, 62],
              [2005, 2027],
              [1786, 1814],
              [1868, 1900],
              [1494, 1533],
              [1816, 1817],
              [2621, 2658],
              [355, 395],
              [1365, 1386],
              [2510, 2536],
              [689, 724],
              [2595, 2597],
              [1928, 1962],
              [1629, 1666],
              [289, 308],
              [1917, 1924],
              [1566, 1572],
              [1858, 1871],
              [2637, 2637],
              [2636, 2636],
              [2261, 2267],
              [2459, 2497],
              [1166, 1185],
              [93, 102],
              [2511, 2526],
              [2071, 2092],
              [2943, 2950],
              [1774, 1788],
              [2425, 2439],
              [448, 464],
              [2701, 2707],
              [458, 478],
              [2896, 2923],
            ],
          ],
          expected: [
            [12, 71],
            [93, 102],
            [123, 127],
            [131, 168],
            [189, 231],
            [235, 238],
            [240, 244],
            [256, 256],
            [289, 341],
            [355, 395],
            [448, 487],
            [493, 522],
            [606, 606],
            [638, 644],
            [689, 724],
            [733, 757],
            [781, 838],
            [868, 898],
            [914, 960],
            [969, 1022],
            [1106, 1156],
            [1166, 1185],
            [1215, 1309],
            [1320, 1330],
            [1357, 1419],
            [1437, 1472],
            [1494, 1533],
            [1566, 1572],
            [1587, 1598],
            [1619, 1710],
            [1749, 1833],
            [1858, 1924],
            [1928, 1986],
            [1991, 2107],
            [2121, 2227],
            [2228, 2252],
            [2261, 2285],
            [2300, 2321],
            [2332, 2403],
            [2425, 2547],
            [2549, 2598],
            [2621, 2681],
            [2697, 2713],
            [2736, 2767],
            [2778, 2778],
            [2783, 2830],
            [2896, 2923],
            [2943, 2950],
            [2972, 3008],
          ],
        },
        {
          input: [
            [
              [687181, 689826],
              [540345, 540382],
              [778435, 778938],
              [240980, 244702],
              [253974, 256717],
              [229247, 230075],
              [776336, 778602],
              [173916, 175937],
              [447110, 449025],
              [879605, 880851],
              [272942, 276898],
              [984708, 986306],
              [478332, 482525],
              [982232, 984783],
              [164, 1121],
              [941514, 945433],
              [549209, 553936],
              [329059, 331631],
              [633572, 635601],
              [439683, 440801],
              [137713, 141980],
              [856575, 860828],
              [850552, 853685],
              [960025, 960295],
              [315278, 315845],
              [11256, 14052],
              [641954, 644574],
              [711095, 713546],
              [270127, 272267],
              [535970, 536995],
              [795172, 799764],
              [795567, 799280],
              [283053, 287418],
              [30119, 33679],
              [586110, 586585],
              [221954, 223060],
              [12312, 16556],
              [250084, 251398],
              [606789, 609379],
              [562738, 565558],
              [204359, 207382],
              [288887, 293338],
              [890510, 891683],
              [47203, 48667],
              [808615, 812895],
              [913246, 918245],
              [991776, 993430],
              [84436, 87070],
              [972460, 976825],
              [484982, 487461],
              [390026, 394738],
              [213458, 217641],
              [300957, 305057],
              [411012, 414498],
              [997835, 999328],
              [568202, 569671],
              [92580, 92848],
              [488951, 489122],
              [870229, 871360],
              [923178, 924213],
              [449409, 452536],
              [883569, 885280],
              [637433, 640795],
              [350480, 353024],
              [888467, 893218],
              [6021, 8777],
              [680451, 680589],
              [536298, 538215],
              [463024, 466605],
              [100345, 101828],
              [729224, 732333],
              [817835, 819562],
              [459275, 464029],
              [768891, 773681],
              [752263, 754282],
              [699498, 702305],
              [1337, 5705],
              [473032, 475382],
              [989460, 990499],
              [747340, 751362],
              [968377, 971148],
              [309944, 310653],
              [796389, 799240],
              [375146, 376844],
              [732506, 736387],
              [650302, 652229],
              [657371, 659022],
              [565024, 566210],
              [384754, 388854],
              [620371, 622938],
              [515625, 517318],
              [723010, 723242],
              [113649, 114190],
              [71329, 74604],
              [971679, 975230],
              [338344, 342364],
              [419876, 420077],
              [907879, 910992],
              [512936, 516222],
              [379344, 380062],
              [755042, 755142],
              [734232, 736575],
              [168743, 169259],
              [23958, 26034],
              [122005, 123370],
              [203143, 205783],
              [477613, 481428],
              [576566, 578918],
              [574396, 577384],
              [824628, 824733],
              [353078, 355741],
              [833409, 833480],
              [437892, 440268],
              [939702, 940851],
              [968128, 968422],
              [621038, 623231],
              [555561, 555593],
              [663146, 664472],
              [114217, 117162],
              [674819, 677932],
              [147774, 148594],
              [724784, 727760],
              [213187, 217162],
              [917925, 921483],
              [273185, 274582],
              [939492, 939992],
              [609601, 611588],
              [496903, 500949],
              [683942, 686554],
              [29717, 31064],
              [172944, 174678],
              [789909, 792776],
              [188065, 191032],
              [25653, 25947],
              [774769, 779039],
              [506900, 507867],
              [38569, 39815],
              [250039, 252364],
              [517585, 522400],
              [896479, 900461],
              [599701, 600740],
              [828144, 831736],
              [533881, 537756],
              [768067, 771954],
              [222664, 222884],
              [680111, 681773],
              [300132, 300922],
              [343989, 347606],
              [251371, 251880],
              [691929, 695315],
            ],
          ],
          expected: [
            [164, 1121],
            [1337, 5705],
            [6021, 8777],
            [11256, 16556],
            [23958, 26034],
            [29717, 33679],
            [38569, 39815],
            [47203, 48667],
            [71329, 74604],
            [84436, 87070],
            [92580, 92848],
            [100345, 101828],
            [113649, 114190],
            [114217, 117162],
            [122005, 123370],
            [137713, 141980],
            [147774, 148594],
            [168743, 169259],
            [172944, 175937],
            [188065, 191032],
            [203143, 207382],
            [213187, 217641],
            [221954, 223060],
            [229247, 230075],
            [240980, 244702],
            [250039, 252364],
            [253974, 256717],
            [270127, 272267],
            [272942, 276898],
            [283053, 287418],
            [288887, 293338],
            [300132, 300922],
            [300957, 305057],
            [309944, 310653],
            [315278, 315845],
            [329059, 331631],
            [338344, 342364],
            [343989, 347606],
            [350480, 353024],
            [353078, 355741],
            [375146, 376844],
            [379344, 380062],
            [384754, 388854],
            [390026, 394738],
            [411012, 414498],
            [419876, 420077],
            [437892, 440801],
            [447110, 449025],
            [449409, 452536],
            [459275, 466605],
            [473032, 475382],
            [477613, 482525],
            [484982, 487461],
            [488951, 489122],
            [496903, 500949],
            [506900, 507867],
            [512936, 517318],
            [517585, 522400],
            [533881, 538215],
            [540345, 540382],
            [549209, 553936],
            [555561, 555593],
            [562738, 566210],
            [568202, 569671],
            [574396, 578918],
            [586110, 586585],
            [599701, 600740],
            [606789, 609379],
            [609601, 611588],
            [620371, 623231],
            [633572, 635601],
            [637433, 640795],
            [641954, 644574],
            [650302, 652229],
            [657371, 659022],
            [663146, 664472],
            [674819, 677932],
            [680111, 681773],
            [683942, 686554],
            [687181, 689826],
            [691929, 695315],
            [699498, 702305],
            [711095, 713546],
            [723010, 723242],
            [724784, 727760],
            [729224, 732333],
            [732506, 736575],
            [747340, 751362],
            [752263, 754282],
            [755042, 755142],
            [768067, 773681],
            [774769, 779039],
            [789909, 792776],
            [795172, 799764],
            [808615, 812895],
            [817835, 819562],
            [824628, 824733],
            [828144, 831736],
            [833409, 833480],
            [850552, 853685],
            [856575, 860828],
            [870229, 871360],
            [879605, 880851],
            [883569, 885280],
            [888467, 893218],
            [896479, 900461],
            [907879, 910992],
            [913246, 921483],
            [923178, 924213],
            [939492, 940851],
            [941514, 945433],
            [960025, 960295],
            [968128, 971148],
            [971679, 976825],
            [982232, 986306],
            [989460, 990499],
            [991776, 993430],
            [997835, 999328],
          ],
        },
      ],
      companies: { Google: 22, Amazon: 27, Microsoft: 16, Apple: 12, Netflix: 5, LinkedIn: 12, Meta: 27 },
    },
    {
      slug: "insert-into-sorted-schedule",
      title: "Insert an Interval Into a Sorted Schedule",
      difficulty: "medium",
      statement: `\`intervals\` is a schedule of closed intervals \`[start, end]\` that is sorted by start and in which no two intervals overlap or touch. Add \`newInterval\` to the schedule, merging it with every interval it overlaps or touches (sharing an endpoint counts), so that the result again is sorted by start and free of overlaps.

Return the updated schedule. Try to do it in linear time without sorting.

### Examples

**Example 1**

\`\`\`
Input: intervals = [[1, 2], [5, 7], [9, 12]], newInterval = [6, 10]
Output: [[1, 2], [5, 12]]
\`\`\`

\`[6, 10]\` overlaps \`[5, 7]\` and \`[9, 12]\`, so the three become \`[5, 12]\`.

**Example 2**

\`\`\`
Input: intervals = [[1, 3], [8, 9]], newInterval = [4, 6]
Output: [[1, 3], [4, 6], [8, 9]]
\`\`\`

The new interval fits into the gap without touching anything.

**Example 3**

\`\`\`
Input: intervals = [], newInterval = [2, 5]
Output: [[2, 5]]
\`\`\`

Inserting into an empty schedule.

### Constraints

- \`0 <= intervals.length <= 10^4\`
- \`0 <= start <= end <= 10^6\` for every interval, including \`newInterval\`
- \`intervals[i][1] < intervals[i + 1][0]\`
`,
      functionName: "insertInterval",
      params: [
        { name: "intervals", type: "int[][]" },
        { name: "newInterval", type: "int[]" },
      ],
      returnType: "int[][]",
      starter: {
        python: `from typing import List


def insertInterval(intervals: List[List[int]], newInterval: List[int]) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[][]} intervals
 * @param {number[]} newInterval
 * @return {number[][]}
 */
function insertInterval(intervals, newInterval) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] insertInterval(int[][] intervals, int[] newInterval) {
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

vector<vector<int>> insertInterval(vector<vector<int>>& intervals, vector<int>& newInterval) {
    // Write your code here
    return {};
}
`,
        go: `package main

func insertInterval(intervals [][]int, newInterval []int) [][]int {
	// Write your code here
	return [][]int{}
}
`,
      },
      solutions: {
        python: `def insertInterval(intervals, newInterval):
    result = []
    start, end = newInterval
    i, n = 0, len(intervals)
    while i < n and intervals[i][1] < start:
        result.append(intervals[i])
        i += 1
    while i < n and intervals[i][0] <= end:
        start = min(start, intervals[i][0])
        end = max(end, intervals[i][1])
        i += 1
    result.append([start, end])
    result.extend(intervals[i:])
    return result
`,
        javascript: `function insertInterval(intervals, newInterval) {
  const result = [];
  let [start, end] = newInterval;
  let i = 0;
  const n = intervals.length;
  while (i < n && intervals[i][1] < start) {
    result.push(intervals[i]);
    i++;
  }
  while (i < n && intervals[i][0] <= end) {
    start = Math.min(start, intervals[i][0]);
    end = Math.max(end, intervals[i][1]);
    i++;
  }
  result.push([start, end]);
  while (i < n) result.push(intervals[i++]);
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] insertInterval(int[][] intervals, int[] newInterval) {
        List<int[]> result = new ArrayList<>();
        int start = newInterval[0], end = newInterval[1];
        int i = 0, n = intervals.length;
        while (i < n && intervals[i][1] < start) result.add(intervals[i++]);
        while (i < n && intervals[i][0] <= end) {
            start = Math.min(start, intervals[i][0]);
            end = Math.max(end, intervals[i][1]);
            i++;
        }
        result.add(new int[] {start, end});
        while (i < n) result.add(intervals[i++]);
        return result.toArray(new int[0][]);
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

vector<vector<int>> insertInterval(vector<vector<int>>& intervals, vector<int>& newInterval) {
    vector<vector<int>> result;
    int start = newInterval[0], end = newInterval[1];
    size_t i = 0, n = intervals.size();
    while (i < n && intervals[i][1] < start) result.push_back(intervals[i++]);
    while (i < n && intervals[i][0] <= end) {
        start = min(start, intervals[i][0]);
        end = max(end, intervals[i][1]);
        i++;
    }
    result.push_back({start, end});
    while (i < n) result.push_back(intervals[i++]);
    return result;
}
`,
        go: `package main

func insertInterval(intervals [][]int, newInterval []int) [][]int {
	result := [][]int{}
	start, end := newInterval[0], newInterval[1]
	i, n := 0, len(intervals)
	for i < n && intervals[i][1] < start {
		result = append(result, intervals[i])
		i++
	}
	for i < n && intervals[i][0] <= end {
		if intervals[i][0] < start {
			start = intervals[i][0]
		}
		if intervals[i][1] > end {
			end = intervals[i][1]
		}
		i++
	}
	result = append(result, []int{start, end})
	return append(result, intervals[i:]...)
}
`,
      },
      solutionExplanation: `### Idea

The schedule is already sorted and disjoint, so it splits into three consecutive parts relative to the new interval: intervals that end **before** it starts, intervals that **overlap** it, and intervals that start **after** it ends. Copy the first part, fold the middle part into the new interval, and copy the last part.

### Step by step

1. Copy every interval whose end is smaller than \`newInterval.start\`; they end strictly before it.
2. While the next interval starts at or before the (growing) new end, merge it: take the minimum of the starts and the maximum of the ends.
3. Append the merged new interval.
4. Copy all remaining intervals; they start after the merged interval ends.

The comparisons \`end < start\` in step 1 and \`start <= end\` in step 2 implement "touching counts as overlapping".

For \`[[1,2],[5,7],[9,12]]\` and \`[6,10]\`: \`[1,2]\` is copied, \`[5,7]\` and \`[9,12]\` are merged into \`[5,12]\`, and nothing remains.

### Complexity

- **Time:** \`O(n)\`: one pass, no sorting.
- **Space:** \`O(n)\` for the output list (\`O(1)\` beyond it).
`,
      visibleTests: [
        {
          input: [
            [
              [1, 2],
              [5, 7],
              [9, 12],
            ],
            [6, 10],
          ],
          expected: [
            [1, 2],
            [5, 12],
          ],
        },
        {
          input: [
            [
              [1, 3],
              [8, 9],
            ],
            [4, 6],
          ],
          expected: [
            [1, 3],
            [4, 6],
            [8, 9],
          ],
        },
        { input: [[], [2, 5]], expected: [[2, 5]] },
      ],
      hiddenTests: [
        { input: [[], [0, 0]], expected: [[0, 0]] },
        {
          input: [[[5, 8]], [1, 2]],
          expected: [
            [1, 2],
            [5, 8],
          ],
        },
        {
          input: [[[5, 8]], [9, 10]],
          expected: [
            [5, 8],
            [9, 10],
          ],
        },
        { input: [[[5, 8]], [1, 5]], expected: [[1, 8]] },
        { input: [[[5, 8]], [8, 12]], expected: [[5, 12]] },
        {
          input: [
            [
              [1, 2],
              [4, 5],
              [7, 8],
            ],
            [0, 10],
          ],
          expected: [[0, 10]],
        },
        {
          input: [
            [
              [1, 2],
              [4, 5],
              [7, 8],
            ],
            [3, 3],
          ],
          expected: [
            [1, 2],
            [3, 3],
            [4, 5],
            [7, 8],
          ],
        },
        { input: [[[1, 5]], [2, 3]], expected: [[1, 5]] },
        {
          input: [
            [
              [0, 0],
              [2, 2],
            ],
            [1, 1],
          ],
          expected: [
            [0, 0],
            [1, 1],
            [2, 2],
          ],
        },
        {
          input: [[[10, 20]], [1000000, 1000000]],
          expected: [
            [10, 20],
            [1000000, 1000000],
          ],
        },
        {
          input: [
            [
              [16, 24],
              [29, 37],
              [49, 64],
              [78, 91],
              [104, 119],
              [140, 155],
              [162, 182],
              [200, 207],
              [224, 239],
              [250, 252],
              [271, 279],
              [297, 308],
              [329, 338],
              [354, 365],
              [374, 380],
              [405, 423],
              [448, 451],
              [452, 453],
              [475, 489],
              [501, 512],
              [520, 524],
              [539, 539],
              [549, 555],
              [570, 570],
              [581, 582],
              [604, 623],
              [627, 641],
              [650, 667],
              [692, 712],
              [725, 736],
              [758, 772],
              [783, 797],
              [822, 826],
              [827, 834],
              [859, 870],
              [881, 885],
              [888, 903],
              [912, 918],
              [929, 941],
              [969, 977],
              [996, 1006],
              [1036, 1045],
              [1053, 1070],
              [1090, 1108],
              [1137, 1139],
              [1164, 1164],
              [1179, 1189],
              [1190, 1190],
              [1208, 1217],
              [1244, 1260],
              [1285, 1287],
              [1304, 1307],
              [1310, 1321],
              [1345, 1346],
              [1357, 1362],
              [1364, 1383],
              [1389, 1405],
              [1425, 1440],
              [1451, 1461],
              [1483, 1494],
              [1524, 1526],
              [1531, 1544],
              [1547, 1567],
              [1576, 1579],
              [1603, 1614],
              [1627, 1630],
              [1632, 1648],
              [1649, 1664],
              [1686, 1692],
              [1718, 1722],
              [1746, 1755],
              [1767, 1787],
              [1789, 1799],
              [1813, 1824],
              [1844, 1848],
              [1856, 1860],
              [1863, 1879],
              [1885, 1895],
              [1913, 1931],
              [1945, 1964],
              [1991, 1993],
              [2007, 2022],
              [2023, 2032],
              [2060, 2080],
              [2093, 2112],
              [2133, 2146],
              [2172, 2189],
              [2198, 2200],
              [2222, 2234],
              [2259, 2276],
              [2285, 2304],
              [2327, 2333],
              [2338, 2351],
              [2377, 2380],
              [2390, 2398],
              [2402, 2412],
              [2438, 2445],
              [2468, 2472],
              [2501, 2513],
              [2522, 2522],
              [2539, 2549],
              [2573, 2575],
              [2599, 2600],
              [2615, 2628],
              [2653, 2669],
              [2699, 2710],
              [2723, 2734],
              [2743, 2755],
              [2766, 2781],
              [2804, 2814],
              [2832, 2836],
              [2859, 2867],
              [2879, 2888],
              [2894, 2909],
              [2928, 2928],
              [2943, 2958],
              [2974, 2990],
              [3018, 3032],
              [3047, 3055],
              [3061, 3074],
            ],
            [500, 900],
          ],
          expected: [
            [16, 24],
            [29, 37],
            [49, 64],
            [78, 91],
            [104, 119],
            [140, 155],
            [162, 182],
            [200, 207],
            [224, 239],
            [250, 252],
            [271, 279],
            [297, 308],
            [329, 338],
            [354, 365],
            [374, 380],
            [405, 423],
            [448, 451],
            [452, 453],
            [475, 489],
            [500, 903],
            [912, 918],
            [929, 941],
            [969, 977],
            [996, 1006],
            [1036, 1045],
            [1053, 1070],
            [1090, 1108],
            [1137, 1139],
            [1164, 1164],
            [1179, 1189],
            [1190, 1190],
            [1208, 1217],
            [1244, 1260],
            [1285, 1287],
            [1304, 1307],
            [1310, 1321],
            [1345, 1346],
            [1357, 1362],
            [1364, 1383],
            [1389, 1405],
            [1425, 1440],
            [1451, 1461],
            [1483, 1494],
            [1524, 1526],
            [1531, 1544],
            [1547, 1567],
            [1576, 1579],
            [1603, 1614],
            [1627, 1630],
            [1632, 1648],
            [1649, 1664],
            [1686, 1692],
            [1718, 1722],
            [1746, 1755],
            [1767, 1787],
            [1789, 1799],
            [1813, 1824],
            [1844, 1848],
            [1856, 1860],
            [1863, 1879],
            [1885, 1895],
            [1913, 1931],
            [1945, 1964],
            [1991, 1993],
            [2007, 2022],
            [2023, 2032],
            [2060, 2080],
            [2093, 2112],
            [2133, 2146],
            [2172, 2189],
            [2198, 2200],
            [2222, 2234],
            [2259, 2276],
            [2285, 2304],
            [2327, 2333],
            [2338, 2351],
            [2377, 2380],
            [2390, 2398],
            [2402, 2412],
            [2438, 2445],
            [2468, 2472],
            [2501, 2513],
            [2522, 2522],
            [2539, 2549],
            [2573, 2575],
            [2599, 2600],
            [2615, 2628],
            [2653, 2669],
            [2699, 2710],
            [2723, 2734],
            [2743, 2755],
            [2766, 2781],
            [2804, 2814],
            [2832, 2836],
            [2859, 2867],
            [2879, 2888],
            [2894, 2909],
            [2928, 2928],
            [2943, 2958],
            [2974, 2990],
            [3018, 3032],
            [3047, 3055],
            [3061, 3074],
          ],
        },
        {
          input: [
            [
              [24, 31],
              [37, 54],
              [78, 90],
              [114, 132],
              [148, 156],
              [176, 194],
              [223, 233],
              [243, 244],
              [255, 268],
              [284, 286],
              [291, 293],
              [321, 323],
              [326, 330],
              [347, 365],
              [371, 378],
              [405, 412],
              [420, 431],
              [442, 459],
              [465, 476],
              [478, 480],
              [490, 500],
              [523, 527],
              [546, 562],
              [579, 579],
              [583, 599],
              [603, 620],
              [636, 653],
              [657, 677],
              [678, 698],
              [705, 720],
              [725, 731],
              [735, 755],
              [772, 791],
              [807, 811],
              [813, 820],
              [843, 846],
              [872, 884],
              [906, 906],
              [907, 915],
              [935, 935],
              [938, 940],
              [956, 970],
              [974, 975],
              [998, 1007],
              [1031, 1046],
              [1048, 1060],
              [1089, 1106],
              [1118, 1133],
              [1152, 1169],
              [1190, 1204],
              [1218, 1228],
              [1257, 1272],
              [1278, 1285],
              [1290, 1295],
              [1325, 1327],
              [1338, 1350],
              [1358, 1373],
              [1383, 1395],
              [1415, 1430],
              [1454, 1460],
              [1475, 1479],
              [1502, 1512],
              [1535, 1553],
              [1556, 1561],
              [1565, 1578],
              [1588, 1596],
              [1622, 1629],
              [1643, 1661],
              [1672, 1683],
              [1707, 1727],
              [1730, 1743],
              [1762, 1768],
              [1784, 1792],
              [1808, 1813],
              [1843, 1845],
              [1875, 1885],
              [1887, 1892],
              [1906, 1908],
              [1910, 1920],
              [1939, 1954],
              [1959, 1973],
              [1990, 2003],
              [2004, 2016],
              [2030, 2050],
              [2060, 2076],
              [2097, 2112],
              [2128, 2135],
              [2144, 2145],
              [2150, 2170],
              [2172, 2191],
              [2218, 2223],
              [2225, 2230],
              [2236, 2238],
              [2257, 2260],
              [2276, 2288],
              [2316, 2319],
              [2330, 2349],
              [2374, 2374],
              [2382, 2393],
              [2413, 2417],
              [2428, 2448],
              [2467, 2477],
              [2500, 2520],
              [2544, 2554],
              [2557, 2568],
              [2596, 2616],
              [2617, 2629],
              [2657, 2661],
              [2686, 2688],
              [2693, 2702],
              [2711, 2712],
              [2733, 2739],
              [2759, 2778],
              [2783, 2803],
              [2829, 2835],
              [2860, 2878],
              [2908, 2916],
              [2939, 2943],
              [2960, 2980],
              [3008, 3026],
            ],
            [0, 3],
          ],
          expected: [
            [0, 3],
            [24, 31],
            [37, 54],
            [78, 90],
            [114, 132],
            [148, 156],
            [176, 194],
            [223, 233],
            [243, 244],
            [255, 268],
            [284, 286],
            [291, 293],
            [321, 323],
            [326, 330],
            [347, 365],
            [371, 378],
            [405, 412],
            [420, 431],
            [442, 459],
            [465, 476],
            [478, 480],
            [490, 500],
            [523, 527],
            [546, 562],
            [579, 579],
            [583, 599],
            [603, 620],
            [636, 653],
            [657, 677],
            [678, 698],
            [705, 720],
            [725, 731],
            [735, 755],
            [772, 791],
            [807, 811],
            [813, 820],
            [843, 846],
            [872, 884],
            [906, 906],
            [907, 915],
            [935, 935],
            [938, 940],
            [956, 970],
            [974, 975],
            [998, 1007],
            [1031, 1046],
            [1048, 1060],
            [1089, 1106],
            [1118, 1133],
            [1152, 1169],
            [1190, 1204],
            [1218, 1228],
            [1257, 1272],
            [1278, 1285],
            [1290, 1295],
            [1325, 1327],
            [1338, 1350],
            [1358, 1373],
            [1383, 1395],
            [1415, 1430],
            [1454, 1460],
            [1475, 1479],
            [1502, 1512],
            [1535, 1553],
            [1556, 1561],
            [1565, 1578],
            [1588, 1596],
            [1622, 1629],
            [1643, 1661],
            [1672, 1683],
            [1707, 1727],
            [1730, 1743],
            [1762, 1768],
            [1784, 1792],
            [1808, 1813],
            [1843, 1845],
            [1875, 1885],
            [1887, 1892],
            [1906, 1908],
            [1910, 1920],
            [1939, 1954],
            [1959, 1973],
            [1990, 2003],
            [2004, 2016],
            [2030, 2050],
            [2060, 2076],
            [2097, 2112],
            [2128, 2135],
            [2144, 2145],
            [2150, 2170],
            [2172, 2191],
            [2218, 2223],
            [2225, 2230],
            [2236, 2238],
            [2257, 2260],
            [2276, 2288],
            [2316, 2319],
            [2330, 2349],
            [2374, 2374],
            [2382, 2393],
            [2413, 2417],
            [2428, 2448],
            [2467, 2477],
            [2500, 2520],
            [2544, 2554],
            [2557, 2568],
            [2596, 2616],
            [2617, 2629],
            [2657, 2661],
            [2686, 2688],
            [2693, 2702],
            [2711, 2712],
            [2733, 2739],
            [2759, 2778],
            [2783, 2803],
            [2829, 2835],
            [2860, 2878],
            [2908, 2916],
            [2939, 2943],
            [2960, 2980],
            [3008, 3026],
          ],
        },
      ],
      companies: { Google: 12, Amazon: 16, Microsoft: 11, Apple: 7, Netflix: 2, LinkedIn: 9, Meta: 15 },
    },
    {
      slug: "intersections-of-two-schedules",
      title: "Intersections of Two Schedules",
      difficulty: "medium",
      statement: `Two people describe their free time as lists of closed intervals \`[start, end]\`. Within each list the intervals are sorted by start and pairwise disjoint (they do not even touch).

Return every interval during which **both** people are free, sorted by start. An intersection may be a single point, such as \`[5, 5]\`.

### Examples

**Example 1**

\`\`\`
Input: first = [[0, 3], [6, 11], [14, 20]], second = [[2, 6], [9, 13], [16, 25]]
Output: [[2, 3], [6, 6], [9, 11], [16, 20]]
\`\`\`

\`[6, 11]\` and \`[2, 6]\` share only the point 6; the other pairs overlap in longer stretches.

**Example 2**

\`\`\`
Input: first = [[1, 3]], second = []
Output: []
\`\`\`

The second person is never free.

### Constraints

- \`0 <= first.length, second.length <= 10^4\`
- \`0 <= start <= end <= 10^9\`
- Within each list, \`list[i][1] < list[i + 1][0]\`.
`,
      functionName: "intersectSchedules",
      params: [
        { name: "first", type: "int[][]" },
        { name: "second", type: "int[][]" },
      ],
      returnType: "int[][]",
      starter: {
        python: `from typing import List


def intersectSchedules(first: List[List[int]], second: List[List[int]]) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[][]} first
 * @param {number[][]} second
 * @return {number[][]}
 */
function intersectSchedules(first, second) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] intersectSchedules(int[][] first, int[][] second) {
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

vector<vector<int>> intersectSchedules(vector<vector<int>>& first, vector<vector<int>>& second) {
    // Write your code here
    return {};
}
`,
        go: `package main

func intersectSchedules(first [][]int, second [][]int) [][]int {
	// Write your code here
	return [][]int{}
}
`,
      },
      solutions: {
        python: `def intersectSchedules(first, second):
    i = j = 0
    result = []
    while i < len(first) and j < len(second):
        low = max(first[i][0], second[j][0])
        high = min(first[i][1], second[j][1])
        if low <= high:
            result.append([low, high])
        if first[i][1] < second[j][1]:
            i += 1
        else:
            j += 1
    return result
`,
        javascript: `function intersectSchedules(first, second) {
  let i = 0;
  let j = 0;
  const result = [];
  while (i < first.length && j < second.length) {
    const low = Math.max(first[i][0], second[j][0]);
    const high = Math.min(first[i][1], second[j][1]);
    if (low <= high) result.push([low, high]);
    if (first[i][1] < second[j][1]) i++;
    else j++;
  }
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] intersectSchedules(int[][] first, int[][] second) {
        List<int[]> result = new ArrayList<>();
        int i = 0, j = 0;
        while (i < first.length && j < second.length) {
            int low = Math.max(first[i][0], second[j][0]);
            int high = Math.min(first[i][1], second[j][1]);
            if (low <= high) result.add(new int[] {low, high});
            if (first[i][1] < second[j][1]) i++;
            else j++;
        }
        return result.toArray(new int[0][]);
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

vector<vector<int>> intersectSchedules(vector<vector<int>>& first, vector<vector<int>>& second) {
    vector<vector<int>> result;
    size_t i = 0, j = 0;
    while (i < first.size() && j < second.size()) {
        int low = max(first[i][0], second[j][0]);
        int high = min(first[i][1], second[j][1]);
        if (low <= high) result.push_back({low, high});
        if (first[i][1] < second[j][1]) i++;
        else j++;
    }
    return result;
}
`,
        go: `package main

func intersectSchedules(first [][]int, second [][]int) [][]int {
	result := [][]int{}
	i, j := 0, 0
	for i < len(first) && j < len(second) {
		low, high := first[i][0], first[i][1]
		if second[j][0] > low {
			low = second[j][0]
		}
		if second[j][1] < high {
			high = second[j][1]
		}
		if low <= high {
			result = append(result, []int{low, high})
		}
		if first[i][1] < second[j][1] {
			i++
		} else {
			j++
		}
	}
	return result
}
`,
      },
      solutionExplanation: `### Idea

Both lists are sorted, so walk them with one pointer each, exactly like merging two sorted arrays. The intersection of two closed intervals is \`[max(starts), min(ends)]\`, which is non-empty when \`max(starts) <= min(ends)\`.

After comparing \`first[i]\` and \`second[j]\`, discard the one that **ends first**: everything later in the other list starts after the current interval of that list, so the interval that ended first cannot meet anything else.

### Step by step

1. Set \`i = j = 0\` and an empty result.
2. While both pointers are inside their lists:
   - \`low = max(first[i].start, second[j].start)\`, \`high = min(first[i].end, second[j].end)\`.
   - If \`low <= high\`, append \`[low, high]\`.
   - Advance \`i\` if \`first[i]\` ends before \`second[j]\`, otherwise advance \`j\`.
3. Return the result; it comes out sorted because the sweep moves left to right.

### Complexity

- **Time:** \`O(m + n)\`: each step advances one of the two pointers.
- **Space:** \`O(1)\` apart from the output.
`,
      visibleTests: [
        {
          input: [
            [
              [0, 3],
              [6, 11],
              [14, 20],
            ],
            [
              [2, 6],
              [9, 13],
              [16, 25],
            ],
          ],
          expected: [
            [2, 3],
            [6, 6],
            [9, 11],
            [16, 20],
          ],
        },
        { input: [[[1, 3]], []], expected: [] },
      ],
      hiddenTests: [
        { input: [[], []], expected: [] },
        { input: [[], [[1, 2]]], expected: [] },
        { input: [[[1, 5]], [[1, 5]]], expected: [[1, 5]] },
        { input: [[[1, 5]], [[6, 9]]], expected: [] },
        { input: [[[1, 5]], [[5, 9]]], expected: [[5, 5]] },
        {
          input: [
            [[0, 100]],
            [
              [1, 2],
              [4, 5],
              [99, 150],
            ],
          ],
          expected: [
            [1, 2],
            [4, 5],
            [99, 100],
          ],
        },
        { input: [[[3, 3]], [[0, 10]]], expected: [[3, 3]] },
        { input: [[[0, 1000000000]], [[999999999, 1000000000]]], expected: [[999999999, 1000000000]] },
        {
          input: [
            [
              [1, 2],
              [3, 4],
            ],
            [[2, 3]],
          ],
          expected: [
            [2, 2],
            [3, 3],
          ],
        },
        {
          input: [
            [
              [3, 14],
              [19, 28],
              [40, 42],
              [54, 64],
              [80, 83],
              [99, 102],
              [106, 121],
              [132, 145],
              [163, 172],
              [181, 190],
              [196, 208],
              [224, 234],
              [237, 248],
              [265, 280],
              [285, 299],
              [312, 315],
              [329, 334],
              [345, 359],
              [363, 377],
              [393, 402],
              [421, 430],
              [441, 453],
              [459, 468],
              [487, 489],
              [503, 517],
              [531, 539],
              [542, 557],
              [558, 566],
              [568, 580],
              [592, 600],
              [602, 615],
              [617, 624],
              [644, 644],
              [660, 662],
              [666, 677],
              [688, 693],
              [698, 702],
              [721, 736],
              [751, 759],
              [776, 787],
              [792, 806],
              [822, 827],
              [837, 839],
              [849, 850],
              [864, 877],
              [892, 895],
              [910, 921],
              [940, 954],
              [969, 979],
              [987, 987],
              [994, 994],
              [1001, 1003],
              [1011, 1020],
              [1040, 1053],
              [1070, 1083],
              [1094, 1098],
              [1110, 1121],
              [1124, 1124],
              [1141, 1154],
              [1161, 1174],
              [1176, 1183],
              [1194, 1204],
              [1222, 1231],
              [1242, 1246],
              [1253, 1257],
              [1274, 1275],
              [1291, 1294],
              [1303, 1306],
              [1323, 1330],
              [1346, 1358],
              [1374, 1375],
              [1390, 1401],
              [1417, 1417],
              [1420, 1435],
              [1451, 1462],
              [1475, 1490],
              [1496, 1502],
              [1516, 1517],
              [1519, 1531],
              [1543, 1543],
              [1555, 1559],
              [1562, 1571],
              [1572, 1583],
              [1593, 1600],
              [1603, 1605],
              [1618, 1624],
              [1632, 1640],
              [1650, 1656],
              [1667, 1668],
              [1675, 1688],
              [1707, 1714],
              [1729, 1733],
              [1745, 1760],
              [1780, 1793],
              [1810, 1819],
              [1828, 1834],
              [1852, 1858],
              [1861, 1870],
              [1878, 1882],
              [1895, 1903],
            ],
            [
              [9, 12],
              [24, 39],
              [55, 58],
              [72, 72],
              [83, 93],
              [105, 116],
              [132, 146],
              [150, 164],
              [180, 189],
              [207, 210],
              [215, 220],
              [222, 231],
              [234, 235],
              [253, 258],
              [272, 277],
              [290, 294],
              [307, 312],
              [324, 328],
              [334, 342],
              [349, 358],
              [370, 371],
              [383, 386],
              [389, 401],
              [403, 407],
              [415, 429],
              [435, 437],
              [442, 448],
              [449, 459],
              [476, 477],
              [492, 494],
              [514, 521],
              [537, 550],
              [569, 575],
              [584, 591],
              [602, 608],
              [609, 624],
              [631, 645],
              [646, 654],
              [664, 670],
              [681, 688],
              [698, 705],
              [717, 720],
              [735, 741],
              [752, 763],
              [771, 784],
              [786, 797],
              [803, 816],
              [831, 845],
              [850, 862],
              [876, 882],
              [894, 906],
              [915, 916],
              [935, 949],
              [955, 969],
              [977, 987],
              [1000, 1015],
              [1019, 1024],
              [1027, 1031],
              [1044, 1055],
              [1063, 1066],
              [1071, 1082],
              [1094, 1099],
              [1118, 1131],
              [1144, 1150],
              [1160, 1160],
              [1174, 1177],
              [1185, 1199],
              [1209, 1214],
              [1233, 1240],
              [1244, 1255],
              [1269, 1284],
              [1303, 1314],
              [1332, 1342],
              [1348, 1354],
              [1358, 1363],
              [1364, 1372],
              [1389, 1397],
              [1405, 1410],
              [1415, 1428],
              [1441, 1445],
              [1462, 1477],
              [1487, 1493],
              [1506, 1517],
              [1537, 1548],
              [1563, 1568],
              [1583, 1592],
              [1600, 1601],
              [1618, 1624],
              [1642, 1653],
              [1666, 1669],
              [1682, 1694],
              [1699, 1704],
              [1720, 1730],
              [1750, 1764],
              [1768, 1768],
              [1785, 1795],
              [1811, 1811],
              [1817, 1825],
              [1835, 1835],
              [1846, 1861],
            ],
          ],
          expected: [
            [9, 12],
            [24, 28],
            [55, 58],
            [83, 83],
            [106, 116],
            [132, 145],
            [163, 164],
            [181, 189],
            [207, 208],
            [224, 231],
            [234, 234],
            [272, 277],
            [290, 294],
            [312, 312],
            [334, 334],
            [349, 358],
            [370, 371],
            [393, 401],
            [421, 429],
            [442, 448],
            [449, 453],
            [459, 459],
            [514, 517],
            [537, 539],
            [542, 550],
            [569, 575],
            [602, 608],
            [609, 615],
            [617, 624],
            [644, 644],
            [666, 670],
            [688, 688],
            [698, 702],
            [735, 736],
            [752, 759],
            [776, 784],
            [786, 787],
            [792, 797],
            [803, 806],
            [837, 839],
            [850, 850],
            [876, 877],
            [894, 895],
            [915, 916],
            [940, 949],
            [969, 969],
            [977, 979],
            [987, 987],
            [1001, 1003],
            [1011, 1015],
            [1019, 1020],
            [1044, 1053],
            [1071, 1082],
            [1094, 1098],
            [1118, 1121],
            [1124, 1124],
            [1144, 1150],
            [1174, 1174],
            [1176, 1177],
            [1194, 1199],
            [1244, 1246],
            [1253, 1255],
            [1274, 1275],
            [1303, 1306],
            [1348, 1354],
            [1358, 1358],
            [1390, 1397],
            [1417, 1417],
            [1420, 1428],
            [1462, 1462],
            [1475, 1477],
            [1487, 1490],
            [1516, 1517],
            [1543, 1543],
            [1563, 1568],
            [1583, 1583],
            [1600, 1600],
            [1618, 1624],
            [1650, 1653],
            [1667, 1668],
            [1682, 1688],
            [1729, 1730],
            [1750, 1760],
            [1785, 1793],
            [1811, 1811],
            [1817, 1819],
            [1852, 1858],
            [1861, 1861],
          ],
        },
        {
          input: [
            [
              [4, 6],
              [8, 9],
              [14, 14],
              [19, 21],
              [25, 27],
              [32, 34],
              [39, 42],
              [47, 50],
              [52, 53],
              [56, 56],
              [59, 61],
              [64, 67],
              [72, 75],
              [77, 77],
              [82, 84],
              [86, 87],
              [88, 90],
              [95, 97],
              [102, 103],
              [107, 107],
              [111, 113],
              [118, 118],
              [119, 119],
              [124, 126],
              [128, 130],
              [134, 134],
              [139, 142],
              [143, 144],
              [145, 148],
              [150, 150],
              [151, 151],
              [154, 157],
              [161, 163],
              [168, 170],
              [173, 175],
              [178, 179],
              [183, 186],
              [190, 191],
              [195, 196],
              [200, 202],
              [204, 205],
              [210, 211],
              [213, 215],
              [216, 217],
              [222, 223],
              [226, 229],
              [230, 231],
              [235, 236],
              [237, 238],
              [239, 239],
              [242, 243],
              [246, 248],
              [253, 255],
              [259, 262],
              [265, 267],
              [271, 272],
              [277, 280],
              [285, 288],
              [293, 293],
              [294, 295],
              [300, 301],
              [304, 304],
              [306, 306],
              [308, 309],
              [313, 315],
              [317, 317],
              [322, 325],
              [330, 332],
              [334, 334],
              [338, 339],
              [340, 343],
              [348, 350],
              [351, 353],
              [354, 357],
              [359, 362],
              [367, 369],
              [374, 374],
              [375, 377],
              [381, 382],
              [387, 387],
            ],
            [
              [11, 46],
              [67, 82],
              [91, 112],
              [145, 202],
              [216, 257],
              [282, 296],
              [299, 359],
              [379, 400],
              [438, 459],
              [485, 491],
              [499, 546],
              [577, 590],
              [614, 646],
              [676, 683],
              [703, 729],
              [757, 806],
              [839, 854],
              [879, 894],
              [906, 929],
              [938, 959],
            ],
          ],
          expected: [
            [14, 14],
            [19, 21],
            [25, 27],
            [32, 34],
            [39, 42],
            [67, 67],
            [72, 75],
            [77, 77],
            [82, 82],
            [95, 97],
            [102, 103],
            [107, 107],
            [111, 112],
            [145, 148],
            [150, 150],
            [151, 151],
            [154, 157],
            [161, 163],
            [168, 170],
            [173, 175],
            [178, 179],
            [183, 186],
            [190, 191],
            [195, 196],
            [200, 202],
            [216, 217],
            [222, 223],
            [226, 229],
            [230, 231],
            [235, 236],
            [237, 238],
            [239, 239],
            [242, 243],
            [246, 248],
            [253, 255],
            [285, 288],
            [293, 293],
            [294, 295],
            [300, 301],
            [304, 304],
            [306, 306],
            [308, 309],
            [313, 315],
            [317, 317],
            [322, 325],
            [330, 332],
            [334, 334],
            [338, 339],
            [340, 343],
            [348, 350],
            [351, 353],
            [354, 357],
            [359, 359],
            [381, 382],
            [387, 387],
          ],
        },
      ],
      companies: { Google: 8, Amazon: 11, Microsoft: 9, Apple: 5, Netflix: 2, LinkedIn: 6, Meta: 18 },
    },
    {
      slug: "smallest-interval-for-each-query",
      title: "Smallest Interval Covering Each Query",
      difficulty: "hard",
      statement: `You are given a list of closed intervals \`[start, end]\` of integers and a list of integer \`queries\`. The **size** of an interval is the number of integers it contains, \`end - start + 1\`.

For each query \`q\`, find the smallest size among the intervals that contain \`q\` (that is, \`start <= q <= end\`). If no interval contains \`q\`, the answer for that query is \`-1\`.

Return the answers in the same order as \`queries\`.

### Examples

**Example 1**

\`\`\`
Input: intervals = [[1, 5], [3, 5], [4, 8], [5, 5]], queries = [3, 4, 5, 6, 9]
Output: [3, 3, 1, 5, -1]
\`\`\`

Query 3 lies in \`[1,5]\` (size 5) and \`[3,5]\` (size 3). Query 5 also lies in \`[5,5]\`, whose size is 1. Query 6 lies only in \`[4,8]\`, and no interval contains 9.

**Example 2**

\`\`\`
Input: intervals = [[3, 4], [3, 7], [1, 9], [30, 33]], queries = [3, 25, 6, 31]
Output: [2, -1, 5, 4]
\`\`\`

Query 3 is best served by \`[3, 4]\` (two integers). No interval contains 25. Query 31 is only in \`[30, 33]\`, which holds four integers.

### Constraints

- \`1 <= intervals.length <= 10^5\`
- \`1 <= queries.length <= 10^5\`
- \`1 <= start <= end <= 10^7\`
- \`1 <= queries[j] <= 10^7\`
`,
      functionName: "smallestIntervalForQueries",
      params: [
        { name: "intervals", type: "int[][]" },
        { name: "queries", type: "int[]" },
      ],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def smallestIntervalForQueries(intervals: List[List[int]], queries: List[int]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `/**
 * @param {number[][]} intervals
 * @param {number[]} queries
 * @return {number[]}
 */
function smallestIntervalForQueries(intervals, queries) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] smallestIntervalForQueries(int[][] intervals, int[] queries) {
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

vector<int> smallestIntervalForQueries(vector<vector<int>>& intervals, vector<int>& queries) {
    // Write your code here
    return {};
}
`,
        go: `package main

func smallestIntervalForQueries(intervals [][]int, queries []int) []int {
	// Write your code here
	return []int{}
}
`,
      },
      solutions: {
        python: `import heapq


def smallestIntervalForQueries(intervals, queries):
    intervals = sorted(intervals)
    answer = [-1] * len(queries)
    active = []  # (size, end) of intervals that start at or before the query
    i = 0
    for q, idx in sorted((q, idx) for idx, q in enumerate(queries)):
        while i < len(intervals) and intervals[i][0] <= q:
            start, end = intervals[i]
            heapq.heappush(active, (end - start + 1, end))
            i += 1
        while active and active[0][1] < q:
            heapq.heappop(active)
        if active:
            answer[idx] = active[0][0]
    return answer
`,
        javascript: `class MinHeap {
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
      const p = (i - 1) >> 1;
      if (!this.less(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
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
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

function smallestIntervalForQueries(intervals, queries) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const order = queries.map((q, idx) => idx).sort((a, b) => queries[a] - queries[b]);
  const answer = new Array(queries.length).fill(-1);
  const active = new MinHeap((x, y) => x[0] < y[0] || (x[0] === y[0] && x[1] < y[1]));
  let i = 0;
  for (const idx of order) {
    const q = queries[idx];
    while (i < sorted.length && sorted[i][0] <= q) {
      const [start, end] = sorted[i];
      active.push([end - start + 1, end]);
      i++;
    }
    while (active.size > 0 && active.peek()[1] < q) active.pop();
    if (active.size > 0) answer[idx] = active.peek()[0];
  }
  return answer;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] smallestIntervalForQueries(int[][] intervals, int[] queries) {
        int[][] sorted = intervals.clone();
        Arrays.sort(sorted, (a, b) -> Integer.compare(a[0], b[0]));
        Integer[] order = new Integer[queries.length];
        for (int k = 0; k < order.length; k++) order[k] = k;
        Arrays.sort(order, (a, b) -> Integer.compare(queries[a], queries[b]));
        int[] answer = new int[queries.length];
        Arrays.fill(answer, -1);
        // (size, end) of intervals that start at or before the query, smallest size first
        PriorityQueue<int[]> active = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int i = 0;
        for (int idx : order) {
            int q = queries[idx];
            while (i < sorted.length && sorted[i][0] <= q) {
                active.add(new int[] {sorted[i][1] - sorted[i][0] + 1, sorted[i][1]});
                i++;
            }
            while (!active.isEmpty() && active.peek()[1] < q) active.poll();
            if (!active.isEmpty()) answer[idx] = active.peek()[0];
        }
        return answer;
    }
}
`,
        cpp: `#include <algorithm>
#include <functional>
#include <numeric>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

vector<int> smallestIntervalForQueries(vector<vector<int>>& intervals, vector<int>& queries) {
    vector<vector<int>> sorted(intervals);
    sort(sorted.begin(), sorted.end());
    vector<int> order(queries.size());
    iota(order.begin(), order.end(), 0);
    sort(order.begin(), order.end(), [&](int a, int b) { return queries[a] < queries[b]; });
    vector<int> answer(queries.size(), -1);
    // (size, end) of intervals that start at or before the query, smallest size first
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> active;
    size_t i = 0;
    for (int idx : order) {
        int q = queries[idx];
        while (i < sorted.size() && sorted[i][0] <= q) {
            active.push({sorted[i][1] - sorted[i][0] + 1, sorted[i][1]});
            i++;
        }
        while (!active.empty() && active.top().second < q) active.pop();
        if (!active.empty()) answer[idx] = active.top().first;
    }
    return answer;
}
`,
        go: `package main

import (
	"container/heap"
	"sort"
)

// activeHeap holds (size, end) pairs, smallest size first.
type activeHeap [][2]int

func (h activeHeap) Len() int { return len(h) }
func (h activeHeap) Less(i, j int) bool {
	if h[i][0] != h[j][0] {
		return h[i][0] < h[j][0]
	}
	return h[i][1] < h[j][1]
}
func (h activeHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *activeHeap) Push(x interface{}) { *h = append(*h, x.([2]int)) }
func (h *activeHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func smallestIntervalForQueries(intervals [][]int, queries []int) []int {
	sorted := append([][]int(nil), intervals...)
	sort.Slice(sorted, func(a, b int) bool { return sorted[a][0] < sorted[b][0] })
	order := make([]int, len(queries))
	for k := range order {
		order[k] = k
	}
	sort.Slice(order, func(a, b int) bool { return queries[order[a]] < queries[order[b]] })
	answer := make([]int, len(queries))
	for k := range answer {
		answer[k] = -1
	}
	active := &activeHeap{}
	i := 0
	for _, idx := range order {
		q := queries[idx]
		for i < len(sorted) && sorted[i][0] <= q {
			heap.Push(active, [2]int{sorted[i][1] - sorted[i][0] + 1, sorted[i][1]})
			i++
		}
		for active.Len() > 0 && (*active)[0][1] < q {
			heap.Pop(active)
		}
		if active.Len() > 0 {
			answer[idx] = (*active)[0][0]
		}
	}
	return answer
}
`,
      },
      solutionExplanation: `### Idea

Checking every interval for every query costs \`O(n·m)\`. Instead, answer the queries **offline in increasing order** and sweep the sorted intervals alongside them, the way a merge-intervals sweep moves along the number line.

For the current query \`q\`:

- every interval with \`start <= q\` becomes a candidate (and stays one for all larger queries, as far as the start is concerned);
- a candidate with \`end < q\` can never contain this or any later query, so it can be thrown away for good.

A min-heap ordered by size keeps the best candidate on top. Expired intervals are removed lazily, only when they reach the top.

### Step by step

1. Sort the intervals by start. Sort the query indices by query value, so answers can be written back in the original order.
2. For each query \`q\` in increasing order:
   - Push \`(size, end)\` for every interval not yet added whose start is \`<= q\`.
   - Pop from the heap while the top's \`end < q\`.
   - If the heap is non-empty, its top size is the answer for this query; otherwise the answer stays \`-1\`.
3. Return the answers.

Lazy removal is safe: an expired interval buried under a smaller valid one does no harm, and it is popped as soon as it surfaces.

### Complexity

- **Time:** \`O(n log n + m log m)\`: sorting both lists, and each interval is pushed and popped at most once.
- **Space:** \`O(n + m)\` for the heap, the sorted copies and the answers.
`,
      visibleTests: [
        {
          input: [
            [
              [1, 5],
              [3, 5],
              [4, 8],
              [5, 5],
            ],
            [3, 4, 5, 6, 9],
          ],
          expected: [3, 3, 1, 5, -1],
        },
        {
          input: [
            [
              [3, 4],
              [3, 7],
              [1, 9],
              [30, 33],
            ],
            [3, 25, 6, 31],
          ],
          expected: [2, -1, 5, 4],
        },
      ],
      hiddenTests: [
        { input: [[[1, 1]], [1]], expected: [1] },
        { input: [[[1, 1]], [2]], expected: [-1] },
        { input: [[[5, 10]], [4, 5, 10, 11]], expected: [-1, 6, 6, -1] },
        {
          input: [
            [
              [1, 10],
              [1, 10],
              [3, 3],
            ],
            [3, 3, 3],
          ],
          expected: [1, 1, 1],
        },
        { input: [[[1, 10000000]], [1, 10000000, 5000000]], expected: [10000000, 10000000, 10000000] },
        {
          input: [
            [
              [4, 5],
              [1, 2],
            ],
            [3],
          ],
          expected: [-1],
        },
        {
          input: [
            [
              [2, 8],
              [3, 5],
              [6, 7],
            ],
            [8, 7, 6, 5, 4, 3, 2, 1],
          ],
          expected: [7, 2, 2, 3, 3, 3, 7, -1],
        },
        {
          input: [
            [
              [1, 3],
              [3, 3],
              [3, 9],
            ],
            [3, 2, 9, 10],
          ],
          expected: [1, 3, 7, -1],
        },
        {
          input: [
            [
              [1741, 1841],
              [468, 712],
              [465, 490],
              [551, 608],
              [1028, 1185],
              [418, 573],
              [1138, 1196],
              [1824, 2113],
              [519, 591],
              [1032, 1117],
              [1269, 1338],
              [917, 967],
              [880, 960],
              [361, 408],
              [845, 1144],
              [1321, 1460],
              [703, 721],
              [1347, 1445],
              [1672, 1872],
              [63, 207],
              [1272, 1346],
              [1102, 1328],
              [1709, 1774],
              [444, 712],
              [589, 593],
              [400, 557],
              [411, 545],
              [1240, 1292],
              [348, 443],
              [1737, 1915],
              [457, 716],
              [1430, 1541],
              [1550, 1839],
              [910, 1011],
              [439, 580],
              [1033, 1277],
              [1488, 1624],
              [1316, 1345],
              [932, 1226],
              [1286, 1409],
              [180, 423],
              [1332, 1575],
              [791, 902],
              [73, 203],
              [1370, 1590],
              [1661, 1702],
              [889, 956],
              [1136, 1341],
              [158, 229],
              [268, 362],
              [496, 739],
              [393, 622],
              [1881, 2152],
              [291, 355],
              [1035, 1035],
              [42, 116],
              [1621, 1631],
              [1958, 2015],
              [1598, 1706],
              [1865, 2085],
              [63, 312],
              [1706, 1985],
              [352, 638],
              [1191, 1386],
              [1169, 1235],
              [1690, 1889],
              [544, 566],
              [1318, 1540],
              [1244, 1312],
              [1619, 1630],
              [898, 1127],
              [925, 940],
              [696, 706],
              [1849, 1995],
              [1013, 1101],
              [8, 96],
              [1802, 1945],
              [1306, 1605],
              [1548, 1811],
              [1715, 1875],
              [1514, 1651],
              [345, 541],
              [865, 998],
              [1076, 1121],
              [1199, 1449],
              [223, 379],
              [1036, 1244],
              [158, 264],
              [924, 1095],
              [1419, 1521],
              [1685, 1697],
              [1772, 2011],
              [328, 567],
              [1911, 2179],
              [1077, 1205],
              [499, 674],
              [30, 65],
              [298, 446],
              [1809, 1836],
              [1607, 1904],
              [1957, 2090],
              [1342, 1490],
              [480, 678],
              [537, 540],
              [1464, 1725],
              [1288, 1453],
              [668, 782],
              [1955, 2037],
              [1810, 1893],
              [914, 1080],
              [988, 1179],
              [1174, 1368],
              [48, 228],
              [1330, 1623],
              [402, 646],
              [427, 579],
              [1708, 1897],
              [1019, 1048],
              [1918, 2142],
              [1167, 1253],
              [21, 316],
              [151, 416],
              [152, 356],
              [1748, 1898],
              [1250, 1542],
              [1142, 1205],
              [1294, 1420],
              [1716, 1969],
              [1625, 1879],
              [900, 1154],
              [337, 440],
              [1699, 1851],
              [238, 508],
              [530, 548],
              [1416, 1458],
              [1348, 1382],
              [956, 1082],
              [1127, 1210],
              [190, 420],
              [193, 258],
              [1371, 1450],
              [1236, 1397],
              [420, 617],
              [1244, 1396],
              [742, 813],
              [248, 393],
              [1309, 1475],
              [1746, 1986],
              [294, 511],
              [1875, 2075],
            ],
            [
              1451, 1482, 420, 1301, 1535, 1374, 1508, 499, 1949, 2259, 570, 639, 1019, 1415, 569, 575, 1044, 1641, 1932, 667, 881, 2339, 312, 1715,
              2023, 1839, 428, 86, 1103, 998, 44, 414, 1795, 890, 1710, 448, 2334, 2349, 1495, 2348, 1777, 1847, 372, 706, 954, 2275, 558, 766, 876,
              855, 720, 1996, 1490, 1803, 1234, 2258, 1391, 1844, 889, 535, 895, 1372, 213, 995, 1783, 1659, 1741, 196, 2171, 308, 1443, 1, 2284, 938,
              171, 1215, 757, 2199, 2246, 850, 945, 1385, 2008, 1195, 997, 2251, 1804, 240, 2325, 1592, 735, 1448, 1529, 1599, 1902, 989, 1506, 1646,
              22, 966, 162, 360, 1730, 302, 1111, 876, 507, 2010, 73, 1957, 956, 1096, 1063, 1971, 1236, 1460, 856, 586, 1608, 2259, 1867, 260, 1558,
              1843, 1252, 1769, 720, 2061, 1766, 1553, 845, 376, 2368, 852, 1410, 1460, 1055, 1386, 663, 86, 187, 1282, 1870, 649, 1728, 856, 1465,
              1476, 645, 2369,
            ],
          ],
          expected: [
            43, 103, 96, 69, 112, 35, 103, 135, 147, -1, 58, 176, 30, 80, 58, 58, 30, 109, 144, 176, 81, -1, 65, 66, 83, 84, 96, 75, 46, 102, 36, 96,
            101, 68, 66, 135, -1, -1, 103, -1, 101, 84, 48, 11, 51, -1, 23, 72, 112, 112, 19, 58, 103, 101, 67, -1, 80, 84, 68, 19, 68, 35, 66, 102,
            101, 109, 66, 66, 269, 65, 43, -1, -1, 16, 72, 67, 72, -1, -1, 112, 51, 80, 58, 59, 102, -1, 101, 66, -1, 137, 115, 43, 112, 109, 144,
            102, 103, 109, 89, 51, 72, 95, 66, 65, 46, 112, 135, 58, 75, 83, 51, 46, 86, 58, 87, 103, 112, 58, 109, -1, 84, 107, 137, 84, 53, 66, 19,
            134, 66, 137, 112, 48, -1, 112, 80, 103, 86, 80, 176, 75, 72, 53, 84, 176, 66, 112, 103, 103, 176, -1,
          ],
        },
        {
          input: [
            [
              [5885225, 5890936],
              [6819805, 6884015],
              [741393, 827969],
              [6615631, 6708779],
              [9067629, 9113858],
              [9859001, 9910430],
              [2661310, 2735653],
              [9645981, 9686643],
              [7556644, 7642930],
              [2356691, 2381259],
              [3954008, 3978426],
              [9146497, 9191413],
              [1443517, 1463697],
              [817973, 833931],
              [9116660, 9123845],
              [9640461, 9672822],
              [6524089, 6606869],
              [4446553, 4535408],
              [171682, 239208],
              [9380006, 9389920],
              [7378344, 7402729],
              [6114990, 6157028],
              [2547634, 2637576],
              [4571742, 4610300],
              [4065881, 4086576],
              [13864, 77905],
              [4059627, 4080937],
              [4559526, 4634469],
              [1661528, 1666050],
              [4043591, 4110261],
              [6834636, 6855270],
              [3791314, 3845801],
              [1784862, 1824329],
              [6756004, 6780494],
              [4857053, 4894756],
              [8355280, 8363697],
              [8118679, 8192713],
              [3131289, 3134214],
              [1546352, 1639292],
              [9120107, 9185135],
              [5601156, 5643800],
              [3623396, 3705175],
              [8685189, 8691462],
              [4652902, 4672336],
              [3819265, 3892586],
              [2105879, 2145296],
              [637331, 671057],
              [6228141, 6315183],
              [4276237, 4363166],
              [6359068, 6398572],
              [1520999, 1522064],
              [105082, 152398],
              [3639639, 3704590],
              [6782365, 6782539],
              [9623877, 9646519],
              [1000150, 1062172],
              [7695777, 7777429],
              [2304412, 2390255],
              [3424832, 3478762],
              [3649750, 3678631],
              [3906142, 3977889],
              [4980442, 5014336],
              [7062304, 7095834],
              [6097765, 6142622],
              [4634672, 4734489],
              [8209720, 8242896],
              [5687984, 5713588],
              [6947003, 6952206],
              [2604747, 2704299],
              [421920, 493440],
              [3735064, 3768979],
              [1377707, 1462191],
              [3826985, 3873430],
              [424624, 438735],
              [2288857, 2308043],
              [6251736, 6311862],
              [444686, 534852],
              [5566800, 5628600],
              [9060434, 9104966],
              [5859644, 5915946],
              [1758354, 1783241],
              [7937495, 8031878],
              [1606306, 1629932],
              [634754, 727693],
              [8008100, 8038763],
              [6625918, 6642307],
              [1404956, 1501457],
              [124169, 171705],
              [870577, 927137],
              [3502279, 3532068],
              [4728757, 4812215],
              [5776766, 5796986],
              [5512589, 5590620],
              [7328730, 7378275],
              [7815285, 7889191],
              [6611997, 6671649],
              [9875391, 9939659],
              [4470877, 4471412],
              [4047113, 4123072],
              [7181185, 7210351],
            ],
            [
              3661546, 8334905, 9053006, 3372640, 8006936, 2317803, 3263866, 9013391, 1726883, 6736894, 5789267, 4221961, 2219908, 4314944, 1055179,
              6794566, 5832242, 1518138, 5777735, 4030720, 8209627, 2855639, 5705236, 1737354, 5553307, 2691362, 764737, 835572, 8594728, 8363970,
              3510451, 5165577, 847860, 6715657, 124198, 9047688, 2463402, 6239403, 8300621, 2035749, 9809110, 5478047, 2487418, 8585850, 1049308,
              3217882, 8310734, 4058777, 1164970, 4048695, 563206, 284472, 1131464, 548398, 6684466, 9790225, 6253606, 9922733, 8795704, 27325,
              129493, 771102, 6151283, 4188805, 7464074, 1918855, 3943953, 4838060, 8032947, 6351211, 6401563, 6000923, 7902279, 6074781, 9408906,
              1627017, 6318156, 7024699, 4549152, 7074785, 30628, 2138246, 409633, 8239918, 6397596, 3572592, 9810936, 1917479, 2078553, 7458385,
              6666878, 4108258, 5106203, 689025, 8292512, 9565815, 1262940, 5236405, 5295790, 7966459,
            ],
          ],
          expected: [
            28882, -1, -1, -1, 94384, 85844, -1, -1, -1, -1, 20221, -1, -1, 86930, 62023, -1, -1, -1, 20221, -1, -1, -1, 25605, -1, 78032, 74344,
            86577, -1, -1, -1, 29790, -1, -1, -1, 47317, -1, -1, 87043, -1, -1, -1, -1, -1, -1, 62023, -1, -1, 66671, -1, 66671, -1, -1, -1, -1,
            93149, -1, 60127, 64269, -1, 64042, 47317, 86577, 42039, -1, -1, -1, 71748, -1, 30664, -1, -1, -1, -1, -1, -1, 23627, -1, -1, -1, 33531,
            64042, 39418, -1, 33177, 39505, -1, -1, -1, -1, -1, 59653, 66671, -1, 92940, -1, -1, -1, -1, -1, 94384,
          ],
        },
      ],
      companies: { Google: 7, Amazon: 6, Microsoft: 3, Apple: 2, Netflix: 1, LinkedIn: 2, Meta: 6 },
    },
  ],
  finalRemarks: `## Final remarks

Interval problems become manageable the moment the intervals are sorted. After that, almost every solution in this module is a single sweep that compares the current interval with the last one it produced.

Things worth remembering:

- **Sort by start**, and say so explicitly: it costs \`O(n log n)\` and usually dominates the running time. If the input is already sorted (insertion, intersection), skip the sort and keep the sweep linear.
- **Settle the boundary rule first.** Decide whether touching intervals overlap and express it in exactly one comparison (\`<\` or \`<=\`). Most wrong answers in interviews come from mixing the two.
- **Extend with \`max\`.** When merging, the end of the merged interval is the maximum of the ends, because a later interval can sit entirely inside an earlier one.
- **Two sorted lists call for two pointers.** Advance the pointer whose interval ends first; it cannot intersect anything further along the other list.
- **Queries about points** pair naturally with a sweep over sorted queries and a heap of active intervals, as in the final problem.

Scheduling problems that ask how many resources are needed at once (meeting rooms, CPU cores) are the next step; they combine this sweep with a min-heap of end times, a tool you will meet again in the heap-based modules.
`,
  companyFrequency: { Google: 26, Amazon: 30, Microsoft: 18, Apple: 13, Netflix: 6, LinkedIn: 14, Meta: 28 },
};
