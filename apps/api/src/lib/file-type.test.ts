import { describe, expect, it } from "vitest";
import {
  sampleExe,
  sampleHeic,
  sampleJpeg,
  samplePdf,
  samplePng,
} from "../routes/offer-files.test-support.ts";
import { checkFileType, detectFileType, extensionOf, FILE_TYPE_RULE } from "./file-type.ts";

describe("detectFileType", () => {
  it("recognises the four accepted types by their first bytes", () => {
    expect(detectFileType(samplePdf())).toBe("application/pdf");
    expect(detectFileType(samplePng())).toBe("image/png");
    expect(detectFileType(sampleJpeg())).toBe("image/jpeg");
    expect(detectFileType(sampleHeic())).toBe("image/heic");
    expect(detectFileType(sampleHeic("heix", ["mif1", "heix"]))).toBe("image/heic");
    expect(detectFileType(sampleHeic("mif1", ["mif1", "heic"]))).toBe("image/heic");
  });

  it("refuses everything else", () => {
    const refused = [
      sampleExe(),
      Buffer.from("PK\u0003\u0004 zip", "latin1"),
      Buffer.from("GIF89a......", "latin1"),
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from("<html><script>alert(1)</script></html>"),
      sampleHeic("avif", ["mif1", "avif"]),
      sampleHeic("mif1", ["mif1", "avif"]),
      sampleHeic("isom", ["isom", "mp41"]), // an MP4 video
      Buffer.from(" %PDF-1.7 (not at the start)"),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]), // a truncated PNG signature
      Buffer.alloc(0),
    ];
    for (const bytes of refused) expect(detectFileType(bytes)).toBeNull();
  });
});

describe("checkFileType", () => {
  it("wants the extension to agree with the content, in any letter case", () => {
    expect(checkFileType(samplePdf(), "wyciag.PDF")).toEqual({ ok: true, mediaType: "application/pdf" });
    expect(checkFileType(sampleJpeg(), "zdjecie.jpg")).toEqual({ ok: true, mediaType: "image/jpeg" });
    expect(checkFileType(sampleJpeg(), "zdjecie.JPEG")).toEqual({ ok: true, mediaType: "image/jpeg" });
    expect(checkFileType(sampleHeic(), "IMG_1234.HEIC")).toEqual({ ok: true, mediaType: "image/heic" });
  });

  it("refuses a PNG named .pdf and a name without an extension, quoting the rule", () => {
    const png = checkFileType(samplePng(), "dowod.pdf");
    expect(png).toMatchObject({ ok: false, reason: "extension-mismatch" });
    if (!png.ok) {
      expect(png.message).toContain("obraz PNG");
      expect(png.message).toContain("(oczekiwano .png)");
      expect(png.message).toContain(FILE_TYPE_RULE);
    }
    const bare = checkFileType(samplePdf(), "dokument");
    expect(bare).toMatchObject({ ok: false, reason: "extension-mismatch" });
    if (!bare.ok)
      expect(bare.message).toMatch(
        /^Treść pliku to PDF, a nazwa pliku nie ma rozszerzenia \(oczekiwano \.pdf\)\./,
      );
    const exe = checkFileType(sampleExe(), "faktura.pdf");
    expect(exe).toMatchObject({ ok: false, reason: "unknown-content" });
  });

  it("reads extensions", () => {
    expect(extensionOf("a.b.PdF")).toBe("pdf");
    expect(extensionOf(".pdf")).toBe("");
    expect(extensionOf("C:\\skany\\dowod.jpg")).toBe("jpg");
  });
});
