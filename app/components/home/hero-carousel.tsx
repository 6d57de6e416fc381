import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { home } from "~/content/home";
import { cn } from "~/lib/cn";
import { ArrowButton, PlayPauseButton, SlideDots, useHydrated } from "./carousel-controls";

/** Spec §9: the hero advances every 5 s. */
export const HERO_AUTO_ADVANCE_MS = 5000;
const SWIPE_MIN_PX = 40;

/** A slide's clip and its poster (the owner's choice, see server/settings.server.ts). */
export interface HeroSlideVideo {
  src: string;
  poster: string;
}

/**
 * The home hero: three slides over looping video clips (APG carousel pattern).
 * - Server-rendered with slide 1 visible and its link working, so nothing waits for JavaScript;
 *   the poster paints first (fetchpriority high) and the frame has a fixed height (no shift).
 * - Only the active slide's clip gets a src, and only after the page has loaded, so video never
 *   competes with the first paint (without JavaScript the poster stays).
 * - Auto-advance every 5 s with wraparound; it holds while the pointer is over the hero or keyboard focus
 *   is inside it, and any manual navigation (arrow, dot, swipe, arrow keys on the controls) stops it for good.
 * - prefers-reduced-motion: no auto-advance and the clip stays on its poster until Play is pressed.
 * - Pause/Play stops and restarts both the clip and the rotation (WCAG 2.2.2).
 */
export function HeroCarousel({ videos }: { videos: readonly HeroSlideVideo[] }) {
  const slides = home.hero.slides.map((s, i) => ({
    ...s,
    video: videos[i] ?? { src: `/videos/hero-${i + 1}.mp4`, poster: `/videos/hero-${i + 1}.jpg` },
  }));
  const count = slides.length;
  const t = home.hero;
  const id = useId();
  const slidesId = `${id}-slides`;
  const hydrated = useHydrated();

  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pageLoaded, setPageLoaded] = useState(false);
  const [loaded, setLoaded] = useState(() => slides.map(() => false));
  const videoRefs = useRef<(HTMLVideoElement | null)[]>([]);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      setReducedMotion(query.matches);
      if (query.matches) setPlaying(false);
    };
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, []);

  const rotating = hydrated && playing && !stopped && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), HERO_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  // Clips wait for the page's load event, so they never compete with the first paint or hydration.
  useEffect(() => {
    if (document.readyState === "complete") return setPageLoaded(true);
    const onLoad = () => setPageLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);

  // A clip gets its src the first time its slide is shown while playing; then only the active one plays.
  useEffect(() => {
    if (pageLoaded && playing) setLoaded((l) => (l[index] ? l : l.map((v, i) => v || i === index)));
  }, [pageLoaded, index, playing]);

  useEffect(() => {
    videoRefs.current.forEach((video, i) => {
      if (!video) return;
      if (i === index && playing && loaded[i]) video.play().catch(() => {});
      else video.pause();
    });
  }, [index, playing, loaded]);

  const show = (i: number) => {
    setStopped(true);
    setIndex(((i % count) + count) % count);
  };

  const togglePlaying = () => {
    if (!playing) setFocused(false); // an explicit Play restarts the rotation even with focus inside
    setPlaying(!playing);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.label}
      data-hydrated={hydrated ? "true" : undefined}
      className="page pt-3 sm:pt-5"
      onFocus={(e) => {
        if ((e.target as HTMLElement).matches(":focus-visible")) setFocused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="relative h-[clamp(32rem,calc(100svh-9rem),42rem)] overflow-hidden rounded-[2rem] bg-indigo"
        onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
        onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
        onTouchStart={(e) => {
          const touch = e.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const start = touchStart.current;
          const touch = e.changedTouches[0];
          touchStart.current = null;
          if (!start || !touch) return;
          const dx = touch.clientX - start.x;
          if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) {
            show(dx < 0 ? index + 1 : index - 1);
          }
        }}
      >
        <div id={slidesId} aria-live={rotating ? "off" : "polite"} className="h-full">
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={t.slideLabel(i + 1, count)}
                inert={!active}
                data-active={active ? "true" : undefined}
                className={cn(
                  "absolute inset-0 transition-[opacity,visibility] duration-700 motion-reduce:transition-none",
                  active ? "visible opacity-100" : "invisible opacity-0",
                )}
              >
                <img
                  src={slide.video.poster}
                  alt=""
                  width={1280}
                  height={720}
                  fetchPriority={i === 0 ? "high" : "low"}
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding={i === 0 ? "auto" : "async"}
                  className="absolute inset-0 h-full w-full object-cover"
                />
                <video
                  ref={(el) => {
                    videoRefs.current[i] = el;
                  }}
                  src={loaded[i] ? slide.video.src : undefined}
                  poster={slide.video.poster}
                  width={1280}
                  height={720}
                  muted
                  playsInline
                  loop
                  autoPlay
                  preload="none"
                  aria-hidden="true"
                  tabIndex={-1}
                  className="absolute inset-0 h-full w-full object-cover"
                />
                <div aria-hidden="true" className="hero-scrim" />
                <div className="relative flex h-full flex-col justify-end px-6 pb-24 pt-16 sm:px-12 sm:pb-28 lg:px-16">
                  <div className="hero-text max-w-2xl">
                    <p className="text-xs font-medium uppercase tracking-[0.25em] text-white/90 sm:text-sm">{slide.subtitle}</p>
                    <h2 className="mt-4 text-4xl leading-[1.05] text-balance sm:text-6xl lg:text-7xl">{slide.title}</h2>
                    <p className="mt-5 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">{slide.description}</p>
                    <Link
                      to={slide.ctaLink}
                      prefetch="intent"
                      className="mt-8 inline-flex items-center gap-2 rounded-full bg-oat px-7 py-3 font-medium text-ink shadow-sm transition-colors hover:bg-white focus-visible:outline-white"
                    >
                      {slide.ctaText}
                      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                        <path d="M5 12h14M13 6l6 6-6 6" />
                      </svg>
                    </Link>
                  </div>
                </div>
              </div>
            );
          })}
        </div>

        {hydrated && (
          // Arrow keys on the controls step through the slides (not inside a slide: its link would go inert).
          <div
            className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 px-4 pb-5 sm:px-10 sm:pb-7 lg:px-14"
            onKeyDown={(e) => {
              if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
              if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
                e.preventDefault();
                show(index + (e.key === "ArrowLeft" ? -1 : 1));
              }
            }}
          >
            <SlideDots count={count} active={index} label={t.goTo} controls={slidesId} onSelect={show} />
            <div role="group" aria-label={t.controls} className="flex items-center gap-2">
              <PlayPauseButton playing={playing} labels={t} onClick={togglePlaying} />
              <ArrowButton direction="previous" label={t.previous} controls={slidesId} onClick={() => show(index - 1)} />
              <ArrowButton direction="next" label={t.next} controls={slidesId} onClick={() => show(index + 1)} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
