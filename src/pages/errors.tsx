import { Link } from "../components/link";
import { useDocumentTitle } from "../hooks/use-document-title";
import { paths } from "../paths";

export function NotFoundPage() {
  return (
    <section className="page status-page" aria-labelledby="status-heading">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="status-heading">Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link href={paths.resume} className="button">
          Go to the resume
        </Link>
      </p>
    </section>
  );
}

/** Shown instead of a screen that failed to render or to download. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useDocumentTitle("Error");
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className="page status-page" aria-labelledby="status-heading">
      <h1 id="status-heading">Something went wrong</h1>
      <p>This page could not be shown. Reloading often helps; the rest of the site should still work.</p>
      {detail ? <p className="status-detail">{detail}</p> : null}
      <p className="status-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link href={paths.resume} className="button" data-variant="quiet">
          Go to the resume
        </Link>
      </p>
    </section>
  );
}
