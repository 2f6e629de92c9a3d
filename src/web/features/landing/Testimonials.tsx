import { useEffect, useRef } from "react";
import { Star } from "lucide-react";
import { roundHalfAwayFromZero } from "@/core/money";
import { cn } from "@/web/lib/cn";
import { attachCarousel } from "./carousel";
import { carousel as text, stats, testimonials, type Testimonial } from "./content";

function Stars({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={text.rating(rating)} className="flex gap-0.5 text-warning">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={cn("h-4 w-4", i < roundHalfAwayFromZero(rating) ? "fill-current" : "opacity-40")} />
      ))}
    </div>
  );
}

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Stars rating={t.rating} />
        <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">{t.highlight}</span>
      </div>
      <blockquote className="flex-1 text-base leading-relaxed sm:text-lg">
        <p>„{t.text}“</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {t.image}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block font-semibold">{t.name}</span>
          <span className="block text-muted-foreground">
            {t.role} · {t.portfolio}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The success-story carousel (SPEC §2, §4 "Carousel", §9) and the stats row. Rendered as its
 * first slide (also at build time, decision 0033); attachCarousel brings it to life, in the
 * app from an effect and on the pre-rendered page from public-page.ts. Without JavaScript
 * the controls are hidden and the slides scroll sideways (public-page.html).
 */
export function Testimonials() {
  const items = testimonials.items;
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => attachCarousel(region.current!), []);

  return (
    <section id="erfahrungen" aria-labelledby="testimonials-title" className="px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <div className="text-center">
          <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {testimonials.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{testimonials.lead}</p>
        </div>

        <div
          ref={region}
          role="region"
          aria-roledescription="Karussell"
          aria-label={testimonials.regionLabel}
          className="mt-10"
          data-carousel=""
          data-interval-ms={text.intervalMs}
        >
          <div data-carousel-viewport="" className="overflow-hidden rounded-2xl">
            <div
              data-carousel-track=""
              aria-live="off"
              className="flex transition-transform ease-in-out motion-reduce:transition-none"
              style={{ transform: "translateX(-0%)", transitionDuration: `${text.transitionMs}ms` }}
            >
              {items.map((t, i) => (
                <div
                  key={t.name}
                  data-carousel-slide=""
                  role="group"
                  aria-roledescription="Folie"
                  aria-label={text.slideLabel(i + 1, items.length)}
                  className="w-full shrink-0"
                >
                  <TestimonialCard t={t} />
                </div>
              ))}
            </div>
          </div>

          <div data-needs-js="" className="mt-4 flex items-center justify-center gap-1">
            <button
              type="button"
              data-carousel-toggle=""
              data-label-pause={text.pause}
              data-label-play={text.play}
              data-playing="true"
              aria-label={text.pause}
              title={text.pause}
              className="group inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <svg viewBox="0 0 24 24" aria-hidden className="h-4 w-4 fill-current group-data-[playing=false]:hidden">
                <path d="M6 4h4v16H6zm8 0h4v16h-4z" />
              </svg>
              <svg viewBox="0 0 24 24" aria-hidden className="h-4 w-4 fill-current group-data-[playing=true]:hidden">
                <path d="M7 4v16l13-8z" />
              </svg>
            </button>
            {items.map((t, i) => (
              <button
                key={t.name}
                type="button"
                data-carousel-dot=""
                aria-label={text.dotLabel(i + 1, t.name)}
                aria-current={i === 0 ? "true" : undefined}
                className="group inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-full"
              >
                {/* The current dot's look follows aria-current, which attachCarousel sets. */}
                <span
                  aria-hidden
                  className="block h-2.5 w-2.5 rounded-full bg-muted-foreground/60 transition-all group-hover:bg-muted-foreground group-aria-[current=true]:w-6 group-aria-[current=true]:bg-primary group-aria-[current=true]:group-hover:bg-primary motion-reduce:transition-none"
                />
              </button>
            ))}
          </div>
        </div>
      </div>

      <dl className="mx-auto mt-14 grid max-w-5xl grid-cols-2 gap-4 sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col rounded-xl border border-border bg-card px-4 py-5 text-center">
            <dt className="text-sm text-muted-foreground">
              {s.label}
              {"hint" in s ? <span className="sr-only"> ({s.hint})</span> : null}
            </dt>
            <dd className="order-first whitespace-nowrap text-xl font-bold tracking-tight text-primary sm:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
