import type { SeedPattern, SeedProblem } from "../types";

// ---------------------------------------------------------------------------
// The Unpaired Value
// ---------------------------------------------------------------------------

const unpairedPy = `def findUnpairedValue(nums):
    result = 0
    for value in nums:
        result ^= value  # pairs cancel out: v ^ v == 0
    return result
`;

const unpairedJs = `function findUnpairedValue(nums) {
  let result = 0;
  for (const value of nums) result ^= value; // pairs cancel out: v ^ v == 0
  return result;
}
`;

const unpairedJava = `class Solution {
    public static int findUnpairedValue(int[] nums) {
        int result = 0;
        for (int value : nums) result ^= value; // pairs cancel out: v ^ v == 0
        return result;
    }
}
`;

const unpairedCpp = `#include <vector>
using namespace std;

int findUnpairedValue(vector<int>& nums) {
    int result = 0;
    for (int value : nums) result ^= value;  // pairs cancel out: v ^ v == 0
    return result;
}
`;

const unpairedGo = `package main

func findUnpairedValue(nums []int) int {
	result := 0
	for _, value := range nums {
		result ^= value // pairs cancel out: v ^ v == 0
	}
	return result
}
`;

const theUnpairedValue: SeedProblem = {
  slug: "the-unpaired-value",
  title: "The Unpaired Value",
  difficulty: "easy",
  statement: `In the array \`nums\`, every value appears **exactly twice**, except one value that appears only once. Return that value.

Your solution should run in linear time and use only constant extra memory.

### Examples

**Example 1**

- Input: \`nums = [4,1,2,1,2]\`
- Output: \`4\`

**Example 2**

- Input: \`nums = [7,3,7]\`
- Output: \`3\`

### Constraints

- \`1 <= nums.length <= 3 * 10^4\` (the length is odd)
- \`-2^31 <= nums[i] <= 2^31 - 1\`
- Exactly one value appears once; every other value appears exactly twice.
`,
  functionName: "findUnpairedValue",
  params: [{ name: "nums", type: "int[]" }],
  returnType: "int",
  starter: {
    python: `def findUnpairedValue(nums: list[int]) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function findUnpairedValue(nums) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int findUnpairedValue(int[] nums) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

int findUnpairedValue(vector<int>& nums) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func findUnpairedValue(nums []int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: unpairedPy, javascript: unpairedJs, java: unpairedJava, cpp: unpairedCpp, go: unpairedGo },
  solutionExplanation: `## Idea

Exclusive or (XOR, \`^\`) has three properties that solve this problem in one line:

- \`v ^ v = 0\` — a value cancels itself;
- \`v ^ 0 = v\` — zero changes nothing;
- XOR is commutative and associative, so the order of the values does not matter.

XOR-ing the whole array therefore cancels every pair, wherever its two copies are, and leaves only the unpaired value. A hash set or a counter would also work, but would need O(n) memory.

## Step by step

1. Start with \`result = 0\`.
2. XOR every value into \`result\`.
3. Return \`result\`.

For \`[4, 1, 2, 1, 2]\`: \`4 ^ 1 ^ 2 ^ 1 ^ 2 = 4 ^ (1 ^ 1) ^ (2 ^ 2) = 4 ^ 0 ^ 0 = 4\`.

Negative numbers need no special care: XOR works on the two's-complement bits, and in JavaScript the 32-bit result is converted back to the same signed value.

## Complexity

- Time: **O(n)** — one pass.
- Space: **O(1)**.

\`\`\`python
${unpairedPy}\`\`\`
`,
  visibleTests: [
    { input: [[4, 1, 2, 1, 2]], expected: 4 },
    { input: [[7, 3, 7]], expected: 3 },
  ],
  hiddenTests: [
    { input: [[1]], expected: 1 },
    { input: [[0, 5, 5]], expected: 0 },
    { input: [[-1, 2, 2]], expected: -1 },
    { input: [[-7, -7, -3, 9, 9]], expected: -3 },
    { input: [[2147483647, -2147483648, -2147483648]], expected: 2147483647 },
    { input: [[0, 0, 8]], expected: 8 },
    {
      input: [
        [
          715, -314, 881, 240, -997, 141, 715, 123456, 881, 883, -997, 354, 813, -51, 903, 54, 295, -374, -51, 813, 92, -964, 36, 36, 351, 883, 354,
          295, -964, -314, 532, 80, 240, 141, 80, 54, -374, 903, 92, 351, 532,
        ],
      ],
      expected: 123456,
    },
    {
      input: [
        [
          -1164, 26340, 13970, 11727, 9072, 22801, 23113, 960, 11727, 21284, -2775, -16919, 26340, 13181, 5131, 9027, -11481, 22801, 21284, -16985,
          16751, -15029, 960, 22735, 9072, 14552, 18591, 26489, 23113, 5319, -3552, -7243, -19604, 4378, -1164, -27583, 453, -26172, 22735, -19604,
          -26172, 5107, 5319, -16985, 29148, 9027, -21710, -10251, -27583, -27399, 5195, 19727, 18591, -11315, -2775, -9214, -1471, -10251, -11481,
          16751, -11315, -29513, -30000, 23276, -16919, 11268, -1471, 4378, 13970, 19727, 453, -9214, 5131, 27151, -27399, 23276, 23949, -23238,
          23949, 29148, 5107, -15029, -29513, 13181, 11268, -9312, -9312, 5195, -29609, 14552, 26489, -27201, -23238, -29609, -3552, -27201, 26532,
          26532, -7243, -21710, 27151,
        ],
      ],
      expected: -30000,
    },
    { input: [[1, 1, 2, 2, 3, 3, 4, 4, 5]], expected: 5 },
  ],
  companies: { Google: 6, Amazon: 12, Microsoft: 8, Apple: 7, Netflix: 1, LinkedIn: 3, Meta: 5 },
};

// ---------------------------------------------------------------------------
// Two Unpaired Values
// ---------------------------------------------------------------------------

const twoUnpairedPy = `def findTwoUnpairedValues(nums):
    both = 0
    for value in nums:
        both ^= value  # = a ^ b, non-zero because a != b
    lowest = both & -both  # a bit in which a and b differ
    a = 0
    for value in nums:
        if value & lowest:
            a ^= value  # this group holds a plus complete pairs
    return [a, both ^ a]
`;

const twoUnpairedJs = `function findTwoUnpairedValues(nums) {
  let both = 0;
  for (const value of nums) both ^= value; // = a ^ b, non-zero because a != b
  const lowest = both & -both; // a bit in which a and b differ
  let a = 0;
  for (const value of nums) {
    if ((value & lowest) !== 0) a ^= value; // this group holds a plus complete pairs
  }
  return [a, both ^ a];
}
`;

const twoUnpairedJava = `class Solution {
    public static int[] findTwoUnpairedValues(int[] nums) {
        int both = 0;
        for (int value : nums) both ^= value; // = a ^ b, non-zero because a != b
        int lowest = both & -both; // a bit in which a and b differ
        int a = 0;
        for (int value : nums) {
            if ((value & lowest) != 0) a ^= value; // this group holds a plus complete pairs
        }
        return new int[] {a, both ^ a};
    }
}
`;

const twoUnpairedCpp = `#include <vector>
using namespace std;

vector<int> findTwoUnpairedValues(vector<int>& nums) {
    unsigned both = 0;
    for (int value : nums) both ^= value;  // = a ^ b, non-zero because a != b
    unsigned lowest = both & (~both + 1);  // a bit in which a and b differ
    unsigned a = 0;
    for (int value : nums) {
        if (value & lowest) a ^= value;  // this group holds a plus complete pairs
    }
    return {(int) a, (int) (both ^ a)};
}
`;

const twoUnpairedGo = `package main

func findTwoUnpairedValues(nums []int) []int {
	both := 0
	for _, value := range nums {
		both ^= value // = a ^ b, non-zero because a != b
	}
	lowest := both & -both // a bit in which a and b differ
	a := 0
	for _, value := range nums {
		if value&lowest != 0 {
			a ^= value // this group holds a plus complete pairs
		}
	}
	return []int{a, both ^ a}
}
`;

const twoUnpairedValues: SeedProblem = {
  slug: "two-unpaired-values",
  title: "Two Unpaired Values",
  difficulty: "medium",
  statement: `In the array \`nums\`, exactly **two different values** appear once each, and every other value appears exactly twice. Return the two single values, in any order.

Use linear time and constant extra memory.

### Examples

**Example 1**

- Input: \`nums = [1,2,1,3,2,5]\`
- Output: \`[3,5]\` (or \`[5,3]\`)

**Example 2**

- Input: \`nums = [-1,0]\`
- Output: \`[-1,0]\` (or \`[0,-1]\`)

### Constraints

- \`2 <= nums.length <= 3 * 10^4\`
- \`-2^31 <= nums[i] <= 2^31 - 1\`
- Exactly two values appear once; every other value appears exactly twice.
`,
  functionName: "findTwoUnpairedValues",
  params: [{ name: "nums", type: "int[]" }],
  returnType: "int[]",
  compare: "unordered",
  starter: {
    python: `def findTwoUnpairedValues(nums: list[int]) -> list[int]:
    # Write your solution here.
    return []
`,
    javascript: `function findTwoUnpairedValues(nums) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static int[] findTwoUnpairedValues(int[] nums) {
        // Write your solution here.
        return new int[0];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

vector<int> findTwoUnpairedValues(vector<int>& nums) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func findTwoUnpairedValues(nums []int) []int {
	// Write your solution here.
	return []int{}
}
`,
  },
  solutions: { python: twoUnpairedPy, javascript: twoUnpairedJs, java: twoUnpairedJava, cpp: twoUnpairedCpp, go: twoUnpairedGo },
  solutionExplanation: `## Idea

XOR-ing everything cancels the pairs and leaves \`a ^ b\`, where \`a\` and \`b\` are the two single values. That alone cannot be split — but it tells us **where \`a\` and \`b\` differ**: every 1-bit of \`a ^ b\` is a position in which exactly one of them has a 1.

Pick one such bit and split the whole array into two groups: values with that bit set, and values without it. \`a\` and \`b\` land in different groups, and the two copies of any paired value land in the **same** group. XOR-ing one group therefore yields one single value; XOR-ing it with \`a ^ b\` yields the other.

## Step by step

1. \`both\` = XOR of all values = \`a ^ b\` (non-zero, because \`a != b\`).
2. Isolate its lowest set bit: \`both & -both\`. In two's complement, \`-x\` flips every bit above the lowest 1, so the AND keeps only that bit. This also works when \`both\` is negative.
3. XOR together the values that have this bit set: the result is one single value \`a\`.
4. The other single value is \`both ^ a\`.

## Complexity

- Time: **O(n)** — two passes.
- Space: **O(1)**.

\`\`\`python
${twoUnpairedPy}\`\`\`
`,
  visibleTests: [
    { input: [[1, 2, 1, 3, 2, 5]], expected: [3, 5] },
    { input: [[-1, 0]], expected: [-1, 0] },
  ],
  hiddenTests: [
    { input: [[0, 1]], expected: [0, 1] },
    { input: [[4, 4, 6, 7]], expected: [6, 7] },
    { input: [[2147483647, -2147483648]], expected: [-2147483648, 2147483647] },
    { input: [[-5, -3, -5, 7, 7, 8]], expected: [-3, 8] },
    { input: [[1, 3, 1, 5]], expected: [3, 5] },
    { input: [[10, 20, 10, 30, 20, 30, 40, 50]], expected: [40, 50] },
    { input: [[0, -2147483648, 5, 5]], expected: [-2147483648, 0] },
    {
      input: [
        [38, -8, 64, -15, 64, -88, -8, -7, 83, -15, 23, 17, -94, -86, 51, 77, 77, 23, -77, -86, 49, -88, 38, 79, 51, 83, -94, 79, -64, 49, -7, -77],
      ],
      expected: [-64, 17],
    },
    { input: [[6, 6, 2, 2, 1000000000, -1000000000]], expected: [-1000000000, 1000000000] },
  ],
  companies: { Google: 5, Amazon: 8, Microsoft: 6, Apple: 4, Netflix: 1, LinkedIn: 2, Meta: 4 },
};

// ---------------------------------------------------------------------------
// AND Across a Range
// ---------------------------------------------------------------------------

const rangeAndPy = `def rangeBitwiseAnd(left, right):
    shift = 0
    while left < right:  # strip bits until only the common prefix is left
        left >>= 1
        right >>= 1
        shift += 1
    return left << shift
`;

const rangeAndJs = `function rangeBitwiseAnd(left, right) {
  let shift = 0;
  while (left < right) {
    // strip bits until only the common prefix is left
    left >>= 1;
    right >>= 1;
    shift++;
  }
  return left << shift;
}
`;

const rangeAndJava = `class Solution {
    public static int rangeBitwiseAnd(int left, int right) {
        int shift = 0;
        while (left < right) { // strip bits until only the common prefix is left
            left >>= 1;
            right >>= 1;
            shift++;
        }
        return left << shift;
    }
}
`;

const rangeAndCpp = `int rangeBitwiseAnd(int left, int right) {
    int shift = 0;
    while (left < right) {  // strip bits until only the common prefix is left
        left >>= 1;
        right >>= 1;
        shift++;
    }
    return left << shift;
}
`;

const rangeAndGo = `package main

func rangeBitwiseAnd(left int, right int) int {
	shift := 0
	for left < right { // strip bits until only the common prefix is left
		left >>= 1
		right >>= 1
		shift++
	}
	return left << shift
}
`;

const andAcrossARange: SeedProblem = {
  slug: "and-across-a-range",
  title: "AND Across a Range",
  difficulty: "medium",
  statement: `Given two integers \`left <= right\`, return the bitwise AND of **all** integers from \`left\` to \`right\`, both included.

The range can contain more than two billion numbers, so looping over it is not an option.

### Examples

**Example 1**

- Input: \`left = 5\`, \`right = 7\`
- Output: \`4\`
- Explanation: 101 & 110 & 111 = 100 in binary.

**Example 2**

- Input: \`left = 0\`, \`right = 0\`
- Output: \`0\`

**Example 3**

- Input: \`left = 1\`, \`right = 2147483647\`
- Output: \`0\`

### Constraints

- \`0 <= left <= right <= 2^31 - 1\`
`,
  functionName: "rangeBitwiseAnd",
  params: [
    { name: "left", type: "int" },
    { name: "right", type: "int" },
  ],
  returnType: "int",
  starter: {
    python: `def rangeBitwiseAnd(left: int, right: int) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function rangeBitwiseAnd(left, right) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int rangeBitwiseAnd(int left, int right) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <cstdint>
using namespace std;

int rangeBitwiseAnd(int left, int right) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func rangeBitwiseAnd(left int, right int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: rangeAndPy, javascript: rangeAndJs, java: rangeAndJava, cpp: rangeAndCpp, go: rangeAndGo },
  solutionExplanation: `## Idea

Look at \`left\` and \`right\` in binary and find their **common prefix** — the leading bits on which they agree. Right after the prefix, \`left\` has a 0 and \`right\` has a 1 at some position \`p\`. Counting from \`left\` up to \`right\` must pass through the number "prefix, then 1, then all zeros", and just before it the number "prefix, then 0, then all ones". Between them, every bit at position \`p\` and below is 0 in at least one number, so all of those bits vanish from the AND. The prefix bits never change in the range, so they survive. The answer is the common prefix followed by zeros.

## Step by step

1. While \`left < right\`, shift both right by one and count the shifts. When they become equal, what remains is the common prefix.
2. Shift the prefix back left by the same count.

Example: \`5 = 101\`, \`7 = 111\`. After one shift: \`10\` and \`11\`; after two: \`1\` and \`1\`. The answer is \`1 << 2 = 100 = 4\`.

## Complexity

- Time: **O(log right)** — at most 31 iterations.
- Space: **O(1)**.

\`\`\`python
${rangeAndPy}\`\`\`
`,
  visibleTests: [
    { input: [5, 7], expected: 4 },
    { input: [0, 0], expected: 0 },
    { input: [1, 2147483647], expected: 0 },
  ],
  hiddenTests: [
    { input: [12, 15], expected: 12 },
    { input: [7, 7], expected: 7 },
    { input: [8, 15], expected: 8 },
    { input: [26, 30], expected: 24 },
    { input: [1, 1], expected: 1 },
    { input: [2147483646, 2147483647], expected: 2147483646 },
    { input: [1073741824, 2147483647], expected: 1073741824 },
    { input: [600000000, 600001000], expected: 599998464 },
    { input: [0, 2147483647], expected: 0 },
    { input: [16, 16], expected: 16 },
    { input: [1000, 1023], expected: 992 },
  ],
  companies: { Google: 4, Amazon: 6, Microsoft: 5, Apple: 4, Netflix: 1, LinkedIn: 2, Meta: 3 },
};

// ---------------------------------------------------------------------------
// Add Without Plus
// ---------------------------------------------------------------------------

const addPy = `def addWithoutPlus(a, b):
    MASK = 0xFFFFFFFF  # simulate 32-bit registers
    a &= MASK
    b &= MASK
    while b:
        carry = ((a & b) << 1) & MASK  # positions that overflow into the next bit
        a ^= b  # sum without the carries
        b = carry
    # reinterpret bit 31 as the sign bit
    return a if a <= 0x7FFFFFFF else ~(a ^ MASK)
`;

const addJs = `function addWithoutPlus(a, b) {
  // JavaScript bitwise operators already work on 32-bit signed integers
  while (b !== 0) {
    const carry = (a & b) << 1; // positions that overflow into the next bit
    a ^= b; // sum without the carries
    b = carry;
  }
  return a;
}
`;

const addJava = `class Solution {
    public static int addWithoutPlus(int a, int b) {
        // Java's int is a 32-bit two's complement register: overflow wraps as the hardware does
        while (b != 0) {
            int carry = (a & b) << 1; // positions that overflow into the next bit
            a ^= b; // sum without the carries
            b = carry;
        }
        return a;
    }
}
`;

const addCpp = `#include <cstdint>

int addWithoutPlus(int a, int b) {
    // unsigned 32-bit registers: shifting and wrapping are well defined
    uint32_t x = a, y = b;
    while (y) {
        uint32_t carry = (x & y) << 1;  // positions that overflow into the next bit
        x ^= y;                          // sum without the carries
        y = carry;
    }
    return (int32_t) x;  // reinterpret bit 31 as the sign bit
}
`;

const addGo = `package main

func addWithoutPlus(a int, b int) int {
	// unsigned 32-bit registers: shifting and wrapping are well defined
	x, y := uint32(a), uint32(b)
	for y != 0 {
		carry := (x & y) << 1 // positions that overflow into the next bit
		x ^= y                // sum without the carries
		y = carry
	}
	return int(int32(x)) // reinterpret bit 31 as the sign bit
}
`;

const addWithoutPlus: SeedProblem = {
  slug: "add-without-plus",
  title: "Add Without Plus",
  difficulty: "medium",
  statement: `Return the sum of two integers \`a\` and \`b\` **without using the operators \`+\` and \`-\`** (nor library functions that add for you, such as \`sum\`). Bitwise operators are allowed.

### Examples

**Example 1**

- Input: \`a = 1\`, \`b = 2\`
- Output: \`3\`

**Example 2**

- Input: \`a = -2\`, \`b = 3\`
- Output: \`1\`

### Constraints

- \`-2^31 <= a, b <= 2^31 - 1\`
- The true sum \`a + b\` also lies in \`[-2^31, 2^31 - 1]\`.
`,
  functionName: "addWithoutPlus",
  params: [
    { name: "a", type: "int" },
    { name: "b", type: "int" },
  ],
  returnType: "int",
  starter: {
    python: `def addWithoutPlus(a: int, b: int) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function addWithoutPlus(a, b) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int addWithoutPlus(int a, int b) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <cstdint>
using namespace std;

int addWithoutPlus(int a, int b) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func addWithoutPlus(a int, b int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: addPy, javascript: addJs, java: addJava, cpp: addCpp, go: addGo },
  solutionExplanation: `## Idea

Binary addition of two bits gives a **sum bit** and a **carry bit**: \`0+0 = 0\`, \`0+1 = 1\`, \`1+1 = 0\` carry 1. For whole numbers at once:

- \`a ^ b\` adds every position **ignoring carries**;
- \`(a & b) << 1\` is exactly the carries, moved to the position they are added into.

So \`a + b = (a ^ b) + ((a & b) << 1)\`. That is again a sum of two numbers, so repeat until the carry is zero. Each round pushes the carries at least one position to the left, so the loop ends after at most 32 rounds on 32-bit integers.

## Step by step

1. While \`b\` (the pending carries) is not zero:
   - \`carry = (a & b) << 1\`;
   - \`a = a ^ b\`;
   - \`b = carry\`.
2. Return \`a\`.

## Negative numbers and language details

Negative numbers are two's-complement bit patterns, and the same loop adds them correctly — **provided integers have a fixed width**. Java, C++, Go and JavaScript's bitwise operators all work on fixed-width integers. Python integers are unbounded, so a negative carry would be shifted left forever. The Python solution therefore masks everything to 32 bits with \`0xFFFFFFFF\` and, at the end, turns a result whose bit 31 is set back into a negative number: \`~(a ^ MASK)\` flips the low 32 bits back and applies Python's own sign.

## Complexity

- Time: **O(1)** — at most 32 iterations.
- Space: **O(1)**.

\`\`\`python
${addPy}\`\`\`
`,
  visibleTests: [
    { input: [1, 2], expected: 3 },
    { input: [-2, 3], expected: 1 },
  ],
  hiddenTests: [
    { input: [0, 0], expected: 0 },
    { input: [0, -7], expected: -7 },
    { input: [-1, -1], expected: -2 },
    { input: [-5, 5], expected: 0 },
    { input: [1000, -1000], expected: 0 },
    { input: [123456789, 987654321], expected: 1111111110 },
    { input: [-1000000000, -1000000000], expected: -2000000000 },
    { input: [1000000000, 1000000000], expected: 2000000000 },
    { input: [2147483647, -1], expected: 2147483646 },
    { input: [-2147483647, -1], expected: -2147483648 },
    { input: [17, 25], expected: 42 },
  ],
  companies: { Google: 3, Amazon: 7, Microsoft: 6, Apple: 5, Netflix: 1, LinkedIn: 2, Meta: 4 },
};

// ---------------------------------------------------------------------------
// Best XOR Under a Limit
// ---------------------------------------------------------------------------

const bestXorPy = `def maxXorWithLimit(nums, queries):
    BITS = 30  # every value is below 2^30
    nums = sorted(nums)
    order = sorted(range(len(queries)), key=lambda i: queries[i][1])
    children = [[0, 0]]  # binary trie; node 0 is the root, child 0 means "absent"
    answer = [-1] * len(queries)
    k = 0
    for qi in order:
        x, limit = queries[qi]
        # insert every number that is allowed for this (and every later) query
        while k < len(nums) and nums[k] <= limit:
            node = 0
            for bit in range(BITS - 1, -1, -1):
                b = (nums[k] >> bit) & 1
                if children[node][b] == 0:
                    children.append([0, 0])
                    children[node][b] = len(children) - 1
                node = children[node][b]
            k += 1
        if k == 0:
            continue  # no allowed number yet
        node = 0
        best = 0
        for bit in range(BITS - 1, -1, -1):
            b = (x >> bit) & 1
            if children[node][1 - b]:  # prefer the opposite bit
                best |= 1 << bit
                node = children[node][1 - b]
            else:
                node = children[node][b]
        answer[qi] = best
    return answer
`;

const bestXorJs = `function maxXorWithLimit(nums, queries) {
  const BITS = 30; // every value is below 2^30
  const sorted = [...nums].sort((p, q) => p - q);
  const order = queries.map((_, i) => i).sort((i, j) => queries[i][1] - queries[j][1]);
  const zero = [0]; // binary trie in two arrays; node 0 is the root, child 0 means "absent"
  const one = [0];
  const answer = new Array(queries.length).fill(-1);
  let k = 0;
  for (const qi of order) {
    const [x, limit] = queries[qi];
    // insert every number that is allowed for this (and every later) query
    while (k < sorted.length && sorted[k] <= limit) {
      let node = 0;
      for (let bit = BITS - 1; bit >= 0; bit--) {
        const side = (sorted[k] >> bit) & 1 ? one : zero;
        if (side[node] === 0) {
          zero.push(0);
          one.push(0);
          side[node] = zero.length - 1;
        }
        node = side[node];
      }
      k++;
    }
    if (k === 0) continue; // no allowed number yet
    let node = 0;
    let best = 0;
    for (let bit = BITS - 1; bit >= 0; bit--) {
      const b = (x >> bit) & 1;
      const opposite = b ? zero : one;
      if (opposite[node] !== 0) {
        best |= 1 << bit; // prefer the opposite bit
        node = opposite[node];
      } else {
        node = (b ? one : zero)[node];
      }
    }
    answer[qi] = best;
  }
  return answer;
}
`;

const bestXorJava = `import java.util.*;

class Solution {
    private static final int BITS = 30; // every value is below 2^30

    public static int[] maxXorWithLimit(int[] input, int[][] queries) {
        int[] nums = input.clone();
        Arrays.sort(nums);
        Integer[] order = new Integer[queries.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (x, y) -> Integer.compare(queries[x][1], queries[y][1]));
        // binary trie in arrays; node 0 is the root, child 0 means "absent"
        int[][] children = new int[nums.length * BITS + 1][2];
        int nodes = 1;
        int[] answer = new int[queries.length];
        Arrays.fill(answer, -1);
        int k = 0;
        for (int qi : order) {
            int x = queries[qi][0], limit = queries[qi][1];
            // insert every number that is allowed for this (and every later) query
            while (k < nums.length && nums[k] <= limit) {
                int node = 0;
                for (int bit = BITS - 1; bit >= 0; bit--) {
                    int b = (nums[k] >> bit) & 1;
                    if (children[node][b] == 0) children[node][b] = nodes++;
                    node = children[node][b];
                }
                k++;
            }
            if (k == 0) continue; // no allowed number yet
            int node = 0, best = 0;
            for (int bit = BITS - 1; bit >= 0; bit--) {
                int b = (x >> bit) & 1;
                if (children[node][1 - b] != 0) { // prefer the opposite bit
                    best |= 1 << bit;
                    node = children[node][1 - b];
                } else {
                    node = children[node][b];
                }
            }
            answer[qi] = best;
        }
        return answer;
    }
}
`;

const bestXorCpp = `#include <algorithm>
#include <array>
#include <numeric>
#include <vector>
using namespace std;

vector<int> maxXorWithLimit(vector<int>& input, vector<vector<int>>& queries) {
    const int BITS = 30;  // every value is below 2^30
    vector<int> nums(input);
    sort(nums.begin(), nums.end());
    vector<int> order(queries.size());
    iota(order.begin(), order.end(), 0);
    sort(order.begin(), order.end(), [&](int x, int y) { return queries[x][1] < queries[y][1]; });
    vector<array<int, 2>> children = {{0, 0}};  // binary trie; node 0 is the root, child 0 means "absent"
    vector<int> answer(queries.size(), -1);
    size_t k = 0;
    for (int qi : order) {
        int x = queries[qi][0], limit = queries[qi][1];
        // insert every number that is allowed for this (and every later) query
        while (k < nums.size() && nums[k] <= limit) {
            int node = 0;
            for (int bit = BITS - 1; bit >= 0; bit--) {
                int b = (nums[k] >> bit) & 1;
                if (children[node][b] == 0) {
                    children[node][b] = children.size();
                    children.push_back({0, 0});
                }
                node = children[node][b];
            }
            k++;
        }
        if (k == 0) continue;  // no allowed number yet
        int node = 0, best = 0;
        for (int bit = BITS - 1; bit >= 0; bit--) {
            int b = (x >> bit) & 1;
            if (children[node][1 - b]) {  // prefer the opposite bit
                best |= 1 << bit;
                node = children[node][1 - b];
            } else {
                node = children[node][b];
            }
        }
        answer[qi] = best;
    }
    return answer;
}
`;

const bestXorGo = `package main

import "sort"

func maxXorWithLimit(input []int, queries [][]int) []int {
	const bits = 30 // every value is below 2^30
	nums := append([]int(nil), input...)
	sort.Ints(nums)
	order := make([]int, len(queries))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(x, y int) bool { return queries[order[x]][1] < queries[order[y]][1] })
	children := [][2]int{{0, 0}} // binary trie; node 0 is the root, child 0 means "absent"
	answer := make([]int, len(queries))
	for i := range answer {
		answer[i] = -1
	}
	k := 0
	for _, qi := range order {
		x, limit := queries[qi][0], queries[qi][1]
		// insert every number that is allowed for this (and every later) query
		for k < len(nums) && nums[k] <= limit {
			node := 0
			for bit := bits - 1; bit >= 0; bit-- {
				b := (nums[k] >> bit) & 1
				if children[node][b] == 0 {
					children = append(children, [2]int{0, 0})
					children[node][b] = len(children) - 1
				}
				node = children[node][b]
			}
			k++
		}
		if k == 0 {
			continue // no allowed number yet
		}
		node, best := 0, 0
		for bit := bits - 1; bit >= 0; bit-- {
			b := (x >> bit) & 1
			if children[node][1-b] != 0 { // prefer the opposite bit
				best |= 1 << bit
				node = children[node][1-b]
			} else {
				node = children[node][b]
			}
		}
		answer[qi] = best
	}
	return answer
}
`;

const bestXorUnderLimit: SeedProblem = {
  slug: "best-xor-under-limit",
  title: "Best XOR Under a Limit",
  difficulty: "hard",
  statement: `You are given an array \`nums\` of non-negative integers and a list of \`queries\`, where \`queries[i] = [x, limit]\`.

For each query, consider only the values of \`nums\` that are **at most \`limit\`**, and return the largest value of \`x XOR v\` over those values \`v\`. If no value of \`nums\` is at most \`limit\`, the answer to that query is \`-1\`. Return the answers in query order.

### Examples

**Example 1**

- Input: \`nums = [0,1,2,3,4]\`, \`queries = [[3,1],[1,3],[5,6]]\`
- Output: \`[3,3,7]\`
- Explanation: for \`[3,1]\` the allowed values are 0 and 1, and 3 XOR 0 = 3 is the best; for \`[1,3]\`, 1 XOR 2 = 3; for \`[5,6]\`, 5 XOR 2 = 7.

**Example 2**

- Input: \`nums = [5,2,4,6,6,3]\`, \`queries = [[12,4],[8,1],[6,3]]\`
- Output: \`[15,-1,5]\`
- Explanation: no value is at most 1, so the second answer is -1.

### Constraints

- \`1 <= nums.length, queries.length <= 10^5\`
- \`0 <= nums[i], x, limit <= 10^9\`
`,
  functionName: "maxXorWithLimit",
  params: [
    { name: "nums", type: "int[]" },
    { name: "queries", type: "int[][]" },
  ],
  returnType: "int[]",
  starter: {
    python: `def maxXorWithLimit(nums: list[int], queries: list[list[int]]) -> list[int]:
    # Write your solution here.
    return []
`,
    javascript: `function maxXorWithLimit(nums, queries) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static int[] maxXorWithLimit(int[] nums, int[][] queries) {
        // Write your solution here.
        return new int[0];
    }
}
`,
    cpp: `#include <vector>
using namespace std;

vector<int> maxXorWithLimit(vector<int>& nums, vector<vector<int>>& queries) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func maxXorWithLimit(nums []int, queries [][]int) []int {
	// Write your solution here.
	return []int{}
}
`,
  },
  solutions: { python: bestXorPy, javascript: bestXorJs, java: bestXorJava, cpp: bestXorCpp, go: bestXorGo },
  solutionExplanation: `## Idea

**Maximising XOR, one bit at a time.** A higher bit outweighs all lower bits together (\`2^k > 2^k - 1\`). So, from the most significant bit down, we want \`v\` to have the **opposite** bit of \`x\` whenever some candidate allows it. Storing the candidates' binary representations in a **binary trie** (one level per bit, children 0 and 1) makes this greedy choice a single walk: at each level go to the opposite child if it exists, otherwise take the other one. Each query then costs 30 steps.

**Handling the limit offline.** Each query allows a different subset of \`nums\`. Sort \`nums\` ascending and process the queries in ascending order of \`limit\`. Before answering a query, insert every number that is at most its limit; those numbers stay valid for all later queries, whose limits are larger. Each number is inserted exactly once. Remember each query's original index to write the answer in the right place.

## Step by step

1. Sort \`nums\`. Sort the query indices by \`limit\`.
2. For each query in that order:
   - insert the numbers \`<= limit\` that are not in the trie yet (30 bits each, from bit 29 down);
   - if the trie is still empty, the answer is \`-1\`;
   - otherwise walk from the root: for each bit of \`x\`, take the opposite child when present and set that bit of the result.
3. Return the answers in original order.

The trie is stored in flat arrays of child indices, which is faster and lighter than one object per node.

## Complexity

With \`n\` numbers, \`q\` queries and \`B = 30\` bits:

- Time: **O(n log n + q log q + (n + q) · B)**.
- Space: **O(n · B)** for the trie.

\`\`\`python
${bestXorPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        [0, 1, 2, 3, 4],
        [
          [3, 1],
          [1, 3],
          [5, 6],
        ],
      ],
      expected: [3, 3, 7],
    },
    {
      input: [
        [5, 2, 4, 6, 6, 3],
        [
          [12, 4],
          [8, 1],
          [6, 3],
        ],
      ],
      expected: [15, -1, 5],
    },
  ],
  hiddenTests: [
    {
      input: [
        [7],
        [
          [0, 7],
          [7, 7],
          [1, 6],
        ],
      ],
      expected: [7, 0, -1],
    },
    {
      input: [
        [0],
        [
          [0, 0],
          [1000000000, 0],
        ],
      ],
      expected: [0, 1000000000],
    },
    {
      input: [
        [1000000000, 999999999],
        [
          [0, 1000000000],
          [1, 999999999],
          [536870912, 999999998],
        ],
      ],
      expected: [1000000000, 999999998, -1],
    },
    {
      input: [
        [8, 8, 8],
        [
          [7, 8],
          [8, 8],
          [0, 100],
        ],
      ],
      expected: [15, 0, 8],
    },
    {
      input: [
        [1, 2, 4, 8, 16],
        [
          [31, 1],
          [31, 16],
          [0, 3],
          [15, 0],
        ],
      ],
      expected: [30, 30, 2, -1],
    },
    {
      input: [
        [
          448, 62, 607, 443, 903, 104, 34, 866, 497, 525, 795, 448, 887, 902, 174, 515, 311, 987, 766, 102, 50, 335, 599, 534, 963, 191, 451, 544, 67,
          257, 751, 763, 391, 814, 952, 388, 640, 808, 668, 598,
        ],
        [
          [705, 140],
          [805, 83],
          [493, 617],
          [666, 588],
          [905, 938],
          [718, 611],
          [503, 458],
          [500, 563],
          [962, 674],
          [382, 534],
          [364, 582],
          [775, 421],
          [67, 33],
          [676, 254],
          [464, 291],
          [821, 687],
          [339, 358],
          [799, 235],
          [84, 169],
          [365, 101],
          [692, 776],
          [276, 990],
          [36, 500],
          [116, 783],
          [317, 907],
          [635, 423],
          [305, 317],
          [435, 715],
          [627, 419],
          [654, 825],
        ],
      ],
      expected: [
        767, 870, 1019, 981, 1007, 1017, 469, 1017, 1020, 893, 890, 952, -1, 743, 498, 923, 509, 945, 118, 351, 1019, 1019, 487, 756, 978, 1023, 415,
        1004, 1015, 961,
      ],
    },
    {
      input: [
        [
          576020628, 946897869, 530863062, 477525795, 682857089, 140200669, 561300379, 487349745, 364629252, 549156640, 239983140, 669139826,
          524288496, 191230962, 244138716, 234568011, 908371595, 571071560, 227521144, 554948850, 112143710, 448918899, 68389270, 672384487,
          837022717, 556713471, 566142601, 213141600, 827809819, 12352769, 180032523, 855823318, 697719294, 299037555, 53230190, 546930134, 943717737,
          897901744, 98544474, 644414658, 580177444, 967515561, 384986364, 590788245, 250122408, 438611714, 175532667, 959044687, 270936999,
          565685114, 529502762, 453063867, 56861426, 638360108, 357952875, 806187113, 720644036, 736642909, 213753022, 611113550,
        ],
        [
          [394563105, 701454510],
          [757081956, 688384687],
          [978778746, 809221259],
          [71301619, 74624121],
          [279938345, 227904987],
          [272477804, 891896913],
          [612202388, 882931786],
          [737533126, 83712287],
          [417926586, 497360117],
          [104585744, 433351614],
          [515510809, 441106293],
          [507241684, 551326071],
          [626574944, 919515117],
          [533457677, 976437264],
          [482631076, 710438115],
          [353547885, 261439004],
          [330335646, 126402113],
          [190255448, 630590523],
          [346417080, 966366975],
          [729594178, 779499345],
          [834022711, 247696733],
          [259155557, 444457936],
          [404840413, 756357609],
          [186561997, 629478851],
          [793404968, 481698706],
          [320214215, 165633302],
          [906673477, 881812426],
          [899543683, 863091679],
          [296937360, 586217712],
          [941845140, 437415364],
          [583109983, 566426019],
          [844867010, 782709190],
          [654912996, 662267519],
          [819402295, 366921688],
          [740452985, 29580360],
          [406370978, 312354532],
          [56659075, 697965783],
          [827716720, 992503295],
          [913371989, 524562023],
          [16230303, 606244676],
        ],
      ],
      expected: [
        1066879942, 1023806659, 1065963808, 123493121, 488650577, 1003874609, 1065108271, 803624272, 507912420, 401156451, 503738136, 1050843394,
        1067004691, 1064344621, 1072884529, 531210854, 396561416, 792447766, 1062052069, 1053258822, 1073477395, 525618626, 1069751471, 796028803,
        1064062351, 458055194, 1045559192, 1072404728, 870811396, 1049380810, 1070452910, 1070864314, 1036572823, 1050332179, 748558200, 513251324,
        735256066, 1071167148, 1043052936, 599855370,
      ],
    },
    {
      input: [
        [3, 10, 5, 25, 2, 8],
        [
          [5, 25],
          [5, 2],
          [25, 100],
          [31, 9],
        ],
      ],
      expected: [28, 7, 28, 29],
    },
    {
      input: [
        [2, 4, 6],
        [
          [1, 1],
          [0, 1],
        ],
      ],
      expected: [-1, -1],
    },
  ],
  companies: { Google: 7, Amazon: 5, Microsoft: 3, Apple: 2, Netflix: 1, LinkedIn: 1, Meta: 4 },
};

export const pattern: SeedPattern = {
  slug: "bitwise-manipulation",
  title: "Bitwise Manipulation",
  summary:
    "Work directly on the binary representation of integers with AND, OR, XOR and shifts to cancel pairs, isolate bits, add without arithmetic and maximise XOR.",
  introduction: `# Introduction to Bitwise Manipulation

Every integer is stored as a sequence of bits, and processors can operate on all of them at once. **Bitwise manipulation** uses these operations to solve problems with tiny constant memory and very fast loops.

## The operators

| Operator | Meaning | Example (4-bit) |
|---|---|---|
| \`a & b\` | AND: 1 where both are 1 | \`1100 & 1010 = 1000\` |
| \`a \\| b\` | OR: 1 where either is 1 | \`1100 \\| 1010 = 1110\` |
| \`a ^ b\` | XOR: 1 where they differ | \`1100 ^ 1010 = 0110\` |
| \`~a\` | NOT: flip every bit | \`~1100 = 0011\` |
| \`a << k\` | shift left: multiply by \`2^k\` | \`0011 << 2 = 1100\` |
| \`a >> k\` | shift right: divide by \`2^k\`, rounding down | \`1100 >> 2 = 0011\` |

Negative numbers use **two's complement**: \`-x\` equals \`~x + 1\`.

## Identities worth memorising

- \`x ^ x = 0\` and \`x ^ 0 = x\` — XOR cancels pairs.
- \`(x >> k) & 1\` — read bit \`k\`.
- \`x | (1 << k)\` sets bit \`k\`; \`x & ~(1 << k)\` clears it.
- \`x & (x - 1)\` removes the lowest set bit; \`x & -x\` keeps only the lowest set bit.
- \`x & (x - 1) == 0\` for \`x > 0\` means \`x\` is a power of two.

## When to recognise it

- "Every element appears twice except…", or any problem about cancelling pairs.
- Constant extra memory is required where a hash set would be the obvious tool.
- The problem mentions binary representations, powers of two, flags or masks.
- You must do arithmetic without arithmetic operators.
- You must maximise or minimise an XOR, which is decided greedily from the highest bit down.

## Worked example: counting set bits

Count the 1-bits of a non-negative integer. Instead of testing all 32 positions, repeatedly delete the lowest set bit:

\`\`\`python
def count_set_bits(x):
    count = 0
    while x:
        x &= x - 1        # removes exactly one 1-bit, the lowest one
        count += 1
    return count

print(count_set_bits(0b101100))   # 3
print(count_set_bits(0))          # 0
\`\`\`

For \`101100\`: \`101100 & 101011 = 101000\`, then \`101000 & 100111 = 100000\`, then \`100000 & 011111 = 0\`. Three steps, three set bits. The loop runs once per **set** bit, not once per bit position.

## Language notes

- **Python** integers have no fixed width. Negative numbers behave as if they had infinitely many leading 1-bits, so problems that rely on 32-bit wrap-around need a mask such as \`0xFFFFFFFF\`.
- **JavaScript** bitwise operators convert their operands to 32-bit signed integers; use \`>>>\` for an unsigned right shift.
- **Java, C++, Go** have fixed-width types; in C++ prefer unsigned types when shifting into the sign bit.

The problems cover XOR cancellation, splitting by a differing bit, common binary prefixes, carry-based addition and a binary trie that maximises XOR.
`,
  problems: [theUnpairedValue, twoUnpairedValues, andAcrossARange, addWithoutPlus, bestXorUnderLimit],
  finalRemarks: `# Final Remarks

Bitwise tricks look like magic until you reason about one bit position at a time. Almost every solution in this module came from asking "what happens to bit \`k\`?"

## What you practised

- **XOR cancellation**: pairs vanish, so a single XOR pass finds the odd one out in O(1) memory.
- **Splitting by a differing bit**: \`x & -x\` isolates a bit in which two unknown values differ, turning one hard problem into two easy ones.
- **Common prefixes**: the AND of a range keeps only the leading bits that never change, found by shifting until both ends agree.
- **Carry propagation**: \`a ^ b\` is the sum without carries, \`(a & b) << 1\` is the carries; repeat until no carry is left.
- **Greedy over bits with a binary trie**: prefer the opposite bit from the top down to maximise XOR, and answer queries offline in order of their limits.

## Pitfalls to avoid

- Operator precedence: in Python, Java, JavaScript and C++, \`x & 1 == 0\` parses as \`x & (1 == 0)\`; write \`(x & 1) == 0\`.
- Python's unbounded integers when the algorithm relies on 32-bit overflow.
- Shifting by 32 or more in languages where that is undefined or wraps the shift amount.
- Signed versus unsigned right shifts (\`>>\` versus \`>>>\` in Java and JavaScript).

## Complexity to quote

Most bit tricks run in **O(1)** per number (at most 32 or 64 steps) and **O(1)** extra space. A binary trie costs **O(B)** per insertion or query, where \`B\` is the number of bits.
`,
  companyFrequency: { Google: 15, Amazon: 19, Microsoft: 16, Apple: 13, Netflix: 2, LinkedIn: 5, Meta: 11 },
};
