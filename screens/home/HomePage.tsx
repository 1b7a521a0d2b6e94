/** A placeholder home page: the real workbench comes with the layouts of a later issue. */
import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text } from '@chakra-ui/react';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" p="6">
      <Heading as="h1" size="lg">
        {t('home.heading')}
      </Heading>
      <Text color="gray.600">{t('home.placeholder')}</Text>
    </Stack>
  );
}
