import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod';
import { installAuthOverrideConsole } from '../api/auth/auth-override-console.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// Zod otherwise probes `new Function` to compile parsers, which the Content-Security-Policy refuses
// (no 'unsafe-eval'; server/src/platform/http/security-headers.ts) and reports as a violation.
z.config({ jitless: true });

const router = createAppRouter();
installAuthOverrideConsole();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
