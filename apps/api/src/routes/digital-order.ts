// The online leasing order (SPEC §7 /digital-order/*): create → the form's steps, each saved
// at once → open-banking account check → submit → the decision (polled) → the PDF document.
// docs/order-flow.md has the states, the rules, every endpoint with examples and the data protection.
//
// Authorisation: every call that reads or changes an order carries its uuid and secret (the secret is
// compared in constant time with its stored SHA-256; a wrong one answers 404, like an unknown order).
// checkStatus and storeShowOffer take only the uuid (SPEC §7) and reveal no personal data.
import type { Db } from "@vhs/db/client.ts";
import { sandboxBankApp } from "../integrations/bank-account.ts";
import { router } from "../lib/openapi.ts";
import { type DigitalOrderOptions, orderDeps } from "../lib/order-config.ts";
import { orderDecisionRoutes } from "./digital-order-decision.ts";
import { orderDocumentRoutes } from "./digital-order-documents.ts";
import { eurotaxRoutes } from "./digital-order-eurotax.ts";
import { psd2Routes } from "./digital-order-psd2.ts";
import { orderStartRoutes } from "./digital-order-start.ts";
import { orderStepRoutes } from "./digital-order-steps.ts";

export type { DigitalOrderOptions } from "../lib/order-config.ts";

// The modules are mounted in the order of the flow; their operations keep this order in the OpenAPI document.
export function digitalOrderRoutes(db: Db, options: DigitalOrderOptions = {}) {
  const deps = orderDeps(db, options);
  const app = router();
  app.route("/", orderStartRoutes(deps));
  app.route("/", orderStepRoutes(deps));
  app.route("/", orderDecisionRoutes(deps));
  app.route("/", orderDocumentRoutes(deps));
  app.route("/", psd2Routes(deps));
  app.route("/", eurotaxRoutes(db));
  if (deps.integrations.sandboxBank) app.route("/", sandboxBankApp(deps.integrations.sandboxBank) as never);
  return app;
}
