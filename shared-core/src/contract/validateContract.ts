import { z } from 'zod';
import { lazySchema } from 'shared-domain/schemas';
import { ACCESS_RULES, SLOT_NAMES, VISIBILITY_RULES, type RemoteContract } from './types';

// React components are functions, or objects for lazy/memo/forwardRef components.
const component = lazySchema(() => z.custom<RemoteContract['nav'][number]['icon']>(
  (value) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value),
  { message: 'expected a React component' },
));

const contractSchema = lazySchema(() => z.object({
  area: z.string().regex(/^[a-z][a-z-]*$/, 'area must be a lower-case id'),
  routes: z.array(
    z.object({
      path: z.string().startsWith('/'),
      access: z.enum(ACCESS_RULES),
      load: z.custom<RemoteContract['routes'][number]['load']>((value) => typeof value === 'function', {
        message: 'expected a function that imports the page',
      }),
      titleKey: z.string().min(1),
      prefetch: z
        .custom<RemoteContract['routes'][number]['prefetch']>((value) => typeof value === 'function', { message: 'expected a function' })
        .optional(),
    }),
  ),
  nav: z.array(
    z.object({
      id: z.string().min(1),
      labelKey: z.string().min(1),
      icon: component,
      order: z.number(),
      path: z.string().startsWith('/'),
      activeFor: z.array(z.string().startsWith('/')).optional(),
      visibility: z.enum(VISIBILITY_RULES),
      useBadge: z
        .custom<RemoteContract['nav'][number]['useBadge']>((value) => typeof value === 'function', { message: 'expected a hook (a function)' })
        .optional(),
    }),
  ),
  slots: z.array(z.object({ slot: z.enum(SLOT_NAMES), id: z.string().min(1), component })),
  loadMessages: z.custom<RemoteContract['loadMessages']>((value) => typeof value === 'function', {
    message: 'expected a function',
  }),
}));

/** Error thrown when a remote exposes something that is not a valid contract. */
export class ContractError extends Error {
  constructor(
    readonly remote: string,
    readonly issues: string[],
  ) {
    super(`Remote ${remote} exposes an invalid contract: ${issues.join('; ')}`);
    this.name = 'ContractError';
  }
}

/**
 * Checks that `value` (the module a remote exposes as `./contract`, or its `contract` export)
 * is a {@link RemoteContract}; throws a {@link ContractError} naming every problem otherwise.
 */
export function validateContract(remote: string, value: unknown): RemoteContract {
  const candidate =
    typeof value === 'object' && value !== null && 'contract' in value ? (value as { contract: unknown }).contract : value;
  const result = contractSchema.safeParse(candidate);
  if (!result.success) {
    throw new ContractError(
      remote,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data as RemoteContract;
}
