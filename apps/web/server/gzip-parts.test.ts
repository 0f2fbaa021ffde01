import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePart, gzipJoined } from "./gzip-parts.ts";

const join = (texts: string[], values: string[]) =>
  texts.reduce((out, t, i) => out + (i > 0 ? values[i - 1] : "") + t, "");

describe("a page gzipped once and joined per answer", () => {
  it("decompresses to the texts with the values between them (CRC and length checked by zlib)", () => {
    const texts = [
      '<!DOCTYPE html><html lang="pl"><script nonce="',
      '">window.x=1</script><h1>Leasing samochodów — Łódź, Kraków, Gdańsk</h1><input value="',
      '"><p>Rata od 1 234,56 zł netto/mies.</p>'.repeat(200),
      "",
    ];
    const parts = texts.map(deflatePart);
    for (const values of [
      ["N0nce==", "key-1", "key-2"],
      ["Zmienione==", "ąęłńóśźż", ""],
    ]) {
      const gz = gzipJoined(parts, values);
      expect(gunzipSync(gz).toString("utf8")).toBe(join(texts, values));
    }
  });

  it("compresses the repeated text, and carries a value longer than one stored block", () => {
    const texts = ["<p>Samochód</p>".repeat(2000), "<p>koniec</p>"];
    const long = "x".repeat(70_000);
    const gz = gzipJoined(texts.map(deflatePart), [long]);
    expect(gunzipSync(gz).toString("utf8")).toBe(join(texts, [long]));
    const small = gzipJoined(texts.map(deflatePart), ["k"]);
    expect(small.length).toBeLessThan(Buffer.byteLength(texts[0]!) / 20);
  });

  it("refuses parts and values that do not alternate", () => {
    expect(() => gzipJoined([deflatePart("a")], ["v"])).toThrow(/one value between/);
  });
});
