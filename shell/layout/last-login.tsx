/**
 * After a sign-in, the 'last login' notice (spec 000 section 2.5): 2 s at the bottom right with the
 * time, place and IP address of the previous sign-in, when `userInfo.prevLogin` is 1. A user who never
 * signed in before has no previous time: the notice says this is the first sign-in.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { UserInfo } from '../../api';
import { DATE_TIME_SECONDS_FORMAT, formatDate } from '../../engine/format/date-format';
import { session } from '../session';
import { showCornerNotice } from '../toaster';

export const LAST_LOGIN_DURATION = 2000;

export function lastLoginLines(
  user: Pick<UserInfo, 'prevLoginTime' | 'prevLoginIPAddress' | 'prevLoginIPAddressName'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  if (!user.prevLoginTime) return [t('lastLogin.first')];
  return [
    t('lastLogin.time', { time: formatDate(user.prevLoginTime, DATE_TIME_SECONDS_FORMAT) }),
    t('lastLogin.place', { place: user.prevLoginIPAddressName || '' }),
    t('lastLogin.ip', { ip: user.prevLoginIPAddress || '' }),
  ];
}

export function useLastLoginNotice(): void {
  const { t } = useTranslation();
  const { justSignedIn, userInfo } = useSnapshot(session);
  useEffect(() => {
    if (!justSignedIn || !userInfo) return;
    session.justSignedIn = false;
    if (userInfo.prevLogin !== 1) return;
    showCornerNotice({
      type: 'info',
      title: t('lastLogin.title'),
      description: lastLoginLines(userInfo, t).join('\n'),
      duration: LAST_LOGIN_DURATION,
    });
  }, [justSignedIn, userInfo, t]);
}
