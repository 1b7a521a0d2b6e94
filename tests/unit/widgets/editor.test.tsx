import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { sanitizeHtml } from '../../../widgets/editor/sanitize';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const field = { __vModel__: 'html', __config__: { jnpfKey: 'editor', label: '说明', required: true }, placeholder: '请输入' };

describe('editor kind', () => {
  it('compiles to HTML text', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties?.html).toEqual({ type: 'string', title: '说明' });
    expect(form.issues).toEqual([]);
  });

  it('sanitises scripts, handlers and javascript: links', () => {
    expect(
      sanitizeHtml(
        '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><a href="https://x.cn" target="_blank">c</a></p>',
      ),
    ).toBe('<p>a<a>b</a><a href="https://x.cn" target="_blank" rel="noopener noreferrer">c</a></p>');
  });

  it('stores what is typed, sanitised, and counts blank HTML as empty', () => {
    const { controller } = renderDefinition([field]);
    const box = screen.getByRole('textbox', { name: '说明' });
    expect(screen.getByRole('toolbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: '加粗' })).toBeTruthy();
    box.innerHTML = '<p><b>热</b>力<img src=x onerror="alert(1)"></p>';
    fireEvent.input(box);
    expect(controller.getValues().html).toBe('<p><b>热</b>力<img src="x"></p>');
    box.innerHTML = '<p><br></p>';
    fireEvent.input(box);
    expect(controller.getValues().html).toBeUndefined();
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('请输入');
  });

  it('shows sanitised HTML in read mode, and no toolbar when disabled', () => {
    renderDefinition([field], { mode: 'read', initialValues: { html: '<p>安全<script>x()</script></p>' } });
    expect(document.querySelector('.rich-text')!.innerHTML).toBe('<p>安全</p>');
    cleanup();
    renderDefinition([field], { mode: 'disabled', initialValues: { html: '<p>a</p>' } });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('textbox', { name: '说明' }).getAttribute('contenteditable')).toBe('false');
  });
});
