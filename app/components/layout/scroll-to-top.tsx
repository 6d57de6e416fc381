import { lazy, Suspense } from "react";
import { useScrolledPast } from "~/lib/use-scrolled-past";

/** Its markup loads when it is first needed, not with every page (ADR 043, fifth round). */
const Button = lazy(() => import("./scroll-to-top-button"));

/** Appears after 300 px of scrolling. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(300);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <Button />
    </Suspense>
  );
}
