import type { SeedCourse } from "./types";

export const programmingLanguageCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100004,
    slug: "python-for-programmers",
    title: "Python for Programmers",
    summary:
      "Already code in another language? Learn Python's syntax, built-in data structures, functions, generators, classes and error handling the idiomatic way.",
    category: "programming-languages",
    tags: ["data-science"],
    difficulty: "beginner",
    isFree: true,
    isEarlyAccess: false,
    rank: 2,
    sections: [
      {
        title: "The Python Way",
        lessons: [
          {
            slug: "introduction-to-python",
            title: "Introduction to Python for Programmers",
            summary: "Set up a project with a virtual environment and learn how indentation, dynamic typing and truthiness work in Python.",
            minutes: 8,
            body: `## Who this course is for

You already know what variables, loops and functions are. This course skips that and concentrates on what is *different* in Python, and on the idioms that make Python code look like it was written by a Python developer.

## Setting up a project

Install Python 3.12 or newer (every example in this course runs on it), then give every project its own **virtual environment**, an isolated folder of installed packages, so projects do not fight over library versions:

\`\`\`bash
mkdir inventory && cd inventory
python3 -m venv .venv
source .venv/bin/activate        # Windows: .venv\\Scripts\\activate
python -m pip install requests
python -m pip freeze > requirements.txt
\`\`\`

Run \`python\` with no arguments to get an interactive prompt (the REPL). It is the quickest way to try something out; \`help(str.split)\` shows documentation without leaving it.

## Blocks are defined by indentation

There are no braces. A colon opens a block and the indented lines below it form the body. Use four spaces per level; mixing tabs and spaces is an error.

\`\`\`python
def classify(temperature_c: float) -> str:
    if temperature_c < 0:
        return "freezing"
    elif temperature_c < 20:
        return "mild"
    else:
        return "warm"

for t in [-5, 12, 31]:
    print(t, classify(t))
\`\`\`

## Dynamic but strong typing

Variables have no declared type; values do. A name can be rebound to a value of another type, but Python will not silently convert between unrelated types:

\`\`\`python
count = 3
count = "three"          # fine: the name now refers to a str
print("total: " + str(10))   # explicit conversion required
# print("total: " + 10)      # TypeError: can only concatenate str (not "int") to str
print(7 / 2, 7 // 2, 2 ** 10)  # 3.5 3 1024
\`\`\`

Integers have arbitrary precision, \`/\` always returns a float and \`//\` is floor division. The annotations in \`classify\` above (\`float\`, \`str\`) are **type hints**: ignored at run time, but checked by tools such as mypy and used by your editor for autocompletion.

## Truthiness and None

Empty containers, \`0\`, \`""\` and \`None\` are falsy; almost everything else is truthy. Idiomatic code relies on this:

| Instead of | Write |
| --- | --- |
| \`if len(items) > 0:\` | \`if items:\` |
| \`if name == None:\` | \`if name is None:\` |
| \`if flag == True:\` | \`if flag:\` |

\`None\` is Python's null. Compare it with \`is\`, which checks identity, rather than \`==\`.

## Naming conventions

Python code follows PEP 8: \`snake_case\` for functions and variables, \`PascalCase\` for classes and \`UPPER_CASE\` for constants. Run a formatter such as Black or Ruff and stop debating style in code review.
`,
          },
          {
            slug: "lists-dicts-sets-and-comprehensions",
            title: "Lists, Dicts, Sets and Comprehensions",
            summary: "Use Python's four core collections effectively and replace accumulate-in-a-loop code with comprehensions.",
            minutes: 11,
            body: `## The four built-in collections

| Type | Literal | Ordered | Mutable | Typical use |
| --- | --- | --- | --- | --- |
| list | \`[1, 2, 3]\` | yes | yes | sequence of similar items |
| tuple | \`(1, "a")\` | yes | no | fixed record, dict key |
| dict | \`{"a": 1}\` | insertion order | yes | lookup by key |
| set | \`{1, 2}\` | no | yes | membership, de-duplication |

## Lists and slicing

\`\`\`python
scores = [72, 95, 88, 61, 99]
print(scores[0], scores[-1])     # 72 99: negative indexes count from the end
print(scores[1:3])               # [95, 88]: start inclusive, stop exclusive
print(scores[::-1])              # reversed copy
scores.append(80)
print(sorted(scores, reverse=True)[:3])   # top three: [99, 95, 88]
\`\`\`

\`sorted()\` returns a new list; \`list.sort()\` sorts in place and returns \`None\`, a classic source of bugs when written as \`scores = scores.sort()\`.

## Dictionaries

\`\`\`python
stock = {"apples": 12, "pears": 0}
stock["plums"] = 7
print(stock.get("kiwis", 0))     # 0 instead of KeyError

for fruit, qty in stock.items():
    print(f"{fruit:>8}: {qty}")

from collections import Counter, defaultdict

words = "the cat sat on the mat the end".split()
print(Counter(words).most_common(2))     # [('the', 3), ('cat', 1)]

by_length = defaultdict(list)
for w in words:
    by_length[len(w)].append(w)
print(dict(by_length))
\`\`\`

Dictionary keys must be hashable: strings, numbers and tuples work, lists do not. \`Counter\` and \`defaultdict\` from the standard library remove most hand-written counting code.

## Sets

\`\`\`python
backend = {"python", "go", "sql"}
frontend = {"typescript", "css", "sql"}
print(backend & frontend)   # {'sql'}: intersection
print(backend | frontend)   # union
print(backend - frontend)   # difference
print("go" in backend)      # membership test, O(1) on average
\`\`\`

Testing membership in a set is constant time, whereas \`in\` on a list scans every element. Converting a large lookup list to a set is one of the easiest performance wins in Python.

## Comprehensions

A comprehension builds a collection from an iterable in one expression:

\`\`\`python
prices = {"tea": 3.5, "cake": 4.25, "water": 1.0}

with_vat = {item: round(p * 1.2, 2) for item, p in prices.items()}
cheap = [item for item, p in prices.items() if p < 4]
initials = {item[0] for item in prices}

print(with_vat)   # {'tea': 4.2, 'cake': 5.1, 'water': 1.2}
print(cheap)      # ['tea', 'water']
print(initials)   # {'t', 'c', 'w'} in some order
\`\`\`

Read a comprehension left to right as "give me *this* for each item in *that*, if *condition*". Keep them short: once you need nested loops plus conditions, an ordinary \`for\` loop is clearer. Swapping the brackets for parentheses gives a *generator expression*, which produces items lazily; that is the topic of the next section.
`,
          },
          {
            slug: "functions-and-arguments",
            title: "Functions and Arguments",
            summary: "Master positional, keyword, default, keyword-only and variadic parameters, and avoid the mutable default argument trap.",
            minutes: 10,
            body: `## Calling with keywords

Any parameter can be passed by name, which makes call sites self-documenting:

\`\`\`python
def connect(host, port=5432, timeout=10.0):
    return f"connecting to {host}:{port} (timeout {timeout}s)"

print(connect("db.local"))
print(connect("db.local", timeout=2.5))   # skip port, set timeout
\`\`\`

## Keyword-only and positional-only parameters

Everything after a bare \`*\` must be passed by keyword. Use it for flags, so nobody writes a mysterious \`export(data, True, False)\`. Parameters before a \`/\` are positional-only, which lets you rename them later without breaking callers.

\`\`\`python
def export(rows, /, *, fmt="csv", include_header=True):
    header = "id,name" if include_header else None
    return fmt, header, len(rows)

print(export([1, 2], fmt="json"))       # ('json', 'id,name', 2)
# export([1, 2], "json")                # TypeError: too many positional arguments
\`\`\`

## Variadic parameters

\`*args\` collects extra positional arguments into a tuple, and \`**kwargs\` collects extra keyword arguments into a dict. The same symbols *unpack* collections at a call site.

\`\`\`python
def log(level, *messages, **context):
    details = " ".join(f"{k}={v}" for k, v in context.items())
    print(f"[{level}]", *messages, details)

log("INFO", "user logged in", user_id=42, ip="10.0.0.7")
# [INFO] user logged in user_id=42 ip=10.0.0.7

point = (3, 4)
options = {"fmt": "json"}
print(export(point, **options))          # unpack a dict into keyword args
\`\`\`

## The mutable default trap

Default values are evaluated **once**, when the function is defined, not on every call. A mutable default is therefore shared across calls:

\`\`\`python
def add_tag_buggy(tag, tags=[]):
    tags.append(tag)
    return tags

print(add_tag_buggy("a"))   # ['a']
print(add_tag_buggy("b"))   # ['a', 'b']: surprise!

def add_tag(tag, tags=None):
    if tags is None:
        tags = []
    tags.append(tag)
    return tags

print(add_tag("a"), add_tag("b"))   # ['a'] ['b']
\`\`\`

Use \`None\` as the default for lists, dicts and sets, and create the object inside the function.

## Functions are objects

Functions can be stored, passed and returned. Combined with \`lambda\` for tiny one-expression functions, this is how you customise sorting:

\`\`\`python
people = [("Ada", 36), ("Alan", 41), ("Grace", 85)]
print(sorted(people, key=lambda p: p[1], reverse=True)[0])  # ('Grace', 85)
\`\`\`

## Quick reference

| Syntax | Meaning |
| --- | --- |
| \`def f(a, b=1)\` | positional-or-keyword, with default |
| \`def f(a, /, b)\` | \`a\` is positional-only |
| \`def f(a, *, b)\` | \`b\` is keyword-only |
| \`def f(*args, **kwargs)\` | collect extra arguments |
| \`f(*seq, **mapping)\` | unpack at the call site |

Add type hints to public functions (\`def connect(host: str, port: int = 5432) -> str:\`). They cost little and give every caller autocompletion and early error detection.
`,
          },
        ],
      },
      {
        title: "Writing Idiomatic Python",
        lessons: [
          {
            slug: "iteration-and-generators",
            title: "Iteration and Generators",
            summary: "Loop the Pythonic way with enumerate and zip, and process large data lazily with generator functions and itertools.",
            minutes: 10,
            body: `## Stop writing index loops

In Python you iterate over *things*, not over indexes. Built-ins cover the cases where you think you need an index:

\`\`\`python
names = ["ada", "grace", "linus"]
langs = ["analytical engine", "COBOL", "C"]

for i, name in enumerate(names, start=1):
    print(i, name.title())

for name, lang in zip(names, langs, strict=True):
    print(f"{name} -> {lang}")
\`\`\`

\`zip(..., strict=True)\` (Python 3.10+) raises an error if the lengths differ instead of silently truncating. Other helpers worth knowing: \`reversed()\`, \`sorted()\`, \`any()\`, \`all()\`, \`sum()\`, \`min()\` and \`max()\` with a \`key\` argument.

## The iteration protocol

A \`for\` loop works on any *iterable*: lists, strings, dicts, files, ranges and your own objects. It calls \`iter()\` to get an iterator, then \`next()\` until \`StopIteration\` is raised. You rarely call these yourself, but knowing the protocol explains why a generator can only be consumed once.

## Generator functions

A function containing \`yield\` returns a generator. Each \`next()\` runs the body until the next \`yield\`, then pauses with all local variables intact. Values are produced one at a time, so memory use stays constant however long the sequence is.

\`\`\`python
def read_records(lines):
    """Parse 'name,amount' lines, skipping blanks and comments."""
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, amount = line.split(",")
        yield name, float(amount)

raw = ["# sales", "north,120.5", "", "south,99.5", "north,30"]
totals = {}
for region, amount in read_records(raw):
    totals[region] = totals.get(region, 0) + amount
print(totals)   # {'north': 150.5, 'south': 99.5}
\`\`\`

Pass an open file instead of a list and the same code streams a multi-gigabyte file line by line.

## Generator expressions and pipelines

Generators chain naturally into pipelines in which each stage pulls items from the previous one:

\`\`\`python
numbers = range(1, 1_000_001)
squares = (n * n for n in numbers)            # nothing computed yet
even_squares = (s for s in squares if s % 2 == 0)
print(sum(even_squares))                      # computed here, one item at a time
\`\`\`

When a generator expression is the only argument, the extra parentheses can be dropped: \`sum(n * n for n in numbers)\`.

## itertools

\`\`\`python
from itertools import batched, chain, islice, pairwise

print(list(islice(range(100), 3)))          # [0, 1, 2]
print(list(chain([1, 2], (3, 4))))           # [1, 2, 3, 4]
print(list(pairwise([10, 12, 15])))          # [(10, 12), (12, 15)]
print(list(batched("abcdefg", 3)))           # [('a', 'b', 'c'), ('d', 'e', 'f'), ('g',)]
\`\`\`

| Tool | Use it for |
| --- | --- |
| \`islice\` | first *n* items of any iterator |
| \`chain\` | treat several iterables as one |
| \`pairwise\` | consecutive pairs, e.g. differences |
| \`batched\` (3.12+) | chunks for bulk database inserts |
| \`groupby\` | group *sorted* items by a key |

Remember that a generator is exhausted after one pass. If you need the data twice, either build a list or call the generator function again.
`,
          },
          {
            slug: "classes-and-dataclasses",
            title: "Classes and Dataclasses",
            summary: "Define classes with methods and properties, customise behaviour with dunder methods, and remove boilerplate with dataclasses.",
            minutes: 11,
            body: `## A plain class

\`\`\`python
class BankAccount:
    interest_rate = 0.02                 # class attribute, shared by all instances

    def __init__(self, owner: str, balance: float = 0.0):
        self.owner = owner               # instance attributes
        self._balance = balance          # leading underscore: internal by convention

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount

    @property
    def balance(self) -> float:          # read like an attribute: account.balance
        return self._balance

    def __repr__(self) -> str:
        return f"BankAccount(owner={self.owner!r}, balance={self._balance:.2f})"

acct = BankAccount("Ada")
acct.deposit(100)
print(acct.balance, acct)   # 100.0 BankAccount(owner='Ada', balance=100.00)
\`\`\`

Things that surprise newcomers from Java or C#:

- \`self\` is explicit: it is the first parameter of every instance method.
- There is no \`private\`. A single leading underscore says "internal, do not touch"; everyone respects it.
- Start with public attributes. If you later need validation, turn the attribute into a \`@property\` without changing any caller.

## Dunder methods

Methods named \`__like_this__\` hook your class into the language: \`__repr__\` for debugging output, \`__eq__\` for \`==\`, \`__len__\` for \`len()\`, \`__iter__\` for \`for\` loops, \`__lt__\` for sorting. Implement the ones that make your object behave naturally, and no more.

## Dataclasses

Most classes mainly hold data, and writing \`__init__\`, \`__repr__\` and \`__eq__\` by hand for them is tedious. \`@dataclass\` generates them from type-annotated fields:

\`\`\`python
from dataclasses import dataclass, field

@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, text: str) -> "Version":
        return cls(*(int(part) for part in text.split(".")))

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"

@dataclass
class Release:
    version: Version
    notes: list[str] = field(default_factory=list)

versions = [Version.parse(v) for v in ["1.10.0", "1.2.3", "1.9"]]
print(max(versions))                       # 1.10.0: compared field by field
print(Version(1, 2) == Version.parse("1.2.0"))   # True
r = Release(Version(2))
r.notes.append("First stable release")
print(r)
\`\`\`

| Option | Effect |
| --- | --- |
| \`frozen=True\` | instances are immutable and hashable (usable as dict keys) |
| \`order=True\` | generates \`<\`, \`>\` etc. comparing fields in order |
| \`field(default_factory=list)\` | a fresh list per instance (never \`= []\`) |
| \`slots=True\` | less memory, faster attribute access |

Note how comparing \`Version\` objects as tuples of integers gets \`1.10.0 > 1.9.0\` right, which comparing the strings would not.

## Composition over inheritance

Python supports inheritance, including multiple inheritance, but idiomatic code uses it sparingly. Prefer small classes that hold other objects (a \`Release\` *has a* \`Version\`) and functions that accept anything with the right methods. Python's "duck typing" means you do not need a shared base class for two objects to be used interchangeably.
`,
          },
          {
            slug: "errors-files-and-context-managers",
            title: "Errors, Files and Context Managers",
            summary:
              "Raise and handle exceptions the Pythonic way, read and write files safely with with-statements and pathlib, and work with JSON.",
            minutes: 10,
            body: `## Exceptions are normal control flow

Python favours "easier to ask forgiveness than permission" (EAFP): try the operation and handle the failure, rather than checking every precondition first.

\`\`\`python
def parse_port(value: str) -> int:
    try:
        port = int(value)
    except ValueError:
        raise ValueError(f"port must be a number, got {value!r}") from None
    if not 1 <= port <= 65535:
        raise ValueError(f"port out of range: {port}")
    return port

for raw in ["8080", "http", "70000"]:
    try:
        print("ok", parse_port(raw))
    except ValueError as err:
        print("error:", err)
\`\`\`

Guidelines:

- Catch the **most specific** exception you can handle. A bare \`except:\` also swallows \`KeyboardInterrupt\` and hides bugs.
- Use \`else\` for code that should run only if no exception occurred and \`finally\` for clean-up that must always run.
- Define your own exceptions by subclassing \`Exception\`, e.g. \`class PaymentDeclined(Exception): ...\`, so callers can catch your errors precisely.
- \`raise ... from err\` keeps the original cause in the traceback; \`from None\` hides it when it adds nothing.

## Context managers

A \`with\` block guarantees clean-up (closing a file, releasing a lock, committing or rolling back a transaction) even if an exception is raised inside it.

\`\`\`python
from pathlib import Path
import json

data_dir = Path("data")
data_dir.mkdir(exist_ok=True)
settings_file = data_dir / "settings.json"     # / joins paths portably

settings = {"theme": "dark", "font_size": 14}
with settings_file.open("w", encoding="utf-8") as f:
    json.dump(settings, f, indent=2)

with settings_file.open(encoding="utf-8") as f:
    loaded = json.load(f)
print(loaded["theme"], settings_file.stat().st_size, "bytes")

# For small files, pathlib has one-liners:
print(settings_file.read_text(encoding="utf-8")[:20])
\`\`\`

Always pass \`encoding="utf-8"\`: the default depends on the operating system, which is how code that works on a Mac breaks on Windows.

## Writing your own context manager

\`contextlib.contextmanager\` turns a generator into a context manager. Code before \`yield\` runs on entry; code after it runs on exit:

\`\`\`python
import time
from contextlib import contextmanager

@contextmanager
def timed(label: str):
    start = time.perf_counter()
    try:
        yield
    finally:
        print(f"{label} took {time.perf_counter() - start:.3f}s")

with timed("summing"):
    total = sum(range(5_000_000))
\`\`\`

## Useful standard library modules

| Module | For |
| --- | --- |
| \`pathlib\` | paths, listing and reading files |
| \`json\`, \`csv\` | common data formats |
| \`logging\` | real logging instead of \`print\` |
| \`datetime\`, \`zoneinfo\` | dates and time zones |
| \`subprocess\` | running other programs |
| \`argparse\` | command-line interfaces |

Python's motto is "batteries included". Before installing a package, check whether the standard library already does the job.
`,
          },
        ],
      },
    ],
  },
  {
    authorId: 4831,
    collectionId: 100006,
    slug: "go-for-backend-developers",
    title: "Go for Backend Developers",
    summary:
      "Learn Go by building backend services: structs and interfaces, explicit error handling, goroutines and channels, HTTP servers with net/http, and table-driven tests.",
    category: "programming-languages",
    tags: ["cloud-devops", "system-design"],
    difficulty: "intermediate",
    isFree: false,
    isEarlyAccess: false,
    rank: 7,
    sections: [
      {
        title: "Go Foundations",
        lessons: [
          {
            slug: "introduction-to-go",
            title: "Introduction to Go",
            summary: "Create a Go module, learn the basic syntax and types, and see why gofmt and a small language make teams productive.",
            minutes: 9,
            body: `## Why Go for backends?

Go was designed at Google for large teams building networked services. It compiles quickly to a single static binary, has concurrency built into the language, and deliberately has few features, so code written by someone else looks like code you would have written. Docker, Kubernetes and Terraform are all written in Go.

## Your first module

\`\`\`bash
mkdir greeter && cd greeter
go mod init example.com/greeter   # creates go.mod
go run .                          # compile and run
go build -o greeter .             # produce a binary
\`\`\`

\`\`\`go
// main.go
package main

import (
    "fmt"
    "strings"
)

func main() {
    name := "gopher"                 // := declares and infers the type
    var retries int                  // zero value: 0
    langs := []string{"Go", "SQL", "Bash"}

    fmt.Println("Hello,", name)
    fmt.Println("retries:", retries)
    fmt.Println("I write", strings.Join(langs, ", "))

    for i, lang := range langs {
        if len(lang) > 2 {
            fmt.Println(i, strings.ToUpper(lang))
        }
    }
}
\`\`\`

## Things to notice

- Every file starts with a \`package\` clause. \`package main\` with a \`func main()\` is an executable.
- Names starting with an **upper-case** letter are exported (public) from their package; lower-case names are private. There are no \`public\`/\`private\` keywords.
- There is one loop keyword, \`for\`, which also covers \`while\`-style loops (\`for cond { }\`) and infinite loops (\`for { }\`).
- Unused variables and unused imports are compile errors, not warnings.
- Every type has a **zero value**: \`0\`, \`""\`, \`false\`, or \`nil\` for pointers, slices, maps, channels and interfaces. Variables are never uninitialised.

## Core types at a glance

| Type | Example | Notes |
| --- | --- | --- |
| \`int\`, \`int64\`, \`float64\` | \`x := 42\` | no implicit conversion between them |
| \`string\` | \`s := "héllo"\` | immutable UTF-8 bytes |
| slice | \`[]int{1, 2, 3}\` | growable view over an array; \`append\` |
| map | \`map[string]int{"a": 1}\` | must be created before writing |
| struct | \`type User struct{ Name string }\` | Go's way of grouping data |
| pointer | \`p := &user\` | no pointer arithmetic |

Reading a missing map key returns the zero value. Use the two-value form to tell "missing" from "zero": \`count, ok := stock["pears"]\`.

## gofmt

Go has one official formatting style, applied by \`gofmt\` (or \`go fmt ./...\`). Configure your editor to run it on save and formatting debates disappear. Add \`go vet ./...\` to catch suspicious constructs such as wrong \`Printf\` verbs before they reach production.
`,
          },
          {
            slug: "structs-methods-and-interfaces",
            title: "Structs, Methods and Interfaces",
            summary: "Model data with structs, attach methods with value and pointer receivers, and use small implicit interfaces for decoupling.",
            minutes: 11,
            body: `## Structs and methods

Go has no classes. You define a struct type and attach methods to it; the *receiver* in parentheses before the method name plays the role of \`this\`.

\`\`\`go
package main

import (
    "fmt"
    "math"
)

type Shape interface {
    Area() float64
    Perimeter() float64
}

type Rect struct {
    Width, Height float64
}

func (r Rect) Area() float64      { return r.Width * r.Height }
func (r Rect) Perimeter() float64 { return 2 * (r.Width + r.Height) }

type Circle struct {
    Radius float64
}

func (c Circle) Area() float64      { return math.Pi * c.Radius * c.Radius }
func (c Circle) Perimeter() float64 { return 2 * math.Pi * c.Radius }

func describe(s Shape) string {
    return fmt.Sprintf("%T area=%.2f perimeter=%.2f", s, s.Area(), s.Perimeter())
}

func main() {
    shapes := []Shape{Rect{Width: 3, Height: 4}, Circle{Radius: 1}}
    for _, s := range shapes {
        fmt.Println(describe(s))
    }
}
\`\`\`

## Interfaces are satisfied implicitly

Neither \`Rect\` nor \`Circle\` says "implements Shape". Any type with the right methods satisfies the interface automatically. This has a big design consequence: the **consumer** defines the interface it needs, not the producer. A function that only reads data can accept an \`io.Reader\` and work with files, HTTP bodies, network connections and in-memory buffers alike.

Keep interfaces small. The most used ones in the standard library have a single method: \`io.Reader\`, \`io.Writer\`, \`fmt.Stringer\`, \`error\`.

## Value versus pointer receivers

A value receiver gets a copy; a pointer receiver can modify the original:

\`\`\`go
type Counter struct {
    hits int
}

func (c *Counter) Hit()      { c.hits++ }   // modifies the counter
func (c Counter) Total() int { return c.hits }

func main() {
    var c Counter
    c.Hit()            // Go takes &c for you automatically
    c.Hit()
    fmt.Println(c.Total()) // 2
}
\`\`\`

| Use a pointer receiver when | Use a value receiver when |
| --- | --- |
| the method modifies the receiver | the type is small and immutable |
| the struct is large (avoid copies) | it is a basic type like \`type Celsius float64\` |
| the struct contains a \`sync.Mutex\` | |

Be consistent: if any method needs a pointer receiver, give all methods of that type pointer receivers.

## Embedding instead of inheritance

A struct can embed another type, and the embedded type's fields and methods are *promoted* to the outer struct:

\`\`\`go
type Timestamps struct {
    CreatedAt, UpdatedAt time.Time
}

func (t *Timestamps) Touch() { t.UpdatedAt = time.Now() }

type Article struct {
    Timestamps          // embedded: Article gets Touch()
    Title      string
}
\`\`\`

This is composition with convenient syntax, not inheritance: an \`Article\` is not a \`Timestamps\`, and you cannot pass one where the other is expected.
`,
          },
          {
            slug: "error-handling-in-go",
            title: "Error Handling in Go",
            summary: "Return errors as values, wrap them with context using %w, and inspect them with errors.Is and errors.As.",
            minutes: 10,
            body: `## Errors are values

Go has no exceptions for ordinary failures. A function that can fail returns an \`error\` as its last result, and the caller checks it immediately:

\`\`\`go
f, err := os.Open("config.json")
if err != nil {
    return fmt.Errorf("load config: %w", err)
}
defer f.Close()
\`\`\`

\`error\` is a one-method interface, \`Error() string\`. The \`if err != nil\` lines can feel repetitive at first, but they make every failure path visible where it happens, and reviewers can see at a glance whether an error is handled.

## Adding context by wrapping

An error like \`open config.json: no such file or directory\` travelling up five layers loses its meaning. Each layer should add what *it* was doing, using \`fmt.Errorf\` with the \`%w\` verb, which wraps the original so it can still be inspected later:

\`\`\`text
start server: load config: open config.json: no such file or directory
\`\`\`

## Sentinel errors and custom types

\`\`\`go
package main

import (
    "errors"
    "fmt"
    "strconv"
)

var ErrNotFound = errors.New("not found")

type ValidationError struct {
    Field string
    Msg   string
}

func (e *ValidationError) Error() string {
    return e.Field + ": " + e.Msg
}

var users = map[int]string{1: "ada", 2: "grace"}

func findUser(rawID string) (string, error) {
    id, err := strconv.Atoi(rawID)
    if err != nil {
        return "", &ValidationError{Field: "id", Msg: "must be a number"}
    }
    name, ok := users[id]
    if !ok {
        return "", fmt.Errorf("find user %d: %w", id, ErrNotFound)
    }
    return name, nil
}

func main() {
    for _, raw := range []string{"1", "7", "abc"} {
        name, err := findUser(raw)
        var vErr *ValidationError
        switch {
        case err == nil:
            fmt.Println("found", name)
        case errors.Is(err, ErrNotFound):
            fmt.Println("no such user:", err)
        case errors.As(err, &vErr):
            fmt.Println("bad input in field", vErr.Field)
        default:
            fmt.Println("unexpected:", err)
        }
    }
}
\`\`\`

| Tool | Question it answers |
| --- | --- |
| \`errors.Is(err, ErrNotFound)\` | is this error, or anything it wraps, that specific value? |
| \`errors.As(err, &target)\` | is there an error of this *type* in the chain? If so, give it to me |
| \`err == ErrNotFound\` | avoid: fails as soon as someone wraps the error |

In an HTTP handler you would map \`ErrNotFound\` to a 404 and \`*ValidationError\` to a 400, and everything else to a 500 whose details are logged, not shown to the client.

## panic is for bugs

\`panic\` exists for truly unrecoverable situations: a programming error such as an impossible state, or a failure during start-up (\`regexp.MustCompile\` with an invalid constant pattern). Do not use \`panic\` and \`recover\` as a substitute for exceptions in normal control flow.

## Rules of thumb

- Handle an error or return it, not both. Logging and then returning the same error produces duplicate log lines.
- Wrap with context that the caller does not already have; do not repeat the function's own name at every level.
- Error strings are lower-case without trailing punctuation, because they get concatenated.
- \`defer\` clean-up immediately after acquiring a resource, so every return path releases it.
`,
          },
        ],
      },
      {
        title: "Building Services",
        lessons: [
          {
            slug: "goroutines-and-channels",
            title: "Goroutines and Channels",
            summary: "Run work concurrently with goroutines, coordinate with channels and WaitGroups, and build a bounded worker pool.",
            minutes: 12,
            body: `## Goroutines

Put \`go\` in front of a function call and it runs concurrently in a **goroutine**, a lightweight thread managed by the Go runtime. Goroutines start with a few kilobytes of stack, so a server can run hundreds of thousands of them; \`net/http\` runs every incoming request in its own goroutine.

The catch: \`main\` does not wait for goroutines. You have to coordinate them explicitly.

## Channels

A channel is a typed pipe between goroutines. A send (\`ch <- v\`) on an unbuffered channel blocks until another goroutine receives (\`v := <-ch\`), so channels both transfer data and synchronise. The Go proverb is: *do not communicate by sharing memory; share memory by communicating.*

## A worker pool

Processing a thousand jobs with a thousand goroutines can overwhelm a database or an API. A worker pool limits concurrency to a fixed number of workers:

\`\`\`go
package main

import (
    "fmt"
    "sync"
    "time"
)

func worker(id int, jobs <-chan int, results chan<- string, wg *sync.WaitGroup) {
    defer wg.Done()
    for n := range jobs { // loop ends when jobs is closed and drained
        time.Sleep(100 * time.Millisecond) // simulate I/O
        results <- fmt.Sprintf("worker %d: %d squared is %d", id, n, n*n)
    }
}

func main() {
    jobs := make(chan int)
    results := make(chan string)
    var wg sync.WaitGroup

    for id := 1; id <= 3; id++ {
        wg.Add(1)
        go worker(id, jobs, results, &wg)
    }

    go func() {
        for n := 1; n <= 9; n++ {
            jobs <- n
        }
        close(jobs) // tells workers there is no more work
    }()

    go func() {
        wg.Wait()      // all workers finished...
        close(results) // ...so the range loop below can end
    }()

    for r := range results {
        fmt.Println(r)
    }
}
\`\`\`

Nine jobs of 100 ms each finish in about 300 ms with three workers. The directional types \`<-chan int\` (receive-only) and \`chan<- string\` (send-only) let the compiler stop a worker from accidentally sending on the jobs channel.

## select and timeouts

\`select\` waits on several channel operations at once and proceeds with whichever is ready first:

\`\`\`go
select {
case r := <-results:
    fmt.Println("got", r)
case <-time.After(2 * time.Second):
    fmt.Println("timed out")
}
\`\`\`

## Shared state and the race detector

When goroutines do share a variable, protect it with a \`sync.Mutex\` or use \`sync/atomic\`. Unsynchronised access is a *data race*, and the results are undefined. Go ships a race detector; run your tests with it regularly:

\`\`\`bash
go test -race ./...
go run -race .
\`\`\`

## Common mistakes

| Mistake | Symptom | Fix |
| --- | --- | --- |
| \`main\` returns before goroutines finish | missing output | \`sync.WaitGroup\` |
| nobody closes a channel that is ranged over | "all goroutines are asleep - deadlock!" | the sender closes when done |
| sending on a closed channel | panic | only the sender closes, exactly once |
| goroutine blocked forever on a send | slow memory leak | buffered channel, \`select\` with \`ctx.Done()\` |

The \`context\` package, covered with HTTP servers next, is the standard way to tell goroutines to stop when a request is cancelled.
`,
          },
          {
            slug: "http-servers-with-net-http",
            title: "HTTP Servers with net/http",
            summary: "Build a JSON REST API with the standard library's router, handlers, JSON encoding and request contexts.",
            minutes: 13,
            body: `## The standard library is enough

Many Go services use no web framework at all. Since Go 1.22, \`http.ServeMux\` supports methods and path parameters in its patterns, which covers most routing needs. A handler is anything with \`ServeHTTP(w http.ResponseWriter, r *http.Request)\`; \`HandleFunc\` adapts ordinary functions.

## A small JSON API

\`\`\`go
package main

import (
    "encoding/json"
    "log"
    "net/http"
    "slices"
    "strconv"
    "sync"
)

type Book struct {
    ID     int    \`json:"id"\`
    Title  string \`json:"title"\`
    Author string \`json:"author"\`
}

type store struct {
    mu     sync.Mutex
    nextID int
    books  map[int]Book
}

func writeJSON(w http.ResponseWriter, status int, v any) {
    w.Header().Set("Content-Type", "application/json")
    w.WriteHeader(status)
    if err := json.NewEncoder(w).Encode(v); err != nil {
        log.Printf("write response: %v", err)
    }
}

func (s *store) list(w http.ResponseWriter, r *http.Request) {
    s.mu.Lock()
    books := make([]Book, 0, len(s.books))
    for _, b := range s.books {
        books = append(books, b)
    }
    s.mu.Unlock()
    slices.SortFunc(books, func(a, b Book) int { return a.ID - b.ID })
    writeJSON(w, http.StatusOK, books)
}

func (s *store) get(w http.ResponseWriter, r *http.Request) {
    id, err := strconv.Atoi(r.PathValue("id"))
    if err != nil {
        writeJSON(w, http.StatusBadRequest, map[string]string{"error": "id must be a number"})
        return
    }
    s.mu.Lock()
    b, ok := s.books[id]
    s.mu.Unlock()
    if !ok {
        writeJSON(w, http.StatusNotFound, map[string]string{"error": "book not found"})
        return
    }
    writeJSON(w, http.StatusOK, b)
}

func (s *store) create(w http.ResponseWriter, r *http.Request) {
    var b Book
    r.Body = http.MaxBytesReader(w, r.Body, 1<<20) // refuse bodies over 1 MiB
    if err := json.NewDecoder(r.Body).Decode(&b); err != nil || b.Title == "" {
        writeJSON(w, http.StatusBadRequest, map[string]string{"error": "a JSON body with a title is required"})
        return
    }
    s.mu.Lock()
    s.nextID++
    b.ID = s.nextID
    s.books[b.ID] = b
    s.mu.Unlock()
    writeJSON(w, http.StatusCreated, b)
}

func main() {
    s := &store{books: make(map[int]Book)}
    mux := http.NewServeMux()
    mux.HandleFunc("GET /books", s.list)
    mux.HandleFunc("GET /books/{id}", s.get)
    mux.HandleFunc("POST /books", s.create)

    log.Println("listening on :8080")
    log.Fatal(http.ListenAndServe(":8080", mux))
}
\`\`\`

Try it from another terminal:

\`\`\`bash
go run . &
curl -s -X POST localhost:8080/books -d '{"title":"The Go Programming Language","author":"Donovan"}'
curl -s localhost:8080/books/1
curl -s -i localhost:8080/books/99    # 404 with a JSON error
\`\`\`

## Details that matter

- The **struct tags** (\`json:"title"\`) map Go's exported field names to lower-case JSON keys. Only exported (capitalised) fields are encoded.
- Handlers run concurrently, one goroutine per request, so the map is protected by a mutex. Without it, \`go run -race .\` would report a data race under load.
- Set headers before calling \`WriteHeader\`; after the status is written, header changes are ignored.
- A method mismatch (\`DELETE /books\`) gets an automatic \`405 Method Not Allowed\`.

## Timeouts and cancellation

\`http.ListenAndServe\` has no timeouts, which lets slow clients hold connections open forever. In production, configure an \`http.Server\` with \`ReadHeaderTimeout\`, \`ReadTimeout\` and \`WriteTimeout\`. Every request also carries a \`context.Context\` (\`r.Context()\`) that is cancelled when the client disconnects. Pass it to database and HTTP client calls, e.g. \`db.QueryContext(r.Context(), ...)\`, so abandoned requests stop consuming resources.
`,
          },
          {
            slug: "testing-in-go",
            title: "Table-Driven Tests in Go",
            summary: "Write unit tests with the testing package, organise cases as tables with subtests, and test HTTP handlers with httptest.",
            minutes: 10,
            body: `## Testing is built in

Go needs no test framework. Tests live next to the code in files ending in \`_test.go\`, and any function named \`TestXxx(t *testing.T)\` is a test. Here is a function to test:

\`\`\`go
// slug.go
package slug

import (
    "strings"
    "unicode"
)

// Make turns a title into a URL slug: "Hello, World!" -> "hello-world".
func Make(title string) string {
    var b strings.Builder
    lastDash := false
    for _, r := range strings.ToLower(title) {
        switch {
        case unicode.IsLetter(r) || unicode.IsDigit(r):
            b.WriteRune(r)
            lastDash = false
        case !lastDash && b.Len() > 0:
            b.WriteByte('-')
            lastDash = true
        }
    }
    return strings.TrimSuffix(b.String(), "-")
}
\`\`\`

## Table-driven tests

Instead of one test function per case, Go developers list cases in a slice of structs and loop over them. Adding a case is one line, and \`t.Run\` turns each into a named subtest:

\`\`\`go
// slug_test.go
package slug

import "testing"

func TestMake(t *testing.T) {
    tests := []struct {
        name, in, want string
    }{
        {"simple", "Hello World", "hello-world"},
        {"punctuation", "Hello, World!", "hello-world"},
        {"surrounding spaces", "  Go 1.22  ", "go-1-22"},
        {"empty", "", ""},
    }
    for _, tt := range tests {
        t.Run(tt.name, func(t *testing.T) {
            if got := Make(tt.in); got != tt.want {
                t.Errorf("Make(%q) = %q, want %q", tt.in, got, tt.want)
            }
        })
    }
}
\`\`\`

The failure message follows the Go convention *got X, want Y* and includes the input, so a failing run tells you everything without a debugger.

## Running tests

\`\`\`bash
go test ./...                          # every package in the module
go test -v -run 'TestMake/punctuation' # one subtest, verbose
go test -race -cover ./...             # race detector and coverage
\`\`\`

| Method | Behaviour |
| --- | --- |
| \`t.Errorf\` | report a failure and keep going |
| \`t.Fatalf\` | report a failure and stop this test |
| \`t.Helper()\` | in a helper function: report the caller's line number |
| \`t.Cleanup(fn)\` | run \`fn\` when the test finishes |
| \`t.Parallel()\` | run alongside other parallel tests |

## Testing HTTP handlers

\`net/http/httptest\` records what a handler writes, with no real network involved:

\`\`\`go
package main

import (
    "net/http"
    "net/http/httptest"
    "testing"
)

func health(w http.ResponseWriter, r *http.Request) {
    w.WriteHeader(http.StatusOK)
    w.Write([]byte("ok"))
}

func TestHealth(t *testing.T) {
    req := httptest.NewRequest(http.MethodGet, "/health", nil)
    rec := httptest.NewRecorder()

    health(rec, req)

    if rec.Code != http.StatusOK {
        t.Fatalf("status = %d, want %d", rec.Code, http.StatusOK)
    }
    if body := rec.Body.String(); body != "ok" {
        t.Errorf("body = %q, want %q", body, "ok")
    }
}
\`\`\`

To test routing as well, build your \`ServeMux\` in a function and call \`mux.ServeHTTP(rec, req)\` in the test. For code that talks to other services, depend on a small interface rather than a concrete client, and pass a fake implementation in tests. This is where Go's implicit interfaces shine: the fake needs no special declaration.
`,
          },
        ],
      },
    ],
  },
];
