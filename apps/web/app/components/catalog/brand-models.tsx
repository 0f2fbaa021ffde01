// A brand page's models by body type (routes/catalog/brand.tsx), drawn from its props alone (no hooks, no
// context), so that the server draws it as static markup once and the browser keeps it as served
// (components/kept-as-served.tsx): a brand has a dozen or more model cards, each one's instalment worked
// out for the visitor, and nothing on the page changes them in place.

import type { LeasingParams } from "@vhs/domain/leasing-constants.ts";
import type { BodyGroup as ModelsByBody } from "../../lib/catalog-grouping.ts";
import { type MonthlyInstallment, monthlyInstallment } from "../../lib/leasing.ts";
import type { LeasingRates } from "../../lib/leasing-shell.ts";
import type { ModelCardData } from "../../lib/model-offers.ts";
import { countOf, MODELS, PIECES } from "../../lib/polish.ts";
import { PriceAmount } from "../installment.tsx";
import { ModelCardView } from "../model-card.tsx";

/** One body type of a brand's models, as the brand page lists them: each model as its card shows it. */
export type BodyGroup = Omit<ModelsByBody, "models"> & { models: ModelCardData[] };

export interface BrandModelsProps {
  groups: BodyGroup[];
  /** Each group's models' instalments, in the same order. */
  installments: (MonthlyInstallment | null)[][];
  consumer: boolean;
}

/** The props of BrandModels for a visitor's parameters and today's rates. */
export function brandModelsProps(
  groups: BodyGroup[],
  params: LeasingParams,
  rates: LeasingRates | null,
): BrandModelsProps {
  return {
    groups,
    installments: groups.map((g) =>
      g.models.map((m) => (m.price > 0 ? monthlyInstallment(m.price, "net", params, rates) : null)),
    ),
    consumer: params.client === "consumer",
  };
}

export function BrandModels({ groups, installments, consumer }: BrandModelsProps) {
  return (
    <>
      {groups.map((g, i) => (
        <section key={g.bodyType} aria-labelledby={`nadwozie-${g.bodyType}`} className="mt-8">
          <h3 id={`nadwozie-${g.bodyType}`} className="text-xl font-semibold">
            {g.name}{" "}
            <span className="text-base font-normal text-slate-700">
              – {countOf(g.models.length, MODELS)}, {countOf(g.count, PIECES)},{" "}
              {g.priceFrom > 0 ? (
                <PriceAmount net={g.priceFrom} gross={g.priceFromGross} consumer={consumer} />
              ) : (
                "na zamówienie"
              )}
            </span>
          </h3>
          <ul className="car-grid mt-4">
            {g.models.map((model, j) => (
              <li key={model.id}>
                <ModelCardView
                  model={model}
                  heading="h4"
                  showBrand={false}
                  monthly={installments[i]?.[j] ?? null}
                  consumer={consumer}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
