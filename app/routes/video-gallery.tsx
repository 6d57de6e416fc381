import { data, Form, Link } from "react-router";
import type { Route } from "./+types/video-gallery";
import { useHeroChoice, VideoChoiceCard, VideoToolPage } from "~/components/admin/video-tools";
import { useToast } from "~/components/ui/toast";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/home/carousel-controls";
import { videoToolsCopy } from "~/content/video-tools";
import { GALLERY_MAX, GALLERY_MIN, GALLERY_PRESETS, gallerySnippet, heroRefKey, heroVideoFiles } from "~/domain/video-tools";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { getHeroSelection } from "~/server/settings.server";
import { heroChoiceAction } from "~/server/video/video-actions.server";

const t = videoToolsCopy.gallery;
const presetKey = (n: number) => heroRefKey({ kind: "local", n });
const PRESET_KEYS = GALLERY_PRESETS.map((p) => presetKey(p.n));

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** /video-gallery (spec §2): pick 1–3 of six preset videos, copy the snippet, or use the choice on the home page. */
export async function loader() {
  const current = (await getHeroSelection(services().db)).map(heroRefKey);
  return { current: current.filter((k) => PRESET_KEYS.includes(k)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const result = await heroChoiceAction(request, admin, {
    min: GALLERY_MIN,
    max: GALLERY_MAX,
    allowed: PRESET_KEYS,
    messages: { tooFew: t.min, tooMany: t.max, invalid: t.min },
  });
  return result.ok ? result : data(result, { status: result.status });
}

/** Copies text: the Clipboard API where the browser allows it, else a selected textarea and copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

export default function VideoGallery({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useToast();
  const hydrated = useHydrated();
  const { chosen, toggle, refuse, clearMessage, alert, saved } = useHeroChoice({
    current: loaderData.current,
    actionData,
    max: GALLERY_MAX,
    tooMany: t.max,
  });
  const presets = chosen.map((k) => GALLERY_PRESETS.find((p) => presetKey(p.n) === k)).filter((p) => p !== undefined);
  const snippet = gallerySnippet(presets);

  const copy = async () => {
    if (chosen.length < GALLERY_MIN) return refuse(t.min);
    const ok = await copyText(snippet);
    toast(ok ? { title: t.copied, durationMs: 8_000 } : { title: t.copyFailed, variant: "error", durationMs: 8_000 });
  };

  return (
    <VideoToolPage title={t.title} intro={t.intro}>
      <Form
        method="post"
        className="mt-6"
        onSubmit={(e) => {
          if (chosen.length < GALLERY_MIN) {
            e.preventDefault();
            refuse(t.min);
          } else clearMessage();
        }}
      >
        <fieldset>
          <legend className="text-xl font-serif">{t.legend}</legend>
          <p className="mt-1 text-sm text-ink-soft" aria-live="polite">
            {t.selected(chosen.length, GALLERY_MAX)}
          </p>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {GALLERY_PRESETS.map((p) => {
              const key = presetKey(p.n);
              const files = heroVideoFiles({ kind: "local", n: p.n });
              const at = chosen.indexOf(key);
              return (
                <li key={key}>
                  <VideoChoiceCard
                    value={key}
                    name={p.name}
                    detail={p.prompt}
                    src={files.src}
                    poster={files.poster}
                    checked={at !== -1}
                    position={at === -1 ? null : at + 1}
                    onToggle={(on) => toggle(key, on)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
        {hydrated && <input type="hidden" name="order" value={chosen.join(",")} />}
        <section aria-labelledby="gallery-chosen" className="mt-6">
          <h2 id="gallery-chosen" className="text-xl">
            {t.chosenTitle}
          </h2>
          {presets.length === 0 ? (
            <p className="mt-2 text-ink-soft">{t.chosenNone}</p>
          ) : (
            <ol className="mt-3 grid grid-cols-3 gap-2 sm:max-w-xl sm:gap-3">
              {presets.map((p, i) => (
                <li key={p.n}>
                  <img src={heroVideoFiles({ kind: "local", n: p.n }).poster} alt="" width={320} height={180} className="aspect-video w-full rounded-lg object-cover" />
                  <p className="mt-1 text-sm">
                    <span className="block text-xs text-ink-soft">{t.slide(i + 1)}</span>
                    {p.name}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
        <div role="alert" className="mt-4 min-h-6 text-sm text-clay">
          {alert}
        </div>
        <button type="submit" className={buttonClass("primary", "mt-2 w-full sm:w-auto")}>
          {t.use}
        </button>
        {saved && (
          <p role="status" className="mt-4 rounded-xl bg-sage/20 p-4">
            {t.saved}{" "}
            <Link to="/" className="font-medium text-indigo underline underline-offset-2">
              {videoToolsCopy.selector.toHome}
            </Link>
          </p>
        )}
        <details className="mt-8 rounded-xl ring-1 ring-ink/10">
          <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium">{t.developer}</summary>
          <div className="px-4 pb-4">
            <p className="text-sm text-ink-soft">{t.developerIntro}</p>
            <pre aria-label={t.snippetLabel} tabIndex={0} className="mt-2 overflow-x-auto rounded-xl max-sm:whitespace-pre-wrap max-sm:[overflow-wrap:anywhere] bg-ink p-4 text-xs leading-relaxed text-oat sm:text-sm">
              <code>{snippet}</code>
            </pre>
            <button type="button" onClick={copy} disabled={!hydrated} className={buttonClass("secondary", "mt-3")}>
              {t.copy}
            </button>
          </div>
        </details>
      </Form>
    </VideoToolPage>
  );
}
