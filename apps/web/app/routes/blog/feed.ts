import { blogFeed } from "../../lib/feeds.server.ts";
import type { Route } from "./+types/feed";

/** /moto/rss.xml: the blog's newest articles as RSS 2.0 (lib/feeds.server.ts). */
export function loader({ context }: Route.LoaderArgs): Promise<Response> {
  return blogFeed(context);
}
