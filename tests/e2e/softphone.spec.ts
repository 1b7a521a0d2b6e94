import { expect, test, type Page } from '@playwright/test';
import { readScenario } from '../../cti-simulator/scenario';
import { startSimulator, type Simulator } from '../../cti-simulator/simulator';
import { callApi, signIn, type Account } from './support';

/**
 * The softphone in Chromium against the CTI simulator, a real OLA peer this spec starts on the port
 * playwright.config.ts gives the server as CTI_URL (E2E port + 2000), with desk phones on the ports
 * after it: an agent turns the softphone on, sets the extension, goes ready; an inbound call rings and
 * pops its work order in its tab; the agent picks up on the desk phone, holds; the simulator drops the
 * socket and the softphone reconnects to the state the server holds; the agent takes the call back
 * and transfers it to a colleague's extension, and the call's recording is kept with the work order.
 */
const AGENT: Account = { account: 'agent01', password: 'Demo@2026' };
const ctiPort = Number(process.env.E2E_PORT ?? 3123) + 2000;

let simulator: Simulator;

test.beforeAll(async () => {
  simulator = await startSimulator({ port: ctiPort, scenario: readScenario({ extensions: ['1001', '1002'], phonePortBase: ctiPort + 1 }) });
});
test.afterAll(async () => simulator?.close());

const status = (page: Page) => page.getByTestId('softphone-status');
const panelButton = (page: Page, name: string) => page.getByTestId('softphone-panel').getByRole('button', { name, exact: true });

test('an agent works an inbound call on the softphone: ready, screen-pop, pick up, hold, reconnect, transfer', async ({ page }) => {
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, AGENT);

  // The settings drawer turns the softphone on; without an extension it is not configured.
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-drawer').getByRole('switch', { name: '软电话' }).click();
  await page.keyboard.press('Escape');
  await expect(status(page)).toHaveText(/^未配置\(\d+\)$/);

  // Extension settings: the CTI address comes from the server, the rest is required.
  await page.getByRole('button', { name: '分机设置' }).click();
  const settings = page.getByTestId('softphone-settings');
  await expect(settings.getByTestId('softphone-cti-server')).toHaveValue(`ws://127.0.0.1:${ctiPort}/ola_socket`);
  await settings.getByRole('button', { name: '确定' }).click();
  await expect(settings.getByText('请输入分机号', { exact: true })).toBeVisible();
  await expect(settings.getByText('请输入ACD组', { exact: true })).toBeVisible();
  await expect(settings.getByText('请输入话机IP地址', { exact: true })).toBeVisible();
  await settings.getByTestId('softphone-acd-group').fill('hotline');
  await settings.getByTestId('softphone-extension').fill('1001');
  await settings.getByTestId('softphone-extension-ip').fill(`127.0.0.1:${simulator.phones.portOf('1001')}`);
  await settings.getByRole('button', { name: '确定' }).click();
  await expect(settings).toBeHidden();

  // Logged in paused; ready on the resume button.
  await expect(status(page)).toHaveText(/^示忙/);
  await panelButton(page, '置闲').click();
  await expect(status(page)).toHaveText(/^空闲/);
  await expect.poll(() => simulator.centre.snapshot('1001').state).toBe('ready');

  // A caller dials the hotline: the agent's extension rings and the work order pops in its tab.
  const caller = `138${String(Date.now()).slice(-8)}`;
  const placed = await (await fetch(`${simulator.httpUrl}/control/calls`, { method: 'POST', body: JSON.stringify({ caller }) })).json();
  expect(placed).toMatchObject({ ext: '1001' });
  await expect(status(page)).toHaveText(/^呼入振铃/);
  await expect(page).toHaveURL(new RegExp(`/subdev/appWorkorder/Form\\?id=[^&]+&edit=1&ani=${caller}$`));
  await expect(page.getByTestId('tags-view').getByText(`来电弹屏：${caller}`)).toBeVisible();
  const workOrderId = new URL(page.url()).searchParams.get('id')!;

  // Pick up: the handset command goes to the desk phone, which answers.
  await panelButton(page, '接听').click();
  await expect(status(page)).toHaveText(/^通话中/);
  await expect(panelButton(page, '挂断')).toBeEnabled();
  await panelButton(page, '保持').click();
  await expect(status(page)).toHaveText(/^保持/);

  // The server drops the socket: not connected, then back (1 s later) in the state the server holds.
  await fetch(`${simulator.httpUrl}/control/drop`, { method: 'POST', body: '{}' });
  await expect(status(page)).toHaveText(/^未连接/);
  await expect(status(page)).toHaveText(/^保持/);
  await panelButton(page, '取回').click();
  await expect(status(page)).toHaveText(/^通话中/);

  // A colleague's extension is ready; the call goes to it with its call id, the agent to after-call work.
  simulator.centre.login('1002', 'hotline', 'agent02');
  simulator.centre.goReady('1002');
  await panelButton(page, '转接').click();
  const transfer = page.getByTestId('softphone-transfer-dialog');
  await transfer.getByRole('button', { name: '确定' }).click();
  await expect(transfer.getByText('请输入要转接的号码', { exact: true })).toBeVisible();
  await transfer.getByRole('textbox').fill('1002');
  await transfer.getByRole('button', { name: '确定' }).click();
  await expect(status(page)).toHaveText(/^话后处理/);
  expect(simulator.centre.snapshot('1002')).toMatchObject({ state: 'busy', private_data: 'ring', call_accept: placed.callId });

  // The call's recording is kept with its work order (saved 1 s after answering, and at the end).
  await expect
    .poll(async () => {
      const answer = (await callApi(page, 'GET', `/api/workorder/${workOrderId}`)) as { data?: { recordings?: { filePath: string }[] } };
      return answer.data?.recordings?.map((recording) => recording.filePath) ?? [];
    })
    .toContain(`http://127.0.0.1:${ctiPort}/recordings/${placed.callId}-1001.wav`);

  // After-call work: ready again.
  await panelButton(page, '置闲').click();
  await expect(status(page)).toHaveText(/^空闲/);
  expect(errors).toEqual([]);
});
