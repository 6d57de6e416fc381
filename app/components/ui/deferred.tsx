import { Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

/** Events that show a visitor is about to use a part: pointing at it, touching it, tabbing into it, a key in it. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const subscribeNever = () => () => {};

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
 *   adopts the same elements, with what they hold (ADR 011);
 * - a render that is not hydration (a client-side navigation to the page, or React giving up on the dehydrated
 *   boundary because a context above it changed, which it does on the first router update) loads the module at once.
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
    const m = loaded ?? use(hydrating ? whenWanted() : preload());
    useEffect(onLive, [onLive]);
    return renderRef.current(m);
  }

  function Part({ render }: { render: (m: M) => ReactNode }) {
    const renderRef = useRef(render);
    renderRef.current = render;
    const ref = useRef<HTMLDivElement>(null);
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
      const el = ref.current;
      if (live || loaded || !el) return;
      const inside = (target: EventTarget | null) => target instanceof Node && el.contains(target);
      // Intent shown before the page hydrated: focus already in the part, or a field already changed.
      const fields = el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea");
      const changed = [...fields].some((f) =>
        f instanceof HTMLInputElement && (f.type === "radio" || f.type === "checkbox") ? f.checked !== f.defaultChecked : f.value !== f.defaultValue,
      );
      if (changed || inside(document.activeElement) || el.querySelector("details[open]")) {
        want();
        return;
      }
      const onIntent = (event: Event) => {
        if (inside(event.target)) want();
      };
      for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
      return () => {
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
      };
    }, [live]);

    return (
      <div ref={ref} data-deferred="" className="contents">
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

  return { Part, preload };
}
