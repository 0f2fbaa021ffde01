// Plain data, no test framework: the order stories, the order page's server test and the benchmark's
// order setup (scripts/bench/order-setup.ts) use it.

/** The sandbox firm that gets a positive decision (docs/order-flow.md, "approved (firm)"). */
export const FIRM = {
  contact: {
    firstName: "Marek",
    lastName: "Zawadzki",
    email: "marek@example.pl",
    phone: "600700800",
    consents: { rodo: true, bikBig: true, marketing: false },
  },
  leasing: { client: "entrepreneur", duration: 48, initialFee: 20, repurchase: 30 },
  company: {
    nip: "5254476542",
    name: "AUTO-FLOTA POLSKA sp. z o.o.",
    regon: "148209509",
    krs: "0000734512",
    legalForm: "limited-liability-company",
    address: { street: "Grzybowska", building: "62", flat: "4", postalCode: "00-844", city: "Warszawa" },
  },
  companyDetails: {
    businessStartDate: "2018-06-01",
    employees: 14,
    annualRevenue: 4200000,
    representative: { firstName: "Marek", lastName: "Zawadzki", role: "board-member" },
  },
  delivery: {
    delivery: "dealer",
    voivodeship: "mazowieckie",
    registration: "lessor",
    insurance: "leasing-package",
  },
  statements: {
    accepted: ["truthful", "terms", "electronicDocuments", "ownFunds"],
    politicallyExposed: false,
  },
};
