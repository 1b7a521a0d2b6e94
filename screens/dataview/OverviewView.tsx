/** The heating operations overview: five figures and a bar per district (its exchange stations). */
import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { districtFigures, stationCount } from './data-views';
import type { OverviewFigures } from './data-view-source';
import { StatCard } from './StatCard';

export function OverviewView({ figures, t }: { figures: OverviewFigures; t: (key: string) => string }) {
  const districts = districtFigures(figures.districts ?? []);
  const known = figures.districts !== null;
  const widest = Math.max(1, ...districts.map((d) => d.stations.length));
  return (
    <Stack gap="6">
      <Flex gap="4" wrap="wrap">
        <StatCard label={t('overview.districts')} value={known ? districts.length : null} />
        <StatCard label={t('overview.stations')} value={known ? stationCount(districts) : null} />
        <StatCard label={t('overview.users')} value={figures.users} />
        <StatCard label={t('overview.unread')} value={figures.unreadMessages} />
        <StatCard label={t('overview.billRules')} value={figures.billRules} />
      </Flex>
      <Box p="5" borderRadius="lg" borderWidth="1px" borderColor="whiteAlpha.300" bg="whiteAlpha.50">
        <Heading as="h2" size="md" mb="4">
          {t('overview.byDistrict')}
        </Heading>
        <Stack gap="3" role="list" aria-label={t('overview.byDistrict')}>
          {districts.map((district) => (
            <HStack key={district.id} gap="3" role="listitem" aria-label={`${district.name} ${district.stations.length}`}>
              <Text w="28" flexShrink={0} truncate>
                {district.name}
              </Text>
              <Box flex="1" h="4" bg="whiteAlpha.200" borderRadius="full" overflow="hidden">
                <Box h="100%" w={`${(district.stations.length / widest) * 100}%`} bg="cyan.400" borderRadius="full" />
              </Box>
              <Text w="8" textAlign="end" fontWeight="semibold">
                {district.stations.length}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
