import { Outlet } from "react-router";

/** The default layout: the root already renders the header and footer around it. */
export default function DefaultLayout() {
  return (
    <main id="tresc" tabIndex={-1} className="outline-none">
      <Outlet />
    </main>
  );
}
