// Premium brands: BMW, Mini, Mercedes-Benz, Volvo, Land Rover.
// Format: model-data.ts. Prices are 2025/2026 Polish list prices "od" (gross zł), rounded.
export const PREMIUM_MODELS = `
# bmw
@ Seria 1 | C | 2024 | hatchback | 149900 | 2000 | alias=jedynka,118i
  Kompaktowe BMW z napędem na przód, w najmocniejszej wersji M135 xDrive z napędem 4x4.
  118 | benzyna | 156 | 1499 | A | P | 138 | 0
  120 mHEV | hybryda | 170 | 1499 | A | P | 125 | 12000
  M135 xDrive | benzyna | 300 | 1998 | A | 4 | 170 | 90000
@ Seria 2 Coupé | sport | 2021 | coupe | 199900 | 150 | seats=4 alias=seria_2_coupe
  Ostatnie małe coupé BMW z napędem na tylne koła.
  220 | benzyna | 184 | 1998 | A | T | 155 | 0
  M240i xDrive | benzyna | 374 | 2998 | A | 4 | 190 | 100000
@ Seria 2 Gran Coupé | C | 2024 | sedan | 169900 | 500 | slug=seria-2-gran-coupe alias=gran_coupe
  Czterodrzwiowe coupé na bazie Serii 1, z elegancką sylwetką sedana.
  218 | benzyna | 156 | 1499 | A | P | 140 | 0
  220 mHEV | hybryda | 170 | 1499 | A | P | 128 | 12000
  M235 xDrive | benzyna | 300 | 1998 | A | 4 | 172 | 90000
@ Seria 2 Active Tourer | MPV | 2022 | minivan | 159900 | 400 | alias=active_tourer
  Rodzinny van premium z przesuwaną kanapą, także jako hybryda plug-in.
  218 | benzyna | 156 | 1499 | A | P | 140 | 0
  225e xDrive | hybryda-plug-in | 245 | 1499 | A | 4 | 14 | 45000
@ Seria 3 | D | 2019 | sedan kombi | 209900 | 3500 | alias=trojka,320d,touring
  Wzorzec sportowej limuzyny klasy średniej, jako sedan i kombi Touring.
  318i | benzyna | 156 | 1998 | A | T | 140 | 0
  320d | diesel | 190 | 1995 | A | T | 125 | 15000
  330e | hybryda-plug-in | 292 | 1998 | A | T | 28 | 40000
  M340i xDrive | benzyna | 374 | 2998 | A | 4 | 185 | 110000
@ Seria 4 | D | 2020 | coupe kabriolet liftback | 229900 | 700 | alias=gran_coupe,czworka
  Coupé, kabriolet i Gran Coupé: sportowe odmiany Serii 3.
  420i | benzyna | 184 | 1998 | A | T | 150 | 0
  420d | diesel | 190 | 1995 | A | T | 128 | 15000
  M440i xDrive | benzyna | 374 | 2998 | A | 4 | 190 | 110000
@ Seria 5 | E | 2023 | sedan kombi | 269900 | 2200 | alias=piatka,520d
  Ósma generacja Serii 5: limuzyna dla menedżera z hybrydą plug-in 530e.
  520i mHEV | hybryda | 208 | 1998 | A | T | 135 | 0
  520d mHEV | diesel | 197 | 1995 | A | T | 125 | 10000
  530e | hybryda-plug-in | 299 | 1998 | A | T | 23 | 30000
@ Seria 7 | F | 2022 | sedan | 549900 | 300 | trims=2 alias=siodemka
  Luksusowa limuzyna z kinowym ekranem 31 cali dla pasażerów z tyłu.
  740d xDrive | diesel | 299 | 2993 | A | 4 | 160 | 0
  750e xDrive | hybryda-plug-in | 489 | 2998 | A | 4 | 30 | 50000
@ X1 | SUV-C | 2022 | suv | 189900 | 4500 | alias=iks1
  Najchętniej wybierany SUV BMW w Polsce, także jako hybryda plug-in.
  sDrive18i | benzyna | 136 | 1499 | A | P | 140 | 0
  sDrive18d | diesel | 150 | 1995 | A | P | 125 | 8000
  sDrive20i mHEV | hybryda | 170 | 1499 | A | P | 138 | 10000
  xDrive25e | hybryda-plug-in | 245 | 1499 | A | 4 | 18 | 40000
@ X2 | SUV-C | 2024 | suv | 209900 | 900
  SUV coupé na bazie X1, z najmocniejszą odmianą M35i xDrive.
  sDrive20i mHEV | hybryda | 170 | 1499 | A | P | 141 | 0
  M35i xDrive | benzyna | 300 | 1998 | A | 4 | 175 | 80000
@ X3 | SUV-D | 2024 | suv | 269900 | 3000 | alias=iks3
  Czwarta generacja X3 z miękkimi hybrydami i plug-inem 30e.
  20 xDrive mHEV | hybryda | 208 | 1998 | A | 4 | 160 | 0
  20d xDrive | diesel | 197 | 1995 | A | 4 | 145 | 5000
  30e xDrive | hybryda-plug-in | 299 | 1998 | A | 4 | 20 | 30000
@ X5 | SUV-E | 2018 | suv | 409900 | 1800 | alias=iks5
  Duży SUV premium z dieslem, benzyną lub hybrydą plug-in 50e.
  xDrive30d | diesel | 298 | 2993 | A | 4 | 190 | 0
  xDrive40i mHEV | hybryda | 381 | 2998 | A | 4 | 210 | 20000
  xDrive50e | hybryda-plug-in | 489 | 2998 | A | 4 | 22 | 50000
@ X6 | SUV-E | 2019 | suv | 459900 | 400 | trims=2
  SUV coupé, który zapoczątkował całą modę na takie nadwozia.
  xDrive30d | diesel | 298 | 2993 | A | 4 | 190 | 0
  xDrive40i mHEV | hybryda | 381 | 2998 | A | 4 | 215 | 20000
@ X7 | SUV-E | 2022 | suv | 589900 | 300 | seats=7 trims=2
  Największy SUV BMW z trzema rzędami pełnowymiarowych foteli.
  xDrive40d | diesel | 352 | 2993 | A | 4 | 210 | 0
@ iX1 | SUV-C | 2022 | suv | 219900 | 700 | alias=ix1
  Elektryczna wersja X1 z zasięgiem do 475 km.
  eDrive20 | elektryczny | 204 | 0 | A | P | 0 | 0
  xDrive30 | elektryczny | 313 | 0 | A | 4 | 0 | 25000
@ i4 | D | 2021 | liftback | 239900 | 700
  Elektryczne Gran Coupé, które prowadzi się jak klasyczne BMW.
  eDrive35 | elektryczny | 286 | 0 | A | T | 0 | 0
  eDrive40 | elektryczny | 340 | 0 | A | T | 0 | 30000
  M50 xDrive | elektryczny | 544 | 0 | A | 4 | 0 | 100000
@ i5 | E | 2023 | sedan kombi | 339900 | 300
  Elektryczna Seria 5, jako limuzyna i kombi Touring.
  eDrive40 | elektryczny | 340 | 0 | A | T | 0 | 0
  xDrive40 | elektryczny | 394 | 0 | A | 4 | 0 | 20000
@ iX | SUV-E | 2021 | suv | 439900 | 300 | trims=2
  Technologiczny flagowiec BMW w świecie aut elektrycznych.
  xDrive45 | elektryczny | 408 | 0 | A | 4 | 0 | 0
@ iX3 | SUV-D | 2026 | suv | 289900 | 0 | preorder trims=2 alias=neue_klasse
  Pierwsze BMW Neue Klasse: elektryczny SUV z zasięgiem do 800 km, przyjmujemy zamówienia.
  50 xDrive | elektryczny | 469 | 0 | A | 4 | 0 | 0

# mini
@ Cooper | B | 2024 | hatchback | 129900 | 1000 | doors=3 seats=4 alias=kuper
  Kultowy Mini w nowej generacji: benzynowy C i S albo elektryczny E i SE.
  C | benzyna | 156 | 1499 | A | P | 135 | 0
  E 40 kWh | elektryczny | 184 | 0 | A | P | 0 | 10000
  S | benzyna | 204 | 1998 | A | P | 140 | 20000
  SE 54 kWh | elektryczny | 218 | 0 | A | P | 0 | 25000
@ Cooper Cabrio | B | 2024 | kabriolet | 159900 | 150 | seats=4 alias=cabrio,kabrio
  Jedyny czteromiejscowy kabriolet w segmencie małych aut.
  C | benzyna | 163 | 1499 | A | P | 145 | 0
  S | benzyna | 204 | 1998 | A | P | 150 | 20000
@ Aceman | SUV-B | 2024 | crossover | 159900 | 300 | alias=ejsmen
  Elektryczny crossover Mini między Cooperem a Countrymanem.
  E 42,5 kWh | elektryczny | 184 | 0 | A | P | 0 | 0
  SE 54,2 kWh | elektryczny | 218 | 0 | A | P | 0 | 20000
@ Countryman | SUV-C | 2024 | suv | 179900 | 800 | alias=kantrimen
  Największe Mini w historii, benzynowe lub elektryczne, także z napędem ALL4.
  C | benzyna | 170 | 1499 | A | P | 150 | 0
  E 66,5 kWh | elektryczny | 204 | 0 | A | P | 0 | 10000
  S ALL4 | benzyna | 218 | 1998 | A | 4 | 160 | 25000
  SE ALL4 66,5 kWh | elektryczny | 313 | 0 | A | 4 | 0 | 40000

# mercedes-benz
@ Klasa A | C | 2018 | hatchback sedan | 169900 | 1800 | alias=a_klasa
  Najmniejszy Mercedes z wnętrzem pełnym ekranów, także jako hybryda plug-in.
  A 180 | benzyna | 136 | 1332 | A | P | 140 | 0
  A 200 | benzyna | 163 | 1332 | A | P | 140 | 12000
  A 250 e | hybryda-plug-in | 218 | 1332 | A | P | 18 | 40000
@ Klasa B | MPV | 2019 | minivan | 179900 | 500 | alias=b_klasa
  Kompaktowy van premium z wysoką pozycją za kierownicą.
  B 180 | benzyna | 136 | 1332 | A | P | 145 | 0
  B 250 e | hybryda-plug-in | 218 | 1332 | A | P | 17 | 40000
@ CLA | C | 2025 | sedan | 199900 | 800
  Nowa CLA: elektryczna z zasięgiem ponad 700 km albo hybrydowa.
  CLA 200 mHEV | hybryda | 163 | 1496 | A | P | 120 | 0
  CLA 250+ EQ | elektryczny | 272 | 0 | A | T | 0 | 40000
  CLA 350 4MATIC EQ | elektryczny | 354 | 0 | A | 4 | 0 | 60000
@ Klasa C | D | 2021 | sedan kombi | 219900 | 2500 | alias=c_klasa,ceklasa
  Limuzyna i kombi klasy średniej; C 300 e przejeżdża na prądzie ponad 100 km.
  C 180 mHEV | hybryda | 170 | 1496 | A | T | 145 | 0
  C 220 d | diesel | 200 | 1993 | A | T | 125 | 15000
  C 300 e | hybryda-plug-in | 313 | 1999 | A | T | 15 | 45000
  AMG C 43 4MATIC | benzyna | 408 | 1991 | A | 4 | 220 | 150000
@ Klasa E | E | 2023 | sedan kombi | 289900 | 1800 | alias=e_klasa,eklasa
  Nowa Klasa E: klasyczna limuzyna biznesowa z nowoczesnym wnętrzem MBUX.
  E 200 mHEV | hybryda | 204 | 1999 | A | T | 155 | 0
  E 220 d | diesel | 197 | 1993 | A | T | 135 | 10000
  E 300 e | hybryda-plug-in | 313 | 1999 | A | T | 14 | 40000
@ Klasa S | F | 2020 | sedan | 599900 | 300 | trims=2 alias=s_klasa,eska
  Punkt odniesienia dla luksusowych limuzyn od ponad pół wieku.
  S 350 d 4MATIC | diesel | 313 | 2925 | A | 4 | 180 | 0
  S 450 4MATIC mHEV | hybryda | 381 | 2999 | A | 4 | 210 | 30000
  S 580 e 4MATIC | hybryda-plug-in | 510 | 2999 | A | 4 | 20 | 120000
@ GLA | SUV-C | 2020 | suv | 189900 | 1500
  Kompaktowy SUV Mercedesa z napędem 4MATIC lub hybrydą plug-in.
  GLA 180 | benzyna | 136 | 1332 | A | P | 150 | 0
  GLA 200 | benzyna | 163 | 1332 | A | P | 150 | 12000
  GLA 250 e | hybryda-plug-in | 218 | 1332 | A | P | 19 | 40000
@ GLB | SUV-C | 2019 | suv | 209900 | 1000 | seats=7
  Kanciasty SUV z trzecim rzędem siedzeń w kompaktowych wymiarach.
  GLB 200 | benzyna | 163 | 1332 | A | P | 160 | 0
  GLB 220 d 4MATIC | diesel | 190 | 1950 | A | 4 | 150 | 25000
@ GLC | SUV-D | 2022 | suv coupe | 279900 | 2800 | alias=glc_coupe
  Najpopularniejszy SUV Mercedesa, jako klasyczny SUV i GLC Coupé.
  GLC 200 4MATIC mHEV | hybryda | 204 | 1999 | A | 4 | 175 | 0
  GLC 220 d 4MATIC | diesel | 197 | 1993 | A | 4 | 150 | 10000
  GLC 300 e 4MATIC | hybryda-plug-in | 313 | 1999 | A | 4 | 15 | 40000
@ GLE | SUV-E | 2019 | suv | 399900 | 1200
  Duży SUV z pneumatycznym zawieszeniem i hybrydą plug-in z zasięgiem 100 km.
  GLE 300 d 4MATIC | diesel | 269 | 1993 | A | 4 | 190 | 0
  GLE 400 e 4MATIC | hybryda-plug-in | 381 | 1999 | A | 4 | 25 | 30000
  GLE 450 d 4MATIC | diesel | 367 | 2989 | A | 4 | 200 | 50000
@ GLS | SUV-E | 2019 | suv | 569900 | 300 | seats=7 trims=2
  „Klasa S wśród SUV-ów”: siedem miejsc i luksus w każdym rzędzie.
  GLS 450 d 4MATIC | diesel | 367 | 2989 | A | 4 | 230 | 0
  GLS 580 4MATIC | benzyna | 537 | 3982 | A | 4 | 290 | 130000
@ EQA | SUV-C | 2021 | suv | 219900 | 400
  Elektryczny SUV na bazie GLA.
  EQA 250+ | elektryczny | 190 | 0 | A | P | 0 | 0
  EQA 350 4MATIC | elektryczny | 292 | 0 | A | 4 | 0 | 30000
@ EQB | SUV-C | 2021 | suv | 239900 | 200 | seats=7
  Jedyny elektryczny SUV w tej klasie z siedmioma miejscami.
  EQB 250+ | elektryczny | 190 | 0 | A | P | 0 | 0
  EQB 350 4MATIC | elektryczny | 292 | 0 | A | 4 | 0 | 30000
@ EQE | E | 2022 | sedan | 349900 | 150 | trims=2
  Elektryczna limuzyna klasy wyższej z aerodynamiczną sylwetką.
  EQE 300 | elektryczny | 245 | 0 | A | T | 0 | 0
  EQE 350 4MATIC | elektryczny | 292 | 0 | A | 4 | 0 | 30000
@ Klasa G | SUV-E | 2024 | suv | 749900 | 200 | trims=2 alias=g_klasa,gelenda
  Terenowa ikona z trzema blokadami mechanizmów różnicowych.
  G 450 d | diesel | 367 | 2989 | A | 4 | 290 | 0
  AMG G 63 | benzyna | 585 | 3982 | A | 4 | 360 | 300000
@ Klasa V | MPV | 2014 | minivan | 289900 | 700 | seats=7 alias=v_klasa,viano
  Luksusowy van osobowy dla dużej rodziny i przewozu gości.
  V 220 d | diesel | 163 | 1950 | A | T | 200 | 0
  V 300 d | diesel | 237 | 1950 | A | T | 205 | 40000

# volvo
@ EX30 | SUV-B | 2023 | suv | 169900 | 900 | alias=ex_30
  Najmniejsze Volvo w historii, elektryczne i z wersją Twin Motor o mocy 428 KM.
  Single Motor | elektryczny | 272 | 0 | A | T | 0 | 0
  Single Motor Extended Range | elektryczny | 272 | 0 | A | T | 0 | 20000
  Twin Motor Performance | elektryczny | 428 | 0 | A | 4 | 0 | 50000
@ XC40 | SUV-C | 2017 | suv | 169900 | 2500 | alias=xc_40
  Kompaktowy SUV Volvo z miękką hybrydą B3 lub B4.
  B3 mHEV | hybryda | 163 | 1969 | A | P | 155 | 0
  B4 mHEV | hybryda | 197 | 1969 | A | P | 160 | 15000
@ EX40 | SUV-C | 2019 | suv | 209900 | 400 | alias=ex_40,xc40_recharge
  Elektryczna odmiana XC40, z napędem na tył albo dwoma silnikami.
  Single Motor | elektryczny | 238 | 0 | A | T | 0 | 0
  Twin Motor | elektryczny | 408 | 0 | A | 4 | 0 | 30000
@ XC60 | SUV-D | 2017 | suv | 229900 | 3500 | alias=xc_60
  Najpopularniejsze Volvo w Polsce; wersje T6 i T8 to hybrydy plug-in.
  B5 AWD mHEV | hybryda | 250 | 1969 | A | 4 | 175 | 0
  T6 AWD Plug-in Hybrid | hybryda-plug-in | 350 | 1969 | A | 4 | 20 | 40000
  T8 AWD Plug-in Hybrid | hybryda-plug-in | 455 | 1969 | A | 4 | 19 | 70000
@ XC90 | SUV-E | 2015 | suv | 339900 | 900 | seats=7 alias=xc_90
  Siedmioosobowy SUV, od lat symbol bezpieczeństwa.
  B5 AWD mHEV | hybryda | 250 | 1969 | A | 4 | 200 | 0
  T8 AWD Plug-in Hybrid | hybryda-plug-in | 455 | 1969 | A | 4 | 22 | 50000
@ V60 | D | 2018 | kombi | 209900 | 600
  Eleganckie kombi klasy średniej, także z napędem plug-in.
  B4 mHEV | hybryda | 197 | 1969 | A | P | 150 | 0
  T6 AWD Plug-in Hybrid | hybryda-plug-in | 350 | 1969 | A | 4 | 20 | 45000
@ V90 | E | 2016 | kombi | 279900 | 300 | trims=2
  Duże kombi premium dla tych, którzy nie chcą SUV-a.
  B5 mHEV | hybryda | 250 | 1969 | A | P | 160 | 0
  T8 AWD Plug-in Hybrid | hybryda-plug-in | 455 | 1969 | A | 4 | 21 | 60000
@ EX90 | SUV-E | 2024 | suv | 459900 | 100 | seats=7 trims=2 alias=ex_90
  Elektryczny flagowiec Volvo z siedmioma miejscami i lidarem w dachu.
  Twin Motor | elektryczny | 408 | 0 | A | 4 | 0 | 0

# land-rover
@ Defender | SUV-E | 2020 | suv | 399900 | 700 | alias=defender_110
  Następca legendarnej terenówki, wygodny na asfalcie i bezkonkurencyjny w terenie.
  D250 mHEV | diesel | 249 | 2997 | A | 4 | 260 | 0
  D350 mHEV | diesel | 352 | 2997 | A | 4 | 265 | 40000
@ Discovery Sport | SUV-C | 2019 | suv | 249900 | 300
  Najmniejszy Land Rover z opcjonalnym trzecim rzędem siedzeń.
  D200 mHEV | diesel | 204 | 1997 | A | 4 | 170 | 0
  P300e Plug-in Hybrid | hybryda-plug-in | 309 | 1497 | A | 4 | 35 | 20000
@ Range Rover Evoque | SUV-C | 2019 | suv | 249900 | 600 | alias=evoque,ewok
  Miejski Range Rover o sylwetce coupé.
  P200 mHEV | hybryda | 200 | 1997 | A | 4 | 180 | 0
  P300e Plug-in Hybrid | hybryda-plug-in | 309 | 1497 | A | 4 | 30 | 35000
@ Range Rover Velar | SUV-D | 2017 | suv | 339900 | 300 | alias=velar
  Minimalistyczny design i chowane klamki w średnim SUV-ie premium.
  P250 | benzyna | 250 | 1997 | A | 4 | 210 | 0
  P400e Plug-in Hybrid | hybryda-plug-in | 404 | 1997 | A | 4 | 40 | 40000
@ Range Rover Sport | SUV-E | 2022 | suv | 519900 | 500 | trims=2 alias=rr_sport
  Sportowy Range Rover z dieslem D300 lub hybrydą plug-in o mocy 550 KM.
  D300 mHEV | diesel | 300 | 2997 | A | 4 | 200 | 0
  P550e Plug-in Hybrid | hybryda-plug-in | 550 | 2996 | A | 4 | 20 | 60000
@ Range Rover | F | 2022 | suv | 749900 | 300 | trims=2
  Luksusowy SUV, który od 1970 roku wyznacza standardy komfortu poza asfaltem.
  D350 mHEV | diesel | 351 | 2997 | A | 4 | 215 | 0
  P550e Plug-in Hybrid | hybryda-plug-in | 550 | 2996 | A | 4 | 22 | 60000
`;
