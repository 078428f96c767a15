import { HashRouter } from "react-router-dom";
import { Layout } from "./components/layout";

/**
 * The site's screens, inside whichever router the caller provides: the hash router in the
 * browser, a static one when prerendering, a memory one in tests. Every screen is in the page
 * at once (src/components/layout.tsx), so there are no routes to declare: the layout shows the
 * one the location names.
 */
export function SiteRoutes() {
  return <Layout />;
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
