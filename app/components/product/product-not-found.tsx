import { Link } from "react-router";
import { productCopy } from "~/content/product";
import { buttonClass } from "~/components/ui/button";

export function ProductNotFound() {
  return (
    <section className="page-narrow py-16">
      <p className="font-serif text-7xl text-indigo" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">{productCopy.notFound.title}</h1>
      <p className="mt-4 text-ink-soft">{productCopy.notFound.text}</p>
      <Link to="/shop" className={buttonClass("primary", "mt-8")}>
        {productCopy.notFound.back}
      </Link>
    </section>
  );
}
