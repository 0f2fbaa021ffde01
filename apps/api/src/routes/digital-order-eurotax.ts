// The vehicle dictionary for cars outside our stock (DOMAIN §7.2): make → model (generation) → version.
// GET /digital-order/eurotax/brands, /models?id=<brand id>, /versions?id=<model id>.
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { vehicleMakes, vehicleModels, vehicleVersions } from "@vhs/db/schema/orders.ts";
import { BODY_TYPE_LABELS, comparePl, FUEL_LABELS } from "@vhs/domain/labels.ts";
import { VAT_RATE } from "@vhs/domain/leasing-constants.ts";
import { roundGrosz } from "@vhs/domain/leasing-math.ts";
import { asc, desc, eq } from "drizzle-orm";
import { router } from "../lib/openapi.ts";
import { E422, errorContent, json } from "./digital-order-common.ts";
import { IdQuery, MakeItem, ModelItem, VersionItem } from "./digital-order-schemas-lookups.ts";

const CACHE = { "Cache-Control": "public, max-age=3600" } as const;

export function eurotaxRoutes(db: Db) {
  const app = router();

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/eurotax/brands",
      tags: ["digital-order"],
      summary: "Słownik pojazdów: marki",
      responses: { 200: json(z.array(MakeItem), "Marki (alfabetycznie)") },
    }),
    async (c) => {
      const rows = await db.select({ id: vehicleMakes.id, name: vehicleMakes.name }).from(vehicleMakes);
      rows.sort((a, b) => comparePl(a.name, b.name));
      return c.json(rows, 200, CACHE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/eurotax/models",
      tags: ["digital-order"],
      summary: "Słownik pojazdów: modele (generacje) marki",
      request: { query: IdQuery },
      responses: {
        200: json(z.array(ModelItem), "Modele marki, od najnowszej generacji"),
        404: errorContent("Nie ma takiej marki"),
        ...E422,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("query");
      const [make] = await db
        .select({ id: vehicleMakes.id })
        .from(vehicleMakes)
        .where(eq(vehicleMakes.id, id));
      if (!make) return c.json({ error: true as const, message: "Nie znaleziono marki w słowniku." }, 404);
      const rows = await db
        .select({
          id: vehicleModels.id,
          name: vehicleModels.name,
          generation: vehicleModels.generation,
          yearFrom: vehicleModels.yearFrom,
          yearTo: vehicleModels.yearTo,
        })
        .from(vehicleModels)
        .where(eq(vehicleModels.makeId, id))
        .orderBy(asc(vehicleModels.name), desc(vehicleModels.yearFrom));
      rows.sort((a, b) => comparePl(a.name, b.name) || b.yearFrom - a.yearFrom);
      return c.json(
        rows.map((m) => ({
          ...m,
          label: `${m.name} ${m.generation} (${m.yearTo ? `${m.yearFrom}–${m.yearTo}` : `od ${m.yearFrom}`})`,
        })),
        200,
        CACHE,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/digital-order/eurotax/versions",
      tags: ["digital-order"],
      summary: "Słownik pojazdów: wersje modelu (lata produkcji, nadwozie, napęd, moc, CO₂, cena katalogowa)",
      request: { query: IdQuery },
      responses: {
        200: json(z.array(VersionItem), "Wersje modelu"),
        404: errorContent("Nie ma takiego modelu"),
        ...E422,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("query");
      const [model] = await db
        .select({ id: vehicleModels.id })
        .from(vehicleModels)
        .where(eq(vehicleModels.id, id));
      if (!model) return c.json({ error: true as const, message: "Nie znaleziono modelu w słowniku." }, 404);
      const rows = await db
        .select()
        .from(vehicleVersions)
        .where(eq(vehicleVersions.modelId, id))
        .orderBy(asc(vehicleVersions.priceNetGr), asc(vehicleVersions.id));
      return c.json(
        rows.map((v) => {
          const priceNet = v.priceNetGr / 100;
          return {
            id: v.id,
            eurotaxCode: v.eurotaxCode,
            name: v.name,
            yearFrom: v.yearFrom,
            yearTo: v.yearTo,
            body: v.bodyType,
            bodyLabel: BODY_TYPE_LABELS[v.bodyType as keyof typeof BODY_TYPE_LABELS] ?? v.bodyType,
            doors: v.doors,
            seats: v.seats,
            fuel: v.fuel,
            fuelLabel: FUEL_LABELS[v.fuel as keyof typeof FUEL_LABELS] ?? v.fuel,
            powerKw: v.powerKw,
            powerKm: v.powerKm,
            capacityCcm: v.capacityCcm,
            gearbox: v.gearbox,
            drive: v.drive,
            co2: v.co2,
            priceNet,
            priceGross: roundGrosz(priceNet * (1 + VAT_RATE)),
          };
        }),
        200,
        CACHE,
      );
    },
  );

  return app;
}
