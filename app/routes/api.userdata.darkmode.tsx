import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { setUserTheme } from "~/models/user.server";
import { getUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody, safeRedirect, wantsJson } from "~/utils/http.server";
import { serializeTheme, themeSchema } from "~/utils/theme.server";
import { trackServerEvent } from "~/services/analytics.server";
import { trackingOf } from "~/utils/tracking.server";

const THEME_ERROR = 'frontend_theme must be one of "light", "dark" or "system".';
const bodySchema = z.object({
  frontend_theme: z.enum(themeSchema.options, { error: THEME_ERROR }),
  redirectTo: z.string().optional(),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const asJson = wantsJson(request);
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const theme = parsed.data.frontend_theme;
  const user = await getUser(request);
  if (user) await setUserTheme(user.id, theme);
  await trackServerEvent(trackingOf(request), user, "theme_toggle", { theme });
  const headers = { "Set-Cookie": await serializeTheme(theme) };
  if (asJson || parsed.raw.reply === "json") return json({ frontend_theme: theme, saved_on_account: !!user }, { headers });
  return redirect(safeRedirect(parsed.data.redirectTo ?? "/"), { headers });
}
