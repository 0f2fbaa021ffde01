import type { ContactBlock, ContentBlock, FaqItem } from "@vhs/domain/content.ts";
import { CLIENT_LABELS } from "@vhs/domain/leasing-constants.ts";
import type { ReactNode } from "react";
import type { BlockCars } from "../../lib/content.ts";
import { CarGrid } from "../car-grid.tsx";
import { SiteLink } from "../site-link.tsx";
import { Prose } from "./prose.tsx";

/** Questions and answers as native disclosures: they open and close without JavaScript. */
export function FaqList({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="content-faq">
      {items.map((item) => (
        <details key={item.question}>
          <summary>
            <H className="text-base font-semibold">{item.question}</H>
          </summary>
          <Prose html={item.html} className="faq-answer" />
        </details>
      ))}
    </div>
  );
}

function CalculatorCard({ client }: { client: "entrepreneur" | "consumer" }) {
  const consumer = client === "consumer";
  return (
    <aside
      className="my-8 rounded-xl border border-brand-100 bg-brand-50 p-6"
      aria-label="Kalkulator leasingowy"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        Kalkulator leasingowy · {CLIENT_LABELS[client]}
      </p>
      <p className="mt-2 text-xl font-bold text-slate-900">
        {consumer ? "Sprawdź ratę brutto dla siebie" : "Sprawdź ratę netto i efekt podatkowy dla firmy"}
      </p>
      <p className="mt-2 text-slate-700">
        Wybierz cenę samochodu, opłatę wstępną, okres i wykup — rata przelicza się od razu.
      </p>
      <SiteLink to={`/kalkulator-leasingowy?client=${client}`} className="btn-primary mt-4">
        Otwórz kalkulator
      </SiteLink>
    </aside>
  );
}

type ContactForm = ContactBlock["form"];

/** A content page's body: each API block as its component. */
export function ContentBlocks({
  blocks,
  cars,
  contactForm,
}: {
  blocks: ContentBlock[];
  cars: BlockCars;
  /**
   * Draws a `contact` block's form. Only the pages that have a form pass it (routes/content/form-page.tsx,
   * contact.tsx), so the form's code is not in every content page's first load.
   */
  contactForm?: (form: ContactForm) => ReactNode;
}) {
  return (
    <>
      {blocks.map((block, i) => {
        const key = `${block.type}-${i}`;
        switch (block.type) {
          case "html":
            return <Prose key={key} html={block.html} />;
          case "cta":
            return (
              <aside key={key} className="content-cta">
                <Prose html={block.html} className="cta-text" />
                <SiteLink to={block.href} className="cta-button">
                  {block.label}
                </SiteLink>
              </aside>
            );
          case "faq":
            return <FaqList key={key} items={block.items} />;
          case "cars": {
            const list = cars[i];
            if (!list?.length) return null;
            return (
              <section key={key} className="my-8" aria-label={block.title ?? "Samochody z oferty"}>
                {block.title && <h2 className="mb-4 text-2xl font-bold">{block.title}</h2>}
                <CarGrid cars={list} heading={block.title ? "h3" : "h2"} />
              </section>
            );
          }
          case "calculator":
            return <CalculatorCard key={key} client={block.client} />;
          case "contact":
            return (
              // The form carries its own anchor (#formularz), which the hero's button and redirects use.
              <div key={key} className="my-10">
                {contactForm?.(block.form)}
              </div>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
