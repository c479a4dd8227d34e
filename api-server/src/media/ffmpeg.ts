import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The video encoder: the static ffmpeg build that `@ffmpeg-installer/linux-x64` ships inside its
 * registry tarball (executable bit set, no install script needed; libx264 and the native AAC
 * encoder). It runs as a child process, so encoding never blocks the server's event loop.
 * `FFMPEG_PATH` overrides the binary (another platform, or a test of the missing encoder).
 */

/** Why an encode did not happen; the job turns it into the user's message. */
export class EncoderError extends Error {
  constructor(
    readonly reason: 'encoderMissing' | 'encoderFailed',
    detail: string,
  ) {
    super(detail);
    this.name = 'EncoderError';
  }
}

/** The ffmpeg executable, or null when none is installed (the optional package is absent on other platforms). */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates: string[] = [];
  if (env.FFMPEG_PATH) candidates.push(env.FFMPEG_PATH);
  else {
    try {
      candidates.push(path.join(path.dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg'));
    } catch {
      // Not installed (optional dependency, Linux x64 only).
    }
  }
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not there or not executable.
    }
  }
  return null;
}

export interface FfmpegRun {
  args: readonly string[];
  /** Written to ffmpeg's standard input, then closed. */
  stdin?: Buffer;
  /** Called with each `frame=` count of ffmpeg's `-progress` output. */
  onFrame?: (frame: number) => void;
  signal?: AbortSignal;
  /** Kills ffmpeg after this long, ms. */
  timeoutMs?: number;
}

/**
 * Runs ffmpeg with `-progress pipe:1` and resolves when it exits 0.
 * @throws EncoderError encoderMissing without a binary, encoderFailed on a non-zero exit, a
 *   timeout or an abort (with the end of ffmpeg's log as detail)
 */
export function runFfmpeg(run: FfmpegRun, binary = findFfmpeg()): Promise<void> {
  if (!binary) return Promise.reject(new EncoderError('encoderMissing', 'No ffmpeg executable found (FFMPEG_PATH or @ffmpeg-installer/linux-x64).'));
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-progress', 'pipe:1', ...run.args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let log = '';
    let pending = '';
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    const abort = () => {
      child.kill('SIGKILL');
      finish(new EncoderError('encoderFailed', 'The encode was stopped.'));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new EncoderError('encoderFailed', `The encode took longer than ${run.timeoutMs} ms.`));
    }, run.timeoutMs ?? 10 * 60_000);
    run.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (err) => finish(new EncoderError((err as NodeJS.ErrnoException).code === 'ENOENT' ? 'encoderMissing' : 'encoderFailed', err.message)));
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^frame=(\d+)/.exec(line.trim());
        if (match) run.onFrame?.(Number(match[1]));
      }
    });
    child.on('close', (code) => {
      if (code === 0) finish(null);
      else finish(new EncoderError('encoderFailed', `ffmpeg exited with ${code}: ${log.trim().split('\n').slice(-5).join(' | ')}`));
    });
    // A failed encoder closes its input early: the write error is reported by 'close'.
    child.stdin.on('error', () => undefined);
    if (run.stdin) child.stdin.end(run.stdin);
    else child.stdin.end();
  });
}
