// What visitors send us (SPEC §7): the contact form, "notify me", dealer contact and the partner
// programme. Each lead is validated (packages/domain/src/leads.ts), checked for bots, counted against the
// rate limits, stored with its consents, acknowledged at once, and then forwarded to the team in the
// background — by e-mail, and dealer leads also to Notion. A failed forwarding never loses the lead: it
// stays in `leads` with forward_status "failed" (docs/integrations.md, "Leads").
import { randomUUID } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { type LeadKind, leads } from "@vhs/db/schema/content.ts";
import { EMBED_TOKEN_REFUSED } from "@vhs/domain/embed.ts";
import { formatNip, phoneToE164 } from "@vhs/domain/identifiers.ts";
import {
  CONSENT_IDS,
  CONTACT_TOPICS,
  DEALER_MONTHLY_SALES,
  LEAD_FIELD_LABELS,
  LEAD_THANKS,
  PARTNER_TYPES,
} from "@vhs/domain/lead-texts.ts";
import {
  botRefusal,
  contactLeadRequest,
  dealerLeadRequest,
  type LeadConsentInput,
  notifyLeadRequest,
  partnerSignupRequest,
} from "@vhs/domain/leads.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createNotionClient, readIntegrationsConfig } from "../integrations/config.ts";
import { createSandboxEmailSender, type EmailMessage, type EmailSender } from "../integrations/email.ts";
import type { NotionClient, NotionRow } from "../integrations/notion.ts";
import { type Clock, ok, systemClock } from "../integrations/support.ts";
import { clientAddressOf } from "../lib/client-address.ts";
import { errorJson } from "../lib/errors.ts";
import { log } from "../lib/log.ts";
import { type AppEnv, router } from "../lib/openapi.ts";
import { type Partner, partnerOf } from "../lib/partners.ts";
import { createRateLimiter, type RateRule, rateKey, retryAfterText } from "../lib/rate-limit.ts";
import { ErrorSchema } from "../lib/schemas.ts";

export interface LeadLimits {
  /** Per visitor's address and form. */
  perAddress: { limit: number; windowMs: number };
  /** Per e-mail address, all forms together. */
  perEmail: { limit: number; windowMs: number };
}

export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  perAddress: { limit: 5, windowMs: 10 * 60 * 1000 },
  perEmail: { limit: 10, windowMs: 24 * 60 * 60 * 1000 },
};

export interface LeadsOptions {
  email?: EmailSender;
  notion?: NotionClient;
  /** Where the team reads the leads (default LEADS_EMAIL_TO). */
  teamEmail?: string;
  now?: Clock;
  limits?: LeadLimits;
  /** Runs the forwarding after the answer (tests collect the promises to wait for them). */
  background?: (task: Promise<void>) => void;
  /** Where to read the variables from (default process.env). */
  env?: Record<string, string | undefined>;
}

// ---------------------------------------------------------------------------------------------------------
// OpenAPI

/** Personal data: never cached by the browser or a proxy. */
const NO_STORE = { "Cache-Control": "no-store, private" } as const;

const LeadAccepted = z
  .object({
    id: z.string().openapi({ description: "Identyfikator zgłoszenia (UUID)" }),
    message: z.string().openapi({ description: "Potwierdzenie dla wysyłającego, po polsku" }),
  })
  .openapi("LeadAccepted");

const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorSchema } },
});

const leadRoute = <S extends z.ZodType>(path: string, summary: string, schema: S) =>
  createRoute({
    method: "post",
    path,
    tags: ["leads"],
    summary,
    request: { body: { required: true, content: { "application/json": { schema } } } },
    responses: {
      201: {
        description: "Zgłoszenie przyjęte i zapisane",
        content: { "application/json": { schema: LeadAccepted } },
      },
      422: errorContent(
        "Nieprawidłowe dane (pole wskazane w `fields`) albo formularz odrzucony jako automat (za szybko, za późno, wypełnione ukryte pole)",
      ),
      429: errorContent(
        "Za dużo zgłoszeń z tego adresu lub na ten e-mail; nagłówek Retry-After mówi, kiedy wolno",
      ),
    },
  });

// ---------------------------------------------------------------------------------------------------------
// What is stored and sent

interface LeadInput {
  kind: LeadKind;
  site: string;
  name: string | null;
  email: string;
  phone: string | null;
  /** The form's other fields, as validated (enum keys, normalised NIP). */
  fields: Record<string, string | undefined>;
  consents: LeadConsentInput[];
  sourcePath: string | undefined;
  /** The embed partner whose frame it was sent from. */
  partner?: Pick<Partner, "id" | "name" | "leadEmail"> | undefined;
}

/** What every lead request has besides its own fields. */
interface CommonBody {
  site: string;
  email: string;
  consents: LeadConsentInput[];
  sourcePath?: string | undefined;
  website?: string | undefined;
  startedAt: number;
  /** The visit's campaign keys (SPEC §3): stored among the lead's fields under their own names. */
  campaign?: Partial<Record<string, string | undefined>> | undefined;
}

interface StoredLead extends LeadInput {
  id: string;
  createdAt: Date;
}

const KIND_LABELS: Record<LeadKind, string> = {
  contact: "formularz kontaktowy",
  notify: "powiadomienie o ofercie",
  dealer: "kontakt od dealera",
  partner: "program partnerski",
};

const VALUE_LABELS: Record<string, Record<string, string>> = {
  topic: CONTACT_TOPICS,
  monthlySales: DEALER_MONTHLY_SALES,
  partnerType: PARTNER_TYPES,
};

function shownValue(field: string, value: string): string {
  if (field === "nip") return formatNip(value);
  if (field === "phone") return phoneToE164(value) ?? value;
  return VALUE_LABELS[field]?.[value] ?? value;
}

const warsawTime = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  dateStyle: "short",
  timeStyle: "short",
});

/** The team's e-mail about one lead: every field with its Polish name, then the consents. */
export function teamEmail(lead: StoredLead, to: string): EmailMessage {
  const fieldLines: string[] = [];
  const contact = { name: lead.name, email: lead.email, phone: lead.phone };
  const nameLabel = lead.kind === "dealer" ? LEAD_FIELD_LABELS.contactPerson : LEAD_FIELD_LABELS.name;
  for (const [field, value] of Object.entries({ ...contact, ...lead.fields })) {
    if (!value) continue;
    const label =
      field === "name" ? nameLabel : (LEAD_FIELD_LABELS[field as keyof typeof LEAD_FIELD_LABELS] ?? field);
    const shown = shownValue(field, value);
    fieldLines.push(shown.includes("\n") ? `${label}:\n${shown}` : `${label}: ${shown}`);
  }
  const consents = lead.consents
    .map((c) => `${c.id} — ${c.accepted ? "tak" : "nie"} (wersja ${c.version})`)
    .join("; ");
  const text = [
    `Nowe zgłoszenie: ${KIND_LABELS[lead.kind]}`,
    `Serwis: ${lead.site}`,
    ...(lead.partner ? [`Partner: ${lead.partner.name} (${lead.partner.id})`] : []),
    `Strona: ${lead.sourcePath ?? "—"}`,
    `Wysłano: ${warsawTime.format(lead.createdAt)}`,
    `Numer zgłoszenia: ${lead.id}`,
    "",
    ...fieldLines,
    "",
    `Zgody: ${consents}`,
  ].join("\n");
  const who = lead.fields.dealershipName ?? lead.name ?? lead.email;
  return { to, subject: `[${SITE_NAME}] Nowe zgłoszenie: ${KIND_LABELS[lead.kind]} – ${who}`, text };
}

/** A dealer lead as a row of the team's Notion database (docs/integrations.md lists its properties). */
export function dealerNotionRow(lead: StoredLead): NotionRow {
  const f = lead.fields;
  const marketing = lead.consents.some((c) => c.id === CONSENT_IDS.marketing && c.accepted);
  return {
    Salon: { type: "title", value: f.dealershipName ?? "" },
    NIP: { type: "rich_text", value: f.nip ? formatNip(f.nip) : "" },
    Miejscowość: { type: "rich_text", value: f.city ?? "" },
    "Osoba do kontaktu": { type: "rich_text", value: lead.name ?? "" },
    Telefon: { type: "phone_number", value: lead.phone ? phoneToE164(lead.phone) : null },
    "E-mail": { type: "email", value: lead.email },
    "Sprzedaż miesięcznie": {
      type: "select",
      value: f.monthlySales
        ? (DEALER_MONTHLY_SALES[f.monthlySales as keyof typeof DEALER_MONTHLY_SALES] ?? null)
        : null,
    },
    Wiadomość: { type: "rich_text", value: f.message ?? "" },
    "Zgoda na marketing": { type: "checkbox", value: marketing },
    Zgłoszenie: { type: "rich_text", value: lead.id },
    "Data zgłoszenia": { type: "date", value: lead.createdAt.toISOString() },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Routes

function leadDeps(db: Db, options: LeadsOptions) {
  const env = options.env ?? process.env;
  const now = options.now ?? systemClock;
  const config = options.email && options.notion && options.teamEmail ? null : readIntegrationsConfig(env);
  return {
    now,
    email: options.email ?? createSandboxEmailSender({ outboxDir: config!.OUTBOX_DIR, now }),
    notion: options.notion ?? createNotionClient(config!, { now }),
    teamEmail: options.teamEmail ?? config!.LEADS_EMAIL_TO,
    limits: options.limits ?? DEFAULT_LEAD_LIMITS,
    limiter: createRateLimiter(db, {
      now,
      onSweepError: (e) => log("warn", "rate-limit sweep failed", { error: (e as Error).name }),
    }),
    background:
      options.background ??
      ((task: Promise<void>) => {
        void task;
      }),
  };
}

export function leadsRoutes(db: Db, options: LeadsOptions = {}) {
  const app = router();
  const deps = leadDeps(db, options);

  async function forward(lead: StoredLead): Promise<void> {
    try {
      const [mail, page, partnerMail] = await Promise.all([
        deps.email.send(teamEmail(lead, deps.teamEmail), { idempotencyKey: `lead:${lead.id}:email` }),
        lead.kind === "dealer"
          ? deps.notion.createPage(dealerNotionRow(lead), { idempotencyKey: `lead:${lead.id}:notion` })
          : Promise.resolve(ok(null)),
        // A lead made in a partner's frame is theirs too: the same e-mail goes to their lead address.
        lead.partner
          ? deps.email.send(teamEmail(lead, lead.partner.leadEmail), {
              idempotencyKey: `lead:${lead.id}:partner-email`,
            })
          : Promise.resolve(ok(null)),
      ]);
      const sent = mail.ok && page.ok && partnerMail.ok;
      if (!sent)
        log("warn", "lead not forwarded", {
          lead: lead.id,
          email: mail.ok ? "sent" : mail.error.code,
          notion: page.ok ? "sent" : page.error.code,
          partner: partnerMail.ok ? "sent" : partnerMail.error.code,
        });
      await db
        .update(leads)
        .set({ forwardStatus: sent ? "sent" : "failed", forwardedAt: sent ? new Date(deps.now()) : null })
        .where(eq(leads.id, lead.id));
    } catch (e) {
      // Stored already: the lead stays "pending" and is visible to the team in the database.
      log("error", "lead forwarding crashed", { lead: lead.id, error: (e as Error).name });
    }
  }

  /** Bot checks, limits, storage, the answer; the forwarding runs after it. */
  async function accept(
    c: Context<AppEnv>,
    kind: LeadKind,
    body: CommonBody,
    who: { name: string | null; phone: string | undefined },
    fields: Record<string, string | undefined>,
    partner?: Partner,
  ) {
    const input: LeadInput = {
      kind,
      site: body.site,
      name: who.name,
      email: body.email,
      phone: who.phone ?? null,
      fields: { ...fields, ...body.campaign },
      consents: body.consents,
      sourcePath: body.sourcePath,
      partner,
    };
    const now = deps.now();
    const refusal = botRefusal(body, now);
    if (refusal) return c.json({ error: true as const, message: refusal }, 422, NO_STORE);

    const rules: RateRule[] = [
      { key: rateKey("lead", "email", input.email.toLowerCase()), ...deps.limits.perEmail },
    ];
    const address = clientAddressOf(c.env);
    if (address) rules.push({ key: rateKey("lead", input.kind, "addr", address), ...deps.limits.perAddress });
    const decision = await deps.limiter.hit(rules);
    if (!decision.allowed) {
      const when = retryAfterText(decision.retryAfterSeconds);
      const message =
        decision.rule === rules[0]
          ? `Z tego adresu e-mail wysłano już zbyt wiele zgłoszeń. Spróbuj ponownie ${when}.`
          : `Wysłano zbyt wiele formularzy. Spróbuj ponownie ${when}.`;
      return c.json({ error: true as const, message }, 429, {
        ...NO_STORE,
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }

    const lead: StoredLead = { ...input, id: randomUUID(), createdAt: new Date(now) };
    const stored: Record<string, string> = {};
    for (const [k, v] of Object.entries(input.fields)) if (v !== undefined) stored[k] = v;
    await db.insert(leads).values({
      id: lead.id,
      kind: lead.kind,
      site: lead.site,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      fields: stored,
      consents: lead.consents,
      sourcePath: lead.sourcePath ?? null,
      partner: lead.partner?.id ?? null,
      createdAt: lead.createdAt,
    });
    deps.background(forward(lead));
    return c.json({ id: lead.id, message: LEAD_THANKS[lead.kind] }, 201, NO_STORE);
  }

  app.openapi(
    leadRoute(
      "/contact-form",
      "Formularz kontaktowy (SPEC §7; `site` domyślnie leasingowo.pl)",
      contactLeadRequest,
    ),
    (c) => {
      const b = c.req.valid("json");
      const fields = { topic: b.topic, message: b.message, nip: b.nip, carRef: b.carRef };
      return accept(c, "contact", b, { name: b.name, phone: b.phone }, fields);
    },
  );

  // SPEC §7: in embed mode the contact form goes here, with the partner's token (checked by the API's
  // embed guard): the lead is stored with the partner and sent to the partner's lead e-mail too.
  app.openapi(
    {
      ...leadRoute(
        "/v3/embed-contact-lead",
        "Formularz kontaktowy w ramce partnera (wymaga tokenu partnera `?token=`)",
        contactLeadRequest,
      ),
      request: {
        query: z.object({
          token: z
            .string()
            .regex(/^[A-Za-z0-9_-]{8,128}$/)
            .openapi({ description: "Token klienta osadzenia" }),
        }),
        body: { required: true, content: { "application/json": { schema: contactLeadRequest } } },
      },
    },
    (c) => {
      const partner = partnerOf(c);
      if (!partner) return errorJson(c, 403, EMBED_TOKEN_REFUSED) as never;
      const b = c.req.valid("json");
      const fields = { topic: b.topic, message: b.message, nip: b.nip, carRef: b.carRef };
      return accept(c, "contact", b, { name: b.name, phone: b.phone }, fields, partner);
    },
  );

  app.openapi(
    leadRoute(
      "/notify/",
      "„Powiadom mnie”: e-mail o nowej ofercie marki, modelu albo o promocjach",
      notifyLeadRequest,
    ),
    (c) => {
      const b = c.req.valid("json");
      return accept(c, "notify", b, { name: null, phone: b.phone }, { subject: b.subject });
    },
  );

  app.openapi(
    leadRoute(
      "/v3/dealer-lead",
      "Kontakt od dealera (przekazywany zespołowi e-mailem i do Notion)",
      dealerLeadRequest,
    ),
    (c) => {
      const b = c.req.valid("json");
      const { dealershipName, nip, city, monthlySales, message } = b;
      const fields = { dealershipName, nip, city, monthlySales, message };
      return accept(c, "dealer", b, { name: b.contactPerson, phone: b.phone }, fields);
    },
  );

  app.openapi(
    leadRoute("/v3/partner-signup", "Zgłoszenie do programu partnerskiego", partnerSignupRequest),
    (c) => {
      const b = c.req.valid("json");
      const fields = { partnerType: b.partnerType, channelUrl: b.channelUrl, nip: b.nip };
      return accept(c, "partner", b, { name: b.name, phone: b.phone }, fields);
    },
  );

  return app;
}
