/**
 * The office's surroundings as a drawn map (SVG rendered on the server): the streets around Rondo
 * Daszyńskiego, the metro and the office. No map provider's script or tiles: nothing leaves the site, and
 * a link opens the place in OpenStreetMap for directions.
 */
export function OfficeMap() {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <svg
        viewBox="0 0 640 360"
        role="img"
        aria-labelledby="mapa-tytul mapa-opis"
        className="block h-auto w-full"
      >
        <title id="mapa-tytul">Mapa dojazdu: Leasingowo, ul. Prosta 49, Warszawa</title>
        <desc id="mapa-opis">
          Biuro przy ulicy Prostej, kilka minut pieszo na wschód od Ronda Daszyńskiego i stacji metra linii
          M2.
        </desc>
        <rect width="640" height="360" fill="#eef2f5" />
        <rect x="440" y="20" width="170" height="80" rx="8" fill="#dcefd9" />
        <text x="525" y="66" textAnchor="middle" fontSize="13" fill="#3f6b3a">
          Park Świętokrzyski
        </text>
        <g stroke="#ffffff" strokeLinecap="round">
          <path d="M0 200 H640" strokeWidth="26" />
          <path d="M0 96 H640" strokeWidth="16" />
          <path d="M0 300 H640" strokeWidth="18" />
          <path d="M190 0 V360" strokeWidth="24" />
          <path d="M420 0 V360" strokeWidth="22" />
          <path d="M300 96 V300" strokeWidth="10" />
        </g>
        <circle cx="190" cy="200" r="34" fill="#ffffff" />
        <circle cx="190" cy="200" r="18" fill="#cfe3c9" />
        <g fontSize="13" fill="#334155" fontFamily="system-ui, sans-serif">
          <text x="24" y="190">
            ul. Prosta
          </text>
          <text x="500" y="190">
            ul. Prosta
          </text>
          <text x="24" y="86">
            ul. Grzybowska
          </text>
          <text x="24" y="290">
            al. Solidarności
          </text>
          <text x="198" y="30" transform="rotate(90 198 30)">
            ul. Towarowa
          </text>
          <text x="428" y="230" transform="rotate(90 428 230)">
            al. Jana Pawła II
          </text>
          <text x="40" y="256" fontWeight="600">
            Rondo Daszyńskiego
          </text>
        </g>
        <g>
          <rect x="122" y="140" width="26" height="26" rx="6" fill="#b91c1c" />
          <text x="135" y="158" textAnchor="middle" fontSize="15" fontWeight="700" fill="#ffffff">
            M
          </text>
          <text x="154" y="158" fontSize="12" fill="#7f1d1d" fontWeight="600">
            M2
          </text>
        </g>
        <g>
          <path
            d="M330 200 c0 -26 -21 -46 -21 -46 a21 21 0 1 1 42 0 c0 0 -21 20 -21 46 z"
            fill="#0a66a8"
            stroke="#ffffff"
            strokeWidth="3"
          />
          <circle cx="330" cy="150" r="7" fill="#ffffff" />
          <rect x="250" y="214" width="160" height="40" rx="8" fill="#ffffff" stroke="#0a66a8" />
          <text x="330" y="231" textAnchor="middle" fontSize="13" fontWeight="700" fill="#064371">
            Leasingowo
          </text>
          <text x="330" y="247" textAnchor="middle" fontSize="12" fill="#334155">
            ul. Prosta 49
          </text>
        </g>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm">
        <span>
          <strong>Leasingowo sp. z o.o.</strong>, ul. Prosta 49, 00-838 Warszawa
        </span>
        <a
          href="https://www.openstreetmap.org/search?query=Prosta%2049%2C%20Warszawa"
          className="font-medium text-brand-700 underline"
          rel="noopener noreferrer"
        >
          Wyznacz trasę w OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}
