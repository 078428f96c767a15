// @vitest-environment jsdom
/**
 * src/before-paint.js as the build inlines it (scripts/vite/before-paint-plugin.ts, beforePaintSource), run
 * in jsdom: it reads and keeps the theme under the app's key, and shows the screen the app's
 * router would for any address.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beforePaintSource } from "../../scripts/vite/before-paint-plugin.ts";
import { paths, screenOf } from "../../src/shared/screens.ts";
import { THEME_STORAGE_KEY } from "../../src/shared/theme.ts";
import { ROOT } from "./command.ts";

const SOURCE = readFileSync(path.join(ROOT, "src/before-paint.js"), "utf8");
const html = document.documentElement;

/** Runs the script as the page would, in this window. */
function runBeforePaint(source = SOURCE) {
  new Function(beforePaintSource(source))();
}

beforeEach(() => {
  localStorage.clear();
  delete html.dataset.theme;
  document.body.innerHTML = "";
});

describe("the before-paint script the build inlines", () => {
  it("applies the theme kept under the app's key (src/hooks/use-theme.ts)", () => {
    for (const theme of ["dark", "light"]) {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
      runBeforePaint();
      expect(html.dataset.theme).toBe(theme);
    }
  });

  it("keeps a theme chosen before the app has started under the app's key", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runBeforePaint();
    document.body.innerHTML = '<div id="root"><button data-slot="theme-toggle"></button></div>';
    document.querySelector("button")?.click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });

  it("shows the screen the app's paths name, for any address", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runBeforePaint();
    const showing = (address: string) => {
      window.location.hash = `#${address}`;
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      return html.dataset.showing;
    };
    for (const address of Object.values(paths)) expect(showing(address)).toBe(screenOf(address));
    // The app's paths in any letter case, with slashes after them; and any other path.
    const known = fc
      .tuple(fc.constantFrom(...Object.values(paths)), fc.array(fc.boolean(), { minLength: 12 }), fc.nat(3))
      .map(([address, upper, slashes]) => {
        const cased = [...address].map((letter, i) => (upper[i] ? letter.toUpperCase() : letter)).join("");
        return `${cased}${"/".repeat(slashes)}`;
      });
    const other = fc.stringMatching(/^\/[a-zA-Z/]{0,12}$/);
    fc.assert(
      fc.property(fc.oneof(known, other), (address) => {
        expect(showing(address)).toBe(screenOf(address));
      }),
    );
  });

  it("asks at once for the lead picture of the screen it shows, and of no other", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
        link.getAttribute("imagesrcset"),
      );
    const template = document.createElement("template");
    template.id = "lead-pictures";
    template.innerHTML =
      '<link rel="preload" as="image" data-screen="projects" imagesrcset="a.avif 480w">' +
      '<link rel="preload" as="image" data-screen="about" imagesrcset="b.avif 480w">';
    document.head.append(template);
    try {
      for (const [address, asked] of [
        ["#/projects", ["a.avif 480w"]],
        ["#/about", ["b.avif 480w"]],
        ["#/", []],
        // A shared project's dialog covers the cards: their picture waits.
        ["#/projects?project=bounds", []],
      ] as const) {
        window.location.hash = address;
        runBeforePaint();
        expect(preloads(), address).toEqual(asked);
        for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
      }
    } finally {
      template.remove();
    }
  });

  describe("on a shared project link, while the page is still arriving", () => {
    const parsing = () =>
      Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const parsed = () => Reflect.deleteProperty(document, "readyState");
    const coming = () => html.dataset.sheetComing !== undefined;
    /** The sheets, as the parser adds them after the screens: `ids`, each with its dialog, then what follows. */
    const arrive = (ids: string[], then = true) => {
      const sheets = document.createElement("div");
      sheets.id = "project-sheets";
      sheets.innerHTML = ids
        .map((id) => `<div data-project-sheet="${id}" hidden><div role="dialog"></div></div>`)
        .join("");
      document.body.append(sheets);
      if (then) document.body.append(document.createElement("script"));
    };
    /** Lets the MutationObserver's callback run. */
    const observed = () => new Promise((resolve) => setTimeout(resolve));

    beforeEach(() => {
      localStorage.setItem(THEME_STORAGE_KEY, "light");
      parsing();
      document.body.innerHTML = '<div id="root"></div>';
    });
    afterEach(() => {
      parsed();
      delete html.dataset.sheetComing;
      delete html.dataset.scrollLocked;
    });

    it("keeps the screens hidden until the sheet wanted is in, then shows it", async () => {
      window.location.hash = "#/projects?project=b";
      runBeforePaint();
      expect(coming()).toBe(true);
      arrive(["a", "b"]);
      await observed();
      expect(coming()).toBe(false);
      expect(document.querySelector<HTMLElement>('[data-project-sheet="b"]')?.hidden).toBe(false);
      expect(document.querySelector<HTMLElement>('[data-project-sheet="a"]')?.hidden).toBe(true);
    });

    it("takes the screens behind a shown sheet from keys and screen readers, and gives them back, focus on its card, as it closes", async () => {
      const inert = () => document.getElementById("root")?.hasAttribute("inert");
      const root = document.getElementById("root");
      if (root)
        root.innerHTML =
          '<a href="#/projects?project=a" data-project-link="a"></a><a href="#/projects?project=b" data-project-link="b"></a>';
      window.location.hash = "#/projects?project=b";
      runBeforePaint();
      arrive(["a", "b"]);
      await observed();
      expect(inert()).toBe(true);
      // Its close link leads to the Projects screen.
      window.location.hash = "#/projects";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      expect(document.querySelector<HTMLElement>('[data-project-sheet="b"]')?.hidden).toBe(true);
      expect(inert()).toBe(false);
      // Focus, which was in the sheet, goes to the project's card.
      expect(document.activeElement?.getAttribute("data-project-link")).toBe("b");
    });

    it("shows the screens once past the sheets, for a project the site does not have", async () => {
      window.location.hash = "#/projects?project=gone";
      runBeforePaint();
      arrive(["a"], false);
      await observed();
      expect(coming()).toBe(true);
      document.body.append(document.createElement("script"));
      await observed();
      expect(coming()).toBe(false);
    });

    it("shows the screens at once when the address leaves the project, and by the end of the page at the latest", async () => {
      window.location.hash = "#/projects?project=b";
      runBeforePaint();
      expect(coming()).toBe(true);
      window.location.hash = "#/about";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      expect(coming()).toBe(false);

      window.location.hash = "#/projects?project=b";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      expect(coming()).toBe(true);
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(coming()).toBe(false);
    });
  });

  it("is refused by the build when it names none of the app's values", () => {
    const copied = SOURCE.replace("__THEME_STORAGE_KEY__", '"theme"');
    expect(() => runBeforePaint(copied)).toThrow("src/before-paint.js does not use __THEME_STORAGE_KEY__");
  });
});
