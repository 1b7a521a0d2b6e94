/**
 * `/profile`: the profile page wired to the services and the session (the password policy from
 * `CurrentUser.sysConfigInfo`; a saved name is shown by the navbar at once; after a switch of the main
 * organisation or position the current user is loaded again, so menu and permissions follow at once).
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { BaseInfo } from '../../api';
import { createCurrentUserApi } from '../../api';
import { ProfilePage, type ProfileApi } from '../../screens/profile/ProfilePage';
import { i18n } from '../i18n';
import { useServices } from '../services';
import { loadCurrentUser, session, SessionRestoreError } from '../session';

export function ProfileRoute() {
  const { http, oauth, notify } = useServices();
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

  const onMajorChanged = async () => {
    try {
      await loadCurrentUser({ currentUser: () => oauth.currentUser(), t: (key) => i18n.t(key) });
    } catch (error) {
      // A failed call was reported by the request client; a refusal (no menu left) is said here.
      if (error instanceof SessionRestoreError) notify({ type: 'error', message: error.message, duration: 3000 });
    }
  };

  return (
    <ProfilePage
      api={api}
      policy={snap.sysConfig}
      resolveUrl={http.resolveUrl}
      onBaseInfoSaved={onBaseInfoSaved}
      onMajorChanged={onMajorChanged}
    />
  );
}
