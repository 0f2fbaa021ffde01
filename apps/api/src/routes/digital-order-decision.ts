// Submitting the order and its decision (docs/order-flow.md): /submit decides and freezes the quote, the
// decision is polled through /checkStatus, and /storeShowOffer records that the customer saw the offer.
import { createRoute } from "@hono/zod-openapi";
import { orders } from "@vhs/db/schema/orders.ts";
import { peselBirthDate } from "@vhs/domain/identifiers.ts";
import { eq, sql } from "drizzle-orm";
import { log } from "../lib/log.ts";
import { router } from "../lib/openapi.ts";
import type { DigitalOrderDeps } from "../lib/order-config.ts";
import { decide } from "../lib/order-decision.ts";
import {
  advanceStatus,
  authorizedOrder,
  computeQuote,
  decrypted,
  findOrder,
  missingSteps,
  statusPayload,
} from "../lib/order-service.ts";
import {
  E404,
  E409,
  E422,
  json,
  jsonBody,
  NO_STORE,
  notFound,
  registerAnswer,
  stepsMissing,
} from "./digital-order-common.ts";
import { OrderAuthRequest, OrderUuidQuery } from "./digital-order-schemas-fields.ts";
import { ShowOfferResponse, StatusResponse, SubmitResponse } from "./digital-order-schemas-views.ts";

export function orderDecisionRoutes(deps: DigitalOrderDeps) {
  const { db } = deps;
  const app = router();

  app.openapi(
    createRoute({
      method: "post",
      path: "/digital-order/submit",
      tags: ["digital-order"],
      summary: "Złożenie wniosku (wszystkie kroki ukończone): status submitted, potem decyzja",
      description:
        "202: złożono, decyzja zapadnie po ORDER_DECISION_DELAY_MS (odpytuj /checkStatus). 200: wniosek był już złożony (bez zmian). 409 STEPS_MISSING: lista brakujących kroków.",
      request: jsonBody(OrderAuthRequest),
      responses: {
        202: json(SubmitResponse, "Złożono"),
        200: json(SubmitResponse, "Wniosek był już złożony"),
        ...E404,
        ...E409,
        ...E422,
      },
    }),
    async (c) => {
      const { uuid, secret } = c.req.valid("json");
      const row = await authorizedOrder(db, uuid, secret);
      if (!row) return notFound(c);
      if (row.status !== "draft")
        return c.json(statusPayload(await advanceStatus(deps, row), deps.now()), 200, NO_STORE);
      const missing = missingSteps(row.completedSteps ?? {});
      if (missing.length)
        return stepsMissing(c, missing, "Uzupełnij wszystkie kroki wniosku przed złożeniem.");

      const now = deps.now();
      const data = decrypted(deps.keyring, row);
      let firmRegister: ReturnType<typeof registerAnswer> | null = null;
      if (row.client === "entrepreneur" && row.company) {
        const fresh = await deps.integrations.companyRegister.lookup(row.company.nip);
        // The register out of reach is null here, not an answer: the decision reads it as "could not ask".
        firmRegister = fresh.ok ? registerAnswer(fresh) : null;
      }
      const quote = await computeQuote(deps, row.car, row);
      const decision = decide({
        now: new Date(now),
        client: row.client,
        car: { year: row.car.year, priceNet: row.car.priceNet, priceGross: row.car.priceGross },
        duration: row.duration,
        initialFee: row.initialFee,
        quote,
        bank: row.bankVerification?.result ?? null,
        ...(row.client === "entrepreneur"
          ? {
              firm: {
                register: firmRegister,
                businessStartDate: row.companyDetails?.businessStartDate ?? null,
              },
            }
          : {
              consumer: {
                birthDate: data.consumer ? peselBirthDate(data.consumer.pesel) : null,
                monthlyNetIncome: data.consumerFinance?.monthlyNetIncome ?? 0,
                monthlyObligations: data.consumerFinance?.monthlyObligations ?? 0,
              },
            }),
      });
      const delay = deps.decisionDelayMs;
      const updated = await deps.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for("update");
        if (locked?.status !== "draft") return locked;
        if (missingSteps(locked.completedSteps ?? {}).length) return locked;
        const [saved] = await tx
          .update(orders)
          .set({
            status: "submitted",
            submittedAt: new Date(now),
            verifyingAt: new Date(now + Math.round(delay / 4)),
            decisionDueAt: new Date(now + delay),
            decision,
            quote,
            updatedAt: new Date(now),
          })
          .where(eq(orders.uuid, uuid))
          .returning();
        return saved;
      });
      if (!updated) return notFound(c);
      if (updated.status === "draft")
        return stepsMissing(
          c,
          missingSteps(updated.completedSteps ?? {}),
          "Uzupełnij wszystkie kroki wniosku przed złożeniem.",
        );
      log("info", "order submitted", {
        requestId: c.get("requestId"),
        order: uuid,
        client: row.client,
        outcome: decision.outcome,
        rules: decision.rulesVersion,
      });
      const fresh = await advanceStatus(deps, updated);
      return c.json(statusPayload(fresh, deps.now()), 202, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/checkStatus",
      tags: ["digital-order"],
      summary:
        "Status wniosku do odpytywania: draft → submitted → verifying → approved | rejected | manual_review",
      request: { query: OrderUuidQuery },
      responses: { 200: json(StatusResponse, "Status"), ...E404, ...E422 },
    }),
    async (c) => {
      const { uuid } = c.req.valid("query");
      const row = await findOrder(db, uuid);
      if (!row) return notFound(c);
      return c.json(statusPayload(await advanceStatus(deps, row), deps.now()), 200, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/storeShowOffer",
      tags: ["digital-order"],
      summary: "Zapisuje, że oferta (decyzja) została pokazana klientowi",
      request: { query: OrderUuidQuery },
      responses: { 200: json(ShowOfferResponse, "Zapisano"), ...E404, ...E422 },
    }),
    async (c) => {
      const { uuid } = c.req.valid("query");
      const at = new Date(deps.now());
      const [row] = await db
        .update(orders)
        .set({
          offerShownAt: sql`coalesce(${orders.offerShownAt}, ${at})`,
          offerShownCount: sql`${orders.offerShownCount} + 1`,
        })
        .where(eq(orders.uuid, uuid))
        .returning({ offerShownAt: orders.offerShownAt, offerShownCount: orders.offerShownCount });
      if (!row) return notFound(c);
      return c.json(
        { uuid, offerShownAt: (row.offerShownAt ?? at).toISOString(), offerShownCount: row.offerShownCount },
        200,
        NO_STORE,
      );
    },
  );

  return app;
}
