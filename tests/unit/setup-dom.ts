/**
 * What jsdom lacks for the site's components, imported by the component tests (not a global
 * setup file: the compiler tests run in Node, without a DOM).
 *
 * Embla measures slides with offsetLeft/offsetWidth, which jsdom leaves at 0; a carousel
 * with no size never moves. Here every carousel viewport is 400px wide, a slide fills it and
 * a thumbnail is 80px, laid out side by side: enough for Embla to compute its snaps and loop.
 */
import { configure } from "@testing-library/react";
import { vi } from "vitest";

/**
 * A component test renders the site in jsdom, and a route that loads on demand has its modules
 * transformed by Vite on first import: seconds on a busy machine. The tests and Testing
 * Library's waits (findBy…, waitFor) get the time for that, not Vitest's 5 s and Testing
 * Library's 1 s defaults.
 */
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const VIEWPORT = 400;
const THUMBNAIL = 80;

function indexInParent(element: HTMLElement) {
  return element.parentElement ? Array.prototype.indexOf.call(element.parentElement.children, element) : 0;
}

function slotWidth(element: HTMLElement): number | null {
  switch (element.dataset.slot) {
    case "carousel-viewport":
    case "carousel-container":
    case "carousel-thumbnails":
    case "carousel-thumbnails-container":
    case "carousel-item":
      return VIEWPORT;
    case "carousel-thumbnail":
      return THUMBNAIL;
    default:
      return null;
  }
}

const original = {
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetWidth"),
  offsetLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetLeft"),
};

Object.defineProperties(HTMLElement.prototype, {
  offsetWidth: {
    configurable: true,
    get(this: HTMLElement) {
      return slotWidth(this) ?? original.offsetWidth?.get?.call(this) ?? 0;
    },
  },
  offsetHeight: {
    configurable: true,
    get(this: HTMLElement) {
      return slotWidth(this) === null ? 0 : 300;
    },
  },
  offsetLeft: {
    configurable: true,
    get(this: HTMLElement) {
      const slot = this.dataset.slot;
      if (slot === "carousel-item") return indexInParent(this) * VIEWPORT;
      if (slot === "carousel-thumbnail") return indexInParent(this) * THUMBNAIL;
      return original.offsetLeft?.get?.call(this) ?? 0;
    },
  },
});

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

/** No media query matches unless a test says so: light theme, motion allowed. */
export const mediaMatches = new Set<string>();

window.matchMedia = (query: string) =>
  ({
    matches: mediaMatches.has(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// The router's scroll restoration and the skip link call these; jsdom does not implement them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
