import type { ComponentProps } from "react";

type IconProps = ComponentProps<"svg">;

/**
 * Inline icons (no icon font, no request): 24×24, stroked in the current colour. One that
 * points a way (`data-mirror`: a chevron, the arrow of a link out) points the other way in a
 * right-to-left page (styles.css); logos and the rest never mirror.
 */
function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      data-slot="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16.5M8 7.5V7.6M12 16.5V10.5M12 13.2C12 11.7 13 10.5 14.5 10.5S16.5 11.6 16.5 13V16.5" />
    </Icon>
  );
}

export function GitHubIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 19.5C5 21 5 17.5 3 17M15 22V18.1A3.4 3.4 0 0 0 14 15.5C17.2 15.1 20.5 13.9 20.5 8.5A5.4 5.4 0 0 0 19 4.8 5 5 0 0 0 18.9 1S17.7.7 15 2.5A13.4 13.4 0 0 0 9 2.5C6.3.7 5.1 1 5.1 1A5 5 0 0 0 5 4.8 5.4 5.4 0 0 0 3.5 8.5C3.5 13.9 6.8 15.1 10 15.5A3.4 3.4 0 0 0 9 18.1V22" />
    </Icon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12H21M12 3C14.5 5.5 15.5 8.5 15.5 12S14.5 18.5 12 21C9.5 18.5 8.5 15.5 8.5 12S9.5 5.5 12 3Z" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13L20.5 6.5" />
    </Icon>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5V4.5M12 19.5V21.5M2.5 12H4.5M19.5 12H21.5M5.3 5.3L6.7 6.7M17.3 17.3L18.7 18.7M5.3 18.7L6.7 17.3M17.3 6.7L18.7 5.3" />
    </Icon>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5 6.8 6.8 0 0 0 20.5 14.5Z" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9L12 15L18 9" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon data-mirror="" {...props}>
      <path d="M15 6L9 12L15 18" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon data-mirror="" {...props}>
      <path d="M9 6L15 12L9 18" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6L18 18M18 6L6 18" />
    </Icon>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <Icon data-mirror="" {...props}>
      <path d="M14 4H20V10M20 4L11 13M18 14V19A1 1 0 0 1 17 20H5A1 1 0 0 1 4 19V7A1 1 0 0 1 5 6H10" />
    </Icon>
  );
}

export function GitLabIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 20.5L3.5 13.5L5.5 4L8.5 10H15.5L18.5 4L20.5 13.5Z" />
    </Icon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 4H9L19.5 20H15Z" />
      <path d="M19 4L13.2 10.6M10.8 13.4L5 20" />
    </Icon>
  );
}

export function MastodonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 8.5A5 5 0 0 1 9.5 3.5H14.5A5 5 0 0 1 19.5 8.5V11.5A5 5 0 0 1 14.5 16.5H10.5C9.5 18.5 11.5 20 15.5 19.5 11.5 21.5 4.5 20.5 4.5 14Z" />
      <path d="M8.5 12.5V9A1.75 1.75 0 0 1 12 9V11M12 11V9A1.75 1.75 0 0 1 15.5 9V12.5" />
    </Icon>
  );
}

export function BlueskyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 10.5C10.5 7 7 4 4.5 4 3.5 4 3 4.8 3 6 3 8.5 4 11.5 7.5 12 5 12.8 4.8 15.3 6.3 16.6 8.3 18.3 10.8 16.3 12 13.5 13.2 16.3 15.7 18.3 17.7 16.6 19.2 15.3 19 12.8 16.5 12 20 11.5 21 8.5 21 6 21 4.8 20.5 4 19.5 4 17 4 13.5 7 12 10.5Z" />
    </Icon>
  );
}

export function StackOverflowIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 14.5V20H18.5V14.5" />
      <path d="M8 17H15M8.3 13.6L15.2 14.8M9 10.2L15.5 12.6M10.8 6.9L16.3 10.8M13.6 4L17.6 9.5" />
    </Icon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="M10 9V15L15 12Z" />
    </Icon>
  );
}

export function DevToIcon(props: IconProps) {
  return (
    <Icon {...props} strokeWidth="1.6">
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M5.5 9V15H6.5A2 2 0 0 0 8.5 13V11A2 2 0 0 0 6.5 9ZM13.5 9H10.5V15H13.5M10.5 12H13M15 9L16.75 15L18.5 9" />
    </Icon>
  );
}

export function MediumIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="7.5" cy="12" r="5" />
      <ellipse cx="16.5" cy="12" rx="2.2" ry="4.8" />
      <path d="M21.5 7.5V16.5" />
    </Icon>
  );
}

export function OrcidIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M8.5 10.5V16.5M8.5 7.5V7.6M11.5 8V16.5H13A4.25 4.25 0 0 0 13 8Z" />
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 3.5H8.5L10.5 8.5L8 10A11 11 0 0 0 14 16L15.5 13.5L20.5 15.5V19A1.5 1.5 0 0 1 19 20.5 16 16 0 0 1 3.5 5 1.5 1.5 0 0 1 5 3.5Z" />
    </Icon>
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3H7A2 2 0 0 0 5 5V19A2 2 0 0 0 7 21H17A2 2 0 0 0 19 19V8Z" />
      <path d="M14 3V8H19M9 13H15M9 17H13" />
    </Icon>
  );
}

export function LocationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21C12 21 5 15 5 9.5A7 7 0 0 1 19 9.5C19 15 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

const NETWORK_ICONS = {
  linkedin: LinkedInIcon,
  github: GitHubIcon,
  gitlab: GitLabIcon,
  x: XIcon,
  mastodon: MastodonIcon,
  bluesky: BlueskyIcon,
  stackoverflow: StackOverflowIcon,
  youtube: YouTubeIcon,
  devto: DevToIcon,
  medium: MediumIcon,
  orcid: OrcidIcon,
  email: MailIcon,
  website: GlobeIcon,
} as const;

export type NetworkIconName = keyof typeof NETWORK_ICONS;

/** Other names of the networks, in the form networkIconName compares (letters and digits, lower case). */
const ALIASES: Record<string, NetworkIconName> = {
  twitter: "x",
  xtwitter: "x",
  twitterx: "x",
  bsky: "bluesky",
  dev: "devto",
  devcommunity: "devto",
  mail: "email",
  emailaddress: "email",
};

/**
 * The icon a network's name gets, in any letter case, spaces and punctuation aside ("Stack
 * Overflow", "dev.to", "Twitter" and "X"); a name that holds a known one counts too ("GitHub
 * Enterprise"). A globe for any other: a website, a blog, a network we have no icon for.
 */
export function networkIconName(network: string): NetworkIconName {
  const name = network.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (name in NETWORK_ICONS) return name as NetworkIconName;
  const alias = ALIASES[name];
  if (alias) return alias;
  const within = (Object.keys(NETWORK_ICONS) as NetworkIconName[]).find(
    (known) => known.length > 4 && known !== "website" && name.includes(known),
  );
  return within ?? "website";
}

/** The icon for a profile network by its name (see networkIconName); `data-icon` names it. */
export function NetworkIcon({ network, ...props }: IconProps & { network: string }) {
  const name = networkIconName(network);
  const Glyph = NETWORK_ICONS[name];
  return <Glyph data-icon={name} {...props} />;
}
