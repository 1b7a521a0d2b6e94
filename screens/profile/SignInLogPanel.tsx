/** The user's own sign-in log (`GET SystemLog`), newest first, 20 a page. */
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Stack, Table } from '@chakra-ui/react';
import type { PagedList, SystemLogItem } from '../../api';
import type { CurrentUserApi } from '../../api';
import { DATE_TIME_SECONDS_FORMAT, formatDate } from '../../engine/format';
import { toFormatLanguage } from '../../engine/format/language';
import { EmptyState, Pager } from '../../engine/page/kit';
import { errorMessage } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';
import { signInNote } from './sign-in-notes';

/** Spec 000 section 9: default page size 20. */
export const SIGN_IN_LOG_PAGE_SIZE = 20;

export interface SignInLogPanelProps {
  getSystemLog: CurrentUserApi['getSystemLog'];
}

export function SignInLogPanel({ getSystemLog }: SignInLogPanelProps) {
  const { t, i18n } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);
  const language = toFormatLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<PagedList<SystemLogItem> | null>(null);
  /** The answer for one request (page and attempt); loading while it is not the current one. */
  const [outcome, setOutcome] = useState<{ request: string; failure: unknown } | null>(null);
  const request = `${page}:${attempt}`;

  useEffect(() => {
    let current = true;
    getSystemLog({ currentPage: page, pageSize: SIGN_IN_LOG_PAGE_SIZE }).then(
      (answer) => {
        if (!current) return;
        setData(answer.data);
        setOutcome({ request: `${page}:${attempt}`, failure: null });
      },
      (error: unknown) => {
        if (current) setOutcome({ request: `${page}:${attempt}`, failure: error ?? new Error() });
      },
    );
    return () => {
      current = false;
    };
  }, [getSystemLog, page, attempt]);

  const loading = outcome?.request !== request;
  const failure = loading ? null : outcome.failure;

  const total = data?.pagination.total ?? 0;
  const rows = data?.list ?? [];

  if (failure) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(failure, t('loadFailed'))}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="3">
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('tabs.signInLog')} aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('log.time')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('log.ip')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('log.place')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('log.platform')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('log.browser')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('log.result')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('log.abstracts')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell whiteSpace="nowrap">{formatDate(row.creatorTime, DATE_TIME_SECONDS_FORMAT)}</Table.Cell>
                <Table.Cell>{row.ipAddress}</Table.Cell>
                <Table.Cell>{row.ipAddressName}</Table.Cell>
                <Table.Cell>{row.platForm}</Table.Cell>
                <Table.Cell>{row.browser}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.loginMark === 1 ? 'green' : 'red'}>
                    {row.loginMark === 1 ? t('log.success') : t('log.failure')}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{signInNote(row.abstracts, t)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {!loading && rows.length === 0 ? <EmptyState language={language} text={t('log.empty')} /> : null}
      <Pager total={total} page={page} pageSize={SIGN_IN_LOG_PAGE_SIZE} onPage={setPage} language={language} busy={loading} />
    </Stack>
  );
}
