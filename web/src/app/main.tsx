import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installAuthOverrideConsole } from '../features/auth/api/auth-override-console.ts';
import { forgetCurrentUser } from '../features/auth/api/current-user-query.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// A 401 from any call means the session ended: forget the user so protected pages ask for sign-in.
const queryClient = createQueryClient({ onUnauthorized: () => forgetCurrentUser(queryClient) });
const router = createAppRouter();
installAuthOverrideConsole();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
