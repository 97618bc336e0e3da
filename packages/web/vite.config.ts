// Vite builds the single-page app into dist/, which the API server serves at /. In development the dev server
// forwards /api to the API process (npm run dev -w @tms/api, port 3000).
import { build, defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { emitFirstViewFiles, firstViewChunkName, planFirstViewAreas } from './build/first-view-chunks';
import { inlineStylesheet } from './build/inline-stylesheet';

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

const config: UserConfig = {
  plugins: [react(), preloadFirstFont(), inlineStylesheet()],
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
    // Fonts are never written into the stylesheet as data: URLs (Vite does so under 4 KB: Roboto's Greek-extended
    // faces, 28 KB of base64 that every page waited for); each face is its own file, fetched only for the text that needs it.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
};

/**
 * The areas of the first view's files (build/first-view-chunks.ts), read from a build that is not written: the bundler
 * cuts it alone.
 */
async function firstViewAreas() {
  const probe = await build({
    ...config,
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    build: { ...config.build, write: false, emptyOutDir: false },
  });
  const outputs = Array.isArray(probe) ? probe : [probe];
  const output = outputs.flatMap((result) => ('output' in result ? result.output : []));
  return planFirstViewAreas(output, import.meta.dirname);
}

export default defineConfig(async ({ command, isPreview }) => {
  if (command !== 'build' || isPreview) return config;
  const areas = await firstViewAreas();
  return mergeConfig(config, {
    plugins: [emitFirstViewFiles()],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: firstViewChunkName(areas), debugName: 'first-view', includeDependenciesRecursively: false }],
          },
        },
      },
    },
  });
});
