import { Link } from "react-router";
import { sv } from "~/content/sv";
import { buttonClass } from "~/components/ui/button";

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="font-serif text-7xl text-indigo" aria-hidden="true">
        {sv.notFound.code}
      </p>
      <h1 className="mt-4 text-3xl">{sv.notFound.title}</h1>
      <p className="mt-4 text-ink-soft">{sv.notFound.text}</p>
      <Link to="/" className={buttonClass("primary", "mt-8")}>
        {sv.notFound.home}
      </Link>
    </section>
  );
}
