import type { SeedCourse } from "./types";

export const typescriptCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100005,
    slug: "typescript-in-practice",
    title: "TypeScript in Practice",
    summary:
      "Use TypeScript the way production teams do: union types and narrowing, generics, utility types, runtime validation of API data and a strict tsconfig.",
    category: "programming-languages",
    tags: ["web-development"],
    difficulty: "intermediate",
    isFree: false,
    isEarlyAccess: false,
    rank: 4,
    sections: [
      {
        title: "Type System Essentials",
        lessons: [
          {
            slug: "introduction-to-typescript",
            title: "Introduction to TypeScript",
            summary: "What TypeScript adds to JavaScript, how to compile and run it, and how type inference keeps annotations to a minimum.",
            minutes: 8,
            body: `## JavaScript with a type checker

TypeScript is JavaScript plus a static type system. You write \`.ts\` files, the compiler checks that values are used consistently, and then it strips the types to produce ordinary JavaScript. Types exist **only at compile time**: there is no run-time cost and no run-time checking, a fact that matters a great deal later in this course.

What you get in return: typos in property names, missing \`null\` checks and wrong argument orders are caught in the editor before the code runs, and refactors such as renaming a field across a hundred files become safe.

## Setting up

\`\`\`bash
mkdir ts-practice && cd ts-practice
npm init -y
npm install --save-dev typescript tsx @types/node
npx tsc --init          # creates tsconfig.json with strict mode on
npx tsx src/index.ts    # run a .ts file directly during development
npx tsc --noEmit        # type-check the whole project
\`\`\`

\`tsx\` runs TypeScript without a separate build step, which is convenient for scripts and development. For production builds, \`tsc\` or a bundler compiles to JavaScript.

## Annotations and inference

\`\`\`typescript
let port = 8080;                 // inferred as number
// port = "8080";                // error: Type 'string' is not assignable to type 'number'

function formatPrice(cents: number, currency: string = "USD"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

const prices = [1999, 4500, 250];            // number[]
const labels = prices.map((p) => formatPrice(p)); // string[], inferred through map
console.log(labels.join(", "));              // $19.99, $45.00, $2.50
\`\`\`

Annotate function parameters, because TypeScript cannot guess what callers will pass. Let inference handle local variables and most return types. Adding \`: string\` to \`const name = "Ada"\` only adds noise.

## Types you will use every day

| Type | Example |
| --- | --- |
| primitives | \`string\`, \`number\`, \`boolean\`, \`bigint\` |
| arrays and tuples | \`string[]\`, \`[number, number]\` |
| object type | \`{ id: number; name?: string }\` (\`?\` means optional) |
| union | \`"asc" \\| "desc"\`, \`string \\| null\` |
| function | \`(a: number, b: number) => number\` |
| \`unknown\` | any value, but you must check it before use |
| \`any\` | opts out of checking; avoid |

## Strict mode

\`tsc --init\` enables \`"strict": true\`. Keep it on. The most valuable part is \`strictNullChecks\`: \`null\` and \`undefined\` are no longer silently allowed everywhere, so the compiler makes you handle "not found" cases:

\`\`\`typescript
const users = [{ id: 1, name: "Ada" }];
const found = users.find((u) => u.id === 2); // type: { id: number; name: string } | undefined
// console.log(found.name);                 // error: 'found' is possibly 'undefined'
console.log(found?.name ?? "unknown user");  // optional chaining + nullish coalescing
\`\`\`

Most real-world JavaScript crashes are some form of "cannot read properties of undefined". Strict mode eliminates that entire category at compile time.
`,
          },
          {
            slug: "unions-and-narrowing",
            title: "Union Types and Narrowing",
            summary: "Model data that can take several shapes with unions and discriminated unions, and let control flow narrow types safely.",
            minutes: 11,
            body: `## Object types: interface or type?

\`\`\`typescript
interface User {
  readonly id: number;
  email: string;
  displayName?: string;       // optional: string | undefined
}

type Point = { x: number; y: number };
\`\`\`

Both describe object shapes and are mostly interchangeable. \`interface\` can be extended and merged; \`type\` can also name unions, tuples and computed types. A common convention is \`interface\` for object shapes and \`type\` for everything else. Pick one style per code base.

## Unions and narrowing

A union type says a value is one of several types. Before you can use type-specific operations, you **narrow** it with an ordinary check, and TypeScript follows your control flow:

\`\`\`typescript
function formatId(id: string | number): string {
  if (typeof id === "number") {
    return id.toString().padStart(6, "0");   // id: number here
  }
  return id.toUpperCase();                   // id: string here
}

console.log(formatId(42), formatId("ab-7")); // 000042 AB-7
\`\`\`

TypeScript understands \`typeof\`, \`instanceof\`, \`in\`, equality checks, truthiness checks and early returns as narrowing.

## Discriminated unions

The most useful pattern in TypeScript is a union of object types that share a literal "tag" field. Checking the tag narrows to exactly one member:

\`\`\`typescript
type RequestState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "success"; data: T }
  | { status: "error"; error: string; retryable: boolean };

function render(state: RequestState<string[]>): string {
  switch (state.status) {
    case "idle":
      return "Press search to begin";
    case "loading":
      return "Loading…";
    case "success":
      return \`\${state.data.length} results\`;      // data exists only here
    case "error":
      return state.retryable ? \`\${state.error} (retrying)\` : state.error;
    default: {
      const unreachable: never = state;          // compile error if a case is missing
      return unreachable;
    }
  }
}

console.log(render({ status: "success", data: ["a", "b"] })); // 2 results
\`\`\`

Compare this with the alternative of one object holding \`isLoading\`, \`data?\` and \`error?\` flags: nothing prevents \`isLoading: true\` together with an \`error\`, and every consumer has to guess which combinations are possible. With a discriminated union, impossible states cannot be represented.

## Exhaustiveness checking

The \`default\` branch above assigns \`state\` to a variable of type \`never\`, the type with no values. If someone later adds \`{ status: "cancelled" }\` to the union, that assignment fails to compile, pointing at every \`switch\` that needs updating. This turns "remember to handle the new case everywhere" from a code-review hope into a compiler guarantee.

## Literal types

String literal unions are TypeScript's lightweight enums:

\`\`\`typescript
type SortOrder = "asc" | "desc";
function sortBy<T>(items: T[], key: keyof T, order: SortOrder = "asc"): T[] {
  const dir = order === "asc" ? 1 : -1;
  return [...items].sort((a, b) => (a[key] > b[key] ? dir : a[key] < b[key] ? -dir : 0));
}
console.log(sortBy([{ n: 2 }, { n: 1 }], "n"));   // [ { n: 1 }, { n: 2 } ]
// sortBy([{ n: 2 }], "n", "up");                 // error: '"up"' is not assignable to 'SortOrder'
\`\`\`

They autocomplete in the editor, cost nothing at run time, and the \`keyof T\` in that signature is a taste of the next lesson on generics.
`,
          },
          {
            slug: "generics",
            title: "Generics",
            summary: "Write reusable, fully typed functions and types with generic parameters, constraints and keyof.",
            minutes: 11,
            body: `## The problem generics solve

Consider a function that returns the first element of an array. Typing it with \`any\` loses information, and typing it with \`number[]\` makes it useless for strings:

\`\`\`typescript
function firstAny(items: any[]): any { return items[0]; }
const x = firstAny(["a", "b"]);  // any: no autocompletion, no checking
\`\`\`

A **type parameter** captures the type at each call site:

\`\`\`typescript
function first<T>(items: T[]): T | undefined {
  return items[0];
}

const word = first(["a", "b"]);      // string | undefined
const num = first([10, 20]);         // number | undefined
\`\`\`

You rarely write \`first<string>(...)\` explicitly; TypeScript infers \`T\` from the arguments.

## Constraints

\`T extends Something\` restricts what callers may pass and lets the function body rely on it:

\`\`\`typescript
function longest<T extends { length: number }>(a: T, b: T): T {
  return a.length >= b.length ? a : b;
}

console.log(longest("apple", "fig"));        // "apple" (type: string)
console.log(longest([1, 2], [1, 2, 3]));     // [1, 2, 3] (type: number[])
// longest(10, 20);                           // error: number has no 'length'
\`\`\`

## keyof and indexed access

\`keyof T\` is the union of \`T\`'s property names, and \`T[K]\` is the type of property \`K\`. Together they type functions that work with property names:

\`\`\`typescript
function pluck<T, K extends keyof T>(items: T[], key: K): T[K][] {
  return items.map((item) => item[key]);
}

const books = [
  { title: "Dune", year: 1965 },
  { title: "Neuromancer", year: 1984 },
];

const years = pluck(books, "year");    // number[]
const titles = pluck(books, "title");  // string[]
// pluck(books, "isbn");               // error: '"isbn"' is not assignable to '"title" | "year"'
console.log(years, titles);
\`\`\`

## Generic types

Types and interfaces take parameters too. A \`Result\` type is a common way to return success or failure without throwing:

\`\`\`typescript
type Result<T, E = string> =
  | { ok: true; value: T }
  | { ok: false; error: E };

function parseAge(input: string): Result<number> {
  const n = Number(input);
  if (!Number.isInteger(n) || n < 0) return { ok: false, error: \`not an age: \${input}\` };
  return { ok: true, value: n };
}

const r = parseAge("42");
if (r.ok) console.log(r.value + 1);   // 43: narrowed to the success branch
else console.error(r.error);
\`\`\`

\`E = string\` is a *default* type parameter, used when the caller does not supply one.

## When to reach for generics

| Situation | Generic? |
| --- | --- |
| A container or wrapper (\`Result<T>\`, \`Page<T>\`, \`Cache<K, V>\`) | yes |
| Output type depends on input type | yes |
| Function works with one concrete type | no |
| \`T\` appears only once in the signature | no: use the constraint type directly |

The last row is a good smell test. A type parameter exists to *connect* types, an input to an output or two inputs to each other. If \`T\` appears only once, it connects nothing and \`function log<T>(value: T)\` is just a complicated \`function log(value: unknown)\`.
`,
          },
        ],
      },
      {
        title: "TypeScript in Real Projects",
        lessons: [
          {
            slug: "utility-types-and-type-derivation",
            title: "Utility Types and Deriving Types",
            summary:
              "Derive new types from existing ones with Partial, Pick, Omit and Record, and keep types and data in sync with as const and satisfies.",
            minutes: 10,
            body: `## One source of truth

Duplicated type definitions drift apart. If \`User\` gains a field, a hand-written \`UserUpdate\` type will not. TypeScript's built-in utility types let you **derive** related types instead of restating them.

\`\`\`typescript
interface User {
  id: number;
  email: string;
  name: string;
  role: "admin" | "member";
  createdAt: Date;
}

type NewUser = Omit<User, "id" | "createdAt">;           // what a sign-up form sends
type UserPatch = Partial<Pick<User, "email" | "name">>;  // all optional
type PublicUser = Readonly<Pick<User, "id" | "name">>;   // safe to expose

function updateUser(user: User, patch: UserPatch): User {
  return { ...user, ...patch };
}

const ada: User = { id: 1, email: "ada@example.com", name: "Ada", role: "admin", createdAt: new Date() };
console.log(updateUser(ada, { name: "Ada Lovelace" }).name);
\`\`\`

| Utility | Produces |
| --- | --- |
| \`Partial<T>\` / \`Required<T>\` | all properties optional / required |
| \`Readonly<T>\` | properties cannot be reassigned |
| \`Pick<T, K>\` / \`Omit<T, K>\` | keep / drop the listed keys |
| \`Record<K, V>\` | object with keys \`K\` and values \`V\` |
| \`ReturnType<F>\` / \`Parameters<F>\` | a function's return / parameter types |
| \`Awaited<T>\` | the value a promise resolves to |
| \`NonNullable<T>\` | \`T\` without \`null\` and \`undefined\` |

## Types from values

Sometimes the data comes first and the type should follow. \`as const\` makes TypeScript infer the narrowest literal types, and \`typeof\` turns a value into a type:

\`\`\`typescript
const ROLES = ["admin", "editor", "viewer"] as const;
type Role = (typeof ROLES)[number];      // "admin" | "editor" | "viewer"

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

console.log(isRole("editor"), isRole("owner")); // true false
\`\`\`

Now the array, which you can loop over at run time to render a drop-down, and the type can never disagree.

## satisfies

Annotating a constant with a type widens it to that type and forgets the details. \`satisfies\` checks the value against a type but keeps the precise inferred type:

\`\`\`typescript
type Route = { path: string; auth: boolean };

const routes = {
  home: { path: "/", auth: false },
  dashboard: { path: "/dashboard", auth: true },
} satisfies Record<string, Route>;

type RouteName = keyof typeof routes;    // "home" | "dashboard", not string
console.log(routes.dashboard.path);      // autocompletes; routes.dashbord is an error
\`\`\`

With \`const routes: Record<string, Route> = ...\`, \`RouteName\` would be \`string\` and typos like \`routes.dashbord\` would compile.

## Types of functions you do not own

\`ReturnType\` and \`Awaited\` let you name types that a library only exposes indirectly:

\`\`\`typescript
async function loadSettings() {
  return { theme: "dark" as "dark" | "light", fontSize: 14 };
}
type Settings = Awaited<ReturnType<typeof loadSettings>>;
// { theme: "dark" | "light"; fontSize: number }
\`\`\`

Used well, these tools mean a change to one core type ripples through the code base as compile errors in exactly the places that need attention.
`,
          },
          {
            slug: "validating-external-data",
            title: "Validating External Data at Runtime",
            summary: "Treat API responses, JSON files and form input as unknown, write type guards, and validate with a schema library such as Zod.",
            minutes: 11,
            body: `## The boundary problem

Types disappear when TypeScript compiles to JavaScript. So when you write

\`\`\`typescript
type Todo = { id: number; title: string; completed: boolean };
const todo = (await response.json()) as Todo; // a claim, not a check
\`\`\`

nothing verifies that the server really sent a \`Todo\`. If the API renames \`completed\` to \`done\`, your code compiles fine and fails later, far from the cause. Every place where data enters your program (HTTP responses, request bodies, \`JSON.parse\`, \`localStorage\`, environment variables) is a trust boundary and needs a run-time check.

## unknown instead of any

Type external data as \`unknown\`. Unlike \`any\`, \`unknown\` lets you do nothing with a value until you have narrowed it:

\`\`\`typescript
type Todo = { id: number; title: string; completed: boolean };

function isTodo(value: unknown): value is Todo {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "number" && typeof v.title === "string" && typeof v.completed === "boolean";
}

const parsed: unknown = JSON.parse('{"id": 1, "title": "Write tests", "completed": false}');
if (isTodo(parsed)) {
  console.log(parsed.title.toUpperCase()); // parsed is Todo inside this block
}
\`\`\`

A function returning \`value is Todo\` is a **type guard**: when it returns \`true\`, TypeScript narrows the argument. Hand-written guards work, but they get long, and nothing forces the guard and the type to stay in sync.

## Schema validation with Zod

A schema library describes the shape once, validates at run time, and *infers* the static type from the schema, so they can never drift apart:

\`\`\`typescript
import { z } from "zod";

const TodoSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  completed: z.boolean(),
  tags: z.array(z.string()).default([]),
});

type Todo = z.infer<typeof TodoSchema>;
// { id: number; title: string; completed: boolean; tags: string[] }

async function fetchTodo(id: number): Promise<Todo> {
  const response = await fetch(\`https://jsonplaceholder.typicode.com/todos/\${id}\`);
  if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
  return TodoSchema.parse(await response.json()); // throws a descriptive error on mismatch
}

const result = TodoSchema.safeParse({ id: 0, title: "", completed: "no" });
if (!result.success) {
  for (const issue of result.error.issues) {
    console.log(issue.path.join("."), issue.message);
  }
}

fetchTodo(1).then((todo) => console.log(todo.title, todo.tags));
\`\`\`

\`parse\` throws on invalid data; \`safeParse\` returns a discriminated union (\`success: true\` with \`data\`, or \`success: false\` with \`error\`), which suits form validation where you want to show every problem.

## Where to validate

| Boundary | What to check |
| --- | --- |
| Incoming HTTP request body or query string | everything: it is attacker-controlled |
| Responses from third-party APIs | the fields you actually use |
| Environment variables at start-up | presence and format; fail fast |
| Your own database | usually trusted; validate on write instead |

Validate once at the boundary, then pass fully typed values inward. Inner functions should accept \`Todo\`, not \`unknown\`, and never re-check.
`,
          },
          {
            slug: "configuring-typescript-projects",
            title: "Configuring TypeScript Projects",
            summary: "Understand the tsconfig options that matter, turn on the strict checks worth having, and add type checking to CI.",
            minutes: 9,
            body: `## tsconfig.json

\`tsconfig.json\` tells the compiler which files belong to the project and how to check and emit them. A solid starting point for a modern Node.js project:

\`\`\`json
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "outDir": "dist",
    "rootDir": "src",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "noImplicitOverride": true,
    "noFallthroughCasesInSwitch": true,
    "verbatimModuleSyntax": true,
    "skipLibCheck": true,
    "sourceMap": true
  },
  "include": ["src"]
}
\`\`\`

## The options that matter

| Option | What it does |
| --- | --- |
| \`target\` | which JavaScript version to emit; newer means less down-levelling |
| \`module\` / \`moduleResolution\` | how imports are written and found; \`NodeNext\` for Node.js, \`Bundler\` for Vite and similar |
| \`strict\` | enables the whole family of strict checks, including \`strictNullChecks\` |
| \`noUncheckedIndexedAccess\` | \`arr[i]\` and \`record[key]\` include \`undefined\` |
| \`verbatimModuleSyntax\` | forces \`import type\` for type-only imports, so the emitted code is predictable |
| \`skipLibCheck\` | skip checking \`.d.ts\` files in \`node_modules\`; much faster |

## noUncheckedIndexedAccess

Plain \`strict\` still assumes that indexing an array returns an element. This option makes the possibility of \`undefined\` explicit:

\`\`\`typescript
const scores: Record<string, number> = { ada: 90 };
const names = ["ada", "grace"];

const s = scores["grace"];          // number | undefined with the option on
console.log((s ?? 0) + 1);

const second = names[1];            // string | undefined
if (second !== undefined) console.log(second.toUpperCase());

for (const name of names) {         // for...of elements are never undefined
  console.log(name.length);
}
\`\`\`

It adds some friction, but it catches off-by-one and missing-key bugs that \`strict\` lets through. Turn it on in new projects; in existing ones, enable it when you have time to fix the resulting errors.

## Type checking in CI

Bundlers such as Vite and esbuild, and runners such as \`tsx\`, **strip types without checking them**. They are fast precisely because they skip the type checker. So a project can build and run while being full of type errors. Make type checking an explicit step:

\`\`\`bash
npm pkg set scripts.typecheck="tsc --noEmit"
npm run typecheck
\`\`\`

Run it in CI on every pull request, next to the linter and tests. A broken type check should block merging just like a failing test.

## Declaration files

When you import a JavaScript library, TypeScript looks for its types: bundled with the package, or in a separate \`@types/\` package (\`npm install -D @types/express\`). For a module with no types at all, a small declaration file unblocks you:

\`\`\`typescript
// src/types/legacy-slugify.d.ts
declare module "legacy-slugify" {
  export default function slugify(input: string, separator?: string): string;
}
\`\`\`

Type only the functions you use and add to the file as needed. Resist \`declare module "legacy-slugify";\` on its own, which silently types the whole module as \`any\`.
`,
          },
        ],
      },
    ],
  },
];
