/** The value-less display kinds: link, button, text, alert, divider, groupTitle. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const link = {
  __config__: { jnpfKey: 'link', label: '链接', showLabel: false, formId: 1 },
  content: '供热公告',
  href: 'https://example.com/n',
  target: '_blank',
  textStyle: { 'text-align': 'center' },
};
const button = {
  __config__: { jnpfKey: 'button', label: '按钮', showLabel: false, formId: 2 },
  buttonText: '查询',
  align: 'right',
  type: 'primary',
  on: { click: '({ data }) => { console.log(data) }' },
};
const oldText = {
  __config__: { jnpfKey: 'JNPFText', label: '文本', showLabel: false, defaultValue: '请如实填写', formId: 3 },
  textStyle: { color: '#ff0000', 'font-size': 14, 'line-height': 32, 'font-weight': 'bold' },
};
const newText = { __config__: { jnpfKey: 'text', label: '文本', showLabel: false, formId: 4 }, content: '新一代文本' };
const alert = {
  __config__: { jnpfKey: 'alert', label: '提示', showLabel: false, formId: 5 },
  title: '注意安全',
  type: 'warning',
  'show-icon': true,
  closable: true,
  description: '高温管道',
};
const divider = {
  __config__: { jnpfKey: 'divider', label: '分割线', showLabel: false, formId: 6 },
  __slot__: { default: '基本信息' },
  'content-position': 'left',
};
const groupTitle = {
  __config__: { jnpfKey: 'groupTitle', label: '分组标题', showLabel: false, tipLabel: '以下为设备信息', formId: 7 },
  content: '设备信息',
  'content-position': 'center',
};

describe('display kinds', () => {
  it('compile without a value and report only the event script they cannot run', () => {
    const form = compileJnpfForm({ fields: [link, button, oldText, newText, alert, divider, groupTitle] });
    expect(form.schema.properties).toEqual({});
    expect(form.layout.map((n) => (n.type === 'static' ? n.field.kind : n.type))).toEqual([
      'link',
      'button',
      'text',
      'text',
      'alert',
      'divider',
      'groupTitle',
    ]);
    expect(form.issues.map((i) => `${i.field} ${i.key} ${i.message}`)).toEqual([
      'button-2 on.click 事件脚本 click 未执行（引擎不运行定义中的脚本）',
    ]);
  });

  it('render link, button, both text generations, alert, divider and group title', () => {
    renderDefinition([link, button, oldText, newText, alert, divider, groupTitle]);
    const a = screen.getByRole('link', { name: '供热公告' });
    expect(a.getAttribute('href')).toBe('https://example.com/n');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: '查询' })).toBeTruthy();
    const text = screen.getByText('请如实填写');
    expect(text.style.color).toBe('rgb(255, 0, 0)');
    expect(text.style.fontSize).toBe('14px');
    expect(screen.getByText('新一代文本')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('注意安全');
    expect(screen.getByRole('separator', { name: '基本信息' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /设备信息/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: '以下为设备信息' })).toBeTruthy();
  });

  it('a closable alert closes; buttons are disabled outside edit mode; javascript: links are dropped', () => {
    renderDefinition([alert]);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderDefinition([button, { ...link, href: 'javascript:alert(1)' }], { mode: 'read' });
    expect((screen.getByRole('button', { name: '查询' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('供热公告').getAttribute('href')).toBeNull();
  });

  it('hide their label unless the definition shows it, as the designer creates them', () => {
    const bare = [link, button, oldText, newText, alert, divider, groupTitle].map(
      ({ __config__: { showLabel: _shown, ...config }, ...rest }) => ({ ...rest, __config__: config }),
    );
    const form = compileJnpfForm({ fields: bare });
    expect(form.layout.map((n) => (n.type === 'static' ? n.field.showLabel : undefined))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    renderDefinition(bare);
    for (const label of ['链接', '按钮', '文本', '提示', '分割线', '分组标题']) expect(screen.queryByText(label)).toBeNull();
    cleanup();

    renderDefinition([{ ...newText, __config__: { ...newText.__config__, showLabel: true } }]);
    expect(screen.getByText('文本')).toBeTruthy();
    // Rendered kinds that are not display text keep the usual default.
    const barcode = { __config__: { jnpfKey: 'barcode', label: '条形码', formId: 8 }, staticText: 'A1' };
    expect(compileJnpfForm({ fields: [barcode] }).layout.map((n) => (n.type === 'static' ? n.field.showLabel : undefined))).toEqual([true]);
  });
});
