import type { ComponentType } from 'react';
import { atom } from 'jotai';

/** The bulk actions of the list that open a dialog (spec 000 sections 2 and 4). */
export const BULK_DIALOG_IDS = ['tag', 'edit', 'download', 'delete'] as const;
export type BulkDialogId = (typeof BULK_DIALOG_IDS)[number];

/** What the list hands to a bulk dialog. */
export interface BulkDialogProps {
  /** The selected snapshots, ascending. */
  snapshotIds: number[];
  /**
   * Closes the dialog. `changed` lists the snapshots the dialog changed or removed: the list
   * refreshes and removed ones leave the selection (`removed`).
   */
  onClose: (outcome?: { changed?: boolean; removed?: number[] }) => void;
}

/**
 * The list's extension point for bulk dialogs: `app/` registers a dialog per action (the bulk
 * tag and bulk edit dialogs arrive in a later issue). An action whose dialog is not registered
 * shows disabled. Download and delete have built-in dialogs that a registered one replaces.
 */
export type BulkDialogs = Partial<Record<BulkDialogId, ComponentType<BulkDialogProps>>>;

/** The bulk dialog that is open, if any (client state). */
export const openBulkDialogAtom = atom<BulkDialogId | null>(null);
