import { Link } from "react-router";
import * as sv from "~/content/sv-site";
import { buttonClass } from "~/components/ui/button";
import { NextSteps } from "./next-steps";

/** The 404 page: what happened, and somewhere to go (search, popular blends, home). */
export function NotFound() {
  return (
    <section className="page-narrow py-16">
      <p className="font-serif text-7xl text-indigo" aria-hidden="true">
        {sv.notFound.code}
      </p>
      <h1 className="mt-4 text-3xl">{sv.notFound.title}</h1>
      <p className="mt-4 text-ink-soft">{sv.notFound.text}</p>
      <Link to="/" className={buttonClass("primary", "mt-6")}>
        {sv.notFound.home}
      </Link>
      <NextSteps className="mt-12" />
    </section>
  );
}
