/**
 * Characters no text in the content may hold: control characters (other than tab and line
 * breaks), unpaired surrogates and Unicode noncharacters. None of them shows as anything, and
 * the drawing of the link preview and icons (SVG, an XML document) cannot hold them at all.
 */

export type ForbiddenCharacter = {
  kind: "control" | "surrogate" | "noncharacter";
  /** The code point, e.g. 0x1 or 0xd800 (a surrogate on its own). */
  codePoint: number;
  /** 1-based, counted in characters (code points), not UTF-16 units. */
  character: number;
  /** 0-based offset in UTF-16 units, for locating it in a file. */
  offset: number;
};

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isControl(codePoint: number, allowCarriageReturn: boolean): boolean {
  if (codePoint === TAB || codePoint === LINE_FEED) return false;
  if (codePoint === CARRIAGE_RETURN) return !allowCarriageReturn;
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
}

function isNoncharacter(codePoint: number): boolean {
  return (codePoint >= 0xfdd0 && codePoint <= 0xfdef) || (codePoint & 0xfffe) === 0xfffe;
}

/**
 * The first character of `text` that content may not hold, or undefined. Tab and line feed
 * are allowed everywhere; a carriage return only where line breaks are kept (Markdown).
 */
export function findForbiddenCharacter(
  text: string,
  options: { allowCarriageReturn?: boolean } = {},
): ForbiddenCharacter | undefined {
  const allowCarriageReturn = options.allowCarriageReturn ?? false;
  let character = 0;
  for (let offset = 0; offset < text.length; offset++) {
    character++;
    const unit = text.charCodeAt(offset);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const next = text.charCodeAt(offset + 1);
      if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const codePoint = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
        if (isNoncharacter(codePoint)) return { kind: "noncharacter", codePoint, character, offset };
        offset++;
        continue;
      }
      return { kind: "surrogate", codePoint: unit, character, offset };
    }
    if (isControl(unit, allowCarriageReturn)) return { kind: "control", codePoint: unit, character, offset };
    if (isNoncharacter(unit)) return { kind: "noncharacter", codePoint: unit, character, offset };
  }
  return undefined;
}

const KIND_NAMES: Record<ForbiddenCharacter["kind"], string> = {
  control: "control characters",
  surrogate: "unpaired surrogates",
  noncharacter: "noncharacters",
};

/** "U+0001", "U+1FFFF". */
export function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * "expected text without control characters, got U+0001 at character 6"; without the
 * position when the diagnostic points at the character itself.
 */
export function forbiddenCharacterMessage(
  found: ForbiddenCharacter,
  options: { position?: boolean } = {},
): string {
  const at = (options.position ?? true) ? ` at character ${found.character}` : "";
  return `expected text without ${KIND_NAMES[found.kind]}, got ${codePointName(found.codePoint)}${at}`;
}
