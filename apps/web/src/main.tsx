import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Loaded once zod-jitless ran: the app's modules build zod schemas as they load, and a static
// import would run first (the bundle evaluates imported chunks before the entry's own code).
const { App } = await import('./app/app');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
