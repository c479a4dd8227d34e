import type { ReactNode } from 'react';
import loadCommon from 'locales/load/common';
import loadSnapshots from 'locales/load/snapshots';
import { i18n, initI18n, queryClient, registerNamespace, type CustomerSettings, type SnapshotDetail } from 'shared-core';
import { makeToken, snapshotDetail } from 'shared-core/testing';
import { PlatformProviders } from 'shared-ui';

/** Test helpers of the analysis section: a snapshot, settings, providers and a routed fetch mock. */

/** The analysis tests' snapshot: id 42 from camera NL2301, analysed at 1.5 s. */
export function makeSnapshot(patch: Partial<SnapshotDetail> = {}, meta: Partial<SnapshotDetail['meta']> = {}): SnapshotDetail {
  return snapshotDetail(
    42,
    {
      label: 'Compressor room',
      device_label: 'Cam 1',
      device_serial: 'NL2301',
      created_date: '2026-03-01T10:00:00.000Z',
      synced_date: '2026-03-01T10:05:00.000Z',
      analysis_time: 1.5,
      thumbnail_url: 'http://api/t.png',
      heatmap_still_url: 'http://api/h.png',
      ...patch,
    },
    meta,
  );
}

export function makeSettings(patch: Partial<CustomerSettings> = {}): CustomerSettings {
  return {
    color_scheme: 'STRENGTH',
    currency_iso_code: 'EUR',
    leak_size_unit: 'LPM',
    temperature_unit: 'CELSIUS',
    energy_cost_kwh: 0.15,
    co2_cost_kg_kwh: 0,
    leak_size_corr_factor: 0,
    source_distance_unit: 'METERS',
    leak_size_severity_low_lpmin: 5,
    leak_size_severity_high_lpmin: 15,
    init: true,
    ...patch,
  };
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A fetch mock answering by `METHOD /path`; records every call. */
export function routedFetch(routes: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const mock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const body = handler ? handler(call) : { detail: 'Not found.' };
    const status = handler ? 200 : 404;
    return { ok: status < 400, status, headers: new Headers(), text: async () => JSON.stringify(body) } as Response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return calls;
}

export async function setUpI18n() {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  registerNamespace('common', loadCommon);
  registerNamespace('snapshots', loadSnapshots);
  await initI18n('en');
  await i18n.loadNamespaces(['snapshots']);
  queryClient.setDefaultOptions({ queries: { retry: false } });
}

export function signIn() {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('acv.session', JSON.stringify({ access: makeToken({ user_id: 1, username: 'ann', exp }), refresh: 'r' }));
}

export function Providers({ children }: { children: ReactNode }) {
  return <PlatformProviders>{children}</PlatformProviders>;
}
