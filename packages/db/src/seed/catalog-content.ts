// Polish editorial text of the catalogue built from the model data: model descriptions, SEO texts
// of models and brands, description cards and video links. Sentences keep brand and model names
// in the nominative ("Model Toyota Corolla to …"), so no name ever needs declension.
import { formatNumber, formatPlnWhole } from "@vhs/domain/format.ts";
import type { BodyTypeSlug, FuelSlug } from "@vhs/domain/labels.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { carValueLimit } from "@vhs/domain/tax-effect.ts";
import { BRAND_INFO, type BrandName } from "./brands.ts";
import type { VersionSeed } from "./catalog-versions.ts";
import type { ModelSpec } from "./model-data.ts";

const SEGMENT_PHRASE: Readonly<Record<string, string>> = {
  A: "samochód miejski segmentu A",
  B: "samochód segmentu B, dobry do miasta i na co dzień",
  C: "samochód kompaktowy (segment C)",
  D: "samochód klasy średniej (segment D)",
  E: "samochód klasy wyższej (segment E)",
  F: "luksusowy samochód segmentu F",
  "SUV-B": "miejski SUV",
  "SUV-C": "kompaktowy SUV",
  "SUV-D": "SUV średniej wielkości",
  "SUV-E": "duży SUV",
  MPV: "rodzinny van osobowy",
  sport: "samochód sportowy",
  pickup: "pick-up z napędem na cztery koła",
  LCV: "samochód dostawczy",
};

/** "z napędem …" (instrumental). */
const FUEL_ADJECTIVE: Readonly<Record<FuelSlug, string>> = {
  benzyna: "benzynowym",
  diesel: "wysokoprężnym",
  hybryda: "hybrydowym",
  "hybryda-plug-in": "hybrydowym typu plug-in",
  elektryczny: "elektrycznym",
  lpg: "benzynowo-gazowym (LPG)",
  wodor: "wodorowym",
};

const FUEL_NOUN: Readonly<Record<FuelSlug, string>> = {
  benzyna: "silnik benzynowy",
  diesel: "diesel",
  hybryda: "hybryda",
  "hybryda-plug-in": "hybryda plug-in",
  elektryczny: "napęd elektryczny",
  lpg: "fabryczna instalacja LPG",
  wodor: "ogniwo paliwowe na wodór",
};

const BODY_NOUN: Readonly<Record<BodyTypeSlug, string>> = {
  suv: "SUV",
  hatchback: "hatchback",
  sedan: "sedan",
  kombi: "kombi",
  minivan: "van osobowy",
  coupe: "coupé",
  kabriolet: "kabriolet",
  pickup: "pick-up",
  crossover: "crossover",
  liftback: "liftback",
  dostawczy: "samochód dostawczy",
};

/** "a", "a i b", "a, b i c". */
export function listPl(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} i ${items[items.length - 1]}`;
}

/** Polish plural: pluralPl(5, ["model", "modele", "modeli"]) → "modeli". */
export function pluralPl(n: number, [one, few, many]: readonly [string, string, string]): string {
  if (n === 1) return one;
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const zl = (n: number) => formatPlnWhole(n);
const unique = <T>(items: readonly T[]) => [...new Set(items)];

export interface ModelFacts {
  full: string;
  fuels: FuelSlug[];
  powerMin: number;
  powerMax: number;
  co2Min: number;
  co2Max: number;
  bodies: BodyTypeSlug[];
  trims: string[];
  seats: number[];
  gearboxes: string[];
  drives: string[];
  priceMin: number;
  priceMax: number;
  cheapest: VersionSeed;
  limits: number[];
}

export function modelFacts(model: ModelSpec, brand: BrandName, versions: readonly VersionSeed[]): ModelFacts {
  const engines = model.engines;
  const powers = engines.map((e) => e.powerKm);
  const burning = engines.filter((e) => e.co2 > 0).map((e) => e.co2);
  const sorted = [...versions].sort((a, b) => a.listPriceGross - b.listPriceGross);
  return {
    full: `${brand} ${model.name}`,
    fuels: unique(engines.map((e) => e.fuel)),
    powerMin: Math.min(...powers),
    powerMax: Math.max(...powers),
    co2Min: burning.length ? Math.min(...burning) : 0,
    co2Max: burning.length ? Math.max(...burning) : 0,
    bodies: model.bodies,
    trims: unique(versions.map((v) => v.trim)).filter(Boolean),
    seats: unique(versions.map((v) => v.seats)),
    gearboxes: unique(engines.map((e) => e.gearbox)),
    drives: unique(engines.map((e) => e.drive)),
    priceMin: sorted[0]!.listPriceGross,
    priceMax: sorted[sorted.length - 1]!.listPriceGross,
    cheapest: sorted[0]!,
    limits: unique(engines.map((e) => carValueLimit(e.fuel, e.co2))).sort((a, b) => b - a),
  };
}

function drivesParagraph(f: ModelFacts): string {
  const fuels = listPl(f.fuels.map((x) => FUEL_ADJECTIVE[x]));
  const kw = (km: number) => formatNumber(Math.round(km * 0.7355));
  const power =
    f.powerMin === f.powerMax
      ? `o mocy ${f.powerMin} KM (${kw(f.powerMin)} kW)`
      : `o mocy od ${f.powerMin} do ${f.powerMax} KM (${kw(f.powerMin)}–${kw(f.powerMax)} kW)`;
  const sentences = [
    f.fuels.length === 1 && f.powerMin === f.powerMax
      ? `Samochód jest oferowany z napędem ${fuels} ${power}.`
      : `Do wyboru są wersje z napędem ${fuels} ${power}.`,
  ];
  if (f.gearboxes.length === 2) sentences.push("Skrzynia biegów może być manualna albo automatyczna.");
  else if (f.gearboxes[0] === "automatyczna") sentences.push("Każda wersja ma automatyczną skrzynię biegów.");
  else sentences.push("Wszystkie wersje mają manualną skrzynię biegów.");
  if (f.drives.length === 1 && f.drives[0] === "4x4")
    sentences.push("Napęd na cztery koła jest w standardzie.");
  else if (f.drives.includes("4x4")) sentences.push("Wybrane wersje mają napęd na cztery koła.");
  else if (f.drives.length === 1 && f.drives[0] === "tylny") sentences.push("Napęd trafia na tylne koła.");
  if (f.co2Max === 0) sentences.push("To samochód bezemisyjny: podczas jazdy nie wytwarza spalin.");
  else if (f.co2Min === f.co2Max) sentences.push(`Emisja CO₂ według WLTP wynosi ${f.co2Min} g/km.`);
  else sentences.push(`Emisja CO₂ według WLTP wynosi od ${f.co2Min} do ${f.co2Max} g/km.`);
  return sentences.join(" ");
}

function bodiesParagraph(f: ModelFacts): string {
  const bodies = f.bodies.map((b) => BODY_NOUN[b]);
  const sentences = [
    bodies.length === 1
      ? `Nadwozie: ${bodies[0]}, ${f.seats.map((s) => `${s} ${pluralPl(s, ["miejsce", "miejsca", "miejsc"])}`).join(" lub ")}.`
      : `Do wyboru są nadwozia ${listPl(bodies)}.`,
  ];
  if (f.seats.includes(7)) sentences.push("Siedem miejsc pozwala zabrać w drogę całą rodzinę.");
  if (f.trims.length > 1) sentences.push(`Wersje wyposażenia: ${listPl(f.trims)}.`);
  return sentences.join(" ");
}

export function taxSentence(f: ModelFacts): string {
  const parts: string[] = [];
  if (f.limits.includes(225_000))
    parts.push("samochód bezemisyjny można od 2026 roku zaliczyć do kosztów firmy do kwoty 225 000 zł");
  if (f.limits.includes(150_000))
    parts.push("wersje plug-in o emisji poniżej 50 g CO₂/km mieszczą się w limicie 150 000 zł");
  if (f.limits.includes(100_000))
    parts.push(
      f.limits.length === 1
        ? "od 2026 roku limit kosztów dla tego modelu wynosi 100 000 zł, bo jego emisja przekracza 50 g CO₂/km"
        : "pozostałe wersje rozliczysz w kosztach do kwoty 100 000 zł",
    );
  return `Dla przedsiębiorcy ważny jest limit wartości samochodu: ${parts.join("; ")}.`;
}

const LEASING_CLOSINGS = [
  (f: ModelFacts) =>
    `Model ${f.full} weźmiesz w leasing jako samochód nowy lub używany, na firmę albo prywatnie. Decyzję dostaniesz w 15 minut, a ratę policzysz w kalkulatorze z własną opłatą wstępną i wykupem.`,
  (f: ModelFacts) =>
    `Model ${f.full} jest dostępny w leasingu operacyjnym dla firm i w leasingu konsumenckim. Wystarczy wybrać wersję, ustawić okres od 36 do 60 miesięcy i złożyć wniosek online.`,
  (f: ModelFacts) =>
    `Sfinansuj model ${f.full} bez wizyty w oddziale: wniosek wypełnisz online, decyzja zapada zwykle w kwadrans, a ratę dopasujesz do budżetu firmy lub domowego.`,
];

/** The model description (/v2/model-description), as paragraphs. */
export function modelDescription(model: ModelSpec, f: ModelFacts, index: number): string[] {
  const since = model.preorder
    ? "Model właśnie wchodzi do sprzedaży – przyjmujemy zamówienia."
    : `Obecna generacja jest w sprzedaży od ${model.generationYear} roku.`;
  return [
    `Model ${f.full} to ${SEGMENT_PHRASE[model.segment]}. ${model.lead} ${since}`,
    drivesParagraph(f),
    bodiesParagraph(f),
    `${taxSentence(f)} ${LEASING_CLOSINGS[index % LEASING_CLOSINGS.length]!(f)}`,
  ];
}

export function modelSeo(f: ModelFacts) {
  const fuels = listPl(f.fuels.map((x) => FUEL_NOUN[x]));
  return {
    seoTitle: `${f.full} w leasingu – nowe i używane | ${SITE_NAME}`,
    seoDescription: `Leasing ${f.full} dla firm i konsumentów: ${listPl(f.bodies.map((b) => BODY_NOUN[b]))}, ${fuels}. Ceny katalogowe od ${zl(f.priceMin)} brutto, decyzja w 15 minut.`,
    seoText: [
      `Szukasz samochodu ${f.full} w leasingu? W naszej ofercie są egzemplarze nowe, dostępne od ręki lub na zamówienie, oraz samochody używane ze sprawdzoną historią serwisową.`,
      `Cennik modelu zaczyna się od ${zl(f.priceMin)} brutto za wersję ${f.cheapest.name}, a najbogatsze wersje kosztują ${zl(f.priceMax)} brutto. Przedsiębiorca widzi przy każdej ofercie cenę i ratę netto.`,
      "Okres leasingu wybierzesz spośród 36, 48 i 60 miesięcy. Wykup może wynieść do 50 % ceny przy 36 miesiącach, do 40 % przy 48 i do 35 % przy 60 – im wyższy wykup, tym niższa miesięczna rata.",
    ],
  };
}

export function modelCards(f: ModelFacts) {
  const power = f.powerMin === f.powerMax ? `${f.powerMin} KM` : `od ${f.powerMin} do ${f.powerMax} KM`;
  const limits = f.limits.map((l) => zl(l));
  return [
    {
      icon: "engine",
      title: "Napęd",
      text: `${capitalize(listPl(f.fuels.map((x) => FUEL_NOUN[x])))}; ${power}.`,
    },
    {
      icon: "body",
      title: "Nadwozie",
      text: `${capitalize(listPl(f.bodies.map((b) => BODY_NOUN[b])))}; ${f.seats.join(" lub ")} ${pluralPl(Math.max(...f.seats), ["miejsce", "miejsca", "miejsc"])}.`,
    },
    {
      icon: "tax",
      title: "Limit kosztów w firmie",
      text:
        limits.length === 1
          ? `${limits[0]} od 2026 roku.`
          : `Od ${limits.at(-1)} do ${limits[0]} zależnie od wersji.`,
    },
    {
      icon: "price",
      title: "Cena katalogowa",
      // Makers quote list prices brutto, as do we to everyone here; the offers beside it follow the visitor.
      text: `Od ${zl(f.priceMin)} brutto.`,
    },
  ];
}

/** Cards shown on every model page under the model's own cards. */
export const SITE_CARDS = [
  {
    icon: "clock",
    title: "Decyzja w 15 minut",
    text: "Wniosek składasz online, a wstępną decyzję dostajesz zwykle w kwadrans, także w weekend.",
  },
  {
    icon: "users",
    title: "Dla firmy i prywatnie",
    text: "Leasing operacyjny dla przedsiębiorców i leasing konsumencki dla osób prywatnych.",
  },
  {
    icon: "shield",
    title: "Ubezpieczenie w racie",
    text: "Ubezpieczenie OC, AC i NNW możesz doliczyć do miesięcznej raty i nie płacić całej składki z góry.",
  },
  {
    icon: "key",
    title: "Odbiór u dealera",
    text: "Samochód odbierasz w salonie partnera, a umowę podpisujesz elektronicznie.",
  },
];

export function brandTexts(brand: BrandName, models: readonly ModelSpec[]) {
  const info = BRAND_INFO[brand];
  const n = models.length;
  const top = [...models].sort((a, b) => b.popularity - a.popularity).slice(0, 3);
  const names = models.map((m) => m.name);
  return {
    description: info.description,
    seoTitle: `Leasing samochodów ${brand} – nowe i używane | ${SITE_NAME}`,
    seoDescription: `Samochody ${brand} w leasingu dla firm i konsumentów: ${n} ${pluralPl(n, ["model", "modele", "modeli"])}, m.in. ${listPl(top.map((m) => m.name))}. Decyzja w 15 minut.`,
    seoText: [
      `${info.description} Kraj pochodzenia marki: ${info.country}.`,
      n === 1
        ? `W naszej ofercie marka ${brand} jest reprezentowana przez model ${names[0]}, nowy i używany.`
        : `W naszej ofercie marki ${brand} znajdziesz ${n} ${pluralPl(n, ["model", "modele", "modeli"])}: ${listPl(names)}. Każdy z nich weźmiesz w leasing jako samochód nowy lub używany.`,
      "Leasing dla firmy rozliczysz w kosztach działalności, a leasing konsumencki pozwala jeździć nowym autem bez kredytu. W obu przypadkach wniosek złożysz online i poznasz decyzję w 15 minut.",
    ],
  };
}
