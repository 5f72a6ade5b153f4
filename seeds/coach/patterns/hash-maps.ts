import type { SeedPattern, SeedProblem } from "../types";

// ---------------------------------------------------------------------------
// Matching Word Pattern
// ---------------------------------------------------------------------------

const wordPatternPy = `def followsPattern(pattern, sentence):
    words = sentence.split(" ")
    if len(words) != len(pattern):
        return False
    letter_to_word = {}
    word_to_letter = {}
    for letter, word in zip(pattern, words):
        if letter_to_word.setdefault(letter, word) != word:
            return False
        if word_to_letter.setdefault(word, letter) != letter:
            return False
    return True
`;

const wordPatternJs = `function followsPattern(pattern, sentence) {
  const words = sentence.split(" ");
  if (words.length !== pattern.length) return false;
  const letterToWord = new Map();
  const wordToLetter = new Map();
  for (let i = 0; i < words.length; i++) {
    const letter = pattern[i], word = words[i];
    if (!letterToWord.has(letter)) letterToWord.set(letter, word);
    if (!wordToLetter.has(word)) wordToLetter.set(word, letter);
    if (letterToWord.get(letter) !== word || wordToLetter.get(word) !== letter) return false;
  }
  return true;
}
`;

const wordPatternJava = `import java.util.*;

class Solution {
    public static boolean followsPattern(String pattern, String sentence) {
        String[] words = sentence.split(" ", -1);
        if (words.length != pattern.length()) return false;
        Map<Character, String> letterToWord = new HashMap<>();
        Map<String, Character> wordToLetter = new HashMap<>();
        for (int i = 0; i < words.length; i++) {
            char letter = pattern.charAt(i);
            String word = words[i];
            if (!letterToWord.computeIfAbsent(letter, l -> word).equals(word)) return false;
            if (wordToLetter.computeIfAbsent(word, w -> letter) != letter) return false;
        }
        return true;
    }
}
`;

const wordPatternCpp = `#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

bool followsPattern(string pattern, string sentence) {
    vector<string> words;
    stringstream in(sentence);
    string word;
    while (getline(in, word, ' ')) words.push_back(word);
    if (!sentence.empty() && sentence.back() == ' ') words.push_back("");
    if (words.size() != pattern.size()) return false;
    unordered_map<char, string> letterToWord;
    unordered_map<string, char> wordToLetter;
    for (size_t i = 0; i < words.size(); i++) {
        char letter = pattern[i];
        if (letterToWord.emplace(letter, words[i]).first->second != words[i]) return false;
        if (wordToLetter.emplace(words[i], letter).first->second != letter) return false;
    }
    return true;
}
`;

const wordPatternGo = `package main

import "strings"

func followsPattern(pattern string, sentence string) bool {
	words := strings.Split(sentence, " ")
	if len(words) != len(pattern) {
		return false
	}
	letterToWord := map[byte]string{}
	wordToLetter := map[string]byte{}
	for i, word := range words {
		letter := pattern[i]
		if w, ok := letterToWord[letter]; ok && w != word {
			return false
		}
		if l, ok := wordToLetter[word]; ok && l != letter {
			return false
		}
		letterToWord[letter] = word
		wordToLetter[word] = letter
	}
	return true
}
`;

const matchingWordPattern: SeedProblem = {
  slug: "matching-word-pattern",
  title: "Matching Word Pattern",
  difficulty: "easy",
  statement: `You are given a \`pattern\` of lowercase letters and a \`sentence\` of words separated by single spaces. The sentence **follows** the pattern when there is a one-to-one correspondence between letters and words: the \`i\`-th word goes with the \`i\`-th letter, every occurrence of a letter goes with the same word, and two different letters never go with the same word.

Return \`true\` if the sentence follows the pattern, and \`false\` otherwise.

### Examples

**Example 1**

- Input: \`pattern = "abba"\`, \`sentence = "red blue blue red"\`
- Output: \`true\`
- Explanation: a ↔ red and b ↔ blue.

**Example 2**

- Input: \`pattern = "abba"\`, \`sentence = "red blue blue green"\`
- Output: \`false\`
- Explanation: \`a\` would have to stand for both "red" and "green".

**Example 3**

- Input: \`pattern = "aaaa"\`, \`sentence = "red blue blue red"\`
- Output: \`false\`

### Constraints

- \`1 <= pattern.length <= 300\`, lowercase English letters.
- \`1 <= sentence.length <= 3000\`
- \`sentence\` contains words of lowercase and uppercase English letters separated by single spaces, with no leading or trailing space.
`,
  functionName: "followsPattern",
  params: [
    { name: "pattern", type: "string" },
    { name: "sentence", type: "string" },
  ],
  returnType: "bool",
  starter: {
    python: `def followsPattern(pattern: str, sentence: str) -> bool:
    # Write your solution here.
    return False
`,
    javascript: `function followsPattern(pattern, sentence) {
  // Write your solution here.
  return false;
}
`,
    java: `class Solution {
    public static boolean followsPattern(String pattern, String sentence) {
        // Write your solution here.
        return false;
    }
}
`,
    cpp: `#include <string>
using namespace std;

bool followsPattern(string pattern, string sentence) {
    // Write your solution here.
    return false;
}
`,
    go: `package main

func followsPattern(pattern string, sentence string) bool {
	// Write your solution here.
	return false
}
`,
  },
  solutions: { python: wordPatternPy, javascript: wordPatternJs, java: wordPatternJava, cpp: wordPatternCpp, go: wordPatternGo },
  solutionExplanation: `## Idea

"One-to-one correspondence" means a **bijection**, and a bijection needs checking in both directions. One hash map from letters to words catches a letter used for two words (Example 2); a second map from words to letters catches two letters used for the same word (\`"ab"\` with \`"same same"\`). Each pair is checked in O(1).

## Step by step

1. Split the sentence into words. If the number of words differs from the pattern length, return \`false\`.
2. Walk the letters and words together. For each pair:
   - if the letter is new, bind it to the word; otherwise its bound word must equal the current word;
   - if the word is new, bind it to the letter; otherwise its bound letter must equal the current letter.
3. Any mismatch returns \`false\`; surviving the loop returns \`true\`.

\`dict.setdefault(key, value)\` stores \`value\` only when \`key\` is missing and returns the stored value, which makes each check a single line. In JavaScript use a \`Map\` rather than a plain object, so that words such as \`"constructor"\` cannot collide with inherited properties.

## Complexity

With \`n\` the length of the sentence:

- Time: **O(n)** — splitting plus constant-time map operations per word (hashing a word costs its length, which sums to \`n\`).
- Space: **O(n)** for the words and the two maps.

\`\`\`python
${wordPatternPy}\`\`\`
`,
  visibleTests: [
    { input: ["abba", "red blue blue red"], expected: true },
    { input: ["abba", "red blue blue green"], expected: false },
    { input: ["aaaa", "red blue blue red"], expected: false },
  ],
  hiddenTests: [
    { input: ["a", "word"], expected: true },
    { input: ["ab", "same same"], expected: false },
    { input: ["aa", "same same"], expected: true },
    { input: ["abc", "one two"], expected: false },
    { input: ["ab", "one two three"], expected: false },
    { input: ["abcabc", "x y z x y z"], expected: true },
    { input: ["abcabc", "x y z x y y"], expected: false },
    { input: ["aab", "dog dog cat"], expected: true },
    { input: ["abab", "constructor toString constructor toString"], expected: true },
    { input: ["abcdefghij", "a b c d e f g h i j"], expected: true },
    { input: ["z", "z"], expected: true },
  ],
  companies: { Google: 5, Amazon: 9, Microsoft: 6, Apple: 5, Netflix: 1, LinkedIn: 3, Meta: 5 },
};

// ---------------------------------------------------------------------------
// Cluster Anagrams
// ---------------------------------------------------------------------------

const anagramsPy = `from collections import defaultdict


def clusterAnagrams(words):
    groups = defaultdict(list)
    for word in words:
        signature = [0] * 26
        for ch in word:
            signature[ord(ch) - 97] += 1
        groups[tuple(signature)].append(word)
    return list(groups.values())
`;

const anagramsJs = `function clusterAnagrams(words) {
  const groups = new Map();
  for (const word of words) {
    const signature = new Array(26).fill(0);
    for (const ch of word) signature[ch.charCodeAt(0) - 97]++;
    const key = signature.join(",");
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(word);
  }
  return [...groups.values()];
}
`;

const anagramsJava = `import java.util.*;

class Solution {
    public static String[][] clusterAnagrams(String[] words) {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String word : words) {
            int[] signature = new int[26];
            for (char ch : word.toCharArray()) signature[ch - 'a']++;
            groups.computeIfAbsent(Arrays.toString(signature), key -> new ArrayList<>()).add(word);
        }
        return groups.values().stream().map(group -> group.toArray(new String[0])).toArray(String[][]::new);
    }
}
`;

const anagramsCpp = `#include <array>
#include <map>
#include <string>
#include <vector>
using namespace std;

vector<vector<string>> clusterAnagrams(vector<string>& words) {
    map<array<int, 26>, vector<string>> groups;
    for (const string& word : words) {
        array<int, 26> signature{};
        for (char ch : word) signature[ch - 'a']++;
        groups[signature].push_back(word);
    }
    vector<vector<string>> result;
    for (auto& [signature, group] : groups) result.push_back(group);
    return result;
}
`;

const anagramsGo = `package main

func clusterAnagrams(words []string) [][]string {
	groups := map[[26]int][]string{}
	order := [][26]int{} // signatures in order of first appearance
	for _, word := range words {
		var signature [26]int
		for i := 0; i < len(word); i++ {
			signature[word[i]-'a']++
		}
		if _, seen := groups[signature]; !seen {
			order = append(order, signature)
		}
		groups[signature] = append(groups[signature], word)
	}
	result := [][]string{}
	for _, signature := range order {
		result = append(result, groups[signature])
	}
	return result
}
`;

const clusterAnagrams: SeedProblem = {
  slug: "cluster-anagrams",
  title: "Cluster Anagrams",
  difficulty: "medium",
  statement: `Two words are **anagrams** when one can be obtained by rearranging the letters of the other, using every letter exactly once (so \`"listen"\` and \`"silent"\` are anagrams, and every word is an anagram of itself).

Given a list of \`words\`, group together the words that are anagrams of each other. Return the groups in any order; the words inside a group may also be in any order. Repeated words belong to the same group and each copy is listed.

### Examples

**Example 1**

- Input: \`words = ["listen","silent","enlist","google","gogole","cat"]\`
- Output: \`[["listen","silent","enlist"],["google","gogole"],["cat"]]\`

**Example 2**

- Input: \`words = ["","b",""]\`
- Output: \`[["",""],["b"]]\`
- Explanation: the two empty strings are anagrams of each other.

### Constraints

- \`1 <= words.length <= 10^4\`
- \`0 <= words[i].length <= 100\`
- Words consist of lowercase English letters.
`,
  functionName: "clusterAnagrams",
  params: [{ name: "words", type: "string[]" }],
  returnType: "string[][]",
  compare: "unordered-nested",
  starter: {
    python: `def clusterAnagrams(words: list[str]) -> list[list[str]]:
    # Write your solution here.
    return []
`,
    javascript: `function clusterAnagrams(words) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static String[][] clusterAnagrams(String[] words) {
        // Write your solution here.
        return new String[0][];
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<string>> clusterAnagrams(vector<string>& words) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func clusterAnagrams(words []string) [][]string {
	// Write your solution here.
	return [][]string{}
}
`,
  },
  solutions: { python: anagramsPy, javascript: anagramsJs, java: anagramsJava, cpp: anagramsCpp, go: anagramsGo },
  solutionExplanation: `## Idea

Comparing every pair of words is quadratic. Instead compute a **signature** that is identical for all anagrams and different otherwise, and use it as a hash map key: the map's buckets are the groups.

Two classic signatures:

- the **sorted letters** (\`"silent"\` → \`"eilnst"\`): simple, costs O(k log k) per word of length \`k\`;
- the **letter counts**, a 26-entry tuple: costs O(k) per word and is what the solution below uses.

## Step by step

1. Create a map from signature to a list of words.
2. For each word, count its letters into a 26-slot array and turn it into a hashable key (a tuple in Python, a joined string in JavaScript — separators keep counts like \`1,11\` and \`11,1\` apart).
3. Append the word to the list stored under its key.
4. Return all the lists.

## Complexity

With \`n\` words of length at most \`k\`:

- Time: **O(n · k)** — counting letters is linear and building each 26-entry key is constant.
- Space: **O(n · k)** for the groups and the keys.

\`\`\`python
${anagramsPy}\`\`\`
`,
  visibleTests: [
    { input: [["listen", "silent", "enlist", "google", "gogole", "cat"]], expected: [["listen", "silent", "enlist"], ["google", "gogole"], ["cat"]] },
    { input: [["", "b", ""]], expected: [["", ""], ["b"]] },
  ],
  hiddenTests: [
    { input: [["a"]], expected: [["a"]] },
    { input: [[""]], expected: [[""]] },
    { input: [["abc", "bca", "cab", "cba", "bac", "acb"]], expected: [["abc", "bca", "cab", "cba", "bac", "acb"]] },
    { input: [["ab", "ba", "abc", "ab"]], expected: [["ab", "ba", "ab"], ["abc"]] },
    {
      input: [["aab", "abb", "bab", "bba", "aba"]],
      expected: [
        ["aab", "aba"],
        ["abb", "bab", "bba"],
      ],
    },
    { input: [["x", "y", "z"]], expected: [["x"], ["y"], ["z"]] },
    { input: [["stop", "pots", "tops", "opts", "post", "spot", "stops"]], expected: [["stop", "pots", "tops", "opts", "post", "spot"], ["stops"]] },
    {
      input: [
        [
          "bb",
          "bcb",
          "ccc",
          "abc",
          "cccc",
          "c",
          "cba",
          "a",
          "baa",
          "b",
          "cca",
          "bbba",
          "aca",
          "cccb",
          "bbaa",
          "cc",
          "bca",
          "cbc",
          "b",
          "ccca",
          "accb",
          "bba",
          "cb",
          "c",
          "cba",
        ],
      ],
      expected: [
        ["bb"],
        ["bcb"],
        ["ccc"],
        ["abc", "cba", "bca", "cba"],
        ["cccc"],
        ["c", "c"],
        ["a"],
        ["baa"],
        ["b", "b"],
        ["cca"],
        ["bbba"],
        ["aca"],
        ["cccb"],
        ["bbaa"],
        ["cc"],
        ["cbc"],
        ["ccca"],
        ["accb"],
        ["bba"],
        ["cb"],
      ],
    },
    {
      input: [["abb", "aba", "bab", "baa", "baa", "aba", "bba", "baa", "bab", "aba", "baa", "aab", "baa", "aab", "baa"]],
      expected: [
        ["abb", "bab", "bba", "bab"],
        ["aba", "baa", "baa", "aba", "baa", "aba", "baa", "aab", "baa", "aab", "baa"],
      ],
    },
  ],
  companies: { Google: 10, Amazon: 22, Microsoft: 11, Apple: 9, Netflix: 2, LinkedIn: 4, Meta: 14 },
};

// ---------------------------------------------------------------------------
// Longest Consecutive Run
// ---------------------------------------------------------------------------

const consecutivePy = `def longestConsecutiveRun(nums):
    values = set(nums)
    best = 0
    for value in values:
        if value - 1 in values:
            continue  # not the start of a run
        length = 1
        while value + length in values:
            length += 1
        best = max(best, length)
    return best
`;

const consecutiveJs = `function longestConsecutiveRun(nums) {
  const values = new Set(nums);
  let best = 0;
  for (const value of values) {
    if (values.has(value - 1)) continue; // not the start of a run
    let length = 1;
    while (values.has(value + length)) length++;
    best = Math.max(best, length);
  }
  return best;
}
`;

const consecutiveJava = `import java.util.*;

class Solution {
    public static int longestConsecutiveRun(int[] nums) {
        Set<Integer> values = new HashSet<>();
        for (int x : nums) values.add(x);
        int best = 0;
        for (int value : values) {
            if (values.contains(value - 1)) continue; // not the start of a run
            int length = 1;
            while (values.contains(value + length)) length++;
            best = Math.max(best, length);
        }
        return best;
    }
}
`;

const consecutiveCpp = `#include <algorithm>
#include <unordered_set>
#include <vector>
using namespace std;

int longestConsecutiveRun(vector<int>& nums) {
    unordered_set<long long> values(nums.begin(), nums.end());
    int best = 0;
    for (long long value : values) {
        if (values.count(value - 1)) continue;  // not the start of a run
        int length = 1;
        while (values.count(value + length)) length++;
        best = max(best, length);
    }
    return best;
}
`;

const consecutiveGo = `package main

func longestConsecutiveRun(nums []int) int {
	values := map[int]bool{}
	for _, x := range nums {
		values[x] = true
	}
	best := 0
	for value := range values {
		if values[value-1] {
			continue // not the start of a run
		}
		length := 1
		for values[value+length] {
			length++
		}
		if length > best {
			best = length
		}
	}
	return best
}
`;

const longestConsecutiveRun: SeedProblem = {
  slug: "longest-consecutive-run",
  title: "Longest Consecutive Run",
  difficulty: "medium",
  statement: `Given an unsorted array \`nums\`, return the length of the longest run of **consecutive integers** (\`x, x + 1, x + 2, ...\`) whose values all appear in the array. The values may appear in any positions; duplicates count once. Aim for **O(n)** time — sorting is too slow for the intended solution.

### Examples

**Example 1**

- Input: \`nums = [100,4,200,1,3,2]\`
- Output: \`4\`
- Explanation: 1, 2, 3 and 4 are all present.

**Example 2**

- Input: \`nums = [0,3,7,2,5,8,4,6,0,1]\`
- Output: \`9\`
- Explanation: every integer from 0 to 8 is present; the second 0 adds nothing.

### Constraints

- \`0 <= nums.length <= 10^5\`
- \`-10^9 <= nums[i] <= 10^9\`
`,
  functionName: "longestConsecutiveRun",
  params: [{ name: "nums", type: "int[]" }],
  returnType: "int",
  starter: {
    python: `def longestConsecutiveRun(nums: list[int]) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function longestConsecutiveRun(nums) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int longestConsecutiveRun(int[] nums) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

int longestConsecutiveRun(vector<int>& nums) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func longestConsecutiveRun(nums []int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: consecutivePy, javascript: consecutiveJs, java: consecutiveJava, cpp: consecutiveCpp, go: consecutiveGo },
  solutionExplanation: `## Idea

Put all values in a hash set, so "is \`x\` present?" costs O(1). A run can then be measured by counting upward from its first value. The trick that keeps the total linear is to **only start counting at the beginning of a run** — at a value \`v\` for which \`v - 1\` is absent. Every other value is skipped immediately, so each value is stepped over by at most one count.

## Step by step

1. Build \`values = set(nums)\` (this also removes duplicates).
2. For each value \`v\` in the set:
   - if \`v - 1\` is present, \`v\` is inside some run: skip it;
   - otherwise count \`length\` while \`v + length\` is present, and update \`best\`.
3. Return \`best\` (0 for an empty array).

Without the start-of-run check, an array such as \`[1, 2, ..., n]\` would count from every value and take O(n²) time.

## Complexity

- Time: **O(n)** on average — the inner loop advances over each value at most once in total.
- Space: **O(n)** for the set.

\`\`\`python
${consecutivePy}\`\`\`
`,
  visibleTests: [
    { input: [[100, 4, 200, 1, 3, 2]], expected: 4 },
    { input: [[0, 3, 7, 2, 5, 8, 4, 6, 0, 1]], expected: 9 },
  ],
  hiddenTests: [
    { input: [[]], expected: 0 },
    { input: [[5]], expected: 1 },
    { input: [[7, 7, 7]], expected: 1 },
    { input: [[1, 2, 2, 3]], expected: 3 },
    { input: [[-3, -2, -1, 0, 1, 10, 11]], expected: 5 },
    { input: [[1000000000, -1000000000, 999999999, 999999998]], expected: 3 },
    { input: [[10, 5, 12, 3, 55, 30, 4, 11, 2]], expected: 4 },
    {
      input: [
        [
          -45, 9, -49, -30, 15, 17, 0, -11, -14, -5, 1, 18, -41, -38, 46, -7, -20, 13, -8, -32, -12, 2, -37, 42, 39, -47, -34, 24, 33, -39, 38, -26,
          -21, 7, -24, -19, 21, 35, -16, 6,
        ],
      ],
      expected: 3,
    },
    { input: [[9, 1, 4, 7, 3, -1, 0, 5, 8, -1, 6]], expected: 7 },
    {
      input: [
        [
          200, 199, 198, 197, 196, 195, 194, 193, 192, 191, 190, 189, 188, 187, 186, 185, 184, 183, 182, 181, 180, 179, 178, 177, 176, 175, 174, 173,
          172, 171, 170, 169, 168, 167, 166, 165, 164, 163, 162, 161, 160, 159, 158, 157, 156, 155, 154, 153, 152, 151, 150, 149, 148, 147, 146, 145,
          144, 143, 142, 141, 140, 139, 138, 137, 136, 135, 134, 133, 132, 131, 130, 129, 128, 127, 126, 125, 124, 123, 122, 121, 120, 119, 118, 117,
          116, 115, 114, 113, 112, 111, 110, 109, 108, 107, 106, 105, 104, 103, 102, 101, 100, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 89, 88, 87, 86,
          85, 84, 83, 82, 81, 80, 79, 78, 77, 76, 75, 74, 73, 72, 71, 70, 69, 68, 67, 66, 65, 64, 63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51,
          50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
          15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
        ],
      ],
      expected: 200,
    },
  ],
  companies: { Google: 14, Amazon: 19, Microsoft: 9, Apple: 6, Netflix: 2, LinkedIn: 5, Meta: 13 },
};

// ---------------------------------------------------------------------------
// Fraction to Repeating Decimal
// ---------------------------------------------------------------------------

const fractionPy = `def fractionToDecimal(numerator, denominator):
    if numerator == 0:
        return "0"
    sign = "-" if (numerator < 0) != (denominator < 0) else ""
    num, den = abs(numerator), abs(denominator)
    whole, remainder = divmod(num, den)
    if remainder == 0:
        return sign + str(whole)
    digits = []
    first_seen = {}  # remainder -> index of the digit it produced
    while remainder != 0 and remainder not in first_seen:
        first_seen[remainder] = len(digits)
        remainder *= 10
        digits.append(str(remainder // den))
        remainder %= den
    head = sign + str(whole) + "."
    if remainder == 0:
        return head + "".join(digits)
    start = first_seen[remainder]
    return head + "".join(digits[:start]) + "(" + "".join(digits[start:]) + ")"
`;

const fractionJs = `function fractionToDecimal(numerator, denominator) {
  if (numerator === 0) return "0";
  const sign = (numerator < 0) !== (denominator < 0) ? "-" : "";
  const num = Math.abs(numerator), den = Math.abs(denominator);
  const whole = Math.floor(num / den);
  let remainder = num % den;
  if (remainder === 0) return sign + String(whole);
  const digits = [];
  const firstSeen = new Map(); // remainder -> index of the digit it produced
  while (remainder !== 0 && !firstSeen.has(remainder)) {
    firstSeen.set(remainder, digits.length);
    remainder *= 10;
    digits.push(String(Math.floor(remainder / den)));
    remainder %= den;
  }
  const head = sign + String(whole) + ".";
  if (remainder === 0) return head + digits.join("");
  const start = firstSeen.get(remainder);
  return head + digits.slice(0, start).join("") + "(" + digits.slice(start).join("") + ")";
}
`;

const fractionJava = `import java.util.*;

class Solution {
    public static String fractionToDecimal(int numerator, int denominator) {
        if (numerator == 0) return "0";
        String sign = (numerator < 0) != (denominator < 0) ? "-" : "";
        long num = Math.abs((long) numerator), den = Math.abs((long) denominator);
        long whole = num / den, remainder = num % den;
        if (remainder == 0) return sign + whole;
        StringBuilder digits = new StringBuilder();
        Map<Long, Integer> firstSeen = new HashMap<>(); // remainder -> index of the digit it produced
        while (remainder != 0 && !firstSeen.containsKey(remainder)) {
            firstSeen.put(remainder, digits.length());
            remainder *= 10;
            digits.append(remainder / den);
            remainder %= den;
        }
        String head = sign + whole + ".";
        if (remainder == 0) return head + digits;
        int start = firstSeen.get(remainder);
        return head + digits.substring(0, start) + "(" + digits.substring(start) + ")";
    }
}
`;

const fractionCpp = `#include <cstdlib>
#include <string>
#include <unordered_map>
using namespace std;

string fractionToDecimal(int numerator, int denominator) {
    if (numerator == 0) return "0";
    string sign = (numerator < 0) != (denominator < 0) ? "-" : "";
    long long num = llabs((long long) numerator), den = llabs((long long) denominator);
    long long whole = num / den, remainder = num % den;
    if (remainder == 0) return sign + to_string(whole);
    string digits;
    unordered_map<long long, size_t> firstSeen;  // remainder -> index of the digit it produced
    while (remainder != 0 && !firstSeen.count(remainder)) {
        firstSeen[remainder] = digits.size();
        remainder *= 10;
        digits += char('0' + remainder / den);
        remainder %= den;
    }
    string head = sign + to_string(whole) + ".";
    if (remainder == 0) return head + digits;
    size_t start = firstSeen[remainder];
    return head + digits.substr(0, start) + "(" + digits.substr(start) + ")";
}
`;

const fractionGo = `package main

import "strconv"

func fractionToDecimal(numerator int, denominator int) string {
	if numerator == 0 {
		return "0"
	}
	sign := ""
	if (numerator < 0) != (denominator < 0) {
		sign = "-"
	}
	num, den := numerator, denominator
	if num < 0 {
		num = -num
	}
	if den < 0 {
		den = -den
	}
	whole, remainder := num/den, num%den
	if remainder == 0 {
		return sign + strconv.Itoa(whole)
	}
	digits := []byte{}
	firstSeen := map[int]int{} // remainder -> index of the digit it produced
	for remainder != 0 {
		if _, seen := firstSeen[remainder]; seen {
			break
		}
		firstSeen[remainder] = len(digits)
		remainder *= 10
		digits = append(digits, byte('0'+remainder/den))
		remainder %= den
	}
	head := sign + strconv.Itoa(whole) + "."
	if remainder == 0 {
		return head + string(digits)
	}
	start := firstSeen[remainder]
	return head + string(digits[:start]) + "(" + string(digits[start:]) + ")"
}
`;

const fractionToRepeatingDecimal: SeedProblem = {
  slug: "fraction-to-repeating-decimal",
  title: "Fraction to Repeating Decimal",
  difficulty: "medium",
  statement: `Given two integers \`numerator\` and \`denominator\`, return the value of the fraction written as a decimal string.

- If the fraction is an integer, return just the integer (\`"2"\`, not \`"2.0"\`).
- If the decimal part terminates, write all of its digits (\`"0.5"\`).
- If the decimal part repeats forever, write the digits before the repetition and then the **shortest repeating block once, in parentheses** (\`"0.1(6)"\` for 1/6).
- A negative value starts with \`"-"\`; zero is written \`"0"\`.

### Examples

**Example 1**

- Input: \`numerator = 1\`, \`denominator = 6\`
- Output: \`"0.1(6)"\`
- Explanation: 1/6 = 0.16666…, the 6 repeats after one non-repeating digit.

**Example 2**

- Input: \`numerator = 4\`, \`denominator = 333\`
- Output: \`"0.(012)"\`

**Example 3**

- Input: \`numerator = 2\`, \`denominator = 1\`
- Output: \`"2"\`

### Constraints

- \`-2^31 <= numerator, denominator <= 2^31 - 1\`
- \`denominator != 0\`
- The answer is guaranteed to be shorter than \`10^4\` characters.
- Intermediate values may exceed 32 bits (for example \`-2^31 / -1\`); use 64-bit integers in typed languages.
`,
  functionName: "fractionToDecimal",
  params: [
    { name: "numerator", type: "int" },
    { name: "denominator", type: "int" },
  ],
  returnType: "string",
  starter: {
    python: `def fractionToDecimal(numerator: int, denominator: int) -> str:
    # Write your solution here.
    return ""
`,
    javascript: `function fractionToDecimal(numerator, denominator) {
  // Write your solution here.
  return "";
}
`,
    java: `class Solution {
    public static String fractionToDecimal(int numerator, int denominator) {
        // Write your solution here.
        return "";
    }
}
`,
    cpp: `#include <string>
using namespace std;

string fractionToDecimal(int numerator, int denominator) {
    // Write your solution here.
    return "";
}
`,
    go: `package main

func fractionToDecimal(numerator int, denominator int) string {
	// Write your solution here.
	return ""
}
`,
  },
  solutions: { python: fractionPy, javascript: fractionJs, java: fractionJava, cpp: fractionCpp, go: fractionGo },
  solutionExplanation: `## Idea

Do the long division you learned at school. After the integer part, each step multiplies the **remainder** by 10, writes one digit and keeps a new remainder smaller than the denominator. The next digits depend only on the current remainder, so the moment a remainder **repeats**, the digits produced since its first appearance will repeat forever. A hash map from remainder to the position of the digit it produced detects this and tells us where the parentheses open.

## Step by step

1. Handle \`0\` separately. Record the sign (negative when exactly one input is negative) and continue with absolute values.
2. Compute the integer part and the remainder. A zero remainder means the answer is an integer.
3. While the remainder is non-zero and not yet in the map:
   - store \`remainder → current number of digits\`;
   - multiply by 10, append \`remainder // den\` as a digit, keep \`remainder % den\`.
4. A zero remainder means the decimal terminates: join the digits. Otherwise the repeating block starts at the stored position of the current remainder: put the digits from there to the end inside parentheses.

The remainder takes fewer than \`den\` distinct values, so the loop always stops.

## Complexity

With \`d\` the number of fractional digits produced (at most the denominator, and below \`10^4\` here):

- Time: **O(d)**.
- Space: **O(d)** for the digits and the map.

\`\`\`python
${fractionPy}\`\`\`
`,
  visibleTests: [
    { input: [1, 2], expected: "0.5" },
    { input: [2, 1], expected: "2" },
    { input: [4, 333], expected: "0.(012)" },
    { input: [1, 6], expected: "0.1(6)" },
  ],
  hiddenTests: [
    { input: [0, 7], expected: "0" },
    { input: [0, -3], expected: "0" },
    { input: [-1, 2], expected: "-0.5" },
    { input: [1, -3], expected: "-0.(3)" },
    { input: [-22, -7], expected: "3.(142857)" },
    { input: [1, 7], expected: "0.(142857)" },
    { input: [50, 8], expected: "6.25" },
    { input: [-2147483648, -1], expected: "2147483648" },
    { input: [-2147483648, 1], expected: "-2147483648" },
    { input: [2147483647, 370], expected: "5804009.8(567)" },
    { input: [7, -12], expected: "-0.58(3)" },
    { input: [1, 97], expected: "0.(010309278350515463917525773195876288659793814432989690721649484536082474226804123711340206185567)" },
    { input: [-1, 81], expected: "-0.(012345679)" },
  ],
  companies: { Google: 9, Amazon: 8, Microsoft: 6, Apple: 4, Netflix: 1, LinkedIn: 3, Meta: 10 },
};

// ---------------------------------------------------------------------------
// Most Points on One Line
// ---------------------------------------------------------------------------

const pointsPy = `from collections import defaultdict
from math import gcd


def maxPointsOnLine(points):
    n = len(points)
    if n <= 2:
        return n
    best = 1
    for i in range(n):
        x1, y1 = points[i]
        directions = defaultdict(int)
        for j in range(i + 1, n):
            dx = points[j][0] - x1
            dy = points[j][1] - y1
            g = gcd(dx, dy)  # points are distinct, so g > 0
            dx, dy = dx // g, dy // g
            if dx < 0 or (dx == 0 and dy < 0):
                dx, dy = -dx, -dy  # one canonical sign per direction
            directions[(dx, dy)] += 1
        if directions:
            best = max(best, 1 + max(directions.values()))
    return best
`;

const pointsJs = `function maxPointsOnLine(points) {
  const n = points.length;
  if (n <= 2) return n;
  const gcd = (a, b) => {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b !== 0) [a, b] = [b, a % b];
    return a;
  };
  let best = 1;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = points[i];
    const directions = new Map();
    for (let j = i + 1; j < n; j++) {
      let dx = points[j][0] - x1;
      let dy = points[j][1] - y1;
      const g = gcd(dx, dy); // points are distinct, so g > 0
      dx /= g;
      dy /= g;
      if (dx < 0 || (dx === 0 && dy < 0)) {
        dx = -dx; // one canonical sign per direction
        dy = -dy;
      }
      const key = dx + "/" + dy;
      const count = (directions.get(key) || 0) + 1;
      directions.set(key, count);
      best = Math.max(best, count + 1);
    }
  }
  return best;
}
`;

const pointsJava = `import java.util.*;

class Solution {
    public static int maxPointsOnLine(int[][] points) {
        int n = points.length;
        if (n <= 2) return n;
        int best = 1;
        for (int i = 0; i < n; i++) {
            Map<Long, Integer> directions = new HashMap<>();
            for (int j = i + 1; j < n; j++) {
                int dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
                int g = gcd(Math.abs(dx), Math.abs(dy)); // points are distinct, so g > 0
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) { // one canonical sign per direction
                    dx = -dx;
                    dy = -dy;
                }
                int count = directions.merge(((long) dx << 32) ^ (dy & 0xffffffffL), 1, Integer::sum);
                best = Math.max(best, 1 + count);
            }
        }
        return best;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
`;

const pointsCpp = `#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <utility>
#include <vector>
using namespace std;

int maxPointsOnLine(vector<vector<int>>& points) {
    int n = points.size();
    if (n <= 2) return n;
    int best = 1;
    for (int i = 0; i < n; i++) {
        map<pair<int, int>, int> directions;
        for (int j = i + 1; j < n; j++) {
            int dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
            int g = gcd(abs(dx), abs(dy));  // points are distinct, so g > 0
            dx /= g;
            dy /= g;
            if (dx < 0 || (dx == 0 && dy < 0)) {  // one canonical sign per direction
                dx = -dx;
                dy = -dy;
            }
            best = max(best, 1 + ++directions[{dx, dy}]);
        }
    }
    return best;
}
`;

const pointsGo = `package main

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func maxPointsOnLine(points [][]int) int {
	n := len(points)
	if n <= 2 {
		return n
	}
	best := 1
	for i := 0; i < n; i++ {
		directions := map[[2]int]int{}
		for j := i + 1; j < n; j++ {
			dx, dy := points[j][0]-points[i][0], points[j][1]-points[i][1]
			g := gcd(abs(dx), abs(dy)) // points are distinct, so g > 0
			dx, dy = dx/g, dy/g
			if dx < 0 || (dx == 0 && dy < 0) { // one canonical sign per direction
				dx, dy = -dx, -dy
			}
			directions[[2]int{dx, dy}]++
			if 1+directions[[2]int{dx, dy}] > best {
				best = 1 + directions[[2]int{dx, dy}]
			}
		}
	}
	return best
}
`;

const mostPointsOnOneLine: SeedProblem = {
  slug: "most-points-on-one-line",
  title: "Most Points on One Line",
  difficulty: "hard",
  statement: `You are given \`points\`, a list of distinct points \`[x, y]\` with integer coordinates on a plane. Return the largest number of these points that lie on **one straight line** (any direction: horizontal, vertical or slanted).

### Examples

**Example 1**

- Input: \`points = [[1,1],[2,2],[3,3]]\`
- Output: \`3\`

**Example 2**

- Input: \`points = [[1,1],[3,2],[5,3],[4,1],[2,3],[1,4]]\`
- Output: \`4\`
- Explanation: \`[1,4]\`, \`[2,3]\`, \`[3,2]\` and \`[4,1]\` lie on the line x + y = 5.

### Constraints

- \`1 <= points.length <= 300\`
- \`-10^8 <= x, y <= 10^8\`
- All points are distinct.
`,
  functionName: "maxPointsOnLine",
  params: [{ name: "points", type: "int[][]" }],
  returnType: "int",
  starter: {
    python: `def maxPointsOnLine(points: list[list[int]]) -> int:
    # Write your solution here.
    return 0
`,
    javascript: `function maxPointsOnLine(points) {
  // Write your solution here.
  return 0;
}
`,
    java: `class Solution {
    public static int maxPointsOnLine(int[][] points) {
        // Write your solution here.
        return 0;
    }
}
`,
    cpp: `#include <vector>
using namespace std;

int maxPointsOnLine(vector<vector<int>>& points) {
    // Write your solution here.
    return 0;
}
`,
    go: `package main

func maxPointsOnLine(points [][]int) int {
	// Write your solution here.
	return 0
}
`,
  },
  solutions: { python: pointsPy, javascript: pointsJs, java: pointsJava, cpp: pointsCpp, go: pointsGo },
  solutionExplanation: `## Idea

Fix an anchor point \`A\`. Every other point \`B\` lies on exactly one line through \`A\`, identified by the **direction** from \`A\` to \`B\`. Points on the same line through \`A\` share that direction, so counting directions in a hash map gives, in one pass, the best line through \`A\`. Trying every anchor covers every line.

The hard part is the key. Floating-point slopes such as \`dy / dx\` break on vertical lines and can merge nearly-equal slopes by rounding (try \`[0,0]\`, \`[94911151,94911150]\`, \`[94911152,94911151]\`). Use an **exact** key instead: the pair \`(dx, dy)\` divided by its greatest common divisor, with a canonical sign so that \`(1, 2)\` and \`(-1, -2)\` become the same key.

## Step by step

1. With at most two points, all of them are on one line.
2. For each anchor \`i\`, and for each later point \`j\` (earlier pairs were already counted from the other anchor):
   - \`dx, dy\` = the coordinate differences; divide both by \`gcd(dx, dy)\`;
   - flip both signs if \`dx < 0\`, or if \`dx == 0\` and \`dy < 0\`;
   - increment the count for \`(dx, dy)\`.
3. The best line through the anchor holds \`1 + (largest count)\` points. Keep the overall maximum.

## Complexity

- Time: **O(n² · log C)** — n² pairs, each with a gcd on coordinates of size \`C\`.
- Space: **O(n)** for the map of one anchor.

\`\`\`python
${pointsPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        [
          [1, 1],
          [2, 2],
          [3, 3],
        ],
      ],
      expected: 3,
    },
    {
      input: [
        [
          [1, 1],
          [3, 2],
          [5, 3],
          [4, 1],
          [2, 3],
          [1, 4],
        ],
      ],
      expected: 4,
    },
  ],
  hiddenTests: [
    { input: [[[0, 0]]], expected: 1 },
    {
      input: [
        [
          [0, 0],
          [5, -7],
        ],
      ],
      expected: 2,
    },
    {
      input: [
        [
          [0, 0],
          [0, 5],
          [0, -3],
          [1, 1],
        ],
      ],
      expected: 3,
    },
    {
      input: [
        [
          [2, 3],
          [4, 3],
          [-1, 3],
          [2, 4],
        ],
      ],
      expected: 3,
    },
    {
      input: [
        [
          [0, 0],
          [1, 1],
          [2, 2],
          [3, 3],
          [1, -1],
          [2, -2],
          [3, -3],
          [4, -4],
        ],
      ],
      expected: 5,
    },
    {
      input: [
        [
          [10000, 10000],
          [-10000, -10000],
          [0, 0],
          [10000, -10000],
          [9999, 9999],
        ],
      ],
      expected: 4,
    },
    {
      input: [
        [
          [0, 0],
          [94911151, 94911150],
          [94911152, 94911151],
        ],
      ],
      expected: 2,
    },
    {
      input: [
        [
          [1, 0],
          [0, 1],
          [2, 2],
          [3, 3],
          [4, 5],
        ],
      ],
      expected: 2,
    },
    {
      input: [
        [
          [2, 5],
          [1, 1],
          [1, 0],
          [3, 2],
          [2, 4],
          [1, 2],
          [3, 0],
          [3, 1],
          [0, 2],
          [4, 3],
          [0, 0],
          [0, 5],
          [2, 0],
          [5, 5],
          [2, 1],
          [2, 3],
          [0, 4],
          [3, 4],
        ],
      ],
      expected: 5,
    },
    {
      input: [
        [
          [-10, -19],
          [-9, -17],
          [-8, -15],
          [-7, -13],
          [-6, -11],
          [-5, -9],
          [-4, -7],
          [-3, -5],
          [-2, -3],
          [-1, -1],
          [0, 1],
          [1, 3],
          [2, 5],
          [3, 7],
          [4, 9],
          [5, 11],
          [6, 13],
          [7, 15],
          [8, 17],
          [9, 19],
          [10, 21],
          [0, 0],
          [1, 1],
          [2, 2],
        ],
      ],
      expected: 21,
    },
  ],
  companies: { Google: 8, Amazon: 7, Microsoft: 5, Apple: 6, Netflix: 1, LinkedIn: 9, Meta: 4 },
};

export const pattern: SeedPattern = {
  slug: "hash-maps",
  title: "Hash Maps",
  summary:
    "Trade memory for speed: store what you have seen under a well-chosen key so that every later lookup, count or match costs O(1) on average.",
  introduction: `# Introduction to Hash Maps

A **hash map** (a \`dict\` in Python, a \`Map\` in JavaScript, \`HashMap\` in Java, \`unordered_map\` in C++, \`map\` in Go) stores key–value pairs. A hash function turns each key into a bucket index, so inserting, updating and looking up a key take **O(1) time on average**. A **hash set** is the same structure without values.

That single property turns many brute-force solutions into linear ones. Whenever an algorithm keeps asking "have I seen this before?", "how many times?" or "where was it?", a hash map can answer in constant time instead of a scan.

## When to recognise it

- You compare every element with every other element, and the comparison can be rewritten as a **lookup** of a value computed from the current element.
- You need **counts** or **frequencies**.
- Items must be **grouped** by some property (same letters, same direction, same remainder).
- You must detect the **first repetition** of a state (a remainder in long division, a position in a walk).
- Two sequences must correspond **one to one**.

## Choosing the key

The key is the real design decision. It must be equal for items that belong together and different otherwise, and it must be hashable and exact:

- sorted letters or a tuple of letter counts for anagrams;
- a reduced fraction \`(dx, dy)\` rather than a floating-point slope;
- a tuple rather than a list in Python, a string built with separators in JavaScript (\`"1,11"\` differs from \`"11,1"\`).

## Worked example: the first repeated value

Return the first value that appears a second time while reading an array from left to right, or \`None\`.

\`\`\`python
def first_repeat(nums):
    seen = set()
    for x in nums:
        if x in seen:        # O(1) average lookup
            return x
        seen.add(x)
    return None

print(first_repeat([4, 1, 7, 1, 4]))   # 1 — its second copy comes before 4's
print(first_repeat([3, 5, 8]))         # None
\`\`\`

A nested-loop version compares every pair, O(n²). The set brings it down to **O(n)** time for **O(n)** extra space — the typical hash-map trade.

## Things to keep in mind

- Average O(1) is not worst-case O(1); in interviews the average is what you quote.
- Iteration order: Python dicts and JavaScript Maps keep insertion order; do not rely on order in Java's \`HashMap\` or C++'s \`unordered_map\`.
- In JavaScript, prefer \`Map\` and \`Set\` over plain objects: object keys are strings and inherit properties such as \`"constructor"\`.

This module practises bijections, grouping, set-based linear scans, cycle detection in long division and exact geometric keys.
`,
  problems: [matchingWordPattern, clusterAnagrams, longestConsecutiveRun, fractionToRepeatingDecimal, mostPointsOnOneLine],
  finalRemarks: `# Final Remarks

Hash maps are the most common tool for turning an O(n²) idea into an O(n) one. The recipe is always the same: decide **what to remember** and **under which key**, then replace a scan with a lookup.

## What you practised

- **Two maps for a bijection** — one map catches a letter used twice, the other catches a word used twice.
- **Signatures as keys** — letter counts group anagrams without comparing pairs.
- **A set plus a smart starting rule** — counting runs only from their first value keeps the longest-run scan linear.
- **Detecting repeated states** — in long division, the first repeated remainder marks the start of the repeating block.
- **Exact keys** — a gcd-reduced direction with a canonical sign replaces a floating-point slope and avoids precision bugs.

## Pitfalls to avoid

- Using mutable or inexact keys: lists in Python, floats for slopes, objects compared by identity.
- Building string keys without separators, so different inputs collide.
- Forgetting that duplicates may be in the input.
- Relying on the iteration order of a hash map in languages that do not guarantee it.

## Complexity to quote

Insert, lookup and delete are **O(1) on average**, with **O(n)** extra space for \`n\` stored keys. Computing a key costs its length, which you should include when keys are strings.

Prefix sums, coming next, combine a running total with a hash map of earlier totals — the same "remember what you have seen" idea.
`,
  companyFrequency: { Google: 31, Amazon: 38, Microsoft: 24, Apple: 17, Netflix: 6, LinkedIn: 13, Meta: 27 },
};
