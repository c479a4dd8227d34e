import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { snapshotEditsApi, snapshotsApi, type Coordinates, type HeatmapMode, type Permissions, type SnapshotDetail } from 'shared-core';
import { detailQueries } from './detailQueries';

/**
 * The edits of the detail page. Each server edit answers the updated snapshot, which replaces the
 * cached detail; list pages are marked stale so the list shows the change. Demo users' tag and
 * dynamic-range changes stay in this page (spec 000 section 6, `permissionsFor`): they change the cached detail only
 * and never reach the server; comments and deletion are not offered to them at all.
 */
export function useDetailEdits(id: number, can: Pick<Permissions, 'canChangeTags' | 'canSaveDynamicRange' | 'canSaveComments' | 'canDeleteSnapshots'>) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = detailQueries.detail(id).queryKey;
    const store = (detail: SnapshotDetail) => {
      queryClient.setQueryData(key, detail);
      void queryClient.invalidateQueries({ queryKey: detailQueries.lists() });
      return detail;
    };
    const patchLocal = (patch: Partial<SnapshotDetail>) => {
      const current = queryClient.getQueryData(key);
      if (current) queryClient.setQueryData(key, { ...current, ...patch });
    };
    const reload = async () => {
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
      void queryClient.invalidateQueries({ queryKey: detailQueries.lists() });
    };
    return {
      /** Takes a snapshot another part of the page saved (the analysis section's edits). */
      accept: (detail: SnapshotDetail) => void store(detail),
      setLabel: async (text: string) => store(await snapshotEditsApi.setLabel(id, text)),
      setTags: async (tags: string[]) => {
        if (!can.canChangeTags) return patchLocal({ tags });
        store(await snapshotEditsApi.setTags(id, tags));
      },
      setComments: async (comments: string) => {
        if (!can.canSaveComments) throw new Error('Demo users cannot save comments.');
        store(await snapshotEditsApi.setComments(id, comments));
      },
      setLocation: async (location: Coordinates | null) => store(await snapshotEditsApi.setLocation(id, location)),
      setDynamicRange: async (value: number) => {
        if (!can.canSaveDynamicRange) return patchLocal({ dynamicrange_lin: value });
        store(await snapshotEditsApi.setDynamicRange(id, value));
      },
      setHeatmapMode: async (mode: HeatmapMode) => store(await snapshotEditsApi.setHeatmapMode(id, mode)),
      setBrightness: async (brightness: number) => store(await snapshotEditsApi.setPictureBrightness(id, brightness)),
      setStarred: async (starred: boolean) => {
        await snapshotsApi.setStarred(id, starred);
        await reload();
      },
      setFixed: async (fixed: boolean, atMs?: number) => {
        await snapshotsApi.setFixed(id, fixed, atMs);
        await reload();
      },
      remove: async () => {
        if (!can.canDeleteSnapshots) throw new Error('Demo users cannot delete snapshots.');
        await snapshotEditsApi.deactivate(id);
        queryClient.removeQueries({ queryKey: key });
        await queryClient.invalidateQueries({ queryKey: detailQueries.lists() });
      },
    };
  }, [id, can.canChangeTags, can.canSaveComments, can.canSaveDynamicRange, can.canDeleteSnapshots, queryClient]);
}

export type DetailEdits = ReturnType<typeof useDetailEdits>;
