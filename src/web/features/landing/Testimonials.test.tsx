// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stats, testimonials } from "./content";
import { attachCarousel } from "./carousel";
import { Testimonials } from "./Testimonials";

/** jsdom has no matchMedia; this one answers the reduced-motion query and can flip it live. */
function stubMatchMedia(reducedMotion: boolean) {
  let matches = reducedMotion;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return matches && query.includes("prefers-reduced-motion");
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  return (next: boolean) => {
    matches = next;
    act(() => listeners.forEach((l) => l()));
  };
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const dots = () => screen.getAllByRole("button", { name: /^Erfahrungsbericht \d anzeigen/ });
const currentDot = () => dots().findIndex((d) => d.getAttribute("aria-current") === "true");
const slides = () => screen.getAllByRole("group");
const visibleSlide = () => slides().findIndex((s) => !s.hasAttribute("inert"));
const track = () => slides()[0]!.parentElement!;

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Testimonials carousel", () => {
  it("shows three cards with rating, quote, highlight, initials, role and portfolio", () => {
    render(<Testimonials />);
    expect(slides()).toHaveLength(3);
    testimonials.items.forEach((t, i) => {
      const slide = within(slides()[i]!);
      expect(slides()[i]!.getAttribute("aria-label")).toBe(`${i + 1} von 3`);
      expect(slide.getByRole("img", { name: "5 von 5 Sternen" })).toBeTruthy();
      expect(slide.getByText(`„${t.text}“`)).toBeTruthy();
      expect(slide.getByText(t.highlight)).toBeTruthy();
      expect(slide.getByText(t.image)).toBeTruthy();
      expect(slide.getByText(t.name)).toBeTruthy();
      expect(slide.getByText(`${t.role} · ${t.portfolio}`)).toBeTruthy();
    });
  });

  it("shows the stats row", () => {
    render(<Testimonials />);
    for (const s of stats) expect(screen.getByText(s.value.replace(/\u00a0/g, " "))).toBeTruthy();
    expect(stats.map((s) => s.value)).toEqual(["100+", "600+", "90\u00a0Mio.\u00a0€+", "4,9"]);
  });

  it("has labelled dot buttons, marks the current one, and only the current slide is reachable", () => {
    render(<Testimonials />);
    expect(dots().map((d) => d.getAttribute("aria-label"))).toEqual([
      "Erfahrungsbericht 1 anzeigen: Markus K.",
      "Erfahrungsbericht 2 anzeigen: Sabine W.",
      "Erfahrungsbericht 3 anzeigen: Thomas B.",
    ]);
    expect(currentDot()).toBe(0);
    expect(visibleSlide()).toBe(0);
    expect(slides().filter((s) => s.hasAttribute("inert"))).toHaveLength(2);
  });

  it("advances every 6000 ms with a 500 ms slide and wraps 2 → 0", () => {
    render(<Testimonials />);
    expect(track().style.transitionDuration).toBe("500ms");
    advance(6000);
    expect(currentDot()).toBe(1);
    expect(track().style.transform).toBe("translateX(-100%)");
    advance(6000);
    expect(currentDot()).toBe(2);
    expect(visibleSlide()).toBe(2);
    advance(6000);
    expect(currentDot()).toBe(0);
    expect(track().style.transform).toBe("translateX(-0%)");
  });

  it("a dot click sets the index and restarts the timer", () => {
    render(<Testimonials />);
    advance(4000);
    fireEvent.click(dots()[2]!);
    expect(currentDot()).toBe(2);
    expect(visibleSlide()).toBe(2);
    advance(5999); // the original timer would have fired at 6000 ms
    expect(currentDot()).toBe(2);
    advance(1);
    expect(currentDot()).toBe(0);
  });

  it("pauses on hover and resumes when the pointer leaves", () => {
    render(<Testimonials />);
    const region = screen.getByRole("region", { name: "Erfahrungsberichte" });
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(currentDot()).toBe(0);
    expect(track().getAttribute("aria-live")).toBe("polite");
    fireEvent.mouseLeave(region);
    expect(track().getAttribute("aria-live")).toBe("off");
    advance(6000);
    expect(currentDot()).toBe(1);
  });

  it("pauses while keyboard focus is inside and resumes when it leaves", () => {
    render(
      <>
        <Testimonials />
        <button type="button">danach</button>
      </>,
    );
    act(() => dots()[1]!.focus());
    advance(20_000);
    expect(currentDot()).toBe(0);
    act(() => dots()[2]!.focus()); // moving within the carousel keeps the pause
    advance(20_000);
    expect(currentDot()).toBe(0);
    act(() => screen.getByRole("button", { name: "danach" }).focus());
    advance(6000);
    expect(currentDot()).toBe(1);
  });

  it("the pause button stops and restarts auto-advance", () => {
    render(<Testimonials />);
    fireEvent.click(screen.getByRole("button", { name: "Automatisches Weiterblättern anhalten" }));
    advance(30_000);
    expect(currentDot()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Automatisches Weiterblättern starten" }));
    advance(6000);
    expect(currentDot()).toBe(1);
  });

  it("does not auto-advance under prefers-reduced-motion; dots still work", () => {
    stubMatchMedia(true);
    render(<Testimonials />);
    expect(screen.getByRole("button", { name: "Automatisches Weiterblättern starten" })).toBeTruthy();
    advance(30_000);
    expect(currentDot()).toBe(0);
    fireEvent.click(dots()[1]!);
    expect(currentDot()).toBe(1);
    advance(30_000);
    expect(currentDot()).toBe(1);
  });

  it("stops when reduced motion is switched on while running", () => {
    const setReduced = stubMatchMedia(false);
    render(<Testimonials />);
    advance(3000);
    setReduced(true);
    advance(30_000);
    expect(currentDot()).toBe(0);
    expect(screen.getByRole("button", { name: "Automatisches Weiterblättern starten" })).toBeTruthy();
  });

  it("clears its timer on unmount", () => {
    const view = render(<Testimonials />);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("the pre-rendered markup (no React in the browser) comes to life with attachCarousel alone", () => {
    document.body.innerHTML = renderToString(<Testimonials />);
    const region = screen.getByRole("region", { name: "Erfahrungsberichte" });
    // As built: first slide current, every slide in the markup for crawlers and readers without JavaScript.
    expect(currentDot()).toBe(0);
    testimonials.items.forEach((t, i) => expect(slides()[i]!.textContent).toContain(t.name));
    const detach = attachCarousel(region);
    expect(slides().filter((sl) => sl.hasAttribute("inert"))).toHaveLength(2);
    advance(6000);
    expect(currentDot()).toBe(1);
    fireEvent.click(dots()[0]!);
    expect(currentDot()).toBe(0);
    detach();
    advance(30_000);
    expect(currentDot()).toBe(0);
    document.body.innerHTML = "";
  });
});
