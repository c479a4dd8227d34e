import { Grid } from 'antd';

/** True below antd's `md` breakpoint (768 px): the rail hides and lists go to one virtual page. */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false;
}
