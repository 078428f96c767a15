import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons";

/** Embla, wrapped once: a main carousel and an optional thumbnail strip that follows it. */

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0];
  selectedIndex: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  /** "rtl": the slides run from right to left, and so do the thumbnails and the arrow keys. */
  direction: "ltr" | "rtl";
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel() {
  const context = useContext(CarouselContext);
  if (!context) throw new Error("useCarousel must be used within a <Carousel />");
  return context;
}

/** With reduced motion, every programmatic move jumps instead of animating. */
function prefersReducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export function Carousel({
  options,
  "aria-label": label,
  roleDescription = "carousel",
  onKeyDownCapture,
  children,
  ...props
}: ComponentProps<"section"> & {
  options?: CarouselOptions;
  "aria-label": string;
  /** What a screen reader calls the carousel, in the site's language. */
  roleDescription?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, ...options });
  const direction = options?.direction ?? "ltr";
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);

  const onSelect = useCallback((embla: NonNullable<CarouselApi>) => {
    setSelectedIndex(embla.selectedScrollSnap());
    setCanScrollPrev(embla.canScrollPrev());
    setCanScrollNext(embla.canScrollNext());
  }, []);

  // A slide asked for (a thumbnail tapped) before Embla is ready: shown as soon as it is.
  const wanted = useRef<number | null>(null);

  useEffect(() => {
    if (!api) return;
    if (wanted.current !== null) api.scrollTo(wanted.current, true);
    wanted.current = null;
    onSelect(api);
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api, onSelect]);

  const scrollPrev = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api]);
  const scrollTo = useCallback(
    (index: number) => {
      if (api) api.scrollTo(index, prefersReducedMotion());
      else wanted.current = index;
    },
    [api],
  );

  // The arrow that points back the way the slides came: left, or right in a right-to-left gallery.
  const [backKey, onKey] = direction === "rtl" ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDownCapture?.(event);
    if (event.defaultPrevented) return;
    if (event.key === backKey) {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === onKey) {
      event.preventDefault();
      scrollNext();
    }
  };

  const value = useMemo(
    () => ({
      viewportRef,
      selectedIndex,
      canScrollPrev,
      canScrollNext,
      scrollPrev,
      scrollNext,
      scrollTo,
      direction,
    }),
    [viewportRef, selectedIndex, canScrollPrev, canScrollNext, scrollPrev, scrollNext, scrollTo, direction],
  );

  return (
    <CarouselContext.Provider value={value}>
      {/* A labelled <section> is a region landmark. */}
      <section
        data-slot="carousel"
        aria-label={label}
        aria-roledescription={roleDescription}
        onKeyDownCapture={handleKeyDown}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/** The main carousel's viewport; its children are <CarouselItem>s. */
export function CarouselContent({ children, ...props }: ComponentProps<"div">) {
  const { viewportRef } = useCarousel();
  return (
    <div data-slot="carousel-viewport" ref={viewportRef} {...props}>
      <div data-slot="carousel-container">{children}</div>
    </div>
  );
}

export function CarouselItem({
  index,
  count,
  label = "{n} of {count}",
  roleDescription = "slide",
  ...props
}: ComponentProps<"div"> & {
  index: number;
  count: number;
  /** The slide's name, a pattern: {n} is its number, {count} the number of slides. */
  label?: string;
  /** What a screen reader calls a slide, in the site's language. */
  roleDescription?: string;
}) {
  const { selectedIndex } = useCarousel();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; <fieldset> is for forms.
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription={roleDescription}
      aria-label={numbered(label, index, count)}
      data-selected={index === selectedIndex ? "" : undefined}
      {...props}
    />
  );
}

export function CarouselPrevious({
  label = "Previous slide",
  ...props
}: ComponentProps<"button"> & { label?: string }) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <button
      type="button"
      data-slot="carousel-previous"
      onClick={scrollPrev}
      disabled={!canScrollPrev}
      {...props}
    >
      <ChevronLeftIcon />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

export function CarouselNext({
  label = "Next slide",
  ...props
}: ComponentProps<"button"> & { label?: string }) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <button type="button" data-slot="carousel-next" onClick={scrollNext} disabled={!canScrollNext} {...props}>
      <ChevronRightIcon />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** A freely dragged strip of thumbnails that keeps the selected slide's thumbnail in view. */
export function CarouselThumbnails({ children, ...props }: ComponentProps<"div">) {
  const { selectedIndex, direction } = useCarousel();
  const [thumbsRef, thumbsApi] = useEmblaCarousel({ dragFree: true, containScroll: "keepSnaps", direction });

  useEffect(() => {
    thumbsApi?.scrollTo(selectedIndex, prefersReducedMotion());
  }, [thumbsApi, selectedIndex]);

  return (
    <div data-slot="carousel-thumbnails" ref={thumbsRef} {...props}>
      <div data-slot="carousel-thumbnails-container">{children}</div>
    </div>
  );
}

export function CarouselThumbnail({
  index,
  count,
  label = "Show image {n} of {count}",
  children,
  ...props
}: ComponentProps<"button"> & {
  index: number;
  count: number;
  /** The button's name, a pattern: {n} is the image's number, {count} the number of images. */
  label?: string;
}) {
  const { selectedIndex, scrollTo } = useCarousel();
  const selected = index === selectedIndex;
  return (
    <button
      type="button"
      data-slot="carousel-thumbnail"
      aria-label={numbered(label, index, count)}
      aria-current={selected ? "true" : undefined}
      data-selected={selected ? "" : undefined}
      onClick={() => scrollTo(index)}
      {...props}
    >
      {children}
    </button>
  );
}

/** A slide's pattern filled in: "{n} of {count}" → "2 of 5" for the second of five. */
function numbered(pattern: string, index: number, count: number): string {
  return pattern.replaceAll("{n}", String(index + 1)).replaceAll("{count}", String(count));
}
