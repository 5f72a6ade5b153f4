import { useEffect, useState } from "react";

/** True once React runs in the browser: lets a form ask for JSON only when JavaScript is on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
