import { COMPONENT_DESCRIPTION_MAX, COMPONENT_NAME_MAX, normalizeTags, type CreateComponentBody } from 'shared-core';

/**
 * The component dialog's fields and their checks (spec 001 section 5: "Component tags: split on
 * spaces"). The limits are the api-server's (shared-core's component body schema), so what the
 * dialog accepts the server accepts.
 */

/** Most tags of one component, and longest tag (the body schema's limits). */
export const COMPONENT_TAGS_MAX = 100;
export const COMPONENT_TAG_LENGTH_MAX = 100;

/** What the user typed: tags as one line of words. */
export interface ComponentFormValues {
  name: string;
  description: string;
  tags: string;
}

export type ComponentField = keyof ComponentFormValues;

/** A problem of one field: a message key of the 'reports' namespace and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}
export type ComponentFormProblems = Partial<Record<ComponentField, FieldProblem>>;

export const EMPTY_COMPONENT_FORM: ComponentFormValues = { name: '', description: '', tags: '' };

/** Tags as the server stores them: split on any whitespace, NFC, duplicates dropped. */
export const splitTags = (text: string): string[] => normalizeTags(text);

/** The problems of the values; an empty object when they can be saved. */
export function validateComponentForm(values: ComponentFormValues): ComponentFormProblems {
  const problems: ComponentFormProblems = {};
  const name = values.name.trim();
  if (!name) problems.name = { key: 'components.form.nameRequired' };
  else if (name.length > COMPONENT_NAME_MAX) problems.name = { key: 'components.form.nameTooLong', values: { max: COMPONENT_NAME_MAX } };
  if (values.description.length > COMPONENT_DESCRIPTION_MAX) problems.description = { key: 'components.form.descriptionTooLong', values: { max: COMPONENT_DESCRIPTION_MAX } };
  const tags = splitTags(values.tags);
  if (tags.length > COMPONENT_TAGS_MAX) problems.tags = { key: 'components.form.tooManyTags', values: { max: COMPONENT_TAGS_MAX } };
  else if (tags.some((tag) => tag.length > COMPONENT_TAG_LENGTH_MAX)) problems.tags = { key: 'components.form.tagTooLong', values: { max: COMPONENT_TAG_LENGTH_MAX } };
  return problems;
}

export const hasProblems = (problems: ComponentFormProblems): boolean => Object.keys(problems).length > 0;

/** The body of a create or PATCH call from valid values. */
export function componentBody(values: ComponentFormValues): Required<Pick<CreateComponentBody, 'name' | 'description'>> & { tags: string[] } {
  return { name: values.name.trim(), description: values.description.trim(), tags: splitTags(values.tags) };
}

/** The form's values for an existing component. */
export const formValuesOf = (component: { name: string; description: string; tags: readonly string[] }): ComponentFormValues => ({
  name: component.name,
  description: component.description,
  tags: component.tags.join(' '),
});
