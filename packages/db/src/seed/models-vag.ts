// Volkswagen Group brands: Škoda, Volkswagen, Audi, Seat, Cupra, Porsche.
// Format: model-data.ts. Prices are 2025/2026 Polish list prices "od" (gross zł), rounded.
export const VAG_MODELS = `
# skoda
@ Fabia | B | 2021 | hatchback | 74900 | 7500
  Miejski hatchback z bagażnikiem jak w kompakcie; najtańsza droga do nowej Škody.
  1.0 MPI | benzyna | 80 | 999 | M | P | 124 | 0
  1.0 TSI | benzyna | 115 | 999 | M | P | 119 | 9000
  1.0 TSI DSG | benzyna | 115 | 999 | A | P | 122 | 17000
@ Scala | C | 2019 | hatchback | 99900 | 3500
  Kompaktowy hatchback z ogromną ilością miejsca z tyłu i bagażnikiem 467 l.
  1.0 TSI | benzyna | 115 | 999 | M | P | 124 | 0
  1.0 TSI DSG | benzyna | 115 | 999 | A | P | 127 | 9000
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 132 | 18000
@ Kamiq | SUV-B | 2019 | suv | 104900 | 5500 | alias=kamik
  Miejski SUV Škody: wyższa pozycja za kierownicą i praktyczne rozwiązania Simply Clever.
  1.0 TSI | benzyna | 115 | 999 | M | P | 128 | 0
  1.0 TSI DSG | benzyna | 115 | 999 | A | P | 130 | 9000
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 136 | 18000
@ Octavia | C | 2020 | liftback kombi | 119900 | 21121 | alias=oktawia,octawia
  Drugi najczęściej rejestrowany samochód w Polsce, ulubieniec flot i taksówkarzy.
  1.5 TSI | benzyna | 115 | 1498 | M | P | 131 | 0
  1.5 TSI e-TEC mHEV DSG | hybryda | 150 | 1498 | A | P | 125 | 15000
  2.0 TDI DSG | diesel | 150 | 1968 | A | P | 121 | 22000
  2.0 TSI RS DSG | benzyna | 265 | 1984 | A | P | 170 | 70000
@ Karoq | SUV-C | 2017 | suv | 139900 | 6500 | alias=karok
  Kompaktowy SUV z przesuwaną kanapą VarioFlex i napędem 4x4 w dieslu.
  1.5 TSI | benzyna | 150 | 1498 | M | P | 145 | 0
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 146 | 9000
  2.0 TDI 4x4 DSG | diesel | 150 | 1968 | A | 4 | 165 | 32000
@ Kodiaq | SUV-D | 2024 | suv | 179900 | 6000 | alias=kodiak
  Duży rodzinny SUV w drugiej generacji, także jako hybryda plug-in z zasięgiem ponad 100 km.
  1.5 TSI e-TEC mHEV DSG | hybryda | 150 | 1498 | A | P | 149 | 0
  2.0 TDI 4x4 DSG | diesel | 193 | 1968 | A | 4 | 165 | 35000
  1.5 TSI iV PHEV DSG | hybryda-plug-in | 204 | 1498 | A | P | 8 | 40000
@ Superb | D | 2024 | liftback kombi | 179900 | 3500 | alias=superp
  Flagowa Škoda z miejscem na nogi jak w limuzynie klasy wyższej.
  1.5 TSI e-TEC mHEV DSG | hybryda | 150 | 1498 | A | P | 139 | 0
  1.5 TSI iV PHEV DSG | hybryda-plug-in | 204 | 1498 | A | P | 12 | 25000
  2.0 TDI 4x4 DSG | diesel | 193 | 1968 | A | 4 | 155 | 33000
@ Enyaq | SUV-D | 2025 | suv | 189900 | 2000 | alias=eniak
  Elektryczny SUV Škody po modernizacji, z zasięgiem do 590 km.
  60 | elektryczny | 204 | 0 | A | T | 0 | 0
  85 | elektryczny | 286 | 0 | A | T | 0 | 25000
  85x | elektryczny | 286 | 0 | A | 4 | 0 | 40000
@ Elroq | SUV-C | 2025 | suv | 149900 | 1800 | alias=elrok
  Kompaktowy elektryczny SUV Škody, rozsądna alternatywa dla aut spalinowych.
  50 | elektryczny | 170 | 0 | A | T | 0 | 0
  60 | elektryczny | 204 | 0 | A | T | 0 | 15000
  85 | elektryczny | 286 | 0 | A | T | 0 | 35000

# volkswagen
@ Polo | B | 2017 | hatchback | 84900 | 4000
  Klasyczny miejski Volkswagen, dopracowany i oszczędny.
  1.0 MPI | benzyna | 80 | 999 | M | P | 125 | 0
  1.0 TSI | benzyna | 95 | 999 | M | P | 118 | 6000
  1.0 TSI DSG | benzyna | 115 | 999 | A | P | 124 | 17000
@ Taigo | SUV-B | 2021 | crossover | 99900 | 2500 | alias=tajgo
  Crossover z opadającą linią dachu, zbudowany na bazie Polo.
  1.0 TSI | benzyna | 95 | 999 | M | P | 128 | 0
  1.0 TSI DSG | benzyna | 115 | 999 | A | P | 132 | 13000
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 137 | 25000
@ T-Cross | SUV-B | 2019 | suv | 99900 | 3500 | alias=tcross
  Mały SUV z przesuwaną tylną kanapą i dużym bagażnikiem.
  1.0 TSI | benzyna | 95 | 999 | M | P | 127 | 0
  1.0 TSI DSG | benzyna | 115 | 999 | A | P | 131 | 12000
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 136 | 24000
@ Golf | C | 2020 | hatchback kombi | 109900 | 5500 | alias=golf_variant
  Wzorzec klasy kompaktowej po modernizacji: nowy ekran, lepsze materiały, hybryda plug-in eHybrid.
  1.5 TSI | benzyna | 116 | 1498 | M | P | 128 | 0
  1.5 eTSI mHEV DSG | hybryda | 150 | 1498 | A | P | 127 | 20000
  2.0 TDI DSG | diesel | 150 | 1968 | A | P | 118 | 25000
  1.5 eHybrid DSG | hybryda-plug-in | 204 | 1498 | A | P | 17 | 50000 | hatchback
@ T-Roc | SUV-C | 2017 | suv kabriolet | 124900 | 10032 | alias=troc,t_rok
  Najpopularniejszy Volkswagen w Polsce w 2025 roku, także jako kabriolet.
  1.0 TSI | benzyna | 115 | 999 | M | P | 135 | 0
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 141 | 18000
  2.0 TSI 4Motion DSG | benzyna | 190 | 1984 | A | 4 | 172 | 45000 | suv
@ Tiguan | SUV-D | 2024 | suv | 169900 | 6500 | alias=tiguan,tigłan
  Trzecia generacja Tiguana z hybrydą plug-in o zasięgu ponad 100 km.
  1.5 eTSI mHEV DSG | hybryda | 150 | 1498 | A | P | 145 | 0
  2.0 TDI 4Motion DSG | diesel | 193 | 1968 | A | 4 | 162 | 35000
  1.5 eHybrid DSG | hybryda-plug-in | 272 | 1498 | A | P | 16 | 35000
@ Tayron | SUV-E | 2025 | suv | 199900 | 1500 | seats=7 alias=tairon
  Siedmioosobowy SUV, następca Tiguana Allspace.
  1.5 eTSI mHEV DSG | hybryda | 150 | 1498 | A | P | 150 | 0
  1.5 eHybrid DSG | hybryda-plug-in | 204 | 1498 | A | P | 16 | 25000
  2.0 TDI 4Motion DSG | diesel | 193 | 1968 | A | 4 | 166 | 30000
@ Passat | D | 2024 | kombi | 179900 | 3000 | alias=pasat
  Dziewiąta generacja Passata, już tylko jako kombi z bagażnikiem 690 l.
  1.5 eTSI mHEV DSG | hybryda | 150 | 1498 | A | P | 140 | 0
  2.0 TDI DSG | diesel | 150 | 1968 | A | P | 128 | 8000
  1.5 eHybrid DSG | hybryda-plug-in | 204 | 1498 | A | P | 10 | 25000
@ Touareg | SUV-E | 2018 | suv | 359900 | 600 | alias=tuareg
  Flagowy SUV Volkswagena z silnikami V6 i napędem 4Motion.
  3.0 V6 TDI 4Motion | diesel | 231 | 2967 | A | 4 | 220 | 0
  3.0 V6 TDI 4Motion 286 | diesel | 286 | 2967 | A | 4 | 224 | 25000
  3.0 V6 eHybrid 4Motion | hybryda-plug-in | 381 | 2995 | A | 4 | 46 | 50000
@ ID.3 | C | 2023 | hatchback | 149900 | 800 | alias=id3
  Elektryczny kompakt Volkswagena z napędem na tylne koła.
  Pure 52 kWh | elektryczny | 170 | 0 | A | T | 0 | 0
  Pro 59 kWh | elektryczny | 204 | 0 | A | T | 0 | 20000
  Pro S 77 kWh | elektryczny | 231 | 0 | A | T | 0 | 40000
@ ID.4 | SUV-C | 2020 | suv | 169900 | 1000 | alias=id4
  Elektryczny SUV o wymiarach Tiguana, z wersją GTX na cztery koła.
  Pure 52 kWh | elektryczny | 170 | 0 | A | T | 0 | 0
  Pro 77 kWh | elektryczny | 286 | 0 | A | T | 0 | 30000
  GTX 77 kWh | elektryczny | 340 | 0 | A | 4 | 0 | 60000
@ ID.7 | D | 2023 | liftback kombi | 239900 | 600 | alias=id7
  Elektryczna limuzyna i kombi Tourer z zasięgiem przekraczającym 600 km.
  Pro 77 kWh | elektryczny | 286 | 0 | A | T | 0 | 0
  Pro S 86 kWh | elektryczny | 286 | 0 | A | T | 0 | 20000
  GTX 86 kWh | elektryczny | 340 | 0 | A | 4 | 0 | 40000
@ ID. Buzz | MPV | 2022 | minivan | 269900 | 300 | slug=id-buzz alias=buzz,bus
  Elektryczny następca legendarnego „ogórka”, w wersji osobowej dla rodziny.
  Pro 79 kWh | elektryczny | 286 | 0 | A | T | 0 | 0
@ Multivan | MPV | 2022 | minivan | 239900 | 1200 | seats=7 alias=multiwan
  Van osobowy z przesuwanymi fotelami, także jako hybryda plug-in eHybrid.
  1.5 TSI DSG | benzyna | 136 | 1498 | A | P | 180 | 0
  2.0 TDI DSG | diesel | 150 | 1968 | A | P | 175 | 15000
  1.4 eHybrid DSG | hybryda-plug-in | 218 | 1395 | A | P | 35 | 30000
@ Caddy | MPV | 2020 | minivan | 119900 | 2500 | alias=kadi
  Praktyczny kombivan dla rodziny i rzemieślnika, z przesuwanymi drzwiami.
  1.5 TSI | benzyna | 114 | 1498 | M | P | 150 | 0
  2.0 TDI DSG | diesel | 122 | 1968 | A | P | 140 | 18000

# audi
@ A3 | C | 2020 | hatchback sedan | 139900 | 2200 | alias=a3_sportback
  Kompakt premium w wersji Sportback lub Limousine, także jako hybryda plug-in.
  30 TFSI | benzyna | 116 | 999 | M | P | 132 | 0
  35 TFSI mHEV S tronic | hybryda | 150 | 1498 | A | P | 130 | 15000
  40 TFSI e S tronic | hybryda-plug-in | 204 | 1395 | A | P | 14 | 45000 | hatchback
@ A5 | D | 2024 | liftback kombi | 199900 | 2500 | alias=a5_avant
  Nowe A5 zastąpiło A4: liftback i Avant z miękkimi hybrydami i dieslem quattro.
  TFSI S tronic | hybryda | 150 | 1984 | A | P | 145 | 0
  TDI quattro S tronic | diesel | 204 | 1968 | A | 4 | 140 | 30000
  e-hybrid quattro S tronic | hybryda-plug-in | 299 | 1984 | A | 4 | 25 | 50000
@ A6 | E | 2025 | liftback kombi | 259900 | 1600 | alias=a6_avant
  Nowa generacja A6 z miękką hybrydą MHEV plus.
  TFSI mHEV S tronic | hybryda | 204 | 1984 | A | P | 160 | 0
  TDI quattro S tronic | diesel | 204 | 1968 | A | 4 | 150 | 25000
@ A6 e-tron | E | 2024 | liftback kombi | 329900 | 300 | alias=a6_etron
  Elektryczne A6 na platformie PPE, z zasięgiem do 750 km.
  performance 100 kWh | elektryczny | 367 | 0 | A | T | 0 | 0
  quattro 100 kWh | elektryczny | 428 | 0 | A | 4 | 0 | 40000
@ Q2 | SUV-B | 2016 | suv | 129900 | 800
  Najmniejszy SUV Audi, zwinny w mieście.
  30 TFSI | benzyna | 116 | 999 | M | P | 133 | 0
  35 TFSI S tronic | benzyna | 150 | 1498 | A | P | 140 | 17000
@ Q3 | SUV-C | 2025 | suv | 179900 | 3500
  Trzecia generacja Q3: miękka hybryda, diesel albo plug-in o mocy 272 KM.
  TFSI mHEV S tronic | hybryda | 150 | 1498 | A | P | 150 | 0
  TDI S tronic | diesel | 150 | 1968 | A | P | 140 | 8000
  TFSI e S tronic | hybryda-plug-in | 272 | 1498 | A | P | 11 | 40000
@ Q4 e-tron | SUV-C | 2021 | suv | 229900 | 900 | alias=q4_etron
  Elektryczny SUV Audi w rozmiarze Q5, z napędem na tył lub quattro.
  45 e-tron | elektryczny | 286 | 0 | A | T | 0 | 0
  55 e-tron quattro | elektryczny | 340 | 0 | A | 4 | 0 | 35000
@ Q5 | SUV-D | 2024 | suv | 249900 | 2800
  Najpopularniejszy SUV Audi w nowej generacji, z napędem quattro w standardzie.
  TFSI quattro S tronic | hybryda | 204 | 1984 | A | 4 | 175 | 0
  TDI quattro S tronic | diesel | 204 | 1968 | A | 4 | 160 | 10000
  TFSI e quattro S tronic | hybryda-plug-in | 299 | 1984 | A | 4 | 18 | 45000
@ Q6 e-tron | SUV-D | 2024 | suv | 279900 | 500 | alias=q6_etron
  Elektryczny SUV na platformie PPE z ładowaniem do 270 kW.
  performance | elektryczny | 306 | 0 | A | T | 0 | 0
  quattro | elektryczny | 387 | 0 | A | 4 | 0 | 50000
@ Q7 | SUV-E | 2015 | suv | 369900 | 700 | seats=7
  Siedmioosobowy SUV klasy premium z dieslem V6 lub hybrydą plug-in.
  45 TDI quattro | diesel | 231 | 2967 | A | 4 | 205 | 0
  55 TFSI e quattro | hybryda-plug-in | 394 | 2995 | A | 4 | 30 | 40000
@ Q8 | SUV-E | 2018 | suv | 449900 | 300 | trims=2
  Flagowy SUV coupé Audi z silnikami V6.
  50 TDI quattro | diesel | 286 | 2967 | A | 4 | 225 | 0
  55 TFSI quattro | benzyna | 340 | 2995 | A | 4 | 265 | 20000
@ e-tron GT | sport | 2021 | sedan | 499900 | 80 | trims=2 alias=etron_gt
  Elektryczne gran turismo z ładowaniem 800 V, technicznie bliskie Porsche Taycan.
  quattro | elektryczny | 530 | 0 | A | 4 | 0 | 0

# seat
@ Ibiza | B | 2017 | hatchback | 79900 | 2500 | alias=ibitsa
  Miejski hatchback o sportowym charakterze w przystępnej cenie.
  1.0 MPI | benzyna | 80 | 999 | M | P | 125 | 0
  1.0 TSI | benzyna | 115 | 999 | M | P | 122 | 10000
  1.0 TSI DSG | benzyna | 115 | 999 | A | P | 125 | 18000
@ Arona | SUV-B | 2017 | crossover | 94900 | 2000
  Miejski crossover z wyższym prześwitem i dużym bagażnikiem.
  1.0 TSI | benzyna | 115 | 999 | M | P | 128 | 0
  1.0 TSI DSG | benzyna | 115 | 999 | A | P | 131 | 9000
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 135 | 20000
@ Leon | C | 2020 | hatchback kombi | 109900 | 3000 | alias=leon_sportstourer
  Kompakt i kombi Sportstourer z bogatą gamą silników, od 1.5 TSI po hybrydę plug-in.
  1.5 TSI | benzyna | 115 | 1498 | M | P | 130 | 0
  1.5 eTSI mHEV DSG | hybryda | 150 | 1498 | A | P | 125 | 18000
  2.0 TDI DSG | diesel | 150 | 1968 | A | P | 117 | 22000
  1.5 e-Hybrid DSG | hybryda-plug-in | 204 | 1498 | A | P | 12 | 45000
@ Ateca | SUV-C | 2016 | suv | 129900 | 1500 | alias=ateka
  Kompaktowy SUV Seata, z dieslem 4Drive dla lubiących bezdroża.
  1.5 TSI | benzyna | 150 | 1498 | M | P | 148 | 0
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 150 | 9000
  2.0 TDI 4Drive DSG | diesel | 150 | 1968 | A | 4 | 160 | 30000

# cupra
@ Born | C | 2021 | hatchback | 169900 | 300
  Elektryczny hatchback z charakterem, w wersji VZ o mocy 326 KM.
  59 kWh | elektryczny | 231 | 0 | A | T | 0 | 0
  VZ 79 kWh | elektryczny | 326 | 0 | A | T | 0 | 40000
@ Formentor | SUV-C | 2020 | crossover | 159900 | 2200
  Najpopularniejsza Cupra: usportowiony crossover, także jako hybryda plug-in 272 KM.
  1.5 TSI DSG | benzyna | 150 | 1498 | A | P | 140 | 0
  1.5 e-Hybrid DSG | hybryda-plug-in | 272 | 1498 | A | P | 14 | 35000
  2.0 TSI VZ 4Drive DSG | benzyna | 333 | 1984 | A | 4 | 190 | 80000
@ Leon | C | 2020 | hatchback kombi | 149900 | 700 | slug=cupra-leon
  Leon w sportowym wydaniu Cupry, z mocnym 2.0 TSI albo hybrydą plug-in.
  1.5 eTSI mHEV DSG | hybryda | 150 | 1498 | A | P | 128 | 0
  1.5 e-Hybrid DSG | hybryda-plug-in | 272 | 1498 | A | P | 14 | 35000
  2.0 TSI VZ DSG | benzyna | 300 | 1984 | A | P | 175 | 60000
@ Terramar | SUV-C | 2024 | suv | 169900 | 1500
  Nowy SUV Cupry z hybrydą plug-in o zasięgu ponad 100 km.
  1.5 eTSI mHEV DSG | hybryda | 150 | 1498 | A | P | 145 | 0
  1.5 e-Hybrid DSG | hybryda-plug-in | 272 | 1498 | A | P | 12 | 30000
  2.0 TSI 4Drive DSG | benzyna | 265 | 1984 | A | 4 | 185 | 45000
@ Tavascan | SUV-D | 2024 | suv | 229900 | 250
  Elektryczny SUV coupé z podświetlanym logo i wersją VZ na cztery koła.
  Endurance 77 kWh | elektryczny | 286 | 0 | A | T | 0 | 0
  VZ 77 kWh | elektryczny | 340 | 0 | A | 4 | 0 | 30000

# porsche
@ Macan | SUV-D | 2024 | suv | 369000 | 700 | trims=2
  Druga generacja Macana jest w pełni elektryczna i ładuje się z mocą 270 kW.
  95 kWh | elektryczny | 360 | 0 | A | T | 0 | 0
  4 95 kWh | elektryczny | 408 | 0 | A | 4 | 0 | 20000
  Turbo 95 kWh | elektryczny | 639 | 0 | A | 4 | 0 | 200000
@ Cayenne | SUV-E | 2023 | suv | 489000 | 900 | trims=2
  Sportowy SUV, który uratował Porsche, dziś także jako mocna hybryda plug-in.
  3.0 V6 | benzyna | 353 | 2995 | A | 4 | 250 | 0
  E-Hybrid | hybryda-plug-in | 470 | 2995 | A | 4 | 40 | 60000
  S 4.0 V8 | benzyna | 474 | 3996 | A | 4 | 280 | 120000
@ Panamera | F | 2024 | liftback | 579000 | 150 | trims=2
  Czterodrzwiowe gran turismo, w którym kierowca i pasażerowie podróżują w sportowym komforcie.
  2.9 V6 | benzyna | 353 | 2894 | A | T | 230 | 0
  4 E-Hybrid | hybryda-plug-in | 470 | 2894 | A | 4 | 35 | 80000
@ Taycan | sport | 2024 | sedan | 479000 | 200 | trims=2 alias=tajkan
  Elektryczna sportowa limuzyna z architekturą 800 V.
  89 kWh | elektryczny | 408 | 0 | A | T | 0 | 0
  4S 105 kWh | elektryczny | 598 | 0 | A | 4 | 0 | 100000
@ 911 | sport | 2024 | coupe kabriolet | 679000 | 250 | trims=2 alias=carrera
  Ikona sportowych samochodów z silnikiem bokser umieszczonym z tyłu.
  Carrera 3.0 | benzyna | 394 | 2981 | A | T | 240 | 0
  Carrera S 3.0 | benzyna | 480 | 2981 | A | T | 245 | 110000
`;
