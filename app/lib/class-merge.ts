/**
 * Tailwind class conflicts: which class of a list a later one overrides. This is tailwind-merge's algorithm (right to
 * left, a class is dropped when a later one with the same variants has its group or a group that overrides it) with a
 * rule table for the utilities this shop writes. `class-merge.test.ts` compares it with tailwind-merge for every pair
 * of class names in the app's source, so a class the table does not know fails there.
 *
 * Not in the browser's code: `cn()` only joins (lib/cn.ts), and components resolve their own overrides (ADR 043,
 * fifth round). The server uses this to refuse a class list with a conflict when STILLA_CHECK_CLASSES=1 (the e2e
 * server and the server tests: app/server/class-check.server.ts), and the unit tests to check literal lists.
 */

/** The class list with every class that a later one overrides left out. */
export function mergeClasses(classes: string): string {
  let merged = mergedCache.get(classes);
  if (merged === undefined) {
    merged = merge(classes);
    if (mergedCache.size >= MERGED_CACHE_SIZE) mergedCache.delete(mergedCache.keys().next().value!);
    mergedCache.set(classes, merged);
  }
  return merged;
}

/** The classes of the list that a later, different class overrides (empty when there is none; a repeat is no conflict). */
export function overriddenClasses(classes: string): string[] {
  const kept = new Set(mergeClasses(classes).split(" "));
  return [...new Set(classes.trim().split(/\s+/))].filter((token) => token && !kept.has(token));
}

const MERGED_CACHE_SIZE = 1_000;
const mergedCache = new Map<string, string>();

type Rule = readonly [pattern: RegExp, group: string | ((m: RegExpMatchArray) => string)];

const SIDES: Record<string, string[]> = {
  "": ["t", "r", "b", "l", "s", "e", "x", "y", "tl", "tr", "br", "bl", "ss", "se", "ee", "es"],
  x: ["r", "l", "s", "e"],
  y: ["t", "b"],
  t: ["tl", "tr"],
  r: ["tr", "br"],
  b: ["br", "bl"],
  l: ["tl", "bl"],
  s: ["ss", "es"],
  e: ["se", "ee"],
};

const NUM = String.raw`\d+(?:\.\d+)?`;
const ARB = String.raw`\[.+\]|\(.+\)`;
/** Values of spacing and sizing utilities (numbers of the spacing scale, keywords, container sizes, arbitrary). */
const SIZE = `(?:${NUM}|px|auto|full|screen|min|max|fit|dvh|svh|lvh|dvw|svw|lvw|prose|3xs|2xs|xs|sm|md|lg|xl|\\dxl|${ARB})`;
const re = (source: string) => new RegExp(source);
const LENGTH = /^\[(?:length:)?-?(?:\d*\.?\d+(?:px|r?em|%|vh|vw|dvh|svh|lvh|ch|ex|pt)|calc\(.+\)|clamp\(.+\)|min\(.+\)|max\(.+\))\]$/;
const SIZE_WORD = /^(?:xs|sm|base|md|lg|\d?xl)$/;

/** Class groups; the first matching rule wins. `conflicts` below says which groups a group also overrides. */
const RULES: Rule[] = [
  [/^(?:block|inline-block|inline|flex|inline-flex|table|grid|inline-grid|contents|hidden)$/, "display"],
  [/^(?:static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(?:visible|invisible|collapse)$/, "visibility"],
  [/^(?:sr-only|not-sr-only)$/, "sr"],
  [/^(?:isolate|isolation-auto)$/, "isolation"],
  [/^(?:italic|not-italic)$/, "font-style"],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(?:underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^(?:truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^(?:antialiased|subpixel-antialiased)$/, "font-smoothing"],
  [/^(?:tabular-nums|proportional-nums)$/, "fvn-spacing"],
  [/^(?:grow|grow-0|grow-\[.+\]|grow-\d+)$/, "grow"],
  [/^(?:shrink|shrink-0|shrink-\[.+\]|shrink-\d+)$/, "shrink"],
  [/^transform(?:-none|-gpu|-cpu)?$/, "transform"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-(.+)$/, (m) => (SIZE_WORD.test(m[1]!) || LENGTH.test(m[1]!) ? "font-size" : "text-color")],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^leading-/, "leading"],
  [/^tracking-(?:tighter|tight|normal|wide|wider|widest|\[.+\]|\(.+\))$/, "tracking"],
  [/^decoration-/, "decoration-color"],
  [/^underline-offset-/, "underline-offset"],
  [/^whitespace-/, "whitespace"],
  [/^break-(?:normal|words|all|keep)$/, "break"],
  [/^list-(?:none|disc|decimal|\[.+\])$/, "list-type"],
  [/^bg-(?:no-repeat|repeat.*)$/, "bg-repeat"],
  [/^bg-(?:none|linear-.+|radial.*|conic.*|\[url\(.+\)\])$/, "bg-image"],
  [/^bg-/, "bg-color"],
  [/^from-/, "gradient-from"],
  [/^via-/, "gradient-via"],
  [/^to-/, "gradient-to"],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-(?:collapse|separate)$/, "border-collapse"],
  [/^border(?:-([xytrblse]))?(?:-(\d+|\[(?:length:)?\d.*\]))?$/, (m) => `border-w${m[1] ? `-${m[1]}` : ""}`],
  [/^border-([xytrblse])-/, (m) => `border-color-${m[1]}`],
  [/^border-/, "border-color"],
  [/^rounded(?:-(tl|tr|br|bl|ss|se|ee|es|t|r|b|l|s|e)(?=-|$))?(?:-.+)?$/, (m) => `rounded${m[1] ? `-${m[1]}` : ""}`],
  [/^ring-inset$/, "ring-inset"],
  [/^ring(?:-\d+|-\[(?:length:)?\d.*\])?$/, "ring-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-/, "ring-color"],
  [/^outline-(?:none|hidden|solid|dashed|dotted|double)$/, "outline-style"],
  [/^outline(?:-\d+)?$/, "outline-w"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-/, "outline-color"],
  [/^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*\d.*_.+\]))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [re(`^opacity-(?:${NUM}|${ARB})$`), "opacity"],
  [re(`^z-(?:${NUM}|auto|${ARB})$`), "z"],
  [re(`^order-(?:${NUM}|first|last|none|${ARB})$`), "order"],
  [re(`^duration-(?:${NUM}|initial|${ARB})$`), "duration"],
  [/^ease-(?:linear|in|out|in-out|initial|\[.+\])$/, "ease"],
  [/^animate-/, "animate"],
  [/^aspect-/, "aspect"],
  [/^transition(?:-(?:all|colors|opacity|shadow|transform|none|\[.+\]))?$/, "transition"],
  [re(`^translate-x-${SIZE}$`), "translate-x"],
  [re(`^translate-y-${SIZE}$`), "translate-y"],
  [re(`^scale-(?:${NUM}|none|${ARB})$`), "scale"],
  [re(`^rotate-(?:${NUM}|none|${ARB})$`), "rotate"],
  [/^backdrop-blur(?:-.+)?$/, "backdrop-blur"],
  [/^grayscale(?:-.+)?$/, "grayscale"],
  [/^filter(?:-none)?$/, "filter"],
  [/^\[([a-z-]+):.+\]$/, (m) => `[${m[1]}]`],
  [/^blur(?:-.+)?$/, "blur"],
  [re(`^grid-cols-(?:${NUM}|none|subgrid|${ARB})$`), "grid-cols"],
  [re(`^col-start-(?:${NUM}|auto|${ARB})$`), "col-start"],
  [re(`^col-(?:auto|span-(?:${NUM}|full|${ARB})|${NUM}|${ARB})$`), "col-start-end"],
  [re(`^row-start-(?:${NUM}|auto|${ARB})$`), "row-start"],
  [re(`^gap-x-${SIZE}$`), "gap-x"],
  [re(`^gap-y-${SIZE}$`), "gap-y"],
  [re(`^gap-${SIZE}$`), "gap"],
  [/^space-x-reverse$/, "space-x-reverse"],
  [/^space-y-reverse$/, "space-y-reverse"],
  [re(`^space-y-${SIZE}$`), "space-y"],
  [re(`^(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me)-${SIZE}$`), (m) => m[1]!],
  [re(`^(inset-x|inset-y|inset|start|end|top|right|bottom|left)-${SIZE}$`), (m) => m[1]!],
  [re(`^(min-w|max-w|min-h|max-h|size|w|h)-${SIZE}$`), (m) => m[1]!],
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, "flex-direction"],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, "flex-wrap"],
  [re(`^flex-(?:${NUM}|auto|initial|none|${ARB})$`), "flex"],
  [re(`^basis-${SIZE}$`), "basis"],
  [/^justify-(?:normal|start|end|center|between|around|evenly|stretch)$/, "justify-content"],
  [/^items-(?:start|end|center|baseline|stretch)$/, "align-items"],
  [/^self-(?:auto|start|end|center|stretch|baseline)$/, "align-self"],
  [/^align-(?:baseline|top|middle|bottom)$/, "vertical-align"],
  [/^hyphens-(?:none|manual|auto)$/, "hyphens"],
  [/^@container(?:\/.+)?$/, "container-type"],
  [/^overflow-x-(?:auto|hidden|clip|visible|scroll)$/, "overflow-x"],
  [/^overflow-y-(?:auto|hidden|clip|visible|scroll)$/, "overflow-y"],
  [/^overflow-(?:auto|hidden|clip|visible|scroll)$/, "overflow"],
  [/^overscroll-(?:auto|contain|none)$/, "overscroll"],
  [/^object-(?:contain|cover|fill|none|scale-down)$/, "object-fit"],
  [/^line-clamp-/, "line-clamp"],
  [/^cursor-/, "cursor"],
  [/^pointer-events-/, "pointer-events"],
  [/^resize(?:-.+)?$/, "resize"],
  [/^appearance-/, "appearance"],
  [/^scroll-(m[xytrblse]?|p[xytrblse]?)-/, (m) => `scroll-${m[1]}`],
  [/^accent-/, "accent"],
  [/^placeholder-/, "placeholder-color"],
  [/^divide-x(?:-.+)?$/, "divide-x"],
  [/^divide-y(?:-.+)?$/, "divide-y"],
  [/^divide-/, "divide-color"],
];

/** A group also overrides these (tailwind-merge's `conflictingClassGroups`). */
const CONFLICTS: Record<string, string[]> = {
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  "line-clamp": ["display", "overflow"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
};
for (const [side, covered] of Object.entries(SIDES)) {
  const suffix = side ? `-${side}` : "";
  CONFLICTS[`rounded${suffix}`] = covered.map((s) => `rounded-${s}`);
  CONFLICTS[`border-w${suffix}`] = covered.map((s) => `border-w-${s}`);
  CONFLICTS[`border-color${suffix}`] = covered.map((s) => `border-color-${s}`);
}

const groupCache = new Map<string, string | null>();
function groupOf(utility: string): string | null {
  let group = groupCache.get(utility);
  if (group !== undefined) return group;
  group = null;
  for (const [pattern, name] of RULES) {
    const m = utility.match(pattern);
    if (m) {
      group = typeof name === "string" ? name : name(m);
      break;
    }
  }
  groupCache.set(utility, group);
  return group;
}

/** Splits `md:hover:!-mt-2` into its variants and the utility, ignoring colons inside brackets. */
function parse(token: string): { modifiers: string[]; important: boolean; utility: string } {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      modifiers.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  let important = false;
  if (utility.startsWith("!")) {
    important = true;
    utility = utility.slice(1);
  } else if (utility.endsWith("!")) {
    important = true;
    utility = utility.slice(0, -1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  // A postfix (`bg-ink/5`, `w-1/2`) does not change the group.
  const slash = utility.lastIndexOf("/");
  if (slash > 0 && !utility.slice(slash).includes("]")) utility = utility.slice(0, slash);
  return { modifiers, important, utility };
}

/** Variants in a stable order: runs of plain variants sorted, arbitrary ones (`[&_p]`) keep their place. */
function modifierKey(modifiers: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const m of modifiers) {
    if (m.startsWith("[")) {
      out.push(...run.sort(), m);
      run = [];
    } else run.push(m);
  }
  out.push(...run.sort());
  return out.join(":");
}

function merge(classes: string): string {
  const tokens = classes.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (!token) continue;
    const { modifiers, important, utility } = parse(token);
    const group = groupOf(utility);
    if (!group) {
      kept.push(token);
      continue;
    }
    const prefix = `${modifierKey(modifiers)}${important ? "!" : ""}:`;
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
