import { formatPlnWhole } from "@vhs/domain/format.ts";
import { carPictureSrc } from "../../lib/car-picture-src.ts";
import { useMonthlyInstallment } from "../../lib/leasing.ts";
import { SiteLink } from "../site-link.tsx";

/** The car the hero shows: the most popular model of the catalogue, priced from its cheapest offer. */
export interface HeroCar {
  name: string;
  href: string;
  bodyType: string;
  /** Netto "od …"; 0 when nothing is priced. */
  price: number;
}

/** A showroom paint for the hero's drawing: the cards below show the catalogue's own colours. */
const HERO_PAINT = "#b3262e";
const PICTURE_WIDTH = 640;

const PROMISES = [
  "Decyzja w 15 minut, bez wizyty w oddziale",
  "Wniosek online — dane firmy pobierzemy po NIP",
  "Samochody nowe i używane ponad 30 marek",
];

function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-emerald-600">
      <circle cx="10" cy="10" r="10" className="fill-emerald-100" />
      <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The hero's car with its "od … zł/mies." tag, linked to the model. */
function HeroPicture({ car }: { car: HeroCar }) {
  const monthly = useMonthlyInstallment(car.price, "net");
  return (
    <figure className="hero-figure">
      <img
        src={carPictureSrc(car.bodyType, HERO_PAINT)}
        alt={`${car.name}: rysunek samochodu`}
        width={PICTURE_WIDTH}
        height={Math.round((PICTURE_WIDTH * 110) / 240)}
        className="relative h-auto w-full"
        fetchPriority="high"
        decoding="async"
      />
      <figcaption className="hero-tag">
        <SiteLink to={car.href} className="hero-tag-link">
          <span className="block text-sm font-medium text-slate-600">{car.name}</span>
          {monthly ? (
            <span className="block text-slate-900">
              od{" "}
              <strong className="text-2xl font-extrabold text-brand-700">
                {formatPlnWhole(monthly.amount)}
              </strong>{" "}
              {monthly.basis === "net" ? "netto" : "brutto"}/mies.
            </span>
          ) : (
            <span className="block font-semibold text-brand-700">Zobacz ofertę</span>
          )}
        </SiteLink>
      </figcaption>
    </figure>
  );
}

/** The top of the home page: the promise, the two ways in, and a real catalogue car. */
export function Hero({ h1, car }: { h1: string; car: HeroCar | null }) {
  return (
    <section aria-labelledby="naglowek" className="hero">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 pt-8 pb-20 sm:pt-14 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold sm:text-sm text-brand-800 shadow-sm ring-1 ring-brand-100">
            Leasing online dla firm i osób prywatnych
          </p>
          <h1
            id="naglowek"
            className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {h1}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">
            Wybierz auto, złóż wniosek przez internet i poznaj <strong>decyzję w 15 minut</strong>. Ratę
            widzisz przy każdym samochodzie.
          </p>
          <ul className="mt-6 space-y-2 text-slate-800">
            {PROMISES.map((p) => (
              <li key={p} className="flex gap-2">
                <Tick />
                {p}
              </li>
            ))}
          </ul>
          <p className="mt-8 flex flex-wrap gap-3">
            <SiteLink to="/wyszukaj" className="btn-primary">
              Przeglądaj samochody
            </SiteLink>
            <SiteLink to="/kalkulator-leasingowy" className="btn-secondary bg-white">
              Oblicz ratę
            </SiteLink>
          </p>
        </div>
        {car && <HeroPicture car={car} />}
      </div>
    </section>
  );
}
