import { describe, expect, it } from 'vitest';
import { checkReportConfig, numberOf, reportTotalsOf } from '../../../schemas/report-config';
import { heatReportConfig } from '../../../server/seed/portals';

describe('report configurations', () => {
  it('accepts the seeded report and says what is wrong with others', () => {
    expect(checkReportConfig(heatReportConfig)).toBeNull();
    expect(checkReportConfig({ columns: [{ field: '1a', label: 'A' }], chart: { type: 'none' } })).toBe('第 1 列：字段名 field 无效');
    expect(checkReportConfig({ columns: [{ field: 'a', label: 'A' }], chart: { type: 'pie', category: 'a', values: ['b'] } })).toBe(
      '图表：数值字段 values 应为报表的列',
    );
    expect(
      checkReportConfig({
        columns: [{ field: 'a', label: 'A' }],
        chart: { type: 'none' },
        filters: [{ field: 'p', options: [{ value: 1 }] }],
      }),
    ).toBe('第 1 个筛选：选项应为 {value, label}');
  });

  it('totals the rows as each column asks, numbers given as text included', () => {
    const rows = [
      { name: '甲', n: 1, area: '10.10' },
      { name: '乙', n: 2, area: '20.2' },
      { name: '', n: null, area: 'x' },
    ];
    const totals = reportTotalsOf(
      [
        { field: 'name', label: '名称', total: 'count' },
        { field: 'n', label: 'N', total: 'avg' },
        { field: 'area', label: '面积', total: 'sum', decimals: 2 },
        { field: 'n', label: 'N', total: 'max' },
      ],
      rows,
    );
    expect(totals).toEqual({ name: 2, n: 2, area: 30.3 });
    expect(reportTotalsOf([{ field: 'n', label: 'N', total: 'sum' }], [])).toEqual({ n: null });
    expect(reportTotalsOf([{ field: 'n', label: 'N', total: 'sum' }], [{ n: 0.1 }, { n: 0.2 }])).toEqual({ n: 0.3 });
    expect([numberOf('3.5'), numberOf(''), numberOf('abc'), numberOf(Infinity)]).toEqual([3.5, null, null, null]);
  });
});
