import type { ReactNode } from "react";

/**
 * A percentage as a slider paired with a number input (keyboard-friendly both ways). Without JavaScript
 * only the number input is shown and submitted; the slider appears once the page is interactive.
 */
export function RangeField({
  id,
  name,
  label,
  value,
  min,
  max,
  unit = "%",
  hint,
  error,
  enhanced,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  min: number;
  max: number;
  unit?: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Show the slider (the page runs JavaScript). */
  enhanced: boolean;
  onChange?: (value: string) => void;
}) {
  const hintId = hint ? `${id}-podpowiedz` : undefined;
  const errorId = error ? `${id}-blad` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const numeric = Number(value);
  const sliderValue = Number.isFinite(numeric) && value !== "" ? Math.min(max, Math.max(min, numeric)) : min;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {!enhanced && <span className="flex-1" />}
        {enhanced && (
          <input
            type="range"
            id={`${id}-suwak`}
            aria-label={`${label} (suwak)`}
            aria-valuetext={`${sliderValue} ${unit}`}
            aria-describedby={hintId}
            min={min}
            max={max}
            step={1}
            value={sliderValue}
            onChange={(e) => onChange?.(e.currentTarget.value)}
            className="h-2 flex-1 cursor-pointer accent-brand-700"
          />
        )}
        <span className="flex items-center gap-1">
          <input
            type="number"
            id={id}
            name={name}
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={value}
            onChange={(e) => onChange?.(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="w-20 rounded border border-slate-500 px-2 py-1 text-right aria-invalid:border-red-700"
          />
          <span aria-hidden="true">{unit}</span>
        </span>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
