import { Link } from "react-router";
import type { DigitalOrder, StepId } from "../../lib/order-types.ts";

/** The step indicator: every step as a link, the current one with aria-current="step". */
export function StepNav({ order, current }: { order: DigitalOrder; current: StepId | null }) {
  return (
    <nav aria-label="Kroki wniosku" className="mt-4">
      <ol className="flex flex-wrap gap-2 sm:grid sm:grid-cols-7 sm:gap-1">
        {order.steps.map((s) => {
          const isCurrent = s.id === current;
          return (
            <li key={s.id} className="sm:min-w-0">
              <Link
                to={`?krok=${s.id}`}
                aria-current={isCurrent ? "step" : undefined}
                className={`flex items-center gap-2 rounded-md border px-2 py-2 text-sm sm:h-full sm:flex-col sm:items-start ${
                  isCurrent
                    ? "border-brand-700 bg-brand-50 font-semibold text-brand-800"
                    : "border-slate-300 text-slate-800 hover:border-brand-700"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full ${
                    s.completed
                      ? "bg-green-700 text-white"
                      : isCurrent
                        ? "bg-brand-700 text-white"
                        : "bg-slate-200"
                  }`}
                >
                  {s.completed ? "✓" : s.number}
                </span>
                <span className={isCurrent ? "" : "sr-only sm:not-sr-only"}>
                  <span className="sr-only">Krok {s.number}: </span>
                  {s.title}
                  <span className="sr-only">{s.completed ? " (ukończony)" : " (do uzupełnienia)"}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
