/**
 * Runs in the page's <head> (inline, before hydration) for browsers that do not yet open dialogs from
 * `commandfor` buttons or close them with `closedby="any"` (components/ui/sheet.tsx): a tap on the mobile
 * menu button then opens the menu before React has hydrated, as it does natively elsewhere. Once React
 * runs (<html data-hydrated>), the components' own handlers take over and this listener stands aside.
 */
export const dialogFallback = `(function(){var D=window.HTMLDialogElement;if(!D)return;var inv="commandForElement" in HTMLButtonElement.prototype,cb="closedBy" in D.prototype;if(inv&&cb)return;document.addEventListener("click",function(e){if(document.documentElement.dataset.hydrated)return;var t=e.target;if(!inv&&t.closest){var b=t.closest("button[commandfor]");if(b){var d=document.getElementById(b.getAttribute("commandfor"));if(d instanceof D){var c=b.getAttribute("command");if(c==="show-modal"&&!d.open)d.showModal();else if(c==="close")d.close()}return}}if(!cb&&t instanceof D&&t.open&&t.getAttribute("closedby")==="any")t.close()})})();`;
