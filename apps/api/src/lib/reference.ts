// A readable API reference rendered on the server from the generated OpenAPI document:
// no CDN, no script, so it works offline and under the strict CSP.

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

export function renderReference(
  doc: { info: { title: string; version: string }; paths?: Record<string, Record<string, Operation>> },
  base: string,
): string {
  const rows: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? [])
        .map((p) => `<code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ", wymagany" : ""})`)
        .join(", ");
      const responses = Object.entries(op.responses ?? {})
        .map(([code, r]) => `<code>${esc(code)}</code> ${esc(r.description ?? "")}`)
        .join("<br>");
      rows.push(
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${esc(base + path)}</code></td>` +
          `<td>${esc(op.summary ?? "")}</td><td>${params || "—"}${op.requestBody ? "<br>treść JSON" : ""}</td><td>${responses}</td></tr>`,
      );
    }
  }
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)} – dokumentacja API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}code{font-size:.9em}</style>
</head><body><main><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>Dokument OpenAPI 3.1: <a href="${esc(base)}/openapi.json">${esc(base)}/openapi.json</a></p>
<table><caption>Operacje API</caption><thead><tr><th scope="col">Metoda</th><th scope="col">Ścieżka</th><th scope="col">Opis</th><th scope="col">Parametry</th><th scope="col">Odpowiedzi</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table></main></body></html>`;
}
