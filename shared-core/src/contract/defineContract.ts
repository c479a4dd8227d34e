import type { RemoteContract } from './types';

/** Identity helper that types a remote's contract where it is written. */
export function defineContract(contract: RemoteContract): RemoteContract {
  return contract;
}
