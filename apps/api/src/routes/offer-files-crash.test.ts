// QUALITY.md "no data lost" for uploads: the API process is killed with SIGKILL in the middle of an upload
// (its temporary file is on the disk), then started again. Afterwards there is no row for the lost upload,
// no object under a real name and, after the start-up sweep, no temporary file either; the next upload
// works. PGlite: a data folder in a temporary directory; PostgreSQL (TEST_DATABASE_URL): its own database.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type DbHandle } from "@vhs/db/client.ts";
import { offerEvents, offerFiles } from "@vhs/db/schema/offers.ts";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { sleep } from "../integrations/stub-server.ts";
import {
  insertOffer,
  insertOperator,
  samplePdf,
  TEST_KEY_HEX,
  testKeyring,
} from "./offer-files.test-support.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const root = mkdtempSync(join(tmpdir(), "offer-files-crash-"));
const dataDir = join(root, "pglite");
const uploadsDir = join(root, "uploads");
const dbName = `t_crash_${Date.now().toString(36)}`;
let dbUrl: string | undefined;
const children: ChildProcess[] = [];

async function openDb(): Promise<DbHandle> {
  if (!adminUrl) return createDb({ dataDir });
  if (!dbUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
  }
  return createDb({ url: dbUrl, poolMax: 2 });
}

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
  if (adminUrl && dbUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
});

/** Starts the API in a child process; answers it with its port once it listens. */
function startApi(): Promise<{ child: ChildProcess; port: number }> {
  const script = fileURLToPath(new URL("./offer-files.crash-child.ts", import.meta.url));
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      CRASH_DATABASE_URL: dbUrl ?? "",
      CRASH_DATA_DIR: dataDir,
      CRASH_UPLOADS_DIR: uploadsDir,
      CRASH_DATA_KEY: TEST_KEY_HEX,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.stderr!.on("data", (d: Buffer) => {
      err += d.toString();
    });
    child.on("exit", (code) =>
      reject(new Error(`API exited (${code}) before listening: ${err.slice(0, 2000)}`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

const tempFiles = () => (existsSync(join(uploadsDir, ".tmp")) ? readdirSync(join(uploadsDir, ".tmp")) : []);
const storedObjects = () =>
  existsSync(uploadsDir)
    ? readdirSync(uploadsDir)
        .filter((d) => d !== ".tmp")
        .flatMap((d) => readdirSync(join(uploadsDir, d)))
    : [];

describe("an upload cut by SIGKILL", () => {
  it("leaves no row and, after the restart's sweep, no file; the next upload works", async () => {
    const keyring = testKeyring();
    const setup = await openDb();
    await setup.migrate();
    const { operator } = await insertOperator(setup.db);
    const offer = await insertOffer(setup.db, keyring, { operatorId: operator.id, status: "confirmed" });
    if (!adminUrl) await setup.close(); // PGlite: one process at a time on the data folder

    const first = await startApi();
    const boundary = "----granica-crash";
    const req = request({
      host: "127.0.0.1",
      port: first.port,
      method: "POST",
      path: `/personal-form/upload-file/${offer.token}`,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "transfer-encoding": "chunked",
      },
    });
    req.on("error", () => undefined); // the server dies under it
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nid_card\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dowod.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    );
    req.write(samplePdf());
    // Feed the upload slowly until the server has its temporary file on the disk, then kill it.
    for (let i = 0; i < 200 && tempFiles().length === 0; i++) {
      req.write(Buffer.alloc(64 * 1024, 0x20));
      await sleep(25);
    }
    expect(tempFiles()).toHaveLength(1);
    first.child.kill("SIGKILL");
    await exited(first.child);
    req.destroy();
    // What the killed process left: a temporary file only, never an object under a real name.
    expect(tempFiles()).toHaveLength(1);
    expect(storedObjects()).toEqual([]);

    // The restart sweeps the leftover before it serves.
    const second = await startApi();
    expect(tempFiles()).toEqual([]);
    expect(storedObjects()).toEqual([]);
    const form = new FormData();
    form.set("kind", "id_card");
    form.set("file", new Blob([new Uint8Array(samplePdf())]), "dowod.pdf");
    const res = await fetch(`http://127.0.0.1:${second.port}/personal-form/upload-file/${offer.token}`, {
      method: "POST",
      body: form,
    });
    expect(res.status).toBe(201);
    const entry = (await res.json()) as { id: string };
    second.child.kill("SIGTERM");
    await exited(second.child);

    const check = adminUrl ? setup : await openDb();
    const rows = await check.db.select().from(offerFiles);
    expect(rows.map((r) => r.id)).toEqual([entry.id]);
    expect(storedObjects()).toEqual([rows[0]!.storageKey]);
    expect(tempFiles()).toEqual([]);
    const events = await check.db.select().from(offerEvents);
    expect(events.map((e) => e.type).sort()).toEqual(["documents_complete", "file_added"]);
    await check.close();
  });
});
