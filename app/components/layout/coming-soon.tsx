import * as sv from "~/content/sv";

export function ComingSoon({ title, lead }: { title: string; lead?: string }) {
  return (
    <section className="page-narrow py-16">
      <h1 className="text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-ink-soft">{lead}</p>}
      <p className="mt-6 rounded-2xl bg-white/60 p-6 text-ink-soft ring-1 ring-ink/5">{sv.comingSoon}</p>
    </section>
  );
}
