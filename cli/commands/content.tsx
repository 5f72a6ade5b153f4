// `codelift content export | import`: a course draft as one JSON file and back
// (docs/product/authoring.md#authors-who-work-in-files), through the authoring service on the CLI's database.
import fs from "node:fs";
import type { Command } from "commander";
import { z } from "zod";
import { openData } from "../database";
import { emit, fail, flag, parseOptions } from "../io";

/** A course file is text: a generous ceiling keeps a wrong file from filling memory. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

async function exportCommand(work: string, file: string | undefined, raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { exportCourse } = await import("../../app/services/authoring.server");
  const result = await exportCourse(work);
  if (!result.ok) fail(result.error);
  if (file === undefined) {
    // Without a file the course file itself is the output (one JSON document, --json or not).
    process.stdout.write(result.text);
    return;
  }
  try {
    fs.writeFileSync(file, result.text);
  } catch (e) {
    fail(`${file}: cannot write the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const message = `Exported draft ${result.draftId} (${result.title}) to ${file}.`;
  await emit(o, { ok: true, draft_id: result.draftId, file, bytes: Buffer.byteLength(result.text), message }, async () => {
    const { Text } = await import("../views/ui");
    return <Text>{message}</Text>;
  });
}

async function importCommand(file: string, raw: unknown) {
  const o = parseOptions(z.object({ owner: z.string().optional(), json: flag() }), raw);
  if (!o.owner?.trim()) fail("Give --owner EMAIL: the author the draft belongs to");
  const owner = o.owner.trim();
  let text: string;
  try {
    if (fs.statSync(file).size > MAX_FILE_BYTES) fail(`${file}: larger than 5 MB, not a course file`);
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (!code) throw e;
    fail(`${file}: cannot read the file (${code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : code})`);
  }
  await openData();
  const { importCourse } = await import("../../app/services/authoring.server");
  const result = await importCourse(owner, text);
  if (!result.ok) fail(`${file}: ${result.error}`);
  await emit(o, { ok: true, draft_id: result.draftId, created: result.created, version: result.version, message: result.message }, async () => {
    const { Text } = await import("../views/ui");
    return <Text>{result.message}</Text>;
  });
}

export function registerContent(program: Command): void {
  const content = program.command("content").description("authoring: a course draft as a JSON file, and back");
  content
    .command("export")
    .description("write a course draft (by draft id or slug) as a JSON file, or print it")
    .argument("<work>", "the draft id, or the course's slug")
    .argument("[file]", "where to write it (printed on stdout without)")
    .option("--json", "print one JSON document about the export (the file itself when no file is given)")
    .action(async (work: string, file: string | undefined, opts: unknown) => exportCommand(work, file, opts));
  content
    .command("import")
    .description("create or update an author's draft from a course file (never published: it goes through review)")
    .argument("<file>", "a file written by `codelift content export`")
    .option("--owner <email>", "the author the draft belongs to")
    .option("--json", "print one JSON document")
    .action(async (file: string, opts: unknown) => importCommand(file, opts));
}
