import { monogramInitials } from "../shared/monogram";

/**
 * A name's initials on the accent colour, as the favicon draws them: stands in for a missing
 * photo or logo. Decorative: the name it stands for is written beside it.
 */
export function Monogram({ name, className }: { name: string; className: string }) {
  const initials = monogramInitials(name);
  return (
    <span className={`monogram ${className}`} data-letters={Array.from(initials).length} aria-hidden="true">
      {initials}
    </span>
  );
}
