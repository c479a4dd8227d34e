import { getInstance } from '@module-federation/enhanced/runtime';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Table, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { appliedOverridesAtom, areasAtom, areaStatsAtom, manifestUrl, setOverride, skewRefusalsAtom, type AreaState } from '../areas';
import { aboutQueries, type BuildRow } from '../about';
import { platformHealthQueries } from './api/platformHealthQueries';
import { sharedPackages, type SharedPackageRow } from './sharedPackages';

/** The singletons whose second version in the share scope is worth a warning (the skew rules' list). */
const SINGLETONS = ['react', 'react-dom', 'antd', 'jotai', '@tanstack/react-query', 'i18next', 'react-router-dom', 'shared-core'];

interface AreaRow {
  area: AreaState;
  build: BuildRow | undefined;
}

const STATUS_COLOR = { ready: 'green', loading: 'blue', failed: 'red' } as const;

/** Pins the area to another published build in this browser only, or back to the live one; applies on reload. */
function PinSelect({ area }: { area: AreaState }) {
  const { t } = useTranslation('shell');
  const applied = useAtomValue(appliedOverridesAtom);
  const name = area.entry.name;
  const builds = useQuery(platformHealthQueries.published(name));
  const live = applied[name] ? undefined : area.entry.entry;
  const options = [
    { value: '', label: t('health.pinLive') },
    ...(builds.data ?? []).filter((build) => build.entry !== live).map((build) => ({ value: build.entry, label: `${build.version}-${build.buildId}` })),
  ];
  if (options.length === 1 && !applied[name]) return <Typography.Text type="secondary">{t('health.pinNone')}</Typography.Text>;
  return (
    <Select
      size="small"
      style={{ minWidth: 200 }}
      aria-label={t('health.pinFor', { area: name })}
      value={applied[name] ?? ''}
      options={options}
      loading={builds.isPending}
      onChange={(entry: string) => {
        setOverride(name, entry || null);
        window.location.reload();
      }}
    />
  );
}

/**
 * The staff health page: for each remote, its entry, version, build and commit, how its
 * loading went in this page (time, tries, failures) and its contract's paths; every shared package
 * with the versions in the federation's share scope, which container provided it and which use it;
 * and the skew warnings.
 */
export function PlatformHealthPage() {
  const { t } = useTranslation('shell');
  const areas = useAtomValue(areasAtom);
  const stats = useAtomValue(areaStatsAtom);
  const refusals = useAtomValue(skewRefusalsAtom);
  const builds = useQuery(aboutQueries.builds(areas.map((area) => area.entry)));
  const rows: AreaRow[] = areas.map((area) => ({ area, build: builds.data?.find((row) => row.name === area.entry.name) }));
  const shellBuild = builds.data?.find((row) => row.kind === 'shell');
  const shared = sharedPackages(getInstance()?.shareScopeMap ?? {});
  const split = shared.filter((row) => SINGLETONS.includes(row.name) && row.versions.length > 1);
  const unknown = t('about.unknown');
  const label = (area: AreaState) => t(area.entry.nav?.[0]?.labelKey ?? `shell:nav.areas.${area.entry.name.replace(/^mfe_/, '')}`, { defaultValue: area.entry.name });

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24, padding: 16, minWidth: 0 }} data-testid="platform-health">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('health.intro')}{' '}
        {shellBuild ? t('health.shellBuild', { version: shellBuild.version ?? unknown, build: shellBuild.buildId ?? unknown, commit: shellBuild.commit ?? unknown }) : null}
      </Typography.Paragraph>

      <section aria-labelledby="health-warnings">
        <Typography.Title level={2} id="health-warnings" style={{ fontSize: 18 }}>
          {t('health.warnings')}
        </Typography.Title>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="health-warnings">
          {Object.entries(refusals).map(([name, reasons]) => (
            <Alert key={name} type="error" showIcon title={t('health.refused', { area: name, reasons: reasons.join('; ') })} />
          ))}
          {split.map((row) => (
            <Alert key={row.name} type="warning" showIcon title={t('health.twoVersions', { name: row.name, count: row.versions.length, versions: row.versions.join(', ') })} />
          ))}
          {!Object.keys(refusals).length && !split.length ? <Alert type="success" showIcon title={t('health.noWarnings')} /> : null}
        </div>
      </section>

      <section aria-labelledby="health-areas">
        <Typography.Title level={2} id="health-areas" style={{ fontSize: 18 }}>
          {t('health.areas')}
        </Typography.Title>
        <Table<AreaRow>
          size="small"
          pagination={false}
          rowKey={(row) => row.area.entry.name}
          dataSource={rows}
          loading={builds.isPending}
          scroll={{ x: 'max-content' }}
          data-testid="health-areas"
          columns={[
            { key: 'area', title: t('about.part'), render: (_, { area }) => <strong>{label(area)}</strong> },
            { key: 'status', title: t('health.status'), render: (_, { area }) => <Tag color={STATUS_COLOR[area.status]}>{t(`health.${area.status}`)}</Tag> },
            { key: 'version', title: t('about.version'), render: (_, { build }) => build?.version ?? unknown },
            { key: 'build', title: t('about.build'), render: (_, { build }) => (build?.buildId ? <Typography.Text code>{build.buildId}</Typography.Text> : unknown) },
            { key: 'commit', title: t('about.commit'), render: (_, { build }) => build?.commit ?? unknown },
            {
              key: 'loadTime',
              title: t('health.loadTime'),
              render: (_, { area }) => {
                const ms = stats[area.entry.name]?.loadedMs;
                return ms === null || ms === undefined ? '—' : t('health.ms', { value: ms.toLocaleString() });
              },
            },
            {
              key: 'loads',
              title: t('health.loads'),
              render: (_, { area }) => {
                const own = stats[area.entry.name];
                return t('health.loadsValue', { attempts: own?.attempts ?? 0, failures: own?.failures ?? 0 });
              },
            },
            {
              key: 'entry',
              title: t('health.entry'),
              render: (_, { area }) => (
                <Typography.Text style={{ fontSize: 12, wordBreak: 'break-all' }} copyable={{ text: manifestUrl(area.entry.entry) }}>
                  {manifestUrl(area.entry.entry)}
                </Typography.Text>
              ),
            },
            { key: 'pin', title: t('health.pin'), render: (_, { area }) => <PinSelect area={area} /> },
            {
              key: 'paths',
              title: t('health.paths'),
              render: (_, { area }) => {
                const paths = area.status === 'ready' ? area.contract.routes.map((route) => route.path) : area.entry.paths;
                return paths.map((path) => <Tag key={path}>{path}</Tag>);
              },
            },
          ]}
        />
      </section>

      <section aria-labelledby="health-shared">
        <Typography.Title level={2} id="health-shared" style={{ fontSize: 18 }}>
          {t('health.shared')}
        </Typography.Title>
        <Table<SharedPackageRow>
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={shared}
          scroll={{ x: 'max-content' }}
          data-testid="health-shared"
          columns={[
            { key: 'name', title: t('health.package'), render: (_, row) => <Typography.Text code>{row.name}</Typography.Text> },
            { key: 'versions', title: t('health.versions'), render: (_, row) => row.versions.join(', ') },
            { key: 'providers', title: t('health.providedBy'), render: (_, row) => row.providers.join(', ') },
            { key: 'users', title: t('health.usedBy'), render: (_, row) => row.users.join(', ') || '—' },
            { key: 'loaded', title: t('health.loadedModules'), render: (_, row) => `${row.loaded} / ${row.modules}` },
          ]}
        />
      </section>
    </div>
  );
}
