import { useId, useRef, useState } from "react";
import { productCopy } from "~/content/product";
import { cn } from "~/lib/cn";
import { artImage } from "~/lib/art";
import { Sheet, SheetClose, SheetTrigger } from "~/components/ui/sheet";
import { useSeedFromDom } from "~/lib/seed-from-dom";

export interface GalleryImage {
  src: string;
  alt: string;
}

const t = productCopy.gallery;

/**
 * Which main image shows follows the checked thumbnail through CSS (:has), so picking one works before
 * hydration and without JavaScript. Written out, as Tailwind only sees whole class names; image 0 is
 * hidden when another is checked, so a browser without :has still shows the first image.
 */
const SHOWN_WHEN_PICKED = [
  "group-has-[[data-image]:checked:not([data-image='0'])]/gallery:hidden",
  "hidden group-has-[[data-image='1']:checked]/gallery:block",
  "hidden group-has-[[data-image='2']:checked]/gallery:block",
  "hidden group-has-[[data-image='3']:checked]/gallery:block",
  "hidden group-has-[[data-image='4']:checked]/gallery:block",
  "hidden group-has-[[data-image='5']:checked]/gallery:block",
  "hidden group-has-[[data-image='6']:checked]/gallery:block",
  "hidden group-has-[[data-image='7']:checked]/gallery:block",
];

/**
 * The product's images: a main image, thumbnails (a radio group) when there is more than one, and a zoom
 * dialog (the shop's one dialog primitive, ui/sheet.tsx, centred: focus moves into it, Escape and the
 * backdrop close it, focus returns to the opener). The thumbnails and the zoom button work before hydration too (ADR 011).
 */
export function ProductGallery({ images: all, accent }: { images: GalleryImage[]; accent: string }) {
  const images = all.slice(0, SHOWN_WHEN_PICKED.length);
  const [index, setIndex] = useState(0);
  const thumbsRef = useRef<HTMLFieldSetElement>(null);
  const id = useId();
  const dialogId = `${id}-zoom`;
  const current = images[index] ?? images[0];

  // A thumbnail picked before hydration is what the zoom shows.
  useSeedFromDom(() => {
    const picked = thumbsRef.current?.querySelector<HTMLInputElement>("input:checked");
    if (picked) setIndex(Number(picked.value));
  });

  // A swipe across the main image on a touch screen shows the next or the previous photo (ADR 079): the thumbnail's
  // radio is checked, so the CSS that picks the shown image and the zoom agree with it.
  const swipeFrom = useRef<number | null>(null);
  const pick = (i: number) => {
    const radio = thumbsRef.current?.querySelector<HTMLInputElement>(`input[data-image="${i}"]`);
    if (!radio) return;
    radio.checked = true;
    setIndex(i);
  };

  if (!current) return null;
  const many = images.length > 1;

  return (
    <div className="group/gallery md:sticky md:top-6">
      <div
        className="relative grid touch-pan-y overflow-hidden rounded-3xl ring-1 ring-ink/5"
        style={{ backgroundColor: `${accent}33` }}
        onTouchStart={many ? (e) => (swipeFrom.current = e.touches[0]?.clientX ?? null) : undefined}
        onTouchEnd={
          many
            ? (e) => {
                const from = swipeFrom.current;
                const to = e.changedTouches[0]?.clientX;
                swipeFrom.current = null;
                if (from === null || to === undefined || Math.abs(to - from) < 40) return;
                pick((index + (to < from ? 1 : images.length - 1)) % images.length);
              }
            : undefined
        }
      >
        {images.map((img, i) => (
          <img
            key={img.src}
            {...artImage(img.src, "(min-width: 768px) 50vw, 100vw")}
            alt={img.alt}
            width={800}
            height={800}
            fetchPriority={i === 0 ? "high" : undefined}
            loading={i === 0 ? undefined : "lazy"}
            className={cn("aspect-square w-full object-cover [grid-area:1/1]", many && SHOWN_WHEN_PICKED[i])}
          />
        ))}
        <SheetTrigger
          sheetId={dialogId}
          className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-sm font-medium shadow-sm ring-1 ring-ink/10 backdrop-blur hover:bg-white"
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
            <circle cx="7" cy="7" r="4.5" />
            <path d="M10.5 10.5 14 14M7 5v4M5 7h4" strokeLinecap="round" />
          </svg>
          {t.zoom}
        </SheetTrigger>
      </div>

      {many && (
        <fieldset ref={thumbsRef} className="mt-4">
          <legend className="sr-only">{t.label}</legend>
          {/* Five columns whatever the width, so five thumbnails fit a 320 px phone without scrolling sideways. */}
          <div className="grid max-w-lg grid-cols-5 gap-2 sm:gap-3">
            {images.map((img, i) => (
              <label
                key={img.src}
                className="relative block aspect-square cursor-pointer overflow-hidden rounded-2xl ring-2 ring-transparent transition hover:ring-ink/20 has-checked:ring-indigo has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo"
              >
                <input
                  type="radio"
                  name={`${id}-image`}
                  value={i}
                  data-image={i}
                  defaultChecked={i === 0}
                  onChange={() => setIndex(i)}
                  aria-label={t.showImage(img.alt)}
                  // Transparent over the thumbnail: the picture is what one clicks, the radio is what is checked.
                  className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
                />
                <img {...artImage(img.src, "96px")} alt="" width={96} height={96} loading="lazy" className="size-full object-cover" />
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <Sheet id={dialogId} side="center" labelledBy={`${id}-title`} bodyClassName="">
        <div className="flex items-center justify-between gap-4 px-5 py-4">
          <h2 id={`${id}-title`} className="text-lg">
            {t.dialogTitle(current.alt)}
          </h2>
          <SheetClose
            sheetId={dialogId}
            className="rounded-full px-4 py-2 text-sm font-medium ring-1 ring-ink/20 hover:bg-white"
          >
            {t.close}
          </SheetClose>
        </div>
        <div className="px-5 pb-5">
          <img
            src={current.src}
            alt={current.alt}
            width={800}
            height={800}
            className="mx-auto h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-2xl"
          />
        </div>
      </Sheet>
    </div>
  );
}
