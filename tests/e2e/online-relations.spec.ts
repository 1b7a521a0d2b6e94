/**
 * Relation fields at run time (spec 002 sections 2.5, 2.8 and 7.3): the administrator releases a customers
 * form and an orders form whose relationForm points at it (with a relationFormAttr), adds an order choosing
 * a customer in the dialog, sees the attribute and the customer's name in the list, then follows the link
 * in the order's detail to the customer's nested detail and back.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiSignIn, openMenu, signIn } from './support';

type MenuNode = { id: string; enCode: string; children?: MenuNode[] };
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const input = (vModel: string, label: string) => ({ __vModel__: vModel, __config__: { jnpfKey: 'input', label, span: 24 } });

/** Creates a definition and releases it under 供热业务: answers its id and menu address. */
async function release(baseURL: string, token: string, parentId: string, name: string, code: string, form: object, list: object) {
  const definition = {
    fullName: name,
    enCode: code,
    category: 'heatingBusiness',
    webType: 2,
    formData: JSON.stringify(form),
    columnData: JSON.stringify(list),
  };
  const { id } = await apiCall<{ id: string }>(baseURL, token, 'POST', '/api/visualdev/Base', definition);
  const released = await apiCall<{ urlAddress: string }>(baseURL, token, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, {
    pcModuleParentId: parentId,
    fullName: name,
  });
  return { id, urlAddress: released.urlAddress };
}

const rowNamed = (page: Page, text: string): Locator =>
  page
    .locator('[data-page^="online-"]')
    .getByTestId('page-table')
    .locator('tbody tr')
    .filter({ has: page.getByText(text, { exact: true }) });

test('the administrator relates an order to a customer and follows the link to the customer’s detail', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString().slice(-6);
  const token = await apiSignIn(baseURL!, ADMIN);
  const menus = flatten((await apiCall<{ menuList: MenuNode[] }>(baseURL!, token, 'GET', '/api/oauth/CurrentUser')).menuList);
  const parentId = menus.find((menu) => menu.enCode === 'heatingBiz')!.id;

  const customers = await release(
    baseURL!,
    token,
    parentId,
    `关联客户${suffix}`,
    `relCustomer${suffix}`,
    { popupType: 'drawer', drawerWidth: '600px', fields: [input('name', '客户名称'), input('code', '客户编号')] },
    { columnList: [{ prop: 'name', label: '客户名称' }], columnBtnsList: [{ value: 'detail', label: '详情' }] },
  );
  for (const [name, code] of [
    [`甲客户${suffix}`, 'K001'],
    [`乙客户${suffix}`, 'K002'],
  ])
    await apiCall(baseURL!, token, 'POST', `/api/visualdev/OnlineDev/${customers.id}`, { data: JSON.stringify({ name, code }) });

  const ordersName = `关联工单${suffix}`;
  await release(
    baseURL!,
    token,
    parentId,
    ordersName,
    `relOrder${suffix}`,
    {
      popupType: 'general',
      fields: [
        input('title', '工单标题'),
        {
          __vModel__: 'customer',
          __config__: { jnpfKey: 'relationForm', label: '客户', span: 24 },
          modelId: customers.id,
          relationField: 'name',
          columnOptions: [
            { value: 'name', label: '客户名称' },
            { value: 'code', label: '客户编号' },
          ],
          hasPage: true,
          pageSize: 20,
          popupType: 'dialog',
          popupTitle: '选择客户',
          popupWidth: '800px',
        },
        {
          __config__: { jnpfKey: 'relationFormAttr', label: '编号', span: 24, isStorage: 0 },
          relationField: 'customer',
          showField: 'code',
        },
      ],
    },
    {
      columnList: [
        { prop: 'title', label: '工单标题' },
        { prop: 'customer', label: '客户' },
      ],
      btnsList: [{ value: 'add', label: '新增' }],
      columnBtnsList: [{ value: 'detail', label: '详情' }],
    },
  );

  await signIn(page, ADMIN);
  await openMenu(page, '供热业务', ordersName, /\/model\/relOrder/);
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('online-record');
  await form.getByLabel('工单标题').fill('暖气不热');
  await form.getByRole('combobox', { name: '客户' }).click();
  const picker = page.getByRole('dialog', { name: '选择客户' });
  await picker.getByRole('textbox', { name: '关键词' }).fill(`乙客户${suffix}`);
  await picker.getByRole('button', { name: '查询' }).click();
  await picker.getByRole('radio', { name: `选择 乙客户${suffix}` }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByRole('combobox', { name: '客户' })).toHaveText(`乙客户${suffix}`);
  await expect(form.getByTestId('relation-form-attr')).toHaveValue('K002');
  await form.getByRole('button', { name: '确 定' }).click();
  await expect(form).toBeHidden();

  const row = rowNamed(page, '暖气不热');
  await expect(row.getByRole('button', { name: `乙客户${suffix}` })).toBeVisible();
  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByTestId('online-detail');
  await expect(detail.getByText('K002')).toBeVisible();
  await detail.getByRole('button', { name: `乙客户${suffix}` }).click();

  const nested = page.locator('[data-testid="online-detail"][data-popup="drawer"]');
  await expect(nested.getByText('K002')).toBeVisible();
  await expect(nested.getByText(`乙客户${suffix}`)).toBeVisible();
  await nested.getByRole('button', { name: /^关 ?闭$/ }).click();
  await expect(nested).toBeHidden();
  await expect(page.getByTestId('online-detail')).toBeVisible();
});
