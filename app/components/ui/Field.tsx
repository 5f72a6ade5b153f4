// Form controls with their label, hint and error text wired for assistive technology: the label
// names the control, the hint and the error describe it, and an error marks it invalid.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

type FieldFrame = {
  label: ReactNode;
  /** a short help text under the control */
  hint?: ReactNode;
  /** the error of the last submission (marks the control invalid) */
  error?: string | null;
  /** visually hide the label (it still names the control), e.g. a search box with a button beside it */
  hideLabel?: boolean;
  /** the wrapping element's class (default "field") */
  fieldClassName?: string;
};

function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const auto = useId();
  const controlId = id ?? `f${auto.replace(/:/g, "")}`;
  const describedBy = [hint ? `${controlId}-hint` : "", error ? `${controlId}-error` : ""].filter(Boolean).join(" ") || undefined;
  return { controlId, describedBy };
}

function Frame({ controlId, label, hint, error, hideLabel, fieldClassName, children }: FieldFrame & { controlId: string; children: ReactNode }) {
  return (
    <div className={fieldClassName ?? "field"}>
      <label htmlFor={controlId} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="field-hint" id={`${controlId}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${controlId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  id,
  className,
  ...rest
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <Frame {...{ controlId, label, hint, error, hideLabel, fieldClassName }}>
      <input
        id={controlId}
        className={className ? `ui-control ${className}` : "ui-control"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </Frame>
  );
}

export function Textarea({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  id,
  className,
  ...rest
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <Frame {...{ controlId, label, hint, error, hideLabel, fieldClassName }}>
      <textarea
        id={controlId}
        className={className ? `ui-control ${className}` : "ui-control"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </Frame>
  );
}

export function Select({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  id,
  className,
  children,
  ...rest
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <Frame {...{ controlId, label, hint, error, hideLabel, fieldClassName }}>
      <select
        id={controlId}
        className={className ? `ui-control ${className}` : "ui-control"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {children}
      </select>
    </Frame>
  );
}

/** A checkbox with its label beside it (and an optional hint under both). */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  ...rest
}: Omit<FieldFrame, "hideLabel" | "fieldClassName"> & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className ? `ui-check ${className}` : "ui-check"}>
      <input type="checkbox" id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      <label htmlFor={controlId}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${controlId}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${controlId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
