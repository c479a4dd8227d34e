import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { catalogueText, liveStateAtom, messageFor, sessionAtom, taskBus } from 'shared-core';

/**
 * Runs the live task bus while a user is signed in, and shows the persistent, dismissible
 * message of the error state (spec 000 section 4, live channel). The text is the error
 * catalogue's realtime message (spec 001 section 8, iotError).
 */
export function LiveChannel() {
  const { t } = useTranslation('shell');
  const signedIn = useAtomValue(sessionAtom) !== null;
  const state = useAtomValue(liveStateAtom);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!signedIn) return undefined;
    taskBus.start();
    return () => taskBus.stop();
  }, [signedIn]);
  useEffect(() => {
    if (state === 'connected') setDismissed(false);
  }, [state]);

  if (state !== 'error' || dismissed) return null;
  // The state carries no error object: the catalogue's realtime entry is the same for every failure.
  const message = catalogueText(messageFor(null, 'realtime'), t);
  return <Alert type="error" banner closable onClose={() => setDismissed(true)} title={message} />;
}
