/**
 * The dates of the printed Resume, in the form its readers and résumé parsers read in the
 * site's language: Japanese and Chinese `2020年10月`, Korean `2020년 10월`, the form their
 * résumés are written in and their parsers look for; `10/2020` in any other language but
 * English, as parsers read it whatever the language (month names in Spanish or Arabic-Indic
 * digits are read by few of them). English keeps the site's own words ("Oct 2020"). The owner's
 * check looks for each of these forms (scripts/check/resume-fact-list.ts, datePattern).
 */
import type { Period } from "./compiled-content";

/** A month of a year (1–12, no leading zero) and a year alone, in one language's form. */
type DateForm = { month: (year: string, month: number) => string; year: (year: string) => string };

/** The languages whose readers write a date with the year first, in their own characters. */
const DATE_FORMS: Record<string, DateForm> = {
  ja: { month: (year, month) => `${year}年${month}月`, year: (year) => `${year}年` },
  zh: { month: (year, month) => `${year}年${month}月`, year: (year) => `${year}年` },
  ko: { month: (year, month) => `${year}년 ${month}월`, year: (year) => `${year}년` },
};

/** The form parsers read in any language: "03/2022", or the year alone. */
const NUMERIC: DateForm = {
  month: (year, month) => `${String(month).padStart(2, "0")}/${year}`,
  year: (year) => year,
};

/** The language of a BCP 47 tag: "zh" for "zh-Hant-TW". */
const languageOf = (lang: string) => lang.split("-")[0]?.toLowerCase() ?? "";

/** A date as written (YYYY or YYYY-MM) as the paper writes it in `lang`: "2022年3月", "03/2022". */
export function paperDate(date: string, lang: string): string {
  const form = DATE_FORMS[languageOf(lang)] ?? NUMERIC;
  const [year = date, month] = date.split("-");
  return month ? form.month(year, Number(month)) : form.year(year);
}

/**
 * A period as the paper writes it in `lang` ("2022年3月 – 現在", "03/2022 – Actualidad"), or
 * undefined in English, whose paper keeps the page's words.
 */
export function paperPeriod(period: Period, lang: string): string | undefined {
  if (languageOf(lang) === "en") return undefined;
  const start = paperDate(period.start, lang);
  if (period.end === period.start) return start;
  return `${start} – ${period.end ? paperDate(period.end, lang) : period.endLabel}`;
}
