import type { SeedCourse } from "./types";

// Every query in this course runs against the small "shop" database created in the first lesson.
export const sqlCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100007,
    slug: "sql-for-developers",
    title: "SQL for Developers",
    summary:
      "Write the SQL that applications actually need: filtering, joins, aggregation, CTEs and window functions, safe updates in transactions and indexes that make queries fast.",
    category: "data-science",
    tags: ["web-development", "cs-fundamentals"],
    difficulty: "beginner",
    isFree: false,
    isEarlyAccess: false,
    rank: 5,
    sections: [
      {
        title: "Querying Data",
        lessons: [
          {
            slug: "introduction-to-sql",
            title: "Introduction to SQL",
            summary: "Create a practice database with SQLite and write your first SELECT queries with WHERE, ORDER BY and LIMIT.",
            minutes: 9,
            body: `## Why developers need SQL

Almost every application stores its data in a relational database such as PostgreSQL, MySQL or SQLite. ORMs generate SQL for you, but sooner or later you need to debug a slow query, write a report, or understand why a migration failed. SQL is declarative: you describe *what* rows you want and the database decides *how* to fetch them.

## A practice database

This course uses SQLite because it needs no server: a database is a single file. Install the \`sqlite3\` command-line tool (preinstalled on macOS; \`sudo apt install sqlite3\` on Debian and Ubuntu), save the following as \`shop.sql\` and load it:

\`\`\`sql
CREATE TABLE customers (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  email      TEXT NOT NULL UNIQUE,
  country    TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE orders (
  id          INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  status      TEXT NOT NULL,
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  ordered_at  TEXT NOT NULL
);

INSERT INTO customers (id, name, email, country, created_at) VALUES
  (1, 'Ada Lovelace',      'ada@example.com',      'UK', '2024-01-15'),
  (2, 'Grace Hopper',      'grace@example.com',    'US', '2024-02-03'),
  (3, 'Alan Turing',       'alan@example.com',     'UK', '2024-03-22'),
  (4, 'Margaret Hamilton', 'margaret@example.com', 'US', '2024-04-10'),
  (5, 'Linus Torvalds',    'linus@example.com',    NULL, '2024-05-01');

INSERT INTO orders (id, customer_id, status, total_cents, ordered_at) VALUES
  (1, 1, 'paid',      4599,  '2024-02-01'),
  (2, 1, 'paid',      1250,  '2024-03-15'),
  (3, 2, 'shipped',   8900,  '2024-03-20'),
  (4, 3, 'cancelled', 2000,  '2024-04-02'),
  (5, 2, 'paid',      3100,  '2024-04-18'),
  (6, 4, 'pending',   15000, '2024-05-05'),
  (7, 1, 'shipped',   2750,  '2024-05-20');
\`\`\`

\`\`\`bash
sqlite3 shop.db < shop.sql
sqlite3 -header -column shop.db    # open an interactive prompt with readable output
\`\`\`

Money is stored as integer cents, because floating-point numbers cannot represent most decimal fractions exactly. Dates are ISO-8601 text, which sorts correctly as text; PostgreSQL and MySQL have real \`DATE\` and \`TIMESTAMP\` types.

## SELECT, WHERE, ORDER BY, LIMIT

\`\`\`sql
SELECT id, status, total_cents / 100.0 AS total
FROM orders
WHERE total_cents > 3000
ORDER BY total_cents DESC
LIMIT 3;
\`\`\`

| id | status | total |
| --- | --- | --- |
| 6 | pending | 150.0 |
| 3 | shipped | 89.0 |
| 1 | paid | 45.99 |

Read the clauses in the order the database logically evaluates them: \`FROM\` picks the table, \`WHERE\` filters rows, \`SELECT\` computes the output columns, \`ORDER BY\` sorts and \`LIMIT\` cuts. That order explains a common surprise: an alias defined in \`SELECT\`, such as \`total\`, cannot be used in \`WHERE\`, because \`WHERE\` runs first.

Two habits worth forming now: list the columns you need instead of \`SELECT *\` in application code, so adding a column never breaks or slows a query; and always add \`ORDER BY\` when order matters, since without it the database may return rows in any order it likes. Note also that \`total_cents / 100\` would use integer division and drop the cents, which is why the query divides by \`100.0\`.
`,
          },
          {
            slug: "filtering-and-null",
            title: "Filtering Rows and Handling NULL",
            summary: "Combine conditions with AND, OR, IN, BETWEEN and LIKE, and understand why NULL makes comparisons behave unexpectedly.",
            minutes: 9,
            body: `## Combining conditions

\`\`\`sql
SELECT id, status
FROM orders
WHERE status IN ('paid', 'shipped')
  AND ordered_at BETWEEN '2024-03-01' AND '2024-04-30';
\`\`\`

| id | status |
| --- | --- |
| 2 | paid |
| 3 | shipped |
| 5 | paid |

| Operator | Meaning | Example |
| --- | --- | --- |
| \`=\`, \`<>\`, \`<\`, \`>=\` | comparison | \`total_cents >= 1000\` |
| \`IN (...)\` | equals any value in a list | \`status IN ('paid', 'shipped')\` |
| \`BETWEEN a AND b\` | inclusive range | \`ordered_at BETWEEN '2024-03-01' AND '2024-04-30'\` |
| \`LIKE\` | pattern: \`%\` any run of characters, \`_\` one character | \`email LIKE 'a%'\` |
| \`IS NULL\` / \`IS NOT NULL\` | missing value test | \`country IS NULL\` |

\`AND\` binds more tightly than \`OR\`. \`WHERE a OR b AND c\` means \`a OR (b AND c)\`, so add parentheses whenever you mix them.

## NULL is not a value

\`NULL\` means "unknown" or "missing". Any comparison with \`NULL\` is neither true nor false but unknown, and \`WHERE\` keeps only rows where the condition is *true*. Watch what happens to Linus, whose country is \`NULL\`:

\`\`\`sql
SELECT name, country FROM customers WHERE country <> 'UK';
\`\`\`

| name | country |
| --- | --- |
| Grace Hopper | US |
| Margaret Hamilton | US |

Linus is missing, although his country is certainly not known to be the UK. \`NULL <> 'UK'\` is unknown, so the row is dropped. The fix is to ask about \`NULL\` explicitly, and \`COALESCE\` substitutes a default for display:

\`\`\`sql
SELECT name, COALESCE(country, 'unknown') AS country
FROM customers
WHERE country IS NULL OR country <> 'UK';
\`\`\`

| name | country |
| --- | --- |
| Grace Hopper | US |
| Margaret Hamilton | US |
| Linus Torvalds | unknown |

## NULL traps to remember

- \`WHERE country = NULL\` never matches anything. Use \`IS NULL\`.
- \`NOT IN\` with a list or subquery that contains a \`NULL\` returns no rows at all, because every comparison becomes unknown. Prefer \`NOT EXISTS\` for subqueries.
- Aggregates such as \`COUNT(country)\`, \`SUM\` and \`AVG\` skip \`NULL\`s, while \`COUNT(*)\` counts rows.
- Arithmetic with \`NULL\` yields \`NULL\`: \`price + NULL\` is \`NULL\`.

The best defence is at design time: declare columns \`NOT NULL\` unless missing values are genuinely meaningful, as \`country\` is here.

## Parameters, never string concatenation

In application code, never build SQL by pasting user input into a string. Use placeholders and let the driver send the values separately, which prevents SQL injection:

\`\`\`python
import sqlite3

conn = sqlite3.connect("shop.db")
status = "paid"  # imagine this came from a query string
rows = conn.execute(
    "SELECT id, total_cents FROM orders WHERE status = ? ORDER BY id",
    (status,),
).fetchall()
print(rows)  # [(1, 4599), (2, 1250), (5, 3100)]
\`\`\`

The placeholder syntax differs between drivers (\`?\`, \`$1\`, \`%s\`, \`:name\`), but the principle is universal.
`,
          },
          {
            slug: "joining-tables",
            title: "Joining Tables",
            summary: "Combine rows from related tables with inner and left joins, and find rows with no match using an anti-join.",
            minutes: 10,
            body: `## Why data is split across tables

Our orders do not repeat the customer's name and email; they store a \`customer_id\` that refers to a row in \`customers\`. This *normalisation* means a customer's email is stored once and updated in one place. The price is that many questions need data from both tables, which is what joins are for.

## INNER JOIN

An inner join pairs every row of one table with the rows of another that satisfy the \`ON\` condition. Rows without a partner are dropped.

\`\`\`sql
SELECT o.id, c.name, o.status, o.total_cents
FROM orders AS o
JOIN customers AS c ON c.id = o.customer_id
WHERE o.status <> 'cancelled'
ORDER BY o.id;
\`\`\`

| id | name | status | total_cents |
| --- | --- | --- | --- |
| 1 | Ada Lovelace | paid | 4599 |
| 2 | Ada Lovelace | paid | 1250 |
| 3 | Grace Hopper | shipped | 8900 |
| 5 | Grace Hopper | paid | 3100 |
| 6 | Margaret Hamilton | pending | 15000 |
| 7 | Ada Lovelace | shipped | 2750 |

\`JOIN\` on its own means \`INNER JOIN\`. The short aliases \`o\` and \`c\` keep the query readable and are required once two tables have columns with the same name, such as \`id\` here.

## LEFT JOIN

A left join keeps **every** row from the left table. Where there is no match, the right table's columns are \`NULL\`:

\`\`\`sql
SELECT c.name, o.id AS order_id
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
ORDER BY c.id, o.id;
\`\`\`

Ada appears three times, once per order, and Linus appears once with a \`NULL\` \`order_id\`, since he has not ordered anything. That joins can multiply rows is the number one cause of wrong totals in reports: if you join customers to orders and then sum a customer-level column, every customer is counted once per order.

## Anti-join: rows with no match

"Which customers have never ordered?" Left join, then keep the rows where the right side is missing:

\`\`\`sql
SELECT c.name
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
WHERE o.id IS NULL;
-- Linus Torvalds
\`\`\`

The same question written with \`NOT EXISTS\` is often clearer and is equally fast in modern databases:

\`\`\`sql
SELECT c.name
FROM customers AS c
WHERE NOT EXISTS (SELECT 1 FROM orders AS o WHERE o.customer_id = c.id);
\`\`\`

## ON versus WHERE in a LEFT JOIN

A condition on the right table belongs in \`ON\` if you want to keep unmatched left rows. Moving \`o.status = 'paid'\` into \`WHERE\` silently turns the left join into an inner join, because \`WHERE\` discards the rows whose \`o.status\` is \`NULL\`.

| Join | Keeps |
| --- | --- |
| \`INNER JOIN\` | only matching pairs |
| \`LEFT JOIN\` | all left rows, matched or not |
| \`RIGHT JOIN\` | all right rows (rewrite as a left join for readability) |
| \`FULL OUTER JOIN\` | all rows from both sides |
| \`CROSS JOIN\` | every combination; rarely what you want |
`,
          },
        ],
      },
      {
        title: "Analysing Data",
        lessons: [
          {
            slug: "aggregation-and-group-by",
            title: "Aggregation with GROUP BY and HAVING",
            summary: "Summarise data with COUNT, SUM and AVG, group it with GROUP BY, and filter groups with HAVING.",
            minutes: 10,
            body: `## Aggregate functions

An aggregate function turns many rows into one value: \`COUNT\`, \`SUM\`, \`AVG\`, \`MIN\`, \`MAX\`. Without \`GROUP BY\`, the whole result is one group:

\`\`\`sql
SELECT COUNT(*) AS customers,
       COUNT(country) AS with_country,
       COUNT(DISTINCT country) AS countries
FROM customers;
-- 5 | 4 | 2
\`\`\`

\`COUNT(*)\` counts rows, \`COUNT(column)\` counts non-\`NULL\` values, and \`COUNT(DISTINCT column)\` counts different non-\`NULL\` values.

## GROUP BY

\`GROUP BY\` splits the rows into groups that share the same values and computes the aggregates once per group:

\`\`\`sql
SELECT status,
       COUNT(*) AS orders,
       SUM(total_cents) / 100.0 AS revenue
FROM orders
GROUP BY status
ORDER BY revenue DESC;
\`\`\`

| status | orders | revenue |
| --- | --- | --- |
| pending | 1 | 150.0 |
| shipped | 2 | 116.5 |
| paid | 3 | 89.49 |
| cancelled | 1 | 20.0 |

The golden rule: every column in \`SELECT\` must either appear in \`GROUP BY\` or be inside an aggregate function. PostgreSQL enforces this strictly. SQLite and older MySQL versions let you break it and return a value from an arbitrary row of the group, a bug that is easy to miss.

## Joining and grouping together

"How much has each customer spent, ignoring cancelled orders?"

\`\`\`sql
SELECT c.name,
       COUNT(o.id) AS orders,
       COALESCE(SUM(o.total_cents), 0) / 100.0 AS spent
FROM customers AS c
LEFT JOIN orders AS o
  ON o.customer_id = c.id AND o.status <> 'cancelled'
GROUP BY c.id, c.name
HAVING COUNT(o.id) >= 1
ORDER BY spent DESC;
\`\`\`

| name | orders | spent |
| --- | --- | --- |
| Margaret Hamilton | 1 | 150.0 |
| Grace Hopper | 2 | 120.0 |
| Ada Lovelace | 3 | 85.99 |

Several details work together here:

- The status filter sits in the \`ON\` clause so that customers without qualifying orders are kept by the left join (remove the \`HAVING\` to see Alan and Linus with zero).
- \`COUNT(o.id)\` rather than \`COUNT(*)\`: for a customer with no orders, the left join produces one row full of \`NULL\`s, which \`COUNT(*)\` would count as 1.
- \`GROUP BY c.id, c.name\` groups by the key, so two customers who share a name are not merged.

## WHERE versus HAVING

\`WHERE\` filters **rows** before grouping; \`HAVING\` filters **groups** after aggregation and can therefore refer to aggregates.

| Question | Clause |
| --- | --- |
| Only orders from 2024 | \`WHERE ordered_at >= '2024-01-01'\` |
| Only customers with at least 2 orders | \`HAVING COUNT(*) >= 2\` |
| Only statuses with more than 100 in revenue | \`HAVING SUM(total_cents) > 10000\` |

Filter as early as possible: a condition that can go in \`WHERE\` should go there, so the database groups fewer rows.

## Conditional aggregation

\`CASE\` inside an aggregate builds a small pivot table in one pass:

\`\`\`sql
SELECT substr(ordered_at, 1, 7) AS month,
       SUM(CASE WHEN status = 'paid' THEN 1 ELSE 0 END) AS paid,
       SUM(CASE WHEN status = 'shipped' THEN 1 ELSE 0 END) AS shipped
FROM orders
GROUP BY month
ORDER BY month;
\`\`\`
`,
          },
          {
            slug: "ctes-and-window-functions",
            title: "CTEs and Window Functions",
            summary:
              "Break complex queries into named steps with WITH, and compute rankings, running totals and period-over-period changes with window functions.",
            minutes: 12,
            body: `## Common table expressions

A query that nests subqueries three levels deep is hard to read. A **CTE**, introduced with \`WITH\`, gives a subquery a name so you can build the answer in steps, top to bottom:

\`\`\`sql
WITH customer_totals AS (
  SELECT customer_id, SUM(total_cents) AS spent_cents
  FROM orders
  WHERE status <> 'cancelled'
  GROUP BY customer_id
)
SELECT c.name, ct.spent_cents / 100.0 AS spent
FROM customer_totals AS ct
JOIN customers AS c ON c.id = ct.customer_id
WHERE ct.spent_cents > (SELECT AVG(spent_cents) FROM customer_totals);
\`\`\`

| name | spent |
| --- | --- |
| Grace Hopper | 120.0 |
| Margaret Hamilton | 150.0 |

The CTE is used twice, once in the join and once to compute the average, without repeating its definition. A query can define several CTEs separated by commas, each able to use the ones before it.

## Window functions

Aggregates with \`GROUP BY\` collapse rows. **Window functions** compute across a set of related rows but keep every row. The \`OVER\` clause defines the window: \`PARTITION BY\` splits rows into groups and \`ORDER BY\` orders them within each group.

\`\`\`sql
SELECT c.name,
       o.ordered_at,
       o.total_cents / 100.0 AS total,
       ROW_NUMBER() OVER (PARTITION BY o.customer_id ORDER BY o.ordered_at) AS order_number,
       SUM(o.total_cents) OVER (PARTITION BY o.customer_id ORDER BY o.ordered_at) / 100.0 AS running_total
FROM orders AS o
JOIN customers AS c ON c.id = o.customer_id
WHERE o.status <> 'cancelled'
ORDER BY c.name, o.ordered_at;
\`\`\`

| name | ordered_at | total | order_number | running_total |
| --- | --- | --- | --- | --- |
| Ada Lovelace | 2024-02-01 | 45.99 | 1 | 45.99 |
| Ada Lovelace | 2024-03-15 | 12.5 | 2 | 58.49 |
| Ada Lovelace | 2024-05-20 | 27.5 | 3 | 85.99 |
| Grace Hopper | 2024-03-20 | 89.0 | 1 | 89.0 |
| Grace Hopper | 2024-04-18 | 31.0 | 2 | 120.0 |
| Margaret Hamilton | 2024-05-05 | 150.0 | 1 | 150.0 |

\`SUM(...) OVER (... ORDER BY ...)\` is a running total because, with an \`ORDER BY\`, the default window runs from the first row of the partition to the current one.

## The "latest row per group" pattern

One of the most frequently needed queries in application code is "the most recent order for each customer". Number the rows per customer, newest first, and keep number one:

\`\`\`sql
WITH ranked AS (
  SELECT o.*,
         ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY ordered_at DESC) AS rn
  FROM orders AS o
)
SELECT customer_id, id AS latest_order, ordered_at
FROM ranked
WHERE rn = 1
ORDER BY customer_id;
\`\`\`

You cannot filter on a window function in \`WHERE\` directly, because windows are computed after \`WHERE\`; the CTE is what makes this possible.

## Comparing with the previous row

\`LAG\` reads a value from the previous row of the window, which gives month-over-month change in one query:

\`\`\`sql
SELECT substr(ordered_at, 1, 7) AS month,
       SUM(total_cents) / 100.0 AS revenue,
       (SUM(total_cents) - LAG(SUM(total_cents)) OVER (ORDER BY substr(ordered_at, 1, 7))) / 100.0 AS change
FROM orders
WHERE status <> 'cancelled'
GROUP BY month
ORDER BY month;
\`\`\`

| Function | Returns |
| --- | --- |
| \`ROW_NUMBER()\` | 1, 2, 3… with no ties |
| \`RANK()\` / \`DENSE_RANK()\` | rank with gaps / without gaps after ties |
| \`LAG(x)\` / \`LEAD(x)\` | \`x\` from the previous / next row |
| \`SUM(x) OVER (...)\` | running or partition total |
| \`NTILE(4)\` | quartile bucket |

Window functions are supported by PostgreSQL, MySQL 8+, SQL Server and SQLite 3.25+.
`,
          },
        ],
      },
      {
        title: "Changing Data Safely",
        lessons: [
          {
            slug: "modifying-data-and-transactions",
            title: "Modifying Data and Transactions",
            summary: "Insert, update, delete and upsert rows, let constraints protect your data, and group changes into atomic transactions.",
            minutes: 11,
            body: `## INSERT, UPDATE, DELETE

\`\`\`sql
INSERT INTO customers (name, email, country, created_at)
VALUES ('Katherine Johnson', 'katherine@example.com', 'US', '2024-06-01')
RETURNING id;   -- 6

UPDATE orders
SET status = 'shipped'
WHERE status = 'paid' AND ordered_at < '2024-04-01';

DELETE FROM orders WHERE status = 'cancelled';
\`\`\`

\`RETURNING\` (PostgreSQL, SQLite 3.35+) hands back generated values such as the new id without a second query.

The most dangerous line in SQL is an \`UPDATE\` or \`DELETE\` without a \`WHERE\` clause, which changes every row in the table. A safe habit: write the statement as a \`SELECT\` with the same \`WHERE\` first, check the rows it returns, then change \`SELECT\` to \`UPDATE\` or \`DELETE\`.

## Constraints are your last line of defence

Application code has bugs; constraints in the schema are enforced on every write, whatever code path it comes from. Our schema already declares several:

\`\`\`sql
PRAGMA foreign_keys = ON;  -- SQLite only: foreign keys are off by default

INSERT INTO orders (customer_id, status, total_cents, ordered_at)
VALUES (99, 'paid', 100, '2024-06-02');
-- Error: FOREIGN KEY constraint failed

INSERT INTO orders (customer_id, status, total_cents, ordered_at)
VALUES (1, 'paid', -5, '2024-06-02');
-- Error: CHECK constraint failed: total_cents >= 0
\`\`\`

| Constraint | Guarantees |
| --- | --- |
| \`PRIMARY KEY\` | every row has a unique identifier |
| \`NOT NULL\` | the value is always present |
| \`UNIQUE\` | no two rows share the value (e.g. email) |
| \`REFERENCES\` (foreign key) | the referenced row exists |
| \`CHECK (...)\` | an arbitrary rule holds |

## Upsert

"Insert this row, or update it if it already exists" is a single atomic statement in PostgreSQL and SQLite:

\`\`\`sql
INSERT INTO customers (name, email, country, created_at)
VALUES ('Ada King', 'ada@example.com', 'UK', '2024-06-03')
ON CONFLICT (email) DO UPDATE SET name = excluded.name;
\`\`\`

\`excluded\` refers to the row you tried to insert. Doing the same with a \`SELECT\` followed by an \`INSERT\` or \`UPDATE\` in application code has a race condition: two requests can both see "no row" and both insert.

## Transactions

A transaction groups statements so that either all of them take effect or none do. Replacing an order must not leave the old one cancelled without a new one:

\`\`\`sql
BEGIN;
UPDATE orders SET status = 'cancelled' WHERE id = 6;
INSERT INTO orders (customer_id, status, total_cents, ordered_at)
VALUES (4, 'pending', 12000, '2024-05-06');
COMMIT;   -- or ROLLBACK; to undo both
\`\`\`

If the process crashes between the two statements, the database rolls the transaction back on recovery. Transactions also provide **isolation**: other connections do not see your half-finished changes.

In application code, use your driver's transaction helper so that an exception triggers a rollback automatically:

\`\`\`python
import sqlite3

conn = sqlite3.connect("shop.db")
with conn:  # commits on success, rolls back if the block raises
    conn.execute("UPDATE orders SET status = 'cancelled' WHERE id = ?", (6,))
    conn.execute(
        "INSERT INTO orders (customer_id, status, total_cents, ordered_at) VALUES (?, ?, ?, ?)",
        (4, "pending", 12000, "2024-05-06"),
    )
conn.close()
\`\`\`

Keep transactions short. A transaction that waits for user input or a slow HTTP call holds locks and blocks other writers.
`,
          },
          {
            slug: "indexes-and-query-performance",
            title: "Indexes and Query Performance",
            summary: "Learn how indexes speed up lookups, read a query plan, design composite indexes and know what indexes cost.",
            minutes: 11,
            body: `## Why queries get slow

Without an index, finding the orders of one customer means reading every row of \`orders\` and checking \`customer_id\`: a **full table scan**. With seven rows nobody notices. With fifty million it takes seconds, and a busy endpoint running that query brings a database to its knees.

An index is a separate, sorted data structure, usually a B-tree, that maps column values to row locations. Looking up a value takes a handful of steps, O(log n), instead of reading the whole table, just as a book's index saves you from reading every page.

## Reading the query plan

Every database can tell you how it intends to run a query. In SQLite, prefix the query with \`EXPLAIN QUERY PLAN\`; in PostgreSQL, use \`EXPLAIN\` (or \`EXPLAIN ANALYZE\`, which also runs it and reports real timings).

\`\`\`sql
EXPLAIN QUERY PLAN
SELECT * FROM orders WHERE customer_id = 2 AND status = 'paid';
-- SCAN orders

CREATE INDEX idx_orders_customer_status ON orders (customer_id, status);

EXPLAIN QUERY PLAN
SELECT * FROM orders WHERE customer_id = 2 AND status = 'paid';
-- SEARCH orders USING INDEX idx_orders_customer_status (customer_id=? AND status=?)
\`\`\`

\`SCAN\` means every row is read; \`SEARCH ... USING INDEX\` means the index narrows the rows down. In PostgreSQL the equivalents are \`Seq Scan\` and \`Index Scan\`.

## Composite indexes and column order

An index on \`(customer_id, status)\` is sorted by \`customer_id\` first and by \`status\` within each customer, like a phone book sorted by surname and then first name. It therefore helps with:

| Query filters on | Uses the index? |
| --- | --- |
| \`customer_id = 2\` | yes, the leftmost column |
| \`customer_id = 2 AND status = 'paid'\` | yes, both columns |
| \`status = 'paid'\` only | no, like finding every "Alan" in a phone book |

Put columns tested with equality first and range conditions (\`ordered_at > ...\`) last. If the index also contains every column the query needs, the database can answer from the index alone without touching the table.

## Queries that cannot use an index

Wrapping the column in a function hides it from a plain index:

\`\`\`sql
EXPLAIN QUERY PLAN
SELECT * FROM customers WHERE lower(email) = 'ada@example.com';
-- SCAN customers
\`\`\`

Either store emails normalised to lower case, or create an *expression index* (\`CREATE INDEX idx_email_lower ON customers (lower(email));\`). The same applies to \`LIKE '%term'\` with a leading wildcard, which cannot use a B-tree at all; full-text search needs a different kind of index.

## Indexes are not free

- Every \`INSERT\`, \`UPDATE\` and \`DELETE\` must also update every index on the table, so write-heavy tables suffer from too many indexes.
- Indexes take disk space and memory.
- An index on a column with few distinct values, such as a boolean, rarely helps.

A practical routine: find the slowest and most frequent queries (PostgreSQL's \`pg_stat_statements\` extension, or your ORM's query log), run \`EXPLAIN\` on them, and add an index that matches their \`WHERE\`, \`JOIN\` and \`ORDER BY\` columns. Always index foreign-key columns such as \`orders.customer_id\`, since joins and cascading deletes look them up constantly.
`,
          },
        ],
      },
    ],
  },
];
