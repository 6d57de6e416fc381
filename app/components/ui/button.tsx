import { cn } from "~/lib/cn";

type Variant = "primary" | "secondary" | "ghost";

/** A variant's classes by what a caller may replace (`cn()` does not merge: lib/cn.ts). */
const variants: Record<Variant, { bg?: string; hoverBg: string; text: string; ring?: string }> = {
  primary: { bg: "bg-indigo", hoverBg: "hover:bg-indigo/90", text: "text-white" },
  secondary: { bg: "bg-white", hoverBg: "hover:bg-oat-dark", text: "text-ink", ring: "ring-1 ring-ink/25" },
  ghost: { hoverBg: "hover:bg-ink/5", text: "text-ink" },
};

/** Whether the caller's classes have a utility of this kind (without a variant such as `sm:`). */
const gives = (className: string, kind: RegExp) => className.split(/\s+/).some((c) => kind.test(c));

/**
 * A button's classes. The caller's classes come last and replace the button's own where they set the same thing:
 * padding (`p-*`, `px-*`, `py-*`), background, hover background, ring width.
 */
export function buttonClass(variant: Variant = "primary", className = "") {
  const v = variants[variant];
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:opacity-60",
    !gives(className, /^px?-/) && "px-6",
    !gives(className, /^py?-/) && "py-3",
    !gives(className, /^bg-/) && v.bg,
    v.text,
    v.ring && !gives(className, /^ring-(?:0|1|2|4|8)$/) && v.ring,
    !gives(className, /^hover:bg-/) && v.hoverBg,
    className,
  );
}

export function Button({
  variant = "primary",
  className,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button {...props} className={buttonClass(variant, className)} />;
}
