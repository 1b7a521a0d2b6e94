import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportView } from '../../../../api/portal';
import type { DataReportClient } from '../../../../api/portal-client';
import { ReportScreen } from '../../../../screens/report/ReportScreen';
import { heatReportConfig } from '../../../../server/seed/portals';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => cleanup());

const view: ReportView = {
  id: 'r1',
  fullName: '供热量统计报表',
  enCode: 'rpt-heat-consumption',
  columns: heatReportConfig.columns,
  chart: heatReportConfig.chart,
  filters: [
    {
      field: 'tariff',
      label: '收费类型',
      dataType: 'varchar',
      defaultValue: '',
      required: false,
      options: heatReportConfig.filters![0]!.options,
    },
    { field: 'minArea', label: '最小面积', dataType: 'decimal', defaultValue: '0', required: false },
  ],
};

const rows = [
  { district: '长安区', customers: 1200, heating: 1100, heatingArea: 120000.5, paid: 2640011 },
  { district: '桥西区', customers: 800, heating: 790, heatingArea: 80000, paid: 1760000.25 },
];

function fakeClient() {
  const client: DataReportClient = {
    view: async () => view,
    run: vi.fn(async (_key: string, paramList: readonly { field?: string; defaultValue?: unknown }[]) => {
      const tariff = paramList.find((param) => param.field === 'tariff')?.defaultValue;
      const list = tariff ? rows.slice(0, 1) : rows;
      return {
        list,
        totals: {
          district: list.length,
          customers: list.reduce((sum, row) => sum + row.customers, 0),
          heating: list.reduce((sum, row) => sum + row.heating, 0),
          heatingArea: list.reduce((sum, row) => sum + row.heatingArea, 0),
          paid: list.reduce((sum, row) => sum + row.paid, 0),
        },
      };
    }),
    exportSheet: vi.fn(async () => ({ url: '/api/system/ExportFile/abc', name: '供热量统计报表_20261128100000.xlsx' })),
  };
  return client;
}

const totalsRow = () => Array.from(screen.getByTestId('report-totals').querySelectorAll('td')).map((cell) => cell.textContent);

describe('a data report', () => {
  it('runs with the parameters’ defaults and shows the rows, the totals row and the chart', async () => {
    const client = fakeClient();
    renderScreen(<ReportScreen reportKey="rpt-heat-consumption" client={client} resolveUrl={(path) => path} notify={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: '供热量统计报表' })).toBeTruthy();
    await waitFor(() => expect(totalsRow()).toEqual(['2', '2,000', '1,890', '200,000.50', '4,400,011.25']));
    expect(client.run).toHaveBeenCalledWith('rpt-heat-consumption', [
      { field: 'tariff', defaultValue: '' },
      { field: 'minArea', defaultValue: '0' },
    ]);
    const table = screen.getByRole('table', { name: '供热量统计报表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['所在区', '户数', '供热户数', '供热面积（㎡）', '已缴金额（元）']);
    expect(within(table).getByText('120,000.50')).toBeTruthy();
    const chart = screen.getByRole('img', { name: '供热量统计报表图表' });
    await waitFor(() => expect(chart.textContent).toContain('桥西区'));
    expect(screen.getByText('共 2 行')).toBeTruthy();
  });

  it('filters by a choice, resets, and exports what is shown', async () => {
    const client = fakeClient();
    renderScreen(<ReportScreen reportKey="r1" client={client} resolveUrl={(path) => `http://host${path}`} notify={vi.fn()} />);
    const tariff = await screen.findByRole('combobox', { name: '收费类型' });
    expect(
      within(tariff)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部', '居民', '非居民', '低保户', '按热计量']);
    fireEvent.change(tariff, { target: { value: 'lowIncome' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '最小面积' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(totalsRow()[1]).toBe('1,200'));
    expect(client.run).toHaveBeenLastCalledWith('r1', [
      { field: 'tariff', defaultValue: 'lowIncome' },
      { field: 'minArea', defaultValue: '50' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(client.exportSheet).toHaveBeenCalledWith('r1', [
        { field: 'tariff', defaultValue: 'lowIncome' },
        { field: 'minArea', defaultValue: '50' },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(totalsRow()[1]).toBe('2,000'));
    expect((screen.getByRole('combobox', { name: '收费类型' }) as HTMLSelectElement).value).toBe('');
  });

  it('says so when the report cannot be shown', async () => {
    const client = { ...fakeClient(), view: () => Promise.reject(new Error('403')) };
    renderScreen(<ReportScreen reportKey="nothing" client={client} resolveUrl={(path) => path} notify={vi.fn()} />);
    expect(await screen.findByText('报表不存在或您没有权限查看')).toBeTruthy();
  });
});
