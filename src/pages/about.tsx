import { Html } from "../components/html";
import { Image } from "../components/image";
import { IMAGE_SIZES } from "../components/image-sizes";
import { Static } from "../components/static";
import { InLanguage } from "../components/text-language";

/** The About page: no script at all, in the page once (see src/components/static.tsx). */
export function AboutPage() {
  return (
    <Static id="about" className="page about">
      {({ about }) =>
        about ? (
          <>
            <h1>
              <InLanguage text={about.title} />
            </h1>
            {about.sections.map((section) => (
              <section
                key={section.id}
                className="about-section"
                data-slot="about-section"
                aria-labelledby={`about-${section.id}`}
              >
                <div className="about-text">
                  <h2 id={`about-${section.id}`}>
                    <InLanguage text={section.heading} />
                  </h2>
                  <Html html={section.html} />
                </div>
                {section.images.length > 0 ? (
                  <div className="image-pair" data-count={section.images.length}>
                    {section.images.map((image) => (
                      <Image
                        key={image.src}
                        image={image}
                        sizes={section.images.length === 1 ? IMAGE_SIZES.aboutSingle : IMAGE_SIZES.aboutPair}
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
