// The salesperson's commands (docs/offers.md), run by offer-cli.ts:
//   operator --name "Anna Nowak" --email anna@leasingowo.pl [--phone 600700800]
//     creates an operator and prints the bearer token once (only its hash is kept);
//   offer --operator-token op_… (--variant <id> | --dictionary-version <id> --year <r> [--price <zł>]
//     [--price-type net|gross] | --description "…" --price-net <zł>) --client consumer|entrepreneur
//     --duration 48 --initial-fee 10 --repurchase 20 [--phone …] [--email …] [--payment] [--note "…"]
//     [--valid-days 14]
//     makes an offer (and sends its link by SMS when a phone is given) and prints the link.
// Input is checked with the API's own schemas, so the messages are the same Polish ones.
import { parseArgs } from "node:util";
import { z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { normalizePhone } from "@vhs/domain/identifiers.ts";
import { type OffersOptions, offerDeps } from "./lib/offer-config.ts";
import { createOperator, operatorFromHeader } from "./lib/offer-link.ts";
import { createOffer, offerLinkPath, sendOfferLink } from "./lib/offer-service.ts";
import { CreateOfferRequest, SendOfferRequest } from "./routes/offers-schemas.ts";

export const OFFER_COMMANDS_USAGE = `użycie:
  npm run operator:create -- --name "Anna Nowak" --email anna@leasingowo.pl [--phone 600700800]
  npm run offer:create -- --operator-token op_… --variant <id> | --dictionary-version <id> --year <rok> [--price <zł>] [--price-type net|gross] | --description "…" --price-net <zł>
                          --client consumer|entrepreneur --duration 36|48|60 --initial-fee <%> --repurchase <%>
                          [--phone <telefon>] [--email <e-mail>] [--payment] [--note "…"] [--valid-days <dni>]`;

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const issues = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `  ${i.path.map(String).join(".") || "dane"}: ${i.message}`).join("\n");

const operatorSchema = z.object({
  name: z
    .string({ error: "Podaj imię i nazwisko (--name)" })
    .trim()
    .min(2, { error: "Podaj imię i nazwisko (--name)" })
    .max(100),
  email: z.email({ error: "Podaj poprawny adres e-mail (--email)" }),
  phone: z
    .string()
    .optional()
    .refine((v) => v === undefined || normalizePhone(v) !== null, {
      error: "Nieprawidłowy numer telefonu (--phone)",
    })
    .transform((v) => (v === undefined ? null : normalizePhone(v))),
});

/** `operator …`: answers the exit code. */
export async function runOperatorCommand(db: Db, args: string[], io: CommandIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { name: { type: "string" }, email: { type: "string" }, phone: { type: "string" } },
    strict: true,
  });
  const parsed = operatorSchema.safeParse(values);
  if (!parsed.success) {
    io.err(`Nieprawidłowe dane:\n${issues(parsed.error)}\n${OFFER_COMMANDS_USAGE}`);
    return 2;
  }
  const { operator, token } = await createOperator(db, parsed.data);
  io.out(`Utworzono handlowca ${operator.name} <${operator.email}> (id ${operator.id}).`);
  io.out("Token (pokazywany tylko raz — zapisz go w bezpiecznym miejscu):");
  io.out(token);
  return 0;
}

const num = (v: string | undefined) => (v === undefined ? undefined : Number(v.replace(",", ".")));

/** `offer …`: answers the exit code. */
export async function runOfferCommand(
  db: Db,
  args: string[],
  io: CommandIo,
  options: OffersOptions = {},
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      "operator-token": { type: "string" },
      variant: { type: "string" },
      "dictionary-version": { type: "string" },
      year: { type: "string" },
      price: { type: "string" },
      "price-type": { type: "string" },
      description: { type: "string" },
      "price-net": { type: "string" },
      client: { type: "string" },
      duration: { type: "string" },
      "initial-fee": { type: "string" },
      repurchase: { type: "string" },
      phone: { type: "string" },
      email: { type: "string" },
      payment: { type: "boolean" },
      note: { type: "string" },
      "valid-days": { type: "string" },
    },
    strict: true,
  });
  const deps = offerDeps(db, options);
  const operator = await operatorFromHeader(db, `Bearer ${values["operator-token"] ?? ""}`);
  if (!operator) {
    io.err("Nieznany lub unieważniony token handlowca (--operator-token op_…).");
    return 2;
  }
  const body = CreateOfferRequest.safeParse({
    variantId: num(values.variant),
    dictionaryVersionId: num(values["dictionary-version"]),
    year: num(values.year),
    price: num(values.price),
    priceType: values["price-type"],
    description: values.description,
    priceNet: num(values["price-net"]),
    client: values.client,
    duration: num(values.duration),
    initialFee: num(values["initial-fee"]),
    repurchase: num(values.repurchase),
    note: values.note,
    validDays: num(values["valid-days"]),
    payment: values.payment ?? false,
  });
  const contact =
    values.phone === undefined
      ? undefined
      : SendOfferRequest.safeParse({ phone: values.phone, email: values.email });
  if (!body.success || (contact && !contact.success)) {
    const problems = [body.error, contact?.error].flatMap((e) => (e ? [issues(e)] : []));
    io.err(`Nieprawidłowe dane:\n${problems.join("\n")}\n${OFFER_COMMANDS_USAGE}`);
    return 2;
  }
  const b = body.data;
  const created = await createOffer(deps, operator, {
    car:
      b.variantId !== undefined
        ? { variantId: b.variantId }
        : b.dictionaryVersionId !== undefined
          ? {
              dictionaryVersionId: b.dictionaryVersionId,
              year: b.year!,
              price: b.price,
              priceType: b.priceType,
              mileageKm: b.mileageKm,
            }
          : { description: b.description!, priceNet: b.priceNet! },
    client: b.client,
    duration: b.duration,
    initialFee: b.initialFee,
    repurchase: b.repurchase,
    note: b.note,
    validDays: b.validDays,
    payment: b.payment,
  });
  if (!created.ok) {
    io.err(`Nie utworzono oferty — ${created.field}: ${created.message}`);
    return 2;
  }
  const link = `${deps.publicOrigin}${offerLinkPath(created.token)}`;
  io.out(
    `Utworzono ofertę ${created.offer.id} (ważna do ${created.offer.validUntil.toISOString().slice(0, 10)}).`,
  );
  if (contact?.success) {
    const sent = await sendOfferLink(deps, created.offer, contact.data, `operator:${operator.id}`);
    if (!sent.ok) {
      io.err(
        `Oferta zapisana, ale SMS-a nie wysłano: ${sent.message} Wyślij go ponownie: POST /v3/make-offer-from-draft-for-consumer/${created.offer.id}.`,
      );
      io.out(`Link: ${link}`);
      return 1;
    }
    io.out(`Wysłano link SMS-em (${deps.sms.provider}).`);
  }
  io.out(`Link: ${link}`);
  return 0;
}
