import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'viewer-demo-1';

/** Signs in through the login page as a seed user. */
export async function signIn(page: Page, username: string, password = PASSWORD, baseURL = ''): Promise<void> {
  await page.goto(`${baseURL}/#/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/#\/login/);
}
