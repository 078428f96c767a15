import { useLocation } from "react-router-dom";
import { useHydrated } from "../hooks/use-hydrated";
import { paths } from "../shared/paths";
import { usePageData } from "../site/context";
import { GlobeIcon } from "./icons";

/**
 * The header's links to the site in each of its languages (none on a site in one language):
 * real links, which work before the app starts and which search engines follow, each to the
 * same screen, and the same open project, in its language. The route follows the visitor once
 * the app has hydrated (the page was prerendered at `/`); before, and on every click, the inline
 * src/language-switch.js gives the link the address's route, and keeps the place on the page.
 * Its styles are language-switcher.css, which src/main.tsx imports (the prerender imports no CSS).
 */
export function LanguageSwitcher() {
  const { languages } = usePageData();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  if (!languages) return null;
  const route = `${pathname}${search}`;
  const hash = hydrated && route !== paths.resume ? `#${route}` : "";
  return (
    <nav className="language-switcher" aria-label={languages.label}>
      <GlobeIcon />
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
    </nav>
  );
}
