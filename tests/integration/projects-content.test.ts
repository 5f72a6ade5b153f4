// Every seeded project is real: its checks, run in the real sandbox, fail against the starter
// files and pass against the reference solution.
import { describe, expect, it } from "vitest";
import { projectComplete, safeProjectPath, stepStates } from "~/engine/projects";
import { PROJECTS } from "~/services/projects/catalog";
import { runProjectChecks } from "~/services/projects/runner.server";

describe("the seeded projects", () => {
  it("are at least six, across Python, JavaScript, C++, Java, SQL and git, guided and unguided", () => {
    expect(PROJECTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(PROJECTS.map((p) => p.language))).toEqual(new Set(["python", "javascript", "cpp", "java", "sql", "bash"]));
    expect(new Set(PROJECTS.map((p) => p.kind))).toEqual(new Set(["guided", "unguided"]));
    for (const p of PROJECTS) {
      for (const name of [...Object.keys(p.starter), ...Object.keys(p.solution)]) expect(safeProjectPath(name), `${p.slug}: ${name}`).toBe(name);
      expect(p.starter[p.mainFile], `${p.slug} opens ${p.mainFile}`).toBeDefined();
      if (p.kind === "guided") expect(p.steps.length).toBeGreaterThan(0);
      else expect(p.tests).toBeTruthy();
    }
  });

  for (const project of PROJECTS) {
    it(`${project.slug}: the starter fails its checks and the reference solution passes them all`, async () => {
      const starter = await runProjectChecks(project, project.starter);
      expect(starter[0]!.passed, starter[0]!.output).toBe(false);
      expect(starter[0]!.output.length).toBeGreaterThan(0);
      const solved = await runProjectChecks(project, { ...project.starter, ...project.solution });
      const states = stepStates(project.kind === "guided" ? project.steps.length : 1, solved);
      expect(projectComplete(project, states), solved.map((r) => r.output).join("\n---\n")).toBe(true);
    }, 120_000);
  }
});
