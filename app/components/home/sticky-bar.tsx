import { lazy, Suspense, useEffect, useState } from "react";
import { home } from "~/content/home";
import { useScrolledPast } from "~/lib/use-scrolled-past";

/** The bar's markup loads on the first scroll past the threshold, not with the page (ADR 043, fifth round). */
const Nav = lazy(() => import("./sticky-bar-nav"));

/** Spec §9: the home page's sticky bar appears once the page is scrolled past 400 px. */
export const STICKY_BAR_AFTER_PX = 400;

/**
 * Shortcuts to /shop and /quiz that float in at the bottom after 400 px of scrolling, and step aside
 * while the footer is in view so they never cover it. On small screens they leave room on the right
 * for the scroll-to-top button.
 */
export function StickyBar() {
  const scrolled = useScrolledPast(STICKY_BAR_AFTER_PX);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector("footer");
    const observer = footer ? new IntersectionObserver(([entry]) => setFooterInView(entry?.isIntersecting ?? false)) : null;
    if (footer) observer?.observe(footer);
    return () => observer?.disconnect();
  }, []);
  // The marker keeps the bar's room at the page's foot from the start (app.css): the bar appears only after the
  // browser has scrolled a newly focused control into view, and must not then land on top of it (ADR 072).
  return (
    <>
      <span hidden className="home-quick-bar-room" />
      {scrolled && !footerInView && (
        <Suspense fallback={null}>
          <Nav t={home.stickyBar} />
        </Suspense>
      )}
    </>
  );
}
