import type { SeedRoadmap } from "../types";

export const roadmap: SeedRoadmap = {
  slug: "behavioral",
  title: "Behavioral",
  summary: "Tell your story with structure: STAR answers, conflict, failure, leadership and growth.",
  modules: [
    {
      slug: "behavioral-foundations",
      title: "Behavioral Interview Foundations",
      summary: "Why behavioural interviews matter, the STAR method, building a bank of stories and delivering them clearly.",
      lessons: [
        {
          slug: "introduction-to-behavioral-interviews",
          title: "Introduction to Behavioral Interviews",
          minutes: 3,
          body: `A behavioural interview asks about your past to predict how you will act in the future. Instead of "How would you handle a disagreement?" you hear "Tell me about a time you disagreed with a teammate." The premise is simple: specific past behaviour is a better predictor than hypothetical intentions, which everyone answers well.

Many engineers treat this round as a formality after the technical interviews. That is a mistake. At many companies a weak behavioural round can sink an otherwise strong loop, and at senior levels it often decides the level of the offer.

## What interviewers assess

Each company has its own list, but most map onto these competencies:

- **Ownership** — taking responsibility for outcomes, including problems outside your job description.
- **Collaboration** — working through disagreement, helping others, giving credit.
- **Communication** — explaining clearly to different audiences, raising problems early.
- **Growth** — learning from mistakes and feedback, seeking challenges.
- **Judgement** — making good decisions with incomplete information, balancing speed and quality.
- **Impact** — delivering results that mattered, with scope appropriate to your level.
- **Leadership** — influencing people and direction, with or without authority.

Interviewers usually take notes against two or three of these per question and look for **evidence**: specific actions you took and their results.

## Typical format

A 30–60 minute conversation with four to six main questions and several follow-ups each. Some companies embed behavioural questions in technical rounds ("Tell me about the hardest bug you've fixed"). Follow-ups probe depth: "What exactly did you say?", "What would you do differently?", "What did your manager think?"

## Why preparation matters

Under pressure, unprepared candidates tend to:

- tell a story from too long ago or with no clear result;
- ramble through context for three minutes before reaching what they did;
- say "we" throughout, so the interviewer cannot tell what they personally contributed;
- pick a story that does not answer the question asked;
- choose "failures" that are really disguised successes.

All of these are fixable with preparation. You do not need dramatic stories; you need honest, specific ones, told with structure.

## How this roadmap is organised

This module covers the STAR structure, building a bank of stories and delivering them well. The next module tackles the themes almost every company asks about — conflict, failure and leadership — with sample answers. Then come the questions about you and your motivation, and finally how to close the interview, including the questions you should ask.

Before moving on, write down the competencies that matter at the companies you are targeting. Most publish their values or leadership principles; those lists are the best guide to what you will be asked.
`,
        },
        {
          slug: "the-star-method",
          title: "The STAR Method",
          minutes: 3,
          body: `STAR — **Situation, Task, Action, Result** — is the standard structure for behavioural answers. Interviewers need four things from every story: context, your responsibility, what you did, and what happened. STAR delivers all four in a sensible order.

## The four parts

**Situation** — Set the scene in two or three sentences: where you worked, the team, the project, and what made it matter.

**Task** — Your specific responsibility or goal. What were you trying to achieve, and why was it yours?

**Action** — What *you* did, step by step. This is the heart of the answer and should take about half your time. Include your reasoning: what options you considered and why you chose this one.

**Result** — What happened, ideally with numbers. Include the human or team outcome, and close with a short reflection on what you learned.

## A worked example

Question: "Tell me about a time you improved something without being asked."

> **Situation:** "On my last team, our integration test suite took about 40 minutes and failed randomly roughly one run in five, so engineers re-ran it and often merged without a green build."
>
> **Task:** "It wasn't assigned to anyone, but I was frustrated by it and thought I could fix it in my slack time. I set myself the goal of getting it under 15 minutes with reliable results."
>
> **Action:** "First I collected data: I wrote a script that pulled a month of CI results and ranked tests by failure rate and duration. Twelve tests caused about 80% of the flaky failures. Most shared a pattern — they waited a fixed number of seconds for a background job instead of polling for completion. I fixed those and shared the pattern in a short write-up so others wouldn't reintroduce it. For speed, I split the suite into four parallel shards balanced by historical duration. I showed the plan to my tech lead before changing the CI configuration, since it affected everyone."
>
> **Result:** "Runs dropped to about 12 minutes and flaky failures fell to roughly one in fifty runs. The team went back to requiring green builds before merging. I learned that measuring first made the work easy to justify — the data got me support for time that wasn't on the roadmap."

## Tips for each part

- **Keep the situation short.** If you have spoken for a minute and not reached the action, you are too slow.
- **Make the task personal.** "My goal was…" rather than "the team needed…".
- **Use "I" in the action.** Credit others where due, but make your contribution unmistakable.
- **Quantify results** — time saved, errors reduced, users affected, revenue. Approximate honestly if you must.
- **End deliberately.** A one-sentence lesson signals reflection and tells the interviewer you are done.

## Length

Aim for about two minutes per answer. Longer stories lose attention; shorter ones usually lack the detail that earns credit. Follow-up questions will draw out the rest.
`,
        },
        {
          slug: "building-your-story-bank",
          title: "Building Your Story Bank",
          minutes: 4,
          body: `You cannot predict every question, but you can prepare a set of stories flexible enough to answer almost any of them. A **story bank** is a short document listing eight to twelve of your strongest experiences, each outlined in STAR form and tagged with the themes it can illustrate.

## Step 1: brainstorm raw material

Go through your last few years of work — projects, teams, incidents, reviews — and jot down moments that stand out. Prompts that help:

- A project you are most proud of.
- The hardest technical problem you solved.
- A time you disagreed with someone senior.
- A mistake that had real consequences.
- A deadline you almost missed.
- Someone you helped grow or onboard.
- Feedback that changed how you work.
- A time you changed a team's process or tooling.
- A decision you made with incomplete information.
- A time you went beyond your role.

Use recent experiences where possible, ideally from the last two or three years, because they reflect your current level. Students and new graduates can draw on internships, group projects, open-source work, teaching or part-time jobs.

## Step 2: outline each story

For each, write short bullet points, not a script:

\`\`\`text
Story: Flaky CI suite
S: 40-minute integration suite, 1 in 5 runs flaky, people merging on red
T: self-assigned; goal < 15 min and reliable
A: mined a month of CI data; found 12 tests → 80% of flakes (fixed sleeps);
   fixed and documented pattern; sharded suite 4 ways by duration;
   got tech lead buy-in before changing shared config
R: ~12 min, flakes ~1 in 50; green builds required again
Lesson: measure first to earn support for unplanned work
Themes: ownership, initiative, technical depth, influence
\`\`\`

Bullets keep delivery natural. Memorised scripts sound rehearsed and fall apart under follow-up questions.

## Step 3: map stories to themes

Build a grid with your stories as rows and common themes as columns — conflict, failure, leadership, ambiguity, tight deadline, feedback, helping others, customer focus, technical challenge. Mark which stories fit which themes. Aim for every theme to have at least two stories, so you do not have to reuse the same story with the same interviewer.

## Step 4: add depth for follow-ups

For each story, note answers to the questions interviewers ask next:

- What alternatives did you consider?
- What would you do differently?
- What was the hardest part?
- How did others react?
- What was the measurable outcome?

## Step 5: tailor to the company

Read the company's values or leadership principles and choose which stories best show each. If a company emphasises customer obsession, make sure you have a story in which a customer's problem drove your decision.

## Keep it alive

Update your story bank after every notable project, not just when job hunting. Details fade quickly — the numbers, the exact disagreement, what you tried first — and details are what make stories convincing.
`,
        },
        {
          slug: "delivering-your-stories",
          title: "Delivering Your Stories",
          minutes: 3,
          body: `Good content can still land badly. How you tell a story — its length, clarity and honesty — affects how interviewers score it. This lesson covers delivery habits that make a strong impression.

## Listen to the actual question

"Tell me about a time you disagreed with your manager" is not the same as "Tell me about a conflict on your team." Before answering, take two or three seconds to pick the best-fitting story from your bank. It is fine to say, "Let me think for a moment." If a question is ambiguous, ask: "Would you like an example from a technical decision or from a team process?"

## Signpost your answer

Start with a one-sentence headline so the interviewer knows where you are going:

> "I'll tell you about the time I pushed back on a launch date because our load tests were failing, and how we agreed a compromise."

Then tell the story in STAR order. The headline also helps if you get interrupted — the interviewer already knows the point.

## "I" versus "we"

Engineering is collaborative, and saying "we" is natural. But the interviewer is evaluating *you*. Use "we" for the team's work and "I" for your own decisions and actions:

> "We were migrating the billing database. I wrote the migration plan and proposed running both systems in parallel for two weeks; the team split the verification work."

## Be honest and specific

- **Specific details signal truth.** "I messaged the on-call engineer at 11 p.m. and we rolled back within ten minutes" is more convincing than "I communicated effectively".
- **Do not exaggerate your role.** Follow-up questions expose it quickly, and it damages everything else you have said.
- **Own the unflattering parts.** Admitting what went wrong, briefly and without excessive self-criticism, builds credibility.

## Manage length

Two minutes is the target. If you notice you are deep in technical context, say "The short version of the technical detail is…" and move on. Check in after long answers: "I can go deeper into how we chose the approach, if that's useful."

## Handle follow-ups well

Follow-ups are a good sign: the interviewer is interested. Answer them directly and briefly. If you do not remember a detail, say so rather than inventing it. If asked "What would you do differently?", always have an answer; "nothing" suggests a lack of reflection.

## Tone and presence

- Speak about former colleagues and employers respectfully, even in conflict stories.
- Show energy about work you cared about — enthusiasm is persuasive.
- In video interviews, look at the camera when making key points, and keep notes brief and out of sight; reading from a script is obvious.

## Practise out loud

Silent rehearsal feels sufficient and is not. Record yourself answering five common questions, listen back, and cut everything that does not help the story. Then practise with a friend who interrupts with follow-ups. Three or four practice sessions make a visible difference.
`,
        },
      ],
    },
    {
      slug: "core-question-themes",
      title: "Core Question Themes",
      summary: "The themes almost every company probes \u2014 conflict, failure and leadership \u2014 with approaches and sample answers.",
      lessons: [
        {
          slug: "introduction-to-core-question-themes",
          title: "Introduction to Core Question Themes",
          minutes: 3,
          body: `Behavioural questions come in many wordings, but most fall into a handful of themes. If you have strong, well-rehearsed stories for these themes, you can answer the majority of questions you will face, whatever the exact phrasing.

## The most common themes

| Theme | Typical wordings |
|---|---|
| Conflict | "Tell me about a disagreement with a colleague." "A time you pushed back." |
| Failure | "Tell me about a mistake." "A project that didn't go as planned." |
| Leadership and influence | "A time you led without authority." "How did you get others on board?" |
| Ownership | "A time you went beyond your responsibilities." "Something you fixed that wasn't yours." |
| Ambiguity | "A time you had to act without clear requirements." |
| Pressure and prioritisation | "A tight deadline." "Too many things to do at once." |
| Customer focus | "A time you changed something based on user feedback." |
| Helping others | "A time you mentored someone." "Helped a struggling teammate." |
| Technical challenge | "The hardest bug you've fixed." "A difficult technical decision." |

## What each theme is really testing

Every theme has an underlying question the interviewer is trying to answer:

- **Conflict:** Can you disagree productively and keep relationships intact?
- **Failure:** Do you take responsibility and learn, or deflect?
- **Leadership:** Can you move people and decisions forward without relying on a title?
- **Ownership:** Do you act when something needs doing, or wait to be told?
- **Ambiguity:** Can you create clarity and make progress without perfect information?
- **Prioritisation:** Do you make deliberate trade-offs and communicate them?

Keep the underlying question in mind while you tell the story, and make sure your actions answer it explicitly.

## Choosing stories by level

Interviewers calibrate to the level you are interviewing for:

- **Entry level:** stories about your own work, learning quickly, asking for help well, and contributing to a team.
- **Mid level:** owning features end to end, handling disagreements, improving processes, helping newer engineers.
- **Senior and above:** influencing across teams, making trade-offs with business impact, mentoring, leading through ambiguity.

A senior candidate whose best conflict story is about a code-style disagreement will seem under-levelled; choose stories whose scope matches the role.

## Red flags interviewers listen for

- Blaming others or describing colleagues as incompetent.
- Stories where you were always right and nobody else contributed.
- No result, or a result with no connection to what you did.
- Failures that are not really failures.
- Vagueness under follow-up questions.

The next three lessons take the three themes that cause candidates the most difficulty — conflict, failure and leadership — and show how to answer them well.
`,
        },
        {
          slug: "conflict-and-disagreement",
          title: "Conflict and Disagreement",
          minutes: 3,
          body: `Conflict questions test whether you can disagree productively: raise concerns, listen, use evidence and reach a decision while preserving the working relationship. Nearly every company asks one.

## What a strong answer shows

- **A real disagreement** with something at stake.
- **Respect for the other person** and an effort to understand their position.
- **Evidence over opinion.** You gathered data, built a prototype or proposed a test.
- **A resolution** — agreement, a compromise, or disagreeing and committing to the final decision.
- **A healthy relationship afterwards.**

You do not have to have won. Stories where you changed your mind after learning something are often stronger than stories where you prevailed.

## Sample story

Question: "Tell me about a time you disagreed with a teammate."

> **Situation:** "My team was building a new notifications feature for our mobile app. A senior colleague, Marta, proposed polling the server every 30 seconds for new notifications because it was simple and the server already had the endpoint."
>
> **Task:** "I was implementing the client side, and I was worried that polling would drain battery and create a lot of server load as usage grew. I needed to raise that without derailing the sprint."
>
> **Action:** "Before arguing, I asked Marta what she was optimising for. Her main concern was the deadline — push notification infrastructure would take longer to build. That was fair. So instead of debating in the abstract, I spent an afternoon estimating the impact: at our daily active user count, 30-second polling meant roughly 2,000 requests per second of mostly empty responses, and our battery profiling showed a measurable drain. I shared the numbers with her privately first, and proposed a middle path: launch with polling at a longer interval plus polling on app open, and build push delivery in the following sprint."
>
> **Result:** "Marta agreed, and she suggested the app-open refresh herself, which made the experience better than my original proposal. We launched on time, the server load stayed manageable, and we switched to push three weeks later. We worked together on several projects after that. What I took away is to understand the other person's constraint first — it turned a disagreement into a joint design problem."

## Structure for any conflict answer

The disagreement and why it mattered; how you understood the other view; how you used data rather than persistence; the resolution; the relationship afterwards and your lesson.

## Variants to prepare

- **Disagreeing with your manager:** show respect for their authority, and that you raised concerns once, clearly, with evidence — then committed if overruled.
- **A difficult colleague:** focus on behaviour and impact, what you did to improve things, and when you involved a manager.
- **Conflict you could not resolve:** acceptable, if you show what you tried, how you escalated appropriately and what you would do differently.

Avoid stories in which the other person is a villain; interviewers want someone who would treat that person fairly.
`,
        },
        {
          slug: "failure-and-mistakes",
          title: "Failure and Mistakes",
          minutes: 3,
          body: `"Tell me about a time you failed" makes many candidates uncomfortable, so they choose something trivial or disguise a success as a failure ("I worked too hard"). Interviewers see through this immediately. They ask because they want to know whether you take responsibility and learn — and everyone who has done real work has real failures.

## Choosing the right story

A good failure story:

- involves a **real mistake or misjudgement that was yours**, not someone else's;
- had **meaningful consequences** — a delay, an outage, wasted effort, an unhappy customer;
- is **not catastrophic or ethically troubling** — avoid stories involving dishonesty or that raise doubts about basic competence for the role;
- ends with **a concrete lesson that changed your behaviour**, ideally with evidence that it did.

## How to structure it

Spend less time on the failure and more on the response: **what happened** (briefly), **your part** (owned clearly), **what you did immediately**, **what you changed** so it would not recur, and **evidence** that the change worked.

## Sample story

Question: "Tell me about a mistake you made at work."

> **Situation:** "About a year into my first job, I was asked to add a new field to our user profile API."
>
> **Task:** "It looked like a small change, and I wanted to show I could deliver quickly."
>
> **Action:** "I added the field and, to keep the response tidy, renamed an existing field from \`phone\` to \`phoneNumber\`. I updated our web app and all tests passed, so I shipped it. What I hadn't checked was that our Android app, built by another team, also read that field. Within an hour, their crash-free rate dropped and support tickets arrived. As soon as I saw the alert, I told my tech lead it was probably my change, reverted it, and the crashes stopped within twenty minutes. Then I wrote up what happened for both teams."
>
> **Result:** "The outage affected Android users for about an hour. I learned two things: renaming a field is a breaking change however tidy it looks, and 'all tests pass' only covers the consumers you have tests for. I proposed, and then built, a contract test that checked our API responses against the schemas the mobile apps used, which ran in CI. In the following year, it caught three other breaking changes before they shipped. And I now ask 'who else consumes this?' before any interface change."

It works because the mistake is real and owned, the response is fast and transparent, the lesson became a systemic fix with evidence, and the tone is matter-of-fact.

## Related questions

- "Tell me about a time you missed a deadline."
- "Describe a project that didn't succeed."
- "What's a decision you regret?"
- "Tell me about critical feedback you received."

The same structure works for all of them: honest ownership, quick response, lasting change, evidence.
`,
        },
        {
          slug: "leadership-and-influence",
          title: "Leadership and Influence",
          minutes: 3,
          body: `Leadership questions are not only for people with "lead" in their title. "Tell me about a time you led something" or "How did you convince others to adopt your idea?" test whether you can move a group forward through initiative, persuasion and example. For individual contributors, influence without authority is the key skill.

## What counts as leadership

Driving a project end to end, convincing a team to adopt a tool or process, mentoring someone, taking charge during an incident, or organising a fix for a problem nobody owned.

## The influence toolkit

Interviewers want to see *how* you persuaded people, not just that you did:

- **Understand the audience.** What does each person care about — speed, reliability, their own workload?
- **Use evidence.** Data, a prototype or a small pilot beats argument.
- **Reduce the cost of saying yes.** Offer to do the setup, start with a reversible trial, and address objections directly.
- **Build allies.** Get early supporters before a big meeting.
- **Give credit.** Let others share ownership of the idea.

## Sample story

Question: "Tell me about a time you influenced a decision without formal authority."

> **Situation:** "Our team of eight had no consistent code review practice. Reviews sat for two or three days, and pull requests were often huge, so bugs slipped through and people were frustrated."
>
> **Task:** "I wasn't the lead, but I cared about it, and I wanted to change how we reviewed code without imposing rules on more senior colleagues."
>
> **Action:** "I pulled data from our repository: the median time to first review was 31 hours, and pull requests over 400 lines had roughly three times as many follow-up bug fixes. I shared the numbers in our retrospective and asked what people thought was causing it, rather than proposing a solution immediately. Two themes came up: big pull requests were hard to review, and nobody knew whose turn it was. I proposed a four-week experiment with two changes — a soft limit of about 300 lines per pull request and a daily rotating 'review buddy' — and volunteered to set up the rotation bot and track results. Two senior engineers were sceptical about the size limit, so we agreed it was a guideline, not a rule."
>
> **Result:** "After four weeks, median time to first review dropped to about 5 hours, and the team voted to keep both changes. Our tech lead later asked me to present the experiment to two other teams, who adopted the rotation. I learned that framing changes as experiments with an end date makes it much easier for people to say yes."

## Tips

- Show the **resistance** you met and how you handled it; a story where everyone agreed immediately shows little influence.
- Scale the story to your level: a class or internship project for entry level, cross-team influence for senior roles.
- Always close with the outcome and what happened next — did the change last?
`,
        },
      ],
    },
    {
      slug: "growth-and-motivation",
      title: "Growth and Motivation Questions",
      summary: "Questions about you: your introduction, why this company, how you take feedback, and how to discuss weaknesses honestly.",
      lessons: [
        {
          slug: "introduction-to-growth-and-motivation-questions",
          title: "Introduction to Growth and Motivation Questions",
          minutes: 3,
          body: `Not every behavioural question asks for a story about a past event. Some ask directly about you: who you are, why you want this job, how you learn, what you are working on improving. These questions reveal motivation and self-awareness, and because they are so predictable, a weak answer looks like a lack of preparation.

## The questions in this group

- "Tell me about yourself." / "Walk me through your background."
- "Why do you want to work here?" / "Why this role?"
- "Why are you leaving your current job?"
- "What are you looking for in your next role?"
- "Tell me about a time you received critical feedback."
- "What is your greatest weakness?" / "What are you working on improving?"
- "How do you keep your skills current?"
- "Where do you see yourself in a few years?"

## What interviewers are looking for

- **Genuine motivation.** Do you want this job specifically, for reasons that suggest you will be engaged and stay?
- **Fit between your goals and the role.** If you want to lead machine-learning research and the role is front-end infrastructure, someone will be disappointed.
- **Self-awareness.** Can you describe your strengths and gaps accurately?
- **A growth mindset.** Do you seek feedback, act on it and learn deliberately?
- **Professionalism.** Do you speak about past employers with respect?

## Principles for this group of questions

**Be honest, but choose your emphasis.** You do not have to share every reason you are job hunting. "I'm looking for a larger scale of system to work on" is honest and positive, even if you are also frustrated with your current manager.

**Be specific.** "I love your culture" could be said about any company. "I read your engineering blog post about moving your build system to remote execution, and that's exactly the kind of developer-productivity work I want to do" could not.

**Connect past, present and future.** A coherent narrative — what you have done, what you learned, why this role is the logical next step — is more persuasive than a list of facts.

**Keep it positive and forward-looking.** Focus on what you are moving towards, not only what you are escaping.

## Preparing

Write short notes, not scripts, for each question in the list above. Research each company separately: its products, engineering blog, recent news, and the team you would join. The next lessons show how to structure the three most important answers: your introduction, your motivation for the company, and how you talk about feedback and weaknesses.
`,
        },
        {
          slug: "tell-me-about-yourself",
          title: "Tell Me About Yourself",
          minutes: 3,
          body: `"Tell me about yourself" often opens the interview, and it sets the tone for everything after. It is not a request for your life story or a recitation of your CV. It is an invitation to give a short, relevant summary that makes the interviewer want to learn more.

## A simple structure: present, past, future

1. **Present (20 seconds)** — your current role, what you work on, and one notable achievement.
2. **Past (30–40 seconds)** — the two or three experiences that led here and explain your strengths.
3. **Future (20 seconds)** — what you are looking for next, and why this role fits.

Total: about 90 seconds.

## Sample answer for a mid-level engineer

> "I'm a backend engineer at a logistics company, where I've spent the last three years on the services that calculate delivery routes and estimated arrival times. The project I'm proudest of is rebuilding our arrival-time service: I led the move from a nightly batch job to streaming updates, which cut the error in our arrival estimates roughly in half.
>
> Before that I spent two years at a small agency building web apps for clients, which taught me to work directly with non-technical stakeholders and to ship quickly. I moved to logistics because I wanted to work on systems at larger scale, and I've found that I enjoy the data-heavy, performance-sensitive side of backend work most.
>
> Now I'm looking for a role where I can go deeper on large-scale distributed systems, and your real-time pricing team stood out because it combines streaming data with hard latency requirements — very close to what I've enjoyed most."

## Sample answer for a new graduate

> "I'm finishing a computer science degree, with a focus on systems and databases. My most substantial project was my final-year thesis, where I built a small key-value store and measured how different compaction strategies affected write throughput.
>
> Last summer I interned on a payments team, where I built an internal tool for reconciling failed transactions that the operations team still uses daily. That was my first experience of code that real people depended on, and I loved it.
>
> I'm looking for a backend role where I can learn from experienced engineers on systems with real scale, which is why your infrastructure graduate programme appeals to me."

## Tips

- **Tailor it.** Emphasise experiences relevant to this role; drop the rest.
- **Include one concrete achievement** with a result. It gives the interviewer a natural follow-up.
- **Do not recite your CV;** tell the thread connecting it.
- **End with the bridge to this job,** which naturally leads to the next question.

## Practise until it is natural

You will give this answer in almost every interview, so rehearse it: record yourself, check the timing and cut filler. Vary it slightly each time so it never sounds memorised.
`,
        },
        {
          slug: "why-this-company-and-role",
          title: "Why This Company and Role",
          minutes: 3,
          body: `"Why do you want to work here?" sounds simple, but generic answers are common and costly. Interviewers want evidence that you have thought about this company and this role, and that your reasons suggest you will be engaged and stay.

## What makes an answer strong

A good answer connects three things:

1. **Something specific about the company** — its product, technical challenges, mission, engineering practices or stage.
2. **Something specific about you** — your interests, experience and goals.
3. **Why the combination makes sense** — what you would contribute and what you would gain.

## Research sources

- The company's products: use them, and form an opinion.
- The engineering blog, conference talks and open-source projects.
- The job description: the problems the team owns, the technologies, the level of ownership.
- Recent news: funding, launches, expansions.
- Conversations with current or former employees, if you can arrange them.

Note two or three specific facts that genuinely interest you. You need fewer than you think, but they must be real.

## Sample answer

> "There are three reasons. First, the problem: your platform processes payments for small businesses in markets where card usage is low, and building reliable payment flows across so many local methods is a hard distributed-systems problem. That's the kind of work I've enjoyed most — on my current team I own our integration with two banking partners, and I like the mix of protocol details and failure handling.
>
> Second, how you build. I read your engineering team's post about designing for idempotency across payment providers, and the approach of recording every external call as a state machine is something I'd like to learn from — it's more rigorous than what we do today.
>
> Third, the stage. You're large enough to have real scale, but small enough that an engineer still owns whole services. I want that level of ownership in my next role."

## Why this works

- Each reason is specific and checkable.
- The candidate links the company's needs to their own experience.
- It shows enthusiasm without flattery.

## Answers to avoid

- **Generic praise:** "You're a great company with a great culture."
- **Purely self-interested reasons:** salary, perks, the brand on your CV. They may be true, but lead with the work.
- **Negativity about your current employer:** "Anything is better than where I am now."
- **Factual errors** from shallow research — they suggest carelessness.

## "Why are you leaving?"

Keep it brief, honest and forward-looking: "I've learned a lot in three years, but the team's focus has shifted to maintenance, and I want to work on new systems at larger scale." If you were laid off, say so plainly; it is common and rarely held against you. Never criticise former colleagues or managers, even if the criticism is deserved.
`,
        },
        {
          slug: "feedback-learning-and-weaknesses",
          title: "Feedback, Learning and Weaknesses",
          minutes: 3,
          body: `Questions about feedback and weaknesses test self-awareness: do you know where you fall short, and do you do something about it? Interviewers want someone who improves over time, and the way you handle these questions is direct evidence.

## "Tell me about a time you received critical feedback"

Structure the answer as: the feedback, your initial reaction (honestly), what you did with it, and the result.

> **Situation:** "In my first performance review as a mid-level engineer, my manager told me that my design documents were hard to follow — reviewers had to ask many clarifying questions, which slowed decisions."
>
> **Task:** "Honestly, my first reaction was defensive, because I thought the designs themselves were good. After thinking it over, I realised the feedback was about communication, not the designs, and I had seen the long comment threads myself."
>
> **Action:** "I asked two senior engineers whose documents I admired to review my next one before I shared it widely. Both pointed out the same thing: I explained the solution before the problem, so readers couldn't judge the trade-offs. I started opening every document with a one-paragraph problem statement and a short list of options considered, and I began asking one reviewer to read it cold before publishing."
>
> **Result:** "My next two design reviews were approved in a single meeting each, and six months later my manager mentioned clearer communication in my review as a strength. I still use the problem-first structure in everything I write."


## "What is your greatest weakness?"

Choose a **real, work-relevant weakness** that is **not central to the role** and that you are **actively improving**. Then describe what you are doing about it and the progress so far.

> "I tend to take on too much myself rather than delegating or asking for help — I'd rather fix something than explain it. On my last project that led to me becoming a bottleneck on code reviews for a while. Since then I've been deliberate about it: I pair with a teammate on tasks I would previously have done alone, and I track how many reviews are waiting on me each week. It's improved a lot, though under deadline pressure I still have to catch myself."

## Answers to avoid

- **Disguised strengths:** "I'm a perfectionist" or "I work too hard." These signal evasion.
- **Weaknesses that disqualify you:** a backend engineer saying they struggle to write tested code.
- **Weaknesses without action:** naming a flaw with no plan suggests low self-awareness.

## Learning and staying current

For "How do you keep your skills up to date?", be concrete: a recent technology you learned and how (a side project, a course, reading source code), and how you applied it at work. One real example beats a list of newsletters.

Across all of these questions, the message is: "I know where I can improve, I seek feedback, and I change my behaviour — here is the evidence."
`,
        },
      ],
    },
    {
      slug: "closing-the-interview",
      title: "Closing the Interview",
      summary:
        "Finishing strong: the questions to ask your interviewers, handling difficult or unexpected questions, and what to do after the interview.",
      lessons: [
        {
          slug: "introduction-to-closing-the-interview",
          title: "Introduction to Closing the Interview",
          minutes: 3,
          body: `The last part of an interview is easy to neglect and surprisingly influential. The final minutes shape the interviewer's last impression, the questions you ask reveal your priorities, and your follow-up affects how smoothly the process continues. This module covers three topics: asking good questions, handling difficult or unexpected questions that can appear at any point, and what to do after the interview.

## Why the end matters

- **Recency effect.** Interviewers often write their notes immediately after the interview, and the last few minutes are freshest.
- **Your questions are evaluated.** Thoughtful questions signal genuine interest and the ability to think about the team's real challenges. "No questions" signals low interest.
- **Two-way assessment.** You are also evaluating the company. The answers you get help you decide whether to accept an offer and prepare for later rounds.

## A strong close in three steps

1. **Ask one or two prepared, relevant questions** — covered in detail in the next lesson.
2. **Respond to the answers.** Show that you listened: "That's interesting — on my current team we had a similar problem with on-call load, and we…" This turns questions into a conversation.
3. **Thank the interviewer and, briefly, restate your interest.** "Thanks — this conversation made me more excited about the role, especially the work on the new data platform."

Keep the close short. A long closing pitch can feel scripted.

## Managing time

If the interviewer runs out of time for your questions, ask one and offer to send the rest to the recruiter. If the interviewer asks "Anything else you'd like me to know?", use it: mention a relevant strength or story that did not come up. "One thing we didn't get to: I led our migration to a new CI system, which seems relevant to the developer tooling focus you mentioned."

## Recovering from a weak answer

If an earlier answer went badly, you can briefly revisit it at the end: "I'd like to add to my answer about the missed deadline — I didn't mention what we changed afterwards." Keep it short and factual. It shows self-awareness and often improves the interviewer's impression.

## Virtual interviews

Closing well matters just as much on video. Keep your camera on until the call ends, avoid looking at other windows, and if the connection drops near the end, rejoin and follow up with a short message to the recruiter.

## What to prepare

Before each interview, write down three to five questions for each interviewer type — future manager, peer engineer, cross-functional partner — and one or two things you want to make sure the interviewer learns about you. The next lessons help with both.
`,
        },
        {
          slug: "questions-to-ask-your-interviewers",
          title: "Questions to Ask Your Interviewers",
          minutes: 3,
          body: `"Do you have any questions for me?" is an opportunity, not a formality. Good questions show curiosity and judgement, help you decide whether you want the job, and often turn the last minutes into the most memorable part of the conversation.

## Principles

- **Ask what you genuinely want to know.** Interest shows, and so does performance.
- **Tailor to the interviewer.** An engineer, a manager and a product manager see the team differently.
- **Prefer open questions about the real work** over things you could look up.
- **Listen and follow up.** A natural follow-up question is worth more than three prepared ones.

## For engineers on the team

- "What does a typical week look like for you?"
- "What's the most interesting technical problem the team has solved recently?"
- "How does code review and deployment work here? How long from merge to production?"
- "What does on-call look like, and how often are you paged?"
- "What would you change about the codebase if you had a month?"

## For the hiring manager

- "What would success look like for this role after six months?"
- "What are the biggest challenges the team is facing this year?"
- "How do you support engineers' growth? Can you give an example of someone who grew on the team?"
- "How does the team decide what to work on, and how much input do engineers have?"
- "What do the strongest people on your team do differently?"

## For product managers and other partners

- "How do engineering and product work together on priorities?"
- "How do you measure whether a feature was successful?"
- "What do customers most often ask for that you haven't built yet?"

## About culture

- "What surprised you when you joined?"
- "How are disagreements about technical direction resolved?"

## Questions to avoid

- **Anything answered on the website** — it suggests you did not prepare.
- **Salary, benefits and time off in technical rounds** — these are important, but ask the recruiter.
- **"Did I pass?" or "How did I do?"** — it puts the interviewer in an awkward position.
- **Yes/no questions** that end the conversation in one word.

## Using the answers

Take brief notes after each interview. Patterns across interviewers — consistent praise for a manager, or several people mentioning heavy on-call — are valuable signals when you compare offers. If answers differ sharply between interviewers, that is worth asking the recruiter or hiring manager about later.

## A sample exchange

> **You:** "What would success look like for this role after six months?"
>
> **Interviewer:** "Owning our search indexing pipeline and cutting the reindexing time, which is a pain point."
>
> **You:** "What makes reindexing slow today — the volume, or the pipeline design?"

The follow-up shows genuine engagement, invites the interviewer to talk about a problem they care about, and gives you a real picture of the job.
`,
        },
        {
          slug: "handling-difficult-questions",
          title: "Handling Difficult Questions",
          minutes: 3,
          body: `Some questions are uncomfortable: gaps in your CV, being let go, a question you cannot answer, a scenario with no good option. Calm, honest, brief answers leave a better impression than over-polished ones.

## Gaps, layoffs and short tenures

Be brief, factual and forward-looking. The interviewer mainly wants to know that you are ready and committed now.

- **Layoff:** "My position was eliminated when the company cut 20% of engineering after a funding round fell through. I'm proud of what I built there, especially the billing migration, and I'm now looking for a team where I can own systems end to end."
- **Career gap:** "I took eight months off to care for a family member. During the last few months I also took a distributed-systems course and built a small project to refresh my skills. I'm ready to return full time."
- **Short tenure:** "The role turned out to be mostly maintenance of a system being retired, which wasn't what was described. I learned to ask more specific questions about the work during interviews, which is why I asked you earlier about the roadmap."

## Being fired

If you were dismissed, do not lie — reference checks and follow-ups can expose it. Give a short, honest account, take responsibility for your part, and emphasise what you learned and changed. Avoid blaming your former manager, even if you feel it was unfair.

## "I don't have an example of that"

If you truly lack a directly matching story, say so and offer the closest one:

> "I haven't managed a conflict between two teams directly, but I was involved in a similar situation as the engineer representing my team. Can I tell you about that?"

Or describe what you would do, while being clear that it is hypothetical. Inventing a story is much worse than admitting a gap.

## Hypothetical and ethical dilemmas

"What would you do if your manager asked you to ship something you believed was unsafe?" Show that you would:

1. understand the reasons and constraints first;
2. raise concerns clearly, with evidence, to the right people;
3. propose alternatives that reduce risk;
4. escalate appropriately if the risk is serious — and never compromise on legal, safety or ethical lines.

## Questions you should not have to answer

In many countries interviewers may not ask about family plans, religion, health or similar matters. You can redirect politely — "I'm fully able to commit to the responsibilities of this role" — and mention it to the recruiter afterwards.

## Salary questions

If asked about expectations early, say you would like to learn more about the role first, or give a researched range for the role and location. Some places restrict questions about salary history; know the local rules.

## Keep your composure

Pause, breathe and ask for clarification if needed. A short, thoughtful pause reads as composure, and answering difficult questions calmly is itself evidence of maturity.
`,
        },
      ],
    },
    {
      slug: "conclusion",
      title: "Conclusion",
      summary: "A final checklist for behavioural interviews and a list of questions to practise with.",
      lessons: [
        {
          slug: "introduction-to-the-behavioral-final-review",
          title: "Introduction to the Behavioral Final Review",
          minutes: 2,
          body: `This closing lesson pulls the roadmap together into a checklist for the days before your interview.

## Your preparation checklist

- **Story bank ready:** eight to twelve stories, outlined in STAR bullets, tagged by theme, each with a measurable result and a lesson.
- **Coverage:** at least two stories each for conflict, failure, leadership or influence, ownership, ambiguity, pressure and helping others.
- **Scope:** stories that match the level you are interviewing for, mostly from the last two or three years.
- **Company research:** values or leadership principles mapped to your stories; two or three specific reasons you want to work there.
- **Core answers rehearsed aloud:** "Tell me about yourself" (about 90 seconds), "Why this company", "Why are you leaving", a real weakness with an improvement plan.
- **Questions prepared** for each type of interviewer.
- **Difficult topics** — gaps, layoffs, short tenures — have short, honest answers ready.

## During the interview

- Pause to choose the best story; a short silence is fine.
- Start with a headline, then follow STAR.
- Keep context brief and spend half the time on your actions.
- Say "I" for what you did; credit others generously.
- End each story with a result and what you learned.
- Answer follow-ups directly; admit what you do not remember.
- Speak respectfully about everyone in your stories.

## After the interview

- Write down the questions you were asked and how each answer felt, while it is fresh.
- Send a brief thank-you note through the recruiter if that is customary where you are applying.
- Update your story bank with anything you wished you had prepared.

## A final thought

Behavioural interviews reward preparation more than talent. You have already done the work the stories describe; what remains is to choose the best examples and tell them clearly. Candidates who practise out loud, with a timer and with a partner asking follow-up questions, consistently perform better than those who only think through their answers. Do that a few times, and this round can become a strength rather than an afterthought.
`,
        },
        {
          slug: "behavioral-practice-questions",
          title: "Behavioral Practice Questions",
          minutes: 3,
          body: `Use these questions for timed practice. For each, pick a story from your bank, answer aloud in about two minutes, and then answer the follow-up shown. Rotate through the list so you practise every theme.

## Conflict and collaboration

1. Tell me about a time you disagreed with a teammate's technical approach. *Follow-up: What would have happened if you had not spoken up?*
2. Describe a time you worked with someone whose style was very different from yours. *Follow-up: What did you learn from them?*
3. Tell me about a time you pushed back on a request from your manager or a product manager. *Follow-up: How did the relationship develop afterwards?*

## Failure and learning

4. Tell me about a project that did not go as planned. *Follow-up: What would you do differently from day one?*
5. Describe a bug or outage you caused. *Follow-up: How did you make sure it couldn't happen again?*
6. Tell me about the most useful feedback you have received. *Follow-up: How did you react at first?*

## Leadership and ownership

7. Tell me about a time you took ownership of something outside your responsibilities. *Follow-up: Why did you decide it was worth your time?*
8. Describe a time you convinced your team to change how they work. *Follow-up: Who resisted, and how did you address it?*
9. Tell me about someone you mentored. *Follow-up: How did you know it was working?*

## Ambiguity, pressure and judgement

10. Tell me about a time you had to make a decision without all the information. *Follow-up: How did you limit the risk?*
11. Describe a time you had too much to do. How did you prioritise? *Follow-up: What did you decide not to do, and who did you tell?*
12. Tell me about a time you had to balance speed against quality. *Follow-up: Would you make the same call today?*

## Customer and impact

13. Tell me about a time you changed your work based on feedback from users. *Follow-up: How did you measure the result?*
14. What is the most impactful thing you have built? *Follow-up: How do you know it was impactful?*

## About you

15. Tell me about yourself.
16. Why do you want to work here?
17. What are you working on improving right now?

## How to review

After each answer, score yourself on five points: Did I answer the actual question? Was the context under 30 seconds? Was my personal action clear? Did I give a concrete result? Did I end with a lesson? Any "no" tells you exactly what to practise next.
`,
        },
      ],
    },
  ],
};
