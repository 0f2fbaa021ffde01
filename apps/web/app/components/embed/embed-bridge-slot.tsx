// Embed mode's messages to the partner's page (lib/embed-bridge.ts): a page start resets the parent (1),
// every change of route asks for a new size. Loaded after hydration, in embed mode only (root.tsx): it
// renders nothing, so the served page needs none of it.
import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import type { EmbedBridge } from "../../lib/embed-bridge.ts";

export default function EmbedBridgeSlot({ origins }: { origins: readonly string[] }) {
  const bridge = useRef<EmbedBridge | null>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const key = origins.join(" ");

  useEffect(() => {
    let cancelled = false;
    void import("../../lib/embed-bridge.ts").then((m) => {
      if (!cancelled) bridge.current = m.startEmbedBridge(key.split(" "));
    });
    return () => {
      cancelled = true;
      bridge.current?.dispose();
      bridge.current = null;
    };
  }, [key]);

  // A new page starts loading: the parent resets its frame.
  useEffect(() => {
    if (navigation.state === "loading" && navigation.location.pathname !== location.pathname)
      bridge.current?.reset();
  }, [navigation.state, navigation.location?.pathname, location.pathname]);

  // After each route change: the new page's size and path.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, read by the bridge itself
  useEffect(() => {
    bridge.current?.schedule();
  }, [location.pathname]);

  return null;
}
