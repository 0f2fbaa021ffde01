// What the order sends the customer (docs/order-flow.md): the e-mailed link back to the form (rate-limited
// per order) and, after a positive decision, the leasing offer as a PDF.
import { createRoute, z } from "@hono/zod-openapi";
import { orders } from "@vhs/db/schema/orders.ts";
import { CLIENT_LABELS } from "@vhs/domain/leasing-constants.ts";
import { and, eq, lt, sql } from "drizzle-orm";
import { orderReturnEmail } from "../integrations/email.ts";
import { router } from "../lib/openapi.ts";
import type { DigitalOrderDeps } from "../lib/order-config.ts";
import { orderDocumentModel, renderOrderPdf } from "../lib/order-pdf-model.ts";
import { advanceStatus, authorizedOrder, decrypted, maskEmail } from "../lib/order-service.ts";
import {
  E404,
  E409,
  E422,
  errorContent,
  json,
  jsonBody,
  NO_STORE,
  notFound,
  stepsMissing,
} from "./digital-order-common.ts";
import { OrderAuthQuery, OrderAuthRequest } from "./digital-order-schemas-fields.ts";
import { ReturnLinkResponse } from "./digital-order-schemas-views.ts";

const RETURN_LINK_COOLDOWN_MS = 60_000;
const RETURN_LINK_MAX_SENDS = 10;

export function orderDocumentRoutes(deps: DigitalOrderDeps) {
  const { db } = deps;
  const app = router();

  app.openapi(
    createRoute({
      method: "post",
      path: "/digital-order/send-return-link",
      tags: ["digital-order"],
      summary: "Wysyła e-mailem link powrotu do wniosku (/powrot/{uuid}/{secret}) na adres z kroku 1",
      description: `Najwyżej raz na ${RETURN_LINK_COOLDOWN_MS / 1000} s i ${RETURN_LINK_MAX_SENDS} razy na wniosek (429). W sandboksie e-mail trafia do data/outbox/email.jsonl.`,
      request: jsonBody(OrderAuthRequest),
      responses: {
        202: json(ReturnLinkResponse, "Wysłano"),
        ...E404,
        ...E409,
        ...E422,
        429: errorContent("Za często — spróbuj później"),
        503: errorContent("Nie udało się wysłać e-maila"),
      },
    }),
    async (c) => {
      const { uuid, secret } = c.req.valid("json");
      const row = await authorizedOrder(db, uuid, secret);
      if (!row) return notFound(c);
      const contact = decrypted(deps.keyring, row).contact;
      if (!contact) return stepsMissing(c, ["contact"], "Podaj najpierw adres e-mail w kroku 1.");
      const now = deps.now();
      const [reserved] = await db
        .update(orders)
        .set({ returnLinkSentAt: new Date(now), returnLinkSendCount: sql`${orders.returnLinkSendCount} + 1` })
        .where(
          and(
            eq(orders.uuid, uuid),
            lt(orders.returnLinkSendCount, RETURN_LINK_MAX_SENDS),
            sql`(${orders.returnLinkSentAt} is null or ${orders.returnLinkSentAt} <= ${new Date(now - RETURN_LINK_COOLDOWN_MS)})`,
          ),
        )
        .returning({ count: orders.returnLinkSendCount });
      if (!reserved) {
        const retryAt =
          row.returnLinkSendCount >= RETURN_LINK_MAX_SENDS || !row.returnLinkSentAt
            ? null
            : new Date(row.returnLinkSentAt.getTime() + RETURN_LINK_COOLDOWN_MS).toISOString();
        return c.json(
          {
            error: true as const,
            code: "TOO_MANY_SENDS",
            message: retryAt
              ? "Link został właśnie wysłany. Kolejny możesz wysłać za minutę."
              : "Wysłano już maksymalną liczbę linków do tego wniosku.",
            ...(retryAt ? { retryAt } : {}),
          },
          429,
          NO_STORE,
        );
      }
      const url = `${deps.publicOrigin}/powrot/${uuid}/${secret}`;
      const sent = await deps.integrations.email.send(
        orderReturnEmail({ to: contact.email, url, firstName: contact.firstName }),
        { idempotencyKey: `order-return-link:${uuid}:${reserved.count}` },
      );
      if (!sent.ok)
        return c.json(
          { error: true as const, message: "Nie udało się wysłać e-maila. Spróbuj ponownie." },
          503,
          NO_STORE,
        );
      return c.json(
        {
          sent: true as const,
          to: maskEmail(contact.email),
          resendAvailableAt: new Date(now + RETURN_LINK_COOLDOWN_MS).toISOString(),
        },
        202,
        NO_STORE,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/document",
      tags: ["digital-order"],
      summary: "Oferta leasingowa z decyzją (PDF, po polsku) — po pozytywnej decyzji",
      request: { query: OrderAuthQuery },
      responses: {
        200: {
          description: "Dokument PDF (Content-Disposition: attachment)",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...E404,
        ...E409,
        ...E422,
      },
    }),
    async (c) => {
      const { uuid, secret } = c.req.valid("query");
      const found = await authorizedOrder(db, uuid, secret);
      if (!found) return notFound(c);
      const row = await advanceStatus(deps, found);
      if (row.status !== "approved" || !row.decision || !row.quote)
        return c.json(
          {
            error: true as const,
            code: "NO_DOCUMENT",
            message: "Dokument z ofertą jest dostępny po pozytywnej decyzji.",
          },
          409,
          NO_STORE,
        );
      const model = orderDocumentModel(row, decrypted(deps.keyring, row), CLIENT_LABELS);
      const bytes = await renderOrderPdf(model);
      return c.body(bytes as never, 200, {
        ...NO_STORE,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="oferta-leasingowa-${model.reference}.pdf"`,
      }) as never;
    },
  );

  return app;
}
