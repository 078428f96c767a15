import { useCallback, useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "../shared/theme";

export type Theme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    // Storage can be unavailable (privacy modes); the system preference still applies.
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? "dark" : "light";
}

function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
}

function currentTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  return applied === "light" || applied === "dark" ? applied : (storedTheme() ?? systemTheme());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Until the visitor chooses, the theme follows the system as it changes.
  const media = window.matchMedia?.(DARK_QUERY);
  const onSystemChange = () => {
    if (!storedTheme()) applyTheme(systemTheme());
  };
  media?.addEventListener("change", onSystemChange);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", onSystemChange);
  };
}

/** The active colour theme and a toggle that remembers the visitor's choice. */
export function useTheme() {
  // The server (prerender) cannot know the theme; React re-renders after hydration.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "light" as Theme);
  const toggleTheme = useCallback(() => {
    const next: Theme = currentTheme() === "dark" ? "light" : "dark";
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered, but still applied for this visit.
    }
    applyTheme(next);
  }, []);
  return { theme, toggleTheme };
}
