import { Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { DataStrategyResult, MiddlewareFunction } from "react-router";
import { preloadOnNavigation } from "./navigation-preload";

/** Events that show a visitor is about to use a part: pointing at it, touching it, tabbing into it, a key in it. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const subscribeNever = () => () => {};
/** How long a form sent before its part's code arrived waits for it before it is sent without (ms). */
const HOLD_MS = 3000;
/** Forms let through without JavaScript after HOLD_MS: their next submit event is not held again. */
const letThrough = new WeakSet<HTMLFormElement>();
/** The loaders of the parts on the page that are not live yet. */
const waiting = new Set<() => unknown>();

/**
 * For the root's `clientMiddleware`: the page's first router update (a navigation, a form, a revalidation) changes the
 * router's context above every part, and React then hydrates the parts before it shows the update. Their modules
 * start loading here, alongside the data, rather than once React asks for them (after the data).
 */
export const preloadDeferredParts: MiddlewareFunction<Record<string, DataStrategyResult>> = async (_args, next) => {
  for (const load of waiting) load();
  return next();
};

/**
 * A part of a page that works as HTML before its code arrives, hydrated when a visitor is about to use it
 * (ADR 043, fifth round). For forms below the fold (the newsletter sign-up, the review form) whose code is not needed
 * to read the page.
 *
 * `deferred(load, serverModule)` takes the part's module (a `*.deferred.tsx` file): `serverModule` is that module
 * imported statically and passed only in the server build (`import.meta.env.SSR ? mod : undefined`; the client build
 * resolves the static import to an empty module, vite.config.ts), `load` imports it for the browser.
 * `<Part render={(m) => <m.Form … />} />` renders the markup inside a `<Suspense>` boundary, so:
 * - the server renders it in full, in the page's HTML;
 * - while React hydrates the page, the part waits for intent: React leaves the boundary's HTML as it is (a dehydrated
 *   boundary: the browser owns it, its links, forms, inputs and `<details>` work natively, what is typed stays). When
 *   the pointer comes over it, a finger touches it, focus moves into it or a key is pressed in it (or focus or a
 *   changed field is already in it when the page hydrates), the module loads and React hydrates the boundary: it
 *   adopts the same elements, with what they hold (ADR 011). A form sent in between is held until then and sent again
 *   with the same button, through React (after 3 s without the code, it goes as it would without JavaScript);
 * - a render that is not hydration (a client-side navigation to the page, or React giving up on the dehydrated
 *   boundary because a context above it changed, which it does on the first router update) loads the module at once;
 *   `preloadDeferredParts` in the root's `clientMiddleware` starts that load when the update starts. A route that
 *   shows the part lists its `middleware` in the route's `clientMiddleware`, so a navigation to the route loads the
 *   module with the data and the page shows with the part in place; without it the part would appear a moment later
 *   and push what is below it down, a focused control out of view with it.
 * The listeners sit on `window` in the capture phase: React stops the propagation of events aimed at a dehydrated
 * boundary at its root, which is below `window`.
 * Until the boundary is live, the `<Suspense>` element is kept the same, so a re-render above it does not make React
 * abandon the server's HTML; once live, the part renders like any component.
 */
export function deferred<M>(load: () => Promise<M>, serverModule: M | undefined) {
  let loaded = serverModule;
  let pending: Promise<M> | undefined;
  let release: (() => void) | undefined;
  let wanted: Promise<M> | undefined;
  const preload = () => (pending ??= load().then((m) => (loaded = m)));
  /** Resolves once a visitor showed intent and the module is there. */
  const whenWanted = () => (wanted ??= new Promise<void>((resolve) => (release = resolve)).then(preload));
  const want = () => {
    whenWanted();
    release?.();
  };

  function Body({ renderRef, onLive }: { renderRef: { current: (m: M) => ReactNode }; onLive: () => void }) {
    const hydrating = useSyncExternalStore(subscribeNever, () => false, () => true);
    // Every hook before `use`: the module can arrive while React is still rendering this part, and React then replays
    // the render without the `use` call; a hook after it would be new in the replay (React error 467, the boundary
    // thrown away and rendered afresh, focus in it lost to <body>; issue #35).
    useEffect(onLive, [onLive]);
    return renderRef.current(loaded ?? use(hydrating ? whenWanted() : preload()));
  }

  function Part({ render }: { render: (m: M) => ReactNode }) {
    const renderRef = useRef(render);
    renderRef.current = render;
    const ref = useRef<HTMLDivElement>(null);
    const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null; timer: number }>(undefined);
    const [live, setLive] = useState(false);
    const onLive = useMemo(() => () => setLive(true), []);
    const frozen = useMemo(
      () => (
        <Suspense fallback={null}>
          <Body renderRef={renderRef} onLive={onLive} />
        </Suspense>
      ),
      [onLive],
    );

    useEffect(() => {
      if (live || loaded) return;
      waiting.add(preload);
      return () => void waiting.delete(preload);
    }, [live]);

    useEffect(() => {
      const el = ref.current;
      if (live || !el) return;
      const inside = (target: EventTarget | null) => target instanceof Node && el.contains(target);
      // A form sent before React has the part is held and sent again once it has (with the same button), so it goes
      // the way it goes with JavaScript (a fetcher, a toast, the drawer) rather than as a page load. If the code has not
      // come within HOLD_MS, the form is let through as it would go without JavaScript.
      const onSubmit = (event: SubmitEvent) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !inside(form) || event.defaultPrevented) return;
        if (letThrough.delete(form)) return;
        event.preventDefault();
        want();
        if (held.current) return;
        const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
        const timer = window.setTimeout(() => {
          held.current = undefined;
          letThrough.add(form);
          form.requestSubmit(submitter);
        }, HOLD_MS);
        held.current = { form, submitter, timer };
      };
      window.addEventListener("submit", onSubmit, { capture: true });
      if (loaded) return () => window.removeEventListener("submit", onSubmit, { capture: true });
      // Intent shown before the page hydrated: focus already in the part, or a field already changed.
      const fields = el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea");
      const changed = [...fields].some((f) =>
        f instanceof HTMLInputElement && (f.type === "radio" || f.type === "checkbox") ? f.checked !== f.defaultChecked : f.value !== f.defaultValue,
      );
      if (changed || inside(document.activeElement) || el.querySelector("details[open]")) want();
      const onIntent = (event: Event) => {
        if (inside(event.target)) want();
      };
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
      return () => {
        window.removeEventListener("submit", onSubmit, { capture: true });
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
      };
    }, [live]);

    // Live: a form held while the code was on its way is sent now, through React.
    useEffect(() => {
      const h = held.current;
      if (!live || !h) return;
      held.current = undefined;
      window.clearTimeout(h.timer);
      if (h.form.isConnected) h.form.requestSubmit(h.submitter && h.form.contains(h.submitter) ? h.submitter : null);
    }, [live]);

    return (
      <div ref={ref} data-deferred={live ? "live" : ""} className="contents">
        {live ? (
          <Suspense fallback={null}>
            <Body renderRef={renderRef} onLive={onLive} />
          </Suspense>
        ) : (
          frozen
        )}
      </div>
    );
  }

  return { Part, middleware: preloadOnNavigation(preload) };
}
