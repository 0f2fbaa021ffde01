import type { ReactNode } from "react";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`krok-${n}`} className="rounded-lg border border-slate-200 p-4">
      <h2 id={`krok-${n}`} className="text-xl font-semibold">
        {n}. {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A select in its own GET form with "Dalej"; with JavaScript a change loads the next step at once. */
export function SelectStep({
  id,
  name,
  label,
  action,
  hidden,
  value,
  placeholder,
  options,
  error,
  onPick,
}: {
  id: string;
  name: string;
  label: string;
  action: string;
  hidden?: Record<string, string>;
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  error: string | undefined;
  onPick: (value: string) => void;
}) {
  const errorId = `${id}-blad`;
  return (
    <form
      method="get"
      action={action}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPick(String(new FormData(event.currentTarget).get(name) ?? ""));
      }}
      noValidate
    >
      {Object.entries(hidden ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={value}
          className="mt-1 w-full rounded-md border border-slate-500 px-3 py-2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => event.currentTarget.value && onPick(event.currentTarget.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldError id={errorId} message={error} />
      </div>
      <button type="submit" className="btn-secondary py-2">
        Dalej
      </button>
    </form>
  );
}
