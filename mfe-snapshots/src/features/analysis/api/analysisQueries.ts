import { queryOptions } from '@tanstack/react-query';
import { analyticsApi, snapshotsQueries, videoApi, type LeakQuery, type PdQuery } from 'shared-core';

/**
 * Query keys and options of the analysis section (area `snapshots`). Parameters are part of the
 * key, so a demo user's local edits re-run the analysis through the GET's parameters, and a
 * saved edit re-runs it by invalidating `analysisQueries.snapshot(id)`.
 */
/** How often an unfinished PRPD video task is asked about, ms. */
export const PRPD_VIDEO_POLL_MS = 4000;
/** How often a video export's task record is read, ms (in case live messages are lost). */
export const VIDEO_EXPORT_POLL_MS = 2000;

export const analysisQueries = {
  all: snapshotsQueries.analysis,
  snapshot: (id: number) => [...analysisQueries.all, id] as const,
  leak: (id: number, query: LeakQuery) =>
    queryOptions({ queryKey: [...analysisQueries.snapshot(id), 'leak', query] as const, queryFn: () => analyticsApi.leak(id, query), staleTime: 60_000 }),
  pd: (id: number, query: PdQuery) =>
    queryOptions({ queryKey: [...analysisQueries.snapshot(id), 'pd', query] as const, queryFn: () => analyticsApi.pd(id, query), staleTime: 60_000 }),
  pattern: (id: number, query: PdQuery) =>
    queryOptions({ queryKey: [...analysisQueries.snapshot(id), 'pattern', query] as const, queryFn: () => analyticsApi.pattern(id, query), staleTime: 60_000 }),
  mech: (id: number, audioTime?: number) =>
    queryOptions({ queryKey: [...analysisQueries.snapshot(id), 'mech', audioTime ?? null] as const, queryFn: () => analyticsApi.mech(id, audioTime), staleTime: 60_000 }),
  /** The PRPD video task: polled every 4 s until it is done or failed (the server's own advice). */
  prpdVideo: (id: number) =>
    queryOptions({
      queryKey: [...analysisQueries.snapshot(id), 'prpdVideo'] as const,
      queryFn: () => analyticsApi.prpdVideo(id),
      refetchInterval: (query) => (query.state.data && ['done', 'error'].includes(query.state.data.status) ? false : PRPD_VIDEO_POLL_MS),
    }),
  prpdVideoFrames: (id: number, url: string | null) =>
    queryOptions({
      queryKey: [...analysisQueries.snapshot(id), 'prpdVideoFrames', url] as const,
      queryFn: () => analyticsApi.prpdVideoFrames(url!),
      enabled: url !== null,
      staleTime: Infinity,
    }),
  realtime: (id: number) =>
    queryOptions({ queryKey: [...analysisQueries.snapshot(id), 'realtime'] as const, queryFn: () => analyticsApi.realtimeVideo(id), staleTime: 5 * 60_000 }),
  readiness: (id: number) => queryOptions({ queryKey: [...analysisQueries.snapshot(id), 'readiness'] as const, queryFn: () => videoApi.mov(id), retry: false }),
  frames: (id: number) => queryOptions({ queryKey: [...analysisQueries.snapshot(id), 'frames'] as const, queryFn: () => videoApi.bfv(id), staleTime: Infinity }),
  wav: (id: number) => queryOptions({ queryKey: [...analysisQueries.snapshot(id), 'wav'] as const, queryFn: () => videoApi.wavUrl(id), staleTime: 10 * 60_000 }),
  /** A video export's task record, read until it succeeded or failed. */
  videoExport: (id: number, taskId: string | null) =>
    queryOptions({
      queryKey: [...analysisQueries.snapshot(id), 'export', taskId] as const,
      queryFn: () => videoApi.task(taskId!),
      enabled: taskId !== null,
      refetchInterval: (query) => (query.state.data && ['succeeded', 'failed'].includes(query.state.data.state) ? false : VIDEO_EXPORT_POLL_MS),
    }),
};
