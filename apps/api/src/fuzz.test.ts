import type { DbHandle } from "@vhs/db/client.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "./app.ts";
import { createOperator } from "./lib/offer-link.ts";

// QUALITY.md "bad input to the API": for every OpenAPI operation, ≥ 200 valid and ≥ 300
// invalid generated requests (fast-check, fixed seed): no response ≥ 500; invalid input
// gets 400/422 with a Polish message naming the field; no stack traces, SQL or paths.

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}
interface Parameter {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

const VALID_RUNS = 200;
const INVALID_RUNS = 300;

function typeOf(s: JsonSchema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
}

/** A generator of values that satisfy a (simple) JSON schema. */
function arbitrary(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf ?? []).map(arbitrary));
  switch (typeOf(s)) {
    case "integer": {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case "number": {
      const min = s.minimum ?? s.exclusiveMinimum ?? -1_000_000;
      const max = s.maximum ?? s.exclusiveMaximum ?? 1_000_000;
      return fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .filter(
          (n) =>
            (s.exclusiveMinimum === undefined || n > s.exclusiveMinimum) &&
            (s.exclusiveMaximum === undefined || n < s.exclusiveMaximum),
        );
    }
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(arbitrary(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case "object": {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = arbitrary(v);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default: {
      const minLength = s.minLength ?? 0;
      const maxLength = Math.min(s.maxLength ?? 40, 200);
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        try {
          return fc.stringMatching(re).filter((v) => v.length >= minLength && v.length <= maxLength);
        } catch {
          return fc.string({ minLength, maxLength }).filter((v) => re.test(v));
        }
      }
      if (s.format === "uuid") return fc.uuid();
      if (s.format === "email") return fc.emailAddress();
      return fc.string({ minLength, maxLength });
    }
  }
}

/** One value that the schema certainly rejects, or undefined when none is known. */
function invalidValue(s: JsonSchema, pick: number): unknown {
  const candidates: unknown[] = [];
  const t = typeOf(s);
  if (s.enum) candidates.push("__nieznana_wartosc__");
  if (t === "integer" || t === "number") candidates.push("abc", "1e999x");
  if (t === "integer") candidates.push("1.5");
  if (t === "integer" || t === "number") {
    if (s.minimum !== undefined) candidates.push(String(s.minimum - 1));
    if (s.maximum !== undefined) candidates.push(String(s.maximum + 1));
  }
  if (t === "boolean") candidates.push("moze");
  if (t === "string" || t === undefined) {
    if (s.maxLength !== undefined) candidates.push("a".repeat(s.maxLength + 1));
    if (s.minLength && s.minLength > 0) candidates.push("");
    if (s.pattern) {
      const re = new RegExp(s.pattern);
      for (const c of ["\u0000", "//evil.example", "x y", "<script>", "' OR 1=1 --", "ąę"])
        if (!re.test(c)) candidates.push(c);
    }
  }
  return candidates.length ? candidates[pick % candidates.length] : undefined;
}

function operations(doc: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.["application/json"]?.schema,
      });
    }
  }
  return ops;
}

function buildRequest(
  op: Operation,
  params: Record<string, unknown>,
  body: unknown,
  rawBody?: string,
): [string, RequestInit] {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    let value = params[p.name];
    if (value === undefined) continue;
    // A well-formed embed token is the seeded demo partner's (content/partners.yaml), so that embed
    // operations reach their handlers (an unknown one is refused before them, 403).
    if (p.name === "token" && p.in === "query" && typeof value === "string" && /^[\w-]{8,128}$/.test(value))
      value = PARTNER_TOKEN;
    if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === "query") {
      if (Array.isArray(value)) for (const v of value) query.append(p.name, String(v));
      else query.set(p.name, String(value));
    }
  }
  const qs = query.toString();
  // An operator's bearer token on every request, so the offer operations reach their handlers (other
  // operations ignore the header).
  const init: RequestInit = { method: op.method, headers: { authorization: `Bearer ${operatorToken}` } };
  if (rawBody !== undefined || body !== undefined) {
    init.headers = { ...init.headers, "content-type": "application/json" };
    init.body = rawBody ?? JSON.stringify(body);
  } else if (op.method === "POST" && op.body) {
    init.headers = { ...init.headers, "content-type": "application/json" };
    init.body = "{}";
  }
  return [path + (qs ? `?${qs}` : ""), init];
}

const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /\/work\//,
  /\.ts:\d+/,
  /\bselect\s.+\sfrom\s/i,
  /\binsert into\b/i,
  /syntax error at or near/i,
  /ECONNREFUSED/,
];

function expectNoLeak(text: string) {
  for (const re of LEAKS) expect(text, `response leaks ${re}`).not.toMatch(re);
}

let handle: DbHandle;
let app: ApiApp;
let ops: Operation[] = [];
let operatorToken = "";
const PARTNER_TOKEN = "an-demo-7Kq2vX9pLm4RtY8w";

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
  app = createApiApp(handle);
  operatorToken = (await createOperator(handle.db, { name: "Fuzz", email: "fuzz@leasingowo.test" })).token;
  ops = operations((await (await app.request("/openapi.json")).json()) as never).filter(
    (o) => o.path !== "/openapi.json",
  );
});
afterAll(async () => {
  await handle.close();
});

describe("generated requests against every OpenAPI operation", () => {
  it("covers the operations of the OpenAPI document", () => {
    expect(ops.length).toBeGreaterThanOrEqual(6);
  });

  it("never answers ≥ 500 to valid generated requests", async () => {
    for (const op of ops) {
      const paramArbs: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const p of op.parameters) {
        if (p.in !== "query" && p.in !== "path") continue;
        paramArbs[p.name] = arbitrary(p.schema);
        if (p.required || p.in === "path") required.push(p.name);
      }
      const arb = fc.tuple(
        fc.record(paramArbs, { requiredKeys: required }),
        op.body ? arbitrary(op.body) : fc.constant(undefined),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ([params, body]) => {
          const [url, init] = buildRequest(op, params as Record<string, unknown>, body);
          const res = await app.request(url, init);
          const text = await res.text();
          expect(res.status, `${op.method} ${url} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
          expectNoLeak(text);
        }),
        { seed: 42, numRuns: VALID_RUNS },
      );
    }
  });

  it("answers invalid generated requests with 400/422 naming the field in Polish", async () => {
    for (const op of ops) {
      const invalidable = op.parameters.filter(
        (p) =>
          (p.in === "query" || p.in === "path") && (p.required || invalidValue(p.schema, 0) !== undefined),
      );
      if (invalidable.length === 0 && !op.body) continue;
      const validParams: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const p of op.parameters) {
        if (p.in !== "query" && p.in !== "path") continue;
        validParams[p.name] = arbitrary(p.schema);
        if (p.required || p.in === "path") required.push(p.name);
      }
      const arb = fc.tuple(
        fc.record(validParams, { requiredKeys: required }),
        op.body ? arbitrary(op.body) : fc.constant(undefined),
        fc.nat({ max: 1000 }),
        fc.nat({ max: 1000 }),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ([validValues, body, which, pick]) => {
          const params = { ...(validValues as Record<string, unknown>) };
          let field: string;
          let rawBody: string | undefined;
          const target = invalidable.length ? invalidable[which % invalidable.length] : undefined;
          const bad = target ? invalidValue(target.schema, pick) : undefined;
          if (target && (bad !== undefined || target.required)) {
            field = target.name;
            if (bad === undefined || (target.required && pick % 4 === 0 && target.in === "query"))
              delete params[field];
            else params[field] = bad;
          } else {
            field = "body";
            rawBody = pick % 2 ? "{nie json" : "[1,2";
          }
          const [url, init] = buildRequest(op, params, rawBody === undefined ? body : undefined, rawBody);
          const res = await app.request(url, init);
          const text = await res.text();
          expectNoLeak(text);
          expect([400, 404, 413, 422], `${op.method} ${url} → ${res.status} ${text.slice(0, 200)}`).toContain(
            res.status,
          );
          const json = JSON.parse(text) as { error: boolean; message: string; fields?: { field: string }[] };
          expect(json.error).toBe(true);
          expect(json.message.length).toBeGreaterThan(0);
          if (res.status === 422 && field !== "body") {
            expect(json.fields?.map((f) => f.field.split(".")[0])).toContain(field);
            expect(json.message).toMatch(/Nieprawidłow|pole|musi|wymagan|oczekiwano|zbyt/i);
          }
        }),
        { seed: 42, numRuns: INVALID_RUNS },
      );
    }
  });
});
