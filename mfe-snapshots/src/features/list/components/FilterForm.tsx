import { Checkbox, DatePicker, Form, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { GAS_TYPES, PD_CLASSIFICATIONS, SEVERITY_BANDS, useSnapshotTools } from 'shared-core';
import type { FilterChoices } from '../api/useFilterOptions';
import { disabledGroups, type SnapshotFilters } from '../../list-filters';
import { TagFilter } from './TagFilter';

interface Props {
  filters: SnapshotFilters;
  onChange: (patch: Partial<SnapshotFilters>) => void;
  /** Which sections to show (phones split them into Analysis and Advanced). */
  section?: 'analysis' | 'advanced' | 'all';
  /** Choices of the camera and group filters (no groups filter unless `choices.groups` is set). */
  choices?: FilterChoices;
}

/** The list's filter controls (spec 000 section 2); other types' filters are disabled (section 4). */
export function FilterForm({ filters, onChange, section = 'all', choices }: Props) {
  const { t } = useTranslation('snapshots');
  // The desktop app hides the camera filter, and in one edition the PD filters (spec 000 section 2).
  const tools = useSnapshotTools();
  const disabled = new Set(disabledGroups(filters));
  const yesNo = (value: boolean | undefined) => (value === undefined ? 'any' : value ? 'yes' : 'no');
  const fromYesNo = (value: string) => (value === 'any' ? undefined : value === 'yes');
  const showAnalysis = section !== 'advanced';
  const showAdvanced = section !== 'analysis';

  return (
    <Form layout="vertical" size="small" style={{ minWidth: 280 }}>
      {showAnalysis && (
        <>
          {tools.pdFilters && (
            <>
              <Form.Item label={t('filters.pdType')}>
                <Select
                  mode="multiple"
                  allowClear
                  disabled={disabled.has('pd')}
                  value={filters.pdClassification}
                  onChange={(pdClassification: string[]) => onChange({ pdClassification })}
                  options={PD_CLASSIFICATIONS.map((value) => ({ value, label: t(`pd.${value}`) }))}
                  placeholder={t('filters.any')}
                />
              </Form.Item>
              <Form.Item label={t('filters.pdSeverity')}>
                <Select
                  mode="multiple"
                  allowClear
                  disabled={disabled.has('pd')}
                  value={filters.pdSeverity}
                  onChange={(pdSeverity: string[]) => onChange({ pdSeverity })}
                  options={SEVERITY_BANDS.map((value) => ({ value, label: t(`severity.${value}`) }))}
                  placeholder={t('filters.any')}
                />
              </Form.Item>
            </>
          )}
          <Form.Item>
            <Checkbox disabled={disabled.has('pd')} checked={filters.severe} onChange={(e) => onChange({ severe: e.target.checked })}>
              {t('filters.severe')}
            </Checkbox>
          </Form.Item>
          <Form.Item label={t('filters.gas')}>
            <Select
              mode="multiple"
              allowClear
              disabled={disabled.has('leak')}
              value={filters.gas}
              onChange={(gas: string[]) => onChange({ gas })}
              options={GAS_TYPES.map((value) => ({ value, label: t(`gas.${value}`) }))}
              placeholder={t('filters.any')}
            />
          </Form.Item>
          <Form.Item label={t('filters.fixed')}>
            <Radio.Group
              disabled={disabled.has('leak')}
              value={yesNo(filters.fixed)}
              onChange={(e) => onChange({ fixed: fromYesNo(e.target.value as string) })}
              optionType="button"
              options={[
                { value: 'any', label: t('filters.any') },
                { value: 'yes', label: t('filters.fixedYes') },
                { value: 'no', label: t('filters.fixedNo') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('filters.fault')}>
            <Radio.Group
              disabled={disabled.has('mechanical')}
              value={yesNo(filters.fault)}
              onChange={(e) => onChange({ fault: fromYesNo(e.target.value as string) })}
              optionType="button"
              options={[
                { value: 'any', label: t('filters.any') },
                { value: 'yes', label: t('filters.faultYes') },
                { value: 'no', label: t('filters.faultNo') },
              ]}
            />
          </Form.Item>
        </>
      )}
      {showAdvanced && (
        <>
          <Form.Item>
            <Checkbox checked={filters.starred} onChange={(e) => onChange({ starred: e.target.checked })}>
              {t('filters.starred')}
            </Checkbox>
          </Form.Item>
          <TagFilter filters={filters} onChange={onChange} />
          <Form.Item>
            <Checkbox checked={filters.onlyUntagged} onChange={(e) => onChange({ onlyUntagged: e.target.checked, tags: [] })}>
              {t('filters.untagged')}
            </Checkbox>
          </Form.Item>
          <Form.Item label={t('filters.dates')}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              style={{ width: '100%' }}
              value={[filters.startDate ? dayjs(filters.startDate) : null, filters.endDate ? dayjs(filters.endDate) : null]}
              onChange={(range) =>
                onChange({ startDate: range?.[0]?.format('YYYY-MM-DD') ?? undefined, endDate: range?.[1]?.format('YYYY-MM-DD') ?? undefined })
              }
            />
          </Form.Item>
          {choices?.groups && (
            <Form.Item label={t('filters.groups')} htmlFor="snapshot-filter-groups">
              <Select
                id="snapshot-filter-groups"
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={choices.groupsLoading}
                value={filters.groups}
                onChange={(groups: string[]) => onChange({ groups })}
                options={choices.groups}
                placeholder={t('filters.groupsPlaceholder')}
                notFoundContent={choices.groupsLoading ? undefined : t('filters.noGroups')}
              />
            </Form.Item>
          )}
          {tools.cameraFilter && (
            <Form.Item label={t('filters.serials')} htmlFor="snapshot-filter-serials">
              <Select
                id="snapshot-filter-serials"
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={choices?.camerasLoading}
                value={filters.serials}
                onChange={(serials: string[]) => onChange({ serials })}
                options={choices?.cameras ?? []}
                placeholder={t('filters.camerasPlaceholder')}
                notFoundContent={choices?.camerasLoading ? undefined : t('filters.noCameras')}
              />
            </Form.Item>
          )}
        </>
      )}
    </Form>
  );
}
