import { SITE_NAME } from "@vhs/domain/site.ts";
import { Form } from "react-router";
import { BankStep } from "../../components/order/bank-step.tsx";
import { DecisionView } from "../../components/order/decision.tsx";
import { ErrorSummary } from "../../components/order/fields.tsx";
import { StepNav } from "../../components/order/step-nav.tsx";
import { ClientStep, DetailsStep } from "../../components/order/steps-client.tsx";
import { CarSummary, ContactStep, LeasingStep } from "../../components/order/steps-contact-leasing.tsx";
import { DeliveryStep, StatementsStep } from "../../components/order/steps-final.tsx";
import { useBecameTrue, useNewlyDone } from "../../lib/business-events.ts";
import { emit } from "../../lib/events.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { orderValues } from "../../lib/order-form.ts";
import { type ActionAnswer, loadOrderPage, orderAction } from "../../lib/order-page.server.ts";
import type { DigitalOrder, StepId } from "../../lib/order-types.ts";
import type { Route } from "./+types/form";

/** /zamow/{uuid}: the online order's 7 steps (`?krok=<id>`) and the decision (`?krok=decyzja`). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderPage(request, params.uuid, context);
}

/** Each step's form posts here with its `intent`; a saved step redirects (303) to the next one. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return orderAction(request, params.uuid, context);
}

/** Personal data: never stored by the browser or a proxy. */
export function headers() {
  return { "Cache-Control": "no-store, private" };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  let title = `Wniosek leasingowy online | ${SITE_NAME}`;
  if (loaderData?.view === "decision")
    title = `Decyzja — wniosek ${loaderData.order.reference} | ${SITE_NAME}`;
  else if (loaderData?.view === "form") {
    const step = loaderData.order.steps.find((s) => s.id === loaderData.step);
    if (step) title = `Krok ${step.number} z 7: ${step.title} — wniosek leasingowy | ${SITE_NAME}`;
  }
  return pageMeta(rootMeta(matches), { title, noindex: true });
}

function PageHeader({ order, heading }: { order: DigitalOrder; heading: string }) {
  return (
    <header className="pt-6">
      <p className="text-sm text-slate-700">Wniosek {order.reference}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <div className="mt-2 text-sm">
        <CarSummary order={order} />
      </div>
    </header>
  );
}

/** "Wyślij link do powrotu na e-mail": the personal /powrot link goes to the step-1 address. */
function ReturnLink({
  order,
  step,
  action,
  link,
}: {
  order: DigitalOrder;
  step: StepId;
  action: string;
  link: ActionAnswer["link"];
}) {
  return (
    <aside aria-labelledby="powrot-tytul" className="mt-10 rounded-lg border border-slate-200 p-4 text-sm">
      <h2 id="powrot-tytul" className="font-semibold">
        Dokończysz później?
      </h2>
      {order.contact ? (
        <Form method="post" action={action} className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="send-link" />
          <input type="hidden" name="krok" value={step} />
          <p className="text-slate-700">
            Każdy krok zapisujemy od razu. Wyślemy Ci link, który otworzy wniosek na dowolnym urządzeniu.
          </p>
          <button type="submit" className="btn-secondary">
            Wyślij link do powrotu na e-mail
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-slate-700">
          Każdy krok zapisujemy od razu. Po zapisaniu danych kontaktowych możesz wysłać sobie link do powrotu.
        </p>
      )}
      <div role="status" className="mt-2 empty:hidden">
        {link && <p className={link.sent ? "text-green-800" : "text-red-800"}>{link.message}</p>}
      </div>
    </aside>
  );
}

/** Analytics: each step saved and the order sent (SPEC §3), with the car and who leases it. */
function useOrderEvents(order: DigitalOrder) {
  const fields = {
    brand: order.car.brand,
    model: order.car.model,
    purpose: order.leasing.client,
    transactionId: order.uuid,
  };
  useNewlyDone(
    order.steps.filter((s) => s.completed).map((s) => s.id),
    (id) => {
      const step = order.steps.find((s) => s.id === id)!;
      emit("order-step-done", { ...fields, step: step.number, stepName: step.id });
    },
  );
  useBecameTrue(order.status !== "draft", () => emit("order-submitted", fields));
}

export default function OrderPage({ loaderData: d, actionData }: Route.ComponentProps) {
  useOrderEvents(d.order);
  if (d.view === "decision") {
    return (
      <div className="pb-12">
        <PageHeader order={d.order} heading="Decyzja w sprawie wniosku" />
        <div className="mt-6">
          <DecisionView order={d.order} status={d.status} />
        </div>
      </div>
    );
  }
  const answer = actionData as ActionAnswer | undefined;
  // The step the page was loaded for: an answer's step is that one (its form posts to `?krok=<step>`).
  const { setup } = d;
  const step: StepId = setup.step;
  const saved = orderValues(d.order);
  const hasValues = answer && Object.keys(answer.values).length > 0;
  const values = hasValues ? { ...saved, ...answer.values } : saved;
  // Unchecked checkboxes are absent from a post: they must not come back checked from the order.
  if (hasValues)
    for (const key of Object.keys(saved))
      if (key.startsWith("consents.") && !answer.values[key]) delete values[key];
  const errors = answer?.errors;
  const action = `/zamow/${d.uuid}?krok=${step}`;
  const info = d.order.steps.find((s) => s.id === step)!;
  const props = { order: d.order, values, errors, action };
  const showSummary = step !== "bank" && (answer?.message || (errors && Object.keys(errors).length > 0));
  return (
    <div className="pb-12">
      <PageHeader order={d.order} heading="Wniosek leasingowy online" />
      <StepNav order={d.order} current={step} />
      <section aria-labelledby="krok-tytul" className="mt-6 space-y-4">
        <div>
          <h2 id="krok-tytul" className="text-xl font-semibold sm:text-2xl">
            Krok {info.number} z 7: {info.title}
          </h2>
          {setup.description && <p className="mt-1 text-slate-700">{setup.description}</p>}
        </div>
        {showSummary && !answer?.link && <ErrorSummary message={answer?.message} errors={errors} />}
        <div key={`${step}-${answer?.formKey ?? ""}`}>
          {setup.step === "contact" && <ContactStep {...props} setup={setup} />}
          {setup.step === "leasing" && <LeasingStep {...props} setup={setup} />}
          {setup.step === "client" && <ClientStep {...props} setup={setup} lookup={answer?.lookup} />}
          {setup.step === "details" && <DetailsStep {...props} setup={setup} />}
          {setup.step === "delivery" && <DeliveryStep {...props} setup={setup} />}
          {setup.step === "statements" && <StatementsStep {...props} setup={setup} />}
          {step === "bank" && (
            <BankStep
              order={d.order}
              banks={d.banks}
              bankReturn={d.bankReturn}
              failedReturn={d.failedReturn}
              errors={errors}
              missingSteps={answer?.missingSteps}
              submitMessage={answer?.step === "bank" && !answer.link ? answer.message : undefined}
              action={action}
            />
          )}
        </div>
      </section>
      <ReturnLink order={d.order} step={step} action={action} link={answer?.link} />
    </div>
  );
}
