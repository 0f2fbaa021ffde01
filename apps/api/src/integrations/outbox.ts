// The sandbox outboxes: messages the site "sends" are appended, one JSON object per line, to a file a
// developer can read (default ./data/outbox/sms.jsonl, email.jsonl, notion.jsonl and slack.jsonl; the data folder is
// git-ignored), and kept in memory for tests. Sandbox only: the lines hold phone numbers, e-mail
// addresses, PINs and links with secrets on purpose, so a developer can finish a flow offline; never
// point it at real data.
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export const DEFAULT_OUTBOX_DIR = "./data/outbox";

export interface Outbox<T> {
  /** The file the lines go to, or null for a memory-only outbox. */
  readonly file: string | null;
  /** Everything appended through this outbox since it was created. */
  readonly entries: readonly T[];
  append(entry: T): Promise<void>;
  /** The lines already in the file (e.g. from before a restart); [] without a file. */
  readFile(): Promise<T[]>;
}

/** `dir: null` keeps the outbox in memory only (tests); undefined is ./data/outbox. */
export function createOutbox<T>(dir: string | null | undefined, fileName: string): Outbox<T> {
  const folder = dir === undefined ? DEFAULT_OUTBOX_DIR : dir;
  const file = folder === null ? null : join(folder, fileName);
  const entries: T[] = [];
  let ready: Promise<unknown> | null = null;
  return {
    file,
    entries,
    async append(entry) {
      entries.push(entry);
      if (!file || folder === null) return;
      ready ??= mkdir(folder, { recursive: true });
      await ready;
      await appendFile(file, `${JSON.stringify(entry)}\n`, "utf8");
    },
    async readFile() {
      return file ? readOutboxFile<T>(file) : [];
    },
  };
}

/** Reads a JSON-lines outbox file; a missing file is an empty outbox, a torn last line is skipped. */
export async function readOutboxFile<T>(file: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw e;
  }
  const out: T[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as T);
    } catch {
      // a line being written while we read: skip it
    }
  }
  return out;
}

/** A sandbox outbox by kind: `readOutbox("sms")` → the lines of ./data/outbox/sms.jsonl. */
export function readOutbox<T = Record<string, unknown>>(
  kind: "sms" | "email" | "notion" | "slack",
  dir: string = DEFAULT_OUTBOX_DIR,
): Promise<T[]> {
  return readOutboxFile<T>(join(dir, `${kind}.jsonl`));
}
