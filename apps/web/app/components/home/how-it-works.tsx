const STEPS = [
  { title: "Wybierz samochód", text: "Nowy albo używany — z naszej oferty lub od dowolnego dealera." },
  {
    title: "Złóż wniosek online",
    text: "Dane firmy pobierzemy po NIP, rachunek potwierdzisz w swoim banku.",
  },
  {
    title: "Decyzja w 15 minut",
    text: "Wniosek składasz online, a odpowiedź widzisz od razu na ekranie — bez wizyty w oddziale.",
  },
];

/** Three steps from choosing a car to the decision. */
export function HowItWorks() {
  return (
    <section aria-labelledby="jak-to-dziala" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="jak-to-dziala" className="text-2xl font-bold">
        Jak to działa
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <span className="text-sm font-semibold text-brand-700">Krok {i + 1}</span>
            </p>
            <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
            <p className="mt-1 text-slate-700">{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
