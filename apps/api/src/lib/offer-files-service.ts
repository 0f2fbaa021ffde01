// The database side of an offer's documents: who may still change them, the limit per offer, the file
// entry as the customer sees it, and the "documents complete" transition.
//
// Documents complete (docs/decisions/010-offer-documents.md): at least one ID card scan ("id_card"); for an entrepreneur also at
// least one financial document ("financial": PIT, KPiR, balance sheet or a certificate). When a confirmed
// offer (PIN typed) reaches that, it moves to documents_complete; when a deletion takes it below, a
// documents_complete offer goes back to confirmed. Both in the transaction of the change, with an event.
import type { Db } from "@vhs/db/client.ts";
import { type OfferFileKind, offerFiles, offers } from "@vhs/db/schema/offers.ts";
import { OFFER_FILE_RULES } from "@vhs/domain/offer-contract.ts";
import { eq, inArray, sql } from "drizzle-orm";
import type { FileStorage } from "../integrations/file-storage.ts";
import type { AllowedMediaType } from "./file-type.ts";
import { type OfferActor, type OfferRow, recordOfferEvent } from "./offer-link.ts";
import { type Keyring, openJson, sealJson } from "./order-crypto.ts";

export type OfferFileRow = typeof offerFiles.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The place a file's name is sealed for (AAD), like the order's `orders:{uuid}:{column}`. */
export const fileNameAad = (fileId: string) => `offer_files:${fileId}:name`;

export const sealFileName = (keyring: Keyring, fileId: string, name: string) =>
  sealJson(keyring, fileNameAad(fileId), name);
export const openFileName = (keyring: Keyring, row: OfferFileRow) =>
  openJson<string>(keyring, fileNameAad(row.id), row.nameEnc);

/** The file entry the customer's page lists (OfferView.files). */
export function fileEntry(keyring: Keyring, row: OfferFileRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: openFileName(keyring, row),
    mediaType: row.mediaType as AllowedMediaType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

export type Refusal = { status: 404 | 409 | 410; code: string; message: string };

const dateFormat = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Why the customer may not add or remove documents of this offer now, or null when they may. */
export function filesLocked(offer: OfferRow, now: number): Refusal | null {
  if (offer.status === "withdrawn")
    return {
      status: 410,
      code: "OFFER_WITHDRAWN",
      message: "Oferta została wycofana przez doradcę — nie można już dodawać ani usuwać dokumentów.",
    };
  if (offer.status === "expired" || offer.validUntil.getTime() <= now)
    return {
      status: 410,
      code: "OFFER_EXPIRED",
      message: `Oferta wygasła ${dateFormat.format(offer.validUntil)} — nie można już dodawać ani usuwać dokumentów. Skontaktuj się z doradcą, aby otrzymać nową ofertę.`,
    };
  if (offer.status === "accepted")
    return {
      status: 409,
      code: "OFFER_ACCEPTED",
      message: "Oferta została już przyjęta do realizacji — dokumentów nie można już zmieniać.",
    };
  if (offer.status === "draft")
    return {
      status: 409,
      code: "OFFER_DRAFT",
      message: "Oferta nie została jeszcze wysłana — dokumenty można dodać po jej otrzymaniu.",
    };
  return null;
}

export const TOO_MANY_FILES: Refusal = {
  status: 409,
  code: "TOO_MANY_FILES",
  message: `Do oferty można dodać najwyżej ${OFFER_FILE_RULES.maxFiles} plików. Usuń niepotrzebny plik, aby dodać kolejny.`,
};

export async function countFiles(db: Pick<Db, "select">, offerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(offerFiles)
    .where(eq(offerFiles.offerId, offerId));
  return Number(row?.n ?? 0);
}

/** The rule of "documents complete" (see the header). */
export function documentsComplete(client: OfferRow["client"], kinds: ReadonlySet<OfferFileKind>): boolean {
  return kinds.has("id_card") && (client !== "entrepreneur" || kinds.has("financial"));
}

/**
 * Moves a locked offer between confirmed and documents_complete to match its files, with an event;
 * answers the status it has afterwards. Call it inside the transaction that changed the files (or that
 * confirmed the PIN), after locking the offer row.
 */
export async function syncDocumentsStatus(
  tx: Tx,
  offer: OfferRow,
  at: Date,
  actor: OfferActor,
): Promise<OfferRow["status"]> {
  if (offer.status !== "confirmed" && offer.status !== "documents_complete") return offer.status;
  const rows = await tx
    .select({ kind: offerFiles.kind })
    .from(offerFiles)
    .where(eq(offerFiles.offerId, offer.id));
  const complete = documentsComplete(offer.client, new Set(rows.map((r) => r.kind)));
  const target = complete ? "documents_complete" : "confirmed";
  if (target === offer.status) return offer.status;
  await tx
    .update(offers)
    .set({ status: target, documentsCompleteAt: complete ? at : null, updatedAt: at })
    .where(eq(offers.id, offer.id));
  await recordOfferEvent(tx, {
    offerId: offer.id,
    actor,
    type: complete ? "documents_complete" : "documents_incomplete",
    fromStatus: offer.status,
    toStatus: target,
    detail: { files: rows.length },
    at,
  });
  return target;
}

/** Locks the offer's row for the rest of the transaction (uploads and deletions of one offer queue here). */
export async function lockOffer(tx: Tx, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, offerId)).for("update");
  return row;
}

/** An object younger than this may belong to an upload whose row is being inserted right now. */
export const ORPHAN_MIN_AGE_MS = 15 * 60 * 1000;

/**
 * Removes stored objects that no row names: a process killed after the object was stored but before its
 * row was committed leaves one. Only objects older than ORPHAN_MIN_AGE_MS, so uploads in flight in other
 * processes are left alone. Answers how many it removed.
 */
export async function removeOrphanFiles(
  db: Pick<Db, "select">,
  storage: FileStorage,
  now: number,
  minAgeMs = ORPHAN_MIN_AGE_MS,
): Promise<number> {
  const candidates = await storage.listWrittenBefore(now - minAgeMs);
  let removed = 0;
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const known = new Set(
      (
        await db
          .select({ key: offerFiles.storageKey })
          .from(offerFiles)
          .where(inArray(offerFiles.storageKey, batch))
      ).map((r) => r.key),
    );
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.delete(key);
      removed++;
    }
  }
  return removed;
}
