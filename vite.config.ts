import path from "node:path";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { applyEdits, attribute, elementsOf } from "./scripts/lib/html-edit.ts";
import { contentFile, siteDirs } from "./scripts/lib/site-dirs.ts";
import { contentPlugin } from "./scripts/site/content-plugin.ts";
import { beforePaintPlugin, prerenderPlugin } from "./scripts/site/prerender.ts";
import { sharePlugin } from "./scripts/site/share-plugin.ts";

const { contentDir, generatedDir } = siteDirs();
/** `@generated/content.json`: the compiled content of this build. */
const alias = { "@generated": path.resolve(generatedDir) };

/** The built page's Content-Security-Policy: no inline or foreign scripts, styles or requests. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join("; ");

/** Adds the CSP to the built page only: Vite's dev server relies on inline scripts. */
function contentSecurityPolicy(): Plugin {
  return {
    name: "content-security-policy",
    apply: "build",
    transformIndexHtml(html) {
      // Right after the charset, before any script: a CSP <meta> governs only what follows it.
      const charset = elementsOf(html).find(
        (element) => element.tagName === "meta" && attribute(element, "charset") !== undefined,
      )?.sourceCodeLocation;
      if (!charset) throw new Error("index.html needs a <meta charset> to place the CSP after");
      const policy = `\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
      return applyEdits(html, [{ start: charset.endOffset, end: charset.endOffset, text: policy }]);
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the built site works from any sub-path (GitHub Pages project sites).
  base: "./",
  // Vitest compiles the content in its global setup instead, so compiler tests run even
  // while the sample content is broken.
  plugins: [
    process.env.VITEST ? [] : contentPlugin({ contentDir, outFile: contentFile(generatedDir) }),
    beforePaintPlugin(),
    react(),
    contentSecurityPolicy(),
    sharePlugin({ contentDir }),
    prerenderPlugin(),
  ],
  resolve: { alias },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/unit/global-setup.ts"],
    setupFiles: ["tests/unit/clean-up.ts"],
    environment: "node",
    // A busy two-core machine (CI's) runs a passing test many times slower than a quiet one; a
    // failing test only reports later.
    testTimeout: 30_000,
  },
});
