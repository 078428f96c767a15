import { lazy } from "react";
import { HashRouter, Route, Routes } from "react-router-dom";
import { Layout } from "./components/layout";
import { NotFoundPage } from "./pages/errors";
import { ResumePage } from "./pages/resume";
import { paths } from "./paths";

// The Resume is in the first load; the other screens (and what only they use, such as the
// dialog and the carousel) load on demand.
const ProjectsPage = lazy(async () => ({ default: (await import("./pages/projects")).ProjectsPage }));
const AboutPage = lazy(async () => ({ default: (await import("./pages/about")).AboutPage }));

/**
 * The site's routes, inside whichever router the caller provides: the hash router in the
 * browser, a static one when prerendering, a memory one in tests.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.resume} element={<ResumePage />} />
        <Route path={paths.projects} element={<ProjectsPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The site in the browser. Hash routes: a static host (GitHub Pages) serves every route from
 * one index.html, at any sub-path. The declarative router, not the data router: the site
 * loads no data, and it costs a third of the bytes.
 */
export function App() {
  return (
    <HashRouter>
      <SiteRoutes />
    </HashRouter>
  );
}
