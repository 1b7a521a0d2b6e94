/** What the shell's routes need: the configuration, the request client and the typed calls. */
import { createContext, useContext } from 'react';
import type { ClientConfig, CurrentUserApi, HttpClient, Notice, OAuthApi, SessionEndEvent } from '../api';
import { createCurrentUserApi, createHttpClient, createOAuthApi } from '../api';
import { createFileApi, type FileServices } from '../api/file-client';
import { i18n } from './i18n';
import { session } from './session';
import { uploaderUi } from './uploader-ui';

export interface AppServices {
  config: ClientConfig;
  http: HttpClient;
  oauth: OAuthApi;
  /** The signed-in user's own data (`/api/permission/Users/Current`). */
  currentUser: CurrentUserApi;
  notify: (notice: Notice) => void;
  /** The file calls every generated form shares, so one floating uploader panel shows all uploads. */
  files: FileServices;
}

export interface CreateServicesOptions {
  config: ClientConfig;
  notify: (notice: Notice) => void;
  onSessionEnd: (event: SessionEndEvent) => void;
  fetchImpl?: typeof fetch;
}

export function createServices({ config, notify, onSessionEnd, fetchImpl }: CreateServicesOptions): AppServices {
  const http = createHttpClient({
    baseUrl: config.apiBase,
    timeout: config.timeout,
    getToken: () => session.token,
    onSessionEnd,
    notify,
    fetchImpl,
    getLanguage: () => ({ zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' })[i18n.language] ?? i18n.language,
  });
  const files: FileServices = {
    api: createFileApi(http, { getToken: () => session.token }),
    notify,
    onUse: () => {
      uploaderUi.used = true;
    },
  };
  return { config, http, oauth: createOAuthApi(http), currentUser: createCurrentUserApi(http), notify, files };
}

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ServicesContext.Provider;

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
