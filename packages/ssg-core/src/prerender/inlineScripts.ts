import type { SiteData } from '@sitegen/runtime/types.ts';

// The only inline scripts of the site. They run before first paint so the reader never
// sees the wrong color mode or a dismissed announcement bar. Their hashes go in the CSP.

export function colorModeScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  const bar = site.announcementBar;
  return [
    '(function(){var d=document.documentElement,s;',
    "try{s=localStorage}catch(e){}",
    "function g(k){try{return s&&s.getItem(k)}catch(e){return null}}",
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
 * When the site is served under a path its baseUrl does not match, the app cannot load:
 * show a red banner saying so, with the baseUrl to try. Runs without the app's JavaScript.
 */
export function baseUrlScript(site: SiteData): string {
  return [
    '(function(){var b=',
    JSON.stringify(site.baseUrl),
    ',p=location.pathname;if(p.indexOf(b)===0)return;',
    "var s=p.replace(/[^/]*$/,'');",
    "var e=document.createElement('div');e.id='__sitegen-base-url-issue';e.setAttribute('role','alert');",
    "e.style.cssText='background:#c62828;color:#fff;padding:1rem;font:16px/1.5 system-ui,sans-serif';",
    "e.textContent='Your site did not load properly. The current URL does not match the site\\u2019s configured baseUrl '+b+'. We suggest trying baseUrl = '+s;",
    "document.body.insertBefore(e,document.body.firstChild)})()",
  ].join('');
}
