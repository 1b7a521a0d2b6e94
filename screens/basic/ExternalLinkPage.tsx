/** `/externalLink?href=<Base64>`: an external page in an embedded frame (spec 000 section 2.2). */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Box, Center, Text } from '@chakra-ui/react';
import { useView } from '../../engine/view/view-context';
import { decodeFrameHref } from './frame-href';

export function ExternalLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view = useView();
  const url = decodeFrameHref(params.get('href'));
  if (!url) {
    return (
      <Center minH="50vh" p="6">
        <Text color="fg.muted">{t('externalLink.invalid')}</Text>
      </Center>
    );
  }
  return (
    <Box h="calc(100vh - 110px)" minH="400px">
      <iframe src={url} title={view.title || url} style={{ width: '100%', height: '100%', border: 0 }} />
    </Box>
  );
}
