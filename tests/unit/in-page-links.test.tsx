// @vitest-environment jsdom
import "./setup-dom";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { useInPageLinks } from "../../src/hooks/use-in-page-links";

/** A page with links to places on it, as compiled Markdown writes them. */
function Page() {
  useInPageLinks();
  return (
    <main>
      <a href="#%FF">not percent-encoding</a>
      <a href="#caf%C3%A9">encoded</a>
      <a href="#50%">as written</a>
      <p id="café">The café</p>
      <p id="50%">Half</p>
    </main>
  );
}

afterEach(cleanup);

describe("links to a place on the page", () => {
  test("move focus to the element their fragment names, as written or percent-decoded, and never throw", async () => {
    const user = userEvent.setup();
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener("error", onError);
    try {
      render(<Page />);
      await user.click(screen.getByRole("link", { name: "not percent-encoding" }));
      expect(errors).toEqual([]);
      expect(location.hash).toBe("#%FF");

      await user.click(screen.getByRole("link", { name: "encoded" }));
      expect(document.activeElement?.id).toBe("café");
      await user.click(screen.getByRole("link", { name: "as written" }));
      expect(document.activeElement?.id).toBe("50%");
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener("error", onError);
    }
  });
});
