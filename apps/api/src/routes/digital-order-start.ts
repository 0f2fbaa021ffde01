// Starting an online order (docs/order-flow.md): the form's setup, /create (the car and the leasing
// parameters; idempotent with an Idempotency-Key) and /get, the owner's view of the order.
import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { orderIdempotencyKeys, orders } from "@vhs/db/schema/orders.ts";
import {
  type ClientType,
  DEFAULT_PARAMS,
  type Duration,
  MAX_REPURCHASE_BY_DURATION,
} from "@vhs/domain/leasing-constants.ts";
import { repurchaseCapMessage } from "@vhs/domain/leasing-params-check.ts";
import { MASKS } from "@vhs/domain/mask.ts";
import { and, eq, lt } from "drizzle-orm";
import { router } from "../lib/openapi.ts";
import { carFromCatalog, carFromDictionary } from "../lib/order-car.ts";
import type { DigitalOrderDeps } from "../lib/order-config.ts";
import { openJson, sealJson, sha256Hex } from "../lib/order-crypto.ts";
import {
  advanceStatus,
  authorizedOrder,
  findOrder,
  newSecret,
  orderView,
  warsawDay,
} from "../lib/order-service.ts";
import {
  CLIENT_OPTIONS,
  CONSENTS,
  DELIVERY_OPTIONS,
  INCOME_SOURCES,
  INSURANCE_OPTIONS,
  LEGAL_FORM_OPTIONS,
  ORDER_TEXTS_VERSION,
  PEP_STATEMENT,
  REGISTRATION_OPTIONS,
  REPRESENTATIVE_ROLES,
  STATEMENTS,
  STATUS_DESCRIPTIONS,
  STATUS_LABELS,
  STEP_DEFINITIONS,
  VOIVODESHIPS,
} from "../lib/order-texts.ts";
import { E404, E422, fieldError, json, jsonBody, NO_STORE, notFound } from "./digital-order-common.ts";
import { idempotencyHeader, OrderAuthQuery } from "./digital-order-schemas-fields.ts";
import { SetupResponse } from "./digital-order-schemas-lookups.ts";
import { CreateOrderRequest } from "./digital-order-schemas-steps.ts";
import { CreateOrderResponse, OrderView } from "./digital-order-schemas-views.ts";

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

class IdempotencyConflict extends Error {}

const DAY_MS = 24 * 60 * 60 * 1000;
export function orderStartRoutes(deps: DigitalOrderDeps) {
  const { db } = deps;
  const app = router();

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/setup",
      tags: ["digital-order"],
      summary: "Ustawienia formularza: kroki, zgody i klauzule, oświadczenia, formy prawne, opcje odbioru",
      responses: { 200: json(SetupResponse, "Ustawienia wniosku online") },
    }),
    (c) =>
      c.json(
        {
          version: ORDER_TEXTS_VERSION,
          steps: STEP_DEFINITIONS.map((s, i) => ({ ...s, number: i + 1 })),
          consents: CONSENTS.map((x) => ({ ...x, documents: [...x.documents] })),
          statements: STATEMENTS.map((s) => ({ ...s, documents: [...s.documents] })),
          pepStatement: PEP_STATEMENT,
          clientTypes: CLIENT_OPTIONS,
          legalForms: LEGAL_FORM_OPTIONS,
          representativeRoles: REPRESENTATIVE_ROLES.map((x) => ({ ...x })),
          incomeSources: INCOME_SOURCES.map((x) => ({ ...x })),
          deliveryOptions: DELIVERY_OPTIONS.map((x) => ({ ...x })),
          registrationOptions: REGISTRATION_OPTIONS.map((x) => ({ ...x })),
          insuranceOptions: INSURANCE_OPTIONS.map((x) => ({ ...x })),
          voivodeships: [...VOIVODESHIPS],
          statuses: (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((value) => ({
            value,
            label: STATUS_LABELS[value],
            description: STATUS_DESCRIPTIONS[value],
          })),
          decision: { typicalDurationMs: deps.decisionDelayMs, pollIntervalMs: 1000 },
          masks: { ...MASKS },
        },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/digital-order/create",
      tags: ["digital-order"],
      summary:
        "Nowy wniosek: samochód z oferty (variantId lub groupId) albo ze słownika + parametry leasingu",
      description:
        "Zwraca {uuid, secret}. Nagłówek Idempotency-Key: ten sam klucz z tymi samymi danymi zwraca ten sam wniosek (200, replayed: true); ten sam klucz z innymi danymi — 422.",
      request: { headers: idempotencyHeader, ...jsonBody(CreateOrderRequest) },
      responses: {
        201: json(CreateOrderResponse, "Utworzono wniosek"),
        200: json(CreateOrderResponse, "Ten sam Idempotency-Key: istniejący wniosek"),
        ...E422,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const key = c.req.valid("header")["idempotency-key"];
      const client: ClientType = body.client ?? DEFAULT_PARAMS.client;
      const duration = (body.duration ?? DEFAULT_PARAMS.duration) as Duration;
      const initialFee = body.initialFee ?? DEFAULT_PARAMS.initialFee;
      const repurchase =
        body.repurchase ?? Math.min(DEFAULT_PARAMS.repurchase, MAX_REPURCHASE_BY_DURATION[duration]);
      if (repurchase > MAX_REPURCHASE_BY_DURATION[duration])
        return fieldError(c, "repurchase", repurchaseCapMessage(duration));
      const now = deps.now();
      const lookup =
        body.dictionaryVersionId !== undefined
          ? await carFromDictionary(
              db,
              { ...body, dictionaryVersionId: body.dictionaryVersionId, year: body.year!, client },
              Number(warsawDay(now).slice(0, 4)),
            )
          : await carFromCatalog(db, { variantId: body.variantId, groupId: body.groupId });
      if (!lookup.ok) return fieldError(c, lookup.field, lookup.message);

      const { secret, hash } = newSecret();
      const uuid = randomUUID();
      const values = {
        uuid,
        secretHash: hash,
        status: "draft" as const,
        carSource: lookup.car.source,
        variantId: lookup.variantId,
        groupId: lookup.groupId,
        dictionaryVersionId: lookup.dictionaryVersionId,
        car: lookup.car,
        client,
        duration,
        initialFee,
        repurchase,
        campaign: body.campaign && Object.keys(body.campaign).length ? body.campaign : null,
        completedSteps: {},
        createdAt: new Date(now),
        updatedAt: new Date(now),
      };
      const created = { uuid, secret, status: "draft" as const, formPath: `/zamow/${uuid}` };
      if (!key) {
        await db.insert(orders).values(values);
        return c.json({ ...created, replayed: false }, 201, NO_STORE);
      }

      const keyHash = sha256Hex(key);
      const requestHash = sha256Hex(canonicalJson(body));
      const aad = `order_idempotency_keys:${keyHash}`;
      try {
        await db.transaction(async (tx) => {
          await tx
            .delete(orderIdempotencyKeys)
            .where(
              and(
                eq(orderIdempotencyKeys.keyHash, keyHash),
                lt(orderIdempotencyKeys.createdAt, new Date(now - DAY_MS)),
              ),
            );
          await tx.insert(orders).values(values);
          const won = await tx
            .insert(orderIdempotencyKeys)
            .values({
              keyHash,
              requestHash,
              orderUuid: uuid,
              secretEnc: sealJson(deps.keyring, aad, secret),
              createdAt: new Date(now),
            })
            .onConflictDoNothing()
            .returning({ keyHash: orderIdempotencyKeys.keyHash });
          // Another request with this key won: undo our order (the transaction rolls back).
          if (won.length === 0) throw new IdempotencyConflict();
        });
        return c.json({ ...created, replayed: false }, 201, NO_STORE);
      } catch (e) {
        if (!(e instanceof IdempotencyConflict)) throw e;
      }
      const [existing] = await db
        .select()
        .from(orderIdempotencyKeys)
        .where(eq(orderIdempotencyKeys.keyHash, keyHash));
      if (!existing) return fieldError(c, "idempotency-key", "Spróbuj ponownie za chwilę.");
      if (existing.requestHash !== requestHash)
        return fieldError(
          c,
          "idempotency-key",
          "Ten klucz Idempotency-Key został już użyty z innymi danymi. Użyj nowego klucza dla nowego wniosku.",
        );
      const order = await findOrder(db, existing.orderUuid);
      return c.json(
        {
          uuid: existing.orderUuid,
          secret: openJson<string>(deps.keyring, aad, existing.secretEnc),
          status: order?.status ?? "draft",
          formPath: `/zamow/${existing.orderUuid}`,
          replayed: true,
        },
        200,
        { ...NO_STORE, "Idempotent-Replayed": "true" },
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/get",
      tags: ["digital-order"],
      summary: "Wniosek dla jego właściciela (uuid + secret); identyfikatory zamaskowane",
      request: { query: OrderAuthQuery },
      responses: { 200: json(OrderView, "Wniosek"), ...E404, ...E422 },
    }),
    async (c) => {
      const { uuid, secret } = c.req.valid("query");
      const row = await authorizedOrder(db, uuid, secret);
      if (!row) return notFound(c);
      return c.json(await orderView(deps, await advanceStatus(deps, row)), 200, NO_STORE);
    },
  );

  return app;
}
