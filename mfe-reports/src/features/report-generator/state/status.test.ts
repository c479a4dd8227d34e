import { reportStatusOfTask, reportStatusView } from './status';

// Spec 000 section 4 and spec 001 section 8: report export statuses; any other word is UNKNOWN STATUS.
describe('report export status', () => {
  it('maps the five statuses', () => {
    expect(reportStatusView('UPLOADING')).toMatchObject({ status: 'UPLOADING', key: 'status.UPLOADING', done: false, failed: false });
    expect(reportStatusView('FORWARDING')).toMatchObject({ status: 'FORWARDING', key: 'status.FORWARDING' });
    expect(reportStatusView('FINISHED', 1, 'https://x/r.pdf')).toMatchObject({ status: 'FINISHED', done: true, percent: 100, downloadUrl: 'https://x/r.pdf' });
    expect(reportStatusView('ERROR', null, 'https://x/r.pdf')).toMatchObject({ status: 'ERROR', key: 'status.ERROR', failed: true, downloadUrl: null });
  });

  it('counts PROCESSING in steps out of 7', () => {
    expect(reportStatusView('PROCESSING', 3 / 7)).toMatchObject({ step: 3, key: 'status.PROCESSING' });
    expect(reportStatusView('PROCESSING', 1).step).toBe(7);
    expect(reportStatusView('PROCESSING', 3 / 7).percent).toBeLessThan(reportStatusView('PROCESSING', 6 / 7).percent);
  });

  it('shows any other status as UNKNOWN STATUS', () => {
    for (const word of ['QUEUED', 'finished', '', undefined, null]) expect(reportStatusView(word)).toMatchObject({ status: 'UNKNOWN STATUS', key: 'status.unknown', done: false, failed: false });
  });

  it('trusts a task record that failed', () => {
    expect(reportStatusOfTask({ status: 'PROCESSING', progress: 0.5, downloadUrl: null, phase: 'failed' })?.status).toBe('ERROR');
    expect(reportStatusOfTask(undefined)).toBeNull();
  });
});
