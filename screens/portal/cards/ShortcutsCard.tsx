/** Buttons to the card's menus that the user has (the others are left out). */
import { Button, Wrap } from '@chakra-ui/react';
import type { PortalCard } from '../../../schemas/portal-layout';
import type { PortalEnv } from '../portal-env';
import { CardStatus } from './CardStatus';

export function ShortcutsCard({ card, env, t }: { card: PortalCard; env: PortalEnv; t: (key: string) => string }) {
  const links = (card.menus ?? []).flatMap((enCode) => {
    const link = env.menuLink(enCode);
    return link ? [{ enCode, ...link }] : [];
  });
  if (!links.length) return <CardStatus text={t('noShortcuts')} />;
  return (
    <Wrap gap="2">
      {links.map((link) => (
        <Button key={link.enCode} size="sm" variant="outline" onClick={() => env.onOpen(link.path)}>
          {link.title}
        </Button>
      ))}
    </Wrap>
  );
}
