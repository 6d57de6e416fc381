import { useEffect, useId, useRef, useState } from "react";
import { productCopy } from "~/content/product";
import { cn } from "~/lib/cn";
import { artImage } from "~/lib/art";

export interface GalleryImage {
  src: string;
  alt: string;
}

const t = productCopy.gallery;

/**
 * The product's images: a main image, thumbnails when there is more than one, and a zoom dialog
 * (native <dialog>: focus moves into it, Escape and the backdrop close it, focus returns to the opener).
 */
export function ProductGallery({ images, accent }: { images: GalleryImage[]; accent: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const current = images[index] ?? images[0];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!current) return null;

  return (
    <div className="md:sticky md:top-6">
      <div className="relative overflow-hidden rounded-3xl ring-1 ring-ink/5" style={{ backgroundColor: `${accent}33` }}>
        <img
          {...artImage(current.src, "(min-width: 768px) 50vw, 100vw")}
          alt={current.alt}
          width={800}
          height={800}
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
        <button
          ref={openerRef}
          type="button"
          onClick={() => setOpen(true)}
          className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-sm font-medium shadow-sm ring-1 ring-ink/10 backdrop-blur hover:bg-white"
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
            <circle cx="7" cy="7" r="4.5" />
            <path d="M10.5 10.5 14 14M7 5v4M5 7h4" strokeLinecap="round" />
          </svg>
          {t.zoom}
        </button>
      </div>

      {images.length > 1 && (
        <ul aria-label={t.label} className="mt-4 flex gap-3">
          {images.map((img, i) => (
            <li key={img.src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t.showImage(img.alt)}
                aria-pressed={i === index}
                className={cn(
                  "block size-20 overflow-hidden rounded-2xl ring-2 transition sm:size-24",
                  i === index ? "ring-indigo" : "ring-transparent hover:ring-ink/20",
                )}
              >
                <img {...artImage(img.src, "96px")} alt="" width={96} height={96} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          openerRef.current?.focus();
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(false);
        }}
        className="m-auto w-[min(92vw,52rem)] rounded-3xl bg-oat p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex items-center justify-between gap-4 px-5 py-4">
          <h2 id={titleId} className="text-lg">
            {t.dialogTitle(current.alt)}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-full px-4 py-2 text-sm font-medium ring-1 ring-ink/20 hover:bg-white"
          >
            {t.close}
          </button>
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
      </dialog>
    </div>
  );
}
