// The cost counter of Java, C++ and Go (docs/product/judge.md#the-cost): the learner's source is
// rewritten so that every loop iteration and every function call adds one to a counter that
// the harness resets before each test. Only tokens count: comments, strings and layout never
// change the count, and the same code on the same input always gives the same count.
//
// - C++ and Java: the body of every for, while and do loop starts with `TICK();` (an unbraced
//   body is braced); a body that follows `)` and is not an if/switch/catch/loop (a function, a
//   method, a constructor, a C++ lambda) starts with `TICK();`. So one iteration is one tick in
//   every language.
// - Go: the body of every `for` and of every `func` (declaration or literal) starts with `TICK();`.
// The rewrite adds text inside lines only, so compiler messages keep the learner's line numbers.

type Lang = "java" | "cpp" | "go" | "javascript";

interface Token {
  text: string;
  start: number;
  end: number;
  /** JavaScript: a line break comes before this token (where an arrow function's expression body may end) */
  nl?: boolean;
}

const TICK: Record<Lang, string> = { java: "JCost.tick()", cpp: "judge_tick()", go: "judgeTick()", javascript: "__judgeTick()" };
/** JavaScript: after these tokens a `/` starts a regular expression, not a division */
const REGEX_BEFORE = new Set([
  "(",
  ",",
  "=",
  ":",
  "[",
  "!",
  "&",
  "|",
  "?",
  "{",
  "}",
  ";",
  "+",
  "-",
  "*",
  "%",
  "<",
  ">",
  "~",
  "^",
  "return",
  "typeof",
  "case",
  "of",
  "in",
]);
const CONTROL = new Set(["if", "for", "while", "switch", "catch", "synchronized", "constexpr", "return", "sizeof", "decltype", "alignof"]);
const QUALIFIERS = new Set(["const", "noexcept", "override", "final", "mutable", "volatile"]);

/** Identifiers, single punctuation characters and (Go) newlines; comments and literals are skipped. */
export function tokenize(src: string, lang: Lang): Token[] {
  const out: Token[] = [];
  let i = 0;
  let nl = false;
  const push = (t: Token) => {
    if (nl && lang === "javascript") t.nl = true;
    nl = false;
    out.push(t);
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === "\n") {
      if (lang === "go") out.push({ text: "\n", start: i, end: i + 1 });
      nl = true;
      i++;
    } else if (c === " " || c === "\t" || c === "\r" || c === "\f" || c === "\v") i++;
    else if (c === "/" && src[i + 1] === "/") {
      while (i < src.length && src[i] !== "\n") i++;
    } else if (c === "/" && src[i + 1] === "*") {
      const close = src.indexOf("*/", i + 2);
      const end = close < 0 ? src.length : close + 2;
      // a block comment over several lines ends a Go line like a newline does
      if (lang === "go" && src.slice(i, end).includes("\n")) out.push({ text: "\n", start: i, end });
      i = end;
    } else if (c === "/" && lang === "javascript" && (out.length === 0 || REGEX_BEFORE.has(out[out.length - 1]!.text))) {
      // a regular expression literal: up to the `/` that is not escaped nor in a character class
      const start = i++;
      let inClass = false;
      while (i < src.length && src[i] !== "\n" && (src[i] !== "/" || inClass)) {
        if (src[i] === "\\") i++;
        else if (src[i] === "[") inClass = true;
        else if (src[i] === "]") inClass = false;
        i++;
      }
      i++;
      while (i < src.length && /[a-z]/.test(src[i]!)) i++;
      push({ text: "literal", start, end: Math.min(i, src.length) });
    } else if (c === '"' || c === "'" || (c === "`" && (lang === "go" || lang === "javascript"))) {
      const start = i++;
      while (i < src.length && src[i] !== c) {
        if (src[i] === "\\" && (c !== "`" || lang === "javascript")) i++;
        else if (src[i] === "\n" && c !== "`") break;
        i++;
      }
      i++;
      push({ text: "literal", start, end: Math.min(i, src.length) });
    } else if (/[A-Za-z_$\d]/.test(c)) {
      const start = i;
      while (i < src.length && /[\w$.]/.test(src[i]!) && !(src[i] === "." && !/\d/.test(c))) i++;
      push({ text: src.slice(start, i), start, end: i });
    } else {
      push({ text: c, start: i, end: i + 1 });
      i++;
    }
  }
  return out;
}

const OPEN: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** Index of the token that closes the bracket at `k`, or -1. */
function matching(tokens: Token[], k: number): number {
  const open = tokens[k]!.text;
  const close = OPEN[open];
  if (!close) return -1;
  let depth = 0;
  for (let j = k; j < tokens.length; j++) {
    const t = tokens[j]!.text;
    if (t === open) depth++;
    else if (t === close && --depth === 0) return j;
  }
  return -1;
}

/** Index of the token that opens the `}` at `k`, or -1. */
function matchingBackward(tokens: Token[], k: number): number {
  let depth = 0;
  for (let j = k; j >= 0; j--) {
    const t = tokens[j]!.text;
    if (t === "}") depth++;
    else if (t === "{" && --depth === 0) return j;
  }
  return -1;
}

interface Insertion {
  at: number;
  text: string;
}

/** Returns `code` with its loop iterations and function calls counted. */
export function instrument(lang: Lang, code: string): string {
  const tokens = tokenize(code, lang);
  const inserts = lang === "go" ? goInsertions(tokens) : cLikeInsertions(tokens, lang);
  if (lang === "javascript") inserts.push(...arrowInsertions(tokens));
  // apply from the end so earlier offsets stay valid; at one offset keep the order of insertion
  const sorted = inserts.map((ins, n) => ({ ...ins, n })).sort((a, b) => b.at - a.at || b.n - a.n);
  let out = code;
  for (const ins of sorted) out = out.slice(0, ins.at) + ins.text + out.slice(ins.at);
  return out;
}

function cLikeInsertions(tokens: Token[], lang: Lang): Insertion[] {
  const tick = TICK[lang];
  const inserts: Insertion[] = [];
  /** The end of the statement that starts at token `k` (index of its last token). */
  const statementEnd = (k: number): number => {
    const t = tokens[k]?.text;
    if (t === undefined) return tokens.length - 1;
    if (t === "{") return matching(tokens, k);
    if ((t === "for" || t === "while" || t === "switch") && tokens[k + 1]?.text === "(") {
      const close = matching(tokens, k + 1);
      return close < 0 ? -1 : statementEnd(close + 1);
    }
    if (t === "if" && tokens[k + 1]?.text === "(") {
      const close = matching(tokens, k + 1);
      if (close < 0) return -1;
      const end = statementEnd(close + 1);
      return end >= 0 && tokens[end + 1]?.text === "else" ? statementEnd(end + 2) : end;
    }
    if (t === "do") {
      const end = statementEnd(k + 1);
      if (end < 0 || tokens[end + 1]?.text !== "while") return -1;
      const close = matching(tokens, end + 2);
      return close < 0 ? -1 : tokens[close + 1]?.text === ";" ? close + 1 : close;
    }
    let depth = 0;
    for (let j = k; j < tokens.length; j++) {
      const x = tokens[j]!.text;
      if (x === "(" || x === "[" || x === "{") depth++;
      else if (x === ")" || x === "]" || x === "}") depth--;
      else if (x === ";" && depth === 0) return j;
      if (depth < 0) return -1;
    }
    return -1;
  };
  /** `TICK();` at the start of the body (statement) that starts at token `k`. */
  const tickBody = (k: number) => {
    const first = tokens[k];
    if (!first) return;
    if (first.text === "{") {
      inserts.push({ at: first.end, text: `${tick};` });
      return;
    }
    const end = statementEnd(k);
    if (end < 0) return;
    inserts.push({ at: first.start, text: `{${tick}; ` });
    inserts.push({ at: tokens[end]!.end, text: " }" });
  };

  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.text === "do") {
      tickBody(k + 1);
      continue;
    }
    if ((t.text === "while" || t.text === "for") && tokens[k + 1]?.text === "(") {
      const close = matching(tokens, k + 1);
      if (close < 0) continue;
      // the `while (c);` that ends a do-while: its body was counted at `do`
      if (t.text === "while" && tokens[k - 1]?.text === "}") {
        const open = matchingBackward(tokens, k - 1);
        if (open > 0 && tokens[open - 1]!.text === "do") continue;
      }
      tickBody(close + 1);
      continue;
    }
    if (t.text !== "{") continue;
    // a function body: `) {`, `) const {`, `) throws X, Y {`
    let p = k - 1;
    while (p >= 0 && QUALIFIERS.has(tokens[p]!.text)) p--;
    if (lang === "java") {
      let q = p;
      while (q >= 0 && (/^[\w$.]+$/.test(tokens[q]!.text) || tokens[q]!.text === ",") && tokens[q]!.text !== "throws") q--;
      if (q >= 0 && tokens[q]!.text === "throws") p = q - 1;
    }
    if (p < 0 || tokens[p]!.text !== ")") continue;
    let depth = 0;
    let open = -1;
    for (let j = p; j >= 0; j--) {
      const x = tokens[j]!.text;
      if (x === ")") depth++;
      else if (x === "(" && --depth === 0) {
        open = j;
        break;
      }
    }
    if (open <= 0) continue;
    const before = tokens[open - 1]!.text;
    if (CONTROL.has(before) || before === ">") continue;
    if (before === "]") {
      // a C++ lambda `[captures](params) {`
      if (lang === "cpp") inserts.push({ at: t.end, text: `${tick};` });
      continue;
    }
    if (!/^[A-Za-z_~][\w]*$/.test(before)) continue;
    if (tokens[open - 2]?.text === "new") continue; // Java: an anonymous class body
    inserts.push({ at: t.end, text: `${tick};` });
  }
  return inserts;
}

function goInsertions(tokens: Token[]): Insertion[] {
  const tick = TICK.go;
  const inserts: Insertion[] = [];
  /**
   * The `{` that opens the block of a `for` or a `func` whose header starts at token `k`, or -1
   * when the header ends first (a func type). Composite literals in the header (`[]int{1, 2}`,
   * `interface{}`) are braces followed by more header, not by the end of the line.
   */
  const findBody = (k: number, isFor: boolean): number => {
    let depth = 0;
    for (let j = k; j < tokens.length; j++) {
      const x = tokens[j]!.text;
      if (x === "(" || x === "[") depth++;
      else if (x === ")" || x === "]") {
        if (--depth < 0) return -1;
      } else if (depth === 0 && (x === "\n" || x === "," || x === ";" || x === "}")) {
        // `for i := 0; i < n; i++ {` and `for i, x := range a {`; in a func header they end a func type
        if (isFor && (x === ";" || x === ",")) continue;
        return -1;
      } else if (x === "{" && depth === 0) {
        const close = matching(tokens, j);
        if (close < 0) return -1;
        const after = tokens[close + 1]?.text;
        const opensLine = tokens[j + 1]?.text === "\n";
        if (opensLine || after === undefined || after === "\n" || after === ";" || after === "}" || after === ")" || after === ",") return j;
        j = close; // a composite literal inside the header
      }
    }
    return -1;
  };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!.text;
    if (t !== "for" && t !== "func") continue;
    let from = k + 1;
    if (t === "func") {
      // skip the receiver or parameter list first, so `func (r T) name(...)` and `func(...)` both work
      if (tokens[from]?.text === "(") from = matching(tokens, from) + 1;
      if (from <= 0) continue;
    }
    const body = findBody(from, t === "for");
    if (body >= 0) inserts.push({ at: tokens[body]!.end, text: `${tick};` });
  }
  return inserts;
}

const OPERATORS = new Set(["+", "-", "*", "/", "%", "?", ":", "&", "|", "=", "<", ">", "!", ".", "(", "[", ",", "^", "~"]);

/**
 * JavaScript arrow functions: a braced body starts with a tick like any function; an expression
 * body `x => expr` becomes `x => (__judgeTick(), expr)`. The expression ends at a `,`, `;` or
 * closing bracket outside brackets, or at a line break that does not continue it.
 */
function arrowInsertions(tokens: Token[]): Insertion[] {
  const tick = TICK.javascript;
  const inserts: Insertion[] = [];
  for (let k = 0; k + 2 < tokens.length; k++) {
    if (tokens[k]!.text !== "=" || tokens[k + 1]!.text !== ">" || tokens[k + 1]!.start !== tokens[k]!.end) continue;
    const body = tokens[k + 2]!;
    if (body.text === "{") {
      inserts.push({ at: body.end, text: `${tick};` });
      continue;
    }
    let depth = 0;
    let end = -1;
    for (let j = k + 2; j < tokens.length; j++) {
      const x = tokens[j]!.text;
      if (j > k + 2 && depth === 0 && tokens[j]!.nl && !OPERATORS.has(tokens[j - 1]!.text) && !OPERATORS.has(x)) break;
      if (x === "(" || x === "[" || x === "{") depth++;
      else if (x === ")" || x === "]" || x === "}") {
        if (--depth < 0) break;
      } else if (depth === 0 && (x === "," || x === ";")) break;
      end = j;
    }
    if (end < 0) continue;
    inserts.push({ at: body.start, text: `(${tick}, ` });
    inserts.push({ at: tokens[end]!.end, text: ")" });
  }
  return inserts;
}
