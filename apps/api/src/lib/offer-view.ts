// GET /offer: the offer as its page shows it — exactly the OfferView of packages/domain/src/offer-contract.ts
// (files from offer_files, payment from offers.payment_*, the PIN state from the PIN store and its sends).
import { offerFiles, operators } from "@vhs/db/schema/offers.ts";
import { pinSends } from "@vhs/db/schema/orders.ts";
import type { OfferCarView, OfferFileKindName, OfferView } from "@vhs/domain/offer-contract.ts";
import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import { DEFAULT_PIN_RULES, type PinRules, phoneKey } from "../integrations/pin.ts";
import { log } from "./log.ts";
import type { OfferDeps } from "./offer-config.ts";
import { openFileName } from "./offer-files-service.ts";
import type { OperatorContact } from "./offer-link.ts";
import type { StoredOfferCar } from "./offer-quote.ts";
import { type OfferPersonal, type OfferRow, openContact, openPersonal } from "./offer-service.ts";
import { maskTail } from "./order-service.ts";
import { perDatabase } from "./per-database.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const NO_PIN: OfferView["pin"] = { pending: false, locked: false, resendAt: null };

export function pinRules(deps: Pick<OfferDeps, "pin">): PinRules {
  return { ...DEFAULT_PIN_RULES, ...deps.pin.rules };
}

/** "600700800" → "*** *** 800". */
export function maskPhone(phone: string): string {
  return `*** *** ${phone.slice(-3)}`;
}

/**
 * From when the PIN store will accept the next send for this offer and phone (the same four limits as
 * its reserveSend: the cooldown, per offer per hour, per phone per hour and per day), or null for now.
 */
export async function pinResendAt(
  deps: Pick<OfferDeps, "db" | "pin">,
  pinOfferId: string,
  phone: string,
  now: number,
): Promise<number | null> {
  const rules = pinRules(deps);
  const key = phoneKey(deps.pin.secret, phone);
  const rows = await deps.db
    .select({ offerId: pinSends.offerId, phoneKey: pinSends.phoneKey, sentAt: pinSends.sentAt })
    .from(pinSends)
    .where(
      and(
        or(eq(pinSends.offerId, pinOfferId), eq(pinSends.phoneKey, key)),
        gt(pinSends.sentAt, new Date(now - DAY_MS)),
      ),
    )
    .orderBy(asc(pinSends.sentAt));
  const times = (pred: (r: (typeof rows)[number]) => boolean, since: number) =>
    rows
      .filter(pred)
      .map((r) => r.sentAt.getTime())
      .filter((t) => t > since);
  const byOffer = times((r) => r.offerId === pinOfferId, now - HOUR_MS);
  const byPhoneDay = times((r) => r.phoneKey === key, now - DAY_MS);
  const byPhoneHour = byPhoneDay.filter((t) => t > now - HOUR_MS);
  const candidates: number[] = [];
  const last = Math.max(-Infinity, ...byOffer, ...byPhoneHour);
  if (now - last < rules.resendCooldownMs) candidates.push(last + rules.resendCooldownMs);
  if (byOffer.length >= rules.maxSendsPerOfferPerHour)
    candidates.push(byOffer[byOffer.length - rules.maxSendsPerOfferPerHour]! + HOUR_MS);
  if (byPhoneHour.length >= rules.maxSendsPerPhonePerHour)
    candidates.push(byPhoneHour[byPhoneHour.length - rules.maxSendsPerPhonePerHour]! + HOUR_MS);
  if (byPhoneDay.length >= rules.maxSendsPerPhonePerDay)
    candidates.push(byPhoneDay[byPhoneDay.length - rules.maxSendsPerPhonePerDay]! + DAY_MS);
  return candidates.length ? Math.max(...candidates) : null;
}

/** The PIN part of the view: a code can be typed, the code died after five wrong tries, next send. */
export async function pinState(
  deps: OfferDeps,
  row: OfferRow,
  phone: string | null,
): Promise<OfferView["pin"]> {
  if (!phone) return NO_PIN;
  const now = deps.now();
  const rules = pinRules(deps);
  const code = await deps.pin.store.latestCode(row.id);
  const unused = code !== undefined && code.usedAt === null;
  const locked = unused && code.attempts >= rules.maxAttempts;
  const pending = unused && !locked && now < code.expiresAt;
  const resendAt = await pinResendAt(deps, row.id, phone, now);
  return { pending, locked, resendAt: resendAt === null ? null : new Date(resendAt).toISOString() };
}

function carView(row: OfferRow): OfferCarView {
  const car = row.car as StoredOfferCar;
  if (car.source === "description") {
    const [first = "", ...rest] = car.description
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    return {
      source: "description",
      name: first,
      brand: null,
      model: null,
      version: null,
      year: null,
      isNew: null,
      mileageKm: null,
      bodyType: null,
      fuel: null,
      gearbox: null,
      powerKm: null,
      colour: null,
      variantId: null,
      dictionaryVersionId: null,
      equipment: rest,
      priceNet: car.priceNet,
      priceGross: car.priceGross,
    };
  }
  return {
    source: car.source,
    name: `${car.brand} ${car.model} ${car.version}`,
    brand: car.brand,
    model: car.model,
    version: car.version,
    year: car.year,
    isNew: car.isNew,
    mileageKm: car.mileageKm,
    bodyType: car.bodyType,
    fuel: car.fuel,
    gearbox: car.gearbox,
    powerKm: car.powerKm,
    colour: car.colour,
    variantId: row.variantId,
    dictionaryVersionId: row.dictionaryVersionId,
    equipment: car.equipment ?? [],
    priceNet: car.priceNet,
    priceGross: car.priceGross,
  };
}

/** What the form shows back: names, e-mail, company, address; PESEL and ID card masked. */
export function personalSummary(personal: OfferPersonal): Record<string, string> {
  const a = personal.address;
  const summary: Record<string, string> = {
    firstName: personal.firstName,
    lastName: personal.lastName,
    email: personal.email,
  };
  if (personal.pesel) summary.pesel = maskTail(personal.pesel, 4);
  if (personal.idCard) summary.idCard = maskTail(personal.idCard, 3);
  if (personal.nip) summary.nip = personal.nip;
  if (personal.companyName) summary.companyName = personal.companyName;
  summary.address = `${a.street} ${a.houseNumber}${a.flatNumber ? `/${a.flatNumber}` : ""}, ${a.postalCode} ${a.city}`;
  return summary;
}

// Every view lists the files.
const filesStatement = perDatabase((db) =>
  db
    .select()
    .from(offerFiles)
    .where(eq(offerFiles.offerId, sql.placeholder("offerId")))
    .orderBy(asc(offerFiles.createdAt), asc(offerFiles.id))
    .prepare("offer_files_of"),
);

async function filesOf(deps: OfferDeps, row: OfferRow): Promise<OfferView["files"]> {
  const files = await filesStatement(deps.db).execute({ offerId: row.id });
  return files.map((f) => {
    let name: string;
    try {
      name = openFileName(deps.keyring, f);
    } catch {
      // A name that does not open must not hide the other files or the offer; it is logged.
      log("warn", "offer file name does not decrypt", { offerId: row.id, fileId: f.id });
      name = "dokument";
    }
    return {
      id: f.id,
      kind: f.kind as OfferFileKindName,
      name,
      mediaType: f.mediaType,
      size: f.size,
      createdAt: f.createdAt.toISOString(),
    };
  });
}

/**
 * The OfferView of a row (callers have already applied expireIfDue). `known` is the salesperson when the
 * caller read it with the offer. The PIN state is read only while a PIN can be sent: after the personal
 * form is saved and before the offer is confirmed.
 */
export async function offerView(deps: OfferDeps, row: OfferRow, known?: OperatorContact): Promise<OfferView> {
  const operator =
    known ??
    (
      await deps.db
        .select({ name: operators.name, email: operators.email, phone: operators.phone })
        .from(operators)
        .where(eq(operators.id, row.operatorId))
    )[0];
  const contact = openContact(deps, row);
  const personal = openPersonal(deps, row);
  const q = row.quote;
  const confirmed = row.confirmedAt !== null;
  return {
    status: row.status,
    expired: row.status === "expired",
    withdrawn: row.status === "withdrawn",
    external: row.carSource !== "catalog",
    car: carView(row),
    client: row.client,
    duration: row.duration,
    initialFee: row.initialFee,
    repurchase: row.repurchase,
    quote: {
      priceNet: q.priceNet,
      priceGross: q.priceGross,
      initialFeeNet: q.initialFeeNet,
      initialFeeGross: q.initialFeeGross,
      installmentNet: q.installmentNet,
      installmentGross: q.installmentGross,
      repurchaseNet: q.repurchaseNet,
      repurchaseGross: q.repurchaseGross,
      totalPaidNet: q.totalPaidNet,
      totalPaidGross: q.totalPaidGross,
      annualRatePct: q.annualRatePct,
      rrsoPct: q.rrsoPct,
      included: q.included,
      schedule: q.schedule,
    },
    validUntil: row.validUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
    note: row.note,
    operator: {
      name: operator?.name ?? "",
      email: operator?.email ?? "",
      phone: operator?.phone ?? null,
    },
    phoneMasked: contact ? maskPhone(contact.phone) : null,
    personal: {
      stored: personal !== null,
      summary: personal ? personalSummary(personal) : null,
      confirmed,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    },
    pin: personal && !confirmed ? await pinState(deps, row, contact?.phone ?? null) : NO_PIN,
    files: await filesOf(deps, row),
    payment: {
      enabled: row.paymentEnabled,
      status: row.paymentStatus as OfferView["payment"]["status"],
      amountGross: q.initialFeeGross,
    },
  };
}
