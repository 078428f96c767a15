import data from "@generated/content-about.json";
import type { RouteContent } from "../compiled-content";
import { Html } from "../components/html";
import { Image } from "../components/image";
import { useDocumentTitle } from "../hooks/use-document-title";

// Its own file, so this content loads with the page and not in the first view.
const { about } = data as RouteContent["about"];

/** Shown size of an image in a pair (.image-pair in styles.css). */
const PAIR_SIZES = "(min-width: 900px) 280px, 50vw";

export function AboutPage() {
  useDocumentTitle("About");
  return (
    <div className="page about">
      <h1>{about.title}</h1>
      {about.sections.map((section) => (
        <section key={section.id} className="about-section" aria-labelledby={`about-${section.id}`}>
          <div className="about-text">
            <h2 id={`about-${section.id}`}>{section.heading}</h2>
            <Html html={section.html} />
          </div>
          {section.images.length > 0 ? (
            <div className="image-pair" data-count={section.images.length}>
              {section.images.map((image) => (
                <Image key={image.src} image={image} sizes={PAIR_SIZES} loading="lazy" decoding="async" />
              ))}
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
