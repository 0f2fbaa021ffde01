// The page our offline sandboxes (the bank's consent, the payment) show in place of the provider's own:
// one small self-contained HTML document with a nonce'd stylesheet, and the headers it goes out with.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const BASE_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1a1f2b}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:.75rem;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;background:#fff3cd;color:#664d03;padding:.25rem .6rem;border-radius:.4rem;font-size:.875rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.7rem 1.2rem;border-radius:.5rem;border:2px solid #1a4fd6;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}`;

/** The whole document: `body` goes inside <main> as it is (escape what it quotes); `css` adds the page's own rules. */
export function sandboxPage(title: string, body: string, nonce: string, css = ""): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
${BASE_CSS}${css ? `\n${css}` : ""}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * No caching, no referrer, only our nonce'd style. Browsers apply form-action to the redirect that
 * follows the post, so the return address's origin is allowed as well.
 */
export function sandboxPageHeaders(returnUrl: string | null, nonce: string): Record<string, string> {
  let formAction = "'self'";
  if (returnUrl && /^https?:\/\//.test(returnUrl)) formAction += ` ${new URL(returnUrl).origin}`;
  return {
    "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  };
}
