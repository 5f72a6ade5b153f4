// Plain-text building blocks for the Ink views: tables, label/value lists and headings.
// Everything is padded text so it lines up in any 80-column terminal.
import { Box, Text } from "ink";
import type { ReactNode } from "react";

interface Column {
  header: string;
  align?: "left" | "right";
}

interface TableProps {
  columns: readonly Column[];
  rows: readonly (readonly string[])[];
  /** Rows drawn highlighted (e.g. the best discount). */
  highlight?: (rowIndex: number) => boolean;
  /** Rows drawn dimmed (e.g. a rejected coupon). */
  dim?: (rowIndex: number) => boolean;
}

const pad = (s: string, width: number, align: "left" | "right" = "left") => (align === "right" ? s.padStart(width) : s.padEnd(width));

export function Table({ columns, rows, highlight, dim }: TableProps) {
  const widths = columns.map((c, i) => Math.max(c.header.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => pad(c, widths[i]!, columns[i]!.align))
      .join("  ")
      .trimEnd();
  return (
    <Box flexDirection="column">
      <Text bold>{line(columns.map((c) => c.header))}</Text>
      <Text dimColor>{widths.map((w) => "─".repeat(w)).join("  ")}</Text>
      {rows.map((r, i) => (
        <Text key={i} color={highlight?.(i) ? "green" : undefined} bold={highlight?.(i)} dimColor={dim?.(i)}>
          {line(r)}
        </Text>
      ))}
    </Box>
  );
}

/** Label/value lines; a long value wraps under itself, not under the labels. */
export function KeyValue({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  const width = Math.max(...items.map(([k]) => k.length)) + 2;
  return (
    <Box flexDirection="column">
      {items.map(([k, v]) => (
        <Box key={k}>
          <Box width={width} flexShrink={0}>
            <Text dimColor>{k}</Text>
          </Box>
          <Box flexGrow={1} flexShrink={1}>
            {typeof v === "string" || typeof v === "number" ? <Text>{v}</Text> : v}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <Box marginTop={1}>
      <Text bold color="cyan">
        {children}
      </Text>
    </Box>
  );
}

/** A whole view: a title line, then its sections. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box flexDirection="column" paddingX={1}>
      <Text bold>{title}</Text>
      {children}
    </Box>
  );
}

export const yesNo = (b: boolean) => (b ? "yes" : "no");
