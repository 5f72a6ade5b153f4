import { useEffect, useRef } from "react";
import { HONEYPOT_FIELD_NAME } from "~/engine/authFormData";

type FieldProps = {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  defaultValue?: string;
  required?: boolean;
  minLength?: number;
  autoFocus?: boolean;
  inputMode?: "numeric" | "email" | "text";
  /** the input's id when a page has two fields of the same name (default f-<name>) */
  id?: string;
};

export function Field({
  name,
  label,
  type = "text",
  autoComplete,
  error,
  defaultValue,
  required = true,
  minLength,
  autoFocus,
  inputMode,
  id: idProp,
}: FieldProps) {
  const id = idProp ?? `f-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        minLength={minLength}
        autoFocus={autoFocus}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field people never see and bots fill in. */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor="f-website">Leave this field empty</label>
      <input id="f-website" name={HONEYPOT_FIELD_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

export function FormMessage({ error, note }: { error?: string | null; note?: string | null }) {
  if (error)
    return (
      <p className="form-error" role="alert" tabIndex={-1}>
        {error}
      </p>
    );
  if (note)
    return (
      <p className="form-note" role="status">
        {note}
      </p>
    );
  return null;
}

/**
 * With JavaScript, after a form's answer (`answer`: the action's data, a new object each time)
 * the focus goes to its first invalid field, else to its error message: a refused form in a
 * modal keeps the keyboard where the problem is. Returns the ref for the <Form>.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>(answer: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!answer || !ref.current) return;
    const target = ref.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? ref.current.querySelector<HTMLElement>(".form-error");
    target?.focus();
  }, [answer]);
  return ref;
}
