import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client.ts";
import { createTestDb } from "../testing.ts";
import { syncModelVideos } from "./model-videos.ts";

// content/model-videos.yaml: only a film's own page on YouTube or Vimeo, for a model the catalogue knows.

let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDb({ seed: true, catalogVariants: 300 });
  dir = mkdtempSync(join(tmpdir(), "vhs-videos-"));
}, 120_000);
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (yaml: string) => writeFileSync(join(dir, "model-videos.yaml"), yaml);

describe("model videos from content/model-videos.yaml", () => {
  it("the repository's file is valid", async () => {
    await expect(syncModelVideos(handle.db)).resolves.toBeGreaterThanOrEqual(0);
  });

  it("refuses a search page, a channel, an unknown model, naming the entry", async () => {
    write(
      "- model: corolla\n  title: Corolla – wyniki\n  url: https://www.youtube.com/results?search_query=corolla\n",
    );
    await expect(syncModelVideos(handle.db, dir)).rejects.toThrow(/entry 1: url must be one film's page/);
    write("- model: corolla\n  title: Kanał\n  url: https://www.youtube.com/@toyota\n");
    await expect(syncModelVideos(handle.db, dir)).rejects.toThrow(/entry 1: url/);
    write("- model: trabant-601\n  title: Trabant – test\n  url: https://youtu.be/AbCdEfGhIjK\n");
    await expect(syncModelVideos(handle.db, dir)).rejects.toThrow(/entry 1: no model "trabant-601"/);
  });

  it("an empty list clears the videos", async () => {
    write("- model: corolla\n  title: Corolla – test\n  url: https://youtu.be/AbCdEfGhIjK\n");
    expect(await syncModelVideos(handle.db, dir)).toBe(1);
    write("[]\n");
    expect(await syncModelVideos(handle.db, dir)).toBe(0);
  });
});
