import { execFile } from "node:child_process";
import {
  cpSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { Refused } from "../../scripts/lib/command.ts";
import {
  isBuiltSite,
  markSite,
  recordSiteFiles,
  recoverFolder,
  refuseSiteFolder,
  replaceFolder,
  SITE_MARKER,
  stagingFolder,
} from "../../scripts/lib/site-folder.ts";
import { ROOT, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { FIXTURES, temporaryFolder } from "./fixtures.ts";

/**
 * A copy of the project as a fresh clone has it, a folder down in a temporary folder of its
 * own (so that `..` is ours too): its scripts, src/ (without the compiled content), the build's
 * configuration, a small content/, tests/ and .git/, and the installed packages linked in.
 */
function freshClone(): string {
  const dir = path.join(temporaryFolder("clone"), "folio");
  for (const entry of ["bin", "scripts", "src", "package.json", "index.html", "tsconfig.json"])
    cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      filter: (file) => path.relative(ROOT, file) !== path.join("src", "generated"),
    });
  cpSync(path.join(FIXTURES, "valid-minimal"), path.join(dir, "content"), { recursive: true });
  mkdirSync(path.join(dir, "tests"));
  writeFileSync(path.join(dir, "tests", "site.test.ts"), "// a test\n");
  mkdirSync(path.join(dir, ".git"));
  writeFileSync(path.join(dir, ".git", "HEAD"), "ref: refs/heads/main\n");
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Every entry under `dir` (links not followed) with its kind, size and change time. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = lstatSync(file);
      return [path.relative(dir, file), `${stat.mode} ${stat.size} ${stat.ctimeMs}`];
    }),
  );
}

describe("a fresh clone, its commands pointed at the project itself", () => {
  it(
    "npm run build -- --out ., .., content or src: refused in one line, exit 1, nothing touched",
    async () => {
      const project = freshClone();
      const outside = path.dirname(project);
      const before = snapshot(outside);
      for (const [out, why] of [
        [".", "it is the project's folder"],
        ["..", `it holds the project's folder (${project})`],
        ["content", "it is content/, the project's source"],
        ["src", "it is src/, the project's source"],
      ] as const) {
        const run = await runScript("commands/build.ts", ["--out", out], { project });
        expect(run.code, run.stderr).toBe(1);
        expect(run.stdout).toBe("");
        expect(run.stderr).toBe(
          `refused --out ${out}: ${why}; build into a folder of its own, such as dist/\n`,
        );
        expect(snapshot(outside), out).toEqual(before);
      }
    },
    SPAWN_TIMEOUT * 2,
  );

  it(
    "npm run build -- --out ../pages, a Pages checkout a built site was copied into: refused, nothing of it lost; dist/ with its PDF rebuilt",
    async () => {
      const project = freshClone();
      const built = await runScript("commands/build.ts", [], { project, env: { CI: "" } });
      expect(built.code, built.stderr).toBe(0);
      // The PDF and the page's link to it, written into the site, are the site's own from then on.
      const printed = await runScript("commands/pdf.ts", [], { project });
      expect(printed.code, printed.stderr).toBe(0);
      // The owner's checkout of their Pages branch, the site copied in with its hidden files.
      const pages = path.join(path.dirname(project), "pages");
      mkdirSync(path.join(pages, ".git"), { recursive: true });
      writeFileSync(path.join(pages, ".git", "HEAD"), "ref: refs/heads/gh-pages\n");
      writeFileSync(path.join(pages, "CNAME"), "resume.example.com\n");
      mkdirSync(path.join(pages, "talks"));
      writeFileSync(path.join(pages, "talks", "slides.html"), "<!doctype html><title>My talk</title>");
      cpSync(`${path.join(project, "dist")}/.`, pages, { recursive: true });
      const before = snapshot(path.dirname(project));
      const run = await runScript("commands/build.ts", ["--out", "../pages"], { project, env: { CI: "" } });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toBe(
        "refused --out ../pages: it holds what no build wrote: .git/, CNAME, talks/, and the build replaces its folder whole; move them out or delete them yourself if none is needed, or build into a folder of its own (such as dist/) and copy the site from there\n",
      );
      expect(snapshot(path.dirname(project))).toEqual(before);
      // The build's own folder, as it wrote it, it replaces.
      const again = await runScript("commands/build.ts", [], { project, env: { CI: "" } });
      expect(again.code, again.stderr).toBe(0);
    },
    SPAWN_TIMEOUT * 3,
  );

  it(
    "npm run pdf -- --out content/profile.yaml: refused in one line, exit 1, nothing touched",
    async () => {
      const project = freshClone();
      const before = snapshot(path.dirname(project));
      const run = await runScript("commands/pdf.ts", ["--out", "content/profile.yaml"], { project });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(
        "refused --out content/profile.yaml: it is inside content/, the project's source; name a new .pdf file outside the project's source, such as dist/resume.pdf\n",
      );
      expect(snapshot(path.dirname(project))).toEqual(before);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "npm run new -- --content . and npm run import -- --content ..: refused in one line, exit 1, nothing touched",
    async () => {
      const project = freshClone();
      const before = snapshot(path.dirname(project));
      const resume = path.join(FIXTURES, "json-resume", "projects-same-file-name.json");
      for (const [script, argv, given, why] of [
        ["commands/new.ts", ["--name", "Ada Lovelace", "--force"], ".", "it is the project's folder"],
        ["commands/import.ts", [resume], "..", `it holds the project's folder (${project})`],
      ] as const) {
        const run = await runScript(script, [...argv, "--content", given], { project });
        expect(run.code, run.stderr).toBe(1);
        expect(run.stdout).toBe("");
        expect(run.stderr).toBe(
          `refused --content ${given}: ${why}; write the content into content/ or a folder of its own, such as my-content/\n`,
        );
        expect(snapshot(path.dirname(project)), script).toEqual(before);
      }
    },
    SPAWN_TIMEOUT,
  );
});

/** The message refuseSiteFolder refuses `dir` with, or undefined. */
function siteFolderRefusal(dir: string, sources: string[] = []): string | undefined {
  try {
    refuseSiteFolder({ option: "--out", given: dir, instead: "pick another" }, { sources });
    return undefined;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    expect(error.code).toBe(1);
    return error.message;
  }
}

describe("the folder a build replaces", () => {
  it("is missing, empty or a site a build wrote", () => {
    const parent = temporaryFolder("out");
    expect(siteFolderRefusal(path.join(parent, "dist"))).toBeUndefined();
    mkdirSync(path.join(parent, "empty"));
    expect(siteFolderRefusal(path.join(parent, "empty"))).toBeUndefined();
    const site = path.join(parent, "site");
    mkdirSync(site);
    writeFileSync(path.join(site, "index.html"), "<!doctype html>");
    markSite(site);
    expect(siteFolderRefusal(site)).toBeUndefined();
    expect(readFileSync(path.join(site, SITE_MARKER), "utf8")).toMatch(/npm run build/);
  });

  it("is never a folder of anything else, a file, a link, or the content the build reads", () => {
    const parent = temporaryFolder("out");
    const photos = path.join(parent, "photos");
    mkdirSync(photos);
    writeFileSync(path.join(photos, "index.html"), "<!doctype html><p>my own page</p>");
    expect(siteFolderRefusal(photos)).toBe(
      `refused --out ${photos}: it holds files no build wrote (there is no ${SITE_MARKER} in it), and the build replaces its folder whole; move them out or delete them yourself if none is needed, or build into a folder of its own (such as dist/) and copy the site from there`,
    );
    const file = path.join(parent, "notes.txt");
    writeFileSync(file, "mine");
    expect(siteFolderRefusal(file)).toContain("it is a file, not a folder");
    const link = path.join(parent, "link");
    symlinkSync(path.join(parent, "empty-elsewhere"), link);
    expect(siteFolderRefusal(link)).toContain("it is a symbolic link");
    const content = path.join(parent, "content");
    mkdirSync(content);
    expect(siteFolderRefusal(content, [content])).toMatch(
      /it is .*content\/, the content this command reads/,
    );
    expect(siteFolderRefusal(parent, [content])).toMatch(
      /it holds .*content\/, the content this command reads/,
    );
    expect(siteFolderRefusal(path.join(content, "dist"), [content])).toMatch(/it is inside .*content\//);
    expect(siteFolderRefusal("/")).toMatch(/^refused --out \/: it holds the project's folder/);
    for (const source of ["scripts", "node_modules", ".git", "tests/unit"])
      expect(siteFolderRefusal(path.join(ROOT, source)), source).toMatch(/the project's source/);
  });

  it("a copy of a built site, marker and all, in a folder holding anything else: refused, naming what", () => {
    const parent = temporaryFolder("out");
    const built = path.join(parent, "dist");
    mkdirSync(path.join(built, "assets"), { recursive: true });
    writeFileSync(path.join(built, "index.html"), "<!doctype html><title>Resume</title>");
    writeFileSync(path.join(built, "assets", "app.js"), "console.log(1)");
    markSite(built);
    // A GitHub Pages checkout that the site was copied into, hidden files and all (cp -r dist/. pages/).
    const pages = path.join(parent, "pages");
    mkdirSync(path.join(pages, ".git"), { recursive: true });
    writeFileSync(path.join(pages, ".git", "HEAD"), "ref: refs/heads/gh-pages\n");
    writeFileSync(path.join(pages, "CNAME"), "resume.example.com\n");
    writeFileSync(path.join(pages, "slides.html"), "<!doctype html><title>My talk</title>");
    cpSync(`${built}/.`, pages, { recursive: true });
    expect(isBuiltSite(pages)).toBe(true);
    expect(siteFolderRefusal(pages)).toBe(
      `refused --out ${pages}: it holds what no build wrote: .git/, CNAME, slides.html, and the build replaces its folder whole; move them out or delete them yourself if none is needed, or build into a folder of its own (such as dist/) and copy the site from there`,
    );
    // A folder of the owner's with only the marker copied in: the same.
    const docs = path.join(parent, "docs");
    mkdirSync(docs);
    writeFileSync(path.join(docs, "notes.md"), "# my notes\n");
    cpSync(path.join(built, SITE_MARKER), path.join(docs, SITE_MARKER));
    expect(siteFolderRefusal(docs)).toMatch(/it holds what no build wrote: notes\.md, and the build/);
    // A built file edited by hand since, or a link put in.
    expect(siteFolderRefusal(built)).toBeUndefined();
    writeFileSync(path.join(built, "index.html"), "<!doctype html><title>Edited by hand</title>");
    symlinkSync(pages, path.join(built, "assets", "pages"));
    expect(siteFolderRefusal(built)).toMatch(
      /it holds what no build wrote: assets\/pages \(a link\), index\.html \(changed since the build\), and the build/,
    );
    expect(readFileSync(path.join(pages, "CNAME"), "utf8")).toBe("resume.example.com\n");
  });

  it("a file an own command wrote into the site later, recorded in the marker, is the site's", () => {
    const site = temporaryFolder("recorded");
    writeFileSync(path.join(site, "index.html"), "<!doctype html>");
    markSite(site);
    writeFileSync(path.join(site, "resume.pdf"), "%PDF-1.7 a printed resume");
    expect(siteFolderRefusal(site)).toMatch(/it holds what no build wrote: resume\.pdf, and/);
    recordSiteFiles(site, [path.join(site, "resume.pdf")]);
    expect(siteFolderRefusal(site)).toBeUndefined();
  });

  it("marked by a build that listed no files, or not marked, proves nothing: refused", () => {
    const site = temporaryFolder("legacy");
    writeFileSync(
      path.join(site, "index.html"),
      '<template id="resume-pdf-link"><a class="pdf-link" href="resume.pdf" type="application/pdf">PDF</a></template>',
    );
    expect(isBuiltSite(site)).toBe(false);
    expect(siteFolderRefusal(site)).toMatch(
      /it holds files no build wrote \(there is no \.folio-site in it\)/,
    );
    writeFileSync(
      path.join(site, SITE_MARKER),
      "This folder is a site built by npm run build, which replaces it whole on the next build into it.\n",
    );
    expect(isBuiltSite(site)).toBe(false);
    expect(siteFolderRefusal(site)).toMatch(
      /its \.folio-site lists no files \(an earlier version of the build wrote it\), so nothing proves the rest is a build's/,
    );
  });

  it("a symbolic link is refused with or without a last slash", () => {
    const parent = temporaryFolder("out");
    const elsewhere = path.join(parent, "elsewhere");
    mkdirSync(elsewhere);
    const link = path.join(parent, "link");
    symlinkSync(elsewhere, link);
    for (const given of [link, `${link}/`, `${link}//`])
      expect(siteFolderRefusal(given), given).toContain("it is a symbolic link");
  });
});

/** A site in `dir` whose index.html says `text`. */
function site(dir: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), text);
  markSite(dir);
  return dir;
}

describe("a site replaced whole", () => {
  it("takes the old one's place, which is deleted only once the new one is there", () => {
    const dist = path.join(temporaryFolder("swap"), "dist");
    site(dist, "old");
    const building = site(stagingFolder(dist), "new");
    expect(replaceFolder(building, dist)).toBeUndefined();
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("new");
    expect(readdirSync(path.dirname(dist))).toEqual(["dist"]);
  });

  it("keeps the old one, never deletes it, when files no build wrote were added to it while the new one was built", () => {
    const parent = temporaryFolder("swap");
    const dist = path.join(parent, "dist");
    site(dist, "old");
    const building = site(stagingFolder(dist), "new");
    writeFileSync(path.join(dist, "CNAME"), "resume.example.com\n");
    const kept = replaceFolder(building, dist);
    expect(kept).toMatch(/\/dist\.kept-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/);
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("new");
    expect(readFileSync(path.join(kept ?? "", "CNAME"), "utf8")).toBe("resume.example.com\n");
    expect(readdirSync(parent).sort()).toEqual(["dist", path.basename(kept ?? "")].sort());
  });

  it("killed between its two renames, comes back on the next run: the old site in place, the unfinished one gone", () => {
    const parent = temporaryFolder("recover");
    const dist = path.join(parent, "dist");
    // What a build killed after moving the old site aside and before moving the new one in leaves.
    const killed = stagingFolder(dist, 999_999_999);
    site(`${killed}.old`, "the last good site");
    site(killed, "a new site never put in place");
    expect(recoverFolder(dist)).toEqual({ restored: `${killed}.old`, kept: [] });
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("the last good site");
    expect(readdirSync(parent)).toEqual(["dist"]);
  });

  it("killed after both renames, the new site stays and the old one goes; folders not of a build stay", () => {
    const parent = temporaryFolder("recover");
    const dist = site(path.join(parent, "dist"), "the new site");
    site(`${stagingFolder(dist, 999_999_999)}.old`, "the old site");
    const strange = site(`${stagingFolder(dist, 999_999_998)}.old`, "an old site");
    writeFileSync(path.join(strange, "notes.md"), "mine");
    site(path.join(parent, ".dist.building-notes"), "the owner's own");
    const { restored, kept } = recoverFolder(dist);
    expect(restored).toBeUndefined();
    expect(kept).toHaveLength(1);
    expect(readFileSync(path.join(kept[0] ?? "", "notes.md"), "utf8")).toBe("mine");
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("the new site");
    expect(readdirSync(parent).sort()).toEqual(
      [".dist.building-notes", "dist", path.basename(kept[0] ?? "")].sort(),
    );
  });
});

describe("a file written whole or not at all", () => {
  it(
    "a disk that fills up leaves the earlier file as it was, and no temporary file",
    async () => {
      const dir = temporaryFolder("full-disk");
      const pdf = path.join(dir, "resume.pdf");
      writeFileSync(pdf, "%PDF-1.4 the earlier resume");
      const script = path.join(dir, "write.ts");
      writeFileSync(
        script,
        `import { writeFileAtomically } from ${JSON.stringify(path.join(ROOT, "scripts/lib/safe-output.ts"))};\nwriteFileAtomically(${JSON.stringify(pdf)}, new Uint8Array(200_000).fill(37));\n`,
      );
      // Files of at most 16 blocks of 512 bytes: writing more fails as a full disk does.
      const run = promisify(execFile)(
        "bash",
        ["-c", `ulimit -f 16 && exec "$0" "$1"`, path.join(ROOT, "node_modules/.bin/tsx"), script],
        { cwd: dir },
      );
      await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining("EFBIG") });
      expect(readdirSync(dir).sort()).toEqual(["resume.pdf", "write.ts"]);
      expect(statSync(pdf).size).toBe(27);
      expect(readFileSync(pdf, "utf8")).toBe("%PDF-1.4 the earlier resume");
    },
    SPAWN_TIMEOUT,
  );
});
