import { Link } from "react-router";
import type { Route } from "./+types/home";
import { sv } from "~/content/sv";
import { buttonClass } from "~/components/ui/button";

export const meta: Route.MetaFunction = () => [
  { title: `Stilla – ${sv.tagline}` },
  { name: "description", content: "Funktionella örtteer för sömn, lugn och fokus. Små satser, noga utvalda örter, fri frakt från 500 kr." },
];

export default function Home() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20">
      <p className="text-sm uppercase tracking-[0.2em] text-sage">Stilla</p>
      <h1 className="mt-4 max-w-2xl text-5xl leading-tight">{sv.tagline}</h1>
      <p className="mt-6 max-w-xl text-lg text-ink-soft">{sv.footer.blurb}</p>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/shop" className={buttonClass("primary")}>
          {sv.nav.shop}
        </Link>
        <Link to="/quiz" className={buttonClass("secondary")}>
          {sv.nav.quiz}
        </Link>
      </div>
    </section>
  );
}
