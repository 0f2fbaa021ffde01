import type { KeyboardEventHandler, ReactNode } from "react";
import type { FormValues } from "../lib/order-form.ts";

// The forms' fields: every input is named by the API's dotted field path, shows the typed value back, and
// is tied to its Polish error message (aria-invalid + aria-describedby, as forms.ts fieldProps). These are
// the plain ones every form uses; the order form's masked, select and radio fields are in order/fields.tsx.

export type Errors = Record<string, string>;

export const errorId = (name: string) => `${name}-blad`;
const hintId = (name: string) => `${name}-podpowiedz`;
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

export function FieldError({ name, errors }: { name: string; errors: Errors | undefined }) {
  const message = errors?.[name];
  if (!message) return null;
  return (
    <p id={errorId(name)} className="text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

export const INPUT =
  "w-full rounded border border-slate-500 px-3 py-2 aria-invalid:border-danger-700 aria-invalid:bg-danger-50";

/** What every input of a field carries: its name and id, the typed value, and its error and hint. */
export interface InputProps {
  id: string;
  name: string;
  autoComplete: string | undefined;
  placeholder: string | undefined;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
  defaultValue: string;
  onKeyDown?: KeyboardEventHandler<HTMLElement> | undefined;
}

export function TextField({
  name,
  label,
  values,
  errors,
  type = "text",
  renderInput,
  hint,
  autoComplete,
  inputMode,
  required,
  placeholder,
  className,
  rows,
  maxLength,
  onKeyDown,
}: {
  name: string;
  label: string;
  values: FormValues;
  errors: Errors | undefined;
  type?: "text" | "email" | "tel" | "date" | "url";
  /** Draws the input itself (a masked one) from the props it must carry. */
  renderInput?: (props: InputProps) => ReactNode;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "url";
  required?: boolean;
  placeholder?: string;
  className?: string;
  /** A longer text (a message): a textarea of this many rows. */
  rows?: number;
  maxLength?: number;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}) {
  const error = errors?.[name];
  const props: InputProps = {
    id: name,
    name,
    autoComplete,
    placeholder,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error && errorId(name), hint !== undefined && hintId(name)),
    className: INPUT,
    defaultValue: values[name] ?? "",
    onKeyDown,
  };
  return (
    <div className={`space-y-1 ${className ?? ""}`}>
      <label htmlFor={name} className="block font-medium">
        {label}
        {!required && <span className="font-normal text-slate-600"> (opcjonalnie)</span>}
      </label>
      {rows ? (
        <textarea rows={rows} maxLength={maxLength} {...props} />
      ) : renderInput ? (
        renderInput(props)
      ) : (
        <input type={type} inputMode={inputMode} {...props} />
      )}
      {hint !== undefined && (
        <p id={hintId(name)} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError name={name} errors={errors} />
    </div>
  );
}

export function Checkbox({
  name,
  value = "on",
  checked,
  errors,
  errorName = name,
  id = name,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  errors: Errors | undefined;
  errorName?: string;
  id?: string;
  children: ReactNode;
}) {
  const error = errors?.[errorName];
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={name}
          value={value}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error && errorName === name ? errorId(errorName) : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span>{children}</span>
      </label>
      {errorName === name && <FieldError name={name} errors={errors} />}
    </div>
  );
}

/** The form's answer above the fields: what went wrong, with links to the named fields. */
export function ErrorSummary({
  message,
  errors,
  fieldsOnPage,
}: {
  message?: string | undefined;
  errors: Errors | undefined;
  fieldsOnPage?: Set<string>;
}) {
  const entries = Object.entries(errors ?? {});
  if (!message && entries.length === 0) return null;
  return (
    <div role="alert" className="rounded border border-danger-700 bg-danger-50 p-4 text-danger-900">
      <p className="font-semibold">
        {entries.length > 0 ? "Popraw zaznaczone pola. Wpisane dane zostały w formularzu." : message}
      </p>
      {entries.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {entries.map(([field, text]) => (
            <li key={field}>
              {!fieldsOnPage || fieldsOnPage.has(field) ? (
                <a href={`#${field}`} className="underline">
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
