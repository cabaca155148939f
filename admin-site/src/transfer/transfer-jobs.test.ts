import { isActive, jobPercent, jobTotals } from './transfer-jobs';

describe('transfer job progress', () => {
  it('is the share of the total handled, whole percent, at most 100', () => {
    expect(jobPercent({ status: 'running', processed: 1, total: 3 })).toBe(33);
    expect(jobPercent({ status: 'running', processed: 5, total: 3 })).toBe(100);
  });

  it('is unknown while an export counts without a total, and full once done', () => {
    expect(jobPercent({ status: 'running', processed: 40, total: null })).toBeNull();
    expect(jobPercent({ status: 'done', processed: 40, total: null })).toBe(100);
  });

  it('polls while a job is queued or running only', () => {
    expect(['queued', 'running', 'done', 'failed'].map((status) => isActive({ status }))).toEqual([true, true, false, false]);
  });

  it("sums an import's created and existing records over its files", () => {
    const counts = [
      { __typename: 'TransferCount' as const, file: 'pages', records: 3, created: 1, existing: 2 },
      { __typename: 'TransferCount' as const, file: 'tags', records: 4, created: 4, existing: 0 },
    ];
    expect(jobTotals({ counts })).toEqual({ created: 5, existing: 2 });
  });
});
