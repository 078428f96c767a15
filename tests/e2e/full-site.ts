/**
 * The product's browser suite runs on a complete site (tests/fixtures/valid-full): its tests
 * read the optional parts (photo, logos, soft skills, languages, About page) as present.
 * scripts/check/, which checks any owner's site, reads `content` from ./fixtures instead.
 */
import { fullContent } from "../full-content.ts";
import { content as site } from "./fixtures";

export const content = fullContent(site);
