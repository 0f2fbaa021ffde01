import type { Context } from "hono";
import type { ZodError } from "zod";

/** The API's error body: `{ error: true, message, fields? }`, message in Polish. */
export interface ApiErrorBody {
  error: true;
  message: string;
  fields?: { field: string; message: string }[];
}

/** Turns a Zod error into a 422 body that names each field (Zod's Polish locale). */
export function validationBody(error: ZodError, target?: string): ApiErrorBody {
  const fields = error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : (target ?? "żądanie");
    return { field, message: issue.message };
  });
  const first = fields[0];
  return {
    error: true,
    message: first ? `Nieprawidłowe pole „${first.field}”: ${first.message}` : "Nieprawidłowe dane.",
    fields,
  };
}

export function errorJson(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503,
  message: string,
) {
  return c.json({ error: true, message } satisfies ApiErrorBody, status);
}
