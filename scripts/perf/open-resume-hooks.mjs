/**
 * Module hooks (node:module's register) that let OpenResume's parser load from a checkout of its
 * repository, as its Next.js build would resolve it: its `lib/…` imports from the checkout's
 * src/app/ (its tsconfig's baseUrl), `pdfjs-dist` as this project's pdf.js, and pdf.js's worker
 * entry (a webpack module) as the address of that pdf.js's worker. Where the checkout has no
 * node_modules of its own, the Redux slice the skills' extractor takes its empty featured skills
 * from is the one value it reads (six empty skills of rating 4), not the Redux store it belongs
 * to. parsers.ts registers it, with `data` { appDir, pdfjs, pdfjsWorker, hasRedux }.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

let settings;

export function initialize(data) {
  settings = data;
}

/** A module of JavaScript source, as an address. */
const moduleOf = (source) => `data:text/javascript,${encodeURIComponent(source)}`;

/** The file a `lib/…` import names in the checkout: a .ts or .tsx file, or a folder's index. */
function checkoutFile(specifier) {
  const base = path.join(settings.appDir, specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (existsSync(candidate)) return pathToFileURL(candidate).href;
  return undefined;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "pdfjs-dist") return { url: settings.pdfjs, shortCircuit: true };
  if (specifier === "pdfjs-dist/build/pdf.worker.entry")
    return { url: moduleOf(`export default ${JSON.stringify(settings.pdfjsWorker)};`), shortCircuit: true };
  if (specifier === "lib/redux/resumeSlice" && !settings.hasRedux)
    return {
      url: moduleOf('export const initialFeaturedSkills = Array(6).fill({ skill: "", rating: 4 });'),
      shortCircuit: true,
    };
  if (specifier.startsWith("lib/")) {
    const url = checkoutFile(specifier);
    // Modules, as its bundler reads them: its package.json declares no type, which would make them CommonJS.
    if (url) return { url, format: "module", shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
