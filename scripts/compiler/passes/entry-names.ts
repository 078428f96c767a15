/**
 * How a translation names the entries of a list (passes/translate.ts, and `npm run translate`):
 * by what the owner sees of each, never by its place, so that reordering the original, or adding
 * to it, never changes what a translation says. An entry is named by its name field (NAME_FIELDS);
 * entries of one name by their start (or date), or else their end, their address or their degree:
 * "Lumen Freight (2019-03)", "Harbor State University (2014)" for two schools given their end
 * alone, "Demo (https://demo.example)", "Harbor State University (M.Sc.)" for two without dates.
 */

/** The field that names an entry, the first it has of these. */
export const NAME_FIELDS = [
  "company",
  "institution",
  "organization",
  "category",
  "heading",
  "network",
  "language",
  "number",
  "name",
  "title",
  "position",
  "label",
  "src",
] as const;

/** What tells apart entries of one name, the first that does for all of them. */
const TELLERS: readonly { field: string; of: (entry: Record<string, unknown>) => string | undefined }[] = [
  { field: "start (or date)", of: whenOf },
  // A school may give its end alone, or no dates: its end, else its degree, tells it apart.
  { field: "end", of: (entry) => scalar(entry.end) },
  { field: "url", of: (entry) => scalar(entry.url) },
  { field: "degree", of: (entry) => scalar(entry.degree) },
];

/**
 * Each entry's name in a translation: its name field; where several entries share it, the name
 * and what tells them apart ("Lumen Freight (2019-03)"). Entries that nothing tells apart keep
 * the name they share (ambiguousEntries lists them).
 */
export function entryKeys(entries: readonly unknown[]): string[] {
  const names = entries.map(entryName);
  return entries.map((entry, index) => {
    const name = names[index] ?? "";
    const same = names.flatMap((other, i) => (other === name ? [entries[i]] : []));
    if (same.length === 1) return name;
    const teller = TELLERS.find(({ of }) => tellsApart(same, of));
    const told = teller && isRecord(entry) ? teller.of(entry) : undefined;
    return told === undefined ? name : `${name} (${told})`;
  });
}

/** The name an entry is known by: its name field, as the original writes it. */
export function entryName(entry: unknown): string {
  if (!isRecord(entry)) return String(entry);
  const field = nameField(entry);
  return field ? String(entry[field]) : "";
}

/** The field an entry is named by, the first of NAME_FIELDS it has. */
export function nameField(entry: Record<string, unknown>): string | undefined {
  return NAME_FIELDS.find((field) => scalar(entry[field]) !== undefined);
}

/** Groups of entries (their places) that share a name nothing tells apart. */
export function ambiguousEntries(entries: readonly unknown[]): number[][] {
  const keys = entryKeys(entries);
  const groups = new Map<string, number[]>();
  keys.forEach((key, index) => {
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return [...groups.values()].filter((places) => places.length > 1);
}

/** How telling entries of one name apart is said in a hint: "their start (or date), or else their end, …". */
export const TELLING = TELLERS.map(({ field }) => field).join(", or else their ");

/**
 * The entry a translation's key names: its place; or, for a name several entries share, their
 * keys (the key must say which); or undefined for none. Besides its key, an entry answers to its
 * name with its start, date, end, url or degree in brackets, so that a key stays good when the entry that
 * shared its name is removed.
 */
export function findEntry(
  entries: readonly unknown[],
  keys: readonly string[],
  key: string,
): number | { shared: string[] } | undefined {
  const exact = keys.flatMap((other, index) => (other === key ? [index] : []));
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) return { shared: exact.map((index) => keys[index] ?? key) };
  const named = entries.flatMap((entry, index) => (entryName(entry) === key ? [index] : []));
  if (named.length > 1) return { shared: named.map((index) => keys[index] ?? key) };
  const bracketed = /^(.*) \((.+)\)$/s.exec(key);
  if (!bracketed) return undefined;
  const [, name, told] = bracketed;
  const matching = entries.flatMap((entry, index) =>
    isRecord(entry) && entryName(entry) === name && TELLERS.some(({ of }) => of(entry) === told)
      ? [index]
      : [],
  );
  return matching.length === 1 ? matching[0] : undefined;
}

/** Whether `of` gives every entry a value, each different. */
function tellsApart(entries: readonly unknown[], of: (entry: Record<string, unknown>) => string | undefined) {
  const told = entries.map((entry) => (isRecord(entry) ? of(entry) : undefined));
  return told.every((value) => value !== undefined) && new Set(told).size === told.length;
}

/** When an entry started: its start, its date, or, for a job of several roles, its first role's start. */
function whenOf(entry: Record<string, unknown>): string | undefined {
  const own = scalar(entry.start) ?? scalar(entry.date);
  if (own !== undefined || !Array.isArray(entry.roles)) return own;
  const starts = entry.roles.flatMap((role) => (isRecord(role) ? (scalar(role.start) ?? []) : []));
  return starts.sort()[0];
}

function scalar(value: unknown): string | undefined {
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
