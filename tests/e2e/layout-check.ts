import type { Page } from "@playwright/test";

/**
 * Layout checks run inside the page (page.evaluate): sideways overflow of the document, text of a control or
 * heading that is clipped or runs out of its box, and an open dialog (mobile menu, cart drawer) whose content
 * lies outside the viewport. Each returns a list of human-readable problems; an empty list is a pass.
 */

/** Controls and headings whose text must be readable in full. */
const TEXT_SELECTOR =
  "a, button, input, select, label, summary, h1, h2, h3, h4, h5, h6";

export interface LayoutArgs {
  /** Only look inside this element (a dialog); the whole document when null. */
  scope: string | null;
  selector: string;
  /** The device width. A phone zooms out to show a page that is too wide, so innerWidth would grow with it. */
  width: number;
}

/** Runs in the browser; must not refer to anything outside its body. */
function inPage({ scope, selector, width }: LayoutArgs): string[] {
  const problems: string[] = [];
  const vw = width;

  const describe = (el: Element) => {
    const text = (el.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 60);
    const name =
      el.getAttribute("aria-label") ??
      (el as HTMLInputElement).placeholder ??
      "";
    const cls =
      typeof el.className === "string"
        ? el.className.split(/\s+/).slice(0, 4).join(".")
        : "";
    return `<${el.tagName.toLowerCase()}${cls ? "." + cls : ""}> "${text || name}"`;
  };

  /** sr-only and friends: 1 px boxes, clip, clip-path. Their text is for assistive technology. */
  const visuallyHidden = (start: Element | null): boolean => {
    for (
      let el = start;
      el && el !== document.documentElement;
      el = el.parentElement
    ) {
      const cs = getComputedStyle(el);
      if (cs.clip !== "auto" && cs.position === "absolute") return true;
      if (cs.clipPath !== "none" && cs.clipPath.startsWith("inset(50%"))
        return true;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1 && cs.overflow !== "visible")
        return true;
    }
    return false;
  };
  /** "12.5px" → 12.5 (a CSS length, not money). */
  const px = (length: string) => Number(length.replace("px", "")) || 0;
  const clipsX = (cs: CSSStyleDeclaration) =>
    cs.overflowX === "hidden" || cs.overflowX === "clip";
  const clipsY = (cs: CSSStyleDeclaration) =>
    cs.overflowY === "hidden" || cs.overflowY === "clip";
  const isInline = (el: Element) =>
    getComputedStyle(el).display === "inline" ||
    getComputedStyle(el).display === "contents";

  const root = scope ? document.querySelector(scope) : document.documentElement;
  if (!root) return [`${scope} not found`];

  // 1. Sideways overflow of the page, with the elements that stick out.
  if (!scope) {
    const sw = document.documentElement.scrollWidth;
    if (sw > vw) {
      const culprits = [...document.body.querySelectorAll("*")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (r.right <= vw + 1 || r.width === 0) return false;
          // Inside a scroller or clipper that itself fits: not the page's problem.
          for (
            let p = el.parentElement;
            p && p !== document.body;
            p = p.parentElement
          ) {
            const cs = getComputedStyle(p);
            if (
              cs.overflowX !== "visible" &&
              p.getBoundingClientRect().right <= vw + 1
            )
              return false;
          }
          // Only the outermost offender of each branch.
          const parent = el.parentElement?.getBoundingClientRect();
          return !parent || parent.right <= vw + 1;
        })
        .slice(0, 4)
        .map(describe);
      problems.push(
        `page is ${sw} px wide in a ${vw} px viewport: ${culprits.join(", ")}`,
      );
    }
  }

  // 2. Clipped or escaping text of controls and headings.
  const canvas = document.createElement("canvas").getContext("2d")!;
  const measure = (el: Element, text: string) => {
    const cs = getComputedStyle(el);
    canvas.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    return canvas.measureText(text).width;
  };
  const candidates = [...root.querySelectorAll(selector)];
  if (scope && root.matches(selector)) candidates.push(root);
  for (const el of candidates) {
    if (
      !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
      continue;
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2 || visuallyHidden(el)) continue;
    const cs = getComputedStyle(el);

    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) {
      const type = el instanceof HTMLInputElement ? el.type : "select";
      if (
        [
          "hidden",
          "checkbox",
          "radio",
          "range",
          "color",
          "file",
          "image",
        ].includes(type)
      )
        continue;
      // What the page itself writes there: the chosen option, a button's value, a placeholder (not what a visitor typed).
      const text =
        el instanceof HTMLSelectElement
          ? (el.selectedOptions[0]?.textContent ?? "")
          : ["submit", "button", "reset"].includes(type)
            ? el.value
            : el.value
              ? ""
              : el.placeholder;
      const room = el.clientWidth - px(cs.paddingLeft) - px(cs.paddingRight);
      const width = measure(el, text.trim());
      if (text.trim() && width > room + 1)
        problems.push(
          `${describe(el)}: text needs ${Math.ceil(width)} px, has ${Math.floor(room)} px`,
        );
      continue;
    }

    // The element clips its own text.
    if (
      (clipsX(cs) || cs.textOverflow === "ellipsis") &&
      el.scrollWidth > el.clientWidth + 1
    ) {
      problems.push(
        `${describe(el)}: text clipped (${el.scrollWidth} px in ${el.clientWidth} px)`,
      );
      continue;
    }
    if (clipsY(cs) && el.scrollHeight > el.clientHeight + 1) {
      problems.push(
        `${describe(el)}: text cut off below (${el.scrollHeight} px in ${el.clientHeight} px)`,
      );
      continue;
    }

    // Text that runs out of its own box, or is cut by an ancestor that hides overflow.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let reported = false;
    for (
      let node = walker.nextNode();
      node && !reported;
      node = walker.nextNode()
    ) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement!;
      if (
        visuallyHidden(parent) ||
        !parent.checkVisibility({
          opacityProperty: true,
          visibilityProperty: true,
        })
      )
        continue;
      let container: Element = parent;
      while (container !== el && isInline(container))
        container = container.parentElement!;
      const range = document.createRange();
      range.selectNodeContents(node);
      const own = container.getBoundingClientRect();
      for (const r of range.getClientRects()) {
        if (r.width === 0) continue;
        if (r.right > own.right + 1 || r.left < own.left - 1) {
          problems.push(
            `${describe(el)}: text runs ${Math.ceil(Math.max(r.right - own.right, own.left - r.left))} px out of its box`,
          );
          reported = true;
          break;
        }
        for (
          let a = container.parentElement;
          a && a !== document.documentElement;
          a = a.parentElement
        ) {
          const acs = getComputedStyle(a);
          if (!clipsX(acs) && !clipsY(acs)) continue;
          const ar = a.getBoundingClientRect();
          const outside =
            r.right <= ar.left ||
            r.left >= ar.right ||
            r.bottom <= ar.top ||
            r.top >= ar.bottom;
          if (outside) continue; // wholly hidden on purpose (a slide that is not shown)
          const cutX =
            clipsX(acs) && (r.right > ar.right + 1 || r.left < ar.left - 1);
          const cutY =
            clipsY(acs) && (r.bottom > ar.bottom + 1 || r.top < ar.top - 1);
          if (cutX || cutY) {
            problems.push(
              `${describe(el)}: text cut by ${describe(a).slice(0, 60)}`,
            );
            reported = true;
            break;
          }
        }
        if (reported) break;
      }
    }
  }
  return problems;
}

export function layoutProblems(
  page: Page,
  scope: string | null = null,
): Promise<string[]> {
  return page.evaluate(inPage, {
    scope,
    selector: TEXT_SELECTOR,
    width: page.viewportSize()!.width,
  });
}

/**
 * An open dialog (side sheet) must lie inside the viewport, show as much of its content as the viewport
 * allows (not squeezed into a strip), and every control in it must be reachable: scrolled into view, it is
 * inside the viewport and on top where it is drawn.
 */
export function dialogProblems(
  page: Page,
  dialogSelector: string,
): Promise<string[]> {
  const { width: vw, height: vh } = page.viewportSize()!;
  return page.evaluate(
    async ({ selector, vw, vh }) => {
      const problems: string[] = [];
      const dialog = document.querySelector(selector);
      // Measure where the sheet comes to rest, not a frame of its slide-in transition.
      if (dialog) await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
      if (!dialog || !dialog.checkVisibility())
        return [`${selector} is not open`];
      const box = dialog.getBoundingClientRect();
      if (
        box.left < -1 ||
        box.top < -1 ||
        box.right > vw + 1 ||
        box.bottom > vh + 1
      ) {
        problems.push(
          `dialog box ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)} is outside the ${vw}×${vh} viewport`,
        );
      }
      const contentHeight = Math.max(
        dialog.scrollHeight,
        ...[...dialog.querySelectorAll("*")].map((el) => el.scrollHeight),
      );
      if (box.height + 1 < Math.min(contentHeight, vh)) {
        problems.push(
          `dialog shows ${Math.round(box.height)} px of ${contentHeight} px of content in a ${vh} px viewport`,
        );
      }
      for (const el of dialog.querySelectorAll<HTMLElement>(
        "a[href], button, input, select, textarea, summary",
      )) {
        if (
          !el.checkVisibility({ visibilityProperty: true }) ||
          el.closest(".sr-only")
        )
          continue;
        el.scrollIntoView({ block: "nearest", inline: "nearest" });
        const r = el.getBoundingClientRect();
        const label = (
          el.textContent ||
          el.getAttribute("aria-label") ||
          el.tagName
        )
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 40);
        if (
          r.left < -1 ||
          r.top < -1 ||
          r.right > vw + 1 ||
          r.bottom > vh + 1
        ) {
          problems.push(
            `"${label}" lies outside the viewport (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`,
          );
          continue;
        }
        const hit = document.elementFromPoint(
          r.left + r.width / 2,
          r.top + r.height / 2,
        );
        if (!hit || !(el === hit || el.contains(hit)))
          problems.push(`"${label}" is covered or clipped where it is drawn`);
      }
      return problems;
    },
    { selector: dialogSelector, vw, vh },
  );
}
