import type { DeviceNotification, TaskRecord } from 'shared-core';
import { taskRecord } from 'shared-core/testing';
import { hasUnfinishedItems } from './cameraBadge';

const task = (kind: TaskRecord['kind'], phase: TaskRecord['phase']): TaskRecord => taskRecord(kind, `${kind}-${phase}`, 'RUNNING', { phase });
const notice: DeviceNotification = { id: 'pairingLost:4', kind: 'pairingLost', serial: 'STF40009', nickname: '', createdAt: '2026-11-10T07:30:00Z', ownershipId: 4 };

describe('the Cameras entry red dot (spec 001 section 2)', () => {
  it.each<[string, DeviceNotification[], TaskRecord[], boolean]>([
    ['nothing unfinished', [], [], false],
    ['a lost pairing or an available update', [notice], [], true],
    ['a running fleet update', [], [task('fleet-update', 'running')], true],
    ['a finished fleet update only', [], [task('fleet-update', 'done'), task('fleet-update', 'failed')], false],
    ['another kind of running task', [], [task('excel-export', 'running')], false],
  ])('%s', (_name, notifications, tasks, expected) => {
    expect(hasUnfinishedItems(notifications, Object.fromEntries(tasks.map((t) => [t.taskId, t])))).toBe(expected);
  });
});
