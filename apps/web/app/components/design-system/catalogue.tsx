import "./design-system.css";
import { Breadcrumbs } from "../breadcrumbs.tsx";
import { CarLabels, CarPrice } from "../car-card.tsx";
import { CarGrid } from "../car-grid.tsx";
import { Pagination } from "../catalog-ui.tsx";
import { MonthlyFrom, PriceFrom } from "../installment.tsx";
import { ModelCard } from "../model-card.tsx";
import { SAMPLE_CARS, SAMPLE_MODEL } from "./samples.ts";
import { Example, Section } from "./section.tsx";

export function CardsSection() {
  return (
    <Section
      id="karty"
      intro="CarCard pokazuje jedną ofertę (wyniki, kolekcje, ulubione) i zawsze jest w CarGrid, który dodaje formularze serca, porównania i zamówienia. ModelCard pokazuje model lub jego nadwozie (strona główna, strona marki). Dane poniżej są przykładowe."
    >
      <Example name="CarGrid / CarCard" note="Nowy samochód z etykietami i używany z przebiegiem.">
        <CarGrid cars={SAMPLE_CARS} heading="h4" label="Przykładowe samochody" />
      </Example>
      <Example name="ModelCard">
        <div className="max-w-sm">
          <ModelCard model={SAMPLE_MODEL} heading="h4" />
        </div>
      </Example>
    </Section>
  );
}

export function LabelsSection() {
  return (
    <Section
      id="etykiety"
      intro="Etykiety oferty (lista .car-labels albo pojedyncza .car-label, kolor według kodu), stan samochodu (.state-badge) i wyróżnienie różnicy w porównaniu (.diff-badge). Kolor wspiera treść, nigdy jej nie zastępuje."
    >
      <Example
        name="CarLabels"
        note="car-label-od-reki: success; car-label-promocja: danger; inne: neutralne."
      >
        <CarLabels
          labels={[
            { code: "od-reki", name: "Dostępny od ręki" },
            { code: "promocja", name: "Promocja" },
            { code: "gwarancja", name: "Gwarancja 12 miesięcy" },
          ]}
        />
      </Example>
      <Example
        name=".state-new, .state-used"
        note="Nowy: kolor marki; używany: ostrzegawczy. Z klasą .state-badge lub bez niej."
      >
        <p className="flex gap-2">
          <span className="state-new">Nowy</span>
          <span className="state-used">Używany</span>
        </p>
      </Example>
      <Example name=".diff-badge">
        <p>
          Moc silnika <span className="diff-badge">różni się</span>
        </p>
      </Example>
    </Section>
  );
}

export function PricesSection() {
  return (
    <Section
      id="ceny"
      intro="Kwoty liczone z parametrami leasingu odwiedzającego (ciasteczko vhs_f) i aktualną stopą: firma widzi netto, konsument brutto. Zmień parametry w nagłówku, a kwoty się przeliczą. Bez stopy (API niedostępne) MonthlyFrom nic nie pokazuje."
    >
      <Example name="MonthlyFrom" note="Rata „od … /mies.” w kartach, na stronie modelu i w nagłówkach list.">
        <p className="text-lg text-brand-700">
          <MonthlyFrom price={119_900} priceType="net" />
        </p>
      </Example>
      <Example name="PriceFrom" note="Najniższa cena listy lub modelu.">
        <p>
          <PriceFrom net={99_900} gross={122_877} />
        </p>
      </Example>
      <Example name="CarPrice" note="Cena jednej oferty: netto z brutto w nawiasie albo samo brutto.">
        <CarPrice net={119_900} gross={147_477} className="car-card-price" />
      </Example>
    </Section>
  );
}

export function NavigationSection() {
  return (
    <Section
      id="nawigacja"
      intro="Ścieżka nad tytułem każdej strony katalogu; ostatni element to bieżąca strona (aria-current). Stronicowanie to zwykłe linki, więc działa bez JavaScriptu, a każda strona ma własny adres."
    >
      <Example name="Breadcrumbs">
        <Breadcrumbs
          items={[
            { label: "Strona główna", to: "/" },
            { label: "Škoda", to: "/samochody/skoda" },
            { label: "Octavia" },
          ]}
        />
      </Example>
      <Example
        name="Pagination"
        note="Strona 3 z 12: poprzednia, okno numerów z pierwszą i ostatnią, następna."
      >
        <Pagination
          page={3}
          pages={12}
          href={(n) => `/dev/komponenty?strona=${n}#nawigacja`}
          label="Przykładowe strony"
        />
      </Example>
    </Section>
  );
}

export function BottomBarSection() {
  return (
    <Section
      id="pasek"
      intro="Pasek .bottom-bar przypięty do dołu ekranu telefonu (pasek zamówienia na stronie modelu, rata w kalkulatorze). Od szerokości 48rem strony go ukrywają, bo pokazują to samo w treści. Tutaj jest zamknięty w ramce i widoczny przy każdej szerokości."
    >
      {/* A transformed box is the containing block of its fixed children: the bar stays in the frame. */}
      <div className="ds-frame relative h-20 max-w-md overflow-hidden rounded-lg border border-slate-300 [transform:translateZ(0)]">
        <div className="bottom-bar" data-example="bottom-bar">
          <p className="text-brand-700">
            <MonthlyFrom price={119_900} priceType="net" />
          </p>
          <button type="button" className="btn-primary px-4 py-2">
            Zamów online
          </button>
        </div>
      </div>
    </Section>
  );
}
