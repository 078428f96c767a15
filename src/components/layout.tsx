import { Suspense, useEffect, useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router-dom";
import { content } from "../content";
import { useInPageLinks } from "../hooks/use-in-page-links";
import { useScrollRestoration } from "../hooks/use-scroll-restoration";
import { useTheme } from "../hooks/use-theme";
import { RouteErrorPage } from "../pages/errors";
import { paths } from "../paths";
import { ErrorBoundary } from "./error-boundary";
import { MoonIcon, SunIcon } from "./icons";
import { Link, NewTabNote } from "./link";

const NAV = [
  { to: paths.resume, label: "Resume" },
  { to: paths.projects, label: "Projects" },
  { to: paths.about, label: "About" },
];

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

/** Shown in the page's place while a screen's code arrives on a first visit. */
function PageLoading() {
  return <div className="page-loading" aria-busy="true" />;
}

/** The shell of every screen: skip link, top bar, the page, footer. */
export function Layout() {
  const { name, email } = content.profile;
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  useScrollRestoration();
  useInPageLinks();

  // After client-side navigation, start reading (and tabbing) at the new page's content.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
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
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        {/* Navigation is a transition: the current screen stays until the next one's code
            has arrived, so the fallback shows only when a screen is opened directly. */}
        <Suspense fallback={<PageLoading />}>
          {/* A new screen starts without the last one's error. */}
          <ErrorBoundary key={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
            <Outlet />
          </ErrorBoundary>
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>
          © {name} · <Link href={`mailto:${email}`}>{email}</Link>
        </p>
      </footer>
      <NewTabNote />
    </>
  );
}
