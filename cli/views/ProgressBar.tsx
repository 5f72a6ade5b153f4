// A live progress bar (only in a terminal, never with --json).
import { Box, Text } from "ink";

interface ProgressBarProps {
  label: string;
  done: number;
  total: number;
  /** Characters of bar; the whole line stays under 80 columns. */
  width?: number;
  elapsedMs?: number;
}

export function ProgressBar({ label, done, total, width = 36, elapsedMs }: ProgressBarProps) {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * width);
  const percent = `${Math.floor(ratio * 100)}%`.padStart(4);
  const time = elapsedMs === undefined ? "" : `  ${(elapsedMs / 1000).toFixed(1)} s`;
  return (
    <Box paddingX={1}>
      <Text>
        {label} <Text color="green">{"█".repeat(filled)}</Text>
        <Text dimColor>{"░".repeat(width - filled)}</Text> {percent} {done}/{total}
        {time}
      </Text>
    </Box>
  );
}
