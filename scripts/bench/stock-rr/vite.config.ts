import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The template's config without Tailwind (the cards' class names are plain strings here).
export default defineConfig({
  plugins: [reactRouter()],
});
