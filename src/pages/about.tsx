import { Html } from "../components/html";
import { Image } from "../components/image";
import { Static } from "../components/static";

/**
 * Shown width of an image in a pair (.image-pair, .about-section and .site-main in styles.css):
 * half the section's width less the gap, beside the text (five twelfths) from 900 px, at most
 * that of the page's 1140 px.
 */
const PAIR_SIZES =
  "(min-width: 1140px) 217px, (min-width: 900px) calc(((100vw - 4.5rem) * 5 / 12 - 0.75rem) / 2), (min-width: 640px) calc((100vw - 3.25rem) / 2), calc((100vw - 2.75rem) / 2)";
/** …and of an image alone: the whole of the pair's place. */
const SINGLE_SIZES =
  "(min-width: 1140px) 445px, (min-width: 900px) calc((100vw - 4.5rem) * 5 / 12), (min-width: 640px) calc(100vw - 2.5rem), calc(100vw - 2rem)";

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
                      <Image
                        key={image.src}
                        image={image}
                        sizes={section.images.length === 1 ? SINGLE_SIZES : PAIR_SIZES}
                        decoding="async"
                      />
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
