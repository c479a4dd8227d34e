import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, DATA_CONNECT_EXPORT_MAX_LIMIT, DATA_CONNECT_KEY_HEADER } from 'shared-core';
import { useIsPhone } from 'shared-ui';
import { curlLine, EXPORT_PATH, KEY_PLACEHOLDER } from '../state/keys';

/** How to call the export with a key: the real endpoint, the header, the parameters and a curl line. */
export function HowToCall() {
  const { t } = useTranslation('organization');
  const isPhone = useIsPhone();
  const endpoint = api.url(EXPORT_PATH);
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;
  return (
    <Card size="small" title={t('dataconnect.howTo.title')} data-testid="dataconnect-howto">
      <Typography.Paragraph>{t('dataconnect.howTo.intro', { header: DATA_CONNECT_KEY_HEADER })}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        bordered
        layout={isPhone ? 'vertical' : 'horizontal'}
        items={[
          { key: 'endpoint', label: t('dataconnect.howTo.endpoint'), children: <Typography.Text copyable style={{ ...mono, wordBreak: 'break-all' }}>{`GET ${endpoint}`}</Typography.Text> },
          { key: 'header', label: t('dataconnect.howTo.header'), children: <Typography.Text style={mono}>{`${DATA_CONNECT_KEY_HEADER}: ${KEY_PLACEHOLDER}`}</Typography.Text> },
          {
            key: 'params',
            label: t('dataconnect.howTo.parameters'),
            children: t('dataconnect.howTo.parametersText', { max: DATA_CONNECT_EXPORT_MAX_LIMIT }),
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 4 }}>{t('dataconnect.howTo.example', { placeholder: KEY_PLACEHOLDER })}</Typography.Paragraph>
      <Typography.Paragraph
        data-testid="dataconnect-curl"
        copyable={{ text: curlLine(endpoint, since) }}
        style={{ ...mono, marginBottom: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', padding: 8, background: 'rgba(0,0,0,0.04)', borderRadius: 6 }}
      >
        {curlLine(endpoint, since)}
      </Typography.Paragraph>
    </Card>
  );
}
