import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from 'shared-core';
import { Icon } from './Icon';

/**
 * The language selector of the public frame: a native select (the browser's own list, and its
 * own picker on a phone), so the login page carries no antd Select. Each language is
 * named in itself, as in the signed-in frame's selector; on a phone the bar shows the code.
 */
export function PublicLanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <label className="acv-language">
      <Icon name="global" />
      <select aria-label={t('language.label')} value={i18n.language} onChange={(event) => void changeLanguage(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {compact && language.code === i18n.language ? language.code : language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
