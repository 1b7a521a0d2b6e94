/** A moduleId the platform has no view for: what it is and what to configure instead. */
import { Code, Stack, Text } from '@chakra-ui/react';
import { builtInViews } from './data-views';

export function UnknownView({ moduleId, t }: { moduleId: string; t: (key: string, options?: Record<string, unknown>) => string }) {
  return (
    <Stack gap="4" maxW="2xl" mx="auto" textAlign="center" align="center" py="10" data-testid="data-view-unknown">
      <Text fontSize="lg">{t('unknown.message', { id: moduleId })}</Text>
      <Text color="whiteAlpha.800">{t('unknown.hint', { views: Object.keys(builtInViews).join(', ') })}</Text>
      <Code colorPalette="gray">/DataV/view/{'{moduleId}'}</Code>
    </Stack>
  );
}
