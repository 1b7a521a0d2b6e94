/** One figure of a data view: its name and its number, large (— when its call failed). */
import { Box, Text } from '@chakra-ui/react';

export function StatCard({ label, value }: { label: string; value: number | null }) {
  return (
    <Box
      role="group"
      aria-label={label}
      flex="1"
      minW="160px"
      p="5"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="whiteAlpha.300"
      bg="whiteAlpha.100"
      data-testid="stat"
    >
      <Text fontSize="sm" color="whiteAlpha.800">
        {label}
      </Text>
      <Text fontSize="4xl" fontWeight="bold" lineHeight="1.2" color="cyan.300" data-testid="stat-value">
        {value ?? '—'}
      </Text>
    </Box>
  );
}
