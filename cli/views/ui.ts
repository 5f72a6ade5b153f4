// Everything a command's view needs, in one module that commands import lazily (only when
// they render), so `--json` runs never load Ink.
export { Box, Text } from "ink";
export { Heading, KeyValue, Screen, Table, yesNo } from "./Table";
export { Histogram } from "./Histogram";
export { ProgressBar } from "./ProgressBar";
