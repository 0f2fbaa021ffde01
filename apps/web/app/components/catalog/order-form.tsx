// "Zamów online" as a form of its own, for the model page's one car (its variant panel, body types and
// order bar). Apart from order-button.tsx, whose list buttons go with the car cards into every list
// page's first load: these are the model page's alone.
import { useId } from "react";
import { useLocation } from "react-router";
import { backPath, ORDER_CREATE_PATH, orderCarKey, orderErrorFor } from "../../lib/order-entry.ts";
import { useOrderKey } from "../order-button.tsx";

/**
 * "Zamów online" for one car: a small POST form (no JavaScript needed) to the create route with the
 * offer (`variantId`) or the group's cheapest offer (`groupId`). The visitor's leasing parameters come from
 * the `vhs_f` cookie on the server. A failed start comes back to this page and is shown at this button.
 *
 * @param name the car's name for screen readers ("Zamów online: Škoda Octavia 1.5 TSI")
 */
export function OrderButton({
  variantId,
  groupId,
  name,
  className = "btn-primary",
  formClassName,
}: {
  variantId?: number | null;
  groupId?: string | null;
  name?: string;
  className?: string;
  formClassName?: string;
}) {
  const location = useLocation();
  const keyId = useId();
  const key = useOrderKey(keyId);
  const carKey = orderCarKey({ variantId, groupId });
  if (!carKey) return null;
  const error = orderErrorFor(new URLSearchParams(location.search), carKey);
  const errorId = `${keyId}-blad`;
  return (
    <form method="post" action={ORDER_CREATE_PATH} className={formClassName}>
      {variantId ? (
        <input type="hidden" name="variantId" value={variantId} />
      ) : (
        <input type="hidden" name="groupId" value={groupId ?? ""} />
      )}
      <input type="hidden" name="idempotencyKey" id={keyId} value={key} />
      <input type="hidden" name="carKey" value={carKey} />
      <input type="hidden" name="back" value={backPath(location.pathname, location.search)} />
      <button type="submit" className={className} aria-describedby={error ? errorId : undefined}>
        Zamów online{name && <span className="sr-only">: {name}</span>}
      </button>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
