import { Link } from "../components/link";
import { useWords } from "../context/site";
import { useDocumentTitle } from "../hooks/use-document-title";
import { paths } from "../shared/screens";

export function NotFoundPage() {
  const words = useWords();
  return (
    <section className="page status-page" aria-labelledby="status-heading">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="status-heading">{words.notFoundHeading}</h1>
      <p>{words.notFoundText}</p>
      <p>
        <Link href={paths.resume} className="button">
          {words.goToResume}
        </Link>
      </p>
    </section>
  );
}

/** Shown instead of a screen that failed to render or to download. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const words = useWords();
  useDocumentTitle(words.errorTitle);
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className="page status-page" aria-labelledby="status-heading">
      <h1 id="status-heading">{words.errorHeading}</h1>
      <p>{words.errorText}</p>
      {detail ? <p className="status-detail">{detail}</p> : null}
      <p className="status-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {words.reload}
        </button>
        <Link href={paths.resume} className="button" data-variant="quiet">
          {words.goToResume}
        </Link>
      </p>
    </section>
  );
}
