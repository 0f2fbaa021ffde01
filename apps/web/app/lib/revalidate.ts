import type { ShouldRevalidateFunctionArgs } from "react-router";
import { isListToggle } from "./car-lists.ts";

/**
 * shouldRevalidate of catalogue pages whose data does not depend on the visitor's lists: a heart or
 * "Porównaj" click only changes the root's lists (which still revalidate), not the page's own data.
 */
export function skipAfterListToggle({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isListToggle(formAction) ? false : defaultShouldRevalidate;
}
