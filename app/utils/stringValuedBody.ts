// Request bodies whose every value is a string (docs/product/shell.md#request-bodies): the site's
// browser client sends numbers, booleans, objects and arrays stringified ("2", "true", "{}").
// Before a body is validated, each string value that its field's schema refuses as a string but
// accepts once read as JSON is replaced by that JSON value (objects are read the same way, one
// level down). A field that takes text keeps its text: "123" stays "123" for a string field.
// Every API path validates its body through here (app/utils/http.server.ts). Pure: zod only.
import type { z } from "zod";

type AnySchema = z.ZodType;
type Def = { type: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema; shape?: Record<string, AnySchema> };

const defOf = (s: AnySchema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema under wrappers (optional, nullable, default, catch, readonly, pipes), or null. */
function objectShape(schema: AnySchema): Record<string, AnySchema> | null {
  let s: AnySchema | undefined = schema;
  for (let depth = 0; s && depth < 10; depth++) {
    const def = defOf(s);
    if (def.type === "object") return (s as unknown as { shape: Record<string, AnySchema> }).shape;
    if (def.innerType) s = def.innerType;
    else if (def.type === "pipe") s = def.in && defOf(def.in).type !== "transform" ? def.in : def.out;
    else return null;
  }
  return null;
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const t = text.trim();
  // Only what a stringified number, boolean, null, object or array looks like.
  if (!/^(?:-?\d|true$|false$|null$|[{[])/.test(t)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(t) };
  } catch {
    return { ok: false };
  }
}

function coerceValue(value: unknown, field: AnySchema, depth: number): unknown {
  const shape = objectShape(field);
  if (shape && value && typeof value === "object" && !Array.isArray(value) && depth < 3) {
    return coerceFields(value as Record<string, unknown>, shape, depth + 1);
  }
  if (typeof value !== "string" || field.safeParse(value).success) return value;
  const read = readJson(value);
  if (!read.ok) return value;
  const next = coerceValue(read.value, field, depth);
  return field.safeParse(next).success ? next : value;
}

function coerceFields(body: Record<string, unknown>, shape: Record<string, AnySchema>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const [key, field] of Object.entries(shape)) {
    if (Object.hasOwn(body, key)) out[key] = coerceValue(body[key], field, depth);
  }
  return out;
}

/**
 * The body with its stringified values read back for the schema that will validate it. Bodies that
 * are not objects, and schemas that are not object schemas, pass through unchanged.
 */
export function readStringValuedBody(body: Record<string, unknown>, schema: AnySchema): Record<string, unknown> {
  const shape = objectShape(schema);
  return shape ? coerceFields(body, shape, 0) : body;
}

/** Validates a body the way every API path does: string values read back first, then the schema. */
export function safeParseBody<S extends AnySchema>(schema: S, body: Record<string, unknown>) {
  return schema.safeParse(readStringValuedBody(body, schema)) as z.ZodSafeParseResult<z.infer<S>>;
}
