import { onFirstUse } from "@vhs/domain/format.ts";
import type { OfferView } from "@vhs/domain/offer-contract.ts";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { type Errors, errorId, FieldError, INPUT } from "../form-fields.tsx";

// Step 2: the SMS PIN. The code field is what phones fill from the SMS (autocomplete one-time-code, the
// WebOTP line of the SMS); "Wyślij kod ponownie" waits for the cooldown and the send limits the API
// answers (`pin.resendAt`); after five wrong codes the code is locked and only a new one helps.

const warsawTime = onFirstUse(
  () => new Intl.DateTimeFormat("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Warsaw" }),
);

/** Seconds until `resendAt` (0 when a new code may be sent), ticking once a second with JavaScript. */
function useSecondsUntil(resendAt: string | null, renderedAt: number): number {
  const target = resendAt ? new Date(resendAt).getTime() : 0;
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    if (!target) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return target ? Math.max(0, Math.ceil((target - now) / 1000)) : 0;
}

function waitText(seconds: number, resendAt: string): string {
  if (seconds < 120) return `Nowy kod wyślesz za ${seconds} s.`;
  return `Nowy kod wyślesz o godzinie ${warsawTime().format(new Date(resendAt))}.`;
}

export function PinStep({
  offer,
  token,
  errors,
  message,
  renderedAt,
}: {
  offer: OfferView;
  token: string;
  errors: Errors | undefined;
  message?: string | undefined;
  /** The loader's clock, so the server and the browser render the same wait first. */
  renderedAt: number;
}) {
  const { pin } = offer;
  const seconds = useSecondsUntil(pin.resendAt, renderedAt);
  const canResend = seconds === 0;
  const pinError = errors?.pin;
  return (
    <div className="space-y-5">
      {pin.locked ? (
        <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Kod został zablokowany.</p>
          <p>
            Wpisano 5 razy nieprawidłowy kod. Dla Twojego bezpieczeństwa ten kod już nie zadziała — wyślij
            nowy kod i wpisz go poniżej.
          </p>
        </div>
      ) : pin.pending ? (
        <p>
          {`Wysłaliśmy SMS z 6-cyfrowym kodem${offer.phoneMasked ? ` na numer ${offer.phoneMasked}` : ""}.`}{" "}
          Wpisz go, aby potwierdzić ofertę i swoje dane. Kod jest ważny 5 minut.
        </p>
      ) : (
        <p>
          {`Wyślemy SMS z 6-cyfrowym kodem${offer.phoneMasked ? ` na numer ${offer.phoneMasked}` : ""}.`}{" "}
          Wpisz go, aby potwierdzić ofertę.
        </p>
      )}
      {message && !pinError && !pin.locked && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-900">
          {message}
        </p>
      )}
      {(pin.pending || pinError) && !pin.locked && (
        <Form method="post" action={`/oferta/${token}`} className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="confirm-pin" />
          <div className="space-y-1">
            <label htmlFor="pin" className="block font-medium">
              Kod z SMS-a
            </label>
            <input
              id="pin"
              name="pin"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              required
              aria-invalid={pinError ? true : undefined}
              aria-describedby={pinError ? errorId("pin") : undefined}
              className={`${INPUT} max-w-48 text-center font-mono text-2xl tracking-[0.4em]`}
            />
            <FieldError name="pin" errors={errors} />
          </div>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Potwierdź ofertę
          </button>
        </Form>
      )}
      <Form method="post" action={`/oferta/${token}`} className="space-y-1">
        <input type="hidden" name="intent" value="regenerate-pin" />
        <button
          type="submit"
          className={pin.pending && !pin.locked ? "btn-secondary" : "btn-primary"}
          disabled={!canResend}
          aria-describedby={canResend ? undefined : "kod-czekaj"}
        >
          {pin.pending || pin.locked ? "Wyślij kod ponownie" : "Wyślij kod"}
        </button>
        {!canResend && pin.resendAt && (
          <p id="kod-czekaj" className="text-sm text-slate-700">
            {waitText(seconds, pin.resendAt)}
          </p>
        )}
      </Form>
      <p className="text-sm">
        <Link to={`/oferta/${token}?krok=dane#krok-dane`} className="text-brand-700 underline">
          Popraw swoje dane
        </Link>
      </p>
    </div>
  );
}
