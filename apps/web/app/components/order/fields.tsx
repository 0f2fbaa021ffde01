import type { ReactNode } from "react";
import type { FormValues } from "../../lib/order-form.ts";
import type { Option } from "../../lib/order-types.ts";
import { MaskedInput } from "../masked-input.tsx";

// The order form's fields (the lead forms use them too): every input is named by the API's dotted field
// path, shows the typed value back, and is tied to its Polish error message (aria-invalid +
// aria-describedby, as forms.ts fieldProps).

export type Errors = Record<string, string>;

export const errorId = (name: string) => `${name}-blad`;
const hintId = (name: string) => `${name}-podpowiedz`;
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

export function FieldError({ name, errors }: { name: string; errors: Errors | undefined }) {
  const message = errors?.[name];
  if (!message) return null;
  return (
    <p id={errorId(name)} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

const INPUT =
  "w-full rounded border border-slate-400 px-3 py-2 aria-invalid:border-red-700 aria-invalid:bg-red-50";

export function TextField({
  name,
  label,
  values,
  errors,
  type = "text",
  mask,
  hint,
  autoComplete,
  inputMode,
  required,
  placeholder,
  className,
  rows,
  maxLength,
}: {
  name: string;
  label: string;
  values: FormValues;
  errors: Errors | undefined;
  type?: "text" | "email" | "tel" | "date" | "url";
  mask?: string;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "tel" | "url";
  required?: boolean;
  placeholder?: string;
  className?: string;
  /** A longer text (a message): a textarea of this many rows. */
  rows?: number;
  maxLength?: number;
}) {
  const error = errors?.[name];
  const props = {
    id: name,
    name,
    autoComplete,
    placeholder,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error && errorId(name), hint !== undefined && hintId(name)),
    className: INPUT,
  } as const;
  return (
    <div className={`space-y-1 ${className ?? ""}`}>
      <label htmlFor={name} className="block font-medium">
        {label}
        {!required && <span className="font-normal text-slate-600"> (opcjonalnie)</span>}
      </label>
      {rows ? (
        <textarea rows={rows} maxLength={maxLength} defaultValue={values[name] ?? ""} {...props} />
      ) : mask ? (
        <MaskedInput mask={mask} defaultValue={values[name] ?? ""} {...props} />
      ) : (
        <input type={type} inputMode={inputMode} defaultValue={values[name] ?? ""} {...props} />
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

export function SelectField({
  name,
  label,
  options,
  values,
  errors,
  className,
}: {
  name: string;
  label: string;
  options: Option[];
  values: FormValues;
  errors: Errors | undefined;
  className?: string;
}) {
  const error = errors?.[name];
  return (
    <div className={`space-y-1 ${className ?? ""}`}>
      <label htmlFor={name} className="block font-medium">
        {label}
      </label>
      <select
        id={name}
        name={name}
        required
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        className={`${INPUT} bg-white`}
      >
        <option value="">— wybierz —</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/** A radio group in a fieldset with its legend; options may carry a description. */
export function RadioGroup({
  name,
  legend,
  options,
  values,
  errors,
}: {
  name: string;
  legend: ReactNode;
  options: Option[];
  values: FormValues;
  errors: Errors | undefined;
}) {
  const error = errors?.[name];
  return (
    <fieldset id={name} className="space-y-2" aria-describedby={error ? errorId(name) : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.value} className="choice items-start">
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={values[name] === o.value}
              className="mt-1"
              aria-invalid={error ? true : undefined}
            />
            <span>
              <span className="block">{o.label}</span>
              {o.description && (
                <span className="block text-sm font-normal text-slate-700">{o.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError name={name} errors={errors} />
    </fieldset>
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
    <div role="alert" className="rounded border border-red-700 bg-red-50 p-4 text-red-900">
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
