/**
 * Long labels wrap inside the label box, aligned to the side the form puts labels on (Element's
 * el-form-item__label: a fixed-width box, text-align right). jsdom applies the form's stylesheet
 * to getComputedStyle, which is what is checked here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const LONG = '供热面积（按建筑面积计算，含公摊部分）';
const definition = (labelPosition: string) => ({
  labelPosition,
  labelWidth: 80,
  fields: [{ __vModel__: 'area', __config__: { jnpfKey: 'input', label: LONG } }],
});

function labelBox(): HTMLElement {
  return screen.getByText(LONG).closest('.ef-label') as HTMLElement;
}

describe('a label longer than the label width', () => {
  it('wraps inside the box, right-aligned, when labels are on the right', () => {
    renderDefinition(definition('right'));
    const box = getComputedStyle(labelBox());
    expect(box.textAlign).toBe('right');
    // The text may wrap: lines are not each as tall as a control, and the label may shrink to the box.
    expect(box.lineHeight).not.toBe('var(--ef-control-h)');
    expect(parseFloat(getComputedStyle(screen.getByText(LONG)).minWidth)).toBe(0);
  });

  it('is left-aligned when labels are on the left', () => {
    renderDefinition(definition('left'));
    expect(getComputedStyle(labelBox()).textAlign).toBe('left');
  });
});
