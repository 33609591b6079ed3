import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundle deps Vite would otherwise discover mid-run (it then reloads and fails the running tests).
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      'axe-core',
      'dompurify',
      'qrcode',
      'react-dom/client',
      'storybook/test',
    ],
  },
});
