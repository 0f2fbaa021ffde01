import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./build-tools/precompress.ts";

// First-load JavaScript is paid per file (each is compressed and fetched on its own), so the browser
// build gathers what every page loads into few files: the framework (React, React Router) with the
// entry, the site's shell (header, footer, leasing parameters, the parts kept as served) and the car
// cards most pages list.
// docs/decisions/008-client-chunks.md says why and how it is measured.
const SHELL =
  /app\/(components\/(chat\/chat-dock|header|footer|shell-variants|site-link|error-page|loading-bar|page-lifecycle|leasing-drawer|kept-as-served)\.tsx|lib\/(car-lists|cookies|polish|leasing-shell|leasing-params|ui-store|hydrated|search-form|events|served-data)\.ts)|packages\/domain\/src\/(site|leasing-constants|leasing-params-parse|format)\.ts/;
const CARDS =
  /app\/(components\/(car-card|car-grid|car-list-toggle|car-picture|installment|order-button)\.tsx|lib\/(leasing|catalog|order-entry|response-tokens|car-picture-src|car-drawing)\.ts)|packages\/domain\/src\/leasing-annuity\.ts/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // The client entry (app/entry.client.tsx) goes with it, as React Router's default one did.
                {
                  name: "framework",
                  test: /node_modules|app\/entry\.client\.tsx|app\/lib\/boot-names\.ts/,
                  priority: 30,
                },
                // The catalogue's stylesheet on its own: pages that only page through a list (the blog, the
                // press office) import it for the pagination and must not pull the car cards' code with it.
                { name: "catalog-css", test: /components\/catalog\.css/, priority: 25 },
                { name: "shell", test: SHELL, priority: 20 },
                { name: "cards", test: CARDS, priority: 10 },
              ],
            },
          },
        },
  },
}));
