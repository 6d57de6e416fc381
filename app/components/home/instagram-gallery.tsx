import { homeSections } from "~/content/home-sections";
import { SectionHeading } from "./section-heading";
import { artImage } from "~/lib/art";

/** Four static tiles in the style of an Instagram feed, each linking to the shop's account. */
export function InstagramGallery() {
  const t = homeSections.instagram;
  return (
    <section aria-labelledby="instagram-title" className="page py-14 render-when-near">
      <SectionHeading id="instagram-title" eyebrow={t.handle} title={t.title} />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
        {t.tiles.map((tile) => (
          <li key={tile.image}>
            <a
              href={t.url}
              aria-label={t.tileLabel(tile.caption)}
              className="group relative block aspect-square overflow-hidden rounded-3xl bg-oat-dark"
            >
              <img
                {...artImage(tile.image, "(min-width: 768px) 25vw, 50vw")}
                alt=""
                width={tile.width}
                height={tile.height}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-end bg-linear-to-t from-ink/75 to-transparent p-4 text-sm font-medium text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                {tile.caption}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
