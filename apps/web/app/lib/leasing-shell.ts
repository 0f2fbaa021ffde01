// The leasing data every page has from the root loader (the visitor's parameters, the rates), and the
// types of the API's setup. Part of the site's shell: the instalment maths (lib/leasing.ts) is not.
import type { ClientType, LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { useEffect, useRef } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { useLeasingParams } from "./leasing-params.ts";

export interface Benchmark {
  name: string;
  tenor: string;
  /** Percent. */
  value: number;
  /** YYYY-MM-DD. */
  fixingDate: string;
  source: string;
}

/** Nominal annual rate in % by client type (benchmark + margin). */
export type LeasingRates = Record<ClientType, number>;

/** GET /v3/leasing-calculator-setup. */
export interface LeasingSetup {
  durations: number[];
  maxRepurchaseByDuration: Record<string, number>;
  repurchaseMin: number;
  initialFeeRange: { min: number; max: number };
  priceRange: { min: number; max: number };
  installmentRange: { min: number; max: number };
  defaults: LeasingParams;
  clientTypes: { value: ClientType; label: string }[];
  margins: Record<ClientType, number>;
  benchmark: Benchmark | null;
  rates: LeasingRates | null;
  vatRate: number;
  taxForms: { value: string; label: string; savingRatePct: number | null; note: string | null }[];
  vatDeductions: { value: number; label: string }[];
  fuels: { value: string; label: string }[];
  carValueLimits: { zeroEmission: number; lowEmission: number; standard: number };
  lowEmissionCo2Threshold: number;
}

/** What the root loader gives every page (`leasing` in its data). */
export interface LeasingShell {
  /** The visitor's parameters from the `vhs_f` cookie (defaults when absent or tampered). */
  params: LeasingParams;
  /** Null when the API could not tell the rate (the instalments are then not shown). */
  rates: LeasingRates | null;
  benchmark: Benchmark | null;
}

/** The root loader's leasing data (undefined outside the root, e.g. in tests). */
export function useLeasingShell(): LeasingShell | undefined {
  return (useRouteLoaderData("root") as { leasing?: LeasingShell } | undefined)?.leasing;
}

/** The visitor's current parameters, following every change made in the drawer. */
export function useVisitorParams(): LeasingParams {
  return useLeasingParams(useLeasingShell()?.params);
}

/**
 * For a part kept as served whose markup shows instalments (lib/served-data.ts): when the visitor's
 * parameters change (the drawer), the page's data is loaded again, so that React draws the part with the
 * new instalments.
 */
export function useDrawnAgainOnNewParams(served: boolean): void {
  const revalidator = useRevalidator();
  const params = JSON.stringify(useVisitorParams());
  const paramsAtLoad = useRef(params);
  useEffect(() => {
    if (!served || params === paramsAtLoad.current || params === reloadedFor) return;
    // Several kept parts of one page ask at once: one load serves them all.
    reloadedFor = params;
    void revalidator.revalidate();
  }, [served, params, revalidator]);
}

/**
 * The parameters the page's data was last loaded again for (by any kept part of it). One for the whole
 * document is enough: parts are kept only on the page a document was loaded with, and only until that
 * first reload, after which the page's data comes with them and React draws them live.
 */
let reloadedFor: string | null = null;
