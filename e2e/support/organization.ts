import { apiToken } from './api';
import { latestMailTo, linkPath } from './outbox';
import { API_PORT } from './servers';

/** Helpers of the organization and Data Connect suites: fresh users and calls as a user. */

export const API = `http://127.0.0.1:${API_PORT}`;
export const FRESH_PASSWORD = 'long-enough-1';

/** A call to the api-server as the holder of `token`; throws on a non-2xx answer. */
export async function apiCall<T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Registers `email` (its username is the address), activates it from the outbox mail and, unless
 * `acceptTerms` is false, accepts the terms. Answers an access token.
 */
export async function freshUser(email: string, { acceptTerms = true } = {}): Promise<string> {
  const register = await fetch(`${API}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, username: email, password: FRESH_PASSWORD }),
  });
  if (!register.ok) throw new Error(`register ${email}: ${register.status} ${await register.text()}`);
  const [, , uid, token] = linkPath((await latestMailTo(email)).body).split('/');
  const activate = await fetch(`${API}/auth/users/activation/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, token }),
  });
  if (!activate.ok) throw new Error(`activate ${email}: ${activate.status}`);
  const access = await apiToken(email, FRESH_PASSWORD);
  if (acceptTerms) await apiCall(access, 'POST', '/api/accept-terms/');
  return access;
}

/** A unique e-mail address for a test run. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

interface OrgGroup {
  id: number;
  name: string;
  users: Array<{ customerId: number; username: string }>;
  children: number[];
}

/** The organization of the token's holder (the first of the list), or null. */
export async function myOrganization(token: string): Promise<{ id: number; name: string; groups: OrgGroup[] } | null> {
  return (await apiCall<Array<{ id: number; name: string; groups: OrgGroup[] }>>(token, 'GET', '/api/organizations/'))[0] ?? null;
}
