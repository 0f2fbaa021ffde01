import type { ReactNode } from "react";

/** The components page's table of contents: [id, heading] of each section, in order. */
export const SECTIONS = [
  ["kolory", "Kolory"],
  ["typografia", "Typografia"],
  ["odstepy", "Odstępy i cienie"],
  ["przyciski", "Przyciski"],
  ["pola", "Pola formularza"],
  ["wybor", "Wybór: pigułki i pola wyboru"],
  ["karty", "Karty samochodów i modeli"],
  ["etykiety", "Etykiety"],
  ["ceny", "Cena i rata"],
  ["nawigacja", "Ścieżka i stronicowanie"],
  ["pasek", "Pasek na dole ekranu"],
] as const;

export type SectionId = (typeof SECTIONS)[number][0];

/** One section of the components page: its heading, what to use it for, then the live examples. */
export function Section({ id, intro, children }: { id: SectionId; intro: ReactNode; children: ReactNode }) {
  const heading = SECTIONS.find(([s]) => s === id)?.[1];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-naglowek`}
      className="scroll-mt-4 border-t border-slate-200 pt-8"
    >
      <h2 id={`${id}-naglowek`} className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

/** A named example inside a section: the class or component to use, then the thing itself. */
export function Example({ name, note, children }: { name: string; note?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-semibold">
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{name}</code>
      </h3>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div className="mt-3">{children}</div>
    </div>
  );
}
