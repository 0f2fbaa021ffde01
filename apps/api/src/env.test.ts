import { describe, expect, it } from "vitest";
import { readApiEnv } from "./env.ts";

describe("the standalone API's configuration", () => {
  it("takes an optional INSTANCE_ID (X-Served-By) and refuses a malformed one, naming it", () => {
    expect(readApiEnv({}).INSTANCE_ID).toBeUndefined();
    expect(readApiEnv({ INSTANCE_ID: "api-2" }).INSTANCE_ID).toBe("api-2");
    expect(() => readApiEnv({ INSTANCE_ID: "api/2" })).toThrow(/INSTANCE_ID/);
  });
});
