/** Over an embedded page that could not be shown: why, and the way out (a new window, or try again). */
import { useTranslation } from 'react-i18next';
import { Button, Center, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { KIT_PALETTE } from '../../engine/page/kit';
import type { FrameProblem } from './use-frame-status';

export function FrameProblemNotice({ problem, url, onReload }: { problem: FrameProblem; url: string; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Center position="absolute" inset="0" bg="bg" p="6">
      <Stack role="alert" gap="3" maxW="lg" textAlign="center" align="center" data-testid="frame-problem" data-problem={problem}>
        <Text fontWeight="semibold">{t(`externalLink.problem.${problem}`)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('externalLink.problemHint')}
        </Text>
        <HStack gap="2">
          <Button size="sm" colorPalette={KIT_PALETTE} asChild>
            <Link href={url} target="_blank" rel="noopener noreferrer" color="white" _hover={{ textDecoration: 'none' }}>
              {t('externalLink.openNewWindow')}
            </Link>
          </Button>
          {problem === 'insecure' ? null : (
            <Button size="sm" variant="outline" onClick={onReload}>
              {t('externalLink.reload')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Center>
  );
}
