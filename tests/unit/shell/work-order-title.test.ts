import { describe, expect, it } from 'vitest';
import { workOrderFormTitle } from '../../../shell/menu/view-title';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
const title = (search: string) => workOrderFormTitle(new URLSearchParams(search), t);

/** The work-order form's tab titles (spec 002 section 2.1). */
describe('work-order form titles', () => {
  it('titles an incoming call by its number, a collaborative work order as given, else by id', () => {
    expect(title('id=7&ani=13912345678&title=协同')).toBe('tabs.incomingCall{"number":"13912345678"}');
    expect(title('id=7&tabsactive=xtyp&title=协同工单：GD202612010001')).toBe('协同工单：GD202612010001');
    expect(title('id=7&title=%20')).toBe('tabs.workOrder{"id":"7"}');
    expect(title('id=7&tabsactive=detail')).toBe('tabs.workOrderDetail');
    expect(title('')).toBe('tabs.newWorkOrder');
  });
});
