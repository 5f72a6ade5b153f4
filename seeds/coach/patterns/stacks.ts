// Coding roadmap pattern: Stacks. Everything here is our own writing.
import type { SeedPattern } from "../types";

export const pattern: SeedPattern = {
  slug: "stacks",
  title: "Stacks",
  summary:
    "Handle the most recent unfinished item first: matching brackets, monotonic stacks for next-greater questions, postfix and infix evaluation, and path normalisation.",
  introduction: `# Introduction to Stacks

A **stack** is a last-in, first-out (LIFO) collection: you \`push\` items on top and \`pop\` them from the top. Python lists (\`append\` and \`pop\`) and JavaScript arrays (\`push\` and \`pop\`) give you a stack for free, with O(1) time per operation.

The point of a stack in interview problems is that it remembers **unfinished business in reverse order**. The most recently opened bracket must be closed first; the most recent directory is the one \`..\` leaves; the operand pushed last is the first one an operator consumes.

## When to recognise it

- **Nesting and matching**: brackets, tags, parentheses in expressions, nested function calls.
- **Undo / go back**: path components, browser history, editor operations.
- **Evaluating expressions**: postfix notation, infix with parentheses, operator precedence.
- **"Next greater / next smaller" questions**: for every element, find the nearest element to its right (or left) that is larger or smaller. A **monotonic stack** (its contents are always sorted) answers all of them in one pass.
- Recursion that you want to make iterative: the call stack can be replaced by an explicit one.

## Worked example: the monotonic stack

For every element of \`prices = [8, 4, 6, 3, 9]\`, find the next element to the right that is strictly greater (or \`-1\`).

Keep a stack of **indices whose answer is not known yet**. Their values decrease from bottom to top: a new value that is larger than the top resolves the top, and possibly several entries below it.

\`\`\`python
def next_greater(prices):
    answer = [-1] * len(prices)
    waiting = []                              # indices, values decreasing
    for i, p in enumerate(prices):
        while waiting and prices[waiting[-1]] < p:
            answer[waiting.pop()] = p         # p is the first greater value
        waiting.append(i)
    return answer
\`\`\`

| i | price | stack before (values) | resolved | stack after |
|---|-------|------------------------|----------|-------------|
| 0 | 8 | \`[]\` | | \`[8]\` |
| 1 | 4 | \`[8]\` | | \`[8, 4]\` |
| 2 | 6 | \`[8, 4]\` | 4 → 6 | \`[8, 6]\` |
| 3 | 3 | \`[8, 6]\` | | \`[8, 6, 3]\` |
| 4 | 9 | \`[8, 6, 3]\` | 3, 6, 8 → 9 | \`[9]\` |

The answer is \`[9, 6, 9, 9, -1]\`. Although there is a \`while\` inside the \`for\`, every index is pushed once and popped at most once, so the total time is O(n), far better than the O(n^2) double loop.

## Design checklist

1. Decide **what** goes on the stack: characters, numbers, indices (indices are usually more useful than values), or whole saved states.
2. Decide **when** to pop: a matching closer, an operator, a larger value, a \`..\`.
3. Decide what remains at the end: leftover openers mean unbalanced input; leftover indices mean "no answer".

In this module you will check balanced brackets, compute waiting times with a monotonic stack, evaluate postfix expressions, normalise file-system paths, and build a calculator that handles parentheses and unary minus by saving state on a stack.
`,
  problems: [
    {
      slug: "balanced-brackets-check",
      title: "Balanced Brackets",
      difficulty: "easy",
      statement: `A string \`s\` contains only the characters \`(\`, \`)\`, \`[\`, \`]\`, \`{\` and \`}\`. It is **balanced** when every opening bracket is closed by a bracket of the same type, brackets close in the reverse order in which they were opened, and no closing bracket appears without a matching opening bracket before it.

Return \`true\` if \`s\` is balanced and \`false\` otherwise. The empty string is balanced.

### Examples

**Example 1**

\`\`\`text
Input: s = "([]{})"
Output: true
\`\`\`

Each bracket is closed by its own type in the right order.

**Example 2**

\`\`\`text
Input: s = "([)]"
Output: false
\`\`\`

The \`[\` is still open when \`)\` arrives.

**Example 3**

\`\`\`text
Input: s = "(("
Output: false
\`\`\`

Two brackets are never closed.

### Constraints

- 0 ≤ s.length ≤ 10^4
- \`s\` contains only \`()[]{}\`.
`,
      functionName: "isBalanced",
      params: [{ name: "s", type: "string" }],
      returnType: "bool",
      starter: {
        python: `def isBalanced(s: str) -> bool:
    # Write your code here
    return False
`,
        javascript: `function isBalanced(s) {
  // Write your code here
  return false;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean isBalanced(String s) {
        // Write your code here
        return false;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

bool isBalanced(string s) {
    // Write your code here
    return false;
}
`,
        go: `package main

func isBalanced(s string) bool {
	// Write your code here
	return false
}
`,
      },
      solutions: {
        python: `def isBalanced(s):
    partner = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in s:
        if ch in partner:
            if not stack or stack.pop() != partner[ch]:
                return False
        else:
            stack.append(ch)
    return not stack
`,
        javascript: `function isBalanced(s) {
  const partner = { ")": "(", "]": "[", "}": "{" };
  const stack = [];
  for (const ch of s) {
    if (ch in partner) {
      if (stack.length === 0 || stack.pop() !== partner[ch]) return false;
    } else {
      stack.push(ch);
    }
  }
  return stack.length === 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static boolean isBalanced(String s) {
        Map<Character, Character> partner = Map.of(')', '(', ']', '[', '}', '{');
        Deque<Character> stack = new ArrayDeque<>();
        for (char ch : s.toCharArray()) {
            if (partner.containsKey(ch)) {
                if (stack.isEmpty() || stack.pop() != partner.get(ch)) return false;
            } else {
                stack.push(ch);
            }
        }
        return stack.isEmpty();
    }
}
`,
        cpp: `#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

bool isBalanced(string s) {
    unordered_map<char, char> partner = {{')', '('}, {']', '['}, {'}', '{'}};
    vector<char> stack;
    for (char ch : s) {
        if (partner.count(ch)) {
            if (stack.empty() || stack.back() != partner[ch]) return false;
            stack.pop_back();
        } else {
            stack.push_back(ch);
        }
    }
    return stack.empty();
}
`,
        go: `package main

func isBalanced(s string) bool {
	partner := map[byte]byte{')': '(', ']': '[', '}': '{'}
	stack := []byte{}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if open, closing := partner[ch]; closing {
			if len(stack) == 0 || stack[len(stack)-1] != open {
				return false
			}
			stack = stack[:len(stack)-1]
		} else {
			stack = append(stack, ch)
		}
	}
	return len(stack) == 0
}
`,
      },
      solutionExplanation: `## Idea

The bracket that must be closed next is always the **most recently opened** one that is still open. A stack holds exactly those brackets, with the most recent one on top:

- an opening bracket is pushed;
- a closing bracket must match the top of the stack, which is then popped. If the stack is empty or the top is a different type, the string is not balanced.

At the end, every opened bracket must have been closed, so the stack must be empty.

## Step by step

1. Map each closer to its opener: \`) → (\`, \`] → [\`, \`} → {\`.
2. For each character:
   - opener: push it;
   - closer: if the stack is empty or the popped opener does not match, return \`false\`.
3. Return whether the stack is empty.

For \`"([)]"\`: push \`(\`, push \`[\`, then \`)\` pops \`[\`, which does not match, so the answer is \`false\`.

## Complexity

- Time: O(n).
- Space: O(n) in the worst case (a string of only openers).

## Python solution

\`\`\`python
def isBalanced(s):
    partner = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in s:
        if ch in partner:
            if not stack or stack.pop() != partner[ch]:
                return False
        else:
            stack.append(ch)
    return not stack
\`\`\`
`,
      visibleTests: [
        { input: ["([]{})"], expected: true },
        { input: ["([)]"], expected: false },
        { input: ["(("], expected: false },
      ],
      hiddenTests: [
        { input: [""], expected: true },
        { input: ["("], expected: false },
        { input: [")"], expected: false },
        { input: ["()"], expected: true },
        { input: ["{[()()]}"], expected: true },
        { input: ["}{"], expected: false },
        { input: ["(((())))"], expected: true },
        { input: ["[({})]("], expected: false },
        { input: ["(]"], expected: false },
        { input: ["()[]{}"], expected: true },
        { input: ["{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}"], expected: true },
        { input: ["[[[]]]]"], expected: false },
      ],
      companies: { Google: 18, Amazon: 27, Microsoft: 20, Apple: 13, Netflix: 4, LinkedIn: 10, Meta: 24 },
    },
    {
      slug: "days-until-warmer",
      title: "Days Until a Warmer Reading",
      difficulty: "medium",
      statement: `\`temps[i]\` is the temperature measured on day \`i\`. For every day, find how many days you have to wait until a **strictly warmer** temperature is measured. If no later day is warmer, the answer for that day is \`0\`.

Return the array of waiting times.

### Examples

**Example 1**

\`\`\`text
Input: temps = [30,40,35,50,20]
Output: [1,2,1,0,0]
\`\`\`

Day 1 (40) waits two days for 50; days 3 and 4 never see a warmer day.

**Example 2**

\`\`\`text
Input: temps = [50,50,50]
Output: [0,0,0]
\`\`\`

Equal temperatures are not warmer.

**Example 3**

\`\`\`text
Input: temps = [10,20,30]
Output: [1,1,0]
\`\`\`

Every day is followed immediately by a warmer one, except the last.

### Constraints

- 1 ≤ temps.length ≤ 10^5
- -100 ≤ temps[i] ≤ 100
`,
      functionName: "daysUntilWarmer",
      params: [{ name: "temps", type: "int[]" }],
      returnType: "int[]",
      starter: {
        python: `from typing import List


def daysUntilWarmer(temps: List[int]) -> List[int]:
    # Write your code here
    return []
`,
        javascript: `function daysUntilWarmer(temps) {
  // Write your code here
  return [];
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] daysUntilWarmer(int[] temps) {
        // Write your code here
        return new int[0];
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

vector<int> daysUntilWarmer(vector<int> temps) {
    // Write your code here
    return {};
}
`,
        go: `package main

func daysUntilWarmer(temps []int) []int {
	// Write your code here
	return nil
}
`,
      },
      solutions: {
        python: `def daysUntilWarmer(temps):
    answer = [0] * len(temps)
    waiting = []                      # indices of days still waiting, temperatures decreasing
    for day, t in enumerate(temps):
        while waiting and temps[waiting[-1]] < t:
            earlier = waiting.pop()
            answer[earlier] = day - earlier
        waiting.append(day)
    return answer
`,
        javascript: `function daysUntilWarmer(temps) {
  const answer = new Array(temps.length).fill(0);
  const waiting = [];
  for (let day = 0; day < temps.length; day++) {
    while (waiting.length > 0 && temps[waiting[waiting.length - 1]] < temps[day]) {
      const earlier = waiting.pop();
      answer[earlier] = day - earlier;
    }
    waiting.push(day);
  }
  return answer;
}
`,
        java: `import java.util.*;

class Solution {
    public static int[] daysUntilWarmer(int[] temps) {
        int[] answer = new int[temps.length];
        Deque<Integer> waiting = new ArrayDeque<>(); // indices of days still waiting, temperatures decreasing
        for (int day = 0; day < temps.length; day++) {
            while (!waiting.isEmpty() && temps[waiting.peek()] < temps[day]) {
                int earlier = waiting.pop();
                answer[earlier] = day - earlier;
            }
            waiting.push(day);
        }
        return answer;
    }
}
`,
        cpp: `#include <vector>
using namespace std;

vector<int> daysUntilWarmer(vector<int> temps) {
    vector<int> answer(temps.size(), 0);
    vector<int> waiting;  // indices of days still waiting, temperatures decreasing
    for (int day = 0; day < (int) temps.size(); day++) {
        while (!waiting.empty() && temps[waiting.back()] < temps[day]) {
            answer[waiting.back()] = day - waiting.back();
            waiting.pop_back();
        }
        waiting.push_back(day);
    }
    return answer;
}
`,
        go: `package main

func daysUntilWarmer(temps []int) []int {
	answer := make([]int, len(temps))
	waiting := []int{} // indices of days still waiting, temperatures decreasing
	for day, t := range temps {
		for len(waiting) > 0 && temps[waiting[len(waiting)-1]] < t {
			earlier := waiting[len(waiting)-1]
			waiting = waiting[:len(waiting)-1]
			answer[earlier] = day - earlier
		}
		waiting = append(waiting, day)
	}
	return answer
}
`,
      },
      solutionExplanation: `## Idea

This is the "next greater element" question, asked as a distance. Scan the days in order and keep a stack of the days that are **still waiting** for a warmer reading. Their temperatures never increase from bottom to top (a monotonic stack): if a warmer day had come after one of them, that day would already have been resolved.

When a new day with temperature \`t\` arrives, every waiting day on top with a lower temperature has just found its answer, \`today - thatDay\`; pop them. Then the new day starts waiting.

Days left on the stack at the end never see a warmer reading and keep the answer 0. Storing **indices** instead of temperatures is what makes the distance easy to compute.

## Step by step

1. \`answer = [0] * n\`, \`waiting = []\`.
2. For each \`day\` with temperature \`t\`:
   - while the top of \`waiting\` is colder than \`t\`: pop it as \`earlier\` and set \`answer[earlier] = day - earlier\`;
   - push \`day\`.
3. Return \`answer\`.

For \`[30, 40, 35, 50, 20]\`: day 1 resolves day 0 (wait 1); day 2 (35) waits on top of day 1; day 3 (50) resolves day 2 (wait 1) and day 1 (wait 2); day 4 (20) waits. Result \`[1, 2, 1, 0, 0]\`.

## Complexity

- Time: O(n): each day is pushed once and popped at most once.
- Space: O(n) for the stack.

## Python solution

\`\`\`python
def daysUntilWarmer(temps):
    answer = [0] * len(temps)
    waiting = []                      # indices of days still waiting, temperatures decreasing
    for day, t in enumerate(temps):
        while waiting and temps[waiting[-1]] < t:
            earlier = waiting.pop()
            answer[earlier] = day - earlier
        waiting.append(day)
    return answer
\`\`\`
`,
      visibleTests: [
        { input: [[30, 40, 35, 50, 20]], expected: [1, 2, 1, 0, 0] },
        { input: [[50, 50, 50]], expected: [0, 0, 0] },
        { input: [[10, 20, 30]], expected: [1, 1, 0] },
      ],
      hiddenTests: [
        { input: [[5]], expected: [0] },
        { input: [[5, 4, 3, 2, 1]], expected: [0, 0, 0, 0, 0] },
        { input: [[1, 2, 3, 4, 5]], expected: [1, 1, 1, 1, 0] },
        { input: [[-10, -20, -5]], expected: [2, 1, 0] },
        { input: [[70, 60, 80, 60, 70, 90]], expected: [2, 1, 3, 1, 1, 0] },
        { input: [[3, 3, 4, 3, 3, 5]], expected: [2, 1, 3, 2, 1, 0] },
        { input: [[100, -100, 100]], expected: [0, 1, 0] },
        { input: [[1, 5, 2, 4, 3, 6, 0]], expected: [1, 4, 1, 2, 1, 0, 0] },
        {
          input: [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]],
          expected: [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
        },
        { input: [[-100, -99, -100, -98, -100, -97]], expected: [1, 2, 1, 2, 1, 0] },
      ],
      companies: { Google: 14, Amazon: 19, Microsoft: 10, Apple: 7, Netflix: 3, LinkedIn: 6, Meta: 13 },
    },
    {
      slug: "postfix-expression-value",
      title: "Evaluate a Postfix Expression",
      difficulty: "medium",
      statement: `An arithmetic expression is written in **postfix notation** (also called reverse Polish notation): every operator comes after its two operands. For example, \`(2 + 3) * 4\` is written as \`2 3 + 4 *\`.

\`tokens\` lists the tokens of a valid postfix expression. Each token is an integer (possibly negative, such as \`"-7"\`) or one of the operators \`+\`, \`-\`, \`*\`, \`/\`. Division between integers **truncates toward zero** (\`7 / -2 = -3\`). There is never a division by zero, and every intermediate value fits in a 32-bit signed integer.

Return the value of the expression.

### Examples

**Example 1**

\`\`\`text
Input: tokens = ["4","2","+","3","*"]
Output: 18
\`\`\`

(4 + 2) * 3 = 18.

**Example 2**

\`\`\`text
Input: tokens = ["7","-2","/"]
Output: -3
\`\`\`

7 / -2 = -3.5, truncated toward zero to -3.

**Example 3**

\`\`\`text
Input: tokens = ["5"]
Output: 5
\`\`\`

A single number is its own value.

### Constraints

- 1 ≤ tokens.length ≤ 10^4
- Each token is \`+\`, \`-\`, \`*\`, \`/\` or an integer in the range [-10^5, 10^5].
- The expression is valid, and every intermediate value fits in a 32-bit signed integer.
`,
      functionName: "evalPostfix",
      params: [{ name: "tokens", type: "string[]" }],
      returnType: "int",
      starter: {
        python: `from typing import List


def evalPostfix(tokens: List[str]) -> int:
    # Write your code here
    return 0
`,
        javascript: `function evalPostfix(tokens) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int evalPostfix(String[] tokens) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int evalPostfix(vector<string> tokens) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func evalPostfix(tokens []string) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def evalPostfix(tokens):
    stack = []
    for tok in tokens:
        if tok in ("+", "-", "*", "/"):
            b = stack.pop()                 # right operand is on top
            a = stack.pop()
            if tok == "+":
                stack.append(a + b)
            elif tok == "-":
                stack.append(a - b)
            elif tok == "*":
                stack.append(a * b)
            else:
                q = abs(a) // abs(b)        # truncate toward zero
                stack.append(q if (a >= 0) == (b >= 0) else -q)
        else:
            stack.append(int(tok))
    return stack[-1]
`,
        javascript: `function evalPostfix(tokens) {
  const stack = [];
  for (const tok of tokens) {
    if (tok === "+" || tok === "-" || tok === "*" || tok === "/") {
      const b = stack.pop();
      const a = stack.pop();
      if (tok === "+") stack.push(a + b);
      else if (tok === "-") stack.push(a - b);
      else if (tok === "*") stack.push(a * b);
      else stack.push(Math.trunc(a / b));
    } else {
      stack.push(Number(tok));
    }
  }
  return stack[stack.length - 1];
}
`,
        java: `import java.util.*;

class Solution {
    public static int evalPostfix(String[] tokens) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (String tok : tokens) {
            switch (tok) {
                case "+", "-", "*", "/" -> {
                    int b = stack.pop(); // right operand is on top
                    int a = stack.pop();
                    stack.push(switch (tok) {
                        case "+" -> a + b;
                        case "-" -> a - b;
                        case "*" -> a * b;
                        default -> a / b; // Java's division truncates toward zero
                    });
                }
                default -> stack.push(Integer.parseInt(tok));
            }
        }
        return stack.peek();
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int evalPostfix(vector<string> tokens) {
    vector<int> stack;
    for (const string& tok : tokens) {
        if (tok == "+" || tok == "-" || tok == "*" || tok == "/") {
            int b = stack.back();  // right operand is on top
            stack.pop_back();
            int a = stack.back();
            stack.pop_back();
            if (tok == "+") stack.push_back(a + b);
            else if (tok == "-") stack.push_back(a - b);
            else if (tok == "*") stack.push_back(a * b);
            else stack.push_back(a / b);  // C++ division truncates toward zero
        } else {
            stack.push_back(stoi(tok));
        }
    }
    return stack.back();
}
`,
        go: `package main

import "strconv"

func evalPostfix(tokens []string) int {
	stack := []int{}
	for _, tok := range tokens {
		switch tok {
		case "+", "-", "*", "/":
			a, b := stack[len(stack)-2], stack[len(stack)-1] // right operand is on top
			stack = stack[:len(stack)-2]
			switch tok {
			case "+":
				stack = append(stack, a+b)
			case "-":
				stack = append(stack, a-b)
			case "*":
				stack = append(stack, a*b)
			default:
				stack = append(stack, a/b) // Go's division truncates toward zero
			}
		default:
			value, _ := strconv.Atoi(tok)
			stack = append(stack, value)
		}
	}
	return stack[len(stack)-1]
}
`,
      },
      solutionExplanation: `## Idea

Postfix notation needs no parentheses and no precedence rules: an operator always applies to the **two most recent values** that have not been consumed yet. A stack of operands keeps exactly those values in order.

- A number is pushed.
- An operator pops the right operand first (it is on top), then the left operand, and pushes the result.

When the tokens run out, the stack holds a single value: the result.

Two details deserve attention: the operand order for \`-\` and \`/\` (the value popped first is the **right** operand), and truncation toward zero. Python's \`//\` rounds toward negative infinity (\`-7 // 2 == -4\`), so the solution divides absolute values and restores the sign; JavaScript can use \`Math.trunc(a / b)\`.

## Step by step

For \`["4", "2", "+", "3", "*"]\`: push 4, push 2; \`+\` pops 2 and 4 and pushes 6; push 3; \`*\` pops 3 and 6 and pushes 18. The answer is 18.

## Complexity

- Time: O(n), one stack operation per token.
- Space: O(n) for the stack in the worst case.

## Python solution

\`\`\`python
def evalPostfix(tokens):
    stack = []
    for tok in tokens:
        if tok in ("+", "-", "*", "/"):
            b = stack.pop()                 # right operand is on top
            a = stack.pop()
            if tok == "+":
                stack.append(a + b)
            elif tok == "-":
                stack.append(a - b)
            elif tok == "*":
                stack.append(a * b)
            else:
                q = abs(a) // abs(b)        # truncate toward zero
                stack.append(q if (a >= 0) == (b >= 0) else -q)
        else:
            stack.append(int(tok))
    return stack[-1]
\`\`\`
`,
      visibleTests: [
        { input: [["4", "2", "+", "3", "*"]], expected: 18 },
        { input: [["7", "-2", "/"]], expected: -3 },
        { input: [["5"]], expected: 5 },
      ],
      hiddenTests: [
        { input: [["0"]], expected: 0 },
        { input: [["-13"]], expected: -13 },
        { input: [["3", "4", "-"]], expected: -1 },
        { input: [["10", "3", "/"]], expected: 3 },
        { input: [["-10", "3", "/"]], expected: -3 },
        { input: [["2", "3", "4", "*", "+", "5", "-"]], expected: 9 },
        { input: [["100000", "20000", "*"]], expected: 2000000000 },
        { input: [["15", "7", "1", "1", "+", "-", "/", "3", "*", "2", "1", "1", "+", "+", "-"]], expected: 5 },
        { input: [["1", "2", "+", "3", "4", "+", "*", "5", "/"]], expected: 4 },
        { input: [["0", "-5", "/"]], expected: 0 },
        { input: [["-6", "-4", "/"]], expected: 1 },
        { input: [["9", "-3", "*", "2", "-", "-4", "*"]], expected: 116 },
      ],
      companies: { Google: 10, Amazon: 15, Microsoft: 9, Apple: 6, Netflix: 2, LinkedIn: 8, Meta: 12 },
    },
    {
      slug: "simplify-unix-path",
      title: "Canonical Unix Path",
      difficulty: "medium",
      statement: `Given an absolute Unix-style path (it starts with \`/\`), return its **canonical form**:

- A single dot \`.\` refers to the current directory and is dropped.
- A double dot \`..\` moves up to the parent directory; moving up from the root stays at the root.
- Several consecutive slashes count as one slash.
- Any other name, including names such as \`...\` or \`.config\`, is a regular directory name.

The canonical path starts with a single \`/\`, separates directory names with single slashes, and has no trailing slash (unless it is the root \`/\` itself).

### Examples

**Example 1**

\`\`\`text
Input: path = "/home//user/./docs/"
Output: "/home/user/docs"
\`\`\`

The double slash collapses, \`.\` disappears and the trailing slash is removed.

**Example 2**

\`\`\`text
Input: path = "/../"
Output: "/"
\`\`\`

Going up from the root stays at the root.

**Example 3**

\`\`\`text
Input: path = "/a/b/../../c/./d"
Output: "/c/d"
\`\`\`

The two \`..\` cancel \`b\` and \`a\`.

### Constraints

- 1 ≤ path.length ≤ 3000
- \`path\` consists of English letters, digits, \`.\`, \`/\` and \`_\`.
- \`path\` starts with \`/\`.
`,
      functionName: "simplifyPath",
      params: [{ name: "path", type: "string" }],
      returnType: "string",
      starter: {
        python: `def simplifyPath(path: str) -> str:
    # Write your code here
    return ""
`,
        javascript: `function simplifyPath(path) {
  // Write your code here
  return "";
}
`,
        java: `import java.util.*;

class Solution {
    public static String simplifyPath(String path) {
        // Write your code here
        return "";
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

string simplifyPath(string path) {
    // Write your code here
    return "";
}
`,
        go: `package main

func simplifyPath(path string) string {
	// Write your code here
	return ""
}
`,
      },
      solutions: {
        python: `def simplifyPath(path):
    stack = []
    for part in path.split("/"):
        if part == "" or part == ".":
            continue                      # empty piece (extra slash) or current directory
        if part == "..":
            if stack:
                stack.pop()               # go up, but never above the root
        else:
            stack.append(part)
    return "/" + "/".join(stack)
`,
        javascript: `function simplifyPath(path) {
  const stack = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (stack.length > 0) stack.pop();
    } else {
      stack.push(part);
    }
  }
  return "/" + stack.join("/");
}
`,
        java: `import java.util.*;

class Solution {
    public static String simplifyPath(String path) {
        Deque<String> stack = new ArrayDeque<>();
        for (String part : path.split("/")) {
            if (part.isEmpty() || part.equals(".")) continue; // empty piece (extra slash) or current directory
            if (part.equals("..")) {
                if (!stack.isEmpty()) stack.pollLast(); // go up, but never above the root
            } else {
                stack.addLast(part);
            }
        }
        return "/" + String.join("/", stack);
    }
}
`,
        cpp: `#include <sstream>
#include <string>
#include <vector>
using namespace std;

string simplifyPath(string path) {
    vector<string> stack;
    stringstream parts(path);
    string part;
    while (getline(parts, part, '/')) {
        if (part.empty() || part == ".") continue;  // empty piece (extra slash) or current directory
        if (part == "..") {
            if (!stack.empty()) stack.pop_back();  // go up, but never above the root
        } else {
            stack.push_back(part);
        }
    }
    string result;
    for (const string& dir : stack) result += "/" + dir;
    return result.empty() ? "/" : result;
}
`,
        go: `package main

import "strings"

func simplifyPath(path string) string {
	stack := []string{}
	for _, part := range strings.Split(path, "/") {
		if part == "" || part == "." {
			continue // empty piece (extra slash) or current directory
		}
		if part == ".." {
			if len(stack) > 0 {
				stack = stack[:len(stack)-1] // go up, but never above the root
			}
		} else {
			stack = append(stack, part)
		}
	}
	return "/" + strings.Join(stack, "/")
}
`,
      },
      solutionExplanation: `## Idea

A path is a sequence of moves: enter a directory, stay (\`.\`), or go back up (\`..\`). "Go back" always undoes the most recent "enter" that has not been undone yet, which is exactly what a stack models. The directories left on the stack at the end, from bottom to top, are the canonical path.

Splitting on \`/\` handles repeated slashes for free: they produce empty pieces, which we skip.

## Step by step

1. Split \`path\` on \`/\`.
2. For each piece:
   - empty or \`.\`: ignore;
   - \`..\`: pop if the stack is not empty (the root has no parent);
   - anything else (including \`...\`): push it as a directory name.
3. Return \`"/"\` followed by the stack joined with \`/\`.

For \`"/a/b/../../c/./d"\`: push \`a\`, push \`b\`, pop, pop, push \`c\`, skip \`.\`, push \`d\`. Result \`"/c/d"\`.

## Complexity

- Time: O(n) for splitting and joining.
- Space: O(n) for the pieces and the stack.

## Python solution

\`\`\`python
def simplifyPath(path):
    stack = []
    for part in path.split("/"):
        if part == "" or part == ".":
            continue                      # empty piece (extra slash) or current directory
        if part == "..":
            if stack:
                stack.pop()               # go up, but never above the root
        else:
            stack.append(part)
    return "/" + "/".join(stack)
\`\`\`
`,
      visibleTests: [
        { input: ["/home//user/./docs/"], expected: "/home/user/docs" },
        { input: ["/../"], expected: "/" },
        { input: ["/a/b/../../c/./d"], expected: "/c/d" },
      ],
      hiddenTests: [
        { input: ["/"], expected: "/" },
        { input: ["//"], expected: "/" },
        { input: ["/."], expected: "/" },
        { input: ["/..."], expected: "/..." },
        { input: ["/a/.."], expected: "/" },
        { input: ["/a/../.."], expected: "/" },
        { input: ["/x/y/z/../../w"], expected: "/x/w" },
        { input: ["/.hidden/./file"], expected: "/.hidden/file" },
        { input: ["/a//b////c/d//././/.."], expected: "/a/b/c" },
        { input: ["/..a/b/."], expected: "/..a/b" },
        { input: ["/usr/local/../bin/./python3_11/"], expected: "/usr/bin/python3_11" },
      ],
      companies: { Google: 8, Amazon: 13, Microsoft: 9, Apple: 6, Netflix: 2, LinkedIn: 5, Meta: 16 },
    },
    {
      slug: "calculator-with-parentheses",
      title: "Evaluate an Arithmetic Expression",
      difficulty: "hard",
      statement: `The string \`s\` is a valid arithmetic expression made of non-negative integers, \`+\`, \`-\`, parentheses \`(\` \`)\` and spaces. A \`-\` may also be **unary** (as in \`-5\` or \`-(2 + 3)\`); \`+\` is never unary. Evaluate the expression and return its value.

Do not use any built-in function that evaluates strings as code. Every intermediate value and the result fit in a 32-bit signed integer.

### Examples

**Example 1**

\`\`\`text
Input: s = "10 - (4 + (3 - 5))"
Output: 8
\`\`\`

The inner parentheses give -2, then 4 + (-2) = 2, and 10 - 2 = 8.

**Example 2**

\`\`\`text
Input: s = "-(7 - 10) + 2"
Output: 5
\`\`\`

7 - 10 = -3; the unary minus makes it 3, and 3 + 2 = 5.

**Example 3**

\`\`\`text
Input: s = "42"
Output: 42
\`\`\`

A lone number.

### Constraints

- 1 ≤ s.length ≤ 3 · 10^5
- \`s\` contains digits, \`+\`, \`-\`, \`(\`, \`)\` and spaces, and is a valid expression.
`,
      functionName: "evaluateExpression",
      params: [{ name: "s", type: "string" }],
      returnType: "int",
      starter: {
        python: `def evaluateExpression(s: str) -> int:
    # Write your code here
    return 0
`,
        javascript: `function evaluateExpression(s) {
  // Write your code here
  return 0;
}
`,
        java: `import java.util.*;

class Solution {
    public static int evaluateExpression(String s) {
        // Write your code here
        return 0;
    }
}
`,
        cpp: `#include <string>
#include <vector>
using namespace std;

int evaluateExpression(string s) {
    // Write your code here
    return 0;
}
`,
        go: `package main

func evaluateExpression(s string) int {
	// Write your code here
	return 0
}
`,
      },
      solutions: {
        python: `def evaluateExpression(s):
    result = 0        # value of the current parenthesis level so far
    number = 0        # number being read
    sign = 1          # sign in front of the number being read
    stack = []        # saved (result, sign) of the enclosing levels
    for ch in s:
        if ch.isdigit():
            number = number * 10 + int(ch)
        elif ch == "+" or ch == "-":
            result += sign * number
            number = 0
            sign = 1 if ch == "+" else -1
        elif ch == "(":
            stack.append(result)
            stack.append(sign)
            result, sign = 0, 1
        elif ch == ")":
            result += sign * number
            number = 0
            result *= stack.pop()     # sign written before "("
            result += stack.pop()     # value accumulated before "("
    return result + sign * number
`,
        javascript: `function evaluateExpression(s) {
  let result = 0;
  let number = 0;
  let sign = 1;
  const stack = [];
  for (const ch of s) {
    if (ch >= "0" && ch <= "9") {
      number = number * 10 + (ch.charCodeAt(0) - 48);
    } else if (ch === "+" || ch === "-") {
      result += sign * number;
      number = 0;
      sign = ch === "+" ? 1 : -1;
    } else if (ch === "(") {
      stack.push(result, sign);
      result = 0;
      sign = 1;
    } else if (ch === ")") {
      result += sign * number;
      number = 0;
      result *= stack.pop();
      result += stack.pop();
    }
  }
  return result + sign * number;
}
`,
        java: `import java.util.*;

class Solution {
    public static int evaluateExpression(String s) {
        int result = 0; // value of the current parenthesis level so far
        int number = 0; // number being read
        int sign = 1; // sign in front of the number being read
        Deque<Integer> stack = new ArrayDeque<>(); // saved result and sign of the enclosing levels
        for (char ch : s.toCharArray()) {
            if (Character.isDigit(ch)) {
                number = number * 10 + (ch - '0');
            } else if (ch == '+' || ch == '-') {
                result += sign * number;
                number = 0;
                sign = ch == '+' ? 1 : -1;
            } else if (ch == '(') {
                stack.push(result);
                stack.push(sign);
                result = 0;
                sign = 1;
            } else if (ch == ')') {
                result += sign * number;
                number = 0;
                result *= stack.pop(); // sign written before "("
                result += stack.pop(); // value accumulated before "("
            }
        }
        return result + sign * number;
    }
}
`,
        cpp: `#include <cctype>
#include <string>
#include <vector>
using namespace std;

int evaluateExpression(string s) {
    int result = 0;      // value of the current parenthesis level so far
    int number = 0;      // number being read
    int sign = 1;        // sign in front of the number being read
    vector<int> stack;  // saved result and sign of the enclosing levels
    for (char ch : s) {
        if (isdigit((unsigned char) ch)) {
            number = number * 10 + (ch - '0');
        } else if (ch == '+' || ch == '-') {
            result += sign * number;
            number = 0;
            sign = ch == '+' ? 1 : -1;
        } else if (ch == '(') {
            stack.push_back(result);
            stack.push_back(sign);
            result = 0;
            sign = 1;
        } else if (ch == ')') {
            result += sign * number;
            number = 0;
            result *= stack.back();  // sign written before "("
            stack.pop_back();
            result += stack.back();  // value accumulated before "("
            stack.pop_back();
        }
    }
    return result + sign * number;
}
`,
        go: `package main

func evaluateExpression(s string) int {
	result := 0    // value of the current parenthesis level so far
	number := 0    // number being read
	sign := 1      // sign in front of the number being read
	stack := []int{} // saved result and sign of the enclosing levels
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch >= '0' && ch <= '9':
			number = number*10 + int(ch-'0')
		case ch == '+' || ch == '-':
			result += sign * number
			number = 0
			sign = 1
			if ch == '-' {
				sign = -1
			}
		case ch == '(':
			stack = append(stack, result, sign)
			result, sign = 0, 1
		case ch == ')':
			result += sign * number
			number = 0
			result *= stack[len(stack)-1]  // sign written before "("
			result += stack[len(stack)-2] // value accumulated before "("
			stack = stack[:len(stack)-2]
		}
	}
	return result + sign*number
}
`,
      },
      solutionExplanation: `## Idea

Without parentheses, an expression of \`+\` and \`-\` is evaluated left to right with three variables: the running \`result\`, the \`number\` being read, and the \`sign\` in front of it. A \`+\` or \`-\` commits \`sign * number\` to \`result\` and sets the new sign. A unary minus needs no special case: at the start of an expression \`result\` is 0, so \`-5\` is just \`0 - 5\`.

Parentheses start a fresh sub-expression. When \`(\` arrives, **save** the current \`result\` and the \`sign\` written before the parenthesis on a stack, and restart with \`result = 0, sign = 1\`. When \`)\` arrives, finish the inner value, multiply it by the saved sign and add the saved result. The stack plays the role of the call stack of a recursive evaluator.

## Step by step

1. \`result = 0\`, \`number = 0\`, \`sign = 1\`, \`stack = []\`.
2. For each character:
   - digit: \`number = number * 10 + digit\`;
   - \`+\` / \`-\`: \`result += sign * number\`, \`number = 0\`, set \`sign\`;
   - \`(\`: push \`result\` and \`sign\`; reset them to 0 and 1;
   - \`)\`: \`result += sign * number\`, \`number = 0\`, then \`result = result * popped_sign + popped_result\`;
   - space: ignore.
3. Return \`result + sign * number\`.

For \`"-(7 - 10) + 2"\`: \`-\` sets \`sign = -1\`; \`(\` saves \`(0, -1)\`; inside, the result becomes \`7 - 10 = -3\`; \`)\` gives \`-3 * -1 + 0 = 3\`; then \`+ 2\` gives 5.

## Complexity

- Time: O(n), one pass over the characters.
- Space: O(n) in the worst case for deeply nested parentheses.

## Python solution

\`\`\`python
def evaluateExpression(s):
    result = 0        # value of the current parenthesis level so far
    number = 0        # number being read
    sign = 1          # sign in front of the number being read
    stack = []        # saved (result, sign) of the enclosing levels
    for ch in s:
        if ch.isdigit():
            number = number * 10 + int(ch)
        elif ch == "+" or ch == "-":
            result += sign * number
            number = 0
            sign = 1 if ch == "+" else -1
        elif ch == "(":
            stack.append(result)
            stack.append(sign)
            result, sign = 0, 1
        elif ch == ")":
            result += sign * number
            number = 0
            result *= stack.pop()     # sign written before "("
            result += stack.pop()     # value accumulated before "("
    return result + sign * number
\`\`\`
`,
      visibleTests: [
        { input: ["10 - (4 + (3 - 5))"], expected: 8 },
        { input: ["-(7 - 10) + 2"], expected: 5 },
        { input: ["42"], expected: 42 },
      ],
      hiddenTests: [
        { input: ["0"], expected: 0 },
        { input: ["  7  "], expected: 7 },
        { input: ["1-1"], expected: 0 },
        { input: ["-1"], expected: -1 },
        { input: ["-(2)"], expected: -2 },
        { input: ["2-(5-6)"], expected: 3 },
        { input: ["(((9)))"], expected: 9 },
        { input: ["1 - (-(-3))"], expected: -2 },
        { input: ["100000 + 2000000 - (300 - 40)"], expected: 2099740 },
        { input: ["2147483647"], expected: 2147483647 },
        { input: ["1-(2-(3-(4-(5))))"], expected: 3 },
        { input: ["- (3 + (4 - 10)) - 12"], expected: -9 },
      ],
      companies: { Google: 16, Amazon: 14, Microsoft: 13, Apple: 6, Netflix: 3, LinkedIn: 7, Meta: 19 },
    },
  ],
  finalRemarks: `# Final Remarks

Stacks are one of the simplest data structures, yet they power a large family of interview problems. Whenever the most recent unfinished item must be handled first, a stack is the natural fit.

Takeaways:

- **Matching problems** push openers and pop on closers. Check for an empty stack before popping and for a non-empty stack at the end; both are common bugs.
- **Store indices, not just values.** With indices you can compute distances (days to wait, widths of rectangles) when an element is popped.
- **Monotonic stacks** answer "next greater" and "next smaller" questions in O(n). Keep the stack increasing or decreasing depending on what you look for, and resolve entries as they are popped.
- **Expressions**: postfix is evaluated with a single operand stack. For infix with parentheses, push the running result and sign when a \`(\` opens and combine them when the \`)\` closes. This replaces recursion with an explicit stack.
- **Normalising sequences** (paths, edit operations, backspaces) is a matter of pushing meaningful tokens and popping on "go back" tokens.
- **Amortised analysis** is the key complexity argument: every element is pushed and popped at most once, so nested \`while\` loops still give linear time.

Be ready to explain the stack's invariant (what is on it and in which order) in one sentence; that explanation usually convinces the interviewer that the code is right.
`,
  companyFrequency: { Google: 21, Amazon: 30, Microsoft: 22, Apple: 14, Netflix: 5, LinkedIn: 11, Meta: 26 },
};
