// The actions behind the heart and "Porównaj" buttons (POST /ulubione/zmien, /porownaj/zmien): change the
// list in its cookie, then go back to the page (without JavaScript) or answer the fetcher with the list.
import { data, redirect } from "react-router";
import {
  CAR_LIST_MAX_AGE,
  type CarListKind,
  COMPARE_PATH,
  changeList,
  FAVOURITES_PATH,
  formatCarRef,
  isListOp,
  LIST_COOKIES,
  LIST_LIMITS,
  parseCarRef,
  readCarLists,
  serializeCarRefs,
} from "./car-lists.ts";
import { serializeCookie } from "./cookies.ts";
import { isSecureRequest, safeBackPath } from "./leasing.server.ts";

export interface ListAnswer {
  refs: string[];
  full: boolean;
}

/** The page the form was on (the Referer, when it is this site's), as a path with its query. */
function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

export async function changeCarListAction(request: Request, kind: CarListKind) {
  const form = await request.formData();
  // A fetcher sends the car as `id` and the operation as `op`; a list's button without JavaScript names the
  // operation with its own name and the car with its value (add=…); a page served before that put the
  // operation in the form's address.
  const named = form.has("add") ? "add" : form.has("remove") ? "remove" : null;
  const op = form.get("op") ?? named ?? new URL(request.url).searchParams.get("op");
  const ref = parseCarRef(String(form.get("id") ?? (named && form.get(named)) ?? ""));
  if (!ref || !isListOp(op)) {
    throw data("Nieprawidłowe dane formularza: brak samochodu albo operacji.", { status: 400 });
  }
  const lists = readCarLists(request.headers.get("cookie"));
  const change = changeList(lists[kind], op, formatCarRef(ref), LIST_LIMITS[kind]);
  const headers = new Headers();
  if (change.changed) {
    headers.append(
      "Set-Cookie",
      serializeCookie(LIST_COOKIES[kind], serializeCarRefs(change.refs), {
        maxAge: change.refs.length ? CAR_LIST_MAX_AGE : 0,
        secure: isSecureRequest(request),
      }),
    );
  }
  if (form.get("js") === "1") return data<ListAnswer>({ refs: change.refs, full: change.full }, { headers });
  const fallback = kind === "favourites" ? FAVOURITES_PATH : COMPARE_PATH;
  const back = safeBackPath(form.get("powrot") ?? sameOriginReferer(request), fallback);
  return redirect(back, { status: 303, headers });
}
