import { data } from "react-router";
import { type ApiResult, isUnavailable } from "./api.server.ts";

/** The 404 of SPEC §8: status 404 with the message `Page Not Found: {path}`. */
export function notFound(path: string): never {
  throw data(`Page Not Found: ${path}`, { status: 404, statusText: "Not Found" });
}

/** Unwraps an API result for a page that cannot render without it (503 when the API is down). */
export function required<T>(result: ApiResult<T>, path: string): T {
  if (!result.error) return result.data;
  if (result.status === 404) notFound(path);
  if (isUnavailable(result)) throw data("Service Unavailable", { status: 503 });
  throw data("Upstream Error", { status: 502 });
}
