import type { SeedPattern, SeedProblem } from "../types";

// ---------------------------------------------------------------------------
// Shared Prefix of Words
// ---------------------------------------------------------------------------

const sharedPrefixPy = `class TrieNode:
    def __init__(self):
        self.children = {}
        self.is_word = False


def longestSharedPrefix(words):
    root = TrieNode()
    for word in words:
        node = root
        for ch in word:
            if ch not in node.children:
                node.children[ch] = TrieNode()
            node = node.children[ch]
        node.is_word = True
    prefix = []
    node = root
    # the shared prefix is the path on which no word branches off or ends
    while len(node.children) == 1 and not node.is_word:
        ch, node = next(iter(node.children.items()))
        prefix.append(ch)
    return "".join(prefix)
`;

const sharedPrefixJs = `function longestSharedPrefix(words) {
  const newNode = () => ({ children: new Map(), isWord: false });
  const root = newNode();
  for (const word of words) {
    let node = root;
    for (const ch of word) {
      if (!node.children.has(ch)) node.children.set(ch, newNode());
      node = node.children.get(ch);
    }
    node.isWord = true;
  }
  let prefix = "";
  let node = root;
  // the shared prefix is the path on which no word branches off or ends
  while (node.children.size === 1 && !node.isWord) {
    const [ch, child] = node.children.entries().next().value;
    prefix += ch;
    node = child;
  }
  return prefix;
}
`;

const sharedPrefixJava = `import java.util.*;

class Solution {
    static class TrieNode {
        Map<Character, TrieNode> children = new HashMap<>();
        boolean isWord;
    }

    public static String longestSharedPrefix(String[] words) {
        TrieNode root = new TrieNode();
        for (String word : words) {
            TrieNode node = root;
            for (char ch : word.toCharArray()) node = node.children.computeIfAbsent(ch, c -> new TrieNode());
            node.isWord = true;
        }
        StringBuilder prefix = new StringBuilder();
        TrieNode node = root;
        // the shared prefix is the path on which no word branches off or ends
        while (node.children.size() == 1 && !node.isWord) {
            Map.Entry<Character, TrieNode> only = node.children.entrySet().iterator().next();
            prefix.append(only.getKey());
            node = only.getValue();
        }
        return prefix.toString();
    }
}
`;

const sharedPrefixCpp = `#include <map>
#include <memory>
#include <string>
#include <vector>
using namespace std;

struct TrieNode {
    map<char, unique_ptr<TrieNode>> children;
    bool isWord = false;
};

string longestSharedPrefix(vector<string>& words) {
    TrieNode root;
    for (const string& word : words) {
        TrieNode* node = &root;
        for (char ch : word) {
            auto& child = node->children[ch];
            if (!child) child = make_unique<TrieNode>();
            node = child.get();
        }
        node->isWord = true;
    }
    string prefix;
    const TrieNode* node = &root;
    // the shared prefix is the path on which no word branches off or ends
    while (node->children.size() == 1 && !node->isWord) {
        prefix += node->children.begin()->first;
        node = node->children.begin()->second.get();
    }
    return prefix;
}
`;

const sharedPrefixGo = `package main

type trieNode struct {
	children map[byte]*trieNode
	isWord   bool
}

func newTrieNode() *trieNode {
	return &trieNode{children: map[byte]*trieNode{}}
}

func longestSharedPrefix(words []string) string {
	root := newTrieNode()
	for _, word := range words {
		node := root
		for i := 0; i < len(word); i++ {
			child, ok := node.children[word[i]]
			if !ok {
				child = newTrieNode()
				node.children[word[i]] = child
			}
			node = child
		}
		node.isWord = true
	}
	prefix := []byte{}
	node := root
	// the shared prefix is the path on which no word branches off or ends
	for len(node.children) == 1 && !node.isWord {
		for ch, child := range node.children {
			prefix = append(prefix, ch)
			node = child
		}
	}
	return string(prefix)
}
`;

const sharedPrefixOfWords: SeedProblem = {
  slug: "shared-prefix-of-words",
  title: "Shared Prefix of Words",
  difficulty: "easy",
  statement: `Given a non-empty list of \`words\`, return the **longest string that is a prefix of every word** in the list. If the words have no common first letter (or one of them is empty), return the empty string \`""\`.

### Examples

**Example 1**

- Input: \`words = ["interview","internet","interval"]\`
- Output: \`"inter"\`

**Example 2**

- Input: \`words = ["stack","queue","heap"]\`
- Output: \`""\`
- Explanation: the words already differ in their first letter.

**Example 3**

- Input: \`words = ["prefix","pre","prefixes"]\`
- Output: \`"pre"\`
- Explanation: a word can never share more than its own length.

### Constraints

- \`1 <= words.length <= 200\`
- \`0 <= words[i].length <= 200\`
- Words consist of lowercase English letters and may repeat.
`,
  functionName: "longestSharedPrefix",
  params: [{ name: "words", type: "string[]" }],
  returnType: "string",
  starter: {
    python: `def longestSharedPrefix(words: list[str]) -> str:
    # Write your solution here.
    return ""
`,
    javascript: `function longestSharedPrefix(words) {
  // Write your solution here.
  return "";
}
`,
    java: `class Solution {
    public static String longestSharedPrefix(String[] words) {
        // Write your solution here.
        return "";
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

string longestSharedPrefix(vector<string>& words) {
    // Write your solution here.
    return "";
}
`,
    go: `package main

func longestSharedPrefix(words []string) string {
	// Write your solution here.
	return ""
}
`,
  },
  solutions: { python: sharedPrefixPy, javascript: sharedPrefixJs, java: sharedPrefixJava, cpp: sharedPrefixCpp, go: sharedPrefixGo },
  solutionExplanation: `## Idea

Insert every word into a **trie** (prefix tree). Words that share a prefix share the trie path for it, so the common prefix of *all* words is the path from the root along which the trie never **branches** and no word **ends**. Walk down from the root while the current node has exactly one child and is not the end of a word.

(Comparing the words character by character also works in O(total length); the trie version is the warm-up for the rest of this module, where the same structure answers many prefix questions at once.)

## Step by step

1. Build the trie: for each word, follow or create one child per character and mark the last node as the end of a word.
2. Start at the root with an empty prefix.
3. While the node has exactly one child **and** is not marked as a word end, step into that child and append its character.
4. Return the collected characters.

The word-end check matters: for \`["prefix","pre"]\` the path continues after \`"pre"\`, but \`"pre"\` ends there, so the prefix stops.

## Complexity

With \`S\` the total number of characters:

- Time: **O(S)** to build the trie; the walk is bounded by the shortest word.
- Space: **O(S)** for the trie nodes.

\`\`\`python
${sharedPrefixPy}\`\`\`
`,
  visibleTests: [
    { input: [["interview", "internet", "interval"]], expected: "inter" },
    { input: [["stack", "queue", "heap"]], expected: "" },
  ],
  hiddenTests: [
    { input: [["solo"]], expected: "solo" },
    { input: [[""]], expected: "" },
    { input: [["abc", ""]], expected: "" },
    { input: [["same", "same", "same"]], expected: "same" },
    { input: [["prefix", "pre", "prefixes"]], expected: "pre" },
    { input: [["a", "ab", "abc", "b"]], expected: "" },
    { input: [["flower", "flow", "flight"]], expected: "fl" },
    {
      input: [
        [
          "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
          "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxy",
          "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ],
      ],
      expected:
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    },
    { input: [["ab", "a"]], expected: "a" },
    { input: [["cba", "cbb", "cbc", "cb"]], expected: "cb" },
  ],
  companies: { Google: 6, Amazon: 11, Microsoft: 9, Apple: 7, Netflix: 1, LinkedIn: 3, Meta: 6 },
};

// ---------------------------------------------------------------------------
// Prefix Tree Operations
// ---------------------------------------------------------------------------

const prefixOpsPy = `class TrieNode:
    __slots__ = ("children", "is_word")

    def __init__(self):
        self.children = {}
        self.is_word = False


def runPrefixTree(operations, args):
    root = TrieNode()

    def walk(text):
        node = root
        for ch in text:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    results = []
    for op, text in zip(operations, args):
        if op == "insert":
            node = root
            for ch in text:
                if ch not in node.children:
                    node.children[ch] = TrieNode()
                node = node.children[ch]
            node.is_word = True
        elif op == "search":
            node = walk(text)
            results.append(node is not None and node.is_word)
        else:  # "startsWith"
            results.append(walk(text) is not None)
    return results
`;

const prefixOpsJs = `function runPrefixTree(operations, args) {
  const newNode = () => ({ children: new Map(), isWord: false });
  const root = newNode();
  const walk = (text) => {
    let node = root;
    for (const ch of text) {
      node = node.children.get(ch);
      if (node === undefined) return null;
    }
    return node;
  };
  const results = [];
  operations.forEach((op, i) => {
    const text = args[i];
    if (op === "insert") {
      let node = root;
      for (const ch of text) {
        if (!node.children.has(ch)) node.children.set(ch, newNode());
        node = node.children.get(ch);
      }
      node.isWord = true;
    } else if (op === "search") {
      const node = walk(text);
      results.push(node !== null && node.isWord);
    } else {
      results.push(walk(text) !== null);
    }
  });
  return results;
}
`;

const prefixOpsJava = `import java.util.*;

class Solution {
    static class TrieNode {
        Map<Character, TrieNode> children = new HashMap<>();
        boolean isWord;
    }

    public static boolean[] runPrefixTree(String[] operations, String[] args) {
        TrieNode root = new TrieNode();
        List<Boolean> results = new ArrayList<>();
        for (int i = 0; i < operations.length; i++) {
            String text = args[i];
            switch (operations[i]) {
                case "insert" -> {
                    TrieNode node = root;
                    for (char ch : text.toCharArray()) node = node.children.computeIfAbsent(ch, c -> new TrieNode());
                    node.isWord = true;
                }
                case "search" -> {
                    TrieNode node = walk(root, text);
                    results.add(node != null && node.isWord);
                }
                default -> results.add(walk(root, text) != null); // "startsWith"
            }
        }
        boolean[] out = new boolean[results.size()];
        for (int i = 0; i < out.length; i++) out[i] = results.get(i);
        return out;
    }

    private static TrieNode walk(TrieNode root, String text) {
        TrieNode node = root;
        for (char ch : text.toCharArray()) {
            node = node.children.get(ch);
            if (node == null) return null;
        }
        return node;
    }
}
`;

const prefixOpsCpp = `#include <memory>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

struct TrieNode {
    unordered_map<char, unique_ptr<TrieNode>> children;
    bool isWord = false;
};

TrieNode* walk(TrieNode* node, const string& text) {
    for (char ch : text) {
        auto it = node->children.find(ch);
        if (it == node->children.end()) return nullptr;
        node = it->second.get();
    }
    return node;
}

vector<bool> runPrefixTree(vector<string>& operations, vector<string>& args) {
    TrieNode root;
    vector<bool> results;
    for (size_t i = 0; i < operations.size(); i++) {
        const string& text = args[i];
        if (operations[i] == "insert") {
            TrieNode* node = &root;
            for (char ch : text) {
                auto& child = node->children[ch];
                if (!child) child = make_unique<TrieNode>();
                node = child.get();
            }
            node->isWord = true;
        } else if (operations[i] == "search") {
            TrieNode* node = walk(&root, text);
            results.push_back(node && node->isWord);
        } else {  // "startsWith"
            results.push_back(walk(&root, text) != nullptr);
        }
    }
    return results;
}
`;

const prefixOpsGo = `package main

type trieNode struct {
	children map[byte]*trieNode
	isWord   bool
}

func newTrieNode() *trieNode {
	return &trieNode{children: map[byte]*trieNode{}}
}

func walk(node *trieNode, text string) *trieNode {
	for i := 0; i < len(text) && node != nil; i++ {
		node = node.children[text[i]]
	}
	return node
}

func runPrefixTree(operations []string, args []string) []bool {
	root := newTrieNode()
	results := []bool{}
	for i, op := range operations {
		text := args[i]
		switch op {
		case "insert":
			node := root
			for j := 0; j < len(text); j++ {
				child, ok := node.children[text[j]]
				if !ok {
					child = newTrieNode()
					node.children[text[j]] = child
				}
				node = child
			}
			node.isWord = true
		case "search":
			node := walk(root, text)
			results = append(results, node != nil && node.isWord)
		default: // "startsWith"
			results = append(results, walk(root, text) != nil)
		}
	}
	return results
}
`;

const prefixTreeOperations: SeedProblem = {
  slug: "prefix-tree-operations",
  title: "Prefix Tree Operations",
  difficulty: "medium",
  statement: `Implement a prefix tree (trie) and drive it with a script of operations. You receive two lists of the same length: \`operations[i]\` is the name of the \`i\`-th operation and \`args[i]\` is its string argument. Starting from an empty structure, perform them in order:

- \`"insert"\` — store the word \`args[i]\` (storing the same word twice changes nothing);
- \`"search"\` — report \`true\` if the exact word \`args[i]\` has been stored;
- \`"startsWith"\` — report \`true\` if some stored word begins with \`args[i]\`.

Return the reports of the \`"search"\` and \`"startsWith"\` operations, in order. \`"insert"\` produces no report.

### Examples

**Example 1**

- Input: \`operations = ["insert","search","search","startsWith","insert","search"]\`, \`args = ["apple","apple","app","app","app","app"]\`
- Output: \`[true,false,true,true]\`
- Explanation: \`"app"\` is only a prefix until it is inserted itself.

**Example 2**

- Input: \`operations = ["insert","insert","startsWith","startsWith","search"]\`, \`args = ["car","cart","ca","cat","cart"]\`
- Output: \`[true,false,true]\`

### Constraints

- \`1 <= operations.length == args.length <= 3 * 10^4\`
- \`operations[i]\` is \`"insert"\`, \`"search"\` or \`"startsWith"\`.
- \`1 <= args[i].length <= 2000\`, lowercase English letters.
`,
  functionName: "runPrefixTree",
  params: [
    { name: "operations", type: "string[]" },
    { name: "args", type: "string[]" },
  ],
  returnType: "bool[]",
  starter: {
    python: `def runPrefixTree(operations: list[str], args: list[str]) -> list[bool]:
    # Write your solution here.
    return []
`,
    javascript: `function runPrefixTree(operations, args) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static boolean[] runPrefixTree(String[] operations, String[] args) {
        // Write your solution here.
        return new boolean[0];
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

vector<bool> runPrefixTree(vector<string>& operations, vector<string>& args) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func runPrefixTree(operations []string, args []string) []bool {
	// Write your solution here.
	return []bool{}
}
`,
  },
  solutions: { python: prefixOpsPy, javascript: prefixOpsJs, java: prefixOpsJava, cpp: prefixOpsCpp, go: prefixOpsGo },
  solutionExplanation: `## Idea

A **trie** stores strings as paths from a root: each node has one child per next character and a flag saying "a word ends here". Every operation walks at most one path, so its cost depends only on the length of its argument, not on how many words are stored.

- **insert**: follow the path, creating missing nodes, and set the end flag on the last node.
- **search**: follow the path; the word is stored only if the path exists **and** its last node has the end flag.
- **startsWith**: the path merely has to exist — any node on a path lies on the way to some stored word.

The difference between the last two is the whole point of Example 1: after inserting \`"apple"\`, the path for \`"app"\` exists but is not flagged.

## Step by step

1. Create an empty root.
2. A helper \`walk(text)\` follows \`text\` from the root and returns the final node, or \`None\` as soon as a character is missing.
3. Loop over the operations, dispatching on the name and collecting the reports of the two query types.

## Complexity

With \`L\` the length of an argument:

- Time: **O(L)** per operation, so O(total length of \`args\`) for the script.
- Space: **O(total length of inserted words)** for the nodes in the worst case (no shared prefixes).

\`\`\`python
${prefixOpsPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        ["insert", "search", "search", "startsWith", "insert", "search"],
        ["apple", "apple", "app", "app", "app", "app"],
      ],
      expected: [true, false, true, true],
    },
    {
      input: [
        ["insert", "insert", "startsWith", "startsWith", "search"],
        ["car", "cart", "ca", "cat", "cart"],
      ],
      expected: [true, false, true],
    },
  ],
  hiddenTests: [
    { input: [["search"], ["a"]], expected: [false] },
    { input: [["startsWith"], ["z"]], expected: [false] },
    {
      input: [
        ["insert", "search", "startsWith"],
        ["a", "a", "a"],
      ],
      expected: [true, true],
    },
    {
      input: [
        ["insert", "insert", "search", "search"],
        ["dog", "dog", "dog", "do"],
      ],
      expected: [true, false],
    },
    {
      input: [
        ["insert", "startsWith", "startsWith", "search"],
        ["abcdefghij", "abcdefghij", "abcdefghijk", "abcdefghi"],
      ],
      expected: [true, false, false],
    },
    {
      input: [
        ["insert", "insert", "insert", "search", "startsWith", "search"],
        ["b", "ba", "bab", "bb", "bab", "ba"],
      ],
      expected: [false, true, true],
    },
    {
      input: [
        ["insert", "search", "insert", "search"],
        ["tree", "trie", "trie", "trie"],
      ],
      expected: [false, true],
    },
    {
      input: [
        [
          "insert",
          "startsWith",
          "insert",
          "startsWith",
          "insert",
          "startsWith",
          "startsWith",
          "search",
          "search",
          "search",
          "search",
          "startsWith",
          "search",
          "search",
          "startsWith",
          "search",
          "search",
          "search",
          "startsWith",
          "search",
          "startsWith",
          "search",
          "search",
          "search",
          "search",
          "insert",
          "insert",
          "insert",
          "search",
          "startsWith",
        ],
        [
          "acac",
          "acac",
          "c",
          "c",
          "ccaaa",
          "ccaa",
          "c",
          "a",
          "acac",
          "bacac",
          "bcb",
          "ac",
          "acac",
          "ccaaa",
          "a",
          "acac",
          "acac",
          "c",
          "c",
          "acca",
          "b",
          "acac",
          "acac",
          "ccaaa",
          "ccaaa",
          "a",
          "accb",
          "cacc",
          "bcba",
          "cac",
        ],
      ],
      expected: [
        true,
        true,
        true,
        true,
        false,
        true,
        false,
        false,
        true,
        true,
        true,
        true,
        true,
        true,
        true,
        true,
        false,
        false,
        true,
        true,
        true,
        true,
        false,
        true,
      ],
    },
    {
      input: [
        [
          "insert",
          "search",
          "startsWith",
          "startsWith",
          "search",
          "startsWith",
          "insert",
          "insert",
          "insert",
          "startsWith",
          "insert",
          "insert",
          "insert",
          "search",
          "startsWith",
          "search",
          "search",
          "startsWith",
          "insert",
          "startsWith",
          "insert",
          "search",
          "insert",
          "startsWith",
          "insert",
          "startsWith",
          "startsWith",
          "startsWith",
          "insert",
          "search",
          "insert",
          "search",
          "startsWith",
          "startsWith",
          "search",
          "search",
          "startsWith",
          "startsWith",
          "startsWith",
          "startsWith",
        ],
        [
          "y",
          "y",
          "x",
          "x",
          "y",
          "x",
          "yx",
          "yzyx",
          "y",
          "y",
          "zyxy",
          "zyzzy",
          "zzzy",
          "y",
          "zyz",
          "y",
          "yyyxz",
          "y",
          "xzzy",
          "y",
          "zyxx",
          "y",
          "xx",
          "xzz",
          "xz",
          "zyx",
          "yxz",
          "z",
          "yzz",
          "yyyzy",
          "zz",
          "xxyx",
          "xxz",
          "zz",
          "zyxx",
          "xx",
          "z",
          "zy",
          "yx",
          "x",
        ],
      ],
      expected: [
        true,
        false,
        false,
        true,
        false,
        true,
        true,
        true,
        true,
        false,
        true,
        true,
        true,
        true,
        true,
        false,
        true,
        false,
        false,
        false,
        true,
        true,
        true,
        true,
        true,
        true,
        true,
      ],
    },
    { input: [["insert"], ["only"]], expected: [] },
  ],
  companies: { Google: 14, Amazon: 18, Microsoft: 12, Apple: 7, Netflix: 2, LinkedIn: 5, Meta: 12 },
};

// ---------------------------------------------------------------------------
// Typeahead Suggestions
// ---------------------------------------------------------------------------

const typeaheadPy = `class TrieNode:
    __slots__ = ("children", "top")

    def __init__(self):
        self.children = {}
        self.top = []  # up to three smallest words below this node


def typeaheadSuggestions(products, searchWord):
    root = TrieNode()
    for product in sorted(products):
        node = root
        for ch in product:
            if ch not in node.children:
                node.children[ch] = TrieNode()
            node = node.children[ch]
            if len(node.top) < 3:
                node.top.append(product)  # sorted insertion keeps the smallest
    result = []
    node = root
    for ch in searchWord:
        node = node.children.get(ch) if node is not None else None
        result.append(list(node.top) if node is not None else [])
    return result
`;

const typeaheadJs = `function typeaheadSuggestions(products, searchWord) {
  const newNode = () => ({ children: new Map(), top: [] });
  const root = newNode();
  const sorted = [...products].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const product of sorted) {
    let node = root;
    for (const ch of product) {
      if (!node.children.has(ch)) node.children.set(ch, newNode());
      node = node.children.get(ch);
      if (node.top.length < 3) node.top.push(product); // sorted insertion keeps the smallest
    }
  }
  const result = [];
  let node = root;
  for (const ch of searchWord) {
    node = node === null ? null : node.children.get(ch) || null;
    result.push(node === null ? [] : [...node.top]);
  }
  return result;
}
`;

const typeaheadJava = `import java.util.*;

class Solution {
    static class TrieNode {
        Map<Character, TrieNode> children = new HashMap<>();
        List<String> top = new ArrayList<>(); // up to three smallest words below this node
    }

    public static String[][] typeaheadSuggestions(String[] products, String searchWord) {
        String[] sorted = products.clone();
        Arrays.sort(sorted);
        TrieNode root = new TrieNode();
        for (String product : sorted) {
            TrieNode node = root;
            for (char ch : product.toCharArray()) {
                node = node.children.computeIfAbsent(ch, c -> new TrieNode());
                if (node.top.size() < 3) node.top.add(product); // sorted insertion keeps the smallest
            }
        }
        String[][] result = new String[searchWord.length()][];
        TrieNode node = root;
        for (int i = 0; i < searchWord.length(); i++) {
            node = node != null ? node.children.get(searchWord.charAt(i)) : null;
            result[i] = node != null ? node.top.toArray(new String[0]) : new String[0];
        }
        return result;
    }
}
`;

const typeaheadCpp = `#include <algorithm>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

struct TrieNode {
    unordered_map<char, unique_ptr<TrieNode>> children;
    vector<string> top;  // up to three smallest words below this node
};

vector<vector<string>> typeaheadSuggestions(vector<string>& products, string searchWord) {
    vector<string> sorted(products);
    sort(sorted.begin(), sorted.end());
    TrieNode root;
    for (const string& product : sorted) {
        TrieNode* node = &root;
        for (char ch : product) {
            auto& child = node->children[ch];
            if (!child) child = make_unique<TrieNode>();
            node = child.get();
            if (node->top.size() < 3) node->top.push_back(product);  // sorted insertion keeps the smallest
        }
    }
    vector<vector<string>> result;
    TrieNode* node = &root;
    for (char ch : searchWord) {
        if (node) {
            auto it = node->children.find(ch);
            node = it == node->children.end() ? nullptr : it->second.get();
        }
        result.push_back(node ? node->top : vector<string>{});
    }
    return result;
}
`;

const typeaheadGo = `package main

import "sort"

type trieNode struct {
	children map[byte]*trieNode
	top      []string // up to three smallest words below this node
}

func newTrieNode() *trieNode {
	return &trieNode{children: map[byte]*trieNode{}, top: []string{}}
}

func typeaheadSuggestions(products []string, searchWord string) [][]string {
	sorted := append([]string(nil), products...)
	sort.Strings(sorted)
	root := newTrieNode()
	for _, product := range sorted {
		node := root
		for i := 0; i < len(product); i++ {
			child, ok := node.children[product[i]]
			if !ok {
				child = newTrieNode()
				node.children[product[i]] = child
			}
			node = child
			if len(node.top) < 3 {
				node.top = append(node.top, product) // sorted insertion keeps the smallest
			}
		}
	}
	result := [][]string{}
	node := root
	for i := 0; i < len(searchWord); i++ {
		if node != nil {
			node = node.children[searchWord[i]]
		}
		if node != nil {
			result = append(result, node.top)
		} else {
			result = append(result, []string{})
		}
	}
	return result
}
`;

const typeaheadSuggestionsProblem: SeedProblem = {
  slug: "typeahead-suggestions",
  title: "Typeahead Suggestions",
  difficulty: "medium",
  statement: `A shop's search box suggests products while the customer types. You are given the catalogue \`products\` and the word \`searchWord\` that the customer types one character at a time.

After each typed character, the box shows **at most three** products that start with the text typed so far; if more than three match, it shows the three that come first in **lexicographic** (dictionary) order.

Return a list with one entry per typed character: the list of suggestions shown at that moment (possibly empty).

### Examples

**Example 1**

- Input: \`products = ["tent","table","tablet","tap"]\`, \`searchWord = "tab"\`
- Output: \`[["table","tablet","tap"],["table","tablet","tap"],["table","tablet"]]\`
- Explanation: \`"t"\` and \`"ta"\` match all of \`table\`, \`tablet\`, \`tap\` (and \`tent\` for \`"t"\`, which sorts later); \`"tab"\` matches two products.

**Example 2**

- Input: \`products = ["mobile","mouse","moneypot","monitor","mousepad"]\`, \`searchWord = "mouse"\`
- Output: \`[["mobile","moneypot","monitor"],["mobile","moneypot","monitor"],["mouse","mousepad"],["mouse","mousepad"],["mouse","mousepad"]]\`

### Constraints

- \`1 <= products.length <= 1000\`
- \`1 <= products[i].length <= 3000\`, and the sum of all lengths is at most \`2 * 10^4\`
- Product names are distinct and consist of lowercase English letters.
- \`1 <= searchWord.length <= 1000\`, lowercase English letters.
`,
  functionName: "typeaheadSuggestions",
  params: [
    { name: "products", type: "string[]" },
    { name: "searchWord", type: "string" },
  ],
  returnType: "string[][]",
  starter: {
    python: `def typeaheadSuggestions(products: list[str], searchWord: str) -> list[list[str]]:
    # Write your solution here.
    return []
`,
    javascript: `function typeaheadSuggestions(products, searchWord) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static String[][] typeaheadSuggestions(String[] products, String searchWord) {
        // Write your solution here.
        return new String[0][];
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

vector<vector<string>> typeaheadSuggestions(vector<string>& products, string searchWord) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func typeaheadSuggestions(products []string, searchWord string) [][]string {
	// Write your solution here.
	return [][]string{}
}
`,
  },
  solutions: { python: typeaheadPy, javascript: typeaheadJs, java: typeaheadJava, cpp: typeaheadCpp, go: typeaheadGo },
  solutionExplanation: `## Idea

Every prefix the customer types corresponds to one node of a trie built from the catalogue, and the products that match the prefix are exactly the words stored below that node. If each node remembers the **three smallest** words below it, each keystroke is answered by moving one step down and reading that list.

Filling those lists is easy if products are inserted in **sorted order**: the first three words that pass through a node are then the three smallest, so a node simply keeps the first three it sees.

## Step by step

1. Sort the products.
2. Insert each product; at every node on its path, append the product to \`node.top\` if that list has fewer than three entries.
3. Walk \`searchWord\` from the root. For each character move to the child (or to "nothing" once the path has broken off) and record a copy of \`node.top\`, or \`[]\` when there is no node.
4. Once a character is missing, every later prefix is missing too, so the remaining entries are all empty.

In JavaScript, compare strings with \`<\` and \`>\` rather than \`localeCompare\` to get plain code-point order.

## Complexity

With \`S\` the total length of the products, \`n\` their number and \`m\` the length of \`searchWord\`:

- Time: **O(S log n)** for sorting plus **O(S)** to build the trie and **O(m)** to answer.
- Space: **O(S)** for the trie; each node stores at most three references.

\`\`\`python
${typeaheadPy}\`\`\`
`,
  visibleTests: [
    {
      input: [["mobile", "mouse", "moneypot", "monitor", "mousepad"], "mouse"],
      expected: [
        ["mobile", "moneypot", "monitor"],
        ["mobile", "moneypot", "monitor"],
        ["mouse", "mousepad"],
        ["mouse", "mousepad"],
        ["mouse", "mousepad"],
      ],
    },
    {
      input: [["tent", "table", "tablet", "tap"], "tab"],
      expected: [
        ["table", "tablet", "tap"],
        ["table", "tablet", "tap"],
        ["table", "tablet"],
      ],
    },
  ],
  hiddenTests: [
    { input: [["havana"], "havana"], expected: [["havana"], ["havana"], ["havana"], ["havana"], ["havana"], ["havana"]] },
    { input: [["havana"], "tatiana"], expected: [[], [], [], [], [], [], []] },
    {
      input: [["bags", "baggage", "banner", "box", "cloths"], "bags"],
      expected: [["baggage", "bags", "banner"], ["baggage", "bags", "banner"], ["baggage", "bags"], ["bags"]],
    },
    {
      input: [["a", "aa", "aaa", "aaaa", "aaaaa"], "aaa"],
      expected: [
        ["a", "aa", "aaa"],
        ["aa", "aaa", "aaaa"],
        ["aaa", "aaaa", "aaaaa"],
      ],
    },
    { input: [["zeta", "alpha", "beta"], "b"], expected: [["beta"]] },
    {
      input: [["code", "codec", "coder", "codes", "coding", "cod"], "codex"],
      expected: [["cod", "code", "codec"], ["cod", "code", "codec"], ["cod", "code", "codec"], ["code", "codec", "coder"], []],
    },
    { input: [["apple"], "b"], expected: [[]] },
    {
      input: [
        [
          "a",
          "aa",
          "aaa",
          "aaaab",
          "aaaba",
          "aab",
          "aaba",
          "aabaa",
          "ab",
          "abaa",
          "abab",
          "ababb",
          "abb",
          "abbab",
          "abbbbb",
          "ba",
          "baa",
          "baaa",
          "baab",
          "babb",
          "babbba",
          "babbbb",
          "bb",
          "bba",
          "bbaaa",
          "bbaabb",
          "bbab",
          "bbbab",
          "bbbbab",
        ],
        "abba",
      ],
      expected: [["a", "aa", "aaa"], ["ab", "abaa", "abab"], ["abb", "abbab", "abbbbb"], ["abbab"]],
    },
    {
      input: [
        [
          "nm",
          "omommmn",
          "oomn",
          "on",
          "oonmnm",
          "mn",
          "nnmmmm",
          "nnomo",
          "mm",
          "nmnmn",
          "oo",
          "mnmmoo",
          "omooono",
          "mmmonmm",
          "nmmo",
          "omooonn",
          "monnmmn",
          "ononn",
          "nom",
          "omnnm",
          "nmn",
          "mommo",
          "mnno",
          "nnoo",
          "nmo",
          "omnmnmm",
          "onnoonn",
          "nnmmnmm",
          "nommo",
          "nnmoo",
          "oonmnnm",
          "mnoon",
          "onnm",
          "omn",
          "mmmonm",
          "onnnooo",
          "nomm",
          "oonoo",
          "omm",
          "oom",
          "mmmnnmn",
          "mnnno",
          "mmmmon",
          "ono",
          "mnmmno",
          "mnnnmm",
          "nnm",
          "oonnmoo",
          "momo",
          "om",
          "no",
          "mnnon",
          "mmonnmn",
          "omnooom",
          "monn",
          "mmmnno",
          "moonmm",
        ],
        "mon",
      ],
      expected: [
        ["mm", "mmmmon", "mmmnnmn"],
        ["mommo", "momo", "monn"],
        ["monn", "monnmmn"],
      ],
    },
  ],
  companies: { Google: 9, Amazon: 22, Microsoft: 7, Apple: 5, Netflix: 2, LinkedIn: 4, Meta: 6 },
};

// ---------------------------------------------------------------------------
// Wildcard Dictionary
// ---------------------------------------------------------------------------

const wildcardPy = `class TrieNode:
    __slots__ = ("children", "is_word")

    def __init__(self):
        self.children = {}
        self.is_word = False


def runWildcardDictionary(operations, args):
    root = TrieNode()

    def matches(node, pattern, i):
        if i == len(pattern):
            return node.is_word
        ch = pattern[i]
        if ch == ".":
            for child in node.children.values():
                if matches(child, pattern, i + 1):
                    return True
            return False
        child = node.children.get(ch)
        return child is not None and matches(child, pattern, i + 1)

    results = []
    for op, text in zip(operations, args):
        if op == "add":
            node = root
            for ch in text:
                if ch not in node.children:
                    node.children[ch] = TrieNode()
                node = node.children[ch]
            node.is_word = True
        else:  # "find"
            results.append(matches(root, text, 0))
    return results
`;

const wildcardJs = `function runWildcardDictionary(operations, args) {
  const newNode = () => ({ children: new Map(), isWord: false });
  const root = newNode();
  const matches = (node, pattern, i) => {
    if (i === pattern.length) return node.isWord;
    const ch = pattern[i];
    if (ch === ".") {
      for (const child of node.children.values()) {
        if (matches(child, pattern, i + 1)) return true;
      }
      return false;
    }
    const child = node.children.get(ch);
    return child !== undefined && matches(child, pattern, i + 1);
  };
  const results = [];
  operations.forEach((op, k) => {
    const text = args[k];
    if (op === "add") {
      let node = root;
      for (const ch of text) {
        if (!node.children.has(ch)) node.children.set(ch, newNode());
        node = node.children.get(ch);
      }
      node.isWord = true;
    } else {
      results.push(matches(root, text, 0));
    }
  });
  return results;
}
`;

const wildcardJava = `import java.util.*;

class Solution {
    static class TrieNode {
        Map<Character, TrieNode> children = new HashMap<>();
        boolean isWord;
    }

    public static boolean[] runWildcardDictionary(String[] operations, String[] args) {
        TrieNode root = new TrieNode();
        List<Boolean> results = new ArrayList<>();
        for (int i = 0; i < operations.length; i++) {
            String text = args[i];
            if (operations[i].equals("add")) {
                TrieNode node = root;
                for (char ch : text.toCharArray()) node = node.children.computeIfAbsent(ch, c -> new TrieNode());
                node.isWord = true;
            } else { // "find"
                results.add(matches(root, text, 0));
            }
        }
        boolean[] out = new boolean[results.size()];
        for (int i = 0; i < out.length; i++) out[i] = results.get(i);
        return out;
    }

    private static boolean matches(TrieNode node, String pattern, int i) {
        if (i == pattern.length()) return node.isWord;
        char ch = pattern.charAt(i);
        if (ch == '.') {
            for (TrieNode child : node.children.values()) {
                if (matches(child, pattern, i + 1)) return true;
            }
            return false;
        }
        TrieNode child = node.children.get(ch);
        return child != null && matches(child, pattern, i + 1);
    }
}
`;

const wildcardCpp = `#include <memory>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

struct TrieNode {
    unordered_map<char, unique_ptr<TrieNode>> children;
    bool isWord = false;
};

bool matches(const TrieNode* node, const string& pattern, size_t i) {
    if (i == pattern.size()) return node->isWord;
    char ch = pattern[i];
    if (ch == '.') {
        for (const auto& [letter, child] : node->children) {
            if (matches(child.get(), pattern, i + 1)) return true;
        }
        return false;
    }
    auto it = node->children.find(ch);
    return it != node->children.end() && matches(it->second.get(), pattern, i + 1);
}

vector<bool> runWildcardDictionary(vector<string>& operations, vector<string>& args) {
    TrieNode root;
    vector<bool> results;
    for (size_t i = 0; i < operations.size(); i++) {
        const string& text = args[i];
        if (operations[i] == "add") {
            TrieNode* node = &root;
            for (char ch : text) {
                auto& child = node->children[ch];
                if (!child) child = make_unique<TrieNode>();
                node = child.get();
            }
            node->isWord = true;
        } else {  // "find"
            results.push_back(matches(&root, text, 0));
        }
    }
    return results;
}
`;

const wildcardGo = `package main

type trieNode struct {
	children map[byte]*trieNode
	isWord   bool
}

func newTrieNode() *trieNode {
	return &trieNode{children: map[byte]*trieNode{}}
}

func matches(node *trieNode, pattern string, i int) bool {
	if i == len(pattern) {
		return node.isWord
	}
	if pattern[i] == '.' {
		for _, child := range node.children {
			if matches(child, pattern, i+1) {
				return true
			}
		}
		return false
	}
	child, ok := node.children[pattern[i]]
	return ok && matches(child, pattern, i+1)
}

func runWildcardDictionary(operations []string, args []string) []bool {
	root := newTrieNode()
	results := []bool{}
	for i, op := range operations {
		text := args[i]
		if op == "add" {
			node := root
			for j := 0; j < len(text); j++ {
				child, ok := node.children[text[j]]
				if !ok {
					child = newTrieNode()
					node.children[text[j]] = child
				}
				node = child
			}
			node.isWord = true
		} else { // "find"
			results = append(results, matches(root, text, 0))
		}
	}
	return results
}
`;

const wildcardDictionary: SeedProblem = {
  slug: "wildcard-dictionary",
  title: "Wildcard Dictionary",
  difficulty: "medium",
  statement: `Build a word dictionary that supports wildcard lookups, driven by a script. \`operations[i]\` names the \`i\`-th operation and \`args[i]\` is its argument. Starting from an empty dictionary:

- \`"add"\` — store the word \`args[i]\` (lowercase letters only);
- \`"find"\` — report \`true\` if some stored word **matches** the pattern \`args[i]\`. A pattern consists of lowercase letters and dots; a dot matches any single letter, and a word matches only if it has exactly the pattern's length.

Return the reports of the \`"find"\` operations in order.

### Examples

**Example 1**

- Input: \`operations = ["add","add","add","find","find","find","find"]\`, \`args = ["bad","dad","mad","pad","bad",".ad","b.."]\`
- Output: \`[false,true,true,true]\`
- Explanation: \`"pad"\` was never added; \`".ad"\` matches \`"bad"\`, \`"dad"\` and \`"mad"\`; \`"b.."\` matches \`"bad"\`.

**Example 2**

- Input: \`operations = ["add","find","find"]\`, \`args = ["a",".",".."]\`
- Output: \`[true,false]\`
- Explanation: a dot stands for exactly one letter, so \`".."\` needs a two-letter word.

### Constraints

- \`1 <= operations.length == args.length <= 10^4\`
- \`operations[i]\` is \`"add"\` or \`"find"\`.
- \`1 <= args[i].length <= 25\`
- Patterns contain at most 4 dots.
`,
  functionName: "runWildcardDictionary",
  params: [
    { name: "operations", type: "string[]" },
    { name: "args", type: "string[]" },
  ],
  returnType: "bool[]",
  starter: {
    python: `def runWildcardDictionary(operations: list[str], args: list[str]) -> list[bool]:
    # Write your solution here.
    return []
`,
    javascript: `function runWildcardDictionary(operations, args) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static boolean[] runWildcardDictionary(String[] operations, String[] args) {
        // Write your solution here.
        return new boolean[0];
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

vector<bool> runWildcardDictionary(vector<string>& operations, vector<string>& args) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func runWildcardDictionary(operations []string, args []string) []bool {
	// Write your solution here.
	return []bool{}
}
`,
  },
  solutions: { python: wildcardPy, javascript: wildcardJs, java: wildcardJava, cpp: wildcardCpp, go: wildcardGo },
  solutionExplanation: `## Idea

Store the words in a trie. A pattern without dots is an ordinary trie lookup. A dot means "any child", so at that position the lookup **branches** into every child and succeeds if any branch succeeds — a depth-first search over the trie guided by the pattern. Because the trie merges common prefixes, each branch explores a whole group of words at once instead of comparing the pattern with every word.

## Step by step

1. **add**: walk and create nodes along the word, flag the last node as a word end.
2. **find**: call \`matches(root, pattern, 0)\`:
   - at the end of the pattern, succeed only if the node ends a word (this enforces the exact length);
   - on a letter, move to that child, or fail if it does not exist;
   - on a dot, try every child and return \`true\` on the first success.
3. Collect the results of the \`find\` operations.

## Complexity

With \`L\` the pattern length and \`d\` the number of dots:

- \`add\`: **O(L)**.
- \`find\` without dots: **O(L)**. With dots, the search can visit up to **O(26^d · L)** nodes in the worst case; in practice it is bounded by the size of the trie.
- Space: **O(total length of added words)** for the trie, plus **O(L)** recursion depth.

\`\`\`python
${wildcardPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        ["add", "add", "add", "find", "find", "find", "find"],
        ["bad", "dad", "mad", "pad", "bad", ".ad", "b.."],
      ],
      expected: [false, true, true, true],
    },
    {
      input: [
        ["add", "find", "find"],
        ["a", ".", ".."],
      ],
      expected: [true, false],
    },
  ],
  hiddenTests: [
    { input: [["find"], ["..."]], expected: [false] },
    {
      input: [
        ["add", "find"],
        ["x", "x"],
      ],
      expected: [true],
    },
    {
      input: [
        ["add", "find", "find", "find"],
        ["abc", "a.c", "...", "...."],
      ],
      expected: [true, true, false],
    },
    {
      input: [
        ["add", "add", "find", "find"],
        ["ab", "abc", "a.", "a.."],
      ],
      expected: [true, true],
    },
    {
      input: [
        ["add", "find", "add", "find"],
        ["cat", "c.r", "car", "c.r"],
      ],
      expected: [false, true],
    },
    {
      input: [
        ["add", "add", "find", "find", "find"],
        ["aaaa", "aaab", "...b", "..b.", "...."],
      ],
      expected: [true, false, true],
    },
    {
      input: [
        ["add", "find", "find"],
        ["z", "z.", ".z"],
      ],
      expected: [false, false],
    },
    {
      input: [
        ["add", "add", "add", "find", "find"],
        ["at", "and", "an", ".", "a."],
      ],
      expected: [false, true],
    },
    {
      input: [
        [
          "add",
          "find",
          "find",
          "find",
          "add",
          "find",
          "find",
          "add",
          "add",
          "add",
          "find",
          "add",
          "find",
          "add",
          "find",
          "find",
          "add",
          "find",
          "find",
          "add",
          "find",
          "add",
          "find",
          "add",
          "add",
          "add",
          "find",
          "find",
          "find",
          "find",
        ],
        [
          "baba",
          "baba",
          "baba",
          "b.b.",
          "aabbb",
          "aabbb",
          "b..b",
          "bb",
          "a",
          "ba",
          "a",
          "abaa",
          ".b..",
          "bbb",
          "bb",
          "bb",
          "aabaa",
          "a",
          "..bbb",
          "bbba",
          "bbabb",
          "abb",
          "bb",
          "ba",
          "a",
          "aabb",
          "aabbb",
          "bbb.",
          "ab",
          "aabb",
        ],
      ],
      expected: [true, true, true, true, false, true, true, true, true, true, true, false, true, true, true, false, true],
    },
  ],
  companies: { Google: 11, Amazon: 13, Microsoft: 8, Apple: 6, Netflix: 2, LinkedIn: 4, Meta: 16 },
};

// ---------------------------------------------------------------------------
// Board Word Hunt
// ---------------------------------------------------------------------------

const huntPy = `class TrieNode:
    __slots__ = ("children", "word")

    def __init__(self):
        self.children = {}
        self.word = None  # set on the node where a dictionary word ends


def findBoardWords(board, words):
    root = TrieNode()
    for word in words:
        node = root
        for ch in word:
            if ch not in node.children:
                node.children[ch] = TrieNode()
            node = node.children[ch]
        node.word = word

    rows, cols = len(board), len(board[0])
    found = []

    def dfs(r, c, parent):
        ch = board[r][c]
        node = parent.children.get(ch)
        if node is None:
            return
        if node.word is not None:
            found.append(node.word)
            node.word = None  # report each word once
        board[r][c] = "#"  # mark the cell as used on this path
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < cols and board[nr][nc] != "#":
                dfs(nr, nc, node)
        board[r][c] = ch
        if not node.children and node.word is None:
            del parent.children[ch]  # prune a branch with nothing left to find

    for r in range(rows):
        for c in range(cols):
            dfs(r, c, root)
    return found
`;

const huntJs = `function findBoardWords(board, words) {
  const newNode = () => ({ children: new Map(), word: null });
  const root = newNode();
  for (const word of words) {
    let node = root;
    for (const ch of word) {
      if (!node.children.has(ch)) node.children.set(ch, newNode());
      node = node.children.get(ch);
    }
    node.word = word;
  }
  const rows = board.length, cols = board[0].length;
  const found = [];
  const dfs = (r, c, parent) => {
    const ch = board[r][c];
    const node = parent.children.get(ch);
    if (node === undefined) return;
    if (node.word !== null) {
      found.push(node.word);
      node.word = null; // report each word once
    }
    board[r][c] = "#"; // mark the cell as used on this path
    for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
      if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && board[nr][nc] !== "#") dfs(nr, nc, node);
    }
    board[r][c] = ch;
    if (node.children.size === 0 && node.word === null) parent.children.delete(ch); // prune
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) dfs(r, c, root);
  }
  return found;
}
`;

const huntJava = `import java.util.*;

class Solution {
    static class TrieNode {
        Map<Character, TrieNode> children = new HashMap<>();
        String word; // set on the node where a dictionary word ends
    }

    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    public static String[] findBoardWords(char[][] board, String[] words) {
        TrieNode root = new TrieNode();
        for (String word : words) {
            TrieNode node = root;
            for (char ch : word.toCharArray()) node = node.children.computeIfAbsent(ch, c -> new TrieNode());
            node.word = word;
        }
        List<String> found = new ArrayList<>();
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) dfs(board, r, c, root, found);
        }
        return found.toArray(new String[0]);
    }

    private static void dfs(char[][] board, int r, int c, TrieNode parent, List<String> found) {
        char ch = board[r][c];
        TrieNode node = parent.children.get(ch);
        if (node == null) return;
        if (node.word != null) {
            found.add(node.word);
            node.word = null; // report each word once
        }
        board[r][c] = '#'; // mark the cell as used on this path
        for (int[] s : STEPS) {
            int nr = r + s[0], nc = c + s[1];
            if (nr >= 0 && nr < board.length && nc >= 0 && nc < board[0].length && board[nr][nc] != '#') dfs(board, nr, nc, node, found);
        }
        board[r][c] = ch;
        if (node.children.isEmpty() && node.word == null) parent.children.remove(ch); // prune a branch with nothing left to find
    }
}
`;

const huntCpp = `#include <memory>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

struct TrieNode {
    unordered_map<char, unique_ptr<TrieNode>> children;
    string word;  // set on the node where a dictionary word ends ("" elsewhere)
};

void hunt(vector<vector<char>>& board, int r, int c, TrieNode* parent, vector<string>& found) {
    char ch = board[r][c];
    auto it = parent->children.find(ch);
    if (it == parent->children.end()) return;
    TrieNode* node = it->second.get();
    if (!node->word.empty()) {
        found.push_back(node->word);
        node->word.clear();  // report each word once
    }
    board[r][c] = '#';  // mark the cell as used on this path
    const int steps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (const auto& s : steps) {
        int nr = r + s[0], nc = c + s[1];
        if (nr >= 0 && nr < (int) board.size() && nc >= 0 && nc < (int) board[0].size() && board[nr][nc] != '#') hunt(board, nr, nc, node, found);
    }
    board[r][c] = ch;
    if (node->children.empty() && node->word.empty()) parent->children.erase(ch);  // prune a branch with nothing left to find
}

vector<string> findBoardWords(vector<vector<char>>& board, vector<string>& words) {
    TrieNode root;
    for (const string& word : words) {
        TrieNode* node = &root;
        for (char ch : word) {
            auto& child = node->children[ch];
            if (!child) child = make_unique<TrieNode>();
            node = child.get();
        }
        node->word = word;
    }
    vector<string> found;
    for (int r = 0; r < (int) board.size(); r++) {
        for (int c = 0; c < (int) board[0].size(); c++) hunt(board, r, c, &root, found);
    }
    return found;
}
`;

const huntGo = `package main

type trieNode struct {
	children map[byte]*trieNode
	word     string // set on the node where a dictionary word ends ("" elsewhere)
}

func newTrieNode() *trieNode {
	return &trieNode{children: map[byte]*trieNode{}}
}

func findBoardWords(board [][]byte, words []string) []string {
	root := newTrieNode()
	for _, word := range words {
		node := root
		for i := 0; i < len(word); i++ {
			child, ok := node.children[word[i]]
			if !ok {
				child = newTrieNode()
				node.children[word[i]] = child
			}
			node = child
		}
		node.word = word
	}
	rows, cols := len(board), len(board[0])
	found := []string{}
	var dfs func(r, c int, parent *trieNode)
	dfs = func(r, c int, parent *trieNode) {
		ch := board[r][c]
		node, ok := parent.children[ch]
		if !ok {
			return
		}
		if node.word != "" {
			found = append(found, node.word)
			node.word = "" // report each word once
		}
		board[r][c] = '#' // mark the cell as used on this path
		for _, s := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nr, nc := r+s[0], c+s[1]
			if nr >= 0 && nr < rows && nc >= 0 && nc < cols && board[nr][nc] != '#' {
				dfs(nr, nc, node)
			}
		}
		board[r][c] = ch
		if len(node.children) == 0 && node.word == "" {
			delete(parent.children, ch) // prune a branch with nothing left to find
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			dfs(r, c, root)
		}
	}
	return found
}
`;

const boardWordHunt: SeedProblem = {
  slug: "board-word-hunt",
  title: "Board Word Hunt",
  difficulty: "hard",
  statement: `You are given a letter grid \`board\` and a list of distinct dictionary \`words\`. A word can be **traced** on the board if you can start on a cell holding its first letter and move step by step to horizontally or vertically adjacent cells spelling the rest of the word, **never using the same cell twice** within that word.

Return all dictionary words that can be traced, in any order.

### Examples

**Example 1**

- Input: \`board = [["o","a","a","n"],["e","t","a","e"],["i","h","k","r"],["i","f","l","v"]]\`, \`words = ["oath","pea","eat","rain"]\`
- Output: \`["oath","eat"]\` (any order)
- Explanation: \`"oath"\` runs o → a → t → h down the left side; \`"eat"\` uses the e, a, t in the middle. There is no \`p\` for \`"pea"\`, and the letters of \`"rain"\` are not connected.

**Example 2**

- Input: \`board = [["a","b"],["c","d"]]\`, \`words = ["abcb"]\`
- Output: \`[]\`
- Explanation: tracing it would need to reuse the cell holding \`b\`.

### Constraints

- \`1 <= board.length, board[i].length <= 12\`
- \`board[i][j]\` is a lowercase English letter.
- \`1 <= words.length <= 3 * 10^4\`
- \`1 <= words[i].length <= 10\`, lowercase English letters; all words are distinct.
`,
  functionName: "findBoardWords",
  params: [
    { name: "board", type: "char[][]" },
    { name: "words", type: "string[]" },
  ],
  returnType: "string[]",
  compare: "unordered",
  starter: {
    python: `def findBoardWords(board: list[list[str]], words: list[str]) -> list[str]:
    # Write your solution here.
    return []
`,
    javascript: `function findBoardWords(board, words) {
  // Write your solution here.
  return [];
}
`,
    java: `class Solution {
    public static String[] findBoardWords(char[][] board, String[] words) {
        // Write your solution here.
        return new String[0];
    }
}
`,
    cpp: `#include <string>
#include <vector>
using namespace std;

vector<string> findBoardWords(vector<vector<char>>& board, vector<string>& words) {
    // Write your solution here.
    return {};
}
`,
    go: `package main

func findBoardWords(board [][]byte, words []string) []string {
	// Write your solution here.
	return []string{}
}
`,
  },
  solutions: { python: huntPy, javascript: huntJs, java: huntJava, cpp: huntCpp, go: huntGo },
  solutionExplanation: `## Idea

Searching the board separately for each word repeats the same exploration thousands of times. Turn it around: put all words into a **trie** and run **one** backtracking search from every cell, moving down the trie as the path grows. A path is abandoned the moment its letters stop being a prefix of any word, so the trie prunes the search for all words at once.

## Step by step

1. Build a trie of the words and store the complete word on its last node.
2. From every cell, start \`dfs(r, c, root)\`:
   - look up the cell's letter among the current trie node's children; stop if it is missing;
   - if the child ends a word, record it and clear the marker so the word is reported only once;
   - mark the cell as used (\`"#"\`), recurse into the four neighbours that are inside the board and unused, then restore the letter — the classic backtracking step;
   - if the child now has no children and no word, **delete it** from its parent. Finished branches disappear, and later searches stop earlier.
3. Return the recorded words.

## Complexity

With a board of \`R × C\` cells and words of length at most \`L\`:

- Time: **O(R · C · 4 · 3^(L-1))** in the worst case — each start explores at most four first moves and three afterwards, for at most \`L\` levels; the trie and the pruning usually cut this dramatically.
- Space: **O(total length of the words)** for the trie plus **O(L)** recursion depth.

\`\`\`python
${huntPy}\`\`\`
`,
  visibleTests: [
    {
      input: [
        [
          ["o", "a", "a", "n"],
          ["e", "t", "a", "e"],
          ["i", "h", "k", "r"],
          ["i", "f", "l", "v"],
        ],
        ["oath", "pea", "eat", "rain"],
      ],
      expected: ["oath", "eat"],
    },
    {
      input: [
        [
          ["a", "b"],
          ["c", "d"],
        ],
        ["abcb"],
      ],
      expected: [],
    },
  ],
  hiddenTests: [
    { input: [[["a"]], ["a"]], expected: ["a"] },
    { input: [[["a"]], ["b", "aa"]], expected: [] },
    { input: [[["a", "a"]], ["aaa", "aa"]], expected: ["aa"] },
    {
      input: [
        [
          ["a", "b"],
          ["c", "d"],
        ],
        ["ab", "abdc", "acdb", "bacd", "ad"],
      ],
      expected: ["ab", "abdc", "acdb", "bacd"],
    },
    {
      input: [
        [
          ["a", "b", "c"],
          ["a", "e", "d"],
          ["a", "f", "g"],
        ],
        ["abcdefg", "gfedcbaaa", "eaabcdgfa", "befa", "dgc", "ade"],
      ],
      expected: ["abcdefg", "gfedcbaaa", "eaabcdgfa", "befa"],
    },
    {
      input: [
        [
          ["o", "a", "a", "n"],
          ["e", "t", "a", "e"],
          ["i", "h", "k", "r"],
          ["i", "f", "l", "v"],
        ],
        ["oath", "oat", "eat", "eta", "hike", "flik", "rain", "neat", "kite"],
      ],
      expected: ["oath", "oat", "eat", "eta", "neat"],
    },
    {
      input: [
        [
          ["a", "a", "a", "a"],
          ["a", "a", "a", "a"],
          ["a", "a", "a", "a"],
        ],
        ["aaaaaaaaaaaa", "aaaaaaaaaaaaa", "aaaa"],
      ],
      expected: ["aaaaaaaaaaaa", "aaaa"],
    },
    { input: [[["x", "y", "z"]], ["zyx", "xyz", "yx", "xzy"]], expected: ["zyx", "xyz", "yx"] },
    {
      input: [
        [
          ["b", "a", "b", "b"],
          ["c", "a", "c", "c"],
          ["b", "a", "b", "a"],
          ["a", "c", "a", "b"],
        ],
        [
          "aa",
          "aab",
          "aabc",
          "ab",
          "acbcc",
          "bab",
          "baca",
          "bbabb",
          "bbb",
          "bc",
          "bccab",
          "ca",
          "caab",
          "cab",
          "cb",
          "cbab",
          "cbabb",
          "cbacb",
          "cbbca",
          "cbc",
        ],
      ],
      expected: ["aa", "aab", "aabc", "ab", "bab", "baca", "bc", "bccab", "ca", "caab", "cab", "cb", "cbab", "cbabb", "cbacb", "cbbca"],
    },
  ],
  companies: { Google: 15, Amazon: 19, Microsoft: 10, Apple: 6, Netflix: 2, LinkedIn: 4, Meta: 13 },
};

export const pattern: SeedPattern = {
  slug: "trie",
  title: "Trie",
  summary:
    "Store strings as shared paths of characters so that prefix lookups, autocomplete and multi-word searches cost time proportional to the query, not the dictionary.",
  introduction: `# Introduction to Trie

A **trie** (pronounced "try", also called a *prefix tree*) stores a set of strings as paths from a root node. Every edge carries one character, and every node represents the prefix spelled by the path that leads to it. A flag on a node records whether a complete word ends there.

Words that share a prefix share the nodes for it. Storing \`car\`, \`cart\` and \`cat\` needs only five nodes besides the root: \`c\`, \`ca\`, \`car\`, \`cart\`, \`cat\` — and the root itself stands for the empty prefix.

## When to recognise it

- The problem asks about **prefixes**: "does any word start with…", autocomplete, typeahead, the longest common prefix.
- Many strings must be matched against **many queries**, and comparing each query with every word would be too slow.
- A search grows a string one character at a time (on a grid, in a backtracking search) and should stop as soon as the current string cannot lead to any word.
- Patterns with wildcards must be matched against a dictionary.

A hash set answers "is this exact word stored?" just as fast, but it cannot answer "is this a prefix of a stored word?" without storing every prefix. That is the trie's advantage.

## Worked example: a minimal trie

\`\`\`python
class TrieNode:
    def __init__(self):
        self.children = {}      # character -> TrieNode
        self.is_word = False

def insert(root, word):
    node = root
    for ch in word:
        if ch not in node.children:
            node.children[ch] = TrieNode()
        node = node.children[ch]
    node.is_word = True

def find_node(root, text):
    node = root
    for ch in text:
        node = node.children.get(ch)
        if node is None:
            return None
    return node

root = TrieNode()
for w in ["car", "cart", "cat"]:
    insert(root, w)

print(find_node(root, "ca") is not None)   # True: a prefix of stored words
print(find_node(root, "ca").is_word)       # False: "ca" itself was not stored
print(find_node(root, "cart").is_word)     # True
print(find_node(root, "dog"))              # None
\`\`\`

Inserting or looking up a string of length \`L\` costs **O(L)**, whatever the number of stored words. The memory is **O(total characters)** in the worst case, less when prefixes are shared.

## Design choices

- **Children as a map or an array.** A dictionary is flexible; a fixed array of 26 slots is faster for lowercase letters but uses more memory.
- **What a node stores.** Besides the end flag, a node can keep the whole word (handy in grid searches), a counter of words passing through, or a short list of best suggestions.
- **Functions over scripts.** In this module, structures such as a trie with \`insert\` and \`search\` are driven by a list of operations, and your function returns the answers to the queries.

The problems move from the plain structure to autocomplete, wildcard matching and a trie-guided backtracking search on a board.
`,
  problems: [sharedPrefixOfWords, prefixTreeOperations, typeaheadSuggestionsProblem, wildcardDictionary, boardWordHunt],
  finalRemarks: `# Final Remarks

A trie is a simple idea — strings stored as shared paths — that turns many string problems from "compare against every word" into "walk one path".

## What you practised

- **Plain structure**: insert, exact search and prefix search differ only in whether the last node must carry the end flag.
- **Reading the shape of the trie**: the longest common prefix is the path where nothing branches and no word ends.
- **Storing answers in nodes**: keeping the three smallest words per node made each autocomplete keystroke O(1) after one step down the tree.
- **Branching lookups**: a wildcard explores every child, which is a depth-first search over the trie.
- **Trie-guided backtracking**: on the word board, the trie decides which paths are still worth extending, and deleting exhausted branches keeps the search fast.

## Pitfalls to avoid

- Confusing "the path exists" with "the word exists".
- Forgetting that a wildcard pattern must match the **full** length of a word.
- Reporting the same word twice in a grid search; clear the word marker once it is found.
- Forgetting to restore a grid cell after backtracking.

## Complexity to quote

Insert and lookup cost **O(L)** for a string of length \`L\`. The memory is **O(total characters stored)**; with 26-slot arrays, multiply by the alphabet size.

When a problem mixes many strings with prefix questions, sketch a trie first and then decide what each node should remember.
`,
  companyFrequency: { Google: 26, Amazon: 29, Microsoft: 17, Apple: 11, Netflix: 3, LinkedIn: 8, Meta: 20 },
};
