// Vite builds the single-page app into dist/, which the API server serves at /. In development the dev server
// forwards /api to the API process (npm run dev -w @tms/api, port 3000).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
          ],
        },
      },
    },
  },
});
