import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "danger";

/** A short label (a status, a count, a level). The text says it all; the colour only repeats it. */
export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={`ui-badge ui-badge-${tone}${className ? ` ${className}` : ""}`}>{children}</span>;
}
