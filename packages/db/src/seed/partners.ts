// Embed partners from content/partners.yaml (docs/embed.md): upserted on every start. A partner that left
// the file is revoked (active = false) rather than deleted, so that its token is refused and its leads
// still name it. EMBED_DEMO_ORIGINS (comma-separated) adds origins to the demo partners: a local page
// that frames the site in development and in the end-to-end tests.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { normaliseOrigin, type PartnerFile, partnerFileSchema } from "@vhs/domain/embed.ts";
import { notInArray, sql } from "drizzle-orm";
import { parse as parseYaml } from "yaml";
import type { Db } from "../client.ts";
import { partners } from "../schema/partners.ts";
import { DEFAULT_CONTENT_DIR } from "./content.ts";

export const PARTNERS_FILE = "partners.yaml";

/** The file's partners, validated; none when there is no file. */
export function readPartners(dir = DEFAULT_CONTENT_DIR): PartnerFile[] {
  const file = join(dir, PARTNERS_FILE);
  if (!existsSync(file)) return [];
  const parsed = parseYaml(readFileSync(file, "utf8")) as unknown;
  if (parsed === null || parsed === undefined) return [];
  if (!Array.isArray(parsed)) throw new Error(`${PARTNERS_FILE}: expected a list of partners`);
  return parsed.map((raw, i) => {
    const result = partnerFileSchema.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`${PARTNERS_FILE}, entry ${i + 1}: ${issue.path.join(".")}: ${issue.message}`);
    }
    return result.data;
  });
}

/** EMBED_DEMO_ORIGINS as origins; a value that is no origin stops the start, naming it. */
export function demoOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const origin = normaliseOrigin(s);
      if (!origin)
        throw new Error(`EMBED_DEMO_ORIGINS: "${s}" is not an origin such as http://127.0.0.1:3541`);
      return origin;
    });
}

export async function syncPartners(
  db: Db,
  options: { dir?: string; demoOrigins?: string | undefined } = {},
): Promise<number> {
  const list = readPartners(options.dir);
  const extra = demoOrigins(options.demoOrigins ?? process.env.EMBED_DEMO_ORIGINS);
  for (const p of list) {
    const origins = p.demo ? [...new Set([...p.origins, ...extra])] : p.origins;
    const row = {
      id: p.id,
      name: p.name,
      token: p.token,
      active: p.active,
      origins,
      look: p.look,
      screens: p.screens,
      leadEmail: p.leadEmail,
      updatedAt: new Date(),
    };
    await db.insert(partners).values(row).onConflictDoUpdate({ target: partners.id, set: row });
  }
  const kept = list.map((p) => p.id);
  await db
    .update(partners)
    .set({ active: false, updatedAt: new Date() })
    .where(kept.length ? notInArray(partners.id, kept) : sql`true`);
  return list.length;
}
