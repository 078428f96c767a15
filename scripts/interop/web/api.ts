/**
 * The public web APIs the imports read (GitHub's, ORCID's), asked only when the owner runs
 * `npm run import -- github …` or `… publications <ORCID iD>`, never by a build. Each API's
 * base address can be named in the environment (FOLIO_GITHUB_API, FOLIO_ORCID_API), for the
 * tests, which serve recorded answers from a local server, and for a mirror or GitHub
 * Enterprise. Every failure is one line (Refused): the import writes nothing.
 */
import { Refused } from "../../lib/command.ts";

/** An API the imports read: its name as the owner knows it, its address, and the variable that moves it. */
export type Api = { name: string; base: string; variable: string };

export const GITHUB_API: Api = {
  name: "GitHub",
  base: "https://api.github.com",
  variable: "FOLIO_GITHUB_API",
};
export const ORCID_API: Api = {
  name: "ORCID",
  base: "https://pub.orcid.org/v3.0",
  variable: "FOLIO_ORCID_API",
};

/** How long one request may take before the import gives up, in milliseconds: a slow API, not a slow machine. */
const REQUEST_TIMEOUT = 30_000;

/** The API's base address: the environment's, when it names one, without a trailing slash. */
export function apiBase(api: Api): string {
  return (process.env[api.variable] || api.base).replace(/\/+$/, "");
}

/** What a request answered: its JSON and its headers (GitHub's next page is in `link`). */
export type Answer<T> = { json: T; headers: Headers };

/**
 * GETs `path` from `api` and reads its JSON. A network failure, a timeout, a rate limit (with
 * the time to wait, from `x-ratelimit-reset`), `notFound` for a 404, any other status and an
 * answer that is not JSON are each refused in one line.
 */
export async function getJson<T>(
  api: Api,
  pathAndQuery: string,
  { headers = {}, notFound }: { headers?: Record<string, string>; notFound: string },
): Promise<Answer<T>> {
  const url = `${apiBase(api)}${pathAndQuery}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { "user-agent": "folio-resume import", ...headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    const why =
      (error as Error).name === "TimeoutError"
        ? `no answer in ${REQUEST_TIMEOUT / 1000} s`
        : (cause?.code ?? cause?.message ?? (error as Error).message);
    throw new Refused(
      `could not reach ${api.name} at ${url} (${why}): check the connection and try again; nothing was written`,
    );
  }
  if (response.status === 404) throw new Refused(`${notFound}; nothing was written`);
  const limited = rateLimit(api, response);
  if (limited) throw new Refused(limited);
  if (!response.ok)
    throw new Refused(
      `${api.name} answered ${response.status} ${response.statusText} to ${url}; nothing was written`,
    );
  const text = await response.text();
  try {
    return { json: JSON.parse(text) as T, headers: response.headers };
  } catch {
    throw new Refused(`${api.name} answered ${url} with something that is not JSON; nothing was written`);
  }
}

/**
 * The line that says a rate limit stopped the import and how long to wait, or undefined when
 * none did: GitHub answers 403 or 429 with `x-ratelimit-remaining: 0` and the time it resets
 * (`x-ratelimit-reset`, seconds since 1970), or 403 or 429 with `retry-after` (seconds).
 */
function rateLimit(api: Api, response: Response): string | undefined {
  const remaining = response.headers.get("x-ratelimit-remaining");
  // GitHub's secondary limit (too many requests at once) is a 403 with retry-after.
  const secondary = response.headers.has("retry-after");
  if (response.status !== 429 && !(response.status === 403 && (remaining === "0" || secondary)))
    return undefined;
  const reset = Number(response.headers.get("x-ratelimit-reset"));
  const retry = Number(response.headers.get("retry-after"));
  const seconds = Number.isFinite(reset) && reset > 0 ? reset - Date.now() / 1000 : retry;
  const wait =
    Number.isFinite(seconds) && seconds > 0 ? `try again in ${duration(seconds)}` : "try again later";
  const token =
    api === GITHUB_API && !process.env.GITHUB_TOKEN
      ? " (or set GITHUB_TOKEN to a token of yours, which GitHub allows many more requests)"
      : "";
  return `${api.name}'s rate limit is used up: ${wait}${token}; nothing was written`;
}

/** A wait as the owner reads it: "12 minutes", "40 seconds", "1 hour 5 minutes". */
function duration(seconds: number): string {
  const whole = Math.ceil(seconds);
  if (whole < 60) return `${whole} second${whole === 1 ? "" : "s"}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} hour${hours === 1 ? "" : "s"}${rest > 0 ? ` ${rest} minute${rest === 1 ? "" : "s"}` : ""}`;
}
