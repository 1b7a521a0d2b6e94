/**
 * A data report (type-5 menus; docs/portal.md): the filter bar made from its interface's parameters,
 * the rows with a totals row, the chart, and 导出 (the same run as .xlsx, written by the server).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { ReportRun, ReportView } from '../../api/portal';
import type { DataReportClient } from '../../api/portal-client';
import { saveDownload } from '../../engine/page/download';
import { chartOption } from '../../widgets/kit/chart/chart-option';
import { EChart } from '../../widgets/kit/chart/EChart';
import { useBundleTranslation } from '../use-bundle-translation';
import { REPORT_NAMESPACE, reportBundles } from './i18n';
import { initialFilters, paramListOf } from './report-values';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';

export interface ReportScreenProps {
  /** The report's id or code. */
  reportKey: string;
  client: DataReportClient;
  /** An export's address as the browser fetches it. */
  resolveUrl(path: string): string;
  notify(notice: Notice): void;
}

export function ReportScreen({ reportKey, client, resolveUrl }: ReportScreenProps) {
  const { t } = useBundleTranslation(REPORT_NAMESPACE, reportBundles);
  const [view, setView] = useState<ReportView | null | 'failed'>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [run, setRun] = useState<ReportRun | null>(null);
  const [busy, setBusy] = useState(false);

  const search = useCallback(
    async (filters: Record<string, string>) => {
      setBusy(true);
      try {
        setRun(await client.run(reportKey, paramListOf(filters)));
      } catch {
        // The request client showed the server's message; the last rows stay.
      } finally {
        setBusy(false);
      }
    },
    [client, reportKey],
  );

  useEffect(() => {
    let current = true;
    client.view(reportKey).then(
      (loaded) => {
        if (!current) return;
        const start = initialFilters(loaded.filters);
        setView(loaded);
        setValues(start);
        void search(start);
      },
      () => current && setView('failed'),
    );
    return () => {
      current = false;
    };
  }, [client, reportKey, search]);

  const option = useMemo(() => {
    if (!view || view === 'failed' || view.chart.type === 'none' || !run) return null;
    const series = (view.chart.values ?? []).map((field) => ({
      field,
      label: view.columns.find((column) => column.field === field)?.label ?? field,
    }));
    return chartOption({ kind: view.chart.type, rows: run.list, category: view.chart.category ?? '', series });
  }, [view, run]);

  if (view === null) return <Text p="6">{t('loading')}</Text>;
  if (view === 'failed') return <Text p="6">{t('notFound')}</Text>;

  const exportSheet = async () => {
    setBusy(true);
    try {
      const file = await client.exportSheet(reportKey, paramListOf(values));
      saveDownload({ name: file.name, url: resolveUrl(file.url) });
    } catch {
      // The request client showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" p="4" data-testid="report-screen">
      <Heading as="h1" size="md">
        {view.fullName}
      </Heading>
      <ReportFilters
        filters={view.filters}
        values={values}
        onChange={setValues}
        onSearch={() => void search(values)}
        onReset={() => {
          const start = initialFilters(view.filters);
          setValues(start);
          void search(start);
        }}
        onExport={() => void exportSheet()}
        busy={busy}
        t={t}
      />
      {run ? (
        <>
          {option && run.list.length ? (
            <Box h="280px" borderWidth="1px" borderRadius="md" p="2">
              <EChart option={option} label={t('chart', { name: view.fullName })} />
            </Box>
          ) : null}
          {run.list.length ? (
            <ReportTable columns={view.columns} run={run} title={view.fullName} t={t} />
          ) : (
            <Text color="fg.muted">{t('empty')}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('rows', { count: run.list.length })}
          </Text>
        </>
      ) : (
        <Text>{t('loading')}</Text>
      )}
    </Stack>
  );
}
