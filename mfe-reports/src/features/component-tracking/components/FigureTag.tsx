import { Tag } from 'antd';
import { figureText, type ComponentFigure } from '../state/figures';
import { useFigureFormat } from '../state/useFigureFormat';

/**
 * One measurement of a component as its type reads it ("12.4 l/min · medium · €1,210/year",
 * "Floating discharge 87 % · High severity", "Kurtosis 5.2 · crest factor 4.1 · Possible fault"),
 * coloured by its band and worded too, so it reads without colour.
 */
export function FigureTag({ figure }: { figure: ComponentFigure }) {
  const { text, colour, band } = figureText(figure, useFigureFormat());
  return (
    <Tag color={colour} data-testid="component-figure" data-kind={figure.kind} data-band={band} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
      {text}
    </Tag>
  );
}
