import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from 'shared-core';

interface LanguageOption {
  value: string;
  label: string;
  /** What typing searches: the language's own name and its code. */
  search: string;
}

const OPTIONS: LanguageOption[] = LANGUAGES.map((l) => ({ value: l.code, label: l.name, search: `${l.name} ${l.code}`.toLocaleLowerCase() }));

const matches = (input: string, option?: LanguageOption) => !!option && option.search.includes(input.trim().toLocaleLowerCase());

/**
 * Language selector: switches every area at once and remembers the choice. Twenty-four entries
 * are a long list, so typing a name ("Deu") or a code ("de") narrows it. The list always names
 * each language in itself; the compact (phone) form shows only the chosen code in the bar.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <Select<string, LanguageOption>
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(code) => void changeLanguage(code)}
      showSearch={{ filterOption: matches }}
      prefix={<GlobalOutlined />}
      labelRender={compact ? ({ value }) => String(value) : undefined}
      popupMatchSelectWidth={false}
      variant="borderless"
      style={{ width: compact ? 84 : 160 }}
      options={OPTIONS}
    />
  );
}
