/** This month's calendar with today marked, and the user's schedules of today beside it. */
import { useEffect, useState } from 'react';
import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { TodaySchedule } from '../../../api/portal-client';
import type { PortalEnv } from '../portal-env';
import { monthWeeks } from '../month-grid';

export function CalendarCard({ env, t }: { env: PortalEnv; t: (key: string, options?: Record<string, unknown>) => string }) {
  const [now] = useState(() => new Date(env.now()));
  const [schedules, setSchedules] = useState<TodaySchedule[] | null>(null);
  useEffect(() => {
    let current = true;
    env.todaySchedules().then(
      (list) => current && setSchedules(list),
      () => current && setSchedules([]),
    );
    return () => {
      current = false;
    };
  }, [env]);
  const weekdays = t('weekdays').split(',');
  const today = now.getDate();
  return (
    <HStack alignItems="flex-start" gap="4" h="100%">
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight="semibold" mb="1">
          {t('month', { year: now.getFullYear(), month: now.getMonth() + 1 })}
        </Text>
        <Grid templateColumns="repeat(7, 1fr)" gap="0.5" fontSize="xs" textAlign="center" role="grid">
          {weekdays.map((day) => (
            <Text key={day} color="fg.muted">
              {day}
            </Text>
          ))}
          {monthWeeks(now.getFullYear(), now.getMonth())
            .flat()
            .map((day, index) => (
              <Text
                key={index}
                borderRadius="full"
                bg={day === today ? 'colorPalette.solid' : undefined}
                color={day === today ? 'colorPalette.contrast' : undefined}
                aria-current={day === today ? 'date' : undefined}
              >
                {day ?? ''}
              </Text>
            ))}
        </Grid>
      </Box>
      <Stack flex="1" minW="0" gap="1" fontSize="sm">
        <Text fontWeight="semibold">{t('today')}</Text>
        {schedules === null ? (
          <Text color="fg.muted">{t('loading')}</Text>
        ) : schedules.length ? (
          schedules.map((item) => (
            <Text key={item.id} truncate>
              {item.allDay ? '' : `${item.startTime} `}
              {item.title}
            </Text>
          ))
        ) : (
          <Text color="fg.muted">{t('empty')}</Text>
        )}
      </Stack>
    </HStack>
  );
}
