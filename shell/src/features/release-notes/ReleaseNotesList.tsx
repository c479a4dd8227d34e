import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReleaseNotes } from 'shared-core';

/** Release notes keyed by date, newest first. */
export function ReleaseNotesList({ notes }: { notes: ReleaseNotes }) {
  const { i18n } = useTranslation();
  const dates = Object.keys(notes).sort().reverse();
  return (
    <Timeline
      items={dates.map((date) => ({
        key: date,
        children: (
          <>
            <Typography.Text strong>{new Date(`${date}T00:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' })}</Typography.Text>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{notes[date]}</Typography.Paragraph>
          </>
        ),
      }))}
    />
  );
}
