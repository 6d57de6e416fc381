import { Link } from "react-router";
import type { home } from "~/content/home";
import { buttonClass } from "~/components/ui/button";

/** The bar itself, loaded when the page is first scrolled far enough (sticky-bar.tsx), with its words from there. */
export default function StickyBarNav({ t }: { t: typeof home.stickyBar }) {
  return (
    <nav
      aria-label={t.label}
      className="home-quick-bar fixed bottom-6 left-4 right-20 z-20 flex items-center gap-2 rounded-full bg-white/95 p-1.5 shadow-lg ring-1 ring-ink/10 backdrop-blur transition duration-300 starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:left-1/2 sm:right-auto sm:-translate-x-1/2 sm:gap-3"
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
