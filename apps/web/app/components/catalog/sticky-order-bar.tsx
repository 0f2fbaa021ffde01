// On a phone the model page keeps its price and its order button in reach: a bar fixed to the bottom of
// the screen with the instalment of the car it orders and "Zamów online". Wider screens have the price
// and the buttons in the page itself, so the bar is hidden there (md and up).
import { MonthlyFrom } from "../installment.tsx";
import { OrderButton } from "./order-form.tsx";

export function StickyOrderBar({
  price,
  variantId,
  groupId,
  name,
}: {
  /** The netto price of the car the button orders. */
  price: number;
  variantId: number | null;
  groupId: string;
  /** The car's name, for screen readers. */
  name: string;
}) {
  return (
    <section aria-label="Rata i zamówienie" className="bottom-bar" data-testid="pasek-zamowienia">
      <p className="min-w-0 text-brand-800">
        <span className="block truncate text-xs text-slate-700">{name}</span>
        <MonthlyFrom price={price} priceType="net" className="text-lg" />
      </p>
      <OrderButton variantId={variantId} groupId={groupId} name={name} className="btn-primary shrink-0" />
    </section>
  );
}
