// The model tables of the seed (models-*.ts) and their parser. A table is plain text, one brand
// section after another, so that 250 models stay readable and reviewable:
//
//   # toyota                                       ← brand slug (BRAND_NAMES, slugified)
//   @ Corolla | C | 2019 | sedan hatchback kombi | 105900 | 23487 | alias=korolka
//     Najchętniej rejestrowany samochód w Polsce …   ← lead (one line without "|")
//     1.5 VVT-i  | benzyna | 125 | 1490 | A | P | 140 | 0     | sedan
//     1.8 Hybrid | hybryda | 140 | 1798 | A | P | 101 | 10000
//
// Model line: name | segment | first year of the generation | body types (the first is the base) |
// list price from, gross zł (first body, first engine, first trim) | new registrations in Poland in
// 2025 (MARKET.md for its top ten, otherwise an estimate) | options: slug=…, alias=a,b (search
// aliases), seats=N, doors=N, trims=N (how many of the brand's trims, default 3), preorder.
// Engine line: name | fuel slug | KM | cm³ (0 for BEV) | gearbox M/A | drive P (front) / T (rear) /
// 4 (4x4) | WLTP CO₂ g/km | surcharge over the base price, gross zł | optional body types it is
// limited to. Every value is checked here; a bad line stops the seed with its line number.
import { SEGMENT_LABELS, type SegmentCode } from "@vhs/domain/catalog-rules.ts";
import {
  BODY_TYPE_LABELS,
  type BodyTypeSlug,
  type DriveSlug,
  FUEL_LABELS,
  type FuelSlug,
  type GearboxSlug,
  slugify,
} from "@vhs/domain/labels.ts";
import { BRAND_NAMES } from "./brands.ts";
import { ASIA_USA_MODELS } from "./models-asia-usa.ts";
import { EUROPEAN_MODELS } from "./models-europe.ts";
import { JAPANESE_MODELS } from "./models-japan.ts";
import { PREMIUM_MODELS } from "./models-premium.ts";
import { VAG_MODELS } from "./models-vag.ts";

export interface EngineSpec {
  name: string;
  fuel: FuelSlug;
  powerKm: number;
  capacity: number;
  gearbox: GearboxSlug;
  drive: DriveSlug;
  co2: number;
  /** Gross zł over the model's base price. */
  surcharge: number;
  /** Body types the engine is offered with; all of the model's when empty. */
  bodies: BodyTypeSlug[];
}

export interface ModelSpec {
  brandSlug: string;
  name: string;
  slug: string;
  segment: SegmentCode;
  generationYear: number;
  bodies: BodyTypeSlug[];
  /** Gross zł. */
  basePrice: number;
  popularity: number;
  lead: string;
  aliases: string[];
  seats: number | null;
  doors: number | null;
  trimCount: number;
  preorder: boolean;
  engines: EngineSpec[];
}

const GEARBOXES: Record<string, GearboxSlug> = { M: "manualna", A: "automatyczna" };
const DRIVES: Record<string, DriveSlug> = { P: "przedni", T: "tylny", "4": "4x4" };
const BRAND_SLUGS = new Set<string>(BRAND_NAMES.map((name) => slugify(name)));

function fail(source: string, line: number, message: string): never {
  throw new Error(`${source}:${line}: ${message}`);
}

function int(
  value: string | undefined,
  source: string,
  line: number,
  what: string,
  min: number,
  max: number,
) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(source, line, `${what} must be ${min}–${max}: ${value}`);
  return n;
}

function bodyList(value: string, source: string, line: number): BodyTypeSlug[] {
  const bodies = value.split(/\s+/).filter(Boolean);
  for (const b of bodies)
    if (!Object.hasOwn(BODY_TYPE_LABELS, b)) fail(source, line, `unknown body type ${b}`);
  return bodies as BodyTypeSlug[];
}

function parseModelLine(cells: string[], brandSlug: string, source: string, line: number): ModelSpec {
  const [name, segment, year, bodies, price, popularity, options = ""] = cells;
  if (!name) fail(source, line, "model name missing");
  if (!segment || !Object.hasOwn(SEGMENT_LABELS, segment)) fail(source, line, `unknown segment ${segment}`);
  const model: ModelSpec = {
    brandSlug,
    name,
    slug: slugify(name),
    segment: segment as SegmentCode,
    generationYear: int(year, source, line, "generation year", 2000, 2026),
    bodies: bodyList(bodies ?? "", source, line),
    basePrice: int(price, source, line, "price", 20_000, 2_000_000),
    popularity: int(popularity, source, line, "registrations", 0, 100_000),
    lead: "",
    aliases: [],
    seats: null,
    doors: null,
    trimCount: 3,
    preorder: false,
    engines: [],
  };
  if (model.bodies.length === 0) fail(source, line, "no body type");
  for (const option of options.split(/\s+/).filter(Boolean)) {
    const [key, value = ""] = option.split("=");
    if (key === "slug") model.slug = value;
    else if (key === "alias") model.aliases = value.split(",").map((a) => a.replace(/_/g, " "));
    else if (key === "seats") model.seats = int(value, source, line, "seats", 2, 9);
    else if (key === "doors") model.doors = int(value, source, line, "doors", 2, 5);
    else if (key === "trims") model.trimCount = int(value, source, line, "trims", 1, 4);
    else if (key === "preorder") model.preorder = true;
    else fail(source, line, `unknown option ${option}`);
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(model.slug)) fail(source, line, `bad slug ${model.slug}`);
  return model;
}

function parseEngineLine(cells: string[], model: ModelSpec, source: string, line: number): EngineSpec {
  const [name, fuel, km, ccm, gearbox, drive, co2, surcharge, bodies = ""] = cells;
  if (!name) fail(source, line, "engine name missing");
  if (!fuel || !Object.hasOwn(FUEL_LABELS, fuel)) fail(source, line, `unknown fuel ${fuel}`);
  const engine: EngineSpec = {
    name,
    fuel: fuel as FuelSlug,
    powerKm: int(km, source, line, "power", 40, 1500),
    capacity: int(ccm, source, line, "capacity", 0, 8000),
    gearbox: GEARBOXES[gearbox ?? ""] ?? fail(source, line, `gearbox must be M or A: ${gearbox}`),
    drive: DRIVES[drive ?? ""] ?? fail(source, line, `drive must be P, T or 4: ${drive}`),
    co2: int(co2, source, line, "CO₂", 0, 400),
    surcharge: int(surcharge, source, line, "surcharge", 0, 1_000_000),
    bodies: bodies ? bodyList(bodies, source, line) : [],
  };
  const electric = engine.fuel === "elektryczny" || engine.fuel === "wodor";
  if (electric !== (engine.co2 === 0)) fail(source, line, "CO₂ is 0 exactly for BEV and hydrogen cars");
  if (electric !== (engine.capacity === 0)) fail(source, line, "capacity is 0 exactly for BEV and hydrogen");
  if (engine.fuel === "hybryda-plug-in" && engine.co2 >= 50) fail(source, line, "a PHEV emits < 50 g/km");
  for (const b of engine.bodies)
    if (!model.bodies.includes(b)) fail(source, line, `${b} is not a body of it`);
  return engine;
}

/** Parses one models-*.ts table; `source` names it in errors. */
export function parseModelTable(text: string, source: string): ModelSpec[] {
  const models: ModelSpec[] = [];
  let brandSlug = "";
  let model: ModelSpec | undefined;
  const finish = () => {
    if (!model) return;
    if (!model.lead) throw new Error(`${source}: ${model.name} has no lead`);
    if (model.engines.length === 0) throw new Error(`${source}: ${model.name} has no engine`);
    models.push(model);
  };
  text.split("\n").forEach((raw, i) => {
    const line = i + 1;
    const text = raw.trim();
    if (!text) return;
    if (text.startsWith("#")) {
      finish();
      model = undefined;
      brandSlug = text.slice(1).trim();
      if (!BRAND_SLUGS.has(brandSlug)) fail(source, line, `unknown brand ${brandSlug}`);
      return;
    }
    if (text.startsWith("@")) {
      finish();
      if (!brandSlug) fail(source, line, "model before any brand");
      const cells = text
        .slice(1)
        .split("|")
        .map((c) => c.trim());
      model = parseModelLine(cells, brandSlug, source, line);
      return;
    }
    if (!model) fail(source, line, "line outside a model");
    if (!text.includes("|")) {
      if (model.lead) fail(source, line, "second lead line");
      model.lead = text;
      return;
    }
    model.engines.push(
      parseEngineLine(
        text.split("|").map((c) => c.trim()),
        model,
        source,
        line,
      ),
    );
  });
  finish();
  return models;
}

/** Every model of the seed, brand by brand in BRAND_NAMES order, with unique slugs. */
export function loadModels(): ModelSpec[] {
  const models = [
    ...parseModelTable(JAPANESE_MODELS, "models-japan.ts"),
    ...parseModelTable(VAG_MODELS, "models-vag.ts"),
    ...parseModelTable(PREMIUM_MODELS, "models-premium.ts"),
    ...parseModelTable(ASIA_USA_MODELS, "models-asia-usa.ts"),
    ...parseModelTable(EUROPEAN_MODELS, "models-europe.ts"),
  ];
  const seen = new Set<string>();
  for (const m of models) {
    if (seen.has(m.slug)) throw new Error(`duplicate model slug ${m.slug}`);
    seen.add(m.slug);
  }
  const brandOrder = new Map(BRAND_NAMES.map((name, i) => [slugify(name), i]));
  // A stable sort keeps each table's own order within a brand.
  return models.sort((a, b) => brandOrder.get(a.brandSlug)! - brandOrder.get(b.brandSlug)!);
}
