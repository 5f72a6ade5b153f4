// Coding roadmap pattern: Matrices. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "matrices",
  title: "Matrices",
  summary:
    "Move through two dimensions with precise index work: diagonals, spiral layers, in-place rotation and marking, and row-by-row histogram reduction.",
  introduction: `# Introduction to Matrices

A **matrix** (or grid) is a two-dimensional array: \`rows\` lists of \`cols\` values each. Interview questions on matrices rarely need advanced algorithms; they test whether you can move through two dimensions precisely: traverse in unusual orders, transform the grid in place, and reuse rows as building blocks for one-dimensional techniques.

## When to recognise it

- The input is an \`m × n\` grid of numbers or characters and the task is about its **shape**: diagonals, layers, rows and columns.
- The output is the grid in a different order (spiral, diagonal, zigzag) or a transformed grid (rotated, transposed, with some cells cleared).
- The interviewer asks for an **in-place** transformation with O(1) extra memory.
- A grid question can be reduced to a row-by-row problem on arrays (for example, a histogram per row).

## Core tools

1. **Index arithmetic.** Cell \`(r, c)\` lies on diagonal \`c - r\` (top-left to bottom-right) and on anti-diagonal \`r + c\`. The clockwise rotation of an \`n × n\` grid sends \`(r, c)\` to \`(c, n - 1 - r)\`.
2. **Boundaries.** Four variables \`top\`, \`bottom\`, \`left\`, \`right\` describe the unvisited rectangle in layer-by-layer traversals; shrink one after finishing each side.
3. **Composition of simple moves.** A rotation is a transpose followed by reversing every row; an anticlockwise rotation reverses the rows first.
4. **Markers inside the grid.** To avoid O(m · n) extra memory, store flags in cells you will overwrite anyway, such as the first row and first column.
5. **Row-wise reduction.** Treat each row as the base of a histogram or a prefix-sum array and solve a 1D problem per row.

## Worked example: transpose then reverse

Rotate a 3 × 3 grid clockwise in place:

\`\`\`python
def rotate(matrix):
    n = len(matrix)
    for i in range(n):                  # 1. transpose: swap across the main diagonal
        for j in range(i + 1, n):
            matrix[i][j], matrix[j][i] = matrix[j][i], matrix[i][j]
    for row in matrix:                  # 2. mirror every row
        row.reverse()
    return matrix
\`\`\`

\`\`\`text
1 2 3      1 4 7      7 4 1
4 5 6  ->  2 5 8  ->  8 5 2
7 8 9      3 6 9      9 6 3
 input    transpose   reversed rows
\`\`\`

Each step is easy to verify on its own, and together they move \`(r, c)\` to \`(c, n - 1 - r)\`: the transpose sends it to \`(c, r)\`, and reversing the row sends column \`r\` to column \`n - 1 - r\`. Note that \`j\` starts at \`i + 1\`; starting at 0 would swap every pair twice and undo the transpose.

## Pitfalls to watch

- Rectangular grids: \`len(matrix)\` rows, \`len(matrix[0])\` columns. Do not mix them up, and test with a single row and a single column.
- Traversals that shrink boundaries must re-check \`top <= bottom\` and \`left <= right\` before walking back, or the middle row or column is emitted twice.
- In-place updates that read cells after writing them need an ordering or a marker scheme that keeps the original information alive.

In this module you will check constant diagonals, walk a grid in a spiral, rotate a square grid, spread zeros through rows and columns with O(1) memory, and find the largest all-ones rectangle with a stack per row.
`,
  problems: [
    {
      slug: "toeplitz-matrix-check",
      title: "Constant Diagonals Check",
      difficulty: "easy",
      statement: `Given an \`m × n\` integer matrix, return \`true\` if every diagonal running from top-left to bottom-right contains a single repeated value, and \`false\` otherwise.

For example, the cells \`(0, 1)\`, \`(1, 2)\` and \`(2, 3)\` lie on the same diagonal, so they must all hold the same number.

### Examples

**Example 1**

\`\`\`text
Input: matrix = [[1,2,3,4],[5,1,2,3],[9,5,1,2]]
Output: true
\`\`\`

The diagonals are [9], [5, 5], [1, 1, 1], [2, 2, 2], [3, 3] and [4]: each is constant.

**Example 2**

\`\`\`text
Input: matrix = [[1,2],[2,2]]
Output: false
\`\`\`

The main diagonal holds 1 and 2.

### Constraints

- 1 ≤ m, n ≤ 20
- -10^9 ≤ matrix[i][j] ≤ 10^9
`,
      functionName: "isToeplitz",
      params: [{ name: "matrix", type: "int[][]" }],
      returnType: "bool",
      starter: {
        python: `from typing import List


def isToeplitz(matrix: List[List[int]]) -> bool:
    # Write your code here
    return False
`,
        javascript: `function isToeplitz(matrix) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean isToeplitz(int[][] matrix) {
        // Write your code here
        return false;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

bool isToeplitz(vector<vector<int>> matrix) {
    // Write your code here
    return false;
}
`,
        go: `package main

func isToeplitz(matrix [][]int) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `def isToeplitz(matrix):
    for r in range(1, len(matrix)):
        for c in range(1, len(matrix[0])):
            if matrix[r][c] != matrix[r - 1][c - 1]:
                return False
    return True
`,
        javascript: `function isToeplitz(matrix) {
  for (let r = 1; r < matrix.length; r++) {
    for (let c = 1; c < matrix[0].length; c++) {
      if (matrix[r][c] !== matrix[r - 1][c - 1]) return false;
    }
  }
  return true;
}
`,
        java: `class Solution {
    public static boolean isToeplitz(int[][] matrix) {
        for (int r = 1; r < matrix.length; r++) {
            for (int c = 1; c < matrix[0].length; c++) {
                if (matrix[r][c] != matrix[r - 1][c - 1]) return false;
            }
        }
        return true;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

bool isToeplitz(vector<vector<int>> matrix) {
    for (size_t r = 1; r < matrix.size(); r++) {
        for (size_t c = 1; c < matrix[0].size(); c++) {
            if (matrix[r][c] != matrix[r - 1][c - 1]) return false;
        }
    }
    return true;
}
`,
        go: `package main

func isToeplitz(matrix [][]int) bool {
	for r := 1; r < len(matrix); r++ {
		for c := 1; c < len(matrix[0]); c++ {
			if matrix[r][c] != matrix[r-1][c-1] {
				return false
			}
		}
	}
	return true
}
`,
      },
      solutionExplanation: `## Idea

A diagonal is constant exactly when every cell on it equals the cell diagonally above-left of it. So instead of collecting diagonals, compare each cell \`(r, c)\` with \`(r - 1, c - 1)\` whenever that neighbour exists. If all these local comparisons succeed, every diagonal is a chain of equal values.

## Step by step

1. For every row \`r\` from 1 and every column \`c\` from 1:
   - if \`matrix[r][c] != matrix[r - 1][c - 1]\`, return \`false\`.
2. Return \`true\`.

Cells in the first row or first column start their diagonals and have nothing to compare with.

For \`[[1, 2], [2, 2]]\` the only comparison is \`matrix[1][1] = 2\` against \`matrix[0][0] = 1\`, which fails.

This approach also suits the common follow-up where the matrix is streamed one row at a time: only the previous row is ever needed.

## Complexity

- Time: O(m · n).
- Space: O(1).

## Python solution

\`\`\`python
def isToeplitz(matrix):
    for r in range(1, len(matrix)):
        for c in range(1, len(matrix[0])):
            if matrix[r][c] != matrix[r - 1][c - 1]:
                return False
    return True
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [
              [1, 2, 3, 4],
              [5, 1, 2, 3],
              [9, 5, 1, 2],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [1, 2],
              [2, 2],
            ],
          ],
          expected: false,
        },
      ],
      hiddenTests: [
        { input: [[[7]]], expected: true },
        { input: [[[1, 2, 3]]], expected: true },
        { input: [[[1], [2], [3]]], expected: true },
        {
          input: [
            [
              [1, 2],
              [1, 1],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [3, 3],
              [3, 4],
            ],
          ],
          expected: false,
        },
        {
          input: [
            [
              [-1, -2],
              [-3, -1],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [1000000000, 0],
              [5, 1000000000],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [4, 5, 6, 7, 8],
              [3, 4, 5, 6, 7],
              [2, 3, 4, 5, 6],
              [1, 2, 3, 4, 5],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [4, 5, 6, 7, 8],
              [3, 4, 5, 6, 7],
              [2, 3, 4, 5, 6],
              [1, 2, 3, 4, 9],
            ],
          ],
          expected: false,
        },
        {
          input: [
            [
              [0, 0],
              [0, 0],
              [0, 0],
            ],
          ],
          expected: true,
        },
        {
          input: [
            [
              [1, 2, 3],
              [4, 1, 9],
              [5, 4, 1],
            ],
          ],
          expected: false,
        },
      ],
      companies: { Google: 6, Amazon: 5, Microsoft: 7, Apple: 4, Netflix: 1, LinkedIn: 2, Meta: 9 },
    },
    {
      slug: "spiral-traversal",
      title: "Spiral Walk of a Grid",
      difficulty: "medium",
      statement: `Given an \`m × n\` matrix, return all of its values in **clockwise spiral order**: start at the top-left cell, walk right along the top row, down the right column, left along the bottom row, up the left column, and continue inwards with the next layer until every cell has been visited once.

### Examples

**Example 1**

\`\`\`text
Input: matrix = [[1,2,3],[4,5,6],[7,8,9]]
Output: [1,2,3,6,9,8,7,4,5]
\`\`\`

The outer ring first, then the centre.

**Example 2**

\`\`\`text
Input: matrix = [[1,2,3,4],[5,6,7,8]]
Output: [1,2,3,4,8,7,6,5]
\`\`\`

Two rows: right along the first, left along the second.

### Constraints

- 1 ≤ m, n ≤ 10
- -100 ≤ matrix[i][j] ≤ 100
`,
      functionName: "spiralOrder",
      params: [{ name: "matrix", type: "int[][]" }],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def spiralOrder(matrix: List[List[int]]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `function spiralOrder(matrix) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] spiralOrder(int[][] matrix) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<int> spiralOrder(vector<vector<int>> matrix) {
    // Write your code here
    return {};
}
`,
        go: `package main

func spiralOrder(matrix [][]int) []int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def spiralOrder(matrix):
    result = []
    top, bottom = 0, len(matrix) - 1
    left, right = 0, len(matrix[0]) - 1
    while top <= bottom and left <= right:
        for c in range(left, right + 1):              # top row, left to right
            result.append(matrix[top][c])
        top += 1
        for r in range(top, bottom + 1):              # right column, downwards
            result.append(matrix[r][right])
        right -= 1
        if top <= bottom:
            for c in range(right, left - 1, -1):      # bottom row, right to left
                result.append(matrix[bottom][c])
            bottom -= 1
        if left <= right:
            for r in range(bottom, top - 1, -1):      # left column, upwards
                result.append(matrix[r][left])
            left += 1
    return result
`,
        javascript: `function spiralOrder(matrix) {
  const result = [];
  let top = 0;
  let bottom = matrix.length - 1;
  let left = 0;
  let right = matrix[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) result.push(matrix[top][c]);
    top++;
    for (let r = top; r <= bottom; r++) result.push(matrix[r][right]);
    right--;
    if (top <= bottom) {
      for (let c = right; c >= left; c--) result.push(matrix[bottom][c]);
      bottom--;
    }
    if (left <= right) {
      for (let r = bottom; r >= top; r--) result.push(matrix[r][left]);
      left++;
    }
  }
  return result;
}
`,
        java: `class Solution {
    public static int[] spiralOrder(int[][] matrix) {
        int[] result = new int[matrix.length * matrix[0].length];
        int k = 0;
        int top = 0, bottom = matrix.length - 1, left = 0, right = matrix[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int c = left; c <= right; c++) result[k++] = matrix[top][c]; // top row, left to right
            top++;
            for (int r = top; r <= bottom; r++) result[k++] = matrix[r][right]; // right column, downwards
            right--;
            if (top <= bottom) {
                for (int c = right; c >= left; c--) result[k++] = matrix[bottom][c]; // bottom row, right to left
                bottom--;
            }
            if (left <= right) {
                for (int r = bottom; r >= top; r--) result[k++] = matrix[r][left]; // left column, upwards
                left++;
            }
        }
        return result;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

vector<int> spiralOrder(vector<vector<int>> matrix) {
    vector<int> result;
    int top = 0, bottom = (int) matrix.size() - 1, left = 0, right = (int) matrix[0].size() - 1;
    while (top <= bottom && left <= right) {
        for (int c = left; c <= right; c++) result.push_back(matrix[top][c]);  // top row, left to right
        top++;
        for (int r = top; r <= bottom; r++) result.push_back(matrix[r][right]);  // right column, downwards
        right--;
        if (top <= bottom) {
            for (int c = right; c >= left; c--) result.push_back(matrix[bottom][c]);  // bottom row, right to left
            bottom--;
        }
        if (left <= right) {
            for (int r = bottom; r >= top; r--) result.push_back(matrix[r][left]);  // left column, upwards
            left++;
        }
    }
    return result;
}
`,
        go: `package main

func spiralOrder(matrix [][]int) []int {
	result := []int{}
	top, bottom := 0, len(matrix)-1
	left, right := 0, len(matrix[0])-1
	for top <= bottom && left <= right {
		for c := left; c <= right; c++ { // top row, left to right
			result = append(result, matrix[top][c])
		}
		top++
		for r := top; r <= bottom; r++ { // right column, downwards
			result = append(result, matrix[r][right])
		}
		right--
		if top <= bottom {
			for c := right; c >= left; c-- { // bottom row, right to left
				result = append(result, matrix[bottom][c])
			}
			bottom--
		}
		if left <= right {
			for r := bottom; r >= top; r-- { // left column, upwards
				result = append(result, matrix[r][left])
			}
			left++
		}
	}
	return result
}
`,
      },
      solutionExplanation: `## Idea

Keep four boundaries around the part of the grid that has not been visited yet: \`top\`, \`bottom\`, \`left\`, \`right\`. One lap of the spiral walks the four sides of that rectangle and then shrinks it:

1. the top row from \`left\` to \`right\`, then \`top += 1\`;
2. the right column from \`top\` to \`bottom\`, then \`right -= 1\`;
3. the bottom row from \`right\` back to \`left\`, then \`bottom -= 1\`;
4. the left column from \`bottom\` back up to \`top\`, then \`left += 1\`.

The subtle part is steps 3 and 4. After steps 1 and 2 the rectangle may have become empty (a single remaining row or column). Walking back without re-checking \`top <= bottom\` or \`left <= right\` would output those cells a second time.

## Step by step

For the 2 × 4 grid \`[[1, 2, 3, 4], [5, 6, 7, 8]]\`: the top row gives \`1 2 3 4\` (top = 1); the right column gives \`8\` (right = 2); since \`top <= bottom\` still holds, the bottom row gives \`7 6 5\` (bottom = 0); the left column would run from row \`bottom = 0\` up to row \`top = 1\`, an empty range, so it adds nothing. Now \`top > bottom\` and the loop ends. Result: \`1 2 3 4 8 7 6 5\`.

## Complexity

- Time: O(m · n), every cell is output once.
- Space: O(1) besides the output.

## Python solution

\`\`\`python
def spiralOrder(matrix):
    result = []
    top, bottom = 0, len(matrix) - 1
    left, right = 0, len(matrix[0]) - 1
    while top <= bottom and left <= right:
        for c in range(left, right + 1):              # top row, left to right
            result.append(matrix[top][c])
        top += 1
        for r in range(top, bottom + 1):              # right column, downwards
            result.append(matrix[r][right])
        right -= 1
        if top <= bottom:
            for c in range(right, left - 1, -1):      # bottom row, right to left
                result.append(matrix[bottom][c])
            bottom -= 1
        if left <= right:
            for r in range(bottom, top - 1, -1):      # left column, upwards
                result.append(matrix[r][left])
            left += 1
    return result
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [
              [1, 2, 3],
              [4, 5, 6],
              [7, 8, 9],
            ],
          ],
          expected: [1, 2, 3, 6, 9, 8, 7, 4, 5],
        },
        {
          input: [
            [
              [1, 2, 3, 4],
              [5, 6, 7, 8],
            ],
          ],
          expected: [1, 2, 3, 4, 8, 7, 6, 5],
        },
      ],
      hiddenTests: [
        { input: [[[1]]], expected: [1] },
        { input: [[[1, 2, 3]]], expected: [1, 2, 3] },
        { input: [[[1], [2], [3]]], expected: [1, 2, 3] },
        {
          input: [
            [
              [1, 2],
              [3, 4],
            ],
          ],
          expected: [1, 2, 4, 3],
        },
        {
          input: [
            [
              [1, 2, 3, 4],
              [5, 6, 7, 8],
              [9, 10, 11, 12],
            ],
          ],
          expected: [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7],
        },
        {
          input: [
            [
              [1, 2, 3],
              [4, 5, 6],
              [7, 8, 9],
              [10, 11, 12],
            ],
          ],
          expected: [1, 2, 3, 6, 9, 12, 11, 10, 7, 4, 5, 8],
        },
        { input: [[[5], [4], [3], [2], [1]]], expected: [5, 4, 3, 2, 1] },
        { input: [[[-1, -2, -3, -4, -5]]], expected: [-1, -2, -3, -4, -5] },
        {
          input: [
            [
              [1, 2, 3, 4],
              [5, 6, 7, 8],
              [9, 10, 11, 12],
              [13, 14, 15, 16],
            ],
          ],
          expected: [1, 2, 3, 4, 8, 12, 16, 15, 14, 13, 9, 5, 6, 7, 11, 10],
        },
        {
          input: [
            [
              [7, 7],
              [7, 7],
              [-100, 100],
            ],
          ],
          expected: [7, 7, 7, 100, -100, 7],
        },
        {
          input: [
            [
              [1, 2, 3, 4, 5],
              [6, 7, 8, 9, 10],
              [11, 12, 13, 14, 15],
              [16, 17, 18, 19, 20],
              [21, 22, 23, 24, 25],
            ],
          ],
          expected: [1, 2, 3, 4, 5, 10, 15, 20, 25, 24, 23, 22, 21, 16, 11, 6, 7, 8, 9, 14, 19, 18, 17, 12, 13],
        },
      ],
      companies: { Google: 15, Amazon: 20, Microsoft: 17, Apple: 9, Netflix: 3, LinkedIn: 6, Meta: 14 },
    },
    {
      slug: "rotate-grid-clockwise",
      title: "Rotate a Square Grid",
      difficulty: "medium",
      statement: `Given an \`n × n\` matrix, rotate it by 90 degrees **clockwise** and return it. The first row of the result is the first column of the input read from bottom to top, and so on.

Perform the rotation **in place** (modify \`matrix\` itself using O(1) extra memory) and then return \`matrix\`.

### Examples

**Example 1**

\`\`\`text
Input: matrix = [[1,2],[3,4]]
Output: [[3,1],[4,2]]
\`\`\`

The left column, read upwards (3, 1), becomes the top row.

**Example 2**

\`\`\`text
Input: matrix = [[1,2,3],[4,5,6],[7,8,9]]
Output: [[7,4,1],[8,5,2],[9,6,3]]
\`\`\`

Each column, read from bottom to top, becomes a row.

### Constraints

- 1 ≤ n ≤ 20
- -1000 ≤ matrix[i][j] ≤ 1000
`,
      functionName: "rotateClockwise",
      params: [{ name: "matrix", type: "int[][]" }],
      returnType: "int[][]",
      starter: {
        python: `from typing import List


def rotateClockwise(matrix: List[List[int]]) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `function rotateClockwise(matrix) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] rotateClockwise(int[][] matrix) {
        // Write your code here
        return new int[0][];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<int>> rotateClockwise(vector<vector<int>> matrix) {
    // Write your code here
    return {};
}
`,
        go: `package main

func rotateClockwise(matrix [][]int) [][]int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def rotateClockwise(matrix):
    n = len(matrix)
    # 1. transpose: swap (i, j) with (j, i) above the main diagonal
    for i in range(n):
        for j in range(i + 1, n):
            matrix[i][j], matrix[j][i] = matrix[j][i], matrix[i][j]
    # 2. mirror every row
    for row in matrix:
        row.reverse()
    return matrix
`,
        javascript: `function rotateClockwise(matrix) {
  const n = matrix.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const t = matrix[i][j];
      matrix[i][j] = matrix[j][i];
      matrix[j][i] = t;
    }
  }
  for (const row of matrix) row.reverse();
  return matrix;
}
`,
        java: `class Solution {
    public static int[][] rotateClockwise(int[][] matrix) {
        int n = matrix.length;
        // 1. transpose: swap (i, j) with (j, i) above the main diagonal
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int t = matrix[i][j];
                matrix[i][j] = matrix[j][i];
                matrix[j][i] = t;
            }
        }
        // 2. mirror every row
        for (int[] row : matrix) {
            for (int lo = 0, hi = n - 1; lo < hi; lo++, hi--) {
                int t = row[lo];
                row[lo] = row[hi];
                row[hi] = t;
            }
        }
        return matrix;
    }
}
`,
        cpp: `#include <algorithm>
#include <utility>
#include <vector>
using namespace std;

vector<vector<int>> rotateClockwise(vector<vector<int>> matrix) {
    int n = matrix.size();
    // 1. transpose: swap (i, j) with (j, i) above the main diagonal
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) swap(matrix[i][j], matrix[j][i]);
    }
    // 2. mirror every row
    for (auto& row : matrix) reverse(row.begin(), row.end());
    return matrix;
}
`,
        go: `package main

func rotateClockwise(matrix [][]int) [][]int {
	n := len(matrix)
	// 1. transpose: swap (i, j) with (j, i) above the main diagonal
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			matrix[i][j], matrix[j][i] = matrix[j][i], matrix[i][j]
		}
	}
	// 2. mirror every row
	for _, row := range matrix {
		for lo, hi := 0, n-1; lo < hi; lo, hi = lo+1, hi-1 {
			row[lo], row[hi] = row[hi], row[lo]
		}
	}
	return matrix
}
`,
      },
      solutionExplanation: `## Idea

A clockwise rotation sends cell \`(r, c)\` to \`(c, n - 1 - r)\`. Doing that directly in place requires rotating groups of four cells at a time, which is easy to get wrong. It is simpler to split the rotation into two in-place steps that are each obviously correct:

1. **Transpose**: swap \`(r, c)\` with \`(c, r)\`, moving \`(r, c)\` to \`(c, r)\`.
2. **Reverse each row**: column \`r\` becomes column \`n - 1 - r\`, giving \`(c, n - 1 - r)\`.

## Step by step

1. For every \`i\` and every \`j > i\`, swap \`matrix[i][j]\` and \`matrix[j][i]\`. Only the cells above the diagonal start a swap; otherwise each pair would be swapped twice and the transpose undone.
2. Reverse every row.
3. Return \`matrix\`.

For \`[[1, 2], [3, 4]]\`: the transpose gives \`[[1, 3], [2, 4]]\`; reversing the rows gives \`[[3, 1], [4, 2]]\`.

For an anticlockwise rotation, reverse the order of the rows first and then transpose (or transpose and reverse each column).

## Complexity

- Time: O(n^2), every cell is moved a constant number of times.
- Space: O(1) extra.

## Python solution

\`\`\`python
def rotateClockwise(matrix):
    n = len(matrix)
    # 1. transpose: swap (i, j) with (j, i) above the main diagonal
    for i in range(n):
        for j in range(i + 1, n):
            matrix[i][j], matrix[j][i] = matrix[j][i], matrix[i][j]
    # 2. mirror every row
    for row in matrix:
        row.reverse()
    return matrix
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [
              [1, 2],
              [3, 4],
            ],
          ],
          expected: [
            [3, 1],
            [4, 2],
          ],
        },
        {
          input: [
            [
              [1, 2, 3],
              [4, 5, 6],
              [7, 8, 9],
            ],
          ],
          expected: [
            [7, 4, 1],
            [8, 5, 2],
            [9, 6, 3],
          ],
        },
      ],
      hiddenTests: [
        { input: [[[5]]], expected: [[5]] },
        {
          input: [
            [
              [1, 2, 3, 4],
              [5, 6, 7, 8],
              [9, 10, 11, 12],
              [13, 14, 15, 16],
            ],
          ],
          expected: [
            [13, 9, 5, 1],
            [14, 10, 6, 2],
            [15, 11, 7, 3],
            [16, 12, 8, 4],
          ],
        },
        {
          input: [
            [
              [0, 1, 2, 3, 4],
              [5, 6, 7, 8, 9],
              [10, 11, 12, 13, 14],
              [15, 16, 17, 18, 19],
              [20, 21, 22, 23, 24],
            ],
          ],
          expected: [
            [20, 15, 10, 5, 0],
            [21, 16, 11, 6, 1],
            [22, 17, 12, 7, 2],
            [23, 18, 13, 8, 3],
            [24, 19, 14, 9, 4],
          ],
        },
        {
          input: [
            [
              [-1, -2],
              [-3, -4],
            ],
          ],
          expected: [
            [-3, -1],
            [-4, -2],
          ],
        },
        {
          input: [
            [
              [0, 0],
              [0, 1],
            ],
          ],
          expected: [
            [0, 0],
            [1, 0],
          ],
        },
        {
          input: [
            [
              [7, 7, 7],
              [7, 7, 7],
              [7, 7, 7],
            ],
          ],
          expected: [
            [7, 7, 7],
            [7, 7, 7],
            [7, 7, 7],
          ],
        },
        {
          input: [
            [
              [1000, -1000],
              [-1000, 1000],
            ],
          ],
          expected: [
            [-1000, 1000],
            [1000, -1000],
          ],
        },
        {
          input: [
            [
              [1, 0, 0],
              [0, 2, 0],
              [0, 0, 3],
            ],
          ],
          expected: [
            [0, 0, 1],
            [0, 2, 0],
            [3, 0, 0],
          ],
        },
        {
          input: [
            [
              [9, 8, 7, 6, 5, 4],
              [3, 2, 1, 0, -1, -2],
              [1, 1, 2, 3, 5, 8],
              [0, 0, 0, 0, 0, 1],
              [4, 4, 4, 4, 4, 4],
              [2, 7, 1, 8, 2, 8],
            ],
          ],
          expected: [
            [2, 4, 0, 1, 3, 9],
            [7, 4, 0, 1, 2, 8],
            [1, 4, 0, 2, 1, 7],
            [8, 4, 0, 3, 0, 6],
            [2, 4, 0, 5, -1, 5],
            [8, 4, 1, 8, -2, 4],
          ],
        },
      ],
      companies: { Google: 14, Amazon: 17, Microsoft: 16, Apple: 12, Netflix: 3, LinkedIn: 5, Meta: 13 },
    },
    {
      slug: "zero-rows-and-columns",
      title: "Spread the Zeros",
      difficulty: "medium",
      statement: `Given an \`m × n\` integer matrix, find every cell that holds \`0\` in the **original** matrix and set its entire row and entire column to \`0\`. Zeros created by this process do not spread any further.

Modify \`matrix\` in place using only O(1) extra memory, then return it.

### Examples

**Example 1**

\`\`\`text
Input: matrix = [[1,1,1],[1,0,1],[1,1,1]]
Output: [[1,0,1],[0,0,0],[1,0,1]]
\`\`\`

The single zero clears the middle row and the middle column.

**Example 2**

\`\`\`text
Input: matrix = [[5,0,3],[2,4,6]]
Output: [[0,0,0],[2,0,6]]
\`\`\`

The zero in the first row clears that row and the middle column.

### Constraints

- 1 ≤ m, n ≤ 200
- -2^31 ≤ matrix[i][j] ≤ 2^31 - 1
`,
      functionName: "zeroRowsAndColumns",
      params: [{ name: "matrix", type: "int[][]" }],
      returnType: "int[][]",
      starter: {
        python: `from typing import List


def zeroRowsAndColumns(matrix: List[List[int]]) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `function zeroRowsAndColumns(matrix) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] zeroRowsAndColumns(int[][] matrix) {
        // Write your code here
        return new int[0][];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<int>> zeroRowsAndColumns(vector<vector<int>> matrix) {
    // Write your code here
    return {};
}
`,
        go: `package main

func zeroRowsAndColumns(matrix [][]int) [][]int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def zeroRowsAndColumns(matrix):
    rows, cols = len(matrix), len(matrix[0])
    firstRowZero = any(matrix[0][c] == 0 for c in range(cols))
    firstColZero = any(matrix[r][0] == 0 for r in range(rows))
    # use the first row and column as markers
    for r in range(1, rows):
        for c in range(1, cols):
            if matrix[r][c] == 0:
                matrix[r][0] = 0
                matrix[0][c] = 0
    for r in range(1, rows):
        for c in range(1, cols):
            if matrix[r][0] == 0 or matrix[0][c] == 0:
                matrix[r][c] = 0
    if firstRowZero:
        for c in range(cols):
            matrix[0][c] = 0
    if firstColZero:
        for r in range(rows):
            matrix[r][0] = 0
    return matrix
`,
        javascript: `function zeroRowsAndColumns(matrix) {
  const rows = matrix.length;
  const cols = matrix[0].length;
  const firstRowZero = matrix[0].some((v) => v === 0);
  const firstColZero = matrix.some((row) => row[0] === 0);
  for (let r = 1; r < rows; r++) {
    for (let c = 1; c < cols; c++) {
      if (matrix[r][c] === 0) {
        matrix[r][0] = 0;
        matrix[0][c] = 0;
      }
    }
  }
  for (let r = 1; r < rows; r++) {
    for (let c = 1; c < cols; c++) {
      if (matrix[r][0] === 0 || matrix[0][c] === 0) matrix[r][c] = 0;
    }
  }
  if (firstRowZero) for (let c = 0; c < cols; c++) matrix[0][c] = 0;
  if (firstColZero) for (let r = 0; r < rows; r++) matrix[r][0] = 0;
  return matrix;
}
`,
        java: `class Solution {
    public static int[][] zeroRowsAndColumns(int[][] matrix) {
        int rows = matrix.length, cols = matrix[0].length;
        boolean firstRowZero = false, firstColZero = false;
        for (int c = 0; c < cols; c++) if (matrix[0][c] == 0) firstRowZero = true;
        for (int r = 0; r < rows; r++) if (matrix[r][0] == 0) firstColZero = true;
        // use the first row and column as markers
        for (int r = 1; r < rows; r++) {
            for (int c = 1; c < cols; c++) {
                if (matrix[r][c] == 0) {
                    matrix[r][0] = 0;
                    matrix[0][c] = 0;
                }
            }
        }
        for (int r = 1; r < rows; r++) {
            for (int c = 1; c < cols; c++) {
                if (matrix[r][0] == 0 || matrix[0][c] == 0) matrix[r][c] = 0;
            }
        }
        if (firstRowZero) for (int c = 0; c < cols; c++) matrix[0][c] = 0;
        if (firstColZero) for (int r = 0; r < rows; r++) matrix[r][0] = 0;
        return matrix;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

vector<vector<int>> zeroRowsAndColumns(vector<vector<int>> matrix) {
    int rows = matrix.size(), cols = matrix[0].size();
    bool firstRowZero = false, firstColZero = false;
    for (int c = 0; c < cols; c++)
        if (matrix[0][c] == 0) firstRowZero = true;
    for (int r = 0; r < rows; r++)
        if (matrix[r][0] == 0) firstColZero = true;
    // use the first row and column as markers
    for (int r = 1; r < rows; r++) {
        for (int c = 1; c < cols; c++) {
            if (matrix[r][c] == 0) {
                matrix[r][0] = 0;
                matrix[0][c] = 0;
            }
        }
    }
    for (int r = 1; r < rows; r++) {
        for (int c = 1; c < cols; c++) {
            if (matrix[r][0] == 0 || matrix[0][c] == 0) matrix[r][c] = 0;
        }
    }
    if (firstRowZero)
        for (int c = 0; c < cols; c++) matrix[0][c] = 0;
    if (firstColZero)
        for (int r = 0; r < rows; r++) matrix[r][0] = 0;
    return matrix;
}
`,
        go: `package main

func zeroRowsAndColumns(matrix [][]int) [][]int {
	rows, cols := len(matrix), len(matrix[0])
	firstRowZero, firstColZero := false, false
	for c := 0; c < cols; c++ {
		if matrix[0][c] == 0 {
			firstRowZero = true
		}
	}
	for r := 0; r < rows; r++ {
		if matrix[r][0] == 0 {
			firstColZero = true
		}
	}
	// use the first row and column as markers
	for r := 1; r < rows; r++ {
		for c := 1; c < cols; c++ {
			if matrix[r][c] == 0 {
				matrix[r][0] = 0
				matrix[0][c] = 0
			}
		}
	}
	for r := 1; r < rows; r++ {
		for c := 1; c < cols; c++ {
			if matrix[r][0] == 0 || matrix[0][c] == 0 {
				matrix[r][c] = 0
			}
		}
	}
	if firstRowZero {
		for c := 0; c < cols; c++ {
			matrix[0][c] = 0
		}
	}
	if firstColZero {
		for r := 0; r < rows; r++ {
			matrix[r][0] = 0
		}
	}
	return matrix
}
`,
      },
      solutionExplanation: `## Idea

Clearing rows and columns while scanning destroys information: a zero written early would later look like an original zero. The easy fix is two sets of row and column indices (O(m + n) memory). To get O(1), store those flags **inside the matrix**: the first cell of a row records "clear this row", and the first cell of a column records "clear this column".

The first row and column are themselves part of the data, so first remember in two booleans whether they contain an original zero, and clear them only at the very end.

## Step by step

1. \`firstRowZero\` and \`firstColZero\`: does the first row / column contain a zero?
2. For every inner cell \`(r, c)\` with \`r, c >= 1\` holding 0, set \`matrix[r][0] = 0\` and \`matrix[0][c] = 0\`.
3. For every inner cell, set it to 0 if its row marker or column marker is 0.
4. Clear the first row if \`firstRowZero\`, and the first column if \`firstColZero\`.

For \`[[5, 0, 3], [2, 4, 6]]\`: \`firstRowZero\` is true and \`firstColZero\` is false. There are no inner zeros, but the marker \`matrix[0][1] = 0\` (the original zero) clears \`matrix[1][1]\`. Finally the first row is cleared: \`[[0, 0, 0], [2, 0, 6]]\`.

## Complexity

- Time: O(m · n), a constant number of passes.
- Space: O(1) extra.

## Python solution

\`\`\`python
def zeroRowsAndColumns(matrix):
    rows, cols = len(matrix), len(matrix[0])
    firstRowZero = any(matrix[0][c] == 0 for c in range(cols))
    firstColZero = any(matrix[r][0] == 0 for r in range(rows))
    # use the first row and column as markers
    for r in range(1, rows):
        for c in range(1, cols):
            if matrix[r][c] == 0:
                matrix[r][0] = 0
                matrix[0][c] = 0
    for r in range(1, rows):
        for c in range(1, cols):
            if matrix[r][0] == 0 or matrix[0][c] == 0:
                matrix[r][c] = 0
    if firstRowZero:
        for c in range(cols):
            matrix[0][c] = 0
    if firstColZero:
        for r in range(rows):
            matrix[r][0] = 0
    return matrix
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [
              [1, 1, 1],
              [1, 0, 1],
              [1, 1, 1],
            ],
          ],
          expected: [
            [1, 0, 1],
            [0, 0, 0],
            [1, 0, 1],
          ],
        },
        {
          input: [
            [
              [5, 0, 3],
              [2, 4, 6],
            ],
          ],
          expected: [
            [0, 0, 0],
            [2, 0, 6],
          ],
        },
      ],
      hiddenTests: [
        { input: [[[0]]], expected: [[0]] },
        { input: [[[1]]], expected: [[1]] },
        { input: [[[1, 0]]], expected: [[0, 0]] },
        { input: [[[0], [1]]], expected: [[0], [0]] },
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
              [0, 0],
              [0, 0],
            ],
          ],
          expected: [
            [0, 0],
            [0, 0],
          ],
        },
        {
          input: [
            [
              [0, 1, 2],
              [3, 4, 5],
              [6, 7, 8],
            ],
          ],
          expected: [
            [0, 0, 0],
            [0, 4, 5],
            [0, 7, 8],
          ],
        },
        {
          input: [
            [
              [1, 2, 3, 4],
              [5, 0, 7, 8],
              [0, 10, 11, 12],
              [13, 14, 15, 0],
            ],
          ],
          expected: [
            [0, 0, 3, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
          ],
        },
        {
          input: [
            [
              [-1, -2, -3],
              [-4, -5, 0],
            ],
          ],
          expected: [
            [-1, -2, 0],
            [0, 0, 0],
          ],
        },
        {
          input: [
            [
              [1, 2, 3],
              [4, 5, 6],
              [7, 8, 0],
            ],
          ],
          expected: [
            [1, 2, 0],
            [4, 5, 0],
            [0, 0, 0],
          ],
        },
        {
          input: [
            [
              [2147483647, 1],
              [0, -2147483648],
            ],
          ],
          expected: [
            [0, 1],
            [0, 0],
          ],
        },
        {
          input: [
            [
              [3, 1, 0, 4],
              [1, 1, 1, 1],
              [2, 2, 2, 2],
            ],
          ],
          expected: [
            [0, 0, 0, 0],
            [1, 1, 0, 1],
            [2, 2, 0, 2],
          ],
        },
      ],
      companies: { Google: 11, Amazon: 16, Microsoft: 13, Apple: 8, Netflix: 2, LinkedIn: 5, Meta: 12 },
    },
    {
      slug: "largest-rectangle-of-ones",
      title: "Largest All-Ones Rectangle",
      difficulty: "hard",
      statement: `You are given a grid of characters, each \`"0"\` or \`"1"\`. Find the largest axis-aligned rectangle made of consecutive rows and columns that contains only \`"1"\` cells, and return its area (the number of cells inside it). Return \`0\` if the grid holds no \`"1"\`.

### Examples

**Example 1**

\`\`\`text
Input: grid = [["0","1","1","0"],["1","1","1","1"],["1","1","1","0"]]
Output: 6
\`\`\`

Rows 1 and 2, columns 0 to 2 form a 2 × 3 block of ones (rows 0 to 2, columns 1 and 2 form another area-6 block).

**Example 2**

\`\`\`text
Input: grid = [["0"]]
Output: 0
\`\`\`

There are no ones.

**Example 3**

\`\`\`text
Input: grid = [["1","1"],["1","1"]]
Output: 4
\`\`\`

The whole grid.

### Constraints

- 1 ≤ rows, cols ≤ 200
- Every cell is \`"0"\` or \`"1"\`.
`,
      functionName: "maximalOnesRectangle",
      params: [{ name: "grid", type: "char[][]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def maximalOnesRectangle(grid: List[List[str]]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function maximalOnesRectangle(grid) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int maximalOnesRectangle(char[][] grid) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int maximalOnesRectangle(vector<vector<char>> grid) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func maximalOnesRectangle(grid [][]byte) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def maximalOnesRectangle(grid):
    cols = len(grid[0])
    heights = [0] * cols          # consecutive ones ending at the current row
    best = 0
    for row in grid:
        for c in range(cols):
            heights[c] = heights[c] + 1 if row[c] == "1" else 0
        # largest rectangle in the histogram \`heights\`
        stack = []                # column indices with increasing heights
        for c in range(cols + 1):
            h = heights[c] if c < cols else 0
            while stack and heights[stack[-1]] >= h:
                height = heights[stack.pop()]
                left = stack[-1] + 1 if stack else 0
                best = max(best, height * (c - left))
            stack.append(c)
    return best
`,
        javascript: `function maximalOnesRectangle(grid) {
  const cols = grid[0].length;
  const heights = new Array(cols).fill(0);
  let best = 0;
  for (const row of grid) {
    for (let c = 0; c < cols; c++) heights[c] = row[c] === "1" ? heights[c] + 1 : 0;
    const stack = [];
    for (let c = 0; c <= cols; c++) {
      const h = c < cols ? heights[c] : 0;
      while (stack.length > 0 && heights[stack[stack.length - 1]] >= h) {
        const height = heights[stack.pop()];
        const left = stack.length > 0 ? stack[stack.length - 1] + 1 : 0;
        best = Math.max(best, height * (c - left));
      }
      stack.push(c);
    }
  }
  return best;
}
`,
        java: `import java.util.*;

class Solution {
    public static int maximalOnesRectangle(char[][] grid) {
        int cols = grid[0].length;
        int[] heights = new int[cols]; // consecutive ones ending at the current row
        int best = 0;
        for (char[] row : grid) {
            for (int c = 0; c < cols; c++) heights[c] = row[c] == '1' ? heights[c] + 1 : 0;
            // largest rectangle in the histogram \`heights\`
            Deque<Integer> stack = new ArrayDeque<>(); // column indices with increasing heights
            for (int c = 0; c <= cols; c++) {
                int h = c < cols ? heights[c] : 0;
                while (!stack.isEmpty() && heights[stack.peek()] >= h) {
                    int height = heights[stack.pop()];
                    int left = stack.isEmpty() ? 0 : stack.peek() + 1;
                    best = Math.max(best, height * (c - left));
                }
                stack.push(c);
            }
        }
        return best;
    }
}
`,
        cpp: `#include <algorithm>
#include <vector>
using namespace std;

int maximalOnesRectangle(vector<vector<char>> grid) {
    int cols = grid[0].size();
    vector<int> heights(cols, 0);  // consecutive ones ending at the current row
    int best = 0;
    for (const auto& row : grid) {
        for (int c = 0; c < cols; c++) heights[c] = row[c] == '1' ? heights[c] + 1 : 0;
        // largest rectangle in the histogram \`heights\`
        vector<int> stack;  // column indices with increasing heights
        for (int c = 0; c <= cols; c++) {
            int h = c < cols ? heights[c] : 0;
            while (!stack.empty() && heights[stack.back()] >= h) {
                int height = heights[stack.back()];
                stack.pop_back();
                int left = stack.empty() ? 0 : stack.back() + 1;
                best = max(best, height * (c - left));
            }
            stack.push_back(c);
        }
    }
    return best;
}
`,
        go: `package main

func maximalOnesRectangle(grid [][]byte) int {
	cols := len(grid[0])
	heights := make([]int, cols) // consecutive ones ending at the current row
	best := 0
	for _, row := range grid {
		for c := 0; c < cols; c++ {
			if row[c] == '1' {
				heights[c]++
			} else {
				heights[c] = 0
			}
		}
		// largest rectangle in the histogram \`heights\`
		stack := []int{} // column indices with increasing heights
		for c := 0; c <= cols; c++ {
			h := 0
			if c < cols {
				h = heights[c]
			}
			for len(stack) > 0 && heights[stack[len(stack)-1]] >= h {
				height := heights[stack[len(stack)-1]]
				stack = stack[:len(stack)-1]
				left := 0
				if len(stack) > 0 {
					left = stack[len(stack)-1] + 1
				}
				if height*(c-left) > best {
					best = height * (c - left)
				}
			}
			stack = append(stack, c)
		}
	}
	return best
}
`,
      },
      solutionExplanation: `## Idea

Fix the **bottom row** of the rectangle. For that row, let \`heights[c]\` be the number of consecutive ones in column \`c\` ending at this row. Any all-ones rectangle whose bottom edge lies on this row is a rectangle under the histogram \`heights\`. So the grid problem becomes "largest rectangle in a histogram", solved once per row, and \`heights\` is updated row by row in O(cols).

**Largest rectangle in a histogram** with a monotonic stack: keep column indices whose heights increase from bottom to top. When a column with height \`h\` arrives, every stacked column at least as tall as \`h\` cannot extend further right, so pop it and compute its best rectangle: its height times the width between the new stack top (exclusive) and the current column (exclusive). A sentinel height 0 after the last column flushes the stack.

## Step by step

1. \`heights = [0] * cols\`, \`best = 0\`.
2. For each row: set \`heights[c] += 1\` for a \`"1"\`, otherwise \`heights[c] = 0\`.
3. Run the stack scan over \`heights\` plus a final 0:
   - while the top column is at least as tall as the current height, pop it; its rectangle spans from the column after the new top (or 0) to \`c - 1\`;
   - push \`c\`.
4. Return \`best\`.

For the first example, the last row gives \`heights = [2, 3, 3, 0]\`. When the final 0 arrives, popping the two 3s gives \`3 · 2 = 6\`, and popping the 2 gives \`2 · 3 = 6\`.

## Complexity

- Time: O(rows · cols): each column index is pushed and popped once per row.
- Space: O(cols) for the heights and the stack.

## Python solution

\`\`\`python
def maximalOnesRectangle(grid):
    cols = len(grid[0])
    heights = [0] * cols          # consecutive ones ending at the current row
    best = 0
    for row in grid:
        for c in range(cols):
            heights[c] = heights[c] + 1 if row[c] == "1" else 0
        # largest rectangle in the histogram \`heights\`
        stack = []                # column indices with increasing heights
        for c in range(cols + 1):
            h = heights[c] if c < cols else 0
            while stack and heights[stack[-1]] >= h:
                height = heights[stack.pop()]
                left = stack[-1] + 1 if stack else 0
                best = max(best, height * (c - left))
            stack.append(c)
    return best
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [
              ["0", "1", "1", "0"],
              ["1", "1", "1", "1"],
              ["1", "1", "1", "0"],
            ],
          ],
          expected: 6,
        },
        { input: [[["0"]]], expected: 0 },
        {
          input: [
            [
              ["1", "1"],
              ["1", "1"],
            ],
          ],
          expected: 4,
        },
      ],
      hiddenTests: [
        { input: [[["1"]]], expected: 1 },
        { input: [[["0", "0"]]], expected: 0 },
        { input: [[["1", "1", "1", "0", "1"]]], expected: 3 },
        { input: [[["1"], ["1"], ["0"], ["1"]]], expected: 2 },
        {
          input: [
            [
              ["1", "1", "1", "1", "1"],
              ["1", "1", "1", "1", "1"],
              ["1", "1", "1", "1", "1"],
            ],
          ],
          expected: 15,
        },
        {
          input: [
            [
              ["1", "0", "1"],
              ["0", "1", "0"],
              ["1", "0", "1"],
            ],
          ],
          expected: 1,
        },
        {
          input: [
            [
              ["0", "0"],
              ["0", "0"],
            ],
          ],
          expected: 0,
        },
        {
          input: [
            [
              ["1", "0", "1", "1"],
              ["1", "1", "1", "1"],
              ["0", "1", "1", "1"],
              ["1", "1", "1", "0"],
            ],
          ],
          expected: 6,
        },
        {
          input: [
            [
              ["1", "1", "0", "0", "1", "1"],
              ["1", "1", "1", "1", "1", "1"],
              ["0", "1", "1", "1", "1", "0"],
              ["1", "1", "1", "1", "1", "1"],
              ["1", "0", "0", "0", "0", "1"],
            ],
          ],
          expected: 12,
        },
        {
          input: [
            [
              ["0", "0", "0", "0"],
              ["0", "1", "1", "0"],
              ["0", "1", "1", "0"],
              ["0", "0", "0", "0"],
            ],
          ],
          expected: 4,
        },
        {
          input: [
            [
              ["1", "1", "1", "1", "1", "1", "1"],
              ["1", "0", "0", "0", "0", "0", "1"],
              ["1", "1", "1", "1", "1", "1", "1"],
            ],
          ],
          expected: 7,
        },
      ],
      companies: { Google: 12, Amazon: 10, Microsoft: 9, Apple: 6, Netflix: 2, LinkedIn: 4, Meta: 11 },
    },
  ],
  finalRemarks: `# Final Remarks

Matrix problems reward careful bookkeeping more than clever algorithms. The solutions in this module reused a small toolkit:

- **Compare neighbours, not whole diagonals.** Checking \`matrix[r][c] == matrix[r - 1][c - 1]\` verifies every diagonal with one pass and no extra memory.
- **Boundaries for layers.** \`top\`, \`bottom\`, \`left\` and \`right\` make spiral traversal mechanical. Re-check them before the bottom row and the left column so the centre is not visited twice.
- **Decompose transformations.** Rotation = transpose + reverse rows. Other symmetries (anticlockwise, 180 degrees, flips) are similar compositions, each trivially correct.
- **Store flags in the grid itself.** The first row and column can record which rows and columns must be cleared, as long as you remember separately whether they needed clearing themselves and process them last.
- **Reduce to one dimension.** Building a histogram of consecutive ones per row turns the largest rectangle in a grid into the largest rectangle in a histogram, solved with a monotonic stack in O(cols) per row.

Always test rectangular inputs (1 × n, n × 1), the smallest grid, and grids where the interesting cells sit on the border. State complexities in terms of both dimensions, usually O(m · n) time, and be explicit about whether the extra space is O(1), O(n) or O(m · n).
`,
  companyFrequency: { Google: 19, Amazon: 24, Microsoft: 21, Apple: 13, Netflix: 4, LinkedIn: 8, Meta: 20 },
};
