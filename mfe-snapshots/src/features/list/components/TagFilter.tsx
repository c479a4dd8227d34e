import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TagsMatch } from 'shared-core';
import { tagSuggestionsQuery } from '../api/tagSuggestions';
import type { SnapshotFilters } from '../../list-filters';

interface Props {
  filters: Pick<SnapshotFilters, 'tags' | 'tagsMatch' | 'onlyUntagged'>;
  onChange: (patch: Partial<SnapshotFilters>) => void;
}

/**
 * The tag filter: typed tags (a space starts the next one) with the user's existing tags offered
 * as they type, and whether several tags show the snapshots with any of them (the server's
 * default) or only those with all of them. The suggestions are read once the field is used.
 */
export function TagFilter({ filters, onChange }: Props) {
  const { t } = useTranslation('snapshots');
  const [used, setUsed] = useState(false);
  const suggestions = useQuery({ ...tagSuggestionsQuery(), enabled: used });
  const disabled = filters.onlyUntagged;
  return (
    <Form.Item label={t('filters.tags')} htmlFor="snapshot-filter-tags" extra={disabled ? undefined : t(`filters.tagsMatch.${filters.tagsMatch}Hint`)}>
      <Select
        id="snapshot-filter-tags"
        mode="tags"
        allowClear
        disabled={disabled}
        value={filters.tags}
        onChange={(tags: string[]) => onChange({ tags })}
        onFocus={() => setUsed(true)}
        tokenSeparators={[' ']}
        options={(suggestions.data ?? []).map((tag) => ({ value: tag, label: tag }))}
        notFoundContent={null}
        suffixIcon={null}
        placeholder={t('filters.tagsPlaceholder')}
      />
      <Radio.Group
        aria-label={t('filters.tagsMatch.label')}
        style={{ marginTop: 8 }}
        disabled={disabled}
        value={filters.tagsMatch}
        onChange={(e) => onChange({ tagsMatch: e.target.value as TagsMatch })}
        optionType="button"
        options={[
          { value: 'any', label: t('filters.tagsMatch.any') },
          { value: 'all', label: t('filters.tagsMatch.all') },
        ]}
      />
    </Form.Item>
  );
}
