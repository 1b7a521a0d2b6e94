/** The template language of printing (docs/print.md "The template"), filled in the browser's DOM. */
import { describe, expect, it } from 'vitest';
import { fillTemplate, thousandsText } from '../../../../screens/print/fill-template';

const system = { printer: '系统管理员/admin', printTime: '2026-11-28 10:00' };
const record = {
  customerName: '王小明',
  heatingArea: 96.5,
  payments: [
    { season: '2024-2025', amount: 2316 },
    { season: '2025-2026', amount: 12412.5 },
  ],
};

/** The filled page as a document fragment, to read as a user would. */
function page(template: string, data: Record<string, unknown> = record, records = [] as Parameters<typeof fillTemplate>[0]['records']) {
  const host = document.createElement('div');
  host.innerHTML = fillTemplate({ template, data, records, system });
  return host;
}

const rowsText = (host: Element) => [...host.querySelectorAll('tr')].map((row) => [...row.cells].map((cell) => cell.textContent));

describe('fillTemplate', () => {
  it('puts the main record’s values in place of {field}', () => {
    expect(page('<p>用户：{customerName}，面积 {heatingArea} ㎡</p>').textContent).toBe('用户：王小明，面积 96.5 ㎡');
  });

  it('repeats a table row per row of the child table it names, keeping the header row once', () => {
    const host = page(
      '<table><tbody><tr><td>供暖季</td><td>金额</td></tr><tr><td>{payments.season}</td><td>{payments.amount}</td></tr></tbody></table>',
    );
    expect(rowsText(host)).toEqual([
      ['供暖季', '金额'],
      ['2024-2025', '2316'],
      ['2025-2026', '12412.5'],
    ]);
  });

  it('drops the loop row of an empty child table and lists a column named outside a row', () => {
    const host = page('<table><tbody><tr><td>{payments.season}</td></tr></tbody></table><p>季：{payments.season}</p>', {
      ...record,
      payments: [],
    });
    expect(host.querySelectorAll('tr')).toHaveLength(0);
    expect(page('<p>季：{payments.season}</p>').textContent).toBe('季：2024-2025、2025-2026');
  });

  it('writes amounts in Chinese capitals and with thousands separators, in loops too', () => {
    expect(page('<p>大写金额({heatingArea})</p>').textContent).toBe('玖拾陆元伍角');
    expect(page('<p>千位分隔符({payments.amount},2)</p>').textContent).toBe('2,316.00、12,412.50');
    const host = page(
      '<table><tbody><tr><td>千位分隔符({payments.amount},2)</td><td>大写金额({payments.amount})</td></tr></tbody></table>',
    );
    expect(rowsText(host)).toEqual([
      ['2,316.00', '贰仟叁佰壹拾陆元整'],
      ['12,412.50', '壹万贰仟肆佰壹拾贰元伍角'],
    ]);
    expect(thousandsText(1234567.891)).toBe('1,234,567.891');
    expect(thousandsText('')).toBe('');
  });

  it('prints nothing for a name the record does not have (a field the grants hide)', () => {
    expect(page('<p>[{meterNo}]</p>').textContent).toBe('[]');
  });

  it('fills who prints and when, and the approval record with the handle status names of spec 001', () => {
    expect(page('<p>{systemPrinter} {systemPrintTime}</p>').textContent).toBe('系统管理员/admin 2026-11-28 10:00');
    const records = [
      { nodeName: '开始', userName: '张伟', handleTime: new Date(2026, 10, 1, 9, 30).getTime(), handleStatus: 2 },
      { nodeName: '审批', userName: '李强', handleTime: new Date(2026, 10, 2, 14, 5).getTime(), handleStatus: 0, handleOpinion: '补材料' },
      { nodeName: '复核', userName: '王芳', handleTime: new Date(2026, 10, 3, 8, 0).getTime(), handleStatus: 9 },
    ];
    const host = page('<p>审批：</p><p>{systemApprovalContent}</p>', record, records);
    expect(rowsText(host)).toEqual([
      ['节点名称', '操作人员', '操作时间', '执行动作', '备注'],
      ['开始', '张伟', '2026-11-01 09:30', '发起', ''],
      ['审批', '李强', '2026-11-02 14:05', '退回', '补材料'],
      ['复核', '王芳', '2026-11-03 08:00', '复活', ''],
    ]);
    expect(page('<p>{systemApprovalContent}</p>').textContent).toBe('');
  });

  it('keeps page breaks, JNPF’s comment included, and inserts values as text, never as markup', () => {
    const host = page('<p>一</p><!-- pagebreak --><p>{customerName}</p><script>window.x = 1</script><p onclick="x()">二</p>', {
      customerName: '<img src=x onerror="window.pwned=1">',
    });
    expect(host.querySelectorAll('.print-page-break')).toHaveLength(1);
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('[onclick]')).toBeNull();
    expect(host.textContent).toContain('<img src=x onerror="window.pwned=1">');
  });
});
