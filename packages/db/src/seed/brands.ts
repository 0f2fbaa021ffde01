// Brands sold in Poland, ordered by 2025 passenger-car registrations where known
// (MARKET.md: Toyota, Škoda, Volkswagen, then BMW and Kia). The first twelve form the menu.
export const BRAND_NAMES = [
  "Toyota",
  "Škoda",
  "Volkswagen",
  "BMW",
  "Kia",
  "Hyundai",
  "Mercedes-Benz",
  "Audi",
  "Dacia",
  "Renault",
  "Ford",
  "Opel",
  "Peugeot",
  "Citroën",
  "Fiat",
  "Mazda",
  "Nissan",
  "Volvo",
  "Seat",
  "Cupra",
  "MG",
  "Suzuki",
  "Jeep",
  "Lexus",
  "Honda",
  "Mitsubishi",
  "BYD",
  "Tesla",
  "Porsche",
  "Land Rover",
  "Mini",
  "Alfa Romeo",
  "Subaru",
  "Omoda",
  "Jaecoo",
] as const;

export type BrandName = (typeof BRAND_NAMES)[number];

export const MENU_BRAND_COUNT = 12;

export interface BrandInfo {
  /** Country of origin, in Polish (the brand page lead). */
  country: string;
  /** One or two sentences about the brand in Poland. */
  description: string;
  /** Trim levels from the cheapest; a model uses the first one to four of them ("" = no trim name). */
  trims: readonly string[];
  /** Other names people type in the search box. */
  aliases: readonly string[];
  /** imagin.studio `make` (DOMAIN §7.1). */
  imaginMake: string;
}

export const BRAND_INFO: Readonly<Record<BrandName, BrandInfo>> = {
  Toyota: {
    country: "Japonia",
    description:
      "Toyota od lat prowadzi w polskich rejestracjach nowych aut osobowych, a w 2025 roku trafiło do klientów ponad 92 tysiące jej samochodów. Marka słynie z oszczędnych hybryd i niskich kosztów utrzymania.",
    trims: ["Active", "Comfort", "Style", "Executive"],
    aliases: [],
    imaginMake: "toyota",
  },
  Škoda: {
    country: "Czechy",
    description:
      "Škoda to druga marka polskiego rynku i pierwszy wybór flot: przestronne wnętrza, rozsądne ceny i gęsta sieć serwisów. Octavia od lat jest jednym z najczęściej rejestrowanych samochodów w kraju.",
    trims: ["Essence", "Selection", "Sportline", "Laurin & Klement"],
    aliases: ["szkoda"],
    imaginMake: "skoda",
  },
  Volkswagen: {
    country: "Niemcy",
    description:
      "Volkswagen oferuje auta od miejskiego Polo po elektryczną rodzinę ID. Solidne wykonanie i dobra wartość rezydualna sprawiają, że marka jest chętnie wybierana w leasingu.",
    trims: ["Life", "Style", "R-Line", "Elegance"],
    aliases: ["vw", "folkswagen"],
    imaginMake: "volkswagen",
  },
  BMW: {
    country: "Niemcy",
    description:
      "BMW łączy sportowe prowadzenie z nowoczesnymi napędami: od hybryd plug-in po elektryczne modele i. To najpopularniejsza marka premium wśród polskich przedsiębiorców.",
    trims: ["Standard", "Sport Line", "M Sport", "M Sport Pro"],
    aliases: ["beemka", "bmv"],
    imaginMake: "bmw",
  },
  Kia: {
    country: "Korea Południowa",
    description:
      "Kia przyciąga 7-letnią gwarancją i bogatym wyposażeniem. Sportage należy do najczęściej kupowanych SUV-ów w Polsce, a elektryczne EV3 i EV6 zbierają nagrody w Europie.",
    trims: ["M", "L", "XL", "GT-Line"],
    aliases: [],
    imaginMake: "kia",
  },
  Hyundai: {
    country: "Korea Południowa",
    description:
      "Hyundai oferuje szeroką gamę hybryd i aut elektrycznych, a Tucson jest jednym z liderów segmentu kompaktowych SUV-ów w Polsce. Marka daje 5 lat gwarancji bez limitu kilometrów.",
    trims: ["Pure", "Smart", "Executive", "Platinum"],
    aliases: ["hyundaj", "hundai"],
    imaginMake: "hyundai",
  },
  "Mercedes-Benz": {
    country: "Niemcy",
    description:
      "Mercedes-Benz to synonim komfortu i bezpieczeństwa: od kompaktowej Klasy A po luksusową Klasę S i terenową Klasę G. Modele z hybrydą plug-in mieszczą się w wyższym limicie kosztów.",
    trims: ["Progressive", "AMG Line", "AMG Line Premium"],
    aliases: ["mercedes", "merc", "benz"],
    imaginMake: "mercedes",
  },
  Audi: {
    country: "Niemcy",
    description:
      "Audi łączy napęd quattro z dopracowanymi wnętrzami i rozbudowaną gamą SUV-ów. Elektryczne modele e-tron i Q6 e-tron korzystają z najwyższego, 225-tysięcznego limitu kosztów.",
    trims: ["Basic", "Advanced", "S line"],
    aliases: [],
    imaginMake: "audi",
  },
  Dacia: {
    country: "Rumunia",
    description:
      "Dacia to najtańszy sposób na nowy samochód: prosta konstrukcja, niskie ceny i fabryczna instalacja LPG. Duster i Sandero należą do najchętniej kupowanych aut prywatnych w Polsce.",
    trims: ["Essential", "Expression", "Extreme", "Journey"],
    aliases: ["dacja"],
    imaginMake: "dacia",
  },
  Renault: {
    country: "Francja",
    description:
      "Renault stawia na hybrydy E-Tech i auta elektryczne, w tym odrodzone Renault 5. Clio i Captur od lat należą do najpopularniejszych aut miejskich w Polsce.",
    trims: ["Evolution", "Techno", "Esprit Alpine", "Iconic"],
    aliases: ["reno"],
    imaginMake: "renault",
  },
  Ford: {
    country: "Stany Zjednoczone",
    description:
      "Ford w Europie to przede wszystkim SUV-y Puma i Kuga oraz niezawodne auta użytkowe. Ranger jest najpopularniejszym pick-upem w Polsce.",
    trims: ["Titanium", "ST-Line", "Active", "Vignale"],
    aliases: [],
    imaginMake: "ford",
  },
  Opel: {
    country: "Niemcy",
    description:
      "Opel oferuje praktyczne auta w przystępnych cenach, od Corsy po Grandlanda, a każdy model osobowy jest dostępny także w wersji elektrycznej.",
    trims: ["Edition", "GS", "Ultimate"],
    aliases: [],
    imaginMake: "opel",
  },
  Peugeot: {
    country: "Francja",
    description:
      "Peugeot wyróżnia się odważnym stylem i kokpitem i-Cockpit z małą kierownicą. Gama obejmuje benzynowe, hybrydowe i elektryczne wersje niemal każdego modelu.",
    trims: ["Active", "Allure", "GT"],
    aliases: ["pezo", "peżot"],
    imaginMake: "peugeot",
  },
  Citroën: {
    country: "Francja",
    description:
      "Citroën słynie z wygodnego zawieszenia i foteli Advanced Comfort. Elektryczny ë-C3 był w pierwszej połowie 2025 roku jednym z trzech najchętniej kupowanych aut elektrycznych w Polsce.",
    trims: ["You", "Plus", "Max"],
    aliases: ["citroen", "citrojen"],
    imaginMake: "citroen",
  },
  Fiat: {
    country: "Włochy",
    description:
      "Fiat to auta miejskie z charakterem: Panda, elektryczny 500e i nowy Fiat 600. Niskie ceny i małe wymiary ułatwiają życie w mieście.",
    trims: ["Pop", "Icon", "La Prima"],
    aliases: [],
    imaginMake: "fiat",
  },
  Mazda: {
    country: "Japonia",
    description:
      "Mazda idzie własną drogą: wolnossące silniki Skyactiv, eleganckie wnętrza i świetne prowadzenie. Modele CX-60 i CX-80 oferują hybrydę plug-in i sześciocylindrowe diesle.",
    trims: ["Prime-Line", "Centre-Line", "Exclusive-Line", "Homura"],
    aliases: [],
    imaginMake: "mazda",
  },
  Nissan: {
    country: "Japonia",
    description:
      "Nissan to pionier crossoverów: Qashqai wyznaczył modę na kompaktowe SUV-y. Hybrydowy napęd e-Power łączy elektryczną jazdę z tankowaniem benzyny.",
    trims: ["Visia", "Acenta", "N-Connecta", "Tekna"],
    aliases: ["nisan"],
    imaginMake: "nissan",
  },
  Volvo: {
    country: "Szwecja",
    description:
      "Volvo stawia na bezpieczeństwo i skandynawski design. Większość gamy to hybrydy plug-in i auta elektryczne, które mieszczą się w wyższych limitach kosztów.",
    trims: ["Core", "Plus", "Ultra"],
    aliases: ["wolwo"],
    imaginMake: "volvo",
  },
  Seat: {
    country: "Hiszpania",
    description:
      "Seat oferuje sprawdzoną technikę koncernu Volkswagena w atrakcyjnych cenach i z młodzieńczym stylem. Ibiza i Arona to rozsądny wybór do miasta.",
    trims: ["Style", "FR", "Xperience"],
    aliases: [],
    imaginMake: "seat",
  },
  Cupra: {
    country: "Hiszpania",
    description:
      "Cupra to sportowa marka z Barcelony: mocne hybrydy plug-in, elektryczny Born i charakterystyczne miedziane akcenty.",
    trims: ["Base", "VZ", "VZ Extreme"],
    aliases: ["kupra"],
    imaginMake: "cupra",
  },
  MG: {
    country: "Wielka Brytania / Chiny",
    description:
      "MG to najszybciej rosnąca marka w Polsce: HS w 2025 roku znalazł się w pierwszej dziesiątce rejestracji. Dużo wyposażenia za rozsądną cenę i 7 lat gwarancji.",
    trims: ["Standard", "Comfort", "Exclusive"],
    aliases: ["em dzi"],
    imaginMake: "mg",
  },
  Suzuki: {
    country: "Japonia",
    description:
      "Suzuki to lekkie i oszczędne auta z miękką hybrydą oraz napędem AllGrip. Vitara i S-Cross są cenione przez kierowców z mniejszych miejscowości.",
    trims: ["Premium", "Elegance", "Elegance Sun"],
    aliases: ["suzuky"],
    imaginMake: "suzuki",
  },
  Jeep: {
    country: "Stany Zjednoczone",
    description:
      "Jeep to legenda aut terenowych. Avenger, najmniejszy model marki, zdobył tytuł Europejskiego Samochodu Roku 2023, a Wrangler wciąż poradzi sobie w każdym terenie.",
    trims: ["Longitude", "Altitude", "Summit"],
    aliases: ["dzip"],
    imaginMake: "jeep",
  },
  Lexus: {
    country: "Japonia",
    description:
      "Lexus to luksusowa marka Toyoty z hybrydami klasy premium. Modele NX i RX w wersjach plug-in mają emisję poniżej 50 g CO₂/km.",
    trims: ["Elegance", "Business", "Omotenashi"],
    aliases: ["leksus"],
    imaginMake: "lexus",
  },
  Honda: {
    country: "Japonia",
    description:
      "Honda oferuje w Europie niemal wyłącznie hybrydy e:HEV, które przez większość czasu jeżdżą jak auta elektryczne. CR-V i ZR-V to przestronne SUV-y dla rodziny.",
    trims: ["Elegance", "Advance", "Sport"],
    aliases: [],
    imaginMake: "honda",
  },
  Mitsubishi: {
    country: "Japonia",
    description:
      "Mitsubishi to napędy 4x4 i hybrydy plug-in, w tym Outlander PHEV. Tani Space Star pozostaje jednym z najprostszych aut miejskich.",
    trims: ["Inform", "Intense", "Instyle"],
    aliases: ["mitsubisi"],
    imaginMake: "mitsubishi",
  },
  BYD: {
    country: "Chiny",
    description:
      "BYD to największy na świecie producent aut elektrycznych i hybryd plug-in. W Polsce oferuje m.in. Dolphina, Seala i Seala U DM-i.",
    trims: ["Active", "Boost", "Comfort", "Design"],
    aliases: ["bid"],
    imaginMake: "byd",
  },
  Tesla: {
    country: "Stany Zjednoczone",
    description:
      "Tesla wyznacza kierunek rozwoju aut elektrycznych. Model Y był w pierwszej połowie 2025 roku najczęściej rejestrowanym autem elektrycznym w Polsce.",
    // Tesla sells configurations of the drive, not trim levels: its versions carry no trim name.
    trims: [""],
    aliases: ["tesli"],
    imaginMake: "tesla",
  },
  Porsche: {
    country: "Niemcy",
    description:
      "Porsche to sportowe auta na co dzień: od 911 po elektrycznego Taycana i Macana. Wysoka wartość rezydualna sprzyja leasingowi z dużym wykupem.",
    trims: ["Base", "S", "GTS"],
    aliases: ["porshe", "porsze"],
    imaginMake: "porsche",
  },
  "Land Rover": {
    country: "Wielka Brytania",
    description:
      "Land Rover łączy możliwości terenowe z luksusem. Defender i rodzina Range Rover są dostępne także jako hybrydy plug-in.",
    trims: ["S", "SE", "HSE"],
    aliases: ["range rover", "landrover"],
    imaginMake: "land-rover",
  },
  Mini: {
    country: "Wielka Brytania",
    description:
      "Mini to gokartowe prowadzenie i charakterystyczny styl, dziś także w wersjach elektrycznych: Cooper E, Aceman i Countryman E.",
    trims: ["Essential", "Classic", "Favoured", "John Cooper Works"],
    aliases: [],
    imaginMake: "mini",
  },
  "Alfa Romeo": {
    country: "Włochy",
    description:
      "Alfa Romeo to włoska pasja i sportowe prowadzenie. Nowa Junior jest pierwszą Alfą dostępną także w wersji elektrycznej.",
    trims: ["Sprint", "Ti", "Veloce"],
    aliases: ["alfa"],
    imaginMake: "alfa-romeo",
  },
  Subaru: {
    country: "Japonia",
    description:
      "Subaru to stały napęd na cztery koła i silniki typu bokser w każdym modelu. Forester i Outback od lat są wybierane przez kierowców z terenów wiejskich i górskich.",
    trims: ["Comfort", "Platinum", "Exclusive"],
    aliases: ["subaro"],
    imaginMake: "subaru",
  },
  Omoda: {
    country: "Chiny",
    description:
      "Omoda to nowa marka koncernu Chery, obecna w Polsce od 2024 roku. Crossover Omoda 5 jest dostępny z silnikiem benzynowym i jako elektryczny E5.",
    trims: ["Comfort", "Premium"],
    aliases: [],
    imaginMake: "omoda",
  },
  Jaecoo: {
    country: "Chiny",
    description:
      "Jaecoo to terenowo stylizowane SUV-y koncernu Chery. Jaecoo 7 jest oferowany z silnikiem benzynowym i jako hybryda plug-in SHS.",
    trims: ["Comfort", "Premium"],
    aliases: ["jeku", "dzeku"],
    imaginMake: "jaecoo",
  },
};
