import type { Page } from "@playwright/test";

/**
 * What is wrong with the focus now (ADR 072; WCAG 2.2 2.4.11, 2.4.3): null when a visible element has it and nothing
 * covers its centre; otherwise "focus is on <body>", "… is outside the viewport" or "… is covered by …".
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return "focus is on <body>";
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null; // nothing drawn to cover (a skip link's first frame)
    // The centre of the part of the element inside the viewport: a tall element may reach past it.
    const x = (Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2;
    const y = (Math.max(r.top, 0) + Math.min(r.bottom, innerHeight)) / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `${name} is outside the viewport`;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === el || el.contains(hit)) return null;
    const by = hit.closest("header, [role=region], section, dialog, div") ?? hit;
    return `${name} is covered by ${by.tagName.toLowerCase()}.${String(by.className).split(" ").slice(0, 3).join(".")}`;
  });
}
