import { type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { HydratedContext, useHydrated } from "../hooks/use-hydrated";
import { useInPageLinks } from "../hooks/use-in-page-links";
import { useScrollRestoration } from "../hooks/use-scroll-restoration";
import { useTheme } from "../hooks/use-theme";
import { AboutPage } from "../pages/about";
import { NotFoundPage, RouteErrorPage } from "../pages/errors";
import { ProjectsPage } from "../pages/projects";
import { ResumePage } from "../pages/resume";
import { PROJECT_PARAM, paths, type ScreenName, screenOf } from "../paths";
import { usePageData } from "../site/context";
import { ErrorBoundary } from "./error-boundary";
import { MoonIcon, SunIcon } from "./icons";
import { Link, NewTabNote } from "./link";
import { Static } from "./static";

const NAV = [
  { screen: "resume", label: "Resume" },
  { screen: "projects", label: "Projects" },
  { screen: "about", label: "About" },
] as const;

/** The tab's title on each screen (a project's own title while its dialog is open). */
const TITLES: Record<ScreenName, string> = {
  resume: "Resume",
  projects: "Projects",
  about: "About",
  "not-found": "Not found",
};

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      data-slot="theme-toggle"
      aria-pressed={theme === "dark"}
      onClick={toggleTheme}
      title={theme === "dark" ? "Switch to light theme" : "Switch to dark theme"}
    >
      {theme === "dark" ? <MoonIcon /> : <SunIcon />}
      <span className="visually-hidden">Dark theme</span>
    </button>
  );
}

/**
 * One screen. Every screen is in the page, prerendered; the one the address names shows.
 * Before the app runs (and while it hydrates) <html data-showing> chooses it, set by
 * src/before-paint.js; from then on, also the `hidden` attribute.
 */
function Screen({ name, current, children }: { name: ScreenName; current: ScreenName; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div data-screen={name} hidden={hydrated ? name !== current : undefined}>
      {/* A screen that fails shows its error, until the visitor goes elsewhere; the others still work. */}
      <ErrorBoundary resetKey={current} fallback={(error) => <RouteErrorPage error={error} />}>
        {children}
      </ErrorBoundary>
    </div>
  );
}

/** The route an address's hash names: "#/projects?project=x" → "/projects?project=x"; a fragment that is not a route (#main) is a place on the Resume. */
function addressOf(hash: string): string {
  return hash.startsWith("#/") ? hash.slice(1) : paths.resume;
}

/** The shell of every screen: skip link, top bar, the screens, footer. */
export function Layout() {
  const { name, projects, screens } = usePageData();
  const { pathname, search } = useLocation();
  // Hydration first, then (in slices, as a transition) what depends on the address.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const main = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const screen = screenOf(pathname, screens);

  // The screen shown, in step with the address (src/before-paint.js did it until now); first,
  // so that scroll restoration below measures the screen it restores. Not while the router is
  // behind the address (see below): the before-paint script shows the right one meanwhile.
  useLayoutEffect(() => {
    if (hydrated && addressOf(window.location.hash) === `${pathname}${search}`)
      document.documentElement.dataset.showing = screen;
  }, [hydrated, screen, pathname, search]);

  // The router listens to the address only once the app has hydrated: a link followed before
  // (a tap while the page loaded) went past it. Once, then: catch up with the address as it is.
  const navigate = useNavigate();
  const caughtUp = useRef(false);
  useEffect(() => {
    if (!hydrated || caughtUp.current) return;
    caughtUp.current = true;
    const { hash } = window.location;
    if (hash.startsWith("#/") && addressOf(hash) !== `${pathname}${search}`)
      navigate(addressOf(hash), { replace: true });
  }, [hydrated, pathname, search, navigate]);
  useScrollRestoration();
  useInPageLinks();

  const openProject =
    screen === "projects"
      ? projects.find((project) => project.id === new URLSearchParams(search).get(PROJECT_PARAM))
      : undefined;
  const title = `${openProject?.title ?? TITLES[screen]} · ${name}`;

  useEffect(() => {
    if (hydrated) document.title = title;
  }, [hydrated, title]);

  // After client-side navigation, start reading (and tabbing) at the new page's content.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <HydratedContext value={hydrated}>
      {/* A real link, so it also works in the prerendered page before scripts run. */}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <Link href={paths.resume} className="brand">
            {name}
          </Link>
          <nav aria-label="Main" className="site-nav">
            <ul>
              {NAV.filter((item) => screens.includes(item.screen)).map((item) => (
                <li key={item.screen}>
                  <Link
                    href={paths[item.screen]}
                    data-nav={item.screen}
                    aria-current={hydrated && item.screen === screen ? "page" : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Screen name="resume" current={screen}>
          <ResumePage />
        </Screen>
        {/* A screen with nothing to show is not in the page: its address shows Not Found. */}
        {screens.includes("projects") ? (
          <Screen name="projects" current={screen}>
            <ProjectsPage />
          </Screen>
        ) : null}
        {screens.includes("about") ? (
          <Screen name="about" current={screen}>
            <AboutPage />
          </Screen>
        ) : null}
        <Screen name="not-found" current={screen}>
          <NotFoundPage />
        </Screen>
      </main>
      <footer className="site-footer">
        <Static as="p" id="footer">
          {({ profile }) => (
            <>
              © {profile.name} · <Link href={`mailto:${profile.email}`}>{profile.email}</Link>
            </>
          )}
        </Static>
      </footer>
      <NewTabNote />
    </HydratedContext>
  );
}
