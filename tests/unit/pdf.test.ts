import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, test } from "vitest";
import { main } from "../../scripts/commands/pdf.ts";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { Refused } from "../../scripts/lib/command.ts";
import { markSite, recordSiteFiles, SITE_MARKER } from "../../scripts/lib/site-folder.ts";
import {
  linkResumePdf,
  PDF_CREATOR,
  refusePdfTarget,
  resumeMetadata,
  withMetadata,
} from "../../scripts/pdf/pdf.ts";
import { recordFile } from "../../scripts/publish/build-record.ts";
import { jsonLd, pageDescription } from "../../scripts/vite/share/metadata.ts";
import { RESUME_PDF, RESUME_PDF_TEMPLATE } from "../../src/shared/paths.ts";
import { runMain, runScript, SPAWN_TIMEOUT } from "./command.ts";
import { contentTree, FIXTURES, latinOnlyFonts, temporaryFolder } from "./fixtures.ts";

async function compiled(fixture: string) {
  const result = await compileContent({ contentDir: path.join(FIXTURES, fixture) });
  if (!result.ok) throw new Error(`${fixture} does not compile`);
  return result.content;
}

/** A PDF's document information as a reader shows it. */
async function documentInfo(data: Uint8Array) {
  const pdf = await getDocument({ data, disableFontFace: true }).promise;
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return info as Record<string, unknown>;
}

describe("the PDF's metadata", () => {
  test("comes from the owner in the page's JSON-LD: name and label, the summary's opening, hard skills", async () => {
    const content = await compiled("valid-full");
    const { profile } = content;
    const metadata = resumeMetadata(JSON.parse(JSON.stringify(jsonLd(content))));
    expect(metadata.title).toBe(`${profile.name}, ${profile.label}`);
    expect(metadata.author).toBe(profile.name);
    expect(metadata.subject).toBe(pageDescription(content));
    const skills = profile.hardSkills.flatMap((group) => group.lists.flatMap((list) => list.items));
    expect(metadata.keywords).toEqual([...new Set(skills)]);
  });

  test("is refused for a page without an owner", () => {
    expect(() => resumeMetadata({ "@type": "WebPage" })).toThrow(/names no owner/);
    expect(() => resumeMetadata(null)).toThrow(/names no owner/);
  });

  test("is written into the PDF and reads back, in any script, keywords apart", async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    blank.setProducer("Skia/PDF");
    const metadata = {
      title: "Renée O'Sullivan-Лебедева, 데이터 시각화",
      author: "Renée O'Sullivan-Лебедева",
      subject: "Maps and charts people argue about…",
      keywords: ["D3.js", "React Native", "Linux, macOS and Windows"],
    };
    const info = await documentInfo(await withMetadata(await blank.save(), metadata));
    expect(info).toMatchObject({
      Title: metadata.title,
      Author: metadata.author,
      Subject: metadata.subject,
      Keywords: "D3.js, React Native, Linux, macOS and Windows",
      // By which npm run pdf knows a PDF of its own.
      Creator: PDF_CREATOR,
      // What Chromium wrote stays.
      Producer: "Skia/PDF",
    });
  });
});

describe("the built page's link to the PDF", () => {
  const link = `<a class="pdf-link" href="${RESUME_PDF}" type="application/pdf">Resume (PDF)</a>`;
  const built = `<ul class="social-links"><li>…</li></ul><template id="${RESUME_PDF_TEMPLATE}">${link}</template></div>`;

  test("comes out of its template once the PDF is written, and only once", () => {
    const linked = linkResumePdf(built);
    expect(linked).toBe(`<ul class="social-links"><li>…</li></ul>${link}</div>`);
    expect(linkResumePdf(linked ?? "")).toBe(linked);
  });

  test("is missing from a page built without its template", () => {
    expect(linkResumePdf('<ul class="social-links"></ul>')).toBeNull();
  });
});

/** The message `refusePdfTarget(out, root)` refuses with, and its exit code; undefined when it takes `out`. */
async function pdfRefusal(out: string, root?: string) {
  try {
    await refusePdfTarget(out, root);
    return undefined;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe("where npm run pdf writes", () => {
  const instead = "name a new .pdf file outside the project's source, such as dist/resume.pdf";

  test("a new .pdf file, or a PDF it wrote itself: in its Creator, or as a file its built site's marker lists", async () => {
    const dir = temporaryFolder("pdf-out");
    expect(await pdfRefusal(path.join(dir, "resume.pdf"))).toBeUndefined();
    const blank = await PDFDocument.create();
    blank.addPage();
    const ours = path.join(dir, "ours.pdf");
    writeFileSync(
      ours,
      await withMetadata(await blank.save(), { title: "T", author: "A", subject: "", keywords: [] }),
    );
    expect(await pdfRefusal(ours)).toBeUndefined();
    const site = path.join(dir, "dist");
    mkdirSync(site);
    markSite(site);
    writeFileSync(path.join(site, RESUME_PDF), await blank.save());
    recordSiteFiles(site, [path.join(site, RESUME_PDF)]);
    expect(await pdfRefusal(path.join(site, RESUME_PDF))).toBeUndefined();
  });

  test("never over a resume.pdf of the owner's that a copied site's marker does not list", async () => {
    const site = temporaryFolder("pdf-copied-site");
    writeFileSync(path.join(site, "index.html"), "<!doctype html>");
    markSite(site);
    const blank = await PDFDocument.create();
    blank.addPage();
    // The owner's own resume.pdf, beside a copied site: not in the marker's list.
    writeFileSync(path.join(site, RESUME_PDF), await blank.save());
    expect(await pdfRefusal(path.join(site, RESUME_PDF))).toEqual({
      code: 1,
      message: `refused --out ${path.join(site, RESUME_PDF)}: it is a PDF that npm run pdf did not write, which the PDF would replace; ${instead}`,
    });
  });

  test("never over a file that is not a PDF it wrote, a link or a folder, nor under another name than *.pdf", async () => {
    const dir = temporaryFolder("pdf-out");
    const blank = await PDFDocument.create();
    blank.addPage();
    const contract = path.join(dir, "contract.pdf");
    writeFileSync(contract, await blank.save());
    const notes = path.join(dir, "notes.pdf");
    writeFileSync(notes, "my notes\n");
    const link = path.join(dir, "link.pdf");
    symlinkSync(contract, link);
    mkdirSync(path.join(dir, "folder.pdf"));
    const site = path.join(dir, "dist");
    mkdirSync(site);
    markSite(site);
    writeFileSync(path.join(site, "index.html"), "<!doctype html>");
    for (const [out, why, code] of [
      [contract, "it is a PDF that npm run pdf did not write, which the PDF would replace", 1],
      [notes, "it is a file of another kind than PDF, which the PDF would replace", 1],
      [link, `it is a symbolic link, to ${contract}`, 1],
      [path.join(dir, "folder.pdf"), "it is not a file", 1],
      [path.join(dir, "missing", "resume.pdf"), `there is no folder ${path.join(dir, "missing")}/`, 1],
      [path.join(site, "index.html"), "the PDF goes to a file whose name ends in .pdf", 2],
    ] as const)
      expect(await pdfRefusal(out), out).toEqual({
        code,
        message: `refused --out ${out}: ${why}; ${instead}`,
      });
    expect(readFileSync(notes, "utf8")).toBe("my notes\n");
  });

  test("never into the project's source, nor out of the project through a symbolic link", async () => {
    const project = temporaryFolder("pdf-project");
    const elsewhere = temporaryFolder("pdf-elsewhere");
    mkdirSync(path.join(project, "content"));
    symlinkSync(elsewhere, path.join(project, "out"));
    expect(await pdfRefusal(path.join(project, "content", "resume.pdf"), project)).toEqual({
      code: 1,
      message: `refused --out ${path.join(project, "content", "resume.pdf")}: it is inside ${path.join(project, "content")}/, the project's source; ${instead}`,
    });
    expect(await pdfRefusal(path.join(project, "out", "resume.pdf"), project)).toEqual({
      code: 1,
      message: `refused --out ${path.join(project, "out", "resume.pdf")}: a symbolic link leads it out of the project, to ${path.join(elsewhere, "resume.pdf")}; ${instead}`,
    });
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  test("refuses at once a folder that is no site a build wrote, in one line", async () => {
    const foreign = temporaryFolder("pdf-foreign");
    writeFileSync(
      path.join(foreign, "index.html"),
      "<!doctype html><title>Someone else's site</title><p>Hello",
    );
    const run = await runMain(main, ["--dist", foreign, "--out", path.join(foreign, "resume.pdf")]);
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: `no built site in ${foreign}/: its index.html is not one npm run build wrote (there is no ${SITE_MARKER} listing its files); run npm run build first, or give the site with --dist DIR\n`,
    });
    // A marker copied from a built site into it proves nothing of its index.html.
    const built = temporaryFolder("pdf-built");
    writeFileSync(path.join(built, "index.html"), "<!doctype html><title>Resume</title>");
    markSite(built);
    cpSync(path.join(built, SITE_MARKER), path.join(foreign, SITE_MARKER));
    expect(await runMain(main, ["--dist", foreign])).toEqual({
      code: 1,
      stdout: "",
      stderr: `no built site in ${foreign}/: its index.html is not the one npm run build wrote (changed since, or the ${SITE_MARKER} was copied from another site); run npm run build first, or give the site with --dist DIR\n`,
    });
    rmSync(path.join(foreign, SITE_MARKER));
    const missing = path.join(foreign, "dist");
    expect((await runMain(main, ["--dist", missing])).stderr).toBe(
      `no built site in ${missing}/: run npm run build first\n`,
    );
    expect(readdirSync(foreign)).toEqual(["index.html"]);
  });
});

/** The address of every link in a PDF, page by page. */
async function pdfLinks(data: Uint8Array): Promise<{ links: string[]; text: string }> {
  const pdf = await getDocument({ data, disableFontFace: true }).promise;
  const links: string[] = [];
  let text = "";
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const annotations: { subtype?: string; url?: string; unsafeUrl?: string }[] = await page.getAnnotations();
    for (const annotation of annotations)
      if (annotation.subtype === "Link")
        links.push(annotation.unsafeUrl ?? annotation.url ?? "(inside the document)");
    for (const item of (await page.getTextContent()).items) if ("str" in item) text += `${item.str} `;
  }
  await pdf.destroy();
  return { links, text };
}

describe("links to the site itself in the PDF", () => {
  const SITE = "https://robin.example.com/folio/";
  /** The minimal site with links into itself in its summary, built with profile.url or without. */
  const built: Record<"withUrl" | "withoutUrl", string> = { withUrl: "", withoutUrl: "" };

  beforeAll(async () => {
    await Promise.all(
      (["withUrl", "withoutUrl"] as const).map(async (variant) => {
        const content = contentTree("valid-minimal");
        const profile = path.join(content, "profile.yaml");
        writeFileSync(
          profile,
          readFileSync(profile, "utf8")
            .replace(
              "summary: Developer with 8+ years of experience.",
              "summary: Developer with 8+ years of experience; see my [yearly report](files/report.pdf) and [what I made](#/projects).",
            )
            .concat(variant === "withUrl" ? `url: ${SITE}\n` : ""),
        );
        const out = path.join(temporaryFolder(`pdf-site-${variant}`), "dist");
        const run = await runScript("commands/build.ts", ["--content", content, "--out", out], {
          env: { CI: "" },
        });
        if (run.code !== 0) throw new Error(run.stderr);
        built[variant] = out;
      }),
    );
  }, SPAWN_TIMEOUT * 2);

  /** The links and text of the PDF npm run pdf prints from the site built as `variant`. */
  async function printed(variant: keyof typeof built) {
    const out = path.join(temporaryFolder("pdf-print"), "resume.pdf");
    const run = await runMain(main, ["--dist", built[variant], "--out", out]);
    expect(run.code, run.stderr).toBe(0);
    return pdfLinks(new Uint8Array(readFileSync(out)));
  }

  test(
    "lead to the published site, at profile.url",
    async () => {
      const { links, text } = await printed("withUrl");
      expect(links).toContain(`${SITE}files/report.pdf`);
      expect(links).toContain(`${SITE}#/projects`);
      expect(links.filter((link) => link.includes("127.0.0.1"))).toEqual([]);
      expect(text).toContain("yearly report");
    },
    SPAWN_TIMEOUT,
  );

  test(
    "are text alone when the site's address is unknown: never the local server",
    async () => {
      const { links, text } = await printed("withoutUrl");
      expect(links.filter((link) => /127\.0\.0\.1|report\.pdf|#\/projects/.test(link))).toEqual([]);
      expect(links).toContain("https://github.com/robin-vale-example");
      expect(text).toContain("yearly report");
      expect(text).toContain("what I made");
    },
    SPAWN_TIMEOUT,
  );
  test(
    "are printed only once the page's script has taken it over; a page whose script does not load stops the print at once, in one line, writing nothing",
    async () => {
      const site = temporaryFolder("pdf-site-no-script");
      cpSync(built.withUrl, site, { recursive: true });
      // With its record, which names the same build as the copied marker.
      mkdirSync(path.dirname(recordFile(site)), { recursive: true });
      cpSync(recordFile(built.withUrl), recordFile(site));
      const index = readFileSync(path.join(site, "index.html"), "utf8");
      const script = /<script type="module"[^>]* src="\.\/([^"]+)"/.exec(index)?.[1];
      if (!script) throw new Error("the built page has no module script");
      rmSync(path.join(site, script));
      const run = await runScript("commands/pdf.ts", ["--dist", site]);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(
        /^could not print the resume: the page at http:\/\/127\.0\.0\.1:\d+\/ showed its Resume, but its script assets\/[\w.-]+\.js did not load \(HTTP 404\): build it again\n$/,
      );
      expect(readdirSync(site)).not.toContain(RESUME_PDF);
      expect(readFileSync(path.join(site, "index.html"), "utf8")).toBe(index);
    },
    // The print stops as the script's request fails, after the browser's start and the page's load.
    SPAWN_TIMEOUT,
  );
});

/** The paper of each page of a PDF, by its size in points (A4 595 × 842, Letter 612 × 792, within a point or two). */
async function papers(data: Uint8Array): Promise<Set<string>> {
  const PAPERS = { A4: [595.3, 841.9], Letter: [612, 792] } as const;
  const pdf = await getDocument({ data, disableFontFace: true }).promise;
  const found = new Set<string>();
  for (let number = 1; number <= pdf.numPages; number++) {
    const [left = 0, bottom = 0, right = 0, top = 0] = (await pdf.getPage(number)).view;
    const size = [right - left, top - bottom];
    const paper = Object.entries(PAPERS).find(([, sides]) =>
      sides.every((side, i) => Math.abs(side - (size[i] ?? 0)) < 2),
    )?.[0];
    found.add(paper ?? size.map(Math.round).join(" × "));
  }
  await pdf.destroy();
  return found;
}

describe("the paper, from site.yaml's paper or --paper", () => {
  let dist = "";

  beforeAll(async () => {
    // The minimal site, whose one course has a link, asking for Letter.
    const content = contentTree("valid-minimal");
    writeFileSync(path.join(content, "site.yaml"), "pdf:\n  paper: letter\n");
    dist = path.join(temporaryFolder("pdf-letter"), "dist");
    const run = await runScript("commands/build.ts", ["--content", content, "--out", dist], {
      env: { CI: "" },
    });
    if (run.code !== 0) throw new Error(run.stderr);
  }, SPAWN_TIMEOUT);

  async function printed(...options: string[]) {
    const out = path.join(temporaryFolder("pdf-paper"), "resume.pdf");
    const run = await runMain(main, ["--dist", dist, "--out", out, ...options]);
    expect(run.code, run.stderr).toBe(0);
    return { run, data: new Uint8Array(readFileSync(out)) };
  }

  test(
    "is the site's Letter without --paper, and --paper a4 overrides it",
    async () => {
      const asked = await printed();
      expect(await papers(asked.data)).toEqual(new Set(["Letter"]));
      expect(asked.run.stdout).toMatch(/\(Letter, \d+ kB\)/);
      const given = await printed("--paper", "a4");
      expect(await papers(given.data)).toEqual(new Set(["A4"]));
      expect(given.run.stdout).toMatch(/\(A4, \d+ kB\)/);
    },
    SPAWN_TIMEOUT,
  );

  test(
    "prints a course's link address after the course, as every other link's",
    async () => {
      const { data } = await printed();
      const { text, links } = await pdfLinks(data);
      // Its link still works, on its number.
      expect(links).toContain("https://university.example.edu/cs101");
      // pdf.js may part a line into pieces: the words in order, whatever the spaces between them.
      expect(text.replace(/\s+/g, "")).toContain("CS101Programming(https://university.example.edu/cs101)");
    },
    SPAWN_TIMEOUT,
  );
});

describe("a print the owner's stylesheet leaves empty", () => {
  test(
    "is refused at once, naming the stylesheet, and writes no PDF",
    async () => {
      const content = contentTree("valid-minimal");
      writeFileSync(path.join(content, "site.css"), "@media print {\n  body {\n    display: none;\n  }\n}\n");
      const dist = path.join(temporaryFolder("pdf-hidden"), "dist");
      const built = await runScript("commands/build.ts", ["--content", content, "--out", dist], {
        env: { CI: "" },
      });
      expect(built.code, built.stderr).toBe(0);
      const out = path.join(temporaryFolder("pdf-hidden-out"), "resume.pdf");
      // It waited 30 s for a Resume that never showed, then said to build the site again.
      const run = await runMain(main, ["--dist", dist, "--out", out]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        "the Resume prints empty: your stylesheet, content/site.css, hides it in print",
      );
      expect(run.stderr).not.toContain("npm run build wrote");
      expect(readdirSync(path.dirname(out))).toEqual([]);
    },
    SPAWN_TIMEOUT * 2,
  );
});

describe("a page with characters no font on the machine has", () => {
  let dist = "";

  beforeAll(async () => {
    // The Japanese fixture: its name, its headings and its entries in kanji and kana.
    dist = path.join(temporaryFolder("pdf-japanese"), "dist");
    const run = await runScript(
      "commands/build.ts",
      ["--content", path.join(FIXTURES, "valid-japanese"), "--out", dist],
      { env: { CI: "" } },
    );
    if (run.code !== 0) throw new Error(run.stderr);
  }, SPAWN_TIMEOUT);

  test(
    "is printed where the fonts are, and refused where they are not, naming the characters, their scripts and the package; the PDF before is left as it was",
    async () => {
      const out = path.join(temporaryFolder("pdf-japanese-out"), "resume.pdf");
      const withFonts = await runScript("commands/pdf.ts", ["--dist", dist, "--out", out]);
      expect(withFonts.code, withFonts.stderr).toBe(0);
      const printed = readFileSync(out);
      const { text } = await pdfLinks(new Uint8Array(printed));
      expect(text).toContain("本クラウス");
      expect(text).not.toContain("\u0000");

      const withoutFonts = await runScript("commands/pdf.ts", ["--dist", dist, "--out", out], {
        env: { FONTCONFIG_FILE: latinOnlyFonts() },
      });
      expect(withoutFonts.code).toBe(1);
      expect(withoutFonts.stdout).toBe("");
      expect(withoutFonts.stderr).toMatch(
        /^\S+resume\.pdf: \d{2,} characters have no font: (\S, ){10}… \((?=[^)]*Han)(?=[^)]*Hiragana)(?=[^)]*Katakana)[A-Za-z, ]+\); install fonts-noto-cjk \(on Debian or Ubuntu: sudo apt-get install fonts-noto-cjk\), then print again; \S+resume\.pdf is left as it was\n$/,
      );
      // The first ten of them, each once, all Japanese: none of the Latin letters the fonts have.
      const named = /no font: (.*), … \(/.exec(withoutFonts.stderr)?.[1]?.split(", ") ?? [];
      expect(new Set(named).size).toBe(10);
      for (const character of named)
        expect(character).toMatch(/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u);
      expect(readFileSync(out).equals(printed)).toBe(true);
    },
    SPAWN_TIMEOUT * 2,
  );
});
