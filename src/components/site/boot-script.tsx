import { ISLAND_PENDING, ISLAND_TAG, ISLAND_TAPS, PAGE_LIVE } from '../ui/island'
import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from './reload-guard'

/** Controls whose tap does nothing without JavaScript: held until their part (or the page) has hydrated. */
const HELD = 'button,[role=button],[role=option],[role=tab],[role=switch],input[type=checkbox],input[type=radio]'
/** The localStorage key of the visitor's tag-manager consent ('granted' | 'denied'). */
export const CONSENT_KEY = 'vr-consent'

/*
 * Runs in <head>, before the page's scripts and before first paint, so it is plain ES5 in a string:
 * - marks <html data-consent> when the visitor already chose, so the consent banner never flashes;
 * - reloads the page once when a script chunk of the app fails to load (a deploy replaced it, or the
 *   network dropped it): a failed <script> of /_next/static, or an error or rejection that names a
 *   failed chunk or dynamic import. The guard in sessionStorage (reload-guard.ts) stops a reload loop for 10 s;
 * - holds a tap on a button of a part that hydrates after the page (<hydrate-later data-pending>, see
 *   hydrate-later.tsx) until that part has hydrated, which taps it again: React would drop it. A tap on
 *   any other such button before the page itself has hydrated (<html> without data-live) is held until
 *   it has, and page-live.tsx taps it again. Links, submit buttons of forms and text boxes keep their
 *   native behaviour and are let through.
 */
export const BOOT_SOURCE = `(function(){var d=document.documentElement;
try{if(localStorage.getItem('${CONSENT_KEY}'))d.setAttribute('data-consent','set')}catch(e){}
var chunk=/ChunkLoadError|Loading (CSS )?chunk \\S+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
function reload(){try{var last=+sessionStorage.getItem('${RELOAD_GUARD_KEY}')||0;if(Date.now()-last<${RELOAD_GUARD_MS})return;sessionStorage.setItem('${RELOAD_GUARD_KEY}',String(Date.now()))}catch(e){return}location.reload()}
function named(x){return !!x&&chunk.test(String(x.name||'')+' '+String(x.message||x))}
addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&/\\/_next\\/static\\//.test(t.src)||named(e.error)||chunk.test(String(e.message||'')))reload()},true);
addEventListener('unhandledrejection',function(e){if(named(e.reason))reload()});
addEventListener('click',function(e){var t=e.target,c=t&&t.closest&&t.closest('${HELD}');if(!c||c.type==='submit'&&c.form)return;var w=c.closest('${ISLAND_TAG}[${ISLAND_PENDING}]')||!d.hasAttribute('${PAGE_LIVE}')&&d;if(!w)return;e.preventDefault();e.stopImmediatePropagation();(w.${ISLAND_TAPS}||(w.${ISLAND_TAPS}=[])).push(c)},true)})()`
