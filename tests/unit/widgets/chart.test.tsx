import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { chartNumber, chartOption } from '../../../widgets/kit/chart/chart-option';
import { EChart } from '../../../widgets/kit/chart/EChart';
import { renderScreen } from '../screens/render-screen';

const rows = [
  { district: '城东片区', stations: 3, area: '120.5' },
  { district: '城西片区', stations: 2, area: null },
];

describe('charts', () => {
  it('makes a bar or line chart of the category and each series', () => {
    const option = chartOption({
      kind: 'bar',
      rows,
      category: 'district',
      series: [
        { field: 'stations', label: '换热站' },
        { field: 'area', label: '面积' },
      ],
    }) as { xAxis: { data: string[] }; series: { type: string; name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['城东片区', '城西片区']);
    expect(option.series.map(({ type, name, data }) => ({ type, name, data }))).toEqual([
      { type: 'bar', name: '换热站', data: [3, 2] },
      { type: 'bar', name: '面积', data: [120.5, 0] },
    ]);
  });

  it('makes a pie of the first series', () => {
    const option = chartOption({ kind: 'pie', rows, category: 'district', series: [{ field: 'stations', label: '换热站' }] }) as {
      series: { data: { name: string; value: number }[] }[];
    };
    expect(option.series[0]!.data).toEqual([
      { name: '城东片区', value: 3 },
      { name: '城西片区', value: 2 },
    ]);
    expect([chartNumber('7'), chartNumber('x'), chartNumber(undefined)]).toEqual([7, 0, 0]);
  });

  it('draws the chart as SVG with its categories as text', async () => {
    const option = chartOption({ kind: 'bar', rows, category: 'district', series: [{ field: 'stations', label: '换热站' }] });
    renderScreen(<EChart option={option} label="各片区换热站" height={240} />);
    const chart = screen.getByRole('img', { name: '各片区换热站' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(chart.textContent).toContain('城东片区');
    expect(chart.textContent).toContain('城西片区');
  });
});
