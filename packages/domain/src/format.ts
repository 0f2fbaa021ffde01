// Polish number, money, percent and date formatting via Intl (pl-PL).
// Intl's output is kept as is: the group separator is a no-break space (U+00A0). pl-PL does not group
// 4-digit numbers by default ("1234,56"), so grouping is forced with useGrouping: "always" (supported by
// Node 24 / ICU 78, and by current browsers; older engines treat it as `true`, i.e. the locale default).

const LOCALE = "pl-PL";
const TIME_ZONE = "Europe/Warsaw";

/**
 * A value made on first use. Intl's formatters are made so: building one costs milliseconds, and the first
 * date formatter of a page loads ICU's calendar data (about 25 ms on a desktop, 100 ms on a phone), which a
 * page that shows no date should not pay for while it starts.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

// "sv-SE" writes dates as YYYY-MM-DD.
const isoDayFormat = onFirstUse(() => new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE }));

// The last minute asked for and its day: Intl's formatting costs microseconds, and an API answer asks for
// today several times. Poland's offsets from UTC are whole hours, so a day never changes within a minute.
let lastMinute = Number.NaN;
let lastDay = "";

/** The calendar day in Poland (YYYY-MM-DD) at a moment (a Date or epoch milliseconds; default now). */
export function warsawDay(at: Date | number = Date.now()): string {
  const ms = typeof at === "number" ? at : at.getTime();
  const minute = Math.floor(ms / 60_000);
  if (minute !== lastMinute) {
    // An invalid moment throws here (NaN never equals the last minute), as Intl does.
    lastDay = isoDayFormat().format(ms);
    lastMinute = minute;
  }
  return lastDay;
}

// Intl formatters are costly to build: one per option set, made on first use and reused.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { ...options, useGrouping: "always" });
    numberFormats.set(key, format);
  }
  return format;
}

/** A złoty formatter with `digits` decimals. */
const plnFormat = (digits: number) =>
  numberFormat(`pln${digits}`, {
    style: "currency",
    currency: "PLN",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: TIME_ZONE,
    }),
);

const longDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** 1234.56 → "1 234,56 zł" (U+00A0 as the group separator and before "zł"). */
export const formatPln: (amount: number) => string = remembered((amount) => plnFormat(2).format(amount));

/**
 * An amount as its client reads it: a consumer pays brutto, so sees "1 845,00 zł brutto" only; a firm
 * deducts VAT, so sees "1 500,00 zł netto (1 845,00 zł brutto)".
 */
export function formatPlnFor(client: "consumer" | "entrepreneur", net: number, gross: number): string {
  return client === "consumer"
    ? `${formatPln(gross)} brutto`
    : `${formatPln(net)} netto (${formatPln(gross)} brutto)`;
}

/** 200759 → "200 759 zł" (rounded by Intl, half away from zero). */
export const formatPlnWhole: (amount: number) => string = remembered((amount) => plnFormat(0).format(amount));

/**
 * A number formatter that remembers what it wrote, up to `max` numbers (then it starts afresh): a page
 * formats the same prices and counts on every answer, and each of Intl's calls costs a microsecond or more.
 * Minus zero is written afresh every time, as a map takes it for zero.
 */
export function remembered(format: (n: number) => string, max = 5000): (n: number) => string {
  const written = new Map<number, string>();
  return (n) => {
    if (Object.is(n, -0)) return format(n);
    let text = written.get(n);
    if (text === undefined) {
      text = format(n);
      if (written.size >= max) written.clear();
      written.set(n, text);
    }
    return text;
  };
}

/** 1234.5 → "1 234,5"; with fractionDigits = 2 → "1 234,50". */
export function formatNumber(value: number, fractionDigits?: number): string {
  return numberFormat(`n${fractionDigits ?? ""}`, {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 3,
  }).format(value);
}

/**
 * The argument is in percent (as everywhere in the domain: 119.77 means 119,77 %):
 * formatPercent(119.77) → "119,77%" (pl-PL CLDR puts no space before "%").
 */
export function formatPercent(percent: number, fractionDigits = 2): string {
  return numberFormat(`p${fractionDigits}`, {
    style: "percent",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/**
 * dd.mm.rrrr. A "YYYY-MM-DD" string is formatted as that calendar date (no time-zone shift); a Date or any
 * other string is shown as the calendar date in Europe/Warsaw.
 */
export function formatDate(date: Date | string): string {
  if (typeof date === "string") {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (match) return `${match[3]}.${match[2]}.${match[1]}`;
  }
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return dateFormat().format(value);
}

/**
 * A calendar day in words, as documents state when they apply: "2026-06-01" → "1 czerwca 2026" (the month
 * in the genitive, as Intl gives it with a day). Anything but YYYY-MM-DD is returned as it is.
 */
export function formatDay(day: string): string {
  let text = formattedDays.get(day);
  if (text === undefined) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!match) return day;
    text = longDateFormat().format(new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)));
    if (formattedDays.size >= MAX_FORMATTED_DAYS) formattedDays.clear();
    formattedDays.set(day, text);
  }
  return text;
}

// The days already written out: a page lists the same few dates (its articles') on every answer, and
// Intl's long format costs microseconds a call.
const formattedDays = new Map<string, string>();
const MAX_FORMATTED_DAYS = 1000;
