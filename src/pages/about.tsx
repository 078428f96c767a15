import { Html } from "../components/html";
import { Image } from "../components/image";
import { Static } from "../components/static";

/** Shown size of an image in a pair (.image-pair in styles.css). */
const PAIR_SIZES = "(min-width: 900px) 280px, 50vw";

/** The About page: no script at all, in the page once (see src/components/static.tsx). */
export function AboutPage() {
  return (
    <Static id="about" className="page about">
      {({ about }) =>
        about ? (
          <>
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
                      <Image key={image.src} image={image} sizes={PAIR_SIZES} decoding="async" />
                    ))}
                  </div>
                ) : null}
              </section>
            ))}
          </>
        ) : null
      }
    </Static>
  );
}
