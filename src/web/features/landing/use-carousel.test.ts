// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { carousel } from "./content";
import { useCarousel } from "./use-carousel";

/** jsdom has no matchMedia; this one answers the reduced-motion query and can flip it live. */
function stubReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      get matches() {
        return query.includes("prefers-reduced-motion") && matches;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })),
  );
  return (next: boolean) => {
    matches = next;
    listeners.forEach((l) => l());
  };
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const setup = () => renderHook(() => useCarousel(3, carousel.intervalMs));

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useCarousel", () => {
  it("uses the spec's timing: 6000 ms interval, 500 ms transition", () => {
    expect(carousel.intervalMs).toBe(6000);
    expect(carousel.transitionMs).toBe(500);
  });

  it("advances 0 → 1 after 6000 ms, not before", () => {
    const { result } = setup();
    expect(result.current.index).toBe(0);
    advance(5999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it("wraps from the last card (2) to the first (0)", () => {
    const { result } = setup();
    advance(6000);
    advance(6000);
    expect(result.current.index).toBe(2);
    advance(6000);
    expect(result.current.index).toBe(0);
  });

  it("goTo sets the index and restarts the full interval", () => {
    const { result } = setup();
    advance(4000);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    // Without the restart the old timer would fire 2000 ms from now.
    advance(5999);
    expect(result.current.index).toBe(2);
    advance(1);
    expect(result.current.index).toBe(0);
  });

  it("goTo the current index still restarts the timer", () => {
    const { result } = setup();
    advance(5000);
    act(() => result.current.goTo(0));
    advance(5000);
    expect(result.current.index).toBe(0);
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it("next and prev wrap in both directions", () => {
    const { result } = setup();
    act(() => result.current.prev());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it("pauses while hovered or focused and resumes only when both are gone", () => {
    const { result } = setup();
    act(() => {
      result.current.pause("hover");
      result.current.pause("focus");
    });
    expect(result.current.running).toBe(false);
    advance(20_000);
    expect(result.current.index).toBe(0);

    act(() => result.current.resume("hover"));
    advance(20_000);
    expect(result.current.index).toBe(0); // still focused

    act(() => result.current.resume("focus"));
    expect(result.current.running).toBe(true);
    advance(6000);
    expect(result.current.index).toBe(1);
  });

  it("does not auto-advance under prefers-reduced-motion, but the user can start it", () => {
    stubReducedMotion(true);
    const { result } = setup();
    expect(result.current.reducedMotion).toBe(true);
    expect(result.current.autoplay).toBe(false);
    advance(30_000);
    expect(result.current.index).toBe(0);
    // Manual navigation keeps working.
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);

    act(() => result.current.setAutoplay(true));
    advance(6000);
    expect(result.current.index).toBe(2);
  });

  it("stops when reduced motion is switched on while running", () => {
    const setReduced = stubReducedMotion(false);
    const { result } = setup();
    advance(3000);
    act(() => setReduced(true));
    advance(30_000);
    expect(result.current.index).toBe(0);
  });

  it("the user can stop auto-advance", () => {
    const { result } = setup();
    act(() => result.current.setAutoplay(false));
    advance(30_000);
    expect(result.current.index).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it("clears its timer on unmount", () => {
    const { unmount } = setup();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
