import type { ComponentProps } from "react";

type IconProps = ComponentProps<"svg">;

/** Inline icons (no icon font, no request): 24×24, stroked in the current colour. */
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
    <Icon {...props}>
      <path d="M15 6L9 12L15 18" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
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
    <Icon {...props}>
      <path d="M14 4H20V10M20 4L11 13M18 14V19A1 1 0 0 1 17 20H5A1 1 0 0 1 4 19V7A1 1 0 0 1 5 6H10" />
    </Icon>
  );
}

/** The icon for a profile network by its name; a globe for networks we have no icon for. */
export function NetworkIcon({ network, ...props }: IconProps & { network: string }) {
  const name = network.toLowerCase();
  if (name.includes("linkedin")) return <LinkedInIcon {...props} />;
  if (name.includes("github")) return <GitHubIcon {...props} />;
  return <GlobeIcon {...props} />;
}
