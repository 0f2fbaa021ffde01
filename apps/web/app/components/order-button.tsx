import { useContext, useState } from "react";
import { useLocation } from "react-router";
import { backPath, newOrderKey, ORDER_CREATE_PATH } from "../lib/order-entry.ts";
import { ResponseTokens } from "../lib/response-tokens.ts";

/**
 * The idempotency key of one rendered "Zamów online" form (docs/order-flow.md): made once when the
 * button is rendered, so a double submit of the same form gives the same order. While hydrating, the
 * key the server rendered is read back from the hidden input (the first HTML and the page agree, and a
 * form submitted before hydration is the same form); a button rendered in the browser gets a new one.
 * On the server the key is registered as a per-answer value (lib/response-tokens.ts).
 */
export function useOrderKey(inputId: string): string {
  const rendered = useContext(ResponseTokens);
  const [key] = useState(() => {
    if (typeof document !== "undefined") {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement && input.value) return input.value;
    }
    const fresh = newOrderKey();
    rendered?.push(fresh);
    return fresh;
  });
  return key;
}

/**
 * The one "Zamów online" form of a list of cars (CarGrid): the idempotency key and the way back, once.
 * Each card's ListOrderButton points at it and names its car (`carKey`); the create route makes the
 * order's key from both (`listKey`), so a double click on one car gives one order and two cars give two.
 * `id` also names the list in a failed start's address, so the list can show a message for a car that
 * is no longer in it.
 */
export function OrderListForm({ id }: { id: string }) {
  const location = useLocation();
  const keyId = `${id}-klucz`;
  const key = useOrderKey(keyId);
  return (
    <form id={id} method="post" action={ORDER_CREATE_PATH} hidden>
      <input type="hidden" name="listKey" id={keyId} value={key} />
      <input type="hidden" name="list" value={id} />
      <input type="hidden" name="back" value={backPath(location.pathname, location.search)} />
    </form>
  );
}

/**
 * "Zamów online" on a car card: submits the list's OrderListForm with this car; `error` is a failed start's
 * message. The card's stylesheet styles the button by its place (catalog.css) and keeps the car's name
 * after "Zamów online" for screen readers, so neither carries a class.
 */
export function ListOrderButton({
  form,
  carKey,
  name,
  error,
}: {
  form: string;
  carKey: string;
  name: string;
  error?: string | null;
}) {
  const errorId = `${form}-${carKey}-blad`;
  return (
    <>
      {/* biome-ignore lint/a11y/useButtonType: submit is the default type, and a list has dozens of these */}
      <button form={form} name="carKey" value={carKey} aria-describedby={error ? errorId : undefined}>
        Zamów online<span>{`: ${name}`}</span>
      </button>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
