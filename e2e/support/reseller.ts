import { expect } from '@playwright/test';
import { API_PORT } from './servers';

/** Sets the reseller's remaining keys through the api-server's dev helper (DEV=1 in the e2e run). */
export async function setRemaining(count: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/dev/reseller/remaining-keys`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'reseller', remaining_keys: count }),
  });
  expect(response.status, await response.text()).toBe(200);
}
