/**
 * `/profile`: the profile page wired to the services and the session (the password policy from
 * `CurrentUser.sysConfigInfo`; a saved name is shown by the navbar at once).
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { BaseInfo } from '../../api';
import { createCurrentUserApi } from '../../api';
import { ProfilePage, type ProfileApi } from '../../screens/profile/ProfilePage';
import { useServices } from '../services';
import { session } from '../session';

export function ProfileRoute() {
  const { http, oauth } = useServices();
  const snap = useSnapshot(session);
  const api = useMemo<ProfileApi>(() => ({ ...createCurrentUserApi(http), captchaUrl: oauth.captchaUrl }), [http, oauth]);

  const onBaseInfoSaved = (info: BaseInfo) => {
    if (session.userInfo) {
      session.userInfo.userName = info.realName;
      session.userInfo.mobilePhone = info.mobilePhone;
      session.userInfo.email = info.email;
      session.userInfo.gender = info.gender;
      session.userInfo.headIcon = info.headIcon;
    }
  };

  return <ProfilePage api={api} policy={snap.sysConfig} resolveUrl={http.resolveUrl} onBaseInfoSaved={onBaseInfoSaved} />;
}
