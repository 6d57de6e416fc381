import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled further than `px`: on every scroll, and once in the first frame after mount. Not at
 * mount itself: that runs in the task that hydrates the page, and reading `scrollY` there makes the browser lay the
 * page out inside that task (a longer task, more blocking time); the frame lays it out anyway.
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > px);
    const first = requestAnimationFrame(check);
    window.addEventListener("scroll", check, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener("scroll", check);
    };
  }, [px]);
  return past;
}
