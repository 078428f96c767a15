/**
 * The dot between two facts on one line ("Developer · Remote"). On paper it keeps a gap wide
 * enough that a reader of the PDF's text parts the facts (src/pages/resume-print.css).
 */
export function Separator() {
  return <span className="separator"> · </span>;
}
