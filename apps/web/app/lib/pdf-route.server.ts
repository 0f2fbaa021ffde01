// A PDF the API typesets, served at a site address ("/dokumenty/{slug}.pdf", "/dokumenty/inwestorzy/{slug}.pdf"):
// the middleware streams the API's file as it comes (its Content-Type and Content-Disposition: attachment);
// without one the loader throws, and the root renders the site's Polish 404 page (a wrong name, an unknown
// document) or 503 page (API down) — a resource route could only answer bare text.
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { fetchApiFile } from "./api-file.server.ts";
import { serverContext } from "./context.ts";
import { notFound } from "./http.ts";

/** The middleware and loader of a route whose `file` parameter is "<slug>.pdf", read from the API's `call?slug`. */
export function pdfFileRoute(call: string, slugOf: (file: string) => string | null) {
  /** Why the middleware answered no PDF: the loader turns it into the error page. */
  const missing = createContext<number>(404);
  const middleware: MiddlewareFunction<Response>[] = [
    async ({ request, params, context }, next) => {
      const url = new URL(request.url);
      const slug = slugOf(params.file ?? "");
      if ((request.method !== "GET" && request.method !== "HEAD") || url.pathname.endsWith(".data") || !slug)
        return next();
      const file = await fetchApiFile(
        context.get(serverContext),
        call,
        { slug },
        { type: "application/pdf", fallbackDisposition: `attachment; filename="${slug}.pdf"` },
      );
      if (typeof file !== "number") return file;
      context.set(missing, file === 503 ? 503 : 404);
      return next();
    },
  ];
  const loader = ({
    request,
    context,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  }): never => {
    if (context.get(missing) === 503) throw data("Service Unavailable", { status: 503 });
    notFound(new URL(request.url).pathname.replace(/\.data$/, ""));
  };
  return { middleware, loader };
}
