// A horizontal text histogram: one line per bin, bars scaled to the largest bin.
import { Box, Text } from "ink";

interface HistogramBin {
  label: string;
  count: number;
}

export function Histogram({ bins, width = 40, total }: { bins: readonly HistogramBin[]; width?: number; total?: number }) {
  const max = Math.max(1, ...bins.map((b) => b.count));
  const labelWidth = Math.max(...bins.map((b) => b.label.length), 1);
  const countWidth = Math.max(...bins.map((b) => String(b.count).length), 1);
  const sum = total ?? bins.reduce((s, b) => s + b.count, 0);
  return (
    <Box flexDirection="column">
      {bins.map((b) => {
        const n = Math.round((b.count / max) * width);
        const share = sum > 0 ? `${((100 * b.count) / sum).toFixed(1)}%` : "";
        return (
          <Text key={b.label}>
            {b.label.padStart(labelWidth)} │<Text color="cyan">{"█".repeat(n) || (b.count > 0 ? "▏" : "")}</Text>
            {" ".repeat(Math.max(0, width - Math.max(n, b.count > 0 ? 1 : 0)))} {String(b.count).padStart(countWidth)}{" "}
            <Text dimColor>{share.padStart(6)}</Text>
          </Text>
        );
      })}
    </Box>
  );
}
