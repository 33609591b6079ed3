import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          // Every story is a test (render + play + the axe check in .storybook/preview.tsx).
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                  args: chromiumArgs,
                },
                // Stories are checked at rest: the preview drops motion under reduced motion.
                contextOptions: { reducedMotion: 'reduce' },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          // Node tests over the built output: dist checks and screenshots of storybook-static.
          extends: true,
          test: {
            name: 'build',
            environment: 'node',
            include: ['test/**/*.test.ts'],
            // the screenshots of every story are one test: minutes on a busy 2-core machine
            testTimeout: 600_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
