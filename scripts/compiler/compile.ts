/**
 * The content compiler, as its passes (scripts/compiler/passes/): load every file with
 * positions, validate each against the schema, derive ids and display values, check what
 * spans fields and files, and emit the JSON the site imports. Every problem in the tree is
 * reported in one run; nothing is returned unless everything is valid.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { SiteContent, SiteLanguage, SiteSettings } from "../../src/shared/compiled-content.ts";
import { beginCompile, type CompileMemo } from "./compile-memo.ts";
import type { Diagnostic } from "./diagnostics/diagnostics.ts";
import type { ImageVariant } from "./images/images.ts";
import { checkContent } from "./passes/check.ts";
import { checkEntryNames } from "./passes/check-entry-names.ts";
import { checkImages, type MeasuredImages } from "./passes/check-images.ts";
import { checkVariants } from "./passes/check-variants.ts";
import { type CompileContext, compileContext, sortDiagnostics } from "./passes/context.ts";
import { type DerivedTree, deriveContent } from "./passes/derive.ts";
import { emitContent } from "./passes/emit.ts";
import { type CompiledLetter, compileLetters } from "./passes/letters.ts";
import { loadContent } from "./passes/load.ts";
import type { LoadedTree } from "./passes/loaded-tree.ts";
import { languageName, listedLanguages, strictLanguages } from "./passes/site-languages.ts";
import { compileStylesheet } from "./passes/stylesheet.ts";
import { checkTextLanguages, originalTexts } from "./passes/text-languages.ts";
import { translateTree } from "./passes/translate.ts";
import { unmarkedMessage, withUntranslated } from "./passes/untranslated-text.ts";
import { type ValidTree, validateContent } from "./passes/validate.ts";
import {
  type ResumeVariant,
  selectVariant,
  type VariantItem,
  variantLayout,
  variantsOf,
} from "./passes/variants.ts";

export type CompileResult =
  | {
      ok: true;
      /** The site in its default language (the only one, on a site in one language). */
      content: SiteContent;
      /**
       * The site in each of its other languages (site.yaml's `languages`), in order: the same
       * content with each language's translations laid over it. Empty on a site in one language.
       */
      translations: SiteContent[];
      /** Image URL (as used in the content) → absolute path of its file. */
      assets: Map<string, string>;
      /** URL of each responsive variant → what to encode (see images.ts); not encoded here. */
      variants: Map<string, ImageVariant>;
      /**
       * The resume's variants (site.yaml's `variants`), in its order, each in every language (the
       * default first): its content, and what it keeps and drops. Empty on a site without them.
       */
      resumeVariants: ResumeVariantContent[];
      /** The cover letters (letters/*.md), by file name: none on a site without them. */
      letters: CompiledLetter[];
      /** What builds but deserves a look: placeholders, an address that is not https:. */
      warnings: Diagnostic[];
      /** The owner's own stylesheet (content/site.css), minified; absent when there is none. */
      stylesheet?: string;
    }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * Every page of a compiled site, the one list the build, the dev server and their files read:
 * the default language's first, then each other language's, then each variant's in each
 * language (src/shared/paths.ts pagePath and languageFile name their folders and files).
 */
export function sitePages(
  result: Pick<Extract<CompileResult, { ok: true }>, "content" | "translations" | "resumeVariants">,
): SiteContent[] {
  return [
    result.content,
    ...result.translations,
    ...result.resumeVariants.flatMap(({ languages }) => languages.map(({ content }) => content)),
  ];
}

/**
 * A variant of the resume: its name, the tags it drops (site.yaml's `drop`), and in each language
 * its content and what it keeps and drops.
 */
export type ResumeVariantContent = {
  name: string;
  drop: string[];
  languages: { content: SiteContent; kept: VariantItem[]; dropped: VariantItem[] }[];
};

export type CompileOptions = {
  contentDir: string;
  cwd?: string;
  /** Placeholders are errors, not warnings: what `npm run build` does when CI is set or with --strict. */
  strict?: boolean;
  /** Shown, in order, what each pass hands the next, as the compile runs it. */
  observe?: PassObserver;
  /**
   * What the compiles before this one read and judged (compile-memo.ts): a dev server's, which
   * then parses only the files whose text changed and judges the languages of their texts alone.
   */
  memo?: CompileMemo;
};

/**
 * A compile in two steps, the dev server's: its result as soon as the content is known, and,
 * when there is one, `later`, the check of the texts' languages, which the open page need not
 * wait for: it only ever adds warnings (placeholders are not strict in the dev server), and
 * resolves with the result a whole compile gives (compileContent's).
 */
export type StagedCompile = { result: CompileResult; later?: () => Promise<CompileResult> };

/** What each pass hands the next; the checks hand on the errors found so far, emit the content. */
export type PassOutputs = {
  load: LoadedTree;
  validate: ValidTree;
  derive: DerivedTree;
  checkImages: MeasuredImages;
  check: readonly Diagnostic[];
  emit: { content: SiteContent; variants: Map<string, ImageVariant> };
};
export type PassObserver = <P extends keyof PassOutputs>(pass: P, output: PassOutputs[P]) => void;

/**
 * Compiles the content folder. Asynchronous where it decodes the images (sharp, on libuv's
 * threads): a dev server goes on answering meanwhile.
 */
export async function compileContent(options: CompileOptions): Promise<CompileResult> {
  return (await compileInSteps(options, false)).result;
}

/**
 * Compiles the content folder as compileContent does, but for the check of the texts' languages
 * (`later`), left for after the content is written, when nothing it finds can fail the compile:
 * not under `strict`, and only for content that compiles.
 */
export function compileForUpdate(options: CompileOptions): Promise<StagedCompile> {
  return compileInSteps(options, true);
}

async function compileInSteps(options: CompileOptions, checksLater: boolean): Promise<StagedCompile> {
  beginCompile(options.memo);
  const contentDir = path.resolve(options.contentDir);
  const cwd = options.cwd ?? process.cwd();
  let entries: string[];
  try {
    entries = readdirSync(contentDir);
  } catch {
    return {
      result: {
        ok: false,
        diagnostics: [
          {
            file: path.relative(cwd, contentDir).split(path.sep).join("/"),
            line: 1,
            column: 1,
            path: "",
            message: "expected a content folder, found none",
            hint: "pass --content DIR, or create content/",
          },
        ],
      },
    };
  }
  const strict = options.strict ?? false;
  const context = compileContext({
    contentDir,
    cwd,
    strict,
    ...(options.memo ? { memo: options.memo } : {}),
  });
  const pass = <P extends keyof PassOutputs>(name: P, output: PassOutputs[P]) => {
    options.observe?.(name, output);
    return output;
  };

  const loaded = pass("load", loadContent(context, entries));
  const stylesheet = compileStylesheet(contentDir, context.display);
  for (const found of stylesheet.diagnostics)
    (found.severity === "warning" ? context.warnings : context.diagnostics).push(found);
  const heldLanguages = strictLanguages(loaded.yaml["site.yaml"]);
  context.heldLanguages = heldLanguages;
  checkEntryNames(context, loaded);
  const { compiled, derived, valid: validTree } = await compileTree(context, loaded, pass);
  // Each further language: its own tree, compiled alike; what its files get wrong is reported
  // with the rest, and what the originals get wrong only once (their translations wait for them).
  const translations: Compiled[] = [];
  const invalid = new Set(context.diagnostics.map(({ file }) => file));
  const [first = "en", ...others] = listedLanguages(loaded.yaml["site.yaml"]);
  const texts = originalTexts(loaded, first);
  for (const [lang, translation] of loaded.translations) {
    const own = compileContext({ contentDir, cwd, strict, heldLanguages });
    const tree = translateTree(own, loaded, lang, translation, invalid, texts);
    const { compiled: result } = await compileTree(own, tree, undefined, derived);
    addNew(context.diagnostics, own.diagnostics.map(unmarkedMessage));
    addNew(context.warnings, own.warnings.map(unmarkedMessage));
    if (result) translations.push({ ...result, content: withUntranslated(result.content, first) });
  }
  checkVariants(context, validTree, derived);
  const letters = compileLetters(context, loaded.letters, validTree, invalid.has("site.yaml"));
  // Text in another of the site's languages than its file's, in the files that are valid.
  const valid = [...texts.filter(({ source }) => !invalid.has(source.file)), ...letters.texts];
  const checkLanguages = () =>
    checkTextLanguages(context, valid, others.length > 0 ? [first, ...others] : []);
  const { diagnostics, warnings } = context;
  // Left for later only where there is a check (a site in several languages) whose findings are
  // warnings, on content that compiles: the result is then the same.
  const later =
    checksLater &&
    others.length > 0 &&
    !strict &&
    diagnostics.length === 0 &&
    compiled !== undefined &&
    translations.length >= loaded.translations.size;
  if (!later) await checkLanguages();
  if (diagnostics.length > 0 || !compiled || translations.length < loaded.translations.size) {
    return { result: { ok: false, diagnostics: sortDiagnostics([...diagnostics, ...warnings]) } };
  }
  const result = siteOf(context, [compiled, ...translations], first, stylesheet.css, letters.letters);
  if (!later) return { result };
  return {
    result,
    later: async () => {
      await checkLanguages();
      return { ...result, warnings: sortDiagnostics(warnings) };
    },
  };
}

/**
 * The result of a compile without errors: each language's content with the site's languages,
 * the resume's variants, the images and the warnings found so far.
 */
function siteOf(
  context: CompileContext,
  compiledLanguages: [Compiled, ...Compiled[]],
  first: string,
  stylesheet: string | undefined,
  letters: CompiledLetter[],
): CompileResult {
  const [compiled] = compiledLanguages;
  const languages = siteLanguages(compiledLanguages.map(({ content }) => content.site));
  // Each language's content with the site's languages, on a copy: what a pass emitted stays as it was.
  const everyLanguage = languages
    ? compiledLanguages.map((entry) => ({
        ...entry,
        content: { ...entry.content, site: { ...entry.content.site, languages } },
      }))
    : compiledLanguages;
  const [own = compiled] = everyLanguage;
  const resumeVariants = variantsOf(compiled.valid.site).map((variant) =>
    compileVariant(context, everyLanguage, variant, first, languages),
  );
  return {
    ok: true,
    content: own.content,
    translations: everyLanguage.slice(1).map(({ content }) => content),
    resumeVariants,
    letters,
    assets: joined(everyLanguage.map(({ assets }) => assets)),
    variants: joined(everyLanguage.map(({ variants }) => variants)),
    warnings: sortDiagnostics(context.warnings),
    ...(stylesheet !== undefined ? { stylesheet } : {}),
  };
}

type Compiled = {
  content: SiteContent;
  assets: Map<string, string>;
  variants: Map<string, ImageVariant>;
  /** What the content was emitted from, for the variants' own (compileVariant). */
  valid: ValidTree;
  measured: MeasuredImages;
};

/**
 * A variant of the resume in every language: each language's valid tree with what the variant
 * leaves out taken out, derived (a translation with the ids of the default language's variant)
 * and emitted as the site's own content is.
 */
function compileVariant(
  context: CompileContext,
  everyLanguage: readonly Compiled[],
  variant: ResumeVariant,
  first: string,
  languages: SiteLanguage[] | undefined,
): ResumeVariantContent {
  let original: DerivedTree | undefined;
  const compiled = everyLanguage.map(({ valid, measured }, index) => {
    // Its label and summary in this language: site.<tag>.yaml's translation of them.
    const own = variantsOf(valid.site).find(({ name }) => name === variant.name) ?? variant;
    const { tree, kept, dropped } = selectVariant(valid, own);
    const derived = deriveContent(tree, original);
    original ??= derived;
    const { profile, about } = tree;
    const emitted = profile && emitTree(context, profile, about, derived, measured);
    if (!emitted) throw new Error(`variant ${variant.name}: its tree lacks a file the site's has`);
    const content = index === 0 ? emitted.content : withUntranslated(emitted.content, first);
    content.layout = variantLayout(content, variant);
    leaveUnplacedOut(content);
    if (languages) content.site.languages = languages;
    content.site.variant = { name: variant.name, ...(variant.pages ? { pages: variant.pages } : {}) };
    return { content, kept, dropped };
  });
  return { name: variant.name, drop: variant.drop, languages: compiled };
}

/**
 * A variant's content without the sections its layout leaves out (a variant's `resume` names the
 * ones it shows): its JSON Resume, its text and its PDF hold what its page shows, and no more.
 */
function leaveUnplacedOut(content: SiteContent): void {
  const placed = new Set([...content.layout.main, ...content.layout.side]);
  content.sections = content.sections.filter(({ id }) => placed.has(id));
  if (!placed.has("experience")) content.experience = [];
  if (!placed.has("education")) content.education = [];
  const { profile } = content;
  if (!placed.has("hard-skills")) profile.hardSkills = [];
  if (!placed.has("soft-skills")) profile.softSkills = [];
  if (!placed.has("languages")) profile.languages = [];
}

/**
 * The passes after load, on one language's tree: what derive made of it (a translation takes
 * its ids), and its content, absent when the tree has errors.
 */
async function compileTree(
  context: CompileContext,
  loaded: LoadedTree,
  pass: <P extends keyof PassOutputs>(name: P, output: PassOutputs[P]) => PassOutputs[P] = (_, output) =>
    output,
  original?: DerivedTree,
): Promise<{ valid: ValidTree; derived: DerivedTree; compiled?: Compiled }> {
  const valid = pass("validate", validateContent(context, loaded));
  const derived = pass("derive", deriveContent(valid, original));
  const measured = pass("checkImages", await checkImages(context, valid));
  checkContent(context, valid, derived);
  pass("check", context.diagnostics);

  const { profile, about } = valid;
  // education.yaml and about.yaml may be left out; any other file missing is a diagnostic.
  if (context.diagnostics.length > 0 || !profile) return { valid, derived };
  const emitted = emitTree(context, profile, about, derived, measured);
  if (!emitted) return { valid, derived };
  const { content, variants } = pass("emit", emitted);
  return { valid, derived, compiled: { content, assets: measured.assets, variants, valid, measured } };
}

/** The content of a valid, derived tree; undefined when a file the site needs is missing. */
function emitTree(
  context: CompileContext,
  profile: NonNullable<ValidTree["profile"]>,
  about: ValidTree["about"],
  derived: DerivedTree,
  measured: MeasuredImages,
): PassOutputs["emit"] | undefined {
  const { jobs, schools, skillGroups, aboutSections, projects, site, profileLinks, resumeSections, layout } =
    derived;
  if (!skillGroups || !profileLinks) return undefined;
  return emitContent(
    context.contentDir,
    {
      profile,
      about,
      derived: {
        jobs: jobs ?? [],
        schools: schools ?? [],
        skillGroups,
        aboutSections,
        projects,
        site,
        profileLinks,
        resumeSections,
        layout,
      },
    },
    measured,
  );
}

/** The maps of every language as one: the one language's own, when there is one. */
function joined<K, V>([first, ...others]: Map<K, V>[]): Map<K, V> {
  return others.length === 0 && first ? first : new Map([first ?? [], ...others].flatMap((map) => [...map]));
}

/** Each diagnostic of `found` that `into` does not hold yet. */
function addNew(into: Diagnostic[], found: readonly Diagnostic[]) {
  const key = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.message}`;
  const known = new Set(into.map(key));
  for (const diagnostic of found) if (!known.has(key(diagnostic))) into.push(diagnostic);
}

/** The site's languages for its switcher and alternates, each with its locale: undefined for one. */
function siteLanguages(sites: readonly SiteSettings[]): SiteLanguage[] | undefined {
  if (sites.length < 2) return undefined;
  const tags = sites.map(({ lang }) => lang);
  return sites.map(({ lang, locale }, index) => ({
    lang,
    ...(locale ? { locale } : {}),
    name: languageName(lang, tags),
    path: index === 0 ? "" : `${lang.toLowerCase()}/`,
  }));
}
