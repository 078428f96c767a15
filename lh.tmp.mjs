import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveFolder } from "./scripts/serve-dist.ts";

const site = await serveFolder("dist");
const chrome = await launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
for (const route of process.argv.slice(2)) {
  const r = await lighthouse(new URL(route, site.url).href, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const a = r.lhr.audits;
  console.log(
    route,
    "LCP",
    Math.round(a["largest-contentful-paint"].numericValue),
    "TBT",
    Math.round(a["total-blocking-time"].numericValue),
    "FCP",
    Math.round(a["first-contentful-paint"].numericValue),
  );
  const lt = a["long-tasks"]?.details?.items ?? [];
  console.log(
    " long tasks:",
    lt
      .map((t) => `${t.url?.split("/").pop()}@${Math.round(t.startTime)}:${Math.round(t.duration)}`)
      .join(" "),
  );
  const bt = a["bootup-time"]?.details?.items ?? [];
  console.log(
    " bootup:",
    bt
      .map(
        (t) =>
          `${t.url.split("/").pop()} total ${Math.round(t.total)} script ${Math.round(t.scripting)} parse ${Math.round(t.scriptParseCompile)}`,
      )
      .join(" | "),
  );
  const lcpEl = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log(" LCP element:", lcpEl);
}
chrome.kill();
await site.close();
