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
import { SiteRoutes } from "../../src/router";

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

/** Renders the whole site (layout and routes) at `path`, in memory instead of the URL's hash. */
export function renderSite(path = "/") {
  const router = {} as RouterProbe;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <SiteRoutes />
      <Probe router={router} />
    </MemoryRouter>,
  );
  return { router, ...view };
}
