// The online leasing order (SPEC §7 /digital-order/*): create → the form's steps, each saved
// at once → open-banking account check → submit → the decision (polled) → the PDF document.
// docs/order-flow.md has the states, the rules, every endpoint with examples and the data protection.
//
// Authorisation: every call that reads or changes an order carries its uuid and secret (the secret is
// compared in constant time with its stored SHA-256; a wrong one answers 404, like an unknown order).
// checkStatus and storeShowOffer take only the uuid (SPEC §7) and reveal no personal data.
import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { type OrderStep, orderIdempotencyKeys, orders } from "@vhs/db/schema/orders.ts";
import { LEGAL_FORM_LABELS } from "@vhs/domain/company.ts";
import { peselBirthDate } from "@vhs/domain/identifiers.ts";
import {
  CLIENT_LABELS,
  type ClientType,
  DEFAULT_PARAMS,
  type Duration,
  MAX_REPURCHASE_BY_DURATION,
} from "@vhs/domain/leasing-constants.ts";
import { repurchaseCapMessage } from "@vhs/domain/leasing-params-parse.ts";
import { MASKS } from "@vhs/domain/mask.ts";
import { and, eq, lt, sql } from "drizzle-orm";
import { sandboxBankApp } from "../integrations/bank-account.ts";
import { orderReturnEmail } from "../integrations/email.ts";
import { log } from "../lib/log.ts";
import { router } from "../lib/openapi.ts";
import { type DigitalOrderOptions, orderDeps } from "../lib/order-config.ts";
import { openJson, sealJson, sha256Hex } from "../lib/order-crypto.ts";
import { decide } from "../lib/order-decision.ts";
import { orderDocumentModel, renderOrderPdf } from "../lib/order-pdf-model.ts";
import {
  type AddressData,
  aadFor,
  advanceStatus,
  authorizedOrder,
  carFromCatalog,
  carFromDictionary,
  computeQuote,
  decrypted,
  findOrder,
  maskEmail,
  missingSteps,
  newSecret,
  type OrderRow,
  orderView,
  statusPayload,
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
import {
  draftAnswer,
  E404,
  E409,
  E422,
  errorContent,
  fieldError,
  json,
  jsonBody,
  NO_STORE,
  notFound,
  type StepUpdate,
  stepsMissing,
  updateDraft,
} from "./digital-order-common.ts";
import { eurotaxRoutes } from "./digital-order-eurotax.ts";
import { psd2Routes } from "./digital-order-psd2.ts";
import {
  idempotencyHeader,
  OrderAuthQuery,
  OrderAuthRequest,
  OrderUuidQuery,
} from "./digital-order-schemas-fields.ts";
import { CompanyDataResponse, SetupResponse } from "./digital-order-schemas-lookups.ts";
import {
  CreateOrderRequest,
  NipQuery,
  StoreContactRequest,
  StoreLeasingParamRequest,
  StoreOrderDataRequest,
} from "./digital-order-schemas-steps.ts";
import {
  CreateOrderResponse,
  OrderView,
  ReturnLinkResponse,
  ShowOfferResponse,
  StatusResponse,
  SubmitResponse,
} from "./digital-order-schemas-views.ts";

export type { DigitalOrderOptions } from "../lib/order-config.ts";

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
const RETURN_LINK_COOLDOWN_MS = 60_000;
const RETURN_LINK_MAX_SENDS = 10;

// ---------------------------------------------------------------------------------------------------------
// Routes

export function digitalOrderRoutes(db: Db, options: DigitalOrderOptions = {}) {
  const deps = orderDeps(db, options);
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

  app.openapi(
    createRoute({
      method: "post",
      path: "/digital-order/storeContact",
      tags: ["digital-order"],
      summary: "Krok 1: dane kontaktowe i zgody (RODO, BIK/BIG wymagane; marketing opcjonalny)",
      request: jsonBody(StoreContactRequest),
      responses: { 200: json(OrderView, "Zapisano krok"), ...E404, ...E409, ...E422 },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const at = new Date(deps.now()).toISOString();
      const outcome = await updateDraft(deps, body.uuid, body.secret, (row) => ({
        set: {
          contactEnc: sealJson(deps.keyring, aadFor(row.uuid, "contactEnc"), {
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            phone: body.phone,
          }),
          consents: {
            rodo: true,
            bikBig: true,
            marketing: body.consents.marketing,
            version: ORDER_TEXTS_VERSION,
            acceptedAt: at,
          },
        },
        complete: ["contact"],
      }));
      return draftAnswer(c, deps, outcome);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/digital-order/storeLeasingParam",
      tags: ["digital-order"],
      summary: "Krok 2: parametry leasingu (zmiana rodzaju klienta czyści kroki 3, 4 i 7)",
      request: jsonBody(StoreLeasingParamRequest),
      responses: { 200: json(OrderView, "Zapisano krok"), ...E404, ...E409, ...E422 },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const outcome = await updateDraft(deps, body.uuid, body.secret, (row) => {
        const set: StepUpdate = {
          client: body.client,
          duration: body.duration,
          initialFee: body.initialFee,
          repurchase: body.repurchase,
        };
        if (body.client === row.client) return { set, complete: ["leasing"] };
        return {
          set: {
            ...set,
            company: null,
            companyDetails: null,
            representativeEnc: null,
            consumerEnc: null,
            consumerFinanceEnc: null,
            bankAccountEnc: null,
            bankVerification: null,
          },
          complete: ["leasing"],
          clear: ["client", "details", "bank"],
        };
      });
      return draftAnswer(c, deps, outcome);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/digital-order/storeOrderData",
      tags: ["digital-order"],
      summary:
        "Kroki 3–6: company/consumer (krok 3), companyDetails/consumerFinance (krok 4), delivery (5), statements (6)",
      description:
        "Każda podana część jest zapisywana od razu i oznacza swój krok jako ukończony. Części firmowe tylko przy client=entrepreneur, konsumenckie przy consumer. PESEL i dowód są szyfrowane; pominięte przy ponownym zapisie — bez zmian.",
      request: jsonBody(StoreOrderDataRequest),
      responses: { 200: json(OrderView, "Zapisano"), ...E404, ...E409, ...E422 },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const today = warsawDay(deps.now());
      // The register is asked before the row is locked (no network call inside a transaction).
      let register: NonNullable<OrderRow["company"]>["register"] | null = null;
      if (body.company) {
        const found = await deps.integrations.companyRegister.lookup(body.company.nip);
        register = found.ok
          ? found.value.found
            ? {
                found: true,
                statusVat: found.value.company.statusVat,
                registrationDate: found.value.company.registrationDate,
                removalDate: found.value.company.removalDate,
                source: found.value.company.source,
                requestId: found.value.company.requestId,
                checkedAt: found.value.company.checkedAt,
                error: null,
              }
            : {
                found: false,
                statusVat: null,
                registrationDate: null,
                removalDate: null,
                source: found.value.source,
                requestId: found.value.requestId,
                checkedAt: found.value.checkedAt,
                error: null,
              }
          : {
              found: false,
              statusVat: null,
              registrationDate: null,
              removalDate: null,
              source: null,
              requestId: null,
              checkedAt: null,
              error: found.error.code,
            };
      }
      const outcome = await updateDraft(deps, body.uuid, body.secret, (row) => {
        const firm = row.client === "entrepreneur";
        const set: StepUpdate = {};
        const complete: OrderStep[] = [];
        const wrongClient = (field: string) =>
          ({
            error: [
              field,
              firm
                ? "Ta część dotyczy wniosku „Prywatnie”; ten wniosek jest „Dla firmy”."
                : "Ta część dotyczy wniosku „Dla firmy”; ten wniosek jest „Prywatnie”.",
            ],
          }) as const;
        const address = (a: {
          street?: string | null;
          building: string;
          flat?: string | null;
          postalCode: string;
          city: string;
        }): AddressData => ({
          street: a.street ?? null,
          building: a.building,
          flat: a.flat ?? null,
          postalCode: a.postalCode,
          city: a.city,
        });
        if (body.company) {
          if (!firm) return wrongClient("company");
          set.company = {
            nip: body.company.nip,
            name: body.company.name,
            regon: body.company.regon ?? null,
            krs: body.company.krs ?? null,
            legalForm: body.company.legalForm,
            address: address(body.company.address),
            register: register!,
          };
          complete.push("client");
        }
        if (body.companyDetails) {
          if (!firm) return wrongClient("companyDetails");
          const d = body.companyDetails;
          if (d.businessStartDate > today)
            return {
              error: [
                "companyDetails.businessStartDate",
                "Data rozpoczęcia działalności nie może być w przyszłości",
              ],
            };
          if (d.businessStartDate < "1900-01-01")
            return {
              error: ["companyDetails.businessStartDate", "Podaj prawdziwą datę rozpoczęcia działalności"],
            };
          set.companyDetails = {
            businessStartDate: d.businessStartDate,
            employees: d.employees ?? null,
            annualRevenue: d.annualRevenue ?? null,
            representativeRole: d.representative.role,
          };
          set.representativeEnc = sealJson(deps.keyring, aadFor(row.uuid, "representativeEnc"), {
            firstName: d.representative.firstName,
            lastName: d.representative.lastName,
          });
          complete.push("details");
        }
        if (body.consumer) {
          if (firm) return wrongClient("consumer");
          const previous = decrypted(deps.keyring, row).consumer;
          const pesel = body.consumer.pesel ?? previous?.pesel;
          const idCard = body.consumer.idCard ?? previous?.idCard;
          if (!pesel) return { error: ["consumer.pesel", "Podaj numer PESEL"] };
          if (!idCard) return { error: ["consumer.idCard", "Podaj serię i numer dowodu osobistego"] };
          const birth = peselBirthDate(pesel);
          if (!birth || birth > today) return { error: ["consumer.pesel", "Nieprawidłowy numer PESEL"] };
          const eighteen = `${Number(birth.slice(0, 4)) + 18}${birth.slice(4)}`;
          if (eighteen > today)
            return { error: ["consumer.pesel", "Leasing konsumencki jest dostępny dla osób pełnoletnich"] };
          if (body.consumer.idCardValidUntil < today)
            return { error: ["consumer.idCardValidUntil", "Dowód osobisty stracił ważność"] };
          set.consumerEnc = sealJson(deps.keyring, aadFor(row.uuid, "consumerEnc"), {
            pesel,
            idCard,
            idCardValidUntil: body.consumer.idCardValidUntil,
            address: address(body.consumer.address),
          });
          complete.push("client");
        }
        if (body.consumerFinance) {
          if (firm) return wrongClient("consumerFinance");
          set.consumerFinanceEnc = sealJson(deps.keyring, aadFor(row.uuid, "consumerFinanceEnc"), {
            incomeSource: body.consumerFinance.incomeSource,
            monthlyNetIncome: body.consumerFinance.monthlyNetIncome,
            monthlyObligations: body.consumerFinance.monthlyObligations,
            householdSize: body.consumerFinance.householdSize ?? null,
          });
          complete.push("details");
        }
        if (body.delivery) {
          const d = body.delivery;
          if (d.preferredDate && d.preferredDate < today)
            return {
              error: ["delivery.preferredDate", "Preferowana data odbioru nie może być w przeszłości"],
            };
          set.delivery = {
            delivery: d.delivery,
            voivodeship: d.voivodeship,
            registration: d.registration,
            insurance: d.insurance,
            preferredDate: d.preferredDate ?? null,
          };
          complete.push("delivery");
        }
        if (body.statements) {
          const missing = STATEMENTS.filter((s) => s.required && !body.statements!.accepted.includes(s.id));
          if (missing.length)
            return { error: ["statements.accepted", `Złóż wymagane oświadczenie: „${missing[0]!.text}”`] };
          set.statements = {
            accepted: [...new Set(body.statements.accepted)],
            politicallyExposed: body.statements.politicallyExposed,
            acceptedAt: new Date(deps.now()).toISOString(),
          };
          complete.push("statements");
        }
        return { set, complete };
      });
      return draftAnswer(c, deps, outcome);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/getCompanyData",
      tags: ["digital-order"],
      summary: "Dane firmy z wykazu podatników VAT po NIP (znormalizowane)",
      description:
        'Nieprawidłowy NIP: 422 {field: "nip"} bez zapytania do rejestru. Rejestr niedostępny lub limit wyczerpany: 503 — formularz pozwala wpisać dane ręcznie.',
      request: { query: NipQuery },
      responses: {
        200: json(CompanyDataResponse, "Firma znaleziona lub nie"),
        ...E422,
        503: errorContent("Rejestr niedostępny — wpisz dane ręcznie"),
      },
    }),
    async (c) => {
      const { nip } = c.req.valid("query");
      const result = await deps.integrations.companyRegister.lookup(nip);
      if (!result.ok) {
        const e = result.error;
        if (e.code === "INVALID_NIP" || e.code === "INVALID_NRB") return fieldError(c, "nip", e.message);
        if (e.code === "WL_ERROR") return fieldError(c, "nip", e.message);
        return c.json({ error: true as const, code: e.code, message: e.message }, 503, {
          "Retry-After": "60",
        });
      }
      const v = result.value;
      if (!v.found)
        return c.json(
          {
            found: false as const,
            nip: v.nip,
            message: "Nie znaleźliśmy firmy o tym NIP w wykazie podatników VAT. Wpisz dane firmy ręcznie.",
            source: v.source,
            requestId: v.requestId,
            checkedAt: v.checkedAt,
          },
          200,
        );
      const { accountNumbers, ...company } = v.company;
      return c.json(
        {
          found: true as const,
          company: {
            ...company,
            legalFormLabel: LEGAL_FORM_LABELS[company.legalForm],
            accountNumbersCount: accountNumbers.length,
          },
        },
        200,
      );
    },
  );

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
      let firmRegister: {
        found: boolean;
        statusVat: string | null;
        registrationDate: string | null;
        removalDate: string | null;
      } | null = null;
      if (row.client === "entrepreneur" && row.company) {
        const fresh = await deps.integrations.companyRegister.lookup(row.company.nip);
        firmRegister = fresh.ok
          ? fresh.value.found
            ? {
                found: true,
                statusVat: fresh.value.company.statusVat,
                registrationDate: fresh.value.company.registrationDate,
                removalDate: fresh.value.company.removalDate,
              }
            : { found: false, statusVat: null, registrationDate: null, removalDate: null }
          : null;
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

  app.route("/", psd2Routes(deps));
  app.route("/", eurotaxRoutes(db));
  if (deps.integrations.sandboxBank) app.route("/", sandboxBankApp(deps.integrations.sandboxBank) as never);
  return app;
}
