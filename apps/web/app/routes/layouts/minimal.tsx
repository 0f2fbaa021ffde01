import { Outlet } from "react-router";
// The root renders this page in the slim shell: its module comes with the page (preloaded, not fetched
// after hydration).
import "../../components/slim-shell.tsx";

// The minimal layout (SPEC §2): the root renders the slim header and footer for it.
export const handle = { layout: "minimal" };

export default function MinimalLayout() {
  return (
    <main id="tresc" tabIndex={-1} className="mx-auto w-full max-w-4xl px-4 outline-none">
      <Outlet />
    </main>
  );
}
