import type { SiteData } from '@sitegen/runtime/types.ts';
import { APP_STARTED_FLAG } from '@sitegen/runtime/appStarted.ts';

// The only inline scripts of the site. They run before first paint so the reader never
// sees the wrong color mode or a dismissed announcement bar. Their hashes go in the CSP.

/** Every inline script of a page, as renderDocument.ts places them: the CSP allows exactly these. */
export function inlineScriptsOf(site: SiteData): [colorMode: string, baseUrl: string] {
  return [colorModeScript(site), baseUrlScript(site)];
}

export function colorModeScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  const bar = site.announcementBar;
  return [
    '(function(){var d=document.documentElement,s;',
    'try{s=localStorage}catch(e){}',
    'function g(k){try{return s&&s.getItem(k)}catch(e){return null}}',
    "var t=g('theme');",
    `if(t!=='light'&&t!=='dark'){t=${respectPrefersColorScheme ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':${JSON.stringify(defaultMode)}` : JSON.stringify(defaultMode)}}`,
    "d.setAttribute('data-theme',t);",
    bar
      ? `if(g('docusaurus.announcement.id')===${JSON.stringify(bar.id)}&&g('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','true');`
      : '',
    '})()',
  ].join('');
}

/**
 * When the site is served under a path its baseUrl does not match, the app's JavaScript
 * cannot load. Then the home page shows a red banner saying so, with the baseUrl to try
 * (the current path). Runs without the app: at DOMContentLoaded every module script has run,
 * so a missing start flag means the entry failed to load.
 */
export function baseUrlScript(site: SiteData): string {
  return [
    "document.addEventListener('DOMContentLoaded',function(){",
    `if(window[${JSON.stringify(APP_STARTED_FLAG)}])return;`,
    "var r=document.getElementById('__sitegen');if(!r||r.getAttribute('data-route')!=='/')return;",
    "var s=location.pathname.replace(/[^/]*$/,'');",
    "var e=document.createElement('div');e.id='__sitegen-base-url-issue';e.setAttribute('role','alert');",
    "e.style.cssText='background:#c62828;color:#fff;padding:1rem;font:16px/1.5 system-ui,sans-serif';",
    `e.textContent='Your site did not load properly. The current URL does not match the configured baseUrl ${jsString(site.baseUrl)}, so its scripts and styles cannot load. We suggest trying baseUrl = '+s;`,
    'document.body.insertBefore(e,document.body.firstChild)})',
  ].join('');
}

/** A value safe inside a single-quoted JS string in an inline script. */
function jsString(value: string): string {
  return value.replace(/[\\'<>\n\r]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
