import type { ReactNode } from 'react';
import type { GroupTreeNode } from 'shared-core';

/** Gap between a parent and the row of its children, and between siblings, in px. */
const LEVEL_GAP = 28;
const SIBLING_GAP = 12;

/**
 * The group tree drawn top-down: each group's card, a line down from it, a bar over its
 * children and a line down into each child. Plain flex boxes: a subtree is as wide as its
 * children need, so cards of any height line up without measuring. `lineColor` draws the lines.
 */
export function GroupTree({
  node,
  renderNode,
  lineColor,
}: {
  node: GroupTreeNode;
  renderNode: (node: GroupTreeNode) => ReactNode;
  lineColor: string;
}) {
  const line = { position: 'absolute', background: lineColor } as const;
  const last = node.children.length - 1;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} data-group-id={node.id}>
      {renderNode(node)}
      {node.children.length > 0 && (
        <>
          <div aria-hidden style={{ width: 2, height: LEVEL_GAP / 2, background: lineColor }} />
          <div role="group" style={{ display: 'flex', alignItems: 'flex-start' }}>
            {node.children.map((child, i) => (
              <div
                key={child.id}
                style={{ position: 'relative', padding: `${LEVEL_GAP / 2}px ${SIBLING_GAP / 2}px 0`, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
              >
                {last > 0 && <span aria-hidden style={{ ...line, top: 0, height: 2, left: i === 0 ? '50%' : 0, right: i === last ? '50%' : 0 }} />}
                <span aria-hidden style={{ ...line, top: 0, left: 'calc(50% - 1px)', width: 2, height: LEVEL_GAP / 2 }} />
                <GroupTree node={child} renderNode={renderNode} lineColor={lineColor} />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
