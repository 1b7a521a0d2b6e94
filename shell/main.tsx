/** Entry point: read /config/config.json, then start the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootstrap } from './bootstrap';
import { loadClientConfig } from './config';
import { installErrorLog } from './settings/error-log';

// Spec 000 section 8: global error logging only in production.
if (import.meta.env.PROD) installErrorLog();

async function start() {
  const config = await loadClientConfig();
  const { services, router } = bootstrap(config);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing in index.html');
  createRoot(container).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}

void start();
