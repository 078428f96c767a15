// @vitest-environment jsdom
import "./setup-dom";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  CarouselThumbnail,
  CarouselThumbnails,
} from "../../src/components/ui/carousel";

const SLIDES = ["Alpha", "Bravo", "Charlie", "Delta"];
const COUNT = SLIDES.length;

function Gallery({ direction }: { direction?: "ltr" | "rtl" }) {
  return (
    <Carousel aria-label="Test gallery" options={direction ? { direction } : undefined}>
      <CarouselContent>
        {SLIDES.map((name, index) => (
          <CarouselItem key={name} index={index} count={COUNT}>
            {name}
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
      <CarouselThumbnails>
        {SLIDES.map((name, index) => (
          <CarouselThumbnail key={name} index={index} count={COUNT}>
            {name[0]}
          </CarouselThumbnail>
        ))}
      </CarouselThumbnails>
    </Carousel>
  );
}

const thumbnail = (index: number) =>
  screen.getByRole("button", { name: `Show image ${index + 1} of ${COUNT}` });

/** Waits until exactly the thumbnail of `index` is marked current. */
async function expectSelected(index: number) {
  await expect.poll(() => thumbnail(index).getAttribute("aria-current")).toBe("true");
  for (let other = 0; other < COUNT; other++) {
    if (other !== index) expect(thumbnail(other).hasAttribute("aria-current")).toBe(false);
  }
}

afterEach(cleanup);

describe("Carousel", () => {
  test("announces itself: a labelled carousel region with slides labelled 'n of N'", () => {
    render(<Gallery />);
    const region = screen.getByRole("region", { name: "Test gallery" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = within(region).getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    for (const slide of slides) expect(slide.getAttribute("aria-roledescription")).toBe("slide");
  });

  test("names its role and its slides' role in the words it is given", () => {
    render(
      <Carousel aria-label="Galería" roleDescription="carrusel">
        <CarouselContent>
          <CarouselItem index={0} count={1} label="{n} de {count}" roleDescription="diapositiva">
            Alpha
          </CarouselItem>
        </CarouselContent>
      </Carousel>,
    );
    const region = screen.getByRole("region", { name: "Galería" });
    expect(region.getAttribute("aria-roledescription")).toBe("carrusel");
    const slide = within(region).getByRole("group", { name: "1 de 1" });
    expect(slide.getAttribute("aria-roledescription")).toBe("diapositiva");
  });

  test("Next and Previous move one slide and loop around both ends", async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await expectSelected(0);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await expectSelected(1);
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    await expectSelected(0);
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    await expectSelected(COUNT - 1);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await expectSelected(0);
  });

  test("a thumbnail selects its slide", async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(thumbnail(2));
    await expectSelected(2);
    await user.click(thumbnail(0));
    await expectSelected(0);
  });

  test("arrow keys move the slides while focus is inside the carousel", async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await expectSelected(1);
    await user.keyboard("{ArrowRight}");
    await expectSelected(2);
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    await expectSelected(COUNT - 1);
  });

  test("right to left, the left arrow key moves on and the right one back", async () => {
    const user = userEvent.setup();
    render(<Gallery direction="rtl" />);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await expectSelected(1);
    await user.keyboard("{ArrowLeft}");
    await expectSelected(2);
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    await expectSelected(COUNT - 1);
  });

  test("used outside <Carousel />, a part says so", () => {
    // React reports the thrown error on the console; keep the test output clean.
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<CarouselNext />)).toThrow("useCarousel must be used within a <Carousel />");
    } finally {
      console.error = error;
    }
  });
});
