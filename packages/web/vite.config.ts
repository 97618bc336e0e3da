// Vite builds the single-page app into dist/, which the API server serves at /. In development the dev server
// forwards /api to the API process (npm run dev -w @tms/api, port 3000).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The Roboto face of a screen's running text (regular, latin: Spanish text). Headings, buttons and medium text load
 * theirs as the screen draws them: preloading them too (another 44 KB) held back the code on a slow phone network.
 */
const FIRST_FONTS = /roboto-latin-400-normal-[\w-]+\.woff2$/;

/**
 * index.html preloads the font of the running text, so it arrives beside the code: asked for only once the code draws
 * text, it came after it and the text, first laid out in a fallback font, wrapped anew and moved what follows (layout
 * shift: the push-offer banner's paragraph, 0.03 on a throttled phone).
 */
function preloadFirstFont(): Plugin {
  return {
    name: 'tms:preload-first-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => FIRST_FONTS.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstFont()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No public source maps; the manifest lets scripts/check-bundle-budget.mjs measure what each screen loads first.
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small Material UI modules that several screens share travel in one chunk instead of dozens of files
          // under a kilobyte each: every screen's first load is 1-7 KB (gzip) smaller, /sign-in included.
          groups: [
            { name: 'mui-shared', test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/, maxModuleSize: 3000, minShareCount: 3 },
            // The icons that several screens share (a few hundred bytes each) travel in one chunk too: a signed-in screen
            // fetches 7-9 files fewer before it shows (six at a time over HTTP/1.1, a round trip each on a phone);
            // /sign-in's first load grows by about 2 KB. Only the icons move: what they import stays where it was.
            {
              name: 'icons-shared',
              test: /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
