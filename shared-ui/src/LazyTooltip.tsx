import { cloneElement, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Tooltip, type TooltipRef } from 'antd';

interface TriggerProps {
  onMouseEnter?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
}

/**
 * antd's Tooltip, mounted the first time its target is hovered or focused. A Tooltip is a
 * trigger, a resize observer and motion around its target: one per card of a list would cost the
 * list's first render about 30 ms at 1x CPU, for tooltips few cards ever show. Until then the
 * target renders alone; on the first hover or focus the Tooltip mounts open, and keyboard focus
 * stays on the target.
 */
export function LazyTooltip({ title, children }: { title: ReactNode; children: ReactElement<TriggerProps> }) {
  const [armedBy, setArmedBy] = useState<'hover' | 'focus'>();
  const tooltip = useRef<TooltipRef>(null);
  useEffect(() => {
    // The target was remounted inside the Tooltip: give it back the focus it had.
    if (armedBy === 'focus') tooltip.current?.nativeElement?.focus();
  }, [armedBy]);
  if (armedBy)
    return (
      <Tooltip ref={tooltip} title={title} defaultOpen>
        {children}
      </Tooltip>
    );
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      children.props.onMouseEnter?.(event);
      setArmedBy('hover');
    },
    onFocus: (event: FocusEvent) => {
      children.props.onFocus?.(event);
      setArmedBy('focus');
    },
  });
}
