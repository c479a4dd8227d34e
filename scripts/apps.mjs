// The apps of the workspace with their ports (the README lists them).
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export const APPS = [
  { dir: 'shell', port: 3000, host: true },
  { dir: 'mfe-snapshots', port: 3001 },
  { dir: 'mfe-cameras', port: 3002 },
  { dir: 'mfe-organization', port: 3003 },
  { dir: 'mfe-reseller', port: 3004 },
  { dir: 'mfe-reports', port: 3005 },
];

export const API_PORT = 8000;
