// `codelift labs`: the cloud labs (docs/product/cloud-labs.md) for staff: the catalogue with how
// many sessions run now, the running sessions with their learners and ends, and ending a
// learner's lab (its services stopped and its folder removed, as the learner's End lab does).
import type { Command } from "commander";
import { z } from "zod";
import { openData, requireUser } from "../database";
import { emit, fail, flag, parseOptions } from "../io";
import { cut } from "../format";

const jsonOnly = z.object({ json: flag() });
const minutesLeft = (endsAt: string, now: Date) => Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / 60_000));

async function listCommand(raw: unknown) {
  const o = parseOptions(jsonOnly, raw);
  await openData();
  const { LABS } = await import("../../app/services/labs/labs.server");
  const { listActiveLabSessions } = await import("../../app/models/labs.server");
  const running = await listActiveLabSessions();
  const doc = {
    labs: LABS.map((l) => ({ slug: l.slug, title: l.title, steps: l.steps.length, running: running.filter((s) => s.labSlug === l.slug).length })),
  };
  await emit(o, doc, async () => {
    const { Screen, Table } = await import("../views/ui");
    return (
      <Screen title={`Cloud labs: ${doc.labs.length}, ${running.length} session(s) running`}>
        <Table
          columns={[{ header: "Slug" }, { header: "Title" }, { header: "Steps", align: "right" }, { header: "Running", align: "right" }]}
          rows={doc.labs.map((l) => [l.slug, cut(l.title, 40), String(l.steps), String(l.running)])}
        />
      </Screen>
    );
  });
}

async function sessionsCommand(raw: unknown) {
  const o = parseOptions(jsonOnly, raw);
  await openData();
  const { listActiveLabSessions } = await import("../../app/models/labs.server");
  const now = new Date();
  const rows = await listActiveLabSessions();
  const doc = {
    sessions: rows.map((s) => ({
      id: s.id,
      email: s.email,
      lab: s.labSlug,
      started_at: s.startedAt,
      ends_at: s.endsAt,
      minutes_left: minutesLeft(s.endsAt, now),
      extended: s.extended,
      passed_steps: s.passedSteps,
    })),
  };
  await emit(o, doc, async () => {
    const { Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Running lab sessions: ${rows.length}`}>
        {rows.length === 0 ? (
          <Text>No lab is running.</Text>
        ) : (
          <Table
            columns={[
              { header: "Id", align: "right" },
              { header: "Learner" },
              { header: "Lab" },
              { header: "Ends (UTC)" },
              { header: "Left", align: "right" },
              { header: "Extended" },
            ]}
            rows={doc.sessions.map((s) => [
              String(s.id),
              cut(s.email, 28),
              cut(s.lab, 28),
              s.ends_at.slice(0, 16).replace("T", " "),
              `${s.minutes_left} min`,
              s.extended ? "yes" : "no",
            ])}
          />
        )}
      </Screen>
    );
  });
}

async function endCommand(email: string, raw: unknown) {
  const o = parseOptions(jsonOnly, raw);
  await openData();
  const user = await requireUser(email);
  const { endLab, findLab } = await import("../../app/services/labs/labs.server");
  const { findActiveLabSession } = await import("../../app/models/labs.server");
  const running = await findActiveLabSession(user.id);
  if (!running) fail(`${user.email} has no lab running`);
  const outcome = await endLab(user.id, null);
  if (!outcome.ok) fail(`${user.email} has no lab running`);
  const title = findLab(running.labSlug)?.title ?? running.labSlug;
  const doc = { ended: { id: running.id, email: user.email, lab: running.labSlug, title } };
  await emit(o, doc, async () => {
    const { Text } = await import("../views/ui");
    return (
      <Text>
        Ended {user.email}&apos;s lab {title} (session {running.id}): its services are stopped and its folder removed.
      </Text>
    );
  });
}

export function registerLabs(program: Command): void {
  const labs = program.command("labs").description("cloud labs: the catalogue, the running sessions, ending one");
  labs
    .command("list")
    .description("every lab with its steps and how many sessions run now")
    .option("--json", "print one JSON document")
    .action(async (o: unknown) => listCommand(o));
  labs
    .command("sessions")
    .description("the running sessions: learner, lab, end and minutes left")
    .option("--json", "print one JSON document")
    .action(async (o: unknown) => sessionsCommand(o));
  labs
    .command("end")
    .description("end a learner's running lab (its services stopped, its folder removed)")
    .argument("<email>", "the learner's e-mail")
    .option("--json", "print one JSON document")
    .action(async (email: string, o: unknown) => endCommand(email, o));
}
