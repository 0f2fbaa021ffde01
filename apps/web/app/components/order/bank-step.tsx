import { Form, Link } from "react-router";
import type { Bank, DigitalOrder } from "../../lib/order-types.ts";
import { type Errors, errorId, FieldError } from "./fields.tsx";
import { Poll } from "./poll.tsx";

export type BankReturnView = {
  kind: "pending";
  message: string;
  bankName: string | null;
  pollAfterMs: number;
} | null;

/**
 * Step 7: the account for the instalments, verified at the bank (PSD2), then "Wyślij wniosek". A failed
 * return (`status=failed`) shows the retry with the bank list; PENDING asks the bank again.
 */
export function BankStep({
  order,
  banks,
  bankReturn,
  failedReturn,
  errors,
  missingSteps,
  submitMessage,
  action,
}: {
  order: DigitalOrder;
  banks: Bank[];
  bankReturn: BankReturnView;
  failedReturn: boolean;
  errors: Errors | undefined;
  missingSteps?: { id: string; title: string }[] | undefined;
  submitMessage?: string | undefined;
  action: string;
}) {
  const verified = order.bank?.result ?? null;
  const last = order.bank?.lastAttempt ?? null;
  const bankError = errors?.bankId;
  if (bankReturn?.kind === "pending") {
    return (
      <div className="space-y-4">
        <div role="status" aria-live="polite" className="rounded bg-brand-50 p-4">
          <p className="font-semibold">
            Czekamy na odpowiedź banku{bankReturn.bankName ? ` ${bankReturn.bankName}` : ""}…
          </p>
          <p>{bankReturn.message}</p>
        </div>
        <Poll ms={bankReturn.pollAfterMs} token={bankReturn} />
        <p className="text-sm text-slate-700">Strona odświeży się sama. Nie zamykaj jej.</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {failedReturn && (
        <div role="alert" className="rounded border border-amber-700 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">Nie udało się zweryfikować rachunku.</p>
          <p>
            {last?.status === "FAILED"
              ? last.message
              : "Bank nie potwierdził rachunku. Spróbuj ponownie albo wybierz inny bank."}
          </p>
          <p className="mt-2">Wybierz bank poniżej i spróbuj ponownie — możesz wybrać inny bank.</p>
        </div>
      )}
      {verified && (
        <div
          role="status"
          className={`rounded p-4 ${verified.status === "VERIFIED" ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-950"}`}
        >
          <p className="font-semibold">
            {verified.status === "VERIFIED"
              ? "Rachunek zweryfikowany"
              : "Rachunek sprawdzony — właściciel się nie zgadza"}
          </p>
          <p>{verified.message}</p>
          <p>
            {verified.bankName}
            {order.bank?.accountNumberMasked ? `, rachunek ${order.bank.accountNumberMasked}` : ""}
            {order.bank?.ownerName ? `, właściciel: ${order.bank.ownerName}` : ""}
          </p>
          {verified.status === "MISMATCH" && (
            <p className="mt-2">
              Wniosek trafi do analityka. Możesz też zweryfikować rachunek w innym banku, którego właścicielem
              jest wnioskodawca.
            </p>
          )}
        </div>
      )}
      <Form method="post" action={action} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="bank" />
        <fieldset
          id="bankId"
          className="space-y-2"
          aria-describedby={bankError ? errorId("bankId") : undefined}
        >
          <legend className="font-medium">
            {verified ? "Chcesz zweryfikować inny rachunek? Wybierz bank" : "Wybierz swój bank"}
          </legend>
          {banks.length === 0 ? (
            <p>Lista banków jest chwilowo niedostępna. Odśwież stronę za chwilę.</p>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              {banks.map((bank) => (
                <label key={bank.id} className="choice">
                  <input type="radio" name="bankId" value={bank.id} disabled={!bank.available} />
                  <span>
                    {bank.name}
                    {bank.available ? "" : " (chwilowo niedostępny)"}
                  </span>
                </label>
              ))}
            </div>
          )}
          <FieldError name="bankId" errors={errors} />
        </fieldset>
        <p className="text-sm text-slate-700">
          Przekierujemy Cię na stronę banku. Po zalogowaniu potwierdzisz jednorazowy dostęp do numeru rachunku
          i danych właściciela, a bank odeśle Cię z powrotem do wniosku.
        </p>
        <button type="submit" className={verified ? "btn-secondary" : "btn-primary"}>
          {failedReturn ? "Spróbuj ponownie w banku" : "Przejdź do banku"}
        </button>
      </Form>

      <section aria-labelledby="wyslij" className="rounded-lg border border-slate-200 p-4">
        <h3 id="wyslij" className="text-lg font-semibold">
          Wysłanie wniosku
        </h3>
        {missingSteps && missingSteps.length > 0 && (
          <div role="alert" className="mt-2 rounded border border-red-700 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{submitMessage ?? "Uzupełnij brakujące kroki wniosku."}</p>
            <ul className="mt-1 list-disc pl-5">
              {missingSteps.map((s) => (
                <li key={s.id}>
                  <Link to={`?krok=${s.id}`} className="underline">
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {!missingSteps && submitMessage && (
          <p role="alert" className="mt-2 text-red-800">
            {submitMessage}
          </p>
        )}
        <p className="mt-2 text-slate-700">
          {order.canSubmit
            ? "Wszystkie kroki są gotowe. Po wysłaniu nie będzie można zmienić danych — decyzję pokażemy za chwilę."
            : "Wniosek wyślesz, gdy wszystkie kroki będą uzupełnione, a rachunek zweryfikowany."}
        </p>
        <Form method="post" action={action} className="mt-3">
          <input type="hidden" name="intent" value="submit" />
          <button type="submit" className={order.canSubmit ? "btn-primary" : "btn-secondary"}>
            Wyślij wniosek
          </button>
        </Form>
      </section>
    </div>
  );
}
