// The site's own car pictures: a side view drawn in SVG by body type and colour. The
// drawing is served as a cacheable image (/srv/auto/…, server/app.ts; addresses: car-picture-src.ts)
// rather than inlined, so a list of 24 cars costs 24 short <img> tags in the HTML and no drawing code
// in the browser bundle.
import { DEFAULT_PAINT } from "./car-picture-src.ts";

/** Body and window outlines by body type, in a 240 × 110 box, front to the right. */
const SHAPES: Record<string, { body: string; window: string }> = {
  sedan: {
    body: "M12 86V70q2-8 16-10l34-4 26-18q6-4 16-4h46q10 0 18 6l22 16 32 4q8 2 8 12v14z",
    window: "M70 56l22-15q4-3 12-3h20v18zM130 38h18q8 0 14 5l18 13h-50z",
  },
  hatchback: {
    body: "M16 86V62q2-12 14-18l22-8q6-2 14-2h74q10 0 18 6l24 16 36 4q10 2 10 12v14z",
    window: "M34 56l2-8q4-6 14-8l10-2h38v18zM104 38h34q8 0 14 5l20 13h-68z",
  },
  kombi: {
    body: "M12 86V60q0-20 12-24l12-2h114q10 0 18 6l22 16 32 4q8 2 8 12v14z",
    window: "M26 56l2-14q2-4 10-4h58v18zM102 38h46q8 0 14 5l18 13h-78z",
  },
  liftback: {
    body: "M12 86V68q2-6 14-8l14-2 40-20q8-4 20-4h50q10 0 18 6l22 16 32 4q8 2 8 12v14z",
    window: "M52 56l32-15q6-3 16-3h24v18zM130 38h18q8 0 14 5l18 13h-50z",
  },
  suv: {
    body: "M12 86V54q0-22 14-26l14-4h116q10 0 16 6l20 18 30 4q8 2 8 12v22z",
    window: "M28 48l2-14q2-5 10-5h60v19zM106 29h48q8 0 13 5l15 14h-76z",
  },
  crossover: {
    body: "M14 86V58q2-14 14-20l22-8q6-2 14-2h82q10 0 18 7l22 17 34 4q8 2 8 12v18z",
    window: "M32 52l2-8q4-8 14-10l12-2h40v20zM106 32h38q8 0 14 5l18 15h-70z",
  },
  minivan: {
    body: "M12 86V40q0-16 16-18l102-2q16 0 28 10l38 22 26 4q8 2 8 12v18z",
    window: "M26 48V34q0-7 8-8l58-1v23zM98 25l30-1q12 0 22 8l22 16H98z",
  },
  coupe: {
    body: "M14 86V70q2-8 16-10l36-4 30-16q8-4 20-4h28q10 0 18 6l22 16 38 4q8 2 8 12v12z",
    window: "M76 56l24-13q6-3 16-3h14v16zM136 40h6q8 0 14 5l16 11h-36z",
  },
  kabriolet: {
    body: "M14 86V70q2-8 16-10l130-2 8-10h4l4 10 46 4q8 2 8 12v12z",
    window: "M160 58l8-14 4 1-6 13z",
  },
  pickup: {
    body: "M12 86V54h92V30q0-6 8-6h44q10 0 16 6l20 18 30 4q8 2 8 12v22z",
    window: "M112 48V31q0-2 4-2h36q8 0 13 5l15 14z",
  },
  dostawczy: {
    body: "M12 86V26q0-8 10-8h128q12 0 20 10l28 24 24 4q8 2 8 12v18z",
    window: "M152 24q10 0 15 7l17 19h-32z",
  },
};

/** Both wheels (r 16) and both hubs (r 6) at x 60 and 186, y 86, each as one path: fewer elements per card. */
const circles = (r: number) =>
  [60, 186].map((x) => `M${x - r} 86a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`).join("");
const WHEELS = circles(16);
const HUBS = circles(6);

/** The SVG document of one drawing (240 × 110), `paint` being "rrggbb"; unknown body types are drawn as a hatchback. */
export function carDrawingSvg(bodyType: string, paint: string): string {
  const shape = SHAPES[bodyType] ?? SHAPES.hatchback!;
  const fill = `#${/^[0-9a-f]{6}$/.test(paint) ? paint : DEFAULT_PAINT}`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 110" width="240" height="110">' +
    `<path d="${shape.body}" fill="${fill}" stroke="#475569" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="${shape.window}" fill="#cbd5e1" stroke="#475569"/>` +
    `<path d="${WHEELS}" fill="#1e293b" stroke="#f8fafc" stroke-width="3"/>` +
    `<path d="${HUBS}" fill="#94a3b8"/></svg>`
  );
}
