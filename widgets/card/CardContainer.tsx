import { Card } from '@chakra-ui/react';
import type { ContainerProps } from '../../engine/registry/types';
import type { CardOptions } from './kind';

export function CardContainer({ field, nodes, renderNodes }: ContainerProps<CardOptions>) {
  const { header, shadow } = field.options;
  return (
    <Card.Root
      size="sm"
      variant="outline"
      mb="4"
      boxShadow={shadow === 'always' ? 'sm' : undefined}
      _hover={shadow === 'hover' ? { boxShadow: 'md' } : undefined}
      role="group"
      aria-label={header}
    >
      {header && (
        <Card.Header borderBottomWidth="1px" pb="2">
          <Card.Title fontSize="sm">{header}</Card.Title>
        </Card.Header>
      )}
      <Card.Body pt="4">{renderNodes(nodes)}</Card.Body>
    </Card.Root>
  );
}
