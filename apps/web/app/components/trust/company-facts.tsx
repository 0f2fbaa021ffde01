import { COMPANY } from "@vhs/domain/site.ts";
import { SiteLink } from "../site-link.tsx";

/** The operator's registration data, as on /o-nas and in the documents (COMPANY of the domain). */
export function CompanyFacts({ headingId }: { headingId: string }) {
  const rows: [string, string][] = [
    ["Firma", COMPANY.name],
    ["Adres", COMPANY.address],
    ["KRS", COMPANY.krs],
    ["NIP", COMPANY.nip],
    ["REGON", COMPANY.regon],
    ["Kapitał zakładowy", COMPANY.shareCapital],
  ];
  return (
    <div className="trust-card">
      <h3 id={headingId} className="text-lg font-bold">
        Dane spółki
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        Spółka wpisana do rejestru przedsiębiorców przez {COMPANY.krsCourt}.{" "}
        <SiteLink to="/o-nas" className="font-medium text-brand-700 underline underline-offset-2">
          Więcej o nas
        </SiteLink>
      </p>
    </div>
  );
}

/**
 * The registers and organisations the operator is in, as /o-nas states them: the KNF register of lending
 * institutions (an entry, not supervision of the leasing business), the leasing association, and the
 * credit checks made with the customer's consent.
 */
export function Registers({ headingId }: { headingId: string }) {
  return (
    <div className="trust-card">
      <h3 id={headingId} className="text-lg font-bold">
        Rejestry i organizacje
      </h3>
      <ul className="mt-3 space-y-3 text-sm">
        <li>
          <span className="font-semibold text-slate-900">Rejestr instytucji pożyczkowych KNF</span>, numer{" "}
          {COMPANY.lendingRegister}. Wpis nie oznacza nadzoru KNF nad naszą działalnością leasingową.
        </li>
        <li>
          <span className="font-semibold text-slate-900">Związek Polskiego Leasingu</span>: jesteśmy członkiem
          i stosujemy standardy branży.
        </li>
        <li>
          <span className="font-semibold text-slate-900">BIK i BIG InfoMonitor</span>: historię kredytową
          sprawdzamy wyłącznie za Twoją zgodą, wyrażoną we wniosku.
        </li>
        <li>
          Prawa konsumentów chroni <span className="font-semibold text-slate-900">Prezes UOKiK</span>, a w
          sporach pomaga <span className="font-semibold text-slate-900">Rzecznik Finansowy</span>.
        </li>
      </ul>
    </div>
  );
}
