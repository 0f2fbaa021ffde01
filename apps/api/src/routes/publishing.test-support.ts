// A small, known set of publishing files for the API's tests: written to a temporary folder and synced into
// a seeded test database in place of the repository's own (so counts, pages and search hits are exact).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Db } from "@vhs/db/client.ts";
import { syncPublishing } from "@vhs/db/seed/publishing.ts";

const cover = (body: string, scene: string) =>
  `cover:\n  body: ${body}\n  colour: "#0a66a8"\n  scene: ${scene}\n  alt: Rysunek samochodu ${body}\n`;

function article(o: {
  title: string;
  category: string;
  author?: string;
  date: string;
  body: string;
  lead?: string;
  tags?: string[];
  cars?: string[];
  extra?: string;
}): string {
  return `---
title: "${o.title}"
description: "Opis artykułu „${o.title}” – wystarczająco długi, żeby spełnić zasady opisu strony w wynikach wyszukiwania."
lead: "${o.lead ?? `Wstęp do artykułu ${o.title}.`}"
category: ${o.category}
author: ${o.author ?? "anna-zielinska"}
date: ${o.date}
tags: [${(o.tags ?? []).join(", ")}]
cars: [${(o.cars ?? []).join(", ")}]
${cover("suv", "city")}${o.extra ?? ""}---
${o.body}
`;
}

export interface PublishingFixture {
  dir: string;
  remove(): void;
}

/** Writes the fixture files; `sync` writes them into the database (replacing whatever was there). */
export async function syncFixture(db: Db): Promise<PublishingFixture> {
  const dir = mkdtempSync(join(tmpdir(), "vhs-publishing-api-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    "blog/authors/anna-zielinska.md",
    "---\nname: Anna Zielińska\nrole: Redaktorka naczelna\n---\nPisze o **rynku** samochodów.\n",
  );
  write(
    "blog/authors/piotr-lewandowski.md",
    "---\nname: Piotr Lewandowski\nrole: Ekspert ds. leasingu\n---\nTłumaczy leasing.\n",
  );
  write("blog/authors/bez-artykulow.md", "---\nname: Jan Nowy\nrole: Stażysta\n---\nDopiero zaczyna.\n");
  // Thirteen tips: one more than a page of the blog.
  for (let i = 1; i <= 13; i++) {
    const day = String(i).padStart(2, "0");
    write(
      `blog/articles/porada-${day}.md`,
      article({
        title: `Porada numer ${i}`,
        category: "porady",
        author: "piotr-lewandowski",
        date: `2026-10-${day}`,
        body: `## Porada\n\nTreść porady numer ${i} o oponach i serwisie.`,
        tags: ["serwis"],
      }),
    );
  }
  write(
    "blog/articles/ladowanie-zima.md",
    article({
      title: "Ładowanie samochodu elektrycznego zimą",
      category: "e-auto",
      date: "2026-11-10",
      body: '## Zimą\n\nSamochód elektryczny ładuje się zimą wolniej. **Ładowanie** przy mrozie warto zaplanować.\n\n::: cars brand="toyota" model="bz4x" limit="2"\n:::',
      tags: ["elektryk", "zima"],
      cars: ["toyota/bz4x", "nieznana/marka"],
    }),
  );
  write(
    "blog/articles/leasing-konsumencki.md",
    article({
      title: "Leasing konsumencki krok po kroku",
      category: "o-leasingu",
      author: "piotr-lewandowski",
      date: "2026-11-05",
      body: "## Dla kogo\n\nLeasing dla osób prywatnych bez firmy.",
      tags: ["leasing", "elektryk"],
    }),
  );
  write(
    "blog/articles/szkic.md",
    article({
      title: "Szkic",
      category: "testy",
      date: "2026-11-01",
      body: "Szkic ładowania.",
      extra: "draft: true\n",
    }),
  );
  write(
    "blog/articles/jutro.md",
    article({
      title: "Artykuł z przyszłości",
      category: "testy",
      date: "2099-01-01",
      body: "Jeszcze nie ładowanie.",
    }),
  );
  write(
    "press/articles/wyniki-2025.md",
    `---
title: "Leasingowo podsumowuje 2025 rok"
description: "Wyniki Leasingowo za 2025 rok: liczba umów, wartość finansowania i plany na kolejny rok dla klientów i inwestorów."
lead: "Rekordowy rok spółki."
category: wyniki
date: 2026-01-22
tags: [wyniki]
---
Warszawa, 22 stycznia 2026 r. – Leasingowo zawarło 11 200 umów leasingu samochodów.
`,
  );
  const report = (n: string, system: string, date: string, title: string, attachments = "[]") => `---
number: ${n}
system: ${system}
date: ${date}
time: "17:05"
title: ${title}
legalBasis: § 17 ust. 1 Załącznika nr 3 do Regulaminu ASO
attachments: ${attachments}
---
Zarząd Leasingowo sp. z o.o. informuje: ${title}.
`;
  write(
    "investors/current/2025-01.md",
    report("1/2025", "EBI", "2025-03-04", "Przydział obligacji serii E", "[warunki-emisji-e]"),
  );
  write("investors/current/2026-01.md", report("1/2026", "ESPI", "2026-02-10", "Zatwierdzenie suplementu"));
  write("investors/current/2026-02.md", report("2/2026", "EBI", "2026-06-15", "Przydział obligacji serii G"));
  write(
    "investors/periodic/2026-q1.md",
    `---
type: kwartalny
period: I kwartał 2026
year: 2026
number: 3/2026
system: EBI
date: 2026-05-20
title: Raport kwartalny za I kwartał 2026 r.
attachments: [raport-2026-q1]
---
Przychody wzrosły o 18 %.
`,
  );
  write(
    "investors/periodic/2025-roczny.md",
    `---
type: roczny
period: 2025
year: 2025
number: 2/2026
system: EBI
date: 2026-04-28
title: Raport roczny za 2025 r.
attachments: [raport-2026-q1]
---
Rok rekordowy.
`,
  );
  const attachment = (title: string) =>
    `---\ntitle: ${title}\ndate: 2026-05-20\n---\n## Dane\n\n| Pozycja | 2026 |\n|---|---|\n| Przychody | 100 |\n`;
  write("investors/attachments/raport-2026-q1.md", attachment("Raport kwartalny za I kwartał 2026 r."));
  write("investors/attachments/warunki-emisji-e.md", attachment("Warunki emisji obligacji serii E"));
  write(
    "investors/pages/sekurytyzacja.md",
    `---\ntitle: Sekurytyzacja\ndescription: Sekurytyzacja wierzytelności leasingowych Leasingowo.\nattachments: [raport-2026-q1]\n---\n## Transakcja\n\nOpis.\n`,
  );
  await syncPublishing(db, dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
