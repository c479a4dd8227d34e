import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customisation } from '../state/customisation';
import { customisationApi } from './customisationApi';
import { customiseQueries } from './customiseQueries';

/** Saves the customisation on the server; what the dialog and the generator read is then refreshed from it. */
export function useSaveCustomisation(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Customisation) => customisationApi.save(value),
    onSuccess: async (saved) => {
      const { queryKey } = customiseQueries.customisation(userId);
      queryClient.setQueryData(queryKey, saved);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
