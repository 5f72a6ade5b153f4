import type { SeedRoadmap } from "../types";

export const roadmap: SeedRoadmap = {
  slug: "engineering-management-and-leadership-interviews",
  title: "Engineering Management and Leadership",
  summary: "People, delivery and strategy questions for engineering manager interviews.",
  modules: [
    {
      slug: "em-interview-foundations",
      title: "The Engineering Management Interview",
      summary: "What engineering manager loops assess, how to structure leadership answers, and how to describe your management philosophy.",
      lessons: [
        {
          slug: "introduction-to-engineering-management-interviews",
          title: "Introduction to Engineering Management Interviews",
          minutes: 3,
          body: `Engineering manager (EM) interviews assess whether you can make a team of engineers effective over months and years. You are not hired to be the best engineer in the room; you are hired to build a team that delivers, grows and stays healthy, and to connect its work to the business. The loop is designed to test that from several angles.

## A typical loop

| Round | What it probes | Typical prompt |
|---|---|---|
| People management | Hiring, coaching, performance, retention | "Tell me about someone you managed who was struggling." |
| Execution and delivery | Planning, prioritisation, risk, incidents | "Describe a project that slipped. What did you do?" |
| Technical depth | System design or architecture review at a leadership level | "Walk me through the architecture of a system your team owns." |
| Strategy and vision | Roadmaps, technical direction, trade-offs with the business | "How did you decide what your team would not do this year?" |
| Cross-functional partnership | Working with product, design, other teams | "Tell me about a disagreement with a product manager." |
| Values or bar-raiser | Judgement, integrity, culture | "Tell me about a time you made an unpopular decision." |

Some companies also include a coding round for managers, usually lighter than for engineers; check with your recruiter.

## What distinguishes strong candidates

- **Concrete stories with measurable outcomes.** "Attrition dropped from four people in a year to none" beats "the team became happier".
- **Ownership of outcomes, including bad ones.** Managers who blame their team, their boss or another department are marked down quickly.
- **Systems, not heroics.** Interviewers prefer "I changed how we plan so slips became visible two weeks earlier" to "I worked weekends to save the launch".
- **Care combined with candour.** You support people and you also address problems directly.
- **Calibration to level.** A first-line manager should talk about their team; a manager of managers should talk about organisations, leaders and multi-quarter strategy.

## Preparing your material

Build a list of 12–15 stories from your management experience and tag each with the themes it can answer: hiring, firing, underperformance, promotion, conflict, missed deadline, incident, technical debt, strategy, influencing without authority, change management, a mistake you made. Most stories can serve two or three themes. The next lesson shows how to structure them.

## If you are moving from engineer to manager

Many candidates are tech leads interviewing for their first management role. Use leadership experience you do have — mentoring, leading projects, running interviews, driving an incident review — and be honest about scope. Interviewers value self-awareness: "I haven't managed performance formally, but here is how I handled a struggling teammate as tech lead and what I would do differently as their manager."
`,
        },
        {
          slug: "structuring-leadership-answers",
          title: "Structuring Leadership Answers",
          minutes: 3,
          body: `Leadership questions are behavioural questions with higher expectations. Interviewers want the situation, your actions and the outcome — and also your reasoning, the alternatives you weighed and what you learned. A structure keeps long stories focused.

## STAR plus reflection

Use **Situation, Task, Action, Result**, then add **Reflection**:

- **Situation (15%)** — team size, context, what was at stake. Enough for the story to make sense, no more.
- **Task (10%)** — your specific responsibility, and why it fell to you.
- **Action (50%)** — what *you* did, step by step, including how you decided. This is where the scoring happens.
- **Result (15%)** — measurable outcomes for the business, the team and the people involved.
- **Reflection (10%)** — what you learned, what you would do differently, how it changed your practice.

Aim for two to three minutes, then stop and let the interviewer dig in. Follow-up questions are a sign of interest, not failure.

## Make the action section managerial

Compare two versions of the same story:

> *Weak:* "The project was late, so I jumped in and wrote the migration scripts myself and we shipped on time."

> *Strong:* "I saw from our burndown that the migration was two weeks behind. I met the two engineers on it and found that the blocker was unclear ownership of the data-validation step between us and the platform team. I agreed ownership with the platform manager that day, moved one engineer from a lower-priority feature for two sprints after checking the trade-off with our product manager, and added a weekly risk review. We shipped four days late instead of three weeks, and the risk review is now part of every project."

The strong answer shows diagnosis, trade-offs, cross-team work and a lasting process change. Writing code yourself is not wrong, but if it is the centrepiece of a management story, interviewers will wonder who was managing the team.

## Quantify results

Useful measures for managers:

- Delivery: dates met, cycle time, deployment frequency, incidents and recovery time.
- People: attrition, promotions, engagement survey scores, time to productivity for new hires.
- Business: revenue, cost savings, customer-reported issues, adoption.

If you lack exact numbers, give honest approximations: "roughly halved", "from weekly to twice a day".

## Handling follow-ups

Expect: "What would you do differently?", "How did the person react?", "What did your manager think?", "What if that hadn't worked?" Prepare these for your key stories. Answer them directly; defensiveness is a strong negative signal.

## Use "I" — and credit the team

Say "I" for your actions and "the team" for their work. "I proposed the plan; the team refined it and delivered" is both accurate and generous. Interviewers need to know what you personally did, and they also watch whether you give others credit.
`,
        },
        {
          slug: "articulating-your-management-philosophy",
          title: "Articulating Your Management Philosophy",
          minutes: 3,
          body: `"What is your management philosophy?" or "How would your team describe you?" appears in almost every EM loop, often as an opener. A vague answer ("I'm a servant leader who empowers people") says little. A strong answer names a few principles, shows each in practice, and admits the trade-offs.

## Build it from three or four principles

Pick principles you actually practise and can prove with examples. Common themes:

- **Clarity of purpose** — the team knows why its work matters and how success is measured.
- **Ownership and autonomy** — engineers own problems, not just tickets.
- **Growth** — each person has a development plan and work that stretches them.
- **Direct, kind feedback** — problems are raised early and specifically.
- **Sustainable pace** — predictable delivery without heroics.
- **Psychological safety** — people can admit mistakes and disagree openly.

## Sample answer

> "I'd describe it in three parts. First, I make sure everyone understands the *why*. Every quarter I run a session where product and I walk through the business goals, and each project brief starts with the customer problem and the metric we expect to move. Engineers make better trade-offs when they know the goal.
>
> Second, I give ownership in proportion to experience and stay close through the right rituals. A senior engineer owns a whole area, including the roadmap input; a new graduate owns a well-scoped feature with a buddy. Weekly one-on-ones and a lightweight design review keep me informed without approving every decision.
>
> Third, I give feedback early and specifically, and I ask for it. Small course corrections in one-on-ones mean performance reviews never contain surprises. I run a short anonymous team survey each quarter and share the results, including the criticism of me.
>
> The trade-off I watch is that autonomy can turn into isolation, so I pair it with clear goals and regular demos. On my last team, that combination took us from missing most sprint commitments to hitting about 85% over two quarters, and nobody left the team that year."

## Why this works

- Each principle comes with a **concrete practice** (quarterly sessions, one-on-ones, surveys).
- It includes a **trade-off**, showing judgement rather than dogma.
- It ends with **evidence** — outcomes someone could check.

## Adapt to the company

Research the company's engineering values and stage. A fast-growing start-up may care most about hiring and building process from scratch; a large company may care about cross-team alignment and operating at scale. Emphasise the principles that match, without inventing a philosophy you do not practise — follow-up questions will expose it.

## Related questions to prepare

- "How do you balance being technical with managing?"
- "How do you measure your own success as a manager?"
- "What kind of manager do you work best for?"

Answer all of them consistently with your stated philosophy; interviewers compare notes across rounds.
`,
        },
      ],
    },
    {
      slug: "building-and-growing-teams",
      title: "Building and Growing Teams",
      summary: "Hiring well, running one-on-ones that matter, and coaching engineers towards their next level, with sample answers.",
      lessons: [
        {
          slug: "introduction-to-building-and-growing-teams",
          title: "Introduction to Building and Growing Teams",
          minutes: 3,
          body: `A manager's most lasting impact is the team itself: who joins it, how they grow, and whether they stay. Projects end; a strong team keeps delivering long after any single project ships. This module covers the three activities interviewers probe most: hiring, one-on-ones and career growth.

## Why interviewers weight this area

- **Hiring decisions compound.** One mis-hire can cost months of team productivity; one great hire can raise everyone's standards.
- **Retention is expensive to get wrong.** Replacing an experienced engineer typically takes months of recruiting and ramp-up, and knowledge walks out of the door.
- **Growth is a manager's job, not the engineer's alone.** People leave managers who do not invest in them.

## The questions you will hear

- "How do you hire? Walk me through your process."
- "Tell me about a hire you regret, or one you are proud of."
- "How do you run one-on-ones?"
- "How do you help someone get promoted?"
- "How do you onboard new engineers?"
- "Tell me about someone who left your team. Could you have prevented it?"
- "How do you build a diverse team?"

## Principles to carry through your answers

**Hire against a defined need.** Start from the team's gaps — skills, seniority, perspectives — not a generic job description.

**Structure reduces bias.** Defined competencies, consistent questions, independent written feedback before discussion, and calibrated rubrics produce fairer and better decisions than "culture fit" conversations.

**Onboarding is part of hiring.** A hire is not successful until the person is productive and integrated. A written 30-60-90 day plan, a buddy and an early, small production change are common elements.

**One-on-ones belong to the report.** They are for the engineer's concerns, growth and feedback — not status updates, which have other channels.

**Growth needs concrete plans.** A career ladder, specific gaps, opportunities chosen to close them, and regular check-ins.

**Retention is measured in conversations, not exit interviews.** Ask regularly what would make someone leave and act on the answers.

## Evidence to collect for your stories

Before the interview, gather numbers you can quote: how many people you hired and over what period, offer acceptance rates if you know them, how long new hires took to ship their first meaningful change, promotions on your team, and attrition compared with the wider organisation. Even approximate figures make your answers credible.

The following lessons give techniques and sample answers for each area.
`,
        },
        {
          slug: "hiring-and-building-a-team",
          title: "Hiring and Building a Team",
          minutes: 3,
          body: `Hiring questions test whether you can find the right people consistently and fairly, and whether you treat hiring as a core part of the job rather than an interruption.

## A hiring process you can describe

1. **Define the role from the team's needs.** What will this person own in their first six months? Which competencies matter most — system design, product sense, mentoring?
2. **Write a scorecard.** Four to six competencies with examples of strong, acceptable and weak evidence for each.
3. **Design the loop.** Each interview covers specific competencies, so there is no duplication and no gaps. Use realistic exercises, such as debugging or designing something close to the team's actual work.
4. **Train interviewers.** Shadowing and reverse shadowing; consistent questions; written feedback submitted before anyone discusses the candidate.
5. **Decide with evidence.** In the debrief, discuss scorecard evidence, not impressions. "I liked them" is not evidence.
6. **Close well.** Sell the role honestly, move quickly, and keep candidates informed.
7. **Onboard deliberately.** A plan for the first 90 days, a buddy, and an early production change.

## Sample answer: "Tell me about a time you built a team."

> "When I joined my previous company, I was asked to build a payments reliability team from two engineers to seven in six months. I started by listing what the team would own in its first year — on-call for the payment pipeline, a migration off a legacy queue, and reconciliation tooling — and derived the profile from that: two senior engineers with distributed-systems experience, one engineer with data and reconciliation background, and two mid-level generalists.
>
> I wrote a scorecard with the recruiter and designed a four-stage loop: a practical debugging exercise on a simplified version of our pipeline, a system design interview, a collaboration interview and a values interview. I trained four interviewers from neighbouring teams and required written feedback before debriefs.
>
> We hired five people in five and a half months. One early mistake was that the debugging exercise was too long and candidates dropped out, so after the first month we cut it from three hours to ninety minutes and completion went up noticeably. Each new hire had a 90-day plan and shipped a production change in their second week.
>
> A year later all five were still on the team, two had been promoted, and payment incidents had dropped by about 60%. What I'd do differently is involve the existing engineers in designing the loop earlier — they spotted problems with the exercise that I had missed."

## Other hiring topics to prepare

- **A hiring mistake.** How you recognised it, handled it with care and speed, and changed your process afterwards.
- **Diversity.** Concrete practices: wider sourcing, structured interviews, diverse panels, measuring the funnel at each stage.
- **Hiring bar under pressure.** Show that you pushed back with data or adjusted scope rather than silently lowering the bar.
`,
        },
        {
          slug: "running-effective-one-on-ones",
          title: "Running Effective One-on-Ones",
          minutes: 3,
          body: `Interviewers ask "How do you run one-on-ones?" because the answer reveals how you build trust, spot problems early and develop people. A strong answer is specific about format, content and follow-through.

## Cadence and ownership

- **Weekly, 30 minutes**, is the common default for direct reports; fortnightly can work for very experienced people who prefer it.
- **The report owns the agenda.** A shared document where both people add topics during the week keeps the meeting purposeful and gives a record over time.
- **Protect the time.** Rescheduling is fine; cancelling repeatedly tells the person they are not a priority.

## What to talk about

Rotate through four kinds of conversation:

1. **Their concerns** — blockers, frustrations, anything on their mind. Always first.
2. **Feedback in both directions** — specific, recent, actionable. Ask "What's one thing I could do differently to help you?"
3. **Growth** — progress on their development goals, monthly or so.
4. **Well-being and engagement** — workload, energy, what they enjoy or dread.

Avoid turning one-on-ones into status meetings. Status belongs in stand-ups, boards or written updates.

## Useful questions

- "What's the most frustrating part of your work right now?"
- "If you were in my role, what would you change about how the team works?"
- "What are you working on that you're proud of?"
- "Is there anything you've been hesitant to bring up?"
- "How would you rate your energy this month, and why?"

## Sample answer

> "I hold weekly 30-minute one-on-ones with each direct report, with a shared running document that either of us can add to. The first part is always theirs. Once a month we spend the time on their growth plan against our career ladder. I also ask a standing feedback question — 'what should I start or stop doing?' — every few weeks, and I act on it visibly.
>
> One-on-ones have been my earliest warning system. Last year a senior engineer started giving short answers and stopped adding topics. I asked directly whether something had changed, and after a couple of sessions she told me she felt stuck maintaining a legacy service and was interviewing elsewhere. We agreed a plan: she would hand the service over to a newer engineer over six weeks, with documentation she wrote, and lead the design of our new event pipeline. She stayed, led that project and was promoted nine months later. Without that weekly time, I would have found out from her resignation letter."

## Adapting to people and situations

- **New hires:** more frequent check-ins for the first month; focus on context and relationships.
- **Remote reports:** cameras on when possible, more explicit questions about isolation and communication.
- **Skip-levels (as a manager of managers):** periodic one-on-ones with your managers' reports, focused on listening, not on going around their manager.

The interviewer wants to hear that one-on-ones are an intentional tool — for trust, early detection and growth — not a calendar ritual.
`,
        },
        {
          slug: "coaching-and-career-growth",
          title: "Coaching and Career Growth",
          minutes: 3,
          body: `Interviewers ask "How have you helped someone get promoted?" or "How do you develop senior engineers?" to see whether you have a growth method beyond goodwill.

## A growth method

1. **Understand their goals.** Not everyone wants promotion; some want depth, a new domain or better balance. Ask, and revisit yearly.
2. **Map against the ladder.** Use the career framework to identify specific gaps with evidence: "You design features well; the next level expects designs that span several teams."
3. **Create opportunities.** Choose work that exercises the gap — leading a cross-team design, mentoring a new hire. This is where managers have the most leverage.
4. **Coach through the work.** Regular check-ins, feedback on specific artefacts (a design document, a presentation), and sponsorship — introducing them to senior people and putting their name forward.
5. **Build the case.** Keep a record of evidence as it happens, so the promotion case writes itself.

## Coaching versus directing

Coaching means helping someone reach their own answer through questions ("What would make this design fail?"); directing means telling them. Junior people often need more direction; experienced people grow faster with coaching. Say that you adapt your style to the person.

## Sample answer: "Tell me about someone you helped grow."

> "A mid-level engineer on my team, Ravi, wanted to reach senior within a year. In our growth conversation we compared his work with our ladder and agreed the gap was influence beyond his own tickets — his code was excellent, but he rarely shaped decisions others made.
>
> I asked him to lead the design of our notification service rewrite, which touched three teams. I paired him with a staff engineer from another team as a reviewer, and before his first design review I did a dry run with him where I played the most sceptical stakeholder. The first review went poorly: he defended details instead of listening. Afterwards we talked through what happened, and he chose to restructure the second review around open questions for the other teams.
>
> Over the next two quarters he led the project to launch, ran two design reviews for other engineers and started mentoring a new hire. I collected evidence as it happened, and his promotion case was approved in the next cycle with no changes requested. The thing I'd repeat is giving the stretch opportunity early, with a safety net, rather than waiting until he was 'ready'."

## Harder variants

- **Someone wants a promotion they are not ready for.** Be honest, specific and kind: name the gap with examples, agree a plan with dates, and avoid vague promises.
- **Growth with no open roles or budget.** Widen scope, arrange rotations, or support a move to another team — helping someone leave for the right role is good management.
- **Developing managers.** Describe how you coach first-time leads, for example by reviewing their performance write-ups and setting up a peer group for new managers.
`,
        },
      ],
    },
    {
      slug: "performance-and-conflict",
      title: "Performance and Conflict",
      summary: "Handling underperformance, supporting high performers and resolving conflict, with sample answers that show care and directness.",
      lessons: [
        {
          slug: "introduction-to-performance-and-conflict",
          title: "Introduction to Performance and Conflict",
          minutes: 3,
          body: `Questions about performance and conflict are where EM interviews get hardest. They test whether you can have difficult conversations, act fairly and decisively, and keep the team functioning when relationships are strained. Candidates who avoid these topics, or tell stories where they were never uncomfortable, raise concerns.

## What interviewers look for

- **Early detection.** Did you notice the problem before it became a crisis?
- **Diagnosis before action.** Did you understand the cause — skills, motivation, personal circumstances, unclear expectations, a bad fit — before deciding what to do?
- **Directness.** Did you name the issue clearly to the person, with specific examples?
- **Fairness and documentation.** Did you set clear expectations, offer support and give a reasonable chance to improve?
- **Decisiveness.** If improvement did not happen, did you act, rather than letting the problem damage the team for months?
- **Care for the team.** How did you protect the others who were affected?

## Common questions

- "Tell me about someone who was underperforming. What did you do?"
- "Have you ever had to let someone go?"
- "How do you handle a brilliant engineer who is difficult to work with?"
- "Tell me about a conflict between two members of your team."
- "How do you handle high performers who want more than you can give?"
- "Describe a time you disagreed with your own manager."

## A frame for feedback conversations

Many managers use a situation-behaviour-impact structure:

- **Situation:** "In Tuesday's design review…"
- **Behaviour:** "…you interrupted Priya three times before she finished her point…"
- **Impact:** "…and she didn't contribute for the rest of the meeting, so we missed her input on the data model."

Then ask for their perspective and agree on what happens next. This frame keeps feedback specific and about behaviour rather than character, which makes it easier to hear.

## The balance to show

Effective managers combine genuine care for the individual with clear standards for the team. Too much care without standards lets problems fester and is unfair to everyone else; too much standard without care creates fear. Your stories should show both: you supported the person **and** you held the line.

## A note on confidentiality

When you tell these stories, anonymise people and avoid details that could identify them or reveal private circumstances such as health issues. "A personal situation outside work" is enough. Interviewers notice, approvingly, when candidates handle this with discretion.

The next lessons give detailed approaches and sample answers for underperformance, high performers and conflict.
`,
        },
        {
          slug: "addressing-underperformance",
          title: "Addressing Underperformance",
          minutes: 3,
          body: `"Tell me about a time you managed an underperformer" is among the most common EM questions. The interviewer wants to see diagnosis, clear expectations, real support, and decisive follow-through.

## A step-by-step approach

1. **Gather evidence.** Specific examples: missed commitments, review feedback, incidents. Check whether expectations were actually clear.
2. **Diagnose the cause.** Common causes are unclear expectations, a skills gap, a mismatch between the person and the work, motivation or engagement problems, and personal circumstances. Each needs a different response.
3. **Have the direct conversation early.** Name the gap with examples, explain the impact, listen to their view. Do not let the first clear conversation be a formal process.
4. **Agree a plan.** Specific, measurable expectations, support you will provide, and a timeline — often four to eight weeks — with weekly check-ins. Write it down and share it.
5. **Follow through.** Recognise progress explicitly. If there is none, escalate to a formal performance plan with HR, and if that fails, move to exit — promptly and respectfully.
6. **Look after the team.** Redistribute work fairly during the process, without sharing confidential details.

## Sample answer

> "I inherited a team where one mid-level engineer, whom I'll call Sam, had missed his last three sprint commitments and his pull requests needed several rounds of review. The team was quietly picking up his work, and morale was slipping.
>
> In our first one-on-ones I asked about his work before raising concerns, and he said he felt lost in the codebase since a reorganisation had moved him onto a new domain. That told me there was probably a skills-and-context gap, not a motivation problem — but I still needed to be clear. In our next meeting I shared three specific examples, explained the impact on the team, and said plainly that his work was below what we expect at his level.
>
> We agreed a six-week plan: he would own two small, well-defined features end to end; I paired him with a senior engineer for two hours a week; and we defined success as shipping both features with no more than one review round each. We checked progress weekly and I wrote a short summary after each meeting.
>
> By week four he had shipped the first feature cleanly, and by week six both were done. Over the next quarter he met his commitments consistently. The lesson for me was to check expectations and context first: the previous manager had never told him directly that anything was wrong, so he had no chance to fix it."

## When it does not work out

Interviewers may ask about a case that ended in departure. Show that you gave a fair chance, worked with HR, were honest throughout — so the outcome was no surprise — and handled the exit with dignity. It is acceptable, and often strong, to say: "It was the right decision for the team, and in hindsight I waited about a month too long."
`,
        },
        {
          slug: "supporting-high-performers",
          title: "Supporting High Performers",
          minutes: 3,
          body: `Managers often spend most of their energy on problems and neglect their strongest people — who then leave for somewhere that values them. Interviewers ask "How do you keep your best engineers engaged?" or "Tell me about a high performer who was frustrated" to see whether you invest in the top of your team as deliberately as you handle issues.

## What high performers usually need

- **Challenging, meaningful scope.** Problems that stretch them and matter to the business.
- **Recognition** — specific, timely and visible, including to senior leaders.
- **A path forward** — a clear view of the next level and what it takes, or of growth without a title change.
- **Fair pay** that matches their impact.
- **Protection from over-use.** Being the person everyone relies on leads to burnout and makes the team fragile.

## The risks to manage

- **Becoming a bottleneck.** If every hard problem goes to one person, the team stops growing and depends on a single point of failure.
- **Brilliant but difficult.** High output does not excuse behaviour that harms others. Address it as directly as you would with anyone else.
- **Boredom.** Strong engineers left on maintenance too long disengage quietly.

## Sample answer

> "My strongest engineer, whom I'll call Lena, told me in a one-on-one that she felt she was 'just the person who fixes outages'. She had been the de facto owner of our hardest incidents for a year and her project work kept getting interrupted.
>
> I acknowledged that this was my failure to spread the load. We agreed on three changes. First, we set up a proper on-call rotation with runbooks, and Lena would pair with each new on-call engineer once, so her knowledge spread instead of staying with her. Second, I proposed her as technical lead for a new pricing engine, which had visibility with our VP and matched the 'broader influence' gap on the ladder to staff engineer. Third, I wrote a summary of her incident work and shared it in our quarterly review, so her contribution was recorded rather than invisible.
>
> Within two months pages that reached Lena dropped to nearly zero, and three other engineers could handle incidents in her old area. She led the pricing engine design, and a year later she was promoted to staff engineer. The broader lesson for me was to review, every quarter, who is carrying invisible load on the team."

## Retention conversations

Ask strong performers directly and periodically: "What would make you consider leaving?" and "What would make the next year great for you?" Then act on what you hear, or be honest about what you cannot change. If someone's goals can only be met elsewhere — another team or another company — helping them get there builds trust and reputation.

## Fairness

Investing in high performers should not mean favouritism. Keep stretch opportunities criteria-based, rotate high-profile work, and make sure recognition also reaches quieter people whose work enables others.
`,
        },
        {
          slug: "resolving-team-conflict",
          title: "Resolving Team Conflict",
          minutes: 3,
          body: `Conflict on engineering teams is normal. Healthy teams argue about ideas; unhealthy ones let disagreements become personal. Interviewers want to see that you step in at the right moment, understand both sides and reach a decision people can commit to.

## Types of conflict and responses

| Type | Example | Typical response |
|---|---|---|
| Technical disagreement | Two seniors disagree on a database choice | Explicit criteria, a structured decision, a written record |
| Priority conflict | Product wants features, engineers want to pay down debt | Quantify costs, agree a standing allocation with product |
| Interpersonal friction | Harsh code review comments | Private situation-behaviour-impact feedback, then team norms |
| Cross-team conflict | Another team's API change breaks yours | Agree a contract and process with the other manager, using data |

## A process for resolution

1. **Talk to each person separately** to understand their view and interests.
2. **Restate the disagreement neutrally,** separating the problem from the people.
3. **Agree on the decision criteria** before debating options: cost, risk, time, operability.
4. **Decide and record.** Without consensus, the accountable person — often you or the tech lead — decides and writes down why. "Disagree and commit" only works if people were genuinely heard.
5. **Follow up** with both people; address any behaviour that crossed a line.

## Sample answer

> "Two senior engineers on my team, Ana and Tom, disagreed strongly about whether to split our monolith's billing module into a separate service. The debate had run for three weeks in pull request comments and had become personal — Tom's comments were getting sarcastic, and junior engineers avoided the topic.
>
> I met each of them separately first. Ana cared about independent deploys, because unrelated releases blocked billing changes; Tom cared about operational risk, because the team had little experience with distributed transactions. Both concerns were legitimate. I also gave Tom direct private feedback about the tone of his comments and their effect on the junior engineers, and he acknowledged it.
>
> Then I ran a decision meeting with a short written proposal from each, and we agreed the criteria up front: deployment independence, risk to payment correctness, and effort. The group landed on a middle path — modularise billing inside the monolith with a strict interface and separate deploy pipeline first, and revisit extraction in six months with data. I documented the decision in an architecture decision record.
>
> Both engineers committed to it. Billing deploy frequency roughly tripled within a quarter, and six months later we extracted the service with far less risk because the boundary already existed. We also adopted a norm: design debates that last over a week move from comments to a written proposal and a meeting."

## Disagreeing with your own manager

Use the same process upwards: understand their reasoning, bring data, propose alternatives, and if they still decide otherwise, commit fully — never undermine the decision with "this wasn't my call".
`,
        },
      ],
    },
    {
      slug: "delivery-and-strategy",
      title: "Delivery and Strategy",
      summary:
        "Predictable delivery, incidents and technical debt, and setting technical strategy with stakeholders \u2014 the execution side of the role.",
      lessons: [
        {
          slug: "introduction-to-delivery-and-strategy",
          title: "Introduction to Delivery and Strategy",
          minutes: 3,
          body: `The other half of an engineering manager's job is making sure the team delivers the right things, reliably, and that today's delivery does not undermine tomorrow's. Interviewers probe three levels: execution within a quarter, operational health and quality, and direction over a year or more.

## Execution

Questions such as "Tell me about a project that was late" or "How do you plan?" test whether you can:

- break ambiguous goals into plans with milestones and owners;
- make risks visible early and act on them;
- negotiate scope, time and resources honestly with stakeholders;
- keep the team's pace sustainable.

## Operational health and quality

"Tell me about a major incident" or "How do you handle technical debt?" test whether you:

- lead calmly during incidents and learn from them without blame;
- invest in reliability, testing and tooling proportionally to risk;
- make the cost of technical debt visible in business terms, and get it prioritised.

## Strategy

"What would your first 90 days look like?" or "How did you set your team's technical direction?" test whether you can:

- understand the business and translate its goals into engineering priorities;
- make long-term bets and say what you will **not** do;
- align peers, product partners and leadership around a direction;
- change course when evidence says you should.

## Metrics that help

Be ready to talk about how you measure delivery and health without turning metrics into targets that distort behaviour. The four DORA metrics are widely recognised:

| Metric | What it tells you |
|---|---|
| Deployment frequency | How often you can deliver change |
| Lead time for changes | How quickly a commit reaches production |
| Change failure rate | How often deployments cause problems |
| Time to restore service | How quickly you recover |

Combine them with product outcomes (adoption, revenue, customer issues) and team health signals (engagement surveys, on-call load, attrition). Use metrics to ask questions, not to rank individuals.

## Working with product partners

Almost every delivery and strategy story involves a product manager or other stakeholders. Interviewers look for partnership: shared goals, early and honest communication, and disagreement handled with data. Stories in which product is the villain are a red flag.

## A useful habit

For every story in this area, be ready to state the business outcome — not only what shipped, but what it changed for customers or the company. "We launched the new checkout" is an output; "checkout conversion rose by three percentage points" is an outcome.
`,
        },
        {
          slug: "planning-and-predictable-delivery",
          title: "Planning and Predictable Delivery",
          minutes: 3,
          body: `Stakeholders value predictability as much as speed: a team that reliably delivers what it commits to earns trust and autonomy. Interviewers ask about planning, estimation and, above all, what you did when a project went off track.

## Planning practices to describe

- **Start from outcomes.** Each project has a goal and a success metric agreed with product.
- **Break work into milestones** that deliver something demonstrable every two to four weeks. Milestones expose problems early; a single "done" date hides them.
- **Estimate with ranges and confidence.** "Six to eight weeks, 70% confident; the main uncertainty is the third-party integration." Narrow the range as you learn.
- **Identify risks up front** and attack the riskiest parts first — spikes, prototypes, early integration.
- **Plan for capacity realistically.** Account for on-call, holidays, support work and meetings; planning every engineer at 100% guarantees slips.
- **Make progress visible** with a lightweight weekly update: status, risks, decisions needed.

## When a project slips

The interviewer wants to hear that you noticed early, communicated honestly and chose deliberately among the levers:

1. **Cut scope** — deliver the most valuable part first.
2. **Move the date** — with a reason and a new, credible plan.
3. **Add people** — rarely effective late in a project, as Brooks's law warns; sometimes useful for well-separable work.
4. **Change the approach** — simplify the design, buy instead of build.

Working the team harder for a short burst is occasionally acceptable; as a standing plan it is not.

## Sample answer: "Tell me about a project that was at risk."

> "We committed to migrating our search from a self-hosted cluster to a managed service before our hosting contract ended in four months. At the end of month one, the weekly update showed we had finished only a third of the planned first milestone: reindexing was far slower than our spike suggested, because production documents were much larger than the test data.
>
> I raised it in the next stakeholder update rather than waiting: I said the date was at risk, explained why, and promised options within a week. With the tech lead I laid out three: extend the old contract by two months at a known cost; drop the planned relevance improvements from the migration; or add two engineers from a neighbouring team. We recommended the second, plus a reindexing pipeline redesign that a senior engineer prototyped in three days.
>
> The product manager agreed after we showed that relevance work could follow as a separate project without customer impact. We completed the migration nine days before the contract ended, and did the relevance work the next quarter. Since then, every migration plan on my teams includes a production-scale test in the first two weeks, because that is where our estimate went wrong."

It works because it shows detection through a process, honest communication, options with trade-offs, partnership with product, a result and a lasting change.
`,
        },
        {
          slug: "incidents-quality-and-technical-debt",
          title: "Incidents, Quality and Technical Debt",
          minutes: 3,
          body: `These questions reveal how you behave under pressure and whether you invest in long-term system health. Expect "Tell me about a major incident" and "How do you decide when to pay down technical debt?"

## Leading during an incident

- **Establish roles:** an incident commander coordinates, others investigate, one person communicates with stakeholders and customers. As a manager, you often take communication or coordination, not debugging.
- **Mitigate first, diagnose later.** Roll back, fail over or disable the feature; root-causing can wait until customers are safe.
- **Communicate on a schedule,** even when there is nothing new.
- **Watch the people:** rotate responders during long incidents.

## After the incident

Run a **blameless review**: a timeline, contributing factors, what went well, what was lucky, and action items with owners and dates. "Human error" is never a root cause — ask why the system made the error easy and its impact large. Track action items to completion.

## Sample answer: "Tell me about a major incident."

> "A configuration change to our rate limiter took down login for about 40 minutes for all users in Europe. I joined as incident commander within five minutes, assigned one engineer to investigate and another to prepare a rollback, and took over status updates to support and leadership every fifteen minutes. The rollback itself failed because the previous configuration had been overwritten, which added twenty minutes while an engineer rebuilt it by hand.
>
> In the blameless review we found three contributing factors: configuration changes bypassed the code review and staged rollout that code changes had, previous versions were not stored, and our alerting detected the outage from customer reports rather than from metrics. We moved the configuration into version control with the same review and canary process as code, added an alert on login success rate, and ran a rollback drill the next month. We've had no configuration-caused outage in the year since, and detection time for login problems dropped from about ten minutes to under two."

## Technical debt

Express the cost of technical debt in business terms: slower delivery, incidents, on-call load, security exposure. Approaches interviewers respond well to:

- **Make it visible:** a debt register with estimated cost of delay and effort.
- **Standing allocation:** an agreed share of capacity, such as 15–20%, for maintenance and debt, so it does not need to be renegotiated every sprint.
- **Attach debt to features:** improve the area you are about to change, where the payoff is immediate.

> "When I joined, our deploy pipeline took 90 minutes and failed intermittently. I measured that engineers lost roughly a day a week each to it and showed the product manager the effect on feature lead time. We agreed to spend one engineer for a quarter on it. Deploys fell to 15 minutes, and feature lead time dropped by about a third — the investment paid for itself within two months."
`,
        },
        {
          slug: "technical-strategy-and-stakeholder-alignment",
          title: "Technical Strategy and Stakeholder Alignment",
          minutes: 3,
          body: `Senior EM interviews ask "How do you set technical direction?", "What would you do in your first 90 days?" or "Tell me about a time you convinced leadership of something." They test whether you think beyond the quarter and bring people with you.

## What a technical strategy contains

A useful strategy is short and specific. One well-known framing has three parts:

1. **Diagnosis** — what is true now and what is the central challenge? "Our monolith's release process limits us to one deployment a week, and three teams are blocked on each other."
2. **Guiding policy** — the approach you will take, including what you will not do. "We will separate the three highest-churn domains behind stable interfaces; we will not attempt a full microservices rewrite."
3. **Coherent actions** — concrete steps with owners and milestones. "Q1: extract checkout; Q2: independent deploy pipelines; Q3: extract catalogue."

Connect each part to business goals such as time to market, reliability or cost.

## Aligning stakeholders

- **Understand each stakeholder's goals** first: finance cares about cost, product about roadmap impact, peer managers about dependencies.
- **Socialise before deciding.** Share drafts individually, incorporate feedback, and arrive at the decision meeting with no surprises.
- **Write it down:** a short document with options, trade-offs and a recommendation scales better than meetings.
- **Show the cost of doing nothing,** and propose reversible first steps to lower the risk of saying yes.

## Sample answer: "Tell me about a time you influenced a major technical decision."

> "Our three product teams each ran their own way of sending customer notifications, and inconsistent behaviour was generating around a hundred support tickets a month. I proposed consolidating them into a shared notification platform owned by my team.
>
> I started by interviewing the other two managers and our product director about their plans for the next year. That surfaced a constraint I hadn't known: one team was about to launch in two new countries and could not absorb a migration that quarter. I wrote a six-page proposal with the diagnosis, three options — status quo, a shared library, or a platform service — and their costs, and recommended the platform with a phased migration that put the launching team last.
>
> I reviewed the draft with each stakeholder individually before the decision meeting, and it was approved in one session. We migrated the first team in eight weeks, and after all three were on the platform, notification-related tickets fell by about 80%. The key was listening before proposing: my first plan would have collided with the country launch and probably been rejected."

## First 90 days

A credible plan: **listen** (one-on-ones with every report, key peers and stakeholders; read incident reviews and roadmaps), **assess** (team health, delivery, architecture, hiring needs), **agree priorities** with your manager by around day 60, and **deliver an early win** while building trust. Avoid promising big changes before you understand the context — interviewers see that as a warning sign.
`,
        },
      ],
    },
    {
      slug: "conclusion",
      title: "Conclusion",
      summary: "A final checklist for engineering management interviews and the questions to ask your interviewers.",
      lessons: [
        {
          slug: "introduction-to-the-engineering-management-final-review",
          title: "Introduction to the Engineering Management Final Review",
          minutes: 2,
          body: `This closing lesson turns the roadmap into a final preparation checklist.

## Your story bank

Make sure you have at least one well-rehearsed story for each of these, with a measurable result and a reflection:

- Building or scaling a team; a hire you are proud of; a hiring mistake.
- Growing someone to promotion; coaching a struggling engineer back to strong performance.
- Letting someone go, or a performance case that did not work out.
- A conflict within your team; a disagreement with a peer or product manager; a disagreement with your own manager.
- A project that slipped and how you recovered; a major incident and what changed afterwards.
- Making the case for technical debt or platform investment.
- Setting direction or strategy; leading the team through a reorganisation or other change.
- A decision you got wrong.

For each story, know the numbers, the trade-offs you considered and what you would do differently.

## Themes to check in every answer

- **Did I describe my own actions as a manager,** rather than the team's or my individual coding?
- **Did I show care and directness together?**
- **Did I connect the outcome to the business?**
- **Did I show a system or process change,** not just a one-off fix?
- **Did I reflect honestly,** including on my own mistakes?

## Level calibration

For first-line roles, focus on your team, individuals and projects. For manager-of-managers roles, emphasise developing managers, organisational design, multi-team strategy and how you scale yourself through others. Adjust your stories accordingly — the same incident can be told as "what I did in the incident" or "how I built an incident culture across four teams".

## The technical round

Keep your technical depth current. Be able to draw and explain the architecture of a system your team owned, discuss its trade-offs and failure modes, and run a system design interview at the level of a strong senior engineer. Managers who cannot discuss their own systems in depth struggle in this round.

## Last-minute preparation

Re-read the job description and map each requirement to a story. Prepare your answer to "Why this role, and why now?" Then rest: clear thinking and calm presence are part of what a management interview assesses.
`,
        },
        {
          slug: "questions-to-ask-as-a-manager-candidate",
          title: "Questions to Ask as a Manager Candidate",
          minutes: 3,
          body: `At the end of each round you will be asked, "What questions do you have for me?" For manager candidates, these questions are also assessed: they show what you prioritise and how you think about the role. Prepare different questions for different interviewers.

## For your future manager

- "What would make you say, a year from now, that hiring me was a great decision?"
- "What are the biggest challenges facing the team right now — people, delivery or technical?"
- "How much autonomy does this role have over hiring, team structure and the roadmap?"
- "How do you like to work with your managers — how often do we meet, and what do you want to hear about?"
- "How are engineering managers evaluated here?"

## For peers and product partners

- "How do engineering and product decide priorities together here?"
- "What's working well between your team and the team I'd lead, and what isn't?"
- "How are cross-team disagreements usually resolved?"

## For potential reports or engineers

- "What does a good manager do for you? What has been missing?"
- "How are on-call and operational load shared?"
- "What would you change about how the team works if you could?"

## About the organisation

- "How are promotions and performance calibrations run?"
- "How has the engineering organisation changed in the last year, and what changes are planned?"
- "What is the balance of new product work and maintenance, and how is it decided?"
- "What does the path beyond this role look like here?"

## How to use the answers

Listen for consistency across interviewers. If the hiring manager says the team is healthy but engineers describe burnout, or every person names a different top priority, that is important information about the role. Take notes after each round.

## Questions to avoid

Avoid questions that are easily answered from the company's website, questions focused only on perks in early rounds, and questions that sound like you have already decided to change everything ("Why do you still use that framework?"). Curiosity and respect for context land better than early judgement.

## Closing the conversation

End by briefly restating why you are interested and what you would bring: "From what you've described, the main challenge is scaling the team while keeping delivery predictable — that's exactly what I did at my last company, and I'd be excited to do it here." A confident, specific close leaves a strong final impression.
`,
        },
      ],
    },
  ],
};
