// Addresses of the drawn car pictures (car-drawing.ts draws them; server/app.ts serves them). Small on
// purpose: every car card imports it.

/** Bump when the drawing changes: it is part of the (immutable, long-cached) picture address. */
export const CAR_DRAWING_VERSION = "2";
export const CAR_DRAWING_PATH = "/srv/auto";
/** A neutral silver for cars of unknown colour. */
export const DEFAULT_PAINT = "b8bec6";
/** What a body type may look like in a picture address. */
export const BODY_SLUG = /^[a-z-]{1,20}$/;

/** "#B8BCC0" → "b8bcc0"; anything that is not a #rrggbb colour → the neutral silver. */
export function paintOf(colour: string | null | undefined): string {
  return colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour.slice(1).toLowerCase() : DEFAULT_PAINT;
}

/** The address of the drawing of this body type and colour. */
export function carPictureSrc(bodyType: string, colour?: string | null): string {
  const body = BODY_SLUG.test(bodyType) ? bodyType : "hatchback";
  return `${CAR_DRAWING_PATH}/${CAR_DRAWING_VERSION}/${body}/${paintOf(colour)}.svg`;
}
