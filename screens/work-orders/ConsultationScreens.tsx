/**
 * 在线咨询: the list (subdev/onlineconsultant) and a consultation's page (/subdev/onlineconsultant/Detail,
 * query id and tabsactive xtnotes or xtYP): its notes, and 签收, which makes its work order (saveonlineqs)
 * and opens it; someone else's consultation says who has it.
 */
import '../../widgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Box, Button, HStack, Spinner, Stack, Tabs, Text, Textarea, Wrap } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ConsultationInfo } from '../../api/workorder';
import type { ConsultationApi } from '../../api/workorder-client';
import type { DataSource } from '../../engine/data-source';
import { formatDate } from '../../engine/format/date-format';
import { EnginePage, type PageHandlers } from '../../engine/page';
import { consultationHandlers, consultationPage } from '../../schemas/pages/work-orders';
import { useBundleTranslation } from '../use-bundle-translation';
import { createConsultationSource } from './consultation-source';
import { WORK_ORDER_NAMESPACE, workOrderBundles } from './i18n';
import { HistoryList } from './WorkOrderRecords';

export const CONSULTATION_DETAIL_PATH = '/subdev/onlineconsultant/Detail';

export interface ConsultationProps {
  api: ConsultationApi;
  form: DataSource;
  notify(notice: Notice): void;
  navigate(path: string): void;
}

/** Signs a consultation: its work order opens, or the server's reason shows as a warning. */
async function signAndOpen(api: ConsultationApi, id: string, props: Pick<ConsultationProps, 'notify' | 'navigate'>): Promise<void> {
  const answer = await api.sign(id);
  if (answer.result === 1 && answer.inbid) {
    props.notify({ type: 'success', message: answer.msg, duration: 1500 });
    props.navigate(`/subdev/appWorkorder/Form?id=${encodeURIComponent(answer.inbid)}&edit=1`);
  } else props.notify({ type: 'warning', message: answer.msg, duration: 1500 });
}

export function ConsultationListScreen(props: ConsultationProps) {
  const { api, form, notify, navigate } = props;
  const source = useMemo(() => createConsultationSource(api, form), [api, form]);
  const handlers = useMemo<PageHandlers>(
    () => ({
      actions: {
        [consultationHandlers.detail]: ({ row }) =>
          row && navigate(`${CONSULTATION_DETAIL_PATH}?id=${encodeURIComponent(String(row.id))}&tabsactive=xtnotes`),
        [consultationHandlers.sign]: async ({ row, refresh }) => {
          if (!row) return;
          await signAndOpen(api, String(row.id), { notify, navigate }).catch(() => undefined);
          refresh();
        },
      },
    }),
    [api, notify, navigate],
  );
  return (
    <Box p="3" data-testid="online-consultations">
      <EnginePage schema={consultationPage} dataSource={source} notify={notify} handlers={handlers} />
    </Box>
  );
}

export function ConsultationDetailScreen({ id, tabsactive, ...props }: ConsultationProps & { id: string; tabsactive?: string }) {
  const { t } = useBundleTranslation(WORK_ORDER_NAMESPACE, workOrderBundles);
  const [info, setInfo] = useState<ConsultationInfo | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const { api } = props;
  const reload = useCallback(() => api.info(id).then(setInfo), [api, id]);

  useEffect(() => {
    let current = true;
    api.info(id).then(
      (loaded) => current && setInfo(loaded),
      () => undefined, // the request client showed why
    );
    return () => {
      current = false;
    };
  }, [api, id]);

  if (!info) return <Spinner m="6" aria-label={t('loading')} />;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // shown by the request client
    } finally {
      setBusy(false);
    }
  };
  const addNote = () =>
    run(async () => {
      props.notify({ type: 'success', message: await api.note(id, note.trim()), duration: 1500 });
      setNote('');
      await reload();
    });

  return (
    <Box p="3" data-testid="consultation-detail">
      <Stack gap="3" bg="bg" p="4" borderRadius="md">
        <Wrap gap="4" fontSize="sm">
          <Text fontWeight="semibold">{info.title}</Text>
          <Badge colorPalette={info.status === 1 ? 'green' : 'orange'}>
            {t(info.status === 1 ? 'consultation.signed' : 'consultation.waiting')}
          </Badge>
          <Text color="fg.muted">
            {info.customerName} {info.mobilePhone}
          </Text>
          <Text color="fg.muted">{formatDate(info.creatorTime)}</Text>
          {info.signUser ? <Text color="fg.muted">{t('consultation.signedBy', { name: info.signUser })}</Text> : null}
        </Wrap>
        <Text whiteSpace="pre-wrap">{info.content}</Text>
        <Tabs.Root defaultValue={tabsactive === 'xtYP' ? 'xtYP' : 'xtnotes'} variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="xtnotes">{t('tabs.zjtab')}</Tabs.Trigger>
            <Tabs.Trigger value="xtYP">{t('consultation.workOrder')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="xtnotes">
            <Stack gap="3">
              <HistoryList
                items={info.notes.map((item) => ({ ...item, action: 'note', fromStatus: null, toStatus: null, note: item.content }))}
                empty={t('noNotes')}
                label={() => t('history.note')}
              />
              <Textarea value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} aria-label={t('actions.note')} />
              <HStack>
                <Button size="sm" colorPalette="blue" disabled={!note.trim()} loading={busy} onClick={() => void addNote()}>
                  {t('actions.note')}
                </Button>
              </HStack>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="xtYP">
            {info.workOrderId ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => props.navigate(`/subdev/appWorkorder/Form?id=${encodeURIComponent(info.workOrderNumber)}`)}
              >
                {t('consultation.openWorkOrder', { number: info.workOrderNumber })}
              </Button>
            ) : (
              <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void run(() => signAndOpen(api, id, props).then(reload))}>
                {t('consultation.sign')}
              </Button>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Box>
  );
}
