import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // VITE_CACHE_DIR lets a check run with a cold dependency cache without touching the shared one.
  cacheDir: process.env.VITE_CACHE_DIR || undefined,
  // Pre-bundle deps Vite would otherwise discover mid-run (it then reloads and fails the running tests).
  optimizeDeps: {
    include: [
      '@tanstack/react-table',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@hookform/resolvers/valibot',
      '@tiptap/extensions',
      '@tiptap/react',
      '@tiptap/starter-kit',
      'axe-core',
      'dompurify',
      'leaflet',
      'qrcode',
      'react-dom/client',
      'react-easy-crop',
      'react-hook-form',
      'react-leaflet',
      'storybook/test',
      'yet-another-react-lightbox',
      'valibot',
    ],
  },
});
