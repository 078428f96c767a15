import { useSiteContent } from "../context/site";
import type { Period } from "../shared/compiled-content";

/** A date as résumé parsers read it in any language: "03/2022", or the year alone. */
function paperDate(date: string): string {
  const [year, month] = date.split("-");
  return month ? `${month}/${year}` : (year ?? date);
}

/**
 * A period as résumé parsers read it in any language ("03/2022 – Actualidad"), for the paper of
 * a site in another language than English: month names in Spanish or Arabic digits are read by
 * few of them. Undefined where the site's own words read already (English), or on the page's
 * script, which never renders the Resume's dates (they are <Static> blocks).
 */
function usePaperPeriod(period: Period, paper: boolean): string | undefined {
  const lang = useSiteContent()?.site.lang;
  if (!paper || !lang || /^en(-|$)/i.test(lang)) return undefined;
  const start = paperDate(period.start);
  if (period.end === period.start) return start;
  return `${start} – ${period.end ? paperDate(period.end) : period.endLabel}`;
}

/**
 * A period's words ("Sep 2022 – Present"), and with `paper` (the printed Resume's entries) its
 * parser-readable form on paper where it differs.
 */
export function PeriodText({ period, paper: onPaper = false }: { period: Period; paper?: boolean }) {
  const paper = usePaperPeriod(period, onPaper);
  const shown = (
    <>
      <time dateTime={period.start}>{period.startLabel}</time>
      {period.end === period.start ? null : (
        <>
          {" – "}
          {period.end ? <time dateTime={period.end}>{period.endLabel}</time> : period.endLabel}
        </>
      )}
    </>
  );
  if (!paper) return shown;
  return (
    <>
      <span className="screen-only">{shown}</span>
      <span className="paper-only" hidden>
        {paper}
      </span>
    </>
  );
}

/** When something happened: one date ("Apr 2023"), or a period ("Sep 2022 – Present"); `paper` as PeriodText's. */
export function Dates({
  period,
  className = "entry-dates",
  paper = false,
}: {
  period: Period;
  className?: string;
  paper?: boolean;
}) {
  return (
    <p className={className}>
      <PeriodText period={period} paper={paper} />
    </p>
  );
}
