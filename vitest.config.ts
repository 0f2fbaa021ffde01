import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace. `db` and `api` talk to a real database:
// a fresh PGlite per test file, or PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"] } },
      {
        test: {
          name: "db",
          include: ["packages/db/src/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"] } },
      {
        test: {
          name: "web",
          include: ["apps/web/app/**/*.test.ts", "apps/web/server/**/*.test.ts"],
          testTimeout: 30_000,
          // The site tests seed a database with the catalogue and every content file first.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
