import { i18n, initI18n, registerNamespace, withBundledSource } from './i18n';

/** A loader the test resolves by hand, recording when it was asked. */
function deferredLoader(messages: Record<string, unknown>) {
  const asked: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const load = async (language: string) => {
    asked.push(language);
    await released;
    return messages;
  };
  return { asked, load, release };
}

it("asks for the first screen's namespaces at once, not one after the other", async () => {
  const common = deferredLoader({ save: 'Save' });
  const shell = deferredLoader({ login: { title: 'Sign in' } });
  registerNamespace('common', common.load);
  registerNamespace('shell', shell.load);

  const ready = initI18n('en', { namespaces: ['shell'] });
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Both are asked for before either answers: one round trip, not two.
  expect(common.asked).toEqual(['en']);
  expect(shell.asked).toEqual(['en']);

  common.release();
  shell.release();
  await ready;
  expect(i18n.t('save')).toBe('Save');
  expect(i18n.t('shell:login.title')).toBe('Sign in');
});

it('answers the source language from bundled messages and loads the others', async () => {
  const asked: string[] = [];
  const loader = withBundledSource(
    async (language) => {
      asked.push(language);
      return { greeting: `${language} greeting` };
    },
    { greeting: 'Hello' },
  );
  expect(await loader('en')).toEqual({ greeting: 'Hello' });
  expect(await loader('de')).toEqual({ greeting: 'de greeting' });
  expect(asked).toEqual(['de']);
});
