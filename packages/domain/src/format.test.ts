import { describe, expect, it, vi } from "vitest";
import {
  formatDate,
  formatDay,
  formatNumber,
  formatPercent,
  formatPln,
  formatPlnWhole,
  remembered,
  warsawDay,
} from "./format.ts";

const NBSP = "\u00a0";

describe("formatPln", () => {
  it("groups with a no-break space, 4-digit amounts included", () => {
    expect(formatPln(1234.56)).toBe(`1${NBSP}234,56${NBSP}zł`);
    expect(formatPln(1494.32)).toBe(`1${NBSP}494,32${NBSP}zł`);
    expect(formatPln(179_659.31)).toBe(`179${NBSP}659,31${NBSP}zł`);
    expect(formatPln(1_234_567.891)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}zł`);
  });

  it("matches Intl's own output for pl-PL with forced grouping", () => {
    const intl = new Intl.NumberFormat("pl-PL", {
      style: "currency",
      currency: "PLN",
      useGrouping: "always",
    });
    for (const amount of [0, 0.5, 12.3, 999.99, 1000, 1838.02, 52_500, -46_125]) {
      expect(formatPln(amount)).toBe(intl.format(amount));
    }
    // Without forcing, pl-PL leaves 4-digit numbers ungrouped; the format must not depend on that default.
    expect(new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" }).format(1234.56)).toBe(
      `1234,56${NBSP}zł`,
    );
  });

  it("always shows two decimals", () => {
    expect(formatPln(0)).toBe(`0,00${NBSP}zł`);
    expect(formatPln(37_500)).toBe(`37${NBSP}500,00${NBSP}zł`);
    expect(formatPln(-1234.5)).toBe(`-1${NBSP}234,50${NBSP}zł`);
  });
});

describe("formatPlnWhole", () => {
  it("shows whole złoty", () => {
    expect(formatPlnWhole(200_759)).toBe(`200${NBSP}759${NBSP}zł`);
    expect(formatPlnWhole(1234)).toBe(`1${NBSP}234${NBSP}zł`);
    expect(formatPlnWhole(200_759.5)).toBe(`200${NBSP}760${NBSP}zł`);
  });
});

describe("formatNumber", () => {
  it("formats with a decimal comma and forced grouping", () => {
    expect(formatNumber(1234.5)).toBe(`1${NBSP}234,5`);
    expect(formatNumber(1234.5, 2)).toBe(`1${NBSP}234,50`);
    expect(formatNumber(102_114.12, 2)).toBe(`102${NBSP}114,12`);
    expect(formatNumber(60)).toBe("60");
  });
});

describe("formatPercent", () => {
  it("takes percentage points (119.77 → 119,77%)", () => {
    expect(formatPercent(119.77)).toBe("119,77%");
    expect(formatPercent(7)).toBe("7,00%");
    expect(formatPercent(25, 0)).toBe("25%");
    expect(formatPercent(59.79)).toBe("59,79%");
    expect(formatPercent(1234.5)).toBe(`1${NBSP}234,50%`);
  });
});

describe("formatDate", () => {
  it("formats dd.mm.rrrr", () => {
    expect(formatDate("2026-03-24")).toBe("24.03.2026");
    expect(formatDate("1944-05-14")).toBe("14.05.1944");
  });

  it("shows a Date as the calendar day in Warsaw", () => {
    expect(formatDate(new Date("2026-03-05T12:00:00Z"))).toBe("05.03.2026");
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw (UTC+1).
    expect(formatDate(new Date("2025-12-31T23:30:00Z"))).toBe("01.01.2026");
    expect(formatDate("2026-03-24T10:00:00+01:00")).toBe("24.03.2026");
  });

  it("refuses an invalid date", () => {
    expect(() => formatDate("jutro")).toThrow(RangeError);
  });
});

describe("formatDay", () => {
  it("writes the day, the month in the genitive and the year", () => {
    expect(formatDay("2026-06-01")).toBe("1 czerwca 2026");
    expect(formatDay("2026-12-31")).toBe("31 grudnia 2026");
    expect(formatDay("2027-02-14")).toBe("14 lutego 2027");
  });

  it("leaves anything but a YYYY-MM-DD day as it is", () => {
    expect(formatDay("01.06.2026")).toBe("01.06.2026");
  });

  it("gives Intl's words for every day of three years, each asked twice", () => {
    const intl = new Intl.DateTimeFormat("pl-PL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let i = 0; i < 3 * 366; i++) {
      const at = Date.UTC(2025, 0, 1 + i);
      const day = new Date(at).toISOString().slice(0, 10);
      expect(formatDay(day)).toBe(intl.format(at));
      expect(formatDay(day)).toBe(intl.format(at));
    }
  });
});

describe("warsawDay", () => {
  it("gives the day in Poland around midnight, in winter and summer, asked again and again", () => {
    // 23:59 UTC on 31 December is 00:59 on 1 January in Warsaw (UTC+1).
    expect(warsawDay(Date.UTC(2026, 11, 31, 22, 59, 59, 999))).toBe("2026-12-31");
    expect(warsawDay(Date.UTC(2026, 11, 31, 23, 0))).toBe("2027-01-01");
    expect(warsawDay(Date.UTC(2026, 11, 31, 23, 0, 30))).toBe("2027-01-01");
    expect(warsawDay(new Date(Date.UTC(2026, 11, 31, 22, 59, 30)))).toBe("2026-12-31");
    // Summer time (UTC+2): 22:00 UTC is already the next day.
    expect(warsawDay(Date.UTC(2026, 6, 14, 21, 59))).toBe("2026-07-14");
    expect(warsawDay(Date.UTC(2026, 6, 14, 22, 0))).toBe("2026-07-15");
    expect(warsawDay(Date.UTC(2026, 6, 14, 22, 0))).toBe("2026-07-15");
    expect(() => warsawDay(Number.NaN)).toThrow(RangeError);
    expect(() => warsawDay(new Date("nie data"))).toThrow(RangeError);
  });
});

describe("remembered", () => {
  it("writes each number as the formatter does, asked again or not, past its limit too", () => {
    const intl = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 0, useGrouping: "always" });
    let calls = 0;
    const format = remembered((n) => {
      calls++;
      return intl.format(n);
    }, 100);
    for (const n of [1234, 1234, 0, -0, -0.4, 99.5, Number.NaN, Number.NaN]) {
      expect(format(n)).toBe(intl.format(n));
    }
    // 1234 and NaN written once each; minus zero never remembered as zero.
    expect(calls).toBe(6);
    expect(format(-0)).toBe("-0");
    expect(format(0)).toBe("0");
    for (let n = 0; n < 250; n++) expect(format(n * 1001)).toBe(intl.format(n * 1001));
  });

  it("keeps the site's money formats exact", () => {
    for (const amount of [0.005, 1494.32, 179_659.31, 1_234_567.891, -46_125, 0.5]) {
      expect(formatPln(amount)).toBe(formatPln(amount));
      expect(formatPlnWhole(amount)).toBe(formatPlnWhole(amount));
    }
    expect(formatPlnWhole(200_759.5)).toBe(`200${NBSP}760${NBSP}zł`);
  });
});

describe("the formatters, made on first use", () => {
  it("builds no Intl formatter when the module loads, and each one once when first asked", async () => {
    const made: string[] = [];
    const { DateTimeFormat, NumberFormat } = Intl;
    const spy = <T extends object>(name: string, Real: T): T =>
      new Proxy(Real, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target as never, args);
        },
      });
    Intl.DateTimeFormat = spy("DateTimeFormat", DateTimeFormat);
    Intl.NumberFormat = spy("NumberFormat", NumberFormat);
    try {
      // A fresh copy of the module, as a page's first load evaluates it.
      vi.resetModules();
      const fresh = await import("./format.ts");
      expect(made).toEqual([]);
      expect(fresh.formatPln(1234.5)).toBe("1\u00a0234,50\u00a0zł");
      expect(fresh.formatPln(99)).toBe("99,00\u00a0zł");
      expect(made).toEqual(["NumberFormat"]);
      expect(fresh.warsawDay(Date.UTC(2026, 11, 31, 23, 30))).toBe("2027-01-01");
      expect(made).toEqual(["NumberFormat", "DateTimeFormat"]);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
    }
  });
});
