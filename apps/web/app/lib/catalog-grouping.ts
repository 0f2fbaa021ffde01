// A brand's models grouped by body type (the brand page; used by its loader only).
import { BODY_TYPE_LABELS } from "@vhs/domain/labels.ts";
import type { BodyEntry, ModelItem } from "./catalog.ts";

export interface BodyGroup {
  bodyType: string;
  name: string;
  /** Cheapest priced entry of the group (netto), 0 when none has a price. */
  priceFrom: number;
  /** The same entry's brutto price. */
  priceFromGross: number;
  count: number;
  models: { model: ModelItem; entry: BodyEntry }[];
}

/**
 * A brand's models grouped by body type (a model with two bodies is in two groups), each group with its
 * lowest price and its number of cars; groups with more cars first, then in label order.
 */
export function groupModelsByBody(models: readonly ModelItem[]): BodyGroup[] {
  const groups = new Map<string, BodyGroup>();
  for (const model of models) {
    for (const entry of model.bodyTypes) {
      let group = groups.get(entry.bodyType);
      if (!group) {
        group = {
          bodyType: entry.bodyType,
          name: entry.name,
          priceFrom: 0,
          priceFromGross: 0,
          count: 0,
          models: [],
        };
        groups.set(entry.bodyType, group);
      }
      group.count += entry.count;
      if (entry.price > 0 && (group.priceFrom === 0 || entry.price < group.priceFrom)) {
        group.priceFrom = entry.price;
        group.priceFromGross = entry.priceGross;
      }
      group.models.push({ model, entry });
    }
  }
  const order = Object.keys(BODY_TYPE_LABELS);
  return [...groups.values()].sort(
    (a, b) => b.count - a.count || order.indexOf(a.bodyType) - order.indexOf(b.bodyType),
  );
}
