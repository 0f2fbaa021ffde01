// The model page's texts: what the model is ("O modelu …") and its lease ("… w leasingu"). Both are
// drawn from their props alone, as parts the browser keeps as served (KeptPart): their text goes in the
// markup, not again in the hydration data.

export interface ModelCard {
  icon: string;
  title: string;
  text: string;
}

/** "O modelu …": the description's paragraphs and its cards; nothing when it has neither. */
export function ModelAbout({
  name,
  paragraphs,
  cards,
}: {
  name: string;
  paragraphs: string[];
  cards: ModelCard[];
}) {
  if (paragraphs.length === 0 && cards.length === 0) return null;
  return (
    <section aria-labelledby="opis" className="mt-12">
      <h2 id="opis" className="text-2xl font-bold">
        {`O modelu ${name}`}
      </h2>
      <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {cards.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((c) => (
            <li key={c.title} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold">{c.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{c.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "… w leasingu": the model's SEO text; nothing without one. */
export function ModelLeasingText({ name, text }: { name: string; text: string[] }) {
  if (text.length === 0) return null;
  return (
    <section aria-labelledby="leasing-modelu" className="mt-12 max-w-3xl">
      <h2 id="leasing-modelu" className="text-2xl font-bold">
        {`${name} w leasingu`}
      </h2>
      {text.map((p) => (
        <p key={p} className="mt-3 text-slate-700">
          {p}
        </p>
      ))}
    </section>
  );
}
