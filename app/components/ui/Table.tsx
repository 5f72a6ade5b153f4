// A table that may be wider than the screen: it scrolls inside its own box, which is focusable
// (keyboard users scroll it with the arrow keys) and named, and which shows a shadow on the side
// where more columns are hidden. The shadow is pure CSS (backgrounds that scroll with the
// content cover it once the edge is reached), so it works without JavaScript.
import type { ReactNode, TableHTMLAttributes } from "react";

export function Table({
  label,
  caption,
  children,
  className,
  ...rest
}: { label: string; caption?: ReactNode } & TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="ui-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `data ui-table ${className}` : "data ui-table"} {...rest}>
        {caption ? <caption>{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}
