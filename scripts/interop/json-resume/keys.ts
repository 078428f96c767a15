/**
 * The keys of JSON Resume 1.0 that the import reads, each with the older names it goes by, and
 * which keys of each list's entries are dates (see input.ts).
 */

/** The keys of one kind of object, each with the older names it goes by. */
export type Keys = Record<string, readonly string[]>;

const WEBSITE = ["website"] as const;

/** The keys at the top of the file. */
export const TOP: Keys = {
  $schema: [],
  basics: [],
  work: ["experience"],
  volunteer: [],
  education: [],
  awards: [],
  certificates: [],
  publications: [],
  skills: [],
  languages: [],
  interests: ["hobbies"],
  references: [],
  projects: [],
  meta: [],
};

/** The keys of basics. */
export const BASICS: Keys = {
  name: [],
  // Other tools' names for the job title under the name.
  label: ["title", "headline"],
  image: ["picture"],
  email: [],
  phone: [],
  url: WEBSITE,
  summary: [],
  location: [],
  profiles: [],
};

/** The keys of basics.location. */
export const LOCATION: Keys = { address: [], postalCode: [], city: [], countryCode: [], region: [] };
/** The keys of each of basics.profiles. */
export const PROFILE: Keys = { network: [], username: [], url: WEBSITE };
/** JSON Resume's meta, and `language`, which the site's resume.<tag>.json writes there too. */
export const META: Keys = { canonical: [], version: [], lastModified: [], language: [] };

/** A kind of entry: its keys, and which of them are dates. */
export type EntryKind = { keys: Keys; dates: readonly string[] };

/** The lists of entries, with their keys and which of them are dates. */
export const LISTS: Record<string, EntryKind> = {
  work: {
    keys: {
      name: ["company"],
      position: [],
      url: WEBSITE,
      location: [],
      description: [],
      // `from`, `to` and `activities`, as files that keep their jobs under `experience` write them.
      startDate: ["from"],
      endDate: ["to"],
      summary: [],
      highlights: ["activities"],
    },
    dates: ["startDate", "endDate"],
  },
  volunteer: {
    keys: {
      // `name`, as work's entries name their organisation, in files written after work's pattern.
      organization: ["name"],
      position: [],
      url: WEBSITE,
      startDate: [],
      endDate: [],
      summary: [],
      highlights: [],
    },
    dates: ["startDate", "endDate"],
  },
  education: {
    keys: {
      institution: [],
      url: WEBSITE,
      area: [],
      studyType: [],
      startDate: [],
      endDate: [],
      score: ["gpa"],
      courses: [],
      // Not JSON Resume 1.0's, but written by converters (a school's notes): the school's description.
      description: [],
    },
    dates: ["startDate", "endDate"],
  },
  awards: { keys: { title: [], date: [], awarder: [], summary: [] }, dates: ["date"] },
  // A certificate's start is when it was given (its end, when it lapses, has no place).
  certificates: { keys: { name: [], date: ["startdate"], issuer: [], url: WEBSITE }, dates: ["date"] },
  publications: {
    keys: { name: [], publisher: [], releaseDate: [], url: WEBSITE, summary: [] },
    dates: ["releaseDate"],
  },
  skills: { keys: { name: [], level: [], keywords: [] }, dates: [] },
  // `name` and `level`, as skills' entries have them, in files written after skills' pattern.
  languages: { keys: { language: ["name"], fluency: ["level"] }, dates: [] },
  interests: { keys: { name: [], keywords: [] }, dates: [] },
  references: { keys: { name: [], reference: [] }, dates: [] },
  projects: {
    keys: {
      name: [],
      description: [],
      highlights: [],
      keywords: [],
      startDate: [],
      endDate: [],
      url: WEBSITE,
      roles: [],
      entity: [],
      type: [],
    },
    dates: ["startDate", "endDate"],
  },
};

/** Keys JSON Resume has that the content has no place for, listed when they hold anything. */
export const UNPLACED: Record<string, readonly string[]> = {};
