import { checkLeasingParams } from "@vhs/domain/leasing-params-check.ts";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { getParams, setParams } from "../lib/leasing-params.ts";
import { setUiState, useUiState } from "../lib/ui-store.ts";
import { PARAMS_PATH } from "./leasing-drawer.tsx";
import { LeasingParamsFields, type ParamsDraft, toDraft, updateDraft } from "./leasing-params-fields.tsx";

const SAVED_MESSAGE = "Zapisano parametry leasingu. Raty na stronie zostały przeliczone.";

/**
 * The leasing drawer's dialog (see LeasingDrawer in leasing-drawer.tsx, which loads this module when the
 * drawer is first opened): a native modal <dialog> (focus kept inside by showModal, Escape closes, focus
 * goes back to the opener). Its form posts to /parametry-leasingu (works without JavaScript); with
 * JavaScript it writes the cookie in place and every instalment on the page follows through the
 * parameters store. `onSaved` announces the change in the page's status region.
 */
export default function LeasingDrawerDialog({ onSaved }: { onSaved: (message: string) => void }) {
  const { drawerOpen, drawerRequests } = useUiState();
  const location = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [draft, setDraft] = useState<ParamsDraft>(() => toDraft(getParams()));
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Every open request counts, not only a change of `drawerOpen`: after Escape the native dialog is closed
  // before its close event reaches the store, and an Enter on the opener at once must open it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the store opens or closes the drawer
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (drawerOpen && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDraft(toDraft(getParams()));
      setErrors({});
      onSaved("");
      dialog.showModal();
    } else if (!drawerOpen && dialog.open) {
      dialog.close();
    }
  }, [drawerOpen, drawerRequests]);

  function onClose() {
    // The close event is queued: when it arrives after the dialog was opened again (Escape, then Enter at
    // once on a busy machine), it is about the earlier dialog and must not close this one.
    if (dialogRef.current?.open) return;
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
    onSaved(SAVED_MESSAGE);
    dialogRef.current?.close();
  }

  return (
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
            enhanced
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
  );
}
