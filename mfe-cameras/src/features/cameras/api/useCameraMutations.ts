import { useMutation, useQueryClient } from '@tanstack/react-query';
import { camerasQueries, devicesApi, snapshotsQueries, type Device } from 'shared-core';

// The snapshots area's queries are read again after a camera change: a camera's nickname is its
// snapshots' device label, and the area's camera choices list the pairing as active or not.

/** POST .../nickname/: the answer (the camera) replaces the entry in the list at once. */
export function useSetNickname(serial: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => devicesApi.setNickname(serial, nickname),
    onSuccess: (device) => {
      queryClient.setQueryData(camerasQueries.list().queryKey, (list: Device[] | undefined) =>
        list?.map((entry) => (entry.serial === device.serial ? device : entry)),
      );
      void queryClient.invalidateQueries({ queryKey: camerasQueries.all });
      void queryClient.invalidateQueries({ queryKey: snapshotsQueries.all });
    },
  });
}

/**
 * POST .../remove/ (answer SUCCESS, checked by the schema): the pairing ends, the card stays as
 * inactive and its snapshots stay; the cameras and the snapshots area's choices are read again.
 */
export function useRemoveCamera(serial: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => devicesApi.remove(serial),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: camerasQueries.all }),
        queryClient.invalidateQueries({ queryKey: snapshotsQueries.all }),
      ]);
    },
  });
}

/** After a pairing: the new camera, its snapshots and the notifications, without a reload. */
export function useRefreshAfterPairing() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: camerasQueries.all }),
      queryClient.invalidateQueries({ queryKey: snapshotsQueries.all }),
    ]);
}
