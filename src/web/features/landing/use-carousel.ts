import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const media = mediaQuery();
  media?.addEventListener("change", onChange);
  return () => media?.removeEventListener("change", onChange);
}

/** Follows `prefers-reduced-motion: reduce`, live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}

/** Why auto-advance is on hold; each is lifted on its own (leaving with the mouse keeps a focus pause). */
export type PauseReason = "hover" | "focus";

export type Carousel = {
  index: number;
  count: number;
  /** True while the timer is actually counting towards the next slide. */
  running: boolean;
  /** Auto-advance is switched on (not stopped by the user or by reduced motion), maybe paused. */
  autoplay: boolean;
  reducedMotion: boolean;
  next(): void;
  prev(): void;
  /** Jumps to slide `i` (wrapping) and restarts the full interval. */
  goTo(i: number): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** The user's explicit play/stop choice; it overrides the reduced-motion default. */
  setAutoplay(on: boolean): void;
};

const wrap = (i: number, count: number) => ((i % count) + count) % count;

/**
 * Index and timer of an auto-advancing carousel: advances every `intervalMs`, wraps from
 * the last slide to the first, pauses on hover/focus and does not auto-advance under
 * `prefers-reduced-motion` unless the user starts it.
 */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const [index, setIndex] = useState(0);
  // Bumped by every manual navigation so the timer effect starts a fresh interval even
  // when the index does not change (a click on the current dot).
  const [restart, setRestart] = useState(0);
  const [paused, setPaused] = useState<Record<PauseReason, boolean>>({ hover: false, focus: false });
  const [userAutoplay, setUserAutoplay] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  const autoplay = userAutoplay ?? !reducedMotion;
  const running = autoplay && !paused.hover && !paused.focus && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => wrap(i + 1, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, restart, count, intervalMs]);

  const goTo = useCallback(
    (i: number) => {
      setIndex(wrap(i, count));
      setRestart((r) => r + 1);
    },
    [count],
  );
  const step = useCallback(
    (delta: number) => {
      setIndex((i) => wrap(i + delta, count));
      setRestart((r) => r + 1);
    },
    [count],
  );
  const next = useCallback(() => step(1), [step]);
  const prev = useCallback(() => step(-1), [step]);
  const pause = useCallback((reason: PauseReason) => setPaused((p) => (p[reason] ? p : { ...p, [reason]: true })), []);
  const resume = useCallback((reason: PauseReason) => setPaused((p) => (p[reason] ? { ...p, [reason]: false } : p)), []);
  const setAutoplay = useCallback((on: boolean) => {
    setUserAutoplay(on);
    setRestart((r) => r + 1);
  }, []);

  return { index, count, running, autoplay, reducedMotion, next, prev, goTo, pause, resume, setAutoplay };
}
