import { useSiteContent } from "../context/site";
import type { Period } from "../shared/compiled-content";
import { paperPeriod } from "../shared/paper-dates";

/**
 * A period as the printed Resume writes it in the site's language (src/shared/paper-dates.ts),
 * for the paper of a site in another language than English. Undefined where the site's own
 * words read already (English), or on the page's script, which never renders the Resume's
 * dates (they are <Static> blocks).
 */
function usePaperPeriod(period: Period, paper: boolean): string | undefined {
  const lang = useSiteContent()?.site.lang;
  if (!paper || !lang) return undefined;
  return paperPeriod(period, lang);
}

/**
 * A period's words ("Sep 2022 – Present"), and with `paper` (the printed Resume's entries) its
 * form on paper where it differs (src/shared/paper-dates.ts).
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
