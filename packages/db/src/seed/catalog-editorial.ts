// Curated content of the catalogue: collections, purposes, banners and limited offers.
import type { BannerSlot } from "@vhs/domain/catalog-rules.ts";
import { formatDate } from "@vhs/domain/format.ts";
import { BODY_TYPE_LABELS } from "@vhs/domain/labels.ts";
import type { CollectionFilters } from "../schema/catalog.ts";
import { BRAND_INFO, type BrandName, MENU_BRAND_COUNT } from "./brands.ts";
import type { VariantSeed } from "./catalog-variants.ts";
import type { BrandSeed, VersionSeed } from "./catalog-versions.ts";
import type { ModelSpec } from "./model-data.ts";

interface CollectionSeed {
  slug: string;
  title: string;
  lead: string;
  description: string[];
  filters: CollectionFilters;
}

export const COLLECTIONS: CollectionSeed[] = [
  {
    slug: "samochody-elektryczne",
    title: "Samochody elektryczne w leasingu",
    lead: "Auta na prąd z najwyższym, 225-tysięcznym limitem kosztów w firmie.",
    description: [
      "Od 2026 roku samochód elektryczny można zaliczyć do kosztów firmy do kwoty 225 000 zł, czyli znacznie więcej niż auto spalinowe. Do tego dochodzi niższy koszt energii i brak opłat za wjazd do stref czystego transportu.",
      "W kolekcji są miejskie maluchy, rodzinne SUV-y i limuzyny klasy premium. Przy każdym aucie podajemy zasięg baterii w nazwie wersji i ratę leasingu dla Twoich parametrów.",
    ],
    filters: { fuel: ["elektryczny"] },
  },
  {
    slug: "hybrydy-plug-in",
    title: "Hybrydy plug-in",
    lead: "Na prądzie w mieście, na benzynie w trasie – i limit 150 000 zł w kosztach firmy.",
    description: [
      "Hybryda plug-in przejeżdża na samym prądzie od 50 do ponad 100 km, a w dłuższą trasę rusza bez planowania postojów na ładowanie. Emisja poniżej 50 g CO₂/km daje przedsiębiorcy limit kosztów 150 000 zł.",
      "Najwięcej zyskasz, ładując samochód w domu lub w firmie – wtedy codzienne dojazdy kosztują ułamek tego, co w aucie spalinowym.",
    ],
    filters: { fuel: ["hybryda-plug-in"] },
  },
  {
    slug: "suv-dla-rodziny",
    title: "SUV-y dla rodziny",
    lead: "Wysoka pozycja za kierownicą, duży bagażnik i wygodne wsiadanie.",
    description: [
      "SUV to dziś najchętniej wybierane nadwozie w Polsce. Wyżej poprowadzone fotele ułatwiają wsiadanie i montaż fotelika, a większy prześwit przydaje się na krawężnikach i zimą.",
      "Wybraliśmy SUV-y wszystkich wielkości: od miejskich po siedmioosobowe, z napędem hybrydowym, elektrycznym i spalinowym.",
    ],
    filters: { body: ["suv"] },
  },
  {
    slug: "siedem-miejsc",
    title: "Samochody 7-osobowe",
    lead: "Trzy rzędy siedzeń dla dużej rodziny, drużyny albo gości firmy.",
    description: [
      "Siedem miejsc oferują vany, duże SUV-y i rodzinne kombivany. W większości z nich trzeci rząd można złożyć w podłogę i mieć płaski, ogromny bagażnik.",
      "Sprawdź, ile miejsca zostaje za trzecim rzędem – w mniejszych autach wystarczy na zakupy, w większych na bagaż na wakacje.",
    ],
    filters: { seats: [7] },
  },
  {
    slug: "auta-do-100-tysiecy",
    title: "Samochody do 100 tys. zł",
    lead: "Nowe i używane auta, których cena brutto nie przekracza 100 000 zł.",
    description: [
      "Za mniej niż 100 tysięcy złotych kupisz nowy samochód miejski, a w ofercie aut używanych także kompakty i SUV-y sprzed kilku lat.",
      "Rata leasingu takiego auta często nie przekracza kilkuset złotych netto miesięcznie przy 60 miesiącach i wykupie 35 %.",
    ],
    filters: { priceMax: 100_000, priceType: "gross" },
  },
  {
    slug: "kombi-dla-firmy",
    title: "Kombi dla firmy",
    lead: "Duży bagażnik, niskie spalanie w trasie i dobra wartość odsprzedaży.",
    description: [
      "Kombi to klasyczny wybór flot: mieści próbki, narzędzia i bagaż, a w trasie pali mniej niż SUV o podobnej wielkości.",
      "W kolekcji są kompakty i auta klasy średniej z silnikami benzynowymi, dieslami, hybrydami i napędem elektrycznym.",
    ],
    filters: { body: ["kombi"] },
  },
  {
    slug: "uzywane-do-3-lat",
    title: "Używane do 3 lat",
    lead: "Młode samochody z przebiegiem z pierwszej ręki, często jeszcze na gwarancji.",
    description: [
      "Samochód kilkuletni kosztuje wyraźnie mniej niż nowy, a wciąż ma nowoczesne systemy bezpieczeństwa i często fabryczną gwarancję.",
      "Leasingodawcy najchętniej finansują auta do sześciu lat, dlatego młode egzemplarze dostają najlepsze warunki.",
    ],
    filters: { state: ["uzywany"], productionYear: [2023, 2024, 2025] },
  },
  {
    slug: "naped-4x4",
    title: "Napęd 4x4 na każdą pogodę",
    lead: "Pewna trakcja zimą, na szutrze i z przyczepą.",
    description: [
      "Napęd na cztery koła przydaje się nie tylko w górach: pomaga ruszyć na śliskim podjeździe, holować przyczepę i bezpiecznie jechać w ulewie.",
      "W kolekcji są SUV-y, pick-upy i kombi z napędem stałym oraz dołączanym automatycznie.",
    ],
    filters: { drive: ["4x4"] },
  },
  {
    slug: "automaty-do-miasta",
    title: "Automaty do miasta",
    lead: "Małe auta z automatyczną skrzynią biegów – bez zmęczenia w korkach.",
    description: [
      "W mieście automatyczna skrzynia biegów to czysta wygoda: bez sprzęgła, bez szarpania w korku i z niższym spalaniem w hybrydach.",
      "Wybraliśmy hatchbacki i crossovery, które łatwo zaparkować i tanio utrzymać.",
    ],
    filters: { gearbox: ["automatyczna"], body: ["hatchback", "crossover"] },
  },
  {
    slug: "coupe-i-kabriolety",
    title: "Coupé i kabriolety",
    lead: "Samochody dla przyjemności z jazdy, z dachem albo bez.",
    description: [
      "Coupé i kabriolety rzadko są pierwszym autem w firmie, ale leasing z wysokim wykupem pozwala jeździć nimi przy rozsądnej racie.",
      "W kolekcji znajdziesz zarówno lekkie roadstery, jak i mocne samochody gran turismo.",
    ],
    filters: { body: ["coupe", "kabriolet"] },
  },
];

export const PURPOSES: Array<{
  slug: string;
  name: string;
  description: string;
  filters: CollectionFilters;
}> = [
  {
    slug: "do-miasta",
    name: "Do miasta",
    description: "Małe, zwrotne i oszczędne auta, które łatwo zaparkować.",
    filters: { body: ["hatchback", "crossover"] },
  },
  {
    slug: "dla-rodziny",
    name: "Dla rodziny",
    description: "Przestronne SUV-y, kombi i vany z dużym bagażnikiem.",
    filters: { body: ["suv", "kombi", "minivan"] },
  },
  {
    slug: "w-trase",
    name: "W trasę",
    description: "Komfortowe limuzyny i kombi z automatem na długie dystanse.",
    filters: { body: ["sedan", "kombi", "liftback"], gearbox: ["automatyczna"] },
  },
  {
    slug: "dla-firmy",
    name: "Dla firmy",
    description: "Hybrydy i auta elektryczne z niskim kosztem przejechanego kilometra.",
    filters: { fuel: ["hybryda", "hybryda-plug-in", "elektryczny"] },
  },
  {
    slug: "na-kazda-pogode",
    name: "Na każdą pogodę",
    description: "Napęd 4x4 na zimę, szutrowe drogi i holowanie przyczepy.",
    filters: { drive: ["4x4"] },
  },
  {
    slug: "ekologicznie",
    name: "Ekologicznie",
    description: "Hybrydy plug-in i auta elektryczne z wyższym limitem kosztów w firmie.",
    filters: { fuel: ["hybryda-plug-in", "elektryczny"] },
  },
];

export interface BannerSeed {
  brandSlug: string | null;
  slot: BannerSlot | null;
  title: string;
  text: string;
  ctaLabel: string;
  href: string;
  theme: string;
}

const THEMES = ["#0a66a8", "#123047", "#1f6f50", "#8a3b12", "#4b3f72"];

const SLOT_BANNERS: BannerSeed[] = [
  [
    "home-top",
    "Leasing z decyzją w 15 minut",
    "Samochody nowe i używane dla firm i konsumentów. Wniosek online, bez wizyty w oddziale.",
    "Znajdź samochód",
    "/wyszukaj/",
  ],
  [
    "home-top",
    "Policz ratę w kalkulatorze",
    "Ustaw opłatę wstępną, okres i wykup – rata przeliczy się od razu.",
    "Otwórz kalkulator",
    "/kalkulator-leasingowy",
  ],
  [
    "home-middle",
    "Elektryki z limitem 225 tys. zł",
    "Od 2026 roku auto elektryczne rozliczysz w kosztach firmy do 225 000 zł.",
    "Zobacz kolekcję",
    "/kolekcje/samochody-elektryczne",
  ],
  [
    "home-middle",
    "Samochody 7-osobowe",
    "Vany i duże SUV-y z trzema rzędami siedzeń dla całej rodziny.",
    "Zobacz kolekcję",
    "/kolekcje/siedem-miejsc",
  ],
  [
    "search-list",
    "Nie znalazłeś auta? Sfinansujemy każde",
    "Wskaż samochód z dowolnego salonu lub komisu, a przygotujemy ofertę leasingu.",
    "Złóż wniosek",
    "/leasing-samochodu",
  ],
  [
    "brand-page",
    "Leasing konsumencki",
    "Nowy samochód bez kredytu: stała rata i wykup na koniec umowy.",
    "Dowiedz się więcej",
    "/oferta/dla-konsumenta",
  ],
  [
    "model-page",
    "Ubezpieczenie w racie leasingu",
    "OC, AC i NNW doliczysz do miesięcznej raty – bez płacenia całej składki z góry.",
    "Sprawdź ubezpieczenie",
    "/oferta/ubezpieczenia",
  ],
].map(([slot, title, text, ctaLabel, href], i) => ({
  brandSlug: null,
  slot: slot as BannerSlot,
  title: title!,
  text: text!,
  ctaLabel: ctaLabel!,
  href: href!,
  theme: THEMES[i % THEMES.length]!,
}));

/** Slot banners, two banners per menu brand and a brand slot banner on its brand page. */
export function bannerSeeds(brands: readonly BrandSeed[], models: readonly ModelSpec[]): BannerSeed[] {
  const banners = [...SLOT_BANNERS];
  brands.slice(0, MENU_BRAND_COUNT).forEach((brand, i) => {
    const own = models.filter((m) => m.brandSlug === brand.slug);
    const top = [...own].sort((a, b) => b.popularity - a.popularity)[0];
    const theme = THEMES[i % THEMES.length]!;
    if (top)
      banners.push({
        brandSlug: brand.slug,
        slot: null,
        title: `${brand.name} ${top.name} w leasingu`,
        text: top.lead,
        ctaLabel: "Sprawdź ofertę",
        href: `/samochody/${brand.slug}/${top.slug}`,
        theme,
      });
    banners.push(
      {
        brandSlug: brand.slug,
        slot: null,
        title: `Wszystkie modele ${brand.name}`,
        text: BRAND_INFO[brand.name as BrandName].description.split(/(?<=\.) /)[0]!,
        ctaLabel: "Zobacz modele",
        href: `/samochody/${brand.slug}`,
        theme,
      },
      {
        brandSlug: brand.slug,
        slot: "brand-page",
        title: `Promocje ${brand.name}`,
        text: "Wybrane samochody z rocznika 2025 w obniżonych cenach – szukaj ofert z etykietą „Promocja”.",
        ctaLabel: "Zobacz promocje",
        href: `/samochody/${brand.slug}`,
        theme,
      },
    );
    if (i < 4)
      banners.push({
        brandSlug: brand.slug,
        slot: "home-middle",
        title: `${brand.name} od ręki`,
        text: `Samochody ${brand.name} dostępne od ręki w salonach partnerów w całej Polsce.`,
        ctaLabel: "Zobacz samochody",
        href: `/samochody/${brand.slug}`,
        theme,
      });
  });
  return banners;
}

export interface LimitedOfferSeed {
  modelIndex: number;
  bodyType: string;
  title: string;
  text: string;
  groupId: string;
  discountPct: number;
  validUntil: string;
}

/** The last day of the month `months` after `from` (YYYY-MM-DD). */
export function endOfMonthAfter(from: string, months: number): string {
  const [y, m] = from.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
}

/**
 * One limited offer per body type of the 40 most popular models: the cheapest new group in stock
 * of that body type, valid until the end of the second, fourth or sixth month after `validFrom`.
 */
export function limitedOfferSeeds(
  models: readonly ModelSpec[],
  brands: readonly BrandSeed[],
  versions: readonly VersionSeed[],
  variants: readonly VariantSeed[],
  validFrom: string,
): LimitedOfferSeed[] {
  const cheapest = new Map<string, VariantSeed>();
  for (const v of variants) {
    if (!v.isNew || v.stockCount === 0) continue;
    const key = `${v.modelIndex}|${versions[v.versionIndex]!.bodyType}`;
    const best = cheapest.get(key);
    if (!best || v.priceGross < best.priceGross) cheapest.set(key, v);
  }
  const top = models
    .map((m, i) => [m, i] as const)
    .sort((a, b) => b[0].popularity - a[0].popularity)
    .slice(0, 40);
  const offers: LimitedOfferSeed[] = [];
  top.forEach(([model, modelIndex], rank) => {
    const brand = brands.find((b) => b.slug === model.brandSlug)!;
    for (const body of model.bodies) {
      const v = cheapest.get(`${modelIndex}|${body}`);
      if (!v) continue;
      const pct = 4 + ((rank * 3 + offers.length) % 7);
      const until = endOfMonthAfter(validFrom, 2 + 2 * (rank % 3));
      const bodyLabel = model.bodies.length > 1 ? ` ${BODY_TYPE_LABELS[body]}` : "";
      offers.push({
        modelIndex,
        bodyType: body,
        title: `${brand.name} ${model.name}${bodyLabel} w ofercie limitowanej`,
        text: `Rabat ${pct} % na egzemplarze z rocznika ${v.productionYear} dostępne od ręki. Oferta ważna do ${formatDate(until)} lub do wyczerpania zapasów.`,
        groupId: v.groupId,
        discountPct: pct,
        validUntil: until,
      });
    }
  });
  return offers;
}
