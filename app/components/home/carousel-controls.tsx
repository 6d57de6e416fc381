import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";

/** True after hydration: controls that need JavaScript render only then (no dead buttons without JS). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const roundButton =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-white/30 focus-visible:outline-white";

export function ArrowButton({
  direction,
  label,
  controls,
  onClick,
}: {
  direction: "previous" | "next";
  label: string;
  controls: string;
  onClick: () => void;
}) {
  return (
    <button type="button" aria-label={label} aria-controls={controls} onClick={onClick} className={roundButton}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}

export function PlayPauseButton({ playing, labels, onClick }: { playing: boolean; labels: { pause: string; play: string }; onClick: () => void }) {
  return (
    <button type="button" aria-label={playing ? labels.pause : labels.play} onClick={onClick} className={roundButton}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
      </svg>
    </button>
  );
}

/** One button per slide ("Visa bild 2"); the active one carries aria-current. */
export function SlideDots({
  count,
  active,
  label,
  controls,
  onSelect,
  className,
}: {
  count: number;
  active: number;
  label: (n: number) => string;
  controls: string;
  onSelect: (index: number) => void;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center", className)}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={label(i + 1)}
          aria-controls={controls}
          aria-current={i === active ? "true" : undefined}
          onClick={() => onSelect(i)}
          className="group inline-flex h-8 min-w-8 items-center justify-center px-1.5 focus-visible:outline-white"
        >
          <span
            aria-hidden="true"
            className={cn(
              "block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none",
              i === active ? "w-8 bg-white" : "w-2 bg-white/55 group-hover:bg-white/80",
            )}
          />
        </button>
      ))}
    </div>
  );
}
