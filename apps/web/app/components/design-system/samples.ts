import type { CardCar } from "../../lib/catalog.ts";
import type { ModelCardData } from "../../lib/model-offers.ts";

// Sample data for the components page: cars as the catalogue API describes them, so the real cards render.

export const SAMPLE_CARS: CardCar[] = [
  {
    id: 910001,
    groupId: "n-wzornik-1",
    state: "nowy",
    brand: { slug: "skoda", name: "Škoda" },
    model: { slug: "octavia", name: "Octavia" },
    version: "1.5 TSI Selection",
    bodyType: "kombi",
    bodyTypeName: "Kombi",
    fuelName: "Benzyna",
    gearboxName: "Automatyczna",
    powerKm: 150,
    productionYear: 2026,
    colour: "Niebieski Race",
    colourHex: "#1f4e9c",
    price: 119_900,
    priceGross: 147_477,
    labels: [
      { code: "od-reki", name: "Dostępny od ręki" },
      { code: "promocja", name: "Promocja" },
    ],
    mileageKm: null,
    location: null,
  },
  {
    id: 910002,
    groupId: "u-wzornik-2",
    state: "uzywany",
    brand: { slug: "toyota", name: "Toyota" },
    model: { slug: "rav4", name: "RAV4" },
    version: "2.5 Hybrid Comfort",
    bodyType: "suv",
    bodyTypeName: "SUV",
    fuelName: "Hybryda",
    gearboxName: "Automatyczna",
    powerKm: 218,
    productionYear: 2023,
    colour: "Srebrny",
    colourHex: "#b8bcc2",
    price: 104_000,
    priceGross: 127_920,
    labels: [{ code: "gwarancja", name: "Gwarancja 12 miesięcy" }],
    mileageKm: 41_500,
    location: "Warszawa",
  },
];

export const SAMPLE_MODEL: ModelCardData = {
  id: 910003,
  slug: "octavia",
  name: "Octavia",
  brand: { slug: "skoda", name: "Škoda" },
  lead: "Przestronne kombi z dużym bagażnikiem, w wersji benzynowej i hybrydowej.",
  price: 99_900,
  priceGross: 122_877,
  count: 12,
  bodyType: "kombi",
};

/** The form examples' values and errors, as a form shows them after a failed send. */
export const SAMPLE_VALUES = { "wzor.email": "jan.kowalski@", "wzor.imie": "Jan", "wzor.nip": "" };
export const SAMPLE_ERRORS = {
  "wzor.email": "Wpisz adres e-mail w postaci nazwa@domena.pl.",
  "wzor.zgoda": "Zaznacz zgodę, aby wysłać formularz.",
};
