import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { usePageData, useWords } from "../context/site";
import { HydratedContext, useHydrated } from "../hooks/use-hydrated";
import { useInPageLinks } from "../hooks/use-in-page-links";
import { useScrollRestoration } from "../hooks/use-scroll-restoration";
import { useTheme } from "../hooks/use-theme";
import { HYDRATED_ATTRIBUTE } from "../shared/page-data";
import { languageFile, PROJECT_PARAM, RESUME_JSON } from "../shared/paths";
import { NOT_FOUND, paths, SCREENS, type ScreenName, screenOf } from "../shared/screens";
import type { ScriptWords } from "../shared/words";
import { ErrorBoundary } from "./error-boundary";
import { MoonIcon, SunIcon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import { Link, NewTabNote } from "./link";
import { Static } from "./static";
import { InLanguage } from "./text-language";

/**
 * The page of each screen, and `failed`: the page shown instead of a screen that fails. The
 * router gives them (src/router.tsx): the layout is a component, and imports no page.
 */
export type ScreenPages = Record<ScreenName, ComponentType> & { failed: ComponentType<{ error: unknown }> };

/** The word of the tab's title on each screen (a project's own title while its dialog is open). */
const TITLES = Object.fromEntries([...SCREENS, NOT_FOUND].map(({ name, word }) => [name, word])) as Record<
  ScreenName,
  keyof ScriptWords
>;

/**
 * Before the app has started, src/before-paint.js switches the theme on a tap; its icon follows
 * <html data-theme> in CSS, so it is right from the first paint.
 */
function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const words = useWords();
  return (
    <button
      type="button"
      data-slot="theme-toggle"
      aria-pressed={theme === "dark"}
      onClick={toggleTheme}
      title={theme === "dark" ? words.switchToLightTheme : words.switchToDarkTheme}
    >
      <SunIcon data-theme-icon="light" />
      <MoonIcon data-theme-icon="dark" />
      <span className="visually-hidden">{words.darkTheme}</span>
    </button>
  );
}

/**
 * One screen. Every screen is in the page, prerendered; the one the address names shows.
 * Before the app runs (and while it hydrates) <html data-showing> chooses it, set by
 * src/before-paint.js; from then on, also the `hidden` attribute. Each screen hydrates on its
 * own (a Suspense boundary), after the shell around it: in short tasks, and the one a tap
 * lands on first.
 */
function Screen({
  name,
  current,
  failed: Failed,
  children,
}: {
  name: ScreenName;
  current: ScreenName;
  failed: ScreenPages["failed"];
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div data-screen={name} hidden={hydrated ? name !== current : undefined}>
      <Suspense fallback={null}>
        {/* A screen that fails shows its error, until the visitor goes elsewhere; the others still work. */}
        <ErrorBoundary resetKey={current} fallback={(error) => <Failed error={error} />}>
          {children}
        </ErrorBoundary>
      </Suspense>
    </div>
  );
}

/** The route an address's hash names: "#/projects?project=x" → "/projects?project=x"; a fragment that is not a route (#main) is a place on the Resume. */
function addressOf(hash: string): string {
  return hash.startsWith("#/") ? hash.slice(1) : paths.resume;
}

/** The shell of every screen: skip link, top bar, the screens, footer. */
export function Layout({ pages }: { pages: ScreenPages }) {
  const { screens, words } = usePageData();
  const { pathname, search } = useLocation();
  const hydrated = useHydration();
  const main = useRef<HTMLElement>(null);
  const screen = screenOf(pathname, screens);
  const route = `${pathname}${search}`;
  useShownScreen(hydrated, screen, route);
  useCatchUpWithAddress(hydrated, route);
  useScrollRestoration();
  useInPageLinks();
  useTabTitle(hydrated, screen, search);
  useFocusOnNavigation(main, pathname);

  return (
    <HydratedContext value={hydrated}>
      {/* A real link, so it also works in the prerendered page before scripts run. */}
      <a className="skip-link" href="#main">
        {words.skipToContent}
      </a>
      <SiteHeader current={screen} />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Screens current={screen} pages={pages} />
      </main>
      <SiteFooter />
      <NewTabNote label={words.opensInNewTab} />
    </HydratedContext>
  );
}

/**
 * Whether the app has hydrated: hydration first, then (in slices, as a transition) what
 * depends on the address.
 */
function useHydration(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  // `hydrated` changes the context every screen reads: React hydrates each part of the page
  // still waiting for it (a Suspense boundary) before it commits that render. Once it has, the
  // whole page is the app's, and says so to what would change it from outside (npm run pdf).
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    return () => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  }, [hydrated]);
  return hydrated;
}

/**
 * The screen shown, in step with the address (src/before-paint.js did it until now); first,
 * so that scroll restoration measures the screen it restores. Not while the router is behind
 * the address (see useCatchUpWithAddress): the before-paint script shows the right one
 * meanwhile.
 */
function useShownScreen(hydrated: boolean, screen: ScreenName, route: string) {
  useLayoutEffect(() => {
    if (hydrated && addressOf(window.location.hash) === route)
      document.documentElement.dataset.showing = screen;
  }, [hydrated, screen, route]);
}

/**
 * The router listens to the address only once the app has hydrated: a link followed before
 * (a tap while the page loaded) went past it. Once, then: catch up with the address as it is.
 */
function useCatchUpWithAddress(hydrated: boolean, route: string) {
  const navigate = useNavigate();
  const caughtUp = useRef(false);
  useEffect(() => {
    if (!hydrated || caughtUp.current) return;
    caughtUp.current = true;
    const { hash } = window.location;
    if (hash.startsWith("#/") && addressOf(hash) !== route) navigate(addressOf(hash), { replace: true });
  }, [hydrated, route, navigate]);
}

/** The tab's title: the screen's word, or the open project's title, and the owner's name. */
function useTabTitle(hydrated: boolean, screen: ScreenName, search: string) {
  const { name, projects, words } = usePageData();
  const openProject =
    screen === "projects"
      ? projects.find((project) => project.id === new URLSearchParams(search).get(PROJECT_PARAM))
      : undefined;
  const title = `${openProject?.title ?? words[TITLES[screen]]} · ${name}`;
  useEffect(() => {
    if (hydrated) document.title = title;
  }, [hydrated, title]);
}

/** After client-side navigation, start reading (and tabbing) at the new page's content. */
function useFocusOnNavigation(main: RefObject<HTMLElement | null>, pathname: string) {
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [main, pathname]);
}

/** The top bar: the owner's name, the nav (its current link marked once hydrated), the languages, the theme's switch. */
function SiteHeader({ current }: { current: ScreenName }) {
  const { name, nameLang, screens, words } = usePageData();
  const hydrated = useHydrated();
  return (
    <header className="site-header" data-slot="site-header">
      <div className="site-header-inner">
        <Link href={paths.resume} className="brand" lang={nameLang}>
          {name}
        </Link>
        <nav aria-label={words.mainNavigation} className="site-nav" data-slot="site-nav">
          <ul>
            {SCREENS.filter(({ name }) => screens.includes(name)).map(({ name, path, word }) => (
              <li key={name}>
                <Link
                  href={path}
                  data-nav={name}
                  aria-current={hydrated && name === current ? "page" : undefined}
                >
                  {words[word]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <ThemeToggle />
      </div>
    </header>
  );
}

/** Every screen of the site, the one the address names shown (see Screen). */
function Screens({ current, pages }: { current: ScreenName; pages: ScreenPages }) {
  const { screens } = usePageData();
  // A screen with nothing to show is not in the page data's screens: its address shows Not Found.
  return [...screens, NOT_FOUND.name].map((name) => {
    const Page = pages[name];
    return (
      <Screen key={name} name={name} current={current} failed={pages.failed}>
        <Page />
      </Screen>
    );
  });
}

/**
 * The footer: the owner's name and email address, and this language's resume as JSON Resume
 * (resume.json, resume.pt-PT.json), under the name of its format, the same in every language.
 */
function SiteFooter() {
  return (
    <footer className="site-footer" data-slot="site-footer">
      <Static as="p" id="footer">
        {({ profile, site }) => (
          <>
            © <InLanguage text={profile.name} />
            {profile.email ? (
              <>
                {" · "}
                <Link href={`mailto:${profile.email}`}>{profile.email}</Link>
              </>
            ) : null}
            {" · "}
            <a href={languageFile(RESUME_JSON, site)} type="application/json">
              JSON Resume
            </a>
          </>
        )}
      </Static>
    </footer>
  );
}
