import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { sourceConditions } from '../../scripts/source-conditions.ts';

// Relative base: the built app works from any folder and from the service worker's cache.
export default defineConfig({
  ...sourceConditions,
  base: './',
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['icon.svg', 'icon-192.png', 'icon-512.png'],
      manifest: {
        name: 'Ludimaths',
        short_name: 'Ludimaths',
        description: 'Jeux mathématiques : la piste des nombres ultimes, Zigzag, Casse-tête, Finito.',
        lang: 'fr',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#fbf7ee',
        theme_color: '#1f5f8b',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Precache the whole build (lazy game screens included) so local play works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // A new build's worker takes over as soon as it is installed instead of waiting for a message
        // that nothing sends (the plugin sets these itself only with injectRegister 'auto'); the page
        // then reloads into the new build (src/app/new-build.ts).
        skipWaiting: true,
        clientsClaim: true,
        // The game server answers /api/ itself (record downloads are navigations too).
        navigateFallbackDenylist: [/^\/api\//],
      },
    }),
    // Brotli and gzip copies beside each text asset, made once at build time: the game server sends
    // them as they are (a phone on a slow line gets the small file, and no CPU goes to compressing).
    compression({
      include: /\.(js|css|html|svg|webmanifest|json)$/,
      algorithms: ['brotliCompress', 'gzip'],
      skipIfLargerOrEqual: true,
    }),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  preview: { port: 4173, strictPort: true },
});
