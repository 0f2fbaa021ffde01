import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashedContact, sha256Hex } from "./hash.ts";

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

describe("hashing personal data for analytics (SPEC §3)", () => {
  it("hashes the trimmed, lower-cased value with SHA-256 (hex)", async () => {
    expect(await sha256Hex("  Jan.Kowalski@Example.PL ")).toBe(sha("jan.kowalski@example.pl"));
    expect(await sha256Hex("+48 600 100 200")).toBe(sha("+48 600 100 200"));
  });

  it("hashes only what is given and never returns the plain value", async () => {
    const out = await hashedContact({ phone: "600100200", email: "Ola@Example.pl" });
    expect(out).toEqual({ phone: sha("600100200"), email: sha("ola@example.pl") });
    expect(JSON.stringify(out)).not.toMatch(/600100200|ola@/i);
    expect(await hashedContact({ phone: " ", email: undefined })).toEqual({});
  });
});
