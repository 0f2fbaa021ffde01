// Steps 1–6 of the order's form, each saved at once (docs/order-flow.md): contact and consents, leasing
// parameters, the applicant (firm or consumer) with its details, delivery and statements; and the VAT-register
// lookup that fills the firm's data in by NIP.
import { createRoute } from "@hono/zod-openapi";
import type { OrderStep } from "@vhs/db/schema/orders.ts";
import { LEGAL_FORM_LABELS } from "@vhs/domain/company.ts";
import { peselBirthDate } from "@vhs/domain/identifiers.ts";
import { router } from "../lib/openapi.ts";
import type { DigitalOrderDeps } from "../lib/order-config.ts";
import { sealJson } from "../lib/order-crypto.ts";
import { type AddressData, aadFor, decrypted, warsawDay } from "../lib/order-service.ts";
import { ORDER_TEXTS_VERSION, STATEMENTS } from "../lib/order-texts.ts";
import {
  draftAnswer,
  E404,
  E409,
  E422,
  errorContent,
  fieldError,
  json,
  jsonBody,
  registerAnswer,
  type StepUpdate,
  updateDraft,
} from "./digital-order-common.ts";
import { CompanyDataResponse } from "./digital-order-schemas-lookups.ts";
import {
  NipQuery,
  StoreContactRequest,
  StoreLeasingParamRequest,
  StoreOrderDataRequest,
} from "./digital-order-schemas-steps.ts";
import { OrderView } from "./digital-order-schemas-views.ts";

export function orderStepRoutes(deps: DigitalOrderDeps) {
  const app = router();

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
      const register = body.company
        ? registerAnswer(await deps.integrations.companyRegister.lookup(body.company.nip))
        : null;
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

  return app;
}
