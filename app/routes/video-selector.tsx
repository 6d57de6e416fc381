import { data, Form, Link } from "react-router";
import type { Route } from "./+types/video-selector";
import { useHeroChoice, VideoChoiceCard, VideoToolPage } from "~/components/admin/video-tools";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/home/carousel-controls";
import { videoToolsCopy } from "~/content/video-tools";
import { HERO_SLOTS, heroRefKey, heroVideoFiles, LOCAL_HERO_VIDEO_COUNT } from "~/domain/video-tools";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { getHeroSelection } from "~/server/settings.server";
import { heroChoiceAction } from "~/server/video/video-actions.server";
import { listVideoJobs } from "~/server/video/video-jobs.server";

const t = videoToolsCopy.selector;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

const LOCAL = Array.from({ length: LOCAL_HERO_VIDEO_COUNT }, (_, i) => {
  const ref = { kind: "local", n: i + 1 } as const;
  return { key: heroRefKey(ref), name: t.videoName(i + 1), ...heroVideoFiles(ref) };
});

/**
 * /video-selector (spec §2): exactly three of the ten built-in clips and every finished generated video, saved as
 * the site setting every visitor's home hero plays (decisions: a site setting, not the browser's storage).
 */
export async function loader() {
  const { db } = services();
  const [current, generated] = await Promise.all([getHeroSelection(db), listVideoJobs(db, { status: "succeeded", limit: 100 })]);
  return {
    current: current.map(heroRefKey),
    generated: generated.map((j) => ({
      key: heroRefKey({ kind: "generated", id: j.id }),
      prompt: j.prompt,
      ...heroVideoFiles({ kind: "generated", id: j.id }),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const result = await heroChoiceAction(request, admin, {
    min: HERO_SLOTS,
    max: HERO_SLOTS,
    messages: { tooFew: t.exactly, tooMany: t.tooMany, invalid: t.unavailable },
  });
  return result.ok ? result : data(result, { status: result.status });
}

export default function VideoSelector({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { chosen, toggle, refuse, clearMessage, alert, saved } = useHeroChoice({
    current: loaderData.current,
    actionData,
    max: HERO_SLOTS,
    tooMany: t.tooMany,
  });
  const exact = chosen.length === HERO_SLOTS;
  const card = (v: { key: string; name: string; detail?: string; src: string; poster: string }) => {
    const at = chosen.indexOf(v.key);
    return (
      <li key={v.key}>
        <VideoChoiceCard
          value={v.key}
          name={v.name}
          detail={v.detail}
          src={v.src}
          poster={v.poster}
          checked={at !== -1}
          position={at === -1 ? null : at + 1}
          onToggle={(on) => toggle(v.key, on)}
        />
      </li>
    );
  };

  return (
    <VideoToolPage title={t.title} intro={t.intro}>
      <Form
        method="post"
        className="mt-6"
        onSubmit={(e) => {
          if (!exact) {
            e.preventDefault();
            refuse(t.exactly);
          } else clearMessage();
        }}
      >
        <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-3 bg-oat/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:px-4">
          <p className="font-medium" aria-live="polite">
            {t.selected(chosen.length)}
          </p>
          <button type="submit" disabled={hydrated && !exact} className={buttonClass("primary", "ml-auto px-5 py-2.5")}>
            {t.save}
          </button>
        </div>
        <div role="alert" className="mt-2 min-h-6 text-sm text-clay">
          {alert ?? (hydrated && !exact ? t.exactly : null)}
        </div>
        {saved && (
          <p role="status" className="mt-2 rounded-xl bg-sage/20 p-4">
            {t.saved}{" "}
            <Link to="/" className="font-medium text-indigo underline underline-offset-2">
              {t.toHome}
            </Link>
          </p>
        )}
        {hydrated && <input type="hidden" name="order" value={chosen.join(",")} />}
        <fieldset className="mt-6">
          <legend className="font-serif text-xl">{t.localLegend}</legend>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">{LOCAL.map(card)}</ul>
        </fieldset>
        <fieldset className="mt-10">
          <legend className="font-serif text-xl">{t.generatedLegend}</legend>
          {loaderData.generated.length === 0 ? (
            <p className="mt-3 text-ink-soft">{t.noGenerated}</p>
          ) : (
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {loaderData.generated.map((g) => card({ key: g.key, name: g.prompt, src: g.src, poster: g.poster }))}
            </ul>
          )}
        </fieldset>
      </Form>
    </VideoToolPage>
  );
}
