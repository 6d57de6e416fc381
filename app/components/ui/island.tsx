import { use, useEffect, useRef, useState, type ReactNode } from "react";
import { PrefetchPageLinks, useNavigate, useSubmit } from "react-router";
import { preloadOnNavigation } from "./navigation-preload";

const KEEP_SERVER_HTML = { __html: "" };

/**
 * Markup that needs no JavaScript, without its code in the first load (ADR 043, fourth round).
 *
 * `island(load, serverModule)` takes the module that renders the markup (a `*.islands.tsx` file): `serverModule` is
 * that module imported statically and passed only in the server build (`import.meta.env.SSR ? mod : undefined`; the
 * client build resolves the static import to an empty module, vite.config.ts), `load` imports it for the browser.
 * `<Island data={…} render={(m) => <m.Part … />} />` then
 * - on the server renders `<div data-island class="contents">` around the markup (`display: contents`: no box, the
 *   layout is the same as without the wrapper);
 * - while React hydrates the server's page, renders the same `<div>` with an empty `dangerouslySetInnerHTML`: React
 *   adopts the element and leaves its children, the server's HTML, as they are (hydration does not compare
 *   `dangerouslySetInnerHTML`, and later renders with the same empty text do not touch the DOM; root.tsx's head
 *   scripts rely on the same rule). Links and forms inside keep working as `<Link prefetch="intent">` and `<Form>` do
 *   (client-side navigation and submission, the next page's data and modules fetched on hover or focus, through one
 *   listener each); before hydration they are plain links and forms;
 * - renders the module's markup in the browser when the page itself is rendered there (a client-side navigation to
 *   it; the route's `clientMiddleware` runs `middleware`, so the module loads alongside the data), and when `data` (the
 *   loader data the markup shows, compared as JSON) changes after hydration: the module loads, and until it is there
 *   the server's markup stays.
 * What an island renders must not depend on state or effects, only on `data`.
 */
export function island<M>(load: () => Promise<M>, serverModule: M | undefined) {
  let loaded = serverModule;
  let pending: Promise<M> | undefined;
  const preload = () => (pending ??= load().then((m) => (loaded = m)));
  /** For the route's `clientMiddleware` (navigation-preload.ts). */
  const middleware = preloadOnNavigation(preload);

  function Island({ data, render }: { data?: unknown; render: (m: M) => ReactNode }) {
    // The server's markup is in the DOM only while React hydrates it (root.tsx marks <html data-hydrated> right after).
    const [keep, setKeep] = useState(() => typeof document !== "undefined" && document.documentElement.dataset.hydrated === undefined);
    const [shown] = useState(() => (keep ? JSON.stringify(data ?? null) : ""));
    const ref = useRef<HTMLDivElement>(null);
    const [intent, setIntent] = useState<string | null>(null);
    const navigate = useNavigate();
    const submit = useSubmit();

    const changed = keep && JSON.stringify(data ?? null) !== shown;
    useEffect(() => {
      if (!changed) return;
      let live = true;
      void preload().then(() => live && setKeep(false));
      return () => {
        live = false;
      };
    }, [changed]);

    useEffect(() => {
      const el = ref.current;
      if (!keep || !el) return;
      const linkOf = (event: Event) => {
        const link = (event.target as Element | null)?.closest?.("a[href]");
        if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
        return link.origin === window.location.origin ? link : null;
      };
      // What <Link> does on a click: a plain left click on a link to this site navigates on the client.
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        const link = linkOf(event);
        if (!link) return;
        event.preventDefault();
        void navigate(link.pathname + link.search + link.hash);
      };
      // What <Link prefetch="intent"> does on hover or focus: the page's data and modules are fetched ahead.
      const onIntent = (event: Event) => {
        const link = linkOf(event);
        if (link && link.pathname !== window.location.pathname) setIntent(link.pathname + link.search);
      };
      // What <Form> does: a post to this site goes through the router (with the pressed button's name and value).
      const onSubmit = (event: SubmitEvent) => {
        const form = event.target;
        if (event.defaultPrevented || !(form instanceof HTMLFormElement) || (form.target && form.target !== "_self")) return;
        if (new URL(form.action, window.location.href).origin !== window.location.origin) return;
        event.preventDefault();
        void submit((event.submitter as HTMLButtonElement | null) ?? form);
      };
      el.addEventListener("click", onClick);
      el.addEventListener("submit", onSubmit);
      el.addEventListener("mouseover", onIntent);
      el.addEventListener("focusin", onIntent);
      return () => {
        el.removeEventListener("click", onClick);
        el.removeEventListener("submit", onSubmit);
        el.removeEventListener("mouseover", onIntent);
        el.removeEventListener("focusin", onIntent);
      };
    }, [keep, navigate, submit]);

    if (keep) {
      return (
        <>
          <div key="keep" ref={ref} data-island="" className="contents" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
          {intent && <PrefetchPageLinks page={intent} />}
        </>
      );
    }
    return (
      <div key="render" data-island="" className="contents">
        {render(loaded ?? use(preload()))}
      </div>
    );
  }

  return { Island, preload, middleware };
}
