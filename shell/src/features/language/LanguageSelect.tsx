import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from 'shared-core';

/** Language selector: switches every area at once and remembers the choice. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <Select
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(code: string) => void changeLanguage(code)}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      variant="borderless"
      style={{ width: compact ? 84 : 160 }}
      options={LANGUAGES.map((l) => ({ value: l.code, label: compact ? l.code : l.name }))}
    />
  );
}
