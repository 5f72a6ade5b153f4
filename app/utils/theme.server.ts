// The theme cookie: light, dark or system, kept for a year (platform.md §9: 31,536,000 s).
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { secureCookies } from "./env.server";

export const THEME_COOKIE_MAX_AGE = 31_536_000;
export const themeSchema = z.enum(["light", "dark", "system"]);
export type Theme = z.infer<typeof themeSchema>;

const cookie = createCookie("theme", { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(), maxAge: THEME_COOKIE_MAX_AGE });

export async function readThemeCookie(request: Request): Promise<Theme | null> {
  const parsed = themeSchema.safeParse(await cookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export const serializeTheme = (theme: Theme) => cookie.serialize(theme);
