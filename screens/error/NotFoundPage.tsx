/** The /404 page (spec 000 section 2.2). */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Center, Heading, Link, Stack, Text } from '@chakra-ui/react';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center minH="60vh" p="6">
      <Stack gap="3" textAlign="center" align="center">
        <Heading as="h1" size="4xl">
          {t('notFound.heading')}
        </Heading>
        <Text color="gray.600">{t('notFound.message')}</Text>
        <Link asChild colorPalette="blue">
          <RouterLink to="/">{t('notFound.backHome')}</RouterLink>
        </Link>
      </Stack>
    </Center>
  );
}
