import type { HTMLAttributes, ReactNode } from "react";

/** A panel on the page: a surface with a border. `as="section"` with a title makes it a landmark's heading. */
export function Card({
  title,
  titleLevel = 2,
  as: Tag = "div",
  className,
  children,
  ...rest
}: { title?: ReactNode; titleLevel?: 2 | 3; as?: "div" | "section" | "article" } & HTMLAttributes<HTMLElement>) {
  const Heading = titleLevel === 2 ? "h2" : "h3";
  return (
    <Tag className={className ? `card ${className}` : "card"} {...rest}>
      {title ? <Heading className="card-title">{title}</Heading> : null}
      {children}
    </Tag>
  );
}
