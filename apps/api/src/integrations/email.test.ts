import { appendFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSandboxEmailSender, orderReturnEmail, readEmailOutbox } from "./email.ts";
import { readOutbox } from "./outbox.ts";

const T0 = Date.UTC(2026, 2, 24, 9, 15);
const URL_BACK = "https://leasingowo.pl/powrot/7d0c3c36-6a43-4c43-9d2a-3f2f3d1b9a11/s3cr3t";

describe("sandbox e-mail", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "email-outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes the 'return to your order' e-mail to the outbox a developer can read", async () => {
    const email = createSandboxEmailSender({ outboxDir: dir, now: () => T0 });
    const message = orderReturnEmail({ to: "jan.kowalski@example.com", url: URL_BACK, firstName: "Jan" });
    const sent = await email.send(message, { idempotencyKey: "return-1" });
    expect(sent).toMatchObject({
      ok: true,
      value: { provider: "sandbox", status: "sent", duplicate: false },
    });
    const [line] = await readEmailOutbox(dir);
    expect(line).toMatchObject({
      to: "jan.kowalski@example.com",
      subject: "Powrót do wniosku leasingowego – Leasingowo",
      idempotencyKey: "return-1",
      createdAt: "2026-03-24T09:15:00.000Z",
      provider: "sandbox",
    });
    expect(line!.text).toContain("Dzień dobry Jan,");
    expect(line!.text).toContain(URL_BACK);
    expect(line!.html).toContain(`<a href="${URL_BACK}">Wróć do wniosku</a>`);
    expect(email.outbox.entries).toEqual([line]);
  });

  it("is idempotent, also after a restart", async () => {
    const message = orderReturnEmail({ to: "a@example.com", url: URL_BACK });
    const first = createSandboxEmailSender({ outboxDir: dir });
    const a = await first.send(message, { idempotencyKey: "k" });
    const b = await first.send(message, { idempotencyKey: "k" });
    const c = await createSandboxEmailSender({ outboxDir: dir }).send(message, { idempotencyKey: "k" });
    if (!a.ok || !b.ok || !c.ok) throw new Error("expected sends");
    expect([b.value.id, c.value.id]).toEqual([a.value.id, a.value.id]);
    expect([b.value.duplicate, c.value.duplicate]).toEqual([true, true]);
    expect(await readEmailOutbox(dir)).toHaveLength(1);
  });

  it("refuses a wrong address", async () => {
    const email = createSandboxEmailSender({ outboxDir: null });
    expect(await email.send({ to: "nie-adres", subject: "x", text: "y" }, { idempotencyKey: "z" })).toEqual({
      ok: false,
      error: { code: "INVALID_EMAIL", field: "to", message: "Nieprawidłowy adres e-mail" },
    });
    expect(email.outbox.entries).toHaveLength(0);
  });

  it("escapes the link in the HTML part", () => {
    const m = orderReturnEmail({ to: "a@example.com", url: 'https://x.pl/"><script>' });
    expect(m.html).not.toContain("<script>");
  });
});

describe("readOutbox", () => {
  it("reads either outbox by kind, skipping a torn last line", async () => {
    const d = await mkdtemp(join(tmpdir(), "outbox-"));
    await appendFile(join(d, "sms.jsonl"), '{"id":"a"}\n{"id":"b"}\n{"id":');
    expect(await readOutbox("sms", d)).toEqual([{ id: "a" }, { id: "b" }]);
    expect(await readOutbox("email", d)).toEqual([]);
    await rm(d, { recursive: true, force: true });
  });
});
