// Coding roadmap pattern: Cyclic Sort. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "cyclic-sort",
  title: "Cyclic Sort",
  summary:
    "Use the array as its own hash table when values lie in 1..n: missing numbers, duplicates and the smallest absent positive in O(n) time and O(1) space.",
  introduction: `# Introduction to Cyclic Sort

**Cyclic sort** is a specialised in-place sorting technique for arrays whose values come from a **known, contiguous range**, such as \`1..n\` or \`0..n\`. Because the range tells us exactly where every value belongs (value \`v\` belongs at index \`v - 1\`, or at index \`v\` for a \`0..n\` range), we never need comparisons between elements. We simply walk the array and keep swapping the current element into its home position until the current position holds the right value or a value that has no home.

Every swap puts at least one element into its final place, so there are at most \`n\` swaps in total and the whole sort runs in **O(n) time with O(1) extra space**.

## When to recognise it

- The problem mentions numbers "in the range 1 to n" (or 0 to n) in an array of size about \`n\`.
- You are asked for **missing** numbers, **duplicated** numbers, or a "corrupt" pair, ideally in linear time and constant extra space.
- A hash set would solve it easily, but the interviewer asks you not to use extra memory.
- The question asks for the smallest positive number that is absent: only values \`1..n\` can matter, so the rest can be ignored.

## The core loop

\`\`\`python
def cyclic_sort(nums):
    i = 0
    while i < len(nums):
        home = nums[i] - 1                  # where nums[i] belongs
        if 0 <= home < len(nums) and nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1                           # in place, duplicate or out of range
    return nums
\`\`\`

Three details matter:

1. **Do not advance \`i\` after a swap.** The value that just arrived at index \`i\` also needs a home.
2. **Compare values, not indices** (\`nums[i] != nums[home]\`). If the home already holds the same value, we have found a duplicate; swapping would loop forever.
3. **Skip out-of-range values** (zero, negatives, values above \`n\`). They stay wherever they end up.

## Worked example

Sort \`[3, 1, 5, 4, 2]\`:

| i | array before | action |
|---|--------------|--------|
| 0 | \`[3, 1, 5, 4, 2]\` | 3 belongs at index 2: swap → \`[5, 1, 3, 4, 2]\` |
| 0 | \`[5, 1, 3, 4, 2]\` | 5 belongs at index 4: swap → \`[2, 1, 3, 4, 5]\` |
| 0 | \`[2, 1, 3, 4, 5]\` | 2 belongs at index 1: swap → \`[1, 2, 3, 4, 5]\` |
| 0 to 4 | \`[1, 2, 3, 4, 5]\` | every value is home: advance |

After the sort, a **second pass** reads the answer: any index \`i\` whose value is not \`i + 1\` reveals a missing number (\`i + 1\`) and, often, a duplicate (the value sitting there).

## What is in this module

You will find the missing number of \`0..n\`, the duplicated and missing pair of a corrupted set, all repeated values, the first \`k\` missing positives, and finally the smallest missing positive of an arbitrary array, the classic hard problem that this pattern solves in linear time and constant space.
`,
  problems: [
    {
      slug: "missing-number-in-range",
      title: "The Missing Number in 0..n",
      difficulty: "easy",
      statement: `An array \`nums\` holds \`n\` **distinct** numbers taken from the range \`0..n\` (inclusive). Exactly one number of that range is therefore absent.

Return the missing number. Aim for O(n) time and O(1) extra space.

### Examples

**Example 1**

\`\`\`text
Input: nums = [3,0,1]
Output: 2
\`\`\`

n = 3, so the range is 0..3 and 2 is absent.

**Example 2**

\`\`\`text
Input: nums = [0,1]
Output: 2
\`\`\`

n = 2; both 0 and 1 are present, so 2 is missing.

**Example 3**

\`\`\`text
Input: nums = [1]
Output: 0
\`\`\`

n = 1; the range is 0..1 and 0 is absent.

### Constraints

- 1 ≤ n == nums.length ≤ 10^4
- 0 ≤ nums[i] ≤ n
- All values in \`nums\` are distinct.
`,
      functionName: "findMissingNumber",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def findMissingNumber(nums: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function findMissingNumber(nums) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int findMissingNumber(int[] nums) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int findMissingNumber(vector<int> nums) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func findMissingNumber(nums []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def findMissingNumber(nums):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i]                 # value v belongs at index v
        if home < n and nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    for i in range(n):
        if nums[i] != i:
            return i
    return n
`,
        javascript: `function findMissingNumber(nums) {
  const n = nums.length;
  let i = 0;
  while (i < n) {
    const home = nums[i];
    if (home < n && nums[i] !== nums[home]) {
      [nums[i], nums[home]] = [nums[home], nums[i]];
    } else {
      i += 1;
    }
  }
  for (let k = 0; k < n; k++) {
    if (nums[k] !== k) return k;
  }
  return n;
}
`,
        java: `class Solution {
    public static int findMissingNumber(int[] nums) {
        int n = nums.length, i = 0;
        while (i < n) {
            int home = nums[i]; // value v belongs at index v
            if (home < n && nums[i] != nums[home]) {
                nums[i] = nums[home];
                nums[home] = home;
            } else {
                i++;
            }
        }
        for (i = 0; i < n; i++) {
            if (nums[i] != i) return i;
        }
        return n;
    }
}
`,
        cpp: `#include <utility>
#include <vector>
using namespace std;

int findMissingNumber(vector<int> nums) {
    int n = nums.size(), i = 0;
    while (i < n) {
        int home = nums[i];  // value v belongs at index v
        if (home < n && nums[i] != nums[home]) swap(nums[i], nums[home]);
        else i++;
    }
    for (i = 0; i < n; i++) {
        if (nums[i] != i) return i;
    }
    return n;
}
`,
        go: `package main

func findMissingNumber(nums []int) int {
	n, i := len(nums), 0
	for i < n {
		home := nums[i] // value v belongs at index v
		if home < n && nums[i] != nums[home] {
			nums[i], nums[home] = nums[home], nums[i]
		} else {
			i++
		}
	}
	for i := 0; i < n; i++ {
		if nums[i] != i {
			return i
		}
	}
	return n
}
`,
      },
      solutionExplanation: `## Idea

The values come from \`0..n\`, and the array has indices \`0..n-1\`, so every value except \`n\` has a natural home: value \`v\` belongs at index \`v\`. Cyclic sort puts every value with a home into it. Afterwards, the first index \`i\` that does not hold \`i\` is the missing number. If every index is correct, the missing number is \`n\`.

(Summing \`0..n\` and subtracting the array's sum, or XOR-ing, also work. Cyclic sort is shown here because the same loop solves the rest of this module.)

## Step by step

1. \`i = 0\`. While \`i < n\`:
   - \`home = nums[i]\`;
   - if \`home < n\` and \`nums[home] != nums[i]\`, swap \`nums[i]\` with \`nums[home]\` and stay at \`i\`;
   - otherwise (the value is \`n\` or already home) advance \`i\`.
2. Scan \`i = 0 .. n-1\` and return the first \`i\` with \`nums[i] != i\`.
3. If none is found, return \`n\`.

For \`[3, 0, 1]\`: 3 has no home (n = 3), so move on; at \`i = 1\`, 0 goes to index 0 → \`[0, 3, 1]\`; 3 stays; at \`i = 2\`, 1 goes to index 1 → \`[0, 1, 3]\`. The scan finds index 2 holding 3, so 2 is missing.

## Complexity

- Time: O(n): each swap places one value in its final position, so there are at most \`n\` swaps.
- Space: O(1) (the input is rearranged in place).

## Python solution

\`\`\`python
def findMissingNumber(nums):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i]                 # value v belongs at index v
        if home < n and nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    for i in range(n):
        if nums[i] != i:
            return i
    return n
\`\`\`
`,
      visibleTests: [
        { input: [[3, 0, 1]], expected: 2 },
        { input: [[0, 1]], expected: 2 },
        { input: [[1]], expected: 0 },
      ],
      hiddenTests: [
        { input: [[0]], expected: 1 },
        { input: [[0, 2]], expected: 1 },
        { input: [[2, 0]], expected: 1 },
        { input: [[1, 2]], expected: 0 },
        { input: [[9, 6, 4, 2, 3, 5, 7, 0, 1]], expected: 8 },
        { input: [[0, 1, 2, 3, 4, 5, 6, 7, 8]], expected: 9 },
        { input: [[5, 4, 3, 2, 1]], expected: 0 },
        { input: [[4, 2, 0, 1]], expected: 3 },
        {
          input: [
            [
              1000, 999, 998, 997, 996, 995, 994, 993, 992, 991, 990, 989, 988, 987, 986, 985, 984, 983, 982, 981, 980, 979, 978, 977, 976, 975, 974,
              973, 972, 971, 970, 969, 968, 967, 966, 965, 964, 963, 962, 961, 960, 959, 958, 957, 956, 955, 954, 953, 952, 951, 950, 949, 948, 947,
              946, 945, 944, 943, 942, 941, 940, 939, 938, 937, 936, 935, 934, 933, 932, 931, 930, 929, 928, 927, 926, 925, 924, 923, 922, 921, 920,
              919, 918, 917, 916, 915, 914, 913, 912, 911, 910, 909, 908, 907, 906, 905, 904, 903, 902, 901, 900, 899, 898, 897, 896, 895, 894, 893,
              892, 891, 890, 889, 888, 887, 886, 885, 884, 883, 882, 881, 880, 879, 878, 877, 876, 875, 874, 873, 872, 871, 870, 869, 868, 867, 866,
              865, 864, 863, 862, 861, 860, 859, 858, 857, 856, 855, 854, 853, 852, 851, 850, 849, 848, 847, 846, 845, 844, 843, 842, 841, 840, 839,
              838, 837, 836, 835, 834, 833, 832, 831, 830, 829, 828, 827, 826, 825, 824, 823, 822, 821, 820, 819, 818, 817, 816, 815, 814, 813, 812,
              811, 810, 809, 808, 807, 806, 805, 804, 803, 802, 801, 800, 799, 798, 797, 796, 795, 794, 793, 792, 791, 790, 789, 788, 787, 786, 785,
              784, 783, 782, 781, 780, 779, 778, 777, 776, 775, 774, 773, 772, 771, 770, 769, 768, 767, 766, 765, 764, 763, 762, 761, 760, 759, 758,
              757, 756, 755, 754, 753, 752, 751, 750, 749, 748, 747, 746, 745, 744, 743, 742, 741, 740, 739, 738, 737, 736, 735, 734, 733, 732, 731,
              730, 729, 728, 727, 726, 725, 724, 723, 722, 721, 720, 719, 718, 717, 716, 715, 714, 713, 712, 711, 710, 709, 708, 707, 706, 705, 704,
              703, 702, 701, 700, 699, 698, 697, 696, 695, 694, 693, 692, 691, 690, 689, 688, 687, 686, 685, 684, 683, 682, 681, 680, 679, 678, 677,
              676, 675, 674, 673, 672, 671, 670, 669, 668, 667, 666, 665, 664, 663, 662, 661, 660, 659, 658, 657, 656, 655, 654, 653, 652, 651, 650,
              649, 648, 647, 646, 645, 644, 643, 642, 641, 640, 639, 638, 637, 636, 635, 634, 633, 632, 631, 630, 629, 628, 627, 626, 625, 624, 623,
              622, 621, 620, 619, 618, 617, 616, 615, 614, 613, 612, 611, 610, 609, 608, 607, 606, 605, 604, 603, 602, 601, 600, 599, 598, 597, 596,
              595, 594, 593, 592, 591, 590, 589, 588, 587, 586, 585, 584, 583, 582, 581, 580, 579, 578, 577, 576, 575, 574, 573, 572, 571, 570, 569,
              568, 567, 566, 565, 564, 563, 562, 561, 560, 559, 558, 557, 556, 555, 554, 553, 552, 551, 550, 549, 548, 547, 546, 545, 544, 543, 542,
              541, 540, 539, 538, 537, 536, 535, 534, 533, 532, 531, 530, 529, 528, 527, 526, 525, 524, 523, 522, 521, 520, 519, 518, 517, 516, 515,
              514, 513, 512, 511, 510, 509, 508, 507, 506, 505, 504, 503, 502, 501, 500, 499, 498, 497, 496, 495, 494, 493, 492, 491, 490, 489, 488,
              487, 486, 485, 484, 483, 482, 481, 480, 479, 478, 477, 476, 475, 474, 473, 472, 471, 470, 469, 468, 467, 466, 465, 464, 463, 462, 461,
              460, 459, 458, 457, 456, 455, 454, 453, 452, 451, 450, 449, 448, 447, 446, 445, 444, 443, 442, 441, 440, 439, 438, 437, 436, 435, 434,
              433, 432, 431, 430, 429, 428, 427, 426, 425, 424, 423, 422, 421, 420, 419, 418, 417, 416, 415, 414, 413, 412, 411, 410, 409, 408, 407,
              406, 405, 404, 403, 402, 401, 400, 399, 398, 397, 396, 395, 394, 393, 392, 391, 390, 389, 388, 387, 386, 385, 384, 383, 382, 381, 380,
              379, 378, 377, 376, 375, 374, 373, 372, 371, 370, 369, 368, 367, 366, 365, 364, 363, 362, 361, 360, 359, 358, 357, 356, 355, 354, 353,
              352, 351, 350, 349, 348, 347, 346, 345, 344, 343, 342, 341, 340, 339, 338, 337, 336, 335, 334, 333, 332, 331, 330, 329, 328, 327, 326,
              325, 324, 323, 322, 321, 320, 319, 318, 317, 316, 315, 314, 313, 312, 311, 310, 309, 308, 307, 306, 305, 304, 303, 302, 301, 300, 299,
              298, 297, 296, 295, 294, 293, 292, 291, 290, 289, 288, 287, 286, 285, 284, 283, 282, 281, 280, 279, 278, 277, 276, 275, 274, 273, 272,
              271, 270, 269, 268, 267, 266, 265, 264, 263, 262, 261, 260, 259, 258, 257, 256, 255, 254, 253, 252, 251, 250, 249, 248, 247, 246, 245,
              244, 243, 242, 241, 240, 239, 238, 237, 236, 235, 234, 233, 232, 231, 230, 229, 228, 227, 226, 225, 224, 223, 222, 221, 220, 219, 218,
              217, 216, 215, 214, 213, 212, 211, 210, 209, 208, 207, 206, 205, 204, 203, 202, 201, 200, 199, 198, 197, 196, 195, 194, 193, 192, 191,
              190, 189, 188, 187, 186, 185, 184, 183, 182, 181, 180, 179, 178, 177, 176, 175, 174, 173, 172, 171, 170, 169, 168, 167, 166, 165, 164,
              163, 162, 161, 160, 159, 158, 157, 156, 155, 154, 153, 152, 151, 150, 149, 148, 147, 146, 145, 144, 143, 142, 141, 140, 139, 138, 137,
              136, 135, 134, 133, 132, 131, 130, 129, 128, 127, 126, 125, 124, 123, 122, 121, 120, 119, 118, 117, 116, 115, 114, 113, 112, 111, 110,
              109, 108, 107, 106, 105, 104, 103, 102, 101, 100, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89, 88, 87, 86, 85, 84, 83, 82, 81, 80, 79,
              78, 77, 76, 75, 74, 73, 72, 71, 70, 69, 68, 67, 66, 65, 64, 63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45,
              44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11,
              10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
            ],
          ],
          expected: 0,
        },
        { input: [[1, 0, 3]], expected: 2 },
      ],
      companies: { Google: 9, Amazon: 16, Microsoft: 14, Apple: 8, Netflix: 2, LinkedIn: 3, Meta: 11 },
    },
    {
      slug: "duplicated-and-missing-pair",
      title: "Find the Duplicate and the Gap",
      difficulty: "medium",
      statement: `An array \`nums\` of length \`n\` was supposed to contain every number from \`1\` to \`n\` exactly once. Because of a data error, one number was overwritten by a copy of another: now one value appears **twice** and one value is **missing**.

Return \`[duplicate, missing]\`. Aim for O(n) time and O(1) extra space.

### Examples

**Example 1**

\`\`\`text
Input: nums = [3,1,2,5,2]
Output: [2,4]
\`\`\`

2 appears twice and 4 is absent.

**Example 2**

\`\`\`text
Input: nums = [1,1]
Output: [1,2]
\`\`\`

1 appears twice and 2 is absent.

**Example 3**

\`\`\`text
Input: nums = [2,2]
Output: [2,1]
\`\`\`

2 appears twice and 1 is absent.

### Constraints

- 2 ≤ n == nums.length ≤ 10^4
- 1 ≤ nums[i] ≤ n
- Exactly one value appears twice and exactly one value of 1..n is missing.
`,
      functionName: "findCorruptPair",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def findCorruptPair(nums: List[int]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `function findCorruptPair(nums) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] findCorruptPair(int[] nums) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<int> findCorruptPair(vector<int> nums) {
    // Write your code here
    return {};
}
`,
        go: `package main

func findCorruptPair(nums []int) []int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def findCorruptPair(nums):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i] - 1
        if nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    for i in range(n):
        if nums[i] != i + 1:
            return [nums[i], i + 1]
    return [-1, -1]
`,
        javascript: `function findCorruptPair(nums) {
  const n = nums.length;
  let i = 0;
  while (i < n) {
    const home = nums[i] - 1;
    if (nums[i] !== nums[home]) {
      [nums[i], nums[home]] = [nums[home], nums[i]];
    } else {
      i += 1;
    }
  }
  for (let k = 0; k < n; k++) {
    if (nums[k] !== k + 1) return [nums[k], k + 1];
  }
  return [-1, -1];
}
`,
        java: `class Solution {
    public static int[] findCorruptPair(int[] nums) {
        int n = nums.length, i = 0;
        while (i < n) {
            int home = nums[i] - 1;
            if (nums[i] != nums[home]) {
                int t = nums[i];
                nums[i] = nums[home];
                nums[home] = t;
            } else {
                i++;
            }
        }
        for (i = 0; i < n; i++) {
            if (nums[i] != i + 1) return new int[] {nums[i], i + 1};
        }
        return new int[] {-1, -1};
    }
}
`,
        cpp: `#include <utility>
#include <vector>
using namespace std;

vector<int> findCorruptPair(vector<int> nums) {
    int n = nums.size(), i = 0;
    while (i < n) {
        int home = nums[i] - 1;
        if (nums[i] != nums[home]) swap(nums[i], nums[home]);
        else i++;
    }
    for (i = 0; i < n; i++) {
        if (nums[i] != i + 1) return {nums[i], i + 1};
    }
    return {-1, -1};
}
`,
        go: `package main

func findCorruptPair(nums []int) []int {
	n, i := len(nums), 0
	for i < n {
		home := nums[i] - 1
		if nums[i] != nums[home] {
			nums[i], nums[home] = nums[home], nums[i]
		} else {
			i++
		}
	}
	for i := 0; i < n; i++ {
		if nums[i] != i+1 {
			return []int{nums[i], i + 1}
		}
	}
	return []int{-1, -1}
}
`,
      },
      solutionExplanation: `## Idea

Cyclic sort the array: every value \`v\` is swapped to index \`v - 1\` unless that index already holds \`v\`. When the sort finishes, every value that appears in the array occupies its home, except the second copy of the duplicate, which has nowhere to go. It ends up in the only slot left free: the home of the missing number.

So a single scan finds the one index \`i\` with \`nums[i] != i + 1\`: the value there is the duplicate and \`i + 1\` is the missing number.

## Step by step

1. \`i = 0\`. While \`i < n\`: if \`nums[i] != nums[nums[i] - 1]\`, swap them; otherwise advance \`i\`.
2. Find the index \`i\` with \`nums[i] != i + 1\`.
3. Return \`[nums[i], i + 1]\`.

For \`[3, 1, 2, 5, 2]\`: swaps produce \`[2, 1, 3, 5, 2]\`, then \`[1, 2, 3, 5, 2]\`; at index 3, 5 goes home → \`[1, 2, 3, 2, 5]\`; at index 3 the value 2 is a duplicate of index 1, so we move on. Index 3 holds 2 instead of 4: the answer is \`[2, 4]\`.

## Complexity

- Time: O(n), at most \`n\` swaps plus one scan.
- Space: O(1).

## Python solution

\`\`\`python
def findCorruptPair(nums):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i] - 1
        if nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    for i in range(n):
        if nums[i] != i + 1:
            return [nums[i], i + 1]
    return [-1, -1]
\`\`\`
`,
      visibleTests: [
        { input: [[3, 1, 2, 5, 2]], expected: [2, 4] },
        { input: [[1, 1]], expected: [1, 2] },
        { input: [[2, 2]], expected: [2, 1] },
      ],
      hiddenTests: [
        { input: [[3, 2, 2]], expected: [2, 1] },
        { input: [[1, 2, 2]], expected: [2, 3] },
        { input: [[4, 3, 1, 1]], expected: [1, 2] },
        { input: [[5, 4, 3, 2, 2]], expected: [2, 1] },
        { input: [[1, 2, 3, 4, 5, 6, 7, 7]], expected: [7, 8] },
        { input: [[6, 1, 2, 3, 4, 6]], expected: [6, 5] },
        { input: [[2, 3, 4, 5, 6, 7, 8, 9, 10, 10]], expected: [10, 1] },
        { input: [[3, 3, 1]], expected: [3, 2] },
        { input: [[1, 5, 3, 2, 2, 7, 6]], expected: [2, 4] },
        { input: [[4, 4, 1, 2]], expected: [4, 3] },
      ],
      companies: { Google: 7, Amazon: 12, Microsoft: 8, Apple: 5, Netflix: 1, LinkedIn: 3, Meta: 6 },
    },
    {
      slug: "all-repeated-in-range",
      title: "Every Number Seen Twice",
      difficulty: "medium",
      statement: `An array \`nums\` of length \`n\` contains values in the range \`1..n\`. Each value appears **once or twice**.

Return all values that appear twice, in any order. Aim for O(n) time and O(1) extra space (not counting the output).

### Examples

**Example 1**

\`\`\`text
Input: nums = [5,3,4,3,5,1]
Output: [3,5]
\`\`\`

3 and 5 each appear twice; 2 and 6 are absent.

**Example 2**

\`\`\`text
Input: nums = [1,1,2]
Output: [1]
\`\`\`

Only 1 is repeated.

**Example 3**

\`\`\`text
Input: nums = [1]
Output: []
\`\`\`

No repeats.

### Constraints

- 1 ≤ n == nums.length ≤ 10^5
- 1 ≤ nums[i] ≤ n
- Each value appears at most twice.
`,
      functionName: "findAllRepeated",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "int[]",
      compare: "unordered",
      starter: {
        python: `from typing import List


def findAllRepeated(nums: List[int]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `function findAllRepeated(nums) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] findAllRepeated(int[] nums) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<int> findAllRepeated(vector<int> nums) {
    // Write your code here
    return {};
}
`,
        go: `package main

func findAllRepeated(nums []int) []int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def findAllRepeated(nums):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i] - 1
        if nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    return [nums[i] for i in range(n) if nums[i] != i + 1]
`,
        javascript: `function findAllRepeated(nums) {
  const n = nums.length;
  let i = 0;
  while (i < n) {
    const home = nums[i] - 1;
    if (nums[i] !== nums[home]) {
      [nums[i], nums[home]] = [nums[home], nums[i]];
    } else {
      i += 1;
    }
  }
  const result = [];
  for (let k = 0; k < n; k++) {
    if (nums[k] !== k + 1) result.push(nums[k]);
  }
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] findAllRepeated(int[] nums) {
        int n = nums.length, i = 0;
        while (i < n) {
            int home = nums[i] - 1;
            if (nums[i] != nums[home]) {
                int t = nums[i];
                nums[i] = nums[home];
                nums[home] = t;
            } else {
                i++;
            }
        }
        List<Integer> repeated = new ArrayList<>();
        for (i = 0; i < n; i++) {
            if (nums[i] != i + 1) repeated.add(nums[i]);
        }
        return repeated.stream().mapToInt(Integer::intValue).toArray();
    }
}
`,
        cpp: `#include <utility>
#include <vector>
using namespace std;

vector<int> findAllRepeated(vector<int> nums) {
    int n = nums.size(), i = 0;
    while (i < n) {
        int home = nums[i] - 1;
        if (nums[i] != nums[home]) swap(nums[i], nums[home]);
        else i++;
    }
    vector<int> repeated;
    for (i = 0; i < n; i++) {
        if (nums[i] != i + 1) repeated.push_back(nums[i]);
    }
    return repeated;
}
`,
        go: `package main

func findAllRepeated(nums []int) []int {
	n, i := len(nums), 0
	for i < n {
		home := nums[i] - 1
		if nums[i] != nums[home] {
			nums[i], nums[home] = nums[home], nums[i]
		} else {
			i++
		}
	}
	repeated := []int{}
	for i := 0; i < n; i++ {
		if nums[i] != i+1 {
			repeated = append(repeated, nums[i])
		}
	}
	return repeated
}
`,
      },
      solutionExplanation: `## Idea

After a cyclic sort, every value that appears at least once sits at its home index \`v - 1\`. A value that appears twice has a second copy that could not go home, so it ends up at some index \`i\` whose own value \`i + 1\` is missing from the array. Because each value appears at most twice, every misplaced element is the second copy of a **different** repeated value. Collecting the misplaced values gives exactly the answer.

## Step by step

1. Cyclic sort: while \`i < n\`, swap \`nums[i]\` to index \`nums[i] - 1\` unless that index already holds the same value; otherwise advance.
2. For every index \`i\` with \`nums[i] != i + 1\`, output \`nums[i]\`.

For \`[5, 3, 4, 3, 5, 1]\` the sort produces \`[1, 3, 3, 4, 5, 5]\`: indices 1 and 5 are misplaced and hold 3 and 5, the repeated values (2 and 6, the homes of those slots, are the missing ones).

An alternative with the same bounds marks visits by negating \`nums[abs(v) - 1]\`; a value whose target is already negative is a repeat. Cyclic sort keeps the values intact, which is easier to reason about.

## Complexity

- Time: O(n).
- Space: O(1) extra, apart from the output.

## Python solution

\`\`\`python
def findAllRepeated(nums):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i] - 1
        if nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    return [nums[i] for i in range(n) if nums[i] != i + 1]
\`\`\`
`,
      visibleTests: [
        { input: [[5, 3, 4, 3, 5, 1]], expected: [3, 5] },
        { input: [[1, 1, 2]], expected: [1] },
        { input: [[1]], expected: [] },
      ],
      hiddenTests: [
        { input: [[1, 2, 3]], expected: [] },
        { input: [[2, 2]], expected: [2] },
        { input: [[1, 1, 2, 2]], expected: [1, 2] },
        { input: [[3, 3, 1]], expected: [3] },
        { input: [[6, 6, 5, 5, 4, 4]], expected: [4, 5, 6] },
        { input: [[2, 1, 2, 1]], expected: [1, 2] },
        { input: [[7, 1, 2, 3, 4, 5, 6]], expected: [] },
        { input: [[10, 2, 5, 10, 9, 1, 1, 4, 3, 7]], expected: [1, 10] },
        { input: [[4, 3, 2, 4, 2, 3]], expected: [2, 3, 4] },
      ],
      companies: { Google: 8, Amazon: 14, Microsoft: 9, Apple: 6, Netflix: 1, LinkedIn: 4, Meta: 12 },
    },
    {
      slug: "first-k-missing-positives",
      title: "First K Missing Positives",
      difficulty: "medium",
      statement: `Given an unsorted integer array \`nums\` (it may contain negatives, zeros, duplicates and very large values) and an integer \`k\`, return the \`k\` smallest **positive** integers that do not appear in \`nums\`, in increasing order.

Aim for O(n + k) time.

### Examples

**Example 1**

\`\`\`text
Input: nums = [3,-1,4,5,5], k = 3
Output: [1,2,6]
\`\`\`

1 and 2 are absent; 3, 4 and 5 are present, so the third missing value is 6.

**Example 2**

\`\`\`text
Input: nums = [2,3,4], k = 3
Output: [1,5,6]
\`\`\`

After 1, the next absent values are 5 and 6.

**Example 3**

\`\`\`text
Input: nums = [-2,-3,4], k = 2
Output: [1,2]
\`\`\`

Negative numbers never count.

### Constraints

- 0 ≤ nums.length ≤ 10^4
- -2^31 ≤ nums[i] ≤ 2^31 - 1
- 1 ≤ k ≤ 10^4
`,
      functionName: "firstKMissingPositives",
      params: [
        { name: "nums", type: "int[]" },
        { name: "k", type: "int" },
      ],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def firstKMissingPositives(nums: List[int], k: int) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `function firstKMissingPositives(nums, k) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] firstKMissingPositives(int[] nums, int k) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<int> firstKMissingPositives(vector<int> nums, int k) {
    // Write your code here
    return {};
}
`,
        go: `package main

func firstKMissingPositives(nums []int, k int) []int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def firstKMissingPositives(nums, k):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i] - 1
        if 0 <= home < n and nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    missing = []
    extras = set()
    for i in range(n):
        if len(missing) < k and nums[i] != i + 1:
            missing.append(i + 1)
            extras.add(nums[i])        # a misplaced value may be larger than n
    candidate = n + 1
    while len(missing) < k:
        if candidate not in extras:
            missing.append(candidate)
        candidate += 1
    return missing
`,
        javascript: `function firstKMissingPositives(nums, k) {
  const n = nums.length;
  let i = 0;
  while (i < n) {
    const home = nums[i] - 1;
    if (home >= 0 && home < n && nums[i] !== nums[home]) {
      [nums[i], nums[home]] = [nums[home], nums[i]];
    } else {
      i += 1;
    }
  }
  const missing = [];
  const extras = new Set();
  for (let j = 0; j < n; j++) {
    if (missing.length < k && nums[j] !== j + 1) {
      missing.push(j + 1);
      extras.add(nums[j]);
    }
  }
  let candidate = n + 1;
  while (missing.length < k) {
    if (!extras.has(candidate)) missing.push(candidate);
    candidate += 1;
  }
  return missing;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] firstKMissingPositives(int[] nums, int k) {
        int n = nums.length, i = 0;
        while (i < n) {
            int home = nums[i] - 1;
            if (home >= 0 && home < n && nums[i] != nums[home]) {
                int t = nums[i];
                nums[i] = nums[home];
                nums[home] = t;
            } else {
                i++;
            }
        }
        List<Integer> missing = new ArrayList<>();
        Set<Integer> extras = new HashSet<>();
        for (i = 0; i < n; i++) {
            if (missing.size() < k && nums[i] != i + 1) {
                missing.add(i + 1);
                extras.add(nums[i]); // a misplaced value may be larger than n
            }
        }
        for (int candidate = n + 1; missing.size() < k; candidate++) {
            if (!extras.contains(candidate)) missing.add(candidate);
        }
        return missing.stream().mapToInt(Integer::intValue).toArray();
    }
}
`,
        cpp: `#include <unordered_set>
#include <utility>
#include <vector>
using namespace std;

vector<int> firstKMissingPositives(vector<int> nums, int k) {
    int n = nums.size(), i = 0;
    while (i < n) {
        int home = nums[i] - 1;
        if (home >= 0 && home < n && nums[i] != nums[home]) swap(nums[i], nums[home]);
        else i++;
    }
    vector<int> missing;
    unordered_set<int> extras;
    for (i = 0; i < n; i++) {
        if ((int) missing.size() < k && nums[i] != i + 1) {
            missing.push_back(i + 1);
            extras.insert(nums[i]);  // a misplaced value may be larger than n
        }
    }
    for (int candidate = n + 1; (int) missing.size() < k; candidate++) {
        if (!extras.count(candidate)) missing.push_back(candidate);
    }
    return missing;
}
`,
        go: `package main

func firstKMissingPositives(nums []int, k int) []int {
	n, i := len(nums), 0
	for i < n {
		home := nums[i] - 1
		if home >= 0 && home < n && nums[i] != nums[home] {
			nums[i], nums[home] = nums[home], nums[i]
		} else {
			i++
		}
	}
	missing := []int{}
	extras := map[int]bool{}
	for i := 0; i < n; i++ {
		if len(missing) < k && nums[i] != i+1 {
			missing = append(missing, i+1)
			extras[nums[i]] = true // a misplaced value may be larger than n
		}
	}
	for candidate := n + 1; len(missing) < k; candidate++ {
		if !extras[candidate] {
			missing = append(missing, candidate)
		}
	}
	return missing
}
`,
      },
      solutionExplanation: `## Idea

Values in \`1..n\` have homes at indices \`0..n-1\`, so cyclic sort places all of them and leaves everything else (non-positive values, values above \`n\`, second copies) in the leftover slots. A scan then lists the missing numbers **inside** \`1..n\` in increasing order: index \`i\` is misplaced exactly when \`i + 1\` is absent.

If fewer than \`k\` numbers are missing inside \`1..n\`, the rest must come from \`n + 1, n + 2, ...\`. Some of those might appear in the array: they are exactly the values sitting in misplaced slots. Remember those values in a set (at most \`k\` of them are needed) and skip them while counting upwards from \`n + 1\`.

## Step by step

1. Cyclic sort, ignoring values outside \`1..n\` and duplicates.
2. Scan \`i = 0 .. n-1\`; while fewer than \`k\` values have been collected and \`nums[i] != i + 1\`, record \`i + 1\` as missing and add \`nums[i]\` to \`extras\`.
3. Starting from \`candidate = n + 1\`, append every candidate not in \`extras\` until \`k\` values are collected.

For \`[4, 1, 3, 2, 6, 7]\` and \`k = 3\`: the sort gives \`[1, 2, 3, 4, 7, 6]\`. Index 4 is misplaced, so 5 is missing and 7 is an extra. Counting from 7: 7 is an extra, so we take 8 and 9. Answer \`[5, 8, 9]\`.

## Complexity

- Time: O(n + k): the sort is linear, and the final loop skips at most \`k\` extras.
- Space: O(k) for the set of extras (plus the output).

## Python solution

\`\`\`python
def firstKMissingPositives(nums, k):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i] - 1
        if 0 <= home < n and nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    missing = []
    extras = set()
    for i in range(n):
        if len(missing) < k and nums[i] != i + 1:
            missing.append(i + 1)
            extras.add(nums[i])        # a misplaced value may be larger than n
    candidate = n + 1
    while len(missing) < k:
        if candidate not in extras:
            missing.append(candidate)
        candidate += 1
    return missing
\`\`\`
`,
      visibleTests: [
        { input: [[3, -1, 4, 5, 5], 3], expected: [1, 2, 6] },
        { input: [[2, 3, 4], 3], expected: [1, 5, 6] },
        { input: [[-2, -3, 4], 2], expected: [1, 2] },
      ],
      hiddenTests: [
        { input: [[], 3], expected: [1, 2, 3] },
        { input: [[1], 1], expected: [2] },
        { input: [[1, 2, 3], 2], expected: [4, 5] },
        { input: [[2], 1], expected: [1] },
        { input: [[1000000000, -1000000000], 2], expected: [1, 2] },
        { input: [[1, 1, 1], 3], expected: [2, 3, 4] },
        { input: [[5, 6, 7], 4], expected: [1, 2, 3, 4] },
        { input: [[4, 1, 3, 2, 6, 7], 3], expected: [5, 8, 9] },
        { input: [[2, 3, 7, 6, 8, -1, -10, 15], 5], expected: [1, 4, 5, 9, 10] },
        { input: [[-5, -4, -3], 1], expected: [1] },
        { input: [[2147483647, 3, 1, 5], 4], expected: [2, 4, 6, 7] },
        { input: [[6, 5, 4, 3, 2, 1], 1], expected: [7] },
      ],
      companies: { Google: 6, Amazon: 9, Microsoft: 5, Apple: 3, Netflix: 1, LinkedIn: 2, Meta: 5 },
    },
    {
      slug: "first-missing-positive",
      title: "Smallest Absent Positive",
      difficulty: "hard",
      statement: `Given an unsorted integer array \`nums\`, return the smallest positive integer (1, 2, 3, ...) that does **not** appear in it.

Your solution must run in O(n) time and use O(1) extra space; rearranging \`nums\` is allowed.

### Examples

**Example 1**

\`\`\`text
Input: nums = [5,2,-3,1]
Output: 3
\`\`\`

1 and 2 are present; 3 is the first positive that is absent.

**Example 2**

\`\`\`text
Input: nums = [7,8,9]
Output: 1
\`\`\`

1 does not appear.

**Example 3**

\`\`\`text
Input: nums = [1,2,3]
Output: 4
\`\`\`

All of 1, 2 and 3 are present.

### Constraints

- 1 ≤ nums.length ≤ 10^5
- -2^31 ≤ nums[i] ≤ 2^31 - 1
`,
      functionName: "smallestAbsentPositive",
      params: [{ name: "nums", type: "int[]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def smallestAbsentPositive(nums: List[int]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function smallestAbsentPositive(nums) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int smallestAbsentPositive(int[] nums) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int smallestAbsentPositive(vector<int> nums) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func smallestAbsentPositive(nums []int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def smallestAbsentPositive(nums):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i] - 1
        if 0 <= home < n and nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    for i in range(n):
        if nums[i] != i + 1:
            return i + 1
    return n + 1
`,
        javascript: `function smallestAbsentPositive(nums) {
  const n = nums.length;
  let i = 0;
  while (i < n) {
    const home = nums[i] - 1;
    if (home >= 0 && home < n && nums[i] !== nums[home]) {
      [nums[i], nums[home]] = [nums[home], nums[i]];
    } else {
      i += 1;
    }
  }
  for (let k = 0; k < n; k++) {
    if (nums[k] !== k + 1) return k + 1;
  }
  return n + 1;
}
`,
        java: `class Solution {
    public static int smallestAbsentPositive(int[] nums) {
        int n = nums.length, i = 0;
        while (i < n) {
            int home = nums[i] - 1;
            if (home >= 0 && home < n && nums[i] != nums[home]) {
                int t = nums[i];
                nums[i] = nums[home];
                nums[home] = t;
            } else {
                i++;
            }
        }
        for (i = 0; i < n; i++) {
            if (nums[i] != i + 1) return i + 1;
        }
        return n + 1;
    }
}
`,
        cpp: `#include <utility>
#include <vector>
using namespace std;

int smallestAbsentPositive(vector<int> nums) {
    int n = nums.size(), i = 0;
    while (i < n) {
        int home = nums[i] - 1;
        if (home >= 0 && home < n && nums[i] != nums[home]) swap(nums[i], nums[home]);
        else i++;
    }
    for (i = 0; i < n; i++) {
        if (nums[i] != i + 1) return i + 1;
    }
    return n + 1;
}
`,
        go: `package main

func smallestAbsentPositive(nums []int) int {
	n, i := len(nums), 0
	for i < n {
		home := nums[i] - 1
		if home >= 0 && home < n && nums[i] != nums[home] {
			nums[i], nums[home] = nums[home], nums[i]
		} else {
			i++
		}
	}
	for i := 0; i < n; i++ {
		if nums[i] != i+1 {
			return i + 1
		}
	}
	return n + 1
}
`,
      },
      solutionExplanation: `## Idea

An array of length \`n\` can hold at most \`n\` distinct positive values, so the answer is always in \`1..n+1\`. Only values in \`1..n\` can influence it; everything else (zero, negatives, values above \`n\`, duplicates) is irrelevant.

That is exactly the setting of cyclic sort: put every value \`v\` in \`1..n\` at index \`v - 1\`. Afterwards the first index \`i\` that does not hold \`i + 1\` gives the answer \`i + 1\`; if every index is correct, the array holds \`1..n\` and the answer is \`n + 1\`.

A hash set would also work in O(n) time but needs O(n) space. The array itself acts as the set here.

## Step by step

1. \`i = 0\`. While \`i < n\`:
   - \`home = nums[i] - 1\`;
   - if \`0 <= home < n\` and \`nums[home] != nums[i]\`, swap and stay;
   - otherwise advance.
2. Return the first \`i + 1\` with \`nums[i] != i + 1\`, or \`n + 1\`.

For \`[5, 2, -3, 1]\` (n = 4): 5 is out of range; at index 1, 2 is home; -3 is skipped; 1 goes to index 0 → \`[1, 2, -3, 5]\`, and 5 is out of range again. Index 2 holds -3, so the answer is 3.

Comparing \`nums[home] != nums[i]\` (not \`home != i\`) is what stops the loop when a duplicate meets its home.

## Complexity

- Time: O(n): every swap fixes one value.
- Space: O(1).

## Python solution

\`\`\`python
def smallestAbsentPositive(nums):
    n = len(nums)
    i = 0
    while i < n:
        home = nums[i] - 1
        if 0 <= home < n and nums[i] != nums[home]:
            nums[i], nums[home] = nums[home], nums[i]
        else:
            i += 1
    for i in range(n):
        if nums[i] != i + 1:
            return i + 1
    return n + 1
\`\`\`
`,
      visibleTests: [
        { input: [[5, 2, -3, 1]], expected: 3 },
        { input: [[7, 8, 9]], expected: 1 },
        { input: [[1, 2, 3]], expected: 4 },
      ],
      hiddenTests: [
        { input: [[1]], expected: 2 },
        { input: [[2]], expected: 1 },
        { input: [[-1]], expected: 1 },
        { input: [[0]], expected: 1 },
        { input: [[1, 1]], expected: 2 },
        { input: [[2, 2, 2, 1]], expected: 3 },
        { input: [[2147483647, 1]], expected: 2 },
        { input: [[-2147483648]], expected: 1 },
        { input: [[6, 5, 4, 3, 2, 1]], expected: 7 },
        { input: [[3, 2, 3, 1, 5, 4, 8]], expected: 6 },
        { input: [[0, -1, 3, 1, 4, 2]], expected: 5 },
        {
          input: [
            [
              1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36,
              37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70,
              71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103,
              104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130,
              131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157,
              158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184,
              185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211,
              212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238,
              239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 265,
              266, 267, 268, 269, 270, 271, 272, 273, 274, 275, 276, 277, 278, 279, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292,
              293, 294, 295, 296, 297, 298, 299, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319,
              320, 321, 322, 323, 324, 325, 326, 327, 328, 329, 330, 331, 332, 333, 334, 335, 336, 337, 338, 339, 340, 341, 342, 343, 344, 345, 346,
              347, 348, 349, 350, 351, 352, 353, 354, 355, 356, 357, 358, 359, 360, 361, 362, 363, 364, 365, 366, 367, 368, 369, 370, 371, 372, 373,
              374, 375, 376, 377, 378, 379, 380, 381, 382, 383, 384, 385, 386, 387, 388, 389, 390, 391, 392, 393, 394, 395, 396, 397, 398, 399, 400,
              401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 419, 420, 421, 422, 423, 424, 425, 426, 427,
              428, 429, 430, 431, 432, 433, 434, 435, 436, 437, 438, 439, 440, 441, 442, 443, 444, 445, 446, 447, 448, 449, 450, 451, 452, 453, 454,
              455, 456, 457, 458, 459, 460, 461, 462, 463, 464, 465, 466, 467, 468, 469, 470, 471, 472, 473, 474, 475, 476, 477, 478, 479, 480, 481,
              482, 483, 484, 485, 486, 487, 488, 489, 490, 491, 492, 493, 494, 495, 496, 497, 498, 499, 500, 501, 502, 503, 504, 505, 506, 507, 508,
              509, 510, 511, 512, 513, 514, 515, 516, 517, 518, 519, 520, 521, 522, 523, 524, 525, 526, 527, 528, 529, 530, 531, 532, 533, 534, 535,
              536, 537, 538, 539, 540, 541, 542, 543, 544, 545, 546, 547, 548, 549, 550, 551, 552, 553, 554, 555, 556, 557, 558, 559, 560, 561, 562,
              563, 564, 565, 566, 567, 568, 569, 570, 571, 572, 573, 574, 575, 576, 577, 578, 579, 580, 581, 582, 583, 584, 585, 586, 587, 588, 589,
              590, 591, 592, 593, 594, 595, 596, 597, 598, 599, 600, 601, 602, 603, 604, 605, 606, 607, 608, 609, 610, 611, 612, 613, 614, 615, 616,
              617, 618, 619, 620, 621, 622, 623, 624, 625, 626, 627, 628, 629, 630, 631, 632, 633, 634, 635, 636, 637, 638, 639, 640, 641, 642, 643,
              644, 645, 646, 647, 648, 649, 650, 651, 652, 653, 654, 655, 656, 657, 658, 659, 660, 661, 662, 663, 664, 665, 666, 667, 668, 669, 670,
              671, 672, 673, 674, 675, 676, 677, 678, 679, 680, 681, 682, 683, 684, 685, 686, 687, 688, 689, 690, 691, 692, 693, 694, 695, 696, 697,
              698, 699, 700, 701, 702, 703, 704, 705, 706, 707, 708, 709, 710, 711, 712, 713, 714, 715, 716, 717, 718, 719, 720, 721, 722, 723, 724,
              725, 726, 727, 728, 729, 730, 731, 732, 733, 734, 735, 736, 737, 738, 739, 740, 741, 742, 743, 744, 745, 746, 747, 748, 749, 750, 751,
              752, 753, 754, 755, 756, 757, 758, 759, 760, 761, 762, 763, 764, 765, 766, 767, 768, 769, 770, 771, 772, 773, 774, 775, 776, 777, 778,
              779, 780, 781, 782, 783, 784, 785, 786, 787, 788, 789, 790, 791, 792, 793, 794, 795, 796, 797, 798, 799, 800, 801, 802, 803, 804, 805,
              806, 807, 808, 809, 810, 811, 812, 813, 814, 815, 816, 817, 818, 819, 820, 821, 822, 823, 824, 825, 826, 827, 828, 829, 830, 831, 832,
              833, 834, 835, 836, 837, 838, 839, 840, 841, 842, 843, 844, 845, 846, 847, 848, 849, 850, 851, 852, 853, 854, 855, 856, 857, 858, 859,
              860, 861, 862, 863, 864, 865, 866, 867, 868, 869, 870, 871, 872, 873, 874, 875, 876, 877, 878, 879, 880, 881, 882, 883, 884, 885, 886,
              887, 888, 889, 890, 891, 892, 893, 894, 895, 896, 897, 898, 899, 900, 901, 902, 903, 904, 905, 906, 907, 908, 909, 910, 911, 912, 913,
              914, 915, 916, 917, 918, 919, 920, 921, 922, 923, 924, 925, 926, 927, 928, 929, 930, 931, 932, 933, 934, 935, 936, 937, 938, 939, 940,
              941, 942, 943, 944, 945, 946, 947, 948, 949, 950, 951, 952, 953, 954, 955, 956, 957, 958, 959, 960, 961, 962, 963, 964, 965, 966, 967,
              968, 969, 970, 971, 972, 973, 974, 975, 976, 977, 978, 979, 980, 981, 982, 983, 984, 985, 986, 987, 988, 989, 990, 991, 992, 993, 994,
              995, 996, 997, 998, 999, 1000, 1002,
            ],
          ],
          expected: 1001,
        },
      ],
      companies: { Google: 15, Amazon: 19, Microsoft: 12, Apple: 7, Netflix: 3, LinkedIn: 6, Meta: 17 },
    },
  ],
  finalRemarks: `# Final Remarks

Cyclic sort is narrow but powerful: whenever values live in a range that matches the array's indices, the array itself can serve as a hash table, and problems about missing or duplicated numbers become O(n) time and O(1) space.

Remember:

- **Identify the home of each value.** For \`1..n\` the home of \`v\` is \`v - 1\`; for \`0..n\` it is \`v\`, and the value \`n\` has no home.
- **Swap until settled.** Only advance the index when the current value is home, is a duplicate of what is at home, or is out of range. The total number of swaps is still at most \`n\`.
- **Guard against infinite loops.** Compare \`nums[i]\` with \`nums[home]\`, not \`i\` with \`home\`, so that duplicates stop the swapping.
- **Read the answer in a second pass.** A misplaced index \`i\` means \`i + 1\` is missing, and the value sitting there is a duplicate or an out-of-range extra.
- **Ignore what cannot matter.** For the smallest missing positive, values \`<= 0\` or \`> n\` can never be the answer's neighbours, so leave them alone.
- **Mention the trade-off.** The technique modifies the input array. If that is not allowed, fall back to a hash set (O(n) space) or to other tricks such as sign marking or cycle detection.

The pattern shows up in disguise as "find the corrupt pair", "find all duplicates" or "first missing positive"; recognising the \`1..n\` range is the key.
`,
  companyFrequency: { Google: 12, Amazon: 19, Microsoft: 14, Apple: 8, Netflix: 2, LinkedIn: 5, Meta: 15 },
};
