// Customer opinions from content/opinions.yaml: an editor changes them by pull request. Written into
// content_blocks ("opinions") on every start, like the footer; an entry that breaks the schema stops the
// start naming the entry.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Opinion, opinionSchema } from "@vhs/domain/opinions.ts";
import { sql } from "drizzle-orm";
import { parse as parseYaml } from "yaml";
import type { Db } from "../client.ts";
import { contentBlocks } from "../schema/site.ts";
import { DEFAULT_CONTENT_DIR } from "./content.ts";

export const OPINIONS_FILE = "opinions.yaml";
export const OPINIONS_BLOCK = "opinions";

/** The file's entries, validated; none when there is no file. */
export function readOpinions(dir = DEFAULT_CONTENT_DIR): Opinion[] {
  const file = join(dir, OPINIONS_FILE);
  if (!existsSync(file)) return [];
  const parsed = parseYaml(readFileSync(file, "utf8")) as unknown;
  if (parsed === null || parsed === undefined) return [];
  if (!Array.isArray(parsed)) throw new Error(`${OPINIONS_FILE}: expected a list of opinions`);
  return parsed.map((raw, i) => {
    const result = opinionSchema.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`${OPINIONS_FILE}, entry ${i + 1}: ${issue.path.join(".")}: ${issue.message}`);
    }
    return result.data;
  });
}

/** Replaces the stored opinions with the file's; answers how many there are. */
export async function syncOpinions(db: Db, dir = DEFAULT_CONTENT_DIR): Promise<number> {
  const opinions = readOpinions(dir);
  await db
    .insert(contentBlocks)
    .values({ key: OPINIONS_BLOCK, data: opinions })
    .onConflictDoUpdate({
      target: contentBlocks.key,
      set: { data: sql.raw("excluded.data"), updatedAt: new Date() },
    });
  return opinions.length;
}
