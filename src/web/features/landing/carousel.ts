// The testimonial carousel's behaviour, without React: the same code runs on the pre-rendered
// landing page (public-page.ts, no React shipped) and inside the app's Testimonials component.
// It takes over the markup Testimonials renders (data-carousel-* attributes); every text it
// shows comes from there too (data-label-*), so the copy stays in content.ts alone.

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Why auto-advance is on hold; each is lifted on its own (leaving with the mouse keeps a focus pause). */
type PauseReason = "hover" | "focus";

/** Pointer clicks focus buttons too; only keyboard focus (focus-visible) should hold the carousel. */
function isKeyboardFocus(target: EventTarget | null): boolean {
  try {
    return (target as Element).matches(":focus-visible");
  } catch {
    return true; // selector unsupported: pausing is the safe side
  }
}

/**
 * Auto-advances every `data-interval-ms`, wraps from the last slide to the first, pauses on
 * hover and keyboard focus, does not auto-advance under `prefers-reduced-motion` unless the
 * user starts it; dots jump and restart the full interval. Returns a function that detaches it.
 */
export function attachCarousel(region: HTMLElement): () => void {
  const track = region.querySelector<HTMLElement>("[data-carousel-track]");
  const slides = [...region.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
  const dots = [...region.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const toggle = region.querySelector<HTMLElement>("[data-carousel-toggle]");
  const intervalMs = Number(region.dataset.intervalMs);
  const count = slides.length;
  if (!track || count === 0 || !(intervalMs > 0)) return () => {};
  const media = typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;

  let index = 0;
  const paused: Record<PauseReason, boolean> = { hover: false, focus: false };
  /** The user's explicit play/stop choice; it overrides the reduced-motion default. */
  let userAutoplay: boolean | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduled: { running: boolean; index: number } | undefined;

  const autoplay = () => userAutoplay ?? !(media?.matches ?? false);
  const running = () => autoplay() && !paused.hover && !paused.focus && count > 1;

  const render = () => {
    track.style.transform = `translateX(-${index * 100}%)`;
    // Announce slide changes only while the user is in control, not every 6 s.
    track.setAttribute("aria-live", running() ? "off" : "polite");
    // An attribute, not the property: the markup is what tests and assistive technology see.
    slides.forEach((slide, i) => slide.toggleAttribute("inert", i !== index));
    dots.forEach((dot, i) => (i === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    if (toggle) {
      const label = (autoplay() ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? "";
      toggle.setAttribute("aria-label", label);
      toggle.title = label;
      toggle.dataset.playing = String(autoplay());
    }
  };

  /** A fresh full interval whenever the slide or the running state changes, or on a manual step. */
  const update = (restart = false) => {
    render();
    const now = { running: running(), index };
    if (!restart && scheduled && scheduled.running === now.running && scheduled.index === now.index) return;
    scheduled = now;
    clearTimeout(timer);
    timer = now.running ? setTimeout(() => ((index = (index + 1) % count), update()), intervalMs) : undefined;
  };
  const goTo = (i: number) => {
    index = ((i % count) + count) % count;
    update(true);
  };
  const pause = (reason: PauseReason, on: boolean) => {
    paused[reason] = on;
    update();
  };

  const onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    const dot = target?.closest<HTMLElement>("[data-carousel-dot]");
    if (dot) goTo(dots.indexOf(dot));
    else if (toggle && target && toggle.contains(target)) {
      userAutoplay = !autoplay();
      update(true);
    }
  };
  const onEnter = () => pause("hover", true);
  const onLeave = () => pause("hover", false);
  const onFocusIn = (e: FocusEvent) => {
    if (isKeyboardFocus(e.target)) pause("focus", true);
  };
  const onFocusOut = (e: FocusEvent) => {
    if (!region.contains(e.relatedTarget as Node | null)) pause("focus", false);
  };
  const onMotionChange = () => update();

  region.addEventListener("click", onClick);
  region.addEventListener("mouseenter", onEnter);
  region.addEventListener("mouseleave", onLeave);
  region.addEventListener("focusin", onFocusIn);
  region.addEventListener("focusout", onFocusOut);
  media?.addEventListener("change", onMotionChange);
  update(true);

  return () => {
    clearTimeout(timer);
    region.removeEventListener("click", onClick);
    region.removeEventListener("mouseenter", onEnter);
    region.removeEventListener("mouseleave", onLeave);
    region.removeEventListener("focusin", onFocusIn);
    region.removeEventListener("focusout", onFocusOut);
    media?.removeEventListener("change", onMotionChange);
  };
}
