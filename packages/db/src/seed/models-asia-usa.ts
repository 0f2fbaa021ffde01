// Korean, Chinese and American-electric brands: Kia, Hyundai, MG, BYD, Omoda, Jaecoo, Tesla.
// Format: model-data.ts. Prices are 2025/2026 Polish list prices "od" (gross zł), rounded.
export const ASIA_USA_MODELS = `
# kia
@ Picanto | A | 2017 | hatchback | 64900 | 2500 | alias=pikanto
  Mały samochód miejski z 7-letnią gwarancją i zaskakująco bogatym wyposażeniem.
  1.0 DPI | benzyna | 63 | 998 | M | P | 114 | 0
  1.2 DPI | benzyna | 79 | 1197 | M | P | 118 | 6000
  1.2 DPI AMT | benzyna | 79 | 1197 | A | P | 120 | 9000
@ Stonic | SUV-B | 2017 | crossover | 89900 | 3000
  Miejski crossover z turbodoładowanym silnikiem 1.0 i miękką hybrydą.
  1.0 T-GDI | benzyna | 100 | 998 | M | P | 130 | 0
  1.0 T-GDI mHEV DCT | hybryda | 115 | 998 | A | P | 128 | 15000
@ Ceed | C | 2018 | hatchback kombi | 99900 | 6500 | alias=cid,ceed_sw
  Kompakt projektowany w Europie i produkowany na Słowacji, jako hatchback i kombi SW.
  1.0 T-GDI | benzyna | 100 | 998 | M | P | 128 | 0
  1.5 T-GDI | benzyna | 140 | 1482 | M | P | 135 | 10000
  1.5 T-GDI DCT | benzyna | 160 | 1482 | A | P | 138 | 20000
@ XCeed | SUV-C | 2019 | crossover | 114900 | 3500 | alias=xcid,ikscid
  Uterenowiony Ceed z podwyższonym zawieszeniem, także jako hybryda plug-in.
  1.0 T-GDI | benzyna | 115 | 998 | M | P | 132 | 0
  1.5 T-GDI DCT | benzyna | 160 | 1482 | A | P | 140 | 15000
  1.6 GDI PHEV DCT | hybryda-plug-in | 141 | 1580 | A | P | 32 | 40000
@ ProCeed | C | 2019 | kombi | 149900 | 400 | trims=1 alias=proceed
  Shooting brake o sylwetce coupé i praktyczności kombi.
  1.5 T-GDI DCT GT-Line | benzyna | 160 | 1482 | A | P | 145 | 0
@ Niro | SUV-C | 2022 | crossover | 139900 | 2200
  Crossover do wyboru jako hybryda, plug-in albo w pełni elektryczny.
  1.6 GDI HEV DCT | hybryda | 141 | 1580 | A | P | 103 | 0
  1.6 GDI PHEV DCT | hybryda-plug-in | 183 | 1580 | A | P | 18 | 30000
  EV 64,8 kWh | elektryczny | 204 | 0 | A | P | 0 | 45000
@ Sportage | SUV-C | 2021 | suv | 129900 | 13764 | alias=sportaz,sportejdz
  Czwarty najczęściej rejestrowany samochód w Polsce w 2025 roku i najpopularniejsza Kia.
  1.6 T-GDI | benzyna | 150 | 1598 | M | P | 155 | 0
  1.6 T-GDI mHEV DCT AWD | hybryda | 180 | 1598 | A | 4 | 170 | 25000
  1.6 T-GDI HEV | hybryda | 239 | 1598 | A | P | 130 | 30000
  1.6 T-GDI PHEV AWD | hybryda-plug-in | 288 | 1598 | A | 4 | 25 | 55000
@ Sorento | SUV-E | 2020 | suv | 219900 | 1200 | seats=7
  Siedmioosobowy SUV z hybrydą, plug-inem lub dieslem 2.2 CRDi.
  1.6 T-GDI HEV AWD | hybryda | 239 | 1598 | A | 4 | 160 | 0
  2.2 CRDi DCT AWD | diesel | 194 | 2151 | A | 4 | 170 | 5000
  1.6 T-GDI PHEV AWD | hybryda-plug-in | 288 | 1598 | A | 4 | 35 | 20000
@ EV3 | SUV-B | 2024 | crossover | 149900 | 1200 | alias=ev_3
  Elektryczny crossover z zasięgiem do 600 km w wersji z dużą baterią.
  58,3 kWh | elektryczny | 204 | 0 | A | P | 0 | 0
  81,4 kWh | elektryczny | 204 | 0 | A | P | 0 | 20000
@ EV6 | SUV-D | 2021 | crossover | 219900 | 400 | alias=ev_6
  Elektryczny crossover z instalacją 800 V i ładowaniem 10–80 % w 18 minut.
  84 kWh RWD | elektryczny | 229 | 0 | A | T | 0 | 0
  84 kWh AWD | elektryczny | 325 | 0 | A | 4 | 0 | 25000
  GT 84 kWh | elektryczny | 650 | 0 | A | 4 | 0 | 100000
@ EV9 | SUV-E | 2023 | suv | 329900 | 150 | seats=7 trims=2 alias=ev_9
  Duży elektryczny SUV z trzema rzędami foteli.
  99,8 kWh RWD | elektryczny | 204 | 0 | A | T | 0 | 0
  99,8 kWh AWD | elektryczny | 385 | 0 | A | 4 | 0 | 40000

# hyundai
@ i10 | A | 2019 | hatchback | 66900 | 2500 | alias=i_10
  Miejski maluch z pięcioma drzwiami i niskim spalaniem.
  1.0 MPI | benzyna | 63 | 998 | M | P | 118 | 0
  1.2 MPI | benzyna | 79 | 1197 | M | P | 121 | 6000
  1.2 MPI AMT | benzyna | 79 | 1197 | A | P | 124 | 9000
@ i20 | B | 2020 | hatchback | 79900 | 3000 | alias=i_20
  Nowoczesny hatchback segmentu B z bogatym wyposażeniem bezpieczeństwa.
  1.2 MPI | benzyna | 79 | 1197 | M | P | 126 | 0
  1.0 T-GDI | benzyna | 100 | 998 | M | P | 125 | 9000
  1.0 T-GDI DCT | benzyna | 100 | 998 | A | P | 128 | 17000
@ Inster | A | 2024 | hatchback | 99900 | 700
  Elektryczny maluch o zasięgu do 370 km, z płaską podłogą i przesuwaną kanapą.
  42 kWh | elektryczny | 97 | 0 | A | P | 0 | 0
  49 kWh | elektryczny | 115 | 0 | A | P | 0 | 12000
@ Bayon | SUV-B | 2021 | crossover | 84900 | 3000 | alias=bajon
  Miejski crossover z dużym bagażnikiem za rozsądne pieniądze.
  1.2 MPI | benzyna | 79 | 1197 | M | P | 129 | 0
  1.0 T-GDI | benzyna | 100 | 998 | M | P | 126 | 10000
  1.0 T-GDI DCT | benzyna | 100 | 998 | A | P | 129 | 18000
@ i30 | C | 2017 | hatchback kombi | 94900 | 4500 | alias=i_30,i30_kombi
  Europejski kompakt Hyundaia, ceniony za trwałość i przestronne kombi.
  1.5 DPI | benzyna | 110 | 1497 | M | P | 138 | 0
  1.0 T-GDI mHEV DCT | hybryda | 120 | 998 | A | P | 125 | 12000
  1.5 T-GDI mHEV DCT | hybryda | 140 | 1482 | A | P | 131 | 20000
@ Kona | SUV-B | 2023 | suv | 114900 | 4500
  Druga generacja Kony: większa, z hybrydą i wersją elektryczną o zasięgu 514 km.
  1.0 T-GDI | benzyna | 120 | 998 | M | P | 131 | 0
  1.6 GDI HEV DCT | hybryda | 141 | 1580 | A | P | 101 | 20000
  Electric 65,4 kWh | elektryczny | 218 | 0 | A | P | 0 | 45000
@ Tucson | SUV-C | 2020 | suv | 134900 | 11644 | alias=tuson,tukson
  Jeden z najpopularniejszych SUV-ów w Polsce, szósty w rankingu rejestracji 2025.
  1.6 T-GDI | benzyna | 160 | 1598 | M | P | 158 | 0
  1.6 T-GDI HEV | hybryda | 239 | 1598 | A | P | 125 | 25000
  1.6 T-GDI HEV 4WD | hybryda | 239 | 1598 | A | 4 | 135 | 35000
  1.6 T-GDI PHEV 4WD | hybryda-plug-in | 288 | 1598 | A | 4 | 21 | 55000
@ Santa Fe | SUV-E | 2024 | suv | 229900 | 1200 | seats=7 alias=santafe
  Kanciasty, siedmioosobowy SUV piątej generacji z hybrydą i plug-inem.
  1.6 T-GDI HEV 4WD | hybryda | 215 | 1598 | A | 4 | 160 | 0
  1.6 T-GDI PHEV 4WD | hybryda-plug-in | 253 | 1598 | A | 4 | 38 | 30000
@ Ioniq 5 | SUV-D | 2021 | crossover | 189900 | 600 | alias=ionik5
  Elektryczny crossover w stylu retro, z ładowaniem 800 V.
  63 kWh | elektryczny | 170 | 0 | A | T | 0 | 0
  84 kWh | elektryczny | 229 | 0 | A | T | 0 | 25000
  84 kWh AWD | elektryczny | 325 | 0 | A | 4 | 0 | 45000
@ Ioniq 6 | D | 2022 | sedan | 199900 | 200 | alias=ionik6
  Opływowa elektryczna limuzyna z zasięgiem ponad 600 km.
  53 kWh | elektryczny | 151 | 0 | A | T | 0 | 0
  77,4 kWh | elektryczny | 229 | 0 | A | T | 0 | 30000
  77,4 kWh AWD | elektryczny | 325 | 0 | A | 4 | 0 | 50000

# mg
@ MG3 | B | 2024 | hatchback | 84900 | 2500 | alias=mg_3
  Najtańsza pełna hybryda na rynku: 194 KM w miejskim hatchbacku.
  1.5 Hybrid+ | hybryda | 194 | 1498 | A | P | 100 | 0
@ MG4 | C | 2022 | hatchback | 119900 | 1500 | alias=mg_4
  Elektryczny kompakt z napędem na tył w rozsądnej cenie.
  51 kWh | elektryczny | 170 | 0 | A | T | 0 | 0
  64 kWh | elektryczny | 204 | 0 | A | T | 0 | 20000
  XPower 64 kWh | elektryczny | 435 | 0 | A | 4 | 0 | 60000
@ ZS | SUV-B | 2024 | suv | 98900 | 5500 | alias=zs_hybrid
  Miejski SUV z pełną hybrydą Hybrid+ w trzech wersjach wyposażenia.
  1.5 Hybrid+ | hybryda | 197 | 1498 | A | P | 115 | 0
@ HS | SUV-C | 2024 | suv | 109900 | 8660 | alias=mg_hs
  Dziesiąty najczęściej rejestrowany samochód w Polsce w 2025 roku: duży SUV za cenę kompaktu.
  1.5T | benzyna | 170 | 1498 | M | P | 165 | 0
  1.5T DCT | benzyna | 170 | 1498 | A | P | 170 | 9000
  1.5 Hybrid+ | hybryda | 224 | 1498 | A | P | 125 | 30000
  1.5T PHEV | hybryda-plug-in | 272 | 1498 | A | P | 22 | 46600
@ S5 EV | SUV-C | 2025 | suv | 149900 | 400 | slug=s5-ev alias=s5
  Elektryczny SUV MG z zasięgiem do 480 km i napędem na tył.
  64 kWh | elektryczny | 231 | 0 | A | T | 0 | 0
@ Cyberster | sport | 2024 | kabriolet | 259900 | 60 | seats=2 trims=2
  Elektryczny roadster z drzwiami otwieranymi do góry, nawiązujący do klasycznych MG.
  77 kWh RWD | elektryczny | 340 | 0 | A | T | 0 | 0
  77 kWh Trophy AWD | elektryczny | 510 | 0 | A | 4 | 0 | 50000

# byd
@ Dolphin Surf | A | 2025 | hatchback | 89900 | 500 | trims=2 alias=dolfin_surf
  Elektryczny samochód miejski z zasięgiem do 322 km w cenie auta spalinowego.
  30 kWh | elektryczny | 88 | 0 | A | P | 0 | 0
  43,2 kWh | elektryczny | 156 | 0 | A | P | 0 | 20000
@ Dolphin | C | 2023 | hatchback | 129900 | 300 | trims=2 alias=dolfin
  Elektryczny kompakt z baterią Blade i bogatym wyposażeniem w standardzie.
  44,9 kWh | elektryczny | 95 | 0 | A | P | 0 | 0
  60,4 kWh | elektryczny | 204 | 0 | A | P | 0 | 20000
@ Atto 2 | SUV-B | 2025 | crossover | 119900 | 500 | trims=2 alias=atto2
  Miejski elektryczny crossover o prostych kształtach.
  45,1 kWh | elektryczny | 177 | 0 | A | P | 0 | 0
@ Atto 3 | SUV-C | 2022 | suv | 169900 | 300 | trims=2 alias=atto3
  Pierwszy BYD w Europie: elektryczny SUV z obrotowym ekranem.
  60,5 kWh | elektryczny | 204 | 0 | A | P | 0 | 0
@ Seal | D | 2023 | sedan | 219900 | 150 | trims=2 alias=sil
  Elektryczna limuzyna z mocą do 530 KM, rywalka Tesli Model 3.
  82,5 kWh RWD | elektryczny | 313 | 0 | A | T | 0 | 0
  82,5 kWh AWD | elektryczny | 530 | 0 | A | 4 | 0 | 30000
@ Seal U DM-i | SUV-D | 2024 | suv | 169900 | 1000 | trims=2 slug=seal-u-dm-i alias=sil_u
  Duży SUV z hybrydą plug-in DM-i i zasięgiem całkowitym ponad 1000 km.
  1.5 DM-i | hybryda-plug-in | 218 | 1498 | A | P | 22 | 0
  1.5 DM-i AWD | hybryda-plug-in | 324 | 1498 | A | 4 | 24 | 25000
@ Sealion 7 | SUV-D | 2024 | suv | 229900 | 200 | trims=2 alias=silajon
  Elektryczny SUV coupé z baterią 82,5 kWh.
  82,5 kWh RWD | elektryczny | 313 | 0 | A | T | 0 | 0
  82,5 kWh AWD | elektryczny | 530 | 0 | A | 4 | 0 | 30000

# omoda
@ 5 | SUV-B | 2023 | crossover | 99900 | 1500 | slug=omoda-5 trims=2
  Crossover o futurystycznym wyglądzie z bogatym wyposażeniem w standardzie.
  1.6 T-GDI DCT | benzyna | 147 | 1598 | A | P | 170 | 0
@ E5 | SUV-B | 2024 | crossover | 139900 | 300 | slug=omoda-e5 trims=2
  Elektryczna wersja Omody 5 z zasięgiem do 430 km.
  61 kWh | elektryczny | 204 | 0 | A | P | 0 | 0

# jaecoo
@ 7 | SUV-C | 2024 | suv | 119900 | 2500 | slug=jaecoo-7 trims=2
  SUV w stylu terenówki, także jako hybryda plug-in SHS z zasięgiem 1200 km.
  1.6 T-GDI DCT | benzyna | 147 | 1598 | A | P | 175 | 0
  1.6 T-GDI DCT AWD | benzyna | 147 | 1598 | A | 4 | 185 | 20000
  1.5 SHS PHEV | hybryda-plug-in | 204 | 1498 | A | P | 20 | 40000

# tesla
@ Model 3 | D | 2023 | sedan | 174900 | 700 | trims=1 alias=model3
  Elektryczna limuzyna z zasięgiem do 700 km i dostępem do Superchargerów.
  RWD | elektryczny | 283 | 0 | A | T | 0 | 0
  Long Range AWD | elektryczny | 394 | 0 | A | 4 | 0 | 35000
  Performance AWD | elektryczny | 510 | 0 | A | 4 | 0 | 70000
@ Model Y | SUV-D | 2025 | suv | 199900 | 2500 | trims=1 alias=modely
  Najczęściej rejestrowane auto elektryczne w Polsce w pierwszej połowie 2025 roku.
  RWD | elektryczny | 299 | 0 | A | T | 0 | 0
  Long Range AWD | elektryczny | 378 | 0 | A | 4 | 0 | 25000
  Performance AWD | elektryczny | 460 | 0 | A | 4 | 0 | 55000
@ Model S | F | 2021 | liftback | 449900 | 40 | trims=1 alias=models
  Elektryczny liftback klasy luksusowej z przyspieszeniem jak supersamochód.
  AWD | elektryczny | 670 | 0 | A | 4 | 0 | 0
@ Model X | SUV-E | 2021 | suv | 499900 | 40 | trims=1 seats=7 alias=modelx
  Elektryczny SUV z tylnymi drzwiami otwieranymi do góry.
  AWD | elektryczny | 670 | 0 | A | 4 | 0 | 0
`;
