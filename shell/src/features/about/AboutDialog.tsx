import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { brand } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { areasAtom } from '../areas';
import { aboutQueries } from './api/aboutQueries';
import { aboutText, type BuildRow } from './builds';

/**
 * About: the edition, the shell's version and build, and each area's version and build,
 * as each build wrote them (`platform.json` beside the shell, `contract.json` beside each remote's
 * manifest), so a support call can quote exactly what this browser runs. "Copy for support" puts
 * the same lines on the clipboard.
 */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const areas = useAtomValue(areasAtom);
  const snackbar = useSnackbar();
  const builds = useQuery({ ...aboutQueries.builds(areas.map((area) => area.entry)), enabled: open });
  const rows = builds.data ?? [];
  const name = (row: BuildRow) => (row.kind === 'shell' ? t('about.shell') : t(row.labelKey, { defaultValue: row.name }));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(aboutText(`${brand.productTitle} (${brand.code})`, rows.map((row) => ({ ...row, label: name(row) }))));
      snackbar.success(t('about.copied'));
    } catch {
      snackbar.error(t('about.copyFailed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('about.title', { product: brand.productTitle })}
      onCancel={onClose}
      footer={[
        <Button key="copy" onClick={() => void copy()} disabled={!rows.length}>
          {t('about.copy')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('about.close')}
        </Button>,
      ]}
      width={640}
    >
      <Typography.Paragraph>
        {t('about.edition')}: <strong data-testid="about-edition">{`${brand.productTitle} (${brand.code})`}</strong>
      </Typography.Paragraph>
      {builds.isError ? <Alert type="warning" showIcon title={t('about.failed')} /> : null}
      <Table<BuildRow>
        size="small"
        pagination={false}
        loading={builds.isPending}
        rowKey="name"
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        data-testid="about-builds"
        columns={[
          { key: 'part', title: t('about.part'), render: (_, row) => name(row) },
          { key: 'version', title: t('about.version'), render: (_, row) => row.version ?? t('about.unknown') },
          { key: 'build', title: t('about.build'), render: (_, row) => (row.buildId ? <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{row.buildId}</Typography.Text> : t('about.unknown')) },
          { key: 'commit', title: t('about.commit'), render: (_, row) => row.commit ?? t('about.unknown') },
        ]}
      />
    </Modal>
  );
}
