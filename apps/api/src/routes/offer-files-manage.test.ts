// Deleting documents, the "documents complete" transition and the operator's download, on a real database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a real disk storage in a temporary folder.
import { existsSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DbHandle } from "@vhs/db/client.ts";
import { offerEvents, offerFiles, offers } from "@vhs/db/schema/offers.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { createDiskFileStorage, type DiskFileStorage, newStorageKey } from "../integrations/file-storage.ts";
import { contentDisposition } from "../lib/offer-file-stream.ts";
import { removeOrphanFiles } from "../lib/offer-files-service.ts";
import type { Keyring } from "../lib/order-crypto.ts";
import {
  insertOffer,
  insertOperator,
  sampleJpeg,
  samplePdf,
  testKeyring,
  uploadForm,
} from "./offer-files.test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in tests
type Json = Record<string, any>;

let handle: DbHandle;
let app: ApiApp;
let storage: DiskFileStorage;
let keyring: Keyring;
let dir: string;
let operator: { id: string; token: string };
let otherOperator: { id: string; token: string };

beforeAll(async () => {
  handle = await createTestDb();
  keyring = testKeyring();
  dir = mkdtempSync(join(tmpdir(), "offer-files-manage-"));
  storage = createDiskFileStorage({ dir, keyring });
  app = createApiApp(handle, { offerFiles: { storage, keyring, env: {} } });
  const a = await insertOperator(handle.db, "Anna Doradczyni");
  const b = await insertOperator(handle.db, "Bartosz Doradca");
  operator = { id: a.operator.id, token: a.token };
  otherOperator = { id: b.operator.id, token: b.token };
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

async function uploadOk(token: string, kind: string, name = "dokument.pdf", bytes = samplePdf()) {
  const res = await app.request(`/personal-form/upload-file/${token}`, {
    method: "POST",
    body: uploadForm({ name, bytes }, kind),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Json;
}
const remove = (token: string, fileId: string) =>
  app.request(`/personal-form/delete-file/${token}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fileId }),
  });
const statusOf = async (id: string) => (await handle.db.select().from(offers).where(eq(offers.id, id)))[0]!;
const eventsOf = async (id: string) =>
  (
    await handle.db.select().from(offerEvents).where(eq(offerEvents.offerId, id)).orderBy(asc(offerEvents.id))
  ).map((e) => [e.type, e.fromStatus, e.toStatus]);

describe("deleting a document", () => {
  it("removes the file from the disk and the row from the table, with an event", async () => {
    const offer = await insertOffer(handle.db, keyring, { operatorId: operator.id });
    const entry = await uploadOk(offer.token, "id_card");
    const [row] = await handle.db.select().from(offerFiles).where(eq(offerFiles.id, entry.id));
    const path = storage.pathOf(row!.storageKey);
    expect(existsSync(path)).toBe(true);

    const res = await remove(offer.token, entry.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, id: entry.id });
    expect(existsSync(path)).toBe(false);
    expect(await handle.db.select().from(offerFiles).where(eq(offerFiles.id, entry.id))).toEqual([]);
    expect(await eventsOf(offer.id)).toEqual([
      ["file_added", null, null],
      ["file_deleted", null, null],
    ]);

    const again = await remove(offer.token, entry.id);
    expect(again.status).toBe(404);
    expect(((await again.json()) as Json).message).toContain("Nie znaleziono pliku");
  });

  it("deletes only files of the offer the link opens", async () => {
    const mine = await insertOffer(handle.db, keyring, { operatorId: operator.id });
    const theirs = await insertOffer(handle.db, keyring, { operatorId: operator.id });
    const entry = await uploadOk(theirs.token, "other");
    expect((await remove(mine.token, entry.id)).status).toBe(404);
    expect(await handle.db.select().from(offerFiles).where(eq(offerFiles.id, entry.id))).toHaveLength(1);
  });

  it("names the field of a malformed file id, refuses a withdrawn offer", async () => {
    const offer = await insertOffer(handle.db, keyring, { operatorId: operator.id });
    const bad = await remove(offer.token, "nie-uuid");
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).fields[0].field).toBe("fileId");
    const entry = await uploadOk(offer.token, "other");
    await handle.db.update(offers).set({ status: "withdrawn" }).where(eq(offers.id, offer.id));
    const res = await remove(offer.token, entry.id);
    expect(res.status).toBe(410);
    expect(((await res.json()) as Json).message).toContain("wycofana");
  });
});

describe("documents complete", () => {
  it("moves a confirmed consumer's offer on with an ID card, and back when it is deleted", async () => {
    const offer = await insertOffer(handle.db, keyring, { operatorId: operator.id, status: "confirmed" });
    await uploadOk(offer.token, "driving_licence");
    expect((await statusOf(offer.id)).status).toBe("confirmed");
    const id = await uploadOk(offer.token, "id_card");
    const done = await statusOf(offer.id);
    expect(done.status).toBe("documents_complete");
    expect(done.documentsCompleteAt).toBeInstanceOf(Date);

    expect((await remove(offer.token, id.id)).status).toBe(200);
    const back = await statusOf(offer.id);
    expect(back.status).toBe("confirmed");
    expect(back.documentsCompleteAt).toBeNull();
    expect(await eventsOf(offer.id)).toEqual([
      ["file_added", null, null],
      ["file_added", null, null],
      ["documents_complete", "confirmed", "documents_complete"],
      ["file_deleted", null, null],
      ["documents_incomplete", "documents_complete", "confirmed"],
    ]);
  });

  it("wants a financial document from an entrepreneur too", async () => {
    const offer = await insertOffer(handle.db, keyring, {
      operatorId: operator.id,
      status: "confirmed",
      client: "entrepreneur",
    });
    await uploadOk(offer.token, "id_card");
    expect((await statusOf(offer.id)).status).toBe("confirmed");
    await uploadOk(offer.token, "financial", "pit-2025.pdf");
    expect((await statusOf(offer.id)).status).toBe("documents_complete");
  });

  it("leaves an offer not yet confirmed by PIN where it is", async () => {
    const offer = await insertOffer(handle.db, keyring, { operatorId: operator.id, status: "opened" });
    await uploadOk(offer.token, "id_card");
    expect((await statusOf(offer.id)).status).toBe("opened");
  });
});

describe("the operator's download", () => {
  const download = (offerId: string, fileId: string, token?: string) =>
    app.request(`/v3/offers/${offerId}/files/${fileId}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("gives the offer's own operator the decrypted file as an attachment", async () => {
    const offer = await insertOffer(handle.db, keyring, { operatorId: operator.id });
    const bytes = sampleJpeg();
    const entry = await uploadOk(offer.token, "driving_licence", "Prawo jazdy Łukasz.jpg", bytes);
    const res = await download(offer.id, entry.id, operator.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=\"Prawo jazdy Lukasz.jpg\"; filename*=UTF-8''Prawo%20jazdy%20%C5%81ukasz.jpg",
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const events = await handle.db.select().from(offerEvents).where(eq(offerEvents.offerId, offer.id));
    expect(events.map((e) => [e.actor, e.type])).toContainEqual([
      `operator:${operator.id}`,
      "file_downloaded",
    ]);
  });

  it("answers 401 without a valid token, 403 to another operator, 404 for an unknown file", async () => {
    const offer = await insertOffer(handle.db, keyring, { operatorId: operator.id });
    const entry = await uploadOk(offer.token, "id_card");
    const none = await download(offer.id, entry.id);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    expect(((await none.json()) as Json).message).toContain("token doradcy");
    expect((await download(offer.id, entry.id, `op_${"x".repeat(43)}`)).status).toBe(401);
    const other = await download(offer.id, entry.id, otherOperator.token);
    expect(other.status).toBe(403);
    expect(((await other.json()) as Json).message).toContain("innego doradcy");
    expect((await download(offer.id, crypto.randomUUID(), operator.token)).status).toBe(404);
    expect((await download(crypto.randomUUID(), entry.id, operator.token)).status).toBe(404);
    expect((await download("nie-uuid", entry.id, operator.token)).status).toBe(422);
  });

  it("writes a safe Content-Disposition for any name", () => {
    expect(contentDisposition('zły "plik"\\.pdf')).toBe(
      "attachment; filename=\"zly _plik__.pdf\"; filename*=UTF-8''z%C5%82y%20%22plik%22%5C.pdf",
    );
  });
});

describe("objects without a row", () => {
  it("are removed once old enough; objects with a row and young ones stay", async () => {
    const offer = await insertOffer(handle.db, keyring, { operatorId: operator.id });
    const entry = await uploadOk(offer.token, "id_card");
    const [row] = await handle.db.select().from(offerFiles).where(eq(offerFiles.id, entry.id));
    const orphan = newStorageKey();
    const young = newStorageKey();
    async function* bytes() {
      yield Buffer.from("%PDF-1.4 bez wiersza");
    }
    await storage.put(orphan, bytes());
    await storage.put(young, bytes());
    const hourAgo = new Date(Date.now() - 3600_000);
    for (const key of [orphan, row!.storageKey]) utimesSync(storage.pathOf(key), hourAgo, hourAgo);

    expect(await removeOrphanFiles(handle.db, storage, Date.now())).toBe(1);
    expect(existsSync(storage.pathOf(orphan))).toBe(false);
    expect(existsSync(storage.pathOf(row!.storageKey))).toBe(true);
    expect(existsSync(storage.pathOf(young))).toBe(true);
  });
});
