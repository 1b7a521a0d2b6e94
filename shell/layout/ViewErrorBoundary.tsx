/**
 * Keeps a failing page inside its tab: a screen whose chunk cannot load replaces the route with /404
 * (spec 000 section 2.2, a failed navigation); any other error shows a message with a reload button.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Button, Center, Code, Stack, Text } from '@chakra-ui/react';
import { ScreenLoadError } from '../screen-registry';

interface State {
  error: unknown;
}

export class ViewErrorBoundary extends Component<{ children: ReactNode; active: boolean }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ScreenLoadError) return this.props.active ? <Navigate to="/404" replace /> : null;
    return <ViewErrorMessage error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

function ViewErrorMessage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center minH="40vh" p="6">
      <Stack gap="3" align="center" textAlign="center" role="alert">
        <Text fontWeight="semibold">{t('viewError.title')}</Text>
        <Code maxW="lg" whiteSpace="pre-wrap">
          {error instanceof Error ? error.message : String(error)}
        </Code>
        <Button size="sm" onClick={onRetry}>
          {t('viewError.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
