import type { ComponentProps, ReactNode } from "react";
import type { FormValues } from "../../lib/order-form.ts";
import type { Option } from "../../lib/order-types.ts";
import { type Errors, errorId, FieldError, INPUT, TextField as PlainTextField } from "../form-fields.tsx";
import { MaskedInput } from "../masked-input.tsx";

// The order form's own fields: text fields that may be masked (PESEL, NIP, phone…), selects and radio
// groups. The plain fields every form shares are in form-fields.tsx (re-exported here).

export { Checkbox, ErrorSummary, type Errors, errorId, FieldError } from "../form-fields.tsx";

/** A text field; with `mask`, its input formats what is typed (masked-input.tsx). */
export function TextField({ mask, ...rest }: ComponentProps<typeof PlainTextField> & { mask?: string }) {
  return (
    <PlainTextField
      {...rest}
      renderInput={mask ? (props) => <MaskedInput mask={mask} {...props} /> : undefined}
    />
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
