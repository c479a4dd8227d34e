import { ICON_PATHS } from './iconPaths';

/** An outline icon at the text's size and colour (what antd's icons render, without their runtime). */
export function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg className="acv-icon" viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
