// Japanese brands: Toyota, Lexus, Mazda, Nissan, Honda, Suzuki, Mitsubishi, Subaru.
// Format: model-data.ts. Prices are 2025/2026 Polish list prices "od" (gross zł), rounded.
export const JAPANESE_MODELS = `
# toyota
@ Aygo X | A | 2022 | crossover | 79900 | 6500 | alias=aigo
  Najmniejsza Toyota z wyglądem crossovera, łatwa w parkowaniu i tania w utrzymaniu.
  1.0 VVT-i | benzyna | 72 | 998 | M | P | 110 | 0
  1.0 VVT-i S-CVT | benzyna | 72 | 998 | A | P | 114 | 6000
  1.5 Hybrid | hybryda | 116 | 1490 | A | P | 86 | 14000
@ Yaris | B | 2020 | hatchback | 84900 | 10545
  Miejska hybryda, która w korkach jeździ głównie na prądzie i spala około 4 litrów.
  1.5 VVT-i | benzyna | 125 | 1490 | M | P | 120 | 0
  1.5 Hybrid 116 | hybryda | 116 | 1490 | A | P | 95 | 9000
  1.5 Hybrid 130 | hybryda | 130 | 1490 | A | P | 98 | 16000
@ Yaris Cross | SUV-B | 2021 | crossover | 99900 | 8400 | alias=yaris_kros
  Mały crossover na bazie Yarisa z wyżej poprowadzonym fotelem i opcjonalnym napędem AWD-i.
  1.5 VVT-i | benzyna | 125 | 1490 | M | P | 130 | 0
  1.5 Hybrid 116 | hybryda | 116 | 1490 | A | P | 100 | 11000
  1.5 Hybrid 130 AWD-i | hybryda | 130 | 1490 | A | 4 | 110 | 24000
@ Corolla | C | 2019 | sedan hatchback kombi | 105900 | 23487 | alias=korolka,touring_sports
  Najchętniej rejestrowany samochód w Polsce: hybryda w trzech nadwoziach, z kombi Touring Sports na czele.
  1.5 VVT-i | benzyna | 125 | 1490 | A | P | 140 | 0 | sedan
  1.8 Hybrid | hybryda | 140 | 1798 | A | P | 101 | 10000
  2.0 Hybrid | hybryda | 196 | 1987 | A | P | 105 | 24000 | hatchback kombi
@ Corolla Cross | SUV-C | 2022 | suv | 139900 | 13435
  Rodzinny SUV z hybrydą piątej generacji i dużym bagażnikiem, piąty model w rankingu rejestracji 2025.
  1.8 Hybrid | hybryda | 140 | 1798 | A | P | 105 | 0
  2.0 Hybrid | hybryda | 197 | 1987 | A | P | 110 | 14000
  2.0 Hybrid AWD-i | hybryda | 197 | 1987 | A | 4 | 117 | 24000
@ C-HR | SUV-C | 2023 | crossover | 139900 | 14239 | alias=chr
  Wyrazisty crossover, który jako pierwszy w gamie Toyoty dostał także hybrydę plug-in.
  1.8 Hybrid | hybryda | 140 | 1798 | A | P | 106 | 0
  2.0 Hybrid | hybryda | 197 | 1987 | A | P | 110 | 15000
  2.0 Plug-in Hybrid | hybryda-plug-in | 223 | 1987 | A | P | 19 | 45000
@ bZ4X | SUV-C | 2025 | suv | 169900 | 1200 | alias=bz4x
  Elektryczny SUV Toyoty po modernizacji: większy zasięg i szybsze ładowanie.
  57,7 kWh | elektryczny | 167 | 0 | A | P | 0 | 0
  73,1 kWh | elektryczny | 224 | 0 | A | P | 0 | 20000
  73,1 kWh AWD | elektryczny | 343 | 0 | A | 4 | 0 | 40000
@ RAV4 | SUV-D | 2019 | suv | 175900 | 9466 | alias=raw4
  Najpopularniejszy SUV świata, w Polsce głównie jako hybryda z napędem na cztery koła.
  2.5 Hybrid | hybryda | 218 | 2487 | A | P | 121 | 0
  2.5 Hybrid AWD-i | hybryda | 222 | 2487 | A | 4 | 126 | 12000
  2.5 Plug-in Hybrid | hybryda-plug-in | 306 | 2487 | A | 4 | 22 | 60000
@ Camry | D | 2024 | sedan | 189900 | 1500
  Duża hybrydowa limuzyna, ceniona przez taksówkarzy i floty za trwałość i niskie spalanie.
  2.5 Hybrid | hybryda | 218 | 2487 | A | P | 114 | 0
@ Highlander | SUV-E | 2021 | suv | 279900 | 500 | seats=7
  Siedmioosobowy SUV z hybrydą 2.5 i napędem AWD-i dla dużej rodziny.
  2.5 Hybrid AWD-i | hybryda | 248 | 2487 | A | 4 | 160 | 0
@ Land Cruiser | SUV-E | 2024 | suv | 339900 | 700 | seats=7 trims=2
  Legenda terenówek w nowej generacji 250, z ramą i reduktorem.
  2.8 D-4D | diesel | 204 | 2755 | A | 4 | 260 | 0
@ Hilux | pickup | 2016 | pickup | 159900 | 2500 | alias=hilaks
  Niezniszczalny pick-up do pracy w terenie i na budowie, z ładownością około tony.
  2.4 D-4D | diesel | 150 | 2393 | M | 4 | 230 | 0
  2.8 D-4D | diesel | 204 | 2755 | A | 4 | 255 | 50000
@ Proace City Verso | MPV | 2019 | minivan | 129900 | 800 | alias=proace
  Praktyczny van osobowy z przesuwanymi drzwiami i ogromnym bagażnikiem.
  1.5 D-4D | diesel | 100 | 1499 | M | P | 140 | 0
  50 kWh | elektryczny | 136 | 0 | A | P | 0 | 40000
@ Mirai | E | 2021 | sedan | 299900 | 30 | trims=2
  Wodorowa limuzyna: tankowanie trwa pięć minut, a z rury wydechowej wypływa tylko woda.
  Ogniwo paliwowe | wodor | 182 | 0 | A | T | 0 | 0
@ GR Supra | sport | 2019 | coupe | 339900 | 80 | seats=2 trims=1 alias=supra
  Sportowe coupé z rzędową szóstką pod maską i napędem na tylne koła.
  3.0 Turbo | benzyna | 340 | 2998 | A | T | 218 | 0

# lexus
@ LBX | SUV-B | 2023 | crossover | 139900 | 2300
  Najmniejszy Lexus: miejski crossover premium z hybrydą 1.5.
  1.5 Hybrid | hybryda | 136 | 1490 | A | P | 102 | 0
  1.5 Hybrid AWD | hybryda | 136 | 1490 | A | 4 | 112 | 12000
@ UX | SUV-C | 2019 | suv | 179900 | 1200
  Kompaktowy SUV premium z hybrydą 300h o mocy 199 KM.
  300h 2.0 Hybrid | hybryda | 199 | 1987 | A | P | 110 | 0
  300h 2.0 Hybrid AWD | hybryda | 199 | 1987 | A | 4 | 117 | 12000
@ NX | SUV-D | 2021 | suv | 249900 | 2800
  Średni SUV premium; wersja 450h+ plug-in przejeżdża na prądzie ponad 70 km.
  350h 2.5 Hybrid | hybryda | 244 | 2487 | A | P | 130 | 0
  350h 2.5 Hybrid AWD | hybryda | 244 | 2487 | A | 4 | 135 | 13000
  450h+ Plug-in Hybrid | hybryda-plug-in | 309 | 2487 | A | 4 | 22 | 70000
@ RX | SUV-E | 2022 | suv | 349900 | 900
  Flagowy SUV Lexusa w piątej generacji, z hybrydą, plug-inem lub turbo-hybrydą 500h.
  350h 2.5 Hybrid | hybryda | 250 | 2487 | A | 4 | 150 | 0
  450h+ Plug-in Hybrid | hybryda-plug-in | 309 | 2487 | A | 4 | 21 | 40000
  500h 2.4 Turbo Hybrid | hybryda | 371 | 2393 | A | 4 | 210 | 90000
@ ES | E | 2018 | sedan | 229900 | 600
  Cicha i komfortowa limuzyna z hybrydą 300h, wybierana jako auto dla zarządu.
  300h 2.5 Hybrid | hybryda | 218 | 2487 | A | P | 118 | 0
@ RZ | SUV-D | 2023 | suv | 289900 | 150
  Pierwszy Lexus zaprojektowany od początku jako samochód elektryczny.
  450e 71,4 kWh | elektryczny | 313 | 0 | A | 4 | 0 | 0

# mazda
@ 2 Hybrid | B | 2022 | hatchback | 99900 | 900 | slug=mazda2-hybrid alias=mazda2
  Miejski hatchback z oszczędnym napędem hybrydowym.
  1.5 Hybrid | hybryda | 116 | 1490 | A | P | 93 | 0
@ 3 | C | 2019 | hatchback sedan | 114900 | 1500 | slug=mazda3 alias=mazda3
  Kompakt o eleganckiej sylwetce i starannie wykończonym wnętrzu.
  2.5 e-Skyactiv G | hybryda | 140 | 2488 | M | P | 137 | 0
  2.5 e-Skyactiv G AT | hybryda | 140 | 2488 | A | P | 141 | 9000
  2.0 e-Skyactiv X | hybryda | 186 | 1998 | M | P | 126 | 15000
@ CX-30 | SUV-C | 2019 | suv | 124900 | 3000 | alias=cx30
  Kompaktowy SUV z miękką hybrydą i opcjonalnym napędem AWD.
  2.5 e-Skyactiv G | hybryda | 140 | 2488 | M | P | 139 | 0
  2.5 e-Skyactiv G AT | hybryda | 140 | 2488 | A | P | 143 | 9000
  2.0 e-Skyactiv X AWD | hybryda | 186 | 1998 | A | 4 | 140 | 25000
@ CX-5 | SUV-D | 2017 | suv | 149900 | 3500 | alias=cx5
  Najpopularniejsza Mazda w Polsce: przestronny SUV z wolnossącym silnikiem benzynowym.
  2.5 e-Skyactiv G | hybryda | 141 | 2488 | M | P | 160 | 0
  2.5 e-Skyactiv G AWD | hybryda | 194 | 2488 | A | 4 | 175 | 30000
@ CX-60 | SUV-D | 2022 | suv | 229900 | 1300 | alias=cx60
  SUV premium z sześciocylindrowym dieslem albo hybrydą plug-in o mocy 327 KM.
  3.3 e-Skyactiv D | diesel | 200 | 3283 | A | T | 134 | 0
  3.3 e-Skyactiv D AWD | diesel | 254 | 3283 | A | 4 | 146 | 25000
  2.5 e-Skyactiv PHEV | hybryda-plug-in | 327 | 2488 | A | 4 | 33 | 20000
@ CX-80 | SUV-E | 2024 | suv | 279900 | 500 | seats=7 alias=cx80
  Największa Mazda w Europie: siedem miejsc, diesel R6 albo hybryda plug-in.
  3.3 e-Skyactiv D AWD | diesel | 254 | 3283 | A | 4 | 150 | 0
  2.5 e-Skyactiv PHEV | hybryda-plug-in | 327 | 2488 | A | 4 | 37 | 5000
@ MX-5 | sport | 2015 | kabriolet | 139900 | 150 | seats=2 alias=mx5,miata
  Najlepiej sprzedający się roadster w historii, z miękkim dachem składanym w trzy sekundy.
  1.5 Skyactiv-G | benzyna | 132 | 1496 | M | T | 148 | 0
  2.0 Skyactiv-G | benzyna | 184 | 1998 | M | T | 155 | 20000

# nissan
@ Micra | B | 2025 | hatchback | 119900 | 200
  Nowa, w pełni elektryczna Micra zbudowana na tej samej platformie co Renault 5.
  40 kWh | elektryczny | 122 | 0 | A | P | 0 | 0
  52 kWh | elektryczny | 150 | 0 | A | P | 0 | 15000
@ Juke | SUV-B | 2019 | crossover | 99900 | 2500 | alias=dzuk
  Crossover o zadziornym stylu, także z pełną hybrydą 1.6.
  1.0 DIG-T | benzyna | 114 | 999 | M | P | 135 | 0
  1.0 DIG-T DCT | benzyna | 114 | 999 | A | P | 138 | 9000
  1.6 Hybrid | hybryda | 143 | 1598 | A | P | 114 | 25000
@ Qashqai | SUV-C | 2021 | suv | 129900 | 6000 | alias=kaszkaj
  Twórca mody na kompaktowe SUV-y, dziś z miękką hybrydą albo napędem e-Power.
  1.3 DIG-T mHEV | hybryda | 140 | 1332 | M | P | 143 | 0
  1.3 DIG-T mHEV Xtronic | hybryda | 158 | 1332 | A | P | 145 | 14000
  1.5 e-Power | hybryda | 190 | 1497 | A | P | 116 | 28000
@ X-Trail | SUV-D | 2022 | suv | 169900 | 1200 | alias=xtrail
  Duży SUV z napędem e-Power i inteligentnym napędem na cztery koła e-4ORCE.
  1.5 VC-T mHEV | hybryda | 163 | 1497 | A | P | 170 | 0
  1.5 e-Power | hybryda | 204 | 1497 | A | P | 130 | 15000
  1.5 e-Power e-4ORCE | hybryda | 213 | 1497 | A | 4 | 140 | 30000
@ Ariya | SUV-D | 2022 | suv | 199900 | 400
  Elektryczny crossover z salonem przypominającym japoński dom.
  63 kWh | elektryczny | 218 | 0 | A | P | 0 | 0
  87 kWh | elektryczny | 242 | 0 | A | P | 0 | 30000
  87 kWh e-4ORCE | elektryczny | 306 | 0 | A | 4 | 0 | 50000

# honda
@ Jazz | B | 2020 | hatchback | 109900 | 1500
  Mały hatchback z „magicznymi” składanymi siedzeniami i hybrydą e:HEV.
  1.5 e:HEV | hybryda | 122 | 1498 | A | P | 104 | 0
@ HR-V | SUV-B | 2021 | suv | 139900 | 2000 | alias=hrv
  Kompaktowy SUV z hybrydą e:HEV i wyjątkowo przestronną tylną kanapą.
  1.5 e:HEV | hybryda | 131 | 1498 | A | P | 122 | 0
@ ZR-V | SUV-C | 2023 | suv | 169900 | 1300 | alias=zrv
  SUV z dynamiczną hybrydą 2.0 e:HEV, plasujący się między HR-V a CR-V.
  2.0 e:HEV | hybryda | 184 | 1993 | A | P | 137 | 0
@ CR-V | SUV-D | 2023 | suv | 209900 | 1300 | alias=crv
  Rodzinny SUV Hondy, dostępny również jako hybryda plug-in e:PHEV.
  2.0 e:HEV | hybryda | 184 | 1993 | A | P | 151 | 0
  2.0 e:HEV AWD | hybryda | 184 | 1993 | A | 4 | 163 | 15000
  2.0 e:PHEV | hybryda-plug-in | 184 | 1993 | A | P | 18 | 25000
@ Civic | C | 2022 | hatchback | 149900 | 1000 | alias=cywik
  Jedenasta generacja Civica: sportowe prowadzenie i oszczędna hybryda 184 KM.
  2.0 e:HEV | hybryda | 184 | 1993 | A | P | 108 | 0

# suzuki
@ Swift | B | 2024 | hatchback | 74900 | 4500
  Lekki miejski hatchback z miękką hybrydą i opcjonalnym napędem AllGrip.
  1.2 DualJet mHEV | hybryda | 82 | 1197 | M | P | 99 | 0
  1.2 DualJet mHEV CVT | hybryda | 82 | 1197 | A | P | 107 | 7000
  1.2 DualJet mHEV AllGrip | hybryda | 82 | 1197 | M | 4 | 111 | 9000
@ Vitara | SUV-B | 2015 | suv | 109900 | 3500 | alias=witara
  Sprawdzony SUV z napędem AllGrip, popularny poza dużymi miastami.
  1.4 BoosterJet mHEV | hybryda | 129 | 1373 | M | P | 131 | 0
  1.5 Strong Hybrid | hybryda | 116 | 1462 | A | P | 127 | 8000
  1.4 BoosterJet mHEV AllGrip | hybryda | 129 | 1373 | M | 4 | 141 | 10000
@ e Vitara | SUV-B | 2025 | suv | 139900 | 300 | slug=e-vitara alias=ewitara
  Pierwszy elektryczny samochód Suzuki, dostępny także z napędem AllGrip-e.
  49 kWh | elektryczny | 144 | 0 | A | P | 0 | 0
  61 kWh | elektryczny | 174 | 0 | A | P | 0 | 15000
  61 kWh AllGrip-e | elektryczny | 184 | 0 | A | 4 | 0 | 30000
@ S-Cross | SUV-C | 2022 | suv | 119900 | 2500 | alias=scross
  Przestronny crossover z miękką lub pełną hybrydą.
  1.4 BoosterJet mHEV | hybryda | 129 | 1373 | M | P | 133 | 0
  1.5 Strong Hybrid | hybryda | 116 | 1462 | A | P | 132 | 8000
  1.4 BoosterJet mHEV AllGrip | hybryda | 129 | 1373 | A | 4 | 145 | 15000
@ Swace | C | 2020 | kombi | 129900 | 400
  Kombi z hybrydą 1.8, bliźniak Corolli Touring Sports w wersji Suzuki.
  1.8 Hybrid | hybryda | 140 | 1798 | A | P | 103 | 0
@ Across | SUV-D | 2020 | suv | 269900 | 100 | trims=1
  SUV z napędem plug-in 306 KM i napędem na cztery koła.
  2.5 Plug-in Hybrid | hybryda-plug-in | 306 | 2487 | A | 4 | 22 | 0
@ Jimny | SUV-B | 2018 | suv | 119900 | 600 | seats=4 doors=3 trims=2 alias=dzimny
  Mała terenówka z ramą i reduktorem, która wjedzie tam, gdzie duże SUV-y się poddają.
  1.5 VVT | benzyna | 102 | 1462 | M | 4 | 178 | 0

# mitsubishi
@ Space Star | A | 2013 | hatchback | 65900 | 1200 | alias=spejs_star
  Jeden z najtańszych nowych samochodów w Polsce, prosty i oszczędny.
  1.2 MIVEC | benzyna | 71 | 1193 | M | P | 113 | 0
  1.2 MIVEC CVT | benzyna | 71 | 1193 | A | P | 117 | 5000
@ Colt | B | 2023 | hatchback | 84900 | 500
  Miejski hatchback, także z pełną hybrydą o mocy 143 KM.
  1.0 Turbo | benzyna | 91 | 999 | M | P | 118 | 0
  1.6 HEV | hybryda | 143 | 1598 | A | P | 96 | 20000
@ ASX | SUV-B | 2023 | suv | 99900 | 800
  Miejski SUV z silnikami turbo, miękką hybrydą i pełną hybrydą.
  1.0 Turbo | benzyna | 91 | 999 | M | P | 128 | 0
  1.3 Turbo mHEV | hybryda | 140 | 1332 | M | P | 132 | 10000
  1.6 HEV | hybryda | 143 | 1598 | A | P | 105 | 20000
@ Outlander | SUV-D | 2024 | suv | 239900 | 600
  Duży SUV z hybrydą plug-in i dwoma silnikami elektrycznymi.
  2.4 PHEV | hybryda-plug-in | 306 | 2360 | A | 4 | 23 | 0

# subaru
@ Crosstrek | SUV-C | 2023 | suv | 149900 | 500
  Terenowy kompakt ze stałym napędem 4x4 i prześwitem 22 cm.
  2.0 e-Boxer | hybryda | 136 | 1995 | A | 4 | 172 | 0
@ Impreza | C | 2023 | hatchback | 139900 | 150
  Hatchback ze stałym napędem na cztery koła i miękką hybrydą e-Boxer.
  2.0 e-Boxer | hybryda | 136 | 1995 | A | 4 | 170 | 0
@ Forester | SUV-D | 2025 | suv | 169900 | 1200
  Szósta generacja Forestera: praktyczny SUV ze stałym napędem AWD.
  2.0 e-Boxer | hybryda | 136 | 1995 | A | 4 | 185 | 0
@ Outback | D | 2021 | kombi | 199900 | 400
  Uterenowione kombi z bokserem 2.5 i prześwitem 21 cm.
  2.5 Boxer | benzyna | 169 | 2498 | A | 4 | 193 | 0
@ Solterra | SUV-D | 2022 | suv | 239900 | 80
  Elektryczny SUV z napędem na cztery koła, opracowany wspólnie z Toyotą.
  71,4 kWh AWD | elektryczny | 218 | 0 | A | 4 | 0 | 0
`;
