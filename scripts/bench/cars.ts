// The page both benchmark references render: a header and 50 Polish car cards from memory.
// Shared by the bare reference (reference-server.ts, run by Node directly) and the stock React
// Router app (stock-rr/, built by Vite), so the two render the same markup. Written with
// createElement: Node strips types, not JSX.
import { Fragment, createElement as h, type ReactNode } from "react";

export interface Car {
  id: number;
  name: string;
  price: number;
  monthly: number;
  body: string;
  fuel: string;
}

export const PAGE_TITLE = "Leasing samochodów nowych i używanych | Leasingowo";

const models = [
  "Toyota Corolla 1.8 Hybrid Comfort",
  "Škoda Octavia 1.5 TSI Style",
  "Volkswagen Golf 1.5 eTSI Life",
  "Kia Sportage 1.6 T-GDI M",
  "Hyundai Tucson 1.6 T-GDI Smart",
  "Dacia Duster 1.3 TCe Journey",
  "BMW Seria 3 320i M Sport",
  "Audi A4 Avant 40 TDI S tronic",
  "Mercedes-Benz Klasa C 200 Avantgarde",
  "Renault Clio 1.0 TCe Evolution",
];
const bodies = ["SUV", "Sedan", "Kombi", "Hatchback", "Crossover"];
const fuels = ["Benzyna", "Diesel", "Hybryda", "Elektryczny", "Benzyna + LPG"];

export const cars: Car[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name: `${models[i % models.length]} ${2025 + (i % 2)}`,
  price: 79_900 + i * 4_321.5,
  monthly: 899 + i * 37,
  body: bodies[i % bodies.length]!,
  fuel: fuels[(i * 3) % fuels.length]!,
}));

const pln = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN", maximumFractionDigits: 0 });

export function CarCard({ car }: { car: Car }): ReactNode {
  return h(
    "li",
    { className: "rounded-lg border border-slate-200 bg-white p-4 shadow-sm" },
    h("h3", { className: "text-lg font-semibold" }, h("a", { href: `/samochody/${car.id}` }, car.name)),
    h(
      "dl",
      { className: "mt-2 grid grid-cols-2 gap-1 text-sm" },
      h("dt", null, "Cena"),
      h("dd", { className: "font-medium" }, pln.format(car.price)),
      h("dt", null, "Rata od"),
      h("dd", null, `${pln.format(car.monthly)} netto/mies.`),
      h("dt", null, "Nadwozie"),
      h("dd", null, car.body),
      h("dt", null, "Paliwo"),
      h("dd", null, car.fuel),
    ),
  );
}

/** What goes inside <body>: the site header and the list of cards. */
export function CarsPageBody({ cars }: { cars: Car[] }): ReactNode {
  return h(
    Fragment,
    null,
    h(
      "header",
      { className: "border-b border-slate-200" },
      h("a", { href: "/" }, "Leasingowo"),
      h(
        "nav",
        { "aria-label": "Menu główne" },
        h("a", { href: "/wyszukaj" }, "Samochody"),
        h("a", { href: "/kalkulator-leasingowy" }, "Kalkulator"),
        h("a", { href: "/kontakt" }, "Kontakt"),
      ),
    ),
    h(
      "main",
      { id: "tresc" },
      h("h1", null, "Samochody w leasingu"),
      h(
        "ul",
        { className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" },
        cars.map((car) => h(CarCard, { key: car.id, car })),
      ),
    ),
  );
}
