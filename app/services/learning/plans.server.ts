// Learning plans (docs/product/learning-plans.md): building them (weeks of courses, modules and
// paths, a contact per week), assigning them to teams or members, each assignee's standing per
// week, the manager's overdue list and CSV, and mentors' views. Plain values in and out.
import {
  assignmentDatesError,
  lessonTocEntry,
  memberPlanStanding,
  partTocEntry,
  planProgressCsv,
  sequenceProgress,
  type ConnectInfo,
  type MemberPlanStanding,
  type PlanWeekFacts,
  type UnitTocEntry,
} from "~/engine/learningPlans";
import {
  courseSummariesById,
  findLearningPath,
  findModule,
  progressOfUsers,
  lessonsOfCourses,
  lessonsOfModules,
  listLearningPaths,
  listPublishedModules,
} from "~/models/learningContent.server";
import {
  addAssignment,
  addItem,
  addWeek,
  assigneesOf,
  createPlan,
  deleteItem,
  deleteWeek,
  listAssignments,
  listItems,
  listPlansOfOrganization,
  listWeeks,
  menteesOf,
  pairMentorship,
  unpairMentorship,
  organizationPeople,
  organizationTeams,
  plansAssignedTo,
  updatePlan,
  updateWeek,
  type PlanRow,
} from "~/models/learningPlans.server";
import { getOrganization } from "~/models/organization.server";
import { listUserProgress } from "~/models/progress.server";
import { lessonPath } from "~/engine/catalog";
import { moduleLessonPath, modulePagePath, pathPagePath, pathPartsWithLessons } from "./content.server";

export const PLAN_TEXTS = {
  created: "Plan created. Add weeks and content, then publish it.",
  weekAdded: "Week added.",
  weekSaved: "Week saved.",
  weekDeleted: "Week removed.",
  itemAdded: "Added to the week.",
  itemRemoved: "Removed from the week.",
  published: "Plan published. Assign it to teams or members.",
  assigned: "Plan assigned.",
  unknownContent: "Choose a course, module or path from the list.",
  unknownWeek: "That week is not part of this plan.",
  unknownAssignee: "Choose a team or a member of this organization.",
  unknownContact: "The contact must be a member of this organization.",
  emptyPlan: "Add at least one week with content before publishing.",
  notPublished: "Publish the plan before assigning it.",
  // mentoring (docs/product/learning-plans.md#pairing-mentors-and-mentees)
  paired: "Mentor and mentee paired.",
  unpaired: "Pair ended.",
  samePerson: "A mentor and a mentee are two different people.",
  notMembers: "Both people must be members of the organization first.",
  notPaired: "These two are not paired.",
} as const;

export type PlanOutcome = { ok: true; message: string; planId?: number } | { ok: false; status: number; errorText: string };

export const planPaths = (p: Pick<PlanRow, "id" | "authorId">) => ({
  edit: `/plan/${p.authorId}/${p.id}/edit`,
  preview: `/plan/${p.authorId}/${p.id}/preview`,
  page: `/plan/page/${p.id}`,
  progress: `/plan/page/${p.id}/progress`,
  csv: `/plan/page/${p.id}/progress.csv`,
});

interface ResolvedItem {
  id: number;
  key: string;
  kind: "course" | "module" | "path";
  title: string;
  summary: string;
  url: string;
  isOptional: boolean;
  lessonIds: number[];
  lessons: { id: number; title: string; minutes: number; isOptional: boolean; url: string }[];
}

export interface ResolvedWeek extends PlanWeekFacts {
  position: number;
  contact: ConnectInfo | null;
  items: ResolvedItem[];
}

/** The plan's weeks with their items resolved to titles, addresses and lessons. */
export async function planWeeks(plan: PlanRow): Promise<ResolvedWeek[]> {
  const weeks = await listWeeks(plan.id);
  const items = await listItems(weeks.map((w) => w.id));
  const people = await organizationPeople(plan.organizationId);
  const courseIds = items.filter((i) => i.kind === "course").map((i) => i.courseId!);
  const moduleIds = items.filter((i) => i.kind === "module").map((i) => i.moduleId!);
  const [courseLessons, moduleLessons, courseFacts] = await Promise.all([
    lessonsOfCourses(courseIds),
    lessonsOfModules(moduleIds),
    courseSummariesById(courseIds),
  ]);
  const resolved = new Map<number, ResolvedItem>();
  for (const i of items) {
    if (i.kind === "course") {
      const c = courseFacts.find((c) => c.id === i.courseId);
      const lessons = courseLessons.filter((l) => l.courseId === i.courseId);
      resolved.set(i.id, {
        id: i.id,
        key: `item-${i.id}`,
        kind: "course",
        title: c?.title ?? "Course",
        summary: c?.summary ?? "",
        url: c ? `/courses/${c.slug}` : "/courses/",
        isOptional: i.isOptional,
        lessonIds: lessons.map((l) => l.id),
        lessons: lessons.map((l) => ({
          id: l.id,
          title: l.title,
          minutes: l.minutes,
          isOptional: l.isOptional,
          url: lessonPath({ authorId: l.authorId, collectionId: l.collectionId, slug: l.courseSlug }, l),
        })),
      });
    } else if (i.kind === "module") {
      const m = await findModule({ id: i.moduleId! });
      const lessons = moduleLessons.filter((l) => l.moduleId === i.moduleId);
      resolved.set(i.id, {
        id: i.id,
        key: `item-${i.id}`,
        kind: "module",
        title: m?.title ?? "Module",
        summary: m?.summary ?? "",
        url: m ? modulePagePath(m) : "/courses/",
        isOptional: i.isOptional,
        lessonIds: lessons.map((l) => l.id),
        lessons: lessons.map((l) => ({
          id: l.id,
          title: l.title,
          minutes: l.minutes,
          isOptional: l.isOptional,
          url: moduleLessonPath(i.moduleId!, l.id),
        })),
      });
    } else {
      const p = await findLearningPath({ id: i.pathId! });
      const parts = p ? await pathPartsWithLessons(p.id) : [];
      const lessons = parts.filter((x) => !x.isOptional).flatMap((x) => x.lessons);
      resolved.set(i.id, {
        id: i.id,
        key: `item-${i.id}`,
        kind: "path",
        title: p?.title ?? "Path",
        summary: p?.summary ?? "",
        url: p ? pathPagePath(p.slug) : "/courses/",
        isOptional: i.isOptional,
        lessonIds: lessons.map((l) => l.id),
        lessons,
      });
    }
  }
  return weeks.map((w) => {
    const contact = people.find((p) => p.userId === w.contactUserId) ?? null;
    return {
      id: w.id,
      title: w.title,
      position: w.position,
      contact: contact
        ? {
            id: w.id,
            title: w.title,
            status: "active",
            user_id: contact.userId,
            email: contact.email,
            full_name: contact.name,
            contact_image_url: null,
          }
        : null,
      items: items.filter((i) => i.weekId === w.id).map((i) => resolved.get(i.id)!),
    };
  });
}

/** The plan's table of contents: weeks (with connect_info) holding their items and lessons. */
export function planToc(weeks: readonly ResolvedWeek[], done: ReadonlySet<number>): UnitTocEntry[] {
  return weeks.map((w, i) => ({
    ...partTocEntry(
      { id: `week-${w.id}`, title: `Week ${i + 1}: ${w.title}`, type: "week", work_type: "plan", url: null, summary: null, isOptional: false },
      w.items.map((it) =>
        partTocEntry(
          {
            id: it.key,
            title: it.title,
            type: it.kind,
            work_type: it.kind === "course" ? "collection" : it.kind,
            url: it.url,
            summary: it.summary,
            isOptional: it.isOptional,
          },
          it.lessons.map((l) => lessonTocEntry(l, done)),
        ),
      ),
    ),
    connect_info: w.contact,
  }));
}

/** What a plan builder picks from: published courses, modules and paths. */
export async function planContentChoices() {
  const [courses, modules, paths] = await Promise.all([courseSummariesById(null), listPublishedModules(), listLearningPaths()]);
  return [
    ...courses.map((c) => ({ value: `course:${c.id}`, label: `Course: ${c.title}` })),
    ...modules.filter((m) => m.organizationId === null).map((m) => ({ value: `module:${m.id}`, label: `Module: ${m.title}` })),
    ...paths.map((p) => ({ value: `path:${p.id}`, label: `Path: ${p.title}` })),
  ];
}

export async function plansOfOrganization(organizationId: number) {
  const plans = await listPlansOfOrganization(organizationId);
  return plans.map((p) => ({ id: p.id, title: p.title, status: p.status, ...planPaths(p) }));
}

export async function newPlan(organizationId: number, authorId: number, title: string, summary: string): Promise<PlanOutcome> {
  const plan = await createPlan({ organizationId, authorId, title, summary });
  return { ok: true, message: PLAN_TEXTS.created, planId: plan.id };
}

async function weekOf(plan: PlanRow, weekId: number) {
  return (await listWeeks(plan.id)).find((w) => w.id === weekId) ?? null;
}

async function contactOk(plan: PlanRow, contactUserId: number | null) {
  return contactUserId === null || (await organizationPeople(plan.organizationId)).some((p) => p.userId === contactUserId);
}

export type PlanEdit =
  | { intent: "add-week"; title: string; contactUserId: number | null }
  | { intent: "save-week"; weekId: number; title: string; contactUserId: number | null }
  | { intent: "delete-week"; weekId: number }
  | { intent: "add-item"; weekId: number; content: string; isOptional: boolean }
  | { intent: "remove-item"; weekId: number; itemId: number }
  | { intent: "details"; title: string; summary: string }
  | { intent: "publish" };

/** One change of the plan editor, checked against the plan's organization. */
export async function editPlan(plan: PlanRow, edit: PlanEdit): Promise<PlanOutcome> {
  const fail = (errorText: string, status = 400): PlanOutcome => ({ ok: false, status, errorText });
  switch (edit.intent) {
    case "details":
      await updatePlan(plan.id, { title: edit.title, summary: edit.summary });
      return { ok: true, message: "Plan saved." };
    case "add-week":
      if (!(await contactOk(plan, edit.contactUserId))) return fail(PLAN_TEXTS.unknownContact);
      await addWeek(plan.id, edit.title, edit.contactUserId);
      return { ok: true, message: PLAN_TEXTS.weekAdded };
    case "save-week":
      if (!(await weekOf(plan, edit.weekId))) return fail(PLAN_TEXTS.unknownWeek, 404);
      if (!(await contactOk(plan, edit.contactUserId))) return fail(PLAN_TEXTS.unknownContact);
      await updateWeek(edit.weekId, { title: edit.title, contactUserId: edit.contactUserId });
      return { ok: true, message: PLAN_TEXTS.weekSaved };
    case "delete-week":
      if (!(await weekOf(plan, edit.weekId))) return fail(PLAN_TEXTS.unknownWeek, 404);
      await deleteWeek(edit.weekId);
      return { ok: true, message: PLAN_TEXTS.weekDeleted };
    case "add-item": {
      if (!(await weekOf(plan, edit.weekId))) return fail(PLAN_TEXTS.unknownWeek, 404);
      const m = /^(course|module|path):(\d+)$/.exec(edit.content);
      if (!m) return fail(PLAN_TEXTS.unknownContent);
      const kind = m[1] as "course" | "module" | "path";
      const refId = Number(m[2]);
      const choices = await planContentChoices();
      if (!choices.some((c) => c.value === edit.content)) return fail(PLAN_TEXTS.unknownContent);
      await addItem(edit.weekId, { kind, refId, isOptional: edit.isOptional });
      return { ok: true, message: PLAN_TEXTS.itemAdded };
    }
    case "remove-item": {
      const items = await listItems([edit.weekId]);
      if (!(await weekOf(plan, edit.weekId)) || !items.some((i) => i.id === edit.itemId)) return fail(PLAN_TEXTS.unknownWeek, 404);
      await deleteItem(edit.itemId);
      return { ok: true, message: PLAN_TEXTS.itemRemoved };
    }
    case "publish": {
      const weeks = await listWeeks(plan.id);
      const items = await listItems(weeks.map((w) => w.id));
      if (weeks.length === 0 || items.length === 0) return fail(PLAN_TEXTS.emptyPlan);
      await updatePlan(plan.id, { status: "published" });
      return { ok: true, message: PLAN_TEXTS.published };
    }
  }
}

/** Assigns a published plan to a team or a member of its organization. */
export async function assignPlan(plan: PlanRow, by: number, input: { assignee: string; startDate: string; dueDate: string }): Promise<PlanOutcome> {
  if (plan.status !== "published") return { ok: false, status: 409, errorText: PLAN_TEXTS.notPublished };
  const dates = assignmentDatesError(input.startDate, input.dueDate);
  if (dates) return { ok: false, status: 400, errorText: dates };
  const m = /^(team|user):(\d+)$/.exec(input.assignee);
  if (!m) return { ok: false, status: 400, errorText: PLAN_TEXTS.unknownAssignee };
  const id = Number(m[2]);
  if (m[1] === "team") {
    if (!(await organizationTeams(plan.organizationId)).some((t) => t.id === id))
      return { ok: false, status: 400, errorText: PLAN_TEXTS.unknownAssignee };
  } else if (!(await organizationPeople(plan.organizationId)).some((p) => p.userId === id)) {
    return { ok: false, status: 400, errorText: PLAN_TEXTS.unknownAssignee };
  }
  await addAssignment({
    planId: plan.id,
    teamId: m[1] === "team" ? id : null,
    userId: m[1] === "user" ? id : null,
    startDate: input.startDate,
    dueDate: input.dueDate,
    assignedBy: by,
  });
  return { ok: true, message: PLAN_TEXTS.assigned };
}

export async function assignmentChoices(organizationId: number) {
  const [teams, people] = await Promise.all([organizationTeams(organizationId), organizationPeople(organizationId)]);
  return {
    teams: teams.map((t) => ({ value: `team:${t.id}`, label: `Team: ${t.name}` })),
    people: people.map((p) => ({ value: `user:${p.userId}`, label: p.name || p.email, userId: p.userId })),
  };
}

export async function planAssignments(plan: PlanRow) {
  const [assignments, teams, people] = await Promise.all([
    listAssignments(plan.id),
    organizationTeams(plan.organizationId),
    organizationPeople(plan.organizationId),
  ]);
  return assignments.map((a) => ({
    id: a.id,
    to:
      a.teamId !== null
        ? `Team ${teams.find((t) => t.id === a.teamId)?.name ?? ""}`
        : (people.find((p) => p.userId === a.userId)?.name ?? "A member"),
    startDate: a.startDate,
    dueDate: a.dueDate,
  }));
}

export interface MemberRow {
  userId: number;
  name: string;
  email: string;
  startDate: string;
  dueDate: string;
  standing: MemberPlanStanding;
}

/** Each assignee's standing per week, the overdue members, for the manager's page and CSV. */
export async function planProgress(
  plan: PlanRow,
  today: string,
  onlyUserIds?: readonly number[],
): Promise<{ weeks: ResolvedWeek[]; members: MemberRow[]; overdue: MemberRow[] }> {
  const weeks = await planWeeks(plan);
  const assignments = await listAssignments(plan.id);
  let people = await assigneesOf(plan.organizationId, assignments);
  if (onlyUserIds) people = people.filter((p) => onlyUserIds.includes(p.userId));
  const lessonIds = [...new Set(weeks.flatMap((w) => w.items.flatMap((i) => i.lessonIds)))];
  const rows = await progressOfUsers(
    people.map((p) => p.userId),
    lessonIds,
  );
  const seen = new Set<number>();
  const members: MemberRow[] = [];
  for (const p of people) {
    if (seen.has(p.userId)) continue;
    seen.add(p.userId);
    // the member's own assignment wins over the team's; else the earliest due
    const mine =
      assignments.find((a) => a.userId === p.userId) ??
      [...assignments].sort((a, b) => a.dueDate.localeCompare(b.dueDate)).find((a) => a.teamId === p.teamId);
    if (!mine) continue;
    const standing = memberPlanStanding(
      weeks,
      mine,
      rows.filter((r) => r.userId === p.userId),
      today,
    );
    members.push({ userId: p.userId, name: p.name, email: p.email, startDate: mine.startDate, dueDate: mine.dueDate, standing });
  }
  return { weeks, members, overdue: members.filter((m) => m.standing.overdue) };
}

export const planCsv = (members: readonly MemberRow[]) => planProgressCsv(members);

/** One learner's plan: weeks with their progress, "Continue", the table of contents. */
export async function learnerPlan(plan: PlanRow, userId: number, today: string) {
  const [weeks, organization] = await Promise.all([planWeeks(plan), getOrganization(plan.organizationId)]);
  const progress = await listUserProgress(userId);
  const assigned = (await plansAssignedTo(userId)).find((a) => a.plan.id === plan.id)?.assignment ?? null;
  const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.lessonId));
  const items = weeks.flatMap((w) => w.items);
  const seq = sequenceProgress(items, progress);
  const cont = seq.continueAt ? items.find((i) => i.key === seq.continueAt!.key)?.lessons.find((l) => l.id === seq.continueAt!.lessonId)?.url : null;
  return {
    plan: { id: plan.id, title: plan.title, summary: plan.summary, status: plan.status, ...planPaths(plan) },
    /** the organization whose private plan this is (the plan page's extra header) */
    organization: organization?.name ?? "",
    weeks: weeks.map((w) => ({ id: w.id, title: w.title, contact: w.contact, items: w.items.map(({ lessonIds: _l, ...i }) => i) })),
    toc: planToc(weeks, done),
    standing: assigned ? memberPlanStanding(weeks, assigned, progress, today) : null,
    assignment: assigned ? { startDate: assigned.startDate, dueDate: assigned.dueDate } : null,
    progress: seq.required,
    continueUrl: cont ?? null,
  };
}

/** The plans assigned to a learner, for their home and the mentee landing. */
export async function assignedPlans(userId: number, today: string) {
  const assigned = await plansAssignedTo(userId);
  const progress = await listUserProgress(userId);
  return Promise.all(
    assigned.map(async ({ plan, assignment }) => {
      const weeks = await planWeeks(plan);
      const standing = memberPlanStanding(weeks, assignment, progress, today);
      return {
        id: plan.id,
        title: plan.title,
        url: planPaths(plan).page,
        startDate: assignment.startDate,
        dueDate: assignment.dueDate,
        percent: standing.overall.percent,
        overdue: standing.overdue,
        completed: standing.completed,
      };
    }),
  );
}

/**
 * Pairs a mentor and a mentee of one organization (docs/product/learning-plans.md#mentoring): both
 * must be members, and nobody mentors themself. The text says why a pairing was refused.
 */
type PairingOutcome = { ok: true; message: string } | { ok: false; status: 400; errorText: string };

/** Pairs a mentor with a mentee of the organization (both get their role; again changes nothing). */
export async function pairMentor(organizationId: number, mentorId: number, menteeId: number): Promise<PairingOutcome> {
  if (mentorId === menteeId) return { ok: false, status: 400, errorText: PLAN_TEXTS.samePerson };
  if (!(await pairMentorship(organizationId, mentorId, menteeId))) return { ok: false, status: 400, errorText: PLAN_TEXTS.notMembers };
  return { ok: true, message: PLAN_TEXTS.paired };
}

/** Ends a mentor–mentee pair of the organization. */
export async function unpairMentor(organizationId: number, mentorId: number, menteeId: number): Promise<PairingOutcome> {
  if (!(await unpairMentorship(organizationId, mentorId, menteeId))) return { ok: false, status: 400, errorText: PLAN_TEXTS.notPaired };
  return { ok: true, message: PLAN_TEXTS.unpaired };
}

/** A mentor's mentees with their assigned plans. */
export async function mentorDashboard(organizationId: number, mentorId: number, today: string) {
  const mentees = await menteesOf(organizationId, mentorId);
  return Promise.all(mentees.map(async (m) => ({ ...m, plans: await assignedPlans(m.userId, today) })));
}

/** The task map of one page for a mentee: each lesson of the page's course with the mentee's state. */
export async function taskMap(menteeId: number, ids: { authorId: number; collectionId: number; pageId: number }, courseId: number) {
  const lessons = await lessonsOfCourses([courseId]);
  const rows = await progressOfUsers(
    [menteeId],
    lessons.map((l) => l.id),
  );
  const page = lessons.find((l) => l.pageId === ids.pageId) ?? null;
  const state = (id: number) => {
    const r = rows.find((x) => x.lessonId === id);
    return r?.completedAt ? "completed" : r ? "visited" : "not-started";
  };
  return {
    author_id: ids.authorId,
    collection_id: ids.collectionId,
    page_id: ids.pageId,
    mentee_id: menteeId,
    page: page ? { page_id: page.pageId, title: page.title, state: state(page.id) } : null,
    tasks: lessons.map((l) => ({ page_id: l.pageId, title: l.title, state: state(l.id) })),
  };
}
