/** What a card shows while its rows load, when they failed, or when there are none. */
import { Text } from '@chakra-ui/react';

export function CardStatus({ text }: { text: string }) {
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="card-status">
      {text}
    </Text>
  );
}
