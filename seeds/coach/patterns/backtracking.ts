// Coding roadmap pattern: Backtracking. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "backtracking",
  title: "Backtracking",
  summary:
    "Explore every candidate with choose, explore and un-choose, pruning dead ends early: combinations, grid trails, palindromic splits and queens.",
  introduction: `# Introduction to Backtracking

**Backtracking** is a disciplined way of exploring every candidate solution of a problem by building it one decision at a time. After each decision we check whether the partial solution can still lead somewhere valid. If it can, we go deeper; if it cannot, we **undo** the last decision and try the next option. The undo step is what gives the technique its name.

You can picture the search as a tree: the root is the empty solution, every edge is a choice, and every leaf is a complete candidate. Backtracking is a depth-first walk of this tree that refuses to enter subtrees that are already known to be hopeless (this is called **pruning**).

## When to recognise it

- The problem asks for **all** solutions, **any** solution, or the **number** of solutions satisfying constraints: place queens, fill a puzzle, split a string, find combinations that add up to a target.
- Choices are made step by step and each step has a small set of options.
- Constraints can be checked on a partial solution (two queens already attack each other, the sum already exceeds the target).
- Input sizes are small (n up to about 10 to 15, grids up to about 6×6), because the worst case is exponential.

## The template

\`\`\`python
def backtrack(state):
    if is_complete(state):
        record(state)
        return
    for choice in options(state):
        if is_valid(state, choice):
            apply(state, choice)      # choose
            backtrack(state)          # explore
            undo(state, choice)       # un-choose
\`\`\`

The three lines *choose, explore, un-choose* are the heart of every problem in this module. Mutating a single shared state and restoring it afterwards is much cheaper than copying the state at every level.

## Worked example: combinations of k numbers

List all ways to choose \`k = 2\` numbers from \`1..4\`, in increasing order.

\`\`\`python
def combine(n, k):
    result, path = [], []
    def backtrack(start):
        if len(path) == k:
            result.append(path[:])     # copy: path keeps changing
            return
        for x in range(start, n + 1):
            if n - x + 1 < k - len(path):
                break                  # prune: not enough numbers left
            path.append(x)
            backtrack(x + 1)
            path.pop()
    backtrack(1)
    return result
\`\`\`

The walk visits \`[1] → [1,2] ✓ → [1,3] ✓ → [1,4] ✓\`, backs up to \`[2] → [2,3] ✓ → [2,4] ✓\`, then \`[3] → [3,4] ✓\`. At \`x = 4\` on the first level the pruning test notices that only one number is left while two are needed, so the subtree is never entered. The result is the six pairs.

Passing \`start\` guarantees that each combination is produced once, in increasing order, instead of once per ordering.

## What is in this module

You will enumerate binary watch readings, collect combinations that reach a target sum, trace words through a letter grid, split strings into palindromes, and count placements of non-attacking queens, where clever bookkeeping of attacked columns and diagonals makes the difference.
`,
  problems: [
    {
      slug: "binary-watch-times",
      title: "Binary Watch Readings",
      difficulty: "easy",
      statement: `A binary watch shows the time with 10 LEDs. Four LEDs encode the hour (values 8, 4, 2, 1, so hours 0 to 11) and six LEDs encode the minutes (values 32, 16, 8, 4, 2, 1, so minutes 0 to 59). A reading is the sum of the lit LEDs in each group.

Given the number of lit LEDs \`turnedOn\`, return every valid time the watch could be showing, in any order. Format each time as \`"h:mm"\`: the hour without a leading zero and the minutes with exactly two digits (\`"1:05"\`, not \`"01:5"\`).

### Examples

**Example 1**

\`\`\`text
Input: turnedOn = 1
Output: ["0:01","0:02","0:04","0:08","0:16","0:32","1:00","2:00","4:00","8:00"]
\`\`\`

Exactly one LED is lit: one of the four hour LEDs or one of the six minute LEDs.

**Example 2**

\`\`\`text
Input: turnedOn = 9
Output: []
\`\`\`

Nine lit LEDs always overflow: at least the hour 12 or the minute 60 would be needed.

### Constraints

- 0 ≤ turnedOn ≤ 10
`,
      functionName: "readBinaryWatch",
      params: [{ name: "turnedOn", type: "int" }],
      returnType: "string[]",
      compare: "unordered",
      starter: {
        python: `from typing import List


def readBinaryWatch(turnedOn: int) -> List[str]:
    # Write your code here
    return []
`,
        javascript: `function readBinaryWatch(turnedOn) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static String[] readBinaryWatch(int turnedOn) {
        // Write your code here
        return new String[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<string> readBinaryWatch(int turnedOn) {
    // Write your code here
    return {};
}
`,
        go: `package main

func readBinaryWatch(turnedOn int) []string {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def readBinaryWatch(turnedOn):
    values = [8, 4, 2, 1, 32, 16, 8, 4, 2, 1]   # first four LEDs: hours
    result = []

    def place(start, remaining, hours, minutes):
        if hours > 11 or minutes > 59:
            return                               # prune invalid readings
        if remaining == 0:
            result.append(str(hours) + ":" + str(minutes).zfill(2))
            return
        for i in range(start, 10):
            if i < 4:
                place(i + 1, remaining - 1, hours + values[i], minutes)
            else:
                place(i + 1, remaining - 1, hours, minutes + values[i])

    place(0, turnedOn, 0, 0)
    return result
`,
        javascript: `function readBinaryWatch(turnedOn) {
  const values = [8, 4, 2, 1, 32, 16, 8, 4, 2, 1];
  const result = [];
  const place = (start, remaining, hours, minutes) => {
    if (hours > 11 || minutes > 59) return;
    if (remaining === 0) {
      result.push(hours + ":" + String(minutes).padStart(2, "0"));
      return;
    }
    for (let i = start; i < 10; i++) {
      if (i < 4) place(i + 1, remaining - 1, hours + values[i], minutes);
      else place(i + 1, remaining - 1, hours, minutes + values[i]);
    }
  };
  place(0, turnedOn, 0, 0);
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    private static final int[] VALUES = {8, 4, 2, 1, 32, 16, 8, 4, 2, 1}; // first four LEDs: hours

    public static String[] readBinaryWatch(int turnedOn) {
        List<String> result = new ArrayList<>();
        place(0, turnedOn, 0, 0, result);
        return result.toArray(new String[0]);
    }

    private static void place(int start, int remaining, int hours, int minutes, List<String> result) {
        if (hours > 11 || minutes > 59) return; // prune invalid readings
        if (remaining == 0) {
            result.add(hours + ":" + (minutes < 10 ? "0" : "") + minutes);
            return;
        }
        for (int i = start; i < 10; i++) {
            if (i < 4) place(i + 1, remaining - 1, hours + VALUES[i], minutes, result);
            else place(i + 1, remaining - 1, hours, minutes + VALUES[i], result);
        }
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

const int VALUES[10] = {8, 4, 2, 1, 32, 16, 8, 4, 2, 1};  // first four LEDs: hours

void place(int start, int remaining, int hours, int minutes, vector<string>& result) {
    if (hours > 11 || minutes > 59) return;  // prune invalid readings
    if (remaining == 0) {
        result.push_back(to_string(hours) + ":" + (minutes < 10 ? "0" : "") + to_string(minutes));
        return;
    }
    for (int i = start; i < 10; i++) {
        if (i < 4) place(i + 1, remaining - 1, hours + VALUES[i], minutes, result);
        else place(i + 1, remaining - 1, hours, minutes + VALUES[i], result);
    }
}

vector<string> readBinaryWatch(int turnedOn) {
    vector<string> result;
    place(0, turnedOn, 0, 0, result);
    return result;
}
`,
        go: `package main

import "fmt"

var ledValues = [10]int{8, 4, 2, 1, 32, 16, 8, 4, 2, 1} // first four LEDs: hours

func readBinaryWatch(turnedOn int) []string {
	result := []string{}
	var place func(start, remaining, hours, minutes int)
	place = func(start, remaining, hours, minutes int) {
		if hours > 11 || minutes > 59 {
			return // prune invalid readings
		}
		if remaining == 0 {
			result = append(result, fmt.Sprintf("%d:%02d", hours, minutes))
			return
		}
		for i := start; i < 10; i++ {
			if i < 4 {
				place(i+1, remaining-1, hours+ledValues[i], minutes)
			} else {
				place(i+1, remaining-1, hours, minutes+ledValues[i])
			}
		}
	}
	place(0, turnedOn, 0, 0)
	return result
}
`,
      },
      solutionExplanation: `## Idea

Choosing which LEDs are lit is choosing a combination of \`turnedOn\` LEDs out of 10. Backtracking builds the combination one LED at a time, always picking LEDs with a larger index than the previous one (so every set is generated once), and keeps running totals for the hours and minutes. As soon as the hour exceeds 11 or the minutes exceed 59, adding more LEDs can only make it worse, so that branch is abandoned.

## Step by step

1. Label the LEDs 0 to 9; LEDs 0 to 3 add \`8, 4, 2, 1\` hours, LEDs 4 to 9 add \`32, 16, 8, 4, 2, 1\` minutes.
2. \`place(start, remaining, hours, minutes)\`:
   - if \`hours > 11\` or \`minutes > 59\`, return (prune);
   - if \`remaining == 0\`, record \`h:mm\`;
   - otherwise try every LED \`i >= start\`, adding its value to the right group and recursing with \`i + 1\`.
3. Call \`place(0, turnedOn, 0, 0)\`.

The running totals are passed as arguments, so "un-choosing" is automatic when the call returns.

## Complexity

There are at most \`C(10, k) ≤ 252\` combinations, so both time and space are bounded by a constant; in general the approach is O(C(L, k)) for L LEDs.

- Time: O(C(10, k)) recursive calls, each O(1) apart from formatting.
- Space: O(10) recursion depth plus the output.

## Python solution

\`\`\`python
def readBinaryWatch(turnedOn):
    values = [8, 4, 2, 1, 32, 16, 8, 4, 2, 1]   # first four LEDs: hours
    result = []

    def place(start, remaining, hours, minutes):
        if hours > 11 or minutes > 59:
            return                               # prune invalid readings
        if remaining == 0:
            result.append(str(hours) + ":" + str(minutes).zfill(2))
            return
        for i in range(start, 10):
            if i < 4:
                place(i + 1, remaining - 1, hours + values[i], minutes)
            else:
                place(i + 1, remaining - 1, hours, minutes + values[i])

    place(0, turnedOn, 0, 0)
    return result
\`\`\`
`,
      visibleTests: [
        { input: [1], expected: ["0:01", "0:02", "0:04", "0:08", "0:16", "0:32", "1:00", "2:00", "4:00", "8:00"] },
        { input: [9], expected: [] },
      ],
      hiddenTests: [
        { input: [0], expected: ["0:00"] },
        {
          input: [2],
          expected: [
            "0:03",
            "0:05",
            "0:06",
            "0:09",
            "0:10",
            "0:12",
            "0:17",
            "0:18",
            "0:20",
            "0:24",
            "0:33",
            "0:34",
            "0:36",
            "0:40",
            "0:48",
            "10:00",
            "1:01",
            "1:02",
            "1:04",
            "1:08",
            "1:16",
            "1:32",
            "2:01",
            "2:02",
            "2:04",
            "2:08",
            "2:16",
            "2:32",
            "3:00",
            "4:01",
            "4:02",
            "4:04",
            "4:08",
            "4:16",
            "4:32",
            "5:00",
            "6:00",
            "8:01",
            "8:02",
            "8:04",
            "8:08",
            "8:16",
            "8:32",
            "9:00",
          ],
        },
        {
          input: [3],
          expected: [
            "0:07",
            "0:11",
            "0:13",
            "0:14",
            "0:19",
            "0:21",
            "0:22",
            "0:25",
            "0:26",
            "0:28",
            "0:35",
            "0:37",
            "0:38",
            "0:41",
            "0:42",
            "0:44",
            "0:49",
            "0:50",
            "0:52",
            "0:56",
            "10:01",
            "10:02",
            "10:04",
            "10:08",
            "10:16",
            "10:32",
            "11:00",
            "1:03",
            "1:05",
            "1:06",
            "1:09",
            "1:10",
            "1:12",
            "1:17",
            "1:18",
            "1:20",
            "1:24",
            "1:33",
            "1:34",
            "1:36",
            "1:40",
            "1:48",
            "2:03",
            "2:05",
            "2:06",
            "2:09",
            "2:10",
            "2:12",
            "2:17",
            "2:18",
            "2:20",
            "2:24",
            "2:33",
            "2:34",
            "2:36",
            "2:40",
            "2:48",
            "3:01",
            "3:02",
            "3:04",
            "3:08",
            "3:16",
            "3:32",
            "4:03",
            "4:05",
            "4:06",
            "4:09",
            "4:10",
            "4:12",
            "4:17",
            "4:18",
            "4:20",
            "4:24",
            "4:33",
            "4:34",
            "4:36",
            "4:40",
            "4:48",
            "5:01",
            "5:02",
            "5:04",
            "5:08",
            "5:16",
            "5:32",
            "6:01",
            "6:02",
            "6:04",
            "6:08",
            "6:16",
            "6:32",
            "7:00",
            "8:03",
            "8:05",
            "8:06",
            "8:09",
            "8:10",
            "8:12",
            "8:17",
            "8:18",
            "8:20",
            "8:24",
            "8:33",
            "8:34",
            "8:36",
            "8:40",
            "8:48",
            "9:01",
            "9:02",
            "9:04",
            "9:08",
            "9:16",
            "9:32",
          ],
        },
        {
          input: [4],
          expected: [
            "0:15",
            "0:23",
            "0:27",
            "0:29",
            "0:30",
            "0:39",
            "0:43",
            "0:45",
            "0:46",
            "0:51",
            "0:53",
            "0:54",
            "0:57",
            "0:58",
            "10:03",
            "10:05",
            "10:06",
            "10:09",
            "10:10",
            "10:12",
            "10:17",
            "10:18",
            "10:20",
            "10:24",
            "10:33",
            "10:34",
            "10:36",
            "10:40",
            "10:48",
            "11:01",
            "11:02",
            "11:04",
            "11:08",
            "11:16",
            "11:32",
            "1:07",
            "1:11",
            "1:13",
            "1:14",
            "1:19",
            "1:21",
            "1:22",
            "1:25",
            "1:26",
            "1:28",
            "1:35",
            "1:37",
            "1:38",
            "1:41",
            "1:42",
            "1:44",
            "1:49",
            "1:50",
            "1:52",
            "1:56",
            "2:07",
            "2:11",
            "2:13",
            "2:14",
            "2:19",
            "2:21",
            "2:22",
            "2:25",
            "2:26",
            "2:28",
            "2:35",
            "2:37",
            "2:38",
            "2:41",
            "2:42",
            "2:44",
            "2:49",
            "2:50",
            "2:52",
            "2:56",
            "3:03",
            "3:05",
            "3:06",
            "3:09",
            "3:10",
            "3:12",
            "3:17",
            "3:18",
            "3:20",
            "3:24",
            "3:33",
            "3:34",
            "3:36",
            "3:40",
            "3:48",
            "4:07",
            "4:11",
            "4:13",
            "4:14",
            "4:19",
            "4:21",
            "4:22",
            "4:25",
            "4:26",
            "4:28",
            "4:35",
            "4:37",
            "4:38",
            "4:41",
            "4:42",
            "4:44",
            "4:49",
            "4:50",
            "4:52",
            "4:56",
            "5:03",
            "5:05",
            "5:06",
            "5:09",
            "5:10",
            "5:12",
            "5:17",
            "5:18",
            "5:20",
            "5:24",
            "5:33",
            "5:34",
            "5:36",
            "5:40",
            "5:48",
            "6:03",
            "6:05",
            "6:06",
            "6:09",
            "6:10",
            "6:12",
            "6:17",
            "6:18",
            "6:20",
            "6:24",
            "6:33",
            "6:34",
            "6:36",
            "6:40",
            "6:48",
            "7:01",
            "7:02",
            "7:04",
            "7:08",
            "7:16",
            "7:32",
            "8:07",
            "8:11",
            "8:13",
            "8:14",
            "8:19",
            "8:21",
            "8:22",
            "8:25",
            "8:26",
            "8:28",
            "8:35",
            "8:37",
            "8:38",
            "8:41",
            "8:42",
            "8:44",
            "8:49",
            "8:50",
            "8:52",
            "8:56",
            "9:03",
            "9:05",
            "9:06",
            "9:09",
            "9:10",
            "9:12",
            "9:17",
            "9:18",
            "9:20",
            "9:24",
            "9:33",
            "9:34",
            "9:36",
            "9:40",
            "9:48",
          ],
        },
        {
          input: [5],
          expected: [
            "0:31",
            "0:47",
            "0:55",
            "0:59",
            "10:07",
            "10:11",
            "10:13",
            "10:14",
            "10:19",
            "10:21",
            "10:22",
            "10:25",
            "10:26",
            "10:28",
            "10:35",
            "10:37",
            "10:38",
            "10:41",
            "10:42",
            "10:44",
            "10:49",
            "10:50",
            "10:52",
            "10:56",
            "11:03",
            "11:05",
            "11:06",
            "11:09",
            "11:10",
            "11:12",
            "11:17",
            "11:18",
            "11:20",
            "11:24",
            "11:33",
            "11:34",
            "11:36",
            "11:40",
            "11:48",
            "1:15",
            "1:23",
            "1:27",
            "1:29",
            "1:30",
            "1:39",
            "1:43",
            "1:45",
            "1:46",
            "1:51",
            "1:53",
            "1:54",
            "1:57",
            "1:58",
            "2:15",
            "2:23",
            "2:27",
            "2:29",
            "2:30",
            "2:39",
            "2:43",
            "2:45",
            "2:46",
            "2:51",
            "2:53",
            "2:54",
            "2:57",
            "2:58",
            "3:07",
            "3:11",
            "3:13",
            "3:14",
            "3:19",
            "3:21",
            "3:22",
            "3:25",
            "3:26",
            "3:28",
            "3:35",
            "3:37",
            "3:38",
            "3:41",
            "3:42",
            "3:44",
            "3:49",
            "3:50",
            "3:52",
            "3:56",
            "4:15",
            "4:23",
            "4:27",
            "4:29",
            "4:30",
            "4:39",
            "4:43",
            "4:45",
            "4:46",
            "4:51",
            "4:53",
            "4:54",
            "4:57",
            "4:58",
            "5:07",
            "5:11",
            "5:13",
            "5:14",
            "5:19",
            "5:21",
            "5:22",
            "5:25",
            "5:26",
            "5:28",
            "5:35",
            "5:37",
            "5:38",
            "5:41",
            "5:42",
            "5:44",
            "5:49",
            "5:50",
            "5:52",
            "5:56",
            "6:07",
            "6:11",
            "6:13",
            "6:14",
            "6:19",
            "6:21",
            "6:22",
            "6:25",
            "6:26",
            "6:28",
            "6:35",
            "6:37",
            "6:38",
            "6:41",
            "6:42",
            "6:44",
            "6:49",
            "6:50",
            "6:52",
            "6:56",
            "7:03",
            "7:05",
            "7:06",
            "7:09",
            "7:10",
            "7:12",
            "7:17",
            "7:18",
            "7:20",
            "7:24",
            "7:33",
            "7:34",
            "7:36",
            "7:40",
            "7:48",
            "8:15",
            "8:23",
            "8:27",
            "8:29",
            "8:30",
            "8:39",
            "8:43",
            "8:45",
            "8:46",
            "8:51",
            "8:53",
            "8:54",
            "8:57",
            "8:58",
            "9:07",
            "9:11",
            "9:13",
            "9:14",
            "9:19",
            "9:21",
            "9:22",
            "9:25",
            "9:26",
            "9:28",
            "9:35",
            "9:37",
            "9:38",
            "9:41",
            "9:42",
            "9:44",
            "9:49",
            "9:50",
            "9:52",
            "9:56",
          ],
        },
        {
          input: [6],
          expected: [
            "10:15",
            "10:23",
            "10:27",
            "10:29",
            "10:30",
            "10:39",
            "10:43",
            "10:45",
            "10:46",
            "10:51",
            "10:53",
            "10:54",
            "10:57",
            "10:58",
            "11:07",
            "11:11",
            "11:13",
            "11:14",
            "11:19",
            "11:21",
            "11:22",
            "11:25",
            "11:26",
            "11:28",
            "11:35",
            "11:37",
            "11:38",
            "11:41",
            "11:42",
            "11:44",
            "11:49",
            "11:50",
            "11:52",
            "11:56",
            "1:31",
            "1:47",
            "1:55",
            "1:59",
            "2:31",
            "2:47",
            "2:55",
            "2:59",
            "3:15",
            "3:23",
            "3:27",
            "3:29",
            "3:30",
            "3:39",
            "3:43",
            "3:45",
            "3:46",
            "3:51",
            "3:53",
            "3:54",
            "3:57",
            "3:58",
            "4:31",
            "4:47",
            "4:55",
            "4:59",
            "5:15",
            "5:23",
            "5:27",
            "5:29",
            "5:30",
            "5:39",
            "5:43",
            "5:45",
            "5:46",
            "5:51",
            "5:53",
            "5:54",
            "5:57",
            "5:58",
            "6:15",
            "6:23",
            "6:27",
            "6:29",
            "6:30",
            "6:39",
            "6:43",
            "6:45",
            "6:46",
            "6:51",
            "6:53",
            "6:54",
            "6:57",
            "6:58",
            "7:07",
            "7:11",
            "7:13",
            "7:14",
            "7:19",
            "7:21",
            "7:22",
            "7:25",
            "7:26",
            "7:28",
            "7:35",
            "7:37",
            "7:38",
            "7:41",
            "7:42",
            "7:44",
            "7:49",
            "7:50",
            "7:52",
            "7:56",
            "8:31",
            "8:47",
            "8:55",
            "8:59",
            "9:15",
            "9:23",
            "9:27",
            "9:29",
            "9:30",
            "9:39",
            "9:43",
            "9:45",
            "9:46",
            "9:51",
            "9:53",
            "9:54",
            "9:57",
            "9:58",
          ],
        },
        {
          input: [7],
          expected: [
            "10:31",
            "10:47",
            "10:55",
            "10:59",
            "11:15",
            "11:23",
            "11:27",
            "11:29",
            "11:30",
            "11:39",
            "11:43",
            "11:45",
            "11:46",
            "11:51",
            "11:53",
            "11:54",
            "11:57",
            "11:58",
            "3:31",
            "3:47",
            "3:55",
            "3:59",
            "5:31",
            "5:47",
            "5:55",
            "5:59",
            "6:31",
            "6:47",
            "6:55",
            "6:59",
            "7:15",
            "7:23",
            "7:27",
            "7:29",
            "7:30",
            "7:39",
            "7:43",
            "7:45",
            "7:46",
            "7:51",
            "7:53",
            "7:54",
            "7:57",
            "7:58",
            "9:31",
            "9:47",
            "9:55",
            "9:59",
          ],
        },
        { input: [8], expected: ["11:31", "11:47", "11:55", "11:59", "7:31", "7:47", "7:55", "7:59"] },
        { input: [10], expected: [] },
      ],
      companies: { Google: 5, Amazon: 4, Microsoft: 3, Apple: 6, Netflix: 1, LinkedIn: 2, Meta: 3 },
    },
    {
      slug: "combination-sum-reuse",
      title: "Combination Sum with Reuse",
      difficulty: "medium",
      statement: `Given an array of **distinct** positive integers \`candidates\` and a positive integer \`target\`, return all distinct combinations of candidates whose sum is exactly \`target\`. The same candidate may be used **any number of times**.

Two combinations are different when at least one number is used a different number of times. Return the combinations in any order; the numbers inside a combination may also be in any order.

### Examples

**Example 1**

\`\`\`text
Input: candidates = [2,3,6,7], target = 7
Output: [[2,2,3],[7]]
\`\`\`

2 + 2 + 3 = 7 and 7 = 7. No other multiset of candidates sums to 7.

**Example 2**

\`\`\`text
Input: candidates = [2,3,5], target = 8
Output: [[2,2,2,2],[2,3,3],[3,5]]
\`\`\`

Three different combinations reach 8.

**Example 3**

\`\`\`text
Input: candidates = [2], target = 1
Output: []
\`\`\`

1 cannot be formed from 2s.

### Constraints

- 1 ≤ candidates.length ≤ 30
- 1 ≤ candidates[i] ≤ 40, and the values are distinct
- 1 ≤ target ≤ 40
- The number of combinations is below 150.
`,
      functionName: "combinationSum",
      params: [
        { name: "candidates", type: "int[]" },
        { name: "target", type: "int" },
      ],
      returnType: "int[][]",
      compare: "unordered-nested",
      starter: {
        python: `from typing import List


def combinationSum(candidates: List[int], target: int) -> List[List[int]]:
    # Write your code here
    return []
`,
        javascript: `function combinationSum(candidates, target) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] combinationSum(int[] candidates, int target) {
        // Write your code here
        return new int[0][];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<int>> combinationSum(vector<int> candidates, int target) {
    // Write your code here
    return {};
}
`,
        go: `package main

func combinationSum(candidates []int, target int) [][]int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def combinationSum(candidates, target):
    candidates = sorted(candidates)
    result = []
    path = []

    def search(start, remaining):
        if remaining == 0:
            result.append(path[:])
            return
        for i in range(start, len(candidates)):
            c = candidates[i]
            if c > remaining:
                break                     # sorted: every later candidate is too big
            path.append(c)
            search(i, remaining - c)      # i, not i + 1: c may be reused
            path.pop()

    search(0, target)
    return result
`,
        javascript: `function combinationSum(candidates, target) {
  const sorted = [...candidates].sort((a, b) => a - b);
  const result = [];
  const path = [];
  const search = (start, remaining) => {
    if (remaining === 0) {
      result.push([...path]);
      return;
    }
    for (let i = start; i < sorted.length; i++) {
      const c = sorted[i];
      if (c > remaining) break;
      path.push(c);
      search(i, remaining - c);
      path.pop();
    }
  };
  search(0, target);
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[][] combinationSum(int[] input, int target) {
        int[] candidates = input.clone();
        Arrays.sort(candidates);
        List<int[]> result = new ArrayList<>();
        search(candidates, 0, target, new ArrayDeque<>(), result);
        return result.toArray(new int[0][]);
    }

    private static void search(int[] candidates, int start, int remaining, Deque<Integer> path, List<int[]> result) {
        if (remaining == 0) {
            result.add(path.stream().mapToInt(Integer::intValue).toArray());
            return;
        }
        for (int i = start; i < candidates.length; i++) {
            int c = candidates[i];
            if (c > remaining) break; // sorted: every later candidate is too big
            path.addLast(c);
            search(candidates, i, remaining - c, path, result); // i, not i + 1: c may be reused
            path.removeLast();
        }
    }
}
`,
        cpp: `#include <algorithm>
#include <functional>
#include <vector>
using namespace std;

vector<vector<int>> combinationSum(vector<int> candidates, int target) {
    sort(candidates.begin(), candidates.end());
    vector<vector<int>> result;
    vector<int> path;
    function<void(int, int)> search = [&](int start, int remaining) {
        if (remaining == 0) {
            result.push_back(path);
            return;
        }
        for (int i = start; i < (int) candidates.size(); i++) {
            int c = candidates[i];
            if (c > remaining) break;  // sorted: every later candidate is too big
            path.push_back(c);
            search(i, remaining - c);  // i, not i + 1: c may be reused
            path.pop_back();
        }
    };
    search(0, target);
    return result;
}
`,
        go: `package main

import "sort"

func combinationSum(input []int, target int) [][]int {
	candidates := append([]int(nil), input...)
	sort.Ints(candidates)
	result := [][]int{}
	path := []int{}
	var search func(start, remaining int)
	search = func(start, remaining int) {
		if remaining == 0 {
			result = append(result, append([]int{}, path...))
			return
		}
		for i := start; i < len(candidates); i++ {
			c := candidates[i]
			if c > remaining {
				break // sorted: every later candidate is too big
			}
			path = append(path, c)
			search(i, remaining-c) // i, not i + 1: c may be reused
			path = path[:len(path)-1]
		}
	}
	search(0, target)
	return result
}
`,
      },
      solutionExplanation: `## Idea

Build each combination in **non-decreasing order**. Then every multiset is generated exactly once: after choosing candidate \`i\`, the next choice may be \`i\` again (reuse) or any later candidate, but never an earlier one. Sorting the candidates also allows strong pruning: as soon as a candidate exceeds the remaining sum, all later candidates do too, and the loop can stop.

## Step by step

1. Sort \`candidates\`.
2. \`search(start, remaining)\`:
   - if \`remaining == 0\`, record a copy of \`path\`;
   - for \`i\` from \`start\`: if \`candidates[i] > remaining\`, break; otherwise append it, recurse with \`search(i, remaining - candidates[i])\`, then pop it.
3. Call \`search(0, target)\`.

For \`[2, 3, 6, 7]\` and target 7: the path grows \`2 → 2,2 → 2,2,2\` (remaining 1, every candidate too big, back up) → \`2,2,3\` ✓ → \`2,3\` (remaining 2, next candidate 3 too big) → \`3\` → \`3,3\` (remaining 1, dead end) → \`6\` (remaining 1, dead end) → \`7\` ✓.

## Complexity

Let T be the target and m the smallest candidate. The recursion depth is at most T / m, and each level tries at most n candidates.

- Time: O(n^(T/m + 1)) in the worst case; pruning makes it far smaller in practice.
- Space: O(T / m) for the recursion and the current path, plus the output.

## Python solution

\`\`\`python
def combinationSum(candidates, target):
    candidates = sorted(candidates)
    result = []
    path = []

    def search(start, remaining):
        if remaining == 0:
            result.append(path[:])
            return
        for i in range(start, len(candidates)):
            c = candidates[i]
            if c > remaining:
                break                     # sorted: every later candidate is too big
            path.append(c)
            search(i, remaining - c)      # i, not i + 1: c may be reused
            path.pop()

    search(0, target)
    return result
\`\`\`
`,
      visibleTests: [
        { input: [[2, 3, 6, 7], 7], expected: [[7], [2, 2, 3]] },
        {
          input: [[2, 3, 5], 8],
          expected: [
            [3, 5],
            [2, 3, 3],
            [2, 2, 2, 2],
          ],
        },
        { input: [[2], 1], expected: [] },
      ],
      hiddenTests: [
        { input: [[1], 1], expected: [[1]] },
        { input: [[1], 3], expected: [[1, 1, 1]] },
        {
          input: [[7, 3, 2], 18],
          expected: [
            [2, 2, 7, 7],
            [2, 3, 3, 3, 7],
            [2, 2, 2, 2, 3, 7],
            [3, 3, 3, 3, 3, 3],
            [2, 2, 2, 3, 3, 3, 3],
            [2, 2, 2, 2, 2, 2, 3, 3],
            [2, 2, 2, 2, 2, 2, 2, 2, 2],
          ],
        },
        { input: [[5], 3], expected: [] },
        {
          input: [[2, 4], 8],
          expected: [
            [4, 4],
            [2, 2, 4],
            [2, 2, 2, 2],
          ],
        },
        {
          input: [[8, 7, 4, 3], 11],
          expected: [
            [3, 8],
            [4, 7],
            [3, 4, 4],
          ],
        },
        {
          input: [[3, 4, 5], 16],
          expected: [
            [3, 3, 5, 5],
            [3, 4, 4, 5],
            [4, 4, 4, 4],
            [3, 3, 3, 3, 4],
          ],
        },
        { input: [[10], 40], expected: [[10, 10, 10, 10]] },
        {
          input: [[2, 3, 5, 7], 12],
          expected: [
            [5, 7],
            [2, 3, 7],
            [2, 5, 5],
            [2, 2, 3, 5],
            [3, 3, 3, 3],
            [2, 2, 2, 3, 3],
            [2, 2, 2, 2, 2, 2],
          ],
        },
        {
          input: [[12, 13, 14], 40],
          expected: [
            [12, 14, 14],
            [13, 13, 14],
          ],
        },
        { input: [[40], 40], expected: [[40]] },
      ],
      companies: { Google: 14, Amazon: 18, Microsoft: 11, Apple: 7, Netflix: 3, LinkedIn: 8, Meta: 16 },
    },
    {
      slug: "word-search-in-grid",
      title: "Word Trail in a Letter Grid",
      difficulty: "medium",
      statement: `You are given a rectangular grid of letters \`board\` and a string \`word\`. A **trail** starts on any cell and moves to a horizontally or vertically adjacent cell at every step; it may not visit the same cell twice.

Return \`true\` if some trail spells \`word\` (the letters of the visited cells, in order, equal \`word\`), and \`false\` otherwise. Letters are case-sensitive.

### Examples

**Example 1**

\`\`\`text
Input: board = [["C","A","T"],["X","R","S"],["D","O","G"]], word = "CARS"
Output: true
\`\`\`

C (0,0) → A (0,1) → R (1,1) → S (1,2).

**Example 2**

\`\`\`text
Input: board = [["C","A","T"],["X","R","S"],["D","O","G"]], word = "CARD"
Output: false
\`\`\`

The only D is at (2,0), which is not adjacent to the R.

**Example 3**

\`\`\`text
Input: board = [["C","A","T"],["X","R","S"],["D","O","G"]], word = "TACT"
Output: false
\`\`\`

Spelling TACT would need the single T cell twice.

### Constraints

- 1 ≤ board.length, board[i].length ≤ 6
- 1 ≤ word.length ≤ 15
- \`board\` and \`word\` contain only English letters.
`,
      functionName: "wordTrailExists",
      params: [
        { name: "board", type: "char[][]" },
        { name: "word", type: "string" },
      ],
      returnType: "bool",
      starter: {
        python: `from typing import List


def wordTrailExists(board: List[List[str]], word: str) -> bool:
    # Write your code here
    return False
`,
        javascript: `function wordTrailExists(board, word) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean wordTrailExists(char[][] board, String word) {
        // Write your code here
        return false;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

bool wordTrailExists(vector<vector<char>> board, string word) {
    // Write your code here
    return false;
}
`,
        go: `package main

func wordTrailExists(board [][]byte, word string) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `def wordTrailExists(board, word):
    rows, cols = len(board), len(board[0])

    def dfs(r, c, k):
        if r < 0 or c < 0 or r >= rows or c >= cols or board[r][c] != word[k]:
            return False
        if k == len(word) - 1:
            return True
        saved = board[r][c]
        board[r][c] = "#"                 # mark as used on this trail
        found = (dfs(r + 1, c, k + 1) or dfs(r - 1, c, k + 1)
                 or dfs(r, c + 1, k + 1) or dfs(r, c - 1, k + 1))
        board[r][c] = saved               # undo the mark
        return found

    return any(dfs(r, c, 0) for r in range(rows) for c in range(cols))
`,
        javascript: `function wordTrailExists(board, word) {
  const rows = board.length;
  const cols = board[0].length;
  const dfs = (r, c, k) => {
    if (r < 0 || c < 0 || r >= rows || c >= cols || board[r][c] !== word[k]) return false;
    if (k === word.length - 1) return true;
    const saved = board[r][c];
    board[r][c] = "#";
    const found = dfs(r + 1, c, k + 1) || dfs(r - 1, c, k + 1) || dfs(r, c + 1, k + 1) || dfs(r, c - 1, k + 1);
    board[r][c] = saved;
    return found;
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (dfs(r, c, 0)) return true;
    }
  }
  return false;
}
`,
        java: `class Solution {
    public static boolean wordTrailExists(char[][] board, String word) {
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) {
                if (dfs(board, word, r, c, 0)) return true;
            }
        }
        return false;
    }

    private static boolean dfs(char[][] board, String word, int r, int c, int k) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || board[r][c] != word.charAt(k)) return false;
        if (k == word.length() - 1) return true;
        char saved = board[r][c];
        board[r][c] = '#'; // mark as used on this trail
        boolean found = dfs(board, word, r + 1, c, k + 1) || dfs(board, word, r - 1, c, k + 1)
                || dfs(board, word, r, c + 1, k + 1) || dfs(board, word, r, c - 1, k + 1);
        board[r][c] = saved; // undo the mark
        return found;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

bool trailFrom(vector<vector<char>>& board, const string& word, int r, int c, size_t k) {
    if (r < 0 || c < 0 || r >= (int) board.size() || c >= (int) board[0].size() || board[r][c] != word[k]) return false;
    if (k == word.size() - 1) return true;
    char saved = board[r][c];
    board[r][c] = '#';  // mark as used on this trail
    bool found = trailFrom(board, word, r + 1, c, k + 1) || trailFrom(board, word, r - 1, c, k + 1) ||
                 trailFrom(board, word, r, c + 1, k + 1) || trailFrom(board, word, r, c - 1, k + 1);
    board[r][c] = saved;  // undo the mark
    return found;
}

bool wordTrailExists(vector<vector<char>> board, string word) {
    for (int r = 0; r < (int) board.size(); r++) {
        for (int c = 0; c < (int) board[0].size(); c++) {
            if (trailFrom(board, word, r, c, 0)) return true;
        }
    }
    return false;
}
`,
        go: `package main

func wordTrailExists(board [][]byte, word string) bool {
	rows, cols := len(board), len(board[0])
	var dfs func(r, c, k int) bool
	dfs = func(r, c, k int) bool {
		if r < 0 || c < 0 || r >= rows || c >= cols || board[r][c] != word[k] {
			return false
		}
		if k == len(word)-1 {
			return true
		}
		saved := board[r][c]
		board[r][c] = '#' // mark as used on this trail
		found := dfs(r+1, c, k+1) || dfs(r-1, c, k+1) || dfs(r, c+1, k+1) || dfs(r, c-1, k+1)
		board[r][c] = saved // undo the mark
		return found
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if dfs(r, c, 0) {
				return true
			}
		}
	}
	return false
}
`,
      },
      solutionExplanation: `## Idea

Try every cell as the start of the trail and extend the trail with depth-first search. At each step the state is the current cell and the index \`k\` of the letter we need. A branch dies immediately when it leaves the grid, when the cell's letter is not \`word[k]\`, or when the cell is already on the current trail.

To remember which cells are on the trail without an extra set, temporarily overwrite the cell with a marker such as \`#\`, explore the neighbours, and restore the letter afterwards (the *un-choose* step). Forgetting the restore is the most common bug in this problem.

## Step by step

1. For every cell \`(r, c)\`, call \`dfs(r, c, 0)\`; return \`true\` as soon as one succeeds.
2. \`dfs(r, c, k)\`:
   - return \`false\` if \`(r, c)\` is outside the grid or \`board[r][c] != word[k]\` (a marked cell never matches);
   - return \`true\` if \`k\` is the last index;
   - mark the cell, try the four neighbours with \`k + 1\`, restore the cell, and return whether any neighbour succeeded.

For \`"TACT"\` on the example grid, the trail \`T → A → C\` is found, but the only T is marked, so the last step fails everywhere and the answer is \`false\`.

## Complexity

Let the grid have \`N\` cells and the word have length \`L\`.

- Time: O(N · 3^L): each start cell explores at most four directions first and three afterwards (it never steps back onto the marked cell).
- Space: O(L) for the recursion depth; marking is done in place.

## Python solution

\`\`\`python
def wordTrailExists(board, word):
    rows, cols = len(board), len(board[0])

    def dfs(r, c, k):
        if r < 0 or c < 0 or r >= rows or c >= cols or board[r][c] != word[k]:
            return False
        if k == len(word) - 1:
            return True
        saved = board[r][c]
        board[r][c] = "#"                 # mark as used on this trail
        found = (dfs(r + 1, c, k + 1) or dfs(r - 1, c, k + 1)
                 or dfs(r, c + 1, k + 1) or dfs(r, c - 1, k + 1))
        board[r][c] = saved               # undo the mark
        return found

    return any(dfs(r, c, 0) for r in range(rows) for c in range(cols))
\`\`\`
`,
      visibleTests: [
        {
          input: [
            [
              ["C", "A", "T"],
              ["X", "R", "S"],
              ["D", "O", "G"],
            ],
            "CARS",
          ],
          expected: true,
        },
        {
          input: [
            [
              ["C", "A", "T"],
              ["X", "R", "S"],
              ["D", "O", "G"],
            ],
            "CARD",
          ],
          expected: false,
        },
        {
          input: [
            [
              ["C", "A", "T"],
              ["X", "R", "S"],
              ["D", "O", "G"],
            ],
            "TACT",
          ],
          expected: false,
        },
      ],
      hiddenTests: [
        { input: [[["A"]], "A"], expected: true },
        { input: [[["A"]], "B"], expected: false },
        { input: [[["A"]], "AA"], expected: false },
        {
          input: [
            [
              ["A", "A"],
              ["A", "A"],
            ],
            "AAAA",
          ],
          expected: true,
        },
        {
          input: [
            [
              ["A", "A"],
              ["A", "A"],
            ],
            "AAAAA",
          ],
          expected: false,
        },
        {
          input: [
            [
              ["a", "b"],
              ["c", "d"],
            ],
            "abdc",
          ],
          expected: true,
        },
        {
          input: [
            [
              ["a", "b"],
              ["c", "d"],
            ],
            "abcd",
          ],
          expected: false,
        },
        {
          input: [
            [
              ["C", "A", "T"],
              ["X", "R", "S"],
              ["D", "O", "G"],
            ],
            "DOG",
          ],
          expected: true,
        },
        {
          input: [
            [
              ["C", "A", "T"],
              ["X", "R", "S"],
              ["D", "O", "G"],
            ],
            "GOD",
          ],
          expected: true,
        },
        {
          input: [
            [
              ["C", "A", "T"],
              ["X", "R", "S"],
              ["D", "O", "G"],
            ],
            "XRS",
          ],
          expected: true,
        },
        {
          input: [
            [
              ["s", "n", "a", "k"],
              ["x", "x", "x", "e"],
              ["p", "a", "t", "h"],
              ["x", "x", "x", "x"],
            ],
            "snakehtap",
          ],
          expected: true,
        },
        {
          input: [
            [
              ["s", "n", "a", "k"],
              ["x", "x", "x", "e"],
              ["p", "a", "t", "h"],
              ["x", "x", "x", "x"],
            ],
            "path",
          ],
          expected: true,
        },
        {
          input: [
            [
              ["s", "n", "a", "k"],
              ["x", "x", "x", "e"],
              ["p", "a", "t", "h"],
              ["x", "x", "x", "x"],
            ],
            "snakes",
          ],
          expected: false,
        },
        {
          input: [
            [
              ["a", "a", "a", "a"],
              ["a", "a", "a", "a"],
              ["a", "a", "a", "b"],
            ],
            "aaaaaaaaaaab",
          ],
          expected: true,
        },
      ],
      companies: { Google: 19, Amazon: 24, Microsoft: 15, Apple: 10, Netflix: 4, LinkedIn: 9, Meta: 21 },
    },
    {
      slug: "palindrome-partitions",
      title: "Palindromic Splits of a String",
      difficulty: "medium",
      statement: `Split the string \`s\` into one or more consecutive, non-empty pieces so that **every piece is a palindrome** (it reads the same forwards and backwards).

Return all such splits. Each split is a list of pieces in their original left-to-right order; the splits themselves may be returned in any order.

### Examples

**Example 1**

\`\`\`text
Input: s = "aab"
Output: [["a","a","b"],["aa","b"]]
\`\`\`

"aab" itself is not a palindrome, but "aa" is, and so is every single letter.

**Example 2**

\`\`\`text
Input: s = "z"
Output: [["z"]]
\`\`\`

A single character is a palindrome.

### Constraints

- 1 ≤ s.length ≤ 12
- \`s\` contains only lowercase English letters.
`,
      functionName: "palindromeSplits",
      params: [{ name: "s", type: "string" }],
      returnType: "string[][]",
      compare: "unordered",
      starter: {
        python: `from typing import List


def palindromeSplits(s: str) -> List[List[str]]:
    # Write your code here
    return []
`,
        javascript: `function palindromeSplits(s) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static String[][] palindromeSplits(String s) {
        // Write your code here
        return new String[0][];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<string>> palindromeSplits(string s) {
    // Write your code here
    return {};
}
`,
        go: `package main

func palindromeSplits(s string) [][]string {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def palindromeSplits(s):
    n = len(s)
    result = []
    pieces = []

    def isPalindrome(lo, hi):
        while lo < hi:
            if s[lo] != s[hi]:
                return False
            lo += 1
            hi -= 1
        return True

    def split(start):
        if start == n:
            result.append(pieces[:])
            return
        for end in range(start, n):
            if isPalindrome(start, end):
                pieces.append(s[start:end + 1])
                split(end + 1)
                pieces.pop()

    split(0)
    return result
`,
        javascript: `function palindromeSplits(s) {
  const n = s.length;
  const result = [];
  const pieces = [];
  const isPalindrome = (lo, hi) => {
    while (lo < hi) {
      if (s[lo] !== s[hi]) return false;
      lo++;
      hi--;
    }
    return true;
  };
  const split = (start) => {
    if (start === n) {
      result.push([...pieces]);
      return;
    }
    for (let end = start; end < n; end++) {
      if (isPalindrome(start, end)) {
        pieces.push(s.slice(start, end + 1));
        split(end + 1);
        pieces.pop();
      }
    }
  };
  split(0);
  return result;
}
`,
        java: `import java.util.*;

class Solution {
    public static String[][] palindromeSplits(String s) {
        List<String[]> result = new ArrayList<>();
        split(s, 0, new ArrayList<>(), result);
        return result.toArray(new String[0][]);
    }

    private static void split(String s, int start, List<String> pieces, List<String[]> result) {
        if (start == s.length()) {
            result.add(pieces.toArray(new String[0]));
            return;
        }
        for (int end = start; end < s.length(); end++) {
            if (isPalindrome(s, start, end)) {
                pieces.add(s.substring(start, end + 1));
                split(s, end + 1, pieces, result);
                pieces.remove(pieces.size() - 1);
            }
        }
    }

    private static boolean isPalindrome(String s, int lo, int hi) {
        while (lo < hi) {
            if (s.charAt(lo++) != s.charAt(hi--)) return false;
        }
        return true;
    }
}
`,
        cpp: `#include <functional>
#include <string>
#include <vector>
using namespace std;

vector<vector<string>> palindromeSplits(string s) {
    int n = s.size();
    vector<vector<string>> result;
    vector<string> pieces;
    auto isPalindrome = [&](int lo, int hi) {
        while (lo < hi) {
            if (s[lo++] != s[hi--]) return false;
        }
        return true;
    };
    function<void(int)> split = [&](int start) {
        if (start == n) {
            result.push_back(pieces);
            return;
        }
        for (int end = start; end < n; end++) {
            if (isPalindrome(start, end)) {
                pieces.push_back(s.substr(start, end - start + 1));
                split(end + 1);
                pieces.pop_back();
            }
        }
    };
    split(0);
    return result;
}
`,
        go: `package main

func palindromeSplits(s string) [][]string {
	n := len(s)
	result := [][]string{}
	pieces := []string{}
	isPalindrome := func(lo, hi int) bool {
		for lo < hi {
			if s[lo] != s[hi] {
				return false
			}
			lo++
			hi--
		}
		return true
	}
	var split func(start int)
	split = func(start int) {
		if start == n {
			result = append(result, append([]string{}, pieces...))
			return
		}
		for end := start; end < n; end++ {
			if isPalindrome(start, end) {
				pieces = append(pieces, s[start:end+1])
				split(end + 1)
				pieces = pieces[:len(pieces)-1]
			}
		}
	}
	split(0)
	return result
}
`,
      },
      solutionExplanation: `## Idea

A split is a sequence of decisions: where does the first piece end, where does the second piece end, and so on. Backtracking makes these decisions left to right. From position \`start\`, try every possible end of the next piece; only if \`s[start..end]\` is a palindrome do we keep it and continue from \`end + 1\`. When \`start\` reaches the end of the string, the pieces collected form a valid split.

The palindrome check is the pruning step: a non-palindromic prefix is rejected before anything is built on top of it.

## Step by step

1. \`split(start)\`:
   - if \`start == n\`, record a copy of \`pieces\`;
   - for \`end\` from \`start\` to \`n - 1\`: if \`s[start..end]\` is a palindrome, push it, call \`split(end + 1)\`, pop it.
2. Call \`split(0)\`.

For \`"aab"\`: the first piece can be \`"a"\` or \`"aa"\` (\`"aab"\` fails). After \`"a"\`, the rest \`"ab"\` can only start with \`"a"\`, then \`"b"\`. After \`"aa"\`, only \`"b"\` remains. Two splits.

An optional improvement pre-computes a table \`pal[i][j]\` with dynamic programming so every check is O(1); with strings of length 12 the simple two-pointer check is fast enough.

## Complexity

- Time: O(n · 2^n): there are up to 2^(n-1) ways to cut the string, and checking and copying a split costs O(n).
- Space: O(n) for the recursion and the current pieces, plus the output.

## Python solution

\`\`\`python
def palindromeSplits(s):
    n = len(s)
    result = []
    pieces = []

    def isPalindrome(lo, hi):
        while lo < hi:
            if s[lo] != s[hi]:
                return False
            lo += 1
            hi -= 1
        return True

    def split(start):
        if start == n:
            result.append(pieces[:])
            return
        for end in range(start, n):
            if isPalindrome(start, end):
                pieces.append(s[start:end + 1])
                split(end + 1)
                pieces.pop()

    split(0)
    return result
\`\`\`
`,
      visibleTests: [
        {
          input: ["aab"],
          expected: [
            ["a", "a", "b"],
            ["aa", "b"],
          ],
        },
        { input: ["z"], expected: [["z"]] },
      ],
      hiddenTests: [
        { input: ["ab"], expected: [["a", "b"]] },
        { input: ["aa"], expected: [["a", "a"], ["aa"]] },
        { input: ["aaa"], expected: [["a", "a", "a"], ["a", "aa"], ["aa", "a"], ["aaa"]] },
        { input: ["abba"], expected: [["a", "b", "b", "a"], ["a", "bb", "a"], ["abba"]] },
        { input: ["racecar"], expected: [["r", "a", "c", "e", "c", "a", "r"], ["r", "a", "cec", "a", "r"], ["r", "aceca", "r"], ["racecar"]] },
        {
          input: ["noonabc"],
          expected: [
            ["n", "o", "o", "n", "a", "b", "c"],
            ["n", "oo", "n", "a", "b", "c"],
            ["noon", "a", "b", "c"],
          ],
        },
        {
          input: ["aaaa"],
          expected: [["a", "a", "a", "a"], ["a", "a", "aa"], ["a", "aa", "a"], ["a", "aaa"], ["aa", "a", "a"], ["aa", "aa"], ["aaa", "a"], ["aaaa"]],
        },
        { input: ["abcd"], expected: [["a", "b", "c", "d"]] },
        { input: ["level"], expected: [["l", "e", "v", "e", "l"], ["l", "eve", "l"], ["level"]] },
        {
          input: ["abab"],
          expected: [
            ["a", "b", "a", "b"],
            ["a", "bab"],
            ["aba", "b"],
          ],
        },
        {
          input: ["aabbaa"],
          expected: [
            ["a", "a", "b", "b", "a", "a"],
            ["a", "a", "b", "b", "aa"],
            ["a", "a", "bb", "a", "a"],
            ["a", "a", "bb", "aa"],
            ["a", "abba", "a"],
            ["aa", "b", "b", "a", "a"],
            ["aa", "b", "b", "aa"],
            ["aa", "bb", "a", "a"],
            ["aa", "bb", "aa"],
            ["aabbaa"],
          ],
        },
      ],
      companies: { Google: 11, Amazon: 15, Microsoft: 9, Apple: 5, Netflix: 2, LinkedIn: 6, Meta: 13 },
    },
    {
      slug: "n-queens-count",
      title: "Count Peaceful Queen Placements",
      difficulty: "hard",
      statement: `On an \`n × n\` chessboard, place \`n\` queens so that no two of them attack each other: no two queens may share a row, a column or a diagonal (in either direction).

Return the number of different placements. Two placements are different when some square holds a queen in one and not in the other (rotations and reflections count as different placements).

### Examples

**Example 1**

\`\`\`text
Input: n = 4
Output: 2
\`\`\`

On a 4 × 4 board the queens can sit in columns (1, 3, 0, 2) or (2, 0, 3, 1), row by row.

**Example 2**

\`\`\`text
Input: n = 1
Output: 1
\`\`\`

A single queen on a single square.

### Constraints

- 1 ≤ n ≤ 10
`,
      functionName: "countQueenPlacements",
      params: [{ name: "n", type: "int" }],
      returnType: "int",
      starter: {
        python: `def countQueenPlacements(n: int) -> int:
    # Write your code here
    return 0
`,
        javascript: `function countQueenPlacements(n) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int countQueenPlacements(int n) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int countQueenPlacements(int n) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func countQueenPlacements(n int) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def countQueenPlacements(n):
    full = (1 << n) - 1

    def place(cols, diag, anti):
        if cols == full:
            return 1
        count = 0
        free = full & ~(cols | diag | anti)
        while free:
            bit = free & -free             # lowest free square in this row
            free -= bit
            count += place(cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1)
        return count

    return place(0, 0, 0)
`,
        javascript: `function countQueenPlacements(n) {
  const full = (1 << n) - 1;
  const place = (cols, diag, anti) => {
    if (cols === full) return 1;
    let count = 0;
    let free = full & ~(cols | diag | anti);
    while (free !== 0) {
      const bit = free & -free;
      free -= bit;
      count += place(cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
    }
    return count;
  };
  return place(0, 0, 0);
}
`,
        java: `class Solution {
    public static int countQueenPlacements(int n) {
        return place((1 << n) - 1, 0, 0, 0);
    }

    private static int place(int full, int cols, int diag, int anti) {
        if (cols == full) return 1;
        int count = 0;
        int free = full & ~(cols | diag | anti);
        while (free != 0) {
            int bit = free & -free; // lowest free square in this row
            free -= bit;
            count += place(full, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
        }
        return count;
    }
}
`,
        cpp: `int placeQueens(int full, int cols, int diag, int anti) {
    if (cols == full) return 1;
    int count = 0;
    int free = full & ~(cols | diag | anti);
    while (free) {
        int bit = free & -free;  // lowest free square in this row
        free -= bit;
        count += placeQueens(full, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
    }
    return count;
}

int countQueenPlacements(int n) {
    return placeQueens((1 << n) - 1, 0, 0, 0);
}
`,
        go: `package main

func placeQueens(full, cols, diag, anti int) int {
	if cols == full {
		return 1
	}
	count := 0
	free := full &^ (cols | diag | anti)
	for free != 0 {
		bit := free & -free // lowest free square in this row
		free -= bit
		count += placeQueens(full, cols|bit, ((diag|bit)<<1)&full, (anti|bit)>>1)
	}
	return count
}

func countQueenPlacements(n int) int {
	return placeQueens((1<<n)-1, 0, 0, 0)
}
`,
      },
      solutionExplanation: `## Idea

Each row must hold exactly one queen, so place queens row by row and only choose the column. A column is allowed if no earlier queen attacks it through its column or one of the two diagonals. Backtracking tries every allowed column and counts the placements that reach the last row.

The speed of the check decides the speed of the whole search. Instead of scanning the earlier queens, keep three **bit masks** for the current row:

- \`cols\`: columns already taken;
- \`diag\`: squares attacked along one diagonal direction; moving to the next row shifts this mask left by one;
- \`anti\`: squares attacked along the other diagonal; it shifts right by one per row.

The free squares of the row are \`full & ~(cols | diag | anti)\`, and \`free & -free\` extracts the lowest free square in O(1).

## Step by step

1. \`full = (1 << n) - 1\` has one bit per column.
2. \`place(cols, diag, anti)\`:
   - if every column is taken, one complete placement was found: return 1;
   - for each free bit: recurse with \`cols | bit\`, \`((diag | bit) << 1) & full\` and \`(anti | bit) >> 1\`, adding up the counts.
3. Return \`place(0, 0, 0)\`.

The masks are passed by value, so un-choosing is implicit. For \`n = 4\`, the only two leaves reached are the placements with queens in columns \`(1, 3, 0, 2)\` and \`(2, 0, 3, 1)\`.

## Complexity

- Time: O(n!) in the worst case, since row \`k\` has at most \`n - k\` free columns; the diagonal masks prune much more in practice (n = 10 explores about 35,000 states).
- Space: O(n) for the recursion.

## Python solution

\`\`\`python
def countQueenPlacements(n):
    full = (1 << n) - 1

    def place(cols, diag, anti):
        if cols == full:
            return 1
        count = 0
        free = full & ~(cols | diag | anti)
        while free:
            bit = free & -free             # lowest free square in this row
            free -= bit
            count += place(cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1)
        return count

    return place(0, 0, 0)
\`\`\`
`,
      visibleTests: [
        { input: [4], expected: 2 },
        { input: [1], expected: 1 },
      ],
      hiddenTests: [
        { input: [2], expected: 0 },
        { input: [3], expected: 0 },
        { input: [5], expected: 10 },
        { input: [6], expected: 4 },
        { input: [7], expected: 40 },
        { input: [8], expected: 92 },
        { input: [9], expected: 352 },
        { input: [10], expected: 724 },
      ],
      companies: { Google: 10, Amazon: 8, Microsoft: 9, Apple: 4, Netflix: 2, LinkedIn: 3, Meta: 7 },
    },
  ],
  finalRemarks: `# Final Remarks

Backtracking is brute force with good manners: it explores every option, but it stops as soon as an option is known to fail, and it reuses one piece of state instead of copying it.

Keep these habits:

- **Write the template first.** Choose, explore, un-choose. Most bugs are a missing undo step (a cell left marked as visited, an element never popped).
- **Copy when recording.** When a complete solution is stored, store a copy of the path, not the path itself.
- **Avoid duplicates structurally.** Passing a \`start\` index produces combinations instead of permutations; sorting the candidates lets you \`break\` as soon as one is too large.
- **Prune as early as possible.** Check constraints before recursing, not after. For grids, check bounds and the current letter before exploring neighbours.
- **Make validity checks O(1).** Sets or bit masks for used columns and diagonals turn an O(n) safety check into a constant-time one, which matters when the tree is large.
- **Explain the complexity honestly.** The worst case is exponential (for example O(4 · 3^(L-1)) paths per start cell in word search, O(n!) for queens). Interviewers expect you to say so and then explain how pruning helps in practice.

When the same sub-problem is explored many times with the same parameters, add memoisation: that is the bridge from backtracking to dynamic programming, the next pattern.
`,
  companyFrequency: { Google: 24, Amazon: 28, Microsoft: 20, Apple: 12, Netflix: 5, LinkedIn: 11, Meta: 25 },
};
