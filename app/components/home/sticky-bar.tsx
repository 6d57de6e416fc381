import { useEffect, useState } from "react";
import { Link } from "react-router";
import { home } from "~/content/home";
import { buttonClass } from "~/components/ui/button";

/** Spec §9: the home page's sticky bar appears once the page is scrolled past 400 px. */
export const STICKY_BAR_AFTER_PX = 400;

/**
 * Shortcuts to /shop and /quiz that float in at the bottom after 400 px of scrolling, and step aside
 * while the footer is in view so they never cover it. On small screens they leave room on the right
 * for the scroll-to-top button.
 */
export function StickyBar() {
  const [scrolled, setScrolled] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > STICKY_BAR_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    const footer = document.querySelector("footer");
    const observer = footer ? new IntersectionObserver(([entry]) => setFooterInView(entry?.isIntersecting ?? false)) : null;
    if (footer) observer?.observe(footer);
    return () => {
      window.removeEventListener("scroll", onScroll);
      observer?.disconnect();
    };
  }, []);
  if (!scrolled || footerInView) return null;
  const t = home.stickyBar;
  return (
    <nav
      aria-label={t.label}
      className="fixed bottom-6 left-4 right-20 z-20 flex items-center gap-2 rounded-full bg-white/95 p-1.5 shadow-lg ring-1 ring-ink/10 backdrop-blur transition duration-300 starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:left-1/2 sm:right-auto sm:-translate-x-1/2 sm:gap-3"
    >
      <p className="hidden pl-4 font-serif text-lg text-ink sm:block">{t.text}</p>
      <Link to="/shop" className={buttonClass("primary", "flex-1 px-5 py-2.5 text-sm sm:flex-none")}>
        {t.shop}
      </Link>
      <Link to="/quiz" className={buttonClass("secondary", "flex-1 px-5 py-2.5 text-sm sm:flex-none")}>
        {t.quiz}
      </Link>
    </nav>
  );
}
