/**
 * The mark between two facts on one line: a dot ("Developer · Remote"), or a dash between a
 * name and what it is ("Heatline — a map of …"). On paper the mark is drawn as a shape, not as
 * text, with the gap of its text around it, so that a reader of the PDF's text takes the facts
 * on either side for two (src/pages/resume-print.css).
 */
export function Separator({ mark = "dot" }: { mark?: "dot" | "dash" }) {
  return (
    <span className="separator" data-mark={mark}>
      {mark === "dash" ? " — " : " · "}
    </span>
  );
}
