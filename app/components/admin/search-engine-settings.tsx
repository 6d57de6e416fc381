import { searchEngineCopy as t } from "~/content/seo";

/** Where the feed, the sitemap and robots.txt are, and whether the gate keeps them closed (ADR 078). */
export function SearchEngineSettings({ feedUrl, sitemapUrl, robotsUrl, gated }: { feedUrl: string; sitemapUrl: string; robotsUrl: string; gated: boolean }) {
  const rows = [
    { label: t.feed, url: feedUrl },
    { label: t.sitemap, url: sitemapUrl },
    { label: t.robots, url: robotsUrl },
  ];
  return (
    <section id="sokmotorer" aria-labelledby="sokmotorer-title" className="scroll-mt-24 rounded-3xl bg-white p-5 ring-1 ring-ink/5 sm:p-8">
      <h2 id="sokmotorer-title" className="font-serif text-2xl">
        {t.title}
      </h2>
      <p className="mt-2 max-w-prose text-ink-soft">{t.lead}</p>
      <dl className="mt-6 space-y-4">
        {rows.map((r) => (
          <div key={r.url}>
            <dt className="font-medium">{r.label}</dt>
            <dd className="mt-1 break-all">
              <a className="underline" href={r.url}>
                {r.url}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 max-w-prose rounded-xl bg-oat px-4 py-3 text-sm">{gated ? t.gatedNote : t.openNote}</p>
    </section>
  );
}
