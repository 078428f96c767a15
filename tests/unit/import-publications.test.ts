/**
 * `npm run import -- publications`: a BibTeX file (tests/fixtures/import-bibtex/) and an ORCID
 * record (tests/fixtures/import-orcid/, ORCID's answers served from a local server) merged into
 * the sections.yaml of the valid-minimal site, whose owner is Robin Vale.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse as parseYaml } from "yaml";
import { main } from "../../scripts/commands/import.ts";
import { isOwner } from "../../scripts/compiler/author-names.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { errorsWith } from "../../scripts/interop/import/validate.ts";
import type { PublicationFields } from "../../scripts/interop/publications/merge.ts";
import { orcidCheck } from "../../scripts/interop/publications/orcid.ts";
import { runMain } from "./command.ts";
import { contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";
import { closedAddress, recordedApi } from "./recorded-api.ts";

const BIBTEX = path.join(FIXTURES, "import-bibtex");
const ORCID = path.join(FIXTURES, "import-orcid");
const ID = "0000-0003-1234-5674";

/** The valid-minimal site with the fixture's sections.yaml (comments and an owner's edits). */
function siteWithSections(): string {
  const dir = contentTree("valid-minimal");
  cpSync(path.join(BIBTEX, "sections.yaml"), path.join(dir, "sections.yaml"));
  return dir;
}

const publicationsIn = (dir: string): PublicationFields[] =>
  parseYaml(readFileSync(path.join(dir, "sections.yaml"), "utf8")).publications;

/** The folders of .replaced/ in `dir`: where each write set aside what it replaced. */
const setAside = (dir: string) =>
  existsSync(path.join(dir, ".replaced")) ? readdirSync(path.join(dir, ".replaced")) : [];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("publications from BibTeX", () => {
  it("merges into sections.yaml by DOI and title, keeping the owner's words, comments and order", async () => {
    const dir = siteWithSections();
    const before = readFileSync(path.join(dir, "sections.yaml"), "utf8");
    const run = await runMain(main, [
      "publications",
      path.join(BIBTEX, "publications.bib"),
      "--content",
      dir,
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const text = readFileSync(path.join(dir, "sections.yaml"), "utf8");
    // Comments and the order of sections and entries stay as written.
    expect(text).toMatch(/^# yaml-language-server.*\n# Awards first: I keep them at the top\.\nawards:/);
    expect(text).toContain(
      "  # The conference version, described in my own words.\n  - title: Conflict-free maps for field crews\n",
    );
    expect(text).toContain("summary: How our field crews merge their offline edits. # my words");
    const publications = publicationsIn(dir);
    expect(publications.map((p) => p.title)).toEqual([
      "Conflict-free maps for field crews",
      "Tide prediction on the GPU (extended)",
      "Tides, Maps and the Mobile Web",
      "Offline-First GPU Sync at the École: Straßen und Möwen",
      "Tide Tables Before Computers",
    ]);
    // Matched by title: what the owner wrote wins; only the fields it lacked are filled in.
    expect(publications[0]).toEqual({
      title: "Conflict-free maps for field crews",
      authors: ["José García", "R. Vale"],
      type: "conference-paper",
      publisher: "Harbor Systems Conference",
      summary: "How our field crews merge their offline edits.",
      date: "2023",
      url: "https://example.org/hsc2023/maps.pdf",
    });
    // Matched by DOI (in any letter case) though its title differs: its title and date stay.
    expect(publications[1]).toEqual({
      title: "Tide prediction on the GPU (extended)",
      url: "https://doi.org/10.5555/jfc.2021.0042",
      date: "2021-04",
      publisher: "Journal of Field Computing",
      authors: ["Robin Vale", "Jürgen Möller", "Karla Straßer"],
      type: "article",
    });
    // The authors and kind an earlier import wrote as the summary make way for their fields and the abstract.
    expect(publications[2]).toEqual({
      title: "Tides, Maps and the Mobile Web",
      authors: ["Robin Vale"],
      type: "thesis",
      // A venue's trailing comma, as Google Scholar exports it, goes.
      publisher: "University of Harbor City",
      date: "2019",
      // Markdown's signs in an abstract are text.
      summary: "How a phone predicts the tide offline, with no server\\_side model.",
    });
    // LaTeX's accents and protecting braces as text; the owner as "Vale, R." marked; a preprint told by its eprint.
    expect(publications[3]).toEqual({
      title: "Offline-First GPU Sync at the École: Straßen und Möwen",
      authors: ["R. Vale", "Field Lab Collective"],
      type: "preprint",
      date: "2024",
      // A DOI's link as written; DOIs are compared without case.
      url: "https://doi.org/10.5555/FIELD.2024.7",
    });
    expect(publications[4]).toMatchObject({ authors: ["Aroha Ngata"], type: "article" });
    expect(publications[4]).not.toHaveProperty("summary");
    expect(run.stdout).toContain(
      `no author matched you (Robin Vale, profile.yaml's name): check the authors:\n  "Tide Tables Before Computers"`,
    );
    // The earlier file is set aside, as every import's; the content compiles.
    const [aside] = setAside(dir);
    expect(readFileSync(path.join(dir, ".replaced", aside as string, "sections.yaml"), "utf8")).toBe(before);
    expect(run.stdout).toContain("set the earlier content aside: 1 file moved to");
    const compiled = await compileContent({ contentDir: dir, cwd: dir });
    expect(compiled.ok).toBe(true);
    // Again: nothing new, nothing written, nothing more set aside.
    const again = await runMain(main, [
      "publications",
      path.join(BIBTEX, "publications.bib"),
      "--content",
      dir,
    ]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("already holds every one of them: nothing written");
    expect(setAside(dir)).toHaveLength(1);
    expect(publicationsIn(dir)).toHaveLength(5);
  });

  it("marks the owner by name in either order, in full or by initials, accents and case aside", () => {
    const owner = { names: ["Robin Vale"] };
    for (const author of [
      { given: "Robin", family: "Vale" },
      { given: "R.", family: "Vale" },
      { given: "r", family: "VALÉ" },
      { literal: "Robin Vale" },
    ])
      expect(isOwner(author, owner)).toBe(true);
    for (const author of [
      { given: "S.", family: "Vale" },
      { given: "Robin", family: "Valentine" },
      { family: "Vale" },
    ])
      expect(isOwner(author, owner)).toBe(false);
    expect(isOwner({ given: "J.-P.", family: "Müller" }, { names: ["Jean Pierre Muller"] })).toBe(true);
    expect(isOwner({ given: "Taro", family: "Yamada" }, { names: ["Yamada Taro"] })).toBe(true);
  });

  it("refuses a .bib that is not there, or that breaks, at its line and column; writes nothing", async () => {
    const dir = siteWithSections();
    const before = readFileSync(path.join(dir, "sections.yaml"), "utf8");
    const missing = await runMain(main, ["publications", "nowhere.bib", "--content", dir]);
    expect(missing).toEqual({ code: 1, stdout: "", stderr: "no such file: nowhere.bib\n" });
    const broken = path.join(BIBTEX, "broken.bib");
    const run = await runMain(main, ["publications", broken, "--content", dir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^${broken.replace(/[.\\/]/g, "\\$&")}:5:3: .*expected "}".*\\(hint: .*\\); nothing was written\\n$`,
      ),
    );
    expect(readFileSync(path.join(dir, "sections.yaml"), "utf8")).toBe(before);
    expect(setAside(dir)).toEqual([]);
  });
});

describe("what a publications import refuses", () => {
  it("a .bib that is not UTF-8, or a sections.yaml that is not YAML, at its place; writes nothing", async () => {
    const dir = contentTree("valid-minimal");
    const latin1 = path.join(temporaryFolder("bib"), "latin1.bib");
    writeFileSync(latin1, Buffer.from("@article{a, title = {M\xf6wen}, year = 2020}", "latin1"));
    const notUtf8 = await runMain(main, ["publications", latin1, "--content", dir]);
    expect(notUtf8.code).toBe(1);
    expect(notUtf8.stderr).toBe(
      `${latin1}: expected UTF-8 text (hint: save the .bib as UTF-8; LaTeX accents such as {\\"o} are read too)\n`,
    );
    const broken = "publications:\n  - title: [unclosed\n";
    writeFileSync(path.join(dir, "sections.yaml"), broken);
    const run = await runMain(main, [
      "publications",
      path.join(BIBTEX, "publications.bib"),
      "--content",
      dir,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^${path.join(dir, "sections.yaml").replace(/[.\\/]/g, "\\$&")}:\\d+:\\d+: .*; nothing was written\\n$`,
      ),
    );
    expect(readFileSync(path.join(dir, "sections.yaml"), "utf8")).toBe(broken);
    expect(setAside(dir)).toEqual([]);
  });

  it("content that would not validate: only the errors of the files it writes, at their place", async () => {
    const errors = await errorsWith(
      path.join(FIXTURES, "valid-minimal"),
      new Map([["sections.yaml", "publications:\n  - title: A\n    date: 2021-13\n"]]),
    );
    expect(errors).toEqual([
      `error ${path.join(FIXTURES, "valid-minimal", "sections.yaml")}:3:11 publications[0].date: expected a month from 01 to 12, got "2021-13"`,
    ]);
  });
});

describe("publications from ORCID", () => {
  it("checks the iD's checksum (ISO 7064 11,2) before asking ORCID anything", async () => {
    expect(orcidCheck("000000021825009")).toBe("7");
    expect(orcidCheck("000000031234567")).toBe("4");
    const api = await recordedApi(ORCID);
    vi.stubEnv("FOLIO_ORCID_API", api.base);
    try {
      const dir = contentTree("valid-minimal");
      const run = await runMain(main, ["publications", "0000-0003-1234-5675", "--content", dir]);
      expect(run).toEqual({
        code: 1,
        stdout: "",
        stderr:
          "not an ORCID iD: 0000-0003-1234-5675 fails its checksum (its last character would be 4): check the iD on your ORCID page\n",
      });
      expect(api.requests).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it("reads the works and each one's authors, into a new sections.yaml, one per group", async () => {
    const api = await recordedApi(ORCID);
    vi.stubEnv("FOLIO_ORCID_API", api.base);
    try {
      const dir = contentTree("valid-minimal");
      const run = await runMain(main, ["publications", `https://orcid.org/${ID}`, "--content", dir]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(api.requests.map((request) => request.url).sort()).toEqual([
        `/${ID}/work/1001`,
        `/${ID}/work/1002`,
        `/${ID}/work/1004`,
        `/${ID}/works`,
      ]);
      expect(api.requests.every((request) => request.headers.accept === "application/json")).toBe(true);
      const text = readFileSync(path.join(dir, "sections.yaml"), "utf8");
      expect(text).toMatch(/^# yaml-language-server: \$schema=\.\/schemas\/sections\.schema\.json\n/);
      expect(publicationsIn(dir)).toEqual([
        {
          title: "Offline-first sync: a field report",
          authors: ["R. Vale"],
          type: "preprint",
          date: "2024-01",
          url: "https://example.org/preprints/2401.00001",
        },
        {
          title: "Conflict-free maps for field crews",
          authors: ["José García", "R. Vale"],
          type: "conference-paper",
          publisher: "Proceedings of the Harbor Systems Conference",
          date: "2023",
          url: "https://example.org/hsc2023/maps.pdf",
        },
        {
          title: "Fast GPU Kernels for Tide Prediction",
          authors: ["Robin Vale-Harbor", "Jürgen Möller", "Karla Straßer"],
          type: "article",
          publisher: "Journal of Field Computing",
          date: "2021-03",
          url: "https://doi.org/10.5555/jfc.2021.0042",
          // ORCID's short description, Markdown's signs as text.
          summary: "Tide tables computed on the GPU, \\*ten\\* times faster.",
        },
      ]);
      // The owner by their iD under a name that is not profile.yaml's: the page could not mark it, so the import says so.
      expect(run.stdout).toContain(
        `you by your ORCID iD, under a name the page does not mark as yours (write it as your name in profile.yaml to have it marked):\n  "Fast GPU Kernels for Tide Prediction": Robin Vale-Harbor`,
      );
      expect(setAside(dir)).toEqual([]);
      const compiled = await compileContent({ contentDir: dir, cwd: dir });
      if (!compiled.ok) throw new Error("the imported content compiles");
      // The compiler marks the owner by name: R. Vale is; Robin Vale-Harbor is not Robin Vale.
      const entries = compiled.content.sections.find(({ kind }) => kind === "publications")?.entries;
      expect(
        entries?.map((entry) => entry.authors?.filter(({ owner }) => owner).map(({ name }) => name)),
      ).toEqual([["R. Vale"], ["R. Vale"], []]);
    } finally {
      await api.close();
    }
  });

  it("refuses a record ORCID does not have, and a network failure, in one line; writes nothing", async () => {
    const api = await recordedApi(ORCID);
    vi.stubEnv("FOLIO_ORCID_API", api.base);
    const dir = contentTree("valid-minimal");
    try {
      const missing = await runMain(main, ["publications", "0000-0002-1825-0097", "--content", dir]);
      expect(missing).toEqual({
        code: 1,
        stdout: "",
        stderr:
          "ORCID has no public record 0000-0002-1825-0097: check the iD on your ORCID page; nothing was written\n",
      });
    } finally {
      await api.close();
    }
    vi.stubEnv("FOLIO_ORCID_API", await closedAddress());
    const offline = await runMain(main, ["publications", ID, "--content", dir]);
    expect(offline.code).toBe(1);
    expect(offline.stderr).toMatch(
      /^could not reach ORCID at http:\/\/127\.0\.0\.1:\d+\/0000-0003-1234-5674\/works \(ECONNREFUSED\): check the connection and try again; nothing was written\n$/,
    );
    expect(existsSync(path.join(dir, "sections.yaml"))).toBe(false);
  });
});
