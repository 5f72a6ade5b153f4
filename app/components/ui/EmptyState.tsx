import type { ReactNode } from "react";
import { Icon, type IconName } from "./Icon";

/** What a list says when it has nothing yet: what would be here, and the way to get some. */
export function EmptyState({
  title,
  children,
  action,
  icon = "inbox",
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className="ui-empty">
      <Icon name={icon} size={32} className="ui-empty-icon" />
      <p className="ui-empty-title">{title}</p>
      {children ? <div className="ui-empty-text">{children}</div> : null}
      {action ? <div className="ui-empty-action">{action}</div> : null}
    </div>
  );
}
