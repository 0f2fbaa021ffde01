import { currentReportsFeed } from "../../lib/feeds.server.ts";
import type { Route } from "./+types/feed";

/** /komunikaty/rss.xml: the current reports as RSS 2.0 (lib/feeds.server.ts). */
export function loader({ context }: Route.LoaderArgs): Promise<Response> {
  return currentReportsFeed(context);
}
