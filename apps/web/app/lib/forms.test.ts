import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldProps, parseForm } from "./forms.ts";

const schema = z.object({
  email: z.string().email("Podaj poprawny adres e-mail"),
  price: z.coerce.number().min(10_000, "Cena musi wynosić co najmniej 10 000 zł"),
});

describe("parseForm", () => {
  it("returns typed data when valid", () => {
    const fd = new FormData();
    fd.set("email", "jan@example.pl");
    fd.set("price", "150000");
    expect(parseForm(fd, schema)).toEqual({
      ok: true,
      data: { email: "jan@example.pl", price: 150000 },
      values: { email: "jan@example.pl", price: "150000" },
    });
  });

  it("keeps what was typed and names each failing field in Polish", () => {
    const fd = new FormData();
    fd.set("email", "jan@");
    fd.set("price", "5");
    const result = parseForm(fd, schema);
    expect(result).toEqual({
      ok: false,
      values: { email: "jan@", price: "5" },
      errors: { email: "Podaj poprawny adres e-mail", price: "Cena musi wynosić co najmniej 10 000 zł" },
    });
    expect(fieldProps("email", result.ok ? undefined : result.errors)).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "email-blad",
    });
    expect(fieldProps("name", undefined)["aria-invalid"]).toBeUndefined();
  });
});
