import { useEffect, useState } from 'react';
import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COPIED_HINT_MS, SHARED_LINK_DAYS } from 'shared-core';
import { shareReport } from '../api/shareReport';

/** The public address of a shared report page (the viewer's hash routes). */
export function sharedReportAddress(path: string, origin = window.location.origin): string {
  return `${origin}/#${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Shares a finished report (spec 001 section 4 "Shared link"): a pending placeholder until the
 * link is ready, valid 7 days, copied with a 5 s "copied" hint. Anyone with the link can read it,
 * so the GPS coordinates and the cameras' serial numbers stay out unless ticked; the server then
 * serves a copy without them.
 */
export function ShareReport({ reportUrl }: { reportUrl: string }) {
  const { t, i18n } = useTranslation('reports');
  const [copied, setCopied] = useState(false);
  const [includeLocation, setIncludeLocation] = useState(false);
  const [includeSerials, setIncludeSerials] = useState(false);
  const share = useMutation({ mutationFn: () => shareReport(reportUrl, { includeLocation, includeSerials }) });

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_HINT_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const options = (
    <Space orientation="vertical" size={0} data-testid="share-options">
      <Typography.Text type="secondary">{t('share.privacyNote')}</Typography.Text>
      <Checkbox checked={includeLocation} onChange={(e) => setIncludeLocation(e.target.checked)}>
        {t('share.includeLocation')}
      </Checkbox>
      <Checkbox checked={includeSerials} onChange={(e) => setIncludeSerials(e.target.checked)}>
        {t('share.includeSerials')}
      </Checkbox>
    </Space>
  );
  if (share.isIdle)
    return (
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        {options}
        <Button icon={<ShareAltOutlined />} onClick={() => share.mutate()}>
          {t('share.button')}
        </Button>
      </Space>
    );
  if (share.isPending)
    return (
      <div aria-busy="true" aria-label={t('share.pending')}>
        <Typography.Text type="secondary">{t('share.pending')}</Typography.Text>
        <Skeleton.Input active block size="small" />
      </div>
    );
  if (share.isError)
    return (
      <Space orientation="vertical" style={{ width: '100%' }} size={4}>
        {options}
        <Alert type="error" showIcon title={t('share.failed')} action={<Button size="small" onClick={() => share.mutate()}>{t('retry')}</Button>} />
      </Space>
    );

  const address = sharedReportAddress(share.data.path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={address} aria-label={t('share.link')} onFocus={(e) => e.currentTarget.select()} />
        <Button icon={<CopyOutlined />} onClick={copy}>
          {t('share.copy')}
        </Button>
      </Space.Compact>
      <Typography.Text type={copied ? 'success' : 'secondary'} role="status">
        {copied ? t('share.copied') : t('share.validUntil', { days: SHARED_LINK_DAYS, date: new Date(share.data.expiresAt).toLocaleString(i18n.language) })}
      </Typography.Text>
    </Space>
  );
}
