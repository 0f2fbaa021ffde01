import { Checkbox, ErrorSummary, TextField } from "../form-fields.tsx";
import { RadioGroup, SelectField } from "../order/fields.tsx";
import { SAMPLE_ERRORS, SAMPLE_VALUES } from "./samples.ts";
import { Example, Section } from "./section.tsx";

export function ButtonsSection() {
  return (
    <Section
      id="przyciski"
      intro="Jedno główne działanie na ekran (btn-primary), obok niego btn-secondary. Na ciemnym tle (banner, baner marki) btn-light i btn-outline-light. Fokus klawiatury wszystkich przycisków i linków to wspólna obwódka brand-800 z białą poświatą (:focus-visible w app.css): sprawdź klawiszem Tab."
    >
      <Example
        name=".btn-primary / .btn-secondary"
        note="Na jasnym tle. Mniejszy wariant w karcie samochodu: px-3 py-1.5 text-sm."
      >
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary">
            Zamów online
          </button>
          <button type="button" className="btn-secondary">
            Oblicz ratę
          </button>
          <button type="button" className="btn-primary px-3 py-1.5 text-sm">
            Zamów online
          </button>
        </div>
      </Example>
      <Example
        name=".btn-light / .btn-outline-light"
        note="Tylko na tle brand-700 lub ciemniejszym (klasa .banner)."
      >
        <div className="banner flex flex-wrap items-center gap-3">
          <button type="button" className="btn-light">
            Zobacz ofertę
          </button>
          <button type="button" className="btn-outline-light">
            Porozmawiaj z doradcą
          </button>
        </div>
      </Example>
      <Example name=".chip, .chip-clear" note="Wybrane filtry wyszukiwarki: kliknięcie usuwa filtr.">
        <div className="flex flex-wrap gap-2">
          <button type="button" className="chip">
            SUV <span aria-hidden="true">×</span>
          </button>
          <button type="button" className="chip chip-clear">
            Wyczyść filtry
          </button>
        </div>
      </Example>
      <Example
        name=".car-action"
        note="Małe działania w karcie (Porównaj); stan włączony przez aria-pressed."
      >
        <div className="flex flex-wrap gap-2">
          <button type="button" className="car-action car-compare" aria-pressed="false">
            Porównaj
          </button>
          <button type="button" className="car-action car-compare" aria-pressed="true">
            Porównaj
          </button>
        </div>
      </Example>
    </Section>
  );
}

const NO_ERRORS = {};

export function FieldsSection() {
  return (
    <Section
      id="pola"
      intro="Pola formularzy z form-fields.tsx i order/fields.tsx: etykieta nad polem, podpowiedź pod nim, błąd na czerwono (danger-700) powiązany przez aria-describedby i aria-invalid. Pole nieobowiązkowe ma dopisek „(opcjonalnie)”."
    >
      <Example name="ErrorSummary" note="Nad polami formularza po nieudanym wysłaniu; linki prowadzą do pól.">
        <ErrorSummary errors={SAMPLE_ERRORS} />
      </Example>
      <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
        <Example name="TextField">
          <TextField name="wzor.imie" label="Imię" values={SAMPLE_VALUES} errors={NO_ERRORS} required />
        </Example>
        <Example name="TextField z podpowiedzią">
          <TextField
            name="wzor.nip"
            label="NIP firmy"
            values={SAMPLE_VALUES}
            errors={NO_ERRORS}
            hint="10 cyfr, bez kresek. Dane firmy pobierzemy z rejestru."
            inputMode="numeric"
          />
        </Example>
        <Example name="TextField z błędem">
          <TextField
            name="wzor.email"
            label="E-mail"
            type="email"
            values={SAMPLE_VALUES}
            errors={SAMPLE_ERRORS}
            required
          />
        </Example>
        <Example name="SelectField">
          <SelectField
            name="wzor.okres"
            label="Okres leasingu"
            options={[
              { value: "24", label: "24 miesiące" },
              { value: "36", label: "36 miesięcy" },
              { value: "48", label: "48 miesięcy" },
            ]}
            values={{ "wzor.okres": "36" }}
            errors={NO_ERRORS}
          />
        </Example>
        <Example name="TextField (rows)" note="Dłuższa wiadomość: pole tekstowe wielowierszowe.">
          <TextField
            name="wzor.wiadomosc"
            label="Wiadomość"
            values={SAMPLE_VALUES}
            errors={NO_ERRORS}
            rows={3}
          />
        </Example>
        <Example name=".field" note="Zwarte pole list i filtrów (sortowanie wyników).">
          <label className="flex flex-col gap-1">
            <span className="font-medium">Sortuj</span>
            <select className="field" defaultValue="cena">
              <option value="cena">Od najniższej raty</option>
              <option value="nowe">Od najnowszych</option>
            </select>
          </label>
        </Example>
      </div>
    </Section>
  );
}

export function ChoicesSection() {
  return (
    <Section
      id="wybor"
      intro="Pigułka .choice obejmuje pole radio lub checkbox razem z etykietą; zaznaczona ma tło brand-50, a fokus obrysowuje całą pigułkę. Zwykły Checkbox służy zgodom i oświadczeniom."
    >
      <Example name=".choice (radio)" note="Kalkulator, parametry leasingu. Wersja mniejsza: .choice-sm.">
        <fieldset>
          <legend className="mb-2 font-medium">Klient</legend>
          <div className="flex flex-wrap gap-2">
            <label className="choice">
              <input type="radio" name="wzor-klient" value="entrepreneur" defaultChecked />
              Firma
            </label>
            <label className="choice">
              <input type="radio" name="wzor-klient" value="consumer" />
              Konsument
            </label>
            <label className="choice choice-sm">
              <input type="radio" name="wzor-klient" value="other" />
              Mała pigułka
            </label>
          </div>
        </fieldset>
      </Example>
      <Example name=".choice (checkbox)">
        <div className="flex flex-wrap gap-2">
          <label className="choice">
            <input type="checkbox" name="wzor-pakiet" value="gap" defaultChecked />
            Ubezpieczenie GAP
          </label>
          <label className="choice">
            <input type="checkbox" name="wzor-pakiet" value="serwis" />
            Pakiet serwisowy
          </label>
        </div>
      </Example>
      <Example name="RadioGroup" note="Formularz zamówienia: opcje z opisem, w układzie siatki.">
        <RadioGroup
          name="wzor.forma"
          legend="Forma opodatkowania"
          options={[
            { value: "liniowy", label: "Podatek liniowy", description: "19% dochodu" },
            { value: "skala", label: "Skala podatkowa", description: "12% lub 32%" },
          ]}
          values={{ "wzor.forma": "liniowy" }}
          errors={NO_ERRORS}
        />
      </Example>
      <Example name="Checkbox">
        <div className="max-w-2xl space-y-3">
          <Checkbox name="wzor.newsletter" checked={false} errors={NO_ERRORS}>
            Chcę dostawać informacje o promocjach e-mailem.
          </Checkbox>
          <Checkbox name="wzor.zgoda" checked={false} errors={SAMPLE_ERRORS}>
            Akceptuję regulamin serwisu.
          </Checkbox>
        </div>
      </Example>
    </Section>
  );
}
