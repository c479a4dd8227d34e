import { Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENT_DESCRIPTION_MAX, COMPONENT_NAME_MAX } from 'shared-core';
import { splitTags, type ComponentField, type ComponentFormProblems, type ComponentFormValues } from '../state/componentForm';

export interface ComponentFieldsProps {
  values: ComponentFormValues;
  onChange: (values: ComponentFormValues) => void;
  /** Problems to show (the dialog shows them once the user tried to save or left a field). */
  problems: ComponentFormProblems;
  disabled?: boolean;
  /** Prefix of the inputs' ids (two forms on one page). */
  idPrefix: string;
}

/**
 * Name, description and tags of a component (create dialog and detail editor). Tags are typed as
 * one line and split on spaces; the tags they become are shown under the field, as text.
 */
export function ComponentFields({ values, onChange, problems, disabled, idPrefix }: ComponentFieldsProps) {
  const { t } = useTranslation('reports');
  const set = (field: ComponentField) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  const status = (field: ComponentField) => (problems[field] ? ('error' as const) : undefined);
  const help = (field: ComponentField) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values ?? {}) : undefined;
  };
  const tags = splitTags(values.tags);
  return (
    <Form layout="vertical" component="div" disabled={disabled}>
      <Form.Item label={t('components.form.name')} htmlFor={`${idPrefix}-name`} required validateStatus={status('name')} help={help('name')}>
        <Input id={`${idPrefix}-name`} value={values.name} onChange={set('name')} maxLength={COMPONENT_NAME_MAX + 1} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('components.form.description')} htmlFor={`${idPrefix}-description`} validateStatus={status('description')} help={help('description')}>
        <Input.TextArea id={`${idPrefix}-description`} value={values.description} onChange={set('description')} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COMPONENT_DESCRIPTION_MAX + 1} />
      </Form.Item>
      <Form.Item
        label={t('components.form.tags')}
        htmlFor={`${idPrefix}-tags`}
        validateStatus={status('tags')}
        help={help('tags') ?? t('components.form.tagsHelp')}
        style={{ marginBottom: tags.length ? 8 : undefined }}
      >
        <Input id={`${idPrefix}-tags`} value={values.tags} onChange={set('tags')} autoComplete="off" />
      </Form.Item>
      {tags.length > 0 && (
        <div data-testid={`${idPrefix}-tag-preview`} aria-label={t('components.form.tagsPreview')} style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 16 }}>
          {tags.map((tag) => (
            <Tag key={tag} style={{ marginInlineEnd: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {tag}
            </Tag>
          ))}
        </div>
      )}
    </Form>
  );
}
