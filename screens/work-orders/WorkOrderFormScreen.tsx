/**
 * The work-order form (/subdev/appWorkorder/Form; spec 000 section 2.2, spec 002 sections 2.1 and 9.3):
 * the work order's JNPF form rendered by the engine, and its tabs: 办理 (tjyp: the steps the server says
 * the caller may take now), 协同 (xtyp/xtYP), 追记 (zjtab/xtnotes), 处理记录 (ydappmsg: who did what,
 * the recordings) and 详情 (detail: everything read-only). Without an id it makes a new work order.
 * The server decides every button (`actions` of the info call) and checks each step again.
 */
import '../../widgets';
import { useCallback, useEffect, useState } from 'react';
import { Badge, Box, Button, HStack, Spinner, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { WorkOrderAction, WorkOrderInfo } from '../../api/workorder';
import type { WorkOrderApi, WorkOrderStep } from '../../api/workorder-client';
import { EngineForm, FormController, type DataSource } from '../../engine';
import { formatDate } from '../../engine/format/date-format';
import { useBundleTranslation } from '../use-bundle-translation';
import { WORK_ORDER_NAMESPACE, workOrderBundles } from './i18n';
import { StepDialog } from './StepDialog';
import { CollaborationList, HistoryList, RecordingList } from './WorkOrderRecords';
import { workOrderForm, workOrderFormReady, type WorkOrderFormName } from './work-order-forms';
import { stepBodies, workOrderBody, workOrderValues } from './work-order-values';

export interface WorkOrderFormQuery {
  id?: string;
  /** '0' shows the form read-only. */
  edit?: string;
  tabsactive?: string;
  ani?: string;
}

export interface WorkOrderFormScreenProps {
  api: WorkOrderApi;
  dataSource: DataSource;
  notify(notice: Notice): void;
  query: WorkOrderFormQuery;
  /** Opens another page (`replace`: in place of this one, as a new work order becomes a stored one). */
  navigate(path: string, replace?: boolean): void;
}

export type WorkOrderTab = 'form' | 'tjyp' | 'xtyp' | 'zjtab' | 'ydappmsg' | 'detail';

/** The tab a `tabsactive` names (spec 002 section 9.3); the consultant's spellings open the same ones. */
export function tabOf(tabsactive: string | undefined): WorkOrderTab {
  switch (tabsactive) {
    case 'tjyp':
    case 'detail':
    case 'ydappmsg':
    case 'zjtab':
    case 'xtyp':
      return tabsactive;
    case 'xtYP':
      return 'xtyp';
    case 'xtnotes':
      return 'zjtab';
    default:
      return 'form';
  }
}

type StepName = Exclude<WorkOrderFormName, 'workOrder'>;
const stepCalls: Record<Exclude<StepName, 'reply'>, WorkOrderStep> = {
  dispatch: 'Dispatch',
  return: 'Return',
  submit: 'Submit',
  check: 'Check',
  collaborate: 'Collaborate',
  note: 'Note',
  urge: 'Urge',
};
/** The steps of the 办理 tab, in the order they come. */
const handlingSteps: WorkOrderAction[] = ['dispatch', 'accept', 'submit', 'return', 'check', 'urge'];

const statusColour: Record<string, string> = {
  new: 'gray',
  dispatched: 'blue',
  processing: 'orange',
  checking: 'purple',
  closed: 'green',
  returned: 'red',
};

export function WorkOrderFormScreen({ api, dataSource, notify, query, navigate }: WorkOrderFormScreenProps) {
  const { t } = useBundleTranslation(WORK_ORDER_NAMESPACE, workOrderBundles);
  const [info, setInfo] = useState<WorkOrderInfo | null>(null);
  const [controller, setController] = useState<FormController | null>(null);
  const [tab, setTab] = useState<WorkOrderTab>(() => tabOf(query.tabsactive));
  const [step, setStep] = useState<{ name: StepName; collaborationId?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const words = { cancel: t('cancel'), confirm: t('confirm'), invalid: t('invalid'), loading: t('loading') };

  /** The work order (none for a new one) and a form controller holding its values. */
  const fetchOrder = useCallback(async () => {
    const [loaded] = await Promise.all([query.id ? api.info(query.id) : Promise.resolve(null), workOrderFormReady('workOrder')]);
    return { loaded, controller: new FormController(workOrderForm('workOrder'), { initialValues: workOrderValues(loaded, query.ani) }) };
  }, [api, query.id, query.ani]);

  const load = useCallback(async () => {
    const next = await fetchOrder();
    setInfo(next.loaded);
    setController(next.controller);
  }, [fetchOrder]);

  useEffect(() => {
    let current = true;
    fetchOrder().then(
      (next) => {
        if (!current) return;
        setInfo(next.loaded);
        setController(next.controller);
      },
      () => undefined, // the request client showed why
    );
    return () => {
      current = false;
    };
  }, [fetchOrder]);

  if (!controller) {
    return (
      <Box textAlign="center" py="10">
        <Spinner aria-label={t('loading')} />
      </Box>
    );
  }

  const can = (action: WorkOrderAction) => info?.actions.includes(action) ?? false;
  const editable = !info || (can('update') && query.edit !== '0');
  const done = (msg: string) => notify({ type: 'success', message: msg, duration: 1500 });

  const save = async () => {
    const result = controller.submit();
    if (!result.valid) return notify({ type: 'warning', message: t('invalid'), duration: 1500 });
    setBusy(true);
    try {
      if (!info) {
        const made = await api.create(workOrderBody(result.values));
        done(made.msg);
        navigate(`/subdev/appWorkorder/Form?id=${encodeURIComponent(made.inbid)}&edit=1`, true);
        return;
      }
      done(await api.update(info.id, workOrderBody(result.values)));
      await load();
    } catch {
      // The request client showed the server's message; what was typed stays.
    } finally {
      setBusy(false);
    }
  };

  const accept = async () => {
    if (!info) return;
    setBusy(true);
    try {
      done(await api.step(info.id, 'Accept'));
      await load();
    } catch {
      // shown by the request client
    } finally {
      setBusy(false);
    }
  };

  const runStep = async (values: Record<string, unknown>) => {
    if (!info || !step) return;
    const msg =
      step.name === 'reply'
        ? await api.reply(info.id, step.collaborationId ?? '', stepBodies.reply(values).reply)
        : await api.step(info.id, stepCalls[step.name], stepBodies[step.name](values));
    done(msg);
    setStep(null);
    await load();
  };

  const stepButton = (action: WorkOrderAction) =>
    action === 'accept' ? (
      <Button key={action} size="sm" colorPalette="blue" onClick={() => void accept()} loading={busy} data-testid="work-order-accept">
        {t('actions.accept')}
      </Button>
    ) : (
      <Button
        key={action}
        size="sm"
        variant={action === 'return' ? 'outline' : 'solid'}
        colorPalette={action === 'return' ? 'red' : 'blue'}
        onClick={() => setStep({ name: action as StepName })}
        data-testid={`work-order-${action}`}
      >
        {t(`actions.${action}`)}
      </Button>
    );

  const notes = info?.history.filter((item) => item.action === 'note') ?? [];

  return (
    <Box p="3" data-testid="work-order-form">
      <Stack gap="3" bg="bg" p="4" borderRadius="md">
        {info ? (
          <Wrap gap="4" fontSize="sm" data-testid="work-order-summary">
            <Text fontWeight="semibold">
              {t('number')}：{info.inbid}
            </Text>
            <Badge colorPalette={statusColour[info.status]} data-testid="work-order-status">
              {t(`status.${info.status}`)}
            </Badge>
            <Badge colorPalette={info.urgent === 3 ? 'red' : info.urgent === 2 ? 'orange' : 'gray'}>{t(`urgent.${info.urgent}`)}</Badge>
            <Text color={info.overdue ? 'red.500' : 'fg.muted'}>
              {t('deadline')}：{formatDate(info.deadline)}
            </Text>
            <Text color="fg.muted">
              {t('handler')}：{[info.handleOrgName, info.handleUserName].filter(Boolean).join(' / ') || '-'}
            </Text>
            <Text color="fg.muted">
              {t('creator')}：{info.creatorUserName} {formatDate(info.creatorTime)}
            </Text>
          </Wrap>
        ) : null}
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as WorkOrderTab)} variant="line" lazyMount>
          <Tabs.List>
            {(['form', 'tjyp', 'xtyp', 'zjtab', 'ydappmsg', 'detail'] as const)
              .filter((name) => name === 'form' || info)
              .map((name) => (
                <Tabs.Trigger key={name} value={name} data-testid={`work-order-tab-${name}`}>
                  {t(`tabs.${name}`)}
                </Tabs.Trigger>
              ))}
          </Tabs.List>
          <Tabs.Content value="form">
            <EngineForm
              form={workOrderForm('workOrder')}
              controller={controller}
              dataSource={dataSource}
              mode={editable ? 'edit' : 'read'}
            />
            {editable ? (
              <HStack justify="flex-end" mt="3">
                <Button size="sm" colorPalette="blue" onClick={() => void save()} loading={busy} data-testid="work-order-save">
                  {info ? t('actions.save') : t('actions.create')}
                </Button>
              </HStack>
            ) : null}
          </Tabs.Content>
          {info ? (
            <>
              <Tabs.Content value="tjyp">
                <Stack gap="3">
                  {info.result ? (
                    <Text>
                      {t('result')}：{info.result}
                    </Text>
                  ) : null}
                  <HStack gap="2" wrap="wrap">
                    {handlingSteps.filter(can).map(stepButton)}
                  </HStack>
                  {handlingSteps.some(can) ? null : <Text color="fg.muted">{t('nothingToDo')}</Text>}
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="xtyp">
                <Stack gap="3">
                  <CollaborationList
                    items={info.collaborations}
                    canReply={can('reply')}
                    words={{ empty: t('noCollaborations'), waiting: t('waitingReply'), reply: t('actions.reply') }}
                    onReply={(collaborationId) => setStep({ name: 'reply', collaborationId })}
                  />
                  {can('collaborate') ? <HStack>{stepButton('collaborate')}</HStack> : null}
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="zjtab">
                <Stack gap="3">
                  <HistoryList items={notes} empty={t('noNotes')} label={() => t('history.note')} />
                  {can('note') ? <HStack>{stepButton('note')}</HStack> : null}
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="ydappmsg">
                <Stack gap="4">
                  <HistoryList
                    items={info.history}
                    empty={t('noHistory')}
                    label={(action) => t(`history.${action}`, { defaultValue: action })}
                  />
                  <RecordingList items={info.recordings} title={t('recordings')} empty={t('noRecordings')} />
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="detail">
                <Stack gap="4">
                  <EngineForm form={workOrderForm('workOrder')} mode="read" dataSource={dataSource} initialValues={workOrderValues(info)} />
                  {info.result ? (
                    <Text>
                      {t('result')}：{info.result}
                    </Text>
                  ) : null}
                  <HistoryList
                    items={info.history}
                    empty={t('noHistory')}
                    label={(action) => t(`history.${action}`, { defaultValue: action })}
                  />
                </Stack>
              </Tabs.Content>
            </>
          ) : null}
        </Tabs.Root>
      </Stack>
      {step ? (
        <StepDialog
          title={t(`actions.${step.name}`)}
          form={step.name}
          dataSource={dataSource}
          words={words}
          notify={notify}
          onSubmit={runStep}
          onClose={() => setStep(null)}
        />
      ) : null}
    </Box>
  );
}
