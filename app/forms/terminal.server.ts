// What a browser may send on the terminal's socket (docs/product/hands-on.md#the-terminal):
// keystrokes, the terminal's size, or "I am still here". Anything else is ignored.
import { z } from "zod";
import { TERMINAL_MAX_MESSAGE_BYTES } from "~/engine/terminal";

/** What the browser sends: keystrokes, the terminal's size, or "I am still here". */
export const terminalClientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("input"), data: z.string().max(TERMINAL_MAX_MESSAGE_BYTES) }),
  z.object({ type: z.literal("resize"), cols: z.number().int().min(2).max(500), rows: z.number().int().min(2).max(200) }),
  z.object({ type: z.literal("resume") }),
]);
