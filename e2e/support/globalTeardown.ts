import { removeDataDirs, stopAll } from './servers';

/** Stops the servers and removes the run's database (KEEP_E2E_DB=1 keeps it to look into). */
export default async function globalTeardown() {
  await stopAll();
  if (!process.env.KEEP_E2E_DB) removeDataDirs();
}
