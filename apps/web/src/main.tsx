// Before anything else is evaluated: the GETs the opened page needs first (early-requests.ts).
import './early';
// First, and bundled into zod's own chunk (vite.config.ts), so it runs before any module builds a
// schema, however the modules are split into chunks.
import './lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
