// The documents of an offer (SPEC §7 /personal-form/upload-file|delete-file/{token}): the customer, holding
// the link token, uploads ID scans, a driving licence and financial statements, or removes one; the
// offer's salesperson downloads them (GET /v3/offers/{id}/files/{fileId}, operator bearer token).
//
// An upload streams: the multipart body is parsed as it arrives (lib/multipart-upload.ts), the content is
// typed by its first bytes (lib/file-type.ts), counted, hashed and encrypted into the storage
// (integrations/file-storage.ts). Too large is refused before the rest of the body is read. The row is
// inserted only after the file is completely stored, in one transaction with its event and the
// "documents complete" transition (lib/offer-files-service.ts); when anything fails the stored object is
// removed again. QUALITY.md "uploads"; docs/decisions/010-*.md.
import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { OFFER_FILE_KINDS, type OfferFileKind, offerFiles, offers } from "@vhs/db/schema/offers.ts";
import { OFFER_FILE_KIND_LABELS, OFFER_FILE_RULES } from "@vhs/domain/offer-contract.ts";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import {
  createFileStorage,
  type FileStorage,
  newStorageKey,
  readFileStorageConfig,
  StorageError,
} from "../integrations/file-storage.ts";
import { type Clock, systemClock } from "../integrations/support.ts";
import { log } from "../lib/log.ts";
import { MULTIPART_OVERHEAD_BYTES, receiveUpload, UploadRefusal } from "../lib/multipart-upload.ts";
import {
  cleanFileName,
  contentDisposition,
  type Inspected,
  inspect,
  MAX_MB,
  TOO_LARGE,
} from "../lib/offer-file-stream.ts";
import {
  countFiles,
  fileEntry,
  filesLocked,
  lockOffer,
  openFileName,
  type Refusal,
  removeOrphanFiles,
  sealFileName,
  syncDocumentsStatus,
  TOO_MANY_FILES,
} from "../lib/offer-files-service.ts";
import { findOfferByToken, operatorFromHeader, recordOfferEvent } from "../lib/offer-link.ts";
import { type AppEnv, router } from "../lib/openapi.ts";
import { type Keyring, readKeyring } from "../lib/order-crypto.ts";
import {
  binaryFile,
  DeleteFileRequest,
  DeleteFileResponse,
  errorContent,
  OfferFileEntry,
  OperatorFileParams,
  TokenParams,
  uploadBodyDocumentation,
} from "./offer-files-schemas.ts";

export interface OfferFilesOptions {
  /** Default: the storage UPLOADS_* select (disk under ./data/uploads), swept at creation. */
  storage?: FileStorage;
  keyring?: Keyring;
  now?: Clock;
  /** Where to read the variables from (default process.env). */
  env?: Record<string, string | undefined>;
}

/** The upload route reads its own, larger body: app.ts leaves it out of the app-wide body limit. */
export function isOfferUploadPath(path: string): boolean {
  return /\/personal-form\/upload-file\/[^/]*$/.test(path);
}

const NO_STORE = { "Cache-Control": "no-store, private" } as const;
const NOT_FOUND = "Nie znaleziono oferty. Sprawdź link z wiadomości SMS.";
const json = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export function offerFilesRoutes(db: Db, options: OfferFilesOptions = {}) {
  const env = options.env ?? process.env;
  const keyring = options.keyring ?? readKeyring(env);
  const storage = options.storage ?? createFileStorage(readFileStorageConfig(env), keyring);
  const now = options.now ?? systemClock;
  if (!options.storage) {
    // At start and then hourly: objects a killed process stored without committing their row.
    const clean = () =>
      removeOrphanFiles(db, storage, now())
        .then((removed) => {
          if (removed) log("warn", "file storage: removed objects without a row", { removed });
        })
        .catch((e: unknown) =>
          log("warn", "file storage: orphan check failed", { error: (e as Error).name }),
        );
    void clean();
    setInterval(clean, 60 * 60 * 1000).unref();
  }
  const app = router();

  const refuse = (c: Context<AppEnv>, r: Refusal | UploadRefusal | { status: 503; message: string }) => {
    const body: Record<string, unknown> = { error: true, message: r.message };
    if ("code" in r) body.code = r.code;
    if (r instanceof UploadRefusal && r.field) {
      body.field = r.field;
      body.fields = [{ field: r.field, message: r.message }];
    }
    // Typed as never: each route declares these statuses with the error schema.
    return c.json(body, r.status, NO_STORE) as never;
  };

  app.openapi(
    createRoute({
      method: "post",
      path: "/personal-form/upload-file/{token}",
      tags: ["offer"],
      summary: "Dodanie dokumentu do oferty (skan dowodu, prawo jazdy, dokumenty finansowe)",
      description: `multipart/form-data z polami \`file\` i \`kind\`. Najwyżej ${MAX_MB} MB na plik i ${OFFER_FILE_RULES.maxFiles} plików na ofertę; tylko PDF, JPEG, PNG i HEIC rozpoznane po treści, z pasującym rozszerzeniem.`,
      request: {
        params: TokenParams,
        body: { required: true, content: { "multipart/form-data": { schema: uploadBodyDocumentation } } },
      },
      responses: {
        201: json(OfferFileEntry, "Plik zapisany (zaszyfrowany)"),
        400: errorContent("Nieprawidłowa treść multipart/form-data"),
        404: errorContent("Nie znaleziono oferty"),
        409: errorContent("Oferta przyjęta lub niewysłana, albo osiągnięto limit plików"),
        410: errorContent("Oferta wygasła lub została wycofana"),
        413: errorContent(`Plik większy niż ${MAX_MB} MB (odrzucony przed odczytaniem całości)`),
        415: errorContent("Rodzaj pliku inny niż PDF, JPEG, PNG, HEIC albo niezgodny z rozszerzeniem"),
        422: errorContent("Brak pliku lub nieprawidłowy rodzaj dokumentu; pole `field` wskazuje, które"),
        503: errorContent("Nie udało się zapisać pliku; spróbuj ponownie"),
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      const offer = await findOfferByToken(db, token);
      if (!offer) return c.json({ error: true as const, message: NOT_FOUND }, 404, NO_STORE);
      const locked = filesLocked(offer, now());
      if (locked) return refuse(c, locked);
      // Refused before a byte of the body is read; checked again under the offer's lock below.
      if ((await countFiles(db, offer.id)) >= OFFER_FILE_RULES.maxFiles) return refuse(c, TOO_MANY_FILES);

      const key = newStorageKey();
      const inspected: Inspected = { size: 0, sha256: "", mediaType: "" };
      let name = "";
      let stored = false;
      let fields: Record<string, string>;
      try {
        const received = await receiveUpload(c.req.raw, {
          fileField: "file",
          maxBodyBytes: OFFER_FILE_RULES.maxBytes + MULTIPART_OVERHEAD_BYTES,
          tooLargeMessage: TOO_LARGE,
          consume: async ({ fileName, content }) => {
            name = cleanFileName(fileName);
            try {
              await storage.put(key, inspect(content, name, inspected));
            } catch (e) {
              if (e instanceof UploadRefusal || e instanceof StorageError) throw e;
              throw new StorageError(`storage put failed: ${(e as Error).name}`);
            }
            stored = true;
          },
        });
        fields = received.fields;
        if (!stored) throw new UploadRefusal(422, "Nieprawidłowe pole „file”: brak pliku.", "file");
      } catch (e) {
        if (stored) await storage.delete(key).catch(() => undefined);
        if (e instanceof UploadRefusal) return refuse(c, e);
        if (e instanceof StorageError) {
          log("error", "offer file not stored", { offerId: offer.id, error: e.message });
          return refuse(c, {
            status: 503,
            message: "Nie udało się zapisać pliku. Spróbuj ponownie za chwilę.",
          });
        }
        // The client went away or sent a broken body: nothing of it is kept.
        return refuse(c, new UploadRefusal(400, "Przesyłanie pliku zostało przerwane. Spróbuj ponownie."));
      }

      const kind = fields.kind as OfferFileKind;
      if (!OFFER_FILE_KINDS.includes(kind)) {
        await storage.delete(key).catch(() => undefined);
        const allowed = OFFER_FILE_KINDS.map((k) => `${k} (${OFFER_FILE_KIND_LABELS[k]})`).join(", ");
        return refuse(
          c,
          new UploadRefusal(422, `Nieprawidłowe pole „kind”: wybierz rodzaj dokumentu: ${allowed}.`, "kind"),
        );
      }

      const id = randomUUID();
      const at = new Date(now());
      let outcome: { row: typeof offerFiles.$inferSelect } | Refusal;
      try {
        outcome = await db.transaction(async (tx) => {
          const current = await lockOffer(tx, offer.id);
          if (!current) return { status: 404 as const, code: "OFFER_NOT_FOUND", message: NOT_FOUND };
          const refusal = filesLocked(current, at.getTime());
          if (refusal) return refusal;
          if ((await countFiles(tx, offer.id)) >= OFFER_FILE_RULES.maxFiles) return TOO_MANY_FILES;
          const [row] = await tx
            .insert(offerFiles)
            .values({
              id,
              offerId: offer.id,
              kind,
              nameEnc: sealFileName(keyring, id, name),
              mediaType: inspected.mediaType,
              size: inspected.size,
              sha256: inspected.sha256,
              storageKey: key,
              createdAt: at,
            })
            .returning();
          await recordOfferEvent(tx, {
            offerId: offer.id,
            actor: "customer",
            type: "file_added",
            detail: { fileId: id, kind, mediaType: inspected.mediaType, size: inspected.size },
            at,
          });
          await syncDocumentsStatus(tx, current, at, "customer");
          await tx.update(offers).set({ updatedAt: at }).where(eq(offers.id, offer.id));
          return { row: row! };
        });
      } catch (e) {
        await storage.delete(key).catch(() => undefined);
        throw e;
      }
      if (!("row" in outcome)) {
        await storage.delete(key).catch(() => undefined);
        return refuse(c, outcome);
      }
      return c.json(fileEntry(keyring, outcome.row), 201, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/personal-form/delete-file/{token}",
      tags: ["offer"],
      summary: "Usunięcie dokumentu z oferty (z magazynu plików i z bazy)",
      request: {
        params: TokenParams,
        body: { required: true, content: { "application/json": { schema: DeleteFileRequest } } },
      },
      responses: {
        200: json(DeleteFileResponse, "Plik usunięty"),
        404: errorContent("Nie znaleziono oferty lub pliku"),
        409: errorContent("Oferta przyjęta lub niewysłana"),
        410: errorContent("Oferta wygasła lub została wycofana"),
        422: errorContent("Nieprawidłowe dane; pole `field` wskazuje, które"),
        503: errorContent("Nie udało się usunąć pliku; spróbuj ponownie"),
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      const { fileId } = c.req.valid("json");
      const offer = await findOfferByToken(db, token);
      if (!offer) return c.json({ error: true as const, message: NOT_FOUND }, 404, NO_STORE);
      const at = new Date(now());
      let outcome: Refusal | { deleted: true };
      try {
        outcome = await db.transaction(async (tx) => {
          const current = await lockOffer(tx, offer.id);
          if (!current) return { status: 404 as const, code: "OFFER_NOT_FOUND", message: NOT_FOUND };
          const refusal = filesLocked(current, at.getTime());
          if (refusal) return refusal;
          const [row] = await tx
            .delete(offerFiles)
            .where(and(eq(offerFiles.id, fileId), eq(offerFiles.offerId, offer.id)))
            .returning();
          if (!row)
            return {
              status: 404 as const,
              code: "FILE_NOT_FOUND",
              message: "Nie znaleziono pliku w tej ofercie — mógł zostać już usunięty.",
            };
          await recordOfferEvent(tx, {
            offerId: offer.id,
            actor: "customer",
            type: "file_deleted",
            detail: { fileId, kind: row.kind },
            at,
          });
          await syncDocumentsStatus(tx, current, at, "customer");
          await tx.update(offers).set({ updatedAt: at }).where(eq(offers.id, offer.id));
          // Inside the transaction: when the storage cannot delete, the row stays and the customer retries.
          await storage.delete(row.storageKey);
          return { deleted: true as const };
        });
      } catch (e) {
        if (!(e instanceof StorageError)) throw e;
        log("error", "offer file not deleted", { offerId: offer.id, error: e.message });
        return refuse(c, { status: 503, message: "Nie udało się usunąć pliku. Spróbuj ponownie za chwilę." });
      }
      if (!("deleted" in outcome)) return refuse(c, outcome);
      return c.json({ deleted: true as const, id: fileId }, 200, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v3/offers/{id}/files/{fileId}",
      tags: ["offer-operator"],
      summary: "Pobranie dokumentu oferty przez jej doradcę (Authorization: Bearer)",
      request: { params: OperatorFileParams },
      responses: {
        200: {
          description: "Plik (odszyfrowany) jako załącznik",
          content: Object.fromEntries(OFFER_FILE_RULES.mediaTypes.map((t) => [t, { schema: binaryFile }])),
        },
        401: errorContent("Brak lub nieprawidłowy token doradcy"),
        403: errorContent("Oferta należy do innego doradcy"),
        404: errorContent("Nie znaleziono oferty lub pliku"),
      },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid("param");
      const operator = await operatorFromHeader(db, c.req.header("authorization"));
      if (!operator)
        return c.json(
          {
            error: true as const,
            message: "Brak lub nieprawidłowy token doradcy (Authorization: Bearer …).",
          },
          401,
          { ...NO_STORE, "WWW-Authenticate": 'Bearer realm="leasingowo"' },
        );
      const [offer] = await db.select().from(offers).where(eq(offers.id, id));
      if (!offer) return c.json({ error: true as const, message: "Nie znaleziono oferty." }, 404, NO_STORE);
      if (offer.operatorId !== operator.id)
        return c.json(
          {
            error: true as const,
            message: "Ta oferta należy do innego doradcy — brak dostępu do jej plików.",
          },
          403,
          NO_STORE,
        );
      const [row] = await db
        .select()
        .from(offerFiles)
        .where(and(eq(offerFiles.id, fileId), eq(offerFiles.offerId, id)));
      const content = row ? await storage.get(row.storageKey) : null;
      if (!row || !content)
        return c.json(
          { error: true as const, message: "Nie znaleziono pliku w tej ofercie." },
          404,
          NO_STORE,
        );
      await recordOfferEvent(db, {
        offerId: id,
        actor: `operator:${operator.id}`,
        type: "file_downloaded",
        detail: { fileId },
      });
      return c.body(new Uint8Array(content), 200, {
        ...NO_STORE,
        "Content-Type": row.mediaType,
        "Content-Length": String(content.length),
        "Content-Disposition": contentDisposition(openFileName(keyring, row)),
        "X-Content-Type-Options": "nosniff",
      }) as never;
    },
  );

  return app;
}
