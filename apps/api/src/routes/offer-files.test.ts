// The customer's uploads (POST /personal-form/upload-file/{token}) on a real database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL) and a real disk storage in a temporary folder.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DbHandle } from "@vhs/db/client.ts";
import { offerEvents, offerFiles } from "@vhs/db/schema/offers.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { createDiskFileStorage, type DiskFileStorage } from "../integrations/file-storage.ts";
import { startStub } from "../integrations/stub-server.ts";
import { FILE_TYPE_RULE } from "../lib/file-type.ts";
import type { Keyring } from "../lib/order-crypto.ts";
import {
  insertOffer,
  insertOperator,
  sampleExe,
  sampleHeic,
  sampleJpeg,
  samplePdf,
  samplePng,
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
let operatorId: string;

beforeAll(async () => {
  handle = await createTestDb();
  keyring = testKeyring();
  dir = mkdtempSync(join(tmpdir(), "offer-files-"));
  storage = createDiskFileStorage({ dir, keyring });
  app = createApiApp(handle, { offerFiles: { storage, keyring, env: {} }, offers: { keyring } });
  operatorId = (await insertOperator(handle.db)).operator.id;
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (token: string, form: FormData) =>
  app.request(`/personal-form/upload-file/${token}`, { method: "POST", body: form });

/** Every stored object (the temporary folder aside). */
function storedObjects(): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((d) => d !== ".tmp")
    .flatMap((d) => readdirSync(join(dir, d)));
}
const tempFiles = () => (existsSync(storage.tempDir) ? readdirSync(storage.tempDir) : []);

const newOffer = (extra: Parameters<typeof insertOffer>[2] extends infer T ? Partial<T> : never = {}) =>
  insertOffer(handle.db, keyring, { operatorId, ...extra });

describe("uploading documents", () => {
  it.each([
    ["dowod_Jan_Kowalski.pdf", samplePdf(), "application/pdf", "id_card"],
    ["Prawo jazdy – przód.PNG", samplePng(), "image/png", "driving_licence"],
    ["skan.jpeg", sampleJpeg(), "image/jpeg", "other"],
    ["IMG_0001.HEIC", sampleHeic(), "image/heic", "financial"],
  ])("stores %s, encrypted, with its hash and an event", async (name, bytes, mediaType, kind) => {
    const offer = await newOffer();
    const res = await upload(
      offer.token,
      uploadForm({ name, bytes, type: "application/octet-stream" }, kind),
    );
    const body = (await res.json()) as Json;
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ kind, name, mediaType, size: bytes.length });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.createdAt)).not.toBeNaN();

    const [row] = await handle.db.select().from(offerFiles).where(eq(offerFiles.id, body.id));
    expect(row).toMatchObject({ offerId: offer.id, kind, mediaType, size: bytes.length });
    expect(row!.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{48}$/);
    // The name is personal data: encrypted in the table, absent from the storage key and the event.
    expect(row!.nameEnc).not.toContain(name.slice(0, 5));
    const events = await handle.db.select().from(offerEvents).where(eq(offerEvents.offerId, offer.id));
    expect(events.map((e) => [e.actor, e.type])).toEqual([["customer", "file_added"]]);
    expect(JSON.stringify(events[0]!.detail)).not.toContain(name.slice(0, 5));

    // At rest: not the plaintext, not even a piece of it; the storage gives the plaintext back.
    const atRest = readFileSync(storage.pathOf(row!.storageKey));
    expect(atRest.equals(bytes)).toBe(false);
    expect(atRest.includes(bytes.subarray(0, 16))).toBe(false);
    expect(atRest.length).toBeGreaterThan(bytes.length);
    expect((await storage.get(row!.storageKey))!.equals(bytes)).toBe(true);
    expect(tempFiles()).toEqual([]);
  });

  it("the offer's view lists the uploaded file under the name the customer gave it", async () => {
    const offer = await newOffer();
    const res = await upload(
      offer.token,
      uploadForm({ name: "PIT-37 2025.pdf", bytes: samplePdf() }, "financial"),
    );
    expect(res.status).toBe(201);
    const view = (await (await app.request(`/offer?uuid=${offer.token}`)).json()) as Json;
    expect(view.files).toEqual([expect.objectContaining({ name: "PIT-37 2025.pdf", kind: "financial" })]);
  });

  it("accepts a 2 MB file: the app-wide 1 MB body limit does not apply to uploads", async () => {
    const offer = await newOffer();
    const big = Buffer.concat([samplePdf(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const res = await upload(offer.token, uploadForm({ name: "pit.pdf", bytes: big }, "financial"));
    expect(res.status).toBe(201);
    expect(((await res.json()) as Json).size).toBe(big.length);
  });

  it("refuses a program renamed .pdf with 415 naming the rule, and keeps nothing", async () => {
    const offer = await newOffer();
    const before = storedObjects().length;
    const res = await upload(offer.token, uploadForm({ name: "faktura.pdf", bytes: sampleExe() }));
    expect(res.status).toBe(415);
    const body = (await res.json()) as Json;
    expect(body.message).toContain(FILE_TYPE_RULE);
    expect(body.field).toBe("file");
    expect(storedObjects().length).toBe(before);
    expect(tempFiles()).toEqual([]);
    expect(await handle.db.select().from(offerFiles).where(eq(offerFiles.offerId, offer.id))).toEqual([]);
  });

  it.each([
    ["archiwum.pdf", Buffer.from("PK\u0003\u0004\u0014\u0000\u0000\u0000zip content here", "latin1")],
    ["obraz.pdf", Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000", "latin1")],
    ["rysunek.pdf", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["zdjecie.heic", sampleHeic("avif", ["mif1", "avif"])],
  ])("refuses %s whose content is not an accepted type", async (name, bytes) => {
    const offer = await newOffer();
    const res = await upload(offer.token, uploadForm({ name, bytes }));
    expect(res.status).toBe(415);
    expect(((await res.json()) as Json).message).toMatch(/Nieobsługiwany rodzaj pliku/);
  });

  it("refuses a PNG named .pdf: content and extension must agree", async () => {
    const offer = await newOffer();
    const res = await upload(offer.token, uploadForm({ name: "dowod.pdf", bytes: samplePng() }));
    expect(res.status).toBe(415);
    const { message } = (await res.json()) as Json;
    expect(message).toContain("obraz PNG");
    expect(message).toContain("„.pdf”");
    expect(message).toContain("rozszerzenie nazwy musi odpowiadać treści pliku");
  });

  it("refuses 11 MB with 413 before the whole body is read", async () => {
    const offer = await newOffer();
    const boundary = "----granica1234";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfinancial\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bilans.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    );
    const total = 11 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.concat([head, samplePdf()]));
      },
      pull(controller) {
        if (pulled >= total) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const res = await app.request(`/personal-form/upload-file/${offer.token}`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as Json).message).toBe(
      "Plik jest za duży: dopuszczalny rozmiar jednego pliku to 10 MB.",
    );
    // Refused just past 10 MB: the last megabyte was never asked for, and the body was cancelled.
    expect(pulled).toBeLessThanOrEqual(10 * 1024 * 1024 + 128 * 1024);
    expect(pulled).toBeLessThan(total);
    expect(cancelled).toBe(true);
    expect(tempFiles()).toEqual([]);
    expect(await handle.db.select().from(offerFiles).where(eq(offerFiles.offerId, offer.id))).toEqual([]);
  });

  it("answers 413 over HTTP while the client is still sending (the body never ends)", async () => {
    const offer = await newOffer();
    const server = await startStub(app as never);
    const boundary = "----granica-http";
    try {
      const outcome = await new Promise<{ status: number; sentWhenAnswered: number }>((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = request({
          host: "127.0.0.1",
          port: Number(new URL(server.url).port),
          method: "POST",
          path: `/personal-form/upload-file/${offer.token}`,
          headers: {
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "transfer-encoding": "chunked",
          },
        });
        req.on("response", (res) => {
          answered = true;
          resolve({ status: res.statusCode ?? 0, sentWhenAnswered: sent });
          res.resume();
          req.destroy();
        });
        req.on("error", (e) => {
          if (!answered) reject(e);
        });
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wyciag.pdf"\r\n\r\n`,
        );
        req.write(samplePdf());
        const chunk = Buffer.alloc(256 * 1024, 0x20);
        const feed = () => {
          // Up to 40 MB, never ending the request: only an early answer can finish this.
          while (!answered && sent < 40 * 1024 * 1024) {
            sent += chunk.length;
            if (!req.write(chunk)) {
              req.once("drain", feed);
              return;
            }
          }
        };
        feed();
      });
      expect(outcome.status).toBe(413);
      // What the client counts as sent includes what still waits in the loopback's socket buffers (both
      // ends' buffers grow to several MB on a busy machine): the answer came after the 10 MB limit plus
      // those buffers, long before the 40 MB the client would send.
      expect(outcome.sentWhenAnswered).toBeLessThan(24 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const offer = await newOffer();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(Buffer.alloc(1024));
      },
    });
    const res = await app.request(`/personal-form/upload-file/${offer.token}`, {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(11 * 1024 * 1024),
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1); // a stream may pre-pull one chunk; nothing was read from it
  });

  it("refuses the 21st file of an offer with a Polish message", async () => {
    const offer = await newOffer();
    for (let i = 0; i < 20; i++) {
      const res = await upload(
        offer.token,
        uploadForm({ name: `strona-${i + 1}.png`, bytes: samplePng() }, "other"),
      );
      expect(res.status).toBe(201);
    }
    const res = await upload(offer.token, uploadForm({ name: "strona-21.png", bytes: samplePng() }, "other"));
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).message).toBe(
      "Do oferty można dodać najwyżej 20 plików. Usuń niepotrzebny plik, aby dodać kolejny.",
    );
    expect(await handle.db.select().from(offerFiles).where(eq(offerFiles.offerId, offer.id))).toHaveLength(
      20,
    );
  });

  it("names the field of a missing file or a wrong kind, and keeps nothing", async () => {
    const offer = await newOffer();
    const before = storedObjects().length;
    const wrongKind = await upload(
      offer.token,
      uploadForm({ name: "a.pdf", bytes: samplePdf() }, "paszport"),
    );
    expect(wrongKind.status).toBe(422);
    const body = (await wrongKind.json()) as Json;
    expect(body.field).toBe("kind");
    expect(body.message).toContain("Nieprawidłowe pole „kind”");
    expect(body.message).toContain("Dowód osobisty");
    expect(storedObjects().length).toBe(before);

    const form = new FormData();
    form.set("kind", "id_card");
    const noFile = await upload(offer.token, form);
    expect(noFile.status).toBe(422);
    expect(((await noFile.json()) as Json).field).toBe("file");

    const notMultipart = await app.request(`/personal-form/upload-file/${offer.token}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(notMultipart.status).toBe(415);
    expect(((await notMultipart.json()) as Json).message).toContain("multipart/form-data");
  });

  it("answers 404 for an unknown link, 422 for a malformed one", async () => {
    const form = () => uploadForm({ name: "a.pdf", bytes: samplePdf() });
    const unknown = await upload("A".repeat(32), form());
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).message).toContain("Nie znaleziono oferty");
    const malformed = await upload("krotki", form());
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as Json).fields[0].field).toBe("token");
  });

  it("refuses expired (410), withdrawn (410), accepted (409) offers", async () => {
    const cases = [
      [{ validUntil: new Date(Date.now() - 1000) }, 410, "Oferta wygasła"],
      [{ status: "expired" as const }, 410, "Oferta wygasła"],
      [{ status: "withdrawn" as const }, 410, "Oferta została wycofana"],
      [{ status: "accepted" as const }, 409, "przyjęta do realizacji"],
    ] as const;
    for (const [extra, status, text] of cases) {
      const offer = await newOffer(extra);
      const res = await upload(offer.token, uploadForm({ name: "a.pdf", bytes: samplePdf() }));
      expect(res.status).toBe(status);
      expect(((await res.json()) as Json).message).toContain(text);
    }
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await app.request("/openapi.json")).json()) as Json;
    const op = doc.paths["/personal-form/upload-file/{token}"].post;
    expect(Object.keys(op.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(op.requestBody.content["multipart/form-data"].schema.required).toEqual(["file", "kind"]);
    expect(Object.keys(op.responses)).toEqual(
      expect.arrayContaining(["201", "404", "409", "410", "413", "415", "422"]),
    );
    expect(doc.paths["/personal-form/delete-file/{token}"].post).toBeDefined();
    expect(doc.paths["/v3/offers/{id}/files/{fileId}"].get).toBeDefined();
  });
});
