import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/app/global.css';
import { readSiteConfig } from '@/config/site-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App siteConfig={readSiteConfig()} />
  </StrictMode>,
);
