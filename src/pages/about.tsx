import { Html } from "../components/html";
import { Image } from "../components/image";
import { content } from "../content";
import { useDocumentTitle } from "../hooks/use-document-title";

const { about } = content;

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
                <Image key={image.src} image={image} loading="lazy" decoding="async" />
              ))}
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
