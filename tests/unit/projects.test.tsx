// @vitest-environment jsdom
import "./setup-dom";
// biome-ignore lint/correctness/noUndeclaredDependencies: @generated is the site's Vite alias (scripts/vite/vite-config.ts), not a package
import compiled from "@generated/content.json";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import type { SiteContent } from "../../src/shared/compiled-content.ts";
import { renderSite } from "./render-site";

/** All the compiled content (the site splits it by route). */
const content = compiled as SiteContent;

const { projects } = content;
const first = projects[0];
const last = projects.at(-1);
if (!first || !last) throw new Error("the content has no projects");

afterEach(cleanup);

async function openProjects(path = "/projects") {
  const site = renderSite(path);
  // `hidden`: with a project open on arrival, the dialog hides the page from assistive technology.
  await screen.findByRole("heading", { level: 1, name: "Project Highlights", hidden: true });
  return site;
}

function card(title: string) {
  return within(screen.getByRole("main")).getByRole("link", { name: title });
}

async function openFromCard(title: string) {
  const user = userEvent.setup();
  await user.click(card(title));
  return { user, dialog: await screen.findByRole("dialog", { name: title }) };
}

describe("Projects", () => {
  test("one card per project, each a link with the project's first image", async () => {
    await openProjects();
    for (const project of projects) {
      const link = card(project.title);
      const cover = project.images[0];
      const item = link.closest("li");
      if (!item || !cover) throw new Error(`no card for ${project.title}`);
      const image = within(item).getByRole("img", { name: cover.alt });
      expect(image.getAttribute("width")).toBe(String(cover.width));
      expect(image.getAttribute("height")).toBe(String(cover.height));
    }
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("a card opens its project's dialog and puts the project in the URL and the title", async () => {
    const { router } = await openProjects();
    const { dialog } = await openFromCard(first.title);
    expect(router.location.pathname).toBe("/projects");
    expect(new URLSearchParams(router.location.search).get("project")).toBe(first.id);
    expect(document.title).toBe(`${first.title} · ${content.profile.name}`);
    for (const heading of ["Overview", "Skills Used", "Personal Achievements"]) {
      expect(within(dialog).getByRole("heading", { name: heading })).toBeTruthy();
    }
    for (const achievement of first.achievements) {
      expect(within(dialog).getByRole("heading", { name: achievement.title })).toBeTruthy();
      expect(within(dialog).getByText(achievement.description)).toBeTruthy();
    }
  });

  test("the close button closes it, goes back to the list and returns focus to the card", async () => {
    const { router } = await openProjects();
    const { user, dialog } = await openFromCard(first.title);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.location.search).toBe("");
    expect(router.navigationType).toBe("POP");
    expect(document.activeElement).toBe(card(first.title));
    expect(document.title).toBe(`Projects · ${content.profile.name}`);
  });

  test("Escape closes it", async () => {
    const { router } = await openProjects();
    const { user } = await openFromCard(last.title);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.location.search).toBe("");
    expect(document.activeElement).toBe(card(last.title));
  });

  test("a click on the overlay closes it", async () => {
    const { router } = await openProjects();
    const { user } = await openFromCard(first.title);
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    if (!overlay) throw new Error("no overlay");
    await user.click(overlay);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.location.search).toBe("");
  });

  test("Back closes it and stays on Projects", async () => {
    const { router } = await openProjects();
    await openFromCard(first.title);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.location.pathname).toBe("/projects");
    expect(screen.getByRole("heading", { level: 1, name: "Project Highlights" })).toBeTruthy();
  });

  test("a shared link opens the project; closing replaces the entry instead of leaving the site", async () => {
    const project = projects[1] ?? first;
    const { router } = await openProjects(`/projects?project=${project.id}`);
    const dialog = await screen.findByRole("dialog", { name: project.title });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.location.pathname).toBe("/projects");
    expect(router.location.search).toBe("");
    expect(router.navigationType).toBe("REPLACE");
  });

  test("an unknown project in the URL shows the grid without a dialog", async () => {
    await openProjects("/projects?project=no-such-project");
    expect(card(first.title)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("skills show their kind as text, not only as colour", async () => {
    const project = projects.find((p) => p.skills.front.length > 0 && p.skills.back.length > 0) ?? first;
    await openProjects(`/projects?project=${project.id}`);
    const skills = screen.getByRole("region", { name: "Skills Used" });
    const kinds = { front: "Front end", back: "Back end", other: "Other" } as const;
    for (const kind of ["front", "back", "other"] as const) {
      for (const skill of project.skills[kind]) {
        const chip = within(skills).getByText(skill);
        expect(chip.getAttribute("data-kind")).toBe(kind);
        expect(chip.closest("[data-kind]")?.parentElement?.closest("[data-kind]")?.textContent).toContain(
          kinds[kind],
        );
      }
    }
  });
});
