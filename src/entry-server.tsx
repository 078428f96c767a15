/**
 * The prerender entry: the Resume route inside the layout, rendered to HTML at build time
 * (scripts/prerender.ts puts it in dist/index.html; src/main.tsx hydrates it). Runs in Node,
 * but imports only what the browser does.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createPath, type Navigator, Router } from "react-router-dom";
import { paths } from "./paths";
import { SiteRoutes } from "./router";

/** Nowhere to go at build time; it only writes links, as the client's hash router does. */
const prerenderNavigator: Navigator = {
  // "#/projects", where a path-based router would write "/projects" and fail to hydrate.
  createHref: (to) => `#${createPath(typeof to === "string" ? { pathname: to } : to)}`,
  push() {},
  replace() {},
  go() {},
};

/** The markup of `/` exactly as the client's first render of `#/` produces it. */
export function renderResume(): string {
  return renderToString(
    <StrictMode>
      <Router location={paths.resume} navigator={prerenderNavigator} static>
        <SiteRoutes />
      </Router>
    </StrictMode>,
  );
}
