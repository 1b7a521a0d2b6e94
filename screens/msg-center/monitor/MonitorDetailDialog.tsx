/**
 * 消息记录's detail: the record (title, channel, sender, time, template, configuration, content, why it
 * did not reach everyone) and its receivers as the receivers' page: who read it and when (in-platform),
 * whom the mail reached (e-mail).
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Dialog, Grid, Portal, Spinner, Text } from '@chakra-ui/react';
import { channelNames } from '../../../api/message-centre';
import type { MonitorApi, MonitorDetail } from '../../../api/message-monitor-client';
import type { Notice } from '../../../api';
import type { DataSource } from '../../../engine/data-source';
import { formatDate } from '../../../engine/format/date-format';
import { EnginePage } from '../../../engine/page';
import { monitorReceiversPage } from '../../../schemas/pages/message-centre';
import { useBundleTranslation } from '../../use-bundle-translation';
import { MONITOR_NAMESPACE, monitorBundles } from './i18n';
import { createReceiversSource, readState } from './monitor-source';

export interface MonitorDetailDialogProps {
  recordId: string;
  api: MonitorApi;
  form: DataSource;
  notify(notice: Notice): void;
  onClose(): void;
}

export function MonitorDetailDialog({ recordId, api, form, notify, onClose }: MonitorDetailDialogProps) {
  const { t } = useBundleTranslation(MONITOR_NAMESPACE, monitorBundles);
  const [record, setRecord] = useState<MonitorDetail | null>(null);
  const source = useMemo(() => createReceiversSource(api, recordId, form), [api, recordId, form]);

  useEffect(() => {
    let current = true;
    api.info(recordId).then(
      (loaded) => current && setRecord(loaded),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [api, recordId, onClose]);

  const rows: [string, string][] = record
    ? [
        [t('messageTitle'), record.title],
        [t('channel'), channelNames[record.channel]],
        [t('sender'), record.releaseUser || t('system')],
        [t('sentAt'), formatDate(record.releaseTime)],
        [t('template'), record.templateName || '—'],
        [t('sendConfig'), record.sendConfigName || '—'],
      ]
    : [];

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside" lazyMount>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="900px" maxW="calc(100vw - 2rem)" data-testid="message-monitor-detail">
            <Dialog.Header>
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body minH="360px">
              {!record ? (
                <Spinner />
              ) : (
                <>
                  <Grid templateColumns="110px 1fr 110px 1fr" gap="2" fontSize="sm" mb="3">
                    {rows.map(([label, value]) => (
                      <Box key={label} display="contents">
                        <Text color="fg.muted">{label}</Text>
                        <Text data-testid={`monitor-detail-${label}`}>{value}</Text>
                      </Box>
                    ))}
                  </Grid>
                  <Text color="fg.muted" fontSize="sm">
                    {t('content')}
                  </Text>
                  <Box
                    p="2"
                    mb="3"
                    bg="bg.subtle"
                    borderRadius="md"
                    whiteSpace="pre-wrap"
                    fontSize="sm"
                    data-testid="monitor-detail-content"
                  >
                    {record.content}
                  </Box>
                  {record.error && (
                    <Text color="fg.error" fontSize="sm" mb="3">
                      {t('error')}：{record.error}
                    </Text>
                  )}
                  <Text fontWeight="medium" fontSize="sm" mb="2">
                    {record.channel === 1
                      ? t('receivers', { read: readState(record) })
                      : t('mailReceivers', { count: record.receiverCount })}
                  </Text>
                  <EnginePage schema={monitorReceiversPage} dataSource={source} notify={notify} />
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
