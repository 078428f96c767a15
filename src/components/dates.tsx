import type { Period } from "../shared/compiled-content";

/** When something happened: one date ("Apr 2023"), or a period ("Sep 2022 – Present"). */
export function Dates({ period, className = "entry-dates" }: { period: Period; className?: string }) {
  return (
    <p className={className}>
      <time dateTime={period.start}>{period.startLabel}</time>
      {period.end === period.start ? null : (
        <>
          {" – "}
          {period.end ? <time dateTime={period.end}>{period.endLabel}</time> : period.endLabel}
        </>
      )}
    </p>
  );
}
