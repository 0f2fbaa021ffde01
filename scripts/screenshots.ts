// `npm run screenshots`: starts the production site from the existing build (run `npm run build`
// first) on a fresh, seeded database, opens the main pages in headless Chromium at a phone's and
// a desktop's width, and saves full-page PNGs (height capped) with a README into docs/screenshots/,
// so a reader of the repository can see the site. Servers and the browser are always stopped by
// their PID; the temporary database is removed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "playwright-core";
import { HEADLESS_CHROMIUM_ARGS } from "./bench/chromium.ts";
import { orderSetups, type SetupResult } from "./bench/order-setup.ts";
import { killAllSync, type Managed, startSite, stopAll } from "./bench/processes.ts";

interface Shot {
  name: string;
  title: string;
  path: string;
  /** Makes what the page needs (an order) on the started site; answers the path and a cookie. */
  setup?: (base: string) => Promise<SetupResult>;
}

const SHOTS: Shot[] = [
  { name: "home", title: "Home page", path: "/" },
  { name: "brand", title: "Brand (Toyota)", path: "/samochody/toyota" },
  { name: "model", title: "Model (Toyota Corolla)", path: "/samochody/toyota/corolla" },
  { name: "search", title: "Search", path: "/wyszukaj" },
  { name: "calculator", title: "Leasing calculator", path: "/kalkulator-leasingowy" },
  // A draft order with steps 1–2 saved, opened with the cookie its personal link sets: step 3.
  {
    name: "order-step",
    title: "Online order, step 3 (the firm's data)",
    path: "/zamow/{uuid}",
    setup: orderSetups.form,
  },
];

// A phone (the iPhone 14's CSS width) and a desktop; the height is the first screen.
const VIEWPORTS = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const;

const CHROMIUM_ARGS = [
  ...HEADLESS_CHROMIUM_ARGS,
  // Scrollbars would take their width from the page at 1280 px and differ between machines.
  "--hide-scrollbars",
];

const HELP = `Usage: npm run screenshots -- [options]
  --out <dir>          where the PNGs and README.md go (default docs/screenshots)
  --only <names>       only these pages (${SHOTS.map((s) => s.name).join(", ")})
  --max-height <px>    cap of a full-page screenshot's height (default 4000)
  --data-dir <dir>     database folder to use (default: a fresh temporary one)
  --start-timeout <s>  how long to wait for /api/readyz (default 300)
  --verbose            echo the server's output
Uses the existing build (apps/web/build); Chromium from CHROMIUM_PATH or /usr/bin/chromium;
BENCH_PORTS=<from>-<to> keeps the site in that port range.`;

const { values: args } = parseArgs({
  options: {
    out: { type: "string" },
    only: { type: "string", multiple: true },
    "max-height": { type: "string", default: "4000" },
    "data-dir": { type: "string" },
    "start-timeout": { type: "string", default: "300" },
    verbose: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

const root = fileURLToPath(new URL("..", import.meta.url));
// npm runs scripts in the package root; a relative --out is read from where npm was called.
const outDir = args.out
  ? resolve(process.env.INIT_CWD ?? process.cwd(), args.out)
  : join(root, "docs/screenshots");
const maxHeight = Number(args["max-height"]);
const startTimeoutS = Number(args["start-timeout"]);
const only = (args.only ?? []).flatMap((o) => o.split(",")).map((o) => o.trim());
const unknown = only.filter((n) => !SHOTS.some((s) => s.name === n));
if (unknown.length || !(maxHeight > 0) || !(startTimeoutS > 0)) {
  console.error(unknown.length ? `Unknown page(s): ${unknown.join(", ")}` : HELP);
  process.exit(2);
}
const shots = only.length ? SHOTS.filter((s) => only.includes(s.name)) : SHOTS;

let dataDir: string | undefined;
let browser: Browser | undefined;
async function cleanup() {
  await browser?.close().catch(() => undefined);
  await stopAll();
  if (dataDir && !args["data-dir"]) rmSync(dataDir, { recursive: true, force: true });
}
process.on("exit", killAllSync);
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.once(sig, () => void cleanup().finally(() => process.exit(130)));

/** Every image loaded (lazy ones too: the page is scrolled through), web fonts ready, no request left. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? undefined : new Promise((r) => img.addEventListener("loadend", r, { once: true })),
      ),
    );
  });
  await page.waitForLoadState("networkidle");
}

async function capture(site: Managed, shot: Shot, ready: SetupResult | undefined) {
  const files: string[] = [];
  const url = site.url + (ready?.path ?? shot.path);
  const cookie = ready?.headers?.cookie?.match(/^([^=]+)=(.*)$/);
  for (const vp of VIEWPORTS) {
    const context = await browser!.newContext({
      viewport: { width: vp.width, height: vp.height },
      deviceScaleFactor: 1,
      isMobile: vp.mobile,
      hasTouch: vp.mobile,
      locale: "pl-PL",
      timezoneId: "Europe/Warsaw",
      reducedMotion: "reduce",
      colorScheme: "light",
    });
    try {
      if (cookie) await context.addCookies([{ name: cookie[1]!, value: cookie[2]!, url: site.url }]);
      const page = await context.newPage();
      const response = await page.goto(url, { waitUntil: "load" });
      if (response?.status() !== 200)
        throw new Error(`${url} answered ${response?.status()} at ${vp.width} px`);
      await settle(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const file = join(outDir, `${shot.name}-${vp.width}.png`);
      await page.screenshot({
        path: file,
        type: "png",
        fullPage: true,
        animations: "disabled",
        caret: "hide",
        // Long pages are cut at maxHeight: the top of the page is what the screenshots are for.
        clip: { x: 0, y: 0, width: vp.width, height: Math.min(height, maxHeight) },
      });
      files.push(file);
      console.log(
        `  ${relative(root, file)}  ${vp.width}×${Math.min(height, maxHeight)}` +
          `${height > maxHeight ? ` (page ${height} px, cut)` : ""}  ${Math.round(statSync(file).size / 1024)} KiB`,
      );
    } finally {
      await context.close();
    }
  }
  return files;
}

function git(...a: string[]) {
  const r = spawnSync("git", a, { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/** A Markdown table with padded columns, as the repository's formatter (Biome) writes it. */
function markdownTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

function readme(taken: { shot: Shot }[], date: Date) {
  const commit = git("rev-parse", "--short", "HEAD") ?? "unknown";
  const dirty = git("status", "--porcelain", "--untracked-files=no", "--", "apps", "packages", "content");
  const rows = taken.map(({ shot }) => [
    shot.title,
    `\`${shot.path}\``,
    ...VIEWPORTS.map((vp) => `[${vp.width} px](${shot.name}-${vp.width}.png)`),
  ]);
  return `# Screenshots

The site as a visitor sees it: the production build on a fresh seeded database, headless Chromium
(${VIEWPORTS.map((vp) => `${vp.width}×${vp.height}${vp.mobile ? " phone" : " desktop"}`).join(", ")}; device pixel ratio 1, reduced motion),
full pages cut at ${maxHeight} px. Made by \`npm run screenshots\` (\`scripts/screenshots.ts\`) on
${date.toISOString().slice(0, 10)} from commit \`${commit}\`${dirty ? " with uncommitted changes to the site" : ""}.
Regenerate them after \`npm run build\`.

${markdownTable(["page", "path", "phone", "desktop"], rows)}

${taken.map(({ shot }) => `## ${shot.title}\n\n${VIEWPORTS.map((vp) => `![${shot.title}, ${vp.width} px](${shot.name}-${vp.width}.png)`).join("\n")}`).join("\n\n")}
`;
}

async function main() {
  if (!existsSync(join(root, "apps/web/build/server/index.js")))
    throw new Error("no build in apps/web/build: run `npm run build` first");
  const startedAt = new Date();
  dataDir = args["data-dir"] ?? mkdtempSync(join(os.tmpdir(), "vhs-screenshots-"));
  console.log("▶ Starting the site");
  const site = await startSite({ dataDir, verbose: args.verbose, timeoutMs: startTimeoutS * 1000 });
  console.log(`  site ready at ${site.url} (pid ${site.pid})`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    headless: true,
  });
  mkdirSync(outDir, { recursive: true });
  const taken: { shot: Shot }[] = [];
  for (const shot of shots) {
    console.log(`▶ ${shot.name} ${shot.path}`);
    const ready = await shot.setup?.(site.url);
    await capture(site, shot, ready);
    taken.push({ shot });
  }
  writeFileSync(join(outDir, "README.md"), readme(taken, startedAt));
  console.log(
    `Wrote ${taken.length * VIEWPORTS.length} screenshots and README.md to ${relative(root, outDir)}/`,
  );
}

try {
  await main();
} catch (e) {
  console.error(`\nThe screenshots could not be made: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  setTimeout(() => process.exit(), 2000).unref();
}
