import { createHashRouter, type RouteObject } from "react-router-dom";
import { Layout } from "./components/layout";
import { NotFoundPage, RouteErrorPage } from "./pages/errors";
import { ResumePage } from "./pages/resume";
import { paths } from "./paths";

/** Shown inside the layout while a lazily loaded screen arrives on a first visit. */
function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/** The site's routes. The Resume is in the first load; the other screens load on demand. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Only if the layout itself fails; errors in a screen show inside the layout (below).
    errorElement: (
      <main className="site-main">
        <RouteErrorPage />
      </main>
    ),
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.resume, element: <ResumePage /> },
          {
            path: paths.projects,
            HydrateFallback: PageLoading,
            lazy: async () => ({ Component: (await import("./pages/projects")).ProjectsPage }),
          },
          {
            path: paths.about,
            HydrateFallback: PageLoading,
            lazy: async () => ({ Component: (await import("./pages/about")).AboutPage }),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Hash routes: a static host (GitHub Pages) serves every route from one index.html, at any sub-path. */
export function createRouter() {
  return createHashRouter(routes);
}
