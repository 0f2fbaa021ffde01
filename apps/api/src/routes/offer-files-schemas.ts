// Request and answer schemas of the offer's documents (routes/offer-files.ts), in the OpenAPI document.
import { z } from "@hono/zod-openapi";
import { OFFER_FILE_KINDS } from "@vhs/db/schema/offers.ts";
import { OFFER_FILE_KIND_LABELS, OFFER_FILE_RULES, OFFER_TOKEN_PATTERN } from "@vhs/domain/offer-contract.ts";

// The offers' one error shape (offers-schemas.ts), under the names these routes use.
export { OfferError as OfferFilesError, offerErrorContent as errorContent } from "./offers-schemas.ts";

export const TokenParams = z.object({
  token: z
    .string()
    .regex(OFFER_TOKEN_PATTERN, "nieprawidłowy link oferty")
    .openapi({
      param: { name: "token", in: "path" },
      description: "Klucz z linku oferty (/oferta/{token})",
      example: "q3L0vZ8xT1b2c3d4e5f6g7h8i9j0k1l2",
    }),
});

export const OperatorFileParams = z.object({
  id: z.uuid().openapi({ param: { name: "id", in: "path" }, description: "Identyfikator oferty" }),
  fileId: z.uuid().openapi({ param: { name: "fileId", in: "path" }, description: "Identyfikator pliku" }),
});

export const OfferFileKindSchema = z.enum(OFFER_FILE_KINDS).openapi({
  description: Object.entries(OFFER_FILE_KIND_LABELS)
    .map(([k, v]) => `${k}: ${v}`)
    .join("; "),
});

export const OfferFileEntry = z
  .object({
    id: z.uuid(),
    kind: OfferFileKindSchema,
    name: z.string().openapi({ description: "Nazwa pliku, jaką nadał klient" }),
    mediaType: z.enum(OFFER_FILE_RULES.mediaTypes).openapi({ description: "Rodzaj ustalony z treści pliku" }),
    size: z.number().int().openapi({ description: "Rozmiar w bajtach" }),
    createdAt: z.string().openapi({ description: "Czas dodania (ISO 8601)" }),
  })
  .openapi("OfferFileEntry");

/**
 * The multipart body, described for the document only (a plain schema object, so the generic form
 * validator does not read the whole body into memory: the route streams it).
 */
export const uploadBodyDocumentation = {
  type: "object" as const,
  required: ["file", "kind"],
  properties: {
    file: {
      type: "string" as const,
      format: "binary",
      description: `PDF, JPEG, PNG lub HEIC (rozpoznawane po treści; rozszerzenie musi się zgadzać), najwyżej ${OFFER_FILE_RULES.maxBytes / 1024 / 1024} MB`,
    },
    kind: {
      type: "string" as const,
      enum: [...OFFER_FILE_KINDS],
      description: "Rodzaj dokumentu",
    },
  },
};

export const DeleteFileRequest = z
  .object({ fileId: z.uuid().openapi({ description: "Identyfikator pliku z listy plików oferty" }) })
  .openapi("DeleteOfferFileRequest");

export const DeleteFileResponse = z
  .object({ deleted: z.literal(true), id: z.uuid() })
  .openapi("DeleteOfferFileResponse");

export const binaryFile = {
  type: "string" as const,
  format: "binary",
};
