import { redirect } from "react-router";
import type { Route } from "./+types/moved";

/**
 * Addresses with no screen of their own (SPEC §2): the dealer congress is a section of the dealer page
 * and "podepnij się" (plug in) is the partner programme's sign-up. A 301 keeps old links and campaigns
 * working.
 */
const TARGETS: Record<string, string> = {
  "/kongres-dealerski": "/dla-dealera#kongres-dealerski",
  "/podepnij-sie": "/zarabiaj#jak-dolaczyc",
};

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").toLowerCase();
  return redirect(TARGETS[path] ?? "/", 301);
}
