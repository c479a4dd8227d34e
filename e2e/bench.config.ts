import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';

// Benchmarks: run on purpose (`pnpm bench`), never as timed tests. They print their figures.
export default defineConfig({
  testDir: './bench',
  testMatch: /.*\.bench\.ts$/,
  timeout: 10 * 60_000,
  workers: 1,
  reporter: [['list']],
  globalSetup: './bench/benchSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
