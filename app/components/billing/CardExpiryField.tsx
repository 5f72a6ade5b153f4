// The card's expiry: typed the usual ways ("1228", "12/28", "12 / 2028", "12-28"), formatted
// "MM / YY" as it is typed, and checked when the field is left and before the form is sent
// (the engine's rule, with this browser's clock). Without JavaScript the server checks it and
// answers with the same message under the field.
import { useEffect, useRef, useState } from "react";
import { cardExpiryProblem, formatCardExpiryInput } from "~/engine/fieldRules";

export function CardExpiryField({ error, defaultValue, id = "f-card_expiry" }: { error?: string; defaultValue?: string; id?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const onSubmit = (e: Event) => {
      const input = ref.current;
      // Only a typed card is checked (a saved card may be chosen with the field empty).
      if (!input || !input.value.trim() || !(form.querySelector<HTMLInputElement>('[name="card_number"]')?.value.trim() ?? "")) return;
      const p = cardExpiryProblem(input.value, new Date());
      setProblem(p);
      if (p) {
        e.preventDefault();
        e.stopImmediatePropagation();
        input.focus();
      }
    };
    // capture: before Remix's own submit handler sends the form
    form.addEventListener("submit", onSubmit, true);
    return () => form.removeEventListener("submit", onSubmit, true);
  }, []);
  return (
    <div className="field">
      <label htmlFor={id}>Expiry (MM/YY)</label>
      <input
        ref={ref}
        id={id}
        name="card_expiry"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM / YY"
        value={value}
        onChange={(e) => {
          const native = e.nativeEvent as InputEvent;
          setValue(formatCardExpiryInput(e.target.value, native.inputType?.startsWith("delete") ?? false));
          if (problem) setProblem(null);
        }}
        onBlur={() => setProblem(value.trim() ? cardExpiryProblem(value, new Date()) : null)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
      />
      {shown ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
