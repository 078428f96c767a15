import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { imageSize } from "image-size";
import sharp from "sharp";
import { createServer } from "vite";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compiler/compile.ts";
import { type JsonResume, toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { htmlToText } from "../../scripts/lib/html-text.ts";
import { CONTENT_PLUGIN, contentPlugin } from "../../scripts/vite/content-plugin.ts";
import { COLOURS } from "../../scripts/vite/share/metadata.ts";
import { sharePlugin } from "../../scripts/vite/share-plugin.ts";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { monogramInitials } from "../../src/shared/monogram.ts";
import { contentTree, FIXTURES, temporaryFolder } from "./fixtures.ts";

// jsdom ships no types; the tests need only its parsers.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (markup: string, options?: { contentType: string }) => { window: { document: Document } };
};

const ROOT = path.resolve(import.meta.dirname, "../..");
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Portfolio</title></head><body><div id="root"></div></body></html>`;

type JsonResumeSchema = {
  validate(resume: unknown, callback: (errors: { stack: string }[] | null, valid: boolean) => void): void;
  schema: SchemaNode;
};
type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode };
const jsonResumeSchema = createRequire(import.meta.url)("@jsonresume/schema") as JsonResumeSchema;

/**
 * The resolved config the share plugin reads: its root, and the content plugin's compile of
 * `contentDir` (the real compiler's), which it takes the content from.
 */
function withContentOf(contentDir: string) {
  const compiled = compileContent({ contentDir, cwd: ROOT });
  return { root: ROOT, plugins: [{ name: CONTENT_PLUGIN, api: { compiled: () => compiled } }] };
}

/** Runs the share plugin's build hooks as `vite build` does: the page it writes and the files it adds. */
async function build(contentDir: string) {
  const plugin = sharePlugin();
  const call = (hook: unknown, self: unknown, ...args: unknown[]) =>
    (hook as (...a: unknown[]) => unknown).call(self, ...args);
  call(plugin.configResolved, {}, withContentOf(contentDir));
  await call(plugin.buildStart, {}, {});
  const html = (await call(plugin.transformIndexHtml, {}, INDEX_HTML, {})) as string;
  const files = new Map<string, string | Uint8Array>();
  // As Rollup calls it: its output options, then the bundle (no stylesheet here).
  await call(
    plugin.generateBundle,
    {
      emitFile: ({ fileName, source }: { fileName: string; source: string | Uint8Array }) => {
        files.set(fileName, source);
        return fileName;
      },
    },
    {},
    {},
  );
  const result = await compileContent({ contentDir, cwd: ROOT });
  if (!result.ok) throw new Error("the content does not compile");
  return { document: new JSDOM(html).window.document, files, content: result.content };
}

/** The fixture site: its owner, Renée O'Sullivan-Лебедева, has an apostrophe, an accent and Cyrillic in her name. */
const sample = await build(path.join(FIXTURES, "valid-full"));
const withoutUrl = await build(path.join(FIXTURES, "valid-minimal"));

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");

function jsonLdOf(document: Document) {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? "");
}

/**
 * Keys resume.json writes beyond the schema's (which allows any): work[].company, the name
 * before JSON Resume 1.0, beside name, for the themes that still read it (macchiato, flat);
 * meta.language, the resume's language, in the meta the schema leaves to tools.
 */
const THEME_KEYS = [".work[].company", ".meta.language"];

/** Every key of `value` that the JSON Resume schema does not define (it allows any, so typos would pass). */
function unknownKeys(value: unknown, schema: SchemaNode, at = ""): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => unknownKeys(item, schema.items ?? {}, `${at}[${i}]`));
  if (value === null || typeof value !== "object" || !schema.properties) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const child = schema.properties?.[key];
    if (child) return unknownKeys(item, child, `${at}.${key}`);
    return THEME_KEYS.includes(`${at}.${key}`.replace(/\[\d+\]/g, "[]")) ? [] : [`${at}.${key}`];
  });
}

describe("the page's metadata", () => {
  const { document, content } = sample;
  const { profile } = content;

  it("has the owner's title, a description and a canonical link to profile.url", () => {
    expect(document.title).toBe(`${profile.name} · ${profile.label}`);
    const description = meta(document, "description") ?? "";
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(htmlToText(profile.summaryHtml ?? "").replace(/\s+/g, " ")).toContain(
      description.replace(/…$/, ""),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(profile.url);
  });

  it("has Open Graph and Twitter card tags with an absolute 1200×630 image", () => {
    const image = new URL("og-image.png", profile.url).href;
    expect(meta(document, "og:type")).toBe("profile");
    expect(meta(document, "og:title")).toBe(document.title);
    expect(meta(document, "og:description")).toBe(meta(document, "description"));
    expect(meta(document, "og:url")).toBe(profile.url);
    expect(meta(document, "og:image")).toBe(image);
    expect(meta(document, "og:image:width")).toBe("1200");
    expect(meta(document, "og:image:height")).toBe("630");
    expect(meta(document, "og:image:alt")).toContain(profile.name);
    expect(meta(document, "twitter:card")).toBe("summary_large_image");
    expect(meta(document, "twitter:image")).toBe(image);
  });

  it("has JSON-LD: a ProfilePage about a Person, with work, schools, skills and profiles", () => {
    const data = jsonLdOf(document);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("ProfilePage");
    const person = data.mainEntity;
    expect(person).toMatchObject({
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.label,
      email: profile.email,
      image: new URL(profile.photo?.fallback ?? "", profile.url).href,
      sameAs: profile.profiles.map((link) => link.url),
    });
    const current = content.experience.filter((job) => job.period.end === null);
    expect(current.length).toBeGreaterThan(0);
    expect([person.worksFor].flat().map((org: { name: string }) => org.name)).toEqual(
      current.map((job) => job.company),
    );
    expect(person.alumniOf.map((org: { name: string }) => org.name)).toEqual(
      content.education.map((school) => school.institution),
    );
    expect(person.knowsAbout).toContain(profile.hardSkills[0]?.lists[0]?.items[0]);
  });

  it("links the manifest and icons, and the files exist in the build", () => {
    const href = (selector: string) => document.querySelector(selector)?.getAttribute("href") ?? "";
    // The manifest's link waits in a template until the app has started (src/main.tsx).
    const later = document.querySelector<HTMLTemplateElement>("head > template#after-paint");
    const manifestLink = later?.content.querySelector('link[rel="manifest"]');
    expect(sample.files.has(manifestLink?.getAttribute("href") ?? "")).toBe(true);
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    expect(sample.files.has(href('link[rel="apple-touch-icon"]'))).toBe(true);
    const manifest = JSON.parse(String(sample.files.get("manifest.webmanifest")));
    expect(manifest).toMatchObject({
      name: document.title,
      start_url: "./",
      short_name: "Renée",
    });
    for (const icon of manifest.icons) expect(sample.files.has(icon.src)).toBe(true);
    expect(String(sample.files.get("robots.txt"))).toMatch(/^User-agent: \*\nAllow: \/\n$/);
  });

  it("makes a 1200×630 og:image", async () => {
    const og = await sharp(sample.files.get("og-image.png") as Uint8Array).metadata();
    expect([og.format, og.width, og.height]).toEqual(["png", 1200, 630]);
  });

  it("without profile.url: no canonical link, a relative og:image, still JSON-LD", () => {
    const { document } = withoutUrl;
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(meta(document, "og:url")).toBeUndefined();
    expect(meta(document, "og:image")).toBe("og-image.png");
    expect(jsonLdOf(document).mainEntity.name).toBe(withoutUrl.content.profile.name);
  });

  it("keeps text that looks like markup inside the JSON-LD script", async () => {
    const tricky: SiteContent = structuredClone(withoutUrl.content);
    tricky.profile.label = "Dev </script><script>alert(1)</script>";
    const { withHeadTags } = await import("../../scripts/vite/share-plugin.ts");
    const document = new JSDOM(withHeadTags(INDEX_HTML, tricky)).window.document;
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(jsonLdOf(document).mainEntity.jobTitle).toBe(tricky.profile.label);
  });
});

/** The favicon of a build, parsed as XML (which throws on anything malformed): its initials and colour. */
function favicon(files: Map<string, string | Uint8Array>) {
  const svg = String(files.get("favicon.svg"));
  const document = new JSDOM(svg, { contentType: "image/svg+xml" }).window.document;
  return {
    root: document.documentElement.tagName,
    initials: document.querySelector("text")?.textContent,
    background: document.querySelector("rect")?.getAttribute("fill"),
  };
}

describe("the favicon and icons: a monogram of the owner's initials", () => {
  it("is in the page itself, as a data URL, and in the build as favicon.svg", () => {
    const link = sample.document.querySelector('link[rel="icon"]');
    expect(link?.getAttribute("type")).toBe("image/svg+xml");
    const href = link?.getAttribute("href") ?? "";
    expect(href).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(
      String(sample.files.get("favicon.svg")),
    );
  });

  it("shows the initials of the name in content, on the accent colour", () => {
    expect(sample.content.profile.name).toBe("Renée O'Sullivan-Лебедева");
    expect(favicon(sample.files)).toEqual({ root: "svg", initials: "RO", background: COLOURS.accent });
    // Another owner, another monogram.
    expect(withoutUrl.content.profile.name).toBe("Robin Vale");
    expect(favicon(withoutUrl.files)).toEqual({ root: "svg", initials: "RV", background: COLOURS.accent });
  });

  it("takes the first letters of the first and last words", () => {
    expect(monogramInitials("Avery Solano-Kim")).toBe("AS");
    expect(monogramInitials("J. R. R. Tolkien")).toBe("JT");
    expect(monogramInitials("  zoë   d'Arc ")).toBe("ZD");
    expect(monogramInitials("Cher")).toBe("C");
    expect(monogramInitials("李小龍")).toBe("李");
  });

  it("keeps a name that looks like markup as text", async () => {
    const tricky: SiteContent = structuredClone(withoutUrl.content);
    tricky.profile.name = "<Robin> & Vale";
    const { shareFiles } = await import("../../scripts/vite/share-plugin.ts");
    const files = await shareFiles(tricky, path.join(FIXTURES, "valid-minimal/images/photo.png"));
    expect(favicon(files)).toMatchObject({ root: "svg", initials: "RV" });
  });

  it("makes the PNG icons the manifest and the apple-touch-icon link name, at their sizes", () => {
    const manifest = JSON.parse(String(sample.files.get("manifest.webmanifest")));
    const icons: { src: string; sizes: string }[] = [
      ...manifest.icons,
      {
        src: sample.document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href"),
        sizes: "180x180",
      },
    ];
    expect(icons.map((icon) => [icon.src, icon.sizes])).toEqual([
      ["icon-192.png", "192x192"],
      ["icon-512.png", "512x512"],
      ["apple-touch-icon.png", "180x180"],
    ]);
    for (const icon of icons) {
      const { type, width, height } = imageSize(sample.files.get(icon.src) as Uint8Array);
      expect([icon.src, type, `${width}x${height}`]).toEqual([icon.src, "png", icon.sizes]);
    }
  });

  it("is served by the dev server too, and follows a change of name", async () => {
    const root = temporaryFolder("dev-share");
    const contentDir = contentTree("valid-minimal");
    writeFileSync(path.join(root, "index.html"), INDEX_HTML);
    const server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin({ contentDir }), sharePlugin()],
      server: { port: 0, host: "127.0.0.1", watch: null },
    });
    try {
      await server.listen();
      const address = server.resolvedUrls?.local[0];
      const page = await (await fetch(new URL("./", address))).text();
      expect(new JSDOM(page).window.document.querySelector('link[rel="icon"]')?.getAttribute("href")).toBe(
        "favicon.svg",
      );
      const get = async () => {
        const response = await fetch(new URL("favicon.svg", address));
        expect(response.headers.get("content-type")).toBe("image/svg+xml");
        return favicon(new Map([["favicon.svg", await response.text()]]));
      };
      expect(await get()).toMatchObject({ initials: "RV" });
      const profile = path.join(contentDir, "profile.yaml");
      writeFileSync(profile, readFileSync(profile, "utf8").replace("name: Robin Vale", "name: Sam Okafor"));
      // Once the dev server has compiled the change.
      await expect.poll(get, { timeout: 30_000 }).toMatchObject({ initials: "SO" });
    } finally {
      await server.close();
    }
  });
});

describe("the JSON-LD of a site with sections.yaml", async () => {
  const site = await build(contentTree("valid-sections"));
  const person = jsonLdOf(site.document).mainEntity;

  it("gives the Person its certifications as credentials, recognised by their issuer", () => {
    expect(person.hasCredential).toEqual([
      {
        "@type": "EducationalOccupationalCredential",
        name: "Certified Kubernetes Application Developer",
        credentialCategory: "certification",
        recognizedBy: { "@type": "Organization", name: "The Linux Foundation" },
        dateCreated: "2024-03",
        url: "https://credentials.example.com/ckad-1234",
      },
      {
        "@type": "EducationalOccupationalCredential",
        name: "First Aid at Work",
        credentialCategory: "certification",
      },
    ]);
  });

  it("gives the Person its awards as text: the title, who gave it and the year", () => {
    expect(person.award).toEqual([
      "Best Student Paper, Harbor Systems Conference (2022)",
      "Hackathon winner",
    ]);
  });

  it("gives the Person its talks as events it performed in, within the event they were part of", () => {
    expect(person.performerIn).toEqual([
      {
        "@type": "Event",
        name: "Maps that work offline",
        startDate: "2023-06",
        endDate: "2023-06",
        location: { "@type": "Place", name: "Lisbon" },
        superEvent: { "@type": "Event", name: "JSConf Harbor" },
        url: "https://example.com/talks/offline-maps",
      },
      { "@type": "Event", name: "A workshop on map tiles", startDate: "2020-09", endDate: "2020-10" },
    ]);
  });

  it("gives the Person its volunteering as roles in organisations, with their dates", () => {
    expect(person.memberOf).toEqual([
      {
        "@type": "OrganizationRole",
        roleName: "Volunteer web developer",
        startDate: "2021-05",
        memberOf: {
          "@type": "Organization",
          name: "Harbor Animal Rescue",
          url: "https://rescue.example.org",
        },
      },
      {
        "@type": "OrganizationRole",
        roleName: "Route marshal",
        startDate: "2019-04",
        endDate: "2019-04",
        memberOf: { "@type": "Organization", name: "City Marathon" },
      },
      {
        "@type": "OrganizationRole",
        startDate: "2015",
        endDate: "2017",
        memberOf: { "@type": "Organization", name: "Code Club" },
      },
    ]);
  });

  it("leaves publications, interests and the owner's own sections out of the JSON-LD", () => {
    const text = JSON.stringify(person);
    for (const left of ["Conflict-free maps", "Sailing", "maplibre-offline"])
      expect(text).not.toContain(left);
  });

  it("has none of these properties without sections.yaml", () => {
    const plain = jsonLdOf(withoutUrl.document).mainEntity;
    for (const key of ["hasCredential", "award", "performerIn", "memberOf"])
      expect(plain).not.toHaveProperty(key);
  });
});

describe("resume.json", () => {
  const resume = JSON.parse(String(sample.files.get("resume.json")));
  const { content } = sample;

  it("is valid JSON Resume, and uses only fields the schema defines", () => {
    let errors: unknown = "not called";
    jsonResumeSchema.validate(resume, (problems) => {
      errors = problems;
    });
    expect(errors).toBeNull();
    expect(unknownKeys(resume, jsonResumeSchema.schema)).toEqual([]);
    // The same, for the content without a site URL.
    jsonResumeSchema.validate(toJsonResume(withoutUrl.content), (problems) => {
      errors = problems;
    });
    expect(errors).toBeNull();
  });

  it("holds the whole resume: basics, work, education with courses and score, skills, languages, projects", () => {
    const { profile } = content;
    expect(resume.basics).toMatchObject({
      name: profile.name,
      label: profile.label,
      email: profile.email,
      url: profile.url,
    });
    expect(resume.basics.summary).toMatch(/^Data visualisation engineer with ten years of turning tables/);
    expect(resume.basics.summary).not.toMatch(/<|\*\*/);
    expect(resume.basics.profiles.map((p: { url: string }) => p.url)).toEqual(
      profile.profiles.map((p) => p.url),
    );

    expect(resume.work).toHaveLength(content.experience.length);
    const [current] = resume.work;
    expect(current).toMatchObject({
      name: content.experience[0]?.company,
      // The older key too, for the themes that read it (macchiato, flat).
      company: content.experience[0]?.company,
      startDate: content.experience[0]?.period.start,
    });
    expect(current).not.toHaveProperty("endDate");
    expect(current.highlights).toEqual(content.experience[0]?.roles[0]?.highlights);

    const school = content.education[0];
    expect(resume.education[0]).toMatchObject({
      institution: school?.institution,
      studyType: "B.Sc.",
      area: "Cartography and Computing",
      score: String(school?.gpa),
      startDate: school?.period?.start,
      endDate: school?.period?.end,
    });
    expect(resume.education[0].courses).toContain("CART 120 - Principles of Map Design");

    const skills = resume.skills.map((s: { name: string; level?: string }) => [s.name, s.level]);
    expect(skills).toContainEqual(["Visualisation & Front End", "Every day"]);
    expect(skills).toContainEqual(["Soft Skills", undefined]);
    expect(resume.languages).toEqual(profile.languages);
    expect(resume.projects.map((p: { name: string }) => p.name)).toEqual(
      content.projects.map((p) => p.title),
    );
    expect(resume.projects[0].keywords.length).toBeGreaterThan(0);
    expect(resume.projects[0].description).not.toMatch(/<|opens in a new tab/);
  });
});

describe("resume.json of a site with sections.yaml", () => {
  it("holds its certificates, awards, publications, volunteering and interests, in fields the schema defines", async () => {
    const site = await build(contentTree("valid-sections"));
    const resume = JSON.parse(String(site.files.get("resume.json")));
    expect(
      ["certificates", "awards", "publications", "volunteer", "interests"].map((key) => [
        key,
        resume[key]?.length,
      ]),
    ).toEqual([
      ["certificates", 2],
      ["awards", 2],
      ["publications", 1],
      ["volunteer", 3],
      ["interests", 2],
    ]);
    let errors: unknown = "not called";
    jsonResumeSchema.validate(resume, (problems) => {
      errors = problems;
    });
    expect(errors).toBeNull();
    expect(unknownKeys(resume, jsonResumeSchema.schema)).toEqual([]);
  });
});

describe("resume.json of a school without a GPA or courses", () => {
  it("has no score and no courses for it, and is still valid JSON Resume", async () => {
    const dir = contentTree("valid-school-without-gpa-or-courses");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const resume = toJsonResume(result.content);
    expect(resume.education).toEqual([
      {
        institution: "Harbor Coding School",
        url: "https://harbor-coding.example.edu",
        studyType: "Certificate",
        area: "Web Development",
        startDate: "2016-01",
        endDate: "2016-06",
      },
    ]);
    let errors: unknown = "not called";
    jsonResumeSchema.validate(resume, (problems) => {
      errors = problems;
    });
    expect(errors).toBeNull();
  });
});

describe("the site's address, however profile.url is written", () => {
  /** valid-minimal, published at `url`. */
  function publishedAt(url: string) {
    const dir = contentTree("valid-minimal");
    const profile = path.join(dir, "profile.yaml");
    writeFileSync(profile, `${readFileSync(profile, "utf8")}url: ${url}\n`);
    return dir;
  }

  for (const url of [
    "https://ada.github.io/folio",
    "https://ada.github.io/folio/",
    "https://ada.github.io/folio/index.html",
    "https://ada.github.io/folio?from=cv#top",
  ]) {
    it(`${url}: canonical, og:image, JSON-LD, resume.json and the manifest all lead to the folder folio/`, async () => {
      const site = await build(publishedAt(url));
      const home = "https://ada.github.io/folio/";
      expect(site.content.profile.url).toBe(home);
      expect(site.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(home);
      expect(meta(site.document, "og:url")).toBe(home);
      expect(meta(site.document, "og:image")).toBe(`${home}og-image.png`);
      const person = jsonLdOf(site.document).mainEntity;
      expect(person.url).toBe(home);
      // The photo's widest variant: the original is not published.
      expect(person.image).toBe(`${home}images/photo.64w.webp`);
      const resume = JSON.parse(String(site.files.get("resume.json")));
      expect(resume.basics).toMatchObject({ url: home, image: `${home}images/photo.64w.webp` });
      // The manifest's addresses are relative to itself, in the site's folder: the folder again.
      const manifest = JSON.parse(String(site.files.get("manifest.webmanifest")));
      const manifestUrl = new URL("manifest.webmanifest", home);
      expect(new URL(manifest.start_url, manifestUrl).href).toBe(home);
      expect(new URL(manifest.scope, manifestUrl).href).toBe(home);
      expect(new URL(manifest.icons[0].src, manifestUrl).href).toBe(`${home}icon-192.png`);
    });
  }

  it("an address that is not https: is a warning, located at the field", async () => {
    const dir = publishedAt("http://ada.example.com/");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    expect(result.warnings).toEqual([
      expect.objectContaining({
        file: "profile.yaml",
        line: 23,
        column: 6,
        path: "url",
        severity: "warning",
        message: "expected an https: address for the published site, got http://ada.example.com/",
      }),
    ]);
  });

  it("an address that is not a web page's is an error", async () => {
    const dir = publishedAt("mailto:ada@example.com");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    expect(result.ok ? [] : result.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'url: expected a web address starting with https://, got "mailto:ada@example.com"',
    ]);
  });
});

describe("content that looks like a replacement pattern", () => {
  it("reaches the page's title and description verbatim: $& $' $` $1 $$ $<name>", async () => {
    const patterns = "$& $' $` $1 $$ $<name>";
    const inMarkdown = "$& $' $` $1 $$";
    const dir = contentTree("valid-minimal");
    const profile = path.join(dir, "profile.yaml");
    writeFileSync(
      profile,
      readFileSync(profile, "utf8")
        // Functions: a replacement string would read the patterns too.
        .replace("name: Robin Vale", () => `name: "Robin ${patterns} Vale"`)
        .replace("label: Software Developer", () => `label: "Developer of ${patterns}"`)
        .replace(
          "summary: Developer with 8+ years of experience.",
          // Markdown: `<name>` there would be raw HTML, which is dropped.
          () =>
            `summary: "Writes tools that cost ${inMarkdown} and save more, for teams who ship every week."`,
        ),
    );
    const site = await build(dir);
    expect(site.document.title).toBe(`Robin ${patterns} Vale · Developer of ${patterns}`);
    expect(meta(site.document, "description")).toContain(`cost ${inMarkdown} and save`);
    expect(jsonLdOf(site.document).mainEntity.name).toBe(`Robin ${patterns} Vale`);
  });
});

describe("the share plugin on a site in several languages", async () => {
  const contentDir = path.join(FIXTURES, "valid-languages");
  const plugin = sharePlugin();
  const call = (hook: unknown, self: unknown, ...args: unknown[]) =>
    (hook as (...a: unknown[]) => unknown).call(self, ...args);
  call(plugin.configResolved, {}, withContentOf(contentDir));
  await call(plugin.buildStart, {}, {});
  const html = (await call(plugin.transformIndexHtml, {}, INDEX_HTML, {})) as string;
  const files = new Map<string, string | Uint8Array>();
  // As Rollup calls it: its output options, then the bundle (no stylesheet here).
  await call(
    plugin.generateBundle,
    {
      emitFile: ({ fileName, source }: { fileName: string; source: string | Uint8Array }) => {
        files.set(fileName, source);
        return fileName;
      },
    },
    {},
    {},
  );
  const pages = plugin.api?.otherPages() ?? [];

  it("hands the prerender each other language's page, with its head, in order", () => {
    expect(new JSDOM(html).window.document.documentElement.lang).toBe("es");
    expect(pages.map(({ content }) => content.site.lang)).toEqual(["en", "ar"]);
    for (const { content, html: page } of pages) {
      const { document } = new JSDOM(page).window;
      expect(document.documentElement.lang).toBe(content.site.lang);
      expect(document.documentElement.dir).toBe(content.site.dir);
      expect(document.title).toBe(`${content.profile.name} · ${content.profile.label}`);
      expect(jsonLdOf(document).inLanguage).toBe(content.site.lang);
    }
  });

  it("writes each language's link preview and JSON Resume, each valid JSON Resume in its language", async () => {
    for (const { content } of [{ content: undefined }, ...pages]) {
      const tag = content ? `.${content.site.lang}` : "";
      const preview = files.get(`og-image${tag}.png`);
      expect(preview, `og-image${tag}.png`).toBeInstanceOf(Uint8Array);
      expect(imageSize(preview as Uint8Array)).toMatchObject({ width: 1200, height: 630 });
      const resume = JSON.parse(String(files.get(`resume${tag}.json`)));
      let errors: unknown = "not called";
      jsonResumeSchema.validate(resume, (problems) => {
        errors = problems;
      });
      expect(errors, `resume${tag}.json`).toBeNull();
      if (content) expect(resume.basics.label).toBe(content.profile.label);
    }
    // The site's own files, once.
    expect([...files.keys()].filter((file) => file.startsWith("manifest"))).toEqual(["manifest.webmanifest"]);
  });

  it("says each JSON Resume's language, and parts its place at the comma the language writes (، in Arabic)", () => {
    const resume = (tag: string) => JSON.parse(String(files.get(`resume${tag}.json`))) as JsonResume;
    expect(["", ".en", ".ar"].map((tag) => resume(tag).meta?.language)).toEqual(["es", "en", "ar"]);
    expect(["", ".en", ".ar"].map((tag) => resume(tag).basics?.location)).toEqual([
      { city: "Valencia", region: "España" },
      { city: "Valencia", region: "Spain" },
      { city: "فالنسيا", region: "إسبانيا" },
    ]);
  });

  it("serves each language's JSON Resume from the dev server, at its page's folder as the footer links it", async () => {
    const root = temporaryFolder("dev-json-resume");
    writeFileSync(path.join(root, "index.html"), INDEX_HTML);
    const server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin({ contentDir }), sharePlugin()],
      server: { port: 0, host: "127.0.0.1", watch: null },
    });
    try {
      await server.listen();
      const address = server.resolvedUrls?.local[0];
      const get = async (url: string) => {
        const response = await fetch(new URL(url, address));
        return {
          status: response.status,
          type: response.headers.get("content-type"),
          text: await response.text(),
        };
      };
      for (const url of ["resume.json", "en/resume.en.json", "ar/resume.ar.json"]) {
        const { status, type, text } = await get(url);
        expect([url, status, type]).toEqual([url, 200, "application/json"]);
        expect(text).toBe(files.get(path.posix.basename(url)));
      }
      // No language of the site's: no JSON Resume (the dev server answers with its page).
      expect((await get("resume.fr.json")).type).not.toBe("application/json");
    } finally {
      await server.close();
    }
  });
});
