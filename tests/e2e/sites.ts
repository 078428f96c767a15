/**
 * The sites the browser tests run on, one list: the global set-up (global-setup.ts) builds
 * each, two at a time in the list's order, from its content into its folder before any test
 * runs; the tests of a site serve it by its name (fixture-site.ts). Every folder is relative
 * to the project.
 */
import { TEST_SITE_CONTENT, TEST_SITE_DIR } from "../../scripts/lib/site-dirs.ts";
import { DEFAULT_LOOK, LOOKS, type Look } from "../../src/shared/looks.ts";

export type FixtureSite = {
  /** The content the site is built from, and the tests' expectations derived. */
  contentDir: string;
  /** Where it is built. */
  outDir: string;
  /** Folders of tests/fixtures/ copied into `contentDir` first, each over the one before. */
  layers?: string[];
  /** LinkedIn's export imported into `contentDir` first, as `npm run import` does. */
  importFrom?: string;
  /** A site.yaml written into `contentDir` over the layers' own. */
  siteYaml?: string;
  /** Placeholders are errors, as in a deploy (`npm run build -- --strict`). */
  strict?: boolean;
};

/** A fixture of tests/fixtures/, built as it is into a folder of its own. */
const fixture = (name: string): FixtureSite => ({
  contentDir: `tests/fixtures/${name}`,
  outDir: `${TEST_SITE_DIR}/${name}/dist`,
});

/** A look but the default, which the rest of the suite's sites are in. */
type OtherLook = Exclude<Look, typeof DEFAULT_LOOK>;

/** Every look but the default. */
export const OTHER_LOOKS = LOOKS.filter((look) => look !== DEFAULT_LOOK) as OtherLook[];

/** The complete site in each look but the default (tests/e2e/looks.spec.ts): valid-full, its site.yaml choosing the look. */
const lookSites = Object.fromEntries(
  OTHER_LOOKS.map((look): [string, FixtureSite] => [
    lookSite(look),
    {
      layers: ["valid-full"],
      siteYaml: `theme:\n  look: ${look}\n`,
      contentDir: `${TEST_SITE_DIR}/look-${look}/content`,
      outDir: `${TEST_SITE_DIR}/look-${look}/dist`,
    },
  ]),
) as Record<`look-${OtherLook}`, FixtureSite>;

/** The Arabic site in each look but the default: valid-arabic, right to left, its site.yaml choosing the look. */
const rightToLeftLookSites = Object.fromEntries(
  OTHER_LOOKS.map((look): [string, FixtureSite] => [
    rightToLeftLookSite(look),
    {
      layers: ["valid-arabic"],
      siteYaml: `lang: ar\ntheme:\n  look: ${look}\n`,
      contentDir: `${TEST_SITE_DIR}/look-${look}-rtl/content`,
      outDir: `${TEST_SITE_DIR}/look-${look}-rtl/dist`,
    },
  ]),
) as Record<`look-${OtherLook}-rtl`, FixtureSite>;

/** A site without a photo, its initials wide (MW), in every look (tests/e2e/monogram.spec.ts). */
const initialsSites = Object.fromEntries(
  LOOKS.map((look): [string, FixtureSite] => [
    initialsSite(look),
    {
      layers: ["valid-sparse", "valid-wide-initials"],
      siteYaml: `theme:\n  look: ${look}\n`,
      contentDir: `${TEST_SITE_DIR}/initials-${look}/content`,
      outDir: `${TEST_SITE_DIR}/initials-${look}/dist`,
    },
  ]),
) as Record<`initials-${Look}`, FixtureSite>;

/** The name of the site without a photo in `look`. */
export function initialsSite<L extends Look>(look: L): `initials-${L}` {
  return `initials-${look}`;
}

/** The name of the Arabic site in `look`. */
export function rightToLeftLookSite<L extends Look>(look: L): `look-${L}-rtl` {
  return `look-${look}-rtl`;
}

/** The name of the complete site in `look`. */
export function lookSite<L extends Look>(look: L): `look-${L}` {
  return `look-${look}`;
}

export const SITES = {
  /** The complete site the rest of the suite runs on (see playwright.config.ts). */
  "valid-full": { contentDir: TEST_SITE_CONTENT, outDir: `${TEST_SITE_DIR}/dist` },
  "valid-sparse": fixture("valid-sparse"),
  "valid-grouped": fixture("valid-grouped"),
  "valid-combined": fixture("valid-combined"),
  "valid-text-only": fixture("valid-text-only"),
  "valid-arabic": fixture("valid-arabic"),
  /**
   * A Japanese original with English and German translations: kanji, kana and Latin words in one
   * line; names per language, the name's reading and Latin form.
   */
  "valid-japanese": fixture("valid-japanese"),
  "valid-languages": fixture("valid-languages"),
  /** A Korean owner's site, valid-korean laid over valid-minimal: long Korean words on a phone. */
  "valid-korean": {
    layers: ["valid-minimal", "valid-korean"],
    contentDir: `${TEST_SITE_DIR}/valid-korean/content`,
    outDir: `${TEST_SITE_DIR}/valid-korean/dist`,
  },
  /** Two variants of the resume, in two languages. */
  "valid-variants": fixture("valid-variants"),
  /** A site in Spanish with an accent of its own: valid-spanish laid over valid-minimal, as the compiler tests do. */
  "valid-spanish": {
    layers: ["valid-minimal", "valid-spanish"],
    contentDir: `${TEST_SITE_DIR}/valid-spanish/content`,
    outDir: `${TEST_SITE_DIR}/valid-spanish/dist`,
  },
  /** A site moved in from LinkedIn's export and built with no edit, as a deploy builds it. */
  linkedin: {
    importFrom: "tests/fixtures/linkedin-export",
    contentDir: `${TEST_SITE_DIR}/linkedin/content`,
    outDir: `${TEST_SITE_DIR}/linkedin/dist`,
    strict: true,
  },
  ...lookSites,
  ...rightToLeftLookSites,
  ...initialsSites,
} satisfies Record<string, FixtureSite>;

export type SiteName = keyof typeof SITES;
