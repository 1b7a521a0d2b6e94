/**
 * The user dropdown (spec 000 section 2.5): profile, switch system (only with more than one system),
 * about, statement, lock screen, and logout after the confirmation 'Are you sure you want to exit the
 * application?' titled 'Tip'.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { routeName } from '../menu/menu-routes';
import { menuTitle } from '../menu/view-title';
import { lockScreen, LOCK_SCREEN_PATH } from '../routes/lock-screen-state';
import { useServices } from '../services';
import { resetSession, session, switchSystem } from '../session';
import { closeAllTabs } from '../tabs/tabs-store';
import { ConfirmDialog } from './ConfirmDialog';
import { ShellIcon } from './icons';
import { InfoDialog } from './InfoDialog';
import { useProductName } from './SidebarLogo';

type OpenDialog = 'about' | 'statement' | 'logout' | null;

export function UserMenu({ color }: { color: string }) {
  const { t } = useTranslation();
  const { oauth, http, notify } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const snap = useSnapshot(session);
  const productName = useProductName();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const user = snap.userInfo;
  const systems = user?.systemIds ?? [];
  const systemTitle = (system: { enCode: string; name: string }) => menuTitle({ name: routeName(system.enCode), fullName: system.name }, t);

  const lock = () => {
    lockScreen(location.pathname + location.search);
    void navigate(LOCK_SCREEN_PATH);
  };

  const logout = async () => {
    try {
      await oauth.logout();
    } catch {
      // Signed out locally all the same.
    }
    setDialog(null);
    resetSession();
    await navigate('/login', { replace: true });
  };

  const changeSystem = (systemId: string) => {
    const system = systems.find((s) => s.id === systemId);
    if (!system || !switchSystem(systemId)) return;
    const to = closeAllTabs(location.pathname + location.search);
    void navigate(to ?? '/home');
    notify({ type: 'success', message: t('navbar.systemChanged', { name: systemTitle(system) }), duration: 1500 });
  };

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" color={color} px="2" aria-label={`${t('navbar.userMenu')}: ${user?.userName ?? ''}`} data-testid="user-menu">
            <Avatar.Root size="xs">
              <Avatar.Fallback name={user?.userName ?? ''} />
              {user?.headIcon ? <Avatar.Image src={http.resolveUrl(user.headIcon)} /> : null}
            </Avatar.Root>
            <Text as="span" fontSize="sm">
              {user?.userName ?? ''}
            </Text>
            <ShellIcon name="chevronDown" size={12} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="160px">
              <Menu.Item value="profile" onSelect={() => void navigate('/profile')}>
                {t('navbar.profile')}
              </Menu.Item>
              {systems.length > 1 ? (
                <Menu.Root positioning={{ placement: 'left-start', gutter: 2 }}>
                  <Menu.TriggerItem>{t('navbar.systemChange')}</Menu.TriggerItem>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content minW="160px">
                        {systems.map((system) => (
                          <Menu.Item key={system.id} value={system.id} disabled={system.currentSystem} onSelect={() => changeSystem(system.id)}>
                            {systemTitle(system)}
                          </Menu.Item>
                        ))}
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
              ) : null}
              <Menu.Item value="about" onSelect={() => setDialog('about')}>
                {t('navbar.about')}
              </Menu.Item>
              <Menu.Item value="statement" onSelect={() => setDialog('statement')}>
                {t('navbar.statement')}
              </Menu.Item>
              <Menu.Item value="lock" onSelect={lock}>
                {t('navbar.lockScreen')}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" onSelect={() => setDialog('logout')}>
                {t('navbar.logout')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <ConfirmDialog
        open={dialog === 'logout'}
        title={t('logoutConfirm.title')}
        message={t('logoutConfirm.message')}
        confirmLabel={t('logoutConfirm.confirm')}
        cancelLabel={t('logoutConfirm.cancel')}
        onConfirm={logout}
        onClose={() => setDialog(null)}
      />
      <InfoDialog open={dialog === 'about'} title={t('about.title')} closeLabel={t('about.close')} onClose={() => setDialog(null)}>
        <Stack gap="1">
          <Text fontWeight="semibold">{productName}</Text>
          <Text>{t('about.version', { version: snap.sysConfig?.sysVersion ?? '' })}</Text>
          {snap.sysConfig?.copyright ? <Text color="fg.muted">{snap.sysConfig.copyright}</Text> : null}
        </Stack>
      </InfoDialog>
      <InfoDialog open={dialog === 'statement'} title={t('statement.title')} closeLabel={t('statement.close')} onClose={() => setDialog(null)}>
        <Text>{t('statement.text')}</Text>
      </InfoDialog>
    </>
  );
}
