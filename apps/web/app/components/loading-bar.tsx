import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

// SPEC §9: throttle 200 ms, duration 2000 ms, colour #0A66A8, height 3 px.
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, color: "#0A66A8", heightPx: 3 } as const;

type Phase = "idle" | "loading" | "done";

export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (busy) {
      const t = setTimeout(() => setPhase("loading"), LOADING_BAR.throttleMs);
      return () => clearTimeout(t);
    }
    setPhase((p) => (p === "loading" ? "done" : "idle"));
    const t = setTimeout(() => setPhase("idle"), 300);
    return () => clearTimeout(t);
  }, [busy]);

  return (
    <div
      data-testid="loading-bar"
      data-phase={phase}
      aria-hidden="true"
      style={{
        position: "fixed",
        top: 0,
        left: 0,
        zIndex: 100,
        height: `${LOADING_BAR.heightPx}px`,
        background: LOADING_BAR.color,
        width: phase === "idle" ? "0%" : phase === "loading" ? "90%" : "100%",
        opacity: phase === "done" ? 0 : 1,
        transition:
          phase === "loading"
            ? `width ${LOADING_BAR.durationMs}ms ease-out`
            : phase === "done"
              ? "width 150ms ease-in, opacity 300ms ease 150ms"
              : "none",
        pointerEvents: "none",
      }}
    />
  );
}
