import { formatPlnWhole } from "@vhs/domain/format.ts";
import { VAT_RATE } from "@vhs/domain/leasing-constants.ts";
import type { PriceType } from "@vhs/domain/leasing-math.ts";
import { type MonthlyInstallment, useMonthlyInstallment } from "../lib/leasing.ts";
import { useVisitorParams } from "../lib/leasing-shell.ts";

/**
 * "od 1 234 zł netto/mies." (brutto for consumers): the monthly instalment of a car at `price`, with the
 * visitor's leasing parameters (cookie `vhs_f`) and the current rate, by the same domain function as the
 * API's /v3/calculate-installment — right in the first HTML and re-rendered at once when the drawer
 * changes the parameters. Renders nothing when the rate is unknown (API down) or the price is not positive.
 *
 * @param price the car's price
 * @param priceType whether `price` is netto ("net") or brutto ("gross")
 */
export function MonthlyFrom({
  price,
  priceType,
  className,
}: {
  price: number;
  priceType: PriceType;
  className?: string;
}) {
  return <MonthlyAmount result={useMonthlyInstallment(price, priceType)} className={className} />;
}

/** MonthlyFrom drawn from a worked-out instalment (no hooks: a card drawn as static markup uses it too). */
export function MonthlyAmount({
  result,
  className,
}: {
  result: MonthlyInstallment | null;
  className?: string;
}) {
  if (!result) return null;
  return (
    <span className={className} data-installment={result.amount.toFixed(2)}>
      <MonthlyAmountText result={result} />
    </span>
  );
}

/**
 * The words of MonthlyAmount alone, for a list's car card: its paragraph is styled by its place in the card
 * (catalog.css), and 24 cards are 24 wrappers fewer.
 */
export function MonthlyAmountText({ result }: { result: MonthlyInstallment | null }) {
  if (!result) return null;
  return (
    <>
      {/* One text node after the amount: React marks each boundary between adjacent texts in the HTML. */}
      od <strong>{formatPlnWhole(result.amount)}</strong>
      {` ${result.basis === "net" ? "netto" : "brutto"}/mies.`}
    </>
  );
}

/**
 * A car's price as the visitor pays it: "od 89 900 zł netto" for a firm, "od 110 577 zł brutto" for a
 * consumer (the visitor's leasing parameters), the amount in bold.
 */
export function PriceFrom({ net, gross, from = true }: { net: number; gross?: number; from?: boolean }) {
  return (
    <PriceAmount net={net} gross={gross} from={from} consumer={useVisitorParams().client === "consumer"} />
  );
}

/** PriceFrom for a visitor known to be a consumer or not (no hooks: for parts drawn as static markup). */
export function PriceAmount({
  net,
  gross,
  from = true,
  consumer,
}: {
  net: number;
  gross?: number;
  from?: boolean;
  consumer: boolean;
}) {
  const { amount, basis } = shownPrice(net, gross, consumer);
  return (
    <>
      {from && "od "}
      <strong>{amount}</strong> {basis}
    </>
  );
}

/** A price as a visitor reads it: brutto for a consumer, netto for a firm, in whole złoty. */
export function shownPrice(
  net: number,
  gross: number | undefined,
  consumer: boolean,
): { amount: string; basis: "brutto" | "netto" } {
  // Where only netto is known (list items that carry one price), brutto is netto with 23 % VAT.
  return consumer
    ? { amount: formatPlnWhole(gross ?? net * (1 + VAT_RATE)), basis: "brutto" }
    : { amount: formatPlnWhole(net), basis: "netto" };
}
