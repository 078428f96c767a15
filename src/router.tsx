import { HashRouter } from "react-router-dom";
import { Layout, type ScreenPages } from "./components/layout";
import { AboutPage } from "./pages/about";
import { NotFoundPage, RouteErrorPage } from "./pages/errors";
import { ProjectsPage } from "./pages/projects";
import { ResumePage } from "./pages/resume";

/** The page of each screen, and the one shown instead of a screen that fails. */
const PAGES: ScreenPages = {
  resume: ResumePage,
  projects: ProjectsPage,
  about: AboutPage,
  "not-found": NotFoundPage,
  failed: RouteErrorPage,
};

/**
 * The site's screens, inside whichever router the caller provides: the hash router in the
 * browser, a static one when prerendering, a memory one in tests. Every screen is in the page
 * at once (src/components/layout.tsx), so there are no routes to declare: the layout shows the
 * one the location names.
 */
export function SiteRoutes() {
  return <Layout pages={PAGES} />;
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
