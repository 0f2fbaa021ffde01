import { describe, expect, it } from "vitest";
import { readWebEnv, tagManagerConfig } from "./env.ts";

describe("the tag manager's configuration (SPEC §9)", () => {
  it("is off in development and without any container; brand hosts have sane defaults", () => {
    const env = readWebEnv({ GTM_CONTAINER_DEFAULT: "GTM-AB12CD3" });
    expect(tagManagerConfig(env, "development")).toBeUndefined();
    expect(tagManagerConfig(env, undefined)).toBeUndefined();
    expect(tagManagerConfig(readWebEnv({}), "production")).toBeUndefined();
    expect(tagManagerConfig(env, "production")).toEqual({
      costingHost: "koszty.leasingowo.pl",
      toolsHost: "narzedzia.leasingowo.pl",
      embedLabel: "embed",
      containers: { default: "GTM-AB12CD3", costing: undefined, tools: undefined, embed: undefined },
    });
  });

  it("reads the hosts and containers, and stops on a wrong value naming it", () => {
    const env = readWebEnv({
      GTM_CONTAINER_COSTING: "GTM-COST001",
      COSTING_BRAND_HOST: "Koszty.Example.pl",
      EMBED_HOST_LABEL: "osadz",
    });
    expect(tagManagerConfig(env, "production")).toMatchObject({
      costingHost: "koszty.example.pl",
      embedLabel: "osadz",
      containers: { costing: "GTM-COST001" },
    });
    expect(() => readWebEnv({ GTM_CONTAINER_DEFAULT: "UA-12345-1" })).toThrow(/GTM_CONTAINER_DEFAULT/);
    expect(() => readWebEnv({ EMBED_HOST_LABEL: "embed.example" })).toThrow(/EMBED_HOST_LABEL/);
  });
});

describe("the shared page cache's Redis (REDIS_URL)", () => {
  it("is off by default and reads a redis:// or rediss:// address with a prefix and timeout", () => {
    const none = readWebEnv({});
    expect(none.REDIS_URL).toBeUndefined();
    expect(none.REDIS_KEY_PREFIX).toBe("leasingowo:");
    expect(none.REDIS_TIMEOUT_MS).toBe(100);
    const env = readWebEnv({
      REDIS_URL: "rediss://user:secret@cache.internal:6380/2",
      REDIS_KEY_PREFIX: "staging:",
      REDIS_TIMEOUT_MS: "50",
    });
    expect(env).toMatchObject({
      REDIS_URL: "rediss://user:secret@cache.internal:6380/2",
      REDIS_KEY_PREFIX: "staging:",
      REDIS_TIMEOUT_MS: 50,
    });
  });

  it("stops on a wrong address with a message naming the variable and the expected form", () => {
    for (const wrong of ["127.0.0.1:6379", "http://127.0.0.1:6379", "redis://"]) {
      expect(() => readWebEnv({ REDIS_URL: wrong })).toThrow(
        /REDIS_URL: a Redis address such as redis:\/\/127\.0\.0\.1:6379/,
      );
    }
    expect(() => readWebEnv({ REDIS_KEY_PREFIX: "with space" })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe("INSTANCE_ID (X-Served-By behind a balancer)", () => {
  it("is optional, and a name with spaces or over 40 characters stops the process naming it", () => {
    expect(readWebEnv({}).INSTANCE_ID).toBeUndefined();
    expect(readWebEnv({ INSTANCE_ID: "web-1" }).INSTANCE_ID).toBe("web-1");
    expect(() => readWebEnv({ INSTANCE_ID: "web 1" })).toThrow(/INSTANCE_ID/);
    expect(() => readWebEnv({ INSTANCE_ID: "w".repeat(41) })).toThrow(/INSTANCE_ID/);
  });
});
