import type { DesignTokens, PaletteEntry } from "../../lib/design-tokens.server.ts";
import { Example, Section } from "./section.tsx";

const ROLE_NAMES = { text: "tekst", border: "obramowanie", background: "tło" } as const;

const ratio = (x: number) => `${x.toLocaleString("pl-PL", { minimumFractionDigits: 2 })}:1`;

function Swatches({ entries, caption }: { entries: PaletteEntry[]; caption: string }) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section className="overflow-x-auto" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-xl border-collapse text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="p-2">
              Kolor
            </th>
            <th scope="col" className="p-2">
              Token
            </th>
            <th scope="col" className="p-2">
              Wartość
            </th>
            <th scope="col" className="p-2">
              Do czego
            </th>
            <th scope="col" className="p-2">
              Kontrast z białym
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((c) => (
            <tr key={c.name} className="border-b border-slate-200" data-token={c.name}>
              <td className="p-2">
                <span
                  className="block h-8 w-16 rounded border border-slate-300"
                  style={{ backgroundColor: c.hex }}
                />
              </td>
              <th scope="row" className="p-2 text-left font-mono font-normal">
                {c.name}
              </th>
              <td className="p-2 font-mono">
                {c.hex}
                {c.declared && c.declared !== c.hex && (
                  <span className="block text-slate-600">{c.declared}</span>
                )}
              </td>
              <td className="p-2">{c.roles.map((r) => ROLE_NAMES[r]).join(", ")}</td>
              <td className="p-2" data-contrast={c.contrast}>
                {ratio(c.contrast)}{" "}
                {c.required > 1 &&
                  (c.contrast >= c.required ? (
                    <span className="text-success-800">(wymagane {ratio(c.required)}: spełnia)</span>
                  ) : (
                    <span className="font-semibold text-danger-700">
                      (wymagane {ratio(c.required)}: za mało)
                    </span>
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ColoursSection({ tokens }: { tokens: DesignTokens }) {
  return (
    <Section
      id="kolory"
      intro="Tokeny z bloków @theme w app/theme.css, jako klasy Tailwinda (bg-brand-700, text-danger-700, border-brand-600…). Kontrast liczony ze stylów: tekst wymaga 4,5:1 na białym, obramowanie kontrolki 3:1."
    >
      <Swatches entries={tokens.palette} caption="Marka i znaczenie (sukces, ostrzeżenie, błąd)" />
      <Swatches entries={tokens.neutrals} caption="Odcienie neutralne (slate z palety Tailwinda)" />
    </Section>
  );
}

/** What each step of the type scale is for, with the classes the pages use. */
const TYPE_ROLES = [
  { role: "Tytuł strony (h1)", className: "text-3xl font-bold", note: "na stronie głównej sm:text-4xl" },
  { role: "Nagłówek sekcji (h2)", className: "text-2xl font-bold" },
  { role: "Nagłówek podsekcji", className: "text-xl font-semibold" },
  { role: "Tytuł karty, kwota", className: "text-lg font-semibold" },
  { role: "Tekst", className: "text-base" },
  { role: "Tekst pomocniczy, podpowiedź", className: "text-sm text-slate-600" },
  { role: "Etykieta, znaczek", className: "text-xs font-medium" },
];

export function TypeSection({ tokens }: { tokens: DesignTokens }) {
  const sizeOf = (cls: string) => tokens.typeScale.find((t) => cls.split(" ").includes(t.token))?.size;
  return (
    <Section
      id="typografia"
      intro="Skala Tailwinda bez zmian; każda rola ma jeden stopień. Nagłówki są pogrubione, tekst ma wysokość wiersza z motywu."
    >
      <ul className="space-y-4">
        {TYPE_ROLES.map((t) => (
          <li key={t.role} className="grid gap-1 sm:grid-cols-[16rem_1fr] sm:items-baseline">
            <span className="text-sm text-slate-600">
              {t.role}
              <code className="block font-mono text-xs text-slate-700">
                {t.className} · {sizeOf(t.className)}
              </code>
              {t.note && <span className="block text-xs">{t.note}</span>}
            </span>
            <span className={t.className}>Leasing samochodu od ręki</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 10];

export function SpacingSection({ tokens }: { tokens: DesignTokens }) {
  const unit = Number.parseFloat(tokens.spacing);
  return (
    <Section
      id="odstepy"
      intro={`Jednostka odstępu --spacing = ${tokens.spacing}; p-4, gap-6, mt-8 to jej wielokrotności. Strony używają głównie poniższych stopni.`}
    >
      <ul className="space-y-2">
        {SPACING_STEPS.map((n) => (
          <li key={n} className="flex items-center gap-4 text-sm">
            <code className="w-40 font-mono">
              {n} = {(n * unit).toLocaleString("pl-PL")}rem · {n * unit * 16}px
            </code>
            <span
              className="block h-4 rounded-sm bg-brand-600"
              style={{ width: `calc(var(--spacing) * ${n})` }}
            />
          </li>
        ))}
      </ul>
      {tokens.shadows.map((s) => (
        <Example key={s.token} name={s.token.replace("--", "")} note={s.value}>
          <div className="h-12 max-w-sm rounded-md bg-white" style={{ boxShadow: `var(${s.token})` }} />
        </Example>
      ))}
      <Example
        name="shadow-sm, rounded-lg, border-slate-200"
        note="Karty i kafelki: jasne obramowanie i lekki cień."
      >
        <div className="h-16 max-w-sm rounded-lg border border-slate-200 bg-white shadow-sm" />
      </Example>
    </Section>
  );
}
