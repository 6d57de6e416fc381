/** The type that keeps React Router's boot module from running until the first paint (boot-scripts.server.ts). */
export const HELD_BOOT_TYPE = "text/x-stilla-boot";

/**
 * Runs in the page's <head> (a classic inline script, so it needs no download). On the first contentful
 * paint (or after DOMContentLoaded, whichever is later) it swaps the held boot block for a real module
 * script with the same code and nonce, which the browser then runs. Browsers without paint timing boot on
 * the first animation frame; a 5 s timer covers a page that never reports a paint (opened in the background).
 */
export const bootAfterFirstPaint = `(function(){var started=false;function boot(){if(started)return;if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",boot);return}started=true;var held=document.querySelector('script[type="${HELD_BOOT_TYPE}"]');if(!held)return;var s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;held.replaceWith(s)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,obs){if(list.getEntriesByName("first-contentful-paint").length){obs.disconnect();boot()}}).observe({type:"paint",buffered:true});setTimeout(boot,5000)}else{requestAnimationFrame(function(){setTimeout(boot,0)})}})();`;
