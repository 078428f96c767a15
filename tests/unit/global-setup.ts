import { compileContent } from "../../scripts/content/compile.ts";
import { formatHuman } from "../../scripts/content/diagnostics.ts";
import { DEFAULT_CONTENT_DIR, DEFAULT_OUT_FILE, writeContent } from "../../scripts/content/output.ts";

/** Component tests render the real compiled sample content: compile it once per run. */
export default function setup() {
  const result = compileContent({ contentDir: DEFAULT_CONTENT_DIR });
  if (result.ok) writeContent(DEFAULT_OUT_FILE, result.content);
  else
    console.warn(
      `The sample content does not compile; component tests will fail:\n${formatHuman(result.diagnostics, { colour: false })}`,
    );
}
