import { z } from "@hono/zod-openapi";

export const ErrorSchema = z
  .object({
    error: z.literal(true),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .openapi("Error");

export const errorResponses = {
  422: {
    description: "Nieprawidłowe dane wejściowe",
    content: { "application/json": { schema: ErrorSchema } },
  },
};

export const notFoundResponse = {
  404: { description: "Nie znaleziono", content: { "application/json": { schema: ErrorSchema } } },
};

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
