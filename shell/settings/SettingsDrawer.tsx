/**
 * The settings drawer (spec 000 section 2.6): layout (side, top, mixed, simple = classic,
 * functional, blend, plain), dark or light sidebar, the 8 theme colours, switches for the tags bar,
 * tag icons, view cache, language choice and search, and the download-log button. Everything applies
 * at once and persists in the browser; the layout is also saved on the server.
 */
import { useTranslation } from 'react-i18next';
import { Box, Button, chakra, CloseButton, Drawer, Flex, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { layoutThemes, type LayoutTheme } from '../../api';
import { ToggleSwitch } from '../../engine/page/kit';
import { ui } from '../layout/ui-store';
import { chooseLayout } from '../preferences';
import { useServices } from '../services';
import { session } from '../session';
import { SoftphoneSwitch } from '../softphone/SoftphoneSwitch';
import { downloadErrorLog } from './error-log';
import { changeSetting, settings, type DisplaySettings, type SlideClass } from './settings-store';
import { themeClasses, themeColors } from './theme-colors';

const switches: {
  key: keyof Pick<DisplaySettings, 'tagsView' | 'tagsIcon' | 'useCache' | 'showLanguage' | 'showSearch'>;
  label: string;
}[] = [
  { key: 'tagsView', label: 'settings.tagsView' },
  { key: 'tagsIcon', label: 'settings.tagsIcon' },
  { key: 'useCache', label: 'settings.cache' },
  { key: 'showLanguage', label: 'settings.language' },
  { key: 'showSearch', label: 'settings.search' },
];

const slideClasses: SlideClass[] = ['dark', 'light'];

const Choice = chakra('button');

function SectionTitle({ children }: { children: string }) {
  return (
    <HStack gap="2" py="2">
      <Separator flex="1" />
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {children}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}

export function SettingsDrawer() {
  const { t } = useTranslation();
  const { currentUser } = useServices();
  const { settingsOpen } = useSnapshot(ui);
  const snap = useSnapshot(settings);
  const { layoutType } = useSnapshot(session);

  const choiceStyle = (selected: boolean) => ({
    type: 'button' as const,
    px: '2',
    py: '2',
    borderWidth: '2px',
    borderRadius: 'md',
    borderColor: selected ? 'brand.solid' : 'border',
    bg: selected ? 'brand.subtle' : 'bg',
    fontSize: 'xs',
    cursor: 'pointer',
    'aria-pressed': selected,
  });

  return (
    <Drawer.Root
      open={settingsOpen}
      onOpenChange={(details) => {
        ui.settingsOpen = details.open;
      }}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="280px" data-testid="settings-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('settings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3">
                <SectionTitle>{t('settings.mode')}</SectionTitle>
                <Flex gap="2" wrap="wrap" role="group" aria-label={t('settings.mode')}>
                  {layoutThemes.map((layout: LayoutTheme) => (
                    <Choice
                      key={layout}
                      {...choiceStyle(layout === layoutType)}
                      onClick={() => void chooseLayout(layout, currentUser)}
                      data-layout-choice={layout}
                    >
                      {t(`settings.${layout}`)}
                    </Choice>
                  ))}
                </Flex>

                <SectionTitle>{t('settings.lightOrDark')}</SectionTitle>
                <Flex gap="2" role="group" aria-label={t('settings.lightOrDark')}>
                  {slideClasses.map((slide) => (
                    <Choice key={slide} {...choiceStyle(slide === snap.slideClass)} onClick={() => changeSetting('slideClass', slide)}>
                      {t(`settings.${slide}`)}
                    </Choice>
                  ))}
                </Flex>

                <SectionTitle>{t('settings.theme')}</SectionTitle>
                <Flex gap="1.5" wrap="wrap" role="group" aria-label={t('settings.theme')}>
                  {themeClasses.map((themeClass) => (
                    <Choice
                      key={themeClass}
                      type="button"
                      w="24px"
                      h="24px"
                      borderRadius="sm"
                      bg={themeColors[themeClass]}
                      cursor="pointer"
                      aria-label={t(`settings.${themeClass}`)}
                      title={t(`settings.${themeClass}`)}
                      aria-pressed={themeClass === snap.themeClass}
                      outline={themeClass === snap.themeClass ? '2px solid' : undefined}
                      outlineColor="fg"
                      outlineOffset="1px"
                      onClick={() => changeSetting('themeClass', themeClass)}
                    />
                  ))}
                </Flex>

                <SectionTitle>{t('settings.otherSet')}</SectionTitle>
                {switches.map(({ key, label }) => (
                  <ToggleSwitch
                    key={key}
                    checked={snap[key]}
                    onChange={(checked) => changeSetting(key, checked)}
                    label={t(label)}
                    labelPlacement="start"
                    spread
                  />
                ))}
                <SoftphoneSwitch />
                <Box pt="2">
                  <Button size="sm" variant="outline" w="100%" onClick={downloadErrorLog}>
                    {t('settings.downloadLog')}
                  </Button>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('settings.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
