// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is the site's Vite alias (scripts/vite/vite-config.ts), not a package
import compiled from "@generated/content.json";
import { render } from "@testing-library/react";
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from "react-router-dom";
import { SiteProvider } from "../../src/context/site";
import { SiteRoutes } from "../../src/router";
import type { SiteContent } from "../../src/shared/compiled-content";
import { pageData } from "../../src/shared/page-data";

const content = compiled as SiteContent;

/** What the site's router holds after the last render: where it is, how it got there, and a way to move. */
export type RouterProbe = {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
};

/** Renders nothing; copies the router's state into `router` on every render. */
function Probe({ router }: { router: RouterProbe }) {
  router.location = useLocation();
  router.navigationType = useNavigationType();
  router.navigate = useNavigate();
  return null;
}

/**
 * Renders the whole site (layout and every screen) at `path`, in memory instead of the URL's
 * hash, from the compiled content as the dev server does.
 */
export function renderSite(path = "/", siteContent: SiteContent = content) {
  const router = {} as RouterProbe;
  const view = render(
    <SiteProvider content={siteContent} page={pageData(siteContent)}>
      <MemoryRouter initialEntries={[path]}>
        <SiteRoutes />
        <Probe router={router} />
      </MemoryRouter>
    </SiteProvider>,
  );
  return { router, ...view };
}
