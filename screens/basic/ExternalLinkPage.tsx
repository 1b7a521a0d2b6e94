/**
 * `/externalLink?href=<Base64>`: an external page in an embedded frame (spec 000 section 2.2), with a bar
 * that names the address and opens it in a new window or loads it again. When the page cannot be shown
 * (./use-frame-status.ts says what a browser can tell), a message says why and offers the new window.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useView } from '../../engine/view/view-context';
import { FrameBar } from './FrameBar';
import { FrameProblemNotice } from './FrameProblemNotice';
import { decodeFrameHref } from './frame-href';
import { useFrameStatus } from './use-frame-status';

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
  return <EmbeddedPage key={url} url={url} title={view.title || url} />;
}

function EmbeddedPage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const { status, onLoad } = useFrameStatus(url, frame, attempt);
  const reload = () => setAttempt((n) => n + 1);

  return (
    <Stack h="calc(100vh - 110px)" minH="400px" gap="2" p="2" data-testid="external-link" data-frame-state={status.state}>
      <FrameBar url={url} onReload={reload} />
      <Box position="relative" flex="1" minH="0" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg">
        {status.state === 'failed' && status.problem === 'insecure' ? null : (
          <iframe key={attempt} ref={frame} src={url} title={title} onLoad={onLoad} style={{ width: '100%', height: '100%', border: 0 }} />
        )}
        {status.state === 'loading' ? (
          <Center position="absolute" inset="0" gap="2" bg="bg/70" pointerEvents="none">
            <Spinner size="sm" />
            <Text fontSize="sm">{t('externalLink.loading')}</Text>
          </Center>
        ) : null}
        {status.state === 'failed' ? <FrameProblemNotice problem={status.problem} url={url} onReload={reload} /> : null}
      </Box>
    </Stack>
  );
}
