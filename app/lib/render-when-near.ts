/**
 * Sections marked `render-when-near` (app.css, ADR 050) start with `content-visibility: auto`, so the page's first
 * layout leaves out what is below the first screen. Once the page has loaded, this inline script (root.tsx) lets the
 * browser render those sections one at a time in idle time (`content-visibility: visible` on each, in page order).
 * Each step lays out one section, a short task; afterwards the page is an ordinarily rendered one, so a full-page
 * screenshot, a tool that hit-tests, or a jump to the end meets every section drawn. Without requestIdleCallback a
 * 50 ms timer stands in. Sections a client-side navigation renders later stay `auto`: drawn when they come near.
 */
/** The class (a utility in app.css) that marks such a section. */
export const RENDER_WHEN_NEAR = "render-when-near";

export const renderSectionsWhenIdle = `(function(){var ric=window.requestIdleCallback;function idle(f){ric?ric(f,{timeout:1000}):setTimeout(f,50)}function start(){var q=document.querySelectorAll(".${RENDER_WHEN_NEAR}"),i=0;idle(function step(){if(i<q.length){q[i++].style.contentVisibility="visible";idle(step)}})}if(document.readyState==="complete")start();else addEventListener("load",start)})();`;
