// Lesson content transforms (docs/product/catalog.md#lessons; the workspace configuration's normalisation).

const PLACEHOLDER_STYLES = [
  { open: ";;;", close: ";;;" },
  { open: "<<", close: ">>" },
  { open: "==", close: "==" },
  { open: "{{", close: "}}" },
] as const;

/** Replaces ;;;X;;;, <<X>>, ==X== and {{X}} for every known key X; unknown placeholders stay. */
export function replacePlaceholders(code: string, values: Readonly<Record<string, string | number>>): string {
  let out = code;
  for (const [key, value] of Object.entries(values)) {
    for (const { open, close } of PLACEHOLDER_STYLES) {
      out = out.split(`${open}${key}${close}`).join(String(value));
    }
  }
  return out;
}

interface ContainerConfig {
  version?: number | string;
  file?: string;
  imageName?: string;
  buildStatus?: string;
  buildStatusUrl?: string;
  buildLogUrl?: string;
  liveInstance?: unknown;
  [key: string]: unknown;
}

interface WorkspaceConfig {
  container?: ContainerConfig | null;
  envs?: unknown;
  jobs?: unknown;
  testRunners?: unknown;
  [key: string]: unknown;
}

/** "registry.io/team/python:3.11" → "python:3.11". */
export function imageShortName(imageName: string): string {
  const parts = imageName.split("/");
  return parts[parts.length - 1] ?? imageName;
}

/** The container configuration with version 3 and the image name reduced to its last path segment. */
export function normalizeWorkspaceConfig<T extends WorkspaceConfig>(config: T): T {
  if (!config.container) return { ...config };
  const container: ContainerConfig = { ...config.container, version: 3 };
  if (typeof container.imageName === "string") container.imageName = imageShortName(container.imageName);
  return { ...config, container };
}

export interface Widget {
  type: string;
  comp_id?: string;
  content?: { codeContents?: readonly unknown[] | null; [key: string]: unknown } | null;
  [key: string]: unknown;
}

/** A TabbedCode widget with no code contents is dropped. */
export function dropEmptyTabbedCode<T extends Widget>(widgets: readonly T[]): T[] {
  return widgets.filter((w) => w.type !== "TabbedCode" || (w.content?.codeContents?.length ?? 0) > 0);
}

/** Duplicate comp ids get a numeric suffix ("_1", "_2", …) that does not collide with another id. */
export function uniqueWidgetIds<T extends Widget>(widgets: readonly T[]): T[] {
  const taken = new Set(widgets.map((w) => w.comp_id).filter((id): id is string => typeof id === "string"));
  const seen = new Set<string>();
  return widgets.map((w) => {
    if (typeof w.comp_id !== "string") return w;
    if (!seen.has(w.comp_id)) {
      seen.add(w.comp_id);
      return w;
    }
    let n = 1;
    while (taken.has(`${w.comp_id}_${n}`)) n++;
    const id = `${w.comp_id}_${n}`;
    taken.add(id);
    seen.add(id);
    return { ...w, comp_id: id };
  });
}

/** Page grouping: drop empty TabbedCode widgets, then make comp ids unique. */
export function groupPageWidgets<T extends Widget>(widgets: readonly T[]): T[] {
  return uniqueWidgetIds(dropEmptyTabbedCode(widgets));
}
