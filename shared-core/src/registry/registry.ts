import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';
import { VISIBILITY_RULES } from '../contract/types';

/**
 * A rail entry the brand composes, known before the remote's contract arrives, so the
 * rail shows every entry at once and does not jump when contracts land. The contract's entry of
 * the same id replaces it once loaded (with its badge). `icon` names one of the shell's rail
 * icons, `labelKey` a message the shell has loaded (`shell:nav.areas.<id>`).
 */
const registryNavSchema = lazySchema(() => z.object({
  id: z.string().min(1),
  labelKey: z.string().min(1),
  icon: z.string().min(1),
  order: z.number(),
  path: z.string().startsWith('/'),
  activeFor: z.array(z.string().startsWith('/')).optional(),
  visibility: z.enum(VISIBILITY_RULES),
}));

const remoteEntrySchema = lazySchema(() => z.object({
  /** Federation name of the remote (`mfe_snapshots`). */
  name: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'name must be a JavaScript identifier'),
  /**
   * URL of the remote's `mf-manifest.json`: absolute, or relative to the shell's origin
   * (`/remotes/mfe_cameras/0.1.0-ab12cd34ef/mf-manifest.json`, as the deploy command writes it).
   */
  entry: z.string().refine((value) => value.startsWith('/') || z.string().url().safeParse(value).success, 'entry must be a URL or a path from the origin'),
  /** The version and build the registry points at (the deploy command writes them). */
  version: z.string().optional(),
  buildId: z.string().optional(),
  /**
   * Paths the area owns. The shell needs them only for a remote that failed to load:
   * it then shows the area's fallback (with Retry) on these paths instead of sending
   * the user away, because the routes themselves come from the contract it could not load.
   */
  paths: z.array(z.string().startsWith('/')).default([]),
  /**
   * Those of `paths` a signed-out visitor may open (a shared report). The shell renders before
   * any contract has arrived; on these paths it waits for the area's contract on the public
   * frame, on the others it sends a signed-out visitor to /login at once.
   */
  publicPaths: z.array(z.string().startsWith('/')).optional(),
  /** The area's rail entries, for the rail before its contract has arrived. */
  nav: z.array(registryNavSchema).optional(),
}));

/** A remote the edition does not compose: the paths whose deep links say so. */
const absentEntrySchema = lazySchema(() => z.object({
  name: z.string().min(1),
  paths: z.array(z.string().startsWith('/')),
}));

const registrySchema = lazySchema(() => z.object({
  remotes: z.array(remoteEntrySchema),
  absent: z.array(absentEntrySchema).default([]),
  /** Incremented by every write of the deploy command (compare-and-swap). */
  revision: z.number().int().nonnegative().optional(),
}));

/** One remote of a deployment: federation name, manifest URL, owned paths. */
export type RegistryEntry = z.infer<typeof remoteEntrySchema>;
/** A remote the edition leaves out (see absentEntrySchema). */
export type AbsentEntry = z.infer<typeof absentEntrySchema>;
/** A rail entry of the registry (see registryNavSchema). */
export type RegistryNavEntry = z.infer<typeof registryNavSchema>;
/** A deployment's remote registry (served beside the shell as `remotes.json`). */
export type Registry = z.infer<typeof registrySchema>;

/** Error for a registry that cannot be fetched or does not match the schema. */
export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** Validates registry JSON; throws {@link RegistryError} listing every problem. Names must be unique. */
export function parseRegistry(json: unknown): Registry {
  const result = registrySchema.safeParse(json);
  if (!result.success) {
    throw new RegistryError(
      `Invalid remote registry: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const names = new Set<string>();
  for (const remote of result.data.remotes) {
    if (names.has(remote.name)) throw new RegistryError(`Invalid remote registry: ${remote.name} is listed twice`);
    names.add(remote.name);
    if (result.data.absent.some((absent) => absent.name === remote.name)) throw new RegistryError(`Invalid remote registry: ${remote.name} is both composed and absent`);
    const stray = (remote.publicPaths ?? []).filter((publicPath) => !remote.paths.includes(publicPath));
    if (stray.length) throw new RegistryError(`Invalid remote registry: ${remote.name} has public paths it does not own: ${stray.join(', ')}`);
  }
  return result.data;
}

/**
 * Fetches and validates the registry at `url` (relative to the shell's page).
 * `fetchImpl` is injectable for tests.
 */
export async function loadRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<Registry> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch (error) {
    throw new RegistryError(`Remote registry ${url} could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RegistryError(`Remote registry ${url} answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RegistryError(`Remote registry ${url} is not JSON`);
  }
  return parseRegistry(json);
}
