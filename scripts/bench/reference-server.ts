// The benchmark's reference: bare `react-dom/server` renderToPipeableStream on node:http, no
// framework, rendering a page of 50 Polish car cards from memory (QUALITY.md's "bare
// renderToPipeableStream" row). Written with createElement: Node strips types, not JSX.
// Run: PORT=4000 NODE_ENV=production node scripts/bench/reference-server.ts
import { createServer } from "node:http";
import { createElement as h, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

interface Car {
  id: number;
  name: string;
  price: number;
  monthly: number;
  body: string;
  fuel: string;
}

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

const cars: Car[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name: `${models[i % models.length]} ${2025 + (i % 2)}`,
  price: 79_900 + i * 4_321.5,
  monthly: 899 + i * 37,
  body: bodies[i % bodies.length]!,
  fuel: fuels[(i * 3) % fuels.length]!,
}));

const pln = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN", maximumFractionDigits: 0 });

function CarCard({ car }: { car: Car }): ReactNode {
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

function Page(): ReactNode {
  return h(
    "html",
    { lang: "pl" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, "Leasing samochodów nowych i używanych | Leasingowo"),
    ),
    h(
      "body",
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
    ),
  );
}

const server = createServer((req, res) => {
  if (req.url !== "/") {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Nie znaleziono");
    return;
  }
  const stream = renderToPipeableStream(h(Page), {
    onShellReady() {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      stream.pipe(res);
    },
    onShellError() {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Błąd");
    },
    onError(error) {
      console.error(error);
    },
  });
});

server.listen(Number(process.env.PORT ?? 4000), process.env.HOST ?? "127.0.0.1", () => {
  console.log(JSON.stringify({ msg: "reference listening", port: process.env.PORT ?? 4000 }));
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
