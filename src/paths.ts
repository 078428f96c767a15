/** Every path of the site. Only src/router.tsx knows they live in the URL's hash. */
export const paths = {
  resume: "/",
  projects: "/projects",
  about: "/about",
} as const;

/** The query parameter that holds the open project on the Projects page. */
export const PROJECT_PARAM = "project";

/** The Projects page with one project's dialog open: /projects?project=<id>. */
export function projectPath(id: string) {
  return `${paths.projects}?${new URLSearchParams({ [PROJECT_PARAM]: id })}`;
}
