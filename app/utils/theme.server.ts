// The theme cookie: light, dark or system, kept for a year (docs/product/shell.md#theme: 31,536,000 s).
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { THEME_COOKIE_MAX_AGE_S, THEMES, type Theme } from "~/engine/constants";
import { secureCookies } from "./env.server";

export type { Theme };
export const themeSchema = z.enum(THEMES);

const cookie = createCookie("theme", { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(), maxAge: THEME_COOKIE_MAX_AGE_S });

export async function readThemeCookie(request: Request): Promise<Theme | null> {
  const parsed = themeSchema.safeParse(await cookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export const serializeTheme = (theme: Theme) => cookie.serialize(theme);
