// @vitest-environment jsdom
/**
 * The rules the build writes from the list of screens (scripts/vite/screen-styles.ts), applied
 * to a page of screens and nav links as the layout renders them: <html data-showing> shows its
 * screen alone and marks its link; without it, the first screen.
 */
import { afterEach, describe, expect, it } from "vitest";
import { screenStyles } from "../../scripts/vite/screen-styles.ts";
import { NOT_FOUND, SCREENS } from "../../src/shared/screens.ts";

const html = document.documentElement;

/** A page with `names`' screens and nav links, and Not Found, styled by `css`. */
function page(names: string[], css: string) {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.replaceChildren(style);
  const links = names.map((name) => `<li><a data-nav="${name}" href="#/${name}">${name}</a></li>`).join("");
  const screens = [...names, NOT_FOUND.name].map((name) => `<div data-screen="${name}"></div>`).join("");
  document.body.innerHTML = `<header><nav class="site-nav"><ul>${links}</ul></nav></header><main>${screens}</main>`;
}

/** The screens shown, and the nav links marked current, as the browser computes them. */
function shown() {
  const screens = [...document.querySelectorAll<HTMLElement>("[data-screen]")];
  const links = [...document.querySelectorAll<HTMLElement>("[data-nav]")];
  return {
    screens: screens
      .filter((screen) => getComputedStyle(screen).display !== "none")
      .map((s) => s.dataset.screen),
    current: links.filter((link) => getComputedStyle(link).fontWeight === "600").map((l) => l.dataset.nav),
  };
}

afterEach(() => {
  delete html.dataset.showing;
});

describe("the screens' rules", () => {
  const names = SCREENS.map((screen) => screen.name);

  it("show the screen <html data-showing> names, alone, and mark its link", () => {
    page(names, screenStyles());
    for (const name of names) {
      html.dataset.showing = name;
      expect(shown()).toEqual({ screens: [name], current: [name] });
    }
    html.dataset.showing = NOT_FOUND.name;
    expect(shown()).toEqual({ screens: [NOT_FOUND.name], current: [] });
  });

  it("show the first screen, and mark its link, before any script has run", () => {
    page(names, screenStyles());
    expect(shown()).toEqual({ screens: [names[0]], current: [names[0]] });
  });

  it("follow the list: a screen added to it is shown and marked with no rule written for it", () => {
    const more = [...SCREENS, { name: "talks" }];
    page([...names, "talks"], screenStyles(more));
    html.dataset.showing = "talks";
    expect(shown()).toEqual({ screens: ["talks"], current: ["talks"] });
    html.dataset.showing = names[0];
    expect(shown()).toEqual({ screens: [names[0]], current: [names[0]] });
  });
});
