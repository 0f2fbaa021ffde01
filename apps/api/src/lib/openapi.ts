import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiBindings } from "./client-address.ts";
import { validationBody } from "./errors.ts";

export type AppEnv = { Variables: { requestId: string }; Bindings: ApiBindings };

/** Every router is built this way so that invalid input answers 422 naming the field. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationBody(result.error, result.target), 422);
    },
  });
}

/** Reusable response schema for errors, referenced by every operation. */
export { z } from "@hono/zod-openapi";
