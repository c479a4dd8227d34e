import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { accountApi } from './account';
import { claimsAtom } from '../session/atoms';
import { permissionsFor } from '../session/roles';
import { queryClient } from '../platform/platform';
import type { CustomerSettings, CustomerSettingsPatch } from 'shared-domain/schemas';

const LOCAL_KEY = 'acv.settings.local';

/** Demo users' settings changes stay in this browser (spec 000 section 6). */
function readLocal(): CustomerSettingsPatch {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(LOCAL_KEY) ?? '{}') as CustomerSettingsPatch;
  } catch {
    return {};
  }
}

/** Query keys and options of the account's settings (area `shell`). */
export const settingsQueries = {
  all: ['shell', 'settings'] as const,
  detail: () =>
    queryOptions({
      queryKey: settingsQueries.all,
      queryFn: async (): Promise<CustomerSettings> => ({ ...(await accountApi.settings()), ...readLocal() }),
      staleTime: 5 * 60_000,
    }),
};

/** The customer settings (units, currency, costs) every area formats with. */
export function useCustomerSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...settingsQueries.detail(), enabled });
}

/**
 * Saves settings: to the server, or for demo users only in this browser. Resolves with the
 * settings now in effect.
 */
export function useSaveSettings() {
  const claims = useAtomValue(claimsAtom);
  return useMutation({
    mutationFn: async (patch: CustomerSettingsPatch): Promise<CustomerSettings> => {
      // Spec 000 section 6: a demo user's settings change stays in this browser.
      if (!permissionsFor(claims).canSaveSettingsToServer) {
        const local = { ...readLocal(), ...patch };
        globalThis.localStorage?.setItem(LOCAL_KEY, JSON.stringify(local));
        const current = queryClient.getQueryData(settingsQueries.detail().queryKey) ?? (await accountApi.settings());
        return { ...current, ...local };
      }
      return accountApi.saveSettings(patch);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsQueries.detail().queryKey, settings),
  });
}
