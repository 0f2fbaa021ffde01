import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectAccessibleWithoutJs } from "./support/axe.ts";
import { createOrder, fillFirmSteps, openOrder } from "./support/order.ts";

// Documents as tagged PDFs (docs/decisions/006-tagged-pdf-with-pdfkit.md): /dokumenty/{slug}.pdf downloads
// the API's PDF with the site's security headers; a wrong name or an unknown document is the Polish 404
// page. The online order links the documents it asks the customer to accept: the RODO clause in step 1,
// the order's rules and the general leasing terms in step 6 — each page in a new tab, and its PDF, with
// or without JavaScript. The server seeds the documents from content/documents.

const TERMS = [
  { slug: "regulamin-zamowienia-online", title: "Regulamin składania wniosku leasingowego online" },
  { slug: "ogolne-warunki-umowy-leasingu", title: "Ogólne warunki umowy leasingu" },
];

async function expectDocumentLinks(page: Page, documents: { slug: string; title: string }[]) {
  for (const { slug, title } of documents) {
    const pageLink = page.getByRole("link", { name: `${title} (otwiera się w nowej karcie)` });
    await expect(pageLink).toHaveAttribute("href", `/informacje/${slug}`);
    await expect(pageLink).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: `Pobierz PDF: ${title}` })).toHaveAttribute(
      "href",
      `/dokumenty/${slug}.pdf`,
    );
  }
}

test.describe("documents as PDFs", () => {
  test("/dokumenty/{slug}.pdf is the document's PDF, as an attachment, with the site's headers", async ({
    request,
  }) => {
    for (const { slug } of TERMS) {
      const response = await request.get(`/dokumenty/${slug}.pdf`);
      expect(response.status(), slug).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"]).toBe("application/pdf");
      expect(headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="${slug}-v[^"]+\\.pdf"$`),
      );
      expect(headers["content-security-policy"]).toContain("default-src 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(body.toString("latin1")).toContain("/StructTreeRoot");
    }
  });

  test("a wrong file name or an unknown document is the Polish 404 page", async ({ page }) => {
    for (const path of ["/dokumenty/nie-ma-takiego.pdf", "/dokumenty/RODO.pdf", "/dokumenty/rodo.txt"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["content-type"]).toContain("text/html");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
    }
    await expectAccessible(page);
  });

  test("the order links the RODO clause in step 1 and its rules and terms in step 6, pages and PDFs", async ({
    page,
    request,
  }) => {
    const order = await createOrder(request);
    await fillFirmSteps(request, order);
    await openOrder(page, order);

    await page.goto(`/zamow/${order.uuid}?krok=contact`);
    await expectDocumentLinks(page, [{ slug: "rodo", title: "Klauzula informacyjna RODO" }]);

    await page.goto(`/zamow/${order.uuid}?krok=statements`);
    const statements = page.getByRole("group", { name: "Oświadczenia" });
    await expect(statements.getByLabel(/Regulaminem składania wniosku leasingowego online/)).toBeChecked();
    await expectDocumentLinks(page, TERMS);
    await expectAccessible(page);

    // The page opens in a new tab: the form stays where it was.
    const [tab] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("link", { name: `${TERMS[1]!.title} (otwiera się w nowej karcie)` }).click(),
    ]);
    await expect(tab).toHaveURL(/\/informacje\/ogolne-warunki-umowy-leasingu$/);
    await expect(tab.getByRole("heading", { level: 1 })).toContainText("Ogólne warunki umowy leasingu");
    await tab.close();
    await expect(page).toHaveURL(/krok=statements/);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Pobierz PDF: ${TERMS[0]!.title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^regulamin-zamowienia-online-v.+\.pdf$/);
  });
});

test.describe("document links without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("step 6 shows the same links, and the PDF downloads", async ({ page, request, browser }) => {
    const order = await createOrder(request);
    await fillFirmSteps(request, order);
    await openOrder(page, order);
    await page.goto(`/zamow/${order.uuid}?krok=statements`);
    await expectDocumentLinks(page, TERMS);
    await expectAccessibleWithoutJs(page, browser);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Pobierz PDF: ${TERMS[1]!.title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ogolne-warunki-umowy-leasingu-v.+\.pdf$/);
  });
});
