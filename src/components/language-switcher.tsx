import { useLocation } from "react-router-dom";
import { usePageData } from "../context/site";
import { useHydrated } from "../hooks/use-hydrated";
import { paths } from "../shared/screens";
import { GlobeIcon } from "./icons";

/**
 * The links to the site in each of its languages (none on a site in one language): real links,
 * which work before the app starts and which search engines follow, each to the same screen,
 * and the same open project, in its language. On every click the inline src/language-switch.js
 * gives the link the address's route and keeps the place on the page. Its styles are
 * language-switcher.css, which src/main.tsx imports (the prerender imports no CSS).
 *
 * `route` is the route each link leads to ("" for the page's own default screen). `compact` is
 * the project dialog's: no globe, and a labelled group rather than a second landmark of the same
 * name (the header's stays on the page, behind the dialog).
 */
export function LanguageLinks({ route, compact = false }: { route: string; compact?: boolean }) {
  const { languages } = usePageData();
  if (!languages) return null;
  const hash = route && route !== paths.resume ? `#${route}` : "";
  const Frame = compact ? "div" : "nav";
  return (
    <Frame
      className="language-switcher"
      role={compact ? "group" : undefined}
      data-compact={compact ? "" : undefined}
      aria-label={languages.label}
    >
      {compact ? null : <GlobeIcon />}
      <ul>
        {languages.links.map((link) => (
          <li key={link.lang}>
            <a
              href={`${link.href}${hash}`}
              hrefLang={link.lang}
              lang={link.lang}
              aria-current={link.current ? "true" : undefined}
              data-language-link=""
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/**
 * The header's language links. The route follows the visitor once the app has hydrated (the
 * page was prerendered at `/`, so before then the links name no route and the inline script
 * adds it on a click).
 */
export function LanguageSwitcher() {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  return <LanguageLinks route={hydrated ? `${pathname}${search}` : ""} />;
}
