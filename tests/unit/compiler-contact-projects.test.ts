/**
 * The owner's location and phone, profiles given by network and user name, project links and
 * dates, and content in any script: ids from titles and image file names in any letters.
 */
import { describe, expect, it } from "vitest";
import { slug } from "../../scripts/compiler/ids.ts";
import { toJsonResume } from "../../scripts/interop/json-resume/export.ts";
import { jsonLd } from "../../scripts/vite/share/metadata.ts";
import { projectPath } from "../../src/shared/paths.ts";
import { compiledTree, diagnosticsOfTree, withoutHints } from "./compiled-tree.ts";
import { at } from "./fixtures.ts";

const compiled = compiledTree;
const diagnosticsOf = diagnosticsOfTree;

describe("the owner's location and phone", () => {
  it("compiles them, with the phone's tel: link, into JSON-LD and resume.json", async () => {
    const { content } = await compiled("valid-profile-networks");
    expect(content.profile.location).toBe("Lisbon, Portugal");
    expect(content.profile.phone).toEqual({ number: "+351 912 345 678", href: "tel:+351912345678" });

    const person = jsonLd(content).mainEntity;
    expect(person).toMatchObject({ telephone: "+351 912 345 678", address: "Lisbon, Portugal" });
    const { basics } = toJsonResume(content);
    expect(basics).toMatchObject({
      phone: "+351 912 345 678",
      location: { city: "Lisbon", region: "Portugal" },
    });
  });

  it("leaves both out where the content has neither, resume.json's location empty", async () => {
    const { content } = await compiled("valid-minimal");
    expect(content.profile).not.toHaveProperty("phone");
    expect(content.profile).not.toHaveProperty("location");
    expect(jsonLd(content).mainEntity).not.toHaveProperty("telephone");
    expect(jsonLd(content).mainEntity).not.toHaveProperty("address");
    expect(toJsonResume(content).basics).not.toHaveProperty("phone");
    // Empty rather than absent: themes read its parts unchecked (elegant crashes without it).
    expect(toJsonResume(content).basics?.location).toEqual({});
  });

  it("refuses a phone number that is not one, at its line", async () => {
    expect(withoutHints(await diagnosticsOf("invalid-phone"))).toEqual([
      at(
        "profile.yaml",
        7,
        8,
        "phone",
        'expected a phone number of at least five digits, with spaces and + ( ) - . if you like, such as +351 912 345 678, got "call me maybe"',
      ),
      at("profile.yaml", 9, 5, "profiles[0]", "expected a url, or a username on a network the site knows"),
    ]);
  });
});

describe("profiles by network and user name", () => {
  it("makes the link for each network it knows, in any letter case, and writes its name as the network does; a url wins", async () => {
    const { content } = await compiled("valid-profile-networks");
    expect(content.profile.profiles.map(({ network, url }) => [network, url])).toEqual([
      ["GitHub", "https://github.com/robin-vale"],
      ["GitLab", "https://gitlab.com/robin"],
      ["LinkedIn", "https://www.linkedin.com/in/robin-vale"],
      ["Twitter", "https://x.com/robinvale"],
      ["X", "https://x.com/robinvale"],
      ["Mastodon", "https://hachyderm.io/@robin"],
      ["Bluesky", "https://bsky.app/profile/robin.bsky.social"],
      ["Stack Overflow", "https://stackoverflow.com/users/22656"],
      ["YouTube", "https://www.youtube.com/@robinvale"],
      ["Dev.to", "https://dev.to/robin"],
      ["Medium", "https://medium.com/@robin"],
      ["ORCID", "https://orcid.org/0000-0002-1825-0097"],
      ["Website", "https://robin.example.com/"],
      ["GitHub", "https://github.example.com/robin"],
    ]);
    expect(content.profile.profiles[0]).toEqual({
      network: "GitHub",
      username: "robin-vale",
      url: "https://github.com/robin-vale",
    });
    expect(jsonLd(content).mainEntity.sameAs).toContain("https://hachyderm.io/@robin");
    expect(toJsonResume(content).basics?.profiles?.[5]).toEqual({
      network: "Mastodon",
      username: "@robin@Hachyderm.io",
      url: "https://hachyderm.io/@robin",
    });
  });

  it("refuses an unknown network without a url, and a user name not of the network's form", async () => {
    const diagnostics = await diagnosticsOf("invalid-profile-contact");
    expect(withoutHints(diagnostics)).toEqual([
      at(
        "profile.yaml",
        8,
        14,
        "profiles[0].network",
        'expected a network whose link the site can make from a username, or a url, got "Friendica"',
      ),
      at(
        "profile.yaml",
        11,
        15,
        "profiles[1].username",
        'expected a full handle such as @ada@mastodon.social for Mastodon, got "robin"',
      ),
    ]);
    expect(diagnostics[0]?.hint).toBe(
      "add url: with the link to your profile; links are made from a username for GitHub, GitLab, LinkedIn, X, Mastodon, Bluesky, Stack Overflow, YouTube, Dev.to, Medium, ORCID",
    );
  });
});

describe("project links and dates", () => {
  it("compiles links in order and a period, a single date or none; resume.json gets url and dates", async () => {
    const { content } = await compiled("valid-project-links");
    const byTitle = Object.fromEntries(content.projects.map((project) => [project.title, project]));
    expect(byTitle.Tiny?.links).toEqual([
      { label: "Live site", url: "https://tiny.example.com/" },
      { label: "Source code", url: "https://git.example.com/robin/tiny" },
    ]);
    expect(byTitle.Tiny?.period).toEqual({
      start: "2022-09",
      end: "2023-06",
      startLabel: "Sep 2022",
      endLabel: "Jun 2023",
      display: "Sep 2022 – Jun 2023",
    });
    expect(byTitle.Once?.period).toEqual({
      start: "2021-04",
      end: "2021-04",
      startLabel: "Apr 2021",
      endLabel: "Apr 2021",
      display: "Apr 2021",
    });
    expect(byTitle.Ongoing?.period).toMatchObject({ start: "2024", end: null, endLabel: "Present" });
    expect(byTitle.Once).not.toHaveProperty("links");

    const projects = Object.fromEntries(
      (toJsonResume(content).projects ?? []).map((project) => [project.name, project]),
    );
    expect(projects.Tiny).toMatchObject({
      url: "https://tiny.example.com/",
      startDate: "2022-09",
      endDate: "2023-06",
    });
    expect(projects.Ongoing).toMatchObject({ startDate: "2024" });
    expect(projects.Ongoing).not.toHaveProperty("endDate");
    expect(projects.Once).not.toHaveProperty("url");

    const minimal = (await compiled("valid-minimal")).content.projects[0];
    expect(minimal).not.toHaveProperty("period");
    expect(minimal).not.toHaveProperty("links");
  });

  it("refuses a date beside start and end, a start without an end, an end before the start, an unsafe link", async () => {
    expect(withoutHints(await diagnosticsOf("invalid-project-dates"))).toEqual([
      at(
        "projects/backwards.md",
        4,
        6,
        "end",
        "expected an end date on or after the start (2021-06), got 2020",
      ),
      at("projects/half.md", 3, 8, "start", "expected an end date with start: YYYY, YYYY-MM, or present"),
      at(
        "projects/half.md",
        6,
        10,
        "links[0].url",
        'expected an https:, http: or mailto: link, got "javascript:alert(1)"',
      ),
      at("projects/tiny.md", 3, 7, "date", "expected either date (one date) or start and end, not both"),
    ]);
  });
});

describe("content in any script", () => {
  it("gives project ids in the title's own letters, usable in a link, and one for a title of symbols", async () => {
    const { content } = await compiled("valid-any-script");
    const ids = Object.fromEntries(content.projects.map((project) => [project.title, project.id]));
    expect(ids).toMatchObject({
      Проект: "проект",
      "프로젝트 (Beta)": "프로젝트-beta",
      "हिन्दी परियोजना": "हिन्दी-परियोजना",
      Tiny: "tiny",
    });
    expect(ids["🚀 ★"]).toMatch(/^project-[0-9a-f]{8}$/);
    // The same title gives the same id, run after run.
    expect((await compiled("valid-any-script")).content.projects.map((project) => project.id)).toEqual(
      content.projects.map((project) => project.id),
    );
    for (const id of Object.values(ids)) {
      expect(id).toBe(id.normalize("NFC"));
      const query = projectPath(id).split("?")[1];
      expect(new URLSearchParams(query).get("project")).toBe(id);
    }
  });

  it("keeps Latin ids as before: accents dropped, plus and sharp spelt out", () => {
    expect(slug("Mapa Mínimo")).toBe("mapa-minimo");
    expect(slug("C++ & C#")).toBe("c-plus-plus-c-sharp");
    expect(slug("Мой Й-проект")).toBe("мой-й-проект");
    expect(slug("★")).toBe("");
  });

  it("publishes images named in any letters, with spaces and signs, under encoded URLs", async () => {
    const result = await compiled("valid-any-script");
    const project = result.content.projects.find((entry) => entry.title === "Проект");
    const [portrait, draft] = project?.images ?? [];
    expect(portrait).toMatchObject({ src: "images/Jos%C3%A9%20portrait.JPG", width: 320, height: 200 });
    expect(portrait?.sources?.[0]?.srcset).toBe(
      "images/Jos%C3%A9%20portrait.160w.avif 160w, images/Jos%C3%A9%20portrait.320w.avif 320w",
    );
    // A comma, a hash and brackets in a name stay inside one srcset candidate and one path.
    expect(draft?.src).toBe("images/%D0%A1%D0%BD%D0%B8%D0%BC%D0%BE%D0%BA%2C%20%231%20(draft).png");
    expect(draft?.sources?.[1]?.srcset.split(", ")).toHaveLength(2);
    for (const url of [portrait?.src, draft?.src]) {
      const file = result.assets.get(url ?? "");
      expect(file, url).toBeDefined();
      expect(decodeURIComponent(url ?? "")).toBe(file?.slice(-decodeURIComponent(url ?? "").length));
    }
    expect(result.variants.get("images/Jos%C3%A9%20portrait.160w.avif")).toMatchObject({ width: 160 });
  });

  it("names the real cause of a bad image path: its type, an absolute path, a way out, a missing file", async () => {
    const diagnostics = await diagnosticsOf("invalid-image-paths");
    expect(withoutHints(diagnostics)).toEqual([
      expect.objectContaining({
        file: "projects/missing.md",
        line: 4,
        column: 10,
        path: "images[0].src",
        message: expect.stringMatching(
          /^expected an image file at .*images\/José portrait\.jpg, found none$/,
        ),
      }),
      at(
        "projects/tiny.md",
        4,
        10,
        "images[0].src",
        'expected an image file ending in .png, .jpg, .jpeg, .webp, .avif, .gif or .svg (any letter case), got "images/shot.bmp"',
      ),
      at(
        "projects/tiny.md",
        6,
        10,
        "images[1].src",
        'expected a path relative to the content folder, such as images/photo.jpg, got "/images/shot.png"',
      ),
      at(
        "projects/tiny.md",
        8,
        10,
        "images[2].src",
        'expected a path inside the content folder, got "../outside/shot.png", which leads out of it',
      ),
      at(
        "projects/tiny.md",
        10,
        10,
        "images[3].src",
        'expected an image file ending in .png, .jpg, .jpeg, .webp, .avif, .gif or .svg (any letter case), got "images/shot"',
      ),
    ]);
    expect(diagnostics[0]?.hint).toBe("did you mean images/José portrait.JPEG?");
  });
});
