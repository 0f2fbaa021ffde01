import { data } from "react-router";
import {
  BottomBarSection,
  CardsSection,
  LabelsSection,
  NavigationSection,
  PricesSection,
} from "../../components/design-system/catalogue.tsx";
import { ButtonsSection, ChoicesSection, FieldsSection } from "../../components/design-system/controls.tsx";
import { SECTIONS } from "../../components/design-system/section.tsx";
import { ColoursSection, SpacingSection, TypeSection } from "../../components/design-system/tokens.tsx";
import { serverContext } from "../../lib/context.ts";
import { designTokens } from "../../lib/design-tokens.server.ts";
import { notFound } from "../../lib/http.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/components";

/**
 * /dev/komponenty: the design system's components page (docs/design-system.md), for developers only. The
 * real components with sample data, and the theme's tokens with their contrast computed from the CSS.
 * Outside production only (ServerContext.devPages); production answers the Polish 404.
 */

export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(serverContext).devPages) notFound(new URL(request.url).pathname.replace(/\.data$/, ""));
  return data({ tokens: designTokens() }, { headers: { "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: "Komponenty i tokeny projektu | Leasingowo",
    description: "Wzornik serwisu: kolory, typografia, odstępy i komponenty.",
    noindex: true,
  });
}

export default function DesignSystemPage({ loaderData }: Route.ComponentProps) {
  const { tokens } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <header>
        <p className="text-sm text-slate-600">Strona dla zespołu, niewidoczna w produkcji</p>
        <h1 className="mt-2 text-3xl font-bold">Komponenty i tokeny projektu</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          Jeden wzornik dla wszystkich stron: tokeny z app/theme.css i prawdziwe komponenty serwisu z
          przykładowymi danymi. Opis i zasady użycia są w docs/design-system.md.
        </p>
        <nav aria-label="Spis treści" className="mt-6">
          <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SECTIONS.map(([id, heading]) => (
              <li key={id}>
                <a href={`#${id}`} className="text-brand-700 underline underline-offset-2">
                  {heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      <ColoursSection tokens={tokens} />
      <TypeSection tokens={tokens} />
      <SpacingSection tokens={tokens} />
      <ButtonsSection />
      <FieldsSection />
      <ChoicesSection />
      <CardsSection />
      <LabelsSection />
      <PricesSection />
      <NavigationSection />
      <BottomBarSection />
    </div>
  );
}
