import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatNip,
  formatNrb,
  generateIdCard,
  generateNip,
  generateNrb,
  generatePesel,
  generateRegon9,
  generateRegon14,
  idCardSchema,
  isMobile,
  isPeselChecksumValid,
  isValidBankSortCode,
  isValidIdCard,
  isValidNip,
  isValidNrb,
  isValidPesel,
  isValidPhone,
  isValidPostalCode,
  isValidRegon,
  isValidRegon9,
  isValidRegon14,
  MESSAGES,
  mobilePhoneSchema,
  nipSchema,
  normalizeNip,
  normalizePhone,
  normalizePostalCode,
  nrbCheckDigits,
  nrbSchema,
  nrbToIban,
  peselBirthDate,
  peselSchema,
  peselSex,
  phoneSchema,
  phoneToE164,
  postalCodeSchema,
  type Rng,
  regonSchema,
} from "./identifiers.ts";

/** Deterministic RNG (mulberry32) so that generated identifiers follow from the fast-check seed. */
function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const seeds = fc.integer({ min: 0, max: 0x7fffffff });
const RUNS = { seed: 42, numRuns: 300 } as const;

/** Every string obtained by replacing one digit with a different digit. */
function singleDigitChanges(
  value: string,
): { position: number; from: string; to: string; changed: string }[] {
  const out: { position: number; from: string; to: string; changed: string }[] = [];
  for (let position = 0; position < value.length; position++) {
    const from = value[position]!;
    if (!/\d/.test(from)) continue;
    for (let digit = 0; digit <= 9; digit++) {
      const to = String(digit);
      if (to !== from)
        out.push({ position, from, to, changed: value.slice(0, position) + to + value.slice(position + 1) });
    }
  }
  return out;
}

/** Every string obtained by swapping two adjacent, different characters. */
function adjacentSwaps(value: string): { position: number; a: string; b: string; swapped: string }[] {
  const out: { position: number; a: string; b: string; swapped: string }[] = [];
  for (let position = 0; position + 1 < value.length; position++) {
    const a = value[position]!;
    const b = value[position + 1]!;
    if (a !== b)
      out.push({ position, a, b, swapped: value.slice(0, position) + b + a + value.slice(position + 2) });
  }
  return out;
}

describe("NIP", () => {
  it("accepts the doc's valid values in any common notation", () => {
    for (const nip of [
      "1234563218",
      "5261040567",
      "7261120385",
      "726-112-03-85",
      "PL7261120385",
      "pl 726 112 03 85",
    ]) {
      expect(isValidNip(nip)).toBe(true);
    }
    expect(normalizeNip("PL 726-112-03-85")).toBe("7261120385");
    expect(formatNip("7261120385")).toBe("726-112-03-85");
  });

  it("rejects the doc's invalid value and malformed input", () => {
    expect(isValidNip("1234567890")).toBe(false);
    expect(isValidNip("726112038")).toBe(false);
    expect(isValidNip("72611203851")).toBe(false);
    expect(isValidNip("726112038X")).toBe(false);
    expect(isValidNip("")).toBe(false);
  });

  it("generates valid NIPs deterministically", () => {
    expect(generateNip(seededRng(1))).toBe(generateNip(seededRng(1)));
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(isValidNip(generateNip(seededRng(seed)))).toBe(true);
      }),
      RUNS,
    );
  });

  it("rejects every single-digit change (11 is prime; a sum ≡ 10 is itself invalid)", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { changed } of singleDigitChanges(generateNip(seededRng(seed))))
          expect(isValidNip(changed)).toBe(false);
      }),
      RUNS,
    );
  });

  it("rejects every adjacent swap of different digits (weight differences are non-zero mod 11)", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { swapped } of adjacentSwaps(generateNip(seededRng(seed))))
          expect(isValidNip(swapped)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe("REGON", () => {
  it("accepts the doc's values", () => {
    expect(isValidRegon9("123456785")).toBe(true);
    expect(isValidRegon14("12345678500010")).toBe(true);
    expect(isValidRegon("123456785")).toBe(true);
    expect(isValidRegon("12345678500010")).toBe(true);
  });

  it("rejects wrong check digits and a REGON-14 whose first 9 digits are invalid", () => {
    expect(isValidRegon9("123456786")).toBe(false);
    expect(isValidRegon14("12345678500011")).toBe(false);
    expect(isValidRegon14("12345678600010")).toBe(false);
    expect(isValidRegon("1234567")).toBe(false);
  });

  it("generates valid REGON-9 and REGON-14 numbers", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(isValidRegon9(generateRegon9(seededRng(seed)))).toBe(true);
        expect(isValidRegon14(generateRegon14(seededRng(seed)))).toBe(true);
      }),
      RUNS,
    );
  });

  it("misses a single-digit change exactly when the sum moves between ≡ 0 and ≡ 10 (mod 11)", () => {
    // Both residues give check digit 0, e.g. 100000020 → 500000020 (+8·4 = 32 ≡ 10).
    expect(isValidRegon9("100000020")).toBe(true);
    expect(isValidRegon9("500000020")).toBe(true);
    const weights = [8, 9, 2, 3, 4, 5, 6, 7];
    const residue = (regon: string) => weights.reduce((sum, w, k) => sum + w * Number(regon[k]), 0) % 11;
    fc.assert(
      fc.property(seeds, (seed) => {
        const regon = generateRegon9(seededRng(seed));
        for (const { position, changed } of singleDigitChanges(regon)) {
          const missed =
            position < 8 &&
            new Set([residue(regon), residue(changed)]).size === 2 &&
            [residue(regon), residue(changed)].every((r) => r === 0 || r === 10);
          expect(isValidRegon9(changed)).toBe(missed);
        }
      }),
      RUNS,
    );
  });
});

describe("PESEL", () => {
  it.each([
    ["44051401359", "1944-05-14", "male"],
    ["02270803624", "2002-07-08", "female"],
    ["90123101230", "1990-12-31", "male"],
  ])("accepts %s (%s, %s)", (pesel, date, sex) => {
    expect(isValidPesel(pesel)).toBe(true);
    expect(peselBirthDate(pesel)).toBe(date);
    expect(peselSex(pesel)).toBe(sex);
  });

  it("decodes every century offset", () => {
    expect(peselBirthDate("99922900000")).toBe("1899-12-29"); // +80
    expect(peselBirthDate("05410100000")).toBe("2105-01-01"); // +40
    expect(peselBirthDate("05610100000")).toBe("2205-01-01"); // +60
  });

  it("requires a real calendar date", () => {
    const withCheck = (first10: string) => {
      const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      const sum = weights.reduce((acc, w, k) => acc + w * Number(first10[k]), 0);
      return first10 + ((10 - (sum % 10)) % 10);
    };
    expect(isValidPesel(withCheck("0022290000"))).toBe(true); // 29 Feb 2000 (leap year)
    expect(isValidPesel(withCheck("0002290000"))).toBe(false); // 29 Feb 1900 (not leap)
    expect(isPeselChecksumValid(withCheck("0002290000"))).toBe(true);
    expect(isValidPesel(withCheck("9004310000"))).toBe(false); // 31 April
    expect(isValidPesel(withCheck("9013010000"))).toBe(false); // month 13
    expect(isValidPesel(withCheck("9001000000"))).toBe(false); // day 0
    expect(peselBirthDate("9013010000X")).toBeNull();
    expect(peselSex("123")).toBeNull();
  });

  it("rejects a wrong check digit", () => {
    expect(isValidPesel("44051401358")).toBe(false);
    expect(isValidPesel("4405140135")).toBe(false);
  });

  it("generates valid numbers in the requested range and sex", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom("male" as const, "female" as const), (seed, sex) => {
        const pesel = generatePesel(seededRng(seed), { minYear: 1800, maxYear: 2299, sex });
        expect(isValidPesel(pesel)).toBe(true);
        expect(peselSex(pesel)).toBe(sex);
        const adult = generatePesel(seededRng(seed));
        const year = Number(peselBirthDate(adult)!.slice(0, 4));
        expect(year).toBeGreaterThanOrEqual(1940);
        expect(year).toBeLessThanOrEqual(2007);
      }),
      RUNS,
    );
  });

  it("rejects every single-digit change (weights 1, 3, 7, 9 are units mod 10)", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { changed } of singleDigitChanges(generatePesel(seededRng(seed)))) {
          expect(isPeselChecksumValid(changed)).toBe(false);
          expect(isValidPesel(changed)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it("rejects adjacent swaps of digits differing by anything but 5; a swap by 5 passes the checksum", () => {
    // Weight differences (−2, −4, −2, 8, 2) are even, so a swap of digits 5 apart changes the sum by a
    // multiple of 10. The checksum cannot catch it, and sometimes the date can't either:
    expect(isValidPesel("44501401359")).toBe(true); // 44051401359 with "05" swapped: 2144-10-14
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { a, b, swapped } of adjacentSwaps(generatePesel(seededRng(seed)))) {
          const byFive = Math.abs(Number(a) - Number(b)) === 5;
          expect(isPeselChecksumValid(swapped)).toBe(byFive);
          if (!byFive) expect(isValidPesel(swapped)).toBe(false);
        }
      }),
      RUNS,
    );
  });
});

describe("NRB / IBAN", () => {
  const DOC_IBAN = "PL61 1090 1014 0000 0712 1981 2874";

  it("accepts the doc's account with or without PL and spaces", () => {
    expect(isValidNrb(DOC_IBAN)).toBe(true);
    expect(isValidNrb("61109010140000071219812874")).toBe(true);
    expect(isValidNrb("pl61109010140000071219812874")).toBe(true);
    expect(formatNrb(DOC_IBAN)).toBe("61 1090 1014 0000 0712 1981 2874");
    expect(nrbToIban(DOC_IBAN)).toBe("PL61109010140000071219812874");
    expect(nrbCheckDigits("109010140000071219812874")).toBe("61");
  });

  it("checks the bank sort code (10901014 valid)", () => {
    expect(isValidBankSortCode("10901014")).toBe(true);
    expect(isValidBankSortCode("10901015")).toBe(false);
    expect(isValidBankSortCode("1090101")).toBe(false);
  });

  it("rejects wrong lengths, letters and check digits", () => {
    expect(isValidNrb("PL62 1090 1014 0000 0712 1981 2874")).toBe(false);
    expect(isValidNrb("61 1090 1014 0000 0712 1981 287")).toBe(false);
    expect(isValidNrb("DE61 1090 1014 0000 0712 1981 2874")).toBe(false);
  });

  it("generates valid accounts with valid sort codes", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const nrb = generateNrb(seededRng(seed));
        expect(nrb).toMatch(/^\d{26}$/);
        expect(isValidNrb(nrb)).toBe(true);
        expect(isValidBankSortCode(nrb.slice(2, 10))).toBe(true);
      }),
      RUNS,
    );
  });

  it("rejects every single-digit change and every adjacent swap (mod 97, 97 prime)", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const nrb = generateNrb(seededRng(seed));
        for (const { changed } of singleDigitChanges(nrb)) expect(isValidNrb(changed)).toBe(false);
        for (const { swapped } of adjacentSwaps(nrb)) expect(isValidNrb(swapped)).toBe(false);
      }),
      { seed: 42, numRuns: 100 },
    );
  });
});

describe("ID card", () => {
  it("accepts ABA300000 and rejects ABA300001", () => {
    expect(isValidIdCard("ABA300000")).toBe(true);
    expect(isValidIdCard("aba 300000")).toBe(true);
    expect(isValidIdCard("ABA300001")).toBe(false);
    expect(isValidIdCard("AB3300000")).toBe(false);
    expect(isValidIdCard("ĄBA300000")).toBe(false);
  });

  it("generates valid numbers", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const id = generateIdCard(seededRng(seed));
        expect(id).toMatch(/^[A-Z]{3}\d{6}$/);
        expect(isValidIdCard(id)).toBe(true);
      }),
      RUNS,
    );
  });

  it("rejects every single-digit change (weights 7, 3, 1 are units mod 10)", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { changed } of singleDigitChanges(generateIdCard(seededRng(seed)))) {
          expect(isValidIdCard(changed)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it("misses a letter change exactly when the letter values differ by a multiple of 10 (A→K)", () => {
    expect(isValidIdCard("KBA300000")).toBe(true);
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 25 }),
        (seed, position, letter) => {
          const id = generateIdCard(seededRng(seed));
          const to = String.fromCharCode(65 + letter);
          const from = id[position]!;
          fc.pre(to !== from);
          const changed = id.slice(0, position) + to + id.slice(position + 1);
          expect(isValidIdCard(changed)).toBe((to.charCodeAt(0) - from.charCodeAt(0)) % 10 === 0);
        },
      ),
      RUNS,
    );
  });

  it("misses an adjacent swap exactly when the values differ by a multiple of 5", () => {
    const value = (ch: string) => (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55);
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const { position, a, b, swapped } of adjacentSwaps(generateIdCard(seededRng(seed)))) {
          // Position 2↔3 swaps a letter with the check digit: the format itself is then wrong.
          const missed = position !== 2 && (value(a) - value(b)) % 5 === 0;
          expect(isValidIdCard(swapped)).toBe(missed);
        }
      }),
      RUNS,
    );
  });
});

describe("postal code and phone", () => {
  it("validates postal codes", () => {
    expect(isValidPostalCode("00-838")).toBe(true);
    expect(isValidPostalCode("00838")).toBe(true);
    expect(normalizePostalCode(" 00838 ")).toBe("00-838");
    expect(isValidPostalCode("0-838")).toBe(false);
    expect(isValidPostalCode("00-8388")).toBe(false);
    expect(isValidPostalCode("AB-CDE")).toBe(false);
  });

  it("normalises phone numbers", () => {
    for (const phone of [
      "+48 600 700 800",
      "0048600700800",
      "48600700800",
      "600-700-800",
      "(0) 600 700 800",
      "600700800",
    ]) {
      expect(normalizePhone(phone)).toBe("600700800");
    }
    expect(normalizePhone("22 123 45 67")).toBe("221234567"); // Warsaw fixed line
    expect(normalizePhone("(42) 123 45 67")).toBe("421234567");
    expect(phoneToE164("600 700 800")).toBe("+48600700800");
    expect(phoneToE164("123")).toBeNull();
  });

  it("requires 9 digits without a trunk 0 (fixed lines 12/22/32 included, unlike DOMAIN §3's [4-9])", () => {
    expect(isValidPhone("+48 600 700 800")).toBe(true);
    expect(isValidPhone("+48 22 123 45 67")).toBe(true);
    expect(isValidPhone("12 345 67 89")).toBe(true);
    expect(isValidPhone("012 345 67 8")).toBe(false);
    expect(isValidPhone("60070080")).toBe(false);
    expect(isValidPhone("6007008001")).toBe(false);
    expect(isValidPhone("0600700800")).toBe(false);
    expect(isValidPhone("+49 600 700 800")).toBe(false);
  });

  it("recognises mobile prefixes", () => {
    for (const prefix of ["45", "50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"]) {
      expect(isMobile(`${prefix}1234567`)).toBe(true);
    }
    expect(isMobile("+48 600 700 800")).toBe(true);
    expect(isMobile("42 123 45 67")).toBe(false);
    expect(isMobile("58 123 45 67")).toBe(false);
    expect(isMobile("abc")).toBe(false);
  });
});

describe("Zod schemas", () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it("output the normalised value", () => {
    expect(nipSchema.parse("PL 726-112-03-85")).toBe("7261120385");
    expect(regonSchema.parse("123 456 785")).toBe("123456785");
    expect(peselSchema.parse(" 44051401359 ")).toBe("44051401359");
    expect(nrbSchema.parse("PL61 1090 1014 0000 0712 1981 2874")).toBe("61109010140000071219812874");
    expect(idCardSchema.parse("aba 300000")).toBe("ABA300000");
    expect(postalCodeSchema.parse("00838")).toBe("00-838");
    expect(phoneSchema.parse("+48 600 700 800")).toBe("600700800");
    expect(mobilePhoneSchema.parse("0048 600 700 800")).toBe("600700800");
  });

  it("report Polish messages naming the field", () => {
    expect(firstMessage(nipSchema.safeParse("1234567890"))).toBe("Nieprawidłowy NIP");
    expect(firstMessage(peselSchema.safeParse("44051401358"))).toBe("Nieprawidłowy numer PESEL");
    expect(firstMessage(nrbSchema.safeParse("PL62 1090 1014 0000 0712 1981 2874"))).toBe(
      "Nieprawidłowy numer rachunku bankowego",
    );
    expect(firstMessage(idCardSchema.safeParse("ABA300001"))).toBe(
      "Nieprawidłowa seria i numer dowodu osobistego",
    );
    expect(firstMessage(postalCodeSchema.safeParse("00-83"))).toBe(
      "Nieprawidłowy kod pocztowy (format 00-000)",
    );
    expect(firstMessage(phoneSchema.safeParse("123"))).toBe("Nieprawidłowy numer telefonu");
    expect(firstMessage(regonSchema.safeParse("123456786"))).toBe("Nieprawidłowy numer REGON");
    expect(firstMessage(mobilePhoneSchema.safeParse("22 123 45"))).toBe("Nieprawidłowy numer telefonu");
    expect(firstMessage(mobilePhoneSchema.safeParse("22 123 45 67"))).toBe(
      "Podaj numer telefonu komórkowego",
    );
    expect(firstMessage(mobilePhoneSchema.safeParse("42 123 45 67"))).toBe(
      "Podaj numer telefonu komórkowego",
    );
    expect(firstMessage(nipSchema.safeParse(7261120385))).toBe(MESSAGES.nip);
  });
});
