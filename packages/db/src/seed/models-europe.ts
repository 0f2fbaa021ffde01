// European volume brands: Peugeot, Citroën, Opel, Fiat, Jeep, Alfa Romeo (Stellantis), Renault,
// Dacia and Ford. Format: model-data.ts. Prices are 2025/2026 Polish list prices "od" (gross zł).
export const EUROPEAN_MODELS = `
# peugeot
@ 208 | B | 2019 | hatchback | 84900 | 4000
  Najpopularniejszy Peugeot w Europie, również jako elektryczny e-208.
  1.2 Turbo | benzyna | 100 | 1199 | M | P | 125 | 0
  1.2 Hybrid e-DCS6 | hybryda | 110 | 1199 | A | P | 105 | 14000
  e-208 51 kWh | elektryczny | 156 | 0 | A | P | 0 | 55000
@ 2008 | SUV-B | 2019 | suv | 99900 | 3500
  Miejski SUV z kokpitem i-Cockpit, benzynowy, hybrydowy albo elektryczny.
  1.2 Turbo | benzyna | 100 | 1199 | M | P | 132 | 0
  1.2 Hybrid e-DCS6 | hybryda | 136 | 1199 | A | P | 112 | 15000
  e-2008 54 kWh | elektryczny | 156 | 0 | A | P | 0 | 55000
@ 308 | C | 2021 | hatchback kombi | 124900 | 2500 | alias=308_sw
  Kompakt o drapieżnym stylu, jako hatchback i kombi SW.
  1.2 Hybrid e-DCS6 | hybryda | 145 | 1199 | A | P | 110 | 0
  1.5 BlueHDi EAT8 | diesel | 130 | 1499 | A | P | 118 | 5000
  1.6 Plug-in Hybrid | hybryda-plug-in | 195 | 1598 | A | P | 25 | 35000
  e-308 54 kWh | elektryczny | 156 | 0 | A | P | 0 | 40000
@ 408 | C | 2022 | liftback | 149900 | 800
  Fastback łączący cechy limuzyny, kombi i SUV-a.
  1.2 Hybrid e-DCS6 | hybryda | 145 | 1199 | A | P | 115 | 0
  1.6 Plug-in Hybrid | hybryda-plug-in | 225 | 1598 | A | P | 20 | 30000
  E-408 58 kWh | elektryczny | 210 | 0 | A | P | 0 | 35000
@ 3008 | SUV-C | 2024 | suv | 149900 | 2500
  Trzecia generacja 3008 z panoramicznym ekranem i wersją elektryczną o zasięgu do 700 km.
  1.2 Hybrid e-DCS6 | hybryda | 145 | 1199 | A | P | 120 | 0
  1.6 Plug-in Hybrid | hybryda-plug-in | 195 | 1598 | A | P | 20 | 40000
  E-3008 73 kWh | elektryczny | 213 | 0 | A | P | 0 | 50000
@ 5008 | SUV-D | 2024 | suv | 169900 | 1000 | seats=7
  Siedmioosobowy SUV Peugeota, hybrydowy lub elektryczny.
  1.2 Hybrid e-DCS6 | hybryda | 145 | 1199 | A | P | 125 | 0
  E-5008 73 kWh | elektryczny | 213 | 0 | A | P | 0 | 50000
@ Rifter | MPV | 2018 | minivan | 119900 | 600 | alias=ryfter
  Praktyczny kombivan z przesuwanymi drzwiami, także elektryczny.
  1.2 PureTech | benzyna | 110 | 1199 | M | P | 150 | 0
  1.5 BlueHDi EAT8 | diesel | 130 | 1499 | A | P | 145 | 15000
  e-Rifter 50 kWh | elektryczny | 136 | 0 | A | P | 0 | 40000
@ 508 | D | 2018 | liftback kombi | 209900 | 200 | trims=2
  Elegancki liftback i kombi SW, dziś wyłącznie z napędem plug-in.
  1.6 Plug-in Hybrid | hybryda-plug-in | 225 | 1598 | A | P | 25 | 0

# citroen
@ C3 | B | 2024 | hatchback | 79900 | 3500 | alias=e_c3,ec3
  Nowy C3 o sylwetce crossovera; elektryczny ë-C3 należy do najpopularniejszych aut na prąd w Polsce.
  1.2 Turbo | benzyna | 100 | 1199 | M | P | 125 | 0
  1.2 Hybrid e-DCS6 | hybryda | 110 | 1199 | A | P | 110 | 12000
  ë-C3 44 kWh | elektryczny | 113 | 0 | A | P | 0 | 30000
@ C3 Aircross | SUV-B | 2024 | suv | 89900 | 1500 | alias=aircross
  Miejski SUV z opcjonalnym trzecim rzędem foteli.
  1.2 Turbo | benzyna | 100 | 1199 | M | P | 130 | 0
  1.2 Hybrid e-DCS6 | hybryda | 136 | 1199 | A | P | 115 | 15000
  ë-C3 Aircross 44 kWh | elektryczny | 113 | 0 | A | P | 0 | 35000
@ C4 | C | 2020 | hatchback | 119900 | 1000
  Kompakt o podwyższonej sylwetce i wyjątkowo miękkim zawieszeniu.
  1.2 Hybrid e-DCS6 | hybryda | 145 | 1199 | A | P | 112 | 0
  ë-C4 54 kWh | elektryczny | 156 | 0 | A | P | 0 | 35000
@ C4 X | C | 2022 | liftback | 124900 | 300 | alias=c4x
  Liftback na bazie C4 z dużym bagażnikiem i płynną linią dachu.
  1.2 Hybrid e-DCS6 | hybryda | 145 | 1199 | A | P | 113 | 0
  ë-C4 X 54 kWh | elektryczny | 156 | 0 | A | P | 0 | 35000
@ C5 Aircross | SUV-C | 2025 | suv | 139900 | 700 | alias=c5
  Nowy C5 Aircross: przestronny rodzinny SUV z hybrydą, plug-inem albo napędem elektrycznym.
  1.2 Hybrid e-DCS6 | hybryda | 145 | 1199 | A | P | 120 | 0
  1.6 Plug-in Hybrid | hybryda-plug-in | 195 | 1598 | A | P | 25 | 30000
  ë-C5 Aircross 73 kWh | elektryczny | 210 | 0 | A | P | 0 | 45000
@ Berlingo | MPV | 2018 | minivan | 109900 | 800 | alias=berlinga
  Kombivan dla rodziny z mnóstwem schowków i przesuwanymi drzwiami.
  1.2 PureTech | benzyna | 110 | 1199 | M | P | 150 | 0
  1.5 BlueHDi EAT8 | diesel | 130 | 1499 | A | P | 145 | 15000
  ë-Berlingo 50 kWh | elektryczny | 136 | 0 | A | P | 0 | 40000

# opel
@ Corsa | B | 2019 | hatchback | 74900 | 3500 | alias=korsa
  Najpopularniejszy Opel, w wersji benzynowej, hybrydowej i elektrycznej.
  1.2 | benzyna | 75 | 1199 | M | P | 125 | 0
  1.2 Turbo Hybrid | hybryda | 110 | 1199 | A | P | 107 | 20000
  Electric 51 kWh | elektryczny | 156 | 0 | A | P | 0 | 50000
@ Astra | C | 2021 | hatchback kombi | 114900 | 2500 | alias=sports_tourer
  Kompakt z charakterystycznym przodem Vizor, jako hatchback i kombi Sports Tourer.
  1.2 Turbo | benzyna | 130 | 1199 | M | P | 130 | 0
  1.2 Turbo Hybrid | hybryda | 145 | 1199 | A | P | 112 | 12000
  1.6 Plug-in Hybrid | hybryda-plug-in | 195 | 1598 | A | P | 24 | 45000
  Electric 58 kWh | elektryczny | 156 | 0 | A | P | 0 | 55000
@ Mokka | SUV-B | 2020 | suv | 99900 | 1500 | alias=moka
  Stylowy miejski SUV z cyfrowym kokpitem Pure Panel.
  1.2 Turbo | benzyna | 100 | 1199 | M | P | 132 | 0
  1.2 Turbo Hybrid | hybryda | 136 | 1199 | A | P | 113 | 15000
  Electric 54 kWh | elektryczny | 156 | 0 | A | P | 0 | 50000
@ Frontera | SUV-B | 2024 | suv | 99900 | 1200
  Praktyczny SUV w cenie auta miejskiego, hybrydowy lub elektryczny.
  1.2 Turbo Hybrid | hybryda | 110 | 1199 | A | P | 120 | 0
  Electric 44 kWh | elektryczny | 113 | 0 | A | P | 0 | 10000
@ Grandland | SUV-C | 2024 | suv | 139900 | 1500 | alias=grandlend
  Nowy, większy Grandland z wersją elektryczną o zasięgu ponad 500 km.
  1.2 Turbo Hybrid | hybryda | 145 | 1199 | A | P | 125 | 0
  1.6 Plug-in Hybrid | hybryda-plug-in | 195 | 1598 | A | P | 26 | 40000
  Electric 73 kWh | elektryczny | 213 | 0 | A | P | 0 | 50000
@ Combo Life | MPV | 2018 | minivan | 104900 | 500 | alias=kombo
  Kombivan dla rodziny, dostępny także w siedmioosobowej wersji XL.
  1.2 Turbo | benzyna | 110 | 1199 | M | P | 150 | 0
  1.5 Diesel | diesel | 130 | 1499 | A | P | 145 | 15000
  Electric 50 kWh | elektryczny | 136 | 0 | A | P | 0 | 40000

# fiat
@ Panda | A | 2012 | hatchback | 62900 | 2000 | alias=pandina
  Miejski klasyk z miękką hybrydą, jedno z najtańszych nowych aut w Polsce.
  1.0 Hybrid | hybryda | 70 | 999 | M | P | 115 | 0
@ Grande Panda | B | 2025 | hatchback | 79900 | 1200 | alias=grandepanda
  Nowa, większa Panda w stylu retro, hybrydowa albo elektryczna.
  1.2 Hybrid | hybryda | 110 | 1199 | A | P | 125 | 0
  Elektryczny 44 kWh | elektryczny | 113 | 0 | A | P | 0 | 20000
@ 500 | A | 2020 | hatchback kabriolet | 79900 | 1500 | seats=4 doors=3 alias=cinquecento,500e
  Włoska ikona stylu, jako miękka hybryda lub elektryczny 500e, także z otwieranym dachem.
  1.0 Hybrid | hybryda | 65 | 999 | M | P | 115 | 0
  500e 42 kWh | elektryczny | 118 | 0 | A | P | 0 | 40000
@ 600 | SUV-B | 2023 | suv | 99900 | 1500 | alias=600e
  Miejski SUV z Tychów, hybrydowy albo elektryczny 600e.
  1.2 Hybrid | hybryda | 110 | 1199 | A | P | 113 | 0
  600e 54 kWh | elektryczny | 156 | 0 | A | P | 0 | 50000
@ Doblo | MPV | 2022 | minivan | 104900 | 600 | alias=doblo_kombi
  Rodzinny kombivan z przesuwanymi drzwiami i dużym bagażnikiem.
  1.2 Turbo | benzyna | 110 | 1199 | M | P | 150 | 0
  1.5 Diesel | diesel | 130 | 1499 | A | P | 145 | 15000
  Elektryczny 50 kWh | elektryczny | 136 | 0 | A | P | 0 | 40000

# jeep
@ Avenger | SUV-B | 2023 | suv | 99900 | 3000 | alias=awendzer
  Europejski Samochód Roku 2023, produkowany w Tychach, także w wersji 4xe.
  1.2 Turbo | benzyna | 100 | 1199 | M | P | 125 | 0
  1.2 e-Hybrid | hybryda | 100 | 1199 | A | P | 113 | 12000
  1.2 e-Hybrid 4xe | hybryda | 136 | 1199 | A | 4 | 130 | 35000
  Electric 54 kWh | elektryczny | 156 | 0 | A | P | 0 | 50000
@ Renegade | SUV-B | 2014 | suv | 129900 | 500 | alias=renegat
  Kanciasty mały SUV, jako hybryda lub plug-in 4xe z napędem 4x4.
  1.5 e-Hybrid | hybryda | 130 | 1469 | A | P | 130 | 0
  1.3 4xe Plug-in Hybrid | hybryda-plug-in | 240 | 1332 | A | 4 | 40 | 35000
@ Compass | SUV-C | 2025 | suv | 149900 | 800 | alias=kompas
  Nowa generacja Compassa na platformie STLA Medium, także elektryczna.
  1.2 e-Hybrid | hybryda | 145 | 1199 | A | P | 125 | 0
  1.6 Plug-in Hybrid | hybryda-plug-in | 195 | 1598 | A | P | 22 | 25000
  Electric 73 kWh | elektryczny | 213 | 0 | A | P | 0 | 40000
@ Wrangler | SUV-E | 2018 | suv | 299900 | 200 | trims=2 alias=wrangler_unlimited
  Terenówka z odkręcanym dachem i drzwiami, w wersji Unlimited z pięciorgiem drzwi.
  2.0 Turbo | benzyna | 272 | 1995 | A | 4 | 265 | 0
  4xe Plug-in Hybrid | hybryda-plug-in | 380 | 1995 | A | 4 | 40 | 50000

# alfa-romeo
@ Junior | SUV-B | 2024 | suv | 129900 | 700 | alias=alfa_junior
  Najmniejsza Alfa Romeo, produkowana w Tychach, hybrydowa, elektryczna lub z napędem Q4.
  1.2 Ibrida | hybryda | 145 | 1199 | A | P | 112 | 0
  1.2 Ibrida Q4 | hybryda | 136 | 1199 | A | 4 | 130 | 15000
  Elettrica 54 kWh | elektryczny | 156 | 0 | A | P | 0 | 40000
@ Tonale | SUV-C | 2022 | suv | 169900 | 600 | alias=tonal
  Kompaktowy SUV z miękką hybrydą, dieslem albo plug-inem Q4.
  1.5 Hybrid | hybryda | 160 | 1469 | A | P | 140 | 0
  1.6 Diesel | diesel | 130 | 1598 | A | P | 130 | 5000
  1.3 Plug-in Hybrid Q4 | hybryda-plug-in | 280 | 1332 | A | 4 | 26 | 40000
@ Giulia | D | 2016 | sedan | 229900 | 200 | alias=dziulia
  Sportowa limuzyna z napędem na tył, jedna z najlepiej prowadzących się w klasie.
  2.2 Diesel | diesel | 160 | 2143 | A | T | 135 | 0
  2.0 Turbo Q4 | benzyna | 280 | 1995 | A | 4 | 185 | 25000
@ Stelvio | SUV-D | 2017 | suv | 269900 | 250 | alias=stelwio
  SUV z duszą sportowego auta i napędem Q4.
  2.2 Diesel Q4 | diesel | 210 | 2143 | A | 4 | 155 | 0
  2.0 Turbo Q4 | benzyna | 280 | 1995 | A | 4 | 190 | 15000

# renault
@ Clio | B | 2019 | hatchback | 79900 | 4500 | alias=klio
  Jeden z najchętniej kupowanych samochodów w Europie, także z LPG i hybrydą E-Tech.
  1.0 TCe | benzyna | 90 | 999 | M | P | 118 | 0
  1.0 TCe LPG | lpg | 100 | 999 | M | P | 107 | 4000
  E-Tech full hybrid | hybryda | 145 | 1598 | A | P | 96 | 25000
@ Captur | SUV-B | 2020 | suv | 94900 | 4000 | alias=kaptur
  Miejski SUV z przesuwaną kanapą, z LPG, miękką lub pełną hybrydą.
  1.0 TCe | benzyna | 90 | 999 | M | P | 130 | 0
  1.0 TCe LPG | lpg | 100 | 999 | M | P | 115 | 4000
  1.3 TCe mHEV EDC | hybryda | 160 | 1332 | A | P | 135 | 20000
  E-Tech full hybrid | hybryda | 145 | 1598 | A | P | 105 | 25000
@ 5 E-Tech | B | 2024 | hatchback | 119900 | 800 | slug=renault-5 alias=r5
  Odrodzona legenda: elektryczne Renault 5 zostało Samochodem Roku 2025.
  40 kWh | elektryczny | 120 | 0 | A | P | 0 | 0
  52 kWh | elektryczny | 150 | 0 | A | P | 0 | 15000
@ 4 E-Tech | SUV-B | 2025 | crossover | 139900 | 300 | slug=renault-4 alias=r4
  Elektryczny crossover w stylu kultowej „czwórki”, z dużym bagażnikiem.
  52 kWh | elektryczny | 150 | 0 | A | P | 0 | 0
@ Megane E-Tech | C | 2022 | crossover | 159900 | 300 | alias=megane
  Elektryczny crossover klasy kompaktowej z systemem multimedialnym Google.
  60 kWh | elektryczny | 220 | 0 | A | P | 0 | 0
@ Symbioz | SUV-C | 2024 | suv | 129900 | 800 | alias=symbioza
  Kompaktowy SUV z pełną hybrydą E-Tech i przesuwaną kanapą.
  E-Tech full hybrid | hybryda | 145 | 1598 | A | P | 107 | 0
@ Austral | SUV-C | 2022 | suv | 139900 | 1500
  Rodzinny SUV z miękką hybrydą albo pełną hybrydą E-Tech o mocy 200 KM.
  1.2 TCe mHEV | hybryda | 130 | 1199 | M | P | 140 | 0
  E-Tech full hybrid 200 | hybryda | 200 | 1199 | A | P | 105 | 30000
@ Espace | SUV-D | 2023 | suv | 199900 | 300 | seats=7 alias=espejs
  Szósta generacja Espace to siedmioosobowy SUV z hybrydą E-Tech.
  E-Tech full hybrid 200 | hybryda | 200 | 1199 | A | P | 110 | 0
@ Rafale | SUV-D | 2024 | suv | 199900 | 300 | alias=rafal
  Flagowy SUV coupé Renault, także jako plug-in 4x4 o mocy 300 KM.
  E-Tech full hybrid 200 | hybryda | 200 | 1199 | A | P | 108 | 0
  E-Tech 4x4 Plug-in Hybrid | hybryda-plug-in | 300 | 1199 | A | 4 | 23 | 40000
@ Scenic E-Tech | SUV-C | 2024 | suv | 189900 | 200 | alias=scenic
  Samochód Roku 2024: elektryczny rodzinny SUV z zasięgiem do 625 km.
  60 kWh | elektryczny | 170 | 0 | A | P | 0 | 0
  87 kWh | elektryczny | 220 | 0 | A | P | 0 | 25000
@ Kangoo | MPV | 2021 | minivan | 109900 | 500 | alias=kangu
  Kombivan o pudełkowatych kształtach i ogromnej przestrzeni.
  1.3 TCe | benzyna | 100 | 1332 | M | P | 150 | 0
  1.5 Blue dCi | diesel | 115 | 1461 | M | P | 140 | 10000
  E-Tech Electric 45 kWh | elektryczny | 122 | 0 | A | P | 0 | 40000

# dacia
@ Spring | A | 2024 | hatchback | 76900 | 1200
  Najtańszy samochód elektryczny w Polsce, idealny do miasta.
  Electric 65 | elektryczny | 65 | 0 | A | P | 0 | 0
  Electric 100 | elektryczny | 100 | 0 | A | P | 0 | 8000
@ Sandero | B | 2020 | hatchback | 59900 | 6000
  Jeden z najtańszych nowych samochodów w Polsce, także z fabryczną instalacją LPG.
  1.0 SCe | benzyna | 65 | 999 | M | P | 125 | 0
  1.0 TCe | benzyna | 90 | 999 | M | P | 118 | 6000
  1.0 TCe ECO-G LPG | lpg | 100 | 999 | M | P | 108 | 9000
  1.0 TCe CVT | benzyna | 90 | 999 | A | P | 127 | 13000
@ Sandero Stepway | SUV-B | 2020 | crossover | 74900 | 4500 | alias=stepway
  Uterenowione Sandero z relingami i wyższym prześwitem.
  1.0 TCe | benzyna | 90 | 999 | M | P | 123 | 0
  1.0 TCe ECO-G LPG | lpg | 100 | 999 | M | P | 112 | 3000
  1.0 TCe CVT | benzyna | 90 | 999 | A | P | 130 | 9000
@ Jogger | MPV | 2021 | minivan | 89900 | 2500 | seats=7 alias=dzoger
  Najtańszy siedmioosobowy samochód na rynku, także z pełną hybrydą.
  1.0 TCe | benzyna | 110 | 999 | M | P | 135 | 0
  1.0 TCe ECO-G LPG | lpg | 100 | 999 | M | P | 120 | 3000
  Hybrid 140 | hybryda | 140 | 1598 | A | P | 110 | 20000
@ Duster | SUV-C | 2024 | suv | 89900 | 7000 | alias=daster
  Trzecia generacja Dustera: LPG, miękka hybryda 4x4 albo pełna hybryda 140 KM.
  1.0 TCe ECO-G LPG | lpg | 100 | 999 | M | P | 121 | 0
  Hybrid 140 | hybryda | 140 | 1598 | A | P | 112 | 21500
  1.2 TCe mHEV 4x4 | hybryda | 130 | 1199 | M | 4 | 137 | 22000
@ Bigster | SUV-D | 2025 | suv | 109900 | 2000 | alias=bikster
  Największa Dacia w historii: przestronny SUV w cenie kompaktu.
  1.2 TCe mHEV | hybryda | 140 | 1199 | M | P | 135 | 0
  1.2 TCe ECO-G LPG | lpg | 140 | 1199 | M | P | 128 | 5000
  1.2 TCe mHEV 4x4 | hybryda | 130 | 1199 | M | 4 | 145 | 15000
  Hybrid 155 | hybryda | 155 | 1798 | A | P | 115 | 20000

# ford
@ Puma | SUV-B | 2019 | crossover | 109900 | 3500
  Najpopularniejszy Ford w Europie, z miękką hybrydą albo elektryczny Gen-E.
  1.0 EcoBoost mHEV | hybryda | 125 | 999 | M | P | 128 | 0
  1.0 EcoBoost mHEV DCT | hybryda | 155 | 999 | A | P | 131 | 15000
  Gen-E 43 kWh | elektryczny | 168 | 0 | A | P | 0 | 50000
@ Kuga | SUV-C | 2019 | suv | 149900 | 2500 | alias=kugha
  Rodzinny SUV z pełną hybrydą, napędem AWD albo plug-inem.
  1.5 EcoBoost | benzyna | 186 | 1497 | M | P | 160 | 0
  2.5 FHEV | hybryda | 180 | 2488 | A | P | 125 | 15000
  2.5 FHEV AWD | hybryda | 183 | 2488 | A | 4 | 135 | 25000
  2.5 PHEV | hybryda-plug-in | 243 | 2488 | A | P | 20 | 35000
@ Focus | C | 2018 | hatchback kombi | 119900 | 2000 | alias=fokus
  Kompakt ceniony za precyzyjne prowadzenie, jako hatchback i kombi z miękką hybrydą.
  1.0 EcoBoost mHEV | hybryda | 125 | 999 | M | P | 125 | 0
  1.0 EcoBoost mHEV DCT | hybryda | 155 | 999 | A | P | 130 | 15000
@ Explorer | SUV-C | 2024 | suv | 209900 | 300 | alias=eksplorer
  Elektryczny SUV Forda zbudowany na platformie MEB.
  77 kWh RWD | elektryczny | 286 | 0 | A | T | 0 | 0
  79 kWh AWD | elektryczny | 340 | 0 | A | 4 | 0 | 25000
@ Capri | SUV-C | 2024 | suv | 229900 | 100
  Elektryczny SUV coupé, który przywraca legendarną nazwę.
  77 kWh RWD | elektryczny | 286 | 0 | A | T | 0 | 0
@ Mustang Mach-E | SUV-D | 2021 | suv | 239900 | 200 | alias=mach_e
  Elektryczny SUV z emblematem Mustanga i wersją AWD o dużym zasięgu.
  72 kWh RWD | elektryczny | 269 | 0 | A | T | 0 | 0
  91 kWh AWD | elektryczny | 351 | 0 | A | 4 | 0 | 40000
@ Ranger | pickup | 2022 | pickup | 179900 | 2500 | alias=rendzer
  Najchętniej kupowany pick-up w Europie, także jako hybryda plug-in.
  2.0 EcoBlue | diesel | 170 | 1996 | M | 4 | 230 | 0
  2.0 EcoBlue AT | diesel | 205 | 1996 | A | 4 | 240 | 25000
  2.3 PHEV | hybryda-plug-in | 281 | 2261 | A | 4 | 44 | 60000
@ Tourneo Connect | MPV | 2022 | minivan | 129900 | 400 | alias=turneo
  Kombivan z przesuwanymi drzwiami dla rodziny i aktywnych.
  1.5 EcoBoost | benzyna | 114 | 1498 | M | P | 150 | 0
  2.0 EcoBlue DSG | diesel | 122 | 1968 | A | P | 140 | 15000
@ Mustang | sport | 2024 | coupe kabriolet | 279900 | 200 | seats=4 trims=2
  Amerykańska ikona z wolnossącym V8 o mocy 446 KM.
  5.0 V8 | benzyna | 446 | 5038 | M | T | 270 | 0
  5.0 V8 AT | benzyna | 446 | 5038 | A | T | 275 | 10000
`;
