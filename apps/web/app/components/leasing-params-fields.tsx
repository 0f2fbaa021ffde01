import {
  CLIENT_LABELS,
  CLIENT_TYPES,
  type ClientType,
  DURATIONS,
  INITIAL_FEE_RANGE,
  isDuration,
  type LeasingParams,
  MAX_REPURCHASE_BY_DURATION,
  REPURCHASE_MIN,
} from "@vhs/domain/leasing-constants.ts";
import { RangeField } from "./range-field.tsx";

/** The four parameters as typed (strings), so nothing typed is lost on an error. */
export interface ParamsDraft {
  client: string;
  duration: string;
  initialFee: string;
  repurchase: string;
}

export function toDraft(params: LeasingParams): ParamsDraft {
  return {
    client: params.client,
    duration: String(params.duration),
    initialFee: String(params.initialFee),
    repurchase: String(params.repurchase),
  };
}

/** The buy-out cap for the draft's term (the longest term's cap while the term is invalid). */
export function repurchaseMax(duration: string): number {
  const months = Number(duration);
  return isDuration(months) ? MAX_REPURCHASE_BY_DURATION[months] : MAX_REPURCHASE_BY_DURATION[60];
}

/**
 * Applies one change to a draft. A shorter cap (a longer term) pulls an over-the-cap buy-out down to it:
 * the repurchase maximum follows the duration.
 */
export function updateDraft<T extends ParamsDraft>(draft: T, patch: Partial<T>): T {
  const next: T = { ...draft, ...patch };
  if (patch.duration !== undefined) {
    const max = repurchaseMax(next.duration);
    if (Number(next.repurchase) > max) next.repurchase = String(max);
  }
  return next;
}

export const DURATION_LABEL = (months: number) => `${months} miesięcy`;

/**
 * Client type, term, initial fee and buy-out: radio groups in fieldsets and slider + number pairs, shared
 * by the leasing drawer, the /parametry-leasingu page and the calculator. Ids are prefixed, so the
 * drawer and a page may show the fields at the same time.
 */
export function LeasingParamsFields({
  idPrefix,
  draft,
  errors,
  enhanced,
  onChange,
}: {
  idPrefix: string;
  draft: ParamsDraft;
  errors?: Partial<Record<keyof ParamsDraft, string>> | Record<string, string> | undefined;
  enhanced: boolean;
  onChange?: (patch: Partial<ParamsDraft>) => void;
}) {
  const max = repurchaseMax(draft.duration);
  const errorFor = (field: keyof ParamsDraft) => (errors as Record<string, string> | undefined)?.[field];
  const groupError = (field: "client" | "duration") => {
    const message = errorFor(field);
    return message ? (
      <p id={`${idPrefix}${field}-blad`} className="text-sm font-medium text-red-700">
        {message}
      </p>
    ) : null;
  };
  return (
    <div className="space-y-5">
      <fieldset
        className="space-y-2"
        aria-describedby={errorFor("client") ? `${idPrefix}client-blad` : undefined}
      >
        <legend className="font-medium">Rodzaj klienta</legend>
        <div className="flex flex-wrap gap-2">
          {CLIENT_TYPES.map((client: ClientType) => (
            <label key={client} className="choice">
              <input
                type="radio"
                name="client"
                value={client}
                checked={draft.client === client}
                onChange={() => onChange?.({ client })}
              />
              <span>{CLIENT_LABELS[client]}</span>
            </label>
          ))}
        </div>
        {groupError("client")}
      </fieldset>

      <fieldset
        className="space-y-2"
        aria-describedby={errorFor("duration") ? `${idPrefix}duration-blad` : undefined}
      >
        <legend className="font-medium">Okres leasingu</legend>
        <div className="flex flex-wrap gap-2">
          {DURATIONS.map((months) => (
            <label key={months} className="choice">
              <input
                type="radio"
                name="duration"
                value={months}
                checked={draft.duration === String(months)}
                onChange={() => onChange?.({ duration: String(months) })}
              />
              <span>{DURATION_LABEL(months)}</span>
            </label>
          ))}
        </div>
        {groupError("duration")}
      </fieldset>

      <RangeField
        id={`${idPrefix}initialFee`}
        name="initialFee"
        label="Opłata wstępna"
        value={draft.initialFee}
        min={INITIAL_FEE_RANGE.min}
        max={INITIAL_FEE_RANGE.max}
        hint={`Od ${INITIAL_FEE_RANGE.min} do ${INITIAL_FEE_RANGE.max} % ceny samochodu.`}
        error={errorFor("initialFee")}
        enhanced={enhanced}
        onChange={(initialFee) => onChange?.({ initialFee })}
      />

      <RangeField
        id={`${idPrefix}repurchase`}
        name="repurchase"
        label="Wykup"
        value={draft.repurchase}
        min={REPURCHASE_MIN}
        max={max}
        hint={`Od ${REPURCHASE_MIN} do ${max} % ceny przy okresie ${isDuration(Number(draft.duration)) ? draft.duration : 60} miesięcy (36 miesięcy: do ${MAX_REPURCHASE_BY_DURATION[36]} %, 48: do ${MAX_REPURCHASE_BY_DURATION[48]} %, 60: do ${MAX_REPURCHASE_BY_DURATION[60]} %).`}
        error={errorFor("repurchase")}
        enhanced={enhanced}
        onChange={(repurchase) => onChange?.({ repurchase })}
      />
    </div>
  );
}
