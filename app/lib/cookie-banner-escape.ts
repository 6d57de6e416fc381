/**
 * Escape in the cookie banner before its own code runs (ADR 072, 074): runs in the page's <head> (inline, from the
 * server's HTML only, like dialog-fallback.ts), so it costs no bytes in the pages' JavaScript. Until the banner's part
 * is live (components/ui/deferred.tsx: `data-deferred="live"` on its wrapper; before hydration, or after it until
 * focus or a pointer first came to the banner) Escape inside the banner presses its close button, "Endast nödvändiga":
 * before hydration that is the form's plain post to /consent, after it the part's held submit. Once live, the banner's
 * own handler answers Escape and this one stands aside.
 */
export const cookieBannerEscape = `document.addEventListener("keydown",function(e){if(e.key!=="Escape"||!e.target.closest)return;var b=e.target.closest(".cookie-banner");if(!b||b.closest('[data-deferred="live"]'))return;var c=b.querySelector('button[value="necessary"]');if(c){e.preventDefault();c.click()}});`;
