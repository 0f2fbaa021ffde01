// What watches the page once it runs, loaded as its own chunk right after hydration (page-lifecycle.tsx):
// the version poll, the hourly build check, the links' route modules fetched ahead, the error reports
// and the new-version notice. None of it is needed for the first paint, so none of it is first-load
// JavaScript; and all of it arrives together, while the page's own build is surely on the server — the
// notice in particular never needs a chunk fetched after a deploy (docs/decisions/018).
import type { ClientErrorKind } from "@vhs/domain/client-error.ts";
import { type BrowserManifest, startBuildCheck, startVersionPolling } from "./app-watch.ts";
import { listenForErrors, pageErrorReporter } from "./error-report.ts";
import { fetchVersion } from "./version.ts";

export { UpdateNoticeBody } from "../components/update-notice.tsx";
export { prefetchLinkedRouteModules } from "./app-watch.ts";

/** An error caught before this chunk arrived: what kind, and what was thrown. */
export type EarlyError = [ClientErrorKind, unknown];

/** Starts the checks and the error reports (sending the errors caught meanwhile); returns the stop. */
export function startPageWatch(onNewBuild: () => void, early: readonly EarlyError[]): () => void {
  const pageBuild =
    (window as { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest?.version ?? null;
  const reporter = pageErrorReporter();
  for (const [kind, error] of early) reporter.report(kind, error);
  const stops = [
    startVersionPolling({ fetchVersion, storage: localStorage, pageBuild, onNewVersion: onNewBuild }),
    startBuildCheck({ fetchVersion, pageBuild, onNewBuild }),
    listenForErrors(window, reporter),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** An error React's error boundary caught. */
export function reportError(kind: ClientErrorKind, error: unknown): void {
  pageErrorReporter().report(kind, error);
}
