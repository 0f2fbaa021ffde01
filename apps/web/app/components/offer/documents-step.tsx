import { formatDate } from "@vhs/domain/format.ts";
import {
  OFFER_FILE_KIND_LABELS,
  OFFER_FILE_RULES,
  type OfferFileKindName,
  type OfferView,
} from "@vhs/domain/offer-contract.ts";
import { type FormEvent, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { useHydrated } from "../../lib/hydrated.ts";
import { formatFileSize, UPLOAD_TOO_LARGE, type UploadAnswer } from "../../lib/offer.ts";
import { INPUT } from "../form-fields.tsx";

// Step 3: the documents. Without JavaScript the form is a plain multipart POST to the page (one file at a
// time; the page answers with the list or the Polish reason). With JavaScript every chosen file goes on
// its own XMLHttpRequest to /oferta/{token}/plik, with its progress and its outcome listed per file.

const KINDS = Object.entries(OFFER_FILE_KIND_LABELS) as [OfferFileKindName, string][];

interface Sending {
  id: number;
  name: string;
  /** 0–100 while sending. */
  progress: number;
  state: "sending" | "done" | "failed";
  message?: string;
}

const EXTENSIONS = /\.(pdf|jpe?g|png|heic)$/i;

/** One file over XMLHttpRequest, for the upload progress fetch does not report. */
function sendFile(
  url: string,
  kind: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("kind", kind);
    body.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer);
      } catch {
        resolve({ ok: false, message: "Nie udało się przesłać pliku. Spróbuj ponownie za chwilę." });
      }
    };
    xhr.onerror = () =>
      resolve({ ok: false, message: "Brak połączenia. Sprawdź internet i spróbuj ponownie." });
    xhr.send(body);
  });
}

/** A problem the browser can see before sending: the size and the kind of the file. */
export function checkFile(file: { name: string; size: number; type: string }): string | null {
  if (file.size > OFFER_FILE_RULES.maxBytes) return UPLOAD_TOO_LARGE;
  if (file.size === 0) return "Plik jest pusty.";
  const typeOk = (OFFER_FILE_RULES.mediaTypes as readonly string[]).includes(file.type);
  if (!typeOk && !EXTENSIONS.test(file.name)) return "Prześlij plik PDF, JPG, PNG lub HEIC.";
  return null;
}

export function DocumentsStep({
  offer,
  token,
  upload,
  message,
}: {
  offer: OfferView;
  token: string;
  /** The plain form's outcome (without JavaScript). */
  upload?: UploadAnswer | undefined;
  message?: string | undefined;
}) {
  const revalidator = useRevalidator();
  // Several files at once only where the script sends them one by one.
  const hydrated = useHydrated();
  const [sending, setSending] = useState<Sending[]>([]);
  const [kindError, setKindError] = useState<string | null>(null);
  const full = offer.files.length >= OFFER_FILE_RULES.maxFiles;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const kind = (form.elements.namedItem("kind") as HTMLSelectElement).value;
    const input = form.elements.namedItem("file") as HTMLInputElement;
    const files = [...(input.files ?? [])];
    if (!kind) {
      setKindError("Wybierz, jaki to dokument.");
      return;
    }
    setKindError(null);
    if (files.length === 0) {
      setSending([
        { id: Date.now(), name: "", progress: 0, state: "failed", message: "Wybierz plik do przesłania." },
      ]);
      return;
    }
    const start = Date.now();
    const list: Sending[] = files.map((f, i) => ({
      id: start + i,
      name: f.name,
      progress: 0,
      state: "sending",
    }));
    setSending(list);
    const update = (id: number, change: Partial<Sending>) =>
      setSending((all) => all.map((s) => (s.id === id ? { ...s, ...change } : s)));
    for (const [i, file] of files.entries()) {
      const id = start + i;
      const problem = checkFile(file);
      if (problem) {
        update(id, { state: "failed", message: problem });
        continue;
      }
      const result = await sendFile(`/oferta/${token}/plik`, kind, file, (progress) =>
        update(id, { progress }),
      );
      update(id, result.ok ? { state: "done", progress: 100 } : { state: "failed", message: result.message });
    }
    input.value = "";
    await revalidator.revalidate();
  }

  return (
    <div className="space-y-6">
      <p>
        {`Prześlij skany lub zdjęcia dokumentów: ${
          offer.client === "consumer"
            ? "dowód osobisty (obie strony)"
            : "dowód osobisty reprezentanta (obie strony) i dokumenty finansowe firmy"
        }. Pliki PDF, JPG, PNG lub HEIC, do 10 MB każdy.`}
      </p>
      {message && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-900">
          {message}
        </p>
      )}
      <section aria-labelledby="pliki-tytul">
        <h3 id="pliki-tytul" className="font-semibold">
          Przesłane dokumenty
        </h3>
        {offer.files.length === 0 ? (
          <p className="mt-1 text-slate-700">Nie przesłano jeszcze żadnego dokumentu.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {offer.files.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="font-medium break-all">{f.name}</p>
                  <p className="text-sm text-slate-700">
                    {OFFER_FILE_KIND_LABELS[f.kind] ?? f.kind} · {formatFileSize(f.size)} ·{" "}
                    {formatDate(f.createdAt)}
                  </p>
                </div>
                <Form method="post" action={`/oferta/${token}`}>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="fileId" value={f.id} />
                  <button
                    type="submit"
                    className="rounded-md px-3 py-2 font-semibold text-red-800 underline hover:bg-red-50"
                  >
                    Usuń<span className="sr-only"> plik {f.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      {full ? (
        <p>Przesłano już {OFFER_FILE_RULES.maxFiles} plików — to maksimum dla jednej oferty.</p>
      ) : (
        <form
          method="post"
          encType="multipart/form-data"
          action={`/oferta/${token}?intent=upload`}
          onSubmit={onSubmit}
          className="space-y-4 rounded-lg border border-dashed border-slate-400 p-4"
          aria-labelledby="dodaj-tytul"
        >
          <h3 id="dodaj-tytul" className="font-semibold">
            Dodaj dokument
          </h3>
          <div className="space-y-1">
            <label htmlFor="kind" className="block font-medium">
              Rodzaj dokumentu
            </label>
            <select
              id="kind"
              name="kind"
              required
              defaultValue=""
              className={`${INPUT} bg-white`}
              aria-invalid={kindError ? true : undefined}
              aria-describedby={kindError ? "kind-blad" : undefined}
            >
              <option value="">— wybierz —</option>
              {KINDS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {kindError && (
              <p id="kind-blad" className="text-sm font-medium text-red-700">
                {kindError}
              </p>
            )}
          </div>
          <div className="space-y-1">
            <label htmlFor="file" className="block font-medium">
              Plik
            </label>
            <input
              id="file"
              name="file"
              type="file"
              required
              multiple={hydrated}
              accept={OFFER_FILE_RULES.accept}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
              aria-describedby={upload && !upload.ok ? "file-blad" : "file-podpowiedz"}
              aria-invalid={upload && !upload.ok ? true : undefined}
            />
            <p id="file-podpowiedz" className="text-sm text-slate-600">
              {hydrated ? "Możesz wybrać kilka plików naraz." : "Jeden plik naraz."}
            </p>
            {upload && !upload.ok && (
              <p id="file-blad" className="text-sm font-medium text-red-700">
                {upload.message}
              </p>
            )}
          </div>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Prześlij
          </button>
          {sending.length > 0 && (
            <ul aria-live="polite" className="space-y-2">
              {sending.map((s) => (
                <li key={s.id} className="text-sm">
                  <span className="font-medium break-all">{s.name || "Plik"}</span>
                  {s.state === "sending" && (
                    <>
                      {" "}
                      — wysyłanie {s.progress}%
                      <progress
                        max={100}
                        value={s.progress}
                        className="mt-1 block h-2 w-full"
                        aria-label={`Postęp: ${s.name}`}
                      />
                    </>
                  )}
                  {s.state === "done" && <span className="text-green-800"> — przesłano</span>}
                  {s.state === "failed" && <span className="text-red-800"> — {s.message}</span>}
                </li>
              ))}
            </ul>
          )}
        </form>
      )}
    </div>
  );
}
