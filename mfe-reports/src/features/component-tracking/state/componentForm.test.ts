import { COMPONENT_DESCRIPTION_MAX, COMPONENT_NAME_MAX } from 'shared-core';
import { componentBody, formValuesOf, splitTags, validateComponentForm } from './componentForm';

const values = (over: Partial<{ name: string; description: string; tags: string }> = {}) => ({ name: 'Pump 7', description: '', tags: '', ...over });

describe('component form (spec 001 section 5)', () => {
  it('splits tags on spaces, tabs and new lines, dropping empty pieces and repeats', () => {
    expect(splitTags('  pump\tbearing \n pump  north-side ')).toEqual(['pump', 'bearing', 'north-side']);
    expect(splitTags('   ')).toEqual([]);
    // Markup is just a word: it is kept as the user wrote it (and rendered as text).
    expect(splitTags('<b>x</b> y')).toEqual(['<b>x</b>', 'y']);
  });

  it('asks for a name, and accepts one with only a name', () => {
    expect(validateComponentForm(values({ name: '   ' }))).toEqual({ name: { key: 'components.form.nameRequired' } });
    expect(validateComponentForm(values())).toEqual({});
  });

  it('refuses a name, description, tag or tag count over the server limits', () => {
    expect(validateComponentForm(values({ name: 'x'.repeat(COMPONENT_NAME_MAX + 1) })).name?.key).toBe('components.form.nameTooLong');
    expect(validateComponentForm(values({ name: 'x'.repeat(COMPONENT_NAME_MAX) }))).toEqual({});
    expect(validateComponentForm(values({ description: 'd'.repeat(COMPONENT_DESCRIPTION_MAX + 1) })).description?.values).toEqual({ max: COMPONENT_DESCRIPTION_MAX });
    expect(validateComponentForm(values({ tags: 't'.repeat(101) })).tags?.key).toBe('components.form.tagTooLong');
    expect(validateComponentForm(values({ tags: Array.from({ length: 101 }, (_, i) => `t${i}`).join(' ') })).tags?.key).toBe('components.form.tooManyTags');
  });

  it('builds the call body with a trimmed name and the split tags, and reads a component back', () => {
    expect(componentBody(values({ name: '  Pump 7 ', description: ' Cooling ', tags: 'a b a' }))).toEqual({ name: 'Pump 7', description: 'Cooling', tags: ['a', 'b'] });
    expect(formValuesOf({ name: 'P', description: 'D', tags: ['a', 'b'] })).toEqual({ name: 'P', description: 'D', tags: 'a b' });
  });
});
