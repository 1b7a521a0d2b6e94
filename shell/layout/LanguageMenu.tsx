/** The navbar's language choice (zh, en, zhtw), saved in the browser and on the server. */
import { useTranslation } from 'react-i18next';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { languages, type Language } from '../i18n';
import { chooseLanguage } from '../preferences';
import { useServices } from '../services';
import { ShellIcon } from './icons';

export function LanguageMenu({ color }: { color: string }) {
  const { t, i18n } = useTranslation();
  const { currentUser } = useServices();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('navbar.language')} title={t('navbar.language')} variant="ghost" size="sm" color={color} data-testid="language-menu">
          <ShellIcon name="globe" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="120px">
            <Menu.RadioItemGroup value={i18n.language} onValueChange={(details) => void chooseLanguage(details.value as Language, currentUser)}>
              {languages.map((language) => (
                <Menu.RadioItem key={language} value={language}>
                  {t(`languages.${language}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
