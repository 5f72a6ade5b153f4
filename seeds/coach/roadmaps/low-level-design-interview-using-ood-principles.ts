import type { SeedRoadmap } from "../types";

export const roadmap: SeedRoadmap = {
  slug: "low-level-design-interview-using-ood-principles",
  title: "Low Level Design (Object-Oriented)",
  summary: "Object-oriented design interviews: SOLID, patterns and classic design problems.",
  modules: [
    {
      slug: "ood-foundations",
      title: "Object-Oriented Design Foundations",
      summary: "How low-level design interviews run, the core object-oriented ideas they test, and how to turn a problem statement into classes.",
      lessons: [
        {
          slug: "introduction-to-low-level-design-interviews",
          title: "Introduction to Low-Level Design Interviews",
          minutes: 3,
          body: `A low-level design (LLD) interview, also called an object-oriented design or machine-coding interview, asks you to design the classes of a small but realistic system — a parking lot, a library, an elevator controller, a cache — and often to write a working core in 45 to 90 minutes. Where system design is about services and databases, LLD is about the code inside one service: responsibilities, interfaces, relationships and behaviour.

## What interviewers evaluate

- **Requirement handling.** Do you clarify scope and pick a sensible subset to build?
- **Modelling.** Are the classes meaningful domain concepts with clear responsibilities?
- **Design principles.** Is the code open to extension, loosely coupled and easy to test? Do you apply SOLID where it helps, without over-engineering?
- **Patterns.** Do you recognise when Strategy, State, Factory or Observer fits — and when a plain function is enough?
- **Working code.** In machine-coding rounds, does the core flow actually run? Are edge cases handled?
- **Communication.** Can you explain why the design looks the way it does?

## A repeatable approach

1. **Clarify requirements (5 min).** List the use cases, the actors and the constraints. Agree what is out of scope.
2. **Identify entities (5 min).** Nouns in the requirements become candidate classes; verbs become methods.
3. **Define relationships (5 min).** Which objects own others (composition), which only refer to them (association), and where is there a genuine "is-a" relationship?
4. **Sketch interfaces (10 min).** Public methods and the abstractions that vary: payment methods, pricing rules, allocation strategies.
5. **Write the core (20–40 min).** Implement the main flow end to end before polishing edge cases.
6. **Discuss extensions (5 min).** Concurrency, persistence, new features, and how the design absorbs them.

## Language choice

Use the language you are most fluent in. Java is common because interfaces and access modifiers make design intent explicit; Python is fine and quicker to write — use abstract base classes and type hints to show the same intent. This roadmap uses Python for brevity.

## Common mistakes

- **Starting to code immediately** without agreeing the use cases.
- **God classes** such as a \`ParkingLotManager\` that does everything.
- **Inheritance everywhere** instead of composition.
- **Pattern stuffing** — naming five patterns without a reason for any of them.
- **Ignoring concurrency** when the problem obviously has it (two cars taking the last spot).

The next lessons cover the object-oriented foundations the rest of the roadmap builds on.
`,
        },
        {
          slug: "core-object-oriented-concepts",
          title: "Core Object-Oriented Concepts",
          minutes: 5,
          body: `Four ideas underpin every object-oriented design discussion. Interviewers rarely ask for definitions, but they notice immediately when your design misuses them.

## Encapsulation

An object keeps its data private and exposes behaviour that maintains its rules. Callers ask the object to do something rather than changing its fields directly.

\`\`\`python
class BankAccount:
    def __init__(self, owner: str):
        self.owner = owner
        self._balance = 0          # internal state

    @property
    def balance(self) -> int:
        return self._balance

    def deposit(self, amount: int) -> None:
        if amount <= 0:
            raise ValueError("Deposit must be positive")
        self._balance += amount

    def withdraw(self, amount: int) -> None:
        if amount > self._balance:
            raise ValueError("Insufficient funds")
        self._balance -= amount
\`\`\`

The rule "the balance never goes negative" lives in one place. If callers could write \`account._balance -= 500\`, every caller would have to remember the rule.

## Abstraction

Abstraction exposes *what* something does and hides *how*. A \`PaymentProcessor\` interface with \`charge(amount)\` lets the checkout code ignore whether the implementation talks to a card network or a wallet provider. Good abstractions are named after the caller's intent, not the implementation's mechanics.

## Inheritance

A subclass reuses and specialises a base class. It models a genuine **is-a** relationship: a \`SavingsAccount\` is a \`BankAccount\`. Inheritance couples the subclass tightly to the parent's implementation, so use it sparingly — the next lesson covers the alternative.

## Polymorphism

Code written against a base type works with any subtype, and the right behaviour is chosen at run time:

\`\`\`python
from abc import ABC, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

class Circle(Shape):
    def __init__(self, r: float): self.r = r
    def area(self) -> float: return 3.14159 * self.r ** 2

class Rectangle(Shape):
    def __init__(self, w: float, h: float): self.w, self.h = w, h
    def area(self) -> float: return self.w * self.h

def total_area(shapes: list[Shape]) -> float:
    return sum(s.area() for s in shapes)   # no type checks needed
\`\`\`

Polymorphism is what lets you replace \`if type == "circle" ... elif type == "rectangle"\` chains with objects that know their own behaviour. In an interview, a long \`if/elif\` on a type field is a signal to introduce an interface.

## Relationships between classes

- **Association:** a \`Ticket\` refers to a \`Vehicle\`; both exist independently.
- **Aggregation:** a \`Team\` has \`Player\`s, who can exist without the team.
- **Composition:** a \`Car\` owns its \`Engine\`; the part's lifetime is bound to the whole.
- **Dependency:** a method uses another class temporarily, such as a \`ReportService\` using a \`Formatter\` passed as an argument.

Naming these relationships correctly when you explain a class diagram shows design fluency quickly.
`,
        },
        {
          slug: "composition-over-inheritance",
          title: "Composition over Inheritance",
          minutes: 5,
          body: `"Favour composition over inheritance" is one of the most quoted design guidelines. Inheritance says a class *is* a kind of another class; composition says a class *has* collaborators it delegates to. Both are tools, but composition usually yields designs that are easier to change.

## Where inheritance goes wrong

Imagine modelling notifications with inheritance:

\`\`\`text
Notification
├── EmailNotification
│   ├── UrgentEmailNotification
│   └── BatchedEmailNotification
└── SmsNotification
    ├── UrgentSmsNotification
    └── BatchedSmsNotification
\`\`\`

Every new dimension (channel × urgency × batching) multiplies the number of classes. Adding push notifications means three more classes. Behaviour such as "urgent" is duplicated across branches. This is the **class explosion** problem.

Inheritance also creates the **fragile base class** problem: a change to the parent's internals can silently break subclasses that relied on them.

## The composed alternative

Separate the things that vary and combine them:

\`\`\`python
from abc import ABC, abstractmethod

class Channel(ABC):
    @abstractmethod
    def send(self, to: str, text: str) -> None: ...

class EmailChannel(Channel):
    def send(self, to: str, text: str) -> None:
        print(f"email to {to}: {text}")

class SmsChannel(Channel):
    def send(self, to: str, text: str) -> None:
        print(f"sms to {to}: {text}")

class Notifier:
    def __init__(self, channel: Channel, prefix: str = ""):
        self.channel = channel          # has-a, injected
        self.prefix = prefix

    def notify(self, to: str, text: str) -> None:
        self.channel.send(to, self.prefix + text)

urgent_sms = Notifier(SmsChannel(), prefix="[URGENT] ")
urgent_sms.notify("+15550100", "Server down")
\`\`\`

Adding push notifications means one new \`Channel\` class. Urgency is configuration, not a subclass. The channel can be swapped at run time and replaced with a fake in tests.

## When inheritance is right

- There is a true, stable **is-a** relationship, and the subclass can be used anywhere the parent is expected (the Liskov principle, covered later).
- You are implementing an interface or abstract base class — inheriting *a contract*, not an implementation.
- A framework requires it, for example subclassing a base test case.

A useful test: if you are inheriting mainly to reuse a few methods, use composition. If you are inheriting to be substitutable for the parent type, inheritance may be appropriate.

## Interfaces plus composition

The most common structure in good LLD answers is: small interfaces for the things that vary, concrete implementations of them, and a coordinating class that is composed of those implementations through its constructor. This combination gives you polymorphism without deep hierarchies, and it sets up the Strategy, Decorator and Dependency Inversion ideas covered later in the roadmap.

## Interview phrasing

"I'll keep the hierarchy shallow: \`Vehicle\` types are data, and the behaviour that varies — pricing and spot allocation — is injected as strategy objects. That way adding a pricing rule doesn't require a new vehicle subclass."
`,
        },
        {
          slug: "from-requirements-to-classes",
          title: "From Requirements to Classes",
          minutes: 6,
          body: `The hardest moment in an LLD interview is the blank page after the prompt. A systematic way of turning requirements into classes removes that pressure. This lesson walks through it using a small library-management prompt.

## Step 1: write the use cases

Ask clarifying questions, then write short use cases:

1. A librarian adds books; a library can hold several copies of the same book.
2. A member searches the catalogue by title or author.
3. A member borrows an available copy for 14 days, with at most 5 active loans.
4. A member returns a copy; a late return incurs a fine per day.
5. A member can reserve a book when no copy is available, and is notified when one is returned.

Out of scope: payments for fines, multiple branches, e-books.

## Step 2: extract nouns and verbs

Nouns become candidate classes: **Library, Book, BookCopy, Member, Librarian, Loan, Fine, Reservation, Catalogue, Notification**. Verbs become methods: add, search, borrow, return, reserve, notify.

Then prune and merge. \`Librarian\` may just be a member with a role. \`Fine\` could be a computed value on \`Loan\` rather than its own class. Distinguish **Book** (the title, author and ISBN) from **BookCopy** (a physical item with a barcode and status) — spotting this type-versus-instance split is a classic signal of modelling skill.

## Step 3: assign responsibilities

For each behaviour, ask which object has the information needed to do it:

| Responsibility | Owner | Why |
|---|---|---|
| Is a copy available? | \`BookCopy\` | It holds its own status |
| May this member borrow? | \`Member\` | It knows its active loans |
| Compute the fine | \`Loan\` | It knows the due and return dates |
| Find books | \`Catalogue\` | It holds the search indexes |
| Coordinate a checkout | \`LibraryService\` | It orchestrates the objects above |

## Step 4: sketch the classes

\`\`\`python
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum

class CopyStatus(Enum):
    AVAILABLE = "available"
    ON_LOAN = "on_loan"
    RESERVED = "reserved"

@dataclass
class Book:
    isbn: str
    title: str
    author: str

@dataclass
class BookCopy:
    barcode: str
    book: Book
    status: CopyStatus = CopyStatus.AVAILABLE

@dataclass
class Loan:
    copy: BookCopy
    borrowed_on: date
    due_on: date
    returned_on: date | None = None

    def fine(self, per_day: int = 50) -> int:
        end = self.returned_on or date.today()
        return max(0, (end - self.due_on).days) * per_day

@dataclass
class Member:
    member_id: str
    name: str
    loans: list[Loan] = field(default_factory=list)
    MAX_LOANS = 5

    def can_borrow(self) -> bool:
        return sum(l.returned_on is None for l in self.loans) < self.MAX_LOANS
\`\`\`

## Step 5: walk through a use case

Trace "borrow" through the objects: \`LibraryService.checkout(member, copy)\` checks \`member.can_borrow()\` and the copy's status, creates a \`Loan\` with a due date 14 days out, marks the copy \`ON_LOAN\` and appends the loan to the member. If a use case has no clear path through your classes, the model is missing something — fix it before writing more code.
`,
        },
      ],
    },
    {
      slug: "solid-principles",
      title: "SOLID Principles",
      summary: "The five SOLID principles with before-and-after code, and how to use them as arguments in an interview rather than as slogans.",
      lessons: [
        {
          slug: "introduction-to-solid-principles",
          title: "Introduction to SOLID Principles",
          minutes: 3,
          body: `SOLID is an acronym for five design principles popularised by Robert C. Martin. They are heuristics for keeping object-oriented code easy to change: each one targets a specific way designs become rigid or fragile.

| Letter | Principle | One-line meaning |
|---|---|---|
| S | Single Responsibility | A class should have one reason to change |
| O | Open/Closed | Extend behaviour by adding code, not by editing working code |
| L | Liskov Substitution | Subtypes must work wherever their base type is expected |
| I | Interface Segregation | Clients should not depend on methods they do not use |
| D | Dependency Inversion | Depend on abstractions; inject concrete implementations |

## Why interviewers ask about SOLID

Reciting definitions earns little. What scores is **using the principles to justify decisions** in your own design:

- "I split \`OrderService\` from \`InvoiceRenderer\` because invoices change when the finance team changes the layout, which is unrelated to order rules — single responsibility."
- "Discounts are a \`DiscountPolicy\` interface, so adding a seasonal discount is a new class, not an edit to checkout — open/closed."
- "The service receives its repository through the constructor, so tests can pass an in-memory version — dependency inversion."

## The symptoms SOLID addresses

- **Rigidity:** a small change forces edits in many places.
- **Fragility:** changing one thing breaks something unrelated.
- **Immobility:** useful code cannot be reused because it drags its dependencies along.
- **Untestability:** you cannot test a class without a real database, network or clock.

When you notice one of these in a design, name it and name the principle that addresses it.

## Applying the principles with judgement

SOLID is not a checklist to maximise. Applied blindly, it produces dozens of one-method interfaces and factories for classes that will never have a second implementation. Reasonable rules of thumb:

- Introduce an abstraction when there is a **real** second implementation, a stated requirement for one, or a test double you need.
- Keep classes small, but not so small that understanding one behaviour means opening ten files.
- Prefer simple functions for stateless logic; not everything needs to be a class.

Interviewers often push back deliberately — "isn't that over-engineered?" — to see if you can argue both ways. A good response acknowledges the cost and explains which requirement justifies it, or agrees and simplifies.

## What comes next

The following lessons take each principle in turn with a small before-and-after example in Python. Watch for how the principles reinforce one another: single responsibility produces focused classes, interface segregation keeps their contracts small, and dependency inversion wires them together so that the open/closed principle becomes achievable.
`,
        },
        {
          slug: "single-responsibility-and-open-closed",
          title: "Single Responsibility and Open/Closed",
          minutes: 6,
          body: `The first two SOLID principles work together: focused classes (single responsibility) are the ones you can extend without modifying (open/closed).

## Single Responsibility Principle

"A class should have only one reason to change." A *reason to change* is usually a stakeholder or a concern: business rules, persistence, presentation, notifications.

**Before:**

\`\`\`python
class Invoice:
    def __init__(self, lines):
        self.lines = lines

    def total(self):
        return sum(l.qty * l.price for l in self.lines)

    def save(self, db):
        db.execute("INSERT INTO invoices ...", self.total())

    def to_pdf(self):
        ...  # layout, fonts, page breaks

    def email(self, smtp, to):
        smtp.send(to, self.to_pdf())
\`\`\`

Pricing rules, database schema, PDF layout and email delivery all force edits to this one class, and testing \`total()\` drags in database and email imports.

**After:**

\`\`\`python
class Invoice:                      # business rules only
    def __init__(self, lines):
        self.lines = lines
    def total(self):
        return sum(l.qty * l.price for l in self.lines)

class InvoiceRepository:            # persistence
    def save(self, invoice): ...

class InvoicePdfRenderer:           # presentation
    def render(self, invoice) -> bytes: ...

class InvoiceMailer:                # delivery
    def __init__(self, renderer, smtp): ...
    def send(self, invoice, to): ...
\`\`\`

Each class now changes for one reason and can be tested alone.

## Open/Closed Principle

"Software entities should be open for extension but closed for modification." Adding a feature should mean adding a class, not editing a tested one.

**Before:**

\`\`\`python
def shipping_cost(order, method):
    if method == "standard":
        return 5
    elif method == "express":
        return 15 if order.weight < 5 else 25
    elif method == "pickup":
        return 0
    # every new method edits this function
\`\`\`

**After:**

\`\`\`python
from abc import ABC, abstractmethod

class ShippingMethod(ABC):
    @abstractmethod
    def cost(self, order) -> int: ...

class Standard(ShippingMethod):
    def cost(self, order): return 5

class Express(ShippingMethod):
    def cost(self, order): return 15 if order.weight < 5 else 25

class Pickup(ShippingMethod):
    def cost(self, order): return 0

def shipping_cost(order, method: ShippingMethod) -> int:
    return method.cost(order)
\`\`\`

A new "same-day" method is a new class; existing code and tests are untouched. Something still has to map a user's choice to a class — usually a small registry or factory — but that is the only place that changes.

## Using them in interviews

Look for two smells: a class whose description needs the word "and" (SRP), and an \`if/elif\` chain on a type or mode that will grow (OCP). Point them out in your own first draft and refactor — showing the improvement is more convincing than getting it perfect the first time.
`,
        },
        {
          slug: "liskov-substitution-principle",
          title: "Liskov Substitution Principle",
          minutes: 5,
          body: `The Liskov Substitution Principle (LSP), formulated by Barbara Liskov, says: if \`S\` is a subtype of \`T\`, then objects of type \`T\` may be replaced with objects of type \`S\` without breaking the program. In practical terms, a subclass must honour the contract of its parent — not just its method signatures, but its promises.

## The classic violation

\`\`\`python
class Rectangle:
    def __init__(self, w, h):
        self.w, self.h = w, h
    def set_width(self, w): self.w = w
    def set_height(self, h): self.h = h
    def area(self): return self.w * self.h

class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)
    def set_width(self, w): self.w = self.h = w
    def set_height(self, h): self.w = self.h = h

def stretch(r: Rectangle):
    r.set_width(4)
    r.set_height(5)
    assert r.area() == 20    # fails for Square: area is 25
\`\`\`

Mathematically a square is a rectangle, but a *mutable* \`Square\` cannot keep the promise that setting the width leaves the height unchanged. Code written for \`Rectangle\` breaks when handed a \`Square\`.

## Rules a subtype must follow

- **Preconditions cannot be strengthened.** If the parent accepts any positive amount, the child cannot demand amounts over 10.
- **Postconditions cannot be weakened.** If the parent guarantees a sorted result, the child must too.
- **Invariants must be preserved.** Whatever is always true of the parent stays true.
- **No new unexpected exceptions.** A subclass method that raises \`NotImplementedError\` for an inherited operation is a red flag.

## A realistic example

\`\`\`python
class Bird:
    def fly(self): ...

class Penguin(Bird):
    def fly(self):
        raise NotImplementedError("Penguins can't fly")
\`\`\`

Any code iterating over birds and calling \`fly()\` now crashes. The hierarchy is wrong, not the penguin. Split the capability out:

\`\`\`python
class Bird: ...
class FlyingBird(Bird):
    def fly(self): ...

class Sparrow(FlyingBird): ...
class Penguin(Bird): ...
\`\`\`

Now only code that needs flying asks for \`FlyingBird\`, and the type system documents the capability.

## Fixing the rectangle

Options include making shapes immutable (a \`with_width\` method returns a new shape, so there is no shared mutable promise to break) or not relating \`Square\` and \`Rectangle\` by inheritance at all — both implement a \`Shape\` interface with \`area()\`.

## How LSP shows up in LLD interviews

- **Vehicle hierarchies in parking lots:** if \`Motorcycle\` overrides \`park()\` to raise for large spots, the allocation logic breaks. Model spot compatibility as data or a strategy instead.
- **Read-only collections** that subclass a mutable collection and raise on \`add()\`.
- **Payment methods** where one subclass silently ignores a \`refund()\` call.

Whenever you write an override that refuses to do what the parent promises, pause: either the parent promises too much — split the interface — or the child should not be a subtype. Saying this out loud in an interview demonstrates real understanding rather than memorised definitions.
`,
        },
        {
          slug: "interface-segregation-and-dependency-inversion",
          title: "Interface Segregation and Dependency Inversion",
          minutes: 6,
          body: `The last two SOLID principles are about the boundaries between classes: how wide an interface should be, and which direction dependencies should point.

## Interface Segregation Principle

"Clients should not be forced to depend on methods they do not use." A wide interface forces every implementer to provide everything, often with stubs that raise exceptions — which in turn breaks Liskov substitution.

**Before:**

\`\`\`python
class Machine(ABC):
    @abstractmethod
    def print(self, doc): ...
    @abstractmethod
    def scan(self, doc): ...
    @abstractmethod
    def fax(self, doc): ...

class BasicPrinter(Machine):
    def print(self, doc): ...
    def scan(self, doc): raise NotImplementedError
    def fax(self, doc): raise NotImplementedError
\`\`\`

**After:**

\`\`\`python
class Printer(ABC):
    @abstractmethod
    def print(self, doc): ...

class Scanner(ABC):
    @abstractmethod
    def scan(self, doc): ...

class BasicPrinter(Printer):
    def print(self, doc): ...

class OfficeMachine(Printer, Scanner):
    def print(self, doc): ...
    def scan(self, doc): ...
\`\`\`

Code that only prints depends only on \`Printer\`. Interfaces are shaped by what **clients** need, which is also why small interfaces are easier to fake in tests.

## Dependency Inversion Principle

"High-level modules should not depend on low-level modules; both should depend on abstractions." Business logic should not import a specific database driver or email provider.

**Before:**

\`\`\`python
class SignupService:
    def __init__(self):
        self.db = PostgresUserTable()     # hard-wired
        self.mailer = SmtpMailer("smtp.example.com")

    def register(self, email):
        self.db.insert(email)
        self.mailer.send(email, "Welcome!")
\`\`\`

Testing \`register\` needs a database and a mail server; switching mail providers means editing business logic.

**After:**

\`\`\`python
from typing import Protocol

class UserRepository(Protocol):
    def add(self, email: str) -> None: ...

class Mailer(Protocol):
    def send(self, to: str, body: str) -> None: ...

class SignupService:
    def __init__(self, users: UserRepository, mailer: Mailer):
        self.users = users
        self.mailer = mailer

    def register(self, email: str) -> None:
        self.users.add(email)
        self.mailer.send(email, "Welcome!")
\`\`\`

The abstraction (\`UserRepository\`) belongs to the high-level module; the Postgres implementation depends on it, not the other way round — that is the "inversion". Concrete objects are wired together in one place at start-up (the **composition root**), and tests pass simple fakes:

\`\`\`python
class FakeMailer:
    def __init__(self): self.sent = []
    def send(self, to, body): self.sent.append((to, body))
\`\`\`

## Dependency injection versus inversion

Dependency **injection** (passing collaborators in, usually through the constructor) is the technique; dependency **inversion** is the principle about which way the source-code dependencies point. Injection without abstractions still helps testing; abstractions without injection still hard-wire choices. Use both.

In an interview, constructor injection of the few collaborators that do I/O — storage, clock, payment gateway, notifier — is usually all the dependency inversion a design needs.
`,
        },
      ],
    },
    {
      slug: "design-patterns",
      title: "Design Patterns",
      summary:
        "The creational, structural and behavioural patterns that come up most in design interviews, each with a short example and when to use it.",
      lessons: [
        {
          slug: "introduction-to-design-patterns",
          title: "Introduction to Design Patterns",
          minutes: 3,
          body: `A design pattern is a named, reusable solution to a problem that recurs in object-oriented design. The catalogue most people refer to comes from the 1994 book *Design Patterns* by Gamma, Helm, Johnson and Vlissides (the "Gang of Four"), which groups 23 patterns into three families.

## The three families

| Family | Concern | Patterns you should know |
|---|---|---|
| Creational | How objects are created | Factory Method, Abstract Factory, Builder, Singleton, Prototype |
| Structural | How objects are composed | Adapter, Decorator, Facade, Composite, Proxy |
| Behavioural | How objects interact and share responsibility | Strategy, Observer, State, Command, Template Method, Iterator, Chain of Responsibility |

## Why patterns matter in interviews

Patterns are a **shared vocabulary**. Saying "pricing is a Strategy" communicates a whole structure — an interface, interchangeable implementations, injection into a context — in three words. Interviewers listen for you to recognise the forces that call for a pattern:

| Force in the problem | Pattern that fits |
|---|---|
| An algorithm varies and should be swappable | Strategy |
| Behaviour depends on the object's current state | State |
| Several parts must react when something happens | Observer |
| Object creation depends on input or configuration | Factory |
| An object has many optional parameters | Builder |
| Responsibilities are added in layers | Decorator |
| A third-party interface does not match yours | Adapter |
| Requests should be queued, logged or undone | Command |
| Trees of items treated uniformly | Composite |

## How patterns appear in classic problems

- **Parking lot:** Strategy for spot allocation and pricing; Factory for creating spots or tickets.
- **Vending machine:** State for idle, has-money and dispensing behaviour.
- **Elevator system:** Strategy for scheduling; State for each car; Observer for floor displays.
- **Text editor:** Command for undo and redo; Composite for document structure.
- **Logging framework:** Chain of Responsibility for handlers; Decorator for formatting.

## Using patterns well

- **Start from the problem, not the pattern.** Name a pattern when you notice its force, not to show you know it.
- **Keep implementations small.** In Python, a Strategy may be just a function passed as an argument; you do not need a class hierarchy to get the benefit.
- **Mention the cost.** Every pattern adds indirection. "A Singleton would be simpler here, but it makes testing harder and hides a dependency, so I'll inject a single instance instead."

## Anti-patterns to avoid

- **Singleton as a global variable.** It hides dependencies and makes tests share state.
- **Factories for everything,** including classes with one implementation and no configuration.
- **Deep Decorator stacks** that nobody can debug.

The next three lessons cover the patterns most frequently useful in interviews, one family at a time.
`,
        },
        {
          slug: "creational-patterns-factory-builder-singleton",
          title: "Creational Patterns: Factory, Builder and Singleton",
          minutes: 5,
          body: `Creational patterns control how objects are made, so that the code using an object does not need to know exactly which class it is or how to assemble it.

## Factory

A factory centralises the decision of which concrete class to create. It is the natural companion to the open/closed principle: callers depend on an interface, and only the factory knows the concrete classes.

\`\`\`python
from abc import ABC, abstractmethod

class Notification(ABC):
    @abstractmethod
    def send(self, to: str, msg: str) -> None: ...

class Email(Notification):
    def send(self, to, msg): print(f"email {to}: {msg}")

class Sms(Notification):
    def send(self, to, msg): print(f"sms {to}: {msg}")

class Push(Notification):
    def send(self, to, msg): print(f"push {to}: {msg}")

_REGISTRY: dict[str, type[Notification]] = {"email": Email, "sms": Sms, "push": Push}

def make_notification(kind: str) -> Notification:
    try:
        return _REGISTRY[kind]()
    except KeyError:
        raise ValueError(f"Unknown notification kind: {kind}") from None
\`\`\`

A registry keeps the factory closed for modification: new kinds register themselves instead of adding another \`elif\`. The GoF **Factory Method** variant lets subclasses decide which product to create; **Abstract Factory** creates families of related objects (for example all widgets for one UI theme).

## Builder

A builder assembles an object with many optional parts step by step, avoiding constructors with ten positional arguments.

\`\`\`java
HttpRequest request = new HttpRequest.Builder("https://api.example.com/orders")
        .method("POST")
        .header("Content-Type", "application/json")
        .timeoutSeconds(10)
        .body("{\\"sku\\":\\"A1\\",\\"qty\\":2}")
        .build();   // validates and returns an immutable HttpRequest
\`\`\`

In Java, Builder is common because the language lacks named and default arguments. In Python, keyword arguments with defaults or a \`dataclass\` often make a builder unnecessary — say so in an interview. A builder still earns its place when construction has validation across fields or several steps.

## Singleton

A singleton ensures a class has exactly one instance with a global access point — for example, a configuration registry or a connection pool.

\`\`\`java
public final class Config {
    private static final Config INSTANCE = new Config();
    private Config() { /* load settings */ }
    public static Config getInstance() { return INSTANCE; }
}
\`\`\`

Eager initialisation in a static field is thread-safe in Java. Lazy versions need care: double-checked locking with a \`volatile\` field, or the holder-class idiom.

**Be critical of Singleton in interviews.** It introduces hidden global state, couples callers to a concrete class, and makes tests interfere with one another. A better default is to create one instance at start-up and inject it where needed — you keep "only one" without the global access. Mention Singleton for genuinely process-wide resources, and explain the trade-off.

## Choosing

- Many subtypes chosen at run time → **Factory**.
- Many optional fields or staged construction → **Builder**.
- Exactly one shared resource → a single injected instance, or **Singleton** if you accept the costs.
`,
        },
        {
          slug: "structural-patterns-adapter-decorator",
          title: "Structural Patterns: Adapter and Decorator",
          minutes: 6,
          body: `Structural patterns describe how to compose objects into larger structures. Adapter and Decorator come up most often in interviews, and they look similar — both wrap another object — but solve different problems.

## Adapter

An adapter makes an existing class usable through an interface it was not written for. It is the standard way to integrate third-party libraries without letting their API leak through your code.

Suppose your checkout depends on this interface:

\`\`\`python
from abc import ABC, abstractmethod

class PaymentGateway(ABC):
    @abstractmethod
    def charge(self, amount_cents: int, card_token: str) -> str:
        """Returns a payment id."""
\`\`\`

A vendor SDK has a different shape:

\`\`\`python
class VendorClient:
    def create_transaction(self, amount: float, currency: str, source: str) -> dict:
        ...
        return {"txn": {"id": "tx_123", "state": "ok"}}
\`\`\`

The adapter translates:

\`\`\`python
class VendorGatewayAdapter(PaymentGateway):
    def __init__(self, client: VendorClient, currency: str = "USD"):
        self.client = client
        self.currency = currency

    def charge(self, amount_cents: int, card_token: str) -> str:
        result = self.client.create_transaction(amount_cents / 100, self.currency, card_token)
        if result["txn"]["state"] != "ok":
            raise RuntimeError("Payment failed")
        return result["txn"]["id"]
\`\`\`

Switching vendors later means writing a new adapter; checkout code does not change. Adapters also isolate a vendor's quirks — units, error formats, naming — in one class.

## Decorator

A decorator wraps an object with the **same** interface and adds behaviour before or after delegating. Because the wrapper is itself a valid implementation, decorators can be stacked.

\`\`\`python
import time

class DataSource(ABC):
    @abstractmethod
    def read(self, key: str) -> str: ...

class DatabaseSource(DataSource):
    def read(self, key: str) -> str:
        return f"value-of-{key}"         # imagine a slow query

class CachingSource(DataSource):
    def __init__(self, inner: DataSource):
        self.inner, self.cache = inner, {}
    def read(self, key: str) -> str:
        if key not in self.cache:
            self.cache[key] = self.inner.read(key)
        return self.cache[key]

class TimingSource(DataSource):
    def __init__(self, inner: DataSource):
        self.inner = inner
    def read(self, key: str) -> str:
        start = time.perf_counter()
        try:
            return self.inner.read(key)
        finally:
            print(f"read {key} took {time.perf_counter() - start:.4f}s")

source = TimingSource(CachingSource(DatabaseSource()))
\`\`\`

Caching, timing, retries, logging and authorization checks can each be a decorator, combined as needed without subclasses for every combination — the alternative to the class explosion seen in the composition lesson.

Python's \`@decorator\` syntax applies the same idea to functions.

## Telling them apart

| | Adapter | Decorator |
|---|---|---|
| Interface | Converts one interface into another | Keeps the same interface |
| Purpose | Compatibility | Adding responsibilities |
| Stacking | Rarely | Common |

Two related patterns worth naming: **Facade** offers a simple interface over a complex subsystem (an \`OrderFacade\` coordinating inventory, payment and shipping), and **Proxy** has the same interface as the target but controls access to it — lazy loading, remote calls or permission checks.
`,
        },
        {
          slug: "behavioral-patterns-strategy-observer-state",
          title: "Behavioral Patterns: Strategy, Observer and State",
          minutes: 6,
          body: `Behavioural patterns organise how objects collaborate and divide responsibilities. Strategy, Observer and State appear in a large share of LLD problems.

## Strategy

Strategy defines a family of interchangeable algorithms behind one interface and lets the caller choose which to use.

\`\`\`python
from abc import ABC, abstractmethod

class PricingStrategy(ABC):
    @abstractmethod
    def price(self, hours: float) -> int: ...

class HourlyPricing(PricingStrategy):
    def __init__(self, rate: int): self.rate = rate
    def price(self, hours): return round(hours * self.rate)

class FlatDailyPricing(PricingStrategy):
    def __init__(self, daily: int): self.daily = daily
    def price(self, hours): return self.daily * max(1, -(-int(hours) // 24))

class ParkingFeeCalculator:
    def __init__(self, strategy: PricingStrategy):
        self.strategy = strategy
    def fee(self, hours: float) -> int:
        return self.strategy.price(hours)
\`\`\`

Use Strategy when a behaviour varies independently of the object that uses it: pricing, sorting, routing, spot allocation, elevator scheduling. In Python, a plain function can serve as the strategy.

## Observer

Observer lets a subject notify any number of subscribers when something happens, without knowing who they are.

\`\`\`python
class EventBus:
    def __init__(self):
        self._subscribers = {}

    def subscribe(self, event: str, handler) -> None:
        self._subscribers.setdefault(event, []).append(handler)

    def publish(self, event: str, payload: dict) -> None:
        for handler in self._subscribers.get(event, []):
            handler(payload)

bus = EventBus()
bus.subscribe("spot_freed", lambda p: print(f"display: floor {p['floor']} has space"))
bus.subscribe("spot_freed", lambda p: print(f"waitlist: notify next driver"))
bus.publish("spot_freed", {"floor": 2})
\`\`\`

Use it for displays, notifications, audit logs and reservations ("notify me when available"). Watch for its pitfalls: handlers that throw, slow handlers blocking the publisher, and subscribers that are never removed.

## State

State moves behaviour that depends on an object's current mode into separate state classes, replacing sprawling conditionals such as \`if self.state == "idle" ... elif ...\` in every method.

\`\`\`python
class OrderState(ABC):
    def pay(self, order): raise ValueError(f"Cannot pay in {type(self).__name__}")
    def ship(self, order): raise ValueError(f"Cannot ship in {type(self).__name__}")

class AwaitingPayment(OrderState):
    def pay(self, order): order.state = Paid()

class Paid(OrderState):
    def ship(self, order): order.state = Shipped()

class Shipped(OrderState):
    pass

class Order:
    def __init__(self): self.state = AwaitingPayment()
    def pay(self): self.state.pay(self)
    def ship(self): self.state.ship(self)
\`\`\`

Each state handles only the transitions valid for it; invalid operations fail loudly. Adding a \`Cancelled\` state means one new class plus the transitions into it.

## Strategy versus State

They look alike — both delegate to an interchangeable object. The difference is **who changes it**: a strategy is chosen by the client and usually stays fixed; a state changes itself as events happen. Saying this distinction clearly is a common interview follow-up.

Also worth knowing: **Command** wraps a request as an object so it can be queued, logged or undone — the basis of undo and redo in editors.
`,
        },
      ],
    },
    {
      slug: "worked-designs",
      title: "Worked Designs",
      summary:
        "Classic interview problems solved end to end: a parking lot, an LRU cache and a vending machine, with code and the follow-up questions to expect.",
      lessons: [
        {
          slug: "introduction-to-worked-designs",
          title: "Introduction to Worked Designs",
          minutes: 3,
          body: `The best preparation for LLD interviews is solving the classic problems end to end, out loud, with working code. This module works through three of them, each chosen because it exercises different skills:

| Problem | Main skills |
|---|---|
| Parking lot | Domain modelling, Strategy, Factory, concurrency on shared resources |
| LRU cache | Data-structure design, O(1) operations, encapsulation, thread safety |
| Vending machine | State pattern, handling invalid operations, money and inventory |

## The template to follow for every problem

**1. Requirements and scope.** Write them down in two lists — supported and out of scope. Ask about scale only where it changes the design (a single parking lot or many? one cache instance or shared between threads?).

**2. Core entities.** List classes with one-line responsibilities. Separate types from instances (spot type versus spot, product versus slot).

**3. Relationships and class diagram.** A quick text diagram is enough:

\`\`\`text
ParkingLot 1──* Floor 1──* Spot
ParkingLot 1──1 SpotAllocator (strategy)
ParkingLot 1──* Ticket *──1 Vehicle
\`\`\`

**4. Interfaces for what varies.** Pricing, allocation, payment, eviction. Justify each with a requirement.

**5. Core flows in code.** Implement the happy path first (park, then leave and pay), then add validation and edge cases. Keep methods short and names precise.

**6. Edge cases and errors.** Full lot, invalid ticket, lost ticket, paying twice, capacity zero.

**7. Extensions.** Be ready for "how would you add…?" questions. Your design should absorb them with new classes rather than edits everywhere. Typical follow-ups:

- Concurrency: two threads taking the last spot or evicting the same key.
- Persistence: which classes would become repository interfaces?
- Scale: many lots, distributed cache — where the LLD hands over to system design.

## Time management

In a 45-minute round, aim to have the class sketch agreed by minute 15 and a running core by minute 35. If you are behind, say so and prioritise: "I'll implement park and unpark fully and describe payment rather than code it." Interviewers prefer a working core with clear gaps over a sprawling half-finished design.

## How to practise with this module

Read each problem's requirements, close the lesson and attempt it yourself with a timer. Then compare. Differences are not necessarily mistakes; what matters is whether you can explain why your choice is reasonable. Rewrite the solution a second time a few days later — speed comes from repetition.
`,
        },
        {
          slug: "designing-a-parking-lot",
          title: "Designing a Parking Lot",
          minutes: 7,
          body: `**Requirements.** A multi-floor lot with spots of three sizes: motorcycle, compact and large. Vehicles are motorcycles, cars and trucks; a motorcycle fits any spot, a car fits compact or large, a truck only large. On entry the system assigns a spot and issues a ticket; on exit it computes the fee by duration and frees the spot. Pricing rules must be changeable. Out of scope: reservations, payment processing details.

## Entities

- \`VehicleType\`, \`SpotSize\` — enums; compatibility is data.
- \`Spot\` — id, floor, size, current vehicle.
- \`Ticket\` — id, vehicle plate, spot, entry time.
- \`SpotAllocator\` — strategy that chooses a spot.
- \`PricingStrategy\` — computes the fee.
- \`ParkingLot\` — coordinates entry and exit.

## Core code

\`\`\`python
import itertools, math, threading
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

class SpotSize(Enum):
    MOTORCYCLE = 1; COMPACT = 2; LARGE = 3

class VehicleType(Enum):
    MOTORCYCLE = 1; CAR = 2; TRUCK = 3

FITS = {
    VehicleType.MOTORCYCLE: [SpotSize.MOTORCYCLE, SpotSize.COMPACT, SpotSize.LARGE],
    VehicleType.CAR: [SpotSize.COMPACT, SpotSize.LARGE],
    VehicleType.TRUCK: [SpotSize.LARGE],
}

@dataclass
class Spot:
    spot_id: str
    floor: int
    size: SpotSize
    plate: str | None = None

@dataclass
class Ticket:
    ticket_id: int
    plate: str
    spot: Spot
    entered_at: datetime

class SmallestFitAllocator:
    def choose(self, spots, vtype):
        for size in FITS[vtype]:                      # smallest fitting size first
            for s in spots:
                if s.plate is None and s.size == size:
                    return s
        return None

class HourlyPricing:
    RATES = {VehicleType.MOTORCYCLE: 1, VehicleType.CAR: 3, VehicleType.TRUCK: 6}
    def fee(self, ticket, vtype, now):
        hours = math.ceil((now - ticket.entered_at).total_seconds() / 3600)
        return max(1, hours) * self.RATES[vtype]

class ParkingLot:
    def __init__(self, spots, allocator, pricing):
        self.spots, self.allocator, self.pricing = spots, allocator, pricing
        self.active: dict[int, tuple[Ticket, VehicleType]] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def enter(self, plate, vtype, now):
        with self._lock:                               # no two cars get one spot
            spot = self.allocator.choose(self.spots, vtype)
            if spot is None:
                raise RuntimeError("Lot full for this vehicle type")
            spot.plate = plate
            ticket = Ticket(next(self._ids), plate, spot, now)
            self.active[ticket.ticket_id] = (ticket, vtype)
            return ticket

    def exit(self, ticket_id, now):
        with self._lock:
            ticket, vtype = self.active.pop(ticket_id)  # KeyError → invalid ticket
            ticket.spot.plate = None
            return self.pricing.fee(ticket, vtype, now)
\`\`\`

## Design decisions to explain

- **Compatibility as data** (\`FITS\`), not a vehicle class hierarchy, avoids Liskov problems and makes new sizes a table change.
- **Allocator and pricing are strategies**, injected, so "fill from the top floor" or "weekend flat rate" are new classes.
- **One lock around allocation** prevents two entries claiming the same spot. At scale, keep free spots in per-size queues for O(1) allocation and use finer-grained locks.

## Follow-ups to expect

Display boards of free spots per floor (Observer on enter and exit), electric-charging spots (a new size or a spot feature), lost tickets (look up by plate, charge a maximum fee), and multiple entrances (the lock or an atomic claim on the spot handles it).
`,
        },
        {
          slug: "designing-an-lru-cache",
          title: "Designing an LRU Cache",
          minutes: 6,
          body: `**Requirements.** A fixed-capacity key-value cache with \`get(key)\` and \`put(key, value)\`, both in O(1). When full, \`put\` evicts the **least recently used** entry. Both reads and writes count as use. Follow-ups often add thread safety, TTLs or pluggable eviction policies.

## Choosing the data structures

- A **hash map** gives O(1) lookup from key to entry.
- A **doubly linked list** keeps entries in recency order and supports O(1) removal of any node, given a pointer to it, and O(1) insertion at the front.

Together: the map points to list nodes; the most recently used node sits next to the head, the least recently used next to the tail. Sentinel head and tail nodes remove empty-list special cases.

## Implementation

\`\`\`python
class _Node:
    __slots__ = ("key", "value", "prev", "next")
    def __init__(self, key=None, value=None):
        self.key, self.value = key, value
        self.prev = self.next = None

class LRUCache:
    def __init__(self, capacity: int):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.map: dict = {}
        self.head, self.tail = _Node(), _Node()     # sentinels
        self.head.next, self.tail.prev = self.tail, self.head

    def _unlink(self, node):
        node.prev.next, node.next.prev = node.next, node.prev

    def _push_front(self, node):
        node.prev, node.next = self.head, self.head.next
        self.head.next.prev = node
        self.head.next = node

    def get(self, key):
        node = self.map.get(key)
        if node is None:
            return None
        self._unlink(node)
        self._push_front(node)
        return node.value

    def put(self, key, value) -> None:
        node = self.map.get(key)
        if node is not None:
            node.value = value
            self._unlink(node)
            self._push_front(node)
            return
        if len(self.map) == self.capacity:
            lru = self.tail.prev
            self._unlink(lru)
            del self.map[lru.key]                   # node stores its key for this
        node = _Node(key, value)
        self.map[key] = node
        self._push_front(node)
\`\`\`

Each operation does a constant number of map operations and pointer updates, so both are O(1); memory is O(capacity).

## Points to raise

- **Why store the key in the node?** Eviction starts from the list; the key is needed to delete the map entry.
- **Library shortcut.** Python's \`collections.OrderedDict\` (with \`move_to_end\` and \`popitem(last=False)\`) and Java's \`LinkedHashMap\` with access order implement the same idea. Mention them, but interviewers usually want the hand-built version.
- **Thread safety.** Even \`get\` mutates the list, so a read-write lock does not help; wrap both methods in one mutex. For high concurrency, shard the cache into several independently locked LRUs by key hash.
- **TTL.** Store an expiry time in each node; treat expired entries as misses in \`get\` and remove them lazily, optionally with a periodic sweep.
- **Pluggable policies.** Extract an \`EvictionPolicy\` interface with \`on_access\`, \`on_insert\` and \`victim\` so LFU or FIFO can be swapped in — the Strategy pattern again. Note the trade-off: LFU needs frequency buckets to stay O(1).
- **Hit ratio metrics.** Count hits and misses; a cache without measurement cannot be tuned.

Walking through \`put\` on a full cache with a small example — capacity 2, put a, put b, get a, put c evicts b — is a quick way to prove correctness to the interviewer.
`,
        },
        {
          slug: "designing-a-vending-machine",
          title: "Designing a Vending Machine",
          minutes: 6,
          body: `**Requirements.** The machine holds products in slots, each with a price and a quantity. A user selects a slot, inserts coins, and receives the product and change once enough money is inserted. The user can cancel and get a refund. Selecting an empty slot or inserting an unsupported coin is rejected. An operator can restock. Out of scope: card payments and networking.

## Why State fits

The machine's response to the same action depends on its mode. Inserting a coin before choosing a product, while waiting for payment, or while dispensing are three different situations. Encoding this with \`if self.mode == ...\` in every method scatters the rules; the State pattern puts each mode's rules in one class.

States: **Idle** → (select) → **AwaitingPayment** → (enough money) → **Dispensing** → Idle. Cancel from AwaitingPayment returns to Idle with a refund.

## Code

\`\`\`python
from dataclasses import dataclass

COINS = {5, 10, 25, 100}          # cents

@dataclass
class Slot:
    name: str
    price: int
    qty: int

class State:
    def select(self, m, code): raise ValueError("Cannot select now")
    def insert(self, m, coin): raise ValueError("Select a product first")
    def cancel(self, m): return 0

class Idle(State):
    def select(self, m, code):
        slot = m.slots.get(code)
        if slot is None or slot.qty == 0:
            raise ValueError("Unavailable")
        m.selected, m.balance = slot, 0
        m.state = AwaitingPayment()

class AwaitingPayment(State):
    def insert(self, m, coin):
        if coin not in COINS:
            raise ValueError("Coin rejected")
        m.balance += coin
        if m.balance >= m.selected.price:
            m.state = Dispensing()
            return m.state.dispense(m)
    def cancel(self, m):
        refund, m.balance, m.selected = m.balance, 0, None
        m.state = Idle()
        return refund

class Dispensing(State):
    def dispense(self, m):
        m.selected.qty -= 1
        change = m.balance - m.selected.price
        item = m.selected.name
        m.balance, m.selected = 0, None
        m.state = Idle()
        return item, change

class VendingMachine:
    def __init__(self, slots: dict[str, Slot]):
        self.slots, self.state = slots, Idle()
        self.selected, self.balance = None, 0
    def select(self, code): return self.state.select(self, code)
    def insert(self, coin): return self.state.insert(self, coin)
    def cancel(self): return self.state.cancel(self)
    def restock(self, code, qty): self.slots[code].qty += qty
\`\`\`

Example: select "A1" priced 65, insert 25, 25, 25 → returns \`("Water", 10)\`.

## Design choices to discuss

- **Invalid actions fail loudly** in the base \`State\`, so each state overrides only what it allows.
- **Money as integer cents** avoids floating-point rounding errors.
- **Change-making.** The code returns a change amount; a real machine has a finite coin inventory. Add a \`CoinBox\` that computes change greedily from available coins (which is optimal for standard coin systems) and refuses the sale — refunding instead — if exact change is impossible.
- **Restocking** could be restricted to a \`Maintenance\` state entered with an operator key.
- **Extensibility.** Card payments become a \`PaymentMethod\` strategy used by \`AwaitingPayment\`; a display subscribes to state changes through Observer.

Follow-up questions usually target change-making with limited coins and what happens if the dispense mechanism jams — answer with a \`Fault\` state that refunds and blocks further sales.
`,
        },
      ],
    },
    {
      slug: "conclusion",
      title: "Conclusion",
      summary: "A recap of the low-level design approach and a list of problems to practise.",
      lessons: [
        {
          slug: "introduction-to-the-low-level-design-final-review",
          title: "Introduction to the Low-Level Design Final Review",
          minutes: 2,
          body: `This closing lesson summarises the roadmap as a checklist to rehearse before your interview.

## The approach

1. **Clarify** use cases, actors and constraints; write supported and out-of-scope lists.
2. **Model** entities from nouns and behaviours from verbs; split types from instances.
3. **Assign responsibilities** to the object that has the information.
4. **Find what varies** and put it behind a small interface.
5. **Code the main flow** end to end before edge cases.
6. **Harden**: validation, error handling, concurrency on shared resources.
7. **Extend**: show how new requirements become new classes.

## Principles as arguments

- Single responsibility: "this class changes only when X changes."
- Open/closed: "adding a new Y is a new class, not an edit."
- Liskov: "every subtype can be used where its parent is expected — no overrides that refuse to work."
- Interface segregation: "clients only see the methods they use."
- Dependency inversion: "business logic receives its storage, clock and gateways through the constructor."
- Composition over inheritance: "behaviour is plugged in; hierarchies stay shallow."

## Patterns by force

- Swappable algorithm → Strategy. Mode-dependent behaviour → State. Reactions to events → Observer.
- Run-time choice of class → Factory. Many optional fields → Builder.
- Foreign interface → Adapter. Layered extra behaviour → Decorator. Undo or queueing → Command.

## Code quality signals

- Precise names, short methods, no god classes.
- Enums and data tables instead of stringly typed conditionals.
- Money as integers; time passed in rather than read from a global clock, so tests are deterministic.
- Clear exceptions for invalid operations.

## Red flags to avoid

Coding before agreeing scope, deep inheritance trees, patterns without reasons, ignoring thread safety on shared state, and running out of time with nothing runnable. If you keep the approach above and explain each decision in terms of a requirement, you will show exactly what these interviews are designed to find.
`,
        },
        {
          slug: "low-level-design-practice-problems",
          title: "Low-Level Design Practice Problems",
          minutes: 2,
          body: `Work through these problems with a 45-minute timer each, writing runnable code for the core flow. For each, the notes list what interviewers typically probe.

## Warm-up

- **Stack-based text editor with undo and redo** — Command pattern, two stacks, grouping keystrokes into one undoable action.
- **Logger library** — levels, multiple sinks, Chain of Responsibility or a list of handlers, formatting with Decorator, thread-safe writes.
- **Deck of cards and a simple game** — modelling cards with enums, shuffling, separating game rules from the deck.

## Core

- **Library management** — book versus copy, loans, fines, reservations with notifications (Observer).
- **Elevator system** — car state (moving, idle, doors open), request queues, a scheduling Strategy, what happens with many cars.
- **Movie ticket booking** — seat maps, temporary seat holds with expiry, preventing double booking under concurrency.
- **Rate limiter class** — token bucket and sliding window behind one interface, per-key state, thread safety.
- **Splitwise-style expense sharing** — equal, exact and percentage splits as strategies; simplifying debts between users.

## Harder

- **Chess** — board and piece modelling, move validation per piece (polymorphism), check and checkmate detection, move history.
- **In-memory file system** — Composite pattern for files and directories, path parsing, permissions.
- **Ride-hailing trip lifecycle** — trip state machine, driver matching strategy, fare calculation with surge rules.
- **Snake and ladders or tic-tac-toe for N players and board sizes** — clean game loop, win detection in O(1) per move for tic-tac-toe.

## How to review your solution

After each attempt, check:

1. Could you add the most likely follow-up feature by adding classes rather than editing many?
2. Is any class doing more than one job?
3. Did you handle invalid input and concurrent access where they matter?
4. Could someone else read your code and explain the design without you?

Repeat a problem a week later without looking at your previous solution. The second attempt is usually twice as fast, and speed is what turns a good design into a finished one within the time limit.
`,
        },
      ],
    },
  ],
};
