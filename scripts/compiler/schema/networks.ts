/**
 * The networks whose profile link the compiler makes from a user name alone: `{ network:
 * Mastodon, username: "@ana@hachyderm.io" }` → https://hachyderm.io/@ana. Matched by name
 * in any letter case, spaces and punctuation aside ("Stack Overflow", "stackoverflow").
 */

type Network = {
  /** As the hint names it. */
  name: string;
  /** Other names it goes by, in the form `key` gives. */
  aliases?: string[];
  /** What a user name looks like there, for the error when it does not. */
  expected: string;
  /** The profile's URL, or undefined when the user name is not one of this network's. */
  url: (username: string) => string | undefined;
};

/** A user name that is one path segment: no slash, space, query or fragment; a leading @ dropped. */
const plain =
  (prefix: string, options: { at?: boolean } = {}) =>
  (username: string) => {
    const name = username.replace(/^@/, "");
    if (!/^[^\s/?#@]+$/.test(name)) return undefined;
    return `${prefix}${options.at ? "@" : ""}${encodeURIComponent(name)}`;
  };

const NETWORKS: Network[] = [
  { name: "GitHub", expected: "a user name such as ada", url: plain("https://github.com/") },
  { name: "GitLab", expected: "a user name such as ada", url: plain("https://gitlab.com/") },
  {
    name: "LinkedIn",
    expected: "the name in your profile's address, linkedin.com/in/<name>",
    url: (username) => plain("https://www.linkedin.com/in/")(username.replace(/^(\/?in\/)/, "")),
  },
  {
    name: "X",
    aliases: ["twitter", "xtwitter", "twitterx"],
    expected: "a handle such as @ada",
    url: plain("https://x.com/"),
  },
  {
    name: "Mastodon",
    expected: "a full handle such as @ada@mastodon.social",
    url: (username) => {
      const match = /^@?([^\s@/?#]+)@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i.exec(username);
      return match ? `https://${match[2]?.toLowerCase()}/@${encodeURIComponent(match[1] ?? "")}` : undefined;
    },
  },
  {
    name: "Bluesky",
    aliases: ["bsky"],
    expected: "a handle such as ada.bsky.social",
    url: (username) => {
      const handle = username.replace(/^@/, "");
      return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(handle)
        ? `https://bsky.app/profile/${handle.toLowerCase()}`
        : undefined;
    },
  },
  {
    name: "Stack Overflow",
    expected: "your user id, the number in stackoverflow.com/users/<id>",
    url: (username) => (/^\d+$/.test(username) ? `https://stackoverflow.com/users/${username}` : undefined),
  },
  {
    name: "YouTube",
    expected: "a handle such as @ada",
    url: plain("https://www.youtube.com/", { at: true }),
  },
  {
    name: "Dev.to",
    aliases: ["dev", "devcommunity"],
    expected: "a user name such as ada",
    url: plain("https://dev.to/"),
  },
  { name: "Medium", expected: "a user name such as ada", url: plain("https://medium.com/", { at: true }) },
  {
    name: "ORCID",
    expected: "an ORCID iD such as 0000-0002-1825-0097",
    url: (username) => {
      const id = username.replace(/^https?:\/\/orcid\.org\//, "");
      return /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(id) ? `https://orcid.org/${id}` : undefined;
    },
  },
];

const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

const BY_KEY = new Map<string, Network>(
  NETWORKS.flatMap((network) => [key(network.name), ...(network.aliases ?? [])].map((k) => [k, network])),
);

/** The networks a profile may be given by user name, as a hint lists them. */
export const KNOWN_NETWORKS = NETWORKS.map((network) => network.name).join(", ");

/**
 * The profile link a user name gives on a network: the URL, or why there is none (the network
 * is not one the compiler knows, or the user name is not of that network's form).
 */
export function profileUrl(
  network: string,
  username: string,
): { url: string } | { unknown: true } | { expected: string; name: string } {
  const found = BY_KEY.get(key(network));
  if (!found) return { unknown: true };
  const url = found.url(username.trim());
  return url ? { url } : { expected: found.expected, name: found.name };
}

/**
 * The name a known network is written with, whatever the letter case, spaces and punctuation it
 * was given in ("linkedin", "Linked-In" → "LinkedIn"); any other name, or another name of one
 * ("Twitter"), as written.
 */
export function networkName(network: string): string {
  const found = BY_KEY.get(key(network));
  return found && key(found.name) === key(network) ? found.name : network;
}
