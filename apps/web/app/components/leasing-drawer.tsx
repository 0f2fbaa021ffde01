import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../lib/hydrated.ts";
import { syncParamsFromServer } from "../lib/leasing-params.ts";
import { useLeasingShell } from "../lib/leasing-shell.ts";
import { openDrawer, useUiState } from "../lib/ui-store.ts";

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
    <button type="button" aria-haspopup="dialog" className={className} onClick={openDrawer}>
      {children}
    </button>
  );
}

const LeasingDrawerDialog = lazy(() => import("./leasing-drawer-dialog.tsx"));

/**
 * The site-wide leasing drawer (SPEC §2, §4), opened by `LeasingParamsButton` or by route
 * metadata (`handle = { openLeasingDrawer: true }`) through the UI store, closed on every page start.
 * Its dialog (leasing-drawer-dialog.tsx) is loaded and rendered when it is first opened: a page that
 * never opens it neither renders nor downloads the form. Without JavaScript the parameters page stands
 * in for it (LeasingParamsButton is a link there until the page is interactive).
 */
export function LeasingDrawer() {
  const { drawerOpen } = useUiState();
  const shell = useLeasingShell();
  const [wanted, setWanted] = useState(false);
  const [status, setStatus] = useState("");

  // The server read the cookie again (a form post, a reload): the store follows without rewriting it.
  const serverKey = shell ? JSON.stringify(shell.params) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialised parameters
  useEffect(() => {
    if (shell) syncParamsFromServer(shell.params);
  }, [serverKey]);

  useEffect(() => {
    if (drawerOpen) setWanted(true);
  }, [drawerOpen]);

  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <LeasingDrawerDialog onSaved={setStatus} />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  );
}
