import { checkLeasingParams } from "@vhs/domain/leasing-params-parse.ts";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../lib/hydrated.ts";
import { useLeasingShell } from "../lib/leasing.ts";
import { getParams, setParams, syncParamsFromServer } from "../lib/leasing-params.ts";
import { setUiState, useUiState } from "../lib/ui-store.ts";
import { LeasingParamsFields, type ParamsDraft, toDraft, updateDraft } from "./leasing-params-fields.tsx";

/** The parameters page: the drawer's form posts there, and it is the drawer of a page without JavaScript. */
export const PARAMS_PATH = "/parametry-leasingu";

/** `/parametry-leasingu?powrot=<this page>`. */
export function paramsPageHref(back: string): string {
  return `${PARAMS_PATH}?${new URLSearchParams({ powrot: back })}`;
}

/**
 * Opens the leasing drawer. Before the page is interactive (or without JavaScript) it is a link to the
 * parameters page, which comes back here after saving; afterwards a button that opens the drawer. Use it
 * on car cards and model pages too ("Zmień parametry").
 */
export function LeasingParamsButton({
  className,
  children = "Parametry leasingu",
}: {
  className?: string;
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  if (!hydrated) {
    return (
      <a href={paramsPageHref(location.pathname + location.search)} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => setUiState({ drawerOpen: true })}
    >
      {children}
    </button>
  );
}

const SAVED_MESSAGE = "Zapisano parametry leasingu. Raty na stronie zostały przeliczone.";

/**
 * The site-wide leasing drawer (SPEC §2, §4; issue 4 §4): a native modal <dialog> (focus kept inside by
 * showModal, Escape closes, focus goes back to the opener), opened by `LeasingParamsButton` or by route
 * metadata (`handle = { openLeasingDrawer: true }`) through the UI store, closed on every page start.
 * Its form posts to /parametry-leasingu (works without JavaScript); with JavaScript it writes the cookie
 * in place and every instalment on the page follows through the parameters store.
 */
export function LeasingDrawer() {
  const { drawerOpen } = useUiState();
  const shell = useLeasingShell();
  const location = useLocation();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [draft, setDraft] = useState<ParamsDraft>(() => toDraft(shell?.params ?? getParams()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");

  // The server read the cookie again (a form post, a reload): the store follows without rewriting it.
  const serverKey = shell ? JSON.stringify(shell.params) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialised parameters
  useEffect(() => {
    if (shell) syncParamsFromServer(shell.params);
  }, [serverKey]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (drawerOpen && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDraft(toDraft(getParams()));
      setErrors({});
      setStatus("");
      dialog.showModal();
    } else if (!drawerOpen && dialog.open) {
      dialog.close();
    }
  }, [drawerOpen]);

  function onClose() {
    setUiState({ drawerOpen: false });
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }

  // The modal dialog makes the page inert; Tab also cycles from the last control to the first (and back)
  // instead of leaving for the browser's own controls.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(
        "button, input:not([type=hidden]), select, a[href]",
      ),
    ].filter((el) => !el.hasAttribute("disabled") && el.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkLeasingParams({ ...draft });
    if (!checked.params) {
      setErrors(checked.errors as Record<string, string>);
      const first = Object.keys(checked.errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setParams(checked.params);
    setStatus(SAVED_MESSAGE);
    dialogRef.current?.close();
  }

  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby="szuflada-tytul"
        className="leasing-drawer"
        onClose={onClose}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // A click on the backdrop (the dialog box itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <form
          method="post"
          action={PARAMS_PATH}
          noValidate
          onSubmit={onSubmit}
          className="flex min-h-full flex-col"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id="szuflada-tytul" className="text-xl font-bold">
              Parametry leasingu
            </h2>
            <button
              type="button"
              className="rounded px-2 py-1 text-2xl leading-none hover:bg-slate-100"
              aria-label="Zamknij parametry leasingu"
              onClick={() => dialogRef.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="flex-1 space-y-5 px-5 py-5">
            <p className="text-sm text-slate-700">
              Według tych parametrów liczymy raty przy wszystkich samochodach w serwisie.
            </p>
            <input type="hidden" name="powrot" value={location.pathname + location.search} />
            <LeasingParamsFields
              idPrefix="szuflada-"
              draft={draft}
              errors={errors}
              enhanced={hydrated}
              onChange={(patch) => setDraft((d) => updateDraft(d, patch))}
            />
          </div>
          <div className="flex flex-wrap gap-3 border-t border-slate-200 px-5 py-4">
            <button type="submit" className="btn-primary">
              Zapisz parametry
            </button>
            <button type="button" className="btn-secondary" onClick={() => dialogRef.current?.close()}>
              Anuluj
            </button>
          </div>
        </form>
      </dialog>
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  );
}
