import { onFirstUse } from "@vhs/domain/format.ts";
import type { OpinionsAnswer } from "@vhs/domain/opinions.ts";

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat("pl-PL", { month: "long", year: "numeric", timeZone: "UTC" }),
);

/** "2026-03" → "marzec 2026". */
function monthOf(date: string): string {
  return monthFormat().format(new Date(`${date}-01T00:00:00Z`));
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 ${n <= rating ? "fill-current" : "fill-slate-200"}`}
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
      <span className="sr-only">Ocena: {rating} na 5</span>
    </p>
  );
}

/**
 * Customer opinions from content/opinions.yaml. In the sandbox they are examples written for the test
 * environment, and the list says so above the first one.
 */
export function Opinions({ opinions, headingId }: { opinions: OpinionsAnswer; headingId: string }) {
  if (opinions.items.length === 0) return null;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h3 id={headingId} className="text-xl font-bold">
          Opinie klientów
        </h3>
        {opinions.examples && (
          <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
            Przykładowe opinie (środowisko testowe)
          </p>
        )}
      </div>
      <ul className="mt-5 grid gap-4 md:grid-cols-3" aria-labelledby={headingId}>
        {opinions.items.map((o) => (
          <li key={`${o.author}-${o.date}`}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <Stars rating={o.rating} />
              <blockquote className="mt-3 flex-1 text-slate-800">
                <p>„{o.text}”</p>
              </blockquote>
              <figcaption className="mt-4 border-t border-slate-100 pt-3 text-sm">
                <span className="font-semibold text-slate-900">{o.author}</span>, {o.place}
                <span className="block text-slate-600">{o.customer}</span>
                <span className="block text-slate-600">
                  {o.car} · {monthOf(o.date)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
