import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { catalogueText, liveStateAtom, messageFor, sessionAtom, taskBus, whenIdle } from 'shared-core';

/**
 * How long after sign-in the channel connects at the latest: it waits for the browser to be idle
 * first, so mqtt.js (95 KB gz) and the credentials call do not compete with the first page's
 * render. Nothing is lost meanwhile: every connect reads the tasks' state over REST.
 */
export const LIVE_START_IDLE_MS = 3_000;
/** How long the "restored" notice stays after a reconnect. */
export const LIVE_RESTORED_NOTICE_MS = 4_000;

/**
 * Runs the live task bus while a user is signed in, and shows the channel's state (spec 000
 * section 4, live channel): the persistent, dismissible message of the error state (the error
 * catalogue's realtime message, spec 001 section 8, iotError); a dropped connection (a broker
 * restart, the device offline) while the bus reconnects; and, briefly, that it is back.
 */
export function LiveChannel() {
  const { t } = useTranslation('shell');
  const signedIn = useAtomValue(sessionAtom) !== null;
  const state = useAtomValue(liveStateAtom);
  const [dismissed, setDismissed] = useState(false);
  const [restored, setRestored] = useState(false);
  const previous = useRef(state);

  useEffect(() => {
    if (!signedIn) return undefined;
    let started = false;
    const cancel = whenIdle(() => {
      started = true;
      taskBus.start();
    }, LIVE_START_IDLE_MS);
    return () => {
      cancel();
      if (started) taskBus.stop();
    };
  }, [signedIn]);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (state !== 'connected') {
      setRestored(false);
      return undefined;
    }
    setDismissed(false);
    if (was !== 'disconnected' && was !== 'error') return undefined;
    setRestored(true);
    const timer = setTimeout(() => setRestored(false), LIVE_RESTORED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'disconnected') return <Alert type="warning" banner role="status" data-live-state={state} title={t('tasks.liveLost')} />;
  if (state === 'connected' && restored) return <Alert type="success" banner role="status" data-live-state={state} title={t('tasks.liveRestored')} />;
  if (state !== 'error' || dismissed) return null;
  // The state carries no error object: the catalogue's realtime entry is the same for every failure.
  const message = catalogueText(messageFor(null, 'realtime'), t);
  return <Alert type="error" banner closable onClose={() => setDismissed(true)} data-live-state={state} title={message} />;
}
