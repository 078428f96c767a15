/**
 * Dates as resumes write them, read as content takes them (YYYY or YYYY-MM, or present): by the
 * import (json-resume/input.ts) for what it writes, and by the compiler for its hints, so an
 * error at `start: Jan 2019` says what the import would have written.
 */
import { WORD_TABLES } from "../word-tables.ts";
import { isDate } from "./schema.ts";

/** The months' English names from Intl, in lower case: "january" … "december". */
const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" })
    .format(Date.UTC(2000, index))
    .toLowerCase(),
);

const month = (text: string | undefined) => {
  const number = Number(text);
  return Number.isInteger(number) && number >= 1 && number <= 12
    ? String(number).padStart(2, "0")
    : undefined;
};

/**
 * The months' names in each built-in language written with letters that have cases (Oktober,
 * octobre, outubro, październik, октябрь), from Intl: as a month stands alone and as a date
 * writes it (października, октября), and abbreviated (okt., окт.); in lower case, without a
 * dot, each with its month's number. A word two languages give different months is left out.
 */
const MONTH_WORDS: ReadonlyMap<string, number> = (() => {
  const found = new Map<string, number | undefined>();
  const languages = Object.keys(WORD_TABLES).filter((tag) => !/^(ja|zh|ko|hi|ar)\b/.test(tag));
  for (const tag of languages)
    for (let index = 0; index < 12; index++) {
      const day = Date.UTC(2000, index, 15);
      const words = [
        ...(["long", "short"] as const).map((month) =>
          new Intl.DateTimeFormat(tag, { month, timeZone: "UTC" }).format(day),
        ),
        ...new Intl.DateTimeFormat(tag, { month: "long", day: "numeric", timeZone: "UTC" })
          .formatToParts(day)
          .filter((part) => part.type === "month")
          .map((part) => part.value),
      ];
      for (const word of words) {
        const key = word.toLocaleLowerCase(tag).replace(/\.$/, "");
        if (!/^\p{L}{3,}$/u.test(key)) continue;
        found.set(key, found.has(key) && found.get(key) !== index ? undefined : index);
      }
    }
  return new Map([...found].flatMap(([word, index]) => (index === undefined ? [] : [[word, index]])));
})();

/**
 * A month's name or its abbreviation, as 01–12: in English any start of three letters or more
 * ("Sep", "Sept", "September"), in the other built-in languages a name or abbreviation as Intl
 * writes it (MONTH_WORDS: "Oktober", "janv", "октября").
 */
const monthNamed = (word: string) => {
  const lower = word.toLowerCase();
  const english = lower.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(lower)) : -1;
  const index = english >= 0 ? english : (MONTH_WORDS.get(lower) ?? -1);
  return index < 0 ? undefined : String(index + 1).padStart(2, "0");
};

export type DateRead =
  | { date: string; how: "as written" | "cut" | "read" | "year" }
  | { present: true }
  | { empty: true }
  | { outOfRange: string }
  | undefined;

/**
 * A date as content takes it: YYYY or YYYY-MM. "2019-04-01" is cut to its month; "04/2019",
 * "2019/4" and "April 2019" are read as 2019-04; text with one year in it ("Summer 2019")
 * keeps the year; "Present" at the end means it goes on. Undefined when it is no date.
 */
export function readDate(value: unknown, end: boolean): DateRead {
  const read = readAnyYear(value, end);
  // Its shape is a date's: the schema refuses it only for its year.
  if (read && "date" in read && !isDate(read.date)) return { outOfRange: read.date };
  return read;
}

/**
 * The words for an end that has not come, as resumes write them: each built-in language's word
 * for it (scripts/compiler/word-tables.ts: Actualidad, atual, heute, настоящее время, 至今…) and the
 * others people use (Presente, Current, en cours, bis heute…), in lower case.
 */
const PRESENT = new Set(
  [
    ...Object.values(WORD_TABLES).map((words) => words.present),
    ...["present", "current", "currently", "now", "today", "ongoing", "to date", "till date", "presente"],
    ...["actual", "actualmente", "hoy", "en curso", "atualmente", "até hoje", "hoje", "em curso"],
    ...["présent", "en cours", "aktuell", "jetzt", "bis heute", "in corso", "attuale", "nu", "heden"],
    ...["по настоящее время", "наст. время", "сейчас", "现在", "至今", "現在", "현재", "재직중", "재직 중"],
  ].map((word) => word.toLocaleLowerCase()),
);

function readAnyYear(value: unknown, end: boolean): DateRead {
  if (typeof value === "number")
    return Number.isInteger(value) && value >= 1000 && value <= 9999
      ? { date: String(value), how: "as written" }
      : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (text === "") return { empty: true };
  let match = /^(\d{4})(?:-(\d{2}))?$/.exec(text);
  if (match?.[1] && (match[2] === undefined || month(match[2])))
    return { date: match[2] ? `${match[1]}-${match[2]}` : match[1], how: "as written" };
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(text);
  if (match?.[1] && month(match[2]) && Number(match[3]) >= 1 && Number(match[3]) <= 31)
    return { date: `${match[1]}-${month(match[2])}`, how: "cut" };
  match = /^(\d{4})[-/.](\d{1,2})$/.exec(text) ?? /^()(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match && month(match[2])) return { date: `${match[1] || match[3]}-${month(match[2])}`, how: "read" };
  // "October 2020", "Okt. 2020", "octubre de 2020", "outubro de 2020"
  match = /^([\p{L}]+)\.?,?\s+(?:(?:de|del)\s+)?(\d{4})$/u.exec(text);
  if (match?.[1] && match[2] && monthNamed(match[1]))
    return { date: `${match[2]}-${monthNamed(match[1])}`, how: "read" };
  if (end && PRESENT.has(text.toLocaleLowerCase().replace(/[.…]+$/, ""))) return { present: true };
  const years = new Set(text.match(/(?<!\d)(1[89]|2\d)\d{2}(?!\d)/g));
  const [year, ...more] = years;
  return year && more.length === 0 ? { date: year, how: "year" } : undefined;
}
