import { use, useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";

const KEEP_SERVER_HTML = { __html: "" };

/**
 * Markup that never changes after the server rendered it, without its code in the first load (ADR 043, fourth round).
 *
 * `island(load, serverModule)` takes the module that renders the markup: `serverModule` is that module imported
 * statically and passed only in the server build (`import.meta.env.SSR ? mod : undefined`, so the browser build drops
 * the static import), `load` imports it dynamically for the browser. `<Island render={(m) => <m.Part … />} />` then
 * - on the server renders `<div data-island class="contents">` around the markup (`display: contents`: no box, the
 *   layout is the same as without the wrapper);
 * - while React hydrates the server's page, renders the same `<div>` with an empty `dangerouslySetInnerHTML`: React
 *   adopts the element and leaves its children, the server's HTML, as they are (hydration does not compare
 *   `dangerouslySetInnerHTML`, and later renders with the same empty text do not touch the DOM; root.tsx's head scripts
 *   rely on the same rule). Links inside keep client-side navigation through one click listener;
 * - when the page is rendered in the browser (a client-side navigation to it) renders the module's markup; the route's
 *   `clientLoader` calls `preload()` so the module is there before the navigation commits.
 * The markup is not rendered again after hydration: it must not depend on state, and data that changes after the
 * first load (a revalidation) shows on the next visit. Nothing in it may need JavaScript (no handlers, no effects).
 */
export function island<M>(load: () => Promise<M>, serverModule: M | undefined) {
  let loaded = serverModule;
  let pending: Promise<M> | undefined;
  const preload = () => (pending ??= load().then((m) => (loaded = m)));

  function Island({ render }: { render: (m: M) => ReactNode }) {
    // Decided once per mount: the server's markup is in the DOM only while React hydrates it (root.tsx marks
    // <html data-hydrated> right after hydration).
    const [keep] = useState(() => typeof document !== "undefined" && document.documentElement.dataset.hydrated === undefined);
    const ref = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();

    useEffect(() => {
      const el = ref.current;
      if (!keep || !el) return;
      // What <Link> does on a click: a plain left click on a link to this site navigates on the client.
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        const link = (event.target as Element | null)?.closest?.("a[href]");
        if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
        if (link.origin !== window.location.origin) return;
        event.preventDefault();
        void navigate(link.pathname + link.search + link.hash);
      };
      el.addEventListener("click", onClick);
      return () => el.removeEventListener("click", onClick);
    }, [keep, navigate]);

    if (keep) return <div ref={ref} data-island="" className="contents" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
    return (
      <div data-island="" className="contents">
        {render(loaded ?? use(preload()))}
      </div>
    );
  }

  return { Island, preload };
}
