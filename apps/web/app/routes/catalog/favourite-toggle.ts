import { changeCarListAction } from "../../lib/car-lists.server.ts";
import type { Route } from "./+types/favourite-toggle";

/** POST /ulubione/zmien (id, op=add|remove, powrot): the heart on every car card. A resource route. */
export async function action({ request }: Route.ActionArgs) {
  return changeCarListAction(request, "favourites");
}

/** A GET here (a bookmarked form target) goes to the favourites. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/ulubione" } });
}
