// @vitest-environment jsdom
import "./setup-dom";
import { writeFileSync } from "node:fs";
import path from "node:path";
// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is the site's Vite alias (scripts/vite/vite-config.ts), not a package
import compiled from "@generated/content.json";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { compileContent } from "../../scripts/compiler/compile";
import { toJsonResume } from "../../scripts/interop/json-resume/export";
import type { SiteContent } from "../../src/shared/compiled-content";
import { contentTree, FIXTURES } from "./fixtures";
import { renderSite as renderAt } from "./render-site";

/** The compiled fixture site, with the schools of a fixture that have neither a GPA nor courses. */
const content: SiteContent = await (async () => {
  const site = compiled as SiteContent;
  const dir = contentTree("valid-school-without-gpa-or-courses");
  const result = await compileContent({ contentDir: dir, cwd: dir });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return { ...site, education: [...site.education, ...result.content.education] };
})();

const renderSite = (path: string) => renderAt(path, content);

const { profile, education } = content;
const withCourses = education.filter((school) => school.courses);
const bare = education.filter((school) => school.gpa === undefined && !school.courses);

afterEach(cleanup);

function section(title: string) {
  return screen.getByRole("region", { name: title });
}

describe("Resume", () => {
  test("every section title is a heading, under the owner's name as the one h1", () => {
    renderSite("/");
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      profile.name,
    ]);
    for (const title of ["Profile", "Soft Skills", "Hard Skills", "Languages", "Experience", "Education"]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByRole("img", { name: profile.photo?.alt }).getAttribute("width")).toBe(
      String(profile.photo?.width),
    );
  });

  test("the banner of an owner without a job title: the name, then the contacts, with no empty line between", async () => {
    const dir = path.join(FIXTURES, "valid-sparse");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const { profile: sparse } = result.content;
    expect(sparse).not.toHaveProperty("label");
    renderAt("/", result.content);
    const name = screen.getByRole("heading", { level: 1, name: sparse.name });
    const banner = name.parentElement;
    if (!banner) throw new Error("the name is in no banner");
    expect(banner.querySelector(".banner-label")).toBeNull();
    expect([...banner.querySelectorAll("p")].filter((line) => !line.textContent?.trim())).toEqual([]);
    expect(name.nextElementSibling?.className).toBe("banner-links");
    expect(banner.textContent).not.toContain("undefined");
  });

  test("Hard Skills: each group expands on click to show its lists, and collapses again", async () => {
    const user = userEvent.setup();
    renderSite("/");
    const hardSkills = section("Hard Skills");
    for (const group of profile.hardSkills) {
      const trigger = within(hardSkills).getByRole("button", { name: group.title });
      const firstSkill = group.lists[0]?.items[0] ?? "";
      // A closed panel stays in the DOM (the browser tests check that CSS hides it).
      const panelState = () =>
        within(hardSkills)
          .getAllByText(firstSkill)[0]
          ?.closest('[data-slot="accordion-content"]')
          ?.getAttribute("data-state");
      expect(trigger.getAttribute("aria-expanded")).toBe("false");
      expect(panelState()).toBe("closed");

      await user.click(trigger);
      expect(trigger.getAttribute("aria-expanded")).toBe("true");
      expect(panelState()).toBe("open");
      const panel = within(hardSkills).getByRole("region", { name: group.title });
      for (const list of group.lists) {
        if (list.title) expect(within(panel).getByRole("heading", { name: list.title })).toBeTruthy();
        for (const item of list.items) expect(within(panel).getByText(item)).toBeTruthy();
      }

      await user.click(trigger);
      expect(trigger.getAttribute("aria-expanded")).toBe("false");
      expect(panelState()).toBe("closed");
    }
  });

  test("Education: each school's Course List opens on click, grouped by category", async () => {
    const user = userEvent.setup();
    renderSite("/");
    const educationSection = section("Education");
    const triggers = within(educationSection).getAllByRole("button", { name: /course list/i });
    expect(withCourses.length).toBeGreaterThan(0);
    expect(triggers).toHaveLength(withCourses.length);

    for (const [index, school] of withCourses.entries()) {
      const trigger = triggers[index];
      if (!trigger) throw new Error(`no Course List for ${school.institution}`);
      const entry = trigger.closest("li");
      if (!entry) throw new Error("the Course List is not inside its school's entry");
      expect(within(entry).getByRole("heading", { level: 3 }).textContent).toBe(school.institution);
      expect(within(entry).getByText(`GPA: ${school.gpa}`, { exact: false })).toBeTruthy();
      expect(trigger.getAttribute("aria-expanded")).toBe("false");

      await user.click(trigger);
      expect(trigger.getAttribute("aria-expanded")).toBe("true");
      for (const group of school.courses ?? []) {
        expect(within(entry).getByRole("heading", { name: group.category })).toBeTruthy();
        for (const course of group.courses) {
          expect(within(entry).getByText(course.title)).toBeTruthy();
          const link = within(entry).queryByRole("link", { name: course.number ?? course.title });
          if (course.url) {
            expect(link?.getAttribute("href")).toBe(course.url);
            expect(link?.getAttribute("target")).toBe("_blank");
          } else {
            expect(link).toBeNull();
          }
        }
      }

      await user.click(trigger);
      expect(trigger.getAttribute("aria-expanded")).toBe("false");
    }
  });

  test("Education: a course without a number shows its title alone, with its link when it has one, and exports as its title", async () => {
    const user = userEvent.setup();
    const dir = contentTree("valid-courses-without-numbers");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    renderAt("/", result.content);
    const entry = within(section("Education")).getByRole("heading", {
      level: 3,
      name: "Estuary Polytechnic",
    });
    const item = entry.closest("li");
    if (!item) throw new Error("Estuary Polytechnic has no entry");
    await user.click(within(item).getByRole("button", { name: /course list/i }));
    const courses = [...item.querySelectorAll(".course")].map((course) => [
      course.querySelector(".course-number")?.textContent,
      course.textContent,
    ]);
    // No number made up, and no empty place for one.
    expect(courses).toEqual([
      [undefined, "Algorithms"],
      [undefined, "Distributed Systems"],
      ["INF 410", "INF 410 Compilers"],
      [undefined, "Databases"],
    ]);
    expect(within(item).getByRole("link", { name: "Distributed Systems" }).getAttribute("href")).toBe(
      "https://estuary.example.edu/distributed-systems",
    );
    expect(toJsonResume(result.content).education?.[0]?.courses).toEqual([
      "Algorithms",
      "Distributed Systems",
      "INF 410 - Compilers",
      "Databases",
    ]);
  });

  test("Education: a school without a GPA or courses shows neither, only its degree", () => {
    renderSite("/");
    const educationSection = section("Education");
    expect(bare.length).toBeGreaterThan(0);
    for (const school of bare) {
      const entry = within(educationSection).getByRole("heading", { level: 3, name: school.institution });
      const item = entry.closest("li");
      if (!item) throw new Error(`${school.institution} has no entry`);
      expect(school.degree).toBeDefined();
      expect(within(item).getByText(school.degree ?? "").textContent).toBe(school.degree);
      expect(within(item).queryByText(/GPA/)).toBeNull();
      expect(within(item).queryByRole("button", { name: /course list/i })).toBeNull();
    }
  });

  test("Education: a school of its end alone shows that date, one without dates no date line at all", async () => {
    const dir = contentTree("valid-school-dates");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const { container } = renderAt("/", result.content);
    const entries = [...within(section("Education")).getAllByRole("heading", { level: 3 })].map((heading) => {
      const item = heading.closest("li");
      if (!item) throw new Error(`${heading.textContent} has no entry`);
      return [
        item.querySelector(".entry-subtitle")?.textContent,
        [...item.querySelectorAll(".entry-dates")].map((dates) => dates.textContent),
        [...item.querySelectorAll(".entry-dates time")].map((time) => time.getAttribute("datetime")),
      ];
    });
    expect(entries).toEqual([
      ["M.S. Computer Science", ["2018"], ["2018"]],
      ["B.S. Computer Science", ["Sep 2012 – May 2016"], ["2012-09", "2016-05"]],
      ["Surveying Diploma", ["Jun 2010"], ["2010-06"]],
      ["GPA: 3.6", ["Sep 2008 – Jun 2009"], ["2008-09", "2009-06"]],
      ["Drafting Certificate", [], []],
      ["Exchange Term", [], []],
    ]);
    expect(container.textContent).not.toMatch(/undefined/);
  });

  test("Education: a school without a degree shows its GPA, or its place and GPA, first on the line under its name, and no empty element", async () => {
    const dir = contentTree("valid-school-dates");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const withoutDegree = result.content.education.filter((school) => school.degree === undefined);
    expect(withoutDegree.map((school) => school.gpaLabel)).toEqual(["GPA: 3.6"]);
    /** The school's line under its name, its separators, and its entry's empty elements. */
    const subtitle = (education: SiteContent["education"]) => {
      renderAt("/", { ...result.content, education });
      const heading = within(section("Education")).getAllByRole("heading", { level: 3 })[3];
      const item = heading?.closest("li");
      if (!item) throw new Error("the school without a degree has no entry");
      const line = item.querySelector(".entry-subtitle");
      const empty = [...item.querySelectorAll(".entry-body *")].filter(
        (element) => element.textContent?.trim() === "" && !element.matches("[aria-hidden], svg, svg *, img"),
      );
      const shown = {
        heading: heading?.textContent,
        line: line?.textContent,
        separators: line?.querySelectorAll(".separator").length,
        empty: empty.map((element) => element.outerHTML),
      };
      cleanup();
      return shown;
    };
    expect(subtitle(result.content.education)).toEqual({
      heading: "Coastal College",
      line: "GPA: 3.6",
      separators: 0,
      empty: [],
    });
    // With a place: the place begins the line, the GPA after a separator.
    const placed = result.content.education.map((school) =>
      school.degree === undefined ? { ...school, location: "Harbor City" } : school,
    );
    expect(subtitle(placed)).toEqual({
      heading: "Coastal College",
      line: "Harbor City · GPA: 3.6",
      separators: 1,
      empty: [],
    });
    // Neither a place nor a GPA: no line under its name at all.
    const bareSchool = result.content.education.map((school) => {
      if (school.degree !== undefined) return school;
      const { gpaLabel: _gpa, gpa: _value, ...rest } = school;
      return rest;
    });
    renderAt("/", { ...result.content, education: bareSchool });
    const item = within(section("Education")).getAllByRole("heading", { level: 3 })[3]?.closest("li");
    expect(item?.querySelector(".entry-subtitle")).toBeNull();
    expect(item?.querySelector(".entry-dates")?.textContent).toBe("Sep 2008 – Jun 2009");
  });
});

describe("the printed Resume's dates", () => {
  /** The Experience section's periods as printed, on a site in `lang` (valid-minimal's jobs). */
  async function paperPeriods(lang: string) {
    const dir = contentTree("valid-minimal");
    writeFileSync(path.join(dir, "site.yaml"), `lang: ${lang}\n`);
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const { container } = renderAt("/", result.content);
    const periods = [...container.querySelectorAll(".entry-dates")].map((dates) => ({
      screen: dates.querySelector(".screen-only")?.textContent ?? dates.textContent,
      paper: dates.querySelector(".paper-only")?.textContent,
    }));
    cleanup();
    return periods.slice(0, 2);
  }

  test("are in the form each language's readers and parsers read: 2019年7月 in Japanese and Chinese, 2019년 7월 in Korean", async () => {
    expect(await paperPeriods("ja")).toEqual([
      { screen: "2019年7月 – 現在", paper: "2019年7月 – 現在" },
      { screen: "2016年 – 2019年6月", paper: "2016年 – 2019年6月" },
    ]);
    expect((await paperPeriods("zh")).map(({ paper }) => paper)).toEqual([
      "2019年7月 – 至今",
      "2016年 – 2019年6月",
    ]);
    expect((await paperPeriods("zh-TW")).map(({ paper }) => paper)).toEqual([
      "2019年7月 – 至今",
      "2016年 – 2019年6月",
    ]);
    expect((await paperPeriods("ko")).map(({ paper }) => paper)).toEqual([
      "2019년 7월 – 현재",
      "2016년 – 2019년 6월",
    ]);
    // Another language than English: the numeric form parsers read in any; English: the page's words.
    expect((await paperPeriods("es")).map(({ paper }) => paper)).toEqual([
      "07/2019 – Actualidad",
      "2016 – 06/2019",
    ]);
    expect(await paperPeriods("en")).toEqual([
      { screen: "Jul 2019 – Present", paper: undefined },
      { screen: "2016 – Jun 2019", paper: undefined },
    ]);
  });
});

describe("a publication's authors and kind", () => {
  test("show under its title, the owner's name strong, and the kind before the venue", async () => {
    const result = await compileContent({ contentDir: path.join(FIXTURES, "valid-combined") });
    if (!result.ok) throw new Error("valid-combined compiles");
    renderAt("/", result.content);
    const entry = screen
      .getByRole("heading", { level: 3, name: "Reservas que funcionan sin conexión" })
      .closest("li") as HTMLElement;
    const authors = entry.querySelector(".entry-authors");
    expect(authors?.textContent).toBe("Marta Ruiz, Fernández-Ortega, L., Jun Ito");
    expect([...(authors?.querySelectorAll("strong") ?? [])].map((name) => name.textContent)).toEqual([
      "Fernández-Ortega, L.",
    ]);
    expect(entry.querySelector(".entry-subtitle")?.textContent).toBe(
      "Artículo de revista · Revista de Ingeniería Web",
    );
  });

  test("a publication without them shows no authors' line", async () => {
    const result = await compileContent({ contentDir: contentTree("valid-sections") });
    if (!result.ok) throw new Error("valid-sections compiles");
    renderAt("/", result.content);
    const entry = screen
      .getByRole("heading", { level: 3, name: "Conflict-free maps for field crews" })
      .closest("li") as HTMLElement;
    expect(entry.querySelector(".entry-authors")).toBeNull();
    expect(entry.querySelector(".entry-subtitle")?.textContent).toBe("Journal of Field Computing");
  });
});
