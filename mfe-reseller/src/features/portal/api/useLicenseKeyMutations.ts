import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resellerApi, type CreateLicenseKeyBody, type EmailLicenseKeyBody, type LicenseKey, type Reseller } from 'shared-core';
import { resellerQueries } from './resellerQueries';

/**
 * Creates a license key. The remaining count and the list change at once from the answer
 * (one key spent, the new key first), then both are read again so they match the server even
 * when another member created keys meanwhile. A refusal re-reads the count too: "no keys
 * remain" means the count on screen was stale.
 */
export function useCreateLicenseKey(resellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLicenseKeyBody) => resellerApi.createLicenseKey(resellerId, body),
    onSuccess: (key) => {
      queryClient.setQueryData<Reseller>(resellerQueries.info().queryKey, (info) =>
        info ? { ...info, remaining_keys: Math.max(0, info.remaining_keys - 1) } : info,
      );
      queryClient.setQueryData<LicenseKey[]>(resellerQueries.licenseKeys(resellerId).queryKey, (keys) => (keys ? [key, ...keys] : keys));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resellerQueries.all }),
  });
}

/** E-mails a key (POST .../license-key/email-key/); the server queues the mail. */
export function useEmailLicenseKey(resellerId: number) {
  return useMutation({ mutationFn: (body: EmailLicenseKeyBody) => resellerApi.emailLicenseKey(resellerId, body) });
}
