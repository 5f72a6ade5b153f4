import type { SeedCourse } from "./types";

export const webDevelopmentCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100001,
    slug: "modern-javascript-essentials",
    title: "Modern JavaScript Essentials",
    summary:
      "Learn the JavaScript that modern code bases are written in: block scoping, arrow functions, destructuring, promises, async/await and ES modules.",
    category: "web-development",
    tags: ["programming-languages"],
    difficulty: "beginner",
    isFree: true,
    isEarlyAccess: false,
    rank: 1,
    sections: [
      {
        title: "Language Foundations",
        lessons: [
          {
            slug: "introduction-to-modern-javascript",
            title: "Introduction to Modern JavaScript",
            summary: "Why let and const replaced var, how strict equality works and how template literals make string building readable.",
            minutes: 8,
            body: `## Why "modern" JavaScript?

JavaScript has been revised every year since 2015 (ES2015, also called ES6). Those editions did not change what the language can do so much as how pleasant and safe it is to write. If you learned JavaScript from older tutorials, the biggest change you will notice is in how variables are declared.

## \`let\`, \`const\` and block scope

\`var\` is scoped to the whole function and is *hoisted*: you can read it before the line that declares it and get \`undefined\` instead of an error. \`let\` and \`const\` are scoped to the nearest block (\`{ ... }\`) and reading them before their declaration throws a \`ReferenceError\`.

\`\`\`javascript
for (var i = 0; i < 3; i++) {}
console.log(i); // 3: var leaked out of the loop

for (let j = 0; j < 3; j++) {}
// console.log(j); // ReferenceError: j is not defined

const limits = { max: 10 };
limits.max = 20;      // allowed: the object itself is mutable
// limits = {};       // TypeError: Assignment to constant variable
console.log(limits.max); // 20
\`\`\`

Use \`const\` by default and switch to \`let\` only when you really reassign the variable. Note that \`const\` freezes the *binding*, not the value: the properties of a \`const\` object can still change. Reach for \`Object.freeze\` if you need that.

## Strict equality

\`==\` converts both sides to a common type before comparing, which produces surprises such as \`0 == ""\` being \`true\`. \`===\` compares without conversion.

| Expression | Result |
| --- | --- |
| \`0 == ""\` | \`true\` |
| \`0 === ""\` | \`false\` |
| \`null == undefined\` | \`true\` |
| \`null === undefined\` | \`false\` |

Always use \`===\` and \`!==\`. The one common exception is \`value == null\`, an accepted shorthand for "null or undefined".

## Template literals

Backtick strings can span lines and embed any expression with \`\${...}\`:

\`\`\`javascript
const user = { name: "Ada", unread: 3 };
const message = \`Hello \${user.name}, you have \${user.unread} new \${
  user.unread === 1 ? "message" : "messages"
}.\`;
console.log(message); // Hello Ada, you have 3 new messages.
\`\`\`

## Running the examples

Every snippet in this course runs in Node.js 18 or newer (\`node file.js\`) or in your browser's developer console. Type them out rather than pasting: the small mistakes you make along the way are where most of the learning happens.
`,
          },
          {
            slug: "functions-and-closures",
            title: "Functions, Arrow Functions and Closures",
            summary: "Write concise arrow functions, use default and rest parameters, and understand how closures keep state alive.",
            minutes: 10,
            body: `## Three ways to write a function

JavaScript functions are values: you can store them in variables, pass them to other functions and return them. There are three common syntaxes.

\`\`\`javascript
function add(a, b) {            // declaration: hoisted, usable before this line
  return a + b;
}
const subtract = function (a, b) { return a - b; }; // expression
const multiply = (a, b) => a * b;                   // arrow function

console.log(add(2, 3), subtract(5, 1), multiply(4, 2)); // 5 4 8
\`\`\`

An arrow function with a single expression returns it implicitly. To return an object literal, wrap it in parentheses: \`() => ({ ok: true })\`, otherwise the braces are read as a function body.

## Default and rest parameters

\`\`\`javascript
function greet(name = "stranger", ...titles) {
  const prefix = titles.length ? titles.join(" ") + " " : "";
  return \`Hello, \${prefix}\${name}!\`;
}

console.log(greet());                        // Hello, stranger!
console.log(greet("Lovelace", "Countess")); // Hello, Countess Lovelace!
\`\`\`

Defaults apply only when the argument is \`undefined\`, not when it is \`null\` or \`0\`. The rest parameter collects the remaining arguments into a real array, replacing the old \`arguments\` object.

## Closures

A function remembers the variables that were in scope where it was *created*, even after that outer function has returned. This is a closure, and it is how JavaScript gives you private state without classes.

\`\`\`javascript
function createCounter(start = 0) {
  let count = start;
  return {
    increment: () => ++count,
    reset: () => { count = start; },
  };
}

const clicks = createCounter();
clicks.increment();
clicks.increment();
console.log(clicks.increment()); // 3
clicks.reset();
console.log(clicks.increment()); // 1
\`\`\`

Nothing outside \`createCounter\` can touch \`count\` directly; only the two returned functions can.

## Arrow functions and \`this\`

Arrow functions do not have their own \`this\`; they use the \`this\` of the surrounding code. That makes them ideal for callbacks inside methods, and a poor choice for methods themselves:

\`\`\`javascript
const timer = {
  seconds: 0,
  start() {
    // The arrow function sees the same \`this\` as start(), i.e. timer.
    const id = setInterval(() => {
      this.seconds += 1;
      if (this.seconds === 3) { clearInterval(id); console.log("done"); }
    }, 1000);
  },
};
timer.start();
\`\`\`

Rule of thumb: use method shorthand (\`start() {}\`) for methods on objects and classes, and arrow functions for callbacks.
`,
          },
          {
            slug: "objects-arrays-and-destructuring",
            title: "Objects, Arrays and Destructuring",
            summary: "Unpack values with destructuring, copy and merge with spread, and transform arrays with map, filter and reduce.",
            minutes: 10,
            body: `## Destructuring

Destructuring pulls values out of objects and arrays into variables in one step. It is everywhere in modern code, especially in function parameters.

\`\`\`javascript
const order = { id: 42, customer: { name: "Grace" }, items: ["book", "pen"] };

const { id, customer: { name }, status = "pending" } = order;
const [firstItem, ...otherItems] = order.items;

console.log(id, name, status);        // 42 Grace pending
console.log(firstItem, otherItems);   // book [ 'pen' ]
\`\`\`

Object destructuring matches by **name** and can supply defaults; array destructuring matches by **position**. Swapping two variables becomes a one-liner: \`[a, b] = [b, a]\`.

Destructuring in parameters gives you named arguments:

\`\`\`javascript
function createUser({ name, role = "viewer", active = true }) {
  return { name, role, active };
}
console.log(createUser({ name: "Linus", role: "admin" }));
\`\`\`

## Spread for copies and merges

The spread syntax \`...\` expands an array or object in place. It makes *shallow* copies, which is exactly what you want when you must not mutate the original (as in React state).

\`\`\`javascript
const defaults = { theme: "light", pageSize: 20 };
const prefs = { ...defaults, theme: "dark" };   // later keys win
const tags = ["js", "web"];
const moreTags = [...tags, "frontend"];

console.log(prefs);     // { theme: 'dark', pageSize: 20 }
console.log(moreTags);  // [ 'js', 'web', 'frontend' ]
\`\`\`

Shallow means nested objects are still shared. Use \`structuredClone(value)\` when you need a deep copy.

## Transforming arrays

Instead of writing \`for\` loops that push into a result array, describe the transformation:

| Method | Returns | Use it to |
| --- | --- | --- |
| \`map\` | new array, same length | convert each element |
| \`filter\` | new array, same or shorter | keep matching elements |
| \`find\` | first match or \`undefined\` | look up one element |
| \`reduce\` | any single value | total, group or index |
| \`some\` / \`every\` | boolean | test a condition |

\`\`\`javascript
const cart = [
  { name: "keyboard", price: 49.5, qty: 1 },
  { name: "cable", price: 7.25, qty: 3 },
  { name: "mouse", price: 19.99, qty: 0 },
];

const total = cart
  .filter((item) => item.qty > 0)
  .map((item) => item.price * item.qty)
  .reduce((sum, line) => sum + line, 0);

console.log(total.toFixed(2)); // 71.25
\`\`\`

Always pass an initial value to \`reduce\` (\`0\` above); without it an empty array throws a \`TypeError\`. These methods never modify the original array, whereas \`sort\`, \`reverse\` and \`splice\` do. Their non-mutating versions are \`toSorted\`, \`toReversed\` and \`toSpliced\` (Node.js 20 and current browsers).
`,
          },
        ],
      },
      {
        title: "Asynchronous JavaScript",
        lessons: [
          {
            slug: "promises-and-async-await",
            title: "Promises and async/await",
            summary: "Understand what a promise represents, write sequential and parallel asynchronous code with async/await, and handle failures.",
            minutes: 12,
            body: `## Why asynchronous code?

JavaScript runs your code on a single thread. Waiting for a network response or a file read by blocking that thread would freeze the page or the server, so slow operations return immediately with a **promise**: an object that will later be *fulfilled* with a value or *rejected* with an error.

\`\`\`javascript
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

wait(500).then(() => console.log("half a second later"));
console.log("this prints first");
\`\`\`

## async/await

An \`async\` function always returns a promise, and inside it \`await\` pauses that function (not the whole program) until a promise settles. The code reads top to bottom like synchronous code.

\`\`\`javascript
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadProfile(id) {
  await wait(200);                      // pretend this is a database call
  if (id <= 0) throw new Error(\`invalid id \${id}\`);
  return { id, name: \`user-\${id}\` };
}

async function main() {
  try {
    const profile = await loadProfile(7);
    console.log(profile.name);          // user-7
    await loadProfile(-1);
  } catch (error) {
    console.error("failed:", error.message); // failed: invalid id -1
  }
}

main();
\`\`\`

A \`throw\` inside an async function becomes a rejected promise, and \`try/catch\` around an \`await\` catches it. A rejection that nobody handles crashes a Node.js process, so always have a \`catch\` somewhere up the chain.

## Sequential versus parallel

A common performance mistake is awaiting independent operations one after another:

\`\`\`javascript
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fetchPrice = async (sku) => { await wait(300); return sku.length * 10; };

async function slow() {
  const a = await fetchPrice("apple");   // 300 ms
  const b = await fetchPrice("banana");  // another 300 ms
  return a + b;
}

async function fast() {
  const [a, b] = await Promise.all([fetchPrice("apple"), fetchPrice("banana")]);
  return a + b;                          // about 300 ms in total
}

console.time("fast");
fast().then((sum) => { console.log(sum); console.timeEnd("fast"); });
\`\`\`

## Choosing a combinator

| Combinator | Settles when | Typical use |
| --- | --- | --- |
| \`Promise.all\` | all fulfil, or the first rejects | load everything a page needs |
| \`Promise.allSettled\` | every promise settles | batch jobs where some may fail |
| \`Promise.race\` | the first one settles | timeouts |
| \`Promise.any\` | the first one fulfils | try several mirrors |

Start the work first, then await it: creating the promises is what starts the operations, and \`Promise.all\` merely waits for them together.
`,
          },
          {
            slug: "fetching-data-from-apis",
            title: "Fetching Data from APIs",
            summary: "Call HTTP APIs with fetch, check response status correctly, send JSON and cancel slow requests with AbortController.",
            minutes: 11,
            body: `## The fetch API

\`fetch\` is built into browsers and into Node.js 18+, so you no longer need a library for basic HTTP calls. It returns a promise for a \`Response\` object.

\`\`\`javascript
async function getTodo(id) {
  const response = await fetch(\`https://jsonplaceholder.typicode.com/todos/\${id}\`);
  if (!response.ok) {
    throw new Error(\`HTTP \${response.status} for todo \${id}\`);
  }
  return response.json(); // parses the body as JSON, also a promise
}

getTodo(1)
  .then((todo) => console.log(todo.title, todo.completed))
  .catch((error) => console.error(error.message));
\`\`\`

## The status-code trap

\`fetch\` only rejects when the request could not be made at all: DNS failure, refused connection, CORS block, or an abort. A \`404\` or \`500\` response is a *successful* fetch from its point of view. That is why the \`response.ok\` check (true for statuses 200–299) is essential; without it your code will try to parse an error page as data.

## Sending JSON

For anything other than a GET, pass an options object. Remember to serialise the body and declare its type:

\`\`\`javascript
async function createTodo(title) {
  const response = await fetch("https://jsonplaceholder.typicode.com/todos", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title, completed: false, userId: 1 }),
  });
  if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
  return response.json();
}

createTodo("Learn fetch").then((created) => console.log(created.id));
\`\`\`

## Timeouts and cancellation

A request to a slow server can hang for a long time. \`AbortSignal.timeout(ms)\` gives you a signal that aborts the request automatically; an \`AbortController\` lets you cancel manually, for example when the user navigates away.

\`\`\`javascript
async function getWithTimeout(url, ms = 3000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms) });
    if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
    return await response.json();
  } catch (error) {
    if (error.name === "TimeoutError") {
      throw new Error(\`Request to \${url} took longer than \${ms} ms\`);
    }
    throw error;
  }
}

getWithTimeout("https://jsonplaceholder.typicode.com/users/1", 2000)
  .then((user) => console.log(user.email))
  .catch((error) => console.error(error.message));
\`\`\`

Note the \`return await\` inside \`try\`: without \`await\`, a rejection from \`response.json()\` would escape the \`try/catch\`.

## Checklist for every API call

- Check \`response.ok\` before reading the body.
- Catch network errors and show the user something useful.
- Set a timeout; the default is effectively "forever".
- Never put secret API keys in browser code: anyone can read them in the network tab. Call such APIs from your server instead.
`,
          },
        ],
      },
      {
        title: "Organising Code",
        lessons: [
          {
            slug: "es-modules",
            title: "Organising Code with ES Modules",
            summary:
              "Split a program into files with import and export, choose between named and default exports, and load code lazily with dynamic import.",
            minutes: 9,
            body: `## One file is not enough

As soon as a program grows past a few hundred lines, you want to split it into files that each have one job. ES modules are JavaScript's standard module system, supported natively by browsers and Node.js.

## Named exports

\`\`\`javascript
// math.js
export const TAX_RATE = 0.2;

export function withTax(amount) {
  return Math.round(amount * (1 + TAX_RATE) * 100) / 100;
}

export function formatPrice(amount, currency = "EUR") {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount);
}
\`\`\`

\`\`\`javascript
// main.js
import { withTax, formatPrice as format } from "./math.js";

console.log(format(withTax(25))); // €30.00
\`\`\`

Named imports must match the exported names, which you can rename with \`as\`. Editors can autocomplete and refactor them reliably, which is why many teams use named exports exclusively.

## Default exports

A module may also have one default export, imported under any name you like:

\`\`\`javascript
// logger.js
export default function log(level, message) {
  console.log(\`[\${new Date().toISOString()}] \${level.toUpperCase()}: \${message}\`);
}
\`\`\`

\`\`\`javascript
// main.js
import log from "./logger.js";
log("info", "server started");
\`\`\`

| | Named export | Default export |
| --- | --- | --- |
| Per module | any number | at most one |
| Import name | fixed (rename with \`as\`) | chosen by the importer |
| Typical use | utilities, constants | a module's single main thing |

## Running modules in Node.js

Node.js treats a file as an ES module if it ends in \`.mjs\` or if the nearest \`package.json\` contains \`"type": "module"\`. Relative imports must include the file extension (\`./math.js\`, not \`./math\`).

\`\`\`bash
npm init -y
npm pkg set type=module
node main.js
\`\`\`

In the browser, load the entry file with \`<script type="module" src="main.js"></script>\`. Module scripts are deferred automatically and run in strict mode.

## Dynamic import

\`import()\` used as a function loads a module on demand and returns a promise. Bundlers split such modules into separate files, so rarely used features do not slow down the first page load:

\`\`\`javascript
async function exportReport(rows) {
  const { toCsv } = await import("./csv.js"); // fetched only when needed
  return toCsv(rows);
}
\`\`\`

Modules are evaluated once: every file that imports \`math.js\` shares the same instance. That makes a module a natural home for configuration and shared caches, and it also means top-level side effects run only the first time.
`,
          },
        ],
      },
    ],
  },
  {
    authorId: 4831,
    collectionId: 100002,
    slug: "react-fundamentals",
    title: "React Fundamentals",
    summary:
      "Build interactive user interfaces with React function components, props, state, effects and custom hooks, and learn how React decides what to re-render.",
    category: "web-development",
    tags: ["programming-languages"],
    difficulty: "intermediate",
    isFree: false,
    isEarlyAccess: false,
    rank: 3,
    sections: [
      {
        title: "Components and JSX",
        lessons: [
          {
            slug: "introduction-to-react",
            title: "Introduction to React",
            summary: "What React is for, how components describe UI as a function of data, and the rules of JSX.",
            minutes: 9,
            body: `## UI as a function of state

Before React, front-end code often found elements in the page and changed them by hand: hide this, append that, update the counter text. As an application grew, it became hard to know which code had changed which element. React flips this around. You write **components**, functions that take data and return a description of what the UI should look like. When the data changes, React works out the minimal set of DOM updates for you.

## Your first component

The fastest way to start a project is Vite:

\`\`\`bash
npm create vite@latest my-app -- --template react
cd my-app
npm install
npm run dev
\`\`\`

Replace \`src/App.jsx\` with:

\`\`\`jsx
function Greeting({ name }) {
  return <p>Hello, {name}!</p>;
}

export default function App() {
  const today = new Date().toLocaleDateString();
  return (
    <main>
      <h1>My first React app</h1>
      <Greeting name="Ada" />
      <p>Today is {today}.</p>
    </main>
  );
}
\`\`\`

A component is a plain function whose name starts with a capital letter. Lowercase tags such as \`<p>\` are HTML elements; capitalised tags such as \`<Greeting>\` are your components.

## JSX rules

JSX looks like HTML but is compiled to JavaScript function calls, which explains its rules:

| Rule | Example |
| --- | --- |
| Return a single root element | wrap siblings in \`<>...</>\` (a fragment) |
| Close every tag | \`<img src={url} />\`, \`<br />\` |
| Use \`className\`, not \`class\` | \`<div className="card">\` |
| Event and attribute names are camelCase | \`onClick\`, \`tabIndex\` |
| Curly braces embed any JavaScript *expression* | \`{items.length}\`, \`{user.name}\` |

Statements such as \`if\` or \`for\` cannot go inside braces, but expressions can. Use the ternary operator or \`&&\` for conditional output:

\`\`\`jsx
function Inbox({ unread }) {
  return (
    <section>
      {unread > 0 ? <strong>{unread} unread</strong> : <span>All caught up</span>}
      {unread > 99 && <p>Time to declare inbox bankruptcy?</p>}
    </section>
  );
}
\`\`\`

Beware \`{count && <Badge />}\` when \`count\` can be \`0\`: React renders the \`0\`. Write \`{count > 0 && <Badge />}\` instead.

## Thinking in components

Start by sketching the screen and drawing boxes around pieces that have one responsibility: a search bar, a product row, a price tag. Each box becomes a component, and boxes inside boxes become children. In the next lessons you will pass data into components with props and make them interactive with state.
`,
          },
          {
            slug: "props-and-composition",
            title: "Props and Composition",
            summary: "Pass data and callbacks to components with props, use children for flexible layouts, and keep components reusable.",
            minutes: 10,
            body: `## Props are a component's inputs

Props are the attributes you pass to a component. React collects them into one object, which you normally destructure in the parameter list. Props are **read-only**: a component must never modify them.

\`\`\`jsx
function Avatar({ url, name, size = 48 }) {
  return (
    <img
      src={url}
      alt={\`Avatar of \${name}\`}
      width={size}
      height={size}
      style={{ borderRadius: "50%" }}
    />
  );
}

function UserCard({ user }) {
  return (
    <div className="user-card">
      <Avatar url={user.avatarUrl} name={user.name} />
      <h2>{user.name}</h2>
      <p>{user.bio}</p>
    </div>
  );
}
\`\`\`

Strings can be passed with quotes (\`name="Ada"\`); everything else, numbers, objects, functions, goes inside braces (\`size={64}\`). The double braces in \`style={{ ... }}\` are an object literal inside a JSX expression.

## Passing callbacks

Data flows down, from parent to child. When a child needs to tell the parent something happened, the parent passes a function as a prop:

\`\`\`jsx
function DeleteButton({ onConfirm, label = "Delete" }) {
  function handleClick() {
    if (window.confirm("Are you sure?")) onConfirm();
  }
  return <button onClick={handleClick}>{label}</button>;
}

function Comment({ comment, onDelete }) {
  return (
    <article>
      <p>{comment.text}</p>
      <DeleteButton onConfirm={() => onDelete(comment.id)} />
    </article>
  );
}
\`\`\`

Note \`onClick={handleClick}\`, not \`onClick={handleClick()}\`: you pass the function, you do not call it during rendering. By convention, props holding callbacks are named \`onSomething\` and the handlers that implement them \`handleSomething\`.

## Composition with children

Anything you put between a component's opening and closing tags arrives as the special \`children\` prop. This lets you build generic containers without knowing their content in advance:

\`\`\`jsx
function Panel({ title, children }) {
  return (
    <section className="panel">
      <h2>{title}</h2>
      <div className="panel-body">{children}</div>
    </section>
  );
}

export default function App() {
  return (
    <Panel title="Getting started">
      <p>Install the CLI, then run the setup wizard.</p>
      <button>Open wizard</button>
    </Panel>
  );
}
\`\`\`

## Signs a component should be split

- It has grown past roughly 150 lines or has several unrelated pieces of state.
- You are copy-pasting a chunk of JSX into another component.
- It is hard to name: "UserCardAndSettingsAndFeed" is three components.

Prefer composition (passing components as children or props) over deep configuration flags. A \`<Panel>\` that accepts \`children\` stays simple; one with \`showButton\`, \`buttonLabel\` and \`buttonColor\` props keeps growing forever.
`,
          },
          {
            slug: "state-with-usestate",
            title: "State with useState",
            summary: "Make components interactive with the useState hook, update objects and arrays immutably, and avoid stale state bugs.",
            minutes: 11,
            body: `## Why ordinary variables are not enough

A local variable inside a component is recreated every time the component renders, and changing it does not tell React to re-render. **State** solves both problems: React stores the value between renders and re-renders the component when you set a new one.

\`\`\`jsx
import { useState } from "react";

export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <p>Clicked {count} times</p>
      <button onClick={() => setCount(count + 1)}>Click me</button>
      <button onClick={() => setCount(0)}>Reset</button>
    </div>
  );
}
\`\`\`

\`useState\` returns a pair: the current value and a setter. Hooks must be called at the top level of the component, never inside conditions or loops, because React identifies each hook by the order of calls.

## State is a snapshot

Calling the setter does not change \`count\` immediately; it schedules a re-render in which \`count\` has the new value. Inside the current event handler, \`count\` is still the old value:

\`\`\`jsx
function handleTripleClick() {
  setCount(count + 1);
  setCount(count + 1);
  setCount(count + 1); // count goes up by 1, not 3!
}
\`\`\`

When the new state depends on the previous one, pass an **updater function**. React calls it with the latest value:

\`\`\`jsx
function handleTripleClick() {
  setCount((c) => c + 1);
  setCount((c) => c + 1);
  setCount((c) => c + 1); // now +3
}
\`\`\`

## Updating objects and arrays

React compares the old and new state by reference. If you mutate an array in place and set the same array back, React sees no change. Always create a new value:

\`\`\`jsx
import { useState } from "react";

export default function TodoList() {
  const [todos, setTodos] = useState([{ id: 1, text: "Learn state", done: false }]);

  function add(text) {
    setTodos((prev) => [...prev, { id: Date.now(), text, done: false }]);
  }
  function toggle(id) {
    setTodos((prev) => prev.map((t) => (t.id === id ? { ...t, done: !t.done } : t)));
  }
  function remove(id) {
    setTodos((prev) => prev.filter((t) => t.id !== id));
  }

  return (
    <>
      <button onClick={() => add("Another task")}>Add</button>
      <ul>
        {todos.map((t) => (
          <li key={t.id}>
            <label>
              <input type="checkbox" checked={t.done} onChange={() => toggle(t.id)} />
              {t.text}
            </label>
            <button onClick={() => remove(t.id)}>×</button>
          </li>
        ))}
      </ul>
    </>
  );
}
\`\`\`

| Instead of | Write |
| --- | --- |
| \`arr.push(x)\` | \`[...arr, x]\` |
| \`arr.splice(i, 1)\` | \`arr.filter((_, j) => j !== i)\` |
| \`arr[i] = x\` | \`arr.map((v, j) => (j === i ? x : v))\` |
| \`obj.key = v\` | \`{ ...obj, key: v }\` |

## Where should state live?

Keep state in the lowest component that needs it. When two siblings need the same data, move the state up to their common parent and pass it down as props: this is called *lifting state up*. And do not store what you can compute: a \`remaining\` count derived from \`todos\` should be calculated during render, not kept in its own \`useState\`.
`,
          },
        ],
      },
      {
        title: "Effects, Forms and Hooks",
        lessons: [
          {
            slug: "forms-and-controlled-inputs",
            title: "Forms and Controlled Inputs",
            summary: "Bind form fields to state, validate input as the user types and handle submission without page reloads.",
            minutes: 10,
            body: `## Controlled inputs

In a controlled input, React state is the single source of truth: the input displays \`value\` from state and every keystroke goes through \`onChange\` back into state. This makes validation, formatting and resetting the form straightforward.

\`\`\`jsx
import { useState } from "react";

export default function SignupForm({ onSignup }) {
  const [form, setForm] = useState({ email: "", password: "", plan: "free" });
  const [submitted, setSubmitted] = useState(false);

  function handleChange(event) {
    const { name, value } = event.target;
    setForm((prev) => ({ ...prev, [name]: value }));
  }

  const errors = {};
  if (!form.email.includes("@")) errors.email = "Enter a valid email address.";
  if (form.password.length < 8) errors.password = "Use at least 8 characters.";
  const isValid = Object.keys(errors).length === 0;

  function handleSubmit(event) {
    event.preventDefault();   // stop the browser's full-page form submission
    setSubmitted(true);
    if (isValid) onSignup(form);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <label>
        Email
        <input name="email" type="email" value={form.email} onChange={handleChange} />
      </label>
      {submitted && errors.email && <p role="alert">{errors.email}</p>}

      <label>
        Password
        <input name="password" type="password" value={form.password} onChange={handleChange} />
      </label>
      {submitted && errors.password && <p role="alert">{errors.password}</p>}

      <select name="plan" value={form.plan} onChange={handleChange}>
        <option value="free">Free</option>
        <option value="pro">Pro</option>
      </select>

      <button type="submit">Create account</button>
    </form>
  );
}
\`\`\`

## What to notice

- One \`handleChange\` serves every field because each input has a \`name\` matching a key in state. The computed key \`[name]: value\` does the rest.
- Errors are **derived** from the current form on every render rather than stored in state, so they can never get out of sync.
- Errors appear only after the first submit attempt (\`submitted\`), which is friendlier than shouting at someone who has typed one character.
- \`event.preventDefault()\` is required; without it the browser reloads the page.

## Checkboxes and numbers

Checkboxes use \`checked\` instead of \`value\`, and input values are always strings:

\`\`\`jsx
<>
  <input
    type="checkbox"
    checked={settings.newsletter}
    onChange={(e) => setSettings({ ...settings, newsletter: e.target.checked })}
  />
  <input
    type="number"
    value={quantity}
    onChange={(e) => setQuantity(e.target.valueAsNumber || 0)}
  />
</>
\`\`\`

## Controlled or uncontrolled?

| | Controlled | Uncontrolled |
| --- | --- | --- |
| Source of truth | React state | the DOM |
| Read the value | from state, any time | from the form on submit (\`new FormData(event.target)\`) |
| Good for | live validation, dependent fields | simple forms, file inputs |

Uncontrolled forms are perfectly fine when you only need the values at submit time. For complex forms with many fields, libraries such as React Hook Form reduce boilerplate, but they are built on exactly these ideas.

Finally, never trust client-side validation alone: anyone can bypass it with the developer tools. Validate again on the server.
`,
          },
          {
            slug: "useeffect-and-data-fetching",
            title: "useEffect and Data Fetching",
            summary:
              "Synchronise a component with the outside world using useEffect, write cleanup functions and avoid race conditions when fetching.",
            minutes: 12,
            body: `## What effects are for

Rendering should be a pure calculation: props and state in, JSX out. Some work, however, has to reach outside React: fetching data, subscribing to a WebSocket, setting a timer, changing \`document.title\`. \`useEffect\` runs such code **after** React has updated the screen.

\`\`\`jsx
import { useEffect, useState } from "react";

function Clock() {
  const [now, setNow] = useState(new Date());

  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id); // cleanup
  }, []); // empty array: set up once, when the component appears

  return <p>{now.toLocaleTimeString()}</p>;
}
\`\`\`

## The dependency array

The second argument tells React when to re-run the effect:

| Dependencies | Effect runs |
| --- | --- |
| omitted | after every render |
| \`[]\` | once after the first render |
| \`[userId]\` | after the first render and whenever \`userId\` changes |

List every prop, state value and function from the component that the effect reads. The \`react-hooks/exhaustive-deps\` lint rule checks this for you; turning it off to silence a warning usually hides a bug.

The function you return is the **cleanup**. React calls it before re-running the effect and when the component is removed. Every subscription, timer or listener you create in an effect needs a matching cleanup.

## Fetching data safely

\`\`\`jsx
import { useEffect, useState } from "react";

export default function UserProfile({ userId }) {
  const [user, setUser] = useState(null);
  const [error, setError] = useState(null);

  useEffect(() => {
    let ignore = false;
    setUser(null);
    setError(null);

    fetch(\`https://jsonplaceholder.typicode.com/users/\${userId}\`)
      .then((res) => {
        if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
        return res.json();
      })
      .then((data) => { if (!ignore) setUser(data); })
      .catch((err) => { if (!ignore) setError(err.message); });

    return () => { ignore = true; };
  }, [userId]);

  if (error) return <p role="alert">Could not load user: {error}</p>;
  if (!user) return <p>Loading…</p>;
  return <h2>{user.name} ({user.email})</h2>;
}
\`\`\`

The \`ignore\` flag prevents a **race condition**. If \`userId\` changes from 1 to 2 quickly, both requests are in flight; without the flag, a slow response for user 1 could arrive last and overwrite user 2's data. The cleanup from the first run sets \`ignore = true\`, so its late result is discarded.

## You might not need an effect

Effects are an escape hatch, not the default tool. Avoid them when:

- You can compute a value from props or state during render (filtering a list, formatting a total).
- The work belongs to a user action; put it in the event handler (submitting a form, sending analytics for a click).

For real applications, data-fetching libraries such as TanStack Query or your framework's loaders add caching, retries and deduplication on top of this pattern. Knowing how the plain version works makes those tools far less magical.
`,
          },
          {
            slug: "custom-hooks",
            title: "Writing Custom Hooks",
            summary: "Extract reusable stateful logic into custom hooks such as useDebouncedValue and useLocalStorage.",
            minutes: 9,
            body: `## Reusing logic, not markup

Components let you reuse pieces of UI. **Custom hooks** let you reuse stateful behaviour: a function whose name starts with \`use\` and that calls other hooks. Each component that calls a custom hook gets its own independent state; hooks share logic, not data.

## A debounced value

Search boxes should not fire a request on every keystroke. This hook returns a value that only updates after the input has been still for a given delay:

\`\`\`jsx
import { useEffect, useState } from "react";

export function useDebouncedValue(value, delayMs = 300) {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id); // a new keystroke cancels the pending update
  }, [value, delayMs]);

  return debounced;
}
\`\`\`

\`\`\`jsx
import { useState } from "react";
import { useDebouncedValue } from "./useDebouncedValue";

export default function Search() {
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebouncedValue(query, 400);

  return (
    <>
      <input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search" />
      <p>Searching for: {debouncedQuery}</p>
    </>
  );
}
\`\`\`

The cleanup function does the real work: every change to \`value\` clears the previous timer, so only the last one fires.

## Persisting state in localStorage

\`\`\`jsx
import { useEffect, useState } from "react";

export function useLocalStorage(key, initialValue) {
  const [value, setValue] = useState(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored !== null ? JSON.parse(stored) : initialValue;
    } catch {
      return initialValue; // corrupt JSON or storage disabled
    }
  });

  useEffect(() => {
    window.localStorage.setItem(key, JSON.stringify(value));
  }, [key, value]);

  return [value, setValue];
}
\`\`\`

Passing a function to \`useState\` (*lazy initialisation*) means the potentially slow \`localStorage\` read happens only on the first render. Because the hook returns the same \`[value, setValue]\` pair as \`useState\`, it is a drop-in replacement:

\`\`\`jsx
const [theme, setTheme] = useLocalStorage("theme", "light");
\`\`\`

## Rules and conventions

- Name hooks \`useSomething\` so that React's lint rules can check them.
- Call hooks only at the top level of components or other hooks.
- Return whatever shape is most convenient: a single value, a tuple like \`useState\`, or an object when there are several fields (\`{ data, error, isLoading }\`).
- Extract a hook when the same combination of state and effects appears in two places, or when it makes a component noticeably easier to read. Do not wrap a single \`useState\` call in a hook just for the sake of it.
`,
          },
        ],
      },
    ],
  },
  {
    authorId: 4831,
    collectionId: 100003,
    slug: "learn-jquery-classic",
    title: "Learn jQuery the Classic Way",
    summary:
      "The classic jQuery course: selectors, DOM traversal, events, effects and Ajax, with the modern JavaScript equivalent of each technique for maintaining and migrating legacy code.",
    category: "web-development",
    tags: [],
    difficulty: "beginner",
    isFree: false,
    isEarlyAccess: false,
    rank: 16,
    deprecated: {
      replacements: ["modern-javascript-essentials", "react-fundamentals"],
    },
    sections: [
      {
        title: "jQuery Basics",
        lessons: [
          {
            slug: "introduction-to-jquery",
            title: "Introduction to jQuery",
            summary: "What jQuery solved, how to include it, and how the $ function and the ready handler work.",
            minutes: 7,
            body: `## Why jQuery existed

In 2006, writing JavaScript that worked in Internet Explorer, Firefox and Safari meant handling different event models, different Ajax objects and no \`querySelectorAll\`. jQuery wrapped all of that in one small, consistent API and became the most widely deployed JavaScript library on the web. Today browsers have standardised most of what it offered, so new projects rarely need it. Millions of existing sites still use it, though, and you will meet it when maintaining legacy code. This course teaches jQuery alongside the modern equivalent of each technique, so you can both maintain and migrate such code.

## Including jQuery

\`\`\`html
<!DOCTYPE html>
<html>
  <head><title>jQuery demo</title></head>
  <body>
    <h1 id="title">Hello</h1>
    <button class="greet">Greet</button>

    <script src="https://code.jquery.com/jquery-3.7.1.min.js"></script>
    <script>
      $(function () {
        $(".greet").on("click", function () {
          $("#title").text("Hello from jQuery!");
        });
      });
    </script>
  </body>
</html>
\`\`\`

## The \`$\` function

\`$\` (an alias for \`jQuery\`) does different things depending on what you pass it:

| Call | Meaning |
| --- | --- |
| \`$(".item")\` | select elements with a CSS selector |
| \`$("<li>New</li>")\` | create new elements from HTML |
| \`$(domElement)\` | wrap an existing element |
| \`$(function () { ... })\` | run code once the DOM is ready |

A selection is a *jQuery object*: an array-like collection with methods that act on every element in it. \`$(".item").hide()\` hides all matching elements without a loop, and an empty selection simply does nothing instead of throwing an error. That forgiving behaviour is convenient but can hide typos in selectors.

## Ready handler versus modern scripts

\`$(function () { ... })\` waits until the HTML has been parsed so that the elements exist. In modern code you get the same guarantee by loading scripts with \`defer\` or as modules:

\`\`\`javascript
// Modern equivalent of the demo above, in a <script type="module"> or deferred script
document.querySelector(".greet").addEventListener("click", () => {
  document.querySelector("#title").textContent = "Hello from plain JavaScript!";
});
\`\`\`

## Chaining

Most jQuery methods return the same jQuery object, so calls can be chained:

\`\`\`javascript
$("#notice").addClass("visible").text("Saved").fadeOut(2000);
\`\`\`

Chaining is one of the patterns you will recognise instantly in older code bases. Keep this page open as a reference; each of the following lessons ends with a migration table.
`,
          },
          {
            slug: "selecting-and-traversing",
            title: "Selecting and Traversing the DOM",
            summary:
              "Find elements with selectors and filters, move around the tree with parent, children, closest and find, and read or set attributes.",
            minutes: 8,
            body: `## Selectors

jQuery accepts any CSS selector and adds a few of its own. The standard ones map directly to \`document.querySelectorAll\`.

\`\`\`javascript
$("ul.menu > li");          // direct children
$("input[type='email']");   // attribute selector
$("tr:nth-child(odd)");     // CSS pseudo-class
$("li:first");              // jQuery-only extension
\`\`\`

jQuery-only selectors such as \`:first\`, \`:visible\` and \`:eq(2)\` cannot use the browser's fast native engine, and they break when you migrate. Prefer standard selectors plus methods: \`$("li").first()\`, \`$("li").eq(2)\`.

## Traversing

Given a starting selection, traversal methods move through the tree:

\`\`\`javascript
// <ul id="cart">
//   <li data-sku="A1"><span class="name">Mug</span> <button class="remove">x</button></li>
// </ul>
$("#cart").on("click", ".remove", function () {
  const $item = $(this).closest("li");        // nearest ancestor li
  const sku = $item.data("sku");              // reads data-sku -> "A1"
  const name = $item.find(".name").text();    // search inside the li
  console.log("Removing", sku, name);
  $item.remove();
});
\`\`\`

| jQuery | Modern DOM |
| --- | --- |
| \`$(el).parent()\` | \`el.parentElement\` |
| \`$(el).children()\` | \`el.children\` |
| \`$(el).closest("li")\` | \`el.closest("li")\` |
| \`$(el).find(".x")\` | \`el.querySelectorAll(".x")\` |
| \`$(el).siblings()\` | \`[...el.parentElement.children].filter((c) => c !== el)\` |
| \`$(el).next()\` | \`el.nextElementSibling\` |

## Attributes, properties and data

- \`.attr("href")\` reads the HTML attribute as written in the markup.
- \`.prop("checked")\` reads the live DOM property; use it for \`checked\`, \`disabled\` and \`selected\`.
- \`.val()\` gets or sets form values.
- \`.data("sku")\` reads \`data-sku\`, converting numbers and JSON automatically and caching the result, so later changes to the attribute are not seen.

\`\`\`javascript
$("#terms").prop("checked");          // true or false
$("#email").val("ada@example.com");   // set a field
$("a.external").attr("target", "_blank");
\`\`\`

The modern equivalents are \`el.checked\`, \`el.value\`, \`el.setAttribute("target", "_blank")\` and \`el.dataset.sku\` (which always returns a string).

## Getter and setter rules

Called without a value, most methods are getters and return data for the **first** element only. Called with a value, they are setters and apply to **every** element. \`$("p").text()\` is the exception that concatenates the text of all matches. Keep this asymmetry in mind when debugging: reading from a multi-element selection usually tells you about just one element.
`,
          },
          {
            slug: "events-and-delegation",
            title: "Events and Event Delegation",
            summary: "Attach and remove handlers with on and off, use delegation for dynamic content and understand jQuery's event object.",
            minutes: 8,
            body: `## Attaching handlers

Older code uses shortcuts such as \`.click(fn)\` and \`.submit(fn)\`; since jQuery 1.7, \`.on()\` is the single method behind all of them.

\`\`\`javascript
$("#save").on("click", function (event) {
  event.preventDefault();
  $(this).prop("disabled", true);   // "this" is the DOM element clicked
  console.log("Saving...");
});
\`\`\`

Inside a handler written with \`function\`, \`this\` is the raw DOM element, so it is wrapped as \`$(this)\` to use jQuery methods. If you convert such a handler to an arrow function during a refactor, \`this\` no longer points at the element: use \`event.currentTarget\` instead.

## Event delegation

Handlers bound with \`$(".row").on("click", ...)\` only attach to rows that exist at that moment. Rows added later get nothing. Delegation solves this by listening on a stable ancestor and filtering by selector:

\`\`\`javascript
$("#table").on("click", ".row .delete", function () {
  $(this).closest(".row").remove();
});

// Rows added later still work:
$("#table").append('<div class="row">New <button class="delete">x</button></div>');
\`\`\`

It works because most events bubble up from the target through every ancestor. One handler on the container serves any number of rows, which is also cheaper than thousands of individual handlers.

The modern equivalent uses \`closest\` to do the filtering:

\`\`\`javascript
document.querySelector("#table").addEventListener("click", (event) => {
  const button = event.target.closest(".delete");
  if (!button) return;
  button.closest(".row").remove();
});
\`\`\`

## Removing handlers and namespaces

jQuery lets you tag handlers with a namespace so you can remove exactly yours:

\`\`\`javascript
$(window).on("resize.gallery", function () { /* relayout */ });
$(window).off(".gallery");   // remove only the gallery's handlers
\`\`\`

In plain JavaScript, an \`AbortController\` gives the same convenience:

\`\`\`javascript
const controller = new AbortController();
window.addEventListener("resize", () => { /* relayout */ }, { signal: controller.signal });
controller.abort(); // removes every listener registered with this signal
\`\`\`

## Migration table

| jQuery | Modern DOM |
| --- | --- |
| \`$(el).on("click", fn)\` | \`el.addEventListener("click", fn)\` |
| \`$(parent).on("click", ".child", fn)\` | listener on parent + \`event.target.closest(".child")\` |
| \`$(el).off("click", fn)\` | \`el.removeEventListener("click", fn)\` |
| \`$(el).trigger("click")\` | \`el.click()\` or \`el.dispatchEvent(new Event("click"))\` |
| \`return false\` in a handler | \`event.preventDefault(); event.stopPropagation();\` |

That last row matters: in jQuery, returning \`false\` both prevents the default action and stops bubbling. In a native listener, returning \`false\` does nothing at all.
`,
          },
        ],
      },
      {
        title: "Effects and Ajax",
        lessons: [
          {
            slug: "manipulation-and-effects",
            title: "DOM Manipulation and Effects",
            summary: "Change content, classes and styles, insert and remove elements, and animate with jQuery effects or CSS transitions.",
            minutes: 8,
            body: `## Changing content

\`\`\`javascript
$("#status").text("Saved");                    // safe: treated as text
$("#preview").html("<strong>Bold</strong>");   // parsed as HTML
\`\`\`

\`.html()\` with user-supplied data is a cross-site scripting (XSS) hole: a comment containing \`<img src=x onerror=alert(1)>\` will execute. Use \`.text()\` for anything that came from a user, and build markup from elements rather than string concatenation.

## Inserting and removing elements

\`\`\`javascript
const $list = $("#todos");

const $item = $("<li>").addClass("todo").text("Write tests");
$list.append($item);          // last child
$list.prepend("<li>First</li>");
$item.after("<li>Right after</li>");

$(".todo.done").remove();     // remove elements and their handlers
$list.empty();                // remove all children
\`\`\`

## Classes and styles

\`\`\`javascript
$("#menu").addClass("open");
$("#menu").toggleClass("open");
$(".card").css({ borderColor: "tomato", opacity: 0.8 });
\`\`\`

Prefer toggling classes over setting inline styles: the look stays in your CSS, where designers expect it, and state is visible in the element inspector.

## Effects

jQuery's animation methods were a big reason for its popularity:

\`\`\`javascript
$("#banner").fadeIn(400);
$("#details").slideToggle(200);
$("#box").animate({ width: "300px", opacity: 0.5 }, 600, function () {
  console.log("animation finished");
});
\`\`\`

These animate by changing inline styles from JavaScript on every frame. Modern CSS transitions are smoother because the browser can run them off the main thread:

\`\`\`css
.details {
  max-height: 0;
  overflow: hidden;
  transition: max-height 200ms ease-out;
}
.details.open {
  max-height: 500px;
}
\`\`\`

\`\`\`javascript
document.querySelector(".details").classList.toggle("open");
\`\`\`

## Migration table

| jQuery | Modern DOM |
| --- | --- |
| \`.text(s)\` | \`el.textContent = s\` |
| \`.html(s)\` | \`el.innerHTML = s\` (trusted content only) |
| \`.append(node)\` | \`el.append(node)\` |
| \`.after(node)\` | \`el.after(node)\` |
| \`.remove()\` | \`el.remove()\` |
| \`.addClass / .toggleClass\` | \`el.classList.add / .toggle\` |
| \`.css(prop, v)\` | \`el.style.prop = v\` |
| \`.fadeIn / .slideToggle\` | CSS transitions or \`el.animate()\` |

When a migration gets large, this is the point where a component library such as React often pays off: instead of writing code that inserts and removes elements by hand, you describe the UI for each state and let the library update the page.
`,
          },
          {
            slug: "ajax-with-jquery",
            title: "Ajax with jQuery and Migrating to fetch",
            summary: "Load and send data with $.ajax and $.getJSON, understand jqXHR deferreds, and translate them to fetch with async/await.",
            minutes: 9,
            body: `## $.ajax and its shortcuts

Before \`fetch\`, making an HTTP request meant dealing with \`XMLHttpRequest\` directly. jQuery's \`$.ajax\` wrapped it in a friendlier API:

\`\`\`javascript
$.ajax({
  url: "/api/orders",
  method: "GET",
  data: { status: "open", page: 2 },   // becomes ?status=open&page=2
  dataType: "json",
  timeout: 5000,
})
  .done(function (orders) {
    orders.forEach(function (order) {
      $("<li>").text(order.reference).appendTo("#orders");
    });
  })
  .fail(function (jqXHR, textStatus) {
    $("#error").text("Could not load orders: " + textStatus);
  })
  .always(function () {
    $("#spinner").hide();
  });
\`\`\`

Shortcuts such as \`$.get\`, \`$.post\` and \`$.getJSON\` are thin wrappers over \`$.ajax\`. The returned \`jqXHR\` object is a *deferred*, jQuery's pre-standard promise. Since jQuery 3 it is compatible with native promises, so you can \`await\` it.

## Differences that bite during migration

| Behaviour | \`$.ajax\` | \`fetch\` |
| --- | --- | --- |
| HTTP 404/500 | calls \`.fail\` | resolves; you must check \`response.ok\` |
| Query parameters | \`data\` object serialised for you | build with \`URLSearchParams\` |
| JSON body for POST | \`data: JSON.stringify(x)\` + \`contentType\` | \`body: JSON.stringify(x)\` + header |
| Timeout | \`timeout\` option | \`signal: AbortSignal.timeout(ms)\` |
| Default POST encoding | form-encoded | whatever \`body\` you pass |

The first row causes most migration bugs: code that relied on \`.fail\` for server errors silently stops handling them.

## The same request with fetch

\`\`\`javascript
async function loadOrders() {
  const params = new URLSearchParams({ status: "open", page: "2" });
  const spinner = document.querySelector("#spinner");
  try {
    const response = await fetch(\`/api/orders?\${params}\`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(\`HTTP \${response.status}\`);
    const orders = await response.json();
    const list = document.querySelector("#orders");
    for (const order of orders) {
      const li = document.createElement("li");
      li.textContent = order.reference;
      list.append(li);
    }
  } catch (error) {
    document.querySelector("#error").textContent = \`Could not load orders: \${error.message}\`;
  } finally {
    spinner.hidden = true;
  }
}
\`\`\`

## A migration strategy

1. Stop adding new jQuery code; write new features with plain JavaScript or components.
2. Replace \`$.ajax\` calls first: they are self-contained and easy to test.
3. Convert event handlers and DOM updates module by module, using the tables from this course.
4. Remove the jQuery \`<script>\` tag once a search for \`$(\` and \`jQuery\` comes back empty.

To go further, continue with **Modern JavaScript Essentials** for the language features used above and **React Fundamentals** for building interfaces without manual DOM manipulation.
`,
          },
        ],
      },
    ],
  },
];
