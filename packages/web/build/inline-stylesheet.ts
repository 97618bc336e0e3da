// The app's only stylesheet is the @font-face rules of Roboto (the components style themselves at run time). Linked,
// it held back the page's first paint until it arrived (render blocking: 0.3–0.5 s on a phone); written into index.html
// it costs a few hundred bytes of the page instead.
import type { Plugin, Rolldown } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** index.html with each stylesheet link of the build replaced by a <style> holding that stylesheet. */
export function inlineStylesheets(html: string, bundle: Rolldown.OutputBundle): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    return `<style>${css}</style>`;
  });
}

export function inlineStylesheet(): Plugin {
  return {
    name: 'tms:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? inlineStylesheets(html, bundle) : html),
    },
  };
}
