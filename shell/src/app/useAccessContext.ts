import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { brand, claimsAtom, platformAtom, sessionAtom, shellQueries, type AccessContext } from 'shared-core';

/** The access context of the current visitor, and whether it is still being worked out. */
export function useAccessContext(): { ctx: AccessContext; loading: boolean; error: Error | null } {
  const session = useAtomValue(sessionAtom);
  const claims = useAtomValue(claimsAtom);
  const platform = useAtomValue(platformAtom);
  const signedIn = session !== null;
  const me = useQuery({ ...shellQueries.me(), enabled: signedIn });
  const data = signedIn ? me.data : undefined;
  return {
    loading: signedIn && me.isPending,
    error: signedIn ? me.error : null,
    ctx: {
      signedIn,
      termsAccepted: data?.hasAcceptedTerms ?? false,
      isReseller: data?.is_reseller ?? claims?.is_reseller ?? false,
      isStaff: data?.is_staff ?? claims?.is_staff ?? false,
      hasOrganization: data?.organization != null,
      platform,
      viewerDownload: brand.capabilities.viewerDownload,
    },
  };
}
