import { formatDate, formatNumber, formatPercent, formatPln, formatPlnWhole } from "@vhs/domain/format.ts";
import type { ScheduleRow } from "@vhs/domain/leasing-math.ts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ScheduleChart } from "../../components/schedule-chart.tsx";
import {
  CALCULATOR_PATH,
  type CalculatorSummary,
  type CalculatorValues,
  calculatorQuery,
  type LeaseSummary,
  type ReverseAnswer,
  type TaxEffectAnswer,
} from "../../lib/calculator.ts";
import type { Route } from "../../routes/leasing/+types/calculator";
import { KeptPart } from "../kept-as-served.tsx";

// The calculator's answers: the instalment and schedule, the tax effect, the reverse calculation, the rate note.

type LoaderData = Route.ComponentProps["loaderData"];
type Setup = LoaderData["setup"];

export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section aria-label={label} tabIndex={0} className={className}>
      {children}
    </section>
  );
}

export function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-200 py-2">
      <dt className="text-slate-700">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** The schedule's figures month by month: drawn from its props alone, so the server keeps it as served. */
export function ScheduleTable({ rows, basis }: { rows: ScheduleRow[]; basis: string }) {
  return (
    <table className="w-full text-right text-sm tabular-nums">
      <caption className="sr-only">Harmonogram spłat, kwoty {basis}</caption>
      <thead className="sticky top-0 bg-white">
        <tr>
          <th scope="col" className="px-2 py-1 text-left">
            Rata nr
          </th>
          <th scope="col" className="px-2 py-1">
            Rata
          </th>
          <th scope="col" className="px-2 py-1">
            Część kapitałowa
          </th>
          <th scope="col" className="px-2 py-1">
            Część odsetkowa
          </th>
          <th scope="col" className="px-2 py-1">
            Saldo po racie
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.month} className="odd:bg-slate-50">
            <th scope="row" className="px-2 py-1 text-left font-normal">
              {row.month}
            </th>
            <td className="px-2 py-1">{formatPln(row.installment)}</td>
            <td className="px-2 py-1">{formatPln(row.capital)}</td>
            <td className="px-2 py-1">{formatPln(row.interest)}</td>
            <td className="px-2 py-1">{formatPln(row.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function InstallmentResult({
  lease,
  schedule,
  scheduleKept,
  taxEffect,
  setup,
}: {
  lease: LeaseSummary;
  /** The schedule's rows; null in the browser while the served chart and table are kept. */
  schedule: ScheduleRow[] | null;
  scheduleKept: boolean;
  taxEffect: TaxEffectAnswer | null;
  setup: Setup;
}) {
  const firm = lease.primary === "net";
  const basis = firm ? "netto" : "brutto";
  const primaryInstallment = firm ? lease.installmentNet : lease.installmentGross;
  const pair = (net: number, gross: number) =>
    firm ? `${formatPln(net)} netto (${formatPln(gross)} brutto)` : `${formatPln(gross)} brutto`;
  return (
    <div className="space-y-8">
      {/* On a desktop the instalment stays in view while the form beside it is scrolled and changed. */}
      <section
        aria-labelledby="wynik-tytul"
        className="rounded-lg bg-brand-50 p-6 lg:sticky lg:top-4 lg:z-10"
      >
        <h2 id="wynik-tytul" className="text-xl font-semibold">
          Rata miesięczna
        </h2>
        <p className="mt-2 text-4xl font-bold text-brand-800">
          <output htmlFor="price initialFee repurchase" aria-live="polite" data-testid="rata">
            {formatPln(primaryInstallment)} <span className="text-2xl font-semibold">{basis}</span>
          </output>
        </p>
        {firm && (
          <p className="mt-1 text-slate-700">
            {formatPln(lease.installmentGross)} brutto (z VAT 23 %), przez {lease.duration} miesięcy
          </p>
        )}
        {!firm && <p className="mt-1 text-slate-700">przez {lease.duration} miesięcy</p>}
        <dl className="mt-4">
          <Row term={`Cena samochodu`}>{pair(lease.priceNet, lease.priceGross)}</Row>
          <Row term={`Opłata wstępna (${lease.initialFee} %)`}>
            {pair(lease.initialFeeNet, lease.initialFeeGross)}
          </Row>
          <Row term={`Wykup (${lease.repurchase} %)`}>{pair(lease.repurchaseNet, lease.repurchaseGross)}</Row>
          <Row term="Kwota finansowana">{pair(lease.financedNet, lease.financedGross)}</Row>
          <Row term="Suma opłat (opłata wstępna, raty i wykup)">
            {pair(lease.totalPaidNet, lease.totalPaidGross)}
          </Row>
          <Row term="Całkowity koszt z wykupem">leasing {formatPercent(lease.totalCostPct)}</Row>
          <Row term="Całkowity koszt bez wykupu">leasing {formatPercent(lease.totalCostPctExclBuyout)}</Row>
          <Row term="Oprocentowanie nominalne">{formatPercent(lease.rate)}</Row>
          {lease.rrsoPct !== null && <Row term="RRSO">{formatPercent(lease.rrsoPct)}</Row>}
        </dl>
        <p className="mt-3 text-sm text-slate-600">
          „Leasing {formatPercent(lease.totalCostPct)}” to suma opłat podzielona przez cenę samochodu. Raty
          płatne z dołu; wyliczenie ma charakter informacyjny i nie jest ofertą.
        </p>
      </section>

      <section aria-labelledby="harmonogram-tytul" className="space-y-3">
        <h2 id="harmonogram-tytul" className="text-xl font-semibold">
          Harmonogram spłat
        </h2>
        {/* The chart and the table are drawn on the server and kept as served until the figures change. */}
        <KeptPart
          name="schedule-chart"
          component={ScheduleChart}
          props={schedule && { rows: schedule, basis: `kwoty ${basis}` }}
          kept={scheduleKept}
        />
        <details className="rounded border border-slate-300">
          <summary className="cursor-pointer px-4 py-3 font-medium">
            Pokaż tabelę rat ({lease.duration} pozycji, kwoty {basis})
          </summary>
          <ScrollRegion label="Tabela rat" className="max-h-96 overflow-auto px-2 pb-2">
            <KeptPart
              name="schedule-table"
              component={ScheduleTable}
              props={schedule && { rows: schedule, basis }}
              kept={scheduleKept}
            />
            <p className="px-2 pt-2 text-sm text-slate-600">
              Saldo po ostatniej racie to wykup:{" "}
              {formatPln(firm ? lease.repurchaseNet : lease.repurchaseGross)} {basis}.
            </p>
          </ScrollRegion>
        </details>
      </section>

      {taxEffect && <TaxEffectResult tax={taxEffect} setup={setup} />}
    </div>
  );
}

export function TaxEffectResult({ tax, setup }: { tax: TaxEffectAnswer; setup: Setup }) {
  const fuel = setup.fuels.find((f) => f.value === tax.fuel)?.label ?? tax.fuel;
  return (
    <section aria-labelledby="efekt-tytul" className="space-y-3">
      <h2 id="efekt-tytul" className="text-xl font-semibold">
        Efekt podatkowy (zasady 2026)
      </h2>
      <p className="text-lg">
        Realny koszt 1. raty: <strong data-testid="realny-koszt">{formatPln(tax.monthly.realCost)}</strong>{" "}
        miesięcznie
      </p>
      <p className="text-sm text-slate-700">
        {tax.taxFormLabel};{" "}
        {tax.vatDeduction === 0 ? "bez odliczenia VAT" : `odliczenie ${tax.vatDeduction} % VAT`}. Limit
        wartości samochodu: {formatPlnWhole(tax.limit)} ({fuel}
        {tax.co2 !== null ? `, CO₂ ${formatNumber(tax.co2)} g/km` : ""}). Wartość samochodu dla limitu{" "}
        {formatPln(tax.carValueForLimit)}, więc w koszty wliczasz {formatPercent(tax.ratio * 100)} części
        kapitałowej rat (odsetki w całości).
      </p>
      <ScrollRegion label="Koszt leasingu po odliczeniach" className="overflow-x-auto">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="mb-2 text-left font-medium">Koszt leasingu po odliczeniach</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-2 py-1 text-left">
                Pozycja
              </th>
              <th scope="col" className="px-2 py-1">
                1. rata
              </th>
              <th scope="col" className="px-2 py-1">
                Opłata wstępna
              </th>
              <th scope="col" className="px-2 py-1">
                Cała umowa (bez wykupu)
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                Do zapłaty brutto
              </th>
              <td className="px-2 py-1">{formatPln(tax.monthly.installmentGross)}</td>
              <td className="px-2 py-1">{formatPln(tax.initialFee.gross)}</td>
              <td className="px-2 py-1">{formatPln(tax.total.grossPaidExclBuyout)}</td>
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                VAT do odliczenia
              </th>
              <td className="px-2 py-1">{formatPln(tax.monthly.vatDeducted)}</td>
              <td className="px-2 py-1">{formatPln(tax.initialFee.vatDeducted)}</td>
              <td className="px-2 py-1">{formatPln(tax.total.vatDeducted)}</td>
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                Oszczędność w podatku i składce zdrowotnej
                {tax.savingRatePct !== null ? ` (${formatNumber(tax.savingRatePct)} %)` : ""}
              </th>
              <td className="px-2 py-1">{formatPln(tax.monthly.taxSaving)}</td>
              <td className="px-2 py-1">{formatPln(tax.initialFee.taxSaving)}</td>
              <td className="px-2 py-1">{formatPln(tax.total.taxSaving)}</td>
            </tr>
            <tr className="font-semibold">
              <th scope="row" className="px-2 py-1 text-left">
                Realny koszt
              </th>
              <td className="px-2 py-1">{formatPln(tax.monthly.realCost)}</td>
              <td className="px-2 py-1">{formatPln(tax.initialFee.realCost)}</td>
              <td className="px-2 py-1">{formatPln(tax.total.realCost)}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-sm text-slate-700">
        Wykup {formatPln(tax.buyout.net)} netto ({formatPln(tax.buyout.gross)} brutto) rozlicza się osobno.{" "}
        {tax.monthly.note}
      </p>
      {tax.incomeTaxNote && <p className="text-sm text-slate-700">{tax.incomeTaxNote}</p>}
      <p className="text-sm text-slate-600">{tax.disclaimer}</p>
    </section>
  );
}

export function ReverseResult({ reverse, values }: { reverse: ReverseAnswer; values: CalculatorValues }) {
  const basis = reverse.priceType === "net" ? "netto" : "brutto";
  const forPrice = calculatorQuery({
    ...values,
    mode: "installment",
    price: String(reverse.price),
    priceType: reverse.priceType,
  });
  return (
    <section aria-labelledby="wynik-tytul" className="space-y-3 rounded-lg bg-brand-50 p-6">
      <h2 id="wynik-tytul" className="text-xl font-semibold">
        Na jaki samochód Cię stać
      </h2>
      <p className="text-4xl font-bold text-brand-800">
        <output htmlFor="installment initialFee repurchase" aria-live="polite" data-testid="cena-maksymalna">
          {formatPlnWhole(reverse.price)} <span className="text-2xl font-semibold">{basis}</span>
        </output>
      </p>
      <p>
        To najwyższa cena samochodu dla raty {formatPln(reverse.targetInstallment)} {basis} przy tych
        parametrach. Rata dla tej ceny: {formatPln(reverse.installment)} {basis}.
      </p>
      {reverse.clipped === "max" && (
        <p className="text-sm text-slate-700">
          Najdroższy samochód w naszej ofercie kosztuje {formatPlnWhole(reverse.price)} {basis} — przy tej
          racie stać Cię na każdy ({formatPlnWhole(reverse.unclippedPrice)} to górna granica wyliczenia).
        </p>
      )}
      {reverse.clipped === "min" && (
        <p className="text-sm text-slate-700">
          Ta rata wystarcza na samochód za {formatPlnWhole(reverse.unclippedPrice)} {basis}, a najtańszy w
          naszej ofercie kosztuje {formatPlnWhole(reverse.price)} {basis}.
        </p>
      )}
      <p>
        <Link to={`${CALCULATOR_PATH}?${forPrice}`} className="font-medium text-brand-700 underline">
          Policz ratę dla samochodu za {formatPlnWhole(reverse.price)} {basis}
        </Link>
      </p>
    </section>
  );
}

export function RateNote({ setup, client }: { setup: Setup; client: "entrepreneur" | "consumer" }) {
  const benchmark = setup.benchmark!;
  const rate = setup.rates?.[client];
  return (
    <p className="mt-6 text-sm text-slate-600">
      Oprocentowanie {rate !== undefined ? formatPercent(rate) : ""} = {benchmark.name}{" "}
      {formatPercent(benchmark.value)} (notowanie z {formatDate(benchmark.fixingDate)}, {benchmark.source}) +
      marża {formatNumber(setup.margins[client])} pkt proc.{" "}
      {client === "entrepreneur" ? "dla firm" : "dla klientów prywatnych"}. Oprocentowanie jest zmienne.
    </p>
  );
}

/**
 * On a phone the result comes after the form: this bar pinned to the bottom of the screen shows it while
 * the fields are changed, with a link down to the full result (hidden from 48rem, where the result stands
 * beside the form).
 */
export function PinnedResult({ result }: { result: CalculatorSummary }) {
  let text: string;
  if (result.mode === "installment") {
    const { lease } = result;
    const firm = lease.primary === "net";
    text = `Rata: ${formatPln(firm ? lease.installmentNet : lease.installmentGross)} ${firm ? "netto" : "brutto"}/mies.`;
  } else {
    const { reverse } = result;
    text = `Samochód do ${formatPlnWhole(reverse.price)} ${reverse.priceType === "net" ? "netto" : "brutto"}`;
  }
  return (
    <section aria-label="Wynik w skrócie" className="bottom-bar" data-testid="wynik-przypiety">
      <p className="text-lg font-bold text-brand-800">{text}</p>
      <a href="#wynik-tytul" className="shrink-0 font-medium text-brand-700 underline">
        Szczegóły
      </a>
    </section>
  );
}
