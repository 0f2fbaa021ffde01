// Videos about a model, from content/model-videos.yaml: an editor adds a real film (a test drive, a
// presentation) by pull request. Written into model_videos on every start, after the catalogue exists;
// a model the catalogue does not know, or an address that is not one film's page (a search, a channel,
// anything but YouTube or Vimeo), stops the start naming the entry. With no entry a model page shows no
// "Filmy" section at all.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import type { Db } from "../client.ts";
import { models, modelVideos } from "../schema/catalog.ts";
import { DEFAULT_CONTENT_DIR } from "./content.ts";

export const MODEL_VIDEOS_FILE = "model-videos.yaml";

/** One film's own page: youtube.com/watch?v=…, youtu.be/…, vimeo.com/{number}. */
const VIDEO_URL =
  /^https:\/\/(?:(?:www\.)?youtube\.com\/watch\?v=[\w-]{11}|youtu\.be\/[\w-]{11}|(?:www\.)?vimeo\.com\/\d{6,12})$/;

interface VideoEntry {
  model: string;
  title: string;
  url: string;
}

function readEntries(dir: string): VideoEntry[] {
  const file = join(dir, MODEL_VIDEOS_FILE);
  if (!existsSync(file)) return [];
  const parsed = parseYaml(readFileSync(file, "utf8")) as unknown;
  if (parsed === null || parsed === undefined) return [];
  if (!Array.isArray(parsed)) throw new Error(`${MODEL_VIDEOS_FILE}: expected a list of {model, title, url}`);
  return parsed.map((raw, i) => {
    const e = raw as Partial<VideoEntry>;
    const where = `${MODEL_VIDEOS_FILE}, entry ${i + 1}`;
    if (typeof e.model !== "string" || !/^[a-z0-9-]+$/.test(e.model))
      throw new Error(`${where}: model must be a model's slug (e.g. corolla)`);
    if (typeof e.title !== "string" || e.title.trim().length < 3 || e.title.length > 160)
      throw new Error(`${where}: title must be 3–160 characters`);
    if (typeof e.url !== "string" || !VIDEO_URL.test(e.url))
      throw new Error(
        `${where}: url must be one film's page on YouTube or Vimeo (not a search or a channel)`,
      );
    return { model: e.model, title: e.title.trim(), url: e.url };
  });
}

/** Replaces the catalogue's videos with the file's; answers how many there are. */
export async function syncModelVideos(db: Db, dir = DEFAULT_CONTENT_DIR): Promise<number> {
  const entries = readEntries(dir);
  const known = new Map(
    (await db.select({ id: models.id, slug: models.slug }).from(models)).map((m) => [m.slug, m.id]),
  );
  const positions = new Map<number, number>();
  const rows = entries.map((e, i) => {
    const modelId = known.get(e.model);
    if (modelId === undefined)
      throw new Error(`${MODEL_VIDEOS_FILE}, entry ${i + 1}: no model "${e.model}" in the catalogue`);
    const position = positions.get(modelId) ?? 0;
    positions.set(modelId, position + 1);
    return {
      modelId,
      position,
      title: e.title,
      url: e.url,
      provider: e.url.includes("vimeo.com") ? "vimeo" : "youtube",
    };
  });
  await db.transaction(async (tx) => {
    await tx.delete(modelVideos);
    if (rows.length) await tx.insert(modelVideos).values(rows);
  });
  return rows.length;
}
