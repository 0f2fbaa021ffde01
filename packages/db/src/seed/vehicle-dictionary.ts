// The vehicle dictionary (Eurotax-style make → model → version, DOMAIN §7.2) for financing a car that is
// not in our stock: /digital-order/eurotax/brands, /models?id, /versions?id. Current and previous
// generations of the cars most often leased in Poland, with production years, so that used cars from a
// dealer or a private seller can be chosen. Values are realistic approximations of Polish list prices
// (netto, when the version was sold new) and WLTP CO₂ (NEDC before 2018) — not licensed Eurotax data.
//
// Format (parsed and checked below; a bad line stops the seed with its line number):
//   # make-code | Make name                                  (brand names as in brands.ts)
//   @ Model | generation | yearFrom-[yearTo] | body | doors | seats
//     engine | trim | fuel | KM | cm³ | M/A | P/T/4 | CO₂ | price netto zł [| yearFrom-[yearTo]] [| body]
// The Eurotax-style code of a version is derived from its make, model, generation and position, so the
// seed is deterministic and idempotent (ON CONFLICT DO NOTHING on the natural keys).
import { BODY_TYPE_LABELS, DRIVE_LABELS, FUEL_LABELS, slugify } from "@vhs/domain/labels.ts";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { vehicleMakes, vehicleModels, vehicleVersions } from "../schema/orders.ts";

export const VEHICLE_DICTIONARY = `
# toyota | Toyota
@ Yaris | XP21 | 2020- | hatchback | 5 | 5
  1.0 VVT-i | Active | benzyna | 72 | 998 | M | P | 128 | 56900 | 2020-2022
  1.5 VVT-i | Comfort | benzyna | 125 | 1490 | M | P | 129 | 68900
  1.5 Hybrid | Comfort | hybryda | 116 | 1490 | A | P | 92 | 79900 | 2020-2023
  1.5 Hybrid 130 | Executive | hybryda | 130 | 1490 | A | P | 95 | 94900 | 2024-
@ Yaris | XP13 | 2011-2020 | hatchback | 5 | 5
  1.0 VVT-i | Active | benzyna | 69 | 998 | M | P | 111 | 41900
  1.5 Dual VVT-iE | Premium | benzyna | 111 | 1496 | M | P | 118 | 52900 | 2017-2020
  1.5 Hybrid | Premium | hybryda | 100 | 1497 | A | P | 82 | 61900
@ Corolla | E21 | 2019- | hatchback | 5 | 5
  1.2 Turbo | Active | benzyna | 116 | 1197 | M | P | 141 | 74900 | 2019-2020
  1.5 VVT-i | Comfort | benzyna | 125 | 1490 | M | P | 132 | 82900 | 2021-
  1.8 Hybrid | Comfort | hybryda | 122 | 1798 | A | P | 101 | 95900 | 2019-2022
  1.8 Hybrid | Comfort | hybryda | 140 | 1798 | A | P | 102 | 104900 | 2023- | sedan
  1.8 Hybrid | Comfort | hybryda | 140 | 1798 | A | P | 104 | 108900 | 2023- | kombi
  2.0 Hybrid | Executive | hybryda | 196 | 1987 | A | P | 110 | 129900 | 2023-
@ Corolla | E16 | 2013-2019 | sedan | 4 | 5
  1.33 Dual VVT-i | Active | benzyna | 99 | 1329 | M | P | 136 | 55900
  1.6 Valvematic | Premium | benzyna | 132 | 1598 | M | P | 143 | 63900
  1.6 Valvematic | Prestige | benzyna | 132 | 1598 | A | P | 142 | 71900
@ C-HR | AX20 | 2023- | suv | 5 | 5
  1.8 Hybrid | Comfort | hybryda | 140 | 1798 | A | P | 105 | 116900
  2.0 Hybrid | Executive | hybryda | 197 | 1987 | A | P | 109 | 139900
  2.0 PHEV | GR Sport | hybryda-plug-in | 223 | 1987 | A | P | 19 | 169900 | 2024-
@ C-HR | AX10 | 2016-2023 | suv | 5 | 5
  1.2 Turbo | Active | benzyna | 116 | 1197 | M | P | 136 | 71900 | 2016-2019
  1.8 Hybrid | Premium | hybryda | 122 | 1798 | A | P | 109 | 88900
  2.0 Hybrid | Executive | hybryda | 184 | 1987 | A | P | 118 | 109900 | 2020-2023
@ RAV4 | XA50 | 2018- | suv | 5 | 5
  2.0 Valvematic | Active | benzyna | 175 | 1987 | A | P | 154 | 119900 | 2018-2021
  2.5 Hybrid | Comfort | hybryda | 218 | 2487 | A | P | 121 | 139900
  2.5 Hybrid AWD-i | Executive | hybryda | 222 | 2487 | A | 4 | 126 | 164900
  2.5 PHEV AWD-i | Selection | hybryda-plug-in | 306 | 2487 | A | 4 | 22 | 219900 | 2021-
@ Proace City | K9 | 2019- | dostawczy | 4 | 2
  1.5 D-4D | Active | diesel | 102 | 1499 | M | P | 142 | 79900

# skoda | Škoda
@ Fabia | IV | 2021- | hatchback | 5 | 5
  1.0 MPI | Ambition | benzyna | 80 | 999 | M | P | 124 | 60900
  1.0 TSI | Style | benzyna | 110 | 999 | M | P | 119 | 71900
  1.0 TSI DSG | Style | benzyna | 110 | 999 | A | P | 122 | 78900
@ Fabia | III | 2014-2021 | hatchback | 5 | 5
  1.0 MPI | Active | benzyna | 75 | 999 | M | P | 108 | 40900
  1.0 TSI | Ambition | benzyna | 95 | 999 | M | P | 105 | 48900 | 2017-2021
  1.4 TDI | Ambition | diesel | 90 | 1422 | M | P | 97 | 55900 | 2014-2017 | kombi
@ Octavia | IV | 2020- | liftback | 5 | 5
  1.0 TSI | Ambition | benzyna | 110 | 999 | M | P | 124 | 82900 | 2020-2023
  1.5 TSI | Ambition | benzyna | 150 | 1498 | M | P | 133 | 94900
  1.5 TSI e-TEC DSG | Style | hybryda | 150 | 1498 | A | P | 125 | 109900 | 2024-
  2.0 TDI DSG | Style | diesel | 150 | 1968 | A | P | 118 | 117900 | 2020- | kombi
  2.0 TSI DSG | RS | benzyna | 245 | 1984 | A | P | 166 | 149900 | 2020-2023 | kombi
@ Octavia | III | 2013-2020 | liftback | 5 | 5
  1.4 TSI | Ambition | benzyna | 150 | 1395 | M | P | 119 | 67900 | 2013-2018
  1.5 TSI | Style | benzyna | 150 | 1498 | M | P | 125 | 77900 | 2018-2020
  1.6 TDI | Ambition | diesel | 115 | 1598 | M | P | 106 | 71900 | 2013-2020 | kombi
  2.0 TDI DSG | Style | diesel | 150 | 1968 | A | P | 114 | 89900 | 2013-2020 | kombi
@ Superb | III | 2015-2023 | liftback | 5 | 5
  1.5 TSI DSG | Ambition | benzyna | 150 | 1498 | A | P | 138 | 104900 | 2019-2023
  2.0 TDI DSG | Style | diesel | 150 | 1968 | A | P | 122 | 119900 | 2015-2023 | kombi
  1.4 TSI iV | L&K | hybryda-plug-in | 218 | 1395 | A | P | 35 | 159900 | 2020-2023 | kombi
@ Kodiaq | I | 2016-2024 | suv | 5 | 7
  1.5 TSI DSG | Ambition | benzyna | 150 | 1498 | A | P | 157 | 114900 | 2018-2024
  2.0 TDI 4x4 DSG | Style | diesel | 190 | 1968 | A | 4 | 166 | 149900
@ Karoq | I | 2017- | suv | 5 | 5
  1.5 TSI | Ambition | benzyna | 150 | 1498 | M | P | 145 | 99900
  2.0 TDI 4x4 DSG | Style | diesel | 150 | 1968 | A | 4 | 165 | 129900

# volkswagen | Volkswagen
@ Polo | VI | 2017- | hatchback | 5 | 5
  1.0 MPI | Life | benzyna | 80 | 999 | M | P | 128 | 55900
  1.0 TSI | Style | benzyna | 95 | 999 | M | P | 121 | 66900
  1.0 TSI DSG | R-Line | benzyna | 110 | 999 | A | P | 127 | 78900 | 2021-
@ Golf | VIII | 2019- | hatchback | 5 | 5
  1.5 TSI | Life | benzyna | 130 | 1498 | M | P | 133 | 89900 | 2019-2023
  1.5 eTSI DSG | Style | hybryda | 150 | 1498 | A | P | 128 | 109900
  2.0 TDI DSG | Style | diesel | 150 | 1968 | A | P | 118 | 114900 | 2020- | kombi
  2.0 TSI DSG | GTI | benzyna | 245 | 1984 | A | P | 164 | 149900
@ Golf | VII | 2012-2019 | hatchback | 5 | 5
  1.4 TSI | Comfortline | benzyna | 125 | 1395 | M | P | 119 | 69900 | 2012-2017
  1.5 TSI | Highline | benzyna | 150 | 1498 | M | P | 116 | 84900 | 2017-2019
  2.0 TDI | Highline | diesel | 150 | 1968 | M | P | 106 | 89900 | 2012-2019 | kombi
@ Passat | B8 | 2014-2023 | sedan | 4 | 5
  1.5 TSI DSG | Business | benzyna | 150 | 1498 | A | P | 137 | 109900 | 2019-2023 | kombi
  2.0 TDI DSG | Business | diesel | 150 | 1968 | A | P | 119 | 119900 | 2014-2023 | kombi
  2.0 TDI 4Motion DSG | Elegance | diesel | 200 | 1968 | A | 4 | 149 | 154900 | 2019-2023 | kombi
@ T-Roc | A1 | 2017- | suv | 5 | 5
  1.0 TSI | Life | benzyna | 110 | 999 | M | P | 136 | 84900
  1.5 TSI DSG | Style | benzyna | 150 | 1498 | A | P | 141 | 104900
@ Tiguan | II | 2016-2024 | suv | 5 | 5
  1.5 TSI | Life | benzyna | 150 | 1498 | M | P | 156 | 109900 | 2018-2024
  2.0 TDI DSG | Elegance | diesel | 150 | 1968 | A | P | 146 | 139900
  2.0 TDI 4Motion DSG | R-Line | diesel | 200 | 1968 | A | 4 | 168 | 169900 | 2020-2024
@ Tiguan | III | 2024- | suv | 5 | 5
  1.5 eTSI DSG | Life | hybryda | 150 | 1498 | A | P | 146 | 134900
  1.5 eHybrid DSG | Elegance | hybryda-plug-in | 272 | 1498 | A | P | 12 | 179900
@ Caddy | V | 2020- | dostawczy | 4 | 2
  2.0 TDI | Cargo | diesel | 122 | 1968 | M | P | 151 | 89900

# bmw | BMW
@ Seria 3 | G20 | 2019- | sedan | 4 | 5
  318i | Advantage | benzyna | 156 | 1998 | A | T | 143 | 159900 | 2020-
  320d | Sport Line | diesel | 190 | 1995 | A | T | 124 | 179900 | 2019- | kombi
  330e | M Sport | hybryda-plug-in | 292 | 1998 | A | T | 37 | 209900
@ Seria 3 | F30 | 2012-2019 | sedan | 4 | 5
  318i | Advantage | benzyna | 136 | 1499 | A | T | 124 | 119900 | 2015-2019
  320d | Sport Line | diesel | 190 | 1995 | A | T | 114 | 139900 | 2015-2019 | kombi
@ Seria 5 | G30 | 2017-2023 | sedan | 4 | 5
  520i | Business | benzyna | 184 | 1998 | A | T | 148 | 189900
  520d xDrive | M Sport | diesel | 190 | 1995 | A | 4 | 134 | 219900 | 2017-2023 | kombi
@ X1 | U11 | 2022- | suv | 5 | 5
  sDrive18i | Advantage | benzyna | 136 | 1499 | A | P | 139 | 149900
  iX1 xDrive30 | M Sport | elektryczny | 313 | 0 | A | 4 | 0 | 209900
@ X3 | G01 | 2017-2024 | suv | 5 | 5
  xDrive20i | Advantage | benzyna | 184 | 1998 | A | 4 | 171 | 199900
  xDrive20d | M Sport | diesel | 190 | 1995 | A | 4 | 150 | 219900

# kia | Kia
@ Picanto | JA | 2017- | hatchback | 5 | 4
  1.0 DPI | M | benzyna | 67 | 998 | M | P | 115 | 44900
  1.2 DPI | L | benzyna | 84 | 1197 | A | P | 127 | 54900 | 2020-
@ Ceed | CD | 2018- | hatchback | 5 | 5
  1.0 T-GDI | M | benzyna | 120 | 998 | M | P | 130 | 74900
  1.5 T-GDI | L | benzyna | 160 | 1482 | M | P | 133 | 84900 | 2020- | kombi
  1.5 T-GDI DCT | GT-Line | benzyna | 160 | 1482 | A | P | 137 | 99900 | 2020-
@ Sportage | NQ5 | 2021- | suv | 5 | 5
  1.6 T-GDI | M | benzyna | 150 | 1598 | M | P | 166 | 104900
  1.6 T-GDI HEV | L | hybryda | 230 | 1598 | A | P | 129 | 134900
  1.6 T-GDI PHEV AWD | GT-Line | hybryda-plug-in | 265 | 1598 | A | 4 | 25 | 169900
@ Sportage | QL | 2015-2021 | suv | 5 | 5
  1.6 GDI | M | benzyna | 132 | 1591 | M | P | 158 | 74900
  1.6 CRDi MHEV | L | diesel | 136 | 1598 | A | P | 141 | 99900 | 2018-2021
@ EV6 | CV | 2021- | crossover | 5 | 5
  77 kWh RWD | Air | elektryczny | 229 | 0 | A | T | 0 | 189900
  77 kWh AWD | GT-Line | elektryczny | 325 | 0 | A | 4 | 0 | 219900

# hyundai | Hyundai
@ i20 | BC3 | 2020- | hatchback | 5 | 5
  1.2 MPI | Classic Plus | benzyna | 84 | 1197 | M | P | 129 | 57900
  1.0 T-GDI 48V | Executive | hybryda | 100 | 998 | M | P | 118 | 69900
@ i30 | PD | 2017- | hatchback | 5 | 5
  1.0 T-GDI | Comfort | benzyna | 120 | 998 | M | P | 129 | 69900
  1.5 T-GDI 48V DCT | Smart | hybryda | 160 | 1482 | A | P | 132 | 87900 | 2020- | kombi
  1.6 CRDi | Style | diesel | 136 | 1598 | M | P | 119 | 84900 | 2017-2020 | kombi
@ Tucson | NX4 | 2020- | suv | 5 | 5
  1.6 T-GDI | Modern | benzyna | 150 | 1598 | M | P | 159 | 104900
  1.6 T-GDI HEV | Executive | hybryda | 230 | 1598 | A | P | 127 | 134900
  1.6 T-GDI PHEV 4WD | Platinum | hybryda-plug-in | 265 | 1598 | A | 4 | 31 | 169900
@ Tucson | TL | 2015-2020 | suv | 5 | 5
  1.6 GDI | Comfort | benzyna | 132 | 1591 | M | P | 162 | 76900
  2.0 CRDi 4WD | Style | diesel | 185 | 1995 | A | 4 | 172 | 119900
@ Kona | SX2 | 2023- | suv | 5 | 5
  1.0 T-GDI | Smart | benzyna | 120 | 998 | M | P | 129 | 87900
  1.6 GDI HEV | Executive | hybryda | 141 | 1580 | A | P | 104 | 109900
  Electric 65 kWh | Platinum | elektryczny | 218 | 0 | A | P | 0 | 159900

# mercedes-benz | Mercedes-Benz
@ Klasa A | W177 | 2018- | hatchback | 5 | 5
  A 180 | Progressive | benzyna | 136 | 1332 | A | P | 137 | 124900
  A 200 d | AMG Line | diesel | 150 | 1950 | A | P | 121 | 144900 | 2018- | sedan
@ Klasa C | W206 | 2021- | sedan | 4 | 5
  C 200 | Avantgarde | hybryda | 204 | 1496 | A | T | 146 | 189900
  C 220 d | AMG Line | diesel | 200 | 1993 | A | T | 129 | 209900 | 2021- | kombi
  C 300 e | AMG Line | hybryda-plug-in | 313 | 1999 | A | T | 14 | 249900
@ Klasa C | W205 | 2014-2021 | sedan | 4 | 5
  C 180 | Avantgarde | benzyna | 156 | 1595 | A | T | 136 | 129900 | 2014-2018
  C 220 d | AMG Line | diesel | 194 | 1950 | A | T | 118 | 159900 | 2018-2021 | kombi
@ Klasa E | W213 | 2016-2023 | sedan | 4 | 5
  E 200 | Avantgarde | benzyna | 197 | 1991 | A | T | 155 | 199900
  E 220 d 4MATIC | AMG Line | diesel | 194 | 1950 | A | 4 | 140 | 229900 | 2016-2023 | kombi
@ GLC | X254 | 2022- | suv | 5 | 5
  GLC 200 4MATIC | Avantgarde | hybryda | 204 | 1999 | A | 4 | 173 | 229900
  GLC 300 de 4MATIC | AMG Line | hybryda-plug-in | 335 | 1993 | A | 4 | 14 | 289900
@ Vito | W447 | 2014- | dostawczy | 4 | 3
  114 CDI | Furgon | diesel | 136 | 1950 | M | P | 189 | 139900

# audi | Audi
@ A3 | 8Y | 2020- | hatchback | 5 | 5
  30 TFSI | Basic | benzyna | 110 | 999 | M | P | 126 | 109900
  35 TFSI S tronic | S line | hybryda | 150 | 1498 | A | P | 127 | 134900 | 2020- | sedan
@ A4 | B9 | 2015-2024 | sedan | 4 | 5
  35 TFSI S tronic | Advanced | hybryda | 150 | 1984 | A | P | 141 | 149900 | 2019-2024
  40 TDI quattro S tronic | S line | diesel | 204 | 1968 | A | 4 | 138 | 189900 | 2015-2024 | kombi
@ A6 | C8 | 2018- | sedan | 4 | 5
  40 TDI S tronic | Sport | diesel | 204 | 1968 | A | P | 133 | 219900 | 2018- | kombi
  55 TFSI e quattro | S line | hybryda-plug-in | 367 | 1984 | A | 4 | 47 | 289900 | 2019-
@ Q3 | F3 | 2018- | suv | 5 | 5
  35 TFSI | Basic | benzyna | 150 | 1498 | M | P | 149 | 129900
  35 TDI S tronic | S line | diesel | 150 | 1968 | A | P | 139 | 154900
@ Q5 | FY | 2016-2024 | suv | 5 | 5
  40 TDI quattro S tronic | Advanced | diesel | 204 | 1968 | A | 4 | 161 | 219900
  50 TFSI e quattro | S line | hybryda-plug-in | 299 | 1984 | A | 4 | 48 | 259900 | 2020-2024

# dacia | Dacia
@ Sandero | III | 2020- | hatchback | 5 | 5
  1.0 SCe | Essential | benzyna | 65 | 999 | M | P | 130 | 42900
  1.0 TCe | Expression | benzyna | 90 | 999 | M | P | 120 | 51900
  1.0 TCe LPG | Stepway Expression | lpg | 100 | 999 | M | P | 108 | 55900
@ Duster | II | 2017-2024 | suv | 5 | 5
  1.0 TCe | Comfort | benzyna | 100 | 999 | M | P | 137 | 59900 | 2019-2024
  1.3 TCe 4x4 | Prestige | benzyna | 150 | 1332 | M | 4 | 161 | 79900 | 2019-2024
  1.5 Blue dCi | Prestige | diesel | 115 | 1461 | M | P | 125 | 74900 | 2018-2024
@ Duster | III | 2024- | suv | 5 | 5
  1.0 TCe LPG | Expression | lpg | 100 | 999 | M | P | 125 | 69900
  1.2 TCe 4x4 | Extreme | hybryda | 130 | 1199 | M | 4 | 137 | 89900
  1.6 Hybrid 140 | Journey | hybryda | 140 | 1598 | A | P | 113 | 89900
@ Jogger | RJI | 2022- | kombi | 5 | 7
  1.0 TCe | Expression | benzyna | 110 | 999 | M | P | 130 | 69900
  1.6 Hybrid 140 | Extreme | hybryda | 140 | 1598 | A | P | 108 | 86900

# renault | Renault
@ Clio | V | 2019- | hatchback | 5 | 5
  1.0 TCe | Evolution | benzyna | 90 | 999 | M | P | 119 | 59900
  1.6 E-Tech Hybrid | Techno | hybryda | 140 | 1598 | A | P | 96 | 79900 | 2020-
@ Megane | IV | 2016-2023 | hatchback | 5 | 5
  1.3 TCe | Zen | benzyna | 140 | 1332 | M | P | 134 | 74900 | 2018-2023 | kombi
  1.5 Blue dCi | Intens | diesel | 115 | 1461 | M | P | 115 | 82900 | 2018-2023 | kombi
@ Captur | II | 2019- | suv | 5 | 5
  1.0 TCe | Evolution | benzyna | 90 | 999 | M | P | 131 | 72900
  1.6 E-Tech PHEV | Techno | hybryda-plug-in | 160 | 1598 | A | P | 34 | 109900 | 2020-2023
@ Austral | I | 2022- | suv | 5 | 5
  1.3 TCe mild hybrid | Techno | hybryda | 160 | 1332 | A | P | 146 | 119900
  1.2 E-Tech full hybrid | Iconic | hybryda | 200 | 1199 | A | P | 105 | 144900
@ Master | III | 2010- | dostawczy | 4 | 3
  2.3 dCi | Pack Clim | diesel | 135 | 2298 | M | P | 219 | 119900 | 2019-

# ford | Ford
@ Focus | IV | 2018-2025 | hatchback | 5 | 5
  1.0 EcoBoost | Trend | benzyna | 125 | 999 | M | P | 127 | 74900
  1.0 EcoBoost mHEV | Titanium | hybryda | 155 | 999 | A | P | 130 | 94900 | 2021-2025 | kombi
  1.5 EcoBlue | Titanium | diesel | 120 | 1499 | A | P | 119 | 94900 | 2018-2025 | kombi
@ Kuga | III | 2019- | suv | 5 | 5
  1.5 EcoBoost | Titanium | benzyna | 150 | 1497 | M | P | 158 | 109900
  2.5 PHEV | ST-Line X | hybryda-plug-in | 225 | 2488 | A | P | 26 | 159900
@ Puma | J2K | 2019- | crossover | 5 | 5
  1.0 EcoBoost mHEV | Titanium | hybryda | 125 | 999 | M | P | 124 | 84900
  1.0 EcoBoost mHEV | ST-Line X | hybryda | 155 | 999 | A | P | 131 | 99900
@ Transit Custom | II | 2023- | dostawczy | 4 | 3
  2.0 EcoBlue | Trend | diesel | 136 | 1996 | M | P | 188 | 149900
@ Transit Custom | I | 2012-2023 | dostawczy | 4 | 3
  2.0 EcoBlue | Trend | diesel | 130 | 1995 | M | P | 182 | 119900 | 2016-2023

# opel | Opel
@ Corsa | F | 2019- | hatchback | 5 | 5
  1.2 | Edition | benzyna | 75 | 1199 | M | P | 126 | 56900
  1.2 Turbo | GS | benzyna | 100 | 1199 | M | P | 124 | 68900
  Corsa Electric | GS | elektryczny | 136 | 0 | A | P | 0 | 119900 | 2020-
@ Astra | L | 2021- | hatchback | 5 | 5
  1.2 Turbo | Edition | benzyna | 110 | 1199 | M | P | 130 | 84900
  1.6 Hybrid | GS | hybryda-plug-in | 180 | 1598 | A | P | 24 | 129900 | 2022- | kombi
@ Astra | K | 2015-2021 | hatchback | 5 | 5
  1.4 Turbo | Enjoy | benzyna | 125 | 1399 | M | P | 128 | 62900 | 2015-2019 | kombi
  1.5 CDTI | Elegance | diesel | 122 | 1496 | M | P | 107 | 79900 | 2019-2021 | kombi

# peugeot | Peugeot
@ 208 | II | 2019- | hatchback | 5 | 5
  1.2 PureTech | Active | benzyna | 75 | 1199 | M | P | 123 | 59900
  1.2 PureTech | Allure | benzyna | 100 | 1199 | M | P | 121 | 69900
  e-208 | GT | elektryczny | 136 | 0 | A | P | 0 | 119900
@ 308 | III | 2021- | hatchback | 5 | 5
  1.2 PureTech | Allure | benzyna | 130 | 1199 | M | P | 129 | 89900 | 2021- | kombi
  1.5 BlueHDi EAT8 | GT | diesel | 130 | 1499 | A | P | 118 | 109900 | 2021- | kombi
@ 3008 | II | 2016-2023 | suv | 5 | 5
  1.2 PureTech | Active | benzyna | 130 | 1199 | M | P | 137 | 89900
  1.5 BlueHDi EAT8 | GT Line | diesel | 130 | 1499 | A | P | 124 | 114900 | 2018-2023
@ 2008 | II | 2019- | suv | 5 | 5
  1.2 PureTech | Active | benzyna | 100 | 1199 | M | P | 127 | 74900
  1.2 PureTech EAT8 | GT | benzyna | 130 | 1199 | A | P | 133 | 94900

# fiat | Fiat
@ Panda | III | 2012- | hatchback | 5 | 4
  1.2 | Easy | benzyna | 69 | 1242 | M | P | 137 | 39900 | 2012-2020
  1.0 Hybrid | City Life | hybryda | 70 | 999 | M | P | 119 | 48900 | 2020-
@ Tipo | 356 | 2016- | sedan | 4 | 5
  1.4 16V | Pop | benzyna | 95 | 1368 | M | P | 146 | 49900 | 2016-2020
  1.0 T3 | City Life | benzyna | 100 | 999 | M | P | 133 | 59900 | 2020- | kombi
@ Ducato | III | 2006- | dostawczy | 4 | 3
  2.2 MultiJet | L2H2 | diesel | 140 | 2184 | M | P | 211 | 129900 | 2021-

# mazda | Mazda
@ 3 | BP | 2019- | hatchback | 5 | 5
  2.0 e-Skyactiv G | Prime-Line | hybryda | 122 | 1998 | M | P | 130 | 89900
  2.5 e-Skyactiv G | Exclusive-Line | hybryda | 140 | 2488 | A | P | 143 | 114900 | 2024- | sedan
@ CX-5 | KF | 2017- | suv | 5 | 5
  2.0 Skyactiv-G | Center-Line | benzyna | 165 | 1998 | M | P | 162 | 109900
  2.5 Skyactiv-G AWD | Takumi | benzyna | 194 | 2488 | A | 4 | 185 | 149900

# nissan | Nissan
@ Qashqai | J12 | 2021- | suv | 5 | 5
  1.3 DIG-T MHEV | Acenta | hybryda | 140 | 1332 | M | P | 144 | 99900
  1.5 e-Power | Tekna | hybryda | 190 | 1497 | A | P | 116 | 134900 | 2022-
@ Qashqai | J11 | 2013-2021 | suv | 5 | 5
  1.3 DIG-T | N-Connecta | benzyna | 140 | 1332 | M | P | 137 | 79900 | 2018-2021
  1.5 dCi | Acenta | diesel | 110 | 1461 | M | P | 99 | 74900 | 2013-2018

# volvo | Volvo
@ XC40 | I | 2017- | suv | 5 | 5
  B3 | Core | hybryda | 163 | 1969 | A | P | 158 | 139900 | 2020-
  T5 Recharge | Plus | hybryda-plug-in | 262 | 1477 | A | P | 45 | 179900 | 2020-
@ XC60 | II | 2017- | suv | 5 | 5
  B4 | Core | hybryda | 197 | 1969 | A | P | 165 | 189900 | 2020-
  T6 AWD Recharge | Ultimate | hybryda-plug-in | 350 | 1969 | A | 4 | 19 | 259900 | 2021-
@ S60 | III | 2018-2024 | sedan | 4 | 5
  B4 | Plus | hybryda | 197 | 1969 | A | P | 149 | 169900 | 2020-2024

# seat | Seat
@ Ibiza | KJ | 2017- | hatchback | 5 | 5
  1.0 MPI | Reference | benzyna | 80 | 999 | M | P | 125 | 55900
  1.0 TSI | FR | benzyna | 110 | 999 | M | P | 121 | 69900
@ Leon | KL | 2020- | hatchback | 5 | 5
  1.5 TSI | Style | benzyna | 130 | 1498 | M | P | 131 | 84900 | 2020- | kombi
  2.0 TDI DSG | FR | diesel | 150 | 1968 | A | P | 117 | 109900 | 2020- | kombi

# cupra | Cupra
@ Formentor | KM | 2020- | crossover | 5 | 5
  1.5 TSI | Base | benzyna | 150 | 1498 | M | P | 143 | 114900
  1.4 e-Hybrid DSG | VZ | hybryda-plug-in | 245 | 1395 | A | P | 25 | 164900

# mg | MG
@ ZS | II | 2024- | suv | 5 | 5
  1.5 Hybrid+ | Comfort | hybryda | 196 | 1498 | A | P | 114 | 84900
@ HS | II | 2024- | suv | 5 | 5
  1.5 T-GDI | Comfort | benzyna | 170 | 1498 | M | P | 167 | 94900
  1.5 T-GDI PHEV | Exclusive | hybryda-plug-in | 272 | 1498 | A | P | 18 | 139900

# suzuki | Suzuki
@ Vitara | IV | 2015- | suv | 5 | 5
  1.4 BoosterJet | Premium | hybryda | 129 | 1373 | M | P | 138 | 79900 | 2020-
  1.4 BoosterJet AllGrip | Elegance | hybryda | 129 | 1373 | A | 4 | 154 | 99900 | 2020-
@ Swift | VI | 2017-2024 | hatchback | 5 | 5
  1.2 DualJet | Premium | hybryda | 83 | 1197 | M | P | 116 | 54900 | 2020-2024

# tesla | Tesla
@ Model 3 | Highland | 2023- | sedan | 4 | 5
  RWD | Standard | elektryczny | 283 | 0 | A | T | 0 | 154900
  Long Range AWD | Premium | elektryczny | 498 | 0 | A | 4 | 0 | 184900
@ Model Y | I | 2021- | suv | 5 | 5
  RWD | Standard | elektryczny | 299 | 0 | A | T | 0 | 159900
  Long Range AWD | Premium | elektryczny | 514 | 0 | A | 4 | 0 | 189900

# lexus | Lexus
@ NX | AZ20 | 2021- | suv | 5 | 5
  350h | Elegance | hybryda | 244 | 2487 | A | P | 133 | 209900
  450h+ AWD | F Sport | hybryda-plug-in | 309 | 2487 | A | 4 | 22 | 259900
@ UX | ZA10 | 2018- | suv | 5 | 5
  250h | Business | hybryda | 184 | 1987 | A | P | 120 | 144900

# honda | Honda
@ Civic | XI | 2021- | hatchback | 5 | 5
  2.0 e:HEV | Elegance | hybryda | 184 | 1993 | A | P | 108 | 129900
@ CR-V | VI | 2023- | suv | 5 | 5
  2.0 e:HEV | Elegance | hybryda | 184 | 1993 | A | P | 137 | 169900
  2.0 e:PHEV | Advance Tech | hybryda-plug-in | 184 | 1993 | A | P | 18 | 209900

# porsche | Porsche
@ Macan | 95B | 2014-2024 | suv | 5 | 5
  2.0 | Base | benzyna | 265 | 1984 | A | 4 | 229 | 269900 | 2021-2024
@ Cayenne | PO536 | 2017- | suv | 5 | 5
  E-Hybrid | Base | hybryda-plug-in | 470 | 2995 | A | 4 | 39 | 449900 | 2023-
`;

export interface DictionaryVersionSpec {
  eurotaxCode: string;
  name: string;
  yearFrom: number;
  yearTo: number | null;
  bodyType: string;
  doors: number;
  seats: number;
  fuel: string;
  powerKw: number;
  powerKm: number;
  capacityCcm: number;
  gearbox: string;
  drive: string;
  co2: number;
  priceNetGr: number;
}

export interface DictionaryModelSpec {
  code: string;
  name: string;
  generation: string;
  yearFrom: number;
  yearTo: number | null;
  versions: DictionaryVersionSpec[];
}

export interface DictionaryMakeSpec {
  code: string;
  name: string;
  models: DictionaryModelSpec[];
}

const GEARBOXES: Record<string, string> = { M: "manualna", A: "automatyczna" };
const DRIVES: Record<string, string> = { P: "przedni", T: "tylny", "4": "4x4" };
const MAX_YEAR = 2100;

function years(text: string, fail: (m: string) => never): { from: number; to: number | null } {
  const match = /^(\d{4})-(\d{4})?$/.exec(text.trim());
  if (!match) fail(`years must be YYYY- or YYYY-YYYY: ${text}`);
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : null;
  if (from < 1950 || from > MAX_YEAR || (to !== null && to < from)) fail(`bad years: ${text}`);
  return { from, to };
}

function int(value: string | undefined, what: string, min: number, max: number, fail: (m: string) => never) {
  const n = Number(value?.trim());
  if (!Number.isInteger(n) || n < min || n > max) fail(`${what} must be ${min}–${max}: ${value}`);
  return n;
}

/** 1 KM = 0.73549875 kW. */
export function kmToKw(km: number): number {
  return Math.round(km * 0.73549875);
}

/** Parses the dictionary text; throws with the line number on a bad line. */
export function parseVehicleDictionary(text: string = VEHICLE_DICTIONARY): DictionaryMakeSpec[] {
  const makes: DictionaryMakeSpec[] = [];
  let make: DictionaryMakeSpec | null = null;
  let model: { spec: DictionaryModelSpec; body: string; doors: number; seats: number } | null = null;
  const codes = new Set<string>();
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const fail = (message: string): never => {
      throw new Error(`vehicle dictionary line ${index + 1}: ${message}`);
    };
    if (!line) continue;
    const marker = line[0];
    const cells = (marker === "#" || marker === "@" ? line.slice(1) : line).split("|").map((c) => c.trim());
    if (marker === "#") {
      const [code, name] = cells;
      if (!code || !name || code !== slugify(name)) fail(`make must be "slug | Name": ${line}`);
      make = { code: code!, name: name!, models: [] };
      makes.push(make);
      model = null;
      continue;
    }
    if (marker === "@") {
      if (!make) fail("model before any make");
      const [name, generation, span, body, doors, seats] = cells;
      if (!name || !generation || !span || !body) fail(`model line needs 6 cells: ${line}`);
      if (!(body! in BODY_TYPE_LABELS)) fail(`unknown body ${body}`);
      const y = years(span!, fail);
      const code = `${make!.code}-${slugify(name!)}-${slugify(generation!)}`;
      if (codes.has(code)) fail(`duplicate model ${code}`);
      codes.add(code);
      const spec: DictionaryModelSpec = {
        code,
        name: name!,
        generation: generation!,
        yearFrom: y.from,
        yearTo: y.to,
        versions: [],
      };
      make!.models.push(spec);
      model = {
        spec,
        body: body!,
        doors: int(doors, "doors", 2, 5, fail),
        seats: int(seats, "seats", 1, 9, fail),
      };
      continue;
    }
    if (!model) fail("version before any model");
    const m = model!;
    const [engine, trim, fuel, km, ccm, gearbox, drive, co2, price, span, body] = cells;
    if (!engine || !trim) fail(`version line needs engine and trim: ${line}`);
    if (!fuel || !(fuel in FUEL_LABELS)) fail(`unknown fuel ${fuel}`);
    const bodyType = body || m.body;
    if (!(bodyType in BODY_TYPE_LABELS)) fail(`unknown body ${bodyType}`);
    const gb = GEARBOXES[gearbox ?? ""];
    const dr = DRIVES[drive ?? ""];
    if (!gb) fail(`gearbox must be M or A: ${gearbox}`);
    if (!dr || !(dr in DRIVE_LABELS)) fail(`drive must be P, T or 4: ${drive}`);
    const y = span ? years(span, fail) : { from: m.spec.yearFrom, to: m.spec.yearTo };
    if (y.from < m.spec.yearFrom || (m.spec.yearTo !== null && (y.to === null || y.to > m.spec.yearTo)))
      fail(`version years ${span} outside the model's`);
    const powerKm = int(km, "KM", 40, 1200, fail);
    const position = String(m.spec.versions.length + 1).padStart(3, "0");
    m.spec.versions.push({
      eurotaxCode: `${m.spec.code.toUpperCase()}-${position}`,
      name: `${engine} ${powerKm} KM ${trim}`,
      yearFrom: y.from,
      yearTo: y.to,
      bodyType,
      doors: bodyType === m.body ? m.doors : bodyType === "sedan" || bodyType === "dostawczy" ? 4 : 5,
      seats: m.seats,
      fuel: fuel!,
      powerKw: kmToKw(powerKm),
      powerKm,
      capacityCcm: int(ccm, "cm³", 0, 8000, fail),
      gearbox: gb!,
      drive: dr!,
      co2: int(co2, "CO₂", 0, 500, fail),
      priceNetGr: int(price, "price", 10_000, 5_000_000, fail) * 100,
    });
  }
  return makes;
}

/** Idempotent: inserts what is missing (ON CONFLICT DO NOTHING on the codes); ids follow the text order. */
export async function seedVehicleDictionary(db: Db): Promise<void> {
  const makes = parseVehicleDictionary();
  await db
    .insert(vehicleMakes)
    .values(makes.map(({ code, name }) => ({ code, name })))
    .onConflictDoNothing();
  const makeRows = await db
    .select({ id: vehicleMakes.id, code: vehicleMakes.code })
    .from(vehicleMakes)
    .where(
      inArray(
        vehicleMakes.code,
        makes.map((m) => m.code),
      ),
    );
  const makeId = new Map(makeRows.map((r) => [r.code, r.id]));
  const models = makes.flatMap((mk) => mk.models.map((md) => ({ ...md, makeId: makeId.get(mk.code)! })));
  await db
    .insert(vehicleModels)
    .values(
      models.map(({ versions: _v, ...md }) => ({
        makeId: md.makeId,
        code: md.code,
        name: md.name,
        generation: md.generation,
        yearFrom: md.yearFrom,
        yearTo: md.yearTo,
      })),
    )
    .onConflictDoNothing();
  const modelRows = await db.select({ id: vehicleModels.id, code: vehicleModels.code }).from(vehicleModels);
  const modelId = new Map(modelRows.map((r) => [r.code, r.id]));
  const versions = models.flatMap((md) => md.versions.map((v) => ({ ...v, modelId: modelId.get(md.code)! })));
  await db.insert(vehicleVersions).values(versions).onConflictDoNothing();
}

/** Whether the dictionary is seeded (one cheap query). */
export async function vehicleDictionaryIsSeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicleVersions.id })
    .from(vehicleVersions)
    .where(eq(vehicleVersions.eurotaxCode, parseVehicleDictionary()[0]!.models[0]!.versions[0]!.eurotaxCode))
    .limit(1);
  return Boolean(row);
}
