// Which shell a page renders in. The slim header and footer themselves (slim-shell.tsx) are fetched only by
// the pages that use them (root.tsx): no other page carries their code.

/**
 * Which shell a route renders in (SPEC §2): set by the layout routes' `handle.layout`; a route may narrow
 * it (the offer pages: the minimal shell with help instead of a way back to the catalogue).
 */
export type ShellVariant = "default" | "minimal" | "digital-order" | "plain" | "offer";

export function shellVariantOf(handles: unknown[]): ShellVariant {
  let variant: ShellVariant = "default";
  for (const h of handles) {
    const layout = (h as { layout?: ShellVariant } | undefined)?.layout;
    if (layout) variant = layout;
  }
  return variant;
}
