// `npm run test:cluster`: the production shape under test — 2 web and 2 API processes on a fresh
// PostgreSQL database, behind nginx in round robin (scripts/cluster/start.ts). Everything goes through
// nginx over HTTP, and every answer names its process (X-Served-By), so the test proves that the steps of
// one visitor's flow land on different processes and still fit together: the bank consent started on
// one API process and its return handled by the other, the SMS code sent by one and checked by the other,
// a page rendered by one web process answered from the shared page cache (Redis) by the other,
// wrong codes counted across both, and a flow finished on the survivor after the other was killed.
// Needs PostgreSQL (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test), Redis
// (TEST_REDIS_URL or REDIS_URL, default redis://127.0.0.1:6379) and the
// web build (npm run build); installs nginx as root on Debian when missing. Fails loudly; never skips.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pinFromSmsText } from "../apps/api/src/integrations/pin.ts";
import { readSmsOutbox } from "../apps/api/src/integrations/sms.ts";
import { createOperator } from "../apps/api/src/lib/offer-link.ts";
import { PAGE_CACHE_HEADER } from "../apps/web/app/lib/page-cache-headers.ts";
import { FIRM } from "../apps/web/tests/support/sandbox-firm.ts";
import { createDb } from "../packages/db/src/client.ts";
import { SERVED_BY_HEADER } from "../packages/domain/src/lead-texts.ts";
import { API, CONTACT, LEASING, NIP_ACTIVE } from "./bench/order-setup.ts";
import { killAllSync } from "./bench/processes.ts";
import { createFreshDatabase, dropDatabase } from "./cluster/database.ts";
import { type Cluster, randomSecrets, startCluster } from "./cluster/start.ts";

const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
// The shared page cache (decision 021): the local Redis, under a prefix of this run's own.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || "redis://127.0.0.1:6379";
const redisPrefix = `vhs-cluster-${randomUUID().slice(0, 8)}:`;
const root = new URL("..", import.meta.url).pathname;
if (!existsSync(join(root, "apps/web/build/server/index.js"))) {
  console.error("No web build in apps/web/build: run `npm run build` first.");
  process.exit(1);
}

// ── HTTP through nginx, remembering which process answered ───────────────────────────────────
interface Answer {
  status: number;
  servedBy: string;
  headers: Headers;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

let base = "";
async function request(
  method: string,
  path: string,
  o: { body?: unknown; form?: URLSearchParams; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  let body: string | URLSearchParams | undefined;
  if (o.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(o.body);
  } else if (o.form) body = o.form;
  const res = await fetch(base + path, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  return {
    status: res.status,
    servedBy: res.headers.get(SERVED_BY_HEADER) ?? "(none)",
    headers: res.headers,
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** A call that must succeed (2xx, or `expect`). */
async function ok(method: string, path: string, o: Parameters<typeof request>[2] = {}, expect?: number) {
  const a = await request(method, path, o);
  const good = expect === undefined ? a.status >= 200 && a.status < 300 : a.status === expect;
  assert.ok(
    good,
    `${method} ${path.split("?")[0]} answered ${a.status} (${a.servedBy}): ${a.text.slice(0, 300)}`,
  );
  return a;
}

/**
 * nginx rotates strictly (one process, round robin): once a probe lands on `instance`, the next request
 * goes to another. The caller still asserts where it landed.
 */
async function steerAwayFrom(instance: string) {
  for (let i = 0; i < 4; i++) if ((await ok("GET", "/api/healthz")).servedBy === instance) return;
  assert.fail(`four probes in a row missed ${instance}: is nginx balancing?`);
}

const distinct = (answers: Answer[]) => [...new Set(answers.map((a) => a.servedBy))].sort();

// ── Steps ────────────────────────────────────────────────────────────────────────────────────
let cluster: Cluster | undefined;
let passed = 0;
async function step(name: string, run: () => Promise<void>) {
  const t0 = Date.now();
  await run();
  passed++;
  console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
}

async function spreadOverProcesses() {
  await step("pages are served by both web processes, each rendering with data from the API", async () => {
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push(await ok("GET", "/samochody/skoda/octavia"));
    for (const p of pages) assert.match(p.text, /Octavia/);
    assert.deepEqual(distinct(pages), ["web-1", "web-2"]);
  });
  await step(
    "a page rendered by one web process is answered from the shared cache by the other",
    async () => {
      const path = "/o-nas";
      const first = await ok("GET", path);
      assert.equal(first.headers.get(PAGE_CACHE_HEADER), "miss", `first answer (${first.servedBy})`);
      const second = await ok("GET", path);
      assert.notEqual(second.servedBy, first.servedBy);
      assert.equal(second.headers.get(PAGE_CACHE_HEADER), "hit", `second answer (${second.servedBy})`);
    },
  );
  await step("API calls are served by both API processes", async () => {
    const calls = [];
    for (let i = 0; i < 4; i++) calls.push(await ok("GET", "/api/v3/cars/?limit=1"));
    assert.deepEqual(distinct(calls), ["api-1", "api-2"]);
  });
}

// Offers by link with the SMS code (docs/offers.md): a salesperson made in the database, as the
// `operator:create` command does; the offer sent to the customer's phone through the API.
let operatorAuth: Record<string, string> = {};
async function makeOperator(databaseUrl: string) {
  const handle = await createDb({ url: databaseUrl, poolMax: 1 });
  try {
    const { token } = await createOperator(handle.db, {
      name: "Handlowiec testu klastra",
      email: "klaster@leasingowo.test",
      phone: "22 100 20 30",
    });
    operatorAuth = { authorization: `Bearer ${token}` };
  } finally {
    await handle.close();
  }
}

const PERSONAL = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan.kowalski@example.pl",
  pesel: "44051401458",
  idCard: "ABA300000",
  address: { street: "Marszałkowska", houseNumber: "10", postalCode: "00-950", city: "Warszawa" },
  consents: [{ id: "rodo", accepted: true, version: "2026-11" }],
};

/** A sent offer whose customer filled in the personal form; answers its link token. */
async function offerAwaitingPin(phone: string): Promise<string> {
  const cars = (await ok("GET", "/api/v3/cars/?limit=1")).json<{ items: { id: number }[] }>();
  const draft = await ok(
    "POST",
    "/api/v3/create-offer-without-client",
    {
      body: {
        variantId: cars.items[0]!.id,
        client: "consumer",
        duration: 48,
        initialFee: 10,
        repurchase: 20,
      },
      headers: operatorAuth,
    },
    201,
  );
  const { id, link } = draft.json<{ id: string; link: string }>();
  await ok("POST", `/api/v3/make-offer-from-draft-for-consumer/${id}`, {
    body: { phone },
    headers: operatorAuth,
  });
  const token = link.replace(/^.*\/oferta\//, "");
  await ok("POST", `/api/personal-form/store/${token}`, { body: PERSONAL });
  return token;
}

/** The code of the newest SMS to `phone` in the shared sandbox outbox. */
async function pinSentTo(phone: string): Promise<string> {
  const to = `+48${phone}`;
  const sms = (await readSmsOutbox(cluster!.outboxDir)).filter((m) => m.to === to);
  const pin = pinFromSmsText(sms.at(-1)?.message ?? "");
  assert.ok(pin, `no SMS code to ${to} in ${cluster!.outboxDir}/sms.jsonl`);
  return pin;
}

async function pinAcrossProcesses() {
  await step("the SMS code sent by one API process is accepted by the other", async () => {
    const phone = "600700801";
    const token = await offerAwaitingPin(phone);
    const sent = await ok("POST", `/api/personal-form/regenerate-pin/${token}`, { body: {} });
    const pin = await pinSentTo(phone);
    await steerAwayFrom(sent.servedBy);
    const confirmed = await ok("POST", `/api/personal-form/confirm-pin/${token}`, { body: { pin } });
    assert.notEqual(confirmed.servedBy, sent.servedBy, "the code was checked where it was sent");
    assert.equal(confirmed.json<{ status: string }>().status, "confirmed");
  });

  await step(
    "five wrong codes spread over both processes lock the code; the right one is refused",
    async () => {
      const phone = "600700802";
      const token = await offerAwaitingPin(phone);
      await ok("POST", `/api/personal-form/regenerate-pin/${token}`, { body: {} });
      const pin = await pinSentTo(phone);
      const wrongPin = String((Number(pin) + 1) % 1_000_000).padStart(6, "0");
      const tries: Answer[] = [];
      for (let i = 1; i <= 5; i++) {
        const a = await request("POST", `/api/personal-form/confirm-pin/${token}`, {
          body: { pin: wrongPin },
        });
        tries.push(a);
        const { code } = a.json<{ code: string }>();
        if (i < 5) assert.deepEqual([a.status, code], [422, "PIN_WRONG"], `wrong try ${i}: ${a.text}`);
        else assert.deepEqual([a.status, code], [423, "PIN_LOCKED"], `wrong try 5: ${a.text}`);
      }
      assert.deepEqual(distinct(tries), ["api-1", "api-2"], "the wrong tries all went to one process");
      const sixth = await request("POST", `/api/personal-form/confirm-pin/${token}`, { body: { pin } });
      assert.deepEqual([sixth.status, sixth.json<{ code: string }>().code], [423, "PIN_LOCKED"], sixth.text);
      const offer = (await ok("GET", `/api/offer?uuid=${token}`)).json<{ status: string }>();
      assert.notEqual(offer.status, "confirmed");
    },
  );
}

/** The order's pages through the web processes, with the cookie of the personal return link. */
async function orderPage(uuid: string, secret: string, query = "") {
  const back = await request("GET", `/powrot/${uuid}/${secret}`);
  const cookie = back.headers.get("set-cookie")?.split(";")[0] ?? "";
  assert.ok(back.status === 303 && cookie.startsWith("vhs_order="), `/powrot answered ${back.status}`);
  const page = await ok("GET", `/zamow/${uuid}${query}`, { headers: { cookie } });
  return { back, page };
}

async function orderWithBankAndKill() {
  const order = { uuid: "", secret: "" };
  const auth = () => ({ orderUuid: order.uuid, secret: order.secret });
  let consentState = "";
  let consentCode = "";

  await step("an online order's steps are saved by both API processes", async () => {
    const cars = (await ok("GET", "/api/v3/cars/?limit=1")).json<{ items: { id: number }[] }>();
    const created = await ok("POST", `${API}/create`, {
      body: { variantId: cars.items[0]!.id, ...LEASING },
      headers: { "idempotency-key": randomUUID() },
    });
    Object.assign(order, created.json<{ uuid: string; secret: string }>());
    const steps = [
      created,
      await ok("POST", `${API}/storeContact`, { body: { ...order, ...CONTACT } }),
      await ok("POST", `${API}/storeLeasingParam`, { body: { ...order, ...LEASING } }),
    ];
    const { company } = (await ok("GET", `${API}/getCompanyData?nip=${NIP_ACTIVE}`)).json<{
      company: { name: string; regon: string; krs: string; legalForm: string };
    }>();
    steps.push(
      await ok("POST", `${API}/storeOrderData`, {
        body: {
          ...order,
          company: { nip: NIP_ACTIVE, ...company, address: FIRM.company.address },
          companyDetails: FIRM.companyDetails,
          delivery: FIRM.delivery,
          statements: FIRM.statements,
        },
      }),
    );
    assert.deepEqual(distinct(steps), ["api-1", "api-2"]);
  });

  await step("the bank consent started on one API process returns to the other", async () => {
    const started = await ok("POST", `${API}/psd2/initiate`, {
      body: { ...auth(), bankId: "pko-bp", redirectUri: `/zamow/${order.uuid}?krok=bank` },
    });
    const consentUrl = new URL(started.json<{ redirectUrl: string }>().redirectUrl, base);
    assert.equal(consentUrl.pathname, "/api/sandbox-bank/consent");
    // "Zgoda" on the sandbox bank's page, answered by the other process.
    await steerAwayFrom(started.servedBy);
    const consent = await request("POST", consentUrl.pathname + consentUrl.search, {
      form: new URLSearchParams({ state: consentUrl.searchParams.get("state") ?? "", decision: "grant" }),
    });
    assert.equal(consent.status, 303, consent.text.slice(0, 300));
    assert.notEqual(consent.servedBy, started.servedBy, "the consent was given where it started");
    const back = new URL(consent.headers.get("location") ?? "", base).searchParams;
    consentState = back.get("state") ?? "";
    consentCode = back.get("code") ?? "";
    await steerAwayFrom(started.servedBy);
    const result = await ok("POST", `${API}/psd2/result`, {
      body: { ...auth(), state: consentState, code: consentCode },
    });
    assert.notEqual(result.servedBy, started.servedBy, "the bank's return was handled where it started");
    assert.equal(result.json<{ status: string }>().status, "VERIFIED");
  });

  await step("the order's page renders on both web processes from the saved steps", async () => {
    const first = await orderPage(order.uuid, order.secret);
    const second = await orderPage(order.uuid, order.secret);
    const webs = distinct([first.back, first.page, second.back, second.page]);
    assert.deepEqual(webs, ["web-1", "web-2"]);
    // The firm saved at step 3 and the submit button: every step is there, on either web process.
    for (const { page } of [first, second]) {
      assert.match(page.text, /AUTO-FLOTA POLSKA/);
      assert.match(page.text, /Wyślij wniosek/);
    }
  });

  await step(
    "with one API process killed (SIGKILL), the order is finished on the other; nothing lost",
    async () => {
      const victim = cluster!.api[0]!;
      const survivor = cluster!.api[1]!;
      const exited = new Promise((resolve) => victim.child.once("exit", resolve));
      process.kill(victim.pid, "SIGKILL");
      await exited;
      const read = await ok(
        "GET",
        `${API}/get?uuid=${order.uuid}&secret=${encodeURIComponent(order.secret)}`,
      );
      const view = read.json<{ steps: { id: string; completed: boolean }[]; canSubmit: boolean }>();
      assert.deepEqual(
        view.steps.filter((s) => !s.completed).map((s) => s.id),
        [],
        "steps saved before the kill are missing",
      );
      assert.equal(view.canSubmit, true);
      const after = [read, await ok("POST", `${API}/submit`, { body: order })];
      for (const deadline = Date.now() + 30_000; ; ) {
        const status = await ok("GET", `${API}/checkStatus?uuid=${order.uuid}`);
        after.push(status);
        const s = status.json<{ final: boolean; status: string; pollAfterMs: number | null }>();
        if (s.final) {
          assert.equal(s.status, "approved");
          break;
        }
        assert.ok(Date.now() < deadline, "no decision within 30 s");
        await new Promise((r) => setTimeout(r, s.pollAfterMs ?? 250));
      }
      assert.deepEqual(distinct(after), [survivor.name], "an answer came from the killed process");
      // Requests that met the dead process were passed to the survivor, not failed (proxy_next_upstream).
      const errorLog = readFileSync(join(clusterDir, "nginx-error.log"), "utf8");
      assert.match(errorLog, /Connection refused\) while connecting to upstream/);
      // The web processes reach the API through nginx too: the decision page renders on both.
      const pages = [await orderPage(order.uuid, order.secret, "?krok=decyzja")];
      pages.push(await orderPage(order.uuid, order.secret, "?krok=decyzja"));
      for (const { page } of pages) assert.match(page.text, /Decyzja pozytywna/);
      assert.deepEqual(distinct(pages.flatMap((p) => [p.back, p.page])), ["web-1", "web-2"]);
    },
  );
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────
const clusterDir = mkdtempSync(join(tmpdir(), "vhs-cluster-test-"));
let databaseUrl: string | undefined;
process.on("exit", killAllSync);
let failed = false;
try {
  console.log("▶ Cluster test: 2 web + 2 API processes on PostgreSQL behind nginx");
  databaseUrl = await createFreshDatabase(serverUrl, "vhs_cluster");
  console.log(`  database ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}`);
  const t0 = Date.now();
  cluster = await startCluster({
    databaseUrl,
    dir: clusterDir,
    secrets: randomSecrets(),
    catalogVariants: 2000,
    // The sandbox decision after half a second (4 s by default).
    env: { ORDER_DECISION_DELAY_MS: "500", REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix },
    installNginx: true,
    startTimeoutMs: 180_000,
  });
  base = cluster.url;
  console.log(`  started in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${cluster.url}`);
  await makeOperator(databaseUrl);
  await spreadOverProcesses();
  await pinAcrossProcesses();
  await orderWithBankAndKill();
} catch (e) {
  failed = true;
  console.error(`  ✗ ${(e as Error).stack ?? e}`);
  if (cluster)
    for (const m of [cluster.nginx, ...cluster.web, ...cluster.api])
      console.error(`--- ${m.name} (pid ${m.pid}) output ---\n${m.output() || "(nothing)"}`);
  const errorLog = join(clusterDir, "nginx-error.log");
  if (existsSync(errorLog)) console.error(`--- nginx error log ---\n${readFileSync(errorLog, "utf8")}`);
} finally {
  await cluster?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl).catch((e: Error) => console.error(`! ${e.message}`));
  rmSync(clusterDir, { recursive: true, force: true });
}
console.log(`\nCluster test: ${passed} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
