// Shared answers and the atomic step update of the /digital-order routes.
import { z } from "@hono/zod-openapi";
import { type CompletedSteps, type OrderStep, orders } from "@vhs/db/schema/orders.ts";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../lib/openapi.ts";
import type { DigitalOrderDeps } from "../lib/order-config.ts";
import { type OrderRow, orderView, secretMatches } from "../lib/order-service.ts";
import { STEP_DEFINITIONS } from "../lib/order-texts.ts";

// ---------------------------------------------------------------------------------------------------------
// Shared answers

export const OrderError = z
  .object({
    error: z.literal(true),
    message: z.string(),
    field: z.string().optional().openapi({ description: "Pole, którego dotyczy błąd" }),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    code: z.string().optional(),
    missingSteps: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
    retryAt: z.string().optional(),
  })
  .openapi("OrderError");

export const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: OrderError } },
});
export const E404 = { 404: errorContent("Nie znaleziono wniosku (lub nieprawidłowy klucz)") };
export const E409 = { 409: errorContent("Wniosek jest w stanie, który nie pozwala na tę operację") };
export const E422 = { 422: errorContent("Nieprawidłowe dane; pole `field` wskazuje, które") };
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

/** Personal data: never cached by the browser or a proxy. */
export const NO_STORE = { "Cache-Control": "no-store, private" } as const;

export const ORDER_NOT_FOUND = "Nie znaleziono wniosku. Sprawdź link lub rozpocznij nowy wniosek.";

export function notFound(c: Context<AppEnv>) {
  return c.json({ error: true as const, message: ORDER_NOT_FOUND }, 404, NO_STORE);
}

export function fieldError(c: Context<AppEnv>, field: string, message: string) {
  return c.json(
    {
      error: true as const,
      message: `Nieprawidłowe pole „${field}”: ${message}`,
      field,
      fields: [{ field, message }],
    },
    422,
    NO_STORE,
  );
}

export function notDraft(c: Context<AppEnv>) {
  return c.json(
    {
      error: true as const,
      code: "ORDER_SUBMITTED",
      message: "Wniosek został już złożony — nie można go zmienić. Sprawdź status decyzji.",
    },
    409,
    NO_STORE,
  );
}

export function stepsMissing(c: Context<AppEnv>, steps: OrderStep[], message: string) {
  return c.json(
    {
      error: true as const,
      code: "STEPS_MISSING",
      message,
      missingSteps: steps.map((id) => ({ id, title: STEP_DEFINITIONS.find((s) => s.id === id)!.title })),
    },
    409,
    NO_STORE,
  );
}

type RegisterLookup = Awaited<ReturnType<DigitalOrderDeps["integrations"]["companyRegister"]["lookup"]>>;

/** What the VAT register answered about a firm, as kept with the order (an outage keeps its error code). */
export function registerAnswer(lookup: RegisterLookup): NonNullable<OrderRow["company"]>["register"] {
  const none = { statusVat: null, registrationDate: null, removalDate: null };
  if (!lookup.ok)
    return {
      found: false,
      ...none,
      source: null,
      requestId: null,
      checkedAt: null,
      error: lookup.error.code,
    };
  const answer = lookup.value;
  if (!answer.found)
    return {
      found: false,
      ...none,
      source: answer.source,
      requestId: answer.requestId,
      checkedAt: answer.checkedAt,
      error: null,
    };
  const { company } = answer;
  return {
    found: true,
    statusVat: company.statusVat,
    registrationDate: company.registrationDate,
    removalDate: company.removalDate,
    source: company.source,
    requestId: company.requestId,
    checkedAt: company.checkedAt,
    error: null,
  };
}

export type StepUpdate = Partial<typeof orders.$inferInsert>;

/**
 * Saves a step atomically: locks the order row, checks the secret and the draft state, applies the update
 * and marks the steps completed (or clears them) in the same statement; answers the new row.
 */
export async function updateDraft(
  deps: DigitalOrderDeps,
  uuid: string,
  secret: string,
  build: (
    row: OrderRow,
  ) =>
    | { set: StepUpdate; complete?: OrderStep[]; clear?: OrderStep[] }
    | { error: readonly [string, string] },
): Promise<
  | { kind: "ok"; row: OrderRow }
  | { kind: "not-found" }
  | { kind: "not-draft" }
  | { kind: "invalid"; field: string; message: string }
> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for("update");
    if (!row || !secretMatches(row.secretHash, secret)) return { kind: "not-found" as const };
    if (row.status !== "draft") return { kind: "not-draft" as const };
    const result = build(row);
    if ("error" in result)
      return { kind: "invalid" as const, field: result.error[0], message: result.error[1] };
    const at = new Date(deps.now());
    const steps: CompletedSteps = { ...(row.completedSteps ?? {}) };
    for (const step of result.clear ?? []) delete steps[step];
    for (const step of result.complete ?? []) steps[step] = { completedAt: at.toISOString() };
    const [updated] = await tx
      .update(orders)
      .set({ ...result.set, completedSteps: steps, updatedAt: at })
      .where(eq(orders.uuid, uuid))
      .returning();
    return { kind: "ok" as const, row: updated! };
  });
}

/** Answers an updateDraft() outcome: the owner's view of the order, or the matching error. */
export async function draftAnswer(
  c: Context<AppEnv>,
  deps: DigitalOrderDeps,
  outcome: Awaited<ReturnType<typeof updateDraft>>,
) {
  if (outcome.kind === "not-found") return notFound(c);
  if (outcome.kind === "not-draft") return notDraft(c);
  if (outcome.kind === "invalid") return fieldError(c, outcome.field, outcome.message);
  return c.json(await orderView(deps, outcome.row), 200, NO_STORE);
}
