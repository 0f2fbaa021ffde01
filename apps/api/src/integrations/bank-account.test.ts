import { bankSchema } from "@vhs/domain/bank-verification.ts";
import { isValidBankSortCode, isValidNrb } from "@vhs/domain/identifiers.ts";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/log.ts";
import {
  type BankAccountProvider,
  bestOwnerMatch,
  createSandboxBankProvider,
  createTinkBankProvider,
  matchOwnerName,
  OWNER_MATCH_THRESHOLD,
  SANDBOX_BANK_IDS,
  type SandboxBankProvider,
  sandboxAccountNumber,
  sandboxBankApp,
  tokenSimilarity,
  withQuery,
} from "./bank-account.ts";
import { type Stub, sleep, startStub } from "./stub-server.ts";

beforeAll(() => setLogLevel("silent"));
afterAll(() => setLogLevel("info"));

const STATE = "st4te-0123456789abcdef";
const ORDER = "7d0c3c36-6a43-4c43-9d2a-3f2f3d1b9a11";

describe("bank list", () => {
  const sandbox = createSandboxBankProvider();

  it("puts the top Polish banks first, in order, then the rest by name", () => {
    const banks = sandbox.listBanks();
    expect(banks.slice(0, 13).map((b) => b.name)).toEqual([
      "PKO Bank Polski",
      "Bank Pekao",
      "mBank",
      "Santander Bank Polska",
      "ING Bank Śląski",
      "BNP Paribas Bank Polska",
      "Bank Millennium",
      "Alior Bank",
      "Credit Agricole Bank Polska",
      "Citi Handlowy",
      "Nest Bank",
      "VeloBank",
      "Bank Pocztowy",
    ]);
    const rest = banks.slice(13).map((b) => b.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "pl")));
    expect(rest).toContain("BOŚ Bank");
  });

  it("has the suggested item shape and unique ids", () => {
    const banks = sandbox.listBanks();
    for (const b of banks) expect(bankSchema.parse(b)).toEqual(b);
    expect(new Set(banks.map((b) => b.id)).size).toBe(banks.length);
    expect(banks.find((b) => b.id === "citi-handlowy")!.segments).toEqual(["business"]);
  });

  it("lists the sandbox-only banks in the sandbox, and not in the live list", () => {
    const ids = sandbox.listBanks().map((b) => b.id);
    for (const id of Object.values(SANDBOX_BANK_IDS)) expect(ids).toContain(id);
    expect(sandbox.listBanks().find((b) => b.id === SANDBOX_BANK_IDS.unavailable)!.available).toBe(false);
    const live = createTinkBankProvider({ clientId: "x", clientSecret: "y" }).listBanks();
    expect(live.map((b) => b.id)).not.toContain(SANDBOX_BANK_IDS.mismatch);
    expect(live.slice(0, 13)).toEqual(sandbox.listBanks().slice(0, 13));
  });

  it("builds deterministic account numbers with valid checksums at the bank's sort codes", () => {
    fc.assert(
      fc.property(fc.constantFrom("102", "124", "114", "999"), fc.string(), (bankNumber, seed) => {
        const nrb = sandboxAccountNumber(bankNumber, seed);
        expect(isValidNrb(nrb)).toBe(true);
        expect(isValidBankSortCode(nrb.slice(2, 10))).toBe(true);
        expect(nrb.slice(2, 5)).toBe(bankNumber);
        expect(sandboxAccountNumber(bankNumber, seed)).toBe(nrb);
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("owner-name matching", () => {
  it.each([
    ["Kowalski Transport sp. z o.o.", "KOWALSKI TRANSPORT SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", 1],
    ["Jan Kowalski", "KOWALSKI JAN", 1],
    ["Łukasz Żółć", "LUKASZ ZOLC", 1],
    ["BUDMAX SPÓŁKA AKCYJNA", "Budmax S.A.", 1],
    [
      "ECO-TRANS LOGISTYKA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ SPÓŁKA KOMANDYTOWA",
      "Eco Trans Logistyka sp. z o.o. sp.k.",
      1,
    ],
    ["Piekarnia „Złoty Kłos” s.c.", 'PIEKARNIA "ZLOTY KLOS" SPOLKA CYWILNA', 1],
  ])("%s ≈ %s", (expected, actual, score) => {
    expect(matchOwnerName(expected, actual)).toBe(score);
  });

  it("forgives an initial and a one-letter typo, a little", () => {
    expect(matchOwnerName("Jan Kowalski", "J. Kowalski")).toBeGreaterThanOrEqual(OWNER_MATCH_THRESHOLD);
    expect(matchOwnerName("Jan Kowalski", "Jan Kowalsky")).toBeGreaterThanOrEqual(OWNER_MATCH_THRESHOLD);
    expect(matchOwnerName("Jan Kowalski", "J. Kowalski")).toBeLessThan(1);
  });

  it("accepts a sole trader's personal account against the firm's name", () => {
    expect(matchOwnerName("JAN KOWALSKI USŁUGI TRANSPORTOWE", "Jan Kowalski")).toBe(0.85);
  });

  it("does not match a different person with the same surname, or a stranger", () => {
    expect(matchOwnerName("Anna Nowak", "Jan Nowak")).toBeLessThan(OWNER_MATCH_THRESHOLD);
    expect(matchOwnerName("Jan Kowalski", "PRZEDSIĘBIORSTWO HANDLOWE OMEGA SP. Z O.O.")).toBe(0);
    expect(matchOwnerName("Jan", "Jan Nowak")).toBeLessThan(OWNER_MATCH_THRESHOLD);
  });

  it("scores 0 when a name is empty or only a legal form", () => {
    expect(matchOwnerName("", "Jan Kowalski")).toBe(0);
    expect(matchOwnerName("sp. z o.o.", "spółka z ograniczoną odpowiedzialnością")).toBe(0);
  });

  it("takes the best of several expected names", () => {
    expect(bestOwnerMatch(["AUTO-FLOTA POLSKA SP. Z O.O.", "Marek Zawadzki"], ["MAREK ZAWADZKI"])).toBe(1);
  });

  // Word pools for generated names: the first has Polish letters; the second shares no similar word.
  const POOL_A = [
    "Łukasz",
    "Żaneta",
    "Wiśniewski",
    "Zieliński",
    "Kołodziej",
    "Gęślarz",
    "Śliwiński",
    "Pietrzak",
    "Transport",
    "Budownictwo",
    "Złoty",
    "Kłos",
    "Mazowsze",
    "Handel",
  ];
  const POOL_B = [
    "Omega",
    "Rybak",
    "Dąbrowa",
    "Ferma",
    "Kraina",
    "Wulkan",
    "Gorczyca",
    "Tęcza",
    "Czereśnia",
    "Solniczka",
    "Burak",
    "Motyl",
  ];
  const SUFFIXES: ReadonlyArray<readonly [full: string, short: string]> = [
    ["spółka z ograniczoną odpowiedzialnością", "sp. z o.o."],
    ["spółka akcyjna", "S.A."],
    ["spółka jawna", "sp.j."],
    ["spółka komandytowa", "sp. k."],
    ["spółka cywilna", "s.c."],
  ];

  it("(precondition) the two pools share no similar words", () => {
    for (const a of POOL_A) {
      for (const b of POOL_B) expect(tokenSimilarity(matchTokens(a), matchTokens(b)), `${a}/${b}`).toBe(0);
    }
  });

  function matchTokens(word: string): string {
    return word.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/gi, "l").toLowerCase();
  }

  const stripDiacritics = (s: string) =>
    s.normalize("NFD").replace(/\p{M}/gu, "").replace(/Ł/g, "L").replace(/ł/g, "l");

  it("property: a name matches itself after case, diacritics, legal-form spelling and word-order changes", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...POOL_A), { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom(...SUFFIXES), { nil: null }),
        fc.constantFrom("upper", "lower", "same"),
        fc.boolean(),
        fc.constantFrom("full", "short", "none"),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom(" ", "  ", ", ", " - "),
        (words, suffix, caseChange, removeDiacritics, suffixForm, rotation, separator) => {
          const original = [...words, ...(suffix ? [suffix[0]] : [])].join(" ");
          const rotated = words.map((_, k) => words[(k + rotation) % words.length]!);
          let variant = rotated.join(separator);
          if (suffix && suffixForm !== "none") variant += ` ${suffixForm === "full" ? suffix[0] : suffix[1]}`;
          if (caseChange === "upper") variant = variant.toLocaleUpperCase("pl");
          if (caseChange === "lower") variant = variant.toLocaleLowerCase("pl");
          if (removeDiacritics) variant = stripDiacritics(variant);
          const score = matchOwnerName(original, variant);
          expect(score).toBeGreaterThanOrEqual(OWNER_MATCH_THRESHOLD);
          expect(score).toBe(1);
        },
      ),
      { seed: 42, numRuns: 500 },
    );
  });

  it("property: unrelated names score low", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...POOL_A), { minLength: 1, maxLength: 4 }),
        fc.uniqueArray(fc.constantFrom(...POOL_B), { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom(...SUFFIXES.map(([full]) => full)), { nil: "" }),
        (a, b, suffix) => {
          const score = matchOwnerName(`${a.join(" ")} ${suffix}`, `${b.join(" ")} ${suffix}`);
          expect(score).toBeLessThan(0.3);
        },
      ),
      { seed: 43, numRuns: 500 },
    );
  });

  it("property: the score is between 0 and 1 and does not depend on the order of the arguments", () => {
    const name = fc
      .uniqueArray(fc.constantFrom(...POOL_A, ...POOL_B), { minLength: 1, maxLength: 5 })
      .map((w) => w.join(" "));
    fc.assert(
      fc.property(name, name, (x, y) => {
        const s = matchOwnerName(x, y);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(matchOwnerName(y, x)).toBe(s);
      }),
      { seed: 44, numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("sandbox bank", () => {
  let bank: SandboxBankProvider;
  let app: Hono;
  let state: number;
  const nextState = () => `${STATE}-${++state}`;

  beforeEach(() => {
    bank = createSandboxBankProvider();
    app = new Hono();
    app.route("/", sandboxBankApp(bank));
    state = 0;
  });

  async function start(
    bankId: string,
    names = ["Kowalski Transport sp. z o.o."],
    redirectUri = `/zamow/${ORDER}/bank`,
  ) {
    const s = nextState();
    const started = await bank.initiate({
      orderRef: ORDER,
      bankId,
      redirectUri,
      state: s,
      expectedOwnerNames: names,
    });
    if (!started.ok) throw new Error(started.error.message);
    return { state: s, redirectUrl: started.value.redirectUrl };
  }

  async function choose(redirectUrl: string, decision: "grant" | "refuse" | "timeout") {
    const s = new URL(redirectUrl, "http://x").searchParams.get("state")!;
    const res = await app.request("/sandbox-bank/consent", {
      method: "POST",
      body: new URLSearchParams({ state: s, decision }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    return { location, params: Object.fromEntries(new URL(location, "http://x").searchParams) };
  }

  it("sends the customer to our consent page, which names the bank, the account and its owner", async () => {
    const { redirectUrl, state: s } = await start("mbank");
    expect(redirectUrl).toBe(`/api/sandbox-bank/consent?state=${s}`);
    const res = await app.request(redirectUrl.replace("/api", ""));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain("<h1>mBank</h1>");
    expect(html).toContain("KOWALSKI TRANSPORT SP. Z O.O.");
    for (const label of ["Zgoda", "Odmowa", "Przekroczony czas"])
      expect(html).toContain(`>${label}</button>`);
    expect(html).toMatch(/\d{2} \d{4} \d{4} \d{4} \d{4} \d{4} \d{4}/);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'nonce-[^']+'/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("'Zgoda' → back with state and code → VERIFIED, the same answer on every later call", async () => {
    const { redirectUrl, state: s } = await start("pko-bp");
    const back = await choose(redirectUrl, "grant");
    expect(back.location.startsWith(`/zamow/${ORDER}/bank?`)).toBe(true);
    expect(back.params.state).toBe(s);
    expect(back.params.code).toMatch(/^[\w-]{20,}$/);
    const result = await bank.complete({ state: s, params: back.params });
    expect(result).toMatchObject({
      status: "VERIFIED",
      ownerName: "KOWALSKI TRANSPORT SP. Z O.O.",
      bankName: "PKO Bank Polski",
      matchScore: 1,
      reason: null,
    });
    expect(isValidNrb(result.accountNumber!)).toBe(true);
    expect(result.accountNumber!.slice(2, 5)).toBe("102");
    expect(await bank.complete({ state: s, params: back.params })).toEqual(result);
    expect(await bank.complete({ state: s, params: {} })).toEqual(result);
    // the consent page is single use
    expect((await app.request(redirectUrl.replace("/api", ""))).status).toBe(404);
  });

  it("gives the same account to the same owner at the same bank (deterministic)", async () => {
    const a = await start("ing");
    const b = await start("ing");
    const ra = await bank.complete({ state: a.state, params: (await choose(a.redirectUrl, "grant")).params });
    const rb = await bank.complete({ state: b.state, params: (await choose(b.redirectUrl, "grant")).params });
    expect(ra.accountNumber).toBe(rb.accountNumber);
  });

  it("matches owner names sent without Polish letters (as some banks do)", async () => {
    const { redirectUrl, state: s } = await start("citi-handlowy", ["Łukasz Żółkiewski"]);
    const result = await bank.complete({ state: s, params: (await choose(redirectUrl, "grant")).params });
    expect(result).toMatchObject({ status: "VERIFIED", ownerName: "LUKASZ ZOLKIEWSKI", matchScore: 1 });
  });

  it("'Odmowa' → error=access_denied → FAILED / REFUSED", async () => {
    const { redirectUrl, state: s } = await start("pekao");
    const back = await choose(redirectUrl, "refuse");
    expect(back.params).toMatchObject({ state: s, error: "access_denied" });
    expect(await bank.complete({ state: s, params: back.params })).toMatchObject({
      status: "FAILED",
      reason: "REFUSED",
      bankName: "Bank Pekao",
      accountNumber: null,
    });
  });

  it("'Przekroczony czas' → error=consent_timeout → FAILED / TIMEOUT", async () => {
    const { redirectUrl, state: s } = await start("alior");
    const back = await choose(redirectUrl, "timeout");
    expect(back.params.error).toBe("consent_timeout");
    expect(await bank.complete({ state: s, params: back.params })).toMatchObject({
      status: "FAILED",
      reason: "TIMEOUT",
    });
  });

  it("the mismatch bank shares someone else's account → MISMATCH", async () => {
    const { redirectUrl, state: s } = await start(SANDBOX_BANK_IDS.mismatch, ["Jan Kowalski"]);
    const result = await bank.complete({ state: s, params: (await choose(redirectUrl, "grant")).params });
    expect(result).toMatchObject({
      status: "MISMATCH",
      ownerName: "PRZEDSIĘBIORSTWO HANDLOWE OMEGA SP. Z O.O.",
    });
    expect(result.matchScore).toBeLessThan(OWNER_MATCH_THRESHOLD);
    expect(isValidNrb(result.accountNumber!)).toBe(true);
  });

  it("the pending bank answers PENDING once, then VERIFIED", async () => {
    const { redirectUrl, state: s } = await start(SANDBOX_BANK_IDS.pending);
    const params = (await choose(redirectUrl, "grant")).params;
    expect(await bank.complete({ state: s, params })).toMatchObject({
      status: "PENDING",
      reason: "IN_PROGRESS",
    });
    expect(await bank.complete({ state: s, params })).toMatchObject({ status: "VERIFIED" });
  });

  it("is PENDING while the customer is still at the bank", async () => {
    const { state: s } = await start("mbank");
    expect(await bank.complete({ state: s, params: {} })).toMatchObject({
      status: "PENDING",
      reason: "IN_PROGRESS",
    });
  });

  it("refuses unknown or unavailable banks and malformed requests", async () => {
    const base = {
      orderRef: ORDER,
      redirectUri: "/zamow/x",
      state: nextState(),
      expectedOwnerNames: ["Jan Nowak"],
    };
    expect(await bank.initiate({ ...base, bankId: "no-such-bank" })).toMatchObject({
      ok: false,
      error: { code: "UNKNOWN_BANK" },
    });
    expect(await bank.initiate({ ...base, bankId: SANDBOX_BANK_IDS.unavailable })).toMatchObject({
      ok: false,
      error: { code: "BANK_UNAVAILABLE", message: "Ten bank jest chwilowo niedostępny. Wybierz inny bank." },
    });
    for (const bad of [
      { state: "short" },
      { redirectUri: "//evil.example/x" },
      { redirectUri: "javascript:alert(1)" },
      { orderRef: "a b" },
      { expectedOwnerNames: [] },
    ]) {
      expect(await bank.initiate({ ...base, bankId: "mbank", ...bad })).toMatchObject({
        ok: false,
        error: { code: "INVALID_REQUEST" },
      });
    }
    // a state can start only one verification
    await start("mbank");
    expect(await bank.initiate({ ...base, bankId: "mbank", state: `${STATE}-${state}` })).toMatchObject({
      ok: false,
      error: { code: "INVALID_REQUEST" },
    });
  });

  it("fails an unknown state and a forged code", async () => {
    expect(await bank.complete({ state: "nobody-knows-this-state", params: { code: "x" } })).toMatchObject({
      status: "FAILED",
      reason: "UNKNOWN_SESSION",
    });
    const { redirectUrl, state: s } = await start("mbank");
    await choose(redirectUrl, "grant");
    expect(await bank.complete({ state: s, params: { code: "forged" } })).toMatchObject({
      status: "FAILED",
      reason: "EXPIRED",
    });
  });

  it("keeps the redirect URI's own query and works with absolute URIs (CSP allows that origin)", async () => {
    const { redirectUrl, state: s } = await start(
      "mbank",
      ["Jan Nowak"],
      "https://leasingowo.pl/zamow/x?step=7",
    );
    const page = await app.request(redirectUrl.replace("/api", ""));
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' https://leasingowo.pl");
    const back = await choose(redirectUrl, "grant");
    expect(back.location).toMatch(/^https:\/\/leasingowo\.pl\/zamow\/x\?step=7&state=/);
    expect(back.params.state).toBe(s);
  });

  it("escapes names on the consent page", async () => {
    const { redirectUrl } = await start("mbank", ['<script>alert("x")</script> Nowak']);
    const html = await (await app.request(redirectUrl.replace("/api", ""))).text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;SCRIPT&#62;");
  });

  it("answers 404 with a Polish page for an unknown state or decision", async () => {
    const res = await app.request("/sandbox-bank/consent?state=nope-nope-nope-nope");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Sesja wygasła");
    const post = await app.request("/sandbox-bank/consent", {
      method: "POST",
      body: new URLSearchParams({ state: "x", decision: "maybe" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(404);
  });

  it("withQuery keeps paths relative and fragments in place", () => {
    expect(withQuery("/a?b=1#f", { c: "2" })).toBe("/a?b=1&c=2#f");
    expect(withQuery("https://x.pl/a", { c: "ż" })).toBe("https://x.pl/a?c=%C5%BC");
  });
});

// ---------------------------------------------------------------------------------------------------------
// Tink Account Check against a local imitation of its documented endpoints

const PL_IBAN = `PL${sandboxAccountNumber("114", "tink")}`;

function tinkStub() {
  const app = new Hono();
  const calls = { token: 0, report: [] as string[] };
  let flaky = 0;
  const account = (over: Record<string, unknown>) => ({
    id: "acc-1",
    accountNumber: PL_IBAN.slice(2),
    currencyCode: "PLN",
    name: "Konto firmowe",
    iban: PL_IBAN,
    holderName: "KOWALSKI TRANSPORT SP. Z O.O.",
    accountIdentifiers: { iban: { iban: PL_IBAN, bic: "BREXPLPW", bban: PL_IBAN.slice(4) } },
    parties: [],
    accountType: "CHECKING",
    ...over,
  });
  const report = (id: string, acc: Record<string, unknown> | null, identityName: string | null = null) => ({
    id,
    created: 1_774_340_000_000,
    userDataByProvider: [
      {
        providerName: "pl-mbank-ob",
        updated: 1_774_340_000_000,
        financialInstitutionName: "mBank",
        identity: identityName ? { name: identityName } : null,
        accounts: acc ? [acc] : [],
      },
    ],
  });

  app.post("/api/v1/oauth/token", async (c) => {
    calls.token++;
    const form = await c.req.parseBody();
    if (form.client_id !== "client-1" || form.client_secret !== "secret-1") {
      return c.json({ errorMessage: "Invalid client credentials", errorCode: "UNAUTHORIZED" }, 401);
    }
    if (form.grant_type !== "client_credentials" || form.scope !== "account-verification-reports:read") {
      return c.json({ errorMessage: "Bad request", errorCode: "BAD_REQUEST" }, 400);
    }
    return c.json({
      access_token: "tok-1",
      token_type: "bearer",
      expires_in: 1800,
      scope: "account-verification-reports:read",
    });
  });

  app.get("/api/v1/account-verification-reports/:id", async (c) => {
    const id = c.req.param("id");
    calls.report.push(id);
    if (c.req.header("authorization") !== "Bearer tok-1") {
      return c.json({ errorMessage: "Unauthorized", errorCode: "UNAUTHORIZED" }, 401);
    }
    switch (id) {
      case "rep-ok":
        return c.json(report(id, account({})));
      case "rep-parties":
        return c.json(
          report(
            id,
            account({
              holderName: null,
              parties: [{ role: "HOLDER", identity: { name: "Kowalski Transport Spółka z o.o." } }],
            }),
          ),
        );
      case "rep-mismatch":
        return c.json(report(id, account({ holderName: "ANNA ZIELIŃSKA" })));
      case "rep-foreign":
        return c.json(
          report(
            id,
            account({ iban: "DE89370400440532013000", accountIdentifiers: null, accountNumber: null }),
          ),
        );
      case "rep-empty":
        return c.json(report(id, null));
      case "rep-slow":
        await sleep(1500);
        return c.json(report(id, account({})));
      case "rep-flaky":
        if (flaky++ === 0) return c.json({ errorMessage: "Internal error", errorCode: "INTERNAL" }, 500);
        return c.json(report(id, account({})));
      default:
        return c.json({ errorMessage: "Report not found", errorCode: "NOT_FOUND" }, 404);
    }
  });
  return { app, calls };
}

describe("live Tink Account Check client against a local stub", () => {
  let stub: Stub;
  let calls: ReturnType<typeof tinkStub>["calls"];
  let provider: BankAccountProvider;
  let n = 0;

  beforeAll(async () => {
    const built = tinkStub();
    calls = built.calls;
    stub = await startStub(built.app);
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    calls.token = 0;
    calls.report.length = 0;
    provider = createTinkBankProvider({
      clientId: "client-1",
      clientSecret: "secret-1",
      apiBase: stub.url,
      timeoutMs: 300,
      providerNames: { mbank: "pl-mbank-ob" },
    });
  });

  async function started(names = ["KOWALSKI TRANSPORT SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ"]) {
    const s = `${STATE}-tink-${++n}`;
    const r = await provider.initiate({
      orderRef: ORDER,
      bankId: "mbank",
      redirectUri: "https://leasingowo.pl/api/digital-order/psd2/callback",
      state: s,
      expectedOwnerNames: names,
    });
    if (!r.ok) throw new Error(r.error.message);
    return { state: s, url: new URL(r.value.redirectUrl) };
  }

  it("initiate builds the Tink Link URL (client, redirect, market PL, Polish locale, state, provider)", async () => {
    const { state: s, url } = await started();
    expect(`${url.origin}${url.pathname}`).toBe("https://link.tink.com/1.0/account-check");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "client-1",
      redirect_uri: "https://leasingowo.pl/api/digital-order/psd2/callback",
      market: "PL",
      locale: "pl_PL",
      state: s,
      input_provider: "pl-mbank-ob",
    });
    expect(calls.token).toBe(0);
  });

  it("initiate wants an https redirect URI (registered at Tink)", async () => {
    const r = await provider.initiate({
      orderRef: ORDER,
      bankId: "mbank",
      redirectUri: "/zamow/x",
      state: `${STATE}-rel`,
      expectedOwnerNames: ["Jan Nowak"],
    });
    expect(r).toMatchObject({ ok: false, error: { code: "INVALID_REQUEST" } });
  });

  it("complete fetches a token and the report → VERIFIED; the token is reused; the result is kept", async () => {
    const a = await started();
    const result = await provider.complete({
      state: a.state,
      params: { account_verification_report_id: "rep-ok" },
    });
    expect(result).toEqual({
      status: "VERIFIED",
      accountNumber: PL_IBAN.slice(2),
      ownerName: "KOWALSKI TRANSPORT SP. Z O.O.",
      bankName: "mBank",
      matchScore: 1,
      reason: null,
    });
    expect(
      await provider.complete({ state: a.state, params: { account_verification_report_id: "rep-ok" } }),
    ).toEqual(result);
    const b = await started();
    await provider.complete({ state: b.state, params: { account_verification_report_id: "rep-ok" } });
    expect(calls.token).toBe(1);
    expect(calls.report).toEqual(["rep-ok", "rep-ok"]);
  });

  it("reads the owner from the account's parties when there is no holder name", async () => {
    const a = await started();
    expect(
      await provider.complete({ state: a.state, params: { account_verification_report_id: "rep-parties" } }),
    ).toMatchObject({ status: "VERIFIED", ownerName: "Kowalski Transport Spółka z o.o." });
  });

  it("MISMATCH when the holder is someone else", async () => {
    const a = await started();
    const result = await provider.complete({
      state: a.state,
      params: { account_verification_report_id: "rep-mismatch" },
    });
    expect(result).toMatchObject({ status: "MISMATCH", ownerName: "ANNA ZIELIŃSKA", matchScore: 0 });
  });

  it("FAILED / NOT_POLISH_ACCOUNT for a foreign IBAN, PROVIDER_ERROR for a report without accounts", async () => {
    const a = await started();
    expect(
      await provider.complete({ state: a.state, params: { account_verification_report_id: "rep-foreign" } }),
    ).toMatchObject({
      status: "FAILED",
      reason: "NOT_POLISH_ACCOUNT",
    });
    const b = await started();
    expect(
      await provider.complete({ state: b.state, params: { account_verification_report_id: "rep-empty" } }),
    ).toMatchObject({
      status: "FAILED",
      reason: "PROVIDER_ERROR",
    });
  });

  it("FAILED / EXPIRED when the report is gone (404)", async () => {
    const a = await started();
    expect(
      await provider.complete({ state: a.state, params: { account_verification_report_id: "rep-old" } }),
    ).toMatchObject({
      status: "FAILED",
      reason: "EXPIRED",
    });
  });

  it("the Tink Link error callback: USER_CANCELLED → REFUSED, others → PROVIDER_ERROR", async () => {
    const a = await started();
    expect(
      await provider.complete({
        state: a.state,
        params: { error: "USER_CANCELLED", message: "The user cancelled." },
      }),
    ).toMatchObject({ status: "FAILED", reason: "REFUSED" });
    const b = await started();
    expect(
      await provider.complete({ state: b.state, params: { error: "AUTHENTICATION_ERROR" } }),
    ).toMatchObject({
      status: "FAILED",
      reason: "PROVIDER_ERROR",
    });
    expect(calls.token).toBe(0);
  });

  it("PENDING (not kept) while Tink is down or slow, then the real answer", async () => {
    const a = await started();
    const params = { account_verification_report_id: "rep-flaky" };
    expect(await provider.complete({ state: a.state, params })).toMatchObject({
      status: "PENDING",
      reason: "PROVIDER_UNAVAILABLE",
    });
    expect(await provider.complete({ state: a.state, params })).toMatchObject({ status: "VERIFIED" });
    const b = await started();
    expect(
      await provider.complete({ state: b.state, params: { account_verification_report_id: "rep-slow" } }),
    ).toMatchObject({ status: "PENDING", reason: "PROVIDER_UNAVAILABLE" });
  });

  it("FAILED / PROVIDER_ERROR when Tink refuses our client credentials", async () => {
    const wrong = createTinkBankProvider({
      clientId: "client-1",
      clientSecret: "wrong",
      apiBase: stub.url,
      timeoutMs: 300,
    });
    const s = `${STATE}-wrong`;
    await wrong.initiate({
      orderRef: ORDER,
      bankId: "ing",
      redirectUri: "https://leasingowo.pl/cb",
      state: s,
      expectedOwnerNames: ["Jan Nowak"],
    });
    expect(
      await wrong.complete({ state: s, params: { account_verification_report_id: "rep-ok" } }),
    ).toMatchObject({
      status: "FAILED",
      reason: "PROVIDER_ERROR",
    });
  });

  it("FAILED / UNKNOWN_SESSION for a state it never issued", async () => {
    expect(
      await provider.complete({
        state: "never-issued-state-123",
        params: { account_verification_report_id: "rep-ok" },
      }),
    ).toMatchObject({
      status: "FAILED",
      reason: "UNKNOWN_SESSION",
    });
    expect(calls.report).toHaveLength(0);
  });
});
