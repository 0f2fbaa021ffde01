import type { ShouldRevalidateFunctionArgs } from "react-router";
import { isListToggle, LIST_RELOAD_FIELD } from "./car-lists.ts";

/**
 * shouldRevalidate of catalogue pages whose data does not depend on the visitor's lists: a heart or
 * "Porównaj" click only changes the root's lists (which still revalidate), not the page's own data —
 * unless the click came from cards kept as served, which need that data to be drawn again.
 */
export function skipAfterListToggle({
  formAction,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isListToggle(formAction) && !formData?.has(LIST_RELOAD_FIELD) ? false : defaultShouldRevalidate;
}
