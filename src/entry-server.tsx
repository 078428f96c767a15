/**
 * The prerender entry: the Resume route inside the layout, rendered to HTML at build time
 * (scripts/prerender.ts puts it in dist/index.html; src/main.tsx hydrates it). Runs in Node,
 * but imports only what the browser does.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createPath, RouterProvider } from "react-router-dom";
import { paths } from "./paths";
import { routes } from "./router";

/** The markup of `/` exactly as the client's first render of `#/` produces it. */
export function renderResume(): string {
  const router = createMemoryRouter(routes, { initialEntries: [paths.resume] });
  // The client's hash router writes links as "#/projects"; a memory router would write
  // "/projects", which would not match when the client hydrates.
  router.createHref = (to) => `#${createPath(to)}`;
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
