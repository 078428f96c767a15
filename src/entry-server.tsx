/**
 * The prerender entry: every screen inside the layout, and every project's dialog, rendered
 * to HTML at build time (scripts/vite/prerender.ts puts them in dist/index.html, and a site in
 * several languages each language's in its own page; src/main.tsx hydrates the page). Runs in
 * Node, but imports only what the browser does.
 */

// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is the site's Vite alias (scripts/vite/vite-config.ts), not a package
import data from "@generated/content.json";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createPath, type Navigator, Router } from "react-router-dom";
import { SiteProvider } from "./context/site";
import { ProjectSheets } from "./pages/project-sheets";
import { SiteRoutes } from "./router";
import type { SiteContent } from "./shared/compiled-content";
import { type PageData, pageData } from "./shared/page-data";
import { paths } from "./shared/screens";

const content = data as SiteContent;

/** Nowhere to go at build time; it only writes links, as the client's hash router does. */
const prerenderNavigator: Navigator = {
  // "#/projects", where a path-based router would write "/projects" and fail to hydrate.
  createHref: (to) => `#${createPath(typeof to === "string" ? { pathname: to } : to)}`,
  push() {},
  replace() {},
  go() {},
};

function render(site: SiteContent, page: PageData, children: ReactNode): string {
  return renderToString(
    <StrictMode>
      <SiteProvider content={site} page={page}>
        <Router location={paths.resume} navigator={prerenderNavigator} static>
          {children}
        </Router>
      </SiteProvider>
    </StrictMode>,
  );
}

export type Prerendered = {
  /** The app's markup, as the client's first render of any address hydrates it. */
  app: string;
  /** Every project's dialog, hidden, outside the app (src/pages/project-sheets.tsx). */
  sheets: string;
  /** What the app needs besides the markup (src/shared/page-data.ts). */
  page: PageData;
};

/** The page of the compiled content, or of `site`: the content in another of its languages. */
export function renderPage(site: SiteContent = content): Prerendered {
  const page = pageData(site);
  return { app: render(site, page, <SiteRoutes />), sheets: render(site, page, <ProjectSheets />), page };
}
