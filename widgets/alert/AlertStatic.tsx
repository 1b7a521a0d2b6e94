import { memo, useState } from 'react';
import { Alert, Button, CloseButton } from '@chakra-ui/react';
import type { StaticKindProps } from '../../engine/registry/types';
import { useWidgetWords } from '../kit/words';
import type { AlertOptions } from './kind';

function AlertStaticImpl({ field }: StaticKindProps<AlertOptions>) {
  const w = useWidgetWords();
  const [closed, setClosed] = useState(false);
  const { title, type, showIcon, closable, description, closeText } = field.options;
  if (closed) return null;
  return (
    <Alert.Root status={type} size="sm" mb="4" role="status">
      {showIcon && <Alert.Indicator />}
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {closable &&
        (closeText ? (
          <Button size="xs" variant="plain" onClick={() => setClosed(true)}>
            {closeText}
          </Button>
        ) : (
          <CloseButton size="xs" aria-label={w('cancel')} onClick={() => setClosed(true)} />
        ))}
    </Alert.Root>
  );
}

export const AlertStatic = memo(AlertStaticImpl);
