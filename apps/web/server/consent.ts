// POST /srv/consent: the cookie banner's and the settings page's form without JavaScript (with it, the
// page's script stores the same cookie itself). Stores the choice in the first-party cookie and sends the
// visitor back to the page they were on (303). Posts from other sites are refused (403): a third party
// must not be able to grant (or withdraw) consent on the visitor's behalf.

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  CONSENT_ACTION,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  choiceFromForm,
  encodeConsent,
} from "../app/lib/consent.ts";
import { serializeCookie } from "../app/lib/cookies.ts";
import { safeBackPath } from "../app/lib/leasing.server.ts";
import { isSameSitePost } from "./visitor.ts";

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

export function consentRoutes(options: { ownHosts: string[]; now?: () => number }) {
  const app = new Hono();
  const now = options.now ?? Date.now;
  app.post(
    CONSENT_ACTION,
    bodyLimit({
      maxSize: 4 * 1024,
      onError: (c) => c.body("Treść formularza jest zbyt duża.", 413, TEXT),
    }),
    async (c) => {
      if (!isSameSitePost(c.req.raw.headers, [...options.ownHosts, c.req.header("host") ?? ""]))
        return c.body("Ustawienia cookies można zmienić tylko na naszej stronie.", 403, TEXT);
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return c.body("Nieprawidłowa treść formularza.", 400, TEXT);
      }
      const choice = choiceFromForm(
        { choice: form.get("choice"), analytics: form.get("analytics"), marketing: form.get("marketing") },
        now(),
      );
      if (!choice) return c.body("Wybierz jedną z opcji zgody na pliki cookies.", 400, TEXT);
      const cookie = serializeCookie(CONSENT_COOKIE, encodeConsent(choice), {
        maxAge: CONSENT_MAX_AGE_S,
        secure: new URL(c.req.url).protocol === "https:",
      });
      return c.body(null, 303, {
        Location: safeBackPath(form.get("back"), "/"),
        "Set-Cookie": cookie,
        "Cache-Control": "no-store",
      });
    },
  );
  return app;
}
