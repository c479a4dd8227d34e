import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { Spin } from 'antd';

/**
 * A dialog or panel whose code loads when it first opens, not with the page that carries it
 * closed: closed, an antd Modal or Drawer still costs the page's first load its
 * code, the antd components only it uses and a render. `preload` fetches the code ahead of a
 * click (call it on hover or focus of what opens it); a spinner covers a slow network. Once
 * opened it stays mounted, so it closes with its animation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any dialog's props, which all have `open`
export function onDemand<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const Lazy = lazy(load);
  function OnDemand(props: ComponentProps<C> & { open: boolean }) {
    const opened = useOpenedOnce(props.open);
    if (!opened) return null;
    return (
      <Suspense fallback={props.open ? <Spin fullscreen /> : null}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  }
  return { Component: OnDemand, preload: () => void load().catch(() => undefined) };
}

/** Whether `open` has been true at least once. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
