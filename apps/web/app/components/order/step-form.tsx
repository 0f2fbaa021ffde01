import type { ReactNode } from "react";
import { Form } from "react-router";
import type { FormValues } from "../../lib/order-form.ts";
import type { DigitalOrder, Option, StepId, StepSetup } from "../../lib/order-types.ts";
import type { Errors } from "./fields.tsx";

// What every step of the order form shares: its props and its form (one POST per step, by `intent`).

export interface StepProps<S extends StepId> {
  order: DigitalOrder;
  setup: StepSetup<S>;
  values: FormValues;
  errors: Errors | undefined;
  action: string;
}

/** One step's form: a real POST form with its `intent`, saved by the route's action. */
export function StepForm({
  action,
  intent,
  children,
  submitLabel = "Zapisz i przejdź dalej",
  otherButtons = false,
  enterIntent,
}: {
  action: string;
  intent: string;
  children: ReactNode;
  submitLabel?: string;
  /** The fields hold other submit buttons: Enter in a field still saves the step (the default button). */
  otherButtons?: boolean;
  /** What Enter does instead of saving (the default button's intent), e.g. the register lookup. */
  enterIntent?: string | undefined;
}) {
  return (
    <Form method="post" action={action} noValidate className="space-y-5">
      <input type="hidden" name="intent" value={intent} />
      {/* The default button (the first in the form): Enter in any field presses it. Posted after the
          hidden intent, its own intent wins when it has one. */}
      {(otherButtons || enterIntent) && (
        <button type="submit" hidden tabIndex={-1} name={enterIntent && "intent"} value={enterIntent} />
      )}
      {children}
      <div className="pt-2">
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

export const optionLabel = (options: Option[], value: string | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? "—";
