import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n } from 'shared-core';
import { renderPage, setUpI18n } from '../../test/renderPage';
import { LanguageSelect } from './LanguageSelect';

jest.setTimeout(30_000);
beforeAll(setUpI18n);
afterEach(() => act(() => changeLanguage('en')));

/** Names of the options the open list offers. */
const offered = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);

describe('language select (spec 000 section 1)', () => {
  it('narrows the 24 languages to the typed name and switches to the one chosen', async () => {
    renderPage(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.click(select);
    await userEvent.type(select, 'deu');
    await waitFor(() => expect(offered()).toEqual(['Deutsch']));
    await userEvent.click(document.querySelector('.ant-select-item-option')!);
    await waitFor(() => expect(i18n.language).toBe('de'));
  });

  it('shows the code in the compact (phone) form, names in its list, and finds a language by name or code', async () => {
    renderPage(<LanguageSelect compact />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(document.querySelector('.ant-select-content')?.textContent).toBe('en');
    await userEvent.click(select);
    await userEvent.type(select, 'suomi');
    await waitFor(() => expect(offered()).toEqual(['Suomi']));
    await userEvent.clear(select);
    await userEvent.type(select, 'zh');
    await waitFor(() => expect(offered()).toEqual(['简体中文', '繁體中文']));
    await userEvent.click(document.querySelectorAll('.ant-select-item-option')[1]!);
    await waitFor(() => expect(i18n.language).toBe('zh-TW'));
    await waitFor(() => expect(document.querySelector('.ant-select-content')?.textContent).toBe('zh-TW'));
  });
});
