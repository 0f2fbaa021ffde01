import { carPictureSrc } from "../lib/car-picture-src.ts";

export interface CarPictureProps {
  bodyType: string;
  /** Paint colour as #rrggbb; a neutral silver when unknown. */
  colour?: string | null;
  width?: number;
  /**
   * A meaningful description (e.g. "Škoda Octavia, liftback, kolor biały perłowy") when the picture says
   * something the text around it does not; without it the picture is decorative (empty alt).
   */
  label?: string;
  className?: string;
  /** Load at once (a picture at the top of the page); pictures further down load when scrolled to. */
  eager?: boolean;
  /**
   * The stylesheet gives the picture its size and shape (a list's car card, catalog.css), so the element
   * carries no width and height of its own.
   */
  sizedByStyle?: boolean;
}

/**
 * A side-view drawing of a car of this body type and colour (width × width·11/24 pixels), as an image
 * with an explicit size (or one its stylesheet sets), so nothing shifts while the page loads (the
 * drawing: lib/car-drawing.ts).
 */
export function CarPicture({
  bodyType,
  colour,
  width = 240,
  label,
  className,
  eager = false,
  sizedByStyle = false,
}: CarPictureProps) {
  return (
    <img
      src={carPictureSrc(bodyType, colour)}
      alt={label ?? ""}
      width={sizedByStyle ? undefined : width}
      height={sizedByStyle ? undefined : Math.round((width * 110) / 240)}
      className={className}
      loading={eager ? undefined : "lazy"}
    />
  );
}
