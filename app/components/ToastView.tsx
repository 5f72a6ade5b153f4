import { useEffect, useState } from "react";

export type ToastData = { status: "SUCCESS" | "ERROR" | "INFO"; text: string };

/** A toast closes itself after the animation plus the stay time (1 s + 3 s, coach.md §4). */
export function ToastView({ toast }: { toast: ToastData }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    const t = setTimeout(() => setOpen(false), 4000);
    return () => clearTimeout(t);
  }, [toast]);
  if (!open) return null;
  return (
    <div className={`toast toast-${toast.status.toLowerCase()}`} role={toast.status === "ERROR" ? "alert" : "status"}>
      <span>{toast.text}</span>
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => setOpen(false)}>
        ×
      </button>
    </div>
  );
}
