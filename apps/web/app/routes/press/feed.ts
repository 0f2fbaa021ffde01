import { pressFeed } from "../../lib/feeds.server.ts";
import type { Route } from "./+types/feed";

/** /biuro-prasowe/rss.xml: the press office's newest releases as RSS 2.0 (lib/feeds.server.ts). */
export function loader({ context }: Route.LoaderArgs): Promise<Response> {
  return pressFeed(context);
}
