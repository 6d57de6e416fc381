import { lazy, Suspense, useEffect, useState } from "react";

/** Its markup loads when it is first needed, not with every page (ADR 043, fifth round). */
const Button = lazy(() => import("./scroll-to-top-button"));

/** Appears after 300 px of scrolling. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 300);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <Button />
    </Suspense>
  );
}
