import { changeCarListAction } from "../../lib/car-lists.server.ts";
import type { Route } from "./+types/compare-toggle";

/** POST /porownaj/zmien (id, op=add|remove, powrot): "Porównaj" on car cards. A resource route. */
export async function action({ request }: Route.ActionArgs) {
  return changeCarListAction(request, "compare");
}

/** A GET here (a bookmarked form target) goes to the comparison. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/porownaj" } });
}
