import { redirect } from "react-router";
import { serverContext } from "../../lib/context.ts";
import { notFound } from "../../lib/http.ts";
import { offerToken } from "../../lib/offer.server.ts";
import { forwardUpload } from "../../lib/offer-upload.server.ts";
import type { Route } from "./+types/upload";

// POST /oferta/{token}/plik: the page's script sends each chosen file here (XMLHttpRequest, for its
// upload progress) and reads a JSON answer per file. The body is streamed to the API as it arrives
// (offer-upload.server.ts). Without JavaScript the page's own form posts to /oferta/{token}?intent=upload.

export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(`/oferta/${offerToken(request, params.token)}`, 302);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const token = offerToken(request, params.token);
  const result = await forwardUpload(context.get(serverContext), token, request);
  if (result.status === 404) notFound(new URL(request.url).pathname);
  const { status, ...body } = result;
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
