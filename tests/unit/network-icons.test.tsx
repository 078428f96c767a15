// @vitest-environment jsdom
import "./setup-dom";
import { cleanup, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { compileContent } from "../../scripts/compiler/compile";
import { NetworkIcon, networkIconName } from "../../src/components/icons";
import { contentTree } from "./fixtures";
import { renderSite } from "./render-site";

afterEach(cleanup);

describe("network icons", () => {
  test.each([
    ["LinkedIn", "linkedin"],
    ["linkedin", "linkedin"],
    ["GitHub", "github"],
    ["GitHub Enterprise", "github"],
    ["GITLAB", "gitlab"],
    ["X", "x"],
    ["Twitter", "x"],
    ["X (Twitter)", "x"],
    ["Mastodon", "mastodon"],
    ["Bluesky", "bluesky"],
    ["bsky", "bluesky"],
    ["Stack Overflow", "stackoverflow"],
    ["stackoverflow", "stackoverflow"],
    ["YouTube", "youtube"],
    ["Dev.to", "devto"],
    ["DEV", "devto"],
    ["Medium", "medium"],
    ["ORCID", "orcid"],
    ["Email", "email"],
    ["Website", "website"],
    ["Blog", "website"],
    ["Observable", "website"],
    ["Xing", "website"],
  ])("%s gets the %s icon", (network, icon) => {
    expect(networkIconName(network)).toBe(icon);
  });

  test("each is a 24×24 drawing in the current colour, hidden from screen readers", () => {
    for (const network of ["LinkedIn", "GitLab", "X", "Mastodon", "Bluesky", "ORCID", "Website"]) {
      const html = renderToStaticMarkup(<NetworkIcon network={network} />);
      expect(html).toContain('viewBox="0 0 24 24"');
      expect(html).toContain('stroke="currentColor"');
      expect(html).toContain('aria-hidden="true"');
      expect(html).toContain(`data-icon="${networkIconName(network)}"`);
    }
  });

  test("the banner shows the location, a tel: link and each profile's icon, each link named", async () => {
    const dir = contentTree("valid-profile-networks");
    const result = await compileContent({ contentDir: dir, cwd: dir });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const { profile } = result.content;
    renderSite("/", result.content);
    expect(screen.getByText(profile.location ?? "")).toBeTruthy();
    const phone = screen.getByRole("link", { name: `Phone ${profile.phone?.number}` });
    expect(phone.getAttribute("href")).toBe("tel:+351912345678");
    expect(phone.getAttribute("target")).toBeNull();
    const links = screen.getByRole("list", { name: "Contact and profiles" });
    for (const link of profile.profiles) {
      const anchor = within(links)
        .getAllByRole("link", { name: `${link.network} profile` })
        .find((element) => element.getAttribute("href") === link.url);
      expect(anchor, link.network).toBeTruthy();
      expect(anchor?.querySelector("svg")?.getAttribute("data-icon")).toBe(networkIconName(link.network));
    }
  });
});
