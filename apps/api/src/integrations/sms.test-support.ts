// Test helper: a local imitation of SMSAPI's POST /sms.do (DOMAIN §6.1) for the SMS tests (sms*.test.ts).
// It remembers the idx values it has seen, as SMSAPI does with check_idx=1.
import { Hono } from "hono";
import { sleep } from "./stub-server.ts";

export type SmsapiCall = { auth: string | undefined; form: Record<string, string> };

export function smsapiStub(
  name: string,
  behaviour: { down?: boolean; slow?: boolean; delayMs?: number } = {},
) {
  const app = new Hono();
  const calls: SmsapiCall[] = [];
  const seenIdx = new Set<string>();
  let id = 0;
  app.post("/sms.do", async (c) => {
    const form = Object.fromEntries(
      Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]),
    ) as Record<string, string>;
    calls.push({ auth: c.req.header("authorization"), form });
    if (behaviour.slow) await sleep(1000);
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (behaviour.down) return c.text("Bad gateway", 502);
    if (c.req.header("authorization") !== "Bearer token-1") {
      return c.json({ error: 101, message: "Authorization failed" }, 401);
    }
    if (form.format !== "json" || form.encoding !== "utf-8" || !form.message) {
      return c.json({ error: 11, message: "Message too long or there is no message" }, 400);
    }
    if (!/^48\d{9}$/.test(form.to ?? "") || form.to === "48600000013") {
      return c.json(
        {
          error: 13,
          message: "No correct phone numbers",
          invalid_numbers: [{ number: form.to, submitted_number: form.to, message: "Invalid phone number" }],
        },
        400,
      );
    }
    if (form.to === "48600000008") return c.json({ error: 8, message: "Error in request" }); // legacy: 200 + error
    if (form.check_idx === "1" && form.idx) {
      if (seenIdx.has(form.idx)) return c.json({ error: 53, message: "Not unique idx" }, 400);
      seenIdx.add(form.idx);
    }
    return c.json(
      {
        count: 1,
        list: [
          {
            id: `${name}-${++id}`,
            points: 0.16,
            number: form.to,
            date_sent: 1_774_343_700,
            submitted_number: form.to,
            status: form.test === "1" ? "ACCEPTED" : "QUEUE",
            error: null,
            idx: form.idx ?? null,
          },
        ],
      },
      201,
    );
  });
  return { app, calls };
}
