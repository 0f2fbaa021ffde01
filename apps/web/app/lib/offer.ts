// The customer's offer page, browser-safe: which step the offer is at, the amounts as the client type
// reads them, the consents of the personal form and the page's notices. The API's answers are typed by
// packages/domain/src/offer-contract.ts.
import type { OfferView } from "@vhs/domain/offer-contract.ts";

/** An expired or withdrawn offer: the API answers 410 with its reason and the salesperson's contact. */
export interface GoneOffer {
  code: "OFFER_EXPIRED" | "OFFER_WITHDRAWN";
  message: string;
}

export type OfferStep = "form" | "pin" | "documents" | "done" | "closed";

/** Where the customer is: the first step not done yet; "closed" for an expired or withdrawn offer. */
export function offerStep(offer: OfferView): OfferStep {
  if (offer.status === "accepted") return "done";
  if (offer.expired || offer.withdrawn || offer.status === "expired" || offer.status === "withdrawn")
    return "closed";
  if (!offer.personal.stored) return "form";
  if (!offer.personal.confirmed) return "pin";
  if (offer.status === "documents_complete") return "done";
  return "documents";
}

/** Consumers read gross amounts, firms net ones (with the gross beside them). */
export function amountsOf(offer: OfferView) {
  const q = offer.quote;
  const gross = offer.client === "consumer";
  return {
    gross,
    suffix: gross ? "brutto" : "netto",
    installment: gross ? q.installmentGross : q.installmentNet,
    price: gross ? q.priceGross : q.priceNet,
    initialFee: gross ? q.initialFeeGross : q.initialFeeNet,
    repurchase: gross ? q.repurchaseGross : q.repurchaseNet,
    totalPaid: gross ? q.totalPaidGross : q.totalPaidNet,
  };
}

/** The consents the personal form shows; their version goes to the API with what was ticked. */
export const OFFER_CONSENTS_VERSION = "2026-11-1";
export const OFFER_CONSENTS = [
  {
    id: "rodo",
    required: true,
    title: "Zapoznałem się z informacją o przetwarzaniu danych osobowych",
    text: "Administratorem Twoich danych jest leasingodawca. Przetwarzamy je, aby przygotować i zawrzeć umowę leasingu (art. 6 ust. 1 lit. b RODO) oraz wypełnić obowiązki prawne (lit. c). Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia oraz sprzeciwu.",
    document: { href: "/informacje/rodo", title: "Klauzula informacyjna RODO" },
  },
  {
    id: "bikBig",
    required: true,
    title: "Upoważnienie do sprawdzenia w BIG InfoMonitor i BIK",
    text: "Upoważniam leasingodawcę do pozyskania informacji gospodarczych o mnie (a w przypadku firmy — o firmie) z BIG InfoMonitor oraz danych z Biura Informacji Kredytowej, w zakresie niezbędnym do oceny wiarygodności płatniczej. Upoważnienie jest ważne 60 dni.",
    document: null,
  },
  {
    id: "marketing",
    required: false,
    title: "Zgoda marketingowa (opcjonalna)",
    text: "Zgadzam się na otrzymywanie informacji handlowych o produktach leasingowych e-mailem, SMS-em i telefonicznie. Zgodę mogę wycofać w każdej chwili.",
    document: null,
  },
] as const;

/** Messages after a POST-redirect-GET, by the `?wynik=` code the action put in the address. */
export const OFFER_NOTICES = {
  zapisano: "Zapisaliśmy Twoje dane. Wysłaliśmy SMS z kodem potwierdzającym.",
  "dane-zapisane": "Zapisaliśmy Twoje dane. Wyślij kod SMS, aby je potwierdzić.",
  "kod-wyslany": "Wysłaliśmy nowy kod SMS.",
  potwierdzono: "Dziękujemy! Oferta jest potwierdzona kodem SMS. Teraz prześlij dokumenty.",
  "plik-dodany": "Plik został przesłany.",
  "plik-usuniety": "Plik został usunięty.",
  zaplacono: "Dziękujemy, płatność została przyjęta.",
} as const;
export type OfferNotice = keyof typeof OFFER_NOTICES;

export function noticeOf(code: string | null): OfferNotice | null {
  return code && code in OFFER_NOTICES ? (code as OfferNotice) : null;
}

/** "1,2 MB", "350 kB": a file's size as the list shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString("pl-PL", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("pl-PL")} kB`;
}

/** What the upload answers the page's script (and the plain form's page shows). */
export type UploadAnswer = { ok: true; name: string } | { ok: false; message: string };

export const UPLOAD_TOO_LARGE =
  "Plik jest większy niż 10 MB. Zmniejsz go (np. zapisz skan w niższej rozdzielczości) i spróbuj ponownie.";
