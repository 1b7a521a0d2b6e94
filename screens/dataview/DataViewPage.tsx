/**
 * `/DataV/view/{moduleId}`: a data-visualization view served by the platform itself (a type-6 menu opens
 * it in a new window; a type-7 link may embed it). Full screen, dark, its figures from existing calls;
 * a moduleId the platform has no view for explains what to configure.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useBundleTranslation } from '../use-bundle-translation';
import { dataViewKind } from './data-views';
import { loadFigures, type DataViewSource, type OverviewFigures } from './data-view-source';
import { DATA_VIEW_NAMESPACE, dataViewBundles } from './i18n';
import { NetworkView } from './NetworkView';
import { OverviewView } from './OverviewView';
import { UnknownView } from './UnknownView';

export interface DataViewPageProps {
  moduleId: string;
  source: DataViewSource;
}

export function DataViewPage({ moduleId, source }: DataViewPageProps) {
  const { t } = useBundleTranslation(DATA_VIEW_NAMESPACE, dataViewBundles);
  const kind = dataViewKind(moduleId);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; figures: OverviewFigures | null } | null>(null);
  const key = `${moduleId}:${attempt}`;

  useEffect(() => {
    if (!kind) return;
    let current = true;
    loadFigures(kind, source).then(
      (figures) => current && setAnswer({ key, figures }),
      () => current && setAnswer({ key, figures: null }),
    );
    return () => {
      current = false;
    };
  }, [kind, source, key]);

  const title = kind === 'network' ? t('network.title') : kind === 'overview' ? t('overview.title') : t('unknown.title');
  const loaded = answer?.key === key ? answer : null;

  return (
    <Box
      minH="100vh"
      bg="#0b1a2e"
      color="white"
      px={{ base: '4', md: '10' }}
      py="6"
      data-testid="data-view"
      data-view-kind={kind ?? 'unknown'}
    >
      <Stack gap="6" maxW="7xl" mx="auto">
        <Heading as="h1" size="2xl" textAlign="center" letterSpacing="wide">
          {title}
        </Heading>
        {!kind ? (
          <UnknownView moduleId={moduleId} t={t} />
        ) : !loaded ? (
          <Center py="20" gap="3">
            <Spinner />
            <Text>{t('loading')}</Text>
          </Center>
        ) : !loaded.figures ? (
          <HStack justify="center" py="20" gap="3" role="alert">
            <Text>{t('loadFailed')}</Text>
            <Button size="sm" variant="outline" colorPalette="gray" color="white" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          </HStack>
        ) : kind === 'network' ? (
          <NetworkView figures={loaded.figures} t={t} />
        ) : (
          <OverviewView figures={loaded.figures} t={t} />
        )}
        {kind ? (
          <Text fontSize="xs" color="whiteAlpha.600" textAlign="center">
            {t('source')}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
