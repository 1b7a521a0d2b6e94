/** What the work-order form lists: who did what, the units asked to help, the call recordings. */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { WorkOrderCollaboration, WorkOrderHistoryItem, WorkOrderRecording } from '../../api/workorder';
import { formatDate } from '../../engine/format/date-format';

export function HistoryList({ items, empty, label }: { items: WorkOrderHistoryItem[]; empty: string; label: (action: string) => string }) {
  if (!items.length) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ol" gap="2" data-testid="work-order-history">
      {items.map((item) => (
        <Box as="li" key={item.id} listStyleType="none" borderStartWidth="2px" borderColor="blue.300" ps="3">
          <HStack gap="3" fontSize="sm" wrap="wrap">
            <Text fontWeight="semibold">{label(item.action)}</Text>
            <Text color="fg.muted">{item.userName}</Text>
            <Text color="fg.muted">{formatDate(item.creatorTime)}</Text>
          </HStack>
          {item.note ? <Text fontSize="sm">{item.note}</Text> : null}
        </Box>
      ))}
    </Stack>
  );
}

export function CollaborationList({
  items,
  canReply,
  words,
  onReply,
}: {
  items: WorkOrderCollaboration[];
  canReply: boolean;
  words: { empty: string; waiting: string; reply: string };
  onReply(collaborationId: string): void;
}) {
  if (!items.length) return <Text color="fg.muted">{words.empty}</Text>;
  return (
    <Stack gap="2" data-testid="work-order-collaborations">
      {items.map((item) => (
        <Box key={item.id} borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{item.organizeName}</Text>
            <Text color="fg.muted">{formatDate(item.creatorTime)}</Text>
          </HStack>
          {item.note ? <Text>{item.note}</Text> : null}
          {item.replyTime !== null ? (
            <Text color="green.600">
              {item.replyUserName}：{item.reply}
            </Text>
          ) : (
            <HStack justify="space-between">
              <Text color="orange.500">{words.waiting}</Text>
              {canReply ? (
                <Button size="xs" variant="outline" onClick={() => onReply(item.id)}>
                  {words.reply}
                </Button>
              ) : null}
            </HStack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

export function RecordingList({ items, title, empty }: { items: WorkOrderRecording[]; title: string; empty: string }) {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{title}</Text>
      {items.length ? (
        items.map((item) => (
          <HStack key={item.filePath} gap="3" fontSize="sm" wrap="wrap">
            <Text>{item.callway}</Text>
            <Text color="fg.muted">
              {item.caller} → {item.callee}
            </Text>
            {item.startTime !== null ? <Text color="fg.muted">{formatDate(item.startTime)}</Text> : null}
            {/^(\/|https?:\/\/)/.test(item.filePath) ? <audio controls preload="none" src={item.filePath} /> : <Text>{item.filePath}</Text>}
          </HStack>
        ))
      ) : (
        <Text color="fg.muted">{empty}</Text>
      )}
    </Stack>
  );
}
