/**
 * What a page shows until the issue that builds it registers its screen: a clear notice with the
 * page's title and address, never an error.
 */
import { useTranslation } from 'react-i18next';
import { Center, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useView } from '../../engine/view/view-context';

export function NotAvailablePage() {
  const { t } = useTranslation();
  const view = useView();
  return (
    <Center minH="50vh" p="6" data-testid="not-available">
      <Stack gap="3" textAlign="center" align="center" maxW="lg">
        <Heading as="h1" size="xl">
          {view.title || t('notAvailable.heading')}
        </Heading>
        <Text color="fg.muted">{t('notAvailable.message')}</Text>
        <Code>{view.path}</Code>
      </Stack>
    </Center>
  );
}
