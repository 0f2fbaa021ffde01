import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOperator } from "@vhs/api/lib/offer-link.ts";
import { createDb } from "@vhs/db/client.ts";
import { seedIfNeeded } from "@vhs/db/seed/run.ts";
import { type SiteProcess, startSite, stopSite, waitForReady } from "./server-process.ts";

// The chat stories' own site: the team answers through the operator calls, whose bearer token exists only
// as a hash in the database, so the story prepares a database with an operator (PGlite is one process's
// at a time), then starts the production server on it, on the port after the shared one. The team's
// notifications (the sandbox messaging integration) land in `outboxDir/slack.jsonl`.

export const CHAT_PORT = Number(process.env.E2E_PORT ?? 3210) + 1;

export interface ChatSite {
  baseUrl: string;
  outboxDir: string;
  auth: { authorization: string };
  site: SiteProcess;
  stop(): Promise<unknown>;
}

export async function startChatSite(): Promise<ChatSite> {
  const dataDir = mkdtempSync(join(tmpdir(), "vhs-chat-e2e-"));
  const outboxDir = `${dataDir}-outbox`;
  const handle = await createDb({ dataDir });
  await handle.migrate();
  await seedIfNeeded(handle.db, { catalogVariants: 1500 });
  const { token } = await createOperator(handle.db, {
    name: "Katarzyna Wiśniewska",
    email: "k.wisniewska@leasingowo.pl",
  });
  await handle.close();
  const baseUrl = `http://127.0.0.1:${CHAT_PORT}`;
  const site = startSite(CHAT_PORT, dataDir, {
    OUTBOX_DIR: outboxDir,
    CATALOG_VARIANTS: "1500",
    PUBLIC_ORIGIN: baseUrl,
  });
  await waitForReady(site, CHAT_PORT);
  return {
    baseUrl,
    outboxDir,
    auth: { authorization: `Bearer ${token}` },
    site,
    stop: () => stopSite(site, "SIGTERM"),
  };
}

export type TeamNotification = { idempotencyKey: string; body: { text: string; blocks?: unknown[] } };

/** The team's notifications in the sandbox outbox, oldest first. */
export function teamNotifications(outboxDir: string): TeamNotification[] {
  let text = "";
  try {
    text = readFileSync(join(outboxDir, "slack.jsonl"), "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TeamNotification);
}
