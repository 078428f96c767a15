import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { routes } from "../../src/router";

/** Renders the whole site (layout and routes) at `path`, in memory instead of the URL's hash. */
export function renderSite(path = "/") {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
