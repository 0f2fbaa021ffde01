import { Outlet } from "react-router";

// The plain layout (SPEC §2): the root renders the slim header and footer for it.
export const handle = { layout: "plain" };

export default function PlainLayout() {
  return (
    <main id="tresc" tabIndex={-1} className="mx-auto w-full max-w-4xl px-4 outline-none">
      <Outlet />
    </main>
  );
}
