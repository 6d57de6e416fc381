import * as sv from "~/content/sv-site";

/** The button itself, loaded on the first scroll past 300 px (scroll-to-top.tsx). */
export default function ScrollToTop() {
  return (
    <button
      type="button"
      aria-label={sv.scrollTop}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" })
      }
      className="scroll-top-button fixed bottom-6 right-6 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-indigo text-white shadow-lg hover:bg-indigo/90"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>
  );
}
