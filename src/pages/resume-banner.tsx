/**
 * The Resume's banner: the photo (or the initials for none), the name, label and place, every
 * contact and profile, and the resume as files (its PDF, once npm run pdf has made it, its
 * plain text and its Word file). On paper the site's own address joins the contacts.
 */
import { DocumentIcon, LocationIcon, MailIcon, NetworkIcon, PhoneIcon } from "../components/icons";
import { Image } from "../components/image";
import { IMAGE_SIZES } from "../components/image-sizes";
import { Link } from "../components/link";
import { Monogram } from "../components/monogram";
import { InLanguage, useTextLanguage } from "../components/text-language";
import type { SiteProfile, SiteSettings } from "../shared/compiled-content";
import { languageFile, RESUME_PDF, RESUME_PDF_TEMPLATE, RESUME_TEXT, RESUME_WORD } from "../shared/paths";
import { fill } from "../shared/words";

export function Banner({ profile, site }: { profile: SiteProfile; site: SiteSettings }) {
  const { words } = site;
  return (
    <>
      {profile.photo ? (
        <Image image={profile.photo} sizes={IMAGE_SIZES.photo} className="banner-photo" />
      ) : (
        <Monogram name={profile.name} className="banner-photo" />
      )}
      <div className="banner-text">
        <OwnerName profile={profile} />
        {/* No job title: the name stands alone, with no empty line under it. */}
        {profile.label ? (
          <p className="banner-label">
            <InLanguage text={profile.label} />
          </p>
        ) : null}
        {profile.location ? (
          <p className="banner-location">
            <LocationIcon />
            <span className="visually-hidden">{words.location}: </span>
            <InLanguage text={profile.location} />
          </p>
        ) : null}
        <div className="banner-links">
          {/* Nothing to link to: no empty list. */}
          {profile.profiles.length > 0 || profile.email || profile.phone || profile.url ? (
            <ul
              // With nothing but the site's address, a list for paper alone: no empty list on screen.
              className={
                profile.profiles.length > 0 || profile.email || profile.phone
                  ? "social-links"
                  : "social-links paper-only"
              }
              aria-label={words.contactAndProfiles}
            >
              {profile.profiles.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} className="icon-link" title={link.network}>
                    <NetworkIcon network={link.network} />
                    <span className="visually-hidden">
                      {fill(words.networkProfile, { network: link.network })}
                    </span>
                  </Link>
                </li>
              ))}
              {/* The site's own address: on paper, where the reader cannot follow the header's links. */}
              {profile.url ? (
                <li className="paper-only">
                  <Link href={profile.url} className="icon-link">
                    <NetworkIcon network="website" />
                  </Link>
                </li>
              ) : null}
              {profile.email ? (
                <li>
                  <Link href={`mailto:${profile.email}`} className="icon-link" title={profile.email}>
                    <MailIcon data-icon="email" />
                    <span className="visually-hidden">{fill(words.emailTo, { email: profile.email })}</span>
                  </Link>
                </li>
              ) : null}
              {profile.phone ? (
                <li>
                  <Link href={profile.phone.href} className="icon-link" title={profile.phone.number}>
                    <PhoneIcon data-icon="phone" />
                    <span className="visually-hidden">
                      {fill(words.phoneNumber, { number: profile.phone.number })}
                    </span>
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : null}
          {/* Inert until `npm run pdf` writes the PDF: it then takes the link out of its template. */}
          <template id={RESUME_PDF_TEMPLATE}>
            <a className="pdf-link" href={RESUME_PDF} type="application/pdf">
              <DocumentIcon />
              {words.resumePdf}
            </a>
          </template>
          {/* The resume as plain text, for the forms that ask to paste one (scripts/vite/share/resume-text.ts). */}
          <a className="resume-file-link" href={languageFile(RESUME_TEXT, site)} type="text/plain">
            <DocumentIcon />
            {words.resumeText}
          </a>
          {/* The resume as a Word file, for the portals that take no PDF (scripts/vite/share/resume-word.ts). */}
          <a
            className="resume-file-link"
            href={languageFile(RESUME_WORD, site)}
            type="application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          >
            <DocumentIcon />
            {words.resumeWord}
          </a>
        </div>
      </div>
    </>
  );
}

/**
 * The owner's name, in its own `lang` where the page shows it untranslated; on a Japanese page
 * with its reading set over it (ruby, each word's over the word), and on a Chinese, Japanese or
 * Korean page with its Latin form beside it, where the owner gives them. On paper the name is
 * printed as written, without its reading (banner-name-paper): a parser reading the PDF's lines
 * would take the reading's letters into the name, and resume.txt gives it after the name.
 */
function OwnerName({ profile }: { profile: SiteProfile }) {
  const language = useTextLanguage()(profile.name);
  const beside = profile.latinNameBeside;
  return (
    <h1 {...language}>
      {profile.nameRuby ? (
        <>
          <span className="banner-name-read">
            {profile.nameRuby.map((part, index) =>
              part.reading ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never change order
                <ruby key={index}>
                  {part.text}
                  <rt>{part.reading}</rt>
                </ruby>
              ) : (
                part.text
              ),
            )}
          </span>
          <span className="banner-name-paper">{profile.name}</span>
        </>
      ) : (
        profile.name
      )}
      {beside ? (
        <>
          {" "}
          <span className="banner-latin-name" lang={beside.lang}>
            {beside.text}
          </span>
        </>
      ) : null}
    </h1>
  );
}
