/** Full-screen toggle; a browser without the Fullscreen API gets the 'not supported full screen' warning. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@chakra-ui/react';
import { useServices } from '../services';
import { ShellIcon } from './icons';

export function FullscreenButton({ color }: { color: string }) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      notify({ type: 'warning', message: t('navbar.notSupportedFullScreen'), duration: 1500 });
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      notify({ type: 'warning', message: t('navbar.notSupportedFullScreen'), duration: 1500 });
    }
  };

  const label = full ? t('navbar.exitFullScreen') : t('navbar.fullScreen');
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" color={color} onClick={() => void toggle()} data-testid="fullscreen-button">
      <ShellIcon name={full ? 'collapse' : 'expand'} />
    </IconButton>
  );
}
