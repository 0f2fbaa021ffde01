import { SiteLink } from "./site-link.tsx";

export interface Crumb {
  label: string;
  to?: string;
}

/** "Strona główna › Samochody › Škoda": the trail to this page, the last item being the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ścieżka nawigacji" className="text-sm text-slate-600">
      <ol className="flex flex-wrap gap-x-2">
        {items.map((item, i) => (
          <li key={item.label} className="flex gap-x-2">
            {i > 0 && <span aria-hidden="true">›</span>}
            {item.to ? (
              <SiteLink to={item.to} className="underline-offset-2 hover:underline">
                {item.label}
              </SiteLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
