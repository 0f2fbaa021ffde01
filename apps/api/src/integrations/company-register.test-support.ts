// Test helper: a local imitation of the MF white list (DOMAIN §4.1 shapes and error codes) for the live
// register's tests (company-register*.test.ts).
import { generateNip, isValidNip, isValidNrb, type Rng } from "@vhs/domain/identifiers.ts";
import { Hono } from "hono";
import {
  SANDBOX_NIP_NOT_FOUND,
  SANDBOX_NIP_UNAVAILABLE,
  SANDBOX_SUBJECTS,
} from "./company-register-sandbox-data.ts";
import { sleep } from "./stub-server.ts";

/** 2026-03-24 10:15 in Warsaw (CET, UTC+1). */
export const T0 = Date.UTC(2026, 2, 24, 9, 15);
export const DAY = 24 * 60 * 60 * 1000;

/** A clock the test moves. */
export function clock(start = T0) {
  let now = start;
  const fn = () => now;
  fn.advance = (ms: number) => {
    now += ms;
  };
  fn.set = (ms: number) => {
    now = ms;
  };
  return fn;
}

/** Firms of the sandbox register (company-register-sandbox-data.ts). */
export const AUTO_FLOTA = "5254476542";
export const BUDMAX = "6760428066";
export const KOWALSKI = "7963526159";

export function seeded(seed: number): Rng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rng = seeded(20260324);
function freshNip(): string {
  const taken = new Set(SANDBOX_SUBJECTS.map((s) => s.nip));
  for (;;) {
    const nip = generateNip(rng);
    if (!taken.has(nip) && nip !== SANDBOX_NIP_NOT_FOUND && nip !== SANDBOX_NIP_UNAVAILABLE) return nip;
  }
}
export const NIP_SLOW = freshNip();
export const NIP_GARBAGE = freshNip();
export const NIP_LIMIT = freshNip();
export const NIP_429 = freshNip();
export const NIP_UPDATED = freshNip();
export const NIP_CRASH = freshNip();

export type WlCall = { path: string; date: string | undefined };

export function whiteListStub(today: () => string) {
  const app = new Hono();
  const calls: WlCall[] = [];
  let requestNo = 0;
  let updatedOnce = false;
  const requestId = () => `d2n10-${(++requestNo).toString(16).padStart(7, "0")}`;
  const requestDateTime = "24-03-2026 10:15:02";

  const checkDate = (date: string | undefined) => {
    if (!date) return { code: "WL-101", message: "Pole 'data' nie może być puste." };
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      return { code: "WL-102", message: "Pole 'data' ma nieprawidłowy format." };
    if (date > today()) return { code: "WL-103", message: "Pole 'data' nie może być datą przyszłą." };
    return null;
  };
  const checkNip = (nip: string) => {
    if (nip.length !== 10) return { code: "WL-113", message: "Pole 'NIP' ma nieprawidłową długość." };
    if (!/^\d+$/.test(nip)) return { code: "WL-114", message: "Pole 'NIP' zawiera niedozwolone znaki." };
    if (!isValidNip(nip)) return { code: "WL-115", message: `Nieprawidłowy NIP (${nip}).` };
    return null;
  };

  app.get("/api/search/nip/:nip", async (c) => {
    const nip = c.req.param("nip");
    const date = c.req.query("date");
    calls.push({ path: c.req.path, date });
    const bad = checkDate(date) ?? checkNip(nip);
    if (bad) return c.json(bad, 400);
    if (nip === SANDBOX_NIP_UNAVAILABLE)
      return c.json({ code: "HTTP-503", message: "Usługa niedostępna" }, 503);
    if (nip === NIP_CRASH) return c.json({ code: "WL-100", message: "Nieoczekiwany błąd serwera." }, 500);
    if (nip === NIP_SLOW) await sleep(1500);
    if (nip === NIP_GARBAGE) return c.html("<html><body>Przerwa techniczna</body></html>");
    if (nip === NIP_LIMIT) return c.json({ code: "WL-191", message: "Przekroczono limit zapytań." }, 400);
    if (nip === NIP_429) return c.json({ code: "WL-191", message: "Too many requests" }, 429);
    if (nip === NIP_UPDATED && !updatedOnce) {
      updatedOnce = true;
      return c.json(
        { code: "WL-195", message: "Baza danych została zaktualizowana. Wyślij zapytanie ponownie." },
        400,
      );
    }
    const subject = SANDBOX_SUBJECTS.find((s) => s.nip === nip) ?? null;
    return c.json({ result: { subject, requestDateTime, requestId: requestId() } });
  });

  app.get("/api/check/nip/:nip/bank-account/:nrb", (c) => {
    const nip = c.req.param("nip");
    const nrb = c.req.param("nrb");
    const date = c.req.query("date");
    calls.push({ path: c.req.path, date });
    const bad = checkDate(date) ?? checkNip(nip);
    if (bad) return c.json(bad, 400);
    if (!isValidNrb(nrb))
      return c.json({ code: "WL-111", message: `Nieprawidłowy numer konta bankowego (${nrb}).` }, 400);
    const subject = SANDBOX_SUBJECTS.find((s) => s.nip === nip);
    const assigned = subject?.accountNumbers?.includes(nrb) ?? false;
    return c.json({
      result: { accountAssigned: assigned ? "TAK" : "NIE", requestDateTime, requestId: requestId() },
    });
  });

  return { app, calls };
}
