// The site's icons as inline SVG: they draw the same on every machine, with or without an emoji
// font. Decorative by default (aria-hidden); give `label` when the icon alone carries meaning.
import type { SVGProps } from "react";

const PATHS = {
  logo: <path d="M12 2.5 21.5 12 12 21.5 2.5 12Z" fill="currentColor" stroke="none" />,
  check: <path d="m4.5 12.5 5 5 10-11" />,
  cross: <path d="M6 6l12 12M18 6 6 18" />,
  circle: <circle cx="12" cy="12" r="6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  comment: <path d="M4 5h16v11H9l-5 4Z" />,
  flame: (
    <path d="M12 21c-4 0-7-2.7-7-6.6C5 10 9.5 8.2 9.5 3c3.2 1.8 5 4.6 4.6 7.6 1-.6 1.9-1.8 2.2-3 1.8 1.8 2.7 4.1 2.7 6.8C19 18.3 16 21 12 21Z" />
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z" />,
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5v.5" />
    </>
  ),
  warning: <path d="M12 3 22 20H2ZM12 10v4M12 17v.5" />,
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="1.5" />
      <path d="M16 8V5.5A1.5 1.5 0 0 0 14.5 4h-9A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8" />
    </>
  ),
  inbox: <path d="M3 13l3-8h12l3 8v6H3Zm0 0h5l1.5 2.5h5L16 13h5" />,
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export function Icon({
  name,
  label,
  size = "1em",
  className,
  ...rest
}: { name: IconName; label?: string; size?: string | number } & Omit<SVGProps<SVGSVGElement>, "name">) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `ui-icon ${className}` : "ui-icon"}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {PATHS[name]}
    </svg>
  );
}
