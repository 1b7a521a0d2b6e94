import { expect, test } from '@playwright/test';
import { ADMIN, chooseInTree, listPage, openMenu, rowOf, signIn } from './support';

/** A form as a designer pastes it (JNPF 3.4 JSON): who inspected, when, and the result. */
const formData = {
  labelWidth: 100,
  fields: [
    {
      __vModel__: 'inspector',
      __config__: { jnpfKey: 'comInput', label: '巡检人', required: true, span: 12 },
      placeholder: '请输入巡检人',
    },
    { __vModel__: 'inspectDate', __config__: { jnpfKey: 'date', label: '巡检日期', span: 12 }, type: 'date', format: 'yyyy-MM-dd' },
    {
      __vModel__: 'result',
      __config__: { jnpfKey: 'select', label: '巡检结果', span: 12, dataType: 'static' },
      __slot__: {
        options: [
          { id: 'ok', fullName: '正常' },
          { id: 'fault', fullName: '异常' },
        ],
      },
      props: { props: { label: 'fullName', value: 'id' } },
    },
  ],
};
const columnData = {
  type: 1,
  columnList: [
    { label: '巡检人', prop: 'inspector' },
    { label: '巡检日期', prop: 'inspectDate' },
    { label: '巡检结果', prop: 'result' },
  ],
  hasPage: true,
  pageSize: 20,
};

test.describe('function design', () => {
  test('the administrator pastes a form, sees it previewed, saves it, releases it under a directory and finds its menu', async ({
    page,
  }) => {
    // A long walk through two screens, a save and a release: three times the usual limit.
    test.slow();
    await signIn(page, ADMIN);
    await openMenu(page, '在线开发', '功能设计', /\/onlineDev\/webDesign$/);
    const list = listPage(page, 'onlineDev-webDesign');
    await expect(rowOf(list, '热用户档案')).toContainText('已发布');

    await list.getByRole('button', { name: '新建' }).click();
    const editor = page.getByTestId('visual-dev-editor');
    await editor.getByLabel('名称', { exact: true }).fill('巡检记录');
    await editor.getByLabel('编码', { exact: true }).fill('patrolRecord');
    await editor.getByRole('combobox', { name: '分类' }).click();
    await page.getByRole('option', { name: '供热业务', exact: true }).click();

    // The editor opens on 表单设计 (tests/e2e/form-designer.spec.ts); the JSON view takes a pasted form.
    await expect(editor.getByTestId('form-designer')).toBeVisible();
    await editor.getByRole('button', { name: 'JSON', exact: true }).click();
    const formEditor = editor.getByLabel('表单配置（formData）');
    await formEditor.fill('{"fields": [');
    await expect(editor.getByTestId('visual-dev-form-data').getByRole('alert')).toContainText('不是有效的 JSON');
    await formEditor.fill(JSON.stringify(formData));
    const preview = editor.getByTestId('visual-dev-preview');
    await expect(preview.getByLabel('巡检人')).toBeVisible();
    await expect(preview.getByText('巡检结果')).toBeVisible();
    await editor.getByLabel('列表配置（columnData）').fill(JSON.stringify(columnData));
    await expect(editor.getByTestId('visual-dev-column-data')).toContainText('JSON 有效');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('新建成功')).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(rowOf(list, '巡检记录')).toContainText('草稿');

    await rowOf(list, '巡检记录').getByRole('button', { name: '发布' }).click();
    const release = page.getByRole('dialog', { name: '发布到菜单' });
    await chooseInTree(release, '上级菜单', '在线开发（智慧供热平台）');
    await expect(release.getByLabel('菜单名称')).toHaveValue('巡检记录');
    await release.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('发布成功')).toBeVisible();
    await expect(rowOf(list, '巡检记录')).toContainText('已发布');

    // After a reload the shell reads the menus afresh (the release cleared the cached answer).
    await page.reload();
    const nav = page.getByTestId('sidebar');
    const group = nav.getByRole('button', { name: '在线开发', exact: true });
    await expect(group).toBeVisible({ timeout: 30_000 });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await nav.getByRole('link', { name: '巡检记录', exact: true }).click();
    await expect(page).toHaveURL(/\/model\/patrolRecord[a-z0-9]{5}$/);
  });
});
