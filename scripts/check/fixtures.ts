/**
 * What a built site's browser tests share, the owner's site check and the product's browser
 * suite alike: the compiled content of the site under test (so tests follow its content, never
 * the sample's words), a guard that fails a test on console errors or warnings and on requests
 * to other origins, the axe audit, the link rules.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { SCREENS } from "../../src/shared/screens.ts";
import { ENGLISH_WORDS } from "../../src/shared/words.ts";
import { compileContent, sitePages } from "../compiler/compile.ts";
import type { CompiledLetter } from "../compiler/passes/letters.ts";
import { SITE_CONTENT_VARIABLE, SITE_DIST_VARIABLE } from "../lib/site-dirs.ts";

export { expect };

/** The content the site under test was built from (see siteTests in site-tests.ts). */
export const contentDir = process.env[SITE_CONTENT_VARIABLE] || "content";
/** The built site under test. */
export const siteDist = process.env[SITE_DIST_VARIABLE] || "dist";

async function compiled() {
  const result = await compileContent({ contentDir });
  if (!result.ok)
    throw new Error(`${contentDir} does not compile: see npm run validate -- --content ${contentDir}`);
  return result;
}

const site = await compiled();
export const content: SiteContent = site.content;
/** The site in each of its other languages (none for a site in one language): each has a page of its own. */
export const translations: SiteContent[] = site.translations;
/** Each variant's page in each language (none on a site without variants; sitePages' order). */
export const variantPages: SiteContent[] = sitePages(site).slice(1 + translations.length);
/** The cover letters (letters/*.md): each has a page of its own, linked from nowhere. */
export const letters: CompiledLetter[] = site.letters;

/**
 * Every screen (src/shared/screens.ts): its name in English, as the nav and the tab's title say
 * it, its path, and its name in the page (`slug`).
 */
export const ROUTES = SCREENS.map(({ name, path, word }) => ({
  name: ENGLISH_WORDS[word],
  path,
  slug: name,
}));

/**
 * Opens a route of the hash router (`/projects` → `/#/projects`) and waits for the app, as a
 * visitor waits for a page to be ready: the prerendered Resume shows before the app runs, and
 * a click on it then does nothing yet. Tests of that earlier moment use `page.goto`. `folder`
 * is the page of another of the site's languages (`pt-pt/`).
 */
export async function visit(page: Page, path: string, folder = "") {
  await page.goto(`./${folder}#${path}`);
  await appStarted(page);
}

/**
 * Waits until the app runs, not just the prerendered page (the app takes over scroll
 * restoration when it mounts, and a shared project's dialog from its prerendered sheet): for a
 * test that interacts, or changes what the network serves afterwards.
 */
export async function appStarted(page: Page, { timeout }: { timeout?: number } = {}) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => window.history.scrollRestoration === "manual" && !document.getElementById("project-sheets"),
        ),
      // The expect timeout unless told otherwise.
      timeout === undefined ? {} : { timeout },
    )
    .toBe(true);
}

type Guard = {
  /** Lets console messages matching `pattern` pass, for a test that provokes them on purpose. */
  allowConsole(pattern: RegExp): void;
};

export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1/").origin;
      const allowed: RegExp[] = [];
      const consoleProblems: string[] = [];
      const foreignRequests: string[] = [];

      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        if (allowed.some((pattern) => pattern.test(text))) return;
        const { url, lineNumber } = message.location();
        consoleProblems.push(`console.${message.type()}: ${text}${url ? ` (${url}:${lineNumber})` : ""}`);
      });
      page.on("pageerror", (error) => {
        if (allowed.some((pattern) => pattern.test(error.message))) return;
        consoleProblems.push(`uncaught ${error.name}: ${error.message}`);
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin)
          foreignRequests.push(request.url());
      });
      // A request the page's CSP refused never left the browser (and the refusal itself is a
      // console error, caught above unless a test provokes it on purpose).
      const refusedByPolicy = new Set<string>();
      page.on("requestfailed", (request) => {
        if (/csp/i.test(request.failure()?.errorText ?? "")) refusedByPolicy.add(request.url());
      });

      await use({ allowConsole: (pattern) => allowed.push(pattern) });

      expect(consoleProblems, "console errors and warnings").toEqual([]);
      expect(
        foreignRequests.filter((url) => !refusedByPolicy.has(url)),
        "requests to other origins",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Runs axe-core (WCAG 2.0/2.1 A and AA) on the page as it is and expects no violations. */
export async function expectNoAxeViolations(page: Page, what: string) {
  // axe walks the whole page in the browser's one thread: seconds on a quiet machine, many
  // times that on a busy one. Each audit gets a budget of its own on top of the test's.
  test.info().setTimeout(test.info().timeout + AXE_BUDGET_MS);
  // One axe.run in the page, which tests its same-origin frames too: the site's pages have no
  // frame from elsewhere (its CSP allows none), so the default's merging of frames' results in a
  // blank page of its own, opened for every audit, would only add a page's cost to each.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`)
        .join("\n")}`,
  );
  expect(violations, `axe violations: ${what}`).toEqual([]);
}

/** What an axe audit adds to its test's time limit (see expectNoAxeViolations). */
export const AXE_BUDGET_MS = 60_000;

export function projectDialog(page: Page, title: string) {
  return page.getByRole("dialog", { name: title });
}

type Anchor = { text: string; href: string; target: string | null; rel: string | null };

/** Every link on the page as the browser resolved it, hidden ones included (e.g. closed accordions). */
export async function linksOn(page: Page): Promise<Anchor[]> {
  return page.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      text: (anchor.textContent ?? "").trim() || (anchor.getAttribute("aria-label") ?? ""),
      href: (anchor as HTMLAnchorElement).href,
      target: anchor.getAttribute("target"),
      rel: anchor.getAttribute("rel"),
    })),
  );
}

/**
 * The site's link rules, broken: only external links open a new tab, always with noopener and
 * noreferrer; mailto, tel (the owner's phone) and internal links stay. One line per problem.
 */
export function brokenLinkRules(links: Anchor[], origin: string) {
  const problems: string[] = [];
  for (const link of links) {
    const url = new URL(link.href);
    const external = /^https?:$/.test(url.protocol) && url.origin !== origin;
    const newTab = link.target !== null && link.target !== "_self";
    const rel = (link.rel ?? "").split(/\s+/);
    if (!/^(https?|mailto|tel):$/.test(url.protocol)) problems.push(`link to ${url.protocol}: ${link.href}`);
    if (external) {
      if (link.target !== "_blank") problems.push(`external link without target=_blank: ${link.href}`);
      if (!rel.includes("noopener")) problems.push(`external link without rel=noopener: ${link.href}`);
      if (!rel.includes("noreferrer")) problems.push(`external link without rel=noreferrer: ${link.href}`);
    } else if (newTab) {
      problems.push(
        `${/^(mailto|tel):$/.test(url.protocol) ? url.protocol.slice(0, -1) : "internal"} link opens a new tab: ${link.href}`,
      );
    }
  }
  return problems;
}
