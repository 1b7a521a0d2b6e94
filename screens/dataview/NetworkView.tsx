/** The pipe network overview: each heating district with the exchange stations it feeds. */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { districtFigures } from './data-views';
import type { OverviewFigures } from './data-view-source';

export function NetworkView({ figures, t }: { figures: OverviewFigures; t: (key: string, options?: Record<string, unknown>) => string }) {
  const districts = districtFigures(figures.districts ?? []);
  return (
    <Flex gap="4" wrap="wrap" role="list">
      {districts.map((district) => (
        <Stack
          key={district.id}
          role="listitem"
          aria-label={district.name}
          flex="1"
          minW="220px"
          gap="3"
          p="5"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="cyan.700"
          bg="whiteAlpha.100"
        >
          <Heading as="h2" size="md">
            {district.name}
          </Heading>
          <Text fontSize="sm" color="whiteAlpha.800">
            {t('network.stations', { count: district.stations.length })}
          </Text>
          {district.stations.length === 0 ? (
            <Text fontSize="sm" color="whiteAlpha.600">
              {t('network.none')}
            </Text>
          ) : (
            <Stack gap="2" borderStartWidth="2px" borderColor="cyan.400" ps="3">
              {district.stations.map((station) => (
                <Box key={station} fontSize="sm">
                  {station}
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </Flex>
  );
}
