/** The bar above an embedded page: its address, reload, and open in a new window (always offered). */
import { useTranslation } from 'react-i18next';
import { Button, Link, Text } from '@chakra-ui/react';
import { Toolbar } from '../../engine/page/kit';

export function FrameBar({ url, onReload }: { url: string; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Toolbar
      testId="frame-bar"
      start={
        <Text fontSize="sm" color="fg.muted" truncate maxW="60vw" title={url}>
          {url}
        </Text>
      }
      end={
        <>
          <Button size="xs" variant="ghost" onClick={onReload}>
            {t('externalLink.reload')}
          </Button>
          <Button size="xs" variant="outline" asChild>
            <Link href={url} target="_blank" rel="noopener noreferrer" _hover={{ textDecoration: 'none' }}>
              {t('externalLink.openNewWindow')}
            </Link>
          </Button>
        </>
      }
    />
  );
}
