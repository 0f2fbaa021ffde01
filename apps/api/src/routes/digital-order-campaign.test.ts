// The visit's campaign keys (SPEC §3) stored with an order started through /digital-order/create.
import type { DbHandle } from "@vhs/db/client.ts";
import { variants } from "@vhs/db/schema/catalog.ts";
import { orders } from "@vhs/db/schema/orders.ts";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonOf, orderTestApp, orderTestDb, post, type TestApp } from "./digital-order.test-support.ts";

let handle: DbHandle;
let t: TestApp;
let variantId: number;

beforeAll(async () => {
  handle = await orderTestDb();
  t = orderTestApp(handle);
  const [v] = await handle.db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id)).limit(1);
  variantId = v!.id;
});
afterAll(async () => {
  await handle.close();
});

async function campaignOf(body: Record<string, unknown>) {
  const res = await post(t.app, "/digital-order/create", body);
  expect(res.status).toBe(201);
  const { uuid } = await jsonOf<{ uuid: string }>(res);
  const [row] = await handle.db.select().from(orders).where(eq(orders.uuid, uuid));
  return row!.campaign;
}

describe("campaign keys with an order", () => {
  it("stores the known keys, drops any other, and stores nothing without them", async () => {
    expect(
      await campaignOf({ variantId, campaign: { utm_source: "x", gclid: "y", token: "partner-token" } }),
    ).toEqual({ utm_source: "x", gclid: "y" });
    expect(await campaignOf({ variantId })).toBeNull();
    expect(await campaignOf({ variantId, campaign: {} })).toBeNull();
  });

  it("refuses a value that is not text, in Polish", async () => {
    const res = await post(t.app, "/digital-order/create", { variantId, campaign: { utm_source: 5 } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain("parametry kampanii");
  });
});
