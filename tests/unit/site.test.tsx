// @vitest-environment jsdom

// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is the site's Vite alias (scripts/vite/vite-config.ts), not a package
import compiled from "@generated/content.json";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { renderSite } from "./render-site";

/** All the compiled content (the site splits it by route). */
const content = fullContent(compiled as SiteContent);

import { fullContent } from "../full-content";
import { mediaMatches } from "./setup-dom";

const { name } = content.profile;

function resetTheme() {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  mediaMatches.clear();
}

beforeEach(resetTheme);
afterEach(cleanup);

describe("layout and routes", () => {
  test("the nav marks the current screen and the tab title follows the route", async () => {
    const user = userEvent.setup();
    renderSite("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const link = (label: string) => within(nav).getByRole("link", { name: label });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(name);
    expect(link("Resume").getAttribute("aria-current")).toBe("page");
    expect(document.title).toBe(`Resume · ${name}`);

    await user.click(link("Projects"));
    // The Projects screen loads on demand: the Resume stays until it has arrived.
    await screen.findByRole("heading", { level: 1, name: "Project Highlights" });
    expect(link("Projects").getAttribute("aria-current")).toBe("page");
    expect(link("Resume").hasAttribute("aria-current")).toBe(false);
    // A screen loaded on demand sets the title in an effect, which may run just after it shows.
    await waitFor(() => expect(document.title).toBe(`Projects · ${name}`));

    await user.click(link("About"));
    await screen.findByRole("heading", { level: 1, name: content.about.title });
    await waitFor(() => expect(document.title).toBe(`About · ${name}`));
  });

  test("an unknown address shows Not Found inside the layout, with a way home", async () => {
    const user = userEvent.setup();
    const { router } = renderSite("/no/such/page");
    expect(screen.getByRole("heading", { level: 1, name: /not found/i })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(document.title).toBe(`Not found · ${name}`);

    await user.click(within(screen.getByRole("main")).getByRole("link", { name: /resume/i }));
    expect(router.location.pathname).toBe("/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(name);
  });
});

describe("theme toggle", () => {
  test("follows the system preference until the visitor chooses", () => {
    mediaMatches.add("(prefers-color-scheme: dark)");
    renderSite("/");
    expect(screen.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe("true");
  });

  test("switches the theme and remembers the choice for the next visit", async () => {
    const user = userEvent.setup();
    renderSite("/");
    const toggle = screen.getByRole("button", { name: "Dark theme" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");

    // A new visit: the page starts without a theme applied; the stored choice wins.
    cleanup();
    delete document.documentElement.dataset.theme;
    renderSite("/");
    expect(screen.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Dark theme" }));
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
  });
});

describe("links", () => {
  /** External links open in a new tab, safely; mailto: and internal links never do. */
  function expectLinkTargets(container: HTMLElement) {
    const links = Array.from(container.querySelectorAll<HTMLAnchorElement>("a[href]"));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const href = link.getAttribute("href") ?? "";
      if (/^https?:/.test(href)) {
        expect(link.target, href).toBe("_blank");
        expect(link.rel.split(" ").sort(), href).toEqual(["noopener", "noreferrer"]);
      } else {
        expect(link.hasAttribute("target"), href).toBe(false);
      }
    }
  }

  test("on the Resume, profile and course links follow the rule", async () => {
    const user = userEvent.setup();
    const { container } = renderSite("/");
    for (const trigger of screen.getAllByRole("button", { name: /course list/i })) await user.click(trigger);
    expectLinkTargets(container);

    for (const profile of content.profile.profiles) {
      const link = screen.getByRole("link", { name: new RegExp(`${profile.network} profile`, "i") });
      expect(link.getAttribute("href")).toBe(profile.url);
      expect(link.getAttribute("target")).toBe("_blank");
    }
    const email = screen.getByRole("link", { name: `Email ${content.profile.email}` });
    expect(email.getAttribute("href")).toBe(`mailto:${content.profile.email}`);
    expect(email.hasAttribute("target")).toBe(false);
  });

  test("on the About page, Markdown links follow the rule too", async () => {
    const { container } = renderSite("/about");
    await screen.findByRole("heading", { level: 1, name: content.about.title });
    expectLinkTargets(container);
  });
});

describe("error screen", () => {
  test("a screen that fails to load shows a friendly error inside the layout", async () => {
    // The project dialog's code cannot be loaded (e.g. a deploy replaced the files).
    vi.doMock("../../src/pages/project-dialog", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    // React reports the error its boundary caught; here that report is expected.
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    // A fresh copy of the site, whose dialog has not been loaded by an earlier test.
    vi.resetModules();
    const fresh = await import("./render-site");
    const user = userEvent.setup();
    fresh.renderSite("/");
    await user.click(screen.getByRole("link", { name: "Projects" }));
    const [first] = content.projects;
    await user.click(screen.getByRole("link", { name: first?.title ?? "" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(reported).toHaveBeenCalled();

    await user.click(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Resume" }),
    );
    await act(async () => {});
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(name);
    vi.doUnmock("../../src/pages/project-dialog");
    reported.mockRestore();
  });
});
