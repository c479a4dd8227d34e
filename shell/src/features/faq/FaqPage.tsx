import { useEffect, useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Collapse, Empty, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE_MS } from 'shared-core';
import { AreaPage } from 'shared-ui';
import { faqEntries, searchFaq } from './faqSearch';

/** /faq: sections A to G, searchable (debounced 500 ms; spec 001 section 2). */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const { t: tShell } = useTranslation('shell');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), DEBOUNCE_MS.search);
    return () => clearTimeout(timer);
  }, [input]);

  const sections = t('sections', { returnObjects: true }) as Parameters<typeof faqEntries>[0];
  const entries = useMemo(() => searchFaq(faqEntries(sections), search), [sections, search]);
  const bySection = Object.keys(sections)
    .sort()
    .map((key) => ({ key, title: sections[key]!.title, entries: entries.filter((e) => e.section === key) }))
    .filter((s) => s.entries.length > 0);

  return (
    <AreaPage title={tShell('faq.title')}>
      <Input
        allowClear
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchPlaceholder')}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        style={{ maxWidth: 520, marginBottom: 24 }}
      />
      {bySection.length === 0 && <Empty description={t('noResults')} />}
      {bySection.map((section) => (
        <section key={section.key} style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {section.key}. {section.title}
          </Typography.Title>
          <Collapse
            items={section.entries.map((entry) => ({
              key: `${entry.section}.${entry.id}`,
              label: entry.question,
              children: <Typography.Paragraph style={{ margin: 0 }}>{entry.answer}</Typography.Paragraph>,
            }))}
          />
        </section>
      ))}
    </AreaPage>
  );
}
