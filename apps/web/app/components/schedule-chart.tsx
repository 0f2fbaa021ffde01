import { formatPln, formatPlnWhole } from "@vhs/domain/format.ts";

export interface ChartRow {
  month: number;
  capital: number;
  interest: number;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };
export const CAPITAL_COLOUR = "#08568e";
export const INTEREST_COLOUR = "#b45309";

/**
 * The repayment schedule as stacked bars (capital below, interest above) per month: a simple SVG with
 * a text alternative (role="img", title and description); the full figures are in the schedule table.
 */
export function ScheduleChart({ rows, basis }: { rows: ChartRow[]; basis: string }) {
  if (rows.length === 0) return null;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const max = Math.max(...rows.map((r) => r.capital + r.interest));
  const top = Math.ceil(max / 500) * 500 || 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / rows.length;
  const bar = Math.max(1, slot * 0.75);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const ticks = [0, top / 2, top];
  const labelled = new Set([1, ...rows.filter((r) => r.month % 12 === 0).map((r) => r.month)]);
  const description =
    `Wykres ${rows.length} rat (${basis}). Część kapitałowa rośnie z ${formatPln(first.capital)} w 1. racie ` +
    `do ${formatPln(last.capital)} w ostatniej, a część odsetkowa maleje z ${formatPln(first.interest)} ` +
    `do ${formatPln(last.interest)}.`;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="wykres-tytul wykres-opis"
        className="h-auto w-full"
      >
        <title id="wykres-tytul">Kapitał i odsetki w kolejnych ratach</title>
        <desc id="wykres-opis">{description}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize={11} fill="#334155">
              {formatPlnWhole(t)}
            </text>
          </g>
        ))}
        {rows.map((r, index) => {
          const x = PAD.left + index * slot + (slot - bar) / 2;
          return (
            <g key={r.month}>
              <rect x={x} y={y(r.capital)} width={bar} height={y(0) - y(r.capital)} fill={CAPITAL_COLOUR} />
              <rect
                x={x}
                y={y(r.capital + r.interest)}
                width={bar}
                height={y(r.capital) - y(r.capital + r.interest)}
                fill={INTEREST_COLOUR}
              />
              {labelled.has(r.month) && (
                <text x={x + bar / 2} y={HEIGHT - 10} textAnchor="middle" fontSize={11} fill="#334155">
                  {r.month}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3" style={{ background: CAPITAL_COLOUR }} />
          Część kapitałowa
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3" style={{ background: INTEREST_COLOUR }} />
          Część odsetkowa
        </span>
        <span className="text-slate-600">Oś pozioma: numer raty (miesiąc).</span>
      </figcaption>
    </figure>
  );
}
