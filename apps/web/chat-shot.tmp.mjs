import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3531";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless", "--disable-gpu"] });
for (const [name, viewport, path] of [["desktop", { width: 1280, height: 800 }, "/"], ["phone", { width: 390, height: 844 }, "/"], ["phone-model", { width: 390, height: 844 }, process.argv[2] ?? "/"]]) {
  const page = await browser.newPage({ viewport });
  await page.goto(base + path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.screenshot({ path: `/tmp/chat-dev/${name}-closed.png` });
  await page.getByRole("button", { name: "Czat z doradcą" }).click();
  await page.getByRole("dialog", { name: "Czat z Leasingowo" }).waitFor();
  await page.getByRole("button", { name: /Porozmawiaj z doradcą/ }).click();
  await page.getByText("Powiadomiliśmy naszych doradców").waitFor();
  await page.screenshot({ path: `/tmp/chat-dev/${name}-open.png` });
  console.log(name, await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)));
  await page.close();
}
await browser.close();
