import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const bff = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

// The SPA is built into dist/ and served by the BFF; in `npm run dev` Vite proxies /api to the BFF.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true, manifest: true },
  worker: { format: 'es' },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: bff, ws: true, changeOrigin: false } },
  },
});
