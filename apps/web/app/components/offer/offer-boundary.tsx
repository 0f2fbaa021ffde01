import { isRouteErrorResponse, useRouteError } from "react-router";
import type { GoneOffer as Gone } from "../../lib/offer.ts";
import { ErrorPage } from "../error-page.tsx";
import { GoneOffer } from "./offer-steps.tsx";

/** An offer page's errors: a closed offer (410) says why and where to go; the rest is the site's page. */
export function OfferErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 410 && error.data && typeof error.data === "object")
    return <GoneOffer gone={error.data as Gone} />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
