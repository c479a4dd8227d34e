import { execFileSync } from 'node:child_process';
import path from 'node:path';

const WORKSPACE = path.resolve(import.meta.dirname, '..');

/** The workspace's commit (12 characters), or null outside a git checkout. */
export function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: WORKSPACE, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}
