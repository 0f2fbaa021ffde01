import type { z } from "zod";

// Decision 002: one small helper. An action validates FormData with the same Zod schema
// the API uses; on failure it returns what was typed and one Polish message per field.

export type FieldErrors = Record<string, string>;

export type FormResult<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** Form values as strings (repeated keys keep the last value; files are ignored). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

export function parseForm<S extends z.ZodType>(formData: FormData, schema: S): FormResult<z.infer<S>> {
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".") || "_form";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}

/** Props tying an input to its error message (aria-invalid + aria-describedby). */
export function fieldProps(name: string, errors: FieldErrors | undefined) {
  const error = errors?.[name];
  return {
    id: name,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${name}-blad` : undefined,
  } as const;
}
