// Buttons and links styled as buttons. One look per variant everywhere on the site:
// primary (the page's main action), secondary (the others), danger (deletes, revokes), link
// (a button that reads as a link, e.g. "Cancel" next to a primary action).
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { AppLink } from "~/components/AppLink";

type ButtonVariant = "primary" | "secondary" | "danger" | "link";
type ButtonSize = "small" | "medium" | "large";

function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "medium", extra?: string) {
  const classes = ["button"];
  if (variant === "secondary") classes.push("button-ghost");
  else if (variant === "danger") classes.push("button-danger");
  else if (variant === "link") classes.push("button-link");
  if (size === "small") classes.push("button-small");
  else if (size === "large") classes.push("button-large");
  if (extra) classes.push(extra);
  return classes.join(" ");
}

type Common = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export function Button({ variant, size, block, className, type = "button", ...rest }: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, [block ? "button-block" : "", className ?? ""].filter(Boolean).join(" ") || undefined)}
      {...rest}
    />
  );
}

/** A link that looks like a button (navigation, not an action: it goes somewhere). */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  to,
  ...rest
}: Common & { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return (
    <AppLink
      to={to}
      className={buttonClass(variant, size, [block ? "button-block" : "", className ?? ""].filter(Boolean).join(" ") || undefined)}
      {...rest}
    />
  );
}
