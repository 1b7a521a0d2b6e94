/** A chat party's avatar (initials when there is no picture) with an optional online dot. */
import { Avatar, Box, Float } from '@chakra-ui/react';

export interface PeerAvatarProps {
  name: string;
  headIcon: string;
  resolveUrl: (path: string) => string;
  online?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

export function PeerAvatar({ name, headIcon, resolveUrl, online, size = 'sm' }: PeerAvatarProps) {
  return (
    <Avatar.Root size={size} flexShrink={0}>
      <Avatar.Fallback name={name} />
      {headIcon ? <Avatar.Image src={resolveUrl(headIcon)} /> : null}
      {online === undefined ? null : (
        <Float placement="bottom-end" offsetX="1" offsetY="1">
          <Box boxSize="2.5" borderRadius="full" borderWidth="2px" borderColor="bg" bg={online ? 'green.500' : 'gray.400'} />
        </Float>
      )}
    </Avatar.Root>
  );
}
