// The hands-on projects (docs/product/hands-on.md#projects). Their checks are programs run in the
// sandbox, so they ship and are reviewed with the code (docs/decisions/0035-hands-on-sandbox.md);
// tests/integration/projects-content.test.ts runs every project's checks against its starter
// (must fail) and its reference solution (must pass).
import { normaliseImageName, type ProjectDefinition } from "~/engine/projects";

const py = (s: string) => `${s.trim()}\n`;

const pythonCli: ProjectDefinition = {
  slug: "python-word-count-cli",
  title: "Build a word-count command-line tool in Python",
  kind: "guided",
  contentType: "regular",
  language: "python",
  summary: "Write a small `wc`-style tool: a counting function, a command-line interface and clear errors.",
  brief:
    "You will build `wc.py`, a command-line tool that counts the lines, words and characters of a text file. " +
    "Each step has a check that runs your code in a sandbox and tells you what is still missing.",
  workspace: { image: normaliseImageName("docker.io/library/python:3.11"), envs: { PYTHONUNBUFFERED: "1" }, testRunner: "python3" },
  mainFile: "wc.py",
  starter: {
    "wc.py": py(`
import sys


def count(text):
    """Return (lines, words, characters) of text."""
    # TODO: count the lines, the words and the characters
    return (0, 0, 0)


def main(argv):
    # TODO: read the file named in argv[1] and print "lines: L words: W chars: C"
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
`),
    "sample.txt": "the quick brown fox\njumps over\nthe lazy dog\n",
    "README.md": "# Word count\n\nRun it with `python3 wc.py sample.txt`.\n",
  },
  solution: {
    "wc.py": py(`
import sys


def count(text):
    """Return (lines, words, characters) of text."""
    return (text.count("\\n"), len(text.split()), len(text))


def main(argv):
    if len(argv) != 2:
        print("usage: wc.py FILE", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        print(f"error: file not found: {argv[1]}", file=sys.stderr)
        return 1
    lines, words, chars = count(text)
    print(f"lines: {lines} words: {words} chars: {chars}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
`),
  },
  checkFiles: {
    "check_count.py": py(`
import sys
sys.path.insert(0, ".")
from wc import count
cases = [("", (0, 0, 0)), ("one\\n", (1, 1, 4)), ("a b  c\\nd\\n", (2, 4, 9))]
for text, want in cases:
    got = count(text)
    if tuple(got) != want:
        print(f"count({text!r}) returned {got}, expected {want}")
        sys.exit(1)
print("count() is right for every case.")
`),
    "check_cli.py": py(`
import subprocess, sys
out = subprocess.run([sys.executable, "wc.py", "sample.txt"], capture_output=True, text=True)
want = "lines: 3 words: 9 chars: 44"
if out.stdout.strip() != want:
    print(f"python3 wc.py sample.txt printed {out.stdout.strip()!r}, expected {want!r}")
    sys.exit(1)
print("The command line prints the counts.")
`),
    "check_errors.py": py(`
import subprocess, sys
out = subprocess.run([sys.executable, "wc.py", "missing.txt"], capture_output=True, text=True)
if out.returncode != 1 or "error: file not found" not in out.stderr:
    print("python3 wc.py missing.txt must exit with code 1 and print 'error: file not found: missing.txt' on stderr")
    print(f"(it exited with {out.returncode} and printed {out.stderr.strip()!r})")
    sys.exit(1)
print("A missing file is reported clearly.")
`),
  },
  steps: [
    {
      title: "Count lines, words and characters",
      instructions:
        "Make `count(text)` return a tuple `(lines, words, characters)`: lines are newline characters, words are separated by whitespace.",
      check: "python3 .codelift-checks/check_count.py",
    },
    {
      title: "Print the counts from the command line",
      instructions: "`python3 wc.py sample.txt` prints `lines: 3 words: 9 chars: 44`.",
      check: "python3 .codelift-checks/check_cli.py",
    },
    {
      title: "Report a missing file",
      instructions: "When the file does not exist, print `error: file not found: NAME` on standard error and exit with code 1.",
      check: "python3 .codelift-checks/check_errors.py",
    },
  ],
};

const nodeHttp: ProjectDefinition = {
  slug: "node-todo-http-api",
  title: "Write a to-do HTTP API with Node's http module",
  kind: "guided",
  contentType: "regular",
  language: "javascript",
  summary: "A JSON API without a framework: a health route, listing and creating to-dos, and proper 404s.",
  brief:
    "Build `server.js`, which exports `createServer()` returning a Node `http.Server`. The checks start your server inside " +
    "the sandbox on a loopback port and send it real HTTP requests.",
  workspace: { image: normaliseImageName("docker.io/library/node:20"), envs: { NODE_ENV: "development" }, testRunner: "node" },
  mainFile: "server.js",
  starter: {
    "server.js":
      'const http = require("node:http");\n\nfunction createServer() {\n  return http.createServer((req, res) => {\n    // TODO: answer GET /health, GET /todos, POST /todos and everything else\n    res.statusCode = 500;\n    res.end();\n  });\n}\n\nmodule.exports = { createServer };\n',
  },
  solution: {
    "server.js": `const http = require("node:http");

function createServer() {
  const todos = [];
  const send = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  return http.createServer((req, res) => {
    if (req.method === "GET" && req.url === "/health") return send(res, 200, { status: "ok" });
    if (req.method === "GET" && req.url === "/todos") return send(res, 200, todos);
    if (req.method === "POST" && req.url === "/todos") {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        let title;
        try {
          title = JSON.parse(body).title;
        } catch {
          return send(res, 400, { error: "invalid json" });
        }
        if (typeof title !== "string" || !title) return send(res, 400, { error: "title is required" });
        const todo = { id: todos.length + 1, title, done: false };
        todos.push(todo);
        send(res, 201, todo);
      });
      return;
    }
    send(res, 404, { error: "not found" });
  });
}

module.exports = { createServer };
`,
  },
  checkFiles: {
    "client.js": `const http = require("node:http");
const { createServer } = require("../server.js");
async function withServer(fn) {
  const server = createServer();
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  try { await fn(server.address().port); } finally { server.close(); }
}
function call(port, method, path, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: { "Content-Type": "application/json" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (text += c));
      res.on("end", () => {
        let json = null;
        try { json = JSON.parse(text); } catch {}
        resolve({ status: res.statusCode, json });
      });
    });
    req.on("error", reject);
    req.setTimeout(5000, () => req.destroy(new Error(method + " " + path + " got no answer in 5 seconds")));
    req.end(body ? JSON.stringify(body) : undefined);
  });
}
function fail(msg) { console.log(msg); process.exit(1); }
module.exports = { withServer, call, fail };
`,
    "check_health.js": `const { withServer, call, fail } = require("./client.js");
withServer(async (base) => {
  const r = await call(base, "GET", "/health");
  if (r.status !== 200 || !r.json || r.json.status !== "ok") fail("GET /health must answer 200 with {\\"status\\":\\"ok\\"}; it answered " + r.status + " " + JSON.stringify(r.json));
  console.log("GET /health answers.");
}).catch((e) => fail(String(e)));
`,
    "check_todos.js": `const { withServer, call, fail } = require("./client.js");
withServer(async (base) => {
  let r = await call(base, "GET", "/todos");
  if (r.status !== 200 || !Array.isArray(r.json) || r.json.length !== 0) fail("GET /todos must start as an empty JSON array; it answered " + r.status + " " + JSON.stringify(r.json));
  r = await call(base, "POST", "/todos", { title: "write tests" });
  if (r.status !== 201 || !r.json || r.json.title !== "write tests") fail("POST /todos with {\\"title\\":\\"write tests\\"} must answer 201 with the new to-do; it answered " + r.status + " " + JSON.stringify(r.json));
  r = await call(base, "GET", "/todos");
  if (!Array.isArray(r.json) || r.json.length !== 1) fail("GET /todos must list the created to-do; it answered " + JSON.stringify(r.json));
  r = await call(base, "POST", "/todos", {});
  if (r.status !== 400) fail("POST /todos without a title must answer 400; it answered " + r.status);
  console.log("To-dos are listed and created.");
}).catch((e) => fail(String(e)));
`,
    "check_404.js": `const { withServer, call, fail } = require("./client.js");
withServer(async (base) => {
  const r = await call(base, "GET", "/nope");
  if (r.status !== 404 || !r.json || r.json.error !== "not found") fail("Unknown routes must answer 404 with {\\"error\\":\\"not found\\"}; it answered " + r.status + " " + JSON.stringify(r.json));
  console.log("Unknown routes answer 404.");
}).catch((e) => fail(String(e)));
`,
  },
  steps: [
    { title: "A health route", instructions: '`GET /health` answers `200` with `{"status":"ok"}`.', check: "node .codelift-checks/check_health.js" },
    {
      title: "List and create to-dos",
      instructions:
        '`GET /todos` lists the to-dos (a JSON array); `POST /todos` with `{"title":…}` answers `201` with the new to-do, and `400` without a title.',
      check: "node .codelift-checks/check_todos.js",
    },
    { title: "Not found", instructions: 'Any other route answers `404` with `{"error":"not found"}`.', check: "node .codelift-checks/check_404.js" },
  ],
};

const cppSearch: ProjectDefinition = {
  slug: "cpp-binary-search",
  title: "Implement lower bound binary search in C++",
  kind: "unguided",
  contentType: "standalone-project",
  language: "cpp",
  summary: "Implement `lower_bound_index` in O(log n) and make the unit tests pass.",
  brief:
    "Implement `int lower_bound_index(const std::vector<int>& sorted, int target)` in `search.cpp`: the index of the first " +
    "element not less than `target`, or `sorted.size()` when there is none. The test runner compiles your code with the unit " +
    "tests (`g++ -std=c++17`) and runs them, including a large input that a linear scan is too slow for.",
  workspace: { image: normaliseImageName("gcc:12"), envs: {}, testRunner: "g++ -std=c++17" },
  mainFile: "search.cpp",
  starter: {
    "search.hpp": "#pragma once\n#include <vector>\n\nint lower_bound_index(const std::vector<int>& sorted, int target);\n",
    "search.cpp":
      '#include "search.hpp"\n\nint lower_bound_index(const std::vector<int>& sorted, int target) {\n  // TODO: binary search\n  return -1;\n}\n',
  },
  solution: {
    "search.cpp":
      '#include "search.hpp"\n\nint lower_bound_index(const std::vector<int>& sorted, int target) {\n  int lo = 0, hi = static_cast<int>(sorted.size());\n  while (lo < hi) {\n    int mid = lo + (hi - lo) / 2;\n    if (sorted[mid] < target) lo = mid + 1;\n    else hi = mid;\n  }\n  return lo;\n}\n',
  },
  checkFiles: {
    "test_search.cpp": `#include "../search.hpp"
#include <cstdio>
#include <vector>
static int failures = 0;
static void expect(const char* name, int got, int want) {
  if (got != want) { std::printf("FAIL %s: got %d, expected %d\\n", name, got, want); failures++; }
}
int main() {
  std::vector<int> v = {1, 3, 3, 5, 8};
  expect("empty", lower_bound_index({}, 4), 0);
  expect("before all", lower_bound_index(v, 0), 0);
  expect("first of equals", lower_bound_index(v, 3), 1);
  expect("between", lower_bound_index(v, 4), 3);
  expect("last", lower_bound_index(v, 8), 4);
  expect("after all", lower_bound_index(v, 9), 5);
  std::vector<int> big(2000000);
  for (int i = 0; i < 2000000; i++) big[i] = 2 * i;
  long long sum = 0;
  for (int q = 0; q < 500000; q++) sum += lower_bound_index(big, static_cast<int>((q * 7919LL) % 4000000));
  expect("large input checksum", static_cast<int>(sum % 1000000007), 920246507);
  if (failures) { std::printf("%d test(s) failed\\n", failures); return 1; }
  std::printf("All tests passed.\\n");
  return 0;
}
`,
  },
  steps: [],
  tests: "g++ -std=c++17 -O2 -o /tmp/tests .codelift-checks/test_search.cpp search.cpp && timeout 10 /tmp/tests",
};

const javaAccount: ProjectDefinition = {
  slug: "java-bank-account",
  title: "Model a bank account class in Java",
  kind: "guided",
  contentType: "regular",
  language: "java",
  summary: "Encapsulation and exceptions: deposits, withdrawals that never overdraw, and transfers.",
  brief:
    "Write the `BankAccount` class in `BankAccount.java`. Amounts are whole cents (`long`). The checks compile your class with javac and exercise it.",
  workspace: { image: normaliseImageName("eclipse-temurin:17"), envs: {}, testRunner: "javac" },
  mainFile: "BankAccount.java",
  starter: {
    "BankAccount.java":
      "public class BankAccount {\n    private long balance;\n\n    public long getBalance() {\n        return balance;\n    }\n\n    // TODO: deposit(long cents), withdraw(long cents), transferTo(BankAccount other, long cents)\n}\n",
  },
  solution: {
    "BankAccount.java": `public class BankAccount {
    private long balance;

    public long getBalance() {
        return balance;
    }

    public void deposit(long cents) {
        if (cents <= 0) throw new IllegalArgumentException("amount must be positive");
        balance += cents;
    }

    public void withdraw(long cents) {
        if (cents <= 0) throw new IllegalArgumentException("amount must be positive");
        if (cents > balance) throw new IllegalStateException("insufficient funds");
        balance -= cents;
    }

    public void transferTo(BankAccount other, long cents) {
        withdraw(cents);
        other.deposit(cents);
    }
}
`,
  },
  checkFiles: {
    "Check.java": `import java.lang.reflect.Method;
public class Check {
    static void fail(String m) { System.out.println(m); System.exit(1); }
    static Object call(Object o, String name, Class<?>[] types, Object... args) throws Exception {
        Method m;
        try { m = o.getClass().getMethod(name, types); } catch (NoSuchMethodException e) { fail("BankAccount has no public method " + name); return null; }
        try { return m.invoke(o, args); } catch (java.lang.reflect.InvocationTargetException e) { throw (Exception) e.getCause(); }
    }
    public static void main(String[] a) throws Exception {
        String step = a[0];
        Object acc = Class.forName("BankAccount").getConstructor().newInstance();
        Class<?>[] L = { long.class };
        if (step.equals("deposit")) {
            call(acc, "deposit", L, 500L);
            call(acc, "deposit", L, 250L);
            if ((long) call(acc, "getBalance", new Class<?>[0]) != 750L) fail("After depositing 500 and 250 the balance must be 750");
            try { call(acc, "deposit", L, -5L); fail("deposit(-5) must throw IllegalArgumentException"); } catch (IllegalArgumentException e) { }
            System.out.println("Deposits work.");
        } else if (step.equals("withdraw")) {
            call(acc, "deposit", L, 100L);
            try { call(acc, "withdraw", L, 150L); fail("withdraw(150) with 100 in the account must throw IllegalStateException"); } catch (IllegalStateException e) { }
            call(acc, "withdraw", L, 40L);
            if ((long) call(acc, "getBalance", new Class<?>[0]) != 60L) fail("After withdrawing 40 from 100 the balance must be 60");
            System.out.println("Withdrawals never overdraw.");
        } else {
            Object other = Class.forName("BankAccount").getConstructor().newInstance();
            call(acc, "deposit", L, 300L);
            Class<?>[] T = { acc.getClass(), long.class };
            call(acc, "transferTo", T, other, 120L);
            if ((long) call(acc, "getBalance", new Class<?>[0]) != 180L || (long) call(other, "getBalance", new Class<?>[0]) != 120L) fail("transferTo(other, 120) must move 120 cents");
            try { call(acc, "transferTo", T, other, 1000L); fail("A transfer larger than the balance must throw IllegalStateException"); } catch (IllegalStateException e) { }
            if ((long) call(other, "getBalance", new Class<?>[0]) != 120L) fail("A refused transfer must not change the other account");
            System.out.println("Transfers work.");
        }
    }
}
`,
  },
  steps: [
    {
      title: "Deposits",
      instructions: "`deposit(long cents)` adds to the balance and throws `IllegalArgumentException` for zero or negative amounts.",
      check: "javac -d /tmp/out BankAccount.java .codelift-checks/Check.java && java -cp /tmp/out Check deposit",
    },
    {
      title: "Withdrawals",
      instructions: "`withdraw(long cents)` takes from the balance, and throws `IllegalStateException` rather than overdraw.",
      check: "javac -d /tmp/out BankAccount.java .codelift-checks/Check.java && java -cp /tmp/out Check withdraw",
    },
    {
      title: "Transfers",
      instructions: "`transferTo(BankAccount other, long cents)` moves money only when the balance covers it.",
      check: "javac -d /tmp/out BankAccount.java .codelift-checks/Check.java && java -cp /tmp/out Check transfer",
    },
  ],
};

const sqlSales: ProjectDefinition = {
  slug: "sql-sales-report",
  title: "Write a sales report in SQL over SQLite",
  kind: "guided",
  contentType: "regular",
  language: "sql",
  summary: "Filtering, joins and aggregates against a real SQLite database of orders.",
  brief:
    "The database (`shop.sql` builds it) has `customers(id, name, country)` and `orders(id, customer_id, amount_cents, placed_on)`. " +
    "Write one query per file; the checks build the database with `sqlite3` and compare your query's rows with the expected ones.",
  workspace: { image: normaliseImageName("keinos/sqlite3:3.40"), envs: {}, testRunner: "sqlite3" },
  mainFile: "q1_big_orders.sql",
  starter: {
    "shop.sql": `CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), amount_cents INTEGER NOT NULL, placed_on TEXT NOT NULL);
INSERT INTO customers VALUES (1,'Ada','UK'),(2,'Grace','US'),(3,'Linus','FI'),(4,'Margaret','US');
INSERT INTO orders VALUES (1,1,12000,'2026-01-03'),(2,2,4500,'2026-01-04'),(3,2,30000,'2026-02-10'),(4,3,800,'2026-02-11'),(5,1,9900,'2026-03-01'),(6,4,15000,'2026-03-02');
`,
    "q1_big_orders.sql": "-- The ids of orders of 100.00 or more (10000 cents), smallest id first.\nSELECT 1;\n",
    "q2_by_customer.sql": "-- Each customer's name and total spent in cents, biggest total first (customers without orders: 0).\nSELECT 1;\n",
    "q3_by_country.sql": "-- Each country and its number of orders, countries with the most orders first, then by country name.\nSELECT 1;\n",
  },
  solution: {
    "q1_big_orders.sql": "SELECT id FROM orders WHERE amount_cents >= 10000 ORDER BY id;\n",
    "q2_by_customer.sql":
      "SELECT c.name, COALESCE(SUM(o.amount_cents), 0) AS total\nFROM customers c LEFT JOIN orders o ON o.customer_id = c.id\nGROUP BY c.id ORDER BY total DESC;\n",
    "q3_by_country.sql":
      "SELECT c.country, COUNT(o.id) AS orders\nFROM customers c JOIN orders o ON o.customer_id = c.id\nGROUP BY c.country ORDER BY orders DESC, c.country;\n",
  },
  checkFiles: {
    "compare.sh": `#!/bin/bash
# compare.sh QUERY EXPECTED: runs the query against a fresh database and compares the rows
set -u
rm -f /tmp/shop.db
sqlite3 /tmp/shop.db < shop.sql || { echo "shop.sql does not build the database"; exit 1; }
got=$(sqlite3 -separator '|' /tmp/shop.db < "$1" 2>&1)
want=$(cat "$2")
if [ "$got" != "$want" ]; then
  echo "$1 returned:"; echo "$got"; echo "expected:"; echo "$want"; exit 1
fi
echo "$1 returns the expected rows."
`,
    "q1.expected": "1\n3\n6",
    "q2.expected": "Grace|34500\nAda|21900\nMargaret|15000\nLinus|800",
    "q3.expected": "US|3\nUK|2\nFI|1",
  },
  steps: [
    {
      title: "Filter the big orders",
      instructions: "In `q1_big_orders.sql`, select the ids of orders of 10000 cents or more, smallest id first.",
      check: "bash .codelift-checks/compare.sh q1_big_orders.sql .codelift-checks/q1.expected",
    },
    {
      title: "Totals per customer",
      instructions: "In `q2_by_customer.sql`, each customer's name and total in cents, biggest first (a join and `SUM`).",
      check: "bash .codelift-checks/compare.sh q2_by_customer.sql .codelift-checks/q2.expected",
    },
    {
      title: "Orders per country",
      instructions: "In `q3_by_country.sql`, each country and its number of orders, most first, then by name.",
      check: "bash .codelift-checks/compare.sh q3_by_country.sql .codelift-checks/q3.expected",
    },
  ],
};

const gitWorkflow: ProjectDefinition = {
  slug: "git-feature-branch-workflow",
  title: "Practise a feature-branch workflow with git",
  kind: "guided",
  contentType: "standalone-project",
  language: "bash",
  summary: "Script a real git workflow: an initial commit, a feature branch and a merge commit.",
  brief:
    "Write the git commands of a feature-branch workflow in `workflow.sh`. Each check runs your script with bash in an " +
    "empty folder of the sandbox (real git) and inspects the repository it leaves.",
  workspace: { image: normaliseImageName("alpine/git:2.39"), envs: {}, testRunner: "bash" },
  mainFile: "workflow.sh",
  starter: {
    "workflow.sh": "#!/bin/bash\nset -e\n# Runs in an empty folder. TODO: create the repository and the history the steps describe.\n",
  },
  solution: {
    "workflow.sh": `#!/bin/bash
set -e
git init -q -b main
echo "# Greeter" > README.md
git add README.md
git commit -q -m "Initial commit"
git switch -q -c feature/greeting
echo "Hello, world" > greeting.txt
git add greeting.txt
git commit -q -m "Add greeting"
git switch -q main
git merge -q --no-ff -m "Merge feature/greeting" feature/greeting
`,
  },
  checkFiles: {
    "run.sh": `#!/bin/bash
# run.sh STEP: runs workflow.sh in an empty folder, then checks the repository
set -u
src=$PWD
mkdir -p /tmp/repo && cd /tmp/repo
bash "$src/workflow.sh" > /tmp/workflow.log 2>&1 || { echo "workflow.sh failed:"; cat /tmp/workflow.log; exit 1; }
fail() { echo "$1"; exit 1; }
[ -d .git ] || fail "There is no git repository: start with git init -b main."
git rev-parse --verify -q main >/dev/null || fail "There is no main branch with a commit."
root=$(git rev-list --max-parents=0 main | head -1)
[ "$(git log -1 --format=%s "$root")" = "Initial commit" ] || fail "The first commit on main must be 'Initial commit'."
git cat-file -e "$root:README.md" 2>/dev/null || fail "The initial commit must add README.md."
[ "$1" = "init" ] && { echo "The repository starts with an initial commit."; exit 0; }
git rev-parse --verify -q feature/greeting >/dev/null || fail "There is no feature/greeting branch."
git cat-file -e feature/greeting:greeting.txt 2>/dev/null || fail "feature/greeting must commit greeting.txt."
[ "$(git show feature/greeting:greeting.txt)" = "Hello, world" ] || fail "greeting.txt must contain: Hello, world"
[ "$1" = "branch" ] && { echo "The feature branch has its commit."; exit 0; }
[ "$(git rev-parse --abbrev-ref HEAD)" = "main" ] || fail "Finish on the main branch."
git rev-parse -q --verify main^2 >/dev/null || fail "main must end with a merge commit (git merge --no-ff feature/greeting)."
git merge-base --is-ancestor feature/greeting main || fail "feature/greeting must be merged into main."
echo "The feature is merged with a merge commit."
`,
  },
  steps: [
    {
      title: "An initial commit",
      instructions: "Create a repository whose branch is `main`, with `README.md` committed as `Initial commit`.",
      check: "bash .codelift-checks/run.sh init",
    },
    {
      title: "A feature branch",
      instructions: "Create `feature/greeting` and commit `greeting.txt` containing `Hello, world` on it.",
      check: "bash .codelift-checks/run.sh branch",
    },
    {
      title: "Merge it back",
      instructions: "Back on `main`, merge the branch with a merge commit (`git merge --no-ff`).",
      check: "bash .codelift-checks/run.sh merge",
    },
  ],
};

export const PROJECTS: readonly ProjectDefinition[] = [pythonCli, nodeHttp, cppSearch, javaAccount, sqlSales, gitWorkflow];

export function findProject(slug: string): ProjectDefinition | undefined {
  return PROJECTS.find((p) => p.slug === slug);
}
