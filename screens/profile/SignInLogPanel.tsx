/** The user's own sign-in log (`GET SystemLog`), newest first, 20 a page. */
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import type { PagedList, SystemLogItem } from '../../api';
import type { CurrentUserApi } from '../../api';
import { DATE_TIME_SECONDS_FORMAT, formatDate } from '../../engine/format';
import { errorMessage } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';

/** Spec 000 section 9: default page size 20. */
export const SIGN_IN_LOG_PAGE_SIZE = 20;

export interface SignInLogPanelProps {
  getSystemLog: CurrentUserApi['getSystemLog'];
}

export function SignInLogPanel({ getSystemLog }: SignInLogPanelProps) {
  const { t } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);
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
  const pages = Math.max(1, Math.ceil(total / SIGN_IN_LOG_PAGE_SIZE));
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
    <>
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
                <Table.Cell>{row.abstracts}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {!loading && rows.length === 0 ? (
        <Text py="6" textAlign="center" color="fg.muted">
          {t('log.empty')}
        </Text>
      ) : null}
      <HStack justify="flex-end" gap="3" mt="3">
        {loading ? <Spinner size="sm" /> : null}
        <Text fontSize="sm" color="fg.muted">
          {t('log.page', { page, pages, total })}
        </Text>
        <Button size="sm" variant="outline" disabled={loading || page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('log.prev')}
        </Button>
        <Button size="sm" variant="outline" disabled={loading || page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t('log.next')}
        </Button>
      </HStack>
    </>
  );
}
