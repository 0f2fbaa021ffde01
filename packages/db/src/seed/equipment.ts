// Equipment dictionary (/equipment-dictionary/), what each trim level brings, paint colours and
// the cities where cars stand. Polish names as on Polish dealer price lists.
import type { BodyTypeSlug, DriveSlug, FuelSlug, GearboxSlug } from "@vhs/domain/labels.ts";

export const EQUIPMENT_CATEGORIES = [
  "Bezpieczeństwo",
  "Systemy wspomagania kierowcy",
  "Komfort",
  "Multimedia",
  "Wygląd",
  "Napęd i ładowanie",
] as const;
type Category = (typeof EQUIPMENT_CATEGORIES)[number];

/** code → [name, category]. */
export const EQUIPMENT: Readonly<Record<string, readonly [string, Category]>> = {
  "poduszki-6": ["6 poduszek powietrznych", "Bezpieczeństwo"],
  isofix: ["Mocowania ISOFIX na tylnej kanapie", "Bezpieczeństwo"],
  ecall: ["System powiadamiania ratunkowego eCall", "Bezpieczeństwo"],
  "czujniki-cisnienia": ["Czujniki ciśnienia w oponach", "Bezpieczeństwo"],
  "poduszka-kolanowa": ["Poduszka kolanowa kierowcy", "Bezpieczeństwo"],
  "poduszka-centralna": ["Centralna poduszka powietrzna", "Bezpieczeństwo"],
  "hamowanie-awaryjne": ["Autonomiczny system hamowania awaryjnego", "Systemy wspomagania kierowcy"],
  "pas-ruchu": ["Asystent utrzymania pasa ruchu", "Systemy wspomagania kierowcy"],
  "znaki-drogowe": ["Rozpoznawanie znaków drogowych", "Systemy wspomagania kierowcy"],
  tempomat: ["Tempomat z ogranicznikiem prędkości", "Systemy wspomagania kierowcy"],
  "tempomat-aktywny": ["Aktywny tempomat z funkcją Stop&Go", "Systemy wspomagania kierowcy"],
  "czujniki-tyl": ["Czujniki parkowania z tyłu", "Systemy wspomagania kierowcy"],
  "czujniki-przod": ["Czujniki parkowania z przodu", "Systemy wspomagania kierowcy"],
  "kamera-cofania": ["Kamera cofania", "Systemy wspomagania kierowcy"],
  "martwe-pole": ["Monitorowanie martwego pola", "Systemy wspomagania kierowcy"],
  "ruch-poprzeczny": ["Ostrzeganie o ruchu poprzecznym przy cofaniu", "Systemy wspomagania kierowcy"],
  "kamera-360": ["Kamery 360°", "Systemy wspomagania kierowcy"],
  "asystent-parkowania": ["Automatyczny asystent parkowania", "Systemy wspomagania kierowcy"],
  "head-up": ["Wyświetlacz head-up", "Systemy wspomagania kierowcy"],
  "klimatyzacja-manualna": ["Klimatyzacja manualna", "Komfort"],
  "klimatyzacja-automatyczna": ["Klimatyzacja automatyczna dwustrefowa", "Komfort"],
  "elektryczne-szyby": ["Elektrycznie sterowane szyby przednie i tylne", "Komfort"],
  "czujnik-deszczu": ["Czujnik deszczu i zmierzchu", "Komfort"],
  "lusterka-skladane": ["Elektrycznie składane lusterka", "Komfort"],
  "podgrzewane-fotele": ["Podgrzewane przednie fotele", "Komfort"],
  "podgrzewana-kierownica": ["Podgrzewana kierownica", "Komfort"],
  bezkluczykowy: ["Bezkluczykowy dostęp i uruchamianie", "Komfort"],
  "elektryczna-klapa": ["Elektrycznie otwierana klapa bagażnika", "Komfort"],
  "przyciemniane-szyby": ["Przyciemniane tylne szyby", "Komfort"],
  "skorzana-tapicerka": ["Tapicerka skórzana", "Komfort"],
  "fotel-elektryczny": ["Elektrycznie regulowany fotel kierowcy z pamięcią", "Komfort"],
  "wentylowane-fotele": ["Wentylowane przednie fotele", "Komfort"],
  "dach-panoramiczny": ["Dach panoramiczny", "Komfort"],
  "podgrzewana-szyba": ["Podgrzewana przednia szyba", "Komfort"],
  "radio-bluetooth": ["Radio z Bluetooth i gniazdami USB-C", "Multimedia"],
  "ekran-dotykowy": ["Ekran dotykowy systemu multimedialnego", "Multimedia"],
  "android-auto": ["Bezprzewodowe Android Auto i Apple CarPlay", "Multimedia"],
  "cyfrowe-zegary": ["Cyfrowe zegary", "Multimedia"],
  nawigacja: ["Nawigacja z mapami aktualizowanymi online", "Multimedia"],
  "ladowarka-indukcyjna": ["Ładowarka indukcyjna do smartfona", "Multimedia"],
  "aplikacja-zdalna": ["Zdalna obsługa samochodu z aplikacji", "Multimedia"],
  "naglosnienie-premium": ["Nagłośnienie premium", "Multimedia"],
  "felgi-16": ["Felgi aluminiowe 16–17 cali", "Wygląd"],
  "felgi-18": ["Felgi aluminiowe 18–19 cali", "Wygląd"],
  "reflektory-led": ["Reflektory w pełni LED", "Wygląd"],
  "reflektory-matrix": ["Matrycowe reflektory LED", "Wygląd"],
  relingi: ["Relingi dachowe", "Wygląd"],
  "pakiet-sportowy": ["Sportowy pakiet stylistyczny", "Wygląd"],
  hak: ["Hak holowniczy", "Wygląd"],
  "ladowarka-11kw": ["Ładowarka pokładowa AC 11 kW", "Napęd i ładowanie"],
  "ladowanie-dc": ["Szybkie ładowanie prądem stałym (DC)", "Napęd i ładowanie"],
  "pompa-ciepla": ["Pompa ciepła", "Napęd i ładowanie"],
  "kabel-ladowania": ["Kabel do ładowania z gniazdka i stacji", "Napęd i ładowanie"],
  "tryby-terenowe": ["Tryby jazdy w terenie i kontrola zjazdu", "Napęd i ładowanie"],
  "lopatki-zmiany-biegow": ["Łopatki zmiany biegów przy kierownicy", "Napęd i ładowanie"],
};

const BASE = [
  "poduszki-6",
  "isofix",
  "ecall",
  "czujniki-cisnienia",
  "hamowanie-awaryjne",
  "pas-ruchu",
  "znaki-drogowe",
  "tempomat",
  "klimatyzacja-manualna",
  "elektryczne-szyby",
  "radio-bluetooth",
  "ekran-dotykowy",
];
const TIER_1 = [
  ...BASE.filter((c) => c !== "klimatyzacja-manualna"),
  "klimatyzacja-automatyczna",
  "poduszka-kolanowa",
  "tempomat-aktywny",
  "czujniki-tyl",
  "kamera-cofania",
  "czujnik-deszczu",
  "lusterka-skladane",
  "podgrzewane-fotele",
  "android-auto",
  "cyfrowe-zegary",
  "felgi-16",
  "reflektory-led",
];
const TIER_2 = [
  ...TIER_1.filter((c) => c !== "felgi-16"),
  "felgi-18",
  "czujniki-przod",
  "martwe-pole",
  "ruch-poprzeczny",
  "podgrzewana-kierownica",
  "bezkluczykowy",
  "elektryczna-klapa",
  "przyciemniane-szyby",
  "nawigacja",
  "ladowarka-indukcyjna",
  "aplikacja-zdalna",
];
const TIER_3 = [
  ...TIER_2,
  "poduszka-centralna",
  "kamera-360",
  "asystent-parkowania",
  "head-up",
  "skorzana-tapicerka",
  "fotel-elektryczny",
  "wentylowane-fotele",
  "naglosnienie-premium",
  "reflektory-matrix",
];
const TIERS = [BASE, TIER_1, TIER_2, TIER_3];

/** Features a maker fits to every trim of some models (a model's own standard, above its tier's). */
const SIGNATURE_POOL = [
  "czujniki-tyl",
  "android-auto",
  "cyfrowe-zegary",
  "czujnik-deszczu",
  "lusterka-skladane",
  "podgrzewane-fotele",
  "kamera-cofania",
  "reflektory-led",
  "klimatyzacja-automatyczna",
  "tempomat-aktywny",
  "podgrzewana-szyba",
  "przyciemniane-szyby",
] as const;

/**
 * What every version of a model has on top of its trim tier: two to four features picked by the model's
 * slug (stable across seeds), and automatic air conditioning and rear sensors from 150 000 zł. So two
 * base trims of different models do not list the same things.
 */
export function modelSignature(slug: string, basePriceGross: number): string[] {
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const picked: string[] = [];
  const count = 2 + (hash % 3);
  let state = hash;
  while (picked.length < count) {
    // A small linear congruential generator: the same picks for the same slug, spread over the pool.
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const code = SIGNATURE_POOL[(state >>> 16) % SIGNATURE_POOL.length]!;
    if (!picked.includes(code)) picked.push(code);
  }
  if (basePriceGross >= 150_000) picked.push("klimatyzacja-automatyczna", "czujniki-tyl");
  return [...new Set(picked)];
}

/**
 * Standard equipment of a version: its trim tier (0–3), its model's own features (modelSignature), and
 * what its drive and body bring.
 */
export function versionEquipment(
  tier: number,
  fuel: FuelSlug,
  drive: DriveSlug,
  gearbox: GearboxSlug,
  body: BodyTypeSlug,
  modelFeatures: readonly string[] = [],
): string[] {
  const codes = [...TIERS[Math.max(0, Math.min(3, tier))]!];
  for (const code of modelFeatures) if (!codes.includes(code)) codes.push(code);
  // Automatic air conditioning replaces the manual one.
  const manual = codes.indexOf("klimatyzacja-manualna");
  if (manual >= 0 && codes.includes("klimatyzacja-automatyczna")) codes.splice(manual, 1);
  if (fuel === "elektryczny") codes.push("ladowarka-11kw", "ladowanie-dc", "kabel-ladowania");
  if (fuel === "elektryczny" && tier >= 1) codes.push("pompa-ciepla");
  if (fuel === "hybryda-plug-in") codes.push("kabel-ladowania");
  if (drive === "4x4" && (body === "suv" || body === "pickup")) codes.push("tryby-terenowe");
  if (gearbox === "automatyczna" && tier >= 2) codes.push("lopatki-zmiany-biegow");
  if ((body === "suv" || body === "kombi") && tier >= 1) codes.push("relingi");
  return codes;
}

/** Options a dealer may have added to a car on top of its version's equipment. */
export const EXTRA_OPTIONS = [
  "dach-panoramiczny",
  "hak",
  "podgrzewana-szyba",
  "naglosnienie-premium",
  "kamera-360",
  "head-up",
  "pakiet-sportowy",
  "podgrzewana-kierownica",
  "elektryczna-klapa",
  "nawigacja",
] as const;

/** Paint: Polish name, hex for the drawn picture, surcharge in gross zł, how common it is. */
export const COLOURS: ReadonlyArray<{ name: string; hex: string; surcharge: number; weight: number }> = [
  { name: "Biały", hex: "#f3f3f1", surcharge: 0, weight: 14 },
  { name: "Szary metalik", hex: "#6e7378", surcharge: 3000, weight: 20 },
  { name: "Czarny metalik", hex: "#1c1c1e", surcharge: 3000, weight: 17 },
  { name: "Srebrny metalik", hex: "#b8bcc0", surcharge: 3000, weight: 12 },
  { name: "Grafitowy metalik", hex: "#3a3d42", surcharge: 3000, weight: 10 },
  { name: "Niebieski metalik", hex: "#1f4e8c", surcharge: 3500, weight: 10 },
  { name: "Biały perłowy", hex: "#eeede6", surcharge: 4500, weight: 7 },
  { name: "Czerwony metalik", hex: "#a3161a", surcharge: 3500, weight: 6 },
  { name: "Zielony metalik", hex: "#2f5d50", surcharge: 3500, weight: 2 },
  { name: "Beżowy metalik", hex: "#b9a88f", surcharge: 3500, weight: 2 },
];

/** Cities of our partner dealers, weighted roughly by population. */
export const CITIES: ReadonlyArray<readonly [string, number]> = [
  ["Warszawa", 18],
  ["Kraków", 8],
  ["Wrocław", 7],
  ["Łódź", 6],
  ["Poznań", 6],
  ["Gdańsk", 5],
  ["Szczecin", 4],
  ["Katowice", 4],
  ["Lublin", 4],
  ["Bydgoszcz", 3],
  ["Białystok", 3],
  ["Gdynia", 3],
  ["Rzeszów", 3],
  ["Toruń", 2],
  ["Kielce", 2],
  ["Olsztyn", 2],
  ["Opole", 2],
  ["Gliwice", 2],
  ["Bielsko-Biała", 2],
  ["Częstochowa", 2],
  ["Radom", 2],
  ["Zielona Góra", 1],
  ["Koszalin", 1],
  ["Nowy Sącz", 1],
];
