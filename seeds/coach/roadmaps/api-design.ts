import type { SeedRoadmap } from "../types";

export const roadmap: SeedRoadmap = {
  slug: "api-design",
  title: "API Design",
  summary: "Design APIs that last: resources, contracts, versioning, pagination, errors and security.",
  modules: [
    {
      slug: "api-foundations",
      title: "API Design Foundations",
      summary: "What API design interviews assess, and the basics of a clean HTTP contract: resources, methods, status codes and JSON payloads.",
      lessons: [
        {
          slug: "introduction-to-api-design",
          title: "Introduction to API Design",
          minutes: 3,
          body: `An API is a contract between a team that builds a service and the people who call it. Once clients depend on it, changing it is expensive: mobile apps stay installed for years, partners integrate once and move on. API design interviews test whether you can produce a contract that is easy to use correctly, hard to misuse and able to evolve.

## What the interview looks like

A typical prompt is "design the API for a ride-booking service" or "design a public API for a payments product". You are expected to:

1. **Clarify consumers and use cases.** Who calls this — a first-party mobile app, third-party developers, other internal services? What are the main workflows?
2. **Identify resources.** The nouns of the domain: riders, drivers, rides, payments.
3. **Define operations.** Endpoints, methods, request and response bodies, status codes.
4. **Cover cross-cutting concerns.** Pagination, idempotency, errors, versioning, authentication, rate limits.
5. **Discuss trade-offs.** REST versus RPC-style endpoints, synchronous versus asynchronous operations, chatty versus coarse-grained calls.

## Principles that guide good APIs

- **Consistency beats cleverness.** If one collection uses \`createdAt\` and cursor pagination, all collections should.
- **Design from the client's workflow.** Count the calls a mobile screen needs; if it takes seven round trips to render one page, the API is too fine-grained for that client.
- **Make the safe thing the default.** Retries should not double-charge; list endpoints should not return unbounded results.
- **Be explicit.** Timestamps in ISO 8601 with a time zone, money as integer minor units with a currency code, identifiers as opaque strings.
- **Plan for change.** Additive changes should never break existing clients.

## REST, RPC and GraphQL

| Style | Shape | Works well for |
|---|---|---|
| REST over HTTP | Resources and standard methods | Public APIs, CRUD-heavy domains, caching |
| RPC (gRPC) | Named procedures, binary contracts | Internal service-to-service calls, streaming, low latency |
| GraphQL | One endpoint, client-chosen fields | Many client types with different data needs |

Most interviews expect REST unless stated otherwise. If you choose another style, give the reason: "Internally I'd use gRPC for typed contracts and streaming; the public API stays REST because it is what partners expect and it caches well."

## How to present

Write endpoints as a short table or list, then show one or two full request/response examples for the most important calls. Call out decisions explicitly — "creating a payment requires an \`Idempotency-Key\` header" — so the interviewer can see your reasoning rather than infer it.

The rest of this roadmap covers each of these concerns in depth, starting with modelling resources.
`,
        },
        {
          slug: "modeling-resources-and-urls",
          title: "Modeling Resources and URLs",
          minutes: 3,
          body: `In a REST API, URLs name **resources** — things in the domain — and HTTP methods say what to do with them. A clean resource model makes the rest of the API fall into place.

## Find the nouns

List the entities clients care about and how they relate. For a library system: \`books\`, \`members\`, \`loans\` (a member borrowing a copy), \`reservations\`. Relationships tell you whether a resource is top-level or nested.

## URL conventions

- **Plural nouns for collections:** \`/books\`, \`/members\`.
- **Identifiers for single items:** \`/books/bk_8f2c\`.
- **Nesting for true ownership, one level deep:** \`/members/mb_12/loans\` lists one member's loans.
- **Lowercase, hyphenated paths:** \`/reading-lists\`, not \`/ReadingLists\` or \`/reading_lists\`.
- **No verbs in paths** for standard operations: \`POST /loans\`, not \`/createLoan\`.

\`\`\`http
GET    /books?author=le-guin          list books, filtered
POST   /books                         create a book
GET    /books/bk_8f2c                 fetch one book
PATCH  /books/bk_8f2c                 update some fields
DELETE /books/bk_8f2c                 remove it
GET    /members/mb_12/loans           loans of one member
\`\`\`

Avoid deep nesting like \`/libraries/1/shelves/4/books/9/copies/2\`. If a resource has its own global id, expose it at the top level (\`/copies/cp_2\`) and use query filters for the relationship (\`/copies?bookId=bk_8f2c\`).

## Actions that are not CRUD

Some operations do not map neatly to create, read, update or delete: returning a book, cancelling an order, publishing a draft. Two good options:

1. **Model the action as a resource.** Returning a book creates a return: \`POST /loans/ln_77/return\` or \`POST /returns { "loanId": "ln_77" }\`. This works well when the action has its own data (return date, condition notes) or history.
2. **Use a sub-resource action** for state transitions: \`POST /orders/or_5/cancel\`. Google's API guidelines use a colon form, \`POST /orders/or_5:cancel\`.

Either is acceptable in an interview; what matters is that you pick one convention and use it everywhere.

## Identifiers

- Use **opaque string ids**, optionally prefixed by type (\`bk_\`, \`mb_\`), which makes logs and support tickets easier to read.
- Avoid exposing auto-increment integers: they leak business volume and invite enumeration.
- Let clients reference related resources by id rather than embedding full copies in writes.

## Check against workflows

Walk through the main workflows with your resource list. "A member searches for a book, reserves it, receives a notification, borrows it, returns it." If a step has no clear endpoint, or needs many calls, revise the model before moving on to methods and payloads.
`,
        },
        {
          slug: "http-methods-and-status-codes",
          title: "HTTP Methods and Status Codes",
          minutes: 4,
          body: `HTTP already defines a vocabulary of methods and status codes that clients, proxies and libraries understand. Using it correctly means clients can handle your API with generic code — retry logic, caching and error handling just work.

## Methods and their properties

| Method | Use | Safe | Idempotent |
|---|---|---|---|
| GET | Read a resource or collection | Yes | Yes |
| POST | Create a resource, or trigger an action | No | No |
| PUT | Replace a resource entirely (or create at a known URL) | No | Yes |
| PATCH | Update some fields | No | Not necessarily |
| DELETE | Remove a resource | No | Yes |

**Safe** means the request does not change server state. **Idempotent** means sending it once or several times has the same effect. Clients and proxies may retry idempotent requests after a timeout, so never put side effects behind a GET, and make sure PUT and DELETE really are repeatable: deleting an already deleted resource should leave the same state (returning \`404\` or \`204\` on the second call are both defensible; document which).

## PUT versus PATCH

\`PUT\` sends the complete representation; omitted fields are reset. \`PATCH\` sends only the changes. A common PATCH format is JSON Merge Patch, where \`null\` removes a field:

\`\`\`http
PATCH /members/mb_12
Content-Type: application/merge-patch+json

{ "email": "ada@example.com", "nickname": null }
\`\`\`

## Status codes worth knowing

**Success**
- \`200 OK\` — returned a body.
- \`201 Created\` — with a \`Location\` header pointing to the new resource.
- \`202 Accepted\` — the work will happen asynchronously.
- \`204 No Content\` — success with no body, common for DELETE.

**Client errors**
- \`400 Bad Request\` — malformed syntax or invalid fields.
- \`401 Unauthorized\` — missing or invalid credentials.
- \`403 Forbidden\` — authenticated, but not allowed.
- \`404 Not Found\` — no such resource (also used to hide resources the caller may not know exist).
- \`409 Conflict\` — clashes with current state, such as a duplicate or a state transition that is not allowed.
- \`412 Precondition Failed\` — an \`If-Match\` check failed.
- \`422 Unprocessable Content\` — well-formed but semantically invalid; some APIs use it for validation errors instead of 400.
- \`429 Too Many Requests\` — rate limited, ideally with \`Retry-After\`.

**Server errors**
- \`500 Internal Server Error\` — an unexpected failure.
- \`503 Service Unavailable\` — temporary overload or maintenance.

## A complete example

\`\`\`http
POST /loans
Content-Type: application/json

{ "memberId": "mb_12", "copyId": "cp_2" }
\`\`\`

\`\`\`http
HTTP/1.1 201 Created
Location: /loans/ln_77
Content-Type: application/json

{ "id": "ln_77", "memberId": "mb_12", "copyId": "cp_2", "dueAt": "2025-07-14T23:59:59Z", "status": "active" }
\`\`\`

If the copy is already on loan, respond \`409 Conflict\` with an error body explaining why. Choosing between 400, 409 and 422 matters less than being consistent and documenting the choice.
`,
        },
        {
          slug: "designing-json-payloads",
          title: "Designing JSON Payloads",
          minutes: 3,
          body: `Request and response bodies are where clients spend most of their time. Small decisions — field names, types, nesting — repeated across dozens of endpoints decide whether an API feels coherent or fragile.

## Naming and types

- **Pick one case style** — \`camelCase\` is common in JSON APIs, \`snake_case\` is also fine — and never mix them.
- **Timestamps:** ISO 8601 strings in UTC, such as \`"2025-06-30T14:05:00Z"\`. Name them consistently (\`createdAt\`, \`updatedAt\`, \`expiresAt\`).
- **Money:** integer minor units plus a currency, \`{ "amount": 1999, "currency": "EUR" }\`. Floating-point numbers lose cents.
- **Enums:** lowercase strings (\`"status": "active"\`), documented, and treated by clients as open sets, so you can add values later.
- **Booleans:** name them as predicates (\`isDefault\`, \`hasAttachments\`), and avoid tri-state booleans that are sometimes null.
- **Large integers:** JavaScript cannot represent integers above 2^53 exactly; send 64-bit ids as strings.

## Shape of a resource

Return the same shape of a resource everywhere it appears, so clients can share one model:

\`\`\`json
{
  "id": "bk_8f2c",
  "title": "The Dispossessed",
  "authors": [{ "id": "au_3", "name": "Ursula K. Le Guin" }],
  "firstPublished": 1974,
  "availableCopies": 2,
  "createdAt": "2024-11-02T09:12:44Z"
}
\`\`\`

## Collections

Wrap lists in an object rather than returning a bare array. The wrapper leaves room for pagination and metadata without breaking clients:

\`\`\`json
{
  "data": [ { "id": "bk_8f2c", "title": "The Dispossessed" } ],
  "nextCursor": "eyJpZCI6ImJrXzhmMmMifQ",
  "hasMore": true
}
\`\`\`

## Controlling payload size

- **Sparse fields:** \`GET /books?fields=id,title\` for bandwidth-sensitive clients.
- **Expansion:** return related objects as ids by default and let clients request them inline with \`?expand=authors\`. This avoids extra round trips without bloating every response.
- **Compression:** support gzip or Brotli; JSON compresses very well.

## Requests versus responses

- Do not require clients to send read-only fields (\`id\`, \`createdAt\`); ignore them or reject them consistently.
- Validate strictly and report every invalid field at once, not just the first.
- Decide how unknown fields are treated. Ignoring them is friendlier to clients; rejecting them catches typos. Document the choice.

## Null, absent and empty

Agree on meanings: an absent field in a PATCH means "leave unchanged"; \`null\` means "clear"; \`[]\` means "no items". In responses, prefer always including fields (with \`null\` when unset) so clients see a stable shape.

These rules are easiest to apply when written down once in a short style guide that every endpoint follows — worth mentioning in an interview as how you would keep a large API consistent across teams.
`,
        },
      ],
    },
    {
      slug: "reliable-operations",
      title: "Reliable API Operations",
      summary: "Making APIs safe under retries and concurrency: idempotency keys, cursor pagination and optimistic concurrency with ETags.",
      lessons: [
        {
          slug: "introduction-to-reliable-api-operations",
          title: "Introduction to Reliable API Operations",
          minutes: 3,
          body: `Networks fail in the least convenient ways. A request can reach the server, succeed, and the response can be lost on the way back. A client cannot tell the difference between "my request never arrived" and "it worked but I never heard". Reliable APIs are designed so that clients can recover from this uncertainty without corrupting data.

## The three problems this module solves

1. **Retries.** Clients must retry after timeouts, but retrying a non-idempotent operation such as "charge this card" can do it twice. The fix is **idempotency keys**.
2. **Large collections.** Returning ten million records in one response is slow and fragile, and offsets break when data changes between pages. The fix is **cursor-based pagination**.
3. **Concurrent updates.** Two clients read the same record, both edit it, and the second write silently erases the first. The fix is **optimistic concurrency control** with version checks.

## A mental model for failures

For any endpoint, ask three questions:

- **What happens if this request is sent twice?** If the answer is "something bad", the endpoint needs idempotency protection.
- **What happens if the response is lost?** The client must be able to find out the outcome, either by retrying safely or by querying the resource.
- **What happens if someone else changes the data at the same time?** If lost updates matter, require a version or ETag on writes.

## Retry guidance for clients

Good APIs tell clients how to retry:

- Retry only on network errors, \`429\`, \`503\` and other transient \`5xx\` responses — never on \`400\` or \`409\`.
- Use **exponential backoff with jitter**: wait roughly 0.5 s, 1 s, 2 s, 4 s, each randomised, so thousands of clients do not retry in lockstep.
- Honour \`Retry-After\` when the server sends it.
- Cap the number of attempts and surface the failure after that.

\`\`\`text
attempt 1 → timeout
wait  0.4 s (random within 0–0.5 s)
attempt 2 → 503 Service Unavailable, Retry-After: 2
wait  2 s
attempt 3 → 201 Created
\`\`\`

## Asynchronous work

Some operations take too long for a single request — generating a report, processing a video. Return \`202 Accepted\` with a link to an operation resource the client can poll, or notify them via a webhook. That pattern is covered in the API evolution module; here, note that it has the same retry concerns: creating the operation must be idempotent too.

## Why interviewers care

Idempotency and pagination are the concerns most often missing from candidate designs, and they are the ones that cause real incidents: duplicate payments, missing or repeated items in exports, overwritten edits. Raising them yourself, before the interviewer asks, is one of the clearest signals of experience.
`,
        },
        {
          slug: "idempotency-keys-for-safe-retries",
          title: "Idempotency Keys for Safe Retries",
          minutes: 4,
          body: `\`GET\`, \`PUT\` and \`DELETE\` are idempotent by definition, but \`POST\` — the method used to create payments, orders and messages — is not. An **idempotency key** makes a POST safe to retry: the client attaches a unique key, and the server guarantees that all requests with the same key have the effect of one.

## The contract

\`\`\`http
POST /v1/payments
Idempotency-Key: 5f0c1b8e-3d4a-4c2e-9b7a-2f6d1e8c0a91
Content-Type: application/json

{ "amount": 4500, "currency": "USD", "sourceId": "src_81", "orderId": "or_5" }
\`\`\`

- The client generates the key — a random UUID — once per logical operation, and reuses it for every retry of that operation.
- The first request is processed normally. The server stores the key with the response.
- A retry with the same key returns the **stored response** (same status, same body) without doing the work again.
- A request with the same key but a **different body** is a client bug: reply \`422\` (or \`400\`) rather than guessing.
- A retry that arrives while the first request is **still running** gets \`409 Conflict\`, telling the client to try again shortly.
- Keys expire after a retention window, for example 24 hours.

## Server-side implementation

\`\`\`python
def create_payment(request):
    key = request.headers["Idempotency-Key"]
    fingerprint = sha256(request.body)

    record = store.insert_if_absent(key, status="in_progress", fingerprint=fingerprint)
    if not record.created:                       # key seen before
        if record.fingerprint != fingerprint:
            return error(422, "idempotency_key_reused")
        if record.status == "in_progress":
            return error(409, "request_in_progress")
        return record.saved_response             # replay

    response = charge_and_save(request)          # the real work
    store.complete(key, saved_response=response)
    return response
\`\`\`

Details that matter:

- **Atomic claim.** \`insert_if_absent\` must be atomic (a unique constraint or a conditional write) so two concurrent retries cannot both start the work.
- **Scope keys per client.** Store \`(account_id, key)\` so two customers cannot collide.
- **Same transaction where possible.** Saving the payment and marking the key complete together avoids a crash leaving the work done but the key "in progress".
- **Downstream calls.** If the work calls another provider, pass an idempotency key to it as well, so the whole chain is retry-safe.
- **Failures.** Store and replay deterministic errors such as a declined card. For transient server errors, release the key so a retry can try again.

## Natural idempotency

Sometimes the domain provides the key. "Create the invoice for order or_5" can use a unique constraint on \`orderId\`; a second attempt returns the existing invoice. Use a natural key when one exists and fall back to an explicit header otherwise.

## Interview phrasing

"Creating a payment requires an \`Idempotency-Key\` header. We store the key, a hash of the request and the final response for 24 hours; retries replay the stored response, a mismatched body is rejected, and a concurrent duplicate gets a 409." That sentence covers what interviewers look for.
`,
        },
        {
          slug: "pagination-filtering-and-sorting",
          title: "Pagination, Filtering and Sorting",
          minutes: 3,
          body: `Any endpoint that returns a list needs a limit on how much it returns. Collections grow, and an endpoint that returns everything works in development and falls over in production. Pagination, filtering and sorting should be designed together because they interact.

## Offset pagination

\`\`\`http
GET /v1/orders?limit=50&offset=100
\`\`\`

Offset pagination is simple and allows jumping to page 7. Its problems appear at scale:

- **Slow deep pages.** The database still reads and discards the first \`offset\` rows, so page 10,000 is expensive.
- **Unstable results.** If a new order is inserted while a client pages through, every later page shifts by one: an item is either repeated or skipped.

It is acceptable for small, rarely changing collections or admin screens that need page numbers.

## Cursor pagination

The server returns an opaque **cursor** marking where the page ended, and the client passes it back:

\`\`\`http
GET /v1/orders?limit=50
\`\`\`

\`\`\`json
{
  "data": [ { "id": "or_981", "createdAt": "2025-06-30T10:00:00Z" } ],
  "nextCursor": "eyJjIjoiMjAyNS0wNi0zMFQxMDowMDowMFoiLCJpIjoib3JfOTgxIn0",
  "hasMore": true
}
\`\`\`

\`\`\`http
GET /v1/orders?limit=50&cursor=eyJjIjoiMjAyNS0wNi0zMFQxMDowMDowMFoiLCJpIjoib3JfOTgxIn0
\`\`\`

Internally the cursor encodes the sort key of the last item, here \`(createdAt, id)\`, and the next query is a **keyset** query:

\`\`\`sql
SELECT * FROM orders
WHERE account_id = $1
  AND (created_at, id) < ($2, $3)
ORDER BY created_at DESC, id DESC
LIMIT 51;   -- one extra row tells us whether there is another page
\`\`\`

With an index on \`(account_id, created_at, id)\` every page costs the same, and inserts do not shift later pages. Include the \`id\` as a tie-breaker, because timestamps are not unique.

Keep cursors **opaque** (base64-encoded, optionally signed) so you can change their contents later, and do not let clients build them.

## Filtering

- Use query parameters named after fields: \`?status=shipped&customerId=cu_4\`.
- For ranges, use explicit suffixes: \`?createdAfter=2025-06-01T00:00:00Z&createdBefore=2025-07-01T00:00:00Z\`.
- Support only filters that are backed by an index; an unindexed filter on a large table becomes a denial-of-service vector.

## Sorting

- \`?sort=-createdAt\` (a minus sign for descending) is a common, compact convention.
- The cursor must encode the sort order; if a client changes \`sort\` or filters mid-way, reject the old cursor with a \`400\`.

## Limits

Set a default (for example 20) and a maximum (for example 100) for \`limit\`, and document both. Avoid returning a total count by default: \`COUNT(*)\` over a large filtered set can cost more than the page itself. Offer it as an opt-in or an estimate if clients genuinely need it.
`,
        },
        {
          slug: "concurrency-control-with-etags",
          title: "Concurrency Control with ETags",
          minutes: 4,
          body: `Two people open the same document, both edit it, and both save. Without protection, the second save silently overwrites the first — the **lost update** problem. APIs prevent it with **optimistic concurrency control**: every write states which version it was based on, and the server rejects writes based on an outdated version.

## ETags and conditional requests

HTTP has this mechanism built in. The server returns an \`ETag\` header — an opaque version identifier — with each representation:

\`\`\`http
GET /v1/articles/ar_31
\`\`\`

\`\`\`http
HTTP/1.1 200 OK
ETag: "v7"
Content-Type: application/json

{ "id": "ar_31", "title": "Draft title", "body": "..." }
\`\`\`

The client sends the ETag back in \`If-Match\` when it writes:

\`\`\`http
PATCH /v1/articles/ar_31
If-Match: "v7"
Content-Type: application/merge-patch+json

{ "title": "Final title" }
\`\`\`

- If the current version is still \`v7\`, the update succeeds and the response carries the new ETag, \`"v8"\`.
- If someone else has already saved \`v8\`, the server replies \`412 Precondition Failed\`. The client fetches the latest version, merges or asks the user, and retries.

To force clients to participate, reply \`428 Precondition Required\` to writes without \`If-Match\` on resources where lost updates matter.

## Implementing it

Store a version number on each row and make the update conditional:

\`\`\`sql
UPDATE articles
SET title = $1, version = version + 1
WHERE id = $2 AND version = $3;   -- 0 rows updated → 412
\`\`\`

No locks are held between the read and the write, which is why the approach is called optimistic. It works well when conflicts are rare. When many writers fight over the same record — an inventory counter, for example — prefer operations that cannot conflict, such as an atomic \`POST /v1/products/pr_9/stock-adjustments { "delta": -1 }\` applied with \`UPDATE ... SET stock = stock - 1 WHERE stock >= 1\`.

## ETags for caching

The same header saves bandwidth on reads. A client sends \`If-None-Match: "v7"\`; if nothing changed, the server answers \`304 Not Modified\` with no body. Mobile clients that refresh frequently benefit most.

## Alternatives

- A \`version\` field in the JSON body, sent back on update, achieves the same thing without headers; some client frameworks find it easier.
- \`If-Unmodified-Since\` with timestamps works but is limited to one-second precision, so prefer ETags.

## Interview phrasing

"Articles carry a version. Updates must send \`If-Match\` with the ETag they read; a mismatch returns 412 and the editor shows a merge view. Stock changes use relative adjustment requests instead, because they are high-contention and naturally commutative."
`,
        },
      ],
    },
    {
      slug: "api-evolution-and-errors",
      title: "API Evolution and Errors",
      summary: "Changing an API without breaking clients, versioning strategies, clear error responses and long-running operations with webhooks.",
      lessons: [
        {
          slug: "introduction-to-api-evolution",
          title: "Introduction to API Evolution",
          minutes: 3,
          body: `An API is never finished. Products add features, fix design mistakes and retire old behaviour. The challenge is that you do not control when clients upgrade: a mobile app version from two years ago may still be in daily use, and a partner's integration may have no active maintainer at all. Designing for evolution means knowing which changes are safe and having a plan for the ones that are not.

## Backward-compatible (additive) changes

These changes are safe if clients follow a basic rule — **ignore fields you do not recognise**:

- Adding a new endpoint or resource.
- Adding an optional request field or query parameter with a sensible default.
- Adding a field to a response.
- Adding a new value to an enum, **if** clients were told to expect unknown values.
- Adding a new optional header.

Document the "tolerant reader" rule prominently, and test your own SDKs against it.

## Breaking changes

These break existing clients and need a new version or a migration plan:

- Removing or renaming a field, endpoint or parameter.
- Changing a field's type (\`"id": 123\` to \`"id": "123"\`) or format.
- Making an optional request field required.
- Changing default behaviour, such as a default sort order or page size.
- Changing the meaning of a status code or error code.
- Tightening validation so previously accepted requests are rejected.

Some of these are subtle. Changing a default page size from 100 to 20 breaks any client that never paginated because "it always fit on one page".

## Strategies that reduce breaking changes

- **Design extensible shapes from day one.** Objects rather than bare arrays or strings; enums rather than booleans where a third state is conceivable (\`"visibility": "private"\` instead of \`"isPublic": false\`).
- **Expand, then contract.** To rename \`name\` to \`displayName\`, first return both fields, migrate clients, then remove \`name\` in the next major version.
- **Feature flags per client.** Opt clients into new behaviour before it becomes the default.
- **Contract tests.** Run consumer-driven contract tests or schema diffs (for example, comparing OpenAPI documents) in CI, and fail the build on an unplanned breaking change.

## Deprecation

When something must go away:

1. Announce it with a date, in the changelog and by direct email to affected clients.
2. Mark it in responses, for example with the \`Deprecation\` and \`Sunset\` HTTP headers, so tooling can warn.
3. Measure usage per client and contact those still calling it.
4. Remove it only after the sunset date — and after traffic has actually dropped.

The next lesson compares the ways to version an API when breaking changes are unavoidable.
`,
        },
        {
          slug: "api-versioning-strategies",
          title: "API Versioning Strategies",
          minutes: 3,
          body: `Versioning gives clients a stable contract while the API changes underneath. Every scheme has costs, so the interview question is less "which is right" than "which fits these clients, and how do you run it".

## Where the version lives

**URL path**

\`\`\`http
GET /v2/orders/or_5
\`\`\`

Visible, easy to route, easy to test in a browser and to see in logs. The downside is that it versions the whole API at once, and a resource's URL changes between versions.

**Header**

\`\`\`http
GET /orders/or_5
Api-Version: 2025-06-01
\`\`\`

URLs stay stable and versions can be finer-grained. It is less visible; requests copied into a browser lose the version, and caches must vary on the header.

**Media type (content negotiation)**

\`\`\`http
GET /orders/or_5
Accept: application/vnd.example.order.v2+json
\`\`\`

Precise per resource, but more complex for clients and tooling. Rare in practice outside hypermedia-heavy APIs.

**Query parameter** (\`?api-version=2\`) is simple but easy to drop accidentally; some large platforms use it successfully.

## Major versions versus dated versions

- **Major versions** (\`v1\`, \`v2\`) bundle many breaking changes into rare releases. Clients migrate in one large step, and the provider runs a few versions side by side for years.
- **Dated versions** (\`2025-06-01\`) release small breaking changes continuously. Each account is pinned to the version it started with, and the server translates responses between versions through a chain of small transformations. Clients upgrade when ready, one small step at a time. This is powerful but requires investment in the translation layer.

## Running multiple versions

Do not fork the codebase per version. Keep one implementation of the business logic and put version-specific behaviour at the edges:

\`\`\`text
request ──> parse v1 or v2 shape ──> internal model ──> business logic
response <── render v1 or v2 shape <── internal model
\`\`\`

This way a bug fix applies to every version.

## What to say in an interview

A solid default for a public API: "Version in the URL path with a major number. Additive changes ship continuously without a version bump. Breaking changes are batched into a new major version, the old one is supported for at least 12 months with \`Deprecation\` and \`Sunset\` headers, and we track usage per API key to chase laggards."

For internal service-to-service APIs the answer changes: you control the clients, so favour additive changes, contract tests in CI and coordinated migrations over long-lived parallel versions. For gRPC, the equivalent rules are never reusing field numbers and adding only optional fields.

## Pitfalls

- Versioning too early — \`v1\` that never changes is fine, but bumping to \`v3\` in a year signals weak design.
- Silent behaviour changes within a version, which destroy clients' trust faster than any version bump.
`,
        },
        {
          slug: "designing-error-responses",
          title: "Designing Error Responses",
          minutes: 4,
          body: `Errors are part of the contract. A client developer spends more time handling failures than successes, and a good error tells them — and their program — what went wrong and what to do next.

## Three audiences

1. **The client program** needs a stable, machine-readable code to branch on.
2. **The developer** needs a human-readable explanation, ideally pointing to the offending field.
3. **Support and operations** need a request id to find the failure in logs.

## A consistent error format

RFC 9457 "Problem Details for HTTP APIs" defines a standard shape with \`application/problem+json\`. You can extend it with your own fields:

\`\`\`http
HTTP/1.1 422 Unprocessable Content
Content-Type: application/problem+json

{
  "type": "https://api.example.com/errors/validation-failed",
  "title": "The request has invalid fields.",
  "status": 422,
  "code": "validation_failed",
  "requestId": "req_7Hk2p",
  "errors": [
    { "field": "email", "code": "invalid_format", "message": "Must be a valid email address." },
    { "field": "birthDate", "code": "in_future", "message": "Cannot be in the future." }
  ]
}
\`\`\`

Whichever format you pick, use it for **every** error from every endpoint — including errors produced by gateways and load balancers, which otherwise return HTML pages.

## Rules for good errors

- **Status code for the category, \`code\` for the specifics.** \`409\` says "conflict"; \`"code": "copy_already_on_loan"\` says which one. Clients branch on \`code\`, never on the message text.
- **Treat error codes as part of the API.** Adding new codes is additive; renaming one is a breaking change.
- **Report all validation errors at once** so the user fixes the form in one pass.
- **Say what to do.** "Card declined: insufficient funds" is actionable; "Payment error" is not. Include \`Retry-After\` for \`429\` and \`503\`.
- **Do not leak internals.** No stack traces, SQL fragments or hostnames in responses; log them server-side under the request id.
- **Be careful with existence.** Returning \`403\` for a resource the caller cannot see reveals that it exists; \`404\` is often the safer answer.

## Retryable versus final

Make retryability obvious. Many APIs document it per code or add a field:

\`\`\`json
{ "status": 503, "code": "upstream_timeout", "retryable": true, "requestId": "req_9Qx1" }
\`\`\`

A client library can then apply one generic policy: retry \`retryable\` errors with backoff, surface the rest.

## Partial failure in batch endpoints

For \`POST /v1/contacts:batchCreate\` with 100 items, decide whether the batch is all-or-nothing or per item. If per item, return \`200\` with a result per entry, each either the created resource or an error object, so clients can retry only the failed items.

In an interview, showing one complete error response and stating "every error uses this format, clients branch on \`code\`, and every response carries a request id" is usually enough to score well on this topic.
`,
        },
        {
          slug: "long-running-operations-and-webhooks",
          title: "Long-Running Operations and Webhooks",
          minutes: 4,
          body: `Some operations cannot finish within a normal request timeout: exporting a year of transactions, transcoding a video, provisioning a database. Holding an HTTP connection open for minutes is fragile. Instead, accept the request quickly and let the client find out the result later, either by polling or by receiving a webhook.

## The operation resource pattern

\`\`\`http
POST /v1/exports
Idempotency-Key: 0b6a...
Content-Type: application/json

{ "type": "transactions", "from": "2024-01-01", "to": "2024-12-31", "format": "csv" }
\`\`\`

\`\`\`http
HTTP/1.1 202 Accepted
Location: /v1/exports/ex_42
Content-Type: application/json

{ "id": "ex_42", "status": "pending", "createdAt": "2025-06-30T10:00:00Z" }
\`\`\`

The client polls the operation:

\`\`\`http
GET /v1/exports/ex_42
\`\`\`

\`\`\`json
{
  "id": "ex_42",
  "status": "succeeded",
  "progress": 100,
  "result": { "downloadUrl": "https://files.example.com/ex_42.csv?sig=...", "expiresAt": "2025-07-01T10:00:00Z" }
}
\`\`\`

Design points:

- A small, documented set of states: \`pending\`, \`running\`, \`succeeded\`, \`failed\`, \`cancelled\`.
- An \`error\` object in the same format as synchronous errors when the status is \`failed\`.
- Optional \`progress\` for user interfaces.
- A \`Retry-After\` header on poll responses to suggest a polling interval.
- \`POST /v1/exports/ex_42/cancel\` if cancellation is meaningful.

## Webhooks

Polling wastes requests when operations are slow or rare. **Webhooks** let the server call the client's URL when something happens:

\`\`\`http
POST https://client.example.org/hooks/billing
Content-Type: application/json
Webhook-Id: evt_8812
Webhook-Timestamp: 1751277600
Webhook-Signature: v1,3q2+7w...

{ "id": "evt_8812", "type": "export.succeeded", "createdAt": "2025-06-30T10:03:12Z", "data": { "exportId": "ex_42" } }
\`\`\`

Webhook design is API design in reverse, and the same reliability rules apply:

- **Sign every delivery** with a per-endpoint secret (an HMAC over the timestamp and body), and have receivers reject stale timestamps to stop replays.
- **Deliver at least once.** Retry on non-2xx responses with exponential backoff for a day or more; receivers must deduplicate by event id.
- **Do not promise ordering.** Include timestamps and let receivers fetch the current state if order matters.
- **Keep payloads thin** — an id and type — or include a snapshot, but tell receivers to fetch the resource for the authoritative state.
- **Give receivers tools:** a delivery log, manual redelivery, and a test event button.
- **Expect slow receivers.** Require a quick 2xx and process asynchronously on their side; disable endpoints that fail for days and notify the owner.

## Choosing

Offer polling as the baseline every client can use, and webhooks as the efficient option for clients that can receive HTTP calls. Both rely on the same operation and event resources, so a client that misses a webhook can always catch up by polling.
`,
        },
      ],
    },
    {
      slug: "api-security-and-traffic",
      title: "API Security and Traffic Control",
      summary: "Authentication, authorization and rate limiting: who is calling, what they may do, and how much they may ask for.",
      lessons: [
        {
          slug: "introduction-to-api-security",
          title: "Introduction to API Security",
          minutes: 3,
          body: `Every public endpoint is reachable by anyone on the internet, including automated attackers. Security in API design is not a feature to add at the end; it shapes resource design, identifiers, error messages and payloads. Interviewers expect you to address it without being asked.

## The core questions

1. **Authentication — who is calling?** A user, a third-party application acting for a user, or another service?
2. **Authorization — may they do this?** To this specific resource, not just this kind of resource.
3. **Exposure — what do we reveal?** In responses, errors, identifiers and timing.
4. **Abuse — how much may they do?** Rate limits, quotas and input size limits.

## Transport basics

- HTTPS only, everywhere, with HSTS. Reject plain HTTP rather than redirecting API calls, because the first request has already leaked its credentials.
- Never put secrets in URLs: they end up in logs, browser history and referrer headers. Use the \`Authorization\` header.
- Set request size limits, timeouts and maximum page sizes so a single call cannot exhaust resources.

## Common API weaknesses

The OWASP API Security Top 10 is a good map of what goes wrong in practice. The most frequent issues:

- **Broken object-level authorization:** \`GET /v1/invoices/in_123\` returns an invoice that belongs to another customer because the server checked only that the caller was logged in.
- **Broken authentication:** weak tokens, tokens that never expire, missing checks on some endpoints.
- **Excessive data exposure:** returning a full user record, including internal flags or password hashes, and trusting the client to hide fields.
- **Mass assignment:** a PATCH that lets a caller set \`"role": "admin"\` because the server copies every JSON field onto the model.
- **Unrestricted resource consumption:** no rate limits, unbounded page sizes, expensive filters.

## Defence in depth

No single control is enough. A typical layered design:

\`\`\`text
Client ──> API gateway: TLS, authentication, rate limits, request size limits
              │
              └──> Service: object-level authorization, input validation,
                           field-level output filtering, audit logging
\`\`\`

The gateway handles what is uniform across endpoints; each service still checks authorization for the specific resource, because only it knows who owns what.

## Logging and auditing

Log who did what to which resource, with a request id, but never log secrets, tokens or full card numbers. Sensitive actions — changing credentials, exporting data, granting access — deserve an audit trail customers can see.

The next lessons go deeper into authentication, authorization and rate limiting, with the HTTP details you will be asked about.
`,
        },
        {
          slug: "authentication-with-keys-and-tokens",
          title: "Authentication with Keys and Tokens",
          minutes: 3,
          body: `Authentication establishes who is making a request. The right mechanism depends on who the caller is: a server-side integration, a user in a browser or mobile app, or a third-party app acting on a user's behalf.

## API keys for server-to-server integrations

A long random secret identifies the calling account:

\`\`\`http
GET /v1/charges
Authorization: Bearer sk_live_9fQ2mXr4Lt7Vb1Nc8Zp0Ws3K
\`\`\`

Good practice:

- Generate keys with a cryptographically secure random source and show them once; store only a hash on the server.
- Prefix keys with their type and environment (\`sk_live_\`, \`sk_test_\`) so leaked keys can be spotted by secret scanners.
- Allow several active keys per account so clients can rotate without downtime, and support scopes (read-only keys).
- Never accept secret keys from browsers or mobile apps; anything shipped to a client device is public.

## OAuth 2.0 for acting on behalf of users

When a third-party app needs access to a user's data, the user should grant it without sharing a password. OAuth 2.0's **authorization code flow with PKCE** is the standard:

1. The app redirects the user to the authorization server with the requested **scopes** (\`read:calendar\`) and a PKCE code challenge.
2. The user signs in and consents.
3. The app receives a short-lived authorization code and exchanges it, with the PKCE verifier, for an **access token** and usually a **refresh token**.
4. The app calls the API with \`Authorization: Bearer <access token>\`.

For machine-to-machine access without a user, the **client credentials** flow issues tokens directly to a registered client.

## Access tokens: opaque or JWT

- **Opaque tokens** are random strings the API looks up (or introspects) on each request. Revocation is immediate; each check costs a lookup, usually cached.
- **JWTs** are signed tokens carrying claims (\`sub\`, \`scope\`, \`exp\`). Any service can verify them locally with the public key — no lookup — but they cannot be revoked before they expire. Keep them short-lived (5–15 minutes) and use refresh tokens for longevity.

When verifying a JWT, check the signature with an expected algorithm, plus \`exp\`, \`iss\` and \`aud\`. Never accept \`alg: none\`, and never trust claims from an unverified token.

## Sessions for first-party web apps

For your own browser front end, an HTTP-only, \`Secure\`, \`SameSite\` session cookie is often simpler and safer than storing tokens in JavaScript-accessible storage. Cookie-based authentication needs CSRF protection for state-changing requests.

## Service-to-service inside your network

Use mutual TLS or short-lived signed service tokens issued by your platform, so a compromised service cannot impersonate others. "It's internal" is not an authentication strategy.

## Interview phrasing

"Partners authenticate with scoped, rotatable API keys stored hashed. Third-party apps use OAuth 2.0 authorization code with PKCE and get 10-minute JWT access tokens with scopes like \`orders:read\`; refresh tokens are rotated on use and revocable."
`,
        },
        {
          slug: "authorization-and-data-exposure",
          title: "Authorization and Data Exposure",
          minutes: 4,
          body: `Authentication tells you who is calling; authorization decides what they may do. Most serious API breaches are authorization bugs, not broken cryptography: the caller is correctly identified and then allowed to read or change something that is not theirs.

## Object-level checks on every request

Every endpoint that takes an identifier must check that the caller may access **that specific object**:

\`\`\`python
def get_invoice(caller, invoice_id):
    invoice = invoices.get(invoice_id)
    if invoice is None or invoice.account_id != caller.account_id:
        raise NotFound()          # same answer for "missing" and "not yours"
    return serialize_invoice(invoice, caller)
\`\`\`

Better still, make the check structural by always scoping queries to the caller's tenant:

\`\`\`python
invoice = invoices.get(id=invoice_id, account_id=caller.account_id)
\`\`\`

Returning \`404\` in both cases avoids revealing which ids exist. Random, opaque identifiers help, but they are not a substitute for the check.

## Function-level checks

Roles gate operations: only admins may delete a project, only billing owners may change the payment method. Common models:

- **RBAC (role-based):** permissions attached to roles such as \`viewer\`, \`editor\`, \`admin\`.
- **ABAC (attribute-based):** rules on attributes, such as "managers may approve expenses under 1,000 in their own department".
- **Relationship-based:** permissions derived from relationships in a graph — "editors of a folder can edit its documents" — as used by document-sharing systems.

Combine the role check with the object check; having the \`editor\` role does not grant access to every tenant's documents.

## Scopes for delegated access

OAuth scopes limit what a third-party token can do regardless of the user's own rights. The effective permission is the **intersection**: the token needs the \`orders:write\` scope **and** the user must be allowed to write that order.

## Controlling what you return

- **Serialize explicitly.** Build responses from an allow-list of fields per role, instead of dumping the database model. Never return password hashes, internal flags or other users' personal data.
- **Accept writes explicitly.** Allow-list the fields each role may set, which prevents mass assignment:

\`\`\`python
EDITABLE_BY_MEMBER = {"displayName", "avatarUrl", "timezone"}

def update_profile(caller, patch):
    forbidden = set(patch) - EDITABLE_BY_MEMBER
    if forbidden:
        raise BadRequest(f"Fields not editable: {sorted(forbidden)}")
    ...
\`\`\`

- **Watch indirect leaks:** counts in list responses, different error messages for "wrong password" and "no such user", search endpoints that match on hidden fields.

## Testing authorization

Write tests that call each endpoint as a user from another tenant and expect \`404\` or \`403\`. Run them for every new endpoint; a single forgotten check is enough for a breach.

In an interview, state the rule plainly: "Every query is scoped by tenant from the token, roles gate operations, scopes limit third-party tokens, and response fields are allow-listed per role."
`,
        },
        {
          slug: "rate-limiting-and-quotas",
          title: "Rate Limiting and Quotas",
          minutes: 4,
          body: `Rate limiting protects an API from overload, abuse and one noisy client degrading service for everyone else. It is also part of the product: plans often differ by limits, and clients need to know their limits to behave well.

## What to limit, and per what

- **Per API key or account** — the main fairness boundary.
- **Per user or IP** — for unauthenticated endpoints such as login and signup, to slow credential stuffing.
- **Per endpoint** — expensive operations (search, exports) get tighter limits than cheap reads.
- **Concurrency** — a cap on in-flight requests protects against slow, heavy calls that a per-second limit misses.
- **Quotas** — longer-term allowances, such as 100,000 calls per month on a plan.

## Algorithms

| Algorithm | Idea | Trade-off |
|---|---|---|
| Fixed window | Count requests per calendar minute | Simple; allows bursts of up to 2× at window edges |
| Sliding window log | Keep timestamps of recent requests | Exact; memory grows with traffic |
| Sliding window counter | Weight the previous window's count | Close to exact with two counters |
| Token bucket | Tokens refill at a steady rate; each request takes one | Allows controlled bursts; the most common choice |
| Leaky bucket | Requests drain from a queue at a fixed rate | Smooth output; adds latency |

A token bucket for one key, stored in a shared cache so all API servers see the same state:

\`\`\`python
def allow(key, rate_per_s=10, burst=20):
    now = time.time()
    tokens, last = cache.get(key, default=(burst, now))
    tokens = min(burst, tokens + (now - last) * rate_per_s)
    if tokens < 1:
        cache.set(key, (tokens, now))
        return False
    cache.set(key, (tokens - 1, now))
    return True
\`\`\`

In production the read-modify-write must be atomic (for example a Redis Lua script), or concurrent requests will both spend the same token.

## Telling clients

When a request is rejected:

\`\`\`http
HTTP/1.1 429 Too Many Requests
Retry-After: 12
X-RateLimit-Limit: 100
X-RateLimit-Remaining: 0
X-RateLimit-Reset: 1751277612
Content-Type: application/problem+json

{ "status": 429, "code": "rate_limited", "title": "Too many requests. Retry after 12 seconds." }
\`\`\`

Return the same \`X-RateLimit-*\` headers on successful responses too, so clients can slow down before hitting the limit. Document whether the reset value is a Unix timestamp (as here) or a number of seconds; APIs differ. The IETF is standardising \`RateLimit\` and \`RateLimit-Policy\` header fields for the same purpose, so check the current draft if you design a new API.

## Where limiting runs

Usually at the API gateway, backed by a shared store, with a local in-memory fallback if that store is unavailable — failing open briefly is often better than rejecting all traffic. Under real overload, shed low-priority traffic (analytics, prefetches) first.

A crisp interview answer: "Token bucket per API key at the gateway, stored in Redis with atomic updates, tighter limits on search and login, 429 with Retry-After and rate-limit headers, and monthly quotas per plan."
`,
        },
      ],
    },
    {
      slug: "conclusion",
      title: "Conclusion",
      summary: "A recap checklist for API design interviews and prompts to practise with.",
      lessons: [
        {
          slug: "introduction-to-the-api-design-final-review",
          title: "Introduction to the API Design Final Review",
          minutes: 2,
          body: `This closing lesson condenses the roadmap into a checklist you can run through in any API design interview. Practise until you can cover it naturally, without reading it off a list.

## Before designing

- Who are the consumers — internal services, first-party apps, third-party developers?
- What are the three or four core workflows?
- What scale, latency and consistency do they need?
- Which style fits: REST, gRPC, GraphQL? Say why.

## The contract

- **Resources:** plural nouns, opaque prefixed ids, shallow nesting, a consistent convention for actions.
- **Methods and status codes:** safe and idempotent methods used correctly, \`201\` with \`Location\` on create, \`202\` for asynchronous work.
- **Payloads:** one naming style, ISO 8601 timestamps, money in minor units, collections wrapped in an object, expansion for related resources.

## Reliability

- Idempotency keys on every non-idempotent create that has real-world effects.
- Cursor pagination with a default and maximum page size; filters only on indexed fields.
- ETags and \`If-Match\` where lost updates matter; relative adjustments for high-contention counters.
- Clear retry guidance: which errors are retryable, backoff with jitter, \`Retry-After\`.

## Evolution

- Tolerant readers; additive changes ship without a version bump.
- A versioning scheme and a deprecation policy with dates and headers.
- One error format everywhere, with stable machine-readable codes and a request id.
- Operation resources and signed, retried webhooks for long-running work.

## Security

- The right authentication per caller type: API keys, OAuth 2.0 with PKCE, sessions, mutual TLS.
- Object-level authorization on every request, tenant-scoped queries, allow-listed fields in and out.
- Rate limits per key and per endpoint, \`429\` with headers, quotas per plan.

## The habit that ties it together

For every endpoint you write, ask: what happens if it is called twice, if the response is lost, if someone else changes the data at the same time, and if the caller is not who they claim to be? Answering those four questions out loud is the fastest way to show an interviewer that you design APIs for the real world.
`,
        },
        {
          slug: "api-design-practice-prompts",
          title: "API Design Practice Prompts",
          minutes: 2,
          body: `Practise each prompt in about 40 minutes: clarify, list resources and endpoints, write full examples for the two most important calls, then cover the cross-cutting concerns. Each prompt below lists the points an interviewer is most likely to probe.

## 1. A to-do list API for a mobile app

- Offline edits that sync later: client-generated ids, conflict handling with versions.
- Reordering items without rewriting the whole list (fractional or lexicographic positions).
- Sparse fields and compact payloads for slow networks.

## 2. A public payments API

- Idempotency keys on charges and refunds.
- Money representation and currency handling.
- Asynchronous states (\`requires_action\`, \`processing\`) and webhooks for outcomes.
- Test and live modes with separate keys.

## 3. A file storage API

- Large uploads: pre-signed URLs or resumable, chunked uploads.
- Folder hierarchy: paths versus ids, moving and renaming.
- Sharing permissions and link-based access.

## 4. A social media feed API

- Cursor pagination over a feed that changes constantly.
- Embedding authors and media without N+1 requests.
- Rate limits on posting and protection against scraping.

## 5. An internal inventory service

- gRPC versus REST for service-to-service calls.
- Reservations with expiry versus immediate stock decrements.
- Backward-compatible schema evolution with many internal consumers.

## 6. A notification preferences API

- Modelling channels (email, push, SMS) and categories.
- Defaults for new categories, and which changes are additive.
- Bulk updates with partial failures.

## Reviewing your answers

After each attempt, compare your design with the final-review checklist and note what you missed. Also read the public documentation of a few well-regarded APIs — payments, communications and source-hosting platforms publish detailed references — and notice how they handle pagination, errors and versioning. Seeing real, long-lived APIs is the best way to build an instinct for what ages well.
`,
        },
      ],
    },
  ],
};
