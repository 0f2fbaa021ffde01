// Helpers for the online-order tests: a database with the vehicle dictionary, an app with a test clock and
// in-memory outboxes, the sandbox bank's consent round trip, and a small PDF text extractor (it follows
// each font's ToUnicode map, so it proves the PDF's text — Polish letters included — is real text).
import { inflateSync } from "node:zlib";
import type { DbHandle } from "@vhs/db/client.ts";
import { seedVehicleDictionary } from "@vhs/db/seed/vehicle-dictionary.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { type ApiApp, createApiApp } from "../app.ts";
import { createSandboxBankProvider } from "../integrations/bank-account.ts";
import { createSandboxCompanyRegister } from "../integrations/company-register.ts";
import { createSandboxEmailSender, type SandboxEmailSender } from "../integrations/email.ts";
import type { OrderIntegrations } from "../lib/order-config.ts";
import { createKeyring, dataKeyFrom, type Keyring } from "../lib/order-crypto.ts";
import { createDbBankSessionStore } from "../lib/order-stores.ts";

/** A fixed test key (not the sandbox key), so the tests prove real encryption. */
export const TEST_KEY = dataKeyFrom("8d1f0c3a5b7e9d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f")!;
export const testKeyring = (): Keyring => createKeyring(TEST_KEY);

/** Sandbox NIPs (docs/integrations.md). */
export const NIP_ACTIVE = "5254476542"; // AUTO-FLOTA POLSKA sp. z o.o., Czynny since 2018
export const NIP_EXEMPT = "7794925275"; // Zwolniony
export const NIP_REMOVED = "9511253209"; // Niezarejestrowany

/** A migrated, seeded database (small catalogue) with the vehicle dictionary. */
export async function orderTestDb(): Promise<DbHandle> {
  const handle = await createTestDb({ seed: true, catalogVariants: 300 });
  await seedVehicleDictionary(handle.db);
  return handle;
}

export interface TestApp {
  app: ApiApp;
  clock: { now: number };
  email: SandboxEmailSender;
  integrations: OrderIntegrations;
  keyring: Keyring;
}

export function orderTestApp(
  handle: DbHandle,
  options: { decisionDelayMs?: number; start?: number; keyring?: Keyring } = {},
): TestApp {
  const clock = { now: options.start ?? Date.parse("2026-11-20T10:00:00Z") };
  const now = () => clock.now;
  const keyring = options.keyring ?? testKeyring();
  const bankSessions = createDbBankSessionStore(handle.db, keyring, { now });
  const sandboxBank = createSandboxBankProvider({
    consentUrl: "/sandbox-bank/consent",
    store: bankSessions,
    now,
  });
  const email = createSandboxEmailSender({ outboxDir: null, now });
  const integrations: OrderIntegrations = {
    companyRegister: createSandboxCompanyRegister({ now }),
    bankAccount: sandboxBank,
    sandboxBank,
    bankSessions,
    email,
  };
  const app = createApiApp(handle, {
    digitalOrder: {
      integrations,
      keyring,
      now,
      decisionDelayMs: options.decisionDelayMs ?? 0,
      publicOrigin: "https://www.leasingowo.test",
      benchmarkName: "WIBOR 3M",
      env: {},
    },
  });
  return { app, clock, email, integrations, keyring };
}

export const post = (app: ApiApp, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

export async function jsonOf<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Goes through the sandbox bank's consent page: "grant" | "refuse" | "timeout" → the callback query. */
export async function sandboxConsent(
  app: ApiApp,
  redirectUrl: string,
  decision: "grant" | "refuse" | "timeout",
): Promise<URLSearchParams> {
  const url = new URL(redirectUrl, "http://localhost");
  const state = url.searchParams.get("state")!;
  const page = await app.request(`${url.pathname}${url.search}`);
  if (page.status !== 200) throw new Error(`consent page ${page.status}`);
  const res = await app.request(url.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ state, decision }).toString(),
  });
  if (res.status !== 303) throw new Error(`consent post ${res.status}`);
  return new URL(res.headers.get("location")!, "http://localhost").searchParams;
}

// ---------------------------------------------------------------------------------------------------------
// PDF text

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function pdfObjects(bytes: Uint8Array): Map<number, PdfObject> {
  const raw = Buffer.from(bytes).toString("latin1");
  const objects = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const m of raw.matchAll(re)) {
    const body = m[2]!;
    const at = body.indexOf("stream");
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    let start = at + "stream".length;
    if (body[start] === "\r") start++;
    if (body[start] === "\n") start++;
    // The dictionary's /Length says where the bytes end: trimming the line break before
    // "endstream" by pattern also cut a compressed stream whose last byte was a \r.
    const length = /\/Length (\d+)\s*(?:\/|>>)/.exec(dict);
    const bytes = length
      ? body.slice(start, start + Number(length[1]))
      : body.slice(start, body.lastIndexOf("endstream")).replace(/\r?\n$/, "");
    let data = Buffer.from(bytes, "latin1");
    if (/\/FlateDecode/.test(dict)) data = inflateSync(data);
    objects.set(Number(m[1]), { dict, stream: data });
  }
  return objects;
}

function hexToString(hex: string): string {
  let out = "";
  for (let i = 0; i + 4 <= hex.length; i += 4)
    out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
}

function parseCmap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(m[1]!.toUpperCase(), hexToString(m[2]!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g,
    )) {
      const from = Number.parseInt(m[1]!, 16);
      const to = Number.parseInt(m[2]!, 16);
      const width = m[1]!.length;
      if (m[3]!.startsWith("[")) {
        const items = [...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => hexToString(x[1]!));
        for (const [i, s] of items.entries())
          map.set((from + i).toString(16).toUpperCase().padStart(width, "0"), s);
      } else {
        const base = m[3]!.slice(1, -1);
        for (let code = from; code <= to; code++) {
          const first = Number.parseInt(base.slice(0, 4), 16) + (code - from);
          map.set(code.toString(16).toUpperCase().padStart(width, "0"), String.fromCharCode(first));
        }
      }
    }
  }
  return map;
}

/** The text drawn on the PDF's pages, one line per text-showing operator, decoded via ToUnicode. */
export function pdfText(bytes: Uint8Array): string {
  const objects = pdfObjects(bytes);
  const cmapOfFont = new Map<number, Map<string, string>>();
  for (const [id, obj] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(obj.dict);
    const cmap = ref ? objects.get(Number(ref[1])) : undefined;
    if (cmap?.stream) cmapOfFont.set(id, parseCmap(cmap.stream.toString("latin1")));
  }
  const fontByName = new Map<string, Map<string, string>>();
  for (const obj of objects.values()) {
    for (const block of obj.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g))
      for (const m of block[1]!.matchAll(/\/([^\s/<>]+)\s+(\d+) 0 R/g)) {
        const cmap = cmapOfFont.get(Number(m[2]));
        if (cmap) fontByName.set(m[1]!, cmap);
      }
  }
  const lines: string[] = [];
  for (const obj of objects.values()) {
    if (!obj.stream) continue;
    const content = obj.stream.toString("latin1");
    if (!/\bTf\b/.test(content)) continue;
    let cmap: Map<string, string> | undefined;
    for (const m of content.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (m[1]) cmap = fontByName.get(m[1]);
      else if (cmap) {
        const hex = m[2]!.toUpperCase();
        let line = "";
        for (let i = 0; i < hex.length; i += 4) line += cmap.get(hex.slice(i, i + 4)) ?? "\uFFFD";
        lines.push(line);
      }
    }
  }
  return lines.join("\n");
}
