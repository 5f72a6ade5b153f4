import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Records that the reader opened a lesson or coach page: once per page (again when `pageKey`
 * changes), a fetcher POST of `intent=visit` to the page's own action, answered in JSON
 * (`respond=json`: the catalog lesson's action would otherwise redirect). Nothing without
 * JavaScript: the visit is a record for "continue where you left off", not a page change.
 */
export function useRecordVisit(enabled: boolean, pageKey: string) {
  const { submit } = useFetcher();
  useEffect(() => {
    if (enabled) submit({ intent: "visit", respond: "json" }, { method: "post" });
  }, [enabled, pageKey, submit]);
}
