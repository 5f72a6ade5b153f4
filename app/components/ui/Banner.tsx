import type { ReactNode } from "react";
import { Icon } from "./Icon";

type BannerTone = "info" | "success" | "warning" | "danger";

/** A message inside the page (not the site-wide banners under the header): info, success, warning, danger. */
export function Banner({
  tone = "info",
  title,
  children,
  action,
  role,
}: {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  role?: "status" | "alert";
}) {
  return (
    <div className={`ui-banner ui-banner-${tone}`} role={role}>
      <Icon name={tone === "success" ? "check" : tone === "info" ? "info" : "warning"} className="ui-banner-icon" />
      <div className="ui-banner-body">
        {title ? <p className="ui-banner-title">{title}</p> : null}
        {children}
      </div>
      {action ? <div className="ui-banner-action">{action}</div> : null}
    </div>
  );
}
