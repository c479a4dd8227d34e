import { act, render, screen } from '@testing-library/react';
import { Empty, Pagination } from 'antd';
import dayjs from 'dayjs';
import { i18n, initI18n } from 'shared-core';
import { PlatformProviders } from './PlatformProviders';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The empty state's description (its picture's SVG title says the same). */
const emptyText = (text: string) => screen.findByText(text, { selector: '.ant-empty-description' });

const renderAntd = () =>
  render(
    <PlatformProviders>
      <Empty />
      <Pagination total={50} showSizeChanger={false} />
    </PlatformProviders>,
  );

it('speaks antd in the chosen language and follows a change of language', async () => {
  renderAntd();
  expect(await emptyText('No data')).toBeTruthy();
  await act(() => i18n.changeLanguage('de'));
  expect(await emptyText('Keine Daten')).toBeTruthy();
  // Read by screen readers: the pagination's buttons.
  expect(screen.getByTitle('Nächste Seite')).toBeTruthy();
  await act(() => i18n.changeLanguage('fr'));
  expect(await emptyText('Aucune donnée')).toBeTruthy();
});

it('sets the calendar: month names and the first day of the week', async () => {
  renderAntd();
  await act(() => i18n.changeLanguage('de'));
  await emptyText('Keine Daten');
  expect(dayjs.locale()).toBe('de');
  expect(dayjs('2026-03-02').format('MMMM')).toBe('März');
  expect(dayjs.Ls.de?.weekStart).toBe(1);
  await act(() => i18n.changeLanguage('no'));
  await emptyText('Ingen data');
  expect(dayjs.locale()).toBe('nb');
  await act(() => i18n.changeLanguage('en'));
  await emptyText('No data');
  expect(dayjs.locale()).toBe('en');
});
