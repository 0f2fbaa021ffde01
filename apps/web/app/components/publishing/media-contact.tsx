// The press office's spokeswoman, on the press office's home page and beside every press release.
export const MEDIA_CONTACT = {
  name: "Agnieszka Wójcik",
  role: "rzeczniczka prasowa",
  email: "prasa@leasingowo.pl",
  phone: "+48 22 100 20 30",
};

/** The press office's contact for journalists. */
export function MediaContact({
  id = "kontakt-dla-mediow",
  title = "Kontakt dla mediów",
}: {
  id?: string;
  title?: string;
}) {
  const c = MEDIA_CONTACT;
  return (
    <aside aria-labelledby={id} className="rounded-2xl bg-slate-900 p-6 text-white">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-3 font-semibold">{c.name}</p>
      <p className="text-sm text-slate-200">{c.role.charAt(0).toUpperCase() + c.role.slice(1)}</p>
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          <a
            href={`mailto:${c.email}`}
            className="font-semibold underline underline-offset-4 hover:no-underline"
          >
            {c.email}
          </a>
        </li>
        <li>
          <a
            href={`tel:${c.phone.replace(/\s/g, "")}`}
            className="font-semibold underline underline-offset-4 hover:no-underline"
          >
            {c.phone}
          </a>
        </li>
      </ul>
      <p className="mt-4 text-sm text-slate-200">Odpowiadamy w dni robocze w godz. 9:00–17:00.</p>
    </aside>
  );
}
