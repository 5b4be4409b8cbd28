// The one inline script of a page (its loader), and the hash that lets exactly it past the
// Content-Security-Policy: helmet's policy allows no other inline script.
import { createHash } from 'node:crypto';
import type { Preload } from './preloads';

/**
 * A press on a link or a button of the static page released after the app replaced it (a tap that
 * straddles the swap) makes no click: the browser fires none when the pressed node left the page
 * between the press and the release (seen: pointerup on the app's link, then nothing). Pressed
 * before the swap and released after it over a control of the same kind, address and label, the
 * app's is clicked on the release (a press dragged off the control and released elsewhere stays
 * nothing, as it would be) — unless a click of the browser's own reached a control first; one of the
 * browser's that comes after the replayed one (a touch's tap can) is swallowed, so a control is
 * never activated twice. Only the primary button without modifier keys (a new tab's press is the
 * browser's). A link clicked before the swap is followed natively, also when the app takes over
 * while the browser waits for the next page (e2e/prerendered.spec.ts).
 */
const PRESS_ACROSS_SWAP =
  'var pressed=null;function down(e){pressed=null;var t=ctl(e.target);if(swapped()||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||!inRoot(t))return;pressed=[key(t),nth(r0,key(t),t)]}' +
  "function up(e){var p=pressed,c=ctl(e.target);pressed=null;if(!p||!swapped()||location.pathname!==at||!c||key(c)!==p[0])return;var done=false,seen=function(c){if(ctl(c.target))done=true};d.addEventListener('click',seen,true);" +
  "setTimeout(function(){d.removeEventListener('click',seen,true);var t=!done&&location.pathname===at&&nth(r0,p[0],null,p[1]);if(!t)return;t.click();" +
  "var twice=function(c){if(c.isTrusted&&ctl(c.target)===t){c.preventDefault();c.stopPropagation()}};d.addEventListener('click',twice,true);setTimeout(function(){d.removeEventListener('click',twice,true)},500)},0)}" +
  "d.addEventListener('pointerdown',down,true);d.addEventListener('pointerup',up,true);d.addEventListener('pointercancel',function(){pressed=null},true);";

/**
 * Until the app has rendered over the static page, its controls have no handlers yet. What the
 * visitor does meanwhile is carried over to the app the moment its DOM replaces the static page's
 * (its first commit: its handlers are attached then): text typed into a field, or an option chosen
 * in a native select (Post a Job's category), is put into the same field of the app (matched by its
 * label, name or placeholder; a select is told with `change`, which React's onChange listens to
 * there); a checkbox or radio ticked or cleared (Find Talent's order) is matched by its group's
 * label, its own label and its value (its name comes from useId, which differs between the server's
 * render and the app's) and clicked in the app when its state differs, as its onChange needs; the
 * field that had the focus has it
 * again (the caret at the end of its text, so typing goes on into it), and a click on a button
 * (Login, Sign Up, the phone menu, Search, Subscribe) is held — no native form submit — and replayed
 * on the same button (matched by its label and text, and its place among the buttons so named:
 * /login's form says "Login" as the header's button does, issue 39). A link clicked is followed as a
 * plain link; a press that straddles the swap is PRESS_ACROSS_SWAP's. Only the last click is kept.
 * The app's page can come after its first commit (its code still loading behind the shell's
 * spinner): a field or button not there yet gets its text or click when it appears, while the
 * address is the same (another page has other fields) and for at most a minute from the page's load.
 *
 * Why at the swap, not at `data-app-ready` (set by an effect after that commit), as before: between
 * the two the visitor types into the app's own fields, which this loader still recorded, and a field
 * focused in the static page lost its focus when it was replaced, so the keys that followed went
 * nowhere (seen as one field of /SignUp, /login or the reset form left empty in busy test runs).
 */
const CARRY_OVER_INPUT =
  "var held=null,typed={},focused=null,r0=d.getElementById('root'),pre=r0&&r0.firstElementChild,at=location.pathname,swapped=function(){return!pre||!r0.contains(pre)},inRoot=function(n){return r0&&n&&r0.contains(n)},label=function(b){return(b.getAttribute('aria-label')||'')+'|'+b.textContent},ticks=function(i){return/^(checkbox|radio)$/.test(i.type)},field=function(i){if(ticks(i)){var g=i.closest('[role=radiogroup],[role=group],fieldset'),l=i.closest('label');return'tick|'+(g?g.getAttribute('aria-label')||'':'')+'|'+(l?l.textContent:'')+'|'+i.value}return(i.getAttribute('aria-label')||'')+'|'+(i.name||'')+'|'+(i.placeholder||'')},isField=function(i){return inRoot(i)&&/^(INPUT|TEXTAREA|SELECT)$/.test(i.nodeName)};" +
  // A control (a link or a button) is known across the swap by its kind, address, label and text,
  // and its place among the controls so known: nth(r,k,b) is b's place, nth(r,k,null,i) the i-th.
  "function ctl(n){return n&&n.closest?n.closest('a[href],button'):null}function key(b){return b.nodeName+'|'+(b.getAttribute('href')||'')+'|'+label(b)}" +
  "function nth(r,k,b,i){var bs=r.querySelectorAll('a[href],button'),n=0;for(var j=0;j<bs.length;j++){if(key(bs[j])!==k)continue;if(b?bs[j]===b:n===i)return b?n:bs[j];n++}return b?0:null}var b0=0;" +
  "function hold(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(swapped()||!inRoot(b))return;e.preventDefault();e.stopPropagation();held=key(b);b0=nth(r0,held,b)}" +
  PRESS_ACROSS_SWAP +
  'function type(e){var i=e.target;if(!swapped()&&isField(i))typed[field(i)]=ticks(i)?i.checked:i.value}' +
  'function focus(e){var i=e.target;if(!swapped()&&isField(i))focused=field(i)}' +
  "d.addEventListener('click',hold,true);d.addEventListener('input',type,true);d.addEventListener('focusin',focus,true);" +
  // carry(): the focus back into its field, each typed text into its field once that field is there,
  // then the held click once its button is; true when nothing is left.
  "function carry(r){r.querySelectorAll('input,textarea,select').forEach(function(i){var k=field(i);if(k===focused){focused=null;var a=d.activeElement;if(!a||a===d.body)i.focus()}if(!(k in typed))return;var v=typed[k];delete typed[k];if(ticks(i)){if(i.checked!==v)i.click();return}Object.getOwnPropertyDescriptor(Object.getPrototypeOf(i),'value').set.call(i,v);i.dispatchEvent(new Event('input',{bubbles:true}));if(i.nodeName==='SELECT')i.dispatchEvent(new Event('change',{bubbles:true}))});" +
  'for(var k in typed)return false;if(held===null)return true;var t=nth(r,held,null,b0);if(!t)return false;held=null;t.click();return true}' +
  "if(r0){var w=new MutationObserver(function(){if(!swapped())return;d.removeEventListener('click',hold,true);d.removeEventListener('pointerdown',down,true);d.removeEventListener('input',type,true);d.removeEventListener('focusin',focus,true);if(location.pathname!==at||carry(r0))w.disconnect()});w.observe(r0,{childList:true,subtree:true});setTimeout(function(){w.disconnect()},6e4)}";

/**
 * The prerendered page's stylesheet (page-html.ts `prerenderedStyle`) moved to the end of <head>,
 * before any stylesheet of the app's chunks (each is appended to <head> as its chunk loads): it holds
 * only the rules the prerendered markup uses (page-css.ts), so a rule it keeps must never win over the
 * app's own sheets — e.g. its `.fl-btn` over the chunk's `.fl-btn--sm` (same specificity, later wins),
 * which made a small button of the chat's composer full height once the app had taken over. A
 * signed-in person's page writes it in the body (its head is sent before the render); a visitor's is
 * in <head> already. The rules are the same, so the first paint does not change.
 */
const PRERENDERED_STYLE_FIRST =
  "var st=d.querySelector('style[data-prerendered]');if(st&&st.parentNode!==d.head)d.head.appendChild(st);";

/**
 * Each stylesheet of the page linked as soon as its preload has arrived, in the order the app links
 * them (`ss`: [path, path from its build's root, named by its absolute URL]), instead of when the
 * app's code asks for it. The shell's and the area's chunk loaders each link a stylesheet just before
 * the script that needs it runs, and each link restyled the whole static page where the app's last
 * files were being run (issue 39: 72 + 38 ms at 4× CPU on /client-dashboard, after the last byte,
 * before React's render could start). Linked here, it is applied while the page still waits for its
 * scripts, and the app's loaders find it linked and link it no more: the chunk loaders compare a
 * link's `data-href` with the path from their build's root, the federation runtime an area's `href`
 * with its absolute URL (`Preload.sheet`). Only once its preload has arrived: a loader that finds a
 * sheet linked does not wait for it to load, and the app's first render must not come before its
 * styles. One that fails to load is unlinked, and the app's loaders fetch it as before.
 */
const LINK_STYLESHEETS =
  "var put=[];function sheet(i){if(put[i])return;var f=ss[i],u=new URL(f[0],location.href).href,ls=d.getElementsByTagName('link');for(var k=0;k<ls.length;k++)if(ls[k].rel==='stylesheet'&&ls[k].href===u)return;" +
  "var s=d.createElement('link'),next=null;s.rel='stylesheet';s.setAttribute('href',f[2]?u:f[0]);s.setAttribute('data-href',f[1]);s.onerror=function(){s.remove()};for(var j=i+1;j<ss.length&&!next;j++)if(put[j]&&put[j].parentNode===d.head)next=put[j];put[i]=s;d.head.insertBefore(s,next)}" +
  "function sheets(){ss.forEach(function(f,i){if(performance.getEntriesByName(new URL(f[0],location.href).href).length)return sheet(i);var l=d.querySelector('link[rel=preload][as=style][href=\"'+f[0]+'\"]');if(l)l.addEventListener('load',function(){sheet(i)})})}";

/**
 * The page's other files (`p`) asked for once the shell's entry has arrived (its <head> preload
 * loaded), not with it. On a phone's line the files share its bandwidth: asked for at the first
 * paint, the page's dozen smaller files took it from the start-up's first ones, and React DOM (the
 * largest) came last, so its evaluation and the whole start-up after it waited for the last byte.
 * Asked for when the entry is in, their first bytes come a round trip later, while React DOM's last
 * ones still fill the line: it arrives ~200 ms sooner, and the entry and React DOM are evaluated
 * while the page's own files arrive (phone profile, with the Link header: the home page and /about
 * ready 40–75 ms sooner, /login no different; issue 39, docs/decisions.md stop 71). In the next task
 * when the page has no entry preloaded from <head> (a page whose first screen is an image it asked
 * for first: the line is that image's) or the entry is in already; at the latest after 3 s, and when
 * its preload fails (the app's loaders then ask for what is missing). The next task, not go()'s own:
 * appending a dozen preload links (each starts a request) and the shell's scripts made one task of
 * ~20 ms unthrottled, ~80 ms on a phone, where a first tap waits (issue 39, stop 72).
 */
const AFTER_ENTRY =
  "function afterEntry(f){var u=s[s.length-1],l=u&&d.querySelector('link[rel=preload][href=\"'+u+'\"]');if(!l||performance.getEntriesByName(new URL(u,location.href).href).length)return setTimeout(f,0);l.addEventListener('load',f);l.addEventListener('error',f);setTimeout(f,3e3)}";

/**
 * more(): the page's other files (`p`) asked for, one preload link per task, then its stylesheets
 * linked (LINK_STYLESHEETS). Appending a link starts its request there and then, and in one loop
 * the dozen links were one task of 37 ms unthrottled on /login (0.3–11 ms each, most of it the
 * request's start), which Lighthouse's phone counts four times over as blocking time (issue 39,
 * docs/decisions.md stop 90). Each next link is a `user-blocking` task of the Prioritized Task
 * Scheduling API: it runs before the entry's evaluation that waits in the default queue, so every
 * request still starts before the app's start-up, as in one loop. Where the browser has no
 * `scheduler.postTask`, the links are appended in one loop, as before.
 */
const ASK_FOR_MORE =
  "function more(){if(asked)return;asked=true;var i=0,later=window.scheduler&&scheduler.postTask?function(f){scheduler.postTask(f,{priority:'user-blocking'})}:function(f){f()};" +
  "function one(){var f=p[i++];if(!f)return sheets();var l=d.createElement('link');l.rel='preload';l.as=f[1];l.href=f[0];if(f[1]==='fetch')l.crossOrigin='anonymous';d.head.appendChild(l);later(one)}one()}";

/**
 * The inline loader: on a prerendered page after the first paint, else at once, the shell's
 * scripts in order. The start-up's first files are already coming (<head> preloads, the response's
 * `Link` header), the page's others once the entry is in (AFTER_ENTRY), and the registry is in the
 * page (`fl-registry`).
 */
export function earlyLoader({
  scripts,
  afterPaint,
  preloads = [],
  stylesheets = [],
}: {
  scripts: string[];
  afterPaint: boolean;
  /**
   * Files the page will need (preloads.ts), asked for after the first paint of a page whose HTML
   * paints, once the shell's entry is in (AFTER_ENTRY; issue 39). All of them in <head> shared the
   * slow line with what the HTML shows (/blog's cover, its LCP), and Lighthouse's simulation counts
   * every high-priority file fetched before the first paint as delaying it (its FCP 2.0–2.5 s, LCP up
   * to 3 s, for a page that painted at 0.5–0.8 s). Only the start-up's first files come from <head>,
   * at low priority (page-html.ts `startFirst`).
   */
  preloads?: Preload[];
  /**
   * Every stylesheet of the page, in the order the app links them (its preloads, in <head> or
   * `preloads`): linked as each arrives, after the first paint (LINK_STYLESHEETS).
   */
  stylesheets?: Preload[];
}): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const data = json(scripts);
  const early = json(preloads.map(({ href, as }) => [href, as]));
  const sheets = json(
    stylesheets.flatMap(({ href, sheet }) => (sheet ? [[href, sheet.chunkPath, sheet.byUrl ? 1 : 0]] : [])),
  );
  return `(function(){var d=document,s=${data},p=${early},ss=${sheets},started=false,asked=false;${LINK_STYLESHEETS}${AFTER_ENTRY}${ASK_FOR_MORE}function go(){if(started)return;started=true;sheets();if(p.length)afterEntry(more);s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=false;d.head.appendChild(e)})}${
    afterPaint
      ? PRERENDERED_STYLE_FIRST +
        CARRY_OVER_INPUT +
        "if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener('visibilitychange',go)"
      : 'go()'
  }})()`;
}

/** CSP source allowing exactly this loader (`'sha256-…'`). */
export function scriptHashOf(loader: string): string {
  return `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
}
